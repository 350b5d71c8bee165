//! Iterative-deepening principal-variation search with aspiration windows, quiescence (with quiet
//! checks on its first ply), a transposition table, null-move pruning, late-move reductions (more
//! at expected cut nodes, less where the table marks a position once on a principal variation),
//! move-count, futility and SEE pruning, check and singular extensions, aware of repetitions, the
//! counting rules and Sittuyin's move rule. Its tuning numbers are in `params.rs`. One search may
//! run in several threads on one table (Lazy SMP): helper threads search the same root at depths of
//! their own (`Searcher::in_threads`) and the main thread reports.

use crate::attacks;
use crate::clock::Clock;
use crate::eval::{
    classical, counting_possible, network_applies, network_may_apply, plies_left_by_move_rule,
    plies_left_by_rule, with_network,
};
use crate::limits::{Limits, TimeBudget};
use crate::lone_khun::LoneKhunTables;
use crate::network::AccumulatorStack;
use crate::ordering::{CaptureKey, Continuation, History, MovePicker, PieceTo, QuietMove, MAX_PLY};
use crate::packed::PackedMove;
use crate::params::*;
use crate::score::{from_tt, to_tt, Score, DRAW, INFINITE, MATE, MATE_BOUND};
use crate::see::{see, victim, SEE_VALUES};
use crate::tt::{Bound, TranspositionTable, TtHit};
use crate::Info;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use makruk_core::{Move, MoveList, Position, Role};
use std::sync::{Mutex, PoisonError};

/// How often (in nodes) the clock and the stop flag are read.
const CHECK_INTERVAL: u64 = 2048;

/// Slots of the static-evaluation cache (a power of two).
const EVAL_CACHE_SIZE: usize = 1 << 14;

/// Multiplies the plies left before a rule draws into the evaluation cache's key.
const RULE_KEY: u64 = 0xD6E8_FEB8_6659_FD93;

/// One root move with its latest score and line.
#[derive(Clone, Debug)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Score of the current iteration (`-INFINITE` until searched with a score above alpha).
    pub score: i32,
    /// Score of the previous completed iteration.
    pub previous_score: i32,
    /// Principal variation starting with `mv`.
    pub pv: Vec<Move>,
}

impl RootMove {
    /// The score of the current iteration if it has one, else the previous iteration's.
    pub fn latest_score(&self) -> i32 {
        if self.score == -INFINITE {
            self.previous_score
        } else {
            self.score
        }
    }
}

/// The legal moves of `root` as root moves, `tt_move` (the table's move, if legal) first.
pub fn root_moves(root: &Position, tt_move: Option<Move>) -> Vec<RootMove> {
    let mut root_moves: Vec<RootMove> = root
        .legal_moves()
        .iter()
        .map(|&mv| RootMove {
            mv,
            score: -INFINITE,
            previous_score: -INFINITE,
            pv: alloc::vec![mv],
        })
        .collect();
    if let Some(i) = root_moves.iter().position(|r| Some(r.mv) == tt_move) {
        root_moves[..=i].rotate_right(1);
    }
    root_moves
}

/// Iterations a helper thread searches in turn and leaves in turn ([`Searcher::skips`]), by helper
/// (repeating after twenty), with the phase of each: the helpers spread over the depths.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];

/// The phase of [`SKIP_SIZE`]'s pattern, by helper.
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// What the threads of one search share besides the table: each helper's node count, and the
/// deepest iteration a helper completed with its root moves, which the main thread takes over
/// when it is deeper than its own (the search's result is then the deepest any thread found).
#[derive(Default)]
pub struct SharedSearch {
    /// The helpers' node counts, each written by its helper every [`CHECK_INTERVAL`] nodes or so
    /// and added up by the main thread in its reports.
    pub helper_nodes: Vec<AtomicU64>,
    deepest_depth: AtomicU32,
    deepest_moves: Mutex<Vec<RootMove>>,
}

impl SharedSearch {
    /// The shared state of a search with `helpers` helper threads.
    pub fn new(helpers: usize) -> SharedSearch {
        SharedSearch {
            helper_nodes: (0..helpers).map(|_| AtomicU64::new(0)).collect(),
            ..SharedSearch::default()
        }
    }

    /// Records a helper's completed iteration `depth` when it is the deepest yet.
    fn publish(&self, depth: u32, moves: &[RootMove]) {
        if depth <= self.deepest_depth.load(Ordering::Acquire) {
            return;
        }
        let mut deepest = self
            .deepest_moves
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if depth > self.deepest_depth.load(Ordering::Acquire) {
            deepest.clear();
            deepest.extend_from_slice(moves);
            self.deepest_depth.store(depth, Ordering::Release);
        }
    }
}

