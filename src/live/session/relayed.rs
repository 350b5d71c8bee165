//! The one link: the host shares it and listens on its relays, the guest takes the seat it offers;
//! the offer and the answer go through the relays (`live::signalling`), nothing by hand.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Interval;
use makruk_signal::keys::Keys;
use makruk_signal::link::{encode_link, Link, LinkSecret};
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session as SignalSession};
use yew::prelude::*;

use super::address::now_s;
use super::signal::{end_signalling, now_ms, read_signal, signal_bytes};
use super::{
    carried, wait_for_path, watching, Hosting, LinkOffer, LiveEvent, LivePhase, LiveProblem,
    Session, Steps, LINK_NO_RELAY_MS, LINK_WAIT_MS,
};
use crate::live::connection::Connection;
use crate::live::invite::{encode_link_settings, INVITE_KEY};
use crate::live::lobby::LobbyMatch;
use crate::live::resume::{self, Resume, Seat};
use crate::live::signalling::Signalling;
use crate::model::network::{saved_name, saved_network, LiveNetwork};
use crate::platform::page::page_address;

/// Whether the one link's signalling runs and has not connected.
fn signalling_waits(session: &Rc<RefCell<Session>>) -> bool {
    session
        .borrow()
        .signalling
        .as_ref()
        .is_some_and(|signalling| !signalling.is_connected())
}

/// The host makes a one link for the game of `hosting` and listens on its relays; when no relay
/// answers, the hand-carried invite takes over.
pub(super) fn share_link(steps: &Steps, hosting: Hosting) {
    let relays = hosting.network.relay_urls();
    let started = GameSecret::generate().and_then(|secret| {
        let keys = Keys::generate()?;
        let entry = Resume {
            game_id: hosting.game.game_id,
            seat: Seat::Host,
            secret: secret.clone(),
            key: keys.secret(),
            peer: None,
            relays: relays.clone(),
        };
        let host = SignalSession::host(keys, &secret, None, now_ms())?;
        Ok((secret, entry, host))
    });
    let Ok((secret, entry, host)) = started else {
        return carried::invite(steps, hosting, false);
    };
    let watch_settings = encode_link_settings(&hosting.name, &hosting.game);
    let host_key = host.keys().public();
    let link = Link {
        created_s: now_s(),
        secret: LinkSecret::Play(secret.clone()),
        settings: encode_link_settings(&hosting.name, &hosting.game),
        relays: relays.clone(),
    };
    let address = format!(
        "{}#{INVITE_KEY}={}",
        page_address().unwrap_or_default(),
        encode_link(&link)
    );
    clear_session(&steps.session);
    resume::keep(entry);
    steps.session.borrow_mut().game = Some(hosting.game.game_id);
    let network = hosting.network.clone();
    let game_id = hosting.game.game_id;
    host_on_relays(
        steps,
        host,
        &relays,
        game_id,
        network,
        Some(hosting.clone()),
    );
    steps.phase.set(LivePhase::Linking {
        link: address.into(),
    });
    watching::show_link(steps, game_id, &secret, host_key, watch_settings, &relays);
    watch_link(steps, hosting);
}

/// Forgets the connection, pings, invite and timer of a game before, for a new one.
fn clear_session(session: &Rc<RefCell<Session>>) {
    let mut session = session.borrow_mut();
    session.connection = None;
    session.pinger = None;
    session.invite = None;
    session.waiter = None;
}

/// Both boards start the game agreed in the lobby: the poster hosts it and the acceptor joins it
/// as its guest, on the relays of the lobby and the secret of the acceptance; either rejoins it by
/// itself after a reload.
pub(super) fn play_matched(steps: &Steps, events: &Callback<LiveEvent>, matched: LobbyMatch) {
    events.emit(LiveEvent::Start(Box::new(matched.record())));
    let relays = matched.network.relay_urls();
    if !matched.host {
        let offer = LinkOffer {
            host_name: matched.host_name,
            game: matched.game,
            secret: matched.secret,
            relays,
        };
        return join_by_link(steps, &offer, matched.guest_name, matched.network);
    }
    let game_id = matched.game.game_id;
    let started = Keys::generate().and_then(|keys| {
        let entry = Resume {
            game_id,
            seat: Seat::Host,
            secret: matched.secret.clone(),
            key: keys.secret(),
            peer: None,
            relays: relays.clone(),
        };
        SignalSession::host(keys, &matched.secret, None, now_ms()).map(|host| (entry, host))
    });
    let Ok((entry, host)) = started else {
        return steps.phase.set(LivePhase::Problem(LiveProblem::NoRelay));
    };
    let settings = encode_link_settings(&matched.host_name, &matched.game);
    let host_key = host.keys().public();
    watching::show_link(steps, game_id, &matched.secret, host_key, settings, &relays);
    clear_session(&steps.session);
    resume::keep(entry);
    steps.session.borrow_mut().game = Some(game_id);
    steps.phase.set(LivePhase::Connecting);
    host_on_relays(steps, host, &relays, game_id, matched.network, None);
}

