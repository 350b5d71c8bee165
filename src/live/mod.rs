//! Live play with a friend on another device, with no server: a WebRTC data channel between the
//! two browsers, its two signalling messages (an invite and a reply) carried by the players.
//!
//! Pure parts, tested natively: the compact session description (`sdp`), the invite and reply
//! links (`invite`), the invite's QR code (`qr`); beside them, the messages on the data channel
//! (`formats/peer.rs`) and the servers that help find a path (`settings/network.rs`). The
//! browser's side, in live play's own wasm module (`src/bin/live.rs`): the WebRTC connection
//! (`connection`), the session that holds it (`session`), its dialog (`dialog`, drawing the QR
//! code with `qr_view`) and its page (`page`). The app's side of that module is `bridge`.
pub mod bridge;
pub mod connection;
pub mod dialog;
pub mod invite;
pub mod page;
pub mod qr;
pub mod qr_view;
pub mod sdp;
pub mod session;

/// A random identity (of an invite or a game).
pub fn random_id() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    half() << 32 | half()
}
