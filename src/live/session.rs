//! The live session, in live play's own wasm module (`src/bin/live.rs`): makes the one link and
//! runs its signalling over the relays (falling back to the hand-carried invite when no relay
//! answers), or makes the invite or the reply; holds the connection, sends the app's messages and round-trip pings, and tells the app
//! what happens as [`LiveEvent`]s (the app's side is `game::live_bridge`). The app's renderer never holds
//! it, so the connection outlasts a visit to the analysis board.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

mod address;

use makruk_signal::keys::Keys;
use makruk_signal::link::{encode_link, Link, LinkSecret};
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session as SignalSession};

use super::connection::{Connection, ConnectionError, ConnectionEvent};
use super::invite::{
    decode_reply, encode_invite, encode_link_settings, encode_reply, find_payload, Invite,
    InviteError, LiveGame, Reply, INVITE_KEY, REPLY_KEY,
};
use super::lobby::LobbyMatch;
use super::sdp::Signal;
use super::signalling::Signalling;
use crate::live::messages::{self as message, PeerMessage};
use crate::live::PeerStatus;
use crate::model::network::{save_name, save_network, LiveNetwork};
use crate::model::record::Record;
use crate::platform::effect::use_boxed_effect;
use crate::platform::page::page_address;
use crate::settings::{GameSettings, Opponent};
use crate::text::Lang;
use address::{mark_used, now_s, opened_invite, payload_in_address};

/// How long an invite or reply waits for the other side before the link fallback is offered.
pub const ANSWER_WAIT_MS: u32 = 120_000;
/// How long a connection may take to open once both descriptions are set.
const OPEN_WAIT_MS: u32 = 20_000;
/// The `BroadcastChannel` on which a tab passes a reply opened in it to the tab waiting for it.
const REPLY_CHANNEL: &str = "makruk.live-reply";
/// A message on [`REPLY_CHANNEL`]: this, then the reply's payload.
const PASS_REPLY: &str = "reply ";
/// The waiting tab's answer on [`REPLY_CHANNEL`]: it took the reply.
const PASSED_REPLY: &str = "taken";
/// How long a tab that passes a reply waits for the waiting tab's answer.
const PASS_WAIT_MS: u32 = 1500;
/// How often a connected session measures the round trip.
const PING_EVERY_MS: u32 = 2000;
/// A connection that hears nothing for this long counts as lost.
const SILENCE_LOST_MS: f64 = 8000.0;

/// Why the live dialog cannot go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveProblem {
    /// The invite cannot be read (changed, cut, expired, another version).
    Invite(InviteError),
    /// The reply cannot be read.
    Reply(InviteError),
    /// The reply answers another invite.
    OtherInvite,
    /// This device already accepted this invite.
    UsedInvite,
    /// The browser could not set up the connection.
    Connection(ConnectionError),
    /// No relay of the link answered, or the host never did.
    NoRelay,
}

/// A one link opened by the guest: the host, the game, and where to meet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOffer {
    /// The host's name (empty when not given).
    pub host_name: String,
    /// The game.
    pub game: LiveGame,
    /// The game's secret.
    pub secret: GameSecret,
    /// The relays the host listens on.
    pub relays: Vec<String>,
}

/// Where the live dialog is.
#[derive(Clone, Debug, PartialEq)]
pub enum LivePhase {
    /// Nothing shown.
    Idle,
    /// The browser gathers its addresses.
    Preparing,
    /// The host's invite is out; `late` once no reply came within [`ANSWER_WAIT_MS`].
    Inviting {
        /// The invite link.
        link: Rc<str>,
        /// No reply yet after the wait.
        late: bool,
    },
    /// The host's one link is out; the friend has not taken the seat yet.
    Linking {
        /// The one link.
        link: Rc<str>,
    },
    /// The guest sees what an invite offers.
    Offered(Rc<Invite>),
    /// The guest sees what a one link offers.
    LinkOffered(Rc<LinkOffer>),
    /// The guest's one link: another device took the seat.
    SeatTaken,
    /// The guest's reply is out; `late` once the host did not connect within the wait.
    Replying {
        /// The reply link.
        link: Rc<str>,
        /// No connection after the wait.
        late: bool,
    },
    /// Both descriptions are set; the channel is opening.
    Connecting,
    /// No path was found: the game goes on by correspondence link.
    NoPath,
    /// Something went wrong; nothing changed.
    Problem(LiveProblem),
    /// A reply link opened in this tab is being passed to the tab that waits for it.
    PassingReply(Rc<str>),
    /// The reply reached the tab that waits for it.
    ReplyPassed,
    /// No tab of this browser waits for the reply opened here: it is to be pasted where the
    /// invite was made.
    ReplyUnclaimed(Rc<str>),
}

