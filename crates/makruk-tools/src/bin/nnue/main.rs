//! Training data and training for the evaluation network.
//!
//! `nnue gen` plays the engine against itself at a fixed node budget from random openings (in
//! Sittuyin, random set-ups first) and writes the quiet positions the network evaluates
//! ([`network_applies`]) whose best move is quiet, labelled with the search's score and the game's
//! result: one `FEN;result;cp` line each (result 1, 0.5 or 0 and cp, both for White), the tuner's
//! format. Games are deterministic for a seed.
//! `nnue train` fits the network to such lines and writes the weights file the engine embeds.
//! `scripts/train-network.sh` runs both with the seeds and budgets of the shipped network.

use clap::{Args, Parser};
use makruk_core::{planned_drop, random_plan, Color, Game, Position, Variant};
use makruk_engine::eval::network_applies;
use makruk_engine::{is_quiet, Engine, FrozenClock, Limits, Score};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::io::Write;

mod training;

/// Training data and training for the evaluation network.
#[derive(Parser)]
#[command(name = "nnue")]
enum Command {
    /// Labelled positions from the engine's self-play.
    Gen(GenArgs),
    /// Fits the network to labelled positions and writes its weights file.
    Train(TrainArgs),
}

#[derive(Args)]
struct TrainArgs {
    /// Files of labelled positions (`FEN;result;cp` lines, both for White): `VARIANT:FILE`, or
    /// `FILE` for Makruk.
    #[arg(long, value_name = "FILE", required = true, num_args = 1..)]
    data: Vec<String>,
    /// Hidden units per side (a multiple of 16).
    #[arg(long, value_name = "N", default_value_t = 256)]
    hidden: usize,
    /// The variants the network evaluates (comma-separated `UCI_Variant` names).
    #[arg(long, value_name = "LIST", default_value = "makruk,cambodian,sittuyin")]
    variants: String,
    /// One output head for all its variants (else one per variant).
    #[arg(long)]
    shared_head: bool,
    /// Material buckets of each head (output weights by the number of pieces on the board).
    #[arg(long, value_name = "N", default_value_t = 1)]
    buckets: usize,
    /// Also give the network each piece's distance to either khun.
    #[arg(long)]
    khun_distance: bool,
    /// Square the clipped hidden units.
    #[arg(long)]
    squared: bool,
    /// Learn a correction added to the classical evaluation (else the evaluation itself).
    #[arg(long)]
    correction: bool,
    /// Where to write the weights.
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Passes over the data.
    #[arg(long, value_name = "N", default_value_t = 3)]
    epochs: usize,
    /// Positions per step.
    #[arg(long, value_name = "B", default_value_t = 1024)]
    batch: usize,
    /// Adam's step size at the start; it falls tenfold over the epochs.
    #[arg(long, value_name = "R", default_value_t = 0.001)]
    rate: f32,
    /// How much of the target is the search's score (the rest is the game's result).
    #[arg(long, value_name = "L", default_value_t = 1.0)]
    score_weight: f32,
    /// Also train on each position mirrored from left to right.
    #[arg(long)]
    mirror: bool,
    /// Worker threads.
    #[arg(long, value_name = "T", default_value_t = 2)]
    threads: usize,
    /// Label every position with the engine's own evaluation instead of its score and result.
    #[arg(long)]
    engine_labels: bool,
    /// With --engine-labels, also train on this many copies of each position with one or two
    /// pieces taken off at random (the engine's evaluation labels them).
    #[arg(long, value_name = "N", default_value_t = 0)]
    thinned: usize,
    /// Start from this weights file (of the same shape) instead of random weights.
    #[arg(long, value_name = "FILE")]
    init: Option<String>,
    /// Train the output heads only: the shared hidden layer keeps --init's weights, so the
    /// heads of variants without data stay exactly as they were.
    #[arg(long, requires = "init")]
    heads_only: bool,
    /// The seed of the initial weights and the order of the positions.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

#[derive(Args)]
struct GenArgs {
    /// The variant played: makruk, cambodian or sittuyin.
    #[arg(long, value_name = "NAME", default_value = "makruk", value_parser = parse_variant)]
    variant: Variant,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 5000)]
    games: u64,
    /// Nodes per move.
    #[arg(long, value_name = "K", default_value_t = 5000)]
    nodes: u64,
    /// Random plies that open each game.
    #[arg(long, value_name = "P", default_value_t = 8)]
    random_plies: usize,
    /// The seed of the random openings.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Search with the evaluation network (the shipped network's data was searched without it).
    #[arg(long)]
    network: bool,
    /// Where to write the positions (appended).
    #[arg(long, value_name = "FILE")]
    out: String,
}

/// The variants the network learns, by their `UCI_Variant` names.
fn parse_variant(name: &str) -> Result<Variant, String> {
    match Variant::from_uci_name(name) {
        Some(v @ (Variant::Makruk | Variant::Cambodian | Variant::Sittuyin)) => Ok(v),
        _ => Err(format!("'{name}' is not makruk, cambodian or sittuyin")),
    }
}

