//! Makruk search engine: iterative-deepening alpha-beta search and evaluation on `makruk-core`.
//!
//! Search: principal-variation search with aspiration windows, a transposition table with aging
//! ([`tt`]), quiescence over captures and promotions, SEE/MVV/capture-history/killer/counter-move/
//! continuation-history ordering, null-move pruning, late-move reductions, reverse futility,
//! futility and late-move pruning, razoring, check and singular extensions. The evaluation is the
//! network's ([`network`]) in Makruk, Ouk Chatrang and Sittuyin while bia remain and no count runs,
//! else the classical one ([`eval::classical`]); [`Engine::set_network`] turns the network off. Static evaluations are
//! cached by position and move clocks and corrected by what earlier searches of positions with the
//! same bia structure found. Repetitions (with the game history) are draws, or with
//! [`Limits::repetition_ends_game`] off score near the position's evaluation (the seeds' Makruk has
//! no repetition rule), the counting rules are seen by the search (an exceeded count is a draw; the evaluation pulls toward a draw as a count
//! nears its end), a Kar Ouk check ends the game. Exact tables give the mate distance of a khun
//! with one piece against a lone khun in Makruk (built in milliseconds by any search), and of one
//! with two pieces (no bia) with [`Limits::endgame_tables`] and a move that may take 10 s.
//! A search may run in several threads sharing the table ([`Engine::set_threads`]): natively on
//! threads it spawns, in a browser on the workers [`Engine::set_helper_threads`] gives it.
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
pub mod draw;
pub mod eval;
mod level;
pub mod limits;
mod lone_khun;
pub mod network;
mod ordering;
mod packed;
mod params;
mod placement;
pub mod score;
mod search;
mod see;
pub mod threads;
pub mod tt;
mod weights;

#[cfg(feature = "std")]
pub use clock::InstantClock;
pub use clock::{Clock, FnClock, FrozenClock};
pub use level::{Level, LevelError};
pub use limits::{ClockTime, Limits, TimeBudget};
pub use packed::PackedMove;
pub use params::{ParamError, ParamSpec, SearchParams, SEARCH_PARAMS};
pub use score::Score;
pub use see::is_quiet;
pub use weights::COUNT as WEIGHT_COUNT;

use alloc::boxed::Box;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};
use lone_khun::{LoneKhunTables, TableBuild};
use makruk_core::{Move, Position};
use ordering::History;
use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use search::{RootMove, SearchSetup, Searcher, SharedSearch};
use std::sync::{Mutex, PoisonError};
use threads::HelperThreads;
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
    /// The two-piece table [`Engine::build_table`] is building.
    table_build: Option<TableBuild>,
    stop: Arc<AtomicBool>,
    rng: Xoshiro256PlusPlus,
    params: SearchParams,
    network: bool,
    /// The threads a search runs in ([`Engine::set_threads`]).
    threads: usize,
    /// Where helper threads run ([`Engine::set_helper_threads`]); a search runs in one thread without.
    helper_threads: Option<&'static dyn HelperThreads>,
    /// The helper threads' move-ordering histories, kept between searches as the main thread's is.
    helper_histories: Vec<Box<History>>,
}

/// The answer during Sittuyin's set-up phase: the planned drop of [`placement::setup_drop`], or
/// (when the other side still places and this one does not) the first legal move, as the
/// evaluation needs both khun on the board. Scored as level.
fn setup_result(pos: &Position, clock: &dyn Clock, on_info: &mut dyn FnMut(&Info)) -> SearchResult {
    let best_move = placement::setup_drop(pos).or_else(|| pos.legal_moves().first().copied());
    let pv: Vec<Move> = best_move.into_iter().collect();
    let score = Score::from_internal(score::DRAW);
    let time_ms = clock.elapsed_ms();
    on_info(&Info {
        depth: 1,
        seldepth: 1,
        multipv: 1,
        score,
        nodes: 1,
        time_ms,
        nps: 0,
        hashfull: 0,
        pv: pv.clone(),
    });
    SearchResult {
        best_move,
        score,
        depth: 1,
        pv,
        nodes: 1,
        time_ms,
    }
}

/// Sets its flag when dropped: a search's helper threads stop however its main thread's search
/// ends, a panic included (the threads' scope waits for them before it passes the panic on).
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The seed of the weaker levels' random choice until [`Engine::set_seed`] changes it.
const DEFAULT_SEED: u64 = 0x2545_f491_4f6c_dd1d;

/// Units of table-building work between two looks at the clock in [`Engine::build_table`]
/// (a millisecond or two).
const TABLE_WORK_CHUNK: usize = 2048;

/// The default table size in MiB.
pub const DEFAULT_HASH_MB: usize = 16;