/// While the host's one link waits for the friend: once no relay has been open for
/// [`LINK_NO_RELAY_MS`], or nobody took the seat within [`LINK_WAIT_MS`] (then saying so), the
/// hand-carried invite takes over.
fn watch_link(steps: &Steps, hosting: Hosting) {
    let started = js_sys::Date::now();
    let relay_seen = Cell::new(started);
    let weak = Rc::downgrade(&steps.session);
    let (phase, shown, on_event, watched) = (
        steps.phase.clone(),
        steps.shown.clone(),
        steps.on_event.clone(),
        steps.watched.clone(),
    );
    let watch = Interval::new(1000, move || {
        let Some(session) = weak.upgrade() else {
            return;
        };
        let now = js_sys::Date::now();
        let relays_open = session
            .borrow()
            .signalling
            .as_ref()
            .is_some_and(Signalling::relays_open);
        if relays_open {
            relay_seen.set(now);
        }
        let silent = now - relay_seen.get() > LINK_NO_RELAY_MS;
        let late = now - started > LINK_WAIT_MS;
        let linking = matches!(*shown.borrow(), LivePhase::Linking { .. });
        if linking && signalling_waits(&session) && (silent || late) {
            // This interval is running: it is dropped once it returns.
            let watch = session.borrow_mut().link_watch.take();
            wasm_bindgen_futures::spawn_local(async move { drop(watch) });
            end_signalling(&session);
            let steps = Steps {
                phase: phase.clone(),
                shown: shown.clone(),
                session,
                on_event: on_event.clone(),
                watched: watched.clone(),
            };
            carried::invite(&steps, hosting.clone(), late);
        }
    });
    steps.session.borrow_mut().link_watch = Some(watch);
}

/// The guest takes the seat a one link offers: it joins on the link's relays and answers the
/// host's offer; nothing is sent back by hand. A link whose seat this device took resumes its game.
pub(super) fn join_by_link(steps: &Steps, offer: &LinkOffer, name: String, network: LiveNetwork) {
    // A link this device already took the seat of: the game resumes under the key that holds it.
    let taken = resume::find(offer.game.game_id)
        .filter(|entry| entry.seat == Seat::Guest && entry.secret == offer.secret);
    if let Some(entry) = taken {
        steps.phase.set(LivePhase::Connecting);
        return rejoin(steps, entry);
    }
    let guest = Keys::generate().and_then(|keys| {
        let key = keys.secret();
        SignalSession::guest(keys, &offer.secret, None, &name, now_ms()).map(|guest| (key, guest))
    });
    let Ok((key, guest)) = guest else {
        return steps.phase.set(LivePhase::Problem(LiveProblem::NoRelay));
    };
    resume::keep(Resume {
        game_id: offer.game.game_id,
        seat: Seat::Guest,
        secret: offer.secret.clone(),
        key,
        peer: None,
        relays: offer.relays.clone(),
    });
    steps.session.borrow_mut().game = Some(offer.game.game_id);
    steps.phase.set(LivePhase::Connecting);
    guest_on_relays(
        steps,
        guest,
        &offer.relays,
        offer.game.game_id,
        network,
        true,
    );
}

/// Rejoins the game of `entry` on the relays it was made with, with this device's key in it: the
/// host calls the seated guest back, the guest joins again; the channel opens with no dialog.
pub(super) fn rejoin(steps: &Steps, entry: Resume) {
    let Some(keys) = Keys::from_secret(&entry.key) else {
        return;
    };
    let network = saved_network();
    steps.session.borrow_mut().game = Some(entry.game_id);
    match entry.seat {
        Seat::Host => {
            if let Ok(host) = SignalSession::host(keys, &entry.secret, entry.peer, now_ms()) {
                if let Some(settings) = resume::watch::find(entry.game_id) {
                    let host_key = host.keys().public();
                    let (secret, relays) = (&entry.secret, &entry.relays);
                    watching::show_link(steps, entry.game_id, secret, host_key, settings, relays);
                }
                host_on_relays(steps, host, &entry.relays, entry.game_id, network, None);
            }
        }
        Seat::Guest => {
            let name = saved_name();
            if let Ok(guest) =
                SignalSession::guest(keys, &entry.secret, entry.peer, &name, now_ms())
            {
                guest_on_relays(steps, guest, &entry.relays, entry.game_id, network, false);
            }
        }
    }
}