/// Plays the random opening of a game: in Sittuyin both sides' pieces set up at random, then
/// `plies` random moves. `None` when a move ends the game.
fn random_opening(variant: Variant, plies: usize, rng: &mut Xoshiro256PlusPlus) -> Option<Game> {
    let mut game = Game::new(variant);
    let plans = [Color::White, Color::Black]
        .map(|color| random_plan(game.position(), color, rng.next_u64()));
    while game.position().is_setup_phase() {
        let pos = game.position();
        let m = planned_drop(pos, &plans[pos.turn().index()])?;
        game.play(m).ok()?;
    }
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            return None;
        }
        let m = moves[(rng.next_u64() % moves.len() as u64) as usize];
        game.play(m).ok()?;
    }
    Some(game)
}

/// A game longer than this is a draw.
const MAX_PLIES: usize = 400;
/// A score this far from even, from both sides for several plies in a row, decides the game.
const DECISIVE_CP: i32 = 1500;
/// Plies in a row with a decisive score that end a game.
const DECISIVE_PLIES: usize = 6;
/// Openings leaving one side further ahead than this are not played.
const OPENING_MAX_CP: i32 = 300;
/// Positions scored beyond this are not written: the network learns the positions still in play.
const LABEL_MAX_CP: i32 = 3000;

/// A position kept for the data: its FEN and the search's score for White.
struct Labelled {
    fen: String,
    white_cp: i32,
}

fn white_cp(score: Score, turn: Color) -> i32 {
    let cp = score.centipawns();
    match turn {
        Color::White => cp,
        Color::Black => -cp,
    }
}

/// Plays one game and returns its labelled positions and White's result (1, 0.5 or 0), or `None`
/// when the random opening left a lopsided position.
fn play_game(
    engine: &mut Engine,
    rng: &mut Xoshiro256PlusPlus,
    args: &GenArgs,
) -> Option<(Vec<Labelled>, f32)> {
    let mut game = random_opening(args.variant, args.random_plies, rng)?;
    let opened = game.moves().len();
    engine.new_game();
    // The game's searches keep the table and histories unaged: aging them before each search of a
    // few thousand nodes would take a third of the time.
    let limits = Limits {
        continues: true,
        ..Limits::nodes(args.nodes)
    };
    let mut labelled = Vec::new();
    let mut decisive = 0usize;
    // The hashes of the positions before the current one, for the search's repetitions.
    let mut history: Vec<u64> = game.positions().iter().map(Position::hash).collect();
    history.pop();
    loop {
        if let Some(outcome) = game.outcome() {
            let result = match outcome.winner {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            return Some((labelled, result));
        }
        if game.moves().len() >= MAX_PLIES {
            return Some((labelled, 0.5));
        }
        let pos: Position = game.position().clone();
        let result = engine.search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
        let best = result.best_move?;
        let cp = white_cp(result.score, pos.turn());
        if game.moves().len() == opened && cp.abs() > OPENING_MAX_CP {
            return None;
        }
        if cp.abs() >= DECISIVE_CP {
            decisive += 1;
            if decisive >= DECISIVE_PLIES {
                return Some((labelled, if cp > 0 { 1.0 } else { 0.0 }));
            }
        } else {
            decisive = 0;
        }
        let quiet_best = best.promotion.is_none() && pos.piece_at(best.to).is_none();
        if matches!(result.score, Score::Cp(_))
            && cp.abs() < LABEL_MAX_CP
            && quiet_best
            && network_applies(&pos)
            && is_quiet(&pos)
        {
            labelled.push(Labelled {
                fen: pos.to_fen(),
                white_cp: cp,
            });
        }
        game.play(best).ok()?;
        history.push(pos.hash());
    }
}

fn generate(args: &GenArgs) -> Result<(), String> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let mut engine = Engine::new(16);
    engine.set_network(args.network);
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .map_err(|e| format!("{}: {e}", args.out))?;
    let (mut games, mut positions) = (0u64, 0usize);
    while games < args.games {
        let Some((labelled, result)) = play_game(&mut engine, &mut rng, args) else {
            continue;
        };
        games += 1;
        positions += labelled.len();
        let mut text = String::new();
        for l in &labelled {
            text.push_str(&format!("{};{result};{}\n", l.fen, l.white_cp));
        }
        out.write_all(text.as_bytes())
            .map_err(|e| format!("{}: {e}", args.out))?;
        if games % 50 == 0 {
            eprintln!("{games} games, {positions} positions");
        }
    }
    eprintln!("{games} games, {positions} positions");
    Ok(())
}

fn main() -> std::process::ExitCode {
    let result = match Command::parse() {
        Command::Gen(args) => generate(&args),
        Command::Train(args) => training::train(&args),
    };
    makruk_tools::exit_code("nnue", result)
}
