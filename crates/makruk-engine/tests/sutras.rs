//! The sutras (rules.md, "Sutras"): the engine searches the core's sutra moves, plays one when it
//! is the only defence, and never plays an illegal move in self-play with all sutras on.

use makruk_core::{MoveRules, Position, Sutra, Sutras, Variant};
use makruk_engine::{Engine, FrozenClock, Level, Limits};

fn with_all_sutras(pos: Position) -> Position {
    pos.with_move_rules(MoveRules {
        sutras: Sutras::ALL,
        ..MoveRules::FAIRY_STOCKFISH
    })
}

fn fen(text: &str) -> Position {
    with_all_sutras(Position::from_fen(Variant::Makruk, text).expect("valid FEN"))
}

#[test]
fn every_sutra_move_of_the_start_is_searched_and_the_best_move_is_legal() {
    let start = with_all_sutras(Position::startpos(Variant::Makruk));
    let moves = start.legal_moves();
    let sutra_moves: Vec<_> = moves
        .iter()
        .filter(|&&m| start.sutra_of(m).is_some())
        .copied()
        .collect();
    assert_eq!(sutra_moves.len(), 7, "2 Sut Khun, 1 Sut Met, 4 Sut Ma");
    let limits = Limits {
        depth: Some(4),
        multipv: moves.len(),
        ..Limits::default()
    };
    let mut lines = Vec::new();
    let result = Engine::new(4).search(&start, &[], &limits, &FrozenClock, &mut |info| {
        if info.depth == 4 {
            lines.push(info.pv[0]);
        }
    });
    assert!(start.is_legal(result.best_move.expect("a move")));
    for m in sutra_moves {
        assert!(lines.contains(&m), "{m} was not searched");
    }
}

#[test]
fn a_sut_khun_leap_as_the_only_defence_is_found() {
    // Ruea a1 mates the boxed khun (the khon on b2 takes c1) unless it leaps to f2 while it may.
    let pos = fen("r6k/8/8/8/8/2PPP3/1sPPP3/3KM3 w - - 0 1");
    let result = Engine::new(4).search(&pos, &[], &Limits::depth(4), &FrozenClock, &mut |_| {});
    let best = result.best_move.expect("a move");
    assert_eq!(pos.sutra_of(best), Some(Sutra::Khun), "{best}");
    let without = Position::from_fen(Variant::Makruk, "r6k/8/8/8/8/2PPP3/1sPPP3/3KM3 w - - 0 1")
        .expect("valid FEN");
    let lost = Engine::new(4).search(&without, &[], &Limits::depth(4), &FrozenClock, &mut |_| {});
    assert!(
        lost.score.centipawns() < -10_000,
        "{:?} {:?}",
        lost.score,
        lost.pv
    );
}

#[test]
fn self_play_with_all_sutras_only_plays_legal_moves() {
    let (mut plies, mut sutras_played) = (0, 0);
    for seed in 0..6 {
        let mut engine = Engine::new(4);
        engine.set_seed(seed);
        let limits = Level::new(3).expect("level 3").limits(u64::MAX);
        let mut pos = with_all_sutras(Position::startpos(Variant::Makruk));
        let mut history = Vec::new();
        for _ in 0..60 {
            if pos.outcome().is_some() {
                break;
            }
            let result = engine.search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
            let m = result.best_move.expect("the game is not over");
            sutras_played += usize::from(pos.sutra_of(m).is_some());
            history.push(pos.hash());
            pos.play(m).expect("the engine plays legal moves");
            assert_eq!(pos.hash(), pos.hash_from_scratch());
            plies += 1;
        }
    }
    assert!(plies >= 300, "{plies} plies");
    assert!(
        sutras_played > 0,
        "the levels' random choice plays some sutras"
    );
}
