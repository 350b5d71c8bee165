//! Texel-style tuner for the evaluation weights.
//!
//! Subcommands `gen`, `label`, `blunders`, `fit` and `residuals`; `tune help <subcommand>` says
//! what each does and takes.
//!
//! How the current weights are made: `scripts/tune-weights.sh` labels every quiet position of the
//! games logged by `match --log` and kept in `crates/makruk-engine/tuning/` with Fairy-Stockfish's
//! static evaluation and the game's result (`tune label --games games.log --static --every 1`),
//! then fits the weights the tuner is built with to them
//! (`tune fit --k 0.0045 --epochs 60 --freeze pst-khun`). Keep new weights
//! only if a match against Fairy-Stockfish agrees on openings no earlier decision saw
//! (`match --skip-openings N`, or fresh ones from `match --make-openings N` and `--openings FILE`):
//! a closer fit need not play better. `--k` depends on the labelling engine's evaluation scale
//! (0.0045 keeps the present weights' scale against the current Fairy-Stockfish's).
//! `docs/experiments.md` has the fits tried and their matches.

use clap::{Args, Parser};
use makruk_core::{Color, Position, Role, Variant};
use makruk_engine::eval::{self, features, Accumulator, Terms};
use makruk_engine::{is_quiet, Score};
use makruk_tools::engine_process::{last_score, EngineProcess, Opponent};
use makruk_tools::labelled;
use makruk_tools::referee::Referee;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::time::Duration;

/// Texel-style tuner for the evaluation weights.
#[derive(Parser)]
#[command(name = "tune")]
enum Command {
    /// Labelled positions from Fairy-Stockfish's self-play.
    ///
    /// Plays Fairy-Stockfish against itself from random 8-ply openings and writes quiet positions
    /// labelled with the game result and Fairy-Stockfish's score: one `FEN;result;cp` line each
    /// (result 1, 0.5 or 0 and cp, both for White).
    Gen(GenArgs),
    /// Labelled positions from recorded games.
    ///
    /// Replays recorded games (lines `... <result> ... moves m1 m2 ...` as the match runner's
    /// `--log` writes them, result `1-0`, `0-1` or `1/2-1/2`) and labels their quiet positions
    /// (about one in N, from ply P on, each position once) with Fairy-Stockfish's score at
    /// `go depth D`: one `FEN;result;cp` line each. Games against Fairy-Stockfish give the
    /// positions the engine itself steers into, where its evaluation must agree with the stronger
    /// engine's.
    Label(LabelArgs),
    /// Where each lost game went wrong.
    ///
    /// For each recorded game makruk-uci lost (its colour is read from `game N makruk-uci
    /// white:`), its first move after the opening plies after which Fairy-Stockfish's score at
    /// `go depth D`, from makruk-uci's side, falls by more than the threshold, with the move
    /// Fairy-Stockfish prefers and the position: where the game went wrong.
    Blunders(BlundersArgs),
    /// Fits the evaluation weights to labelled positions.
    ///
    /// Fits the weights to the results (logistic model `sigmoid(K * eval)`, Adam), keeps the epoch
    /// with the lowest loss on held-out positions (every tenth block of 500) and writes a new
    /// `weights.rs`. The target is `(1 - W) * result + W * win probability of the recorded score`.
    Fit(FitArgs),
    /// Where the evaluation disagrees with the labels' scores.
    ///
    /// The mean and root-mean-square of
    /// the evaluation minus the score (centipawns, White's side) over the positions scored within
    /// ±CP (past that the game is decided), by phase, by the bia of the side the evaluation
    /// favours, and by the pieces of both sides in endings. A mean far from zero in a group is a
    /// missing term.
    Residuals(ResidualsArgs),
}

/// Where labelled positions go.
#[derive(Args)]
struct Output {
    /// The file to append labelled positions to.
    #[arg(long, value_name = "FILE", default_value = "tune-data.txt")]
    out: String,
}

#[derive(Args)]
struct GenArgs {
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 100)]
    games: u64,
    /// Nodes per move.
    #[arg(long, value_name = "K", default_value_t = 4000)]
    nodes: u64,
    /// The seed of the random openings.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    output: Output,
    #[command(flatten)]
    labeller: Opponent,
}

