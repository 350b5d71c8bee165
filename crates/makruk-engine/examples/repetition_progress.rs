//! Measures the repetition option: a won ending played out without the repetition rule and with it
//! (no count either: locked bia keep it from starting), to show the side ahead makes progress
//! instead of going round in circles; with `--bench`, the bench's nodes without and with the rule.
//!
//! `cargo run --release -p makruk-engine --example repetition_progress -- --bench`

use makruk_core::{Position, Variant};
use makruk_engine::bench::POSITIONS;
use makruk_engine::{Engine, FrozenClock, Limits};
use std::collections::HashMap;

const BENCH_DEPTH: u32 = 12;
const NODES_PER_MOVE: u64 = 200_000;
/// Ruea and khun against khun and met; the bia on c4 and c5 block each other, so no count runs.
const WON_ENDING: &str = "8/3k4/4m3/2p5/2P5/8/8/R3K3 w - - 0 1";

fn bench_nodes(repetition_ends_game: bool) -> u64 {
    let mut engine = Engine::new(makruk_engine::DEFAULT_HASH_MB);
    POSITIONS
        .iter()
        .map(|fen| {
            let pos = Position::from_fen(Variant::Makruk, fen).expect("bench FEN");
            let limits = Limits {
                repetition_ends_game,
                ..Limits::depth(BENCH_DEPTH)
            };
            engine.new_game();
            engine
                .search(&pos, &[], &limits, &FrozenClock, &mut |_| {})
                .nodes
        })
        .sum()
}

fn main() {
    if std::env::args().any(|a| a == "--bench") {
        println!(
            "bench depth {BENCH_DEPTH}: {} nodes with the repetition rule, {} without",
            bench_nodes(true),
            bench_nodes(false)
        );
    }
    for repetition_ends_game in [false, true] {
        play_out(repetition_ends_game);
    }
}

/// Plays [`WON_ENDING`] out, the engine on both sides, and prints the moves and the end.
fn play_out(repetition_ends_game: bool) {
    let mut pos = Position::from_fen(Variant::Makruk, WON_ENDING).expect("valid FEN");
    let mut engine = Engine::new(16);
    let mut history: Vec<u64> = Vec::new();
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let limits = Limits {
        nodes: Some(NODES_PER_MOVE),
        repetition_ends_game,
        ..Limits::default()
    };
    let rule = if repetition_ends_game { "on" } else { "off" };
    println!("{WON_ENDING}, repetition rule {rule}, {NODES_PER_MOVE} nodes a move:");
    let mut line = String::new();
    let mut end = String::from("no end after 300 plies");
    for ply in 0..300 {
        if let Some(outcome) = pos.outcome() {
            end = format!("{outcome} after {ply} plies");
            break;
        }
        let result = engine.search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
        let Some(m) = result.best_move else { break };
        line.push_str(&format!("{m} "));
        history.push(pos.hash());
        pos.play_unchecked(m);
        *seen.entry(pos.hash()).or_default() += 1;
    }
    let most = seen.values().copied().max().unwrap_or(0);
    println!("{line}\n{end}; no position occurred more than {most} times");
}