/// What the session tells the app.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveEvent {
    /// The guest accepted an invite to a new game: the game (its settings and the names).
    Start(Box<Record>),
    /// The connection changed.
    Status(PeerStatus),
    /// Bytes from the friend's device: a message for the app to read and check.
    Message(Vec<u8>),
}

/// What the app tells the session about its game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LiveContext {
    /// The interface language.
    pub lang: Lang,
    /// The link of the app's game, for the correspondence fallback.
    pub game_link: Option<String>,
    /// The identity of the app's game when it is live.
    pub live_game: Option<u64>,
}

/// The live session as its dialog sees it: where it is, and what it may ask.
#[derive(Clone, PartialEq)]
pub struct LiveHandle {
    /// Where the dialog is.
    pub phase: LivePhase,
    /// Invite the friend into the game of this record, under this name and network.
    pub invite: Callback<(Record, String, LiveNetwork)>,
    /// The guest accepts the invite shown, under this name and network.
    pub accept: Callback<(String, LiveNetwork)>,
    /// The host gives the friend's reply (a link or its payload).
    pub take_reply: Callback<String>,
    /// Sends a message's bytes to the friend (nothing without a connection).
    pub send: Callback<Vec<u8>>,
    /// Close the dialog (the connection, if any, stays).
    pub close: Callback<()>,
    /// Start the game agreed in the lobby and connect on its secret.
    pub play_matched: Callback<LobbyMatch>,
}

/// The session's parts that outlive renders.
#[derive(Default)]
struct Session {
    connection: Option<Rc<Connection>>,
    /// The invite waiting for its reply.
    invite: Option<Invite>,
    /// The last ping's id and when it left.
    ping: Option<(u32, f64)>,
    /// When the friend was last heard.
    heard_at: f64,
    pinger: Option<Interval>,
    waiter: Option<Timeout>,
    /// The one link's signalling over the relays, while it runs.
    signalling: Option<Signalling>,
}