/// State of one search call, or of one thread of it.
pub struct Searcher<'a> {
    tt: &'a TranspositionTable,
    history: &'a mut History,
    params: SearchParams,
    /// The network's hidden layers along the current line, when evaluating with the network and
    /// it may correct the root or a position below (else the evaluation is classical).
    network: Option<AccumulatorStack>,
    lone_khun: &'a LoneKhunTables,
    /// Whether the two-piece tables answer too ([`Limits::two_piece_tables`]).
    two_piece_tables: bool,
    clock: &'a dyn Clock,
    stop: &'a AtomicBool,
    budget: TimeBudget,
    node_limit: u64,
    /// Whether a repetition is a draw ([`Limits::repetition_ends_game`]).
    repetition_ends_game: bool,
    /// Position hashes from the game's start (or last irreversible move) to the current node.
    hashes: Vec<u64>,
    /// For each entry of `hashes`, the index where the current reversible stretch starts.
    reversible_from: Vec<usize>,
    pv: [[Option<Move>; MAX_PLY + 1]; MAX_PLY + 1],
    pv_len: [usize; MAX_PLY + 1],
    static_evals: [i32; MAX_PLY + 1],
    /// The move that led to each ply (`None` at the root and after a null move).
    previous_moves: [Option<Move>; MAX_PLY + 2],
    /// The piece-to of the move that led to each ply (`None` at the root and after a null move).
    moved: [Option<PieceTo>; MAX_PLY + 2],
    /// The move left out at each ply by a singular-extension search (`None` normally).
    excluded: [Option<Move>; MAX_PLY + 1],
    /// Recent static evaluations by position key (see [`Searcher::evaluate`]).
    eval_cache: Vec<u64>,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Deepest ply reached.
    seldepth: usize,
    /// Whether the search was cut short by time, nodes or the stop flag, or the iteration by a
    /// helper's deeper one ([`Searcher::overtaken`]).
    aborted: bool,
    /// Whether the main thread's iteration was cut short because a helper completed one as deep.
    overtaken: bool,
    /// The depth of the iteration under way.
    iteration_depth: u32,
    /// Depth of the last completed iteration (0 before the first).
    pub completed_depth: u32,
    /// This thread of the search: 0 the main thread, helpers from 1.
    thread: usize,
    /// What the threads share (`None` in a search of one thread).
    shared: Option<&'a SharedSearch>,
}

fn is_capture(pos: &Position, m: Move) -> bool {
    victim(pos, m).is_some()
}

/// Whether `m` captures or moves a bia (a move onto an own bia is a sutra, which moves that bia).
fn is_irreversible(pos: &Position, m: Move) -> bool {
    pos.piece_at(m.to).is_some() || pos.piece_at(m.from).is_some_and(|p| p.role == Role::Bia)
}

/// Whether a stored `score` may settle a node `ply` plies from the root with `remaining` plies left
/// before a rule draws ([`plies_left_by_rule`]): a mate the rule cuts off first (stored when more
/// plies were left) may not.
fn mate_in_count(score: i32, ply: usize, remaining: Option<u32>) -> bool {
    if score.abs() < MATE_BOUND {
        return true;
    }
    let plies_to_mate = (MATE - score.abs()) - ply as i32;
    remaining.is_none_or(|r| plies_to_mate <= r as i32)
}

/// Whether a rule has drawn `pos` unless the side to move is mated: the count has run out, or the
/// move rule's moves without a capture or bia move are played.
fn drawn_by_rule(pos: &Position) -> bool {
    counting_possible(pos) && pos.counting().is_some_and(|c| c.ply > c.limit)
        || plies_left_by_move_rule(pos) == Some(0)
}

/// Whether `m` checks the enemy khun with the moved piece itself (discovered checks are not seen).
fn gives_direct_check(pos: &Position, m: Move) -> bool {
    let Some(piece) = pos.piece_at(m.from) else {
        return false;
    };
    let role = m.promotion.unwrap_or(piece.role);
    let occupied = (pos.occupied().0 & !(1u64 << m.from.index())) | 1u64 << m.to.index();
    let khun = pos.pieces(piece.color.other(), Role::Khun).0;
    attacks::piece(piece.color, role, m.to.index(), occupied) & khun != 0
}

/// Whether the side to move has pieces besides bia, met and khun (null move is unsafe otherwise).
fn has_null_move_material(pos: &Position) -> bool {
    let us = pos.turn();
    (pos.pieces(us, Role::Ruea).0 | pos.pieces(us, Role::Ma).0 | pos.pieces(us, Role::Khon).0) != 0
}

/// Late-move reduction in plies for a quiet move, one more where the position is not improving
/// and the base reduction is more than a ply.
fn reduction(params: &SearchParams, depth: i32, move_number: usize, improving: bool) -> i32 {
    if depth < LMR_MIN_DEPTH || move_number < LMR_MIN_MOVE {
        return 0;
    }
    let base = (depth as f32).ln() * (move_number as f32).ln() * 100.0 / params.lmr_divisor as f32;
    (0.5 + base) as i32 + i32::from(!improving && base > 1.0)
}

/// Quiet moves after this many are skipped (move-count pruning).
fn late_move_limit(params: &SearchParams, depth: i32, improving: bool) -> usize {
    ((params.lmp_base + depth * depth) * (1 + i32::from(improving)) / 2) as usize
}

/// Mixed into the position key of a search that leaves one move out (singular extension).
const EXCLUSION_KEY: u64 = 0x9E37_79B9_7F4A_7C15;

/// The table score that makes `m` a candidate for a singular extension at this node, if it is one:
/// the table move of a deep enough lower or exact bound that is not a mate score.
fn singular_candidate(
    hit: Option<TtHit>,
    m: Move,
    depth: i32,
    ply: usize,
    excluded: Option<Move>,
) -> Option<i32> {
    let hit = hit?;
    let score = from_tt(hit.score, ply);
    let qualifies = depth >= SINGULAR_MIN_DEPTH
        && excluded.is_none()
        && hit.best_move.map(PackedMove::unpack) == Some(m)
        && hit.bound != Bound::Upper
        && i32::from(hit.depth) >= depth - SINGULAR_TT_DEPTH_MARGIN
        && score.abs() < MATE_BOUND;
    qualifies.then_some(score)
}

