//! The open data channel: what the session does with its events (round trips are its own, the
//! rest goes to the app), its pings, and its loss.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use super::{watching, LiveEvent, LivePhase, Session, Watched};
use crate::live::connection::ConnectionEvent;
use crate::live::messages::{self as message, MessageError, PeerMessage};
use crate::live::PeerStatus;

/// How often a connected session measures the round trip.
const PING_EVERY_MS: u32 = 2000;
/// A connection that hears nothing for this long counts as lost.
const SILENCE_LOST_MS: f64 = 8000.0;

/// What the session does with an event of its connection: round trips, the spectators' count
/// (`watched`) and messages of tags a newer app added are its own; the rest goes to the app,
/// which sends its hello once connected.
pub(super) fn handle_event(
    events: &Callback<LiveEvent>,
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    watched: &UseStateHandle<Watched>,
    event: ConnectionEvent,
) {
    let now = js_sys::Date::now();
    match event {
        ConnectionEvent::Open => {
            {
                let mut s = session.borrow_mut();
                s.waiter = None;
                s.link_watch = None;
                s.heard_at = now;
                if let Some(signalling) = s.signalling.as_ref() {
                    signalling.connected();
                }
                watching::tell_count(&s);
            }
            phase.set(LivePhase::Idle);
            events.emit(LiveEvent::Status(PeerStatus::Connected { rtt_ms: None }));
            start_pings(events, session);
        }
        ConnectionEvent::Message(bytes) => {
            session.borrow_mut().heard_at = now;
            match message::decode(&bytes) {
                Ok(PeerMessage::Ping { id }) => {
                    if let Some(connection) = session.borrow().connection.clone() {
                        connection.send(&message::encode(&PeerMessage::Pong { id }));
                    }
                }
                Ok(PeerMessage::Pong { id }) => {
                    let sent = session.borrow_mut().ping.take();
                    if let Some((_, at)) = sent.filter(|(sent_id, _)| *sent_id == id) {
                        let rtt_ms = Some((now - at).max(0.0) as u32);
                        events.emit(LiveEvent::Status(PeerStatus::Connected { rtt_ms }));
                    }
                }
                Ok(PeerMessage::Watching { count }) => {
                    watching::told_count(session, watched, count);
                }
                Err(MessageError::Unknown(_)) => {}
                _ => events.emit(LiveEvent::Message(bytes)),
            }
        }
        ConnectionEvent::Closed => lose(events, session),
    }
}

/// The connection is gone: the game says so and waits for a reconnection.
fn lose(events: &Callback<LiveEvent>, session: &Rc<RefCell<Session>>) {
    {
        let mut s = session.borrow_mut();
        s.connection = None;
        s.pinger = None;
        s.ping = None;
    }
    let rejoining = match session.borrow().signalling.as_ref() {
        Some(signalling) => {
            signalling.disconnected();
            true
        }
        None => false,
    };
    events.emit(LiveEvent::Status(if rejoining {
        PeerStatus::Rejoining
    } else {
        PeerStatus::Lost
    }));
}

/// Pings the friend every [`PING_EVERY_MS`]; a friend silent for [`SILENCE_LOST_MS`] is lost.
fn start_pings(events: &Callback<LiveEvent>, session: &Rc<RefCell<Session>>) {
    let counter = Rc::new(Cell::new(0u32));
    let (events, weak) = (events.clone(), Rc::downgrade(session));
    let interval = Interval::new(PING_EVERY_MS, move || {
        let Some(session) = weak.upgrade() else {
            return;
        };
        let now = js_sys::Date::now();
        let (connection, silent) = {
            let s = session.borrow();
            (s.connection.clone(), now - s.heard_at > SILENCE_LOST_MS)
        };
        let Some(connection) = connection else {
            return;
        };
        if silent {
            return lose(&events, &session);
        }
        let id = counter.get().wrapping_add(1);
        counter.set(id);
        session.borrow_mut().ping = Some((id, now));
        connection.send(&message::encode(&PeerMessage::Ping { id }));
    });
    session.borrow_mut().pinger = Some(interval);
}