/// The live session; `events` takes what it tells the app, `context` is the app's game.
#[hook]
pub fn use_live_session(events: &Callback<LiveEvent>, context: &LiveContext) -> LiveHandle {
    let phase = use_state(|| {
        if let Some(payload) = payload_in_address(INVITE_KEY) {
            opened_invite(&payload)
        } else if let Some(payload) = payload_in_address(REPLY_KEY) {
            LivePhase::PassingReply(payload.into())
        } else {
            LivePhase::Idle
        }
    });
    let session = use_mut_ref(Session::default);
    let latest = use_mut_ref(LiveContext::default);
    *latest.borrow_mut() = context.clone();

    let on_event = {
        let (events, phase, session) = (events.clone(), phase.clone(), session.clone());
        Callback::from(move |event: ConnectionEvent| handle_event(&events, &phase, &session, event))
    };

    // A game that stops being live (a new game, one opened from the library) ends the connection;
    // the friend's board says it was lost. (The module may get its first invite before the app's
    // game is live: that is not an end.)
    {
        let (session, was_live) = (session.clone(), use_mut_ref(|| false));
        use_boxed_effect(
            context.live_game.is_some(),
            Box::new(move |live: &bool| {
                if was_live.replace(*live) && !*live {
                    let mut session = session.borrow_mut();
                    session.connection = None;
                    session.pinger = None;
                    session.invite = None;
                    let signalling = session.signalling.take();
                    wasm_bindgen_futures::spawn_local(async move { drop(signalling) });
                }
                None
            }),
        );
    }

    let on_reply = {
        let (phase, session) = (phase.clone(), session.clone());
        Callback::from(move |text: String| take_reply(&phase, &session, &text))
    };

    // An invite pasted into the address bar of this page reloads it, as game links do; a reply
    // pasted there is taken at once.
    {
        let on_reply = on_reply.clone();
        use_boxed_effect(
            (),
            Box::new(move |_| {
                let listener = web_sys::window().map(|w| {
                    gloo_events::EventListener::new(&w, "hashchange", move |_| {
                        let Some(w) = web_sys::window() else {
                            return;
                        };
                        let hash = w.location().hash().unwrap_or_default();
                        if hash.starts_with(&format!("#{INVITE_KEY}=")) {
                            w.location().reload().ok();
                        } else if let Some(payload) = payload_in_address(REPLY_KEY) {
                            on_reply.emit(payload);
                        }
                    })
                });
                Some(Box::new(move || drop(listener)))
            }),
        );
    }

    // A reply link opened in another tab of this browser (a scanned QR code) reaches the tab
    // that waits for it, which says it took it.
    {
        let (phase, session) = (phase.clone(), session.clone());
        use_boxed_effect(
            (),
            Box::new(move |_| {
                let channel = BroadcastChannel::new(REPLY_CHANNEL).ok();
                let listener = channel.clone().map(|channel| {
                    let (phase, session) = (phase.clone(), session.clone());
                    let target = channel.clone();
                    gloo_events::EventListener::new(&target, "message", move |event| {
                        let text = event
                            .dyn_ref::<MessageEvent>()
                            .and_then(|e| e.data().as_string())
                            .unwrap_or_default();
                        if let Some(payload) = text.strip_prefix(PASS_REPLY) {
                            if session.borrow().invite.is_some() {
                                channel.post_message(&PASSED_REPLY.into()).ok();
                                take_reply(&phase, &session, payload);
                            }
                        } else if text == PASSED_REPLY
                            && matches!(*phase, LivePhase::PassingReply(_))
                        {
                            phase.set(LivePhase::ReplyPassed);
                        }
                    })
                });
                if let (Some(channel), LivePhase::PassingReply(payload)) = (&channel, &*phase) {
                    channel
                        .post_message(&format!("{PASS_REPLY}{payload}").into())
                        .ok();
                }
                let unclaimed = match &*phase {
                    LivePhase::PassingReply(payload) => {
                        let (phase, payload) = (phase.clone(), payload.clone());
                        Some(Timeout::new(PASS_WAIT_MS, move || {
                            phase.set(LivePhase::ReplyUnclaimed(payload));
                        }))
                    }
                    _ => None,
                };
                Some(Box::new(move || {
                    drop((listener, unclaimed));
                    if let Some(channel) = channel {
                        channel.close();
                    }
                }))
            }),
        );
    }

    let invite_friend = {
        let (phase, session, on_event) = (phase.clone(), session.clone(), on_event.clone());
        Callback::from(
            move |(record, name, network): (Record, String, LiveNetwork)| {
                let Some(game_id) = record.settings.live_game() else {
                    return;
                };
                save_name(&name);
                save_network(&network);
                let settings = record.settings;
                let game = LiveGame {
                    game_id,
                    variant: settings.variant,
                    options: settings.options,
                    handicap: settings.handicap,
                    clock: settings.clock,
                    host_side: settings.user_side,
                    resume_plies: u32::try_from(record.game.moves.len()).unwrap_or(u32::MAX),
                };
                if network.relay_urls().is_empty() {
                    invite(&phase, &session, &on_event, name, game, network);
                } else {
                    share_link(&phase, &session, &on_event, name, game, network);
                }
            },
        )
    };
    let accept = {
        let (events, phase, session, latest, on_event) = (
            events.clone(),
            phase.clone(),
            session.clone(),
            latest.clone(),
            on_event.clone(),
        );
        Callback::from(move |(name, network): (String, LiveNetwork)| {
            let invite = match (*phase).clone() {
                LivePhase::Offered(invite) => invite,
                LivePhase::LinkOffered(offer) => {
                    save_name(&name);
                    save_network(&network);
                    let live_game = latest.borrow().live_game;
                    start_guest_game(&events, live_game, &offer.game, &offer.host_name, &name);
                    return join_by_link(&phase, &session, &on_event, &offer, name, network);
                }
                _ => return,
            };
            save_name(&name);
            save_network(&network);
            mark_used(invite.id);
            let live_game = latest.borrow().live_game;
            start_guest_game(&events, live_game, &invite.game, &invite.host_name, &name);
            phase.set(LivePhase::Preparing);
            let (phase, session, on_event) = (phase.clone(), session.clone(), on_event.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match Connection::answer(&invite.signal, &network, on_event).await {
                    Ok((connection, signal)) => {
                        let reply = Reply {
                            invite_id: invite.id,
                            created_s: now_s(),
                            guest_name: name,
                            signal,
                        };
                        let link = format!(
                            "{}#{REPLY_KEY}={}",
                            page_address().unwrap_or_default(),
                            encode_reply(&reply)
                        );
                        session.borrow_mut().connection = Some(Rc::new(connection));
                        wait_for_answer(&phase, &session, ANSWER_WAIT_MS, move |phase| {
                            if let LivePhase::Replying { link, .. } = (**phase).clone() {
                                phase.set(LivePhase::Replying { link, late: true });
                            }
                        });
                        phase.set(LivePhase::Replying {
                            link: link.into(),
                            late: false,
                        });
                    }
                    Err(error) => phase.set(LivePhase::Problem(LiveProblem::Connection(error))),
                }
            });
        })
    };
    let close = {
        let phase = phase.clone();
        Callback::from(move |()| phase.set(LivePhase::Idle))
    };
    let send = {
        let session = session.clone();
        Callback::from(move |bytes: Vec<u8>| {
            if let Some(connection) = session.borrow().connection.clone() {
                connection.send(&bytes);
            }
        })
    };
    let play_matched = {
        let (events, phase, session, on_event) = (
            events.clone(),
            phase.clone(),
            session.clone(),
            on_event.clone(),
        );
        Callback::from(move |matched: LobbyMatch| {
            play_matched(&events, &phase, &session, &on_event, matched)
        })
    };
    LiveHandle {
        phase: (*phase).clone(),
        invite: invite_friend,
        accept,
        take_reply: on_reply,
        send,
        close,
        play_matched,
    }
}