/// The estimate pruning starts from: a table score that bounds the value on the far side of
/// `static_eval` (and is no mate), else `static_eval`.
fn pruning_eval(hit: Option<TtHit>, ply: usize, static_eval: i32) -> i32 {
    let Some(hit) = hit else {
        return static_eval;
    };
    let score = from_tt(hit.score, ply);
    let bound_fits = match hit.bound {
        Bound::Exact => true,
        Bound::Lower => score > static_eval,
        Bound::Upper => score < static_eval,
    };
    if bound_fits && score.abs() < MATE_BOUND {
        score
    } else {
        static_eval
    }
}

/// What every thread of one search shares: the engine's table, parameters and lone-khun tables,
/// whether it evaluates with the network, and the root with the game's earlier position hashes.
#[derive(Clone, Copy)]
pub struct SearchSetup<'a> {
    /// The transposition table.
    pub tt: &'a TranspositionTable,
    /// The search's margins and divisors.
    pub params: SearchParams,
    /// Whether the network evaluates (where it may apply).
    pub network: bool,
    /// The exact tables of a lone khun's endings.
    pub lone_khun: &'a LoneKhunTables,
    /// The position searched.
    pub root: &'a Position,
    /// The game's position hashes before `root`, oldest first.
    pub game_hashes: &'a [u64],
}

impl<'a> Searcher<'a> {
    /// Prepares a search of `setup.root` for one thread, with its move-ordering `history`, its
    /// `clock` and `stop` flag, within `limits`.
    pub fn new(
        setup: &SearchSetup<'a>,
        history: &'a mut History,
        clock: &'a dyn Clock,
        stop: &'a AtomicBool,
        limits: &Limits,
    ) -> Searcher<'a> {
        let (root, game_hashes) = (setup.root, setup.game_hashes);
        let mut hashes = Vec::with_capacity(game_hashes.len() + MAX_PLY + 2);
        hashes.extend_from_slice(game_hashes);
        hashes.push(root.hash());
        let reversible_from = alloc::vec![0; hashes.len()];
        Searcher {
            tt: setup.tt,
            history,
            params: setup.params,
            network: (setup.network && network_may_apply(root))
                .then(|| AccumulatorStack::new(root, MAX_PLY + 2))
                .flatten(),
            lone_khun: setup.lone_khun,
            two_piece_tables: limits.two_piece_tables,
            clock,
            stop,
            budget: limits.budget(),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            repetition_ends_game: limits.repetition_ends_game,
            hashes,
            reversible_from,
            pv: [[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            static_evals: [0; MAX_PLY + 1],
            previous_moves: [None; MAX_PLY + 2],
            moved: [None; MAX_PLY + 2],
            excluded: [None; MAX_PLY + 1],
            eval_cache: alloc::vec![0; EVAL_CACHE_SIZE],
            nodes: 0,
            seldepth: 0,
            aborted: false,
            overtaken: false,
            iteration_depth: 0,
            completed_depth: 0,
            thread: 0,
            shared: None,
        }
    }

    /// Makes this the search's thread `thread` (0 the main thread, which reports; helpers from 1)
    /// of `shared.helper_nodes.len() + 1`, sharing `shared`.
    pub fn in_threads(self, thread: usize, shared: &'a SharedSearch) -> Searcher<'a> {
        Searcher {
            thread,
            shared: Some(shared),
            ..self
        }
    }

    /// Whether this thread leaves iteration `depth` out: a helper searches some depths and skips
    /// others, as [`SKIP_SIZE`] and [`SKIP_PHASE`] say, so that the threads do not all search the
    /// same depth at once; the main thread skips none.
    fn skips(&self, depth: u32) -> bool {
        let Some(helper) = self.thread.checked_sub(1) else {
            return false;
        };
        let i = helper % SKIP_SIZE.len();
        (depth + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 == 1
    }

    /// Nodes searched by all the threads so far (as far as the helpers have told).
    fn total_nodes(&self) -> u64 {
        self.shared.map_or(self.nodes, |shared| {
            shared
                .helper_nodes
                .iter()
                .fold(self.nodes, |sum, n| sum + n.load(Ordering::Relaxed))
        })
    }

    /// Every [`CHECK_INTERVAL`] nodes: a helper publishes its node count; whether the hard time
    /// limit has passed.
    fn interval_check(&self) -> bool {
        if let Some(slot) = self
            .thread
            .checked_sub(1)
            .and_then(|h| self.shared.and_then(|shared| shared.helper_nodes.get(h)))
        {
            slot.store(self.nodes, Ordering::Relaxed);
        }
        self.clock.elapsed_ms() >= self.budget.hard_ms
    }

    /// Whether a helper has completed an iteration as deep as the main thread's current one (which
    /// the main thread then leaves for the helper's).
    fn overtaken_by_helper(&self) -> bool {
        self.thread == 0
            && self.shared.is_some_and(|shared| {
                shared.deepest_depth.load(Ordering::Acquire) >= self.iteration_depth
            })
    }

    /// The main thread takes over the deepest iteration a helper completed, when it is deeper than
    /// its own: its root moves and depth. Returns that depth.
    fn take_over(&mut self, root_moves: &mut [RootMove]) -> Option<u32> {
        let shared = self.shared?;
        let deepest = shared
            .deepest_moves
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let depth = shared.deepest_depth.load(Ordering::Acquire);
        if depth <= self.completed_depth || deepest.len() != root_moves.len() {
            return None;
        }
        root_moves.clone_from_slice(&deepest);
        Some(depth)
    }

    /// Milliseconds since the search started.
    pub fn elapsed_ms(&self) -> u64 {
        self.clock.elapsed_ms()
    }

    /// Whether the soft time limit has passed (no new iteration should start).
    fn soft_limit_reached(&self) -> bool {
        self.clock.elapsed_ms() >= self.budget.soft_ms || self.nodes >= self.node_limit
    }

    fn check_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let checks = self.nodes % CHECK_INTERVAL == 0;
        let out_of_budget = self.completed_depth > 0
            && (self.nodes >= self.node_limit || (checks && self.interval_check()));
        if self.completed_depth > 0 && checks && self.overtaken_by_helper() {
            self.overtaken = true;
            self.aborted = true;
        }
        if out_of_budget || self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        self.aborted
    }

    /// The static evaluation of `pos`, the current node (classical, or as [`crate::eval::evaluate`]
    /// computes it when the search uses the network), from the cache when this search evaluated it
    /// before. The evaluation also reads the plies left before a rule draws (the count, the move
    /// rule), so they are part of the key; a slot holds the key's upper 48 bits and the score in the
    /// lower 16.
    fn evaluate(&mut self, pos: &Position) -> i32 {
        let rule = plies_left_by_rule(pos).map_or(0, |r| u64::from(r) + 1);
        let key = pos.hash() ^ rule.wrapping_mul(RULE_KEY);
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE_SIZE - 1)];
        if *slot != 0 && (*slot ^ key) >> 16 == 0 {
            return i32::from(*slot as u16 as i16);
        }
        let score = match &mut self.network {
            Some(stack) if network_applies(pos) => with_network(pos, stack.evaluate(pos)),
            _ => classical(pos),
        };
        debug_assert!(
            self.network.is_none() || score == crate::eval::evaluate(pos),
            "the network's layers updated along the line differ from the position's: {}",
            pos.to_fen()
        );
        let score = score.clamp(-MATE_BOUND, MATE_BOUND);
        *slot = (key & !0xFFFF) | u64::from(score as i16 as u16);
        score
    }

