//! PGN exports written by earlier versions of the app (`tests/fixtures/v1/*.pgn`) still import:
//! each gives the start, moves, position and result its `.expect` file describes, with no count
//! the players did not start.

use makruk_core::{parse_pgn, RecordedResult};
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/v1")
}

/// The value of `key` in an `.expect` file (`key value` lines).
fn expected<'a>(expect: &'a str, key: &str) -> &'a str {
    expect
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("no {key} line"))
}

/// The app's `Agreement` as the `.expect` files write it.
fn agreement(result: Option<RecordedResult>) -> String {
    match result {
        None => "None".into(),
        Some(RecordedResult::DrawAgreed) => "Some(Draw)".into(),
        Some(RecordedResult::Resignation(c)) => format!("Some(Resigned({c:?}))"),
        Some(RecordedResult::TimeForfeit(c)) => format!("flagged {c:?}"),
    }
}

#[test]
fn old_pgn_exports_import_as_they_did() {
    let mut seen = 0;
    for entry in std::fs::read_dir(fixtures()).expect("fixtures directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().is_none_or(|e| e != "pgn") {
            continue;
        }
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("readable PGN");
        let expect = std::fs::read_to_string(path.with_extension("expect")).expect(".expect file");
        let pgn = parse_pgn(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let record = pgn.to_record().unwrap_or_else(|e| panic!("{name}: {e}"));
        let game = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            game.variant().uci_name(),
            expected(&expect, "variant"),
            "{name}"
        );
        assert_eq!(
            game.start().to_fen(),
            expected(&expect, "start_fen"),
            "{name}"
        );
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        assert_eq!(moves.join(" "), expected(&expect, "moves"), "{name}");
        // Placement, side to move, rights and move number; the counting fields are compared
        // through `counting` below (with no count running, `Game::fen` writes board's honour's
        // limit and a count of 0 where it applies, as the app has always shown it).
        let fields = |fen: &str| {
            let f: Vec<String> = fen.split(' ').map(String::from).collect();
            [
                f[0].clone(),
                f[1].clone(),
                f[2].clone(),
                f[f.len() - 1].clone(),
            ]
        };
        assert_eq!(
            fields(&game.fen()),
            fields(expected(&expect, "fen")),
            "{name}"
        );
        assert_eq!(record.actions, [], "{name}: no counting actions");
        assert_eq!(game.counting(), None, "{name}: no count running");
        assert_eq!(expected(&expect, "counting"), "None", "{name}");
        assert_eq!(
            agreement(game.recorded_result()),
            expected(&expect, "agreement"),
            "{name}"
        );
        let pos = game.position();
        let status = match (game.recorded_result(), game.outcome()) {
            (Some(RecordedResult::Resignation(loser)), _) => {
                format!("Resigned {{ winner: {:?} }}", loser.other())
            }
            (None, None) => format!(
                "ToMove {{ turn: {:?}, check: {} }}",
                pos.turn(),
                pos.is_check()
            ),
            other => panic!("{name}: no PGN fixture ends as {other:?}"),
        };
        assert_eq!(status, expected(&expect, "status"), "{name}");
        seen += 1;
    }
    assert!(seen >= 2, "{seen} PGN fixtures");
}
