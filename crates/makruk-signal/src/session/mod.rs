//! One game's signalling, as a state machine fed with relay frames, the app's WebRTC steps and the
//! time; it answers with frames to send to every relay and steps for the app ([`Output`]).
//!
//! The guest publishes a join until the host's offer for that join arrives, then its answer until
//! the app says the channel is open. The host offers to the first key that joins: that key holds
//! the seat for the game (a reload keeps it, the key being kept with the game), and any other is
//! told the seat is taken. A host that comes back (a reload) publishes a rejoin, which makes the
//! seated guest join again. Spectators do the same on the watch channel, up to [`MAX_WATCHERS`].
//! Each publication is repeated with a growing interval, stops once answered, and gives up after
//! [`GIVE_UP_MS`], which the app is told ([`Output::GaveUp`]). A session that has heard no relay
//! after [`RELAY_SILENCE_MS`] says so once ([`Output::NoRelay`]).
//!
//! Its parts: reading the relays' frames (`incoming`), the host's seat and spectators (`host`),
//! the app's WebRTC steps (`steps`) and the publications repeated until answered (`publishing`).
mod host;
mod incoming;
mod publishing;
mod steps;

use crate::frame::{ClientMessage, Filter};
use crate::guard::{DropCounts, Guard};
use crate::keys::{random_u64, Keys, PublicKey, RandomError};
use crate::payload::Payload;
use crate::secret::{Channel, GameSecret, WatchSecret};
use host::Peer;
use publishing::{Publication, Via};
#[cfg(test)]
use {crate::frame::RelayMessage, crate::payload::Refusal, publishing::sealed_event};

/// The kind of signalling events: ephemeral (relays pass them on and keep nothing).
pub const SIGNAL_KIND: u16 = 25050;
/// The subscription id of a game's session.
pub const SUBSCRIPTION: &str = "makruk-game";
/// The first interval between two publications of the same payload, in milliseconds.
pub const FIRST_RETRY_MS: u64 = 2000;
/// The longest interval between two publications, in milliseconds.
pub const LONGEST_RETRY_MS: u64 = 16_000;
/// How long a payload is published before the session gives up, in milliseconds.
pub const GIVE_UP_MS: u64 = 120_000;
/// How long a session waits for any relay's frame before it says no relay answers.
pub const RELAY_SILENCE_MS: u64 = 5000;
/// How many spectators the host serves.
pub const MAX_WATCHERS: usize = 8;
/// How many events one key may send in a minute before the rest are dropped.
pub const EVENTS_PER_KEY_PER_MINUTE: u32 = 40;

/// Who this device is in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Made the link; serves the guest's seat and the spectators.
    Host,
    /// Opened the play link.
    Guest,
    /// Opened the watch link.
    Spectator,
}

/// What the session asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// Send this text frame to every relay.
    Send(String),
    /// Host: make a WebRTC offer for `peer` (a new connection), then call
    /// [`Session::offer_ready`].
    MakeOffer {
        /// The guest's or spectator's key.
        peer: PublicKey,
        /// Whether `peer` watches (else it is the guest).
        watcher: bool,
        /// The guest's name (empty for a spectator).
        name: String,
    },
    /// Guest or spectator: answer this offer (a new connection), then call
    /// [`Session::answer_ready`].
    MakeAnswer {
        /// The host's packed session description.
        offer: Vec<u8>,
    },
    /// Host: set `peer`'s answer on the connection made for it.
    AcceptAnswer {
        /// The guest's or spectator's key.
        peer: PublicKey,
        /// Its packed session description.
        answer: Vec<u8>,
    },
    /// Guest: another device holds the seat.
    SeatTaken,
    /// Spectator: the host serves as many spectators as it can.
    WatchersFull,
    /// A publication went unanswered for [`GIVE_UP_MS`]: offer the hand-carried exchange.
    GaveUp,
    /// No relay has answered within [`RELAY_SILENCE_MS`].
    NoRelay,
}

/// A game's signalling session.
#[derive(Debug)]
pub struct Session {
    role: Role,
    keys: Keys,
    play: Option<Channel>,
    watch: Option<Channel>,
    guard: Guard,
    dropped: DropCounts,
    publications: Vec<Publication>,
    started_ms: u64,
    heard_relay: bool,
    told_no_relay: bool,
    /// Host: the guest's seat, once taken.
    seat: Option<Peer>,
    /// Host: the spectators.
    watchers: Vec<Peer>,
    /// Guest: the host's key, once it offered (kept with the game); spectator: the key its watch
    /// link names.
    host: Option<PublicKey>,
    /// Guest and spectator: the current join's nonce.
    join_nonce: u64,
    /// Guest and spectator: the offer being answered.
    offer_nonce: Option<u64>,
    /// Guest and spectator: connected to the host.
    connected: bool,
    /// Guest: refused; spectator: no room.
    refused: bool,
    /// Guest: the name its joins carry.
    name: String,
}