impl Engine {
    /// An engine with a `hash_mb` MiB transposition table (allocated now, once).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mb),
            history: Box::default(),
            lone_khun: LoneKhunTables::default(),
            table_build: None,
            stop: Arc::new(AtomicBool::new(false)),
            rng: Xoshiro256PlusPlus::seed_from_u64(DEFAULT_SEED),
            params: SearchParams::default(),
            network: true,
            threads: 1,
            #[cfg(not(target_arch = "wasm32"))]
            helper_threads: Some(&threads::StdThreads),
            #[cfg(target_arch = "wasm32")]
            helper_threads: None,
            helper_histories: Vec::new(),
        }
    }

    /// Runs the searches that follow in `threads` threads (at least 1, the default) where helper
    /// threads can run (natively always, in a wasm build once [`Engine::set_helper_threads`] gave
    /// them): Lazy SMP, helper threads searching the same root at staggered depths, with their own
    /// move-ordering history, and filling the one transposition table that all read; the main
    /// thread's result is the search's, its nodes those of all the threads. With more than one
    /// thread a search is not repeatable, and a node limit counts the main thread's nodes.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.helper_histories.truncate(self.threads - 1);
    }

    /// Runs helper threads on `helpers` (in a browser: Web Workers sharing the module's memory).
    pub fn set_helper_threads(&mut self, helpers: &'static dyn HelperThreads) {
        self.helper_threads = Some(helpers);
    }

    /// Reallocates the transposition table (and clears it).
    pub fn set_hash_size(&mut self, hash_mb: usize) {
        self.tt.resize(hash_mb);
    }

    /// Forgets everything learned (table and history), e.g. for a new game.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.clear();
        for history in &mut self.helper_histories {
            history.clear();
        }
    }

    /// Seeds the random choice used by weaker levels (`Limits::randomness_cp`).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    }

    /// Sets one of the search's margins and divisors ([`SEARCH_PARAMS`]) for the searches that
    /// follow, as a match tuning them does; the engine's strength is measured with the defaults.
    ///
    /// # Errors
    /// As [`SearchParams::set`]; nothing changes then.
    pub fn set_search_param(&mut self, name: &str, value: i32) -> Result<(), ParamError> {
        self.params.set(name, value)
    }

    /// Whether the searches that follow evaluate with the network where it applies (the default)
    /// or with the classical evaluation alone ([`eval::evaluate`], [`eval::classical`]).
    pub fn set_network(&mut self, on: bool) {
        self.network = on;
    }

    /// A flag that stops the running search when set. The search does not clear it: clear it
    /// (`store(false)`) before starting the next one.
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches `pos` and returns the best move found.
    ///
    /// `history` holds the hashes ([`Position::hash`]) of the game's earlier positions, oldest first
    /// (those since the last capture or bia move are enough), so repetitions are seen
    /// ([`Limits::repetition_ends_game`]).
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
        if pos.is_setup_phase() {
            return setup_result(pos, clock, on_info);
        }
        if !limits.continues {
            self.tt.new_search();
            self.history.new_search();
        }
        let tt_move = self.tt.probe(pos.hash()).and_then(|h| h.best_move);
        let mut root_moves = search::root_moves(pos, tt_move.map(PackedMove::unpack));
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
        let randomness = limits.randomness_cp;
        let lines = limits
            .multipv
            .max(if randomness > 0 {
                params::RANDOM_LINES
            } else {
                1
            })
            .clamp(1, root_moves.len());
        // A lone khun against one or two pieces: the exact table, built once; a large one at once
        // when time allows, else with a share of each move's time.
        let share_ms = limits.table_share_ms();
        if share_ms > 0 {
            self.build_table(pos, clock, share_ms);
        }
        self.lone_khun.prepare(pos, limits.may_build_tables());
        self.lone_khun.prepare_near(pos);
        let (depth, nodes, time_ms) =
            self.deepen(pos, history, limits, clock, &mut root_moves, lines, on_info);
        let chosen = if randomness > 0 {
            level::pick_near_best(&root_moves[..lines], randomness, &mut self.rng)
        } else {
            0
        };
        let best = &root_moves[chosen];
        SearchResult {
            best_move: Some(best.mv),
            score: Score::from_internal(best.latest_score().max(-score::MATE)),
            depth,
            pv: best.pv.clone(),
            nodes,
            time_ms,
        }
    }

    /// Searches `root_moves` (the legal moves of `pos`) by iterative deepening, the first `lines`
    /// as principal variations, in this thread alone or with helpers ([`Engine::set_threads`]);
    /// leaves them sorted best first and returns the depth completed, the nodes searched by all
    /// threads and the milliseconds used. With helpers, each searches the root at its own depths,
    /// without a clock, until the main thread (this one) ends its search and stops them.
    #[allow(clippy::too_many_arguments)]
    fn deepen(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        clock: &dyn Clock,
        root_moves: &mut [RootMove],
        lines: usize,
        on_info: &mut dyn FnMut(&Info),
    ) -> (u32, u64, u64) {
        let setup = SearchSetup {
            tt: &self.tt,
            params: self.params,
            network: self.network,
            lone_khun: &self.lone_khun,
            root: pos,
            game_hashes: history,
        };
        let Some(helpers) = self.helper_threads.filter(|_| self.threads > 1) else {
            let mut searcher = Searcher::new(&setup, &mut self.history, clock, &self.stop, limits);
            searcher.iterative_deepening(pos, root_moves, lines, limits, on_info);
            return (
                searcher.completed_depth,
                searcher.nodes,
                searcher.elapsed_ms(),
            );
        };
        let count = self.threads - 1;
        self.helper_histories.resize_with(count, Box::default);
        if !limits.continues {
            for helper_history in &mut self.helper_histories {
                helper_history.new_search();
            }
        }
        let shared = SharedSearch::new(count);
        let helpers_stop = AtomicBool::new(false);
        let helper_limits = Limits {
            nodes: None,
            movetime_ms: None,
            clock: None,
            infinite: true,
            multipv: 1,
            randomness_cp: 0,
            ..*limits
        };
        // Each helper locks its own history once.
        let helper_histories: Vec<Mutex<&mut History>> = self
            .helper_histories
            .iter_mut()
            .map(|h| Mutex::new(&mut **h))
            .collect();
        let start_moves = root_moves.to_vec();
        let helper = |i: usize| {
            let mut helper_history = helper_histories[i]
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            let mut moves = start_moves.clone();
            let mut searcher = Searcher::new(
                &setup,
                &mut helper_history,
                &FrozenClock,
                &helpers_stop,
                &helper_limits,
            )
            .in_threads(i + 1, &shared);
            searcher.iterative_deepening(pos, &mut moves, 1, &helper_limits, &mut |_| {});
            shared.helper_nodes[i].store(searcher.nodes, Ordering::Relaxed);
        };
        let main_history = &mut self.history;
        let stop = &self.stop;
        let mut main_result = (0, 0, 0);
        helpers.run(count, &helper, &mut || {
            let mut searcher =
                Searcher::new(&setup, main_history, clock, stop, limits).in_threads(0, &shared);
            let stop_helpers = StopOnDrop(&helpers_stop);
            searcher.iterative_deepening(pos, root_moves, lines, limits, on_info);
            drop(stop_helpers);
            main_result = (
                searcher.completed_depth,
                searcher.nodes,
                searcher.elapsed_ms(),
            );
        });
        let helper_total: u64 = shared
            .helper_nodes
            .iter()
            .map(|n| n.load(Ordering::Relaxed))
            .sum();
        let (depth, nodes, time_ms) = main_result;
        (depth, nodes + helper_total, time_ms)
    }

    /// Builds the exact table of `pos`'s ending, where it is a lone khun against two pieces, for
    /// about `budget_ms` of `clock`, going on where the last call stopped; returns whether `pos`
    /// still waits for its table (false once it is built, and for any other position). A search
    /// builds one-piece tables itself, and two-piece ones as [`Limits::endgame_tables`] says; a
    /// two-piece table takes seconds and 50 MB, which this spreads over calls. Starting it drops
    /// the two-piece table built before (one is kept at a time); a finished table clears the
    /// transposition table, whose scores did not know it.
    pub fn build_table(&mut self, pos: &Position, clock: &dyn Clock, budget_ms: u64) -> bool {
        let Some(material) = self.lone_khun.missing(pos).filter(|m| !m.is_small()) else {
            return false;
        };
        let start = clock.elapsed_ms();
        if self.table_build.as_ref().map(TableBuild::material) != Some(material) {
            // Another ending's table and build give their memory to this one.
            self.table_build = None;
            self.lone_khun.forget_two_piece_tables();
            self.table_build = TableBuild::new(material);
        }
        let Some(build) = self.table_build.as_mut() else {
            // No memory for the table: the search goes on without it.
            return false;
        };
        while !build.advance(TABLE_WORK_CHUNK) {
            if clock.elapsed_ms().saturating_sub(start) >= budget_ms {
                return true;
            }
        }
        if let Some(table) = self.table_build.take().and_then(TableBuild::finish) {
            self.lone_khun.add(table);
            self.tt.clear();
        }
        false
    }

    /// Clears the stop flag (call before a search that may be stopped through [`Engine::stop_handle`]).
    pub fn clear_stop(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }
}
