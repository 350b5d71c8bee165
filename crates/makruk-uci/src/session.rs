//! The UCI session: current position, options, and a search running in its own thread so that
//! `stop`, `isready` and `quit` are answered while it thinks.

use crate::command::{self, Command, GoParams, StartPosition};
use makruk_core::{
    perft_divide, Color, MoveRules, OukRights, Position, Role, RuleOptions, RuleSet, Sutras,
    Variant,
};
use makruk_engine::{ClockTime, Engine, Info, InstantClock, Level, Limits, DEFAULT_HASH_MB};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Where the session writes its replies (stdout in the binary, a buffer in tests).
pub type Output = Arc<Mutex<dyn Write + Send>>;

const NAME: &str = concat!("makruk-uci ", env!("CARGO_PKG_VERSION"));
const MAX_HASH_MB: usize = 1024;
/// Fairy-Stockfish's most threads.
const MAX_THREADS: usize = 512;
/// The `OukRights` values: Fairy-Stockfish's reading (the default) and seed 000's.
const OUK_FAIRY_STOCKFISH: &str = "Fairy-Stockfish";
const OUK_UNTIL_FIRST_CAPTURE: &str = "UntilFirstCapture";

/// The most threads `Threads` takes: the machine's cores (as [`std::thread::available_parallelism`]
/// counts them), at most [`MAX_THREADS`].
fn max_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
}

fn send(out: &Output, line: &str) {
    if let Ok(mut sink) = out.lock() {
        // A closed pipe leaves nobody to tell; the command loop ends when input ends.
        let _ = writeln!(sink, "{line}");
        let _ = sink.flush();
    }
}

fn info_line(info: &Info) -> String {
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.score,
        info.nodes,
        info.nps,
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
}

struct RunningSearch {
    handle: JoinHandle<Engine>,
    stop: Arc<AtomicBool>,
    /// Set by `stop` to release an infinite search that already finished.
    released: Arc<AtomicBool>,
    /// Whether the search runs until stopped.
    infinite: bool,
}

/// One UCI conversation.
pub struct Session {
    out: Output,
    variant: Variant,
    /// The sutras, the Ouk reading and the rule set every position of the session follows.
    move_rules: MoveRules,
    position: Position,
    /// Hashes of the earlier positions since the last irreversible move, oldest first.
    history: Vec<u64>,
    engine: Option<Engine>,
    running: Option<RunningSearch>,
    multipv: usize,
    level: Level,
    move_overhead_ms: u64,
}

impl Session {
    /// A session writing to `out`, set up for Makruk from the start position.
    pub fn new(out: Output) -> Session {
        Session {
            out,
            variant: Variant::Makruk,
            move_rules: MoveRules::FAIRY_STOCKFISH,
            position: Position::startpos(Variant::Makruk),
            history: Vec::new(),
            engine: Some(Engine::new(DEFAULT_HASH_MB)),
            running: None,
            multipv: 1,
            level: Level::MAX,
            move_overhead_ms: 30,
        }
    }

    /// Handles one input line. Returns `false` after `quit`.
    pub fn handle_line(&mut self, line: &str) -> bool {
        match command::parse(line) {
            Ok(Command::Quit) => {
                self.finish_search();
                false
            }
            Ok(cmd) => {
                self.execute(cmd);
                true
            }
            Err(command::ParseError::Empty) => true,
            Err(error) => {
                send(&self.out, &format!("info string {error}"));
                true
            }
        }
    }