#[derive(Args)]
struct LabelArgs {
    /// The game records (a `match --log` file).
    #[arg(long, value_name = "FILE")]
    games: String,
    /// Search depth of the labels.
    #[arg(long, value_name = "D", default_value_t = 8)]
    depth: u64,
    /// Label with Fairy-Stockfish's static evaluation (its `eval`) instead of a search.
    #[arg(long = "static")]
    static_eval: bool,
    /// Label about one position in N.
    #[arg(long, value_name = "N", default_value_t = 3)]
    every: u64,
    /// Label from this ply on.
    #[arg(long, value_name = "P", default_value_t = 4)]
    min_ply: usize,
    #[command(flatten)]
    output: Output,
    #[command(flatten)]
    labeller: Opponent,
}

#[derive(Args)]
struct BlundersArgs {
    /// The game records (a `match --log` file).
    #[arg(long, value_name = "FILE")]
    games: String,
    /// Fairy-Stockfish's search depth.
    #[arg(long, value_name = "D", default_value_t = 12)]
    depth: u64,
    /// A drop of more than this many centipawns is a blunder.
    #[arg(long, value_name = "CP", default_value_t = 120)]
    threshold: i32,
    /// Plies of the opening, not looked at.
    #[arg(long, value_name = "P", default_value_t = 6)]
    opening_plies: usize,
    #[command(flatten)]
    labeller: Opponent,
}

#[derive(Args)]
struct FitArgs {
    /// The labelled positions (`FEN;result[;cp]` lines).
    #[arg(long, value_name = "FILE", default_value = "tune-data.txt")]
    data: String,
    /// Epochs of Adam.
    #[arg(long, value_name = "N", default_value_t = 300)]
    epochs: u64,
    /// Adam's learning rate.
    #[arg(long, value_name = "R", default_value_t = 0.2)]
    rate: f64,
    /// W: the recorded score's share of the target, the game result's is 1 - W.
    #[arg(long, value_name = "W", default_value_t = 0.5)]
    score_weight: f64,
    /// K of the model, fixed [default: fitted to the current weights first, which keeps the
    /// evaluation near its present scale; 1/180 = 0.00556 puts the weights in the target's
    /// centipawns].
    #[arg(long, value_name = "K")]
    k: Option<f64>,
    /// Weight groups kept as they are (material, pst, pst-bia, pst-ma, pst-khon, pst-met,
    /// pst-ruea, pst-khun, mobility, bia, ruea, khun, threats, danger, structure, shelter), comma-separated.
    #[arg(long, value_name = "G,..", value_delimiter = ',')]
    freeze: Vec<String>,
    /// Adds `L * (w - w0)^2` per weight to the loss, pulling weights toward their current values.
    #[arg(long, value_name = "L", default_value_t = 0.0)]
    l2: f64,
    /// Leave out positions where the endgame knowledge around the weights decides (drawish
    /// material, a bare khun).
    #[arg(long)]
    linear_only: bool,
    /// The weights file to write.
    #[arg(long, value_name = "FILE", default_value = "weights.rs")]
    out: String,
}

#[derive(Args)]
struct ResidualsArgs {
    /// The labelled positions (`FEN;result;cp` lines).
    #[arg(long, value_name = "FILE", default_value = "tune-data.txt")]
    data: String,
    /// Groups of fewer positions are not shown.
    #[arg(long, value_name = "N", default_value_t = 300)]
    min: usize,
    /// Positions scored beyond ±CP are left out.
    #[arg(long, value_name = "CP", default_value_t = 600)]
    max_score: u32,
}

/// Opens `output` for appending and starts the labelling engine in Makruk.
fn open_output_and_labeller(
    output: &Output,
    labeller: &Opponent,
) -> Result<(std::fs::File, EngineProcess), String> {
    let out_path = &output.out;
    let out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out_path)
        .map_err(|e| format!("{out_path}: {e}"))?;
    Ok((out, start_labeller(labeller)?))
}

/// Starts the labelling engine in Makruk and says which it is.
fn start_labeller(labeller: &Opponent) -> Result<EngineProcess, String> {
    let engine = labeller.start(Variant::Makruk).map_err(|e| e.to_string())?;
    eprintln!("labelling engine: {}", labeller.describe(&engine));
    Ok(engine)
}

