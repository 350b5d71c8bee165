//! The lobby (*Play online*): open challenges seen on the relays, public by nature, and the
//! acceptance that turns one into a game.
//!
//! A challenge is an addressable event ([`LOBBY_KIND`]: a relay keeps the latest per author and
//! `d` tag, the challenge's id) on the public [`lobby_topic`], re-published every
//! [`REPUBLISH_MS`] while its page is open, with an `expiration` tag (NIP-40) and read only while
//! younger than [`ENTRY_LIFETIME_S`]. A player accepts with an ephemeral event
//! ([`ACCEPT_KIND`], tagged with the poster's key) carrying a new game's secret sealed for the
//! poster alone (ECDH between the two keys). The poster takes the first acceptance and replaces
//! its challenge with a withdrawal naming the winner: the challenge disappears everywhere, the
//! winner learns it has the game, the others that it was taken. Then both play as host and guest
//! of `session.rs` on that secret.
//!
//! Entries are untrusted: each is read strictly ([`Entry::decode`]), its author limited to
//! [`EVENTS_PER_KEY_PER_MINUTE`], at most [`ENTRIES_KEPT`] are kept and [`SCREENFUL`] shown.
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use makruk_core::Variant;
use sha2::{Digest, Sha256};

use crate::bytes::{push_sized, push_varint, FormatError, Reader};
use crate::event::Event;
use crate::frame::{ClientMessage, Filter, RelayMessage};
use crate::guard::{DropCounts, Dropped, Guard};
use crate::hex;
use crate::keys::{random_u64, Keys, PublicKey, RandomError};
use crate::payload::{valid_name, MAX_NAME_BYTES};
use crate::secret::{derive, GameSecret, SealKey};

/// The kind of lobby entries (addressable: relays keep the latest per author and id).
pub const LOBBY_KIND: u16 = 35050;
/// The kind of acceptances (ephemeral).
pub const ACCEPT_KIND: u16 = 25051;
/// The subscription id of the lobby.
pub const SUBSCRIPTION: &str = "makruk-lobby";
/// How often an open challenge is published again, in milliseconds.
pub const REPUBLISH_MS: u64 = 30_000;
/// How long an entry is shown after it was last published, in seconds.
pub const ENTRY_LIFETIME_S: u64 = 90;
/// How many events one key may send to the lobby in a minute.
pub const EVENTS_PER_KEY_PER_MINUTE: u32 = 6;
/// How many entries are kept.
pub const ENTRIES_KEPT: usize = 64;
/// How many entries are shown at most.
pub const SCREENFUL: usize = 12;
/// How long an acceptance waits for the poster's answer, in milliseconds.
pub const ACCEPT_WAIT_MS: u64 = 30_000;
/// The longest rule options text, in bytes.
pub const MAX_OPTIONS_BYTES: usize = 128;
/// The longest clock base, in milliseconds (24 hours).
pub const MAX_CLOCK_BASE_MS: u64 = 24 * 60 * 60 * 1000;
/// The longest clock increment, in milliseconds (1 hour).
pub const MAX_CLOCK_INCREMENT_MS: u64 = 60 * 60 * 1000;
/// The version byte of entries and acceptances.
pub const LOBBY_VERSION: u8 = 1;

/// The lobby's topic tag: public, the same for every player.
pub fn lobby_topic() -> String {
    hex::encode(&Sha256::digest(b"makruk lobby 1"))
}

/// The side the poster takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Drawn when the game starts.
    Random,
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// Whether the poster plays White in the game agreed on `secret` (a drawn side is drawn from
    /// the secret, which both players hold).
    pub fn poster_plays_white(self, secret: &GameSecret) -> bool {
        match self {
            Side::White => true,
            Side::Black => false,
            Side::Random => derive(&secret.0, "lobby side")[0] & 1 == 0,
        }
    }
}

/// An open challenge: the game its poster proposes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// When the poster first posted it, in seconds since the Unix epoch (its age).
    pub posted_s: u64,
    /// The variant.
    pub variant: Variant,
    /// The clock's base and increment in milliseconds, `None` for a game without a clock.
    pub clock: Option<(u64, u64)>,
    /// The poster's side.
    pub side: Side,
    /// The rule options that differ from a new game's, as the app writes them (printable ASCII
    /// here; the app reads them with its options decoder before showing them).
    pub options: String,
    /// The poster's chosen name (may be empty).
    pub name: String,
}

/// A lobby entry's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Open.
    Open(Challenge),
    /// Withdrawn: taken by a key, or closed by its poster.
    Withdrawn {
        /// The key whose acceptance took it.
        taken_by: Option<PublicKey>,
    },
}

