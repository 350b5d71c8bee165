//! Searches in two threads: legal moves and sane scores, the same mates as one thread finds, and
//! an end on time and on the stop flag.
#![cfg(not(target_arch = "wasm32"))]

use makruk_core::{Position, Variant};
use makruk_engine::bench::POSITIONS;
use makruk_engine::{Engine, FrozenClock, InstantClock, Limits, Score};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

fn position(fen: &str) -> Position {
    Position::from_fen(Variant::Makruk, fen).expect("valid FEN")
}

fn two_threads() -> Engine {
    let mut engine = Engine::new(16);
    engine.set_threads(2);
    engine
}

#[test]
fn two_threads_play_legal_moves_with_scores_near_one_threads() {
    let mut engine = two_threads();
    let mut alone = Engine::new(16);
    for fen in &POSITIONS[..5] {
        let pos = position(fen);
        let limits = Limits::depth(8);
        let mut reported = Vec::new();
        let result = engine.search(&pos, &[], &limits, &FrozenClock, &mut |info| {
            reported.push(info.nodes)
        });
        let single = alone.search(&pos, &[], &limits, &FrozenClock, &mut |_| {});
        let best = result.best_move.expect("a move");
        assert!(pos.is_legal(best), "{fen}: {best}");
        assert_eq!(result.depth, 8, "{fen}");
        assert_eq!(result.pv.first(), Some(&best));
        let (score, single_score) = (result.score.centipawns(), single.score.centipawns());
        assert!(
            score.abs() < Score::MATE_CP / 2 && (score - single_score).abs() <= 150,
            "{fen}: {score} with two threads, {single_score} with one"
        );
        assert!(
            result.nodes >= reported.last().copied().unwrap_or(0),
            "{fen}: the result counts every thread's nodes"
        );
        engine.new_game();
        alone.new_game();
    }
}

#[test]
fn two_threads_find_a_mate_in_one() {
    let pos = position("4k3/1R6/8/8/8/8/8/R3K3 w - - 0 1");
    let result = two_threads().search(&pos, &[], &Limits::depth(6), &FrozenClock, &mut |_| {});
    assert_eq!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("a1a8")
    );
    assert_eq!(result.score.to_string(), "mate 1");
}

#[test]
fn two_threads_stop_on_time() {
    let mut engine = two_threads();
    let pos = Position::startpos(Variant::Makruk);
    let start = Instant::now();
    let result = engine.search(
        &pos,
        &[],
        &Limits::movetime(300),
        &InstantClock::start(),
        &mut |_| {},
    );
    let elapsed = start.elapsed();
    assert!(pos.is_legal(result.best_move.expect("a move")));
    assert!(
        elapsed < Duration::from_millis(600),
        "300 ms asked, {elapsed:?} taken"
    );
}

#[test]
fn two_threads_stop_on_the_stop_flag() {
    let mut engine = two_threads();
    let stop = engine.stop_handle();
    let pos = Position::startpos(Variant::Makruk);
    let limits = Limits {
        infinite: true,
        ..Limits::default()
    };
    let start = Instant::now();
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.store(true, Ordering::Relaxed);
        });
        engine.search(&pos, &[], &limits, &InstantClock::start(), &mut |_| {})
    });
    assert!(pos.is_legal(result.best_move.expect("a move")));
    assert!(
        start.elapsed() < Duration::from_millis(700),
        "stopped at 200 ms, ended after {:?}",
        start.elapsed()
    );
}
