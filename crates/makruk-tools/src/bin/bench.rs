//! Search speed benchmark: searches a fixed set of positions to a fixed depth with the engine
//! in-process, then asks Fairy-Stockfish (the current build by default, see `--opponent`) for
//! `go depth N` on the same positions in the same run, and prints nodes, nodes per second and the
//! speed ratio. `bench --help` lists the flags.

use clap::Parser;
use makruk_core::Variant;
use makruk_engine::bench::{search_position, POSITIONS};
use makruk_engine::Engine;
use makruk_tools::engine_process::Opponent;
use std::time::{Duration, Instant};

/// Searches the bench positions to a fixed depth, then Fairy-Stockfish on the same positions.
#[derive(Parser)]
#[command(name = "bench")]
struct Args {
    /// Search depth.
    #[arg(long, default_value_t = 11)]
    depth: u32,
    #[command(flatten)]
    opponent: Opponent,
    /// Search with makruk-uci's engine only.
    #[arg(long)]
    skip_opponent: bool,
    /// The engine's threads (its node counts repeat only with one).
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

fn main() {
    let Args {
        depth,
        opponent,
        skip_opponent,
        threads,
    } = Args::parse();
    let mut engine = Engine::new(16);
    engine.set_threads(threads);
    let (mut our_nodes, mut our_ms) = (0u64, 0u64);
    println!(
        "{:<4} {:>12} {:>8} {:>10}   makruk-uci, depth {depth}, {threads} thread{}",
        "pos",
        "nodes",
        "ms",
        "nps",
        if threads == 1 { "" } else { "s" }
    );
    for i in 0..POSITIONS.len() {
        let start = Instant::now();
        let nodes = search_position(&mut engine, i, depth);
        let ms = start.elapsed().as_millis() as u64;
        our_nodes += nodes;
        our_ms += ms;
        print_row(i, nodes, ms);
    }
    let our_nps = our_nodes * 1000 / our_ms.max(1);
    println!("total {our_nodes} nodes in {our_ms} ms: {our_nps} nps");
    if skip_opponent {
        return;
    }
    let mut fs = match opponent.start(Variant::Makruk) {
        Ok(fs) => fs,
        Err(e) => {
            eprintln!("bench: cannot start {}: {e}", opponent.path());
            std::process::exit(2);
        }
    };
    let (mut fs_nodes, mut fs_ms) = (0u64, 0u64);
    println!("opponent: {}", opponent.describe(&fs));
    println!(
        "{:<4} {:>12} {:>8} {:>10}   fairy-stockfish, depth {depth}",
        "pos", "nodes", "ms", "nps"
    );
    for (i, fen) in POSITIONS.iter().enumerate() {
        let reply = fs
            .send("ucinewgame")
            .and_then(|_| fs.send(&format!("position fen {fen}")))
            .and_then(|_| fs.send(&format!("go depth {depth}")))
            .and_then(|_| fs.wait_for("bestmove", Duration::from_secs(600)));
        let Ok((_, lines)) = reply else {
            eprintln!("bench: fairy-stockfish did not answer");
            std::process::exit(2);
        };
        let last = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info depth"))
            .cloned()
            .unwrap_or_default();
        let field = |name: &str| -> u64 {
            let mut words = last.split_whitespace();
            words
                .position(|w| w == name)
                .and_then(|_| words.next())
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        let (nodes, ms) = (field("nodes"), field("time"));
        fs_nodes += nodes;
        fs_ms += ms;
        print_row(i, nodes, ms);
    }
    let fs_nps = fs_nodes * 1000 / fs_ms.max(1);
    println!("total {fs_nodes} nodes in {fs_ms} ms: {fs_nps} nps");
    println!(
        "ratio makruk-uci / fairy-stockfish: nps {:.2}, time to depth {depth} {:.2}",
        our_nps as f64 / fs_nps.max(1) as f64,
        our_ms as f64 / fs_ms.max(1) as f64
    );
}

/// One position's line of the table: its number, nodes, milliseconds and nodes per second.
fn print_row(index: usize, nodes: u64, ms: u64) {
    println!(
        "{:<4} {:>12} {:>8} {:>10}",
        index + 1,
        nodes,
        ms,
        nodes * 1000 / ms.max(1)
    );
}
