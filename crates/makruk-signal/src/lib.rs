//! Live play's signalling over public Nostr relays, with no server of the project's own. Sans-IO:
//! no socket here; the caller passes the relays' text frames and the time in and sends the frames
//! it is given out, so all of it is tested natively (and against a real relay in `tests/relay.rs`).
//!
//! - [`event`], [`frame`]: NIP-01 events (id, BIP-340 signature) and the messages over a relay's
//!   WebSocket, a relay's frames read strictly;
//! - [`keys`]: randomness and the throwaway signing key of a game or a lobby visit;
//! - [`secret`]: the game's secret, and the topic tag and sealing key derived from it;
//! - [`link`]: the one link (version 2) for playing or watching;
//! - [`payload`]: the signalling payloads (join, offer, answer, refusal, rejoin, watch);
//! - [`session`]: one game's signalling as a state machine (host, guest, spectator);
//! - [`guard`]: what each received event passes (time window, repeats, floods);
//! - [`lobby`]: open challenges and their acceptance;
//! - [`chat`]: the players' chat messages (on the data channel);
//! - [`bytes`], [`hex`]: the byte layout and error of these formats; NIP-01's hexadecimal.
pub mod bytes;
pub mod chat;
pub mod event;
pub mod frame;
pub mod guard;
pub mod hex;
pub mod keys;
pub mod link;
pub mod lobby;
pub mod payload;
pub mod secret;
pub mod session;
#[cfg(test)]
mod testing;
