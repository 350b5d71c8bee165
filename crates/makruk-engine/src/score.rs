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

const _: () = assert!(Score::MATE_CP > INFINITE);

impl Score {
    /// Centipawns a mate counts as in [`Score::centipawns`] (negative when being mated): larger than
    /// any centipawn score (the search's stay within ±[`MATE`]), so every mate orders beyond them.
    pub const MATE_CP: i32 = 100_000;

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

    /// The score in centipawns, a mate counted as ±[`Score::MATE_CP`]: for comparing scores with
    /// thresholds (match adjudication, blunder detection).
    pub fn centipawns(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(moves) if moves > 0 => Score::MATE_CP,
            Score::Mate(_) => -Score::MATE_CP,
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

/// A score that is not UCI's `cp N` or `mate N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseScoreError;

impl fmt::Display for ParseScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("expected a score as `cp N` or `mate N`")
    }
}

impl core::str::FromStr for Score {
    type Err = ParseScoreError;

    /// Reads the UCI form [`Score`]'s `Display` writes: `cp 35` or `mate -2`.
    fn from_str(text: &str) -> Result<Score, ParseScoreError> {
        let mut words = text.split_whitespace();
        let (Some(kind), Some(value), None) = (words.next(), words.next(), words.next()) else {
            return Err(ParseScoreError);
        };
        let value = value.parse().map_err(|_| ParseScoreError)?;
        match kind {
            "cp" => Ok(Score::Cp(value)),
            "mate" => Ok(Score::Mate(value)),
            _ => Err(ParseScoreError),
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
    fn uci_scores_parse_back() {
        for score in [
            Score::Cp(35),
            Score::Cp(-7),
            Score::Mate(3),
            Score::Mate(-2),
        ] {
            assert_eq!(score.to_string().parse(), Ok(score));
        }
        for text in ["cp", "cp x", "mate 3 1", "lowerbound 3", ""] {
            assert_eq!(text.parse::<Score>(), Err(ParseScoreError), "{text}");
        }
    }

    #[test]
    fn mates_count_as_mate_cp() {
        assert_eq!(Score::Cp(-35).centipawns(), -35);
        assert_eq!(Score::Mate(3).centipawns(), Score::MATE_CP);
        assert_eq!(Score::Mate(-2).centipawns(), -Score::MATE_CP);
        assert_eq!(Score::Mate(0).centipawns(), -Score::MATE_CP);
    }

    #[test]
    fn table_scores_round_trip_relative_to_ply() {
        for score in [0, 150, -700, MATE - 5, -MATE + 8] {
            assert_eq!(from_tt(to_tt(score, 4), 4), score);
        }
        // A mate found 3 plies below the root is 1 ply away from a node 2 plies deep.
        assert_eq!(i32::from(to_tt(MATE - 3, 2)), MATE - 1);
    }

    #[test]
    fn finished_games_score_for_the_side_to_move() {
        use makruk_core::EndReason;
        let mate = Outcome {
            winner: Some(Color::White),
            reason: EndReason::Checkmate,
        };
        assert_eq!(Score::of_outcome(mate, Color::Black), Score::Mate(0));
        assert_eq!(Score::of_outcome(mate, Color::White), Score::Mate(1));
        let draw = Outcome {
            winner: None,
            reason: EndReason::Stalemate,
        };
        assert_eq!(Score::of_outcome(draw, Color::White), Score::Cp(0));
    }
}
