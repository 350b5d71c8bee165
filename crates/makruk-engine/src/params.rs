//! The search's tuning parameters: margins, reductions, pruning limits, the aspiration window and
//! the history bonus. Depths and margins are in plies and centipawns; a margin `A + B * depth`
//! is written as a `_BASE` and a `_PER_DEPTH` constant.

/// Half-width of the first aspiration window around the previous iteration's score.
pub const ASPIRATION_DELTA: i32 = 30;
/// Iterations from this depth on start with an aspiration window (earlier ones with a full window).
pub const ASPIRATION_MIN_DEPTH: u32 = 4;
/// After a fail, the window's half-width grows by half of itself plus this.
pub const ASPIRATION_GROWTH: i32 = 10;
/// Once the half-width exceeds this, the window opens fully.
pub const ASPIRATION_MAX_DELTA: i32 = 1000;

/// Without the repetition rule ([`crate::Limits::repetition_ends_game`] off), a repeated position
/// scores its evaluation moved this many centipawns toward 0 (never past it): going round in
/// circles costs the side ahead about half a bia, so it plays on for progress; the side behind
/// gains as much, not the draw a repetition rule would give it.
pub const REPETITION_CONTEMPT: i32 = 50;

/// Principal variations searched when a level picks among near-best moves (`Limits::randomness_cp`).
pub const RANDOM_LINES: usize = 4;
/// Deepest iteration: this many plies short of `MAX_PLY`, so extensions stay within it.
pub const DEPTH_MARGIN: usize = 4;

/// Reverse futility: a node at most this deep whose estimate beats beta by the margin returns it.
pub const RFP_MAX_DEPTH: i32 = 6;
/// Reverse futility margin per ply of depth.
pub const RFP_MARGIN_PER_DEPTH: i32 = 85;
/// Reverse futility margin taken off where the position is improving.
pub const RFP_IMPROVING: i32 = 40;

/// Null-move pruning from this depth on.
pub const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// Null-move reduction: `NULL_MOVE_BASE + depth / NULL_MOVE_DEPTH_DIVISOR` plies, plus one per
/// `NULL_MOVE_EVAL_DIVISOR` centipawns the estimate exceeds beta (at most `NULL_MOVE_MAX_EVAL_BONUS`).
pub const NULL_MOVE_BASE: i32 = 3;
/// See [`NULL_MOVE_BASE`].
pub const NULL_MOVE_DEPTH_DIVISOR: i32 = 4;
/// See [`NULL_MOVE_BASE`].
pub const NULL_MOVE_EVAL_DIVISOR: i32 = 85;
/// See [`NULL_MOVE_BASE`].
pub const NULL_MOVE_MAX_EVAL_BONUS: i32 = 3;
/// No null move while at most this many plies of a count are left.
pub const COUNT_URGENT_PLIES: u32 = 10;

/// Razoring: a node at most this deep whose estimate is below alpha by the margin goes to quiescence.
pub const RAZOR_MAX_DEPTH: i32 = 2;
/// Razoring margin per ply of depth.
pub const RAZOR_MARGIN_PER_DEPTH: i32 = 220;

/// Internal iterative reduction: a node without a table move at least this deep is searched a ply
/// shallower.
pub const IIR_MIN_DEPTH: i32 = 4;

/// Late-move reductions from this depth on.
pub const LMR_MIN_DEPTH: i32 = 3;
/// Late-move reductions from this move number on (counted from 1).
pub const LMR_MIN_MOVE: usize = 2;
/// The base reduction is `ln(depth) * ln(move number) / LMR_DIVISOR`, rounded.
pub const LMR_DIVISOR: f32 = 1.66;
/// Reductions at the root are this many plies smaller than inside the tree.
pub const LMR_ROOT_BONUS: i32 = 1;
/// Extra reduction at an expected cut node.
pub const LMR_CUT_NODE: i32 = 2;
/// Every `HISTORY_REDUCTION` of history score reduces a late quiet move one ply less (or more for
/// a negative score), by at most [`HISTORY_REDUCTION_MAX`] plies.
pub const HISTORY_REDUCTION: i32 = 9000;
/// See [`HISTORY_REDUCTION`].
pub const HISTORY_REDUCTION_MAX: i32 = 2;

/// Check extensions only this close to the root (two thirds of `MAX_PLY`).
pub const CHECK_EXTENSION_MAX_PLY: usize = 2 * crate::ordering::MAX_PLY / 3;

/// Late-move pruning: quiet moves after `(LMP_BASE + depth²) * (1 + improving) / 2` are skipped.
pub const LMP_BASE: i32 = 5;

/// Quiet moves whose reduced depth is below this may be pruned by futility.
pub const SHALLOW_PRUNING_DEPTH: i32 = 6;
/// Quiet moves with a reduced depth below this and a history score below
/// `-HISTORY_PRUNING * depth` are pruned.
pub const HISTORY_PRUNING_DEPTH: i32 = 3;
/// See [`HISTORY_PRUNING_DEPTH`].
pub const HISTORY_PRUNING: i32 = 2500;
/// Futility pruning: a quiet move is skipped when the estimate plus
/// `FUTILITY_BASE + FUTILITY_PER_DEPTH * reduced depth` does not reach alpha.
pub const FUTILITY_BASE: i32 = 130;
/// See [`FUTILITY_BASE`].
pub const FUTILITY_PER_DEPTH: i32 = 95;
/// A quiet move whose exchange loses more than `SEE_QUIET_PER_DEPTH * reduced depth²` is pruned.
pub const SEE_QUIET_PER_DEPTH: i32 = 25;
/// A capture whose exchange loses more than `SEE_CAPTURE_PER_DEPTH * depth` is pruned.
pub const SEE_CAPTURE_PER_DEPTH: i32 = 150;

/// Singular extensions from this depth on.
pub const SINGULAR_MIN_DEPTH: i32 = 7;
/// The table entry must be at most this many plies shallower than the node.
pub const SINGULAR_TT_DEPTH_MARGIN: i32 = 3;
/// The other moves must stay below the table score less this much per ply of depth.
pub const SINGULAR_MARGIN_PER_DEPTH: i32 = 2;

/// Quiescence delta pruning: a capture is skipped when winning the piece plus this does not reach
/// alpha.
pub const DELTA_MARGIN: i32 = 200;
/// Quiescence ordering: the victim's value counts this many times the attacker's role index.
pub const QS_VICTIM_WEIGHT: i32 = 8;
/// Quiescence ordering bonus of a promotion.
pub const QS_PROMOTION_BONUS: i32 = 50;

/// Quiet moves a node remembers for the history malus after a cut-off.
pub const QUIETS_TRIED: usize = 64;
/// Captures a node remembers for the capture history malus after a cut-off.
pub const CAPTURES_TRIED: usize = 32;

/// Largest history value (quiet, continuation and capture history stay within ±this).
pub const HISTORY_MAX: i32 = 16_384;
/// History bonus of a cut-off at `depth`: `HISTORY_BONUS_PER_DEPTH * depth²`, at most
/// [`HISTORY_BONUS_MAX`].
pub const HISTORY_BONUS_PER_DEPTH: i32 = 8;
/// See [`HISTORY_BONUS_PER_DEPTH`].
pub const HISTORY_BONUS_MAX: i32 = HISTORY_MAX / 4;
/// Capture ordering: the victim's exchange value counts this many times the attacker's role index.
pub const CAPTURE_VICTIM_WEIGHT: i32 = 16;
/// Capture ordering: the capture history counts one part in this many.
pub const CAPTURE_HISTORY_DIVISOR: i32 = 8;
