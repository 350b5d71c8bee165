//! Every game an earlier version saved, linked or exported (`tests/fixtures/v1/*.expect` and
//! `tests/fixtures/v1b/*.expect`: what it opened them as) is a game record: built from the expectation's start, opponent (the
//! counting mode), moves, counting starts and stops, and agreement or flag, the record replays to
//! the expected position, count and state of play, and `GameRecord::from_game` gives it back.
//! The PGN exports among them (`*.pgn`) read as exactly that record, with no count the players did
//! not start (none in version 1's exports, which did not write counting actions), under the
//! counting their tags and counting actions say.

use makruk_core::{
    parse_pgn, Color, CountAction, CountingMode, Game, GameRecord, Position, RecordedResult,
    Variant,
};
use std::path::{Path, PathBuf};

/// The fixture files of `tests/fixtures/{version}` with this extension: (path, contents, the
/// `.expect` file beside it).
fn fixtures(version: &str, extension: &str) -> Vec<(PathBuf, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures")
        .join(version);
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).expect("fixtures directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().is_some_and(|e| e == extension) {
            let text = std::fs::read_to_string(&path).expect("readable fixture");
            let expect =
                std::fs::read_to_string(path.with_extension("expect")).expect(".expect file");
            found.push((path, text, expect));
        }
    }
    found
}

/// The value of `key` in an `.expect` file (`key value` lines).
fn expected<'a>(expect: &'a str, key: &str) -> &'a str {
    expect
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no {key} line"))
}

fn color(name: &str) -> Color {
    match name {
        "White" => Color::White,
        "Black" => Color::Black,
        other => panic!("colour {other:?}"),
    }
}

/// The record the `.expect` file describes: a two-player game counted as the earlier versions
/// counted ([`CountingMode::ManualBoardsHonour`]), a game against the engine automatically.
fn record_of(expect: &str) -> GameRecord {
    let variant = Variant::from_uci_name(expected(expect, "variant")).expect("variant");
    let mut record = GameRecord::new(variant);
    let start = expected(expect, "start_fen");
    let standard = Position::from_fen(variant, start) == Ok(Position::startpos(variant));
    record.start = (!standard).then(|| start.to_string());
    if expected(expect, "opponent") == "Human" {
        record.options.counting = CountingMode::ManualBoardsHonour;
    }
    record.moves = expected(expect, "moves")
        .split_whitespace()
        .map(|m| m.parse().expect("UCI move"))
        .collect();
    // `[(1, true), (3, false)]`
    let toggles = expected(expect, "count_toggles");
    let numbers: Vec<&str> = toggles
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    record.actions = numbers
        .chunks(2)
        .map(|pair| {
            let action = if pair[1] == "true" {
                CountAction::Start
            } else {
                CountAction::Stop
            };
            (pair[0].parse().expect("ply"), action)
        })
        .collect();
    let agreement = expected(expect, "agreement");
    let flagged = expected(expect, "flagged");
    record.result = if agreement == "Some(Draw)" {
        Some(RecordedResult::DrawAgreed)
    } else if let Some(c) = agreement.strip_prefix("Some(Resigned(") {
        Some(RecordedResult::Resignation(color(c.trim_end_matches(')'))))
    } else {
        flagged
            .strip_prefix("Some(")
            .map(|c| RecordedResult::TimeForfeit(color(c.trim_end_matches(')'))))
    };
    record
}

/// The app's `Status` as the `.expect` files write it.
fn status(game: &Game) -> String {
    let pos = game.position();
    match (game.recorded_result(), game.outcome()) {
        (Some(RecordedResult::Resignation(loser)), _) => {
            format!("Resigned {{ winner: {:?} }}", loser.other())
        }
        (Some(RecordedResult::DrawAgreed), _) => "DrawAgreed".into(),
        (Some(RecordedResult::TimeForfeit(loser)), _) => format!(
            "TimeOut {{ loser: {loser:?}, winner: {:?} }}",
            RecordedResult::TimeForfeit(loser).winner(pos)
        ),
        (None, Some(outcome)) => format!("Over({outcome:?})"),
        (None, None) => format!(
            "ToMove {{ turn: {:?}, check: {} }}",
            pos.turn(),
            pos.is_check()
        ),
    }
}

/// Checks that every `.expect` of `version` is a record that replays as it says; returns how many.
fn check_records(version: &str) -> usize {
    let expectations = fixtures(version, "expect");
    for (path, expect, _) in &expectations {
        let name = path.display();
        let record = record_of(expect);
        let game = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        let fen = expected(expect, "fen");
        assert_eq!(game.fen(), fen, "{name}");
        assert_eq!(
            format!("{:?}", game.counting()),
            expected(expect, "counting"),
            "{name}"
        );
        assert_eq!(status(&game), expected(expect, "status"), "{name}");
        assert_eq!(GameRecord::from_game(&game), record, "{name}");
    }
    expectations.len()
}

#[test]
fn old_saves_links_and_exports_are_records() {
    assert_eq!(
        check_records("v1"),
        13,
        "the version-1 fixtures, all of them"
    );
    assert_eq!(
        check_records("v1b"),
        9,
        "the fixtures with results in links and forfeits in saves, all of them"
    );
}

/// Checks that every PGN export of `version` reads as the record its `.expect` describes, under
/// the counting a PGN states: its `Counting` tag, else the seeds' manual counting unless that
/// refuses its counting actions; returns the records.
fn check_exports(version: &str) -> Vec<GameRecord> {
    let exports = fixtures(version, "pgn");
    let mut records = Vec::new();
    for (path, text, expect) in &exports {
        let name = path.display();
        let record = parse_pgn(text)
            .and_then(|pgn| pgn.to_record())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut expected = record_of(expect);
        expected.options.counting = if text.contains("[Counting \"automatic\"]") {
            CountingMode::Automatic
        } else {
            let seeds = GameRecord {
                options: expected.options.with_counting(CountingMode::Manual),
                ..expected.clone()
            };
            match seeds.replay() {
                Ok(_) => CountingMode::Manual,
                Err(_) => CountingMode::ManualBoardsHonour,
            }
        };
        assert_eq!(record, expected, "{name}");
        records.push(record);
    }
    records
}

#[test]
fn old_pgn_exports_read_as_their_records() {
    let version_1 = check_exports("v1");
    assert_eq!(version_1.len(), 2);
    assert!(version_1.iter().all(|record| record.actions.is_empty()));
    let with_counting = check_exports("v1b");
    assert_eq!(with_counting.len(), 3);
    assert!(
        with_counting.iter().any(|record| !record.actions.is_empty()
            && record.options.counting == CountingMode::ManualBoardsHonour),
        "an export whose counting actions only the earlier versions' counting allows"
    );
}
