//! Spectators: the host's watch link and one connection per spectator, each sent the game as it
//! stands (`live::spectate`) when it opens and as the app gives it, the count of spectators told
//! to the guest; the spectator's side opens a watch link, answers the host's offer and keeps the
//! game it receives, or says why there is none (turned away, no answer).
use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use makruk_signal::keys::{Keys, PublicKey};
use makruk_signal::link::{encode_link, Link, LinkSecret};
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session as SignalSession};
use yew::prelude::*;

use super::address::now_s;
use super::signal::{now_ms, read_signal, signal_bytes};
use super::{Session, Steps, WatchOffer};
use crate::live::connection::{Connection, ConnectionEvent};
use crate::live::invite::INVITE_KEY;
use crate::live::messages::{self, PeerMessage};
use crate::live::resume;
use crate::live::signalling::Signalling;
use crate::live::spectate::{self, Spectated};
use crate::model::network::LiveNetwork;
use crate::platform::page::page_address;

/// How long a spectator waits for the host's game before it is told the host does not answer.
pub const WATCH_WAIT_MS: u32 = 20_000;

/// Why a spectator has no game to follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchTrouble {
    /// The host serves as many spectators as it can.
    Full,
    /// The host did not answer within [`WATCH_WAIT_MS`], or no relay did.
    Unanswered,
}

/// What live play shows about spectators: the host's watch link, the game a spectator follows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Watched {
    /// The host's watch link for the game it serves.
    pub link: Option<Rc<str>>,
    /// The spectator's game as last received.
    pub game: Option<Rc<Spectated>>,
    /// When the spectator received it, in milliseconds since 1970 (its clocks run from then).
    pub received_ms: f64,
    /// Why the spectator has no game to follow.
    pub trouble: Option<WatchTrouble>,
    /// How many spectators are connected: the host's own count, the guest's as the host told it.
    pub count: Option<usize>,
}

/// The spectators' parts of the session.
#[derive(Default)]
pub(super) struct Watchers {
    /// What is shown (the session's own copy: a state handle's value is its render's).
    shown: Watched,
    /// The host's connection to each spectator, by the spectator's key.
    connections: Vec<(PublicKey, Rc<Connection>)>,
    /// The game as it stands, as last given by the app (empty before).
    game: Vec<u8>,
    /// The spectator's signalling, while it watches.
    signalling: Option<Signalling>,
    /// The spectator's connection to the host.
    host: Option<Rc<Connection>>,
    /// The spectator's wait for the host's game.
    waiter: Option<Timeout>,
}

/// The host's watch link for the game of `secret` served under `host`, with the play link's
/// `settings` and `relays`.
fn watch_link(
    secret: &GameSecret,
    host: PublicKey,
    settings: Vec<u8>,
    relays: &[String],
) -> Rc<str> {
    let link = Link {
        created_s: now_s(),
        secret: LinkSecret::Watch {
            secret: secret.watch_secret(),
            host,
        },
        settings,
        relays: relays.to_vec(),
    };
    format!(
        "{}#{INVITE_KEY}={}",
        page_address().unwrap_or_default(),
        encode_link(&link)
    )
    .into()
}

/// Changes what is shown with `change`.
fn show(steps: &Steps, change: impl FnOnce(&mut Watched)) {
    show_in(&steps.session, &steps.watched, change);
}

/// Changes what `session` shows in `watched` with `change`.
fn show_in(
    session: &Rc<RefCell<Session>>,
    watched: &UseStateHandle<Watched>,
    change: impl FnOnce(&mut Watched),
) {
    let shown = {
        let mut s = session.borrow_mut();
        change(&mut s.watchers.shown);
        s.watchers.shown.clone()
    };
    watched.set(shown);
}

/// Host: tells the guest, if connected, how many spectators are connected.
pub(super) fn tell_count(session: &Session) {
    let Some(signalling) = session.signalling.as_ref().filter(|s| s.is_host()) else {
        return;
    };
    let count = u8::try_from(signalling.watching()).unwrap_or(u8::MAX);
    if let Some(connection) = session.connection.as_ref() {
        connection.send(&messages::encode(&PeerMessage::Watching { count }));
    }
}

