//! The live session, in live play's own wasm module (`src/bin/live.rs`): makes the one link and
//! runs its signalling over the relays (`relayed`, falling back to the hand-carried invite when no
//! relay answers), or makes the invite or the reply (`carried`); holds the connection, sends the
//! app's messages and round-trip pings (`channel`), and tells the app what happens as
//! [`LiveEvent`]s (the app's side is `game::live_bridge`). The app's renderer never holds it, so
//! the connection outlasts a visit to the analysis board.
use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use yew::prelude::*;

mod address;
mod carried;
mod channel;
mod relayed;
mod signal;
mod watching;

pub use watching::{WatchTrouble, Watched, WATCH_WAIT_MS};

use makruk_signal::keys::PublicKey;
use makruk_signal::secret::{GameSecret, WatchSecret};

use super::connection::{Connection, ConnectionError, ConnectionEvent};
use super::invite::{find_payload, Invite, InviteError, LiveGame, INVITE_KEY, REPLY_KEY};
use super::lobby::LobbyMatch;
use super::resume;
use super::signalling::Signalling;
use crate::live::PeerStatus;
use crate::model::network::{save_name, save_network, LiveNetwork};
use crate::model::record::Record;
use crate::platform::effect::use_boxed_effect;
use crate::settings::{GameSettings, Opponent};
use crate::text::Lang;
use address::{opened_invite, payload_in_address};

/// How long an invite or reply waits for the other side before the link fallback is offered.
pub const ANSWER_WAIT_MS: u32 = 120_000;
/// How long a connection may take to open once both descriptions are set.
const OPEN_WAIT_MS: u32 = 20_000;
/// How long the host's one link waits for the friend before the hand-carried invite takes over.
const LINK_WAIT_MS: f64 = 120_000.0;
/// How long the host's one link may have no relay open before the hand-carried invite takes over.
const LINK_NO_RELAY_MS: f64 = 5_000.0;

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

/// A watch link opened by a spectator: the host and where to meet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WatchOffer {
    /// The spectators' secret.
    pub secret: WatchSecret,
    /// The host's key in the game.
    pub host: PublicKey,
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
        /// Why the last reply pasted was refused (the invite stays).
        refused: Option<LiveProblem>,
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
    /// A spectator follows the game of a watch link.
    Watching(Rc<WatchOffer>),
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
    /// The guest's one link: no relay answered. The friend's dialog turned to the hand-carried
    /// invite, which the guest opens or pastes here (or the game goes on by correspondence link).
    NoRelay {
        /// Why the last invite pasted was refused (the paste field stays).
        refused: Option<LiveProblem>,
    },
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
    /// How many spectators watch (the host's count, or the guest's as the host told it).
    Spectators(Option<usize>),
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
    /// The guest gives the friend's invite (a link or its payload) after the relays failed.
    pub take_invite: Callback<String>,
    /// Sends a message's bytes to the friend (nothing without a connection).
    pub send: Callback<Vec<u8>>,
    /// Close the dialog (the connection, if any, stays).
    pub close: Callback<()>,
    /// Start the game agreed in the lobby and connect on its secret.
    pub play_matched: Callback<LobbyMatch>,
    /// The watch link, the game watched.
    pub watched: Watched,
    /// The host's game as it stands, for its spectators (a `live::spectate` message).
    pub spectate: Callback<Vec<u8>>,
    /// The spectator asks the host again.
    pub watch_again: Callback<()>,
    /// The spectator stops watching.
    pub stop_watching: Callback<()>,
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
    /// The live game the connection or the signalling serves.
    game: Option<u64>,
    /// Watches the host's one link while nobody took the seat.
    link_watch: Option<Interval>,
    /// The spectators served, or the game watched.
    watchers: watching::Watchers,
}

/// What the session's steps work on: the dialog's phase, the parts that outlive renders, and
/// where the connection's events go.
#[derive(Clone)]
struct Steps {
    phase: UseStateHandle<LivePhase>,
    /// The phase last rendered (a handle's value is its render's, older in a later callback).
    shown: Rc<RefCell<LivePhase>>,
    session: Rc<RefCell<Session>>,
    on_event: Callback<ConnectionEvent>,
    watched: UseStateHandle<Watched>,
}

/// What the host offers: its name, the game, and the network to reach the friend through.
#[derive(Clone)]
struct Hosting {
    name: String,
    game: LiveGame,
    network: LiveNetwork,
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

    let watched = use_state(Watched::default);
    let on_event = {
        let (events, phase, session, watched) = (
            events.clone(),
            phase.clone(),
            session.clone(),
            watched.clone(),
        );
        Callback::from(move |event: ConnectionEvent| {
            channel::handle_event(&events, &phase, &session, &watched, event)
        })
    };
    let shown = use_mut_ref(|| LivePhase::Idle);
    *shown.borrow_mut() = (*phase).clone();
    let steps = Steps {
        phase: phase.clone(),
        shown,
        session: session.clone(),
        on_event,
        watched,
    };

    // A watch link in the address: the spectator asks the host to watch.
    {
        let steps = steps.clone();
        use_boxed_effect(
            (),
            Box::new(move |_| {
                if let LivePhase::Watching(offer) = &*steps.phase {
                    watching::spectate(&steps, offer);
                }
                None
            }),
        );
    }

