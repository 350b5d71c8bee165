//! Measures how often the engine mates a bare khun within the count (pieces' honour) from random
//! positions: White's khun and `--pieces` against Black's bare khun, Black to move, the count
//! starting at the pieces on the board with `--limit` moves, no repetition rule. The stronger side
//! searches `--nodes` a move, the bare khun a tenth of that. Prints the mates, the plies they took
//! and the positions that ran out of count, so two builds or parameter sets compare on the same
//! positions (`--set name=value` changes a search parameter of the stronger side).
//!
//! `cargo run --release -p makruk-engine --example count_mate_rate -- --pieces RN --limit 16`

use makruk_core::{Color, EndReason, Position, Variant};
use makruk_engine::{Engine, FrozenClock, Limits};

struct Options {
    pieces: String,
    limit: u32,
    positions: usize,
    nodes: u64,
    seed: u64,
    params: Vec<(String, i32)>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        pieces: "R".into(),
        limit: 16,
        positions: 100,
        nodes: 300_000,
        seed: 1,
        params: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        match flag.as_str() {
            "--pieces" => options.pieces = value,
            "--limit" => options.limit = number(&value)? as u32,
            "--positions" => options.positions = number(&value)? as usize,
            "--nodes" => options.nodes = number(&value)?,
            "--seed" => options.seed = number(&value)?,
            "--set" => {
                let (name, v) = value.split_once('=').ok_or("--set takes name=value")?;
                let v = v
                    .parse()
                    .map_err(|_| format!("--set: '{v}' is not a number"))?;
                options.params.push((name.into(), v));
            }
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(options)
}

/// A random legal position of `pieces` (and both khuns), Black to move, not in check and unable to
/// take a piece, with the count of `limit` moves starting at the pieces on the board.
fn random_position(pieces: &str, limit: u32, next: &mut impl FnMut(usize) -> usize) -> Position {
    loop {
        let mut board = [None; 64];
        let placed = "Kk".chars().chain(pieces.chars());
        let mut ok = true;
        for piece in placed {
            let sq = next(64);
            ok &= board[sq].is_none();
            board[sq] = Some(piece);
        }
        if !ok {
            continue;
        }
        let ranks: Vec<String> = board
            .chunks(8)
            .map(|rank| rank.iter().map(|p| p.unwrap_or('1')).collect())
            .collect();
        let count = 2 + pieces.len();
        let fen = format!("{} b - {} {} 1", ranks.join("/"), 2 * limit, 2 * count);
        if let Ok(pos) = Position::from_fen(Variant::Makruk, &fen) {
            let moves = pos.legal_moves();
            let takes_a_piece = moves.iter().any(|m| pos.piece_at(m.to).is_some());
            if !pos.is_check() && !moves.is_empty() && !takes_a_piece && pos.outcome().is_none() {
                return pos;
            }
        }
    }
}

/// Plays the position out; whether White mated, and the plies played.
fn play_out(start: &Position, options: &Options) -> (bool, usize) {
    let mut attacker = Engine::new(16);
    for (name, value) in &options.params {
        if let Err(e) = attacker.set_search_param(name, *value) {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    let mut defender = Engine::new(4);
    let mut pos = start.clone();
    let mut history = Vec::new();
    for ply in 0.. {
        if let Some(outcome) = pos.outcome() {
            let mated =
                outcome.reason == EndReason::Checkmate && outcome.winner == Some(Color::White);
            return (mated, ply);
        }
        let (engine, nodes) = match pos.turn() {
            Color::White => (&mut attacker, options.nodes),
            Color::Black => (&mut defender, options.nodes / 10),
        };
        let limits = Limits {
            nodes: Some(nodes),
            repetition_ends_game: false,
            ..Limits::default()
        };
        let result = engine.search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
        history.push(pos.hash());
        let Some(m) = result.best_move else {
            return (false, ply);
        };
        pos.play(m).expect("the engine plays legal moves");
    }
    unreachable!("the count ends every game")
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut state = options.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let (mut mates, mut plies) = (0, 0);
    for _ in 0..options.positions {
        let start = random_position(&options.pieces, options.limit, &mut next);
        let (mated, played) = play_out(&start, &options);
        if mated {
            mates += 1;
            plies += played;
        } else {
            println!("no mate: {} ({played} plies)", start.to_fen());
        }
    }
    println!(
        "K{} against a bare khun, {} moves: {mates} of {} mated within the count, {plies} plies in all",
        options.pieces, options.limit, options.positions
    );
}
