//! Counting drills: short quizzes on endgame positions — which count applies and its limit, who
//! counts, how many moves the stronger side has to mate — made from a seed and answered by the
//! rules core's counting (`Position::count_limit`), never by hand-written answers.
use makruk_core::{Color, Position, Role, Setup, SetupPiece, Square, Variant};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

pub mod view;

pub use view::DrillsView;

/// What a drill asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Which count the weaker side may start now, and its limit.
    WhichCount,
    /// Which side counts.
    WhoCounts,
    /// How many moves the stronger side has to mate once the count starts now.
    MovesLeft,
}

/// A possible answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// No count may start (a bia is on the board).
    NoCount,
    /// Board's honour, 64 moves.
    BoardsHonour,
    /// Pieces' honour with this limit in moves.
    PiecesHonour(u32),
    /// This side counts.
    Side(Color),
    /// This many moves.
    Moves(u32),
}

/// One drill: a position, the question, the choices and which one is right.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    /// The position asked about (the weaker side to move).
    pub position: Position,
    /// What is asked.
    pub question: Question,
    /// The choices, in the order shown.
    pub choices: Vec<Answer>,
    /// The index of the right choice.
    pub answer: usize,
}

/// The stronger side's pieces besides its khun, one set per drill, covering every limit.
const STRONG_SETS: [&[Role]; 10] = [
    &[Role::Ruea, Role::Ruea],
    &[Role::Ruea],
    &[Role::Ruea, Role::Ma],
    &[Role::Khon, Role::Khon],
    &[Role::Ma, Role::Ma],
    &[Role::Khon],
    &[Role::Khon, Role::Met],
    &[Role::Ma, Role::Met],
    &[Role::Ma, Role::Met, Role::Met],
    &[Role::Ruea, Role::Khon, Role::Met],
];

/// Pieces' honour limits (moves) that distractors are picked from.
const LIMITS: [u32; 6] = [8, 16, 22, 32, 44, 64];

/// Places `pieces` (colour, role) at random on an empty Makruk board until the core accepts the
/// position (khuns apart, no bia on a promotion rank, the side not to move not in check) and the
/// side to move is not in check.
fn random_position(
    rng: &mut Xoshiro256PlusPlus,
    pieces: &[(Color, Role)],
    turn: Color,
) -> Position {
    loop {
        let mut setup = Setup::empty(Variant::Makruk);
        setup.turn = turn;
        for &(color, role) in pieces {
            let sq = loop {
                let sq = Square::ALL[(rng.next_u32() % 64) as usize];
                if setup.piece_at(sq).is_none() {
                    break sq;
                }
            };
            setup.place(sq, SetupPiece::new(color, role));
        }
        if let Ok(position) = setup.validate() {
            if !position.is_check() {
                return position;
            }
        }
    }
}

/// The right answer to `question` on `position`, whose side to move is the weaker side.
pub fn right_answer(position: &Position, question: Question) -> Answer {
    let weak = position.turn();
    let limit = position.count_limit(weak);
    let bare = position.by_color(weak).count() == 1;
    match question {
        Question::WhichCount if limit == 0 => Answer::NoCount,
        Question::WhichCount if bare => Answer::PiecesHonour(limit),
        Question::WhichCount => Answer::BoardsHonour,
        Question::WhoCounts => Answer::Side(weak),
        // Pieces' honour counts from the pieces on the board, both khuns included.
        Question::MovesLeft if bare => {
            Answer::Moves(limit.saturating_sub(position.occupied().count()))
        }
        Question::MovesLeft => Answer::Moves(limit),
    }
}

