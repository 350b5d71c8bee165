//! Lessons for newcomers: each piece's moves on an empty board, promotion, check, checkmate and
//! stalemate, played step by step on the board and checked by the rules core; then the basic
//! mates against a lone khun, played out against the engine with the count running. The lessons
//! are in `data.rs`, the page in `view.rs`; the steps done are kept on the device
//! ([`LessonProgress`]).
use std::collections::BTreeSet;

use makruk_core::{Bitboard, Color, Move, Position, Role, Setup, Square, Variant};

use crate::text::Lang;

mod data;
pub mod view;

pub use data::lessons;
pub use view::LessonsView;

/// What a step asks of the player (White).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Move the piece of this role onto every star (square names, space-separated); the turn
    /// comes back to the player after each move.
    Reach(Role, &'static str),
    /// Promote a bia: reach the sixth rank, where it becomes a met.
    Promote,
    /// Give check in one move.
    Check,
    /// Checkmate in one move.
    Mate,
    /// Find the move that stalemates.
    Stalemate,
    /// Play the position out against the engine (a basic mate: the lone khun to move).
    PlayOut,
}

/// One step of a lesson: a position and what to do; its instruction is the message
/// [`Lesson::step_key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The start position (Makruk FEN).
    pub fen: &'static str,
    /// What to do.
    pub goal: Goal,
}

/// A lesson: its id (in the stored progress and its messages' keys) and its steps; its title is
/// the message [`Lesson::title_key`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The id, also the stored progress' name of the lesson.
    pub id: &'static str,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

impl Step {
    /// The start position (none if the FEN does not read).
    pub fn position(&self) -> Option<Position> {
        Position::from_fen(Variant::Makruk, self.fen).ok()
    }

    /// The squares to reach, in the order the instruction names them.
    pub fn star_squares(&self) -> Vec<Square> {
        match self.goal {
            Goal::Reach(_, names) => names
                .split_whitespace()
                .filter_map(Square::from_name)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The squares to reach.
    pub fn stars(&self) -> Bitboard {
        self.star_squares()
            .into_iter()
            .fold(Bitboard::EMPTY, |mut stars, sq| {
                stars.add(sq);
                stars
            })
    }

    /// The role the player must move, when the step is about one piece.
    pub fn role(&self) -> Option<Role> {
        match self.goal {
            Goal::Reach(role, _) => Some(role),
            Goal::Promote => Some(Role::Bia),
            _ => None,
        }
    }
}

impl Lesson {
    /// The key of the lesson's title in the language packs: `lesson-<id>-title`.
    pub fn title_key(&self) -> String {
        format!("lesson-{}-title", self.id)
    }

    /// The key of the instruction of step `step` (from 0) in the language packs:
    /// `lesson-<id>-step-<n>`, `n` from 1.
    pub fn step_key(&self, step: usize) -> String {
        format!("lesson-{}-step-{}", self.id, step + 1)
    }

    /// The lesson's title in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        lang.text(&self.title_key())
    }

    /// The instruction of step `step` (from 0) in `lang`.
    pub fn instruction(&self, lang: Lang, step: usize) -> String {
        lang.text(&self.step_key(step))
    }

    /// A basic mate, played out against the engine.
    pub fn is_basic_mate(&self) -> bool {
        self.steps.iter().all(|s| s.goal == Goal::PlayOut)
    }
}

/// Why a move was taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The step is about another piece.
    OtherPiece(Role),
    /// The piece of this role cannot move to the square pressed.
    CannotMove(Role),
    /// The move would attack the black khun, which stays out of moving lessons.
    AttacksKhun,
    /// The move gives no check.
    NoCheck,
    /// Check, but the khun escapes.
    NotMate,
    /// The move stalemates instead of mating.
    Stalemates,
    /// The move leaves Black a move.
    NotStalemate,
    /// After the move the piece can no longer reach every star (a bia cannot come back).
    StarOutOfReach(Role),
}

/// A step being played: the position on the board and the stars reached.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The position shown.
    pub position: Position,
    /// The stars reached so far.
    pub reached: Bitboard,
    /// The moves played, the last one last.
    pub last_move: Option<Move>,
    /// The goal is met.
    pub done: bool,
}

/// `pos` with White to move again (none if Black is in check).
fn handed_back(pos: &Position) -> Option<Position> {
    let mut setup = Setup::from_position(pos);
    setup.turn = Color::White;
    setup.validate().ok()
}

impl Attempt {
    /// The start of `step` (the start position if its FEN does not read, which the tests rule
    /// out).
    pub fn start(step: &Step) -> Attempt {
        Attempt {
            position: step
                .position()
                .unwrap_or_else(|| Position::startpos(Variant::Makruk)),
            reached: Bitboard::EMPTY,
            last_move: None,
            done: false,
        }
    }

    /// Whether the player may move now.
    pub fn playing(&self, step: &Step) -> bool {
        !self.done && step.goal != Goal::PlayOut && self.position.turn() == Color::White
    }

