//! Perft speed: nodes per second from the start position and a middlegame, next to
//! Fairy-Stockfish's `go perft` on the same positions when its binary is available.
//!
//! `cargo run --release -p makruk-core --example perft_speed [path-to-fairy-stockfish]`
//! (default `/usr/games/fairy-stockfish`).

use makruk_core::{perft, Position, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CASES: [(&str, Variant, &str, u32); 3] = [
    (
        "start",
        Variant::Makruk,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        6,
    ),
    (
        "middlegame",
        Variant::Makruk,
        "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1",
        5,
    ),
    (
        "endgame",
        Variant::Makruk,
        "8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 1",
        6,
    ),
];

/// Runs `go perft depth` in Fairy-Stockfish and returns nodes and elapsed time.
fn fairy_stockfish(path: &str, fen: &str, depth: u32) -> Option<(u64, Duration)> {
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let mut lines = BufReader::new(child.stdout.take()?).lines();
    writeln!(
        stdin,
        "uci\nsetoption name UCI_Variant value makruk\nisready"
    )
    .ok()?;
    lines
        .by_ref()
        .map_while(Result::ok)
        .find(|l| l == "readyok")?;
    writeln!(stdin, "position fen {fen}\ngo perft {depth}").ok()?;
    let start = Instant::now();
    let nodes = lines.map_while(Result::ok).find_map(|l| {
        l.strip_prefix("Nodes searched: ")
            .and_then(|n| n.trim().parse().ok())
    })?;
    let elapsed = start.elapsed();
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    Some((nodes, elapsed))
}

fn mnps(nodes: u64, elapsed: Duration) -> f64 {
    nodes as f64 / elapsed.as_secs_f64() / 1e6
}

fn main() {
    let fs_path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/usr/games/fairy-stockfish".into());
    makruk_core::attacks::init();
    for (name, variant, fen, depth) in CASES {
        let pos = Position::from_fen(variant, fen).expect("valid FEN");
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let ours = mnps(nodes, start.elapsed());
        print!("{name:<11} perft({depth}) = {nodes:>10}  makruk-core {ours:7.1} Mnps");
        match fairy_stockfish(&fs_path, fen, depth) {
            Some((fs_nodes, elapsed)) => {
                let theirs = mnps(fs_nodes, elapsed);
                let agree = if fs_nodes == nodes {
                    "same count"
                } else {
                    "COUNT DIFFERS"
                };
                println!(
                    "  Fairy-Stockfish {theirs:6.1} Mnps  ratio {:.1}x  ({agree})",
                    ours / theirs
                );
            }
            None => println!("  (Fairy-Stockfish not found at {fs_path})"),
        }
    }
}
