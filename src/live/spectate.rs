//! What the host's app sends each spectator over the spectator's own data channel: the game as it
//! stands, at join and after every change (a move, a counting step, a takeback, the result), so a
//! spectator that missed a message loses nothing. Untrusted input, read strictly.
//!
//! Layout (spectator format, version 1): `version` byte · tag byte (1: the game) · the game's id in
//! 8 bytes (big-endian) · the game as a [`crate::formats::link`] payload, a 2-byte length then its
//! bytes (at most [`MAX_GAME_BYTES`], and it must read as a game) · a clock flag (0 or 1), then
//! White's and Black's time left, each in 4 bytes of milliseconds (at most
//! [`crate::live::messages::MAX_CLOCK_MS`]). Nothing may follow the last field; at most
//! [`crate::live::messages::MAX_MESSAGE_BYTES`] in all. Refusals are the players' messages'
//! ([`MessageError`]).
use crate::formats::link::{self, SharedGame};
use crate::live::messages::{push_clock, push_text, MessageError, Reader, MAX_GAME_BYTES};

/// The version tag written first; decoding refuses other versions.
const VERSION: u8 = 1;
/// The tag of the game as it stands.
const TAG_GAME: u8 = 1;

/// The game as a spectator sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spectated {
    /// The live game's id.
    pub game_id: u64,
    /// The game: its record (moves, counting, result) and the players' names.
    pub game: SharedGame,
    /// White's and Black's time left in milliseconds when sent, in a game with a clock.
    pub clock_ms: Option<[u64; 2]>,
}

/// Writes the game for a spectator; `None` when the game has no link payload (see
/// [`link::encode`]).
pub fn encode(spectated: &Spectated) -> Option<Vec<u8>> {
    let game = link::encode(&spectated.game).ok()?;
    let mut out = vec![VERSION, TAG_GAME];
    out.extend_from_slice(&spectated.game_id.to_be_bytes());
    push_text(&mut out, game.as_bytes(), 2);
    out.push(u8::from(spectated.clock_ms.is_some()));
    for ms in spectated.clock_ms.iter().flatten() {
        push_clock(&mut out, *ms);
    }
    Some(out)
}

/// Reads what [`encode`] wrote, of this version.
///
/// # Errors
/// See [`MessageError`]: the first problem found; a game that does not read is `Malformed`.
pub fn decode(bytes: &[u8]) -> Result<Spectated, MessageError> {
    let mut reader = Reader::open(bytes, VERSION)?;
    match reader.byte()? {
        TAG_GAME => {}
        tag => return Err(MessageError::Unknown(tag)),
    }
    let game_id = reader.u64()?;
    let game = reader.text(2, MAX_GAME_BYTES)?;
    let game = link::decode(&game).map_err(|_| MessageError::Malformed)?;
    let clock_ms = match reader.choice(2)? {
        0 => None,
        _ => Some([reader.clock()?, reader.clock()?]),
    };
    if !reader.0.is_empty() {
        return Err(MessageError::Malformed);
    }
    Ok(Spectated {
        game_id,
        game,
        clock_ms,
    })
}

pub mod pace;

#[cfg(test)]
pub(crate) mod tests;
