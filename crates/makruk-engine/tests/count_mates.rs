//! Pieces' honour against a bare khun (rules.md, "Counting rules"): for each material class of the
//! counting table, the engine as the stronger side mates its own best defence before the count
//! runs out, from several positions; where a class cannot force mate within its count, the exact
//! lone-khun tables show it and the test states it instead.
//!
//! Each position is the moment Black's last piece was taken: Black to move, the count starting at
//! the number of pieces on the board. Play is without the repetition rule, as the seeds' Makruk.
//! The stronger side searches [`ATTACKER_NODES`] a move: about a tenth of what the app's top level
//! searches in its 5 s (some 3 million nodes in a browser), so a mate found here is found there.

use makruk_core::{Color, EndReason, Position, Variant};
use makruk_engine::{Engine, FrozenClock, Limits, Score};

/// Nodes a move for the stronger side.
const ATTACKER_NODES: u64 = 300_000;
/// Nodes a move for the bare khun (it has at most eight moves).
const DEFENDER_NODES: u64 = 30_000;

/// `board` (White stronger, Black a bare khun) just after Black lost its last piece: pieces'
/// honour with the limit `limit_moves`, counted from the number of pieces on the board.
fn counted(board: &str, limit_moves: u32) -> Position {
    let pieces = board.chars().filter(char::is_ascii_alphabetic).count();
    let fen = format!("{board} b - {} {} 1", 2 * limit_moves, 2 * pieces);
    Position::from_fen(Variant::Makruk, &fen).expect("valid FEN")
}

fn limits(nodes: u64) -> Limits {
    Limits {
        nodes: Some(nodes),
        repetition_ends_game: false,
        ..Limits::default()
    }
}

/// Plays the engine against itself from `start` to the end of the game; the reason it ended, the
/// winner and the plies played.
fn play_out(start: &Position) -> (EndReason, Option<Color>, usize) {
    let mut attacker = Engine::new(16);
    let mut defender = Engine::new(4);
    let mut pos = start.clone();
    let mut history = Vec::new();
    for ply in 0.. {
        if let Some(outcome) = pos.outcome() {
            return (outcome.reason, outcome.winner, ply);
        }
        let (engine, nodes) = match pos.turn() {
            Color::White => (&mut attacker, ATTACKER_NODES),
            Color::Black => (&mut defender, DEFENDER_NODES),
        };
        let result = engine.search(&pos, &history, &limits(nodes), &FrozenClock, &mut |_| {});
        history.push(pos.hash());
        pos.play(result.best_move.expect("the game is not over"))
            .expect("the engine plays legal moves");
    }
    unreachable!("the count ends every game")
}

fn assert_mates_within_the_count(boards: &[&str], limit_moves: u32) {
    for board in boards {
        let start = counted(board, limit_moves);
        let (reason, winner, plies) = play_out(&start);
        assert_eq!(
            (reason, winner),
            (EndReason::Checkmate, Some(Color::White)),
            "{board}, limit {limit_moves}: ended after {plies} plies"
        );
    }
}

/// The exact distance-to-mate tables find no mate that fits in the count: the bare khun holds.
fn assert_no_mate_within_the_count(board: &str, limit_moves: u32) {
    let start = counted(board, limit_moves);
    let exact = Limits {
        movetime_ms: Some(Limits::TABLE_BUDGET_MS),
        endgame_tables: true,
        ..limits(20_000)
    };
    let score = Engine::new(4)
        .search(&start, &[], &exact, &FrozenClock, &mut |_| {})
        .score;
    assert!(
        matches!(score, Score::Cp(_)),
        "{board}: the tables find {score:?} within {limit_moves} moves"
    );
}

#[test]
fn two_rueas_mate_within_8_moves() {
    // Four pieces leave 4 moves, five pieces 3: the khun must already be near an edge.
    assert_mates_within_the_count(&["3k4/8/8/8/8/8/8/R3K2R", "8/k7/8/8/8/8/8/1R2K2R"], 8);
}

#[test]
fn one_ruea_mates_within_16_moves() {
    // A lone ruea has 13 moves (16 less the three pieces on the board). Its exact table: mate in
    // 12 from a corner, or from the centre with the khun close; in 14 from the centre with the
    // stronger khun on its first rank, where the count saves the bare khun.
    assert_mates_within_the_count(
        &[
            "8/8/8/8/8/8/2k5/R3K3",
            "7k/8/8/8/8/8/8/R3K3",
            "8/8/8/3k4/8/4K3/8/7R",
            "3k4/8/3K4/8/8/8/8/R2S4",
        ],
        16,
    );
    assert_no_mate_within_the_count("8/8/8/3k4/8/8/8/4K2R", 16);
}

#[test]
fn two_khons_mate_within_22_moves() {
    assert_mates_within_the_count(&["8/3k4/8/3SS3/8/4K3/8/8", "8/8/3k4/8/8/2SSK3/8/8"], 22);
    // From the centre with the khons at home, 18 moves are not enough.
    assert_no_mate_within_the_count("8/8/8/3k4/8/8/8/2SSK3", 22);
}

#[test]
fn two_mas_cannot_force_mate_within_32_moves() {
    assert_no_mate_within_the_count("8/8/8/3k4/8/8/8/1N2K1N1", 32);
}

#[test]
fn a_khon_with_another_piece_mates_within_44_moves_a_lone_khon_cannot_force_it() {
    assert_mates_within_the_count(&["8/8/8/8/3k4/8/3M4/3SK3", "k7/8/8/8/8/8/8/1N1SK3"], 44);
    assert_no_mate_within_the_count("8/8/8/3k4/8/8/8/3SK3", 44);
}

#[test]
fn other_material_that_can_force_mate_does_within_64_moves() {
    // Ma with two mets and three mets of both colours force mate; ma and one met cannot.
    assert_mates_within_the_count(&["8/8/8/8/8/8/2MM4/1N2K1k1", "7k/8/8/8/8/8/2MMM3/4K3"], 64);
    assert_no_mate_within_the_count("8/8/8/3k4/8/8/3M4/1N2K3", 64);
}
