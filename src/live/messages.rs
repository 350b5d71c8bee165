//! The messages the two players' apps send each other over the data channel: untrusted input, read
//! strictly.
//!
//! Layout (version 1): `version` byte · tag byte (the message, see [`PeerMessage`]'s variants) · the
//! fields, fixed-width big-endian numbers: a ply in 2 bytes (at most [`MAX_PLIES`]), a game id in
//! 8, a ping id in 4, a clock in 4 (milliseconds, at most [`MAX_CLOCK_MS`]), a flag or choice in
//! 1 (0 or 1; a count control 0 start, 1 stop, 2 restart; a seat 0 White, 1 Black); an optional
//! clock as a flag byte then the clock; a name or move as a length byte then its bytes; a game or a
//! chat message as a 2-byte length then its bytes. Nothing may follow the last field.
use std::fmt;

use makruk_core::Color;
use makruk_signal::chat::ChatMessage;
use makruk_signal::session::MAX_WATCHERS;

use crate::formats::bytes::ByteReader;
use crate::formats::link::MAX_NAME_BYTES;
use crate::model::counting::CountControl;
use crate::model::record::clean_name;

/// The longest message, in bytes.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// The most plies a live game may reach.
pub const MAX_PLIES: u32 = 4096;
/// The most time a clock may show, in milliseconds (24 hours).
pub const MAX_CLOCK_MS: u64 = 24 * 60 * 60 * 1000;
/// The longest game a hello may carry (a [`crate::formats::link`] payload), in bytes.
pub const MAX_GAME_BYTES: usize = 8 * 1024;
/// The longest move a message may carry (UCI), in bytes.
pub const MAX_UCI_BYTES: usize = 8;

/// The version tag written first; decoding refuses other versions.
const VERSION: u8 = 1;

/// A message between the two players' apps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerMessage {
    /// The first message of each side after the channel opens (tag 1).
    Hello {
        /// The game's id (as in the invite).
        game_id: u64,
        /// The sender's name.
        name: String,
        /// The sender's side.
        seat: Color,
        /// The sender's game, a [`crate::formats::link`] payload.
        game: String,
        /// White's and Black's time left in milliseconds, in a game with a clock.
        clock_ms: Option<[u64; 2]>,
    },
    /// A move (tag 2).
    Move {
        /// The plies before the move.
        ply: u32,
        /// The move in UCI.
        uci: String,
        /// The mover's time left after the move, increment added, in milliseconds.
        clock_ms: Option<u64>,
    },
    /// A counting button pressed (tag 3).
    Count {
        /// The plies before it.
        ply: u32,
        /// The button.
        control: CountControl,
    },
    /// A draw offered (tag 4).
    OfferDraw {
        /// The plies at the offer.
        ply: u32,
    },
    /// A draw offer answered (tag 5).
    AnswerDraw {
        /// The plies at the offer.
        ply: u32,
        /// Whether the draw is agreed.
        accept: bool,
    },
    /// The sender resigns (tag 6).
    Resign {
        /// The plies at the resignation.
        ply: u32,
    },
    /// The sender asks to take back the last move (tag 7).
    AskTakeback {
        /// The plies at the request.
        ply: u32,
    },
    /// A takeback request answered (tag 8).
    AnswerTakeback {
        /// The plies at the request.
        ply: u32,
        /// Whether the move is taken back.
        accept: bool,
    },
    /// The receiver's time ran out by the sender's clock (tag 9).
    Flag {
        /// The plies when it ran out.
        ply: u32,
    },
    /// A new game offered after this one (tag 10).
    OfferRematch {
        /// The new game's id.
        game_id: u64,
    },
    /// A rematch answered (tag 11).
    AnswerRematch {
        /// The new game's id.
        game_id: u64,
        /// Whether it is accepted.
        accept: bool,
    },
    /// Asks for a [`PeerMessage::Pong`] with the same id (tag 12).
    Ping {
        /// Any number.
        id: u32,
    },
    /// The answer to a [`PeerMessage::Ping`] (tag 13).
    Pong {
        /// The ping's id.
        id: u32,
    },
    /// A chat message (tag 14): a 2-byte length, then the chat's bytes
    /// (`makruk_signal::chat`, read strictly).
    Chat(ChatMessage),
    /// The host's count of the spectators it serves (tag 15), sent to the guest when it changes
    /// and when the channel opens: a byte, at most [`makruk_signal::session::MAX_WATCHERS`]. An
    /// app that does not know the tag ignores it ([`MessageError::Unknown`]).
    Watching {
        /// How many spectators are connected.
        count: u8,
    },
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// No bytes.
    Empty,
    /// More than [`MAX_MESSAGE_BYTES`].
    TooLong,
    /// Written by another version of the app.
    Version(u8),
    /// An unknown message tag.
    Unknown(u8),
    /// The message ends too early.
    Truncated,
    /// A field out of bounds, or bytes after the last field.
    Malformed,
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::Empty => write!(f, "the other player's app sent an empty message"),
            MessageError::TooLong => write!(f, "the other player's app sent too long a message"),
            MessageError::Version(v) => write!(
                f,
                "the other player's app is another version (message format {v})"
            ),
            MessageError::Unknown(tag) => {
                write!(f, "the other player's app sent an unknown message ({tag})")
            }
            MessageError::Truncated => {
                write!(f, "the other player's app sent a message cut short")
            }
            MessageError::Malformed => {
                write!(f, "the other player's app sent an invalid message")
            }
        }
    }
}

