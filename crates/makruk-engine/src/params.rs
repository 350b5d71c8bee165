//! The search's tuning parameters: margins, reductions, pruning limits, the aspiration window and
//! the history bonus. Depths and margins are in plies and centipawns; a margin `A + B * depth`
//! is written as a `_BASE` and a `_PER_DEPTH` constant. The margins and divisors that matches tune
//! (`scripts/spsa.py`) are the fields of [`SearchParams`]; the rest are constants.

use core::fmt;

/// Iterations from this depth on start with an aspiration window (earlier ones with a full window).
pub const ASPIRATION_MIN_DEPTH: u32 = 4;
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

/// Null-move pruning from this depth on.
pub const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// At most this many plies of the null-move reduction come from the estimate's lead over beta
/// ([`SearchParams::null_move_eval_divisor`]).
pub const NULL_MOVE_MAX_EVAL_BONUS: i32 = 3;
/// No null move while at most this many plies of a count are left.
pub const COUNT_URGENT_PLIES: u32 = 10;

/// Razoring: a node at most this deep whose estimate is below alpha by the margin goes to quiescence.
pub const RAZOR_MAX_DEPTH: i32 = 2;

/// Internal iterative reduction: a node without a table move at least this deep is searched a ply
/// shallower.
pub const IIR_MIN_DEPTH: i32 = 4;

/// Late-move reductions from this depth on.
pub const LMR_MIN_DEPTH: i32 = 3;
/// Late-move reductions from this move number on (counted from 1).
pub const LMR_MIN_MOVE: usize = 2;
/// Reductions at the root are this many plies smaller than inside the tree.
pub const LMR_ROOT_BONUS: i32 = 1;
/// See [`SearchParams::history_reduction`].
pub const HISTORY_REDUCTION_MAX: i32 = 2;

/// Check extensions only this close to the root (two thirds of `MAX_PLY`).
pub const CHECK_EXTENSION_MAX_PLY: usize = 2 * crate::ordering::MAX_PLY / 3;

/// Quiet moves whose reduced depth is below this may be pruned by futility.
pub const SHALLOW_PRUNING_DEPTH: i32 = 6;
/// Quiet moves with a reduced depth below this and a history score below
/// `-history_pruning * depth` ([`SearchParams::history_pruning`]) are pruned.
pub const HISTORY_PRUNING_DEPTH: i32 = 3;

/// Singular extensions from this depth on.
pub const SINGULAR_MIN_DEPTH: i32 = 7;
/// The table entry must be at most this many plies shallower than the node.
pub const SINGULAR_TT_DEPTH_MARGIN: i32 = 3;

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

/// One search parameter: its name (the field of [`SearchParams`], and the UCI option of a
/// `makruk-uci` built with the `search-params` feature), its value in the engine, and its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// The field's name.
    pub name: &'static str,
    /// The value the engine plays with.
    pub default: i32,
    /// The smallest value accepted.
    pub min: i32,
    /// The largest value accepted.
    pub max: i32,
}

/// Why a search parameter could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    /// No parameter has this name.
    Unknown(alloc::string::String),
    /// The value is outside the parameter's range.
    OutOfRange(ParamSpec, i32),
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamError::Unknown(name) => write!(f, "no search parameter is named '{name}'"),
            ParamError::OutOfRange(spec, value) => write!(
                f,
                "search parameter '{}': {value} is outside {}..{}",
                spec.name, spec.min, spec.max
            ),
        }
    }
}

