//! One game's signalling over the relays: the crate's session state machine
//! (`makruk_signal::session`) fed with the relay pool's frames and a tick each second once a relay
//! is open (and when one opens, so the first publications go out at once); the frames
//! it gives are sent to every relay, its other steps go to the live session
//! ([`Output::MakeOffer`], [`Output::MakeAnswer`], …).
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use makruk_signal::keys::PublicKey;
use makruk_signal::session::{Output, Role, Session, RELAY_SILENCE_MS};
use yew::Callback;

use super::relays::RelayPool;

/// How often the session is ticked (its publications repeated, its silences noticed).
const TICK_MS: u32 = 1000;

/// Now, in milliseconds since 1970.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

struct Inner {
    session: Session,
    pool: Option<RelayPool>,
    on_output: Callback<Output>,
}

/// A game's signalling while it runs; dropping it closes the relays.
pub struct Signalling {
    inner: Rc<RefCell<Inner>>,
    _ticker: Interval,
}

/// Sends the frames of `outputs` to the relays and gives the rest to the live session.
fn dispatch(inner: &Rc<RefCell<Inner>>, outputs: Vec<Output>) {
    let on_output = inner.borrow().on_output.clone();
    for output in outputs {
        match output {
            Output::Send(frame) => {
                if let Some(pool) = inner.borrow().pool.as_ref() {
                    pool.send(&frame);
                }
            }
            other => on_output.emit(other),
        }
    }
}

/// Runs `step` on the session of `weak`, if it still runs, and dispatches what it gives.
fn step(weak: &Weak<RefCell<Inner>>, step: impl FnOnce(&mut Session, u64) -> Vec<Output>) {
    if let Some(inner) = weak.upgrade() {
        let outputs = step(&mut inner.borrow_mut().session, now_ms());
        dispatch(&inner, outputs);
    }
}

impl Signalling {
    /// Starts `session` on `relays`; its steps for the app go to `on_output`.
    pub fn start(session: Session, relays: &[String], on_output: Callback<Output>) -> Signalling {
        let inner = Rc::new(RefCell::new(Inner {
            session,
            pool: None,
            on_output,
        }));
        let weak = Rc::downgrade(&inner);
        let on_frame = {
            let weak = weak.clone();
            Callback::from(move |frame: String| {
                step(&weak, |session, now| session.on_frame(&frame, now));
            })
        };
        // The first publications wait for a relay to open (or for the session to say none did).
        let on_open = {
            let weak = weak.clone();
            Callback::from(move |()| step(&weak, Session::tick))
        };
        let pool = RelayPool::connect(relays, on_frame, on_open);
        pool.greet(inner.borrow().session.subscription(now_ms()));
        inner.borrow_mut().pool = Some(pool);
        let started = now_ms();
        let ticker = {
            let weak = weak.clone();
            Interval::new(TICK_MS, move || {
                let due = weak.upgrade().is_some_and(|inner| {
                    let inner = inner.borrow();
                    inner.pool.as_ref().is_some_and(RelayPool::any_open)
                        || now_ms() >= started + RELAY_SILENCE_MS
                });
                if due {
                    step(&weak, Session::tick);
                }
            })
        };
        Signalling {
            inner,
            _ticker: ticker,
        }
    }

    /// Host: the offer asked for `peer` is made.
    pub fn offer_ready(&self, peer: PublicKey, signal: Vec<u8>) {
        step(&Rc::downgrade(&self.inner), |session, now| {
            session.offer_ready(peer, signal, now).unwrap_or_default()
        });
    }

    /// Guest: the answer asked is made.
    pub fn answer_ready(&self, signal: Vec<u8>) {
        step(&Rc::downgrade(&self.inner), |session, now| {
            session.answer_ready(signal, now)
        });
    }

    /// The data channel with the other player opened: stop publishing for it.
    pub fn connected(&self) {
        if let Some(peer) = self.other_player() {
            self.inner.borrow_mut().session.connected(peer);
        }
    }

    /// The channel with the other player closed: a guest joins again (the host waits for it).
    pub fn disconnected(&self) {
        let weak = Rc::downgrade(&self.inner);
        let Some(peer) = self.other_player() else {
            return;
        };
        step(&weak, |session, now| {
            session.disconnected(peer, now).unwrap_or_default()
        });
    }

    /// Host: the data channel with spectator `peer` opened: stop publishing for it.
    pub fn watcher_connected(&self, peer: PublicKey) {
        self.inner.borrow_mut().session.connected(peer);
    }

    /// Host: the data channel with spectator `peer` closed: its place is freed.
    pub fn watcher_left(&self, peer: PublicKey) {
        step(&Rc::downgrade(&self.inner), |session, now| {
            session.disconnected(peer, now).unwrap_or_default()
        });
    }

    /// Whether this device hosts the game (and serves its spectators).
    pub fn is_host(&self) -> bool {
        self.inner.borrow().session.role() == Role::Host
    }

    /// Host: how many spectators are connected.
    pub fn watching(&self) -> usize {
        self.inner.borrow().session.watching()
    }

    /// The other player's key once known: the seated guest's (host), the host's (guest).
    pub fn other_player(&self) -> Option<PublicKey> {
        let inner = self.inner.borrow();
        match inner.session.role() {
            Role::Host => inner.session.seated(),
            Role::Guest | Role::Spectator => inner.session.host_key(),
        }
    }

    /// Whether any relay's connection is open.
    pub fn relays_open(&self) -> bool {
        self.inner
            .borrow()
            .pool
            .as_ref()
            .is_some_and(RelayPool::any_open)
    }

    /// Whether the channel with the other player is open.
    pub fn is_connected(&self) -> bool {
        self.inner.borrow().session.is_connected()
    }
}
