//! The lobby while its view is open: the crate's lobby (`makruk_signal::lobby`) fed with the
//! relay pool's frames and a tick each second; the frames it gives go to every relay, its other
//! outputs to the view, which is told after each step to show the entries again.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use makruk_signal::keys::{Keys, PublicKey, RandomError};
use makruk_signal::lobby::{Challenge, Lobby, LobbyOutput, Shown};
use yew::Callback;

use crate::live::relays::RelayPool;

/// How often the lobby is ticked (its challenge re-published, old entries forgotten, ages shown).
const TICK_MS: u32 = 1000;

/// Now, in milliseconds since 1970.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

struct Inner {
    lobby: Lobby,
    pool: Option<RelayPool>,
    on_output: Callback<LobbyOutput>,
    on_change: Callback<()>,
}

/// The lobby's relays and state; dropping it closes the relays.
pub struct LobbyRunner {
    inner: Rc<RefCell<Inner>>,
    _ticker: Interval,
}

/// Sends the frames of `outputs` to the relays, gives the rest to the view, and tells it to
/// show the entries again.
fn dispatch(inner: &Rc<RefCell<Inner>>, outputs: Vec<LobbyOutput>) {
    let (on_output, on_change) = {
        let inner = inner.borrow();
        (inner.on_output.clone(), inner.on_change.clone())
    };
    for output in outputs {
        match output {
            LobbyOutput::Send(frame) => {
                if let Some(pool) = inner.borrow().pool.as_ref() {
                    pool.send(&frame);
                }
            }
            other => on_output.emit(other),
        }
    }
    on_change.emit(());
}

/// Runs `step` on the lobby of `weak`, if it still runs, and dispatches what it gives.
fn step(weak: &Weak<RefCell<Inner>>, step: impl FnOnce(&mut Lobby, u64) -> Vec<LobbyOutput>) {
    if let Some(inner) = weak.upgrade() {
        let outputs = step(&mut inner.borrow_mut().lobby, now_ms());
        dispatch(&inner, outputs);
    }
}

impl LobbyRunner {
    /// Opens the lobby on `relays` for a player called `name`, hiding `hidden`; its matches,
    /// refusals and give-ups go to `on_output`, and `on_change` is told whenever the entries may
    /// have changed.
    ///
    /// # Errors
    /// The browser gave no random numbers for the page's key.
    pub fn start(
        relays: &[String],
        name: &str,
        hidden: &[String],
        on_output: Callback<LobbyOutput>,
        on_change: Callback<()>,
    ) -> Result<LobbyRunner, RandomError> {
        let mut lobby = Lobby::new(Keys::generate()?, name);
        for hidden in hidden {
            lobby.hide(hidden);
        }
        let inner = Rc::new(RefCell::new(Inner {
            lobby,
            pool: None,
            on_output,
            on_change,
        }));
        let weak = Rc::downgrade(&inner);
        let on_frame = {
            let weak = weak.clone();
            Callback::from(move |frame: String| {
                step(&weak, |lobby, now| lobby.on_frame(&frame, now));
            })
        };
        // A challenge posted before any relay opened goes out as soon as one does.
        let on_open = {
            let weak = weak.clone();
            Callback::from(move |()| step(&weak, Lobby::tick))
        };
        let pool = RelayPool::connect(relays, on_frame, on_open);
        pool.greet(inner.borrow().lobby.subscription(now_ms()));
        inner.borrow_mut().pool = Some(pool);
        let ticker = {
            let weak = weak.clone();
            Interval::new(TICK_MS, move || step(&weak, Lobby::tick))
        };
        Ok(LobbyRunner {
            inner,
            _ticker: ticker,
        })
    }

    /// The entries to show now.
    pub fn shown(&self) -> Vec<Shown> {
        self.inner.borrow().lobby.shown(now_ms())
    }

    /// Whether any relay is open.
    pub fn any_open(&self) -> bool {
        self.inner
            .borrow()
            .pool
            .as_ref()
            .is_some_and(RelayPool::any_open)
    }

    /// Posts `challenge` (replacing this page's open one), under the name it carries.
    pub fn post(&self, challenge: Challenge) {
        let weak = Rc::downgrade(&self.inner);
        step(&weak, |lobby, now| {
            lobby.set_name(&challenge.name);
            lobby.post(challenge, now).unwrap_or_default()
        });
    }

    /// Withdraws this page's open challenge (on every relay).
    pub fn withdraw(&self) {
        step(&Rc::downgrade(&self.inner), Lobby::withdraw);
    }

    /// Accepts the challenge `id` of `author` under `name`.
    pub fn accept(&self, author: PublicKey, id: u64, name: &str) {
        step(&Rc::downgrade(&self.inner), |lobby, now| {
            lobby.set_name(name);
            lobby.accept(&author, id, now).unwrap_or_default()
        });
    }

    /// Shows again the challenges of every name hidden.
    pub fn show_hidden(&self) {
        self.inner.borrow_mut().lobby.show_hidden();
        let on_change = self.inner.borrow().on_change.clone();
        on_change.emit(());
    }

    /// Hides the challenges of `name` from now on.
    pub fn hide(&self, name: &str) {
        self.inner.borrow_mut().lobby.hide(name);
        let on_change = self.inner.borrow().on_change.clone();
        on_change.emit(());
    }
}