impl std::error::Error for MessageError {}

/// Writes a message. A field out of the bounds [`decode`] checks is written so that [`decode`]
/// refuses it.
pub fn encode(message: &PeerMessage) -> Vec<u8> {
    let mut out = vec![VERSION];
    match message {
        PeerMessage::Hello {
            game_id,
            name,
            seat,
            game,
            clock_ms,
        } => {
            out.push(1);
            out.extend_from_slice(&game_id.to_be_bytes());
            push_text(&mut out, name.as_bytes(), 1);
            out.push(seat.fold_wb(0, 1));
            push_text(&mut out, game.as_bytes(), 2);
            out.push(u8::from(clock_ms.is_some()));
            for ms in clock_ms.iter().flatten() {
                push_clock(&mut out, *ms);
            }
        }
        PeerMessage::Move { ply, uci, clock_ms } => {
            push_ply(&mut out, 2, *ply);
            push_text(&mut out, uci.as_bytes(), 1);
            out.push(u8::from(clock_ms.is_some()));
            if let Some(ms) = clock_ms {
                push_clock(&mut out, *ms);
            }
        }
        PeerMessage::Count { ply, control } => {
            push_ply(&mut out, 3, *ply);
            out.push(match control {
                CountControl::Start => 0,
                CountControl::Stop => 1,
                CountControl::Restart => 2,
            });
        }
        PeerMessage::OfferDraw { ply } => push_ply(&mut out, 4, *ply),
        PeerMessage::AnswerDraw { ply, accept } => {
            push_ply(&mut out, 5, *ply);
            out.push(u8::from(*accept));
        }
        PeerMessage::Resign { ply } => push_ply(&mut out, 6, *ply),
        PeerMessage::AskTakeback { ply } => push_ply(&mut out, 7, *ply),
        PeerMessage::AnswerTakeback { ply, accept } => {
            push_ply(&mut out, 8, *ply);
            out.push(u8::from(*accept));
        }
        PeerMessage::Flag { ply } => push_ply(&mut out, 9, *ply),
        PeerMessage::OfferRematch { game_id } => {
            out.push(10);
            out.extend_from_slice(&game_id.to_be_bytes());
        }
        PeerMessage::AnswerRematch { game_id, accept } => {
            out.push(11);
            out.extend_from_slice(&game_id.to_be_bytes());
            out.push(u8::from(*accept));
        }
        PeerMessage::Ping { id } => {
            out.push(12);
            out.extend_from_slice(&id.to_be_bytes());
        }
        PeerMessage::Pong { id } => {
            out.push(13);
            out.extend_from_slice(&id.to_be_bytes());
        }
        PeerMessage::Chat(message) => {
            out.push(14);
            push_text(&mut out, &message.encode(), 2);
        }
        PeerMessage::Watching { count } => out.extend_from_slice(&[15, *count]),
    }
    out
}

