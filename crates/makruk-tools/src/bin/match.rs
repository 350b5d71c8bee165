//! Plays `makruk-uci` against another UCI engine (by default the current Fairy-Stockfish that
//! `scripts/build-fairy-stockfish.sh` builds, `--opponent /usr/games/fairy-stockfish` for Debian's
//! 11.1, or another `makruk-uci` build for self-play) from balanced openings, each opening twice with colours swapped, one game at
//! a time unless `--concurrency` runs several engine pairs side by side. Every move is checked by the
//! rules core; games end by the rules (mate, stalemate, counting, repetition, insufficient material).
//! `match --help` lists the flags.
//!
//! Game `g` plays opening `g / 2` of the set (400 built in, or `--openings FILE`), so every run of
//! the same length replays the same openings: good for comparing builds, but a build chosen on
//! those openings can look better there than elsewhere. `--skip-openings N` starts after the first
//! N openings, for a check on openings no earlier decision saw.
//!
//! The move time is 100 ms unless `--movetime` says otherwise; with `--engine-level N` it is the
//! time the web app gives that level (`Level::move_time_ms`), so the level plays as it does there.
//!
//! `--nodes N` asks for `go nodes N` instead of a move time: a load-independent limit for comparing
//! two builds of the same engine on a busy machine. `--opponent-nodes N` gives the opponent its own
//! node budget (with `--nodes`, or instead of the move time), e.g. to match Fairy-Stockfish's speed.
//! `--adjudicate` ends a game early when both engines' scores agree: a win once both give one side
//! at least 800 cp for 10 plies in a row, a draw once both stay within 15 cp for 20 plies after ply
//! 120 (quicker A/B tests; leave it off for the reported figures).
//!
//! `--engine-option NAME=VALUE` and `--opponent-option NAME=VALUE` set UCI options of either side,
//! e.g. the search parameters of a `makruk-uci` built with the `search-params` feature (`scripts/spsa.py`).
//!
//! `--make-openings N [--seed S]` prints N balanced random openings (checked by the opponent) instead.
//!
//! `--positions FILE` plays a suite of positions instead of openings (one FEN a line, a note after
//! `;`): game `g` starts from position `g` (modulo the suite's size), once, with makruk-uci the side
//! to move — the ending suite `scripts/convert-endings.sh` measures the conversion of won endings with.

use clap::Parser;
use makruk_core::{Color, Position, Variant};
use makruk_engine::{Level, Score};
use makruk_tools::engine_process::{self, EngineError, EngineProcess, Opponent};
use makruk_tools::referee::{GameEnd, Referee};
use makruk_tools::stats::Tally;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const MAKRUK_OPENINGS: &str = include_str!("../../openings/makruk.txt");
const CAMBODIAN_OPENINGS: &str = include_str!("../../openings/cambodian.txt");

