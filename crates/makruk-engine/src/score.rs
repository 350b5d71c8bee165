//! Search scores: centipawns with mate scores at the extremes.

use core::fmt;

use makruk_core::{Color, Outcome};

/// Score of a checkmate at the root; a mate `n` plies away scores `MATE - n`.
pub const MATE: i32 = 32_000;
/// Scores beyond this magnitude are mates.
pub const MATE_BOUND: i32 = MATE - 512;
/// Larger than any score.
pub const INFINITE: i32 = MATE + 1;
/// The score of a drawn position.
pub const DRAW: i32 = 0;

/// A score as reported to the user: by the engine, in UCI output, by the web worker and in the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Score {
    /// Centipawns from the side to move's point of view.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move gets mated).
    Mate(i32),
}

impl Score {
    /// The score of a finished game for the side to move `turn`: a draw is 0, a loss `Mate(0)`,
    /// and a win (a side that has already won while it is to move) counts as a mate in one.
    pub fn of_outcome(outcome: Outcome, turn: Color) -> Score {
        match outcome.winner {
            None => Score::Cp(0),
            Some(winner) if winner == turn => Score::Mate(1),
            Some(_) => Score::Mate(0),
        }
    }

    /// The centipawns, if the score is not a mate.
    pub fn cp(self) -> Option<i32> {
        match self {
            Score::Cp(cp) => Some(cp),
            Score::Mate(_) => None,
        }
    }

    /// Converts an internal search score.
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }
}

impl fmt::Display for Score {
    /// UCI form: `cp 35` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(moves) => write!(f, "mate {moves}"),
        }
    }
}

/// Converts a score relative to the root into one relative to a node `ply` deep, for the table.
pub fn to_tt(score: i32, ply: usize) -> i16 {
    let ply = ply as i32;
    let adjusted = if score >= MATE_BOUND {
        score + ply
    } else if score <= -MATE_BOUND {
        score - ply
    } else {
        score
    };
    adjusted.clamp(-MATE, MATE) as i16
}

/// Inverse of [`to_tt`].
pub fn from_tt(score: i16, ply: usize) -> i32 {
    let score = i32::from(score);
    let ply = ply as i32;
    if score >= MATE_BOUND {
        score - ply
    } else if score <= -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_convert_to_moves() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE + 4), Score::Mate(-2));
        assert_eq!(Score::from_internal(57), Score::Cp(57));
        assert_eq!(Score::Mate(-3).to_string(), "mate -3");
        assert_eq!(Score::Cp(12).to_string(), "cp 12");
    }

    #[test]
    fn table_scores_round_trip_relative_to_ply() {
        for score in [0, 150, -700, MATE - 5, -MATE + 8] {
            assert_eq!(from_tt(to_tt(score, 4), 4), score);
        }
        // A mate found 3 plies below the root is 1 ply away from a node 2 plies deep.
        assert_eq!(i32::from(to_tt(MATE - 3, 2)), MATE - 1);
    }
}
