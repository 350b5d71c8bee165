//! Makruk search engine: iterative-deepening alpha-beta search and evaluation on `makruk-core`.
//!
//! Search: principal-variation search with aspiration windows, a transposition table with aging
//! ([`tt`]), quiescence over captures and promotions, SEE/MVV/capture-history/killer/counter-move/
//! continuation-history ordering, null-move pruning, late-move reductions, reverse futility,
//! futility and late-move pruning, razoring, check and singular extensions. Static evaluations are
//! cached by position and move clocks and corrected by what earlier searches of positions with the
//! same bia structure found. Repetitions (with the game history) are draws, the counting rules are
//! seen by the search (an exceeded count is a draw; the evaluation pulls toward a draw as a count
//! nears its end), a Kar Ouk check ends the game. With [`Limits::endgame_tables`] and a move that
//! may take 10 s, exact tables of khun with one or two of khon/met/ma against a lone khun give
//! the mate distance in Makruk.
//!
//! In a browser worker: build with the default features, pass a [`FnClock`] around `Date.now()`
//! (`std::time::Instant` panics on `wasm32-unknown-unknown`), and choose strength with
//! [`Level::limits`]. The search checks its clock every 2048 nodes and always completes depth 1.
//!
//! ```
//! use makruk_core::{Position, Variant};
//! use makruk_engine::{Engine, FrozenClock, Limits};
//!
//! let mut engine = Engine::new(1);
//! let pos = Position::startpos(Variant::Makruk);
//! let result = engine.search(&pos, &[], &Limits::depth(3), &FrozenClock, &mut |_| {});
//! assert!(pos.is_legal(result.best_move.expect("the start position has moves")));
//! ```
#![deny(missing_docs)]

extern crate alloc;

mod attacks;
pub mod bench;
pub mod clock;
mod correction;
pub mod eval;
mod level;
pub mod limits;
mod lone_khun;
mod ordering;
mod packed;
pub mod score;
mod search;
mod see;
pub mod tt;
mod weights;

#[cfg(feature = "std")]
pub use clock::InstantClock;
pub use clock::{Clock, FnClock, FrozenClock};
pub use level::{Level, LevelError};
pub use limits::{ClockTime, Limits, TimeBudget};
pub use packed::PackedMove;
pub use score::Score;
pub use see::is_quiet;
pub use weights::COUNT as WEIGHT_COUNT;

use alloc::boxed::Box;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};
use lone_khun::LoneKhunTables;
use makruk_core::{Move, Position};
use ordering::History;
use score::{INFINITE, MATE_BOUND};
use search::{RootMove, Searcher};
use tt::TranspositionTable;

/// Progress of a search, reported after each completed iteration (one per principal variation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based index of this line (MultiPV).
    pub multipv: usize,
    /// Score of the line.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the start.
    pub time_ms: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Permille of the table used by this search.
    pub hashfull: u32,
    /// The line, starting with the move it scores.
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only if the position has no legal move (the game is over).
    pub best_move: Option<Move>,
    /// Its score from the side to move's point of view.
    pub score: Score,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// The principal variation, starting with `best_move`.
    pub pv: Vec<Move>,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds used.
    pub time_ms: u64,
}

/// A search engine: transposition table, move-ordering history and a stop flag, kept between searches.
pub struct Engine {
    tt: TranspositionTable,
    history: Box<History>,
    lone_khun: LoneKhunTables,
    stop: Arc<AtomicBool>,
    rng: u64,
}

/// The default table size in MiB.
pub const DEFAULT_HASH_MB: usize = 16;