impl Entry {
    /// The entry's bytes: version · type (1 open, 2 withdrawn) · the fields.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![LOBBY_VERSION];
        match self {
            Entry::Open(challenge) => {
                out.push(1);
                push_varint(&mut out, challenge.posted_s);
                out.push(
                    Variant::ALL
                        .iter()
                        .position(|v| *v == challenge.variant)
                        .unwrap_or(0) as u8,
                );
                match challenge.clock {
                    None => out.push(0),
                    Some((base, increment)) => {
                        out.push(1);
                        push_varint(&mut out, base);
                        push_varint(&mut out, increment);
                    }
                }
                out.push(match challenge.side {
                    Side::Random => 0,
                    Side::White => 1,
                    Side::Black => 2,
                });
                push_sized(&mut out, challenge.options.as_bytes());
                push_sized(&mut out, challenge.name.as_bytes());
            }
            Entry::Withdrawn { taken_by } => {
                out.push(2);
                match taken_by {
                    None => out.push(0),
                    Some(key) => {
                        out.push(1);
                        out.extend(key);
                    }
                }
            }
        }
        out
    }

    /// Reads an entry.
    ///
    /// # Errors
    /// Anything but an entry of this version within its limits: see [`FormatError`].
    pub fn decode(bytes: &[u8]) -> Result<Entry, FormatError> {
        let mut reader = Reader::new(bytes);
        reader.version(LOBBY_VERSION)?;
        let entry = match reader.byte()? {
            1 => {
                let posted_s = reader.varint()?;
                let variant = *Variant::ALL
                    .get(usize::from(reader.byte()?))
                    .ok_or(FormatError::Field("variant"))?;
                let clock = match reader.byte()? {
                    0 => None,
                    1 => {
                        let (base, increment) = (reader.varint()?, reader.varint()?);
                        if base == 0
                            || base > MAX_CLOCK_BASE_MS
                            || increment > MAX_CLOCK_INCREMENT_MS
                        {
                            return Err(FormatError::Field("clock"));
                        }
                        Some((base, increment))
                    }
                    _ => return Err(FormatError::Field("clock")),
                };
                let side = match reader.byte()? {
                    0 => Side::Random,
                    1 => Side::White,
                    2 => Side::Black,
                    _ => return Err(FormatError::Field("side")),
                };
                let options = reader.text(MAX_OPTIONS_BYTES, "options")?;
                if !options.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
                    return Err(FormatError::Field("options"));
                }
                let name = reader.text(MAX_NAME_BYTES, "name")?;
                if !valid_name(name) {
                    return Err(FormatError::Field("name"));
                }
                Entry::Open(Challenge {
                    posted_s,
                    variant,
                    clock,
                    side,
                    options: options.to_string(),
                    name: name.to_string(),
                })
            }
            2 => Entry::Withdrawn {
                taken_by: match reader.byte()? {
                    0 => None,
                    1 => Some(reader.array()?),
                    _ => return Err(FormatError::Field("taken by")),
                },
            },
            other => return Err(FormatError::Kind(other)),
        };
        reader.finish()?;
        Ok(entry)
    }
}

/// An acceptance's sealed bytes: version · the challenge's id (8 bytes) · the game's secret (32
/// bytes) · the accepting player's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Acceptance {
    /// The challenge's id.
    pub id: u64,
    /// The new game's secret.
    pub secret: GameSecret,
    /// The accepting player's name (may be empty).
    pub name: String,
}

impl Acceptance {
    /// The acceptance's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![LOBBY_VERSION];
        out.extend(self.id.to_be_bytes());
        out.extend(self.secret.0);
        push_sized(&mut out, self.name.as_bytes());
        out
    }

    /// Reads an acceptance.
    ///
    /// # Errors
    /// Anything but an acceptance of this version: see [`FormatError`].
    pub fn decode(bytes: &[u8]) -> Result<Acceptance, FormatError> {
        let mut reader = Reader::new(bytes);
        reader.version(LOBBY_VERSION)?;
        let id = reader.u64()?;
        let secret = GameSecret(reader.array()?);
        let name = reader.text(MAX_NAME_BYTES, "name")?;
        if !valid_name(name) {
            return Err(FormatError::Field("name"));
        }
        reader.finish()?;
        Ok(Acceptance {
            id,
            secret,
            name: name.to_string(),
        })
    }
}

