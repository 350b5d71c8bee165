//! Spectators: the host's watch link and one connection per spectator, each sent the game as it
//! stands (`live::spectate`) when it opens and after every change; the spectator's side opens a
//! watch link, answers the host's offer and keeps the game it receives.
use std::rc::Rc;

use makruk_signal::keys::{Keys, PublicKey};
use makruk_signal::link::{encode_link, Link, LinkSecret};
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session as SignalSession};
use yew::prelude::*;

use super::address::now_s;
use super::relayed::now_ms;
use super::{Steps, WatchOffer};
use crate::live::connection::{Connection, ConnectionEvent};
use crate::live::invite::INVITE_KEY;
use crate::live::signalling::Signalling;
use crate::live::spectate::{self, Spectated};
use crate::model::network::LiveNetwork;
use crate::platform::page::page_address;

/// What live play shows about spectators: the host's watch link, the game a spectator follows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Watched {
    /// The host's watch link for the game it serves.
    pub link: Option<Rc<str>>,
    /// The spectator's game as last received.
    pub game: Option<Rc<Spectated>>,
    /// Host: how many spectators are connected.
    pub count: usize,
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
}

/// The host's watch link for the game of `secret` served under `host`, with the play link's
/// `settings` and `relays`.
pub(super) fn watch_link(
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
    let shown = {
        let mut s = steps.session.borrow_mut();
        change(&mut s.watchers.shown);
        s.watchers.shown.clone()
    };
    steps.watched.set(shown);
}

/// Shows the host's watch link (no spectator yet).
pub(super) fn show_link(steps: &Steps, link: Rc<str>) {
    show(steps, |shown| {
        *shown = Watched {
            link: Some(link),
            ..Watched::default()
        }
    });
}

/// Shows how many spectators the host's signalling counts connected.
fn show_count(steps: &Steps) {
    let count = steps
        .session
        .borrow()
        .signalling
        .as_ref()
        .map_or(0, Signalling::watching);
    show(steps, |shown| shown.count = count);
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
                        signalling.offer_ready(peer, super::relayed::signal_bytes(&signal));
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
            if let Some(answer) = super::relayed::read_signal(answer) {
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

/// The spectator opens a watch link: it asks the host to watch on the link's relays and keeps
/// the game the host sends.
pub(super) fn spectate(steps: &Steps, offer: &WatchOffer) {
    let Ok(spectator) = Keys::generate()
        .and_then(|keys| SignalSession::spectator(keys, &offer.secret, offer.host, now_ms()))
    else {
        return;
    };
    let network = crate::model::network::saved_network();
    let on_output = {
        let steps = steps.clone();
        Callback::from(move |output: Output| {
            let Output::MakeAnswer { offer } = output else {
                return;
            };
            let Some(offer) = super::relayed::read_signal(&offer) else {
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
                                    show(&steps, |shown| shown.game = Some(Rc::new(game)));
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
                    signalling.answer_ready(super::relayed::signal_bytes(&signal));
                }
            });
        })
    };
    let signalling = Signalling::start(spectator, &offer.relays, on_output);
    steps.session.borrow_mut().watchers.signalling = Some(signalling);
}
