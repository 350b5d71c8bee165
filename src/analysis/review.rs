//! "Review the game": judging each move of a line by how much of the engine's evaluation it gave
//! away, from the evaluations of the positions before and after it.
use makruk_core::{small_sort, Move};

use makruk_engine::Score;

/// Evaluations are compared in centipawns clamped to ±this: a mate counts as this much, and
/// going from +15 to +12 while still winning is no mistake.
pub const CAP_CP: i32 = 1000;
/// Losing at least this many centipawns is an inaccuracy.
pub const INACCURACY_CP: i32 = 50;
/// Losing at least this many centipawns is a mistake.
pub const MISTAKE_CP: i32 = 100;
/// Losing at least this many centipawns is a blunder.
pub const BLUNDER_CP: i32 = 200;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Mark {
    /// The mark for a move that lost `loss_cp` centipawns (`None` below an inaccuracy).
    pub fn for_loss(loss_cp: i32) -> Option<Mark> {
        match loss_cp {
            l if l >= BLUNDER_CP => Some(Mark::Blunder),
            l if l >= MISTAKE_CP => Some(Mark::Mistake),
            l if l >= INACCURACY_CP => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// The annotation symbol (`?!`, `?`, `??`).
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The CSS class and test hook name (`inaccuracy`, `mistake`, `blunder`).
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// A score for the side to move in centipawns ([`Score::centipawns`]), clamped to ±[`CAP_CP`]: a
/// mate for the side to move is +`CAP_CP`, being mated (or having lost: `Mate(0)`) is −`CAP_CP`.
pub fn clamped_cp(score: Score) -> i32 {
    score.centipawns().clamp(-CAP_CP, CAP_CP)
}

/// The engine's view of one position of the reviewed line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The score for the side to move there.
    pub score: Score,
    /// The best move there (`None` when the game is over).
    pub best: Option<Move>,
}

/// The verdict on one move of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The move's ply in the line (1 = the first move).
    pub ply: usize,
    /// Centipawns the mover gave away (0 when the move was the engine's choice or gained).
    pub loss_cp: i32,
    /// The mark, if the loss deserves one.
    pub mark: Option<Mark>,
    /// The engine's best move in the position before (what should have been played).
    pub best: Option<Move>,
}

/// Judges every move of a line whose positions (start first, one more than `moves`) have been
/// evaluated; a move is judged once the positions before and after it are known.
pub fn judge(moves: &[Move], evals: &[Option<PositionEval>]) -> Vec<Option<Judgement>> {
    moves
        .iter()
        .enumerate()
        .map(|(i, &played)| {
            let before = evals.get(i)?.as_ref()?;
            let after = evals.get(i + 1)?.as_ref()?;
            // `after` is scored for the opponent: the mover's view is its negation.
            let drop = clamped_cp(before.score) + clamped_cp(after.score);
            let loss_cp = if before.best == Some(played) {
                0
            } else {
                drop.max(0)
            };
            Some(Judgement {
                ply: i + 1,
                loss_cp,
                mark: Mark::for_loss(loss_cp),
                best: before.best,
            })
        })
        .collect()
}

/// The marked moves, worst first (ties: earlier first), at most `count`.
pub fn worst(judgements: &[Option<Judgement>], count: usize) -> Vec<Judgement> {
    let mut marked: Vec<Judgement> = judgements
        .iter()
        .flatten()
        .filter(|j| j.mark.is_some())
        .cloned()
        .collect();
    small_sort::by_key(&mut marked, |j| (std::cmp::Reverse(j.loss_cp), j.ply));
    marked.truncate(count);
    marked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::moves;

    fn eval(score: Score, best: Option<Move>) -> Option<PositionEval> {
        Some(PositionEval { score, best })
    }

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::for_loss(49), None);
        assert_eq!(Mark::for_loss(50), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(100), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(199), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(200), Some(Mark::Blunder));
        assert_eq!(Mark::Blunder.symbol(), "??");
        assert!(Mark::Blunder > Mark::Inaccuracy);
    }

    #[test]
    fn mates_clamp_to_the_cap() {
        assert_eq!(clamped_cp(Score::Mate(3)), CAP_CP);
        assert_eq!(clamped_cp(Score::Mate(-1)), -CAP_CP);
        assert_eq!(clamped_cp(Score::Mate(0)), -CAP_CP);
        assert_eq!(clamped_cp(Score::Cp(-5000)), -CAP_CP);
        assert_eq!(clamped_cp(Score::Cp(35)), 35);
    }

    #[test]
    fn losses_are_measured_from_the_movers_side() {
        let line = moves(&["e3e4", "d6d5", "e4d5"]);
        let other = moves(&["b3b4"])[0];
        let black_other = moves(&["e3e4", "c6c5"])[1];
        let evals = vec![
            eval(Score::Cp(20), Some(other)),
            // Black to move after e4: Black is 10 up, so White lost 30.
            eval(Score::Cp(10), Some(black_other)),
            // White to move after d5: White is 250 up, so Black lost 260.
            eval(Score::Cp(250), Some(line[2])),
            // Black to move, mated: White played the engine's move and gained.
            eval(Score::Mate(-2), None),
        ];
        let judged = judge(&line, &evals);
        let j = |i: usize| judged[i].clone().expect("judged");
        assert_eq!((j(0).loss_cp, j(0).mark), (30, None));
        assert_eq!(j(0).best, Some(other));
        assert_eq!((j(1).loss_cp, j(1).mark), (260, Some(Mark::Blunder)));
        assert_eq!(j(1).best, Some(black_other));
        assert_eq!((j(2).loss_cp, j(2).mark), (0, None));
    }

    #[test]
    fn the_engines_own_choice_is_never_marked() {
        let line = moves(&["e3e4"]);
        let evals = vec![
            eval(Score::Cp(80), Some(line[0])),
            eval(Score::Cp(60), None),
        ];
        let judged = judge(&line, &evals);
        assert_eq!(judged[0].as_ref().map(|j| j.loss_cp), Some(0));
    }

    #[test]
    fn throwing_away_a_mate_is_a_blunder_and_unknown_positions_are_not_judged() {
        let line = moves(&["e3e4", "d6d5", "b1d2"]);
        let best = moves(&["b3b4"])[0];
        let evals = vec![
            eval(Score::Mate(4), Some(best)),
            eval(Score::Cp(-120), Some(line[1])),
            None,
            eval(Score::Cp(0), None),
        ];
        let judged = judge(&line, &evals);
        let first = judged[0].clone().expect("judged");
        assert_eq!(first.loss_cp, CAP_CP - 120);
        assert_eq!(first.mark, Some(Mark::Blunder));
        assert_eq!(judged[1], None);
        assert_eq!(judged[2], None);
    }

    #[test]
    fn worst_lists_marked_moves_by_loss() {
        let j = |ply, loss_cp| {
            Some(Judgement {
                ply,
                loss_cp,
                mark: Mark::for_loss(loss_cp),
                best: None,
            })
        };
        let all = vec![j(1, 10), j(2, 300), None, j(4, 60), j(5, 300), j(6, 120)];
        let plies: Vec<usize> = worst(&all, 3).iter().map(|j| j.ply).collect();
        assert_eq!(plies, vec![2, 5, 6]);
        assert_eq!(worst(&all, 10).len(), 4);
    }
}
