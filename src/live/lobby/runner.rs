//! The lobby while its view is open: the crate's lobby (`makruk_signal::lobby`) run by the relay
//! driver, ticked each second; its outputs other than frames go to the view, which is told after
//! each step to show the entries again.
use makruk_signal::keys::{Keys, PublicKey, RandomError};
use makruk_signal::lobby::{Challenge, Lobby, LobbyOutput, Shown};
use yew::Callback;

use crate::live::relay_driver::RelayDriver;

/// Now, in milliseconds since 1970.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// The lobby's relays and state; dropping it closes the relays.
pub struct LobbyRunner {
    driver: RelayDriver<Lobby>,
    on_change: Callback<()>,
}

impl LobbyRunner {
    /// Opens the lobby on `relays` for a player called `name`, hiding `hidden`; its matches,
    /// refusals and give-ups go to `on_output`, and `on_change` is told whenever the entries may
    /// have changed.
    ///
    /// # Errors
    /// The browser gave no random numbers for the page's key.
    pub fn start(
        relays: &[String],
        name: &str,
        hidden: &[String],
        on_output: Callback<LobbyOutput>,
        on_change: Callback<()>,
    ) -> Result<LobbyRunner, RandomError> {
        let mut lobby = Lobby::new(Keys::generate()?, name);
        for hidden in hidden {
            lobby.hide(hidden);
        }
        // A challenge posted before any relay opened goes out as soon as one does.
        let driver = RelayDriver::start(lobby, relays, on_output, Some(on_change.clone()));
        Ok(LobbyRunner { driver, on_change })
    }

    /// The entries to show now.
    pub fn shown(&self) -> Vec<Shown> {
        self.driver.read(|lobby| lobby.shown(now_ms()))
    }

    /// Whether any relay is open.
    pub fn any_open(&self) -> bool {
        self.driver.any_open()
    }

    /// Posts `challenge` (replacing this page's open one), under the name it carries.
    pub fn post(&self, challenge: Challenge) {
        self.driver.step(|lobby, now| {
            lobby.set_name(&challenge.name);
            lobby.post(challenge, now).unwrap_or_default()
        });
    }

    /// Withdraws this page's open challenge (on every relay).
    pub fn withdraw(&self) {
        self.driver.step(Lobby::withdraw);
    }

    /// Accepts the challenge `id` of `author` under `name`.
    pub fn accept(&self, author: PublicKey, id: u64, name: &str) {
        self.driver.step(|lobby, now| {
            lobby.set_name(name);
            lobby.accept(&author, id, now).unwrap_or_default()
        });
    }

    /// Shows again the challenges of every name hidden.
    pub fn show_hidden(&self) {
        self.driver.change(Lobby::show_hidden);
        self.on_change.emit(());
    }

    /// Hides the challenges of `name` from now on.
    pub fn hide(&self, name: &str) {
        self.driver.change(|lobby| lobby.hide(name));
        self.on_change.emit(());
    }
}
