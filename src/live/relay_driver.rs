//! A sans-IO machine of `makruk_signal` (a game's signalling session, the lobby) driven over the
//! relay pool: fed with the relays' frames and a tick each second, its frames sent to every
//! relay and its other outputs given to the app.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use makruk_signal::lobby::{Lobby, LobbyOutput};
use makruk_signal::session::{Output, Session, RELAY_SILENCE_MS};
use yew::Callback;

use super::relays::RelayPool;

/// How often the machine is ticked.
const TICK_MS: u32 = 1000;

/// Now, in milliseconds since 1970.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A machine the driver runs: what it reads, what it gives, when it is ticked.
pub trait RelayMachine: 'static {
    /// What the machine gives: frames for the relays and steps for the app.
    type Output: 'static;

    /// Reads a relay's frame.
    fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<Self::Output>;

    /// The time passes.
    fn tick(&mut self, now_ms: u64) -> Vec<Self::Output>;

    /// The subscription each relay is sent once open.
    fn subscription(&self, now_ms: u64) -> String;

    /// The frame `output` sends to every relay, or `output` itself when it is for the app.
    ///
    /// # Errors
    /// `output` is a step for the app.
    fn into_frame(output: Self::Output) -> Result<String, Self::Output>;

    /// Whether the machine is ticked while no relay is open, `waited_ms` after it started.
    fn ticks_without_relay(waited_ms: u64) -> bool;
}

impl RelayMachine for Session {
    type Output = Output;

    fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<Output> {
        Session::on_frame(self, frame, now_ms)
    }

    fn tick(&mut self, now_ms: u64) -> Vec<Output> {
        Session::tick(self, now_ms)
    }

    fn subscription(&self, now_ms: u64) -> String {
        Session::subscription(self, now_ms)
    }

    fn into_frame(output: Output) -> Result<String, Output> {
        match output {
            Output::Send(frame) => Ok(frame),
            other => Err(other),
        }
    }

    /// The first publications wait for a relay to open, or for the session to say none did.
    fn ticks_without_relay(waited_ms: u64) -> bool {
        waited_ms >= RELAY_SILENCE_MS
    }
}

impl RelayMachine for Lobby {
    type Output = LobbyOutput;

    fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<LobbyOutput> {
        Lobby::on_frame(self, frame, now_ms)
    }

    fn tick(&mut self, now_ms: u64) -> Vec<LobbyOutput> {
        Lobby::tick(self, now_ms)
    }

    fn subscription(&self, now_ms: u64) -> String {
        Lobby::subscription(self, now_ms)
    }

    fn into_frame(output: LobbyOutput) -> Result<String, LobbyOutput> {
        match output {
            LobbyOutput::Send(frame) => Ok(frame),
            other => Err(other),
        }
    }

    /// The entries' ages move on whether or not a relay is open.
    fn ticks_without_relay(_waited_ms: u64) -> bool {
        true
    }
}

struct Inner<M: RelayMachine> {
    machine: M,
    pool: Option<RelayPool>,
    on_output: Callback<M::Output>,
    on_step: Option<Callback<()>>,
}

/// A machine running over its relays; dropping it closes the relays.
pub struct RelayDriver<M: RelayMachine> {
    inner: Rc<RefCell<Inner<M>>>,
    _ticker: Interval,
}

/// Sends the frames of `outputs` to the relays, gives the rest to the app, then tells `on_step`.
fn dispatch<M: RelayMachine>(inner: &Rc<RefCell<Inner<M>>>, outputs: Vec<M::Output>) {
    let (on_output, on_step) = {
        let inner = inner.borrow();
        (inner.on_output.clone(), inner.on_step.clone())
    };
    for output in outputs {
        match M::into_frame(output) {
            Ok(frame) => {
                if let Some(pool) = inner.borrow().pool.as_ref() {
                    pool.send(&frame);
                }
            }
            Err(other) => on_output.emit(other),
        }
    }
    if let Some(on_step) = on_step {
        on_step.emit(());
    }
}

/// Runs `step` on the machine of `weak`, if it still runs, and dispatches what it gives.
fn step<M: RelayMachine>(
    weak: &Weak<RefCell<Inner<M>>>,
    step: impl FnOnce(&mut M, u64) -> Vec<M::Output>,
) {
    if let Some(inner) = weak.upgrade() {
        let outputs = step(&mut inner.borrow_mut().machine, now_ms());
        dispatch(&inner, outputs);
    }
}

impl<M: RelayMachine> RelayDriver<M> {
    /// Runs `machine` on `relays`: its outputs for the app go to `on_output`, and `on_step` (if
    /// any) is told after each step. It is ticked at once when a relay opens, so that what it
    /// publishes goes out then.
    pub fn start(
        machine: M,
        relays: &[String],
        on_output: Callback<M::Output>,
        on_step: Option<Callback<()>>,
    ) -> RelayDriver<M> {
        let inner = Rc::new(RefCell::new(Inner {
            machine,
            pool: None,
            on_output,
            on_step,
        }));
        let weak = Rc::downgrade(&inner);
        let on_frame = {
            let weak = weak.clone();
            Callback::from(move |frame: String| {
                step(&weak, |machine: &mut M, now| machine.on_frame(&frame, now));
            })
        };
        let on_open = {
            let weak = weak.clone();
            Callback::from(move |()| step(&weak, M::tick))
        };
        let pool = RelayPool::connect(relays, on_frame, on_open);
        pool.greet(inner.borrow().machine.subscription(now_ms()));
        inner.borrow_mut().pool = Some(pool);
        let started = now_ms();
        let ticker = {
            let weak = weak.clone();
            Interval::new(TICK_MS, move || {
                let due = weak.upgrade().is_some_and(|inner| {
                    let inner = inner.borrow();
                    inner.pool.as_ref().is_some_and(RelayPool::any_open)
                        || M::ticks_without_relay(now_ms().saturating_sub(started))
                });
                if due {
                    step(&weak, M::tick);
                }
            })
        };
        RelayDriver {
            inner,
            _ticker: ticker,
        }
    }

    /// Runs `act` on the machine and dispatches what it gives.
    pub fn step(&self, act: impl FnOnce(&mut M, u64) -> Vec<M::Output>) {
        step(&Rc::downgrade(&self.inner), act);
    }

    /// Reads the machine.
    pub fn read<R>(&self, read: impl FnOnce(&M) -> R) -> R {
        read(&self.inner.borrow().machine)
    }

    /// Changes the machine where the change gives nothing to dispatch.
    pub fn change<R>(&self, change: impl FnOnce(&mut M) -> R) -> R {
        change(&mut self.inner.borrow_mut().machine)
    }

    /// Whether any relay's connection is open.
    pub fn any_open(&self) -> bool {
        self.inner
            .borrow()
            .pool
            .as_ref()
            .is_some_and(RelayPool::any_open)
    }
}
