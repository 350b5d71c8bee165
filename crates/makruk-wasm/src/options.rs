//! The options of `Engine.bestMove`, checked, and the search limits they ask for.

use crate::js::Properties;
use crate::Error;
use makruk_engine::{Level, Limits};
use serde::Deserialize;
use tsify::Tsify;

/// Move time used when no limit at all is given, so that a search always ends.
pub(crate) const DEFAULT_MOVETIME_MS: u64 = 1000;

/// Limits of one search; with none at all, one second. Each is a whole number in its range, and
/// an unknown option is an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Tsify)]
#[serde(rename_all = "camelCase", try_from = "Properties")]
pub struct SearchOptions {
    /// Milliseconds for this move.
    #[tsify(optional)]
    pub(crate) movetime_ms: Option<u64>,
    /// Maximum iteration depth.
    #[tsify(optional)]
    pub(crate) depth: Option<u32>,
    /// Node budget.
    #[tsify(optional)]
    pub(crate) nodes: Option<u64>,
    /// 1 (beginner) to 8 (full strength).
    #[tsify(optional, type = "number")]
    pub(crate) level: Option<Level>,
    /// Lines reported to the info callback (1 to 16).
    #[tsify(optional)]
    pub(crate) multi_pv: Option<usize>,
}

/// The option names, as JavaScript writes them.
const NAMES: [&str; 5] = ["movetimeMs", "depth", "nodes", "level", "multiPv"];

impl TryFrom<Properties> for SearchOptions {
    type Error = Error;

    /// Sets each option given; options set to `undefined` count as not given.
    fn try_from(Properties(given): Properties) -> Result<SearchOptions, Error> {
        let mut options = SearchOptions::default();
        for (name, value) in given {
            if !value.is_undefined() {
                options.set(&name, value.as_f64())?;
            }
        }
        Ok(options)
    }
}

impl SearchOptions {
    /// Sets option `name` from a JavaScript value: `None` if it is not a number.
    pub(crate) fn set(&mut self, name: &str, value: Option<f64>) -> Result<(), Error> {
        match name {
            "movetimeMs" => self.movetime_ms = Some(whole(name, value, 1, 86_400_000)?),
            "depth" => self.depth = Some(whole(name, value, 1, 100)? as u32),
            "nodes" => self.nodes = Some(whole(name, value, 1, 1 << 53)?),
            "level" => {
                let (min, max) = (Level::MIN.number(), Level::MAX.number());
                self.level = Level::new(whole(name, value, min.into(), max.into())? as u8);
            }
            "multiPv" => self.multi_pv = Some(whole(name, value, 1, 16)? as usize),
            _ => {
                return Err(Error::new(format!(
                    "unknown option {name:?} (expected {})",
                    NAMES.join(", ")
                )))
            }
        }
        Ok(())
    }

    /// The search limits: a level's own limits (at most `movetimeMs`, else 1 s per move), tightened by
    /// `depth` and `nodes`; without a level, the limits given, or 1 s when none is.
    pub(crate) fn limits(&self) -> Limits {
        let unbounded = self.movetime_ms.is_none() && self.depth.is_none() && self.nodes.is_none();
        let mut limits = match self.level {
            Some(level) => level.limits(self.movetime_ms.unwrap_or(DEFAULT_MOVETIME_MS)),
            None => Limits {
                movetime_ms: self
                    .movetime_ms
                    .or(unbounded.then_some(DEFAULT_MOVETIME_MS)),
                ..Limits::default()
            },
        };
        limits.depth = tighter(limits.depth, self.depth);
        limits.nodes = tighter(limits.nodes, self.nodes);
        limits.multipv = self.multi_pv.unwrap_or(1);
        // A lone khun against two pieces: its exact table when the caller gave a move time (half
        // of each move of a second or more, at once with ten seconds) and full strength.
        limits.endgame_tables =
            self.movetime_ms.is_some() && self.level.is_none_or(|level| level == Level::MAX);
        limits
    }
}

