//! Live play with a friend on another device, with no server: a WebRTC data channel between the
//! two browsers, its two signalling messages (an invite and a reply) carried by the players.
//!
//! Pure parts, tested natively: the compact session description (`sdp`), the invite and reply
//! links (`invite`), the messages on the data channel (`message`), the servers that help find a
//! path (`network`), the invite's QR code (`qr`). The browser's side: the WebRTC connection
//! (`connection`) and the session that holds it in the page (`session`).
pub mod connection;
pub mod invite;
pub mod message;
pub mod network;
pub mod qr;
pub mod sdp;
pub mod session;
