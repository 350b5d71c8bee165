//! Move and capture sounds, synthesised with the Web Audio API (no sound files).
use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

/// Which sound to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece moved.
    Move,
    /// A piece was captured.
    Capture,
    /// The game ended.
    End,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One short tone: type, start and end frequency (Hz), length (s), peak gain, delay (s).
type Tone = (OscillatorType, f32, f32, f64, f32, f64);

fn tones(sound: Sound) -> &'static [Tone] {
    match sound {
        Sound::Move => &[(OscillatorType::Triangle, 260.0, 120.0, 0.07, 0.35, 0.0)],
        Sound::Capture => &[
            (OscillatorType::Triangle, 320.0, 90.0, 0.09, 0.45, 0.0),
            (OscillatorType::Square, 140.0, 60.0, 0.06, 0.08, 0.035),
        ],
        Sound::End => &[
            (OscillatorType::Sine, 523.0, 523.0, 0.18, 0.2, 0.0),
            (OscillatorType::Sine, 659.0, 659.0, 0.18, 0.2, 0.12),
            (OscillatorType::Sine, 784.0, 784.0, 0.3, 0.2, 0.24),
        ],
    }
}

fn play_on(ctx: &AudioContext, sound: Sound) -> Option<()> {
    let now = ctx.current_time();
    for &(kind, from, to, length, peak, delay) in tones(sound) {
        let start = now + delay;
        let osc = ctx.create_oscillator().ok()?;
        osc.set_type(kind);
        osc.frequency().set_value_at_time(from, start).ok()?;
        osc.frequency()
            .exponential_ramp_to_value_at_time(to, start + length)
            .ok()?;
        let gain = ctx.create_gain().ok()?;
        gain.gain().set_value_at_time(peak, start).ok()?;
        gain.gain()
            .exponential_ramp_to_value_at_time(0.001, start + length)
            .ok()?;
        osc.connect_with_audio_node(&gain).ok()?;
        gain.connect_with_audio_node(&ctx.destination()).ok()?;
        osc.start_with_when(start).ok()?;
        osc.stop_with_when(start + length + 0.02).ok()?;
    }
    Some(())
}

/// Creates the audio context if needed. Creating it can take hundreds of milliseconds, so the app
/// calls this just after the user's first touch (a context needs a gesture to play) rather than at
/// the first sound (which may come while the engine is about to think).
pub fn warm_up() {
    CONTEXT.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
    });
}

/// Plays a sound; silently does nothing where Web Audio is unavailable.
pub fn play(sound: Sound) {
    warm_up();
    CONTEXT.with(|cell| {
        if let Some(ctx) = cell.borrow().as_ref() {
            // Resuming needs a user gesture; until then the browser keeps the context silent.
            let _ = ctx.resume();
            play_on(ctx, sound);
        }
    });
}
