//! Live play with a friend on another device, with no server of ours: a WebRTC data channel
//! between the two browsers, found through Nostr relays from one link, or through an invite and a
//! reply carried by the players.
//!
//! Pure parts, tested natively: the compact session description (`sdp`), the invite and reply
//! links and the one link's settings (`invite`), the invite's QR code (`qr`), the messages on the
//! data channel (`messages`), what a spectator receives (`spectate`), the peer's status, and a live
//! game's state with its actions and reducer (`model`), which the game's state holds and routes
//! to. In the app's module: the live strip and the players' chat (`view`). The browser's side, in
//! live play's own wasm
//! module (`src/bin/live.rs`): the WebRTC connection (`connection`), the relay pool (`relays`), the
//! driver that runs the signalling crate's machines over it (`relay_driver`), the one link's
//! signalling (`signalling`), the session that holds them (`session`), its
//! dialog (`dialog`; a link with its QR code in `link_view` and `qr_view`), the players' watch link and count (`watch_share`) and the spectator's board (`watch_view`), the *Play online* lobby (`lobby`) and its
//! page (`page`). The game loads this module through `game::live_bridge`.
pub mod connection;
pub mod dialog;
pub mod invite;
pub mod link_view;
pub mod lobby;
pub mod messages;
pub mod model;
pub mod page;
pub mod qr;
pub mod qr_view;
pub mod relay_driver;
pub mod relays;
pub mod resume;
pub mod sdp;
pub mod session;
pub mod signalling;
pub mod spectate;
pub mod view;
pub mod watch_share;
pub mod watch_view;

/// A random identity (of an invite or a game).
pub fn random_id() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    half() << 32 | half()
}

/// The connection to the friend's device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerStatus {
    /// An invite or reply is out; no channel yet.
    Waiting,
    /// The data channel is open; the last round trip in milliseconds once measured.
    Connected {
        /// The last measured round trip.
        rtt_ms: Option<u32>,
    },
    /// The channel closed or was never opened: clocks stop, moves wait for a reconnection.
    Lost,
    /// The channel closed and the game's relays are being rejoined to reconnect with no action:
    /// clocks stop, moves wait, as when lost.
    Rejoining,
}