/// The smaller of two optional limits (`None` = no limit).
fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// `value` as a whole number within `min..=max`.
pub(crate) fn whole(name: &str, value: Option<f64>, min: u64, max: u64) -> Result<u64, Error> {
    match value {
        Some(v) if v.fract() == 0.0 && v >= min as f64 && v <= max as f64 => Ok(v as u64),
        Some(v) => Err(Error::new(format!(
            "option {name} must be a whole number from {min} to {max}, got {v}"
        ))),
        None => Err(Error::new(format!("option {name} must be a number"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(pairs: &[(&str, f64)]) -> Result<SearchOptions, Error> {
        let mut options = SearchOptions::default();
        for &(name, value) in pairs {
            options.set(name, Some(value))?;
        }
        Ok(options)
    }

    #[test]
    fn no_limit_means_one_second() {
        let limits = SearchOptions::default().limits();
        assert_eq!(limits.movetime_ms, Some(DEFAULT_MOVETIME_MS));
        assert_eq!((limits.depth, limits.nodes), (None, None));
    }

    #[test]
    fn depth_alone_has_no_time_limit() {
        let limits = options(&[("depth", 4.0)]).unwrap().limits();
        assert_eq!(limits.depth, Some(4));
        assert_eq!(limits.movetime_ms, None);
    }

    #[test]
    fn level_limits_are_tightened_by_explicit_ones() {
        let limits = options(&[("level", 2.0), ("movetimeMs", 300.0), ("nodes", 100.0)])
            .unwrap()
            .limits();
        let level = Level::new(2).unwrap().limits(300);
        assert_eq!(limits.movetime_ms, Some(300));
        assert_eq!(limits.nodes, Some(100));
        assert_eq!(limits.depth, level.depth);
        assert_eq!(limits.randomness_cp, level.randomness_cp);
    }

    #[test]
    fn two_piece_tables_need_a_move_time_and_full_strength() {
        let share = |pairs: &[(&str, f64)]| options(pairs).unwrap().limits().table_share_ms();
        assert_eq!(share(&[("movetimeMs", 2000.0)]), 1000);
        assert_eq!(share(&[("movetimeMs", 2000.0), ("level", 8.0)]), 1000);
        assert_eq!(share(&[("movetimeMs", 2000.0), ("level", 7.0)]), 0);
        assert_eq!(share(&[("movetimeMs", 500.0)]), 0);
        assert_eq!(
            share(&[]),
            0,
            "the default second is no request for a table"
        );
        assert!(!options(&[("depth", 4.0)])
            .unwrap()
            .limits()
            .may_build_tables());
        assert!(options(&[("movetimeMs", 10000.0)])
            .unwrap()
            .limits()
            .may_build_tables());
    }

    #[test]
    fn multi_pv_is_passed_on() {
        assert_eq!(options(&[("multiPv", 3.0)]).unwrap().limits().multipv, 3);
    }

    #[test]
    fn bad_values_are_named() {
        let err = |pairs: &[(&str, f64)]| options(pairs).unwrap_err().to_string();
        assert_eq!(
            err(&[("level", 9.0)]),
            "option level must be a whole number from 1 to 8, got 9"
        );
        assert_eq!(
            err(&[("depth", 2.5)]),
            "option depth must be a whole number from 1 to 100, got 2.5"
        );
        assert_eq!(
            err(&[("movetimeMs", f64::NAN)]),
            "option movetimeMs must be a whole number from 1 to 86400000, got NaN"
        );
        assert_eq!(
            err(&[("time", 1.0)]),
            "unknown option \"time\" (expected movetimeMs, depth, nodes, level, multiPv)"
        );
        let mut o = SearchOptions::default();
        assert_eq!(
            o.set("nodes", None).unwrap_err().to_string(),
            "option nodes must be a number"
        );
    }
}
