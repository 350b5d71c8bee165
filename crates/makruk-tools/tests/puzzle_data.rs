//! The shipped puzzle files (`assets/puzzles/`) follow `docs/puzzles.md`: every puzzle parses, its
//! FEN is legal, its solution is legal move by move, its themes are documented ones, ids are
//! unique and sorted, and mate puzzles end in mate.

use makruk_core::{Position, Variant};
use makruk_tools::puzzle::rating::{MAX_RATING, MIN_RATING};
use makruk_tools::puzzle::record::{puzzle_id, Puzzle};
use makruk_tools::puzzle::themes::Theme;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn shipped(variant: Variant) -> Vec<Puzzle> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../assets/puzzles")
        .join(format!("{}.json", variant.uci_name()));
    let text = std::fs::read_to_string(&path).expect("the puzzle file is shipped");
    serde_json::from_str(&text).expect("the puzzle file parses")
}

fn check_file(variant: Variant) {
    let puzzles = shipped(variant);
    assert!(!puzzles.is_empty(), "{variant:?}: no puzzles");
    let mut ids = BTreeSet::new();
    let mut previous = String::new();
    for puzzle in &puzzles {
        let id = &puzzle.id;
        assert_eq!(puzzle.variant, variant.uci_name(), "{id}: variant");
        assert_eq!(*id, puzzle_id(&puzzle.variant, &puzzle.fen), "{id}: id");
        assert!(ids.insert(id.clone()), "{id}: duplicate id");
        assert!(*id > previous, "{id}: not sorted by id");
        previous.clone_from(id);
        assert!(
            (MIN_RATING..=MAX_RATING).contains(&puzzle.rating),
            "{id}: rating"
        );
        let mut position = Position::from_fen(variant, &puzzle.fen)
            .unwrap_or_else(|e| panic!("{id}: bad FEN {}: {e}", puzzle.fen));
        assert_eq!(
            position.to_fen(),
            puzzle.fen,
            "{id}: FEN not as written back"
        );
        assert!(!puzzle.moves.is_empty(), "{id}: no moves");
        for uci in &puzzle.moves {
            let m = position
                .parse_uci_move(uci)
                .unwrap_or_else(|e| panic!("{id}: move {uci}: {e}"));
            position
                .play(m)
                .unwrap_or_else(|e| panic!("{id}: illegal move {uci}: {e}"));
        }
        for theme in &puzzle.themes {
            assert!(
                Theme::from_name(theme).is_some(),
                "{id}: unknown theme {theme}"
            );
        }
        let mates = puzzle.themes.iter().any(|t| t.starts_with("mateIn"));
        assert_eq!(
            mates,
            position.is_checkmate(),
            "{id}: mate theme and final position"
        );
    }
}

#[test]
fn makruk_puzzles_are_valid() {
    check_file(Variant::Makruk);
}

#[test]
fn cambodian_puzzles_are_valid() {
    check_file(Variant::Cambodian);
}