/// The key that seals an acceptance between `keys` and the holder of `other`.
fn acceptance_key(keys: &Keys, other: &PublicKey) -> Option<SealKey> {
    keys.shared_secret(other)
        .map(|shared| SealKey(derive(&shared, "lobby accept")))
}

/// An entry as the lobby view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The poster's key.
    pub author: PublicKey,
    /// The challenge's id.
    pub id: u64,
    /// The challenge.
    pub challenge: Challenge,
    /// How long ago it was first posted, in seconds.
    pub age_s: u64,
}

/// What the lobby asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyOutput {
    /// Send this text frame to every relay.
    Send(String),
    /// A game was agreed: play it as `role` of `session.rs` on `secret`.
    Matched {
        /// Host (this device posted the challenge) or guest (it accepted).
        host: bool,
        /// The challenge's id (the new game's identity on both devices).
        id: u64,
        /// The game's secret.
        secret: GameSecret,
        /// The challenge.
        challenge: Challenge,
        /// The other player's name.
        name: String,
    },
    /// The challenge this device accepted was taken by another.
    Taken,
    /// The poster did not answer this device's acceptance in [`ACCEPT_WAIT_MS`].
    GaveUp,
}

/// One entry kept.
#[derive(Clone, Debug)]
struct Kept {
    author: PublicKey,
    id: u64,
    challenge: Challenge,
    /// The `created_at` of the latest publication.
    seen_s: u64,
}

/// This device's open challenge.
#[derive(Debug)]
struct Posted {
    id: u64,
    challenge: Challenge,
    next_ms: u64,
}

/// This device's acceptance, waiting for the poster.
#[derive(Debug)]
struct Accepting {
    author: PublicKey,
    id: u64,
    challenge: Challenge,
    secret: GameSecret,
    event: String,
    next_ms: u64,
    until_ms: u64,
}

/// The lobby of one page.
#[derive(Debug)]
pub struct Lobby {
    keys: Keys,
    name: String,
    guard: Guard,
    dropped: DropCounts,
    entries: Vec<Kept>,
    hidden: Vec<String>,
    posted: Option<Posted>,
    accepting: Option<Accepting>,
}

impl Lobby {
    /// A lobby for a page whose player is called `name`, with a throwaway key.
    pub fn new(keys: Keys, name: &str) -> Lobby {
        Lobby {
            guard: Guard::new(keys.public(), EVENTS_PER_KEY_PER_MINUTE),
            keys,
            name: name.to_string(),
            dropped: DropCounts::default(),
            entries: Vec::new(),
            hidden: Vec::new(),
            posted: None,
            accepting: None,
        }
    }

    /// The name an acceptance from this page gives from now on.
    pub fn set_name(&mut self, name: &str) {
        self.name = name.to_string();
    }

    /// What was dropped so far, by reason.
    pub fn dropped(&self) -> DropCounts {
        self.dropped
    }

    /// The subscription to send to each relay once connected: the entries younger than
    /// [`ENTRY_LIFETIME_S`] and the acceptances for this device.
    pub fn subscription(&self, now_ms: u64) -> String {
        ClientMessage::Req {
            subscription: SUBSCRIPTION.into(),
            filters: vec![
                Filter {
                    kinds: vec![LOBBY_KIND],
                    tag: Some(('x', vec![lobby_topic()])),
                    since: Some((now_ms / 1000).saturating_sub(ENTRY_LIFETIME_S)),
                    limit: Some(ENTRIES_KEPT as u32),
                    ..Filter::default()
                },
                Filter {
                    kinds: vec![ACCEPT_KIND],
                    tag: Some(('p', vec![hex::encode(&self.keys.public())])),
                    since: Some((now_ms / 1000).saturating_sub(60)),
                    ..Filter::default()
                },
            ],
        }
        .to_frame()
    }

    /// The entries to show at `now_ms`: at most [`SCREENFUL`], the newest first, none of a hidden
    /// name, none of this device.
    pub fn shown(&self, now_ms: u64) -> Vec<Shown> {
        let now_s = now_ms / 1000;
        let mut shown: Vec<Shown> = self
            .entries
            .iter()
            .filter(|kept| kept.seen_s + ENTRY_LIFETIME_S >= now_s)
            .filter(|kept| !self.hidden.contains(&kept.challenge.name))
            .map(|kept| Shown {
                author: kept.author,
                id: kept.id,
                challenge: kept.challenge.clone(),
                age_s: now_s.saturating_sub(kept.challenge.posted_s),
            })
            .collect();
        shown.sort_by_key(|entry| entry.age_s);
        shown.truncate(SCREENFUL);
        shown
    }