    /// The exact score of a lone-khun ending a built table knows: its forced mate where it fits in
    /// the count and the move rule (the stronger side mates in an odd number of plies, the lone
    /// khun is mated in an even), else a draw — the lone khun holds, or outlasts the count.
    fn lone_khun_score(&self, pos: &Position, ply: usize) -> Option<i32> {
        let Some(plies) = self.lone_khun.probe(pos, self.two_piece_tables)? else {
            return Some(DRAW);
        };
        let mate = MATE - ply as i32 - plies as i32;
        let score = if plies % 2 == 1 { mate } else { -mate };
        Some(if mate_in_count(score, ply, plies_left_by_rule(pos)) {
            score
        } else {
            DRAW
        })
    }

    fn push(&mut self, parent: &Position, m: Move, child: &Position) {
        let start = if is_irreversible(parent, m) {
            self.hashes.len()
        } else {
            self.reversible_from.last().copied().unwrap_or(0)
        };
        self.enter(parent, child, start);
    }

    fn push_null(&mut self, parent: &Position, null: &Position) {
        self.enter(parent, null, self.hashes.len());
    }

    /// Enters `child` of the current node, whose reversible stretch starts at `reversible_start`.
    fn enter(&mut self, parent: &Position, child: &Position, reversible_start: usize) {
        self.hashes.push(child.hash());
        self.reversible_from.push(reversible_start);
        if let Some(stack) = &mut self.network {
            stack.push(parent, child);
        }
    }

    fn pop(&mut self) {
        self.hashes.pop();
        self.reversible_from.pop();
        if let Some(stack) = &mut self.network {
            stack.pop();
        }
    }

    /// Whether the current node repeats an earlier position of the reversible stretch.
    fn is_repetition(&self) -> bool {
        let last = self.hashes.len() - 1;
        let current = self.hashes[last];
        let start = self.reversible_from[last];
        let mut i = last;
        while i >= start + 2 {
            i -= 2;
            if self.hashes[i] == current {
                return true;
            }
        }
        false
    }

    /// The score of a repeated position: a draw with the repetition rule; without it the game goes
    /// on, so its evaluation moved [`REPETITION_CONTEMPT`] toward 0 (see there).
    fn repetition_score(&mut self, pos: &Position) -> i32 {
        if self.repetition_ends_game {
            return DRAW;
        }
        let eval = self.evaluate(pos);
        eval - eval.signum() * eval.abs().min(REPETITION_CONTEMPT)
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][0] = Some(m);
        let child_len = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        for i in 0..child_len {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len + 1;
    }