fn generate(args: &GenArgs) -> Result<(), String> {
    let GenArgs { games, nodes, .. } = *args;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let (mut out, mut engine) = open_output_and_labeller(&args.output, &args.labeller)?;
    let mut written = 0usize;
    for game in 0..games {
        let mut referee = Referee::new(Variant::Makruk, 400);
        for _ in 0..8 {
            let legal = referee.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
            referee.play(&m.to_string()).map_err(|e| e.reason)?;
        }
        engine.send("ucinewgame").map_err(|e| e.to_string())?;
        let mut fens = Vec::new();
        let end = loop {
            if let Some(end) = referee.end() {
                break end;
            }
            let pos = referee.position();
            let quiet = is_quiet(pos).then(|| (pos.to_fen(), pos.turn()));
            engine
                .send(&format!(
                    "position startpos moves {}",
                    referee.uci_moves().join(" ")
                ))
                .map_err(|e| e.to_string())?;
            engine
                .send(&format!("go nodes {nodes}"))
                .map_err(|e| e.to_string())?;
            let (line, infos) = engine
                .wait_for("bestmove", Duration::from_secs(30))
                .map_err(|e| e.to_string())?;
            if let (Some((fen, turn)), Some(cp)) = (quiet, last_score(&infos).and_then(Score::cp)) {
                let white_cp = if turn == Color::White { cp } else { -cp };
                fens.push((fen, white_cp));
            }
            let reply = line
                .split_whitespace()
                .nth(1)
                .unwrap_or("(none)")
                .to_string();
            if let Err(end) = referee.play(&reply) {
                break end;
            }
        };
        let result = match end.winner {
            Some(Color::White) => "1",
            Some(Color::Black) => "0",
            None => "0.5",
        };
        for (fen, cp) in &fens {
            writeln!(out, "{fen};{result};{cp}").map_err(|e| e.to_string())?;
        }
        written += fens.len();
        eprintln!(
            "game {}: {} ({}), {} positions so far",
            game + 1,
            result,
            end.reason,
            written
        );
    }
    Ok(())
}

/// The game records of a `match --log` file: each record's line number (from 1), its head
/// (`game N makruk-uci white: 1-0 (reason)`) and its moves.
fn game_records(text: &str) -> impl Iterator<Item = (usize, &str, &str)> {
    text.lines().enumerate().filter_map(|(n, line)| {
        line.split_once(" moves ")
            .map(|(head, moves)| (n + 1, head, moves))
    })
}

/// The result (for White) written in a game record line: `1-0`, `0-1` or `1/2-1/2`.
fn record_result(head: &str) -> Option<&'static str> {
    head.split(|c: char| c.is_whitespace() || c == ':' || c == '(' || c == ')')
        .find_map(|word| match word {
            "1-0" => Some("1"),
            "0-1" => Some("0"),
            "1/2-1/2" => Some("0.5"),
            _ => None,
        })
}

/// Labels positions of recorded games with Fairy-Stockfish's score at a fixed depth.
fn label(args: &LabelArgs) -> Result<(), String> {
    let games_path = &args.games;
    let (depth, static_eval, min_ply) = (args.depth, args.static_eval, args.min_ply);
    let every = args.every.max(1);
    let text = std::fs::read_to_string(games_path).map_err(|e| format!("{games_path}: {e}"))?;
    let (mut out, mut engine) = open_output_and_labeller(&args.output, &args.labeller)?;
    let mut seen = std::collections::HashSet::new();
    let mut written = 0usize;
    for (line, head, moves) in game_records(&text) {
        let Some(result) = record_result(head) else {
            return Err(format!(
                "{games_path}:{line}: no result (1-0, 0-1, 1/2-1/2)"
            ));
        };
        let mut pos = Position::startpos(Variant::Makruk);
        for (ply, uci) in moves.split_whitespace().enumerate() {
            let Ok(m) = pos.parse_uci_move(uci) else {
                eprintln!("{games_path}:{line}: skipped from illegal move {uci}");
                break;
            };
            pos.play_unchecked(m);
            let picked = ply + 1 >= min_ply && pos.hash() % every == 0;
            if !picked || pos.outcome().is_some() || !is_quiet(&pos) || !seen.insert(pos.hash()) {
                continue;
            }
            let fen = pos.to_fen();
            let white_cp = if static_eval {
                static_score(&mut engine, &fen)?
            } else {
                searched_score(&mut engine, &fen, depth)?.map(|cp| {
                    if pos.turn() == Color::White {
                        cp
                    } else {
                        -cp
                    }
                })
            };
            if let Some(white_cp) = white_cp {
                writeln!(out, "{fen};{result};{white_cp}").map_err(|e| e.to_string())?;
                written += 1;
            }
        }
        eprintln!("game line {line}: {written} positions so far");
    }
    Ok(())
}

/// The labelling engine's score of `fen` at `go depth D`, for the side to move (none for a mate).
fn searched_score(
    engine: &mut EngineProcess,
    fen: &str,
    depth: u64,
) -> Result<Option<i32>, String> {
    Ok(analyse(engine, fen, depth)?.0.and_then(Score::cp))
}