    // A game that stops being live, or another live game (a new game, one opened from the
    // library) while the channel is closed, ends the connection of the one before; the friend's
    // board says it was lost. A live game this device can rejoin on its relays (a reload, a game
    // reopened from the library) reconnects by itself.
    {
        let (steps, was) = (steps.clone(), use_mut_ref(|| None::<u64>));
        use_boxed_effect(
            context.live_game,
            Box::new(move |live: &Option<u64>| {
                let before = was.replace(*live);
                let (served, open) = {
                    let session = steps.session.borrow();
                    (session.game, session.pinger.is_some())
                };
                // A rematch: the next game on the open channel, rejoined as the one before.
                if let (Some(next), Some(served), true) = (*live, served, open) {
                    if next != served {
                        steps.session.borrow_mut().game = Some(next);
                        if let Some(entry) = resume::find(served) {
                            resume::keep(resume::Resume {
                                game_id: next,
                                ..entry
                            });
                        }
                    }
                    return None;
                }
                if before != *live && served.is_some() && served != *live {
                    let mut session = steps.session.borrow_mut();
                    session.connection = None;
                    session.pinger = None;
                    session.invite = None;
                    session.game = None;
                    let signalling = session.signalling.take();
                    wasm_bindgen_futures::spawn_local(async move { drop(signalling) });
                }
                let idle = steps.session.borrow().game.is_none();
                if let Some(entry) = live.filter(|_| idle).and_then(resume::find) {
                    relayed::rejoin(&steps, entry);
                }
                None
            }),
        );
    }

    let on_reply = {
        let steps = steps.clone();
        Callback::from(move |text: String| carried::take_reply(&steps, &text))
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

    carried::use_passed_replies(&steps);

    let invite_friend = {
        let steps = steps.clone();
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
                let hosting = Hosting {
                    name,
                    game,
                    network,
                };
                if hosting.network.relay_urls().is_empty() {
                    carried::invite(&steps, hosting, false);
                } else {
                    relayed::share_link(&steps, hosting);
                }
            },
        )
    };
    let accept = {
        let (events, steps, latest) = (events.clone(), steps.clone(), latest.clone());
        Callback::from(move |(name, network): (String, LiveNetwork)| {
            let live_game = latest.borrow().live_game;
            match (*steps.phase).clone() {
                LivePhase::Offered(invite) => {
                    save_name(&name);
                    save_network(&network);
                    start_guest_game(&events, live_game, &invite.game, &invite.host_name, &name);
                    carried::accept_invite(&steps, &invite, name, network);
                }
                LivePhase::LinkOffered(offer) => {
                    save_name(&name);
                    save_network(&network);
                    start_guest_game(&events, live_game, &offer.game, &offer.host_name, &name);
                    relayed::join_by_link(&steps, &offer, name, network);
                }
                _ => {}
            }
        })
    };
    let take_invite = {
        let steps = steps.clone();
        Callback::from(move |text: String| {
            let Some(payload) = find_payload(&text, INVITE_KEY) else {
                return;
            };
            steps.phase.set(match opened_invite(payload) {
                LivePhase::Problem(problem) => LivePhase::NoRelay {
                    refused: Some(problem),
                },
                opened => opened,
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
        let (events, steps) = (events.clone(), steps.clone());
        Callback::from(move |matched: LobbyMatch| relayed::play_matched(&steps, &events, matched))
    };
    let spectate = {
        let steps = steps.clone();
        Callback::from(move |bytes: Vec<u8>| watching::game_changed(&steps, bytes))
    };
    let watch_again = {
        let steps = steps.clone();
        Callback::from(move |()| {
            let shown = steps.shown.borrow().clone();
            if let LivePhase::Watching(offer) = shown {
                watching::watch_again(&steps, &offer);
            }
        })
    };
    let stop_watching = {
        let steps = steps.clone();
        Callback::from(move |()| {
            watching::stop(&steps);
            steps.phase.set(LivePhase::Idle);
        })
    };
    LiveHandle {
        watch_again,
        stop_watching,
        watched: (*steps.watched).clone(),
        spectate,
        phase: (*phase).clone(),
        invite: invite_friend,
        accept,
        take_reply: on_reply,
        take_invite,
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

/// After `ms`, unless the connection opened meanwhile, lets `late` update the phase (given the
/// phase then shown).
fn wait_for_answer(
    steps: &Steps,
    ms: u32,
    late: impl FnOnce(&UseStateHandle<LivePhase>, LivePhase) + 'static,
) {
    let (phase, shown) = (steps.phase.clone(), steps.shown.clone());
    let timeout = Timeout::new(ms, move || {
        let now = shown.borrow().clone();
        late(&phase, now)
    });
    steps.session.borrow_mut().waiter = Some(timeout);
}

/// Once both descriptions are set: the channel opens within [`OPEN_WAIT_MS`], or no path is
/// found.
fn wait_for_path(steps: &Steps) {
    wait_for_answer(steps, OPEN_WAIT_MS, |phase, shown| {
        if shown == LivePhase::Connecting {
            phase.set(LivePhase::NoPath);
        }
    });
}