/// Plays makruk-uci against another UCI engine from balanced openings, colours swapped.
#[derive(Parser)]
#[command(name = "match")]
struct Config {
    /// Games to play.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// The variant played (a `UCI_Variant` name: makruk, cambodian, karouk, makpong, asean, sittuyin).
    #[arg(long, value_name = "NAME", default_value = "makruk", value_parser = parse_variant)]
    variant: Variant,
    /// Milliseconds per move [default: 100, or the app's time for --engine-level].
    #[arg(long = "movetime", value_name = "MS")]
    movetime_ms: Option<u64>,
    /// Nodes per move (`go nodes N`) instead of a move time, for both engines.
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// The opponent's own node budget.
    #[arg(long, value_name = "N")]
    opponent_nodes: Option<u64>,
    /// End a game early once both engines' scores agree.
    #[arg(long)]
    adjudicate: bool,
    /// The makruk-uci binary [default: makruk-uci beside this program].
    #[arg(long, value_name = "PATH", default_value_t = own_engine(), hide_default_value = true)]
    engine: String,
    #[command(flatten)]
    opponent: Opponent,
    /// The opponent's `Skill Level`.
    #[arg(long, value_name = "N")]
    opponent_skill: Option<i32>,
    /// Play makruk-uci at this level (1-8), with the app's move time for it.
    #[arg(long, value_name = "N", value_parser = parse_level)]
    engine_level: Option<Level>,
    /// A file of openings, one line of UCI moves each [default: the 400 built in for makruk and
    /// cambodian; none for the other variants, whose games start from the variant's start].
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Plies after which a game is adjudicated a draw.
    #[arg(long, value_name = "N", default_value_t = 500)]
    max_plies: usize,
    /// Print N balanced random openings instead of playing.
    #[arg(long, value_name = "N")]
    make_openings: Option<usize>,
    /// The seed of --make-openings.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Append every game to this file (result, reason and moves).
    #[arg(long, value_name = "FILE")]
    log: Option<String>,
    /// Start every game from this position instead of the openings.
    #[arg(long, value_name = "FEN")]
    start_fen: Option<String>,
    /// A suite of positions, one FEN a line (a note may follow a `;`; `#` starts a comment line):
    /// game g starts from position g, once, with makruk-uci the side to move.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["openings", "start_fen", "skip_openings"])]
    positions: Option<String>,
    /// Engine pairs playing side by side.
    #[arg(long, value_name = "N", default_value_t = 1)]
    concurrency: usize,
    /// Start after the first N openings.
    #[arg(long, value_name = "N", default_value_t = 0)]
    skip_openings: usize,
    /// Set a UCI option of makruk-uci (repeatable), e.g. a search parameter of a build with the
    /// `search-params` feature.
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_option)]
    engine_option: Vec<(String, String)>,
    /// Set a UCI option of the opponent (repeatable).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_option)]
    opponent_option: Vec<(String, String)>,
}

impl Config {
    /// Milliseconds per move: `--movetime`, else the app's time for `--engine-level`, else 100.
    fn movetime(&self) -> u64 {
        self.movetime_ms
            .or(self.engine_level.map(Level::move_time_ms))
            .unwrap_or(100)
    }
}

/// The `makruk-uci` beside this program.
fn own_engine() -> String {
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("makruk-uci")))
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|| "makruk-uci".to_string())
}

/// A variant by its `UCI_Variant` name.
fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::from_uci_name(text).ok_or_else(|| format!("unknown variant '{text}'"))
}

/// A UCI option as `NAME=VALUE`.
fn parse_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!("'{text}' is not NAME=VALUE")),
    }
}

/// A level number, 1 to 8.
fn parse_level(text: &str) -> Result<Level, String> {
    let n: u8 = text
        .parse()
        .map_err(|_| format!("'{text}' is not a number"))?;
    Level::try_from(n).map_err(|e| e.to_string())
}

fn opponent_name(config: &Config) -> String {
    let path = config.opponent.path();
    std::path::Path::new(&path)
        .file_name()
        .map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned())
}

fn start_engines(config: &Config) -> Result<(EngineProcess, EngineProcess), EngineError> {
    let variant = config.variant.uci_name().to_string();
    let mut ours = vec![("UCI_Variant", variant.clone()), ("Hash", "16".to_string())];
    if let Some(level) = config.engine_level {
        ours.push(("Skill Level", level.number().to_string()));
    }
    let mut theirs = vec![("UCI_Variant", variant), ("Hash", "16".to_string())];
    if let Some(skill) = config.opponent_skill {
        theirs.push(("Skill Level", skill.to_string()));
    }
    ours.extend(
        config
            .engine_option
            .iter()
            .map(|(n, v)| (n.as_str(), v.clone())),
    );
    theirs.extend(
        config
            .opponent_option
            .iter()
            .map(|(n, v)| (n.as_str(), v.clone())),
    );
    let engine = EngineProcess::start(&config.engine, "makruk-uci", &ours)?;
    let opponent = EngineProcess::start(&config.opponent.path(), &opponent_name(config), &theirs)?;
    Ok((engine, opponent))
}

/// The score of the last `info` line in `lines` that reports one, from the mover's side, with a
/// mate counted as [`Score::MATE_CP`].
fn last_score<S: AsRef<str>>(lines: &[S]) -> Option<i32> {
    engine_process::last_score(lines).map(Score::centipawns)
}

/// Ends games early when both engines agree (see `--adjudicate`); scores are kept for White.
#[derive(Default)]
struct Adjudicator {
    white_scores: Vec<i32>,
}