/// Reads a message written by [`encode`] of this version.
///
/// # Errors
/// See [`MessageError`]: the first problem found.
pub fn decode(bytes: &[u8]) -> Result<PeerMessage, MessageError> {
    let mut reader = Reader::open(bytes, VERSION)?;
    let message = match reader.byte()? {
        1 => {
            let game_id = reader.u64()?;
            let name = reader.text(1, MAX_NAME_BYTES)?;
            if clean_name(&name) != name {
                return Err(MessageError::Malformed);
            }
            let seat = match reader.choice(2)? {
                0 => Color::White,
                _ => Color::Black,
            };
            let game = reader.text(2, MAX_GAME_BYTES)?;
            let base64url = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
            if !game.bytes().all(base64url) {
                return Err(MessageError::Malformed);
            }
            let clock_ms = match reader.choice(2)? {
                0 => None,
                _ => Some([reader.clock()?, reader.clock()?]),
            };
            PeerMessage::Hello {
                game_id,
                name,
                seat,
                game,
                clock_ms,
            }
        }
        2 => {
            let ply = reader.ply()?;
            let uci = reader.text(1, MAX_UCI_BYTES)?;
            let uci_char = |b: u8| b.is_ascii_alphanumeric() || b == b'@';
            if uci.is_empty() || !uci.bytes().all(uci_char) {
                return Err(MessageError::Malformed);
            }
            let clock_ms = match reader.choice(2)? {
                0 => None,
                _ => Some(reader.clock()?),
            };
            PeerMessage::Move { ply, uci, clock_ms }
        }
        3 => PeerMessage::Count {
            ply: reader.ply()?,
            control: CountControl::ALL[usize::from(reader.choice(3)?)],
        },
        4 => PeerMessage::OfferDraw { ply: reader.ply()? },
        5 => PeerMessage::AnswerDraw {
            ply: reader.ply()?,
            accept: reader.choice(2)? == 1,
        },
        6 => PeerMessage::Resign { ply: reader.ply()? },
        7 => PeerMessage::AskTakeback { ply: reader.ply()? },
        8 => PeerMessage::AnswerTakeback {
            ply: reader.ply()?,
            accept: reader.choice(2)? == 1,
        },
        9 => PeerMessage::Flag { ply: reader.ply()? },
        10 => PeerMessage::OfferRematch {
            game_id: reader.u64()?,
        },
        11 => PeerMessage::AnswerRematch {
            game_id: reader.u64()?,
            accept: reader.choice(2)? == 1,
        },
        12 => PeerMessage::Ping { id: reader.u32()? },
        13 => PeerMessage::Pong { id: reader.u32()? },
        14 => {
            let len = usize::from(reader.0.u16().ok_or(MessageError::Truncated)?);
            let bytes = reader.0.bytes(len).ok_or(MessageError::Truncated)?;
            PeerMessage::Chat(ChatMessage::decode(bytes).map_err(|_| MessageError::Malformed)?)
        }
        15 => PeerMessage::Watching {
            count: Some(reader.byte()?)
                .filter(|&count| usize::from(count) <= MAX_WATCHERS)
                .ok_or(MessageError::Malformed)?,
        },
        tag => return Err(MessageError::Unknown(tag)),
    };
    if !reader.0.is_empty() {
        return Err(MessageError::Malformed);
    }
    Ok(message)
}