/// Guest: the host told how many spectators are connected.
pub(super) fn told_count(
    session: &Rc<RefCell<Session>>,
    watched: &UseStateHandle<Watched>,
    count: u8,
) {
    show_in(session, watched, |shown| {
        shown.count = Some(usize::from(count));
    });
}

/// Shows the host's watch link of game `game_id` (see [`watch_link`]; no spectator yet), its
/// settings kept to show it again after a reload (`live::resume::watch`).
pub(super) fn show_link(
    steps: &Steps,
    game_id: u64,
    secret: &GameSecret,
    host: PublicKey,
    settings: Vec<u8>,
    relays: &[String],
) {
    resume::watch::keep(game_id, settings.clone());
    let link = watch_link(secret, host, settings, relays);
    show(steps, |shown| {
        *shown = Watched {
            link: Some(link),
            count: Some(0),
            ..Watched::default()
        }
    });
}

/// Shows how many spectators the host's signalling counts connected, and tells the guest.
fn show_count(steps: &Steps) {
    let count = {
        let s = steps.session.borrow();
        tell_count(&s);
        s.signalling.as_ref().map_or(0, Signalling::watching)
    };
    show(steps, |shown| shown.count = Some(count));
}

/// The host's answer to what its signalling asks about spectators; false when `output` is not
/// about one.
pub(super) fn serve(steps: &Steps, network: &LiveNetwork, output: &Output) -> bool {
    match output {
        Output::MakeOffer {
            peer,
            watcher: true,
            ..
        } => {
            let (steps, network, peer) = (steps.clone(), network.clone(), *peer);
            wasm_bindgen_futures::spawn_local(async move {
                let on_event = {
                    let steps = steps.clone();
                    Callback::from(move |event: ConnectionEvent| {
                        {
                            let s = &mut *steps.session.borrow_mut();
                            match event {
                                ConnectionEvent::Open => {
                                    let watchers = &s.watchers;
                                    if let Some((_, connection)) =
                                        watchers.connections.iter().find(|(key, _)| *key == peer)
                                    {
                                        if !watchers.game.is_empty() {
                                            connection.send(&watchers.game);
                                        }
                                    }
                                    if let Some(signalling) = s.signalling.as_ref() {
                                        signalling.watcher_connected(peer);
                                    }
                                }
                                ConnectionEvent::Closed => {
                                    s.watchers.connections.retain(|(key, _)| *key != peer);
                                    if let Some(signalling) = s.signalling.as_ref() {
                                        signalling.watcher_left(peer);
                                    }
                                }
                                ConnectionEvent::Message(_) => return,
                            }
                        }
                        show_count(&steps);
                    })
                };
                if let Ok((connection, signal)) = Connection::offer(&network, on_event).await {
                    let mut s = steps.session.borrow_mut();
                    s.watchers.connections.retain(|(key, _)| *key != peer);
                    s.watchers.connections.push((peer, Rc::new(connection)));
                    if let Some(signalling) = s.signalling.as_ref() {
                        signalling.offer_ready(peer, signal_bytes(&signal));
                    }
                }
            });
            true
        }
        Output::AcceptAnswer { peer, answer } => {
            let connection = steps
                .session
                .borrow()
                .watchers
                .connections
                .iter()
                .find(|(key, _)| key == peer)
                .map(|(_, connection)| connection.clone());
            let Some(connection) = connection else {
                return false;
            };
            if let Some(answer) = read_signal(answer) {
                wasm_bindgen_futures::spawn_local(async move {
                    connection.accept(&answer).await.ok();
                });
            }
            true
        }
        _ => false,
    }
}

/// The host's game as it stands now (a [`spectate`] message): kept for spectators who join later
/// and sent to those watching.
pub(super) fn game_changed(steps: &Steps, bytes: Vec<u8>) {
    let mut s = steps.session.borrow_mut();
    if s.watchers.game == bytes {
        return;
    }
    for (_, connection) in &s.watchers.connections {
        connection.send(&bytes);
    }
    s.watchers.game = bytes;
}