    /// Hides the challenges of `name` from now on.
    pub fn hide(&mut self, name: &str) {
        if !self.hidden.iter().any(|hidden| hidden == name) {
            self.hidden.push(name.to_string());
        }
    }

    /// Shows again the challenges of every name hidden.
    pub fn show_hidden(&mut self) {
        self.hidden.clear();
    }

    /// Posts a challenge (replacing this device's open one).
    ///
    /// # Errors
    /// The random generator failed.
    pub fn post(
        &mut self,
        challenge: Challenge,
        now_ms: u64,
    ) -> Result<Vec<LobbyOutput>, RandomError> {
        self.posted = Some(Posted {
            id: random_u64()?,
            challenge,
            next_ms: now_ms,
        });
        Ok(self.tick(now_ms))
    }

    /// Withdraws this device's open challenge.
    pub fn withdraw(&mut self, now_ms: u64) -> Vec<LobbyOutput> {
        match self.posted.take() {
            Some(posted) => {
                self.entry_frame(posted.id, &Entry::Withdrawn { taken_by: None }, now_ms)
            }
            None => Vec::new(),
        }
    }

    /// Accepts the challenge `id` of `author`, as shown (again: nothing more, the acceptance sent
    /// stands, so its secret stays the one the poster may take).
    ///
    /// # Errors
    /// The random generator failed, or no such challenge is shown.
    pub fn accept(
        &mut self,
        author: &PublicKey,
        id: u64,
        now_ms: u64,
    ) -> Result<Vec<LobbyOutput>, RandomError> {
        if self
            .accepting
            .as_ref()
            .is_some_and(|a| a.author == *author && a.id == id)
        {
            return Ok(Vec::new());
        }
        let Some(kept) = self
            .entries
            .iter()
            .find(|kept| kept.author == *author && kept.id == id)
        else {
            return Ok(Vec::new());
        };
        let Some(key) = acceptance_key(&self.keys, author) else {
            return Ok(Vec::new());
        };
        let secret = GameSecret::generate()?;
        let acceptance = Acceptance {
            id,
            secret: secret.clone(),
            name: self.name.clone(),
        };
        let content = key.seal(&self.keys.public(), &acceptance.encode())?;
        let event = Event::signed(
            &self.keys,
            now_ms / 1000,
            ACCEPT_KIND,
            vec![
                vec!["x".into(), lobby_topic()],
                vec!["p".into(), hex::encode(author)],
            ],
            content,
        )?;
        self.accepting = Some(Accepting {
            author: *author,
            id,
            challenge: kept.challenge.clone(),
            secret,
            event: ClientMessage::Event(event).to_frame(),
            next_ms: now_ms,
            until_ms: now_ms + ACCEPT_WAIT_MS,
        });
        Ok(self.tick(now_ms))
    }

    /// Re-publishes this device's challenge and acceptance when due, forgets old entries. Call
    /// it every second or so.
    pub fn tick(&mut self, now_ms: u64) -> Vec<LobbyOutput> {
        let mut outputs = Vec::new();
        let now_s = now_ms / 1000;
        self.entries
            .retain(|kept| kept.seen_s + ENTRY_LIFETIME_S >= now_s);
        if let Some(posted) = &mut self.posted {
            if posted.next_ms <= now_ms {
                posted.next_ms = now_ms + REPUBLISH_MS;
                let (id, entry) = (posted.id, Entry::Open(posted.challenge.clone()));
                outputs.extend(self.entry_frame(id, &entry, now_ms));
            }
        }
        if let Some(accepting) = &mut self.accepting {
            if now_ms >= accepting.until_ms {
                self.accepting = None;
                outputs.push(LobbyOutput::GaveUp);
            } else if accepting.next_ms <= now_ms {
                // The same event again: a relay that missed it gets it, the poster drops repeats.
                accepting.next_ms = now_ms + 5000;
                outputs.push(LobbyOutput::Send(accepting.event.clone()));
            }
        }
        outputs
    }

    /// The frame publishing `entry` as challenge `id`.
    fn entry_frame(&self, id: u64, entry: &Entry, now_ms: u64) -> Vec<LobbyOutput> {
        let now_s = now_ms / 1000;
        let tags = vec![
            vec!["d".into(), hex::encode(&id.to_be_bytes())],
            vec!["x".into(), lobby_topic()],
            vec!["expiration".into(), (now_s + ENTRY_LIFETIME_S).to_string()],
        ];
        let content = URL_SAFE_NO_PAD.encode(entry.encode());
        match Event::signed(&self.keys, now_s, LOBBY_KIND, tags, content) {
            Ok(event) => vec![LobbyOutput::Send(ClientMessage::Event(event).to_frame())],
            Err(_) => Vec::new(),
        }
    }