    /// Stops a running search, waits for its `bestmove`, and takes the engine back.
    pub fn finish_search(&mut self) {
        if let Some(search) = self.running.take() {
            search.stop.store(true, Ordering::Relaxed);
            search.released.store(true, Ordering::Relaxed);
            match search.handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => {
                    send(
                        &self.out,
                        "info string search thread failed; engine restarted",
                    );
                    self.engine = Some(Engine::new(DEFAULT_HASH_MB));
                }
            }
        }
    }

    /// Waits until a running search ends by its own limits (an infinite search is stopped).
    pub fn wait_for_search(&mut self) {
        if let Some(search) = self.running.as_ref().filter(|s| !s.infinite) {
            while !search.handle.is_finished() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self.finish_search();
    }

    fn engine(&mut self) -> &mut Engine {
        self.finish_search();
        self.engine
            .get_or_insert_with(|| Engine::new(DEFAULT_HASH_MB))
    }

    fn execute(&mut self, cmd: Command) {
        match cmd {
            Command::Uci => self.identify(),
            Command::IsReady => send(&self.out, "readyok"),
            Command::UciNewGame => self.engine().new_game(),
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Position { start, moves } => {
                self.finish_search();
                self.set_position(start, &moves);
            }
            Command::Go(params) => self.go(params),
            Command::Stop => self.finish_search(),
            // The ponder search ran on the opponent's time: answer with what it found.
            Command::PonderHit => self.finish_search(),
            Command::Display => send(&self.out, &format!("Fen: {}", self.position.to_fen())),
            Command::Ignored | Command::Quit => {}
        }
    }

    fn identify(&self) {
        let variants: Vec<String> = Variant::ALL
            .iter()
            .map(|v| format!("var {}", v.uci_name()))
            .collect();
        for line in [
            format!("id name {NAME}"),
            "id author the Makruk project".to_string(),
            String::new(),
            format!(
                "option name UCI_Variant type combo default makruk {}",
                variants.join(" ")
            ),
            format!(
                "option name Threads type spin default 1 min 1 max {}",
                max_threads()
            ),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
            "option name Clear Hash type button".to_string(),
            "option name MultiPV type spin default 1 min 1 max 64".to_string(),
            "option name Skill Level type spin default 8 min 1 max 8".to_string(),
            "option name Move Overhead type spin default 30 min 0 max 5000".to_string(),
            "option name Use NNUE type check default true".to_string(),
            "option name Sutras type string default none".to_string(),
            format!(
                "option name RuleSet type combo default {} var {} var {}",
                RuleSet::Standard,
                RuleSet::Standard,
                RuleSet::Walker
            ),
            format!(
                "option name OukRights type combo default {} var {} var {}",
                OUK_FAIRY_STOCKFISH, OUK_FAIRY_STOCKFISH, OUK_UNTIL_FIRST_CAPTURE
            ),
        ] {
            send(&self.out, &line);
        }
        #[cfg(feature = "search-params")]
        for spec in makruk_engine::SEARCH_PARAMS {
            send(
                &self.out,
                &format!(
                    "option name {} type spin default {} min {} max {}",
                    spec.name, spec.default, spec.min, spec.max
                ),
            );
        }
        send(&self.out, "uciok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let number = |min: u64, max: u64| -> Result<u64, String> {
            let text = value.ok_or_else(|| format!("option '{name}' needs a value"))?;
            let n: u64 = text
                .parse()
                .map_err(|_| format!("option '{name}': '{text}' is not a number"))?;
            if (min..=max).contains(&n) {
                Ok(n)
            } else {
                Err(format!("option '{name}': {n} is outside {min}..{max}"))
            }
        };
        let result = match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.and_then(Variant::from_uci_name) {
                Some(variant) => {
                    self.variant = variant;
                    self.reset_position();
                    Ok(())
                }
                None => Err(format!(
                    "unsupported variant '{}' ({}); still playing {}",
                    value.unwrap_or(""),
                    Variant::ALL.map(Variant::uci_name).join(", "),
                    self.variant
                )),
            },
            "threads" => number(1, max_threads() as u64)
                .map(|n| self.engine().set_threads(n as usize))
                .map_err(|e| format!("{e} (1 to this machine's cores); threads unchanged")),
            "hash" => {
                number(1, MAX_HASH_MB as u64).map(|mb| self.engine().set_hash_size(mb as usize))
            }
            "clear hash" => {
                self.engine().new_game();
                Ok(())
            }
            "multipv" => number(1, 64).map(|n| self.multipv = n as usize),
            "skill level" => {
                let (min, max) = (Level::MIN.number(), Level::MAX.number());
                number(min.into(), max.into())
                    .and_then(|n| Level::try_from(n as u8).map_err(|e| e.to_string()))
                    .map(|level| self.level = level)
            }
            "move overhead" => number(0, 5000).map(|ms| self.move_overhead_ms = ms),
            "use nnue" => match value.map(str::trim) {
                Some(v) if v.eq_ignore_ascii_case("true") => Ok(true),
                Some(v) if v.eq_ignore_ascii_case("false") => Ok(false),
                other => Err(format!(
                    "option 'Use NNUE': '{}' is not true or false",
                    other.unwrap_or("")
                )),
            }
            .map(|on| self.engine().set_network(on)),
            "sutras" => value
                .unwrap_or("none")
                .parse::<Sutras>()
                .and_then(|sutras| {
                    RuleOptions::default()
                        .with_sutras(sutras)
                        .with_rule_set(self.move_rules.rule_set)
                        .validate(self.variant)
                        .map(|()| sutras)
                })
                .map(|sutras| {
                    self.move_rules.sutras = sutras;
                    self.reset_position();
                })
                .map_err(|e| e.to_string()),
            "ruleset" => value
                .unwrap_or("")
                .parse::<RuleSet>()
                .and_then(|rule_set| {
                    RuleOptions::default()
                        .with_sutras(self.move_rules.sutras)
                        .with_rule_set(rule_set)
                        .validate(self.variant)
                        .map(|()| rule_set)
                })
                .map(|rule_set| {
                    self.move_rules.rule_set = rule_set;
                    self.reset_position();
                })
                .map_err(|e| e.to_string()),
            "oukrights" => match value.map(str::trim) {
                Some(OUK_FAIRY_STOCKFISH) => Ok(OukRights::FairyStockfish),
                Some(OUK_UNTIL_FIRST_CAPTURE) => Ok(OukRights::UntilFirstCapture),
                other => Err(format!(
                    "option 'OukRights': '{}' is not {OUK_FAIRY_STOCKFISH} or {OUK_UNTIL_FIRST_CAPTURE}",
                    other.unwrap_or("")
                )),
            }
            .map(|reading| {
                self.move_rules.ouk_rights = reading;
                self.reset_position();
            }),
            "ponder" | "uci_analysemode" => Ok(()),
            #[cfg(feature = "search-params")]
            _ if makruk_engine::SEARCH_PARAMS
                .iter()
                .any(|spec| spec.name.eq_ignore_ascii_case(name)) =>
            {
                value
                    .ok_or_else(|| format!("option '{name}' needs a value"))
                    .and_then(|text| {
                        text.parse()
                            .map_err(|_| format!("option '{name}': '{text}' is not a number"))
                    })
                    .and_then(|n| {
                        self.engine()
                            .set_search_param(name, n)
                            .map_err(|e| e.to_string())
                    })
            }
            _ => Err(format!("unknown option '{name}'")),
        };
        if let Err(message) = result {
            send(&self.out, &format!("info string {message}"));
        }
    }

    /// The variant's start position under the session's move rules, after a variant or rule change.
    fn reset_position(&mut self) {
        self.finish_search();
        self.position = Position::startpos(self.variant).with_move_rules(self.move_rules);
        self.history.clear();
    }

    fn set_position(&mut self, start: StartPosition, moves: &[String]) {
        let base = match start {
            StartPosition::Start => Position::startpos(self.variant),
            StartPosition::Fen(fen) => {
                match Position::from_fen_with_move_rules(self.variant, self.move_rules, &fen) {
                    Ok(pos) => pos,
                    Err(error) => {
                        send(&self.out, &format!("info string invalid FEN: {error}"));
                        return;
                    }
                }
            }
        };
        let mut position = base.with_move_rules(self.move_rules);
        let mut history = Vec::new();
        for text in moves {
            let m = match position.parse_uci_move(text) {
                Ok(m) => m,
                Err(error) => {
                    send(
                        &self.out,
                        &format!(
                            "info string move '{text}' rejected ({error}); later moves ignored"
                        ),
                    );
                    break;
                }
            };
            let irreversible = position.piece_at(m.to).is_some()
                || position
                    .piece_at(m.from)
                    .is_some_and(|p| p.role == Role::Bia);
            if irreversible {
                history.clear();
            } else {
                history.push(position.hash());
            }
            position.play_unchecked(m);
        }
        self.position = position;
        self.history = history;
    }

    fn limits(&self, params: &GoParams) -> Limits {
        let (time, increment) = match self.position.turn() {
            Color::White => (params.wtime, params.winc),
            Color::Black => (params.btime, params.binc),
        };
        let mut limits = Limits {
            depth: params.depth.or(params
                .mate
                .map(|m| m.saturating_mul(2).saturating_sub(1).max(1))),
            nodes: params.nodes,
            movetime_ms: params.movetime,
            clock: time.map(|time_left_ms| ClockTime {
                time_left_ms,
                increment_ms: increment.unwrap_or(0),
                moves_to_go: params.movestogo,
            }),
            infinite: params.infinite || params.ponder,
            multipv: self.multipv,
            move_overhead_ms: self.move_overhead_ms,
            randomness_cp: 0,
            endgame_tables: true,
            two_piece_tables: true,
            repetition_ends_game: true,
            continues: false,
        };
        if self.level < Level::MAX {
            let level = self.level.limits(u64::MAX);
            limits.depth = min_option(limits.depth, level.depth);
            limits.nodes = min_option(limits.nodes, level.nodes);
            limits.randomness_cp = level.randomness_cp;
            limits.two_piece_tables = level.two_piece_tables;
        }
        limits
    }

    fn go(&mut self, params: GoParams) {
        if let Some(depth) = params.perft {
            self.finish_search();
            self.perft(depth);
            return;
        }
        self.finish_search();
        let limits = self.limits(&params);
        let mut engine = self
            .engine
            .take()
            .unwrap_or_else(|| Engine::new(DEFAULT_HASH_MB));
        engine.clear_stop();
        let stop = engine.stop_handle();
        let released = Arc::new(AtomicBool::new(false));
        let position = self.position.clone();
        let history = self.history.clone();
        let out = Arc::clone(&self.out);
        let thread_released = Arc::clone(&released);
        let infinite = limits.infinite;
        let handle = std::thread::spawn(move || {
            let clock = InstantClock::start();
            let result = engine.search(&position, &history, &limits, &clock, &mut |info| {
                send(&out, &info_line(info))
            });
            if limits.infinite {
                while !thread_released.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            let line = match result.best_move {
                Some(m) => match result.pv.get(1) {
                    Some(reply) => format!("bestmove {m} ponder {reply}"),
                    None => format!("bestmove {m}"),
                },
                None => "bestmove (none)".to_string(),
            };
            send(&out, &line);
            engine
        });
        self.running = Some(RunningSearch {
            handle,
            stop,
            released,
            infinite,
        });
    }

    fn perft(&self, depth: u32) {
        let divide = perft_divide(&self.position, depth);
        let mut total = 0;
        let mut text = String::new();
        for (m, count) in &divide {
            total += count;
            text.push_str(&format!("{m}: {count}\n"));
        }
        if divide.is_empty() && depth == 0 {
            total = 1;
        }
        text.push_str(&format!("\nNodes searched: {total}\n"));
        send(&self.out, &text);
    }
}

fn min_option<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}
