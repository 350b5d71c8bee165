use super::*;
use crate::live::messages::tests::{fixture_path, hex, read_fixture};
use crate::live::messages::MAX_CLOCK_MS;
use crate::settings::GameSettings;
use makruk_core::{GameRecord, Variant};

/// The fixtures' folder in `tests/fixtures/live`.
const FIXTURES: &str = "spectator-v1";

/// A Makruk game of `moves` (UCI) between two named players.
pub(crate) fn game(moves: &[&str]) -> SharedGame {
    let mut record = GameRecord::new(Variant::Makruk);
    record.options = GameSettings::options_for(Variant::Makruk);
    let mut position = record.start_position().unwrap();
    for uci in moves {
        let m = position.parse_uci_move(uci).unwrap();
        position.play_unchecked(m);
        record.moves.push(m);
    }
    SharedGame {
        game: record,
        names: ["ดวงใจ".into(), "Sok".into()],
        engine: None,
    }
}

/// One game of each shape, with the name of its fixture.
fn samples() -> Vec<(&'static str, Spectated)> {
    vec![
        (
            "spectated-clock",
            Spectated {
                game_id: 0x0fed_cba9_8765_4321,
                game: game(&["e3e4", "d6d5", "e4d5"]),
                clock_ms: Some([297_500, MAX_CLOCK_MS]),
            },
        ),
        (
            "spectated-start",
            Spectated {
                game_id: 1,
                game: game(&[]),
                clock_ms: None,
            },
        ),
    ]
}

#[test]
fn games_round_trip() {
    for (name, spectated) in samples() {
        let bytes = encode(&spectated).unwrap();
        assert_eq!(decode(&bytes), Ok(spectated), "{name}");
    }
}

#[test]
fn bad_bytes_are_refused() {
    let good = encode(&samples()[0].1).unwrap();
    assert_eq!(decode(&[]), Err(MessageError::Empty));
    assert_eq!(decode(&[2, 1]), Err(MessageError::Version(2)));
    assert_eq!(decode(&[VERSION, 9]), Err(MessageError::Unknown(9)));
    for len in 1..good.len() {
        assert!(decode(&good[..len]).is_err(), "cut at {len}");
    }
    let mut longer = good.clone();
    longer.push(0);
    assert_eq!(decode(&longer), Err(MessageError::Malformed));
    // A clock past the largest.
    let mut late = good.clone();
    let at = late.len() - 4;
    late[at..].copy_from_slice(&u32::MAX.to_be_bytes());
    assert_eq!(decode(&late), Err(MessageError::Malformed));
    // A game that does not read: one character of its payload changed.
    let mut changed = good.clone();
    changed[12] = if changed[12] == b'A' { b'B' } else { b'A' };
    assert_eq!(decode(&changed), Err(MessageError::Malformed));
    // The players' messages are not a spectator's: a move message is refused.
    let move_message = crate::live::messages::encode(&crate::live::messages::PeerMessage::Move {
        ply: 0,
        uci: "e3e4".into(),
        clock_ms: None,
    });
    assert!(decode(&move_message).is_err());
    // And the good bytes still read after all of these.
    assert_eq!(decode(&good), Ok(samples()[0].1.clone()));
}

/// Writes the fixtures: `cargo test -p makruk-web --lib write_spectator_fixtures -- --ignored`.
#[test]
#[ignore]
fn write_spectator_fixtures() {
    for (name, spectated) in samples() {
        let path = fixture_path(FIXTURES, name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, hex(&encode(&spectated).unwrap()) + "\n").unwrap();
    }
}

/// Formats are forever: every fixture (hex) still reads as the game it held.
#[test]
fn fixtures_still_decode() {
    for (name, spectated) in samples() {
        let (text, bytes) = read_fixture(FIXTURES, name);
        assert_eq!(decode(&bytes), Ok(spectated.clone()), "{name}");
        assert_eq!(hex(&encode(&spectated).unwrap()), text, "{name}");
    }
}