/// Declares [`SearchParams`] and [`SEARCH_PARAMS`] from one list of fields with their defaults
/// and ranges.
macro_rules! search_params {
    ($($(#[doc = $doc:literal])+ $field:ident: $default:literal in $min:literal..=$max:literal;)+) => {
        /// The margins and divisors of the search that matches tune; [`Default`] is what the engine
        /// plays with.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $($(#[doc = $doc])+ pub $field: i32,)+
        }

        impl Default for SearchParams {
            fn default() -> SearchParams {
                SearchParams { $($field: $default,)+ }
            }
        }

        /// Every field of [`SearchParams`] with its default and range, in declaration order.
        pub const SEARCH_PARAMS: &[ParamSpec] = &[
            $(ParamSpec { name: stringify!($field), default: $default, min: $min, max: $max },)+
        ];

        impl SearchParams {
            /// Sets the field `name` (any case) to `value`, which must be within its range.
            ///
            /// # Errors
            /// [`ParamError`] for an unknown name or a value out of range; nothing changes then.
            pub fn set(&mut self, name: &str, value: i32) -> Result<(), ParamError> {
                let spec = SEARCH_PARAMS
                    .iter()
                    .find(|spec| spec.name.eq_ignore_ascii_case(name))
                    .ok_or_else(|| ParamError::Unknown(name.into()))?;
                if !(spec.min..=spec.max).contains(&value) {
                    return Err(ParamError::OutOfRange(*spec, value));
                }
                $(if spec.name == stringify!($field) {
                    self.$field = value;
                })+
                Ok(())
            }
        }
    };
}

search_params! {
    /// Half-width of the first aspiration window around the previous iteration's score.
    aspiration_delta: 11 in 5..=120;
    /// After a fail, the aspiration window's half-width grows by half of itself plus this.
    aspiration_growth: 10 in 0..=80;
    /// Reverse futility: a node at most this deep whose estimate beats beta by the margin returns it.
    rfp_max_depth: 6 in 1..=12;
    /// Reverse futility margin per ply of depth.
    rfp_margin_per_depth: 56 in 20..=250;
    /// Reverse futility margin taken off where the position is improving.
    rfp_improving: 34 in 0..=150;
    /// Null-move reduction: `null_move_base + depth / null_move_depth_divisor` plies, plus one per
    /// `null_move_eval_divisor` centipawns the estimate exceeds beta (at most
    /// [`NULL_MOVE_MAX_EVAL_BONUS`]).
    null_move_base: 3 in 1..=6;
    /// See [`SearchParams::null_move_base`].
    null_move_depth_divisor: 4 in 2..=10;
    /// See [`SearchParams::null_move_base`].
    null_move_eval_divisor: 118 in 20..=400;
    /// Razoring margin per ply of depth (razoring at most [`RAZOR_MAX_DEPTH`] plies deep).
    razor_margin_per_depth: 179 in 50..=600;
    /// The base late-move reduction is `ln(depth) * ln(move number) * 100 / lmr_divisor`, rounded.
    lmr_divisor: 190 in 80..=400;
    /// Extra late-move reduction at an expected cut node, in plies.
    lmr_cut_node: 2 in 0..=4;
    /// Every this much history score reduces a late quiet move one ply less (or more for a
    /// negative score), by at most [`HISTORY_REDUCTION_MAX`] plies.
    history_reduction: 10747 in 1000..=40000;
    /// Late-move pruning: quiet moves after `(lmp_base + depth²) * (1 + improving) / 2` are skipped.
    lmp_base: 4 in 0..=20;
    /// Quiet moves with a reduced depth below [`HISTORY_PRUNING_DEPTH`] and a history score below
    /// `-history_pruning * depth` are pruned.
    history_pruning: 3188 in 200..=12000;
    /// Futility pruning: a quiet move is skipped when the estimate plus
    /// `futility_base + futility_per_depth * reduced depth` does not reach alpha.
    futility_base: 177 in 0..=400;
    /// See [`SearchParams::futility_base`].
    futility_per_depth: 89 in 20..=300;
    /// A quiet move whose exchange loses more than `see_quiet_per_depth * reduced depth²` is pruned.
    see_quiet_per_depth: 30 in 2..=120;
    /// A capture whose exchange loses more than `see_capture_per_depth * depth` is pruned.
    see_capture_per_depth: 104 in 20..=500;
    /// Singular extension: the other moves must stay below the table score less this much per ply
    /// of depth.
    singular_margin_per_depth: 2 in 1..=8;
    /// Quiescence delta pruning: a capture is skipped when winning the piece plus this does not
    /// reach alpha.
    delta_margin: 186 in 0..=600;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_set_by_name_within_their_range() {
        let mut params = SearchParams::default();
        assert_eq!(params.set("LMR_Divisor", 200), Ok(()));
        assert_eq!(params.lmr_divisor, 200);
        assert!(matches!(
            params.set("lmr_divisor", 79),
            Err(ParamError::OutOfRange(_, 79))
        ));
        assert!(matches!(
            params.set("lmr", 100),
            Err(ParamError::Unknown(_))
        ));
        assert_eq!(params.lmr_divisor, 200, "a refused value changes nothing");
        for spec in SEARCH_PARAMS {
            assert!(
                spec.min <= spec.default && spec.default <= spec.max,
                "{}",
                spec.name
            );
            let mut each = SearchParams::default();
            each.set(spec.name, spec.max).expect("in range");
            assert_ne!(
                each,
                SearchParams::default(),
                "{} sets its own field",
                spec.name
            );
        }
    }
}