impl Adjudicator {
    const WIN_CP: i32 = 800;
    const WIN_PLIES: usize = 10;
    const DRAW_CP: i32 = 15;
    const DRAW_PLIES: usize = 20;
    const DRAW_FROM_PLY: usize = 120;

    /// Records the score the engine that just moved reported (from its side), and returns the
    /// adjudicated end, if any, after `ply` plies.
    fn record(&mut self, mover: Color, score: Option<i32>, ply: usize) -> Option<GameEnd> {
        let Some(score) = score else {
            self.white_scores.clear();
            return None;
        };
        self.white_scores.push(match mover {
            Color::White => score,
            Color::Black => -score,
        });
        let recent = |n: usize| {
            let len = self.white_scores.len();
            (len >= n).then(|| &self.white_scores[len - n..])
        };
        if let Some(window) = recent(Self::WIN_PLIES) {
            for (winner, sign) in [(Color::White, 1), (Color::Black, -1)] {
                if window.iter().all(|s| s * sign >= Self::WIN_CP) {
                    return Some(GameEnd {
                        winner: Some(winner),
                        reason: "adjudicated win".to_string(),
                    });
                }
            }
        }
        let drawn = ply >= Self::DRAW_FROM_PLY
            && recent(Self::DRAW_PLIES).is_some_and(|w| w.iter().all(|s| s.abs() <= Self::DRAW_CP));
        drawn.then(|| GameEnd {
            winner: None,
            reason: "adjudicated draw".to_string(),
        })
    }
}

/// Wall-clock time an engine spent answering `go`, summed over its moves.
#[derive(Clone, Copy, Debug, Default)]
struct ThinkingTime {
    total: Duration,
    moves: u32,
}

impl ThinkingTime {
    fn add(&mut self, other: ThinkingTime) {
        self.total += other.total;
        self.moves += other.moves;
    }

    /// Mean milliseconds per move (0 before any move).
    fn mean_ms(self) -> f64 {
        self.total.as_secs_f64() * 1000.0 / f64::from(self.moves.max(1))
    }
}

/// Asks `engine` for a move in the referee's position, within `nodes` nodes if given, else
/// `movetime` ms, adding the time it took to `thinking`. Returns the move and the last score the
/// engine reported (from its side).
fn ask_move(
    engine: &mut EngineProcess,
    referee: &Referee,
    movetime: u64,
    nodes: Option<u64>,
    thinking: &mut ThinkingTime,
) -> Result<(String, Option<i32>), EngineError> {
    let position = referee.uci_position();
    engine.send(&position)?;
    let (go, timeout) = match nodes {
        Some(n) => (
            format!("go nodes {n}"),
            Duration::from_millis(n / 10 + 10_000),
        ),
        None => (
            format!("go movetime {movetime}"),
            Duration::from_millis(movetime * 3 + 3000),
        ),
    };
    engine.send(&go)?;
    let asked = Instant::now();
    let (line, info) = engine.wait_for("bestmove", timeout)?;
    thinking.total += asked.elapsed();
    thinking.moves += 1;
    let best = line
        .split_whitespace()
        .nth(1)
        .unwrap_or("(none)")
        .to_string();
    Ok((best, last_score(&info)))
}

/// How a per-move limit reads in the match header.
fn limit_name(nodes: Option<u64>, movetime: u64) -> String {
    nodes.map_or(format!("{movetime} ms/move"), |n| format!("{n} nodes/move"))
}

/// Where a game starts: a position (the variant's start when `fen` is none) and moves from there,
/// and for a suite's position the side makruk-uci plays.
struct Start<'a> {
    fen: Option<&'a str>,
    moves: Vec<&'a str>,
    engine_side: Option<Color>,
}

impl Start<'_> {
    /// How the start reads in the progress lines: the opening's moves, or the suite's position.
    fn describe(&self) -> String {
        match (self.engine_side, self.fen) {
            (Some(_), Some(fen)) => format!("from {fen}"),
            _ => format!("opening [{}]", self.moves.join(" ")),
        }
    }
}

