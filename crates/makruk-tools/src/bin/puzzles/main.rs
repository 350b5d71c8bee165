//! `puzzles mine`: plays games (makruk-uci against itself and against Fairy-Stockfish at fixed
//! node budgets from seeded random plies), finds positions where one move is clearly best,
//! follows the line while it stays so, checks every solver's move with makruk-uci, tags themes,
//! rates, drops duplicates, searches each puzzle again with Fairy-Stockfish deeper (dropping those
//! it disagrees with) and writes `assets/puzzles/<variant>.json` sorted by id. Games and each
//! game's puzzles are cached under `--cache`, so an interrupted run goes on where it stopped.
//!
//! `puzzles check`: re-searches a seeded sample of a puzzle file with Fairy-Stockfish deeper
//! than the miner and prints the agreement. The format and the rules: `docs/puzzles.md`.

mod check;
mod games;
mod miner;

use clap::{Parser, Subcommand};
use games::{PlayedGame, Players};
use makruk_core::Variant;
use makruk_tools::engine_process::{EngineProcess, Opponent};
use makruk_tools::puzzle::record::{Puzzle, MINER_VERSION};
use miner::{Analysts, Depths};
use std::collections::{BTreeMap, BTreeSet};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// Mines puzzles from the project's own games, or checks a puzzle file.
#[derive(Parser)]
#[command(name = "puzzles")]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The makruk-uci binary [default: makruk-uci beside this program].
    #[arg(long, global = true, value_name = "PATH")]
    engine: Option<String>,
    #[command(flatten)]
    opponent: Opponent,
}

#[derive(Subcommand)]
enum Command {
    /// Plays and examines games 0..GAMES of run SEED, then writes the puzzle file.
    Mine {
        /// `makruk` or `cambodian`.
        #[arg(long, default_value = "makruk")]
        variant: String,
        /// The run's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games to play and examine.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// makruk-uci's nodes per move in the games.
        #[arg(long, default_value_t = 5_000)]
        nodes: u64,
        /// Fairy-Stockfish's nodes per move in the games.
        #[arg(long, default_value_t = 5_000)]
        opponent_nodes: u64,
        /// Fairy-Stockfish's depth for the solution lines (MultiPV 2).
        #[arg(long, default_value_t = 10)]
        depth: u32,
        /// makruk-uci's depth for the check of each solver's move (MultiPV 2).
        #[arg(long, default_value_t = 8)]
        engine_depth: u32,
        /// Fairy-Stockfish's depth for the last check of each collected puzzle.
        #[arg(long, default_value_t = 16)]
        deep_depth: u32,
        /// The cache directory.
        #[arg(long, default_value = "target/puzzle-cache")]
        cache: PathBuf,
        /// The puzzle file to write.
        #[arg(long)]
        out: PathBuf,
        /// Games mined side by side, each with its own engines (the results do not depend on it:
        /// every game and every analysis starts from `ucinewgame`).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
        jobs: u32,
    },
    /// Re-searches a seeded random sample of a puzzle file with Fairy-Stockfish.
    Check {
        /// The puzzle file.
        #[arg(long)]
        file: PathBuf,
        /// Puzzles to check.
        #[arg(long, default_value_t = 100)]
        sample: usize,
        /// The sample's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Fairy-Stockfish's depth.
        #[arg(long, default_value_t = 20)]
        depth: u32,
    },
}

fn own_engine() -> String {
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("makruk-uci")))
        .map_or_else(
            || "makruk-uci".to_string(),
            |p| p.to_string_lossy().into_owned(),
        )
}

fn start(path: &str, name: &str, variant: Variant, multipv: u32) -> Result<EngineProcess, String> {
    let options = [
        ("UCI_Variant", variant.uci_name().to_string()),
        ("Hash", "16".to_string()),
        ("Threads", "1".to_string()),
        ("MultiPV", multipv.to_string()),
    ];
    EngineProcess::start(path, name, &options).map_err(|e| format!("{name} ({path}): {e}"))
}

