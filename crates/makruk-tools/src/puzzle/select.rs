//! When one move is clearly the best: the rule the miner applies to an engine's MultiPV lines,
//! for the first solution move and every later one.

use makruk_engine::Score;

/// One MultiPV line: its first move in UCI and its score from the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The line's first move, in UCI.
    pub uci: String,
    /// The line's score, from the side to move.
    pub score: Score,
}

/// Least score of a winning move that is not a mate, in centipawns.
pub const WINNING_CP: i32 = 200;
/// Most the second-best move may score when the best wins without mate, in centipawns.
pub const SECOND_BEST_MAX_CP: i32 = 100;
/// Least lead of a winning move (not a mate) over the second best, in centipawns.
pub const WINNING_MARGIN_CP: i32 = 200;
/// Least score of a saving move (a draw held by counting or stalemate), in centipawns.
pub const SAVING_MIN_CP: i32 = -50;
/// Least lead of a saving move over the second best, in centipawns.
pub const SAVING_MARGIN_CP: i32 = 300;

/// What the clearly best move achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// It mates (the engine reports a mate), and no other move mates as quickly.
    Mate,
    /// It wins (at least [`WINNING_CP`]) where no other move keeps more than [`SECOND_BEST_MAX_CP`]
    /// nor comes within [`WINNING_MARGIN_CP`] of it.
    Win,
    /// It holds the draw (at least [`SAVING_MIN_CP`]) where the next best loses [`SAVING_MARGIN_CP`] more.
    Save,
}

impl Goal {
    /// Whether a later solution move with goal `next` carries on a line that began with `self`:
    /// a mate line stays a mate, a win may turn into a mate, a defence stays a defence.
    pub fn continues_with(self, next: Goal) -> bool {
        match self {
            Goal::Mate => next == Goal::Mate,
            Goal::Win => matches!(next, Goal::Win | Goal::Mate),
            Goal::Save => next == Goal::Save,
        }
    }
}

/// The goal of the best of `lines` (best first) when it is clearly the best move, else `None`.
/// A single line (the only legal move) is clearly best whenever its score qualifies.
pub fn clearly_best(lines: &[Candidate]) -> Option<Goal> {
    let best = lines.first()?.score;
    let second = lines.get(1).map(|c| c.score);
    let second_cp = second.map(Score::centipawns);
    match best {
        Score::Mate(moves) if moves > 0 => {
            let as_quick = matches!(second, Some(Score::Mate(m)) if m > 0 && m <= moves);
            (!as_quick).then_some(Goal::Mate)
        }
        Score::Mate(_) => None,
        Score::Cp(cp) if cp >= WINNING_CP => second_cp
            .is_none_or(|s| s <= SECOND_BEST_MAX_CP.min(cp - WINNING_MARGIN_CP))
            .then_some(Goal::Win),
        Score::Cp(cp) if cp >= SAVING_MIN_CP => second_cp
            .is_none_or(|s| s <= cp - SAVING_MARGIN_CP)
            .then_some(Goal::Save),
        Score::Cp(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(scores: &[Score]) -> Vec<Candidate> {
        scores
            .iter()
            .enumerate()
            .map(|(i, &score)| Candidate {
                uci: format!("a{}a{}", i + 1, i + 2),
                score,
            })
            .collect()
    }

    #[test]
    fn a_mate_is_clearly_best_when_no_other_move_mates_as_quickly() {
        let only = lines(&[Score::Mate(2), Score::Cp(900)]);
        assert_eq!(clearly_best(&only), Some(Goal::Mate));
        let longer = lines(&[Score::Mate(1), Score::Mate(3)]);
        assert_eq!(clearly_best(&longer), Some(Goal::Mate));
        let as_quick = lines(&[Score::Mate(2), Score::Mate(2)]);
        assert_eq!(clearly_best(&as_quick), None);
        let mated = lines(&[Score::Mate(-3), Score::Mate(-2)]);
        assert_eq!(clearly_best(&mated), None);
    }

    #[test]
    fn a_win_needs_the_margin() {
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(450), Score::Cp(100)])),
            Some(Goal::Win)
        );
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(450), Score::Cp(101)])),
            None
        );
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(250), Score::Cp(51)])),
            None,
            "a win by 250 needs the second best 200 behind"
        );
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(199), Score::Cp(-400)])),
            Some(Goal::Save),
            "short of a win, it still saves the game"
        );
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(700), Score::Mate(-1)])),
            Some(Goal::Win)
        );
    }

    #[test]
    fn a_save_needs_a_losing_alternative() {
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(0), Score::Cp(-300)])),
            Some(Goal::Save)
        );
        assert_eq!(clearly_best(&lines(&[Score::Cp(0), Score::Cp(-299)])), None);
        assert_eq!(
            clearly_best(&lines(&[Score::Cp(-51), Score::Mate(-1)])),
            None
        );
    }

    #[test]
    fn the_only_legal_move_qualifies_by_its_score() {
        assert_eq!(clearly_best(&lines(&[Score::Mate(1)])), Some(Goal::Mate));
        assert_eq!(clearly_best(&lines(&[Score::Cp(20)])), Some(Goal::Save));
        assert_eq!(clearly_best(&[]), None);
    }

    #[test]
    fn goals_carry_on() {
        assert!(Goal::Win.continues_with(Goal::Mate));
        assert!(!Goal::Mate.continues_with(Goal::Win));
        assert!(!Goal::Save.continues_with(Goal::Win));
    }
}