/// The labelling engine's score of `fen` at `go depth D` (for the side to move) and its move.
fn analyse(
    engine: &mut EngineProcess,
    fen: &str,
    depth: u64,
) -> Result<(Option<Score>, String), String> {
    engine
        .send(&format!("position fen {fen}"))
        .and_then(|()| engine.send(&format!("go depth {depth}")))
        .map_err(|e| e.to_string())?;
    let (bestmove, infos) = engine
        .wait_for("bestmove", Duration::from_secs(60))
        .map_err(|e| e.to_string())?;
    let best = bestmove.split_whitespace().nth(1).unwrap_or("(none)");
    Ok((last_score(&infos), best.to_string()))
}

/// The colour makruk-uci played in a game record line (`game 3 makruk-uci white: 1-0 (…)`).
fn engine_colour(head: &str) -> Option<Color> {
    let mut words = head.split(|c: char| c.is_whitespace() || c == ':');
    words.find(|w| *w == "makruk-uci")?;
    match words.next()? {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// Prints where each game makruk-uci lost went wrong, by Fairy-Stockfish's analysis.
fn blunders(args: &BlundersArgs) -> Result<(), String> {
    let games_path = &args.games;
    let (depth, threshold, opening_plies) = (args.depth, args.threshold, args.opening_plies);
    let text = std::fs::read_to_string(games_path).map_err(|e| format!("{games_path}: {e}"))?;
    let mut engine = start_labeller(&args.labeller)?;
    for (line, head, moves) in game_records(&text) {
        let (Some(ours), Some(result)) = (engine_colour(head), record_result(head)) else {
            continue;
        };
        if result != ours.fold_wb("0", "1") {
            continue;
        }
        let mut pos = Position::startpos(Variant::Makruk);
        for (ply, uci) in moves.split_whitespace().enumerate() {
            let Ok(m) = pos.parse_uci_move(uci) else {
                eprintln!("{games_path}:{line}: stopped at illegal move {uci}");
                break;
            };
            if ply < opening_plies || pos.turn() != ours {
                pos.play_unchecked(m);
                continue;
            }
            let fen = pos.to_fen();
            pos.play_unchecked(m);
            let (before, preferred) = analyse(&mut engine, &fen, depth)?;
            let (reply, _) = analyse(&mut engine, &pos.to_fen(), depth)?;
            let (Some(before), Some(reply)) = (before, reply) else {
                continue;
            };
            let (before, after) = (before.centipawns(), -reply.centipawns());
            if before - after > threshold && before > -300 {
                println!(
                    "{head} ply {}: played {uci}, Fairy-Stockfish prefers {preferred}: {before} -> {after}",
                    ply + 1
                );
                println!("    position fen {fen}");
                break;
            }
        }
    }
    Ok(())
}

/// Fairy-Stockfish's static evaluation of `fen` (its `eval` command), in centipawns for White.
fn static_score(engine: &mut EngineProcess, fen: &str) -> Result<Option<i32>, String> {
    engine
        .send(&format!("position fen {fen}"))
        .and_then(|()| engine.send("eval"))
        .map_err(|e| e.to_string())?;
    // Fairy-Stockfish 11.1 ends its `eval` with `Total evaluation`, the current one with `Final evaluation`.
    let (line, _) = engine
        .wait_for_any(
            &["Total evaluation", "Final evaluation"],
            Duration::from_secs(10),
        )
        .map_err(|e| e.to_string())?;
    Ok(parse_final_evaluation(&line))
}

/// Reads `Total evaluation: 0.86 (white side)` (Fairy-Stockfish 11.1) or `Final evaluation
/// +0.86 (white side)` (the current one) as 86 centipawns (`none` when in check).
fn parse_final_evaluation(line: &str) -> Option<i32> {
    let pawns: f64 = line.split_whitespace().nth(2)?.parse().ok()?;
    Some((pawns * 100.0).round() as i32)
}

/// Feature counts of one position (White minus Black).
#[derive(Default)]
struct Sparse(Vec<(u16, i8)>);

impl Accumulator for Sparse {
    fn add(&mut self, feature: usize, count: i32) {
        if count != 0 {
            self.0.push((feature as u16, count.clamp(-127, 127) as i8));
        }
    }
}

struct Sample {
    features: Vec<(u16, i8)>,
    terms: Terms,
    result: f64,
}

fn load(path: &str, score_weight: f64) -> Result<Vec<Sample>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let (pos, result, score) = labelled::parse(Variant::Makruk, path, n, line)?;
        // The target blends the game result with the searched score (as a win probability).
        let target = match score {
            Some(cp) => (1.0 - score_weight) * result + score_weight / (1.0 + (-cp / 180.0).exp()),
            None => result,
        };
        samples.push(Sample::of(&pos, target));
    }
    Ok(samples)
}