/// The guest's game of an invite or a one link: a new live game, or (the same game already in
/// play) a reconnection.
fn start_guest_game(
    events: &Callback<LiveEvent>,
    live_game: Option<u64>,
    game: &LiveGame,
    host_name: &str,
    name: &str,
) {
    if live_game == Some(game.game_id) {
        return events.emit(LiveEvent::Status(PeerStatus::Waiting));
    }
    let settings = GameSettings {
        variant: game.variant,
        opponent: Opponent::Live {
            game_id: game.game_id,
        },
        user_side: game.host_side.other(),
        clock: game.clock,
        options: game.options,
        handicap: game.handicap,
    };
    let mut record = Record::new(settings, settings.start_position());
    record.names[game.host_side.index()] = host_name.to_string();
    record.names[settings.user_side.index()] = name.to_string();
    events.emit(LiveEvent::Start(Box::new(record)));
}

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
fn end_signalling(session: &Rc<RefCell<Session>>) {
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

/// The host makes a one link for `game` and listens on its relays; when no relay answers, the
/// hand-carried invite takes over.
fn share_link(
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    on_event: &Callback<ConnectionEvent>,
    host_name: String,
    game: LiveGame,
    network: LiveNetwork,
) {
    let relays = network.relay_urls();
    let started = GameSecret::generate().and_then(|secret| {
        let host = SignalSession::host(Keys::generate()?, &secret, None, now_ms())?;
        Ok((secret, host))
    });
    let Ok((secret, host)) = started else {
        return invite(phase, session, on_event, host_name, game, network);
    };
    let link = Link {
        created_s: now_s(),
        secret: LinkSecret::Play(secret),
        settings: encode_link_settings(&host_name, &game),
        relays,
    };
    let address = format!(
        "{}#{INVITE_KEY}={}",
        page_address().unwrap_or_default(),
        encode_link(&link)
    );
    listen(phase, session, on_event, host, host_name, game, network);
    phase.set(LivePhase::Linking {
        link: address.into(),
    });
}

/// Both boards start the game agreed in the lobby; the poster listens as its host and the
/// acceptor joins as its guest, on the relays of the lobby and the secret of the acceptance.
fn play_matched(
    events: &Callback<LiveEvent>,
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    on_event: &Callback<ConnectionEvent>,
    matched: LobbyMatch,
) {
    events.emit(LiveEvent::Start(Box::new(matched.record())));
    if !matched.host {
        let offer = LinkOffer {
            host_name: matched.host_name,
            game: matched.game,
            secret: matched.secret,
            relays: matched.network.relay_urls(),
        };
        return join_by_link(
            phase,
            session,
            on_event,
            &offer,
            matched.guest_name,
            matched.network,
        );
    }
    let host = Keys::generate()
        .and_then(|keys| SignalSession::host(keys, &matched.secret, None, now_ms()));
    let Ok(host) = host else {
        return phase.set(LivePhase::Problem(LiveProblem::NoRelay));
    };
    phase.set(LivePhase::Connecting);
    let LobbyMatch {
        host_name,
        game,
        network,
        ..
    } = matched;
    listen(phase, session, on_event, host, host_name, game, network);
}

/// The host listens on the relays of `network` for the guest of `host`'s game; when no relay
/// answers, the hand-carried invite takes over.
fn listen(
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    on_event: &Callback<ConnectionEvent>,
    host: SignalSession,
    host_name: String,
    game: LiveGame,
    network: LiveNetwork,
) {
    let relays = network.relay_urls();
    {
        let mut session = session.borrow_mut();
        session.connection = None;
        session.pinger = None;
        session.invite = None;
        session.waiter = None;
    }
    end_signalling(session);
    let on_output = {
        let (phase, session, on_event) = (phase.clone(), session.clone(), on_event.clone());
        Callback::from(move |output: Output| match output {
            Output::MakeOffer {
                peer,
                watcher: false,
                ..
            } => {
                let (session, on_event, network) =
                    (session.clone(), on_event.clone(), network.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    if let Ok((connection, signal)) = Connection::offer(&network, on_event).await {
                        session.borrow_mut().connection = Some(Rc::new(connection));
                        if let Some(signalling) = session.borrow().signalling.as_ref() {
                            signalling.offer_ready(peer, signal_bytes(&signal));
                        }
                    }
                });
            }
            Output::AcceptAnswer { answer, .. } => {
                let connection = session.borrow().connection.clone();
                let (Some(connection), Some(answer)) = (connection, read_signal(&answer)) else {
                    return;
                };
                phase.set(LivePhase::Connecting);
                let (phase, session) = (phase.clone(), session.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match connection.accept(&answer).await {
                        Ok(()) => wait_for_answer(&phase, &session, OPEN_WAIT_MS, |phase| {
                            if **phase == LivePhase::Connecting {
                                phase.set(LivePhase::NoPath);
                            }
                        }),
                        Err(error) => phase.set(LivePhase::Problem(LiveProblem::Connection(error))),
                    }
                });
            }
            Output::NoRelay | Output::GaveUp if signalling_waits(&session) => {
                end_signalling(&session);
                invite(
                    &phase,
                    &session,
                    &on_event,
                    host_name.clone(),
                    game.clone(),
                    network.clone(),
                );
            }
            _ => {}
        })
    };
    let signalling = Signalling::start(host, &relays, on_output);
    session.borrow_mut().signalling = Some(signalling);
}