    /// Plays the player's legal move `m` if it serves `step`'s goal; otherwise nothing changes
    /// and the reason is given.
    pub fn play(&mut self, step: &Step, m: Move) -> Result<(), Refusal> {
        let next = self.after(step, m)?;
        if let Goal::Reach(role, _) = step.goal {
            if !next.done && !next.can_finish(step, 8) {
                return Err(Refusal::StarOutOfReach(role));
            }
        }
        *self = next;
        Ok(())
    }

    /// Whether the goal can still be met within `moves` moves (a bia cannot come back for a star
    /// it passed).
    fn can_finish(&self, step: &Step, moves: usize) -> bool {
        let mut seen = BTreeSet::from([(self.position.hash(), self.reached.0)]);
        let mut frontier = vec![self.clone()];
        for _ in 0..moves {
            let mut next_frontier = Vec::new();
            for attempt in &frontier {
                for &m in attempt.position.legal_moves().iter() {
                    let Ok(next) = attempt.after(step, m) else {
                        continue;
                    };
                    if next.done {
                        return true;
                    }
                    if seen.insert((next.position.hash(), next.reached.0)) {
                        next_frontier.push(next);
                    }
                }
            }
            frontier = next_frontier;
        }
        false
    }

    /// The attempt after the player's legal move `m`, if it serves `step`'s goal.
    fn after(&self, step: &Step, m: Move) -> Result<Attempt, Refusal> {
        let role = self.position.piece_at(m.from).map(|p| p.role);
        if let Some(wanted) = step.role().filter(|&r| Some(r) != role) {
            return Err(Refusal::OtherPiece(wanted));
        }
        let mut pos = self.position.clone();
        pos.play(m)
            .map_err(|_| Refusal::CannotMove(role.unwrap_or(Role::Khun)))?;
        let mut next = self.clone();
        match step.goal {
            Goal::Reach(..) | Goal::Promote => {
                if pos.is_check() {
                    return Err(Refusal::AttacksKhun);
                }
                next.position = handed_back(&pos).ok_or(Refusal::AttacksKhun)?;
                if step.stars().contains(m.to) {
                    next.reached.add(m.to);
                }
                next.done = match step.goal {
                    Goal::Promote => {
                        (next.position.promoted() & next.position.by_color(Color::White)).any()
                    }
                    _ => next.reached == step.stars(),
                };
            }
            Goal::Check | Goal::Mate | Goal::Stalemate => {
                let verdict = match step.goal {
                    Goal::Check if pos.is_check() => Ok(()),
                    Goal::Mate | Goal::Stalemate if pos.is_checkmate() => {
                        if step.goal == Goal::Mate {
                            Ok(())
                        } else {
                            Err(Refusal::NotStalemate)
                        }
                    }
                    Goal::Mate | Goal::Stalemate if pos.is_stalemate() => {
                        if step.goal == Goal::Stalemate {
                            Ok(())
                        } else {
                            Err(Refusal::Stalemates)
                        }
                    }
                    Goal::Mate if pos.is_check() => Err(Refusal::NotMate),
                    Goal::Stalemate => Err(Refusal::NotStalemate),
                    _ => Err(Refusal::NoCheck),
                };
                verdict?;
                next.position = pos;
                next.done = true;
            }
            Goal::PlayOut => return Err(Refusal::CannotMove(role.unwrap_or(Role::Khun))),
        }
        next.last_move = Some(m);
        Ok(next)
    }
}

/// The steps done, as stored on the device under [`view::PROGRESS_KEY`]: the line
/// `makruk-lessons 1`, then one line per step done, `<lesson id> <step number from 1>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    done: BTreeSet<(String, usize)>,
}

/// The first line of the stored progress.
const HEADER: &str = "makruk-lessons 1";

impl LessonProgress {
    /// Whether step `step` (from 0) of `lesson` is done.
    pub fn is_done(&self, lesson: &str, step: usize) -> bool {
        self.done.contains(&(lesson.to_string(), step + 1))
    }

    /// Whether every step of `lesson` is done.
    pub fn lesson_done(&self, lesson: &Lesson) -> bool {
        (0..lesson.steps.len()).all(|i| self.is_done(lesson.id, i))
    }

    /// Marks step `step` (from 0) of `lesson` done.
    pub fn mark(&mut self, lesson: &str, step: usize) {
        self.done.insert((lesson.to_string(), step + 1));
    }

    /// The stored text.
    pub fn encode(&self) -> String {
        let mut text = String::from(HEADER);
        for (lesson, step) in &self.done {
            text.push_str(&format!("\n{lesson} {step}"));
        }
        text
    }

    /// Reads a stored text; none unless it reads as a whole.
    pub fn decode(text: &str) -> Option<LessonProgress> {
        let mut lines = text.lines();
        (lines.next()? == HEADER).then_some(())?;
        let done = lines
            .filter(|l| !l.is_empty())
            .map(|line| {
                let (lesson, step) = line.split_once(' ')?;
                let step = step.parse().ok().filter(|&n| n > 0)?;
                let valid = !lesson.is_empty()
                    && lesson
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-');
                valid.then(|| (lesson.to_string(), step))
            })
            .collect::<Option<_>>()?;
        Some(LessonProgress { done })
    }
}

#[cfg(test)]
mod tests;