fn play_game(
    white: &mut EngineProcess,
    black: &mut EngineProcess,
    engine_white: bool,
    start: &Start,
    config: &Config,
    thinking: &mut [ThinkingTime; 2],
) -> Result<(GameEnd, Vec<String>), String> {
    let mut referee = match start.fen {
        Some(fen) => Referee::from_fen(config.variant, fen, config.max_plies)?,
        None => Referee::new(config.variant, config.max_plies),
    };
    for m in &start.moves {
        referee
            .play(m)
            .map_err(|end| format!("opening move rejected: {}", end.reason))?;
    }
    let mut adjudicator = Adjudicator::default();
    for engine in [&mut *white, &mut *black] {
        engine.send("ucinewgame").map_err(|e| e.to_string())?;
        engine.ready().map_err(|e| e.to_string())?;
    }
    loop {
        if let Some(end) = referee.end() {
            return Ok((end, referee.uci_moves()));
        }
        let turn = referee.position().turn();
        let engine = match turn {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let ours = (turn == Color::White) == engine_white;
        let nodes = if ours {
            config.nodes
        } else {
            config.opponent_nodes.or(config.nodes)
        };
        let clock = &mut thinking[usize::from(!ours)];
        let (reply, score) = match ask_move(engine, &referee, config.movetime(), nodes, clock) {
            Ok(answer) => answer,
            Err(error) => {
                let end = GameEnd {
                    winner: Some(turn.other()),
                    reason: format!("{} failed: {error}", engine.name),
                };
                return Ok((end, referee.uci_moves()));
            }
        };
        if let Err(end) = referee.play(&reply) {
            return Ok((end, referee.uci_moves()));
        }
        if config.adjudicate && referee.end().is_none() {
            if let Some(end) = adjudicator.record(turn, score, referee.moves().len()) {
                return Ok((end, referee.uci_moves()));
            }
        }
    }
}

/// One finished game.
struct Played {
    game: usize,
    engine_white: bool,
    start: String,
    end: GameEnd,
    moves: Vec<String>,
    /// Time spent thinking by makruk-uci and by its opponent.
    thinking: [ThinkingTime; 2],
}

/// The opening of game `game` (numbered from 0) among `count`: each opening twice, colours
/// swapped, after the first `skip`.
fn opening_index(game: usize, skip: usize, count: usize) -> usize {
    (skip + game / 2) % count
}

/// The start of game `game` (numbered from 0) and whether makruk-uci plays White in it: a suite's
/// position `game` once, makruk-uci the side to move; else an opening as [`opening_index`] says.
fn game_start<'s, 'a>(starts: &'s [Start<'a>], skip: usize, game: usize) -> (&'s Start<'a>, bool) {
    match starts[0].engine_side {
        Some(_) => {
            let start = &starts[game % starts.len()];
            (start, start.engine_side == Some(Color::White))
        }
        None => (
            &starts[opening_index(game, skip, starts.len())],
            game % 2 == 0,
        ),
    }
}

/// Plays games with one pair of engines, taking game numbers from `next_game` until all are played.
fn play_games(
    config: &Config,
    starts: &[Start],
    next_game: &AtomicUsize,
    results: &mpsc::Sender<Result<Played, String>>,
) -> Result<(), String> {
    let (mut engine, mut opponent) = start_engines(config).map_err(|e| e.to_string())?;
    loop {
        let game = next_game.fetch_add(1, Ordering::Relaxed);
        if game >= config.games {
            return Ok(());
        }
        let (start, engine_white) = game_start(starts, config.skip_openings, game);
        let mut thinking = [ThinkingTime::default(); 2];
        let (end, moves) = if engine_white {
            play_game(
                &mut engine,
                &mut opponent,
                true,
                start,
                config,
                &mut thinking,
            )?
        } else {
            play_game(
                &mut opponent,
                &mut engine,
                false,
                start,
                config,
                &mut thinking,
            )?
        };
        let played = Played {
            game,
            engine_white,
            start: start.describe(),
            end,
            moves,
            thinking,
        };
        if results.send(Ok(played)).is_err() {
            return Ok(());
        }
    }
}

/// The openings of a set: one line of UCI moves each (`-` for none); `#` starts a comment line.
fn parse_openings(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().filter(|m| *m != "-").collect())
        .collect()
}