/// Runs the host's signalling for game `game_id`: an offer for the guest who joins, its answer
/// taken. When no relay answers while the link is shown, `fallback` (the link's game) goes to the
/// hand-carried invite; otherwise the signalling stops publishing once it gives up, the game
/// saying the connection is lost.
fn host_on_relays(
    steps: &Steps,
    host: SignalSession,
    relays: &[String],
    game_id: u64,
    network: LiveNetwork,
    fallback: Option<Hosting>,
) {
    end_signalling(&steps.session);
    let on_output = {
        let steps = steps.clone();
        Callback::from(move |output: Output| match output {
            _ if watching::serve(&steps, &network, &output) => {}
            Output::MakeOffer {
                peer,
                watcher: false,
                ..
            } => {
                resume::keep_peer(game_id, peer);
                let (steps, network) = (steps.clone(), network.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    if let Ok((connection, signal)) =
                        Connection::offer(&network, steps.on_event.clone()).await
                    {
                        steps.session.borrow_mut().connection = Some(Rc::new(connection));
                        if let Some(signalling) = steps.session.borrow().signalling.as_ref() {
                            signalling.offer_ready(peer, signal_bytes(&signal));
                        }
                    }
                });
            }
            Output::AcceptAnswer { answer, .. } => {
                let connection = steps.session.borrow().connection.clone();
                let (Some(connection), Some(answer)) = (connection, read_signal(&answer)) else {
                    return;
                };
                let shown_dialog = *steps.shown.borrow() != LivePhase::Idle;
                if shown_dialog {
                    steps.phase.set(LivePhase::Connecting);
                }
                let steps = steps.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    match connection.accept(&answer).await {
                        Ok(()) => wait_for_path(&steps),
                        Err(error) => steps
                            .phase
                            .set(LivePhase::Problem(LiveProblem::Connection(error))),
                    }
                });
            }
            Output::NoRelay | Output::GaveUp if signalling_waits(&steps.session) => {
                let linking = matches!(*steps.shown.borrow(), LivePhase::Linking { .. });
                match fallback.as_ref().filter(|_| linking) {
                    Some(hosting) => {
                        end_signalling(&steps.session);
                        carried::invite(&steps, hosting.clone(), false);
                    }
                    None if output == Output::GaveUp => end_signalling(&steps.session),
                    None => {}
                }
            }
            _ => {}
        })
    };
    let signalling = Signalling::start(host, relays, on_output);
    steps.session.borrow_mut().signalling = Some(signalling);
}

/// Runs the guest's signalling for game `game_id`: the host's offer answered. A first join that
/// no relay answers (`first`, its dialog still connecting) turns to the hand-carried exchange;
/// otherwise the signalling stops publishing once it gives up.
fn guest_on_relays(
    steps: &Steps,
    guest: SignalSession,
    relays: &[String],
    game_id: u64,
    network: LiveNetwork,
    first: bool,
) {
    end_signalling(&steps.session);
    let on_output = {
        let steps = steps.clone();
        Callback::from(move |output: Output| match output {
            Output::MakeAnswer { offer } => {
                let Some(offer) = read_signal(&offer) else {
                    return;
                };
                let (steps, network) = (steps.clone(), network.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match Connection::answer(&offer, &network, steps.on_event.clone()).await {
                        Ok((connection, signal)) => {
                            steps.session.borrow_mut().connection = Some(Rc::new(connection));
                            let host = steps.session.borrow().signalling.as_ref().and_then(|s| {
                                s.answer_ready(signal_bytes(&signal));
                                s.other_player()
                            });
                            if let Some(host) = host {
                                resume::keep_peer(game_id, host);
                            }
                            wait_for_path(&steps);
                        }
                        Err(error) => steps
                            .phase
                            .set(LivePhase::Problem(LiveProblem::Connection(error))),
                    }
                });
            }
            Output::SeatTaken => {
                end_signalling(&steps.session);
                steps.phase.set(LivePhase::SeatTaken);
            }
            Output::NoRelay | Output::GaveUp if signalling_waits(&steps.session) => {
                if first && *steps.shown.borrow() == LivePhase::Connecting {
                    end_signalling(&steps.session);
                    steps.phase.set(LivePhase::NoRelay { refused: None });
                } else if output == Output::GaveUp {
                    end_signalling(&steps.session);
                }
            }
            _ => {}
        })
    };
    let signalling = Signalling::start(guest, relays, on_output);
    steps.session.borrow_mut().signalling = Some(signalling);
}
