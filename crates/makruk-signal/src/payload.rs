//! The signalling payloads: what host, guest and spectators say to each other through the relays,
//! sealed with their channel's key (`secret.rs`) in the content of an event.
//!
//! Layout: version (1) · type · the fields · nothing after them, at most [`MAX_PAYLOAD_BYTES`].
//! Nonces are 8 bytes, public keys 32, a name and a signal a varint length then their bytes.
//!
//! | type | payload | fields |
//! |---|---|---|
//! | 1 | Join: the guest asks for the seat (or, its key already seated, to be connected again) | nonce · name |
//! | 2 | Offer: the host's WebRTC offer for one guest or spectator | to · the join's nonce · the offer's nonce · signal |
//! | 3 | Answer: the guest's or spectator's answer to an offer | to · the offer's nonce · signal |
//! | 4 | Refusal: the seat is taken (1) or no room is left to watch (2) | to · the join's nonce · reason |
//! | 5 | Rejoin: the host is back (a reload): the seated guest joins again | nonce |
//! | 6 | Watch: a spectator asks to watch | nonce |
use crate::bytes::{push_sized, FormatError, Reader};
use crate::keys::PublicKey;

/// The version byte.
pub const PAYLOAD_VERSION: u8 = 1;
/// The longest signal (the app's packed session description), in bytes.
pub const MAX_SIGNAL_BYTES: usize = 2048;
/// The longest payload, in bytes.
pub const MAX_PAYLOAD_BYTES: usize = 2200;
/// The longest name, in characters (as the app keeps names).
pub const MAX_NAME_CHARS: usize = 16;
/// The longest name, in bytes.
pub const MAX_NAME_BYTES: usize = 4 * MAX_NAME_CHARS;

/// Why a join is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another device holds the guest's seat.
    SeatTaken,
    /// The host serves as many spectators as it can.
    WatchersFull,
}

/// A signalling payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Payload {
    /// The guest asks for the seat.
    Join {
        /// Fresh for each join: the offer must name it.
        nonce: u64,
        /// The guest's name (may be empty).
        name: String,
    },
    /// The host's offer.
    Offer {
        /// The guest's or spectator's key.
        to: PublicKey,
        /// The nonce of the join or watch it answers.
        join_nonce: u64,
        /// Fresh for each offer: the answer must name it.
        offer_nonce: u64,
        /// The session description, as the app packs it.
        signal: Vec<u8>,
    },
    /// The answer to an offer.
    Answer {
        /// The host's key.
        to: PublicKey,
        /// The nonce of the offer it answers.
        offer_nonce: u64,
        /// The session description, as the app packs it.
        signal: Vec<u8>,
    },
    /// A join or watch refused.
    Refusal {
        /// The refused key.
        to: PublicKey,
        /// The nonce of the join or watch.
        join_nonce: u64,
        /// Why.
        reason: Refusal,
    },
    /// The host is back and calls the seated guest.
    Rejoin {
        /// Fresh for each rejoin.
        nonce: u64,
    },
    /// A spectator asks to watch.
    Watch {
        /// Fresh for each request: the offer must name it.
        nonce: u64,
    },
}

/// Whether `name` is a name as the app keeps it: at most [`MAX_NAME_CHARS`] characters, none a
/// control character.
pub fn valid_name(name: &str) -> bool {
    name.chars().count() <= MAX_NAME_CHARS && !name.chars().any(char::is_control)
}

impl Payload {
    /// The payload's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![PAYLOAD_VERSION];
        match self {
            Payload::Join { nonce, name } => {
                out.push(1);
                out.extend(nonce.to_be_bytes());
                push_sized(&mut out, name.as_bytes());
            }
            Payload::Offer {
                to,
                join_nonce,
                offer_nonce,
                signal,
            } => {
                out.push(2);
                out.extend(to);
                out.extend(join_nonce.to_be_bytes());
                out.extend(offer_nonce.to_be_bytes());
                push_sized(&mut out, signal);
            }
            Payload::Answer {
                to,
                offer_nonce,
                signal,
            } => {
                out.push(3);
                out.extend(to);
                out.extend(offer_nonce.to_be_bytes());
                push_sized(&mut out, signal);
            }
            Payload::Refusal {
                to,
                join_nonce,
                reason,
            } => {
                out.push(4);
                out.extend(to);
                out.extend(join_nonce.to_be_bytes());
                out.push(match reason {
                    Refusal::SeatTaken => 1,
                    Refusal::WatchersFull => 2,
                });
            }
            Payload::Rejoin { nonce } => {
                out.push(5);
                out.extend(nonce.to_be_bytes());
            }
            Payload::Watch { nonce } => {
                out.push(6);
                out.extend(nonce.to_be_bytes());
            }
        }
        out
    }

    /// Reads a payload.
    ///
    /// # Errors
    /// Anything but a payload of this version within its limits: see [`FormatError`].
    pub fn decode(bytes: &[u8]) -> Result<Payload, FormatError> {
        if bytes.len() > MAX_PAYLOAD_BYTES {
            return Err(FormatError::TooLarge);
        }
        let mut reader = Reader::new(bytes);
        reader.version(PAYLOAD_VERSION)?;
        let payload = match reader.byte()? {
            1 => {
                let nonce = reader.u64()?;
                let name = reader.text(MAX_NAME_BYTES, "name")?;
                if !valid_name(name) {
                    return Err(FormatError::Field("name"));
                }
                Payload::Join {
                    nonce,
                    name: name.to_string(),
                }
            }
            2 => Payload::Offer {
                to: reader.array()?,
                join_nonce: reader.u64()?,
                offer_nonce: reader.u64()?,
                signal: read_signal(&mut reader)?,
            },
            3 => Payload::Answer {
                to: reader.array()?,
                offer_nonce: reader.u64()?,
                signal: read_signal(&mut reader)?,
            },
            4 => Payload::Refusal {
                to: reader.array()?,
                join_nonce: reader.u64()?,
                reason: match reader.byte()? {
                    1 => Refusal::SeatTaken,
                    2 => Refusal::WatchersFull,
                    _ => return Err(FormatError::Field("reason")),
                },
            },
            5 => Payload::Rejoin {
                nonce: reader.u64()?,
            },
            6 => Payload::Watch {
                nonce: reader.u64()?,
            },
            other => return Err(FormatError::Kind(other)),
        };
        reader.finish()?;
        Ok(payload)
    }
}

/// A non-empty signal of at most [`MAX_SIGNAL_BYTES`].
fn read_signal(reader: &mut Reader<'_>) -> Result<Vec<u8>, FormatError> {
    let signal = reader.sized(MAX_SIGNAL_BYTES, "signal")?;
    if signal.is_empty() {
        return Err(FormatError::Field("signal"));
    }
    Ok(signal.to_vec())
}

#[cfg(test)]
mod tests;
