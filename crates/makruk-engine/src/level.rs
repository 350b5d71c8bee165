//! Difficulty levels for the game UI: limited search plus controlled randomness among near-best moves.
//!
//! How strong each level plays, measured against Fairy-Stockfish's skill levels by
//! `scripts/levels.sh`, is in `docs/experiments.md`.

use crate::limits::Limits;
use crate::score::MATE_BOUND;
use crate::search::RootMove;
use alloc::vec::Vec;
use rand_core::Rng;

/// A playing level from 1 (beginner) to 8 (full strength at the given time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Level(u8);

impl TryFrom<u8> for Level {
    type Error = LevelError;

    fn try_from(n: u8) -> Result<Level, LevelError> {
        Level::new(n).ok_or(LevelError(n))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

/// A level number outside [`Level::MIN`]..=[`Level::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelError(pub u8);

impl core::fmt::Display for LevelError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "level {} is not between {} and {}",
            self.0,
            Level::MIN.0,
            Level::MAX.0
        )
    }
}

impl Level {
    /// The level a first visit plays against.
    pub const DEFAULT: Level = Level(4);
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, if within [`Level::MIN`]..=[`Level::MAX`].
    pub fn new(n: u8) -> Option<Level> {
        (Level::MIN.0..=Level::MAX.0)
            .contains(&n)
            .then_some(Level(n))
    }

    /// The level number, 1..=8.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The time per move the game UI gives this level, in milliseconds; at levels 1-7 the node cap
    /// of [`Level::limits`] usually stops the search first. The match runner's `--engine-level`
    /// uses it too, so the levels are measured as they play in the app.
    pub fn move_time_ms(self) -> u64 {
        match self.0 {
            1 | 2 => 300,
            3 => 500,
            4 => 800,
            5 => 1200,
            6 => 2000,
            7 => 3000,
            _ => 5000,
        }
    }

    /// Search limits for this level with at most `movetime_ms` per move: lower levels search fewer
    /// nodes and choose among moves within a margin of the best.
    pub fn limits(self, movetime_ms: u64) -> Limits {
        let (depth, nodes, randomness_cp) = match self.0 {
            1 => (Some(1), Some(400), 250),
            2 => (Some(2), Some(1_500), 160),
            3 => (Some(3), Some(5_000), 100),
            4 => (Some(4), Some(15_000), 60),
            5 => (Some(6), Some(50_000), 35),
            6 => (None, Some(200_000), 18),
            7 => (None, Some(800_000), 8),
            _ => (None, None, 0),
        };
        Limits {
            depth,
            nodes,
            movetime_ms: Some(movetime_ms),
            randomness_cp,
            two_piece_tables: self == Level::MAX,
            ..Limits::default()
        }
    }
}

/// Picks one of `lines` (best first) whose score is within `margin` of the best, favouring better
/// ones; never one that loses to a mate, and always the best when it mates.
pub(crate) fn pick_near_best(lines: &[RootMove], margin: u32, rng: &mut impl Rng) -> usize {
    let best = lines[0].latest_score();
    if best.abs() >= MATE_BOUND {
        return 0;
    }
    let margin = margin as i32;
    let weights: Vec<u64> = lines
        .iter()
        .map(|rm| {
            let behind = best - rm.latest_score();
            if behind <= margin && rm.latest_score() > -MATE_BOUND {
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
    let mut ticket = rng.next_u64() % total;
    for (i, w) in weights.iter().enumerate() {
        if ticket < *w {
            return i;
        }
        ticket -= w;
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_eight() {
        assert!(Level::new(0).is_none());
        assert!(Level::new(9).is_none());
        assert_eq!(Level::new(5).map(Level::number), Some(5));
    }

    #[test]
    fn higher_levels_search_more_and_guess_less() {
        let mut previous = Level::MIN.limits(1000);
        for n in 2..=8 {
            let limits = Level(n).limits(1000);
            assert!(limits.nodes.unwrap_or(u64::MAX) > previous.nodes.unwrap_or(0));
            assert!(limits.randomness_cp < previous.randomness_cp);
            assert_eq!(limits.movetime_ms, Some(1000));
            previous = limits;
        }
        assert_eq!(Level::MAX.limits(100).randomness_cp, 0);
    }

    #[test]
    fn only_full_strength_plays_the_two_piece_tables() {
        assert!((1..8).all(|n| !Level(n).limits(1000).two_piece_tables));
        assert!(Level::MAX.limits(1000).two_piece_tables);
    }

    #[test]
    fn stronger_levels_think_longer() {
        assert!((1..8).all(|n| Level(n).move_time_ms() <= Level(n + 1).move_time_ms()));
        assert!(Level::MIN.move_time_ms() < Level::MAX.move_time_ms());
    }
}