impl Engine {
    /// An engine with a `hash_mb` MiB transposition table (allocated now, once).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mb),
            history: Box::default(),
            lone_khun: LoneKhunTables::default(),
            stop: Arc::new(AtomicBool::new(false)),
            rng: 0x2545_f491_4f6c_dd1d,
        }
    }

    /// Reallocates the transposition table (and clears it).
    pub fn set_hash_size(&mut self, hash_mb: usize) {
        self.tt.resize(hash_mb);
    }

    /// Forgets everything learned (table and history), e.g. for a new game.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.clear();
    }

    /// Seeds the random choice used by weaker levels (`Limits::randomness_cp`).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = seed | 1;
    }

    /// A flag that stops the running search when set. The search does not clear it: clear it
    /// (`store(false)`) before starting the next one.
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    fn next_random(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// Searches `pos` and returns the best move found.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's earlier positions, oldest first
    /// (those since the last capture or bia move are enough), so repetitions count as draws.
    /// `on_info` is called after every completed iteration. At least depth 1 is always completed,
    /// so a legal move is returned whenever one exists.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.tt.new_search();
        self.history.new_search();
        let legal = pos.legal_moves();
        let mut root_moves: Vec<RootMove> = legal
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: -INFINITE,
                previous_score: -INFINITE,
                pv: alloc::vec![mv],
            })
            .collect();
        if root_moves.is_empty() {
            return SearchResult {
                best_move: None,
                score: Score::from_internal(if pos.is_check() || pos.is_immediate_end() {
                    -score::MATE
                } else {
                    score::DRAW
                }),
                depth: 0,
                pv: Vec::new(),
                nodes: 0,
                time_ms: clock.elapsed_ms(),
            };
        }
        if let Some(tt_move) = self.tt.probe(pos.hash()).and_then(|h| h.best_move) {
            let m = tt_move.unpack();
            if let Some(i) = root_moves.iter().position(|r| r.mv == m) {
                root_moves[..=i].rotate_right(1);
            }
        }
        let randomness = limits.randomness_cp;
        let lines = limits
            .multipv
            .max(if randomness > 0 { 4 } else { 1 })
            .clamp(1, root_moves.len());
        let max_depth = limits
            .depth
            .unwrap_or(ordering::MAX_PLY as u32 - 4)
            .clamp(1, ordering::MAX_PLY as u32 - 4);
        let single_reply = root_moves.len() == 1 && !limits.infinite && limits.depth.is_none();
        let stop = Arc::clone(&self.stop);
        // A lone khun against short-range pieces: the exact table, built once, when time allows.
        if limits.may_build_tables() {
            self.lone_khun.prepare(pos);
        }
        let mut searcher = Searcher::new(
            &mut self.tt,
            &mut self.history,
            &self.lone_khun,
            clock,
            &stop,
            limits,
            pos,
            history,
        );
        for depth in 1..=max_depth {
            for rm in root_moves.iter_mut() {
                if rm.score != -INFINITE {
                    rm.previous_score = rm.score;
                }
                rm.score = -INFINITE;
            }
            for pv_index in 0..lines {
                let previous = root_moves[pv_index].previous_score;
                let mut delta = 30;
                let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < MATE_BOUND {
                    (
                        (previous - delta).max(-INFINITE),
                        (previous + delta).min(INFINITE),
                    )
                } else {
                    (-INFINITE, INFINITE)
                };
                loop {
                    let score = searcher.search_root(
                        pos,
                        &mut root_moves,
                        pv_index,
                        depth as i32,
                        alpha,
                        beta,
                    );
                    root_moves[pv_index..].sort_by_key(|rm| core::cmp::Reverse(rm.score));
                    if searcher.aborted {
                        break;
                    }
                    if score <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (score - delta).max(-INFINITE);
                    } else if score >= beta {
                        beta = (score + delta).min(INFINITE);
                    } else {
                        break;
                    }
                    delta += delta / 2 + 10;
                    if delta > 1000 {
                        alpha = -INFINITE;
                        beta = INFINITE;
                    }
                }
                if searcher.aborted {
                    break;
                }
            }
            if searcher.aborted {
                break;
            }
            searcher.completed_depth = depth;
            let time_ms = searcher.elapsed_ms();
            for (i, rm) in root_moves.iter().take(lines).enumerate() {
                on_info(&Info {
                    depth,
                    seldepth: searcher.seldepth as u32,
                    multipv: i + 1,
                    score: Score::from_internal(rm.score),
                    nodes: searcher.nodes,
                    time_ms,
                    nps: searcher.nodes * 1000 / time_ms.max(1),
                    hashfull: searcher.tt.hashfull(),
                    pv: rm.pv.clone(),
                });
            }
            let best_score = root_moves[0].score;
            let mate_found = best_score.abs() >= MATE_BOUND
                && (score::MATE - best_score.abs()) < depth as i32
                && limits.depth.is_none()
                && !limits.infinite;
            if searcher.soft_limit_reached() || single_reply || mate_found {
                break;
            }
        }
        let nodes = searcher.nodes;
        let depth = searcher.completed_depth;
        let time_ms = searcher.elapsed_ms();
        let chosen = if randomness > 0 {
            self.pick_near_best(&root_moves[..lines], randomness)
        } else {
            0
        };
        let best = &root_moves[chosen];
        let score = if best.score == -INFINITE {
            best.previous_score
        } else {
            best.score
        };
        SearchResult {
            best_move: Some(best.mv),
            score: Score::from_internal(score.max(-score::MATE)),
            depth,
            pv: best.pv.clone(),
            nodes,
            time_ms,
        }
    }

    /// Picks one of the lines whose score is within `margin` of the best, favouring better ones.
    fn pick_near_best(&mut self, lines: &[RootMove], margin: u32) -> usize {
        let score_of = |rm: &RootMove| {
            if rm.score == -INFINITE {
                rm.previous_score
            } else {
                rm.score
            }
        };
        let best = score_of(&lines[0]);
        if best.abs() >= MATE_BOUND {
            return 0;
        }
        let margin = margin as i32;
        let weights: Vec<u64> = lines
            .iter()
            .map(|rm| {
                let behind = best - score_of(rm);
                if behind <= margin && score_of(rm) > -MATE_BOUND {
                    (margin - behind + 1) as u64
                } else {
                    0
                }
            })
            .collect();
        let total: u64 = weights.iter().sum();
        if total == 0 {
            return 0;
        }
        let mut ticket = self.next_random() % total;
        for (i, w) in weights.iter().enumerate() {
            if ticket < *w {
                return i;
            }
            ticket -= w;
        }
        0
    }

    /// Clears the stop flag (call before a search that may be stopped through [`Engine::stop_handle`]).
    pub fn clear_stop(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }
}