/// Appends a tag and a ply (2 bytes; a ply beyond them as the largest, which [`decode`] refuses).
fn push_ply(out: &mut Vec<u8>, tag: u8, ply: u32) {
    out.push(tag);
    out.extend_from_slice(&u16::try_from(ply).unwrap_or(u16::MAX).to_be_bytes());
}

/// Appends a clock (4 bytes; a time beyond them as the largest, which [`decode`] refuses).
pub(super) fn push_clock(out: &mut Vec<u8>, ms: u64) {
    out.extend_from_slice(&u32::try_from(ms).unwrap_or(u32::MAX).to_be_bytes());
}

/// Appends a text's length in `width` bytes (1 or 2), then at most that many of its bytes: a text
/// too long for its length is cut, and [`decode`] refuses it (or, cut inside a character, its
/// UTF-8).
pub(super) fn push_text(out: &mut Vec<u8>, bytes: &[u8], width: usize) {
    let max = if width == 1 { 0xff } else { 0xffff };
    let bytes = &bytes[..bytes.len().min(max)];
    let len = (bytes.len() as u16).to_be_bytes();
    out.extend_from_slice(&len[2 - width..]);
    out.extend_from_slice(bytes);
}

/// A [`ByteReader`] whose reads give [`MessageError`]s.
pub(super) struct Reader<'a>(pub(super) ByteReader<'a>);

impl<'a> Reader<'a> {
    /// A reader of `bytes` past their version byte, which must be `version`; at most
    /// [`MAX_MESSAGE_BYTES`].
    pub(super) fn open(bytes: &'a [u8], version: u8) -> Result<Reader<'a>, MessageError> {
        if bytes.len() > MAX_MESSAGE_BYTES {
            return Err(MessageError::TooLong);
        }
        let mut reader = Reader(ByteReader::new(bytes));
        match reader.byte().map_err(|_| MessageError::Empty)? {
            v if v == version => Ok(reader),
            v => Err(MessageError::Version(v)),
        }
    }

    pub(super) fn byte(&mut self) -> Result<u8, MessageError> {
        self.0.byte().ok_or(MessageError::Truncated)
    }

    fn u32(&mut self) -> Result<u32, MessageError> {
        self.0.u32().ok_or(MessageError::Truncated)
    }

    pub(super) fn u64(&mut self) -> Result<u64, MessageError> {
        self.0.u64().ok_or(MessageError::Truncated)
    }

    /// A byte below `n`.
    pub(super) fn choice(&mut self, n: u8) -> Result<u8, MessageError> {
        Some(self.byte()?)
            .filter(|&b| b < n)
            .ok_or(MessageError::Malformed)
    }

    /// A ply, at most [`MAX_PLIES`].
    fn ply(&mut self) -> Result<u32, MessageError> {
        let ply = u32::from(self.0.u16().ok_or(MessageError::Truncated)?);
        Some(ply)
            .filter(|&ply| ply <= MAX_PLIES)
            .ok_or(MessageError::Malformed)
    }

    /// A clock, at most [`MAX_CLOCK_MS`].
    pub(super) fn clock(&mut self) -> Result<u64, MessageError> {
        Some(u64::from(self.u32()?))
            .filter(|&ms| ms <= MAX_CLOCK_MS)
            .ok_or(MessageError::Malformed)
    }

    /// A text whose length takes `width` bytes (1 or 2), at most `max` bytes of UTF-8.
    pub(super) fn text(&mut self, width: usize, max: usize) -> Result<String, MessageError> {
        let len = match width {
            1 => usize::from(self.byte()?),
            _ => usize::from(self.0.u16().ok_or(MessageError::Truncated)?),
        };
        if len > max {
            return Err(MessageError::Malformed);
        }
        let bytes = self.0.bytes(len).ok_or(MessageError::Truncated)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| MessageError::Malformed)
    }
}

#[cfg(test)]
pub(super) mod tests;