/// The engine's evaluation of `pos` for White, without the side to move's tempo bonus: what the
/// weights and the labels describe.
fn white_evaluation(pos: &Position) -> i32 {
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    sign * (eval::classical(pos) - eval::TEMPO)
}

impl Sample {
    /// The features the evaluation counts in `pos` and its terms, to be fitted to `result`.
    fn of(pos: &Position, result: f64) -> Sample {
        let mut sparse = Sparse::default();
        let terms = Terms::of(pos);
        eval::accumulate_counted(pos, &terms, &mut sparse);
        Sample {
            features: sparse.0,
            terms,
            result,
        }
    }
}

/// The engine's current weights, as the fit starts from them.
fn engine_weights() -> Vec<(f64, f64)> {
    eval::weights()
        .iter()
        .map(|&(mg, eg)| (f64::from(mg), f64::from(eg)))
        .collect()
}

/// White-relative evaluation and its partial derivatives by (mg, eg) sums.
fn predict(sample: &Sample, weights: &[(f64, f64)]) -> (f64, f64, f64) {
    let (mut mg, mut eg) = (0.0, 0.0);
    for &(i, c) in &sample.features {
        let (wm, we) = weights[i as usize];
        mg += wm * f64::from(c);
        eg += we * f64::from(c);
    }
    let t = &sample.terms;
    // The complexity moves the endgame sum away from zero without crossing it.
    let complexity = f64::from(t.complexity);
    let sign = if eg > 0.0 {
        1.0
    } else if eg < 0.0 {
        -1.0
    } else {
        0.0
    };
    let (eg, d_eg) = if complexity > -eg.abs() {
        (eg + sign * complexity, 1.0)
    } else {
        (0.0, 0.0)
    };
    let bia_scale = f64::from(t.eg_scale(eg as i32)) / f64::from(eval::SCALE_MAX);
    let (eg, d_eg) = (eg * bia_scale, d_eg * bia_scale);
    let phase = f64::from(t.phase) / f64::from(eval::PHASE_MAX);
    let tapered = mg * phase + eg * (1.0 - phase);
    // Rounded down, the sum keeps its sign for choosing the side's scale.
    let scale = f64::from(t.scale(tapered.floor() as i32)) / f64::from(eval::SCALE_MAX);
    let count = f64::from(t.damping) / f64::from(eval::DAMPING_DEN);
    let value = (tapered * scale + f64::from(t.bonus)) * count;
    (
        value,
        phase * scale * count,
        (1.0 - phase) * scale * count * d_eg,
    )
}

