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
use crate::event::Event;
use crate::frame::{ClientMessage, Filter, RelayMessage};
use crate::guard::{DropCounts, Dropped, Guard};
use crate::keys::{random_u64, Keys, PublicKey, RandomError};
use crate::payload::{Payload, Refusal};
use crate::secret::{Channel, GameSecret, WatchSecret};

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

/// Which channel a payload goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Via {
    Play,
    Watch,
}

/// A payload published again and again until answered.
#[derive(Debug)]
struct Publication {
    via: Via,
    payload: Payload,
    /// Who it is for (`None`: whoever listens).
    to: Option<PublicKey>,
    next_ms: u64,
    interval_ms: u64,
    /// When to give up; `None` for a payload published once.
    until_ms: Option<u64>,
}

/// A guest or spectator the host serves.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Peer {
    key: PublicKey,
    join_nonce: u64,
    /// When that join was sent (its event's `created_at`, in seconds): an earlier one is stale.
    joined_s: u64,
    /// The nonce of the offer made for that join, once the app made it.
    offer_nonce: Option<u64>,
    answered: bool,
    connected: bool,
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
            session.seat = Some(Peer {
                key: guest,
                join_nonce: 0,
                joined_s: 0,
                offer_nonce: None,
                answered: false,
                connected: false,
            });
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

    /// Reads a relay's frame.
    pub fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<Output> {
        let message = match RelayMessage::decode(frame) {
            Ok(message) => message,
            Err(_) => {
                self.dropped.count(Dropped::Malformed);
                return Vec::new();
            }
        };
        self.heard_relay = true;
        let RelayMessage::Event {
            subscription,
            event,
        } = message
        else {
            return Vec::new();
        };
        match self.read_event(&subscription, &event, now_ms) {
            Ok((via, payload)) => match self.on_payload(via, &event, payload, now_ms) {
                Ok(outputs) => outputs,
                Err(dropped) => {
                    self.dropped.count(dropped);
                    Vec::new()
                }
            },
            Err(dropped) => {
                self.dropped.count(dropped);
                Vec::new()
            }
        }
    }

    /// The channel and payload of an event, once the guard admits it.
    fn read_event(
        &mut self,
        subscription: &str,
        event: &Event,
        now_ms: u64,
    ) -> Result<(Via, Payload), Dropped> {
        if subscription != SUBSCRIPTION || event.kind != SIGNAL_KIND {
            return Err(Dropped::NotOurs);
        }
        let topic = event.tag("x").ok_or(Dropped::NotOurs)?;
        let (via, channel) = [(Via::Play, &self.play), (Via::Watch, &self.watch)]
            .into_iter()
            .find_map(|(via, channel)| {
                channel
                    .as_ref()
                    .filter(|channel| channel.topic == topic)
                    .map(|channel| (via, channel.clone()))
            })
            .ok_or(Dropped::NotOurs)?;
        self.guard.admit(event, now_ms / 1000)?;
        let bytes = channel
            .key
            .open(&event.pubkey, &event.content)
            .map_err(|_| Dropped::Malformed)?;
        let payload = Payload::decode(&bytes).map_err(|_| Dropped::Malformed)?;
        Ok((via, payload))
    }

    /// Acts on a payload of `event`.
    fn on_payload(
        &mut self,
        via: Via,
        event: &Event,
        payload: Payload,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        let me = self.keys.public();
        let (from, sent_s) = (event.pubkey, event.created_at);
        match (self.role, via, payload) {
            (Role::Host, Via::Play, Payload::Join { nonce, name }) => {
                self.host_join((from, sent_s), nonce, name, now_ms)
            }
            (Role::Host, Via::Watch, Payload::Watch { nonce }) => {
                self.host_watch((from, sent_s), nonce, now_ms)
            }
            (
                Role::Host,
                _,
                Payload::Answer {
                    to,
                    offer_nonce,
                    signal,
                },
            ) if to == me => {
                let peer = match via {
                    Via::Play => self.seat.as_mut().filter(|seat| seat.key == from),
                    Via::Watch => self.watchers.iter_mut().find(|peer| peer.key == from),
                }
                .filter(|peer| peer.offer_nonce == Some(offer_nonce) && !peer.answered)
                .ok_or(Dropped::Unexpected)?;
                peer.answered = true;
                self.publications.retain(|p| p.to != Some(from));
                Ok(vec![Output::AcceptAnswer {
                    peer: from,
                    answer: signal,
                }])
            }
            (
                Role::Guest | Role::Spectator,
                _,
                Payload::Offer {
                    to,
                    join_nonce,
                    offer_nonce,
                    signal,
                },
            ) if to == me && self.expects(via) => {
                if join_nonce != self.join_nonce
                    || self.host.is_some_and(|host| host != from)
                    || self.offer_nonce == Some(offer_nonce)
                    || self.refused
                {
                    return Err(Dropped::Unexpected);
                }
                self.host = Some(from);
                self.offer_nonce = Some(offer_nonce);
                self.connected = false;
                self.publications.clear();
                Ok(vec![Output::MakeAnswer { offer: signal }])
            }
            (
                Role::Guest | Role::Spectator,
                _,
                Payload::Refusal {
                    to,
                    join_nonce,
                    reason,
                },
            ) if to == me && self.expects(via) => {
                if join_nonce != self.join_nonce
                    || self.host.is_some_and(|host| host != from)
                    || self.refused
                {
                    return Err(Dropped::Unexpected);
                }
                self.refused = true;
                self.publications.clear();
                Ok(vec![match reason {
                    Refusal::SeatTaken => Output::SeatTaken,
                    Refusal::WatchersFull => Output::WatchersFull,
                }])
            }
            (Role::Guest, Via::Play, Payload::Rejoin { .. }) => {
                // The host came back: join again, unless already joining or refused.
                if self.host != Some(from)
                    || self.refused
                    || self
                        .publications
                        .iter()
                        .any(|p| matches!(p.payload, Payload::Join { .. }))
                {
                    return Err(Dropped::Unexpected);
                }
                self.join(now_ms).map_err(|_| Dropped::Unexpected)?;
                Ok(self.flush(now_ms))
            }
            _ => Err(Dropped::Unexpected),
        }
    }

    /// Whether a guest or spectator listens to offers on `via`.
    fn expects(&self, via: Via) -> bool {
        matches!(
            (self.role, via),
            (Role::Guest, Via::Play) | (Role::Spectator, Via::Watch)
        )
    }

    /// Host: a join from `from`, sent at `sent_s`. The seated key's join earlier than the seat's
    /// (a relay's kept events after a reload, a slow relay) is stale: its offer would replace the
    /// connection made for the newer one.
    fn host_join(
        &mut self,
        (from, sent_s): (PublicKey, u64),
        nonce: u64,
        name: String,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        match &mut self.seat {
            Some(seat) if seat.key != from => {
                self.publish_once(
                    Via::Play,
                    Payload::Refusal {
                        to: from,
                        join_nonce: nonce,
                        reason: Refusal::SeatTaken,
                    },
                    now_ms,
                );
                Ok(self.flush(now_ms))
            }
            Some(seat) if seat.join_nonce == nonce => Err(Dropped::Repeated),
            Some(seat) if sent_s <= seat.joined_s => Err(Dropped::Unexpected),
            _ => {
                // The first join takes the seat; the seated key joining again gets a new offer.
                self.seat = Some(Peer {
                    key: from,
                    join_nonce: nonce,
                    joined_s: sent_s,
                    offer_nonce: None,
                    answered: false,
                    connected: false,
                });
                self.publications.retain(|p| {
                    p.via != Via::Play
                        || !matches!(p.payload, Payload::Rejoin { .. } | Payload::Offer { .. })
                });
                Ok(vec![Output::MakeOffer {
                    peer: from,
                    watcher: false,
                    name,
                }])
            }
        }
    }

    /// Host: a request to watch from `from`, sent at `sent_s` (stale if earlier than the
    /// spectator's last, as a join is).
    fn host_watch(
        &mut self,
        (from, sent_s): (PublicKey, u64),
        nonce: u64,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        if let Some(peer) = self.watchers.iter_mut().find(|peer| peer.key == from) {
            if peer.join_nonce == nonce {
                return Err(Dropped::Repeated);
            }
            if sent_s <= peer.joined_s {
                return Err(Dropped::Unexpected);
            }
            *peer = Peer {
                key: from,
                join_nonce: nonce,
                joined_s: sent_s,
                offer_nonce: None,
                answered: false,
                connected: false,
            };
            self.publications.retain(|p| p.to != Some(from));
        } else if self.watchers.len() >= MAX_WATCHERS {
            self.publish_once(
                Via::Watch,
                Payload::Refusal {
                    to: from,
                    join_nonce: nonce,
                    reason: Refusal::WatchersFull,
                },
                now_ms,
            );
            return Ok(self.flush(now_ms));
        } else {
            self.watchers.push(Peer {
                key: from,
                join_nonce: nonce,
                joined_s: sent_s,
                offer_nonce: None,
                answered: false,
                connected: false,
            });
        }
        Ok(vec![Output::MakeOffer {
            peer: from,
            watcher: true,
            name: String::new(),
        }])
    }

    /// Host: the app made the offer for `peer` asked by [`Output::MakeOffer`].
    ///
    /// # Errors
    /// The random generator failed.
    pub fn offer_ready(
        &mut self,
        peer: PublicKey,
        signal: Vec<u8>,
        now_ms: u64,
    ) -> Result<Vec<Output>, RandomError> {
        let offer_nonce = random_u64()?;
        let (via, target) = match &mut self.seat {
            Some(seat) if seat.key == peer => (Via::Play, seat),
            _ => match self.watchers.iter_mut().find(|p| p.key == peer) {
                Some(watcher) => (Via::Watch, watcher),
                None => return Ok(Vec::new()),
            },
        };
        target.offer_nonce = Some(offer_nonce);
        target.answered = false;
        let payload = Payload::Offer {
            to: peer,
            join_nonce: target.join_nonce,
            offer_nonce,
            signal,
        };
        self.publications.retain(|p| p.to != Some(peer));
        self.publish(via, payload, Some(peer), now_ms);
        Ok(self.flush(now_ms))
    }

    /// Guest or spectator: the app made the answer asked by [`Output::MakeAnswer`].
    pub fn answer_ready(&mut self, signal: Vec<u8>, now_ms: u64) -> Vec<Output> {
        let (Some(host), Some(offer_nonce)) = (self.host, self.offer_nonce) else {
            return Vec::new();
        };
        let via = if self.role == Role::Spectator {
            Via::Watch
        } else {
            Via::Play
        };
        self.publications.clear();
        self.publish(
            via,
            Payload::Answer {
                to: host,
                offer_nonce,
                signal,
            },
            Some(host),
            now_ms,
        );
        self.flush(now_ms)
    }

    /// The data channel with `peer` opened (guest and spectator: with the host): stop publishing
    /// for it.
    pub fn connected(&mut self, peer: PublicKey) {
        self.publications.retain(|p| p.to != Some(peer));
        match self.role {
            Role::Host => {
                for candidate in self.seat.iter_mut().chain(self.watchers.iter_mut()) {
                    if candidate.key == peer {
                        candidate.connected = true;
                    }
                }
            }
            Role::Guest | Role::Spectator => {
                if self.host == Some(peer) {
                    self.connected = true;
                    self.publications.clear();
                }
            }
        }
    }

    /// The data channel with `peer` closed or went silent. The guest and spectators join again;
    /// the host waits for them (a spectator's place is freed).
    ///
    /// # Errors
    /// The random generator failed.
    pub fn disconnected(
        &mut self,
        peer: PublicKey,
        now_ms: u64,
    ) -> Result<Vec<Output>, RandomError> {
        match self.role {
            Role::Host => {
                if let Some(seat) = self.seat.as_mut().filter(|seat| seat.key == peer) {
                    seat.connected = false;
                }
                self.watchers.retain(|watcher| watcher.key != peer);
                self.publications.retain(|p| p.to != Some(peer));
                Ok(Vec::new())
            }
            Role::Guest | Role::Spectator => {
                if self.host != Some(peer) || self.refused {
                    return Ok(Vec::new());
                }
                self.connected = false;
                self.join(now_ms)?;
                Ok(self.flush(now_ms))
            }
        }
    }

    /// Publishes what is due at `now_ms`, gives up on what went unanswered too long, and says when
    /// no relay answered. Call it every second or so.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Output> {
        let mut outputs = Vec::new();
        if !self.heard_relay
            && !self.told_no_relay
            && now_ms >= self.started_ms.saturating_add(RELAY_SILENCE_MS)
        {
            self.told_no_relay = true;
            outputs.push(Output::NoRelay);
        }
        let before = self.publications.len();
        let mut gave_up_on_watcher = Vec::new();
        self.publications.retain(|p| {
            let keep = p.until_ms.is_none_or(|until| now_ms < until);
            if !keep {
                if let (Via::Watch, Some(to)) = (p.via, p.to) {
                    gave_up_on_watcher.push(to);
                }
            }
            keep
        });
        let player_gave_up = self.publications.len() + gave_up_on_watcher.len() < before;
        self.watchers
            .retain(|w| !gave_up_on_watcher.contains(&w.key));
        if player_gave_up {
            outputs.push(Output::GaveUp);
        }
        outputs.extend(self.flush(now_ms));
        outputs
    }

    /// Starts a join (guest) or a request to watch (spectator) with a new nonce.
    fn join(&mut self, now_ms: u64) -> Result<(), RandomError> {
        self.join_nonce = random_u64()?;
        self.offer_nonce = None;
        self.publications.clear();
        let (via, payload) = match self.role {
            Role::Spectator => (
                Via::Watch,
                Payload::Watch {
                    nonce: self.join_nonce,
                },
            ),
            _ => (
                Via::Play,
                Payload::Join {
                    nonce: self.join_nonce,
                    name: self.name.clone(),
                },
            ),
        };
        self.publish(via, payload, None, now_ms);
        Ok(())
    }

    /// Publishes `payload` now and again until answered or [`GIVE_UP_MS`] passed.
    fn publish(&mut self, via: Via, payload: Payload, to: Option<PublicKey>, now_ms: u64) {
        self.publications.push(Publication {
            via,
            payload,
            to,
            next_ms: now_ms,
            interval_ms: FIRST_RETRY_MS,
            until_ms: Some(now_ms.saturating_add(GIVE_UP_MS)),
        });
    }

    /// Publishes `payload` once (a refusal: a join repeated is refused again).
    fn publish_once(&mut self, via: Via, payload: Payload, now_ms: u64) {
        self.publications.push(Publication {
            via,
            payload,
            to: None,
            next_ms: now_ms,
            interval_ms: FIRST_RETRY_MS,
            until_ms: None,
        });
    }

    /// The frames of the publications due at `now_ms`; one-off publications are then dropped.
    fn flush(&mut self, now_ms: u64) -> Vec<Output> {
        let mut frames = Vec::new();
        for publication in &mut self.publications {
            if publication.next_ms > now_ms {
                continue;
            }
            let channel = match publication.via {
                Via::Play => self.play.as_ref(),
                Via::Watch => self.watch.as_ref(),
            };
            let Some(channel) = channel else { continue };
            if let Ok(frame) = sealed_event(&self.keys, channel, &publication.payload, now_ms) {
                frames.push(Output::Send(frame));
            }
            publication.next_ms = now_ms.saturating_add(publication.interval_ms);
            publication.interval_ms = (publication.interval_ms * 2).min(LONGEST_RETRY_MS);
        }
        self.publications
            .retain(|p| p.until_ms.is_some() || p.next_ms <= now_ms);
        frames
    }
}

/// The `EVENT` frame carrying `payload` sealed on `channel` by `keys`, dated `now_ms`.
fn sealed_event(
    keys: &Keys,
    channel: &Channel,
    payload: &Payload,
    now_ms: u64,
) -> Result<String, RandomError> {
    let content = channel.key.seal(&keys.public(), &payload.encode())?;
    let event = Event::signed(
        keys,
        now_ms / 1000,
        SIGNAL_KIND,
        vec![vec!["x".into(), channel.topic.clone()]],
        content,
    )?;
    Ok(ClientMessage::Event(event).to_frame())
}

#[cfg(test)]
mod tests;