/// The positions of a suite: one FEN a line, a note after `;`, `#` starts a comment line; each
/// checked, with the side to move that makruk-uci plays.
fn parse_positions(variant: Variant, text: &str) -> Result<Vec<Start<'_>>, String> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split(';').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(number, fen)| {
            let pos = Position::from_fen(variant, fen)
                .map_err(|e| format!("position on line {number}: {e}"))?;
            Ok(Start {
                fen: Some(fen),
                moves: Vec::new(),
                engine_side: Some(pos.turn()),
            })
        })
        .collect()
}

/// The openings played when no file is given: balanced ones for Makruk and Ouk, else none (`-`).
fn built_in_openings(variant: Variant) -> &'static str {
    match variant {
        Variant::Makruk => MAKRUK_OPENINGS,
        Variant::Cambodian => CAMBODIAN_OPENINGS,
        _ => "-",
    }
}

fn run_match(config: &Config) -> Result<(), String> {
    let read = |path: &String| std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"));
    let text = match (&config.positions, &config.openings, &config.start_fen) {
        (Some(path), _, _) => read(path)?,
        // From a set-up position every game starts there (no opening moves).
        (None, _, Some(_)) => "-".to_string(),
        (None, Some(path), None) => read(path)?,
        (None, None, None) => built_in_openings(config.variant).to_string(),
    };
    let starts = match config.positions {
        Some(_) => parse_positions(config.variant, &text)?,
        None => parse_openings(&text)
            .into_iter()
            .map(|moves| Start {
                fen: config.start_fen.as_deref(),
                moves,
                engine_side: None,
            })
            .collect(),
    };
    if starts.is_empty() {
        return Err("no openings".to_string());
    }
    println!(
        "match: {}, makruk-uci{} vs {}{}, {}, {} games",
        config.variant.uci_name(),
        config
            .engine_level
            .map_or(String::new(), |l| format!(" (level {})", l.number())),
        opponent_name(config),
        config
            .opponent_skill
            .map_or(String::new(), |s| format!(" (Skill Level {s})")),
        limit_name(config.nodes, config.movetime()),
        config.games
    );
    let probe = config
        .opponent
        .start(config.variant)
        .map_err(|e| format!("cannot start {}: {e}", config.opponent.path()))?;
    println!("opponent: {}", config.opponent.describe(&probe));
    drop(probe);
    if config.opponent_nodes.is_some() {
        println!(
            "opponent limit: {}",
            limit_name(config.opponent_nodes, config.movetime())
        );
    }
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut reasons: BTreeMap<String, u32> = BTreeMap::new();
    let mut as_white = Tally::default();
    let mut thinking = [ThinkingTime::default(); 2];
    let next_game = AtomicUsize::new(0);
    let (sender, results) = mpsc::channel::<Result<Played, String>>();
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..config.concurrency.clamp(1, config.games.max(1)) {
            let sender = sender.clone();
            let (starts, next_game) = (&starts, &next_game);
            scope.spawn(move || {
                if let Err(error) = play_games(config, starts, next_game, &sender) {
                    // The receiver only goes away after an earlier error; nothing is left to tell.
                    let _ = sender.send(Err(error));
                }
            });
        }
        drop(sender);
        for played in results {
            let Played {
                game,
                engine_white,
                start,
                end,
                moves,
                thinking: game_thinking,
            } = played?;
            thinking[0].add(game_thinking[0]);
            thinking[1].add(game_thinking[1]);
            let plies = moves.len();
            if let Some(path) = &config.log {
                // A suite's game names its position: `… (reason) from FEN moves …`.
                let from = match config.positions {
                    Some(_) => format!(" {start}"),
                    None => String::new(),
                };
                let line = format!(
                    "game {} makruk-uci {}: {} ({}){from} moves {}\n",
                    game + 1,
                    if engine_white { "white" } else { "black" },
                    end.winner
                        .map_or("1/2-1/2", |c| if c == Color::White { "1-0" } else { "0-1" }),
                    end.reason,
                    moves.join(" ")
                );
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
                    .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()))
                    .map_err(|e| format!("{path}: {e}"))?;
            }
            let our_color = if engine_white {
                Color::White
            } else {
                Color::Black
            };
            let (mark, result) = match end.winner {
                None => {
                    tally.draws += 1;
                    if engine_white {
                        as_white.draws += 1;
                    }
                    ("D", "1/2-1/2")
                }
                Some(c) if c == our_color => {
                    tally.wins += 1;
                    if engine_white {
                        as_white.wins += 1;
                    }
                    ("W", if c == Color::White { "1-0" } else { "0-1" })
                }
                Some(c) => {
                    tally.losses += 1;
                    if engine_white {
                        as_white.losses += 1;
                    }
                    ("L", if c == Color::White { "1-0" } else { "0-1" })
                }
            };
            let reason = end
                .reason
                .split(" (")
                .next()
                .unwrap_or(&end.reason)
                .to_string();
            *reasons.entry(format!("{mark} {reason}")).or_insert(0) += 1;
            println!(
                "game {:3}: makruk-uci {} {} {} {} after {} plies | score {}/{} ({:.1}%)",
                game + 1,
                if engine_white { "white" } else { "black" },
                start,
                result,
                end.reason,
                plies,
                f64::from(tally.wins) + 0.5 * f64::from(tally.draws),
                tally.games(),
                100.0 * tally.score()
            );
        }
        Ok(())
    })?;
    let elo = tally.elo().map_or_else(
        || "unbounded (the score's interval reaches 0% or 100%)".to_string(),
        |(elo, error)| format!("{elo:+.0} ± {error:.0} (95%)"),
    );
    println!("---");
    println!(
        "result: +{} ={} -{} of {} games, score {:.1}%, Elo difference {elo}",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        100.0 * tally.score(),
    );
    println!(
        "as white: +{} ={} -{}; as black: +{} ={} -{}",
        as_white.wins,
        as_white.draws,
        as_white.losses,
        tally.wins - as_white.wins,
        tally.draws - as_white.draws,
        tally.losses - as_white.losses
    );
    println!("game ends (from makruk-uci's side):");
    for (reason, count) in &reasons {
        println!("  {count:4}  {reason}");
    }
    println!(
        "thinking time per move: makruk-uci {:.1} ms, {} {:.1} ms",
        thinking[0].mean_ms(),
        opponent_name(config),
        thinking[1].mean_ms()
    );
    println!("wall time {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Prints `count` openings of 6 random legal plies that the opponent judges balanced (|score| <= 60 cp at depth 10).
fn make_openings(config: &Config, count: usize) -> Result<(), String> {
    let mut opponent = config
        .opponent
        .start(config.variant)
        .map_err(|e| e.to_string())?;
    eprintln!("checked by {}", config.opponent.describe(&opponent));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(config.seed);
    let mut made = 0;
    let mut seen = std::collections::HashSet::new();
    while made < count {
        let mut pos = Position::startpos(config.variant);
        let mut moves = Vec::new();
        for _ in 0..6 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
            pos.play_unchecked(m);
            moves.push(m.to_string());
        }
        if moves.len() < 6 || !seen.insert(moves.clone()) {
            continue;
        }
        opponent
            .send(&format!("position startpos moves {}", moves.join(" ")))
            .map_err(|e| e.to_string())?;
        opponent.send("go depth 10").map_err(|e| e.to_string())?;
        let (_, infos) = opponent
            .wait_for("bestmove", Duration::from_secs(30))
            .map_err(|e| e.to_string())?;
        let score = engine_process::last_score(&infos).and_then(Score::cp);
        if score.is_some_and(|s| s.abs() <= 60) {
            println!("{}", moves.join(" "));
            made += 1;
        }
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let config = Config::parse();
    let result = match config.make_openings {
        Some(count) => make_openings(&config, count),
        None => run_match(&config),
    };
    makruk_tools::exit_code("match", result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_opening_is_played_twice_after_the_skipped_ones() {
        let first: Vec<_> = (0..6).map(|game| opening_index(game, 0, 400)).collect();
        assert_eq!(first, [0, 0, 1, 1, 2, 2]);
        assert_eq!(opening_index(0, 50, 400), 50);
        assert_eq!(opening_index(99, 50, 400), 99);
        assert_eq!(opening_index(2, 399, 400), 0);
    }

    #[test]
    fn a_suite_plays_each_position_once_with_makruk_uci_to_move() {
        let text = "# won endings\n\
            8/8/3k4/8/8/2R5/3K4/8 w - - 0 1 ; game 3 ply 120\n\
            \n\
            8/8/3k4/8/8/2r5/3K4/8 b - - 0 1\n";
        let starts = parse_positions(Variant::Makruk, text).expect("two good positions");
        assert_eq!(starts.len(), 2);
        let sides: Vec<_> = (0..4).map(|g| game_start(&starts, 0, g).1).collect();
        assert_eq!(sides, [true, false, true, false]);
        assert_eq!(
            game_start(&starts, 0, 1).0.describe(),
            "from 8/8/3k4/8/8/2r5/3K4/8 b - - 0 1"
        );
        let bad = parse_positions(
            Variant::Makruk,
            "8/8/3k4/8/8/2R5/3K4/8 w - - 0 1\nnot a fen\n",
        );
        assert!(bad
            .err()
            .is_some_and(|e| e.starts_with("position on line 2")));
    }

    #[test]
    fn openings_alternate_colours() {
        let starts: Vec<_> = parse_openings("e3e4\nd6d5\n")
            .into_iter()
            .map(|moves| Start {
                fen: None,
                moves,
                engine_side: None,
            })
            .collect();
        let played: Vec<_> = (0..4)
            .map(|g| {
                let (start, white) = game_start(&starts, 1, g);
                (start.describe(), white)
            })
            .collect();
        assert_eq!(played[0], ("opening [d6d5]".to_string(), true));
        assert_eq!(played[1], ("opening [d6d5]".to_string(), false));
        assert_eq!(played[2], ("opening [e3e4]".to_string(), true));
    }

    #[test]
    fn the_built_in_openings_are_400_legal_lines() {
        for variant in [Variant::Makruk, Variant::Cambodian] {
            let openings = parse_openings(built_in_openings(variant));
            assert_eq!(openings.len(), 400);
            for line in openings {
                let mut pos = Position::startpos(variant);
                for m in &line {
                    let mv = pos.parse_uci_move(m).expect(m);
                    pos.play(mv).expect(m);
                }
            }
        }
        assert_eq!(
            parse_openings(built_in_openings(Variant::Sittuyin)),
            [Vec::<&str>::new()]
        );
    }

    #[test]
    fn variants_are_read_by_their_uci_names() {
        assert_eq!(parse_variant("cambodian"), Ok(Variant::Cambodian));
        assert_eq!(parse_variant("sittuyin"), Ok(Variant::Sittuyin));
        assert!(parse_variant("chess").unwrap_err().contains("chess"));
    }

    #[test]
    fn the_last_reported_score_counts_and_mates_are_large() {
        let info = [
            "info depth 1 score cp 12 pv e3e4",
            "info depth 2 score cp -40 pv e3e4",
            "info string hello",
        ];
        assert_eq!(last_score(&info), Some(-40));
        assert_eq!(
            last_score(&["info depth 9 score mate -3 pv a1a2"]),
            Some(-Score::MATE_CP)
        );
        assert_eq!(last_score(&["info depth 9 score cp x"]), None);
        assert_eq!(last_score::<&str>(&[]), None);
    }

    /// The side that played ply `ply` (1 = White's first move).
    fn mover_after(ply: usize) -> Color {
        if ply % 2 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    #[test]
    fn a_win_needs_both_sides_to_agree_for_ten_plies() {
        let mut adjudicator = Adjudicator::default();
        for ply in 1..=9 {
            let mover = mover_after(ply);
            let own = if mover == Color::White { 900 } else { -900 };
            assert!(adjudicator.record(mover, Some(own), ply).is_none());
        }
        let end = adjudicator
            .record(Color::Black, Some(-900), 10)
            .expect("adjudicated");
        assert_eq!(end.winner, Some(Color::White));
        let mut disagreeing = Adjudicator::default();
        for ply in 1..=20 {
            let mover = mover_after(ply);
            assert!(disagreeing.record(mover, Some(900), ply).is_none());
        }
    }

    #[test]
    fn a_draw_needs_level_scores_late_in_the_game() {
        let mut early = Adjudicator::default();
        for ply in 1..=40 {
            assert!(early.record(Color::White, Some(0), ply).is_none());
        }
        let mut late = Adjudicator::default();
        let ends: Vec<_> = (121..=140)
            .filter_map(|ply| late.record(Color::White, Some(5), ply))
            .collect();
        assert_eq!(ends.len(), 1);
        assert_eq!(ends[0].winner, None);
    }
}
