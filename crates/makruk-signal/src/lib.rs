//! Live play's signalling over public Nostr relays, with no server of the project's own. Sans-IO:
//! no socket here; the caller passes the relays' text frames and the time in and sends the frames
//! it is given out, so all of it is tested natively.
//!
//! - [`event`], [`frame`]: NIP-01 events (id, BIP-340 signature) and the messages over a relay's
//!   WebSocket, read strictly;
//! - [`keys`]: randomness and a throwaway signing key per game;
//! - [`hex`]: lowercase hexadecimal as NIP-01 writes it.
pub mod bytes;
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
