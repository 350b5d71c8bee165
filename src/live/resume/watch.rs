//! The settings of the host's watch links (a one link's settings, `live::invite`), kept by game so
//! that the watch link is shown again after the host reloads and rejoins. Kept in `localStorage`
//! under [`WATCH_KEY`]: a first line [`HEADER`], then one line per game, newest last, at most
//! [`RESUME_KEPT`]: the game's id in 16 hex digits, a space, the settings in hex. A line that does
//! not read is left out; the format is in docs/formats.md.
use makruk_signal::hex;

use super::RESUME_KEPT;
use crate::live::invite::decode_link_settings;
use crate::platform::storage;

/// Storage key of the watch links' settings.
pub const WATCH_KEY: &str = "makruk.live-watch";
/// The text's first line.
const HEADER: &str = "makruk-live-watch 1";
/// The longest settings kept, in bytes.
const MAX_SETTINGS_BYTES: usize = 512;

/// The stored text of `entries` (game id, settings).
pub fn encode(entries: &[(u64, Vec<u8>)]) -> String {
    let mut text = String::from(HEADER);
    for (game_id, settings) in entries {
        text.push_str(&format!("\n{game_id:016x} {}", hex::encode(settings)));
    }
    text
}

/// The entries of a stored text whose settings read: none when its first line is not this
/// version's.
pub fn decode(text: &str) -> Vec<(u64, Vec<u8>)> {
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Vec::new();
    }
    lines
        .filter_map(|line| {
            let (id, settings) = line.split_once(' ')?;
            let game_id = u64::from_str_radix(id, 16)
                .ok()
                .filter(|_| id.len() == 16)?;
            let settings = Some(settings)
                .filter(|settings| settings.len() <= 2 * MAX_SETTINGS_BYTES)
                .and_then(hex::decode_vec)?;
            decode_link_settings(&settings).ok()?;
            Some((game_id, settings))
        })
        .collect()
}

/// Stores the watch link's `settings` of game `game_id` (in place of any earlier ones).
pub fn keep(game_id: u64, settings: Vec<u8>) {
    let mut entries = storage::read(WATCH_KEY)
        .map(|text| decode(&text))
        .unwrap_or_default();
    entries.retain(|(kept, _)| *kept != game_id);
    entries.push((game_id, settings));
    let excess = entries.len().saturating_sub(RESUME_KEPT);
    storage::write(WATCH_KEY, &encode(&entries[excess..]));
}

/// The stored watch link's settings of game `game_id`.
pub fn find(game_id: u64) -> Option<Vec<u8>> {
    let text = storage::read(WATCH_KEY)?;
    decode(&text)
        .into_iter()
        .find_map(|(kept, settings)| (kept == game_id).then_some(settings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::invite::{encode_link_settings, LiveGame};
    use crate::settings::{GameSettings, TimeControl};
    use makruk_core::{Color, Variant};

    fn settings(name: &str) -> Vec<u8> {
        let game = LiveGame {
            game_id: 5,
            variant: Variant::Makruk,
            options: GameSettings::options_for(Variant::Makruk),
            handicap: GameSettings::default().handicap,
            clock: Some(TimeControl::new(10, 5)),
            host_side: Color::White,
            resume_plies: 0,
        };
        encode_link_settings(name, &game)
    }

    #[test]
    fn entries_round_trip_and_bad_lines_are_left_out() {
        let entries = vec![(5, settings("Somchai")), (u64::MAX, settings("ดวงใจ"))];
        let text = encode(&entries);
        assert_eq!(decode(&text), entries);
        let spoiled = format!("{text}\nnot a line\n0000000000000007 zz\n0000000000000008 00ff");
        assert_eq!(decode(&spoiled), entries);
        assert_eq!(decode(&text.replace(HEADER, "makruk-live-watch 2")), vec![]);
    }
}