/// The guest takes the seat a one link offers: it joins on the link's relays and answers the
/// host's offer; nothing is sent back by hand.
fn join_by_link(
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    on_event: &Callback<ConnectionEvent>,
    offer: &LinkOffer,
    name: String,
    network: LiveNetwork,
) {
    let guest = Keys::generate()
        .and_then(|keys| SignalSession::guest(keys, &offer.secret, None, &name, now_ms()));
    let Ok(guest) = guest else {
        return phase.set(LivePhase::Problem(LiveProblem::NoRelay));
    };
    end_signalling(session);
    let on_output = {
        let (phase, session, on_event) = (phase.clone(), session.clone(), on_event.clone());
        Callback::from(move |output: Output| match output {
            Output::MakeAnswer { offer } => {
                let Some(offer) = read_signal(&offer) else {
                    return;
                };
                let (phase, session, on_event, network) = (
                    phase.clone(),
                    session.clone(),
                    on_event.clone(),
                    network.clone(),
                );
                wasm_bindgen_futures::spawn_local(async move {
                    match Connection::answer(&offer, &network, on_event).await {
                        Ok((connection, signal)) => {
                            session.borrow_mut().connection = Some(Rc::new(connection));
                            if let Some(signalling) = session.borrow().signalling.as_ref() {
                                signalling.answer_ready(signal_bytes(&signal));
                            }
                            wait_for_answer(&phase, &session, OPEN_WAIT_MS, |phase| {
                                if **phase == LivePhase::Connecting {
                                    phase.set(LivePhase::NoPath);
                                }
                            });
                        }
                        Err(error) => phase.set(LivePhase::Problem(LiveProblem::Connection(error))),
                    }
                });
            }
            Output::SeatTaken => {
                end_signalling(&session);
                phase.set(LivePhase::SeatTaken);
            }
            Output::NoRelay | Output::GaveUp if signalling_waits(&session) => {
                end_signalling(&session);
                phase.set(LivePhase::Problem(LiveProblem::NoRelay));
            }
            _ => {}
        })
    };
    phase.set(LivePhase::Connecting);
    let signalling = Signalling::start(guest, &offer.relays, on_output);
    session.borrow_mut().signalling = Some(signalling);
}

