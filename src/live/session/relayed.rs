//! The one link: the host shares it and listens on its relays, the guest takes the seat it offers;
//! the offer and the answer go through the relays (`live::signalling`), nothing by hand.
use std::cell::RefCell;
use std::rc::Rc;

use makruk_signal::keys::Keys;
use makruk_signal::link::{encode_link, Link, LinkSecret};
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session as SignalSession};
use yew::prelude::*;

use super::address::now_s;
use super::{carried, wait_for_path, Hosting, LinkOffer, LivePhase, LiveProblem, Session, Steps};
use crate::live::connection::Connection;
use crate::live::invite::{encode_link_settings, INVITE_KEY};
use crate::live::sdp::Signal;
use crate::live::signalling::Signalling;
use crate::model::network::LiveNetwork;
use crate::platform::page::page_address;

/// Now, in milliseconds since 1970.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A signal as the signalling payloads carry it.
fn signal_bytes(signal: &Signal) -> Vec<u8> {
    let mut bytes = Vec::new();
    signal.write(&mut bytes);
    bytes
}

/// The signal of a signalling payload's bytes, if they are one and nothing more.
fn read_signal(bytes: &[u8]) -> Option<Signal> {
    let mut reader = crate::formats::bytes::ByteReader::new(bytes);
    let signal = Signal::read(&mut reader).ok()?;
    reader.is_empty().then_some(signal)
}

/// Ends the one link's signalling once the running callback returns (it may be one of the
/// signalling's own).
pub(super) fn end_signalling(session: &Rc<RefCell<Session>>) {
    let signalling = session.borrow_mut().signalling.take();
    wasm_bindgen_futures::spawn_local(async move { drop(signalling) });
}

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
        let host = SignalSession::host(Keys::generate()?, &secret, None, now_ms())?;
        Ok((secret, host))
    });
    let Ok((secret, host)) = started else {
        return carried::invite(steps, hosting);
    };
    let link = Link {
        created_s: now_s(),
        secret: LinkSecret::Play(secret),
        settings: encode_link_settings(&hosting.name, &hosting.game),
        relays: relays.clone(),
    };
    let address = format!(
        "{}#{INVITE_KEY}={}",
        page_address().unwrap_or_default(),
        encode_link(&link)
    );
    {
        let mut session = steps.session.borrow_mut();
        session.connection = None;
        session.pinger = None;
        session.invite = None;
        session.waiter = None;
    }
    end_signalling(&steps.session);
    let on_output = {
        let steps = steps.clone();
        Callback::from(move |output: Output| match output {
            Output::MakeOffer {
                peer,
                watcher: false,
                ..
            } => {
                let (steps, network) = (steps.clone(), hosting.network.clone());
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
                steps.phase.set(LivePhase::Connecting);
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
                end_signalling(&steps.session);
                carried::invite(&steps, hosting.clone());
            }
            _ => {}
        })
    };
    let signalling = Signalling::start(host, &relays, on_output);
    steps.session.borrow_mut().signalling = Some(signalling);
    steps.phase.set(LivePhase::Linking {
        link: address.into(),
    });
}

/// The guest takes the seat a one link offers: it joins on the link's relays and answers the
/// host's offer; nothing is sent back by hand.
pub(super) fn join_by_link(steps: &Steps, offer: &LinkOffer, name: String, network: LiveNetwork) {
    let guest = Keys::generate()
        .and_then(|keys| SignalSession::guest(keys, &offer.secret, None, &name, now_ms()));
    let Ok(guest) = guest else {
        return steps.phase.set(LivePhase::Problem(LiveProblem::NoRelay));
    };
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
                            if let Some(signalling) = steps.session.borrow().signalling.as_ref() {
                                signalling.answer_ready(signal_bytes(&signal));
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
                end_signalling(&steps.session);
                steps.phase.set(LivePhase::Problem(LiveProblem::NoRelay));
            }
            _ => {}
        })
    };
    steps.phase.set(LivePhase::Connecting);
    let signalling = Signalling::start(guest, &offer.relays, on_output);
    steps.session.borrow_mut().signalling = Some(signalling);
}
