//! The depth an analysis reaches in 10 s when searched in one piece and in the browser worker's
//! slices (a new search every N ms, the transposition table kept), on move 21 of a game the
//! engine plays against itself at depth 5:
//!
//!   cargo run --release -p makruk-engine --example analysis_slices
use makruk_core::{Game, Variant};
use makruk_engine::{Engine, FnClock, FrozenClock, Limits};
use std::time::Instant;

const TOTAL_MS: u64 = 10_000;

fn hashes_before(game: &Game) -> Vec<u64> {
    let positions = game.positions();
    positions[..positions.len() - 1]
        .iter()
        .map(|p| p.hash())
        .collect()
}

fn main() {
    let mut game = Game::new(Variant::Makruk);
    let mut engine = Engine::new(16);
    for _ in 0..40 {
        let history = hashes_before(&game);
        let result = engine.search(
            game.position(),
            &history,
            &Limits::depth(5),
            &FrozenClock,
            &mut |_| {},
        );
        game.play(result.best_move.expect("a move")).expect("legal");
    }
    println!("position: {}", game.fen());
    let history = hashes_before(&game);
    let epoch = Instant::now();
    let now = move || epoch.elapsed().as_secs_f64() * 1000.0;
    for slice_ms in [TOTAL_MS, 200, 40] {
        let mut engine = Engine::new(16);
        let started = Instant::now();
        let (mut searches, mut depth, mut nodes) = (0, 0, 0);
        while started.elapsed().as_millis() < u128::from(TOTAL_MS) {
            let clock = FnClock::new(now);
            let result = engine.search(
                game.position(),
                &history,
                &Limits::movetime(slice_ms),
                &clock,
                &mut |_| {},
            );
            searches += 1;
            depth = result.depth;
            nodes += result.nodes;
        }
        println!(
            "slices of {slice_ms} ms: {searches} searches, depth {depth}, {nodes} nodes in all"
        );
    }
}