fn sigmoid(k: f64, x: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

fn loss(samples: &[Sample], weights: &[(f64, f64)], k: f64) -> f64 {
    samples
        .iter()
        .map(|s| (s.result - sigmoid(k, predict(s, weights).0)).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

fn fit(args: &FitArgs) -> Result<(), String> {
    let FitArgs {
        epochs, rate, l2, ..
    } = *args;
    let mut all = load(&args.data, args.score_weight)?;
    if args.linear_only {
        all.retain(|s| s.terms.is_linear());
    }
    // Positions of one game are neighbours in the file: hold out every tenth block of 500 for validation.
    let mut samples = Vec::new();
    let mut validation = Vec::new();
    for (i, sample) in all.into_iter().enumerate() {
        if (i / 500) % 10 == 0 {
            validation.push(sample);
        } else {
            samples.push(sample);
        }
    }
    if samples.is_empty() || validation.is_empty() {
        return Err("need at least 1000 samples".to_string());
    }
    let mut weights = engine_weights();
    let fixed_k = args.k;
    let mut k = fixed_k.unwrap_or(0.005);
    let mut best = loss(&samples, &weights, k);
    let steps: &[f64] = if fixed_k.is_some() {
        &[]
    } else {
        &[0.002, 0.0005, 0.0001]
    };
    for &step in steps {
        loop {
            let up = loss(&samples, &weights, k + step);
            let down = loss(&samples, &weights, (k - step).max(1e-5));
            if up < best {
                k += step;
                best = up;
            } else if down < best && k - step > 1e-5 {
                k -= step;
                best = down;
            } else {
                break;
            }
        }
    }
    eprintln!(
        "{} samples ({} held out), K = {k:.5}, initial loss {best:.6}, validation {:.6}",
        samples.len(),
        validation.len(),
        loss(&validation, &weights, k)
    );
    let mut best_weights = weights.clone();
    let mut best_validation = loss(&validation, &weights, k);
    let mut frozen_features = vec![false; weights.len()];
    for name in &args.freeze {
        if name.is_empty() {
            continue;
        }
        let range = group_range(name).ok_or_else(|| format!("--freeze: unknown group '{name}'"))?;
        frozen_features[range].iter_mut().for_each(|f| *f = true);
    }
    let frozen = |feature: usize| frozen_features[feature];
    let start: Vec<(f64, f64)> = weights.clone();
    let n = weights.len();
    let (mut m1, mut v1) = (vec![0.0f64; 2 * n], vec![0.0f64; 2 * n]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    for epoch in 1..=epochs {
        let mut grad = vec![0.0f64; 2 * n];
        for s in &samples {
            let (value, d_mg, d_eg) = predict(s, &weights);
            let p = sigmoid(k, value);
            let g = -2.0 * (s.result - p) * p * (1.0 - p) * k;
            for &(i, c) in &s.features {
                let c = f64::from(c);
                grad[2 * i as usize] += g * d_mg * c;
                grad[2 * i as usize + 1] += g * d_eg * c;
            }
        }
        let scale = 1.0 / samples.len() as f64;
        let bias1 = 1.0 - beta1.powi(epoch as i32);
        let bias2 = 1.0 - beta2.powi(epoch as i32);
        for j in 0..2 * n {
            if frozen(j / 2) {
                continue;
            }
            let (w, w0) = if j % 2 == 0 {
                (weights[j / 2].0, start[j / 2].0)
            } else {
                (weights[j / 2].1, start[j / 2].1)
            };
            let gr = grad[j] * scale + 2.0 * l2 * (w - w0);
            m1[j] = beta1 * m1[j] + (1.0 - beta1) * gr;
            v1[j] = beta2 * v1[j] + (1.0 - beta2) * gr * gr;
            let step = rate * (m1[j] / bias1) / ((v1[j] / bias2).sqrt() + 1e-12);
            let w = &mut weights[j / 2];
            if j % 2 == 0 {
                w.0 -= step;
            } else {
                w.1 -= step;
            }
        }
        if epoch % 10 == 0 || epoch == epochs {
            let held_out = loss(&validation, &weights, k);
            eprintln!(
                "epoch {epoch}: loss {:.6}, validation {held_out:.6}",
                loss(&samples, &weights, k)
            );
            if held_out < best_validation {
                best_validation = held_out;
                best_weights = weights.clone();
            }
        }
    }
    eprintln!("kept the weights with validation loss {best_validation:.6}");
    let weights = best_weights;
    write_weights(&args.out, &weights)
}

/// The features of a named group, for `--freeze`.
fn group_range(name: &str) -> Option<core::ops::Range<usize>> {
    let pst = |role: usize| features::PST + role * 64..features::PST + (role + 1) * 64;
    Some(match name {
        "material" => features::MATERIAL..features::PST,
        "pst" => features::PST..features::MOB_MA,
        "pst-bia" => pst(0),
        "pst-ma" => pst(1),
        "pst-khon" => pst(2),
        "pst-met" => pst(3),
        "pst-ruea" => pst(4),
        "pst-khun" => pst(5),
        "mobility" => features::MOB_MA..features::BIA_DOUBLED,
        "bia" => features::BIA_DOUBLED..features::RUEA_OPEN,
        "ruea" => features::RUEA_OPEN..features::KHUN_ATTACKER,
        "khun" => features::KHUN_ATTACKER..features::THREAT_BY_BIA,
        "threats" => features::THREAT_BY_BIA..features::RUEA_TRAPPED,
        "danger" => features::KHUN_DANGER..features::KHUN_FLANK_ATTACK,
        "structure" => features::RUEA_TRAPPED..features::KHUN_SHELTER_BIA,
        "shelter" => features::KHUN_SHELTER_BIA..features::COUNT,
        _ => return None,
    })
}

fn write_weights(path: &str, weights: &[(f64, f64)]) -> Result<(), String> {
    let groups: HashMap<usize, &str> = [
        (
            features::MATERIAL,
            "material: bia, ma, khon, met, ruea, promoted bia",
        ),
        (
            features::PST,
            "piece-square tables: bia, ma, khon, met, ruea, khun (64 each, a1..h8)",
        ),
        (
            features::MOB_MA,
            "mobility: ma 0..8, khon 0..5, met 0..4, ruea 0..14",
        ),
        (
            features::BIA_DOUBLED,
            "bia: doubled, isolated, supported, phalanx, passed by rank 0..7",
        ),
        (features::RUEA_OPEN, "ruea: open file, semi-open file"),
        (
            features::KHUN_ATTACKER,
            "khun zone attackers by role, shelter bia",
        ),
        (features::THREAT_BY_BIA, "threat by a safe bia, hanging"),
        (features::RUEA_TRAPPED, "trapped ruea"),
        (
            features::KHUN_DANGER,
            "khun danger by bucket of 100 units above the threshold",
        ),
        (
            features::KHUN_FLANK_ATTACK,
            "flank attacks; threats by ma/khon/met and by ruea on bia, ma, khon, met, ruea; by khun; \
             restricted; bia push",
        ),
        (
            features::KHUN_PROTECTOR,
            "khun distance of ma, khon, met; ma outpost; connected bia by rank; backward; passed bia: \
             enemy khun, own khun, free",
        ),
        (
            features::KHUN_SHELTER_BIA,
            "khun shelter by edge distance and rank; storm; blocked storm by rank; khun on an open file",
        ),
    ]
    .into_iter()
    .collect();
    let mut text = String::from(
        "//! Evaluation weights `(middlegame, endgame)` in centipawns, laid out as described in `eval::features`.\n\
         //! Written by the tuner (`tune fit`); edit by re-running it rather than by hand.\n\n\
         /// Number of evaluation weights.\n",
    );
    text.push_str(&format!("pub const COUNT: usize = {};\n\n", weights.len()));
    text.push_str("/// All weights, indexed by the feature offsets in `eval::features`.\n#[rustfmt::skip]\npub static WEIGHTS: [(i16, i16); COUNT] = [\n");
    let mut line = String::from("   ");
    for (i, (mg, eg)) in weights.iter().enumerate() {
        if let Some(title) = groups.get(&i) {
            if !line.trim().is_empty() {
                text.push_str(&line);
                text.push('\n');
            }
            text.push_str(&format!("    // {title}\n"));
            line = String::from("   ");
        }
        let item = format!(" ({}, {}),", mg.round() as i16, eg.round() as i16);
        if line.len() + item.len() > 110 {
            text.push_str(&line);
            text.push('\n');
            line = String::from("   ");
        }
        line.push_str(&item);
    }
    text.push_str(&line);
    text.push_str("\n];\n");
    std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))
}

/// The groups `pos` counts in for `tune residuals`, given its White-relative evaluation `white`.
fn residual_groups(pos: &Position, white: i32) -> Vec<String> {
    let phase = eval::phase(pos);
    let mut groups = vec!["all".to_string(), format!("phase {:02}", phase / 4 * 4)];
    let count = |color, role| pos.pieces(color, role).0.count_ones();
    if white.abs() > 80 {
        let favoured = if white > 0 {
            Color::White
        } else {
            Color::Black
        };
        groups.push(format!(
            "phase {:02} favoured side's bia {}",
            phase / 8 * 8,
            count(favoured, Role::Bia).min(5)
        ));
    }
    if phase <= 12 {
        let pieces = |color| {
            [Role::Ruea, Role::Ma, Role::Khon, Role::Met]
                .iter()
                .flat_map(|&role| {
                    std::iter::repeat_n(
                        role.char().to_ascii_uppercase(),
                        count(color, role) as usize,
                    )
                })
                .collect::<String>()
        };
        groups.push(format!(
            "ending {} v {} bia {} v {}",
            pieces(Color::White),
            pieces(Color::Black),
            count(Color::White, Role::Bia),
            count(Color::Black, Role::Bia)
        ));
    }
    groups
}

fn residuals(args: &ResidualsArgs) -> Result<(), String> {
    let data = &args.data;
    let min = args.min;
    let max_score = f64::from(args.max_score);
    let text = std::fs::read_to_string(data).map_err(|e| format!("{data}: {e}"))?;
    // Sum, sum of squares and number of the residuals in each group.
    let mut groups: BTreeMap<String, (f64, f64, usize)> = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let (pos, _, score) = labelled::parse(Variant::Makruk, data, n, line)?;
        let score = score.ok_or_else(|| format!("{data}:{}: expected FEN;result;score", n + 1))?;
        if score.abs() > max_score {
            continue;
        }
        let white = white_evaluation(&pos);
        let residual = f64::from(white) - score;
        for group in residual_groups(&pos, white) {
            let entry = groups.entry(group).or_default();
            entry.0 += residual;
            entry.1 += residual * residual;
            entry.2 += 1;
        }
    }
    for (group, (sum, squares, n)) in groups.into_iter().filter(|g| g.1 .2 >= min) {
        let mean = sum / n as f64;
        let rms = (squares / n as f64).sqrt();
        println!("{group:48} n {n:7}  mean {mean:+7.1}  rms {rms:6.1}");
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let result = match Command::parse() {
        Command::Gen(args) => generate(&args),
        Command::Label(args) => label(&args),
        Command::Blunders(args) => blunders(&args),
        Command::Fit(args) => fit(&args),
        Command::Residuals(args) => residuals(&args),
    };
    makruk_tools::exit_code("tune", result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitted_model_is_the_engine_evaluation() {
        let weights = engine_weights();
        for fen in [
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "r3k3/pppp4/8/8/8/P7/8/R3K3 b - - 0 1",
            "8/3k4/1p2p3/2n5/4P3/2S5/4K3/8 w - - 0 40",
            "2s5/5k2/1p3p1p/1nm2PpP/2N5/8/5M2/2K1r3 w - - 0 38",
            "8/8/8/3k4/8/8/8/4K2R w - - 0 1",
        ] {
            let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
            let white = white_evaluation(&pos);
            let predicted = predict(&Sample::of(&pos, 0.5), &weights).0;
            assert!(
                (predicted - f64::from(white)).abs() <= 2.0,
                "{fen}: {predicted} vs {white}"
            );
        }
    }

    #[test]
    fn residuals_are_grouped_by_phase_favoured_side_and_ending() {
        let pos = Position::from_fen(Variant::Makruk, "3rk3/8/4p3/8/8/8/3RN3/4K3 w - - 0 1")
            .expect("valid FEN");
        let phase = eval::phase(&pos);
        assert_eq!(
            residual_groups(&pos, -120),
            [
                "all".to_string(),
                format!("phase {:02}", phase / 4 * 4),
                format!("phase {:02} favoured side's bia 1", phase / 8 * 8),
                "ending RN v R bia 0 v 1".to_string(),
            ]
        );
        assert_eq!(residual_groups(&pos, 50).len(), 3);
    }

    #[test]
    fn record_results_are_read_for_white() {
        assert_eq!(
            record_result("game 2 makruk-uci black: 0-1 (checkmate)"),
            Some("0")
        );
        assert_eq!(record_result("game 1 x white: 1-0 (checkmate)"), Some("1"));
        assert_eq!(
            record_result("game 3 x white: 1/2-1/2 (threefold repetition)"),
            Some("0.5")
        );
        assert_eq!(record_result("game 4 x white: unfinished"), None);
    }

    #[test]
    fn game_records_are_the_lines_with_moves() {
        let log =
            "match header\ngame 1 makruk-uci white: 1-0 (checkmate) moves c3c4 f6f5\n\ngame 2 x";
        let records: Vec<_> = game_records(log).collect();
        assert_eq!(
            records,
            [(2, "game 1 makruk-uci white: 1-0 (checkmate)", "c3c4 f6f5")]
        );
    }

    #[test]
    fn the_engine_colour_is_read_from_a_game_record() {
        let colour = |head| engine_colour(head);
        assert_eq!(
            colour("game 2 makruk-uci black: 0-1 (checkmate)"),
            Some(Color::Black)
        );
        assert_eq!(
            colour("game 7 makruk-uci white: 1/2-1/2 (counting limit reached)"),
            Some(Color::White)
        );
        assert_eq!(colour("game 1 fairy-stockfish white: 1-0"), None);
    }

    #[test]
    fn static_evaluation_lines_are_read_in_centipawns() {
        assert_eq!(
            parse_final_evaluation("Total evaluation: 0.86 (white side)"),
            Some(86)
        );
        assert_eq!(
            parse_final_evaluation("Total evaluation: -1.05 (white side)"),
            Some(-105)
        );
        assert_eq!(
            parse_final_evaluation("Total evaluation: none (in check)"),
            None
        );
        assert_eq!(
            parse_final_evaluation("Final evaluation       +0.86 (white side)"),
            Some(86)
        );
        assert_eq!(
            parse_final_evaluation("Final evaluation: none (in check)"),
            None
        );
    }

    #[test]
    fn weight_groups_cover_their_features() {
        assert_eq!(group_range("material"), Some(0..features::PST));
        let bia = group_range("pst-bia").expect("group");
        let khun = group_range("pst-khun").expect("group");
        assert_eq!(bia.start, features::PST);
        assert_eq!(khun.end, features::MOB_MA);
        assert_eq!(
            group_range("structure").map(|r| r.end),
            group_range("shelter").map(|r| r.start)
        );
        assert_eq!(group_range("shelter").map(|r| r.end), Some(features::COUNT));
        assert_eq!(group_range("nonsense"), None);
    }
}
