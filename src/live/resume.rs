//! What this device keeps of each live game played over relays, so that it rejoins the game by
//! itself after a reload, a closed tab or a game reopened from the library: its seat, the game's
//! secret, this device's key, the other player's key once known, and the relays the game was
//! made with (whatever the network setting says later). Kept in `localStorage` under
//! [`RESUME_KEY`]; the format is in docs/formats.md.
use makruk_signal::hex;
use makruk_signal::keys::PublicKey;
use makruk_signal::secret::GameSecret;

use crate::platform::storage;

pub mod watch;

/// Storage key of the games to rejoin.
pub const RESUME_KEY: &str = "makruk.live-resume";
/// The text's first line.
const HEADER: &str = "makruk-live-resume 1";
/// How many games are kept (the newest).
pub const RESUME_KEPT: usize = 16;

/// This device's seat in a game played over relays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Made the link.
    Host,
    /// Took the seat the link offered.
    Guest,
}

/// A game this device rejoins by itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resume {
    /// The live game's identity.
    pub game_id: u64,
    /// This device's seat.
    pub seat: Seat,
    /// The game's secret (its topic and key on the relays).
    pub secret: GameSecret,
    /// This device's signing key in the game.
    pub key: [u8; 32],
    /// The other player's key once known: the seated guest's (host), the host's (guest).
    pub peer: Option<PublicKey>,
    /// The relays the game was made with.
    pub relays: Vec<String>,
}

impl Resume {
    /// The entry as one line of the stored text.
    fn to_line(&self) -> String {
        let mut fields = vec![
            format!("{:016x}", self.game_id),
            match self.seat {
                Seat::Host => "host".into(),
                Seat::Guest => "guest".into(),
            },
            hex::encode(&self.secret.0),
            hex::encode(&self.key),
            self.peer
                .map_or_else(|| "-".into(), |peer| hex::encode(&peer)),
        ];
        fields.extend(self.relays.iter().cloned());
        fields.join(" ")
    }

    /// An entry's line, if it reads as a whole.
    fn from_line(line: &str) -> Option<Resume> {
        let mut fields = line.split(' ');
        let id = fields.next().filter(|id| id.len() == 16)?;
        let game_id = u64::from_str_radix(id, 16).ok()?;
        let seat = match fields.next()? {
            "host" => Seat::Host,
            "guest" => Seat::Guest,
            _ => return None,
        };
        let secret = GameSecret(hex::decode(fields.next()?)?);
        let key = hex::decode(fields.next()?)?;
        let peer = match fields.next()? {
            "-" => None,
            peer => Some(hex::decode(peer)?),
        };
        let relays: Vec<String> = fields.map(str::to_string).collect();
        if relays.is_empty() || relays.iter().any(|relay| !is_relay_url(relay)) {
            return None;
        }
        Some(Resume {
            game_id,
            seat,
            secret,
            key,
            peer,
            relays,
        })
    }
}

/// Whether `url` may stand as a relay in the stored text: a WebSocket address of printable
/// characters with no space.
fn is_relay_url(url: &str) -> bool {
    (url.starts_with("wss://") || url.starts_with("ws://"))
        && url.len() <= 256
        && url.chars().all(|c| c.is_ascii_graphic())
}

/// The stored text of `entries`.
pub fn encode(entries: &[Resume]) -> String {
    let mut text = String::from(HEADER);
    for entry in entries {
        text.push('\n');
        text.push_str(&entry.to_line());
    }
    text
}

/// The entries of a stored text: none when its first line is not this version's; a line that does
/// not read is left out.
pub fn decode(text: &str) -> Vec<Resume> {
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Vec::new();
    }
    lines.filter_map(Resume::from_line).collect()
}

/// `entries` with `entry` in place of any of its game, newest last, at most [`RESUME_KEPT`].
pub fn with_entry(mut entries: Vec<Resume>, entry: Resume) -> Vec<Resume> {
    entries.retain(|kept| kept.game_id != entry.game_id);
    entries.push(entry);
    let excess = entries.len().saturating_sub(RESUME_KEPT);
    entries.split_off(excess)
}

/// The stored entry of game `game_id`.
pub fn find(game_id: u64) -> Option<Resume> {
    let text = storage::read(RESUME_KEY)?;
    decode(&text)
        .into_iter()
        .find(|entry| entry.game_id == game_id)
}

/// Stores `entry` (in place of any earlier one of its game).
pub fn keep(entry: Resume) {
    let entries = storage::read(RESUME_KEY)
        .map(|text| decode(&text))
        .unwrap_or_default();
    storage::write(RESUME_KEY, &encode(&with_entry(entries, entry)));
}

/// Stores the other player's key for game `game_id`, once known.
pub fn keep_peer(game_id: u64, peer: PublicKey) {
    if let Some(entry) = find(game_id).filter(|entry| entry.peer != Some(peer)) {
        keep(Resume {
            peer: Some(peer),
            ..entry
        });
    }
}

#[cfg(test)]
#[path = "resume/tests.rs"]
mod tests;
