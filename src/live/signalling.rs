//! One game's signalling over the relays: the crate's session state machine
//! (`makruk_signal::session`) run by the relay driver, ticked each second once a relay is open
//! (and when one opens, so the first publications go out at once); its steps other than frames go
//! to the live session ([`Output::MakeOffer`], [`Output::MakeAnswer`], …).
use makruk_signal::keys::PublicKey;
use makruk_signal::session::{Output, Role, Session};
use yew::Callback;

use super::relay_driver::RelayDriver;

/// A game's signalling while it runs; dropping it closes the relays.
pub struct Signalling {
    driver: RelayDriver<Session>,
}

impl Signalling {
    /// Starts `session` on `relays`; its steps for the app go to `on_output`.
    pub fn start(session: Session, relays: &[String], on_output: Callback<Output>) -> Signalling {
        Signalling {
            driver: RelayDriver::start(session, relays, on_output, None),
        }
    }

    /// Host: the offer asked for `peer` is made.
    pub fn offer_ready(&self, peer: PublicKey, signal: Vec<u8>) {
        self.driver
            .step(|session, now| session.offer_ready(peer, signal, now).unwrap_or_default());
    }

    /// Guest: the answer asked is made.
    pub fn answer_ready(&self, signal: Vec<u8>) {
        self.driver
            .step(|session, now| session.answer_ready(signal, now));
    }

    /// The data channel with the other player opened: stop publishing for it.
    pub fn connected(&self) {
        if let Some(peer) = self.other_player() {
            self.driver.change(|session| session.connected(peer));
        }
    }

    /// The channel with the other player closed: a guest joins again (the host waits for it).
    pub fn disconnected(&self) {
        let Some(peer) = self.other_player() else {
            return;
        };
        self.driver
            .step(|session, now| session.disconnected(peer, now).unwrap_or_default());
    }

    /// Host: the data channel with spectator `peer` opened: stop publishing for it.
    pub fn watcher_connected(&self, peer: PublicKey) {
        self.driver.change(|session| session.connected(peer));
    }

    /// Host: the data channel with spectator `peer` closed: its place is freed.
    pub fn watcher_left(&self, peer: PublicKey) {
        self.driver
            .step(|session, now| session.disconnected(peer, now).unwrap_or_default());
    }

    /// Whether this device hosts the game (and serves its spectators).
    pub fn is_host(&self) -> bool {
        self.driver.read(|session| session.role() == Role::Host)
    }

    /// Host: how many spectators are connected.
    pub fn watching(&self) -> usize {
        self.driver.read(Session::watching)
    }

    /// The other player's key once known: the seated guest's (host), the host's (guest).
    pub fn other_player(&self) -> Option<PublicKey> {
        self.driver.read(|session| match session.role() {
            Role::Host => session.seated(),
            Role::Guest | Role::Spectator => session.host_key(),
        })
    }

    /// Whether any relay's connection is open.
    pub fn relays_open(&self) -> bool {
        self.driver.any_open()
    }

    /// Whether the channel with the other player is open.
    pub fn is_connected(&self) -> bool {
        self.driver.read(Session::is_connected)
    }
}