fn parse_variant(name: &str) -> Result<Variant, String> {
    match Variant::from_uci_name(name) {
        Some(v @ (Variant::Makruk | Variant::Cambodian)) => Ok(v),
        _ => Err(format!("variant '{name}': expected makruk or cambodian")),
    }
}

/// Reads a puzzle file (a JSON array of puzzles).
fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes puzzles as a JSON array, one puzzle a line.
fn write_puzzles(path: &Path, puzzles: &[Puzzle]) -> Result<(), String> {
    let lines = puzzles
        .iter()
        .map(serde_json::to_string)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let text = format!("[\n{}\n]\n", lines.join(",\n"));
    fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

fn append_line(path: &Path, line: &str) -> Result<(), String> {
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writeln!(file, "{line}").map_err(|e| format!("{}: {e}", path.display()))
}

/// The lines of a cache file, none if it does not exist yet.
fn cache_lines(path: &Path) -> Result<Vec<String>, String> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(text.lines().map(str::to_string).collect()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// A game's puzzles as cached: the game number, then the puzzles as a JSON array.
fn read_mined(path: &Path) -> Result<BTreeMap<usize, Vec<Puzzle>>, String> {
    let mut mined = BTreeMap::new();
    for line in cache_lines(path)? {
        let (index, json) = line
            .split_once('\t')
            .ok_or(format!("{}: bad line", path.display()))?;
        let index: usize = index.parse().map_err(|_| format!("bad game '{index}'"))?;
        let puzzles: Vec<Puzzle> = serde_json::from_str(json).map_err(|e| e.to_string())?;
        mined.insert(index, puzzles);
    }
    Ok(mined)
}

/// The FEN without its fullmove number: positions that differ only there are duplicates.
fn duplicate_key(puzzle: &Puzzle) -> String {
    let fields: Vec<&str> = puzzle.fen.split_whitespace().collect();
    fields[..fields.len().saturating_sub(1)].join(" ")
}

/// Whether `puzzle` starts inside the solution of `earlier`, a puzzle of the same game.
fn within(puzzle: &Puzzle, earlier: &Puzzle) -> bool {
    puzzle.source.game == earlier.source.game
        && puzzle.source.ply < earlier.source.ply + earlier.moves.len()
}

/// The run's puzzles from games `0..games`, sorted by id: duplicates dropped (the earliest game
/// and ply kept), and a puzzle that starts inside an earlier puzzle's solution in the same game.
fn collect(mined: &BTreeMap<usize, Vec<Puzzle>>, games: usize) -> Vec<Puzzle> {
    let mut seen = BTreeSet::new();
    let mut kept: Vec<Puzzle> = Vec::new();
    for puzzle in mined.range(..games).flat_map(|(_, p)| p.iter()) {
        let inside = kept.last().is_some_and(|earlier| within(puzzle, earlier));
        if !inside && seen.insert(duplicate_key(puzzle)) {
            kept.push(puzzle.clone());
        }
    }
    let mut puzzles = kept;
    puzzles.sort_by(|a, b| a.id.cmp(&b.id));
    puzzles.dedup_by(|a, b| a.id == b.id);
    puzzles
}

/// The cache directory of a run: every setting that changes its games or puzzles is in the name,
/// so a run never resumes from another's cache.
fn cache_name(variant: Variant, seed: u64, nodes: [u64; 2], depths: Depths) -> String {
    format!(
        "{}-seed{seed}-nodes{}-{}-depth{}-{}-miner{MINER_VERSION}",
        variant.uci_name(),
        nodes[0],
        nodes[1],
        depths.fairy_stockfish,
        depths.makruk_uci
    )
}

/// One mining run's settings.
struct Run<'a> {
    engine: &'a str,
    opponent: &'a str,
    variant: Variant,
    seed: u64,
    games: usize,
    nodes: [u64; 2],
    depths: Depths,
    deep_depth: u32,
    cache: &'a Path,
    out: &'a Path,
    jobs: usize,
}

/// A run's cache files and the puzzles mined so far, shared by the mining threads.
struct MiningCache {
    games_path: PathBuf,
    mined_path: PathBuf,
    mined: BTreeMap<usize, Vec<Puzzle>>,
}

/// Plays (or reads from the cache) and examines the games `indices` of `run` with engines of its
/// own, appending each game's puzzles to the shared cache.
fn mine_games(
    run: &Run,
    indices: impl Iterator<Item = usize>,
    played: &BTreeMap<usize, PlayedGame>,
    cache: &Mutex<MiningCache>,
) -> Result<(), String> {
    let Run {
        engine,
        opponent,
        variant,
        seed,
        games,
        nodes,
        depths,
        ..
    } = *run;
    let lock = || cache.lock().map_err(|e| e.to_string());
    let mut players = Players {
        makruk_uci: start(engine, "makruk-uci", variant, 1)?,
        fairy_stockfish: start(opponent, "fairy-stockfish", variant, 1)?,
    };
    let mut analysts = Analysts {
        fairy_stockfish: start(opponent, "fairy-stockfish", variant, 2)?,
        makruk_uci: start(engine, "makruk-uci", variant, 2)?,
    };
    for index in indices {
        let game = match played.get(&index) {
            Some(game) => game.clone(),
            None => {
                let game = games::play(&mut players, variant, seed, index, nodes)
                    .map_err(|e| format!("game {index}: {e}"))?;
                append_line(&lock()?.games_path, &game.to_line())?;
                game
            }
        };
        let found = miner::mine_game(&mut analysts, variant, seed, &game, depths)
            .map_err(|e| format!("game {index}: {e}"))?;
        let json = serde_json::to_string(&found).map_err(|e| e.to_string())?;
        let mut cache = lock()?;
        append_line(&cache.mined_path, &format!("{index}\t{json}"))?;
        let count = found.len();
        cache.mined.insert(index, found);
        let total = collect(&cache.mined, games).len();
        println!(
            "game {index}: {} plies, {count} puzzles; {total} in all",
            game.moves.len()
        );
    }
    Ok(())
}

fn mine(run: &Run) -> Result<(), String> {
    let dir = run
        .cache
        .join(cache_name(run.variant, run.seed, run.nodes, run.depths));
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let games_path = dir.join("games.txt");
    let mut played: BTreeMap<usize, PlayedGame> = BTreeMap::new();
    for line in cache_lines(&games_path)? {
        let game = PlayedGame::from_line(&line)?;
        played.insert(game.index, game);
    }
    let mined_path = dir.join("puzzles.txt");
    let mined = read_mined(&mined_path)?;
    let pending: Vec<usize> = (0..run.games)
        .filter(|index| !mined.contains_key(index))
        .collect();
    let cache = Mutex::new(MiningCache {
        games_path,
        mined_path,
        mined,
    });
    // Each thread takes the next pending game (games differ in length: odd ones are played
    // against Fairy-Stockfish).
    let next = AtomicUsize::new(0);
    thread::scope(|scope| {
        let workers: Vec<_> = (0..run.jobs)
            .map(|_| {
                let indices = std::iter::from_fn(|| {
                    pending.get(next.fetch_add(1, Ordering::Relaxed)).copied()
                });
                let (played, cache) = (&played, &cache);
                scope.spawn(move || mine_games(run, indices, played, cache))
            })
            .collect();
        workers.into_iter().try_for_each(|worker| {
            worker
                .join()
                .unwrap_or_else(|_| Err("a mining thread panicked".to_string()))
        })
    })?;
    let MiningCache { mined, .. } = cache.into_inner().map_err(|e| e.to_string())?;
    let Run {
        opponent,
        variant,
        games,
        deep_depth,
        out,
        ..
    } = *run;
    let collected = collect(&mined, games);
    let mut deep = start(opponent, "fairy-stockfish", variant, 1)?;
    let mut puzzles = Vec::with_capacity(collected.len());
    for puzzle in collected {
        let (_, faults) = check::faults(&mut deep, variant, &puzzle, deep_depth)
            .map_err(|e| format!("puzzle {}: {e}", puzzle.id))?;
        if faults.is_empty() {
            puzzles.push(puzzle);
        } else {
            println!("dropped at depth {deep_depth}: {}", faults.join("; "));
        }
    }
    write_puzzles(out, &puzzles)?;
    println!("{} puzzles written to {}", puzzles.len(), out.display());
    Ok(())
}

fn run(cli: Cli) -> Result<bool, String> {
    let engine = cli.engine.unwrap_or_else(own_engine);
    let opponent = cli.opponent.path();
    match cli.command {
        Command::Mine {
            variant,
            seed,
            games,
            nodes,
            opponent_nodes,
            depth,
            engine_depth,
            deep_depth,
            cache,
            out,
            jobs,
        } => {
            let depths = Depths {
                fairy_stockfish: depth,
                makruk_uci: engine_depth,
            };
            mine(&Run {
                engine: &engine,
                opponent: &opponent,
                variant: parse_variant(&variant)?,
                seed,
                games,
                nodes: [nodes, opponent_nodes],
                depths,
                deep_depth,
                cache: &cache,
                out: &out,
                jobs: jobs as usize,
            })?;
            Ok(true)
        }
        Command::Check {
            file,
            sample,
            seed,
            depth,
        } => {
            let puzzles = read_puzzles(&file)?;
            let Some(first) = puzzles.first() else {
                return Err(format!("{}: no puzzles", file.display()));
            };
            let variant = parse_variant(&first.variant)?;
            let chosen = check::sample(&puzzles, sample, seed);
            let mut fairy_stockfish = start(&opponent, "fairy-stockfish", variant, 1)?;
            let report = check::check(&mut fairy_stockfish, variant, &chosen, depth)
                .map_err(|e| e.to_string())?;
            println!(
                "{}: {} puzzles, sample {} (seed {seed}), Fairy-Stockfish depth {depth} ({})",
                file.display(),
                puzzles.len(),
                report.sample,
                fairy_stockfish.id
            );
            println!(
                "first move agrees: {}/{}; mates in the stated number of moves: {}/{}",
                report.first_move_agrees, report.sample, report.mates_exact, report.mates
            );
            for failure in &report.failures {
                println!("  {failure}");
            }
            Ok(report.failures.is_empty())
        }
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("puzzles: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_tools::puzzle::record::Source;

    fn puzzle(game: usize, ply: usize, fen: &str, moves: usize) -> Puzzle {
        Puzzle {
            id: makruk_tools::puzzle::record::puzzle_id("makruk", fen),
            variant: "makruk".into(),
            fen: fen.into(),
            moves: vec!["a1a8".into(); moves],
            themes: Vec::new(),
            rating: 600,
            scores: ["cp 300".into(), "cp 0".into()],
            source: Source { seed: 1, game, ply },
            miner: 1,
        }
    }

    #[test]
    fn cache_names_hold_the_settings() {
        let depths = Depths {
            fairy_stockfish: 10,
            makruk_uci: 8,
        };
        assert_eq!(
            cache_name(Variant::Cambodian, 3, [5000, 4000], depths),
            "cambodian-seed3-nodes5000-4000-depth10-8-miner1"
        );
    }

    #[test]
    fn collect_drops_duplicates_and_puzzles_inside_a_solution() {
        let mined = BTreeMap::from([
            (
                0,
                vec![
                    puzzle(0, 10, "8/8/8/8/8/8/8/K6k w - - 0 6", 3),
                    puzzle(0, 12, "8/8/8/8/8/8/8/K5k1 w - - 0 7", 1),
                    puzzle(0, 13, "8/8/8/8/8/8/8/K4k2 b - - 0 7", 1),
                ],
            ),
            (1, vec![puzzle(1, 40, "8/8/8/8/8/8/8/K6k w - - 0 21", 1)]),
            (2, vec![puzzle(2, 9, "8/8/8/8/8/8/8/K3k3 b - - 0 5", 1)]),
        ]);
        let mut kept: Vec<(usize, usize)> = collect(&mined, 2)
            .iter()
            .map(|p| (p.source.game, p.source.ply))
            .collect();
        kept.sort_unstable();
        assert_eq!(kept, vec![(0, 10), (0, 13)]);
    }
}