impl Session {
    fn new(
        role: Role,
        keys: Keys,
        play: Option<Channel>,
        watch: Option<Channel>,
        now_ms: u64,
    ) -> Session {
        let guard =
            Guard::new(keys.public(), EVENTS_PER_KEY_PER_MINUTE).counting_kept_apart(now_ms / 1000);
        Session {
            role,
            keys,
            play,
            watch,
            guard,
            dropped: DropCounts::default(),
            publications: Vec::new(),
            started_ms: now_ms,
            heard_relay: false,
            told_no_relay: false,
            seat: None,
            watchers: Vec::new(),
            host: None,
            join_nonce: 0,
            offer_nonce: None,
            connected: false,
            refused: false,
            name: String::new(),
        }
    }

    /// The host's session: listens on the players' and the spectators' channels. `seated` is the
    /// guest's key when the game resumes (a reload): the host then calls it back with a rejoin.
    ///
    /// # Errors
    /// The random generator failed.
    pub fn host(
        keys: Keys,
        secret: &GameSecret,
        seated: Option<PublicKey>,
        now_ms: u64,
    ) -> Result<Session, RandomError> {
        let mut session = Session::new(
            Role::Host,
            keys,
            Some(secret.play_channel()),
            Some(secret.watch_secret().channel()),
            now_ms,
        );
        if let Some(guest) = seated {
            // The seat kept with the game; no join of its heard yet.
            session.seat = Some(Peer::joined(guest, 0, 0));
            let nonce = random_u64()?;
            session.publish(Via::Play, Payload::Rejoin { nonce }, None, now_ms);
        }
        Ok(session)
    }

    /// The guest's session: joins at once. `host` is the host's key when the game resumes (only
    /// its offers are then taken).
    ///
    /// # Errors
    /// The random generator failed.
    pub fn guest(
        keys: Keys,
        secret: &GameSecret,
        host: Option<PublicKey>,
        name: &str,
        now_ms: u64,
    ) -> Result<Session, RandomError> {
        let mut session =
            Session::new(Role::Guest, keys, Some(secret.play_channel()), None, now_ms);
        session.host = host;
        session.name = name.to_string();
        session.join(now_ms)?;
        Ok(session)
    }

    /// The spectator's session: asks to watch at once, and takes offers and refusals from `host`
    /// only (the watch link names it), whoever else speaks on the watch topic.
    ///
    /// # Errors
    /// The random generator failed.
    pub fn spectator(
        keys: Keys,
        secret: &WatchSecret,
        host: PublicKey,
        now_ms: u64,
    ) -> Result<Session, RandomError> {
        let mut session = Session::new(Role::Spectator, keys, None, Some(secret.channel()), now_ms);
        session.host = Some(host);
        session.join(now_ms)?;
        Ok(session)
    }

    /// This device's role.
    pub fn role(&self) -> Role {
        self.role
    }

    /// This device's key in the game (to keep with the game).
    pub fn keys(&self) -> &Keys {
        &self.keys
    }

    /// Guest and spectator: the host's key, once it offered (to keep with the game).
    pub fn host_key(&self) -> Option<PublicKey> {
        self.host
    }

    /// Host: the key holding the guest's seat (to keep with the game).
    pub fn seated(&self) -> Option<PublicKey> {
        self.seat.as_ref().map(|seat| seat.key)
    }

    /// Whether the channel is open: the host's with the seated guest, a guest's or spectator's
    /// with the host.
    pub fn is_connected(&self) -> bool {
        match self.role {
            Role::Host => self.seat.as_ref().is_some_and(|seat| seat.connected),
            Role::Guest | Role::Spectator => self.connected,
        }
    }

    /// Host: how many spectators are connected.
    pub fn watching(&self) -> usize {
        self.watchers.iter().filter(|peer| peer.connected).count()
    }

    /// Whether anything is being published.
    pub fn publishing(&self) -> bool {
        !self.publications.is_empty()
    }

    /// What was dropped so far, by reason.
    pub fn dropped(&self) -> DropCounts {
        self.dropped
    }

    /// The subscription to send to each relay once connected (again after a reconnection).
    pub fn subscription(&self, now_ms: u64) -> String {
        let topics = [&self.play, &self.watch]
            .into_iter()
            .flatten()
            .map(|channel| channel.topic.clone())
            .collect();
        ClientMessage::Req {
            subscription: SUBSCRIPTION.into(),
            filters: vec![Filter {
                kinds: vec![SIGNAL_KIND],
                tag: Some(('x', topics)),
                since: Some((now_ms / 1000).saturating_sub(60)),
                ..Filter::default()
            }],
        }
        .to_frame()
    }
}

#[cfg(test)]
mod tests;