/// The host takes the friend's reply (a link or its payload): the connection opens, or the
/// dialog says why it cannot.
fn take_reply(phase: &UseStateHandle<LivePhase>, session: &Rc<RefCell<Session>>, text: &str) {
    let Some(payload) = find_payload(text, REPLY_KEY) else {
        return;
    };
    let reply = match decode_reply(payload, now_s()) {
        Ok(reply) => reply,
        Err(error) => return phase.set(LivePhase::Problem(LiveProblem::Reply(error))),
    };
    let (connection, expected) = {
        let session = session.borrow();
        (
            session.connection.clone(),
            session.invite.as_ref().map(|invite| invite.id),
        )
    };
    let Some(connection) = connection.filter(|_| expected == Some(reply.invite_id)) else {
        return phase.set(LivePhase::Problem(LiveProblem::OtherInvite));
    };
    session.borrow_mut().invite = None;
    phase.set(LivePhase::Connecting);
    let (phase, session) = (phase.clone(), session.clone());
    wasm_bindgen_futures::spawn_local(async move {
        match connection.accept(&reply.signal).await {
            Ok(()) => wait_for_answer(&phase, &session, OPEN_WAIT_MS, |phase| {
                if **phase == LivePhase::Connecting {
                    phase.set(LivePhase::NoPath);
                }
            }),
            Err(error) => phase.set(LivePhase::Problem(LiveProblem::Connection(error))),
        }
    });
}

/// Makes a connection and its invite for `game`, and shows it.
fn invite(
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    on_event: &Callback<ConnectionEvent>,
    host_name: String,
    game: LiveGame,
    network: LiveNetwork,
) {
    phase.set(LivePhase::Preparing);
    {
        let mut session = session.borrow_mut();
        session.connection = None;
        session.pinger = None;
    }
    end_signalling(session);
    let (phase, session, on_event) = (phase.clone(), session.clone(), on_event.clone());
    wasm_bindgen_futures::spawn_local(async move {
        match Connection::offer(&network, on_event).await {
            Ok((connection, signal)) => {
                let invite = Invite {
                    id: super::random_id(),
                    created_s: now_s(),
                    host_name,
                    game,
                    signal,
                };
                let link = format!(
                    "{}#{INVITE_KEY}={}",
                    page_address().unwrap_or_default(),
                    encode_invite(&invite)
                );
                {
                    let mut session = session.borrow_mut();
                    session.connection = Some(Rc::new(connection));
                    session.invite = Some(invite);
                }
                wait_for_answer(&phase, &session, ANSWER_WAIT_MS, |phase| {
                    if let LivePhase::Inviting { link, .. } = (**phase).clone() {
                        phase.set(LivePhase::Inviting { link, late: true });
                    }
                });
                phase.set(LivePhase::Inviting {
                    link: link.into(),
                    late: false,
                });
            }
            Err(error) => phase.set(LivePhase::Problem(LiveProblem::Connection(error))),
        }
    });
}

/// After `ms`, unless the connection opened meanwhile, lets `late` update the phase.
fn wait_for_answer(
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    ms: u32,
    late: impl FnOnce(&UseStateHandle<LivePhase>) + 'static,
) {
    let phase = phase.clone();
    let timeout = Timeout::new(ms, move || late(&phase));
    session.borrow_mut().waiter = Some(timeout);
}

/// What the session does with an event of its connection: round trips are its own; the rest
/// goes to the app, which sends its hello once connected.
fn handle_event(
    events: &Callback<LiveEvent>,
    phase: &UseStateHandle<LivePhase>,
    session: &Rc<RefCell<Session>>,
    event: ConnectionEvent,
) {
    let now = js_sys::Date::now();
    match event {
        ConnectionEvent::Open => {
            {
                let mut s = session.borrow_mut();
                s.waiter = None;
                s.heard_at = now;
                if let Some(signalling) = s.signalling.as_ref() {
                    signalling.connected();
                }
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
    events.emit(LiveEvent::Status(PeerStatus::Lost));
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