/// Ends the spectator's signalling, connection and wait once the running callback returns (it may
/// be one of theirs).
fn stop_watching(session: &Rc<RefCell<Session>>) {
    let ended = {
        let mut s = session.borrow_mut();
        let watchers = &mut s.watchers;
        (
            watchers.signalling.take(),
            watchers.host.take(),
            watchers.waiter.take(),
        )
    };
    wasm_bindgen_futures::spawn_local(async move { drop(ended) });
}

/// The spectator is told why it has no game; `end` stops asking the host.
fn trouble(steps: &Steps, trouble: WatchTrouble, end: bool) {
    if steps.session.borrow().watchers.shown.game.is_some() {
        return;
    }
    if end {
        stop_watching(&steps.session);
    }
    show(steps, |shown| shown.trouble = Some(trouble));
}

/// The spectator asks the host again after being told it has no game.
pub(super) fn watch_again(steps: &Steps, offer: &WatchOffer) {
    stop_watching(&steps.session);
    show(steps, |shown| shown.trouble = None);
    spectate(steps, offer);
}

/// The spectator stops watching: back to the app's own board.
pub(super) fn stop(steps: &Steps) {
    stop_watching(&steps.session);
    show(steps, |shown| *shown = Watched::default());
}

/// The spectator opens a watch link: it asks the host to watch on the link's relays and keeps
/// the game the host sends; it is told when the host turns it away or does not answer within
/// [`WATCH_WAIT_MS`].
pub(super) fn spectate(steps: &Steps, offer: &WatchOffer) {
    let Ok(spectator) = Keys::generate()
        .and_then(|keys| SignalSession::spectator(keys, &offer.secret, offer.host, now_ms()))
    else {
        return trouble(steps, WatchTrouble::Unanswered, true);
    };
    let network = crate::model::network::saved_network();
    let on_output = {
        let steps = steps.clone();
        Callback::from(move |output: Output| {
            let offer = match output {
                Output::MakeAnswer { offer } => offer,
                Output::WatchersFull => return trouble(&steps, WatchTrouble::Full, true),
                Output::NoRelay => return trouble(&steps, WatchTrouble::Unanswered, false),
                Output::GaveUp => return trouble(&steps, WatchTrouble::Unanswered, true),
                _ => return,
            };
            let Some(offer) = read_signal(&offer) else {
                return;
            };
            let (steps, network) = (steps.clone(), network.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let on_event = {
                    let steps = steps.clone();
                    Callback::from(move |event: ConnectionEvent| {
                        let signalling = |act: fn(&Signalling)| {
                            if let Some(signalling) =
                                steps.session.borrow().watchers.signalling.as_ref()
                            {
                                act(signalling);
                            }
                        };
                        match event {
                            ConnectionEvent::Message(bytes) => {
                                if let Ok(game) = spectate::decode(&bytes) {
                                    show(&steps, |shown| {
                                        shown.game = Some(Rc::new(game));
                                        shown.received_ms = js_sys::Date::now();
                                        shown.trouble = None;
                                    });
                                }
                            }
                            ConnectionEvent::Open => signalling(Signalling::connected),
                            ConnectionEvent::Closed => signalling(Signalling::disconnected),
                        }
                    })
                };
                let Ok((connection, signal)) = Connection::answer(&offer, &network, on_event).await
                else {
                    return;
                };
                let mut s = steps.session.borrow_mut();
                s.watchers.host = Some(Rc::new(connection));
                if let Some(signalling) = s.watchers.signalling.as_ref() {
                    signalling.answer_ready(signal_bytes(&signal));
                }
            });
        })
    };
    let signalling = Signalling::start(spectator, &offer.relays, on_output);
    let waiter = {
        let steps = steps.clone();
        Timeout::new(WATCH_WAIT_MS, move || {
            trouble(&steps, WatchTrouble::Unanswered, false);
        })
    };
    let mut s = steps.session.borrow_mut();
    s.watchers.signalling = Some(signalling);
    s.watchers.waiter = Some(waiter);
}
