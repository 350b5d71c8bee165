//! Difficulty levels for the game UI: limited search plus controlled randomness among near-best moves.
//!
//! Measured against Fairy-Stockfish 11.1 at 100 ms/move with its `Skill Level` (`scripts/match.sh
//! --engine-level L --opponent-skill S --games 10`; 10 games each, so ± 15–20 %; levels 5–7 with an
//! earlier evaluation, 2–4 with an earlier, slower search, level 8 with the current engine,
//! in six 100-game runs with `--adjudicate`):
//!
//! | level | opponent | score | roughly matches |
//! |---|---|---|---|
//! | 2 | Skill 0 | 70 % (+6 =2 −2) | above Skill 0 |
//! | 3 | Skill 3 | 45 % (+1 =7 −2) | Skill 3 |
//! | 4 | Skill 5 | 50 % (+3 =4 −3) | Skill 5 |
//! | 5 | Skill 7 | 55 % (+3 =5 −2) | Skill 7–9 |
//! | 6 | Skill 10 | 100 % (+10 =0 −0) | Skill 13 or more |
//! | 7 | Skill 13 | 80 % (+7 =2 −1) | above Skill 13 |
//! | 8 | full strength | 49.9 % over 600 games (+112 =375 −113): 49.5 % on openings 1–50, 50.8 % on 51–150 | full strength (Elo −1 ± 17) |

use crate::limits::Limits;

/// A playing level from 1 (beginner) to 8 (full strength at the given time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, if within 1..=8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The level number, 1..=8.
    pub fn number(self) -> u8 {
        self.0
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
            ..Limits::default()
        }
    }
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
}
