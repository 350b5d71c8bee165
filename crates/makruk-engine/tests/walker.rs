//! Walker's rules (docs/counting.md "Walker's rules"): the engine leaps with its khun when that
//! saves it, plays on for mate where his table sets no limit (the standard count would draw), and
//! mates within his count where his table sets one.

use makruk_core::{Color, EndReason, MoveRules, Position, RuleSet, Variant};
use makruk_engine::{Engine, FrozenClock, Limits, Score};

const WALKER: MoveRules = MoveRules {
    rule_set: RuleSet::Walker,
    ..MoveRules::FAIRY_STOCKFISH
};

fn walker(fen: &str) -> Position {
    Position::from_fen_with_move_rules(Variant::Makruk, WALKER, fen).expect("valid FEN")
}

fn limits(nodes: u64) -> Limits {
    Limits {
        nodes: Some(nodes),
        repetition_ends_game: false,
        ..Limits::default()
    }
}

#[test]
fn a_leap_as_the_only_defence_is_found() {
    // Ruea a1 mates the boxed khun (the khon on b2 takes c1) unless it leaps to f2 while it may.
    let pos = walker("r6k/8/8/8/8/2PPP3/1sPPP3/3KM3 w DE - 0 1");
    let result = Engine::new(4).search(&pos, &[], &Limits::depth(4), &FrozenClock, &mut |_| {});
    assert_eq!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("d1f2")
    );
    let used = walker("r6k/8/8/8/8/2PPP3/1sPPP3/3KM3 w E - 0 1");
    let lost = Engine::new(4).search(&used, &[], &Limits::depth(4), &FrozenClock, &mut |_| {});
    assert!(lost.score.centipawns() < -10_000, "{:?}", lost.score);
}

#[test]
fn a_composition_his_table_does_not_list_is_played_for_mate() {
    // Two rueas and a ma against a bare khun: the standard count leaves 8 - 5 = 3 moves, too few
    // from here; Walker's table lists no such composition, so no count runs.
    let board = "8/8/8/4k3/8/8/7R/RN2K3 w";
    let limits = Limits::depth(12);
    let standard = Position::from_fen(Variant::Makruk, &format!("{board} - 16 11 1")).unwrap();
    let drawn = Engine::new(16).search(&standard, &[], &limits, &FrozenClock, &mut |_| {});
    assert_eq!(drawn.score, Score::Cp(0), "{:?}", drawn.pv);
    let open = walker(&format!("{board} - - 0 1"));
    assert_eq!(open.counting(), None);
    let mate = Engine::new(16).search(&open, &[], &limits, &FrozenClock, &mut |_| {});
    assert!(
        matches!(mate.score, Score::Mate(n) if n > 3),
        "{:?}",
        mate.score
    );
}

/// Plays the engine against itself under Walker's rules from `board` (White to move, Black a
/// bare khun, no count yet): the reason the game ended, the winner and Walker's count's limit.
fn play_out(board: &str) -> (EndReason, Option<Color>, u32) {
    let mut pos = walker(&format!("{board} w - - 0 1"));
    let (mut attacker, mut defender) = (Engine::new(16), Engine::new(4));
    let mut history = Vec::new();
    let mut limit = 0;
    loop {
        if let Some(outcome) = pos.outcome() {
            return (outcome.reason, outcome.winner, limit);
        }
        let (engine, nodes) = match pos.turn() {
            Color::White => (&mut attacker, 200_000),
            Color::Black => (&mut defender, 20_000),
        };
        let result = engine.search(&pos, &history, &limits(nodes), &FrozenClock, &mut |_| {});
        history.push(pos.hash());
        pos.play(result.best_move.expect("the game is not over"))
            .expect("the engine plays legal moves");
        if let Some(count) = pos.counting() {
            limit = count.limit_moves();
        }
    }
}

#[test]
fn his_rows_are_mated_within_his_count() {
    for (board, limit) in [("3k4/8/8/8/8/8/8/R3K2R", 4), ("8/8/8/8/3k4/8/8/RNSMK3", 10)] {
        assert_eq!(
            play_out(board),
            (EndReason::Checkmate, Some(Color::White), limit),
            "{board}"
        );
    }
}