    /// Reads a relay's frame.
    pub fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<LobbyOutput> {
        let event = match RelayMessage::decode(frame) {
            Ok(RelayMessage::Event {
                subscription,
                event,
            }) if subscription == SUBSCRIPTION => event,
            Ok(_) => return Vec::new(),
            Err(_) => {
                self.dropped.count(Dropped::Malformed);
                return Vec::new();
            }
        };
        let result = match event.kind {
            LOBBY_KIND => self.on_entry(&event, now_ms),
            ACCEPT_KIND => self.on_acceptance(&event, now_ms),
            _ => Err(Dropped::NotOurs),
        };
        result.unwrap_or_else(|dropped| {
            self.dropped.count(dropped);
            Vec::new()
        })
    }

    /// An entry published or withdrawn.
    fn on_entry(&mut self, event: &Event, now_ms: u64) -> Result<Vec<LobbyOutput>, Dropped> {
        if event.tag("x") != Some(lobby_topic().as_str()) {
            return Err(Dropped::NotOurs);
        }
        let now_s = now_ms / 1000;
        // Stored entries come back from relays after a lifetime at most (the subscription's
        // `since`); older ones are dropped here as the guard's window would.
        if event.created_at + ENTRY_LIFETIME_S < now_s {
            return Err(Dropped::OutOfWindow);
        }
        self.guard.admit(event, now_s)?;
        let id = event
            .tag("d")
            .and_then(hex::decode::<8>)
            .map(u64::from_be_bytes)
            .ok_or(Dropped::Malformed)?;
        let bytes = URL_SAFE_NO_PAD
            .decode(&event.content)
            .map_err(|_| Dropped::Malformed)?;
        let entry = Entry::decode(&bytes).map_err(|_| Dropped::Malformed)?;
        let position = self
            .entries
            .iter()
            .position(|kept| kept.author == event.pubkey && kept.id == id);
        if position.is_some_and(|at| self.entries[at].seen_s > event.created_at) {
            return Err(Dropped::Repeated);
        }
        match entry {
            Entry::Open(challenge) => {
                if challenge.posted_s > event.created_at {
                    return Err(Dropped::Malformed);
                }
                let kept = Kept {
                    author: event.pubkey,
                    id,
                    challenge,
                    seen_s: event.created_at,
                };
                match position {
                    Some(at) => self.entries[at] = kept,
                    None if self.entries.len() < ENTRIES_KEPT => self.entries.push(kept),
                    None => return Err(Dropped::Flood),
                }
                Ok(Vec::new())
            }
            Entry::Withdrawn { taken_by } => {
                if let Some(at) = position {
                    self.entries.remove(at);
                }
                let Some(accepting) = self
                    .accepting
                    .take_if(|a| a.author == event.pubkey && a.id == id)
                else {
                    return Ok(Vec::new());
                };
                Ok(vec![if taken_by == Some(self.keys.public()) {
                    LobbyOutput::Matched {
                        host: false,
                        id,
                        secret: accepting.secret,
                        challenge: accepting.challenge,
                        name: String::new(),
                    }
                } else {
                    LobbyOutput::Taken
                }])
            }
        }
    }

    /// An acceptance of this device's challenge.
    fn on_acceptance(&mut self, event: &Event, now_ms: u64) -> Result<Vec<LobbyOutput>, Dropped> {
        if event.tag("p") != Some(hex::encode(&self.keys.public()).as_str()) {
            return Err(Dropped::NotOurs);
        }
        self.guard.admit(event, now_ms / 1000)?;
        let key = acceptance_key(&self.keys, &event.pubkey).ok_or(Dropped::Malformed)?;
        let bytes = key
            .open(&event.pubkey, &event.content)
            .map_err(|_| Dropped::Malformed)?;
        let acceptance = Acceptance::decode(&bytes).map_err(|_| Dropped::Malformed)?;
        let posted = self
            .posted
            .take_if(|posted| posted.id == acceptance.id)
            .ok_or(Dropped::Unexpected)?;
        let mut outputs = self.entry_frame(
            posted.id,
            &Entry::Withdrawn {
                taken_by: Some(event.pubkey),
            },
            now_ms,
        );
        outputs.push(LobbyOutput::Matched {
            host: true,
            id: posted.id,
            secret: acceptance.secret,
            challenge: posted.challenge,
            name: acceptance.name,
        });
        Ok(outputs)
    }
}

#[cfg(test)]
mod tests;
