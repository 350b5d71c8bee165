//! The lobby (*Play online*): open challenges seen on the relays of the network setting, a
//! challenge of one's own, and the game agreed when one is accepted. The crate's sans-IO lobby
//! (`makruk_signal::lobby`) runs in [`runner`] over the relay pool; [`view`] shows it. The pure
//! parts here turn the New game settings into a challenge and an agreed challenge into the live
//! game both boards start, read the challenges the view may show, and keep the names hidden.
use makruk_core::{Color, RueaTilt, RuleOptions};
use makruk_signal::lobby::{Challenge, Shown, Side};
use makruk_signal::secret::GameSecret;

use super::invite::LiveGame;
use crate::formats::options::{decode_options, encode_changed_options};
use crate::model::network::LiveNetwork;
use crate::model::record::Record;
use crate::settings::{GameSettings, Opponent, TimeControl};

pub mod runner;
pub mod view;

/// Storage key of the names the player hid, one a line.
const HIDDEN_KEY: &str = "makruk.lobby-hidden";
/// The most names kept hidden (the oldest are forgotten first).
pub const MAX_HIDDEN: usize = 64;

/// A game agreed in the lobby, for the live session to start and connect.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyMatch {
    /// This device posted the challenge (it hosts the game).
    pub host: bool,
    /// The game's secret, sealed to the poster in the acceptance.
    pub secret: GameSecret,
    /// The game.
    pub game: LiveGame,
    /// The poster's name.
    pub host_name: String,
    /// The acceptor's name.
    pub guest_name: String,
    /// The network both meet on (the lobby's).
    pub network: LiveNetwork,
}

impl LobbyMatch {
    /// The new game this device starts: its settings, this device's side, both names.
    pub fn record(&self) -> Record {
        let game = &self.game;
        let settings = GameSettings {
            variant: game.variant,
            opponent: Opponent::Live {
                game_id: game.game_id,
            },
            user_side: if self.host {
                game.host_side
            } else {
                game.host_side.other()
            },
            clock: game.clock,
            options: game.options,
            handicap: game.handicap,
        };
        let mut record = Record::new(settings, settings.start_position());
        record.names[game.host_side.index()] = self.host_name.clone();
        record.names[game.host_side.other().index()] = self.guest_name.clone();
        record
    }
}

/// The challenge that proposes the game of `settings` (its variant, clock and rule options), the
/// poster playing `side`, under `name`, first posted at `posted_s`.
pub fn challenge_of(settings: &GameSettings, side: Side, name: &str, posted_s: u64) -> Challenge {
    Challenge {
        posted_s,
        variant: settings.variant,
        clock: settings.clock.map(|c| (c.base_ms, c.increment_ms)),
        side,
        options: encode_changed_options(settings.variant, &settings.options),
        name: name.to_string(),
    }
}

/// The game `challenge` proposes, as challenge `id` agreed on `secret`; `None` when its rule
/// options do not read (such a challenge is never shown).
pub fn game_of(challenge: &Challenge, id: u64, secret: &GameSecret) -> Option<LiveGame> {
    let options = decode_options(challenge.variant, &challenge.options).ok()?;
    Some(LiveGame {
        game_id: id,
        variant: challenge.variant,
        options,
        handicap: [RueaTilt::None; 2],
        clock: challenge.clock.map(|(base_ms, increment_ms)| TimeControl {
            base_ms,
            increment_ms,
        }),
        host_side: if challenge.side.poster_plays_white(secret) {
            Color::White
        } else {
            Color::Black
        },
        resume_plies: 0,
    })
}

/// The entries of `shown` the view may show: those whose rule options read, with them.
pub fn readable(shown: Vec<Shown>) -> Vec<(Shown, RuleOptions)> {
    shown
        .into_iter()
        .filter_map(|entry| {
            let options = decode_options(entry.challenge.variant, &entry.challenge.options).ok()?;
            Some((entry, options))
        })
        .collect()
}

/// The hidden names of their stored text (one a line; empty lines skipped; the last
/// [`MAX_HIDDEN`]).
pub fn decode_hidden(text: &str) -> Vec<String> {
    let names: Vec<String> = text
        .lines()
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect();
    let skip = names.len().saturating_sub(MAX_HIDDEN);
    names.into_iter().skip(skip).collect()
}

/// The stored text of `names` ([`decode_hidden`] reads it).
pub fn encode_hidden(names: &[String]) -> String {
    let skip = names.len().saturating_sub(MAX_HIDDEN);
    names[skip..].join("\n")
}

/// The names the player hid, as kept on this device.
pub fn saved_hidden() -> Vec<String> {
    crate::platform::storage::read(HIDDEN_KEY)
        .map(|text| decode_hidden(&text))
        .unwrap_or_default()
}

/// Keeps the names the player hid.
pub fn save_hidden(names: &[String]) {
    crate::platform::storage::write(HIDDEN_KEY, &encode_hidden(names));
}

#[cfg(test)]
mod tests;