/// Drill number `n` of the endless series: the same drill for the same number everywhere.
pub fn drill(n: u64) -> Drill {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(n);
    let question = [
        Question::WhichCount,
        Question::MovesLeft,
        Question::WhoCounts,
    ][(n % 3) as usize];
    let weak = if rng.next_u32() % 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let strong = weak.other();
    let mut pieces = vec![(weak, Role::Khun), (strong, Role::Khun)];
    pieces.extend(
        STRONG_SETS[(rng.next_u32() as usize) % STRONG_SETS.len()]
            .iter()
            .map(|&role| (strong, role)),
    );
    // Most drills are pieces' honour; some give the weaker side a piece (board's honour) or
    // leave a bia (no count) for "which count".
    match rng.next_u32() % 6 {
        0 => pieces.push((weak, Role::Met)),
        1 if question == Question::WhichCount => pieces.push((strong, Role::Bia)),
        _ => {}
    }
    let position = random_position(&mut rng, &pieces, weak);
    let right = right_answer(&position, question);
    let mut choices = vec![right];
    let mut candidates: Vec<Answer> = match question {
        Question::WhichCount => [Answer::NoCount, Answer::BoardsHonour]
            .into_iter()
            .chain(LIMITS[..5].iter().map(|&l| Answer::PiecesHonour(l)))
            .collect(),
        Question::WhoCounts => vec![Answer::Side(strong)],
        Question::MovesLeft => {
            let Answer::Moves(m) = right else {
                unreachable!("a number of moves")
            };
            [m + 2, m.saturating_sub(2), m + 4, 64, 16, m + 1]
                .into_iter()
                .map(Answer::Moves)
                .collect()
        }
    };
    while choices.len() < 4 && !candidates.is_empty() {
        let picked = candidates.remove((rng.next_u32() as usize) % candidates.len());
        if !choices.contains(&picked) {
            choices.push(picked);
        }
    }
    let at = (rng.next_u32() as usize) % choices.len();
    choices.swap(0, at);
    Drill {
        position,
        question,
        choices,
        answer: at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::makruk as position;

    #[test]
    fn answers_follow_the_seeds_counting() {
        // Two rueas and a ma against a bare khun: 8 moves, from 5 pieces: 3 left.
        let p = position("4k3/8/8/8/8/8/2N5/R3K2R b - - 0 1");
        assert_eq!(
            right_answer(&p, Question::WhichCount),
            Answer::PiecesHonour(8)
        );
        assert_eq!(right_answer(&p, Question::MovesLeft), Answer::Moves(3));
        assert_eq!(
            right_answer(&p, Question::WhoCounts),
            Answer::Side(Color::Black)
        );
        let with_a_met = position("4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1");
        assert_eq!(
            right_answer(&with_a_met, Question::WhichCount),
            Answer::BoardsHonour
        );
        assert_eq!(
            right_answer(&with_a_met, Question::MovesLeft),
            Answer::Moves(64)
        );
        let with_a_bia = position("4k3/8/8/8/8/P7/8/R3K3 b - - 0 1");
        assert_eq!(
            right_answer(&with_a_bia, Question::WhichCount),
            Answer::NoCount
        );
        let one_khon = position("8/3k4/8/8/8/8/8/3SK3 b - - 0 1");
        assert_eq!(
            right_answer(&one_khon, Question::MovesLeft),
            Answer::Moves(44 - 3)
        );
    }

    #[test]
    fn drills_are_the_same_for_a_number_and_hold_their_right_answer_once() {
        for n in 0..300 {
            let drill = drill(n);
            assert_eq!(drill, super::drill(n));
            assert!((2..=4).contains(&drill.choices.len()), "{drill:?}");
            let right = right_answer(&drill.position, drill.question);
            assert_eq!(drill.choices[drill.answer], right, "{drill:?}");
            assert_eq!(drill.choices.iter().filter(|&&c| c == right).count(), 1);
            assert!(!drill.position.is_check(), "{}", drill.position.to_fen());
        }
    }

    #[test]
    fn the_series_asks_every_question_and_every_count() {
        let drills: Vec<Drill> = (0..300).map(drill).collect();
        for answer in [
            Answer::NoCount,
            Answer::BoardsHonour,
            Answer::PiecesHonour(8),
            Answer::PiecesHonour(44),
        ] {
            assert!(
                drills.iter().any(|d| d.choices[d.answer] == answer),
                "{answer:?} never asked"
            );
        }
    }
}