    /// The principal variation found below the root in the last root search of a move.
    fn child_pv(&self) -> impl Iterator<Item = Move> + '_ {
        self.pv[1][..self.pv_len[1]].iter().filter_map(|m| *m)
    }

    /// Extends the line `pv` from `root`, scored `score`, with the endgame tables' mating line when
    /// it ends in a table ending whose mate is the one the score counts (the search stops at such
    /// an ending and knows only its distance).
    fn extend_by_tables(&self, root: &Position, score: i32, pv: &mut Vec<Move>) {
        if score.abs() < MATE_BOUND {
            return;
        }
        let mut end = root.clone();
        for &m in pv.iter() {
            end.play_unchecked(m);
        }
        let plies_left = (MATE - score.abs()) as usize;
        let counted = self.lone_khun.plies_to_mate(&end, self.two_piece_tables);
        if plies_left > pv.len() && counted == Some((plies_left - pv.len()) as u32) {
            let room = MAX_PLY.saturating_sub(pv.len());
            pv.extend(
                self.lone_khun
                    .mating_line(&end, room, self.two_piece_tables),
            );
        }
    }

    /// Iterative deepening: searches `root_moves` (the legal moves of `root`) one ply deeper at a
    /// time, the first `lines` as principal variations within aspiration windows, calling
    /// `on_info` after each completed iteration, until `limits` or the clock stop it, the only move
    /// has been searched to depth 1, or a mate within the depth was found. Leaves the root moves
    /// sorted best first.
    pub fn iterative_deepening(
        &mut self,
        root: &Position,
        root_moves: &mut [RootMove],
        lines: usize,
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info),
    ) {
        let deepest = (MAX_PLY - DEPTH_MARGIN) as u32;
        let max_depth = limits.depth.unwrap_or(deepest).clamp(1, deepest);
        let single_reply = root_moves.len() == 1 && !limits.infinite && limits.depth.is_none();
        let mut depth = 0;
        while depth < max_depth {
            depth += 1;
            if self.skips(depth) {
                continue;
            }
            for rm in root_moves.iter_mut() {
                if rm.score != -INFINITE {
                    rm.previous_score = rm.score;
                }
                rm.score = -INFINITE;
            }
            self.iteration_depth = depth;
            for pv_index in 0..lines {
                self.aspiration(root, root_moves, pv_index, depth);
                if self.aborted {
                    break;
                }
            }
            if self.aborted {
                let deeper = match (self.overtaken, lines) {
                    (true, 1) => self.take_over(root_moves),
                    _ => None,
                };
                let Some(deeper) = deeper else {
                    break;
                };
                (self.aborted, self.overtaken, depth) = (false, false, deeper);
            } else if let (Some(shared), true) = (self.shared, self.thread > 0 && lines == 1) {
                shared.publish(depth, root_moves);
            }
            self.completed_depth = depth;
            let time_ms = self.elapsed_ms();
            let nodes = self.total_nodes();
            for (i, rm) in root_moves.iter().take(lines).enumerate() {
                on_info(&Info {
                    depth,
                    seldepth: self.seldepth as u32,
                    multipv: i + 1,
                    score: Score::from_internal(rm.score),
                    nodes,
                    time_ms,
                    nps: nodes * 1000 / time_ms.max(1),
                    hashfull: self.tt.hashfull(),
                    pv: rm.pv.clone(),
                });
            }
            let best_score = root_moves[0].score;
            let mate_found = best_score.abs() >= MATE_BOUND
                && (MATE - best_score.abs()) < depth as i32
                && limits.depth.is_none()
                && !limits.infinite;
            if self.soft_limit_reached() || single_reply || mate_found {
                break;
            }
        }
    }

    /// Searches line `pv_index` at `depth` in a window around its previous score, widening the
    /// window until the score falls inside it (or the search is aborted).
    fn aspiration(
        &mut self,
        root: &Position,
        root_moves: &mut [RootMove],
        pv_index: usize,
        depth: u32,
    ) {
        let previous = root_moves[pv_index].previous_score;
        let mut delta = self.params.aspiration_delta;
        let (mut alpha, mut beta) = if depth >= ASPIRATION_MIN_DEPTH && previous.abs() < MATE_BOUND
        {
            (
                (previous - delta).max(-INFINITE),
                (previous + delta).min(INFINITE),
            )
        } else {
            (-INFINITE, INFINITE)
        };
        loop {
            let score = self.search_root(root, root_moves, pv_index, depth as i32, alpha, beta);
            makruk_core::small_sort::by_key(&mut root_moves[pv_index..], |rm| {
                core::cmp::Reverse(rm.score)
            });
            if self.aborted {
                return;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
            } else {
                return;
            }
            delta += delta / 2 + self.params.aspiration_growth;
            if delta > ASPIRATION_MAX_DELTA {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// Searches the root moves `pv_index..` within `(alpha, beta)`, updating their scores and lines.
    /// Returns the best score (meaningless when [`Searcher::aborted`]).
    fn search_root(
        &mut self,
        root: &Position,
        moves: &mut [RootMove],
        pv_index: usize,
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut best = -INFINITE;
        for (offset, root_move) in moves[pv_index..].iter_mut().enumerate() {
            let m = root_move.mv;
            let first = offset == 0;
            let mut child = root.clone();
            child.play_unchecked(m);
            self.nodes += 1;
            self.push(root, m, &child);
            self.previous_moves[1] = Some(m);
            self.moved[1] = PieceTo::of(root, m);
            let extension = i32::from(child.is_check());
            let new_depth = depth - 1 + extension;
            let mut score;
            if first {
                score = -self.negamax(&child, new_depth, -beta, -alpha, 1, true, false);
            } else {
                let quiet = !is_capture(root, m) && m.promotion.is_none() && extension == 0;
                let r = if quiet {
                    (reduction(&self.params, depth, offset, true) - LMR_ROOT_BONUS)
                        .min(new_depth - 1)
                        .max(0)
                } else {
                    0
                };
                score = -self.negamax(&child, new_depth - r, -alpha - 1, -alpha, 1, false, true);
                if score > alpha && r > 0 && !self.aborted {
                    score = -self.negamax(&child, new_depth, -alpha - 1, -alpha, 1, false, true);
                }
                if score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, 1, true, false);
                }
            }
            self.pop();
            if self.aborted {
                return best;
            }
            if first || score > alpha {
                root_move.score = score;
                let mut pv = Vec::with_capacity(self.pv_len[1] + 1);
                pv.push(m);
                pv.extend(self.child_pv());
                self.extend_by_tables(root, score, &mut pv);
                root_move.pv = pv;
            } else {
                root_move.score = -INFINITE;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// Searches `pos` to `depth` within `(alpha, beta)`. `cut_node` marks a null-window node
    /// expected to fail high (reduced more).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        is_pv: bool,
        cut_node: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.check_abort() {
            return 0;
        }
        if pos.is_immediate_end() {
            return -MATE + ply as i32;
        }
        if self.is_repetition() {
            return self.repetition_score(pos);
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        let in_check = pos.is_check();
        if drawn_by_rule(pos) {
            let mated = in_check && pos.legal_moves().is_empty();
            return if mated { -MATE + ply as i32 } else { DRAW };
        }
        if let Some(score) = self.lone_khun_score(pos, ply) {
            return score;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, true);
        }
        self.seldepth = self.seldepth.max(ply);
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let excluded = self.excluded[ply];
        // A search without one move is a different search: it keeps its own table entries.
        let key = excluded.map_or(pos.hash(), |m| {
            pos.hash() ^ u64::from(PackedMove::new(m).bits()).wrapping_mul(EXCLUSION_KEY)
        });
        let remaining = plies_left_by_rule(pos);
        let hit = self.tt.probe(key);
        let tt_move = hit.and_then(|h| h.best_move).map(PackedMove::unpack);
        // On a principal variation now or in an earlier search: reduced less.
        let tt_pv = is_pv || hit.is_some_and(|h| h.pv);
        if let Some(hit) = hit {
            let score = from_tt(hit.score, ply);
            if !is_pv
                && i32::from(hit.depth) >= depth
                && hit.bound.cuts_off(score, alpha, beta)
                && mate_in_count(score, ply, remaining)
            {
                return score;
            }
        }

        let (raw_eval, static_eval) = self.static_evaluations(pos, hit, in_check);
        self.static_evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.static_evals[ply - 2];
        // Read only out of check: every pruning below requires it.
        let eval = pruning_eval(hit, ply, static_eval);

        let count_urgent = remaining.is_some_and(|r| r <= COUNT_URGENT_PLIES);
        if !is_pv && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta, a shallow search will not fall back.
            let params = &self.params;
            let margin = params.rfp_margin_per_depth * depth
                - if improving { params.rfp_improving } else { 0 };
            if depth <= params.rfp_max_depth && eval - margin >= beta {
                return eval;
            }
            // Null move: let the opponent move twice; if we are still above beta, cut.
            if depth >= NULL_MOVE_MIN_DEPTH
                && eval >= beta
                && excluded.is_none()
                && !count_urgent
                && has_null_move_material(pos)
            {
                if let Some(null) = pos.null_move() {
                    let r = params.null_move_base
                        + depth / params.null_move_depth_divisor
                        + ((eval - beta) / params.null_move_eval_divisor)
                            .min(NULL_MOVE_MAX_EVAL_BONUS);
                    self.push_null(pos, &null);
                    self.previous_moves[ply + 1] = None;
                    self.moved[ply + 1] = None;
                    let score = -self.negamax(
                        &null,
                        depth - 1 - r,
                        -beta,
                        -beta + 1,
                        ply + 1,
                        false,
                        !cut_node,
                    );
                    self.pop();
                    if self.aborted {
                        return 0;
                    }
                    if score >= beta {
                        return if score >= MATE_BOUND { beta } else { score };
                    }
                }
            }
            // Razoring: hopeless positions go straight to quiescence.
            if depth <= RAZOR_MAX_DEPTH
                && eval + self.params.razor_margin_per_depth * depth <= alpha
            {
                let score = self.quiescence(pos, alpha, alpha + 1, ply, true);
                if score <= alpha {
                    return score;
                }
            }
        }

        // Internal iterative reduction: without a table move this node was not searched before and
        // its ordering is poor; search it a little shallower.
        let depth = if tt_move.is_none() && depth >= IIR_MIN_DEPTH {
            depth - 1
        } else {
            depth
        };

        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        let killers = self.history.killers(ply);
        let previous = self.previous_moves[ply];
        let counter = self.history.counter(previous);
        let context: Continuation = [self.moved[ply], self.moved[ply - 1]];
        let mut picker = MovePicker::empty();
        picker.score(
            pos,
            &moves,
            tt_move,
            killers,
            counter,
            self.history,
            &context,
        );
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut quiets_tried = [QuietMove {
            mv: moves[0],
            piece_to: None,
        }; QUIETS_TRIED];
        let mut quiet_count = 0usize;
        let mut captures_tried = [None; CAPTURES_TRIED];
        let mut capture_count = 0usize;
        let mut move_number = 0usize;
        let mating_net = pos.by_color(pos.turn().other()).0.count_ones() == 1;
        let may_prune = has_null_move_material(pos) || pos.pieces(pos.turn(), Role::Met).0 != 0;
        let late_limit = late_move_limit(&self.params, depth, improving);
        let params = self.params;
        while let Some(m) = picker.next() {
            if Some(m) == excluded {
                continue;
            }
            move_number += 1;
            let capture = is_capture(pos, m);
            // A capture's exchange value, from the picker when it scored the move, else computed once.
            let mut known_see = picker.last_see();
            let mut capture_see = || *known_see.get_or_insert_with(|| see(pos, m));
            let quiet = !capture && m.promotion.is_none();
            let piece_to = PieceTo::of(pos, m);
            let history_score = if quiet {
                self.history.quiet_score(pos.turn(), m, piece_to, &context)
            } else {
                0
            };
            let mut r = 0;
            if quiet && move_number > 1 {
                r = reduction(&params, depth, move_number, improving);
            }
            if may_prune && best > -MATE_BOUND {
                // Pruning looks only at direct checks: cheaper than making every move first.
                let checks = gives_direct_check(pos, m);
                if quiet && !(checks && mating_net) {
                    let lmr_depth = (depth - 1 - r).max(0);
                    let prunable = (!is_pv && quiet_count >= late_limit)
                        || (!checks
                            && ((lmr_depth < HISTORY_PRUNING_DEPTH
                                && history_score < -params.history_pruning * depth)
                                || (lmr_depth < SHALLOW_PRUNING_DEPTH
                                    && !is_pv
                                    && !in_check
                                    && eval
                                        + params.futility_base
                                        + params.futility_per_depth * lmr_depth
                                        <= alpha)
                                || see(pos, m)
                                    < -params.see_quiet_per_depth * lmr_depth * lmr_depth));
                    if prunable {
                        continue;
                    }
                } else if capture
                    && !checks
                    && capture_see() < -params.see_capture_per_depth * depth
                {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.tt.prefetch(child.hash());
            let gives_check = child.is_check();
            let mut extension = i32::from(
                gives_check && ply < CHECK_EXTENSION_MAX_PLY && (!capture || capture_see() >= 0),
            );
            if let Some(tt_score) = singular_candidate(hit, m, depth, ply, excluded) {
                // Singular extension: if every other move falls well short of the table move's
                // score, the table move alone holds the position; search it deeper.
                let singular_beta = tt_score - params.singular_margin_per_depth * depth;
                self.excluded[ply] = Some(m);
                let score = self.negamax(
                    pos,
                    depth / 2,
                    singular_beta - 1,
                    singular_beta,
                    ply,
                    false,
                    cut_node,
                );
                self.excluded[ply] = None;
                if self.aborted {
                    return 0;
                }
                if score < singular_beta {
                    extension = 1;
                } else if singular_beta >= beta {
                    // Multi-cut: another move also beats beta; this node fails high.
                    return singular_beta;
                }
            }
            self.nodes += 1;
            self.push(pos, m, &child);
            self.previous_moves[ply + 1] = Some(m);
            self.moved[ply + 1] = piece_to;
            let new_depth = depth - 1 + extension;
            let mut score;
            if move_number == 1 {
                score = -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    is_pv,
                    !is_pv && !cut_node,
                );
            } else {
                if quiet && !in_check && !gives_check {
                    if tt_pv {
                        r -= 1;
                    }
                    if cut_node {
                        r += params.lmr_cut_node;
                    }
                    if killers.contains(&Some(m)) {
                        r -= 1;
                    }
                    r -= (history_score / params.history_reduction)
                        .clamp(-HISTORY_REDUCTION_MAX, HISTORY_REDUCTION_MAX);
                    r = r.min(new_depth - 1).max(0);
                } else {
                    r = 0;
                }
                score = -self.negamax(
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                    true,
                );
                if score > alpha && r > 0 && !self.aborted {
                    score = -self.negamax(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        false,
                        !cut_node,
                    );
                }
                if is_pv && score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
            }
            self.pop();
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if is_pv {
                        self.update_pv(ply, m);
                    }
                    if alpha >= beta {
                        let refutation = CaptureKey::of(pos, m);
                        let tried = captures_tried[..capture_count].iter().flatten().copied();
                        self.history
                            .reward_captures(pos.turn(), refutation, depth, tried);
                        if quiet {
                            self.history.reward_quiet(
                                pos.turn(),
                                QuietMove { mv: m, piece_to },
                                depth,
                                ply,
                                previous,
                                &context,
                                &quiets_tried[..quiet_count],
                            );
                        }
                        break;
                    }
                }
            }
            if quiet && quiet_count < quiets_tried.len() {
                quiets_tried[quiet_count] = QuietMove { mv: m, piece_to };
                quiet_count += 1;
            } else if capture && capture_count < captures_tried.len() {
                captures_tried[capture_count] = CaptureKey::of(pos, m);
                capture_count += 1;
            }
        }
        if best == -INFINITE {
            // Every move was pruned; fall back to the static view of the position.
            return alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let quiet_best = best_move.is_none_or(|m| !is_capture(pos, m) && m.promotion.is_none());
        let searched_beyond_eval = match bound {
            Bound::Lower => best > static_eval,
            Bound::Upper => best < static_eval,
            Bound::Exact => true,
        };
        if !in_check
            && excluded.is_none()
            && quiet_best
            && searched_beyond_eval
            && best.abs() < MATE_BOUND
        {
            self.history.correction.update(pos, depth, raw_eval, best);
        }
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.tt.store(
            key,
            best_move.map(PackedMove::new),
            to_tt(best, ply),
            stored_eval.clamp(-MATE_BOUND, MATE_BOUND) as i16,
            depth.clamp(0, 127) as i8,
            bound,
            tt_pv,
        );
        best
    }

    /// The static evaluation of `pos` as computed (the table's copy if `hit`) and as corrected by
    /// the correction history (never into mate scores); both `-INFINITE` in check.
    fn static_evaluations(
        &mut self,
        pos: &Position,
        hit: Option<TtHit>,
        in_check: bool,
    ) -> (i32, i32) {
        if in_check {
            return (-INFINITE, -INFINITE);
        }
        let raw = match hit {
            Some(h) => i32::from(h.eval),
            None => self.evaluate(pos),
        };
        let corrected = self.history.correction.corrected(pos, raw);
        (raw, corrected.clamp(-MATE_BOUND + 1, MATE_BOUND - 1))
    }

    /// Searches captures and promotions (all moves when in check) until the position is quiet;
    /// `with_checks` (the first quiescence ply) also tries quiet moves that give check.
    fn quiescence(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        with_checks: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.check_abort() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if pos.is_immediate_end() {
            return -MATE + ply as i32;
        }
        let in_check = pos.is_check();
        if drawn_by_rule(pos) {
            let mated = in_check && pos.legal_moves().is_empty();
            return if mated { -MATE + ply as i32 } else { DRAW };
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        let key = pos.hash();
        let hit = self.tt.probe(key);
        if let Some(hit) = hit {
            let score = from_tt(hit.score, ply);
            if hit.bound.cuts_off(score, alpha, beta)
                && mate_in_count(score, ply, plies_left_by_rule(pos))
            {
                return score;
            }
        }
        let (raw_eval, stand_pat) = self.static_evaluations(pos, hit, in_check);
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        // Out of check only captures and promotions (and quiet checks on the first ply) are searched.
        let all_moves = in_check || with_checks;
        let mut moves = MoveList::new();
        if all_moves {
            pos.generate(&mut moves);
        } else {
            pos.generate_noisy(&mut moves);
        }
        if moves.is_empty() && all_moves {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        let mut best = stand_pat;
        moves.retain(|m| {
            if in_check || m.promotion.is_some() {
                return true;
            }
            let victim = victim(pos, *m);
            let gain = victim.map_or(0, |role| SEE_VALUES[role.index()]);
            // Delta pruning: even winning the piece outright would not reach alpha.
            stand_pat + gain + self.params.delta_margin > alpha
                && (victim.is_some() || with_checks && gives_direct_check(pos, *m))
        });
        // Most valuable victim first, least valuable attacker first among equals, promotions early.
        makruk_core::small_sort::by_key(&mut moves, |m| {
            let gain = victim(pos, *m).map_or(0, |role| SEE_VALUES[role.index()]);
            let attacker = pos.piece_at(m.from).map_or(0, |p| p.role.index() as i32);
            let promotion = if m.promotion.is_some() {
                QS_PROMOTION_BONUS
            } else {
                0
            };
            core::cmp::Reverse(gain * QS_VICTIM_WEIGHT - attacker + promotion)
        });
        let mut best_move = None;
        for &m in moves.iter() {
            if !in_check && see(pos, m) < 0 {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.tt.prefetch(child.hash());
            self.nodes += 1;
            self.push(pos, m, &child);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, false);
            self.pop();
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.tt.store(
            key,
            best_move.map(PackedMove::new),
            to_tt(best, ply),
            stored_eval.clamp(-MATE_BOUND, MATE_BOUND) as i16,
            0,
            bound,
            hit.is_some_and(|h| h.pv),
        );
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;

    #[test]
    fn a_stored_mate_beyond_the_count_does_not_settle_a_node() {
        let mate_in_9 = MATE - 4 - 9;
        assert!(mate_in_count(mate_in_9, 4, None));
        assert!(mate_in_count(mate_in_9, 4, Some(9)));
        assert!(!mate_in_count(mate_in_9, 4, Some(8)));
        assert!(!mate_in_count(-mate_in_9, 4, Some(8)));
        assert!(mate_in_count(350, 4, Some(0)));
    }

    fn uci(pos: &Position, m: &str) -> Move {
        pos.parse_uci_move(m).expect("legal move")
    }

    #[test]
    fn direct_checks_are_seen_through_the_moving_piece_only() {
        let fen = |f| Position::from_fen(makruk_core::Variant::Makruk, f).expect("valid FEN");
        let pos = fen("4k3/8/8/8/4P3/8/1R6/R3K3 w - - 0 1");
        assert!(gives_direct_check(&pos, uci(&pos, "b2b8")));
        assert!(gives_direct_check(&pos, uci(&pos, "a1a8")));
        assert!(
            !gives_direct_check(&pos, uci(&pos, "b2e2")),
            "blocked by the bia"
        );
        assert!(!gives_direct_check(&pos, uci(&pos, "b2b7")));
        let promotion = fen("8/1k6/8/2P5/8/8/8/4K3 w - - 0 1");
        assert!(gives_direct_check(&promotion, uci(&promotion, "c5c6m")));
        assert!(!gives_direct_check(&promotion, uci(&promotion, "e1d2")));
    }

    #[test]
    fn cached_evaluation_matches_the_evaluation_and_tells_the_counts_apart() {
        use crate::clock::FrozenClock;
        let fen = |f| Position::from_fen(makruk_core::Variant::Makruk, f).expect("valid FEN");
        let (tt, mut history, stop) = (
            TranspositionTable::new(1),
            History::default(),
            AtomicBool::new(false),
        );
        let root = Position::startpos(makruk_core::Variant::Makruk);
        let tables = LoneKhunTables::default();
        let setup = SearchSetup {
            tt: &tt,
            params: SearchParams::default(),
            network: true,
            lone_khun: &tables,
            root: &root,
            game_hashes: &[],
        };
        let mut searcher = Searcher::new(
            &setup,
            &mut history,
            &FrozenClock,
            &stop,
            &Limits::default(),
        );
        // The same board early and late in its count evaluates differently.
        let fresh = fen("8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 40");
        let late = fen("8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - 128 120 40");
        assert_eq!(fresh.hash(), late.hash());
        assert_ne!(evaluate(&fresh), evaluate(&late));
        for _ in 0..2 {
            assert_eq!(searcher.evaluate(&fresh), evaluate(&fresh));
            assert_eq!(searcher.evaluate(&late), evaluate(&late));
            assert_eq!(searcher.evaluate(&root), evaluate(&root));
        }
    }

    #[test]
    fn more_quiet_moves_survive_deeper_and_in_improving_positions() {
        let params = SearchParams::default();
        assert!(late_move_limit(&params, 1, false) < late_move_limit(&params, 1, true));
        assert!(late_move_limit(&params, 2, false) < late_move_limit(&params, 4, false));
        assert_eq!(reduction(&params, 2, 10, false), 0);
        assert!(reduction(&params, 8, 20, false) > reduction(&params, 8, 20, true));
        assert!(reduction(&params, 8, 4, true) <= reduction(&params, 8, 20, true));
    }
}
