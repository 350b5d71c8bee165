//! Replay: plays a game's moves on the board one after another at a chosen speed, with pause,
//! resume and single steps. It moves the shown ply only; the board's slide follows the user's
//! reduced-motion setting.
use crate::text::decimal::decimal;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::select_value;
use crate::text::Lang;
use crate::tr;

/// The speeds offered: milliseconds per move.
const SPEEDS_MS: [u32; 4] = [500, 1000, 2000, 4000];
/// The speed a replay starts with.
const DEFAULT_SPEED_MS: u32 = 1000;

/// Properties of [`ReplayControls`].
#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    /// The ply shown on the board (0 = start position).
    pub shown_ply: usize,
    /// The number of moves of the game (the last ply).
    pub last: usize,
    /// Interface language.
    pub lang: Lang,
    /// Show the position after this many plies.
    pub on_view: Callback<usize>,
}

/// Where a replay is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Run {
    /// No replay.
    Stopped,
    /// Moves follow at the chosen speed.
    Playing,
    /// Waiting for resume or a step.
    Paused,
}

impl Run {
    /// The name in the `data-replay` test hook.
    fn name(self) -> &'static str {
        match self {
            Run::Stopped => "stopped",
            Run::Playing => "playing",
            Run::Paused => "paused",
        }
    }
}

/// The Replay button, the speed choice, and pause/resume and step while a replay runs.
#[function_component(ReplayControls)]
pub fn replay_controls(props: &ReplayProps) -> Html {
    let run = use_state(|| Run::Stopped);
    let speed_ms = use_state(|| DEFAULT_SPEED_MS);
    let (shown, last) = (props.shown_ply, props.last);
    {
        let (run, on_view) = (run.clone(), props.on_view.clone());
        use_effect_with(
            (*run, *speed_ms, shown, last),
            move |&(state, speed, shown, last)| {
                let timer = match state {
                    Run::Playing if shown >= last => {
                        run.set(Run::Stopped);
                        None
                    }
                    Run::Playing => Some(Timeout::new(speed, move || on_view.emit(shown + 1))),
                    Run::Stopped | Run::Paused => None,
                };
                move || drop(timer)
            },
        );
    }
    let lang = props.lang;
    let on_replay = {
        let (run, on_view) = (run.clone(), props.on_view.clone());
        Callback::from(move |_: MouseEvent| {
            if shown >= last {
                on_view.emit(0);
            }
            run.set(Run::Playing);
        })
    };
    let on_pause = {
        let run = run.clone();
        Callback::from(move |_: MouseEvent| {
            run.set(match *run {
                Run::Playing => Run::Paused,
                Run::Paused | Run::Stopped => Run::Playing,
            })
        })
    };
    let on_step = {
        let (run, on_view) = (run.clone(), props.on_view.clone());
        Callback::from(move |_: MouseEvent| {
            run.set(Run::Paused);
            on_view.emit((shown + 1).min(last));
        })
    };
    let on_speed = {
        let speed_ms = speed_ms.clone();
        Callback::from(move |e: Event| {
            if let Ok(ms) = select_value(&e).parse::<u32>() {
                speed_ms.set(ms);
            }
        })
    };
    let speeds = SPEEDS_MS.iter().map(|&ms| {
        html! {
            <option value={ms.to_string()} selected={ms == *speed_ms}>
                { tr!(lang, "replay-seconds-per-move",
                      seconds = lang.digits(decimal(i64::from(ms), 3, false).trim_end_matches('0').trim_end_matches('.'))) }
            </option>
        }
    });
    let active = *run != Run::Stopped;
    html! {
        <div class="replay" data-testid="replay-controls" data-replay={run.name()}>
            <button type="button" data-testid="replay" onclick={on_replay} disabled={last == 0}>
                { lang.t(crate::key!("replay-replay")) }
            </button>
            <select data-testid="replay-speed" aria-label={lang.t(crate::key!("replay-replay-speed"))}
                    onchange={on_speed}>
                { for speeds }
            </select>
            if active {
                <button type="button" data-testid="replay-pause" onclick={on_pause}>
                    { if *run == Run::Playing { lang.t(crate::key!("replay-pause")) } else { lang.t(crate::key!("replay-resume")) } }
                </button>
                <button type="button" data-testid="replay-step" onclick={on_step} disabled={shown >= last}>
                    { lang.t(crate::key!("replay-step")) }
                </button>
            }
        </div>
    }
}
