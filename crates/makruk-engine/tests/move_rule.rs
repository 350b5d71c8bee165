//! Sittuyin's move rule (rules.md: 50 moves without a capture or bia move draw): the search scores
//! a position the rule is about to draw as a draw unless it mates first.

use makruk_core::{Position, Variant};
use makruk_engine::{Engine, FrozenClock, Limits, Score};

fn score(fen: &str) -> Score {
    let pos = Position::from_fen(Variant::Sittuyin, fen).expect("valid FEN");
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    Engine::new(4)
        .search(&pos, &[], &limits, &FrozenClock, &mut |_| {})
        .score
}

#[test]
fn two_rueas_win_unless_the_move_rule_ends_first() {
    let board = "8/8/8/3k4/8/8/8/R3K2R[] w -";
    assert!(
        matches!(score(&format!("{board} - 0 80")), Score::Mate(m) if m > 0),
        "a bare khun against two rueas is mated"
    );
    assert_eq!(score(&format!("{board} - 99 80")), Score::Cp(0));
}

#[test]
fn a_mate_on_the_last_move_before_the_rule_still_wins() {
    assert_eq!(score("4k3/R7/8/8/8/8/8/4K2R[] w - - 99 80"), Score::Mate(1));
}

#[test]
fn the_side_behind_holds_by_the_rule() {
    // Black, a ruea down, needs only one more move without a capture or bia move.
    let s = score("8/8/3k4/8/3f4/8/5R2/4K3[] b - - 99 80");
    assert_eq!(s, Score::Cp(0));
}
