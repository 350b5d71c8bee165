//! The lessons' page: the lesson list with done marks, the step's board with its stars, the
//! instruction, step n of m, what the last move did, and for a basic mate its count and a game
//! against the engine.
use std::rc::Rc;

use makruk_core::{Bitboard, Color, Move, Position, Role, Square};
use yew::prelude::*;

use super::super::drills::{right_answer, Answer, Question};
use super::{lessons, Attempt, Goal, LessonProgress, Refusal, Step};
use crate::learn::board::exercise_board;
use crate::model::move_entry::MoveEntry;
use crate::platform::storage;
use crate::text::Lang;
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::Board;

/// Storage key of the lesson progress.
pub const PROGRESS_KEY: &str = "makruk.lessons";

/// The page's state: the lesson and step open, the step being played and the progress.
#[derive(Clone, PartialEq)]
struct Lessons {
    lesson: usize,
    step: usize,
    attempt: Attempt,
    entry: MoveEntry,
    /// The last move refused, why, and the square of its piece.
    refused: Option<(Refusal, Square)>,
    progress: LessonProgress,
}

/// A change of the page.
enum Msg {
    Open(usize),
    Step(usize),
    Next,
    Previous,
    Retry,
    Press(Square),
    Drop(Square, Square),
    /// The basic mate was sent to be played against the engine.
    Played,
}

impl Lessons {
    fn new() -> Lessons {
        let mut lessons = Lessons {
            lesson: 0,
            step: 0,
            attempt: Attempt::start(&lessons()[0].steps[0]),
            entry: MoveEntry::default(),
            refused: None,
            progress: storage::read(PROGRESS_KEY)
                .and_then(|text| LessonProgress::decode(&text))
                .unwrap_or_default(),
        };
        lessons.open(0);
        lessons
    }

    fn current(&self) -> &'static Step {
        &lessons()[self.lesson].steps[self.step]
    }

    /// Opens a lesson at its first step not done.
    fn open(&mut self, lesson: usize) {
        let l = &lessons()[lesson.min(lessons().len() - 1)];
        let first = (0..l.steps.len())
            .find(|&i| !self.progress.is_done(l.id, i))
            .unwrap_or(0);
        self.lesson = lesson.min(lessons().len() - 1);
        self.go(first);
    }

    fn go(&mut self, step: usize) {
        self.step = step.min(lessons()[self.lesson].steps.len() - 1);
        self.attempt = Attempt::start(self.current());
        self.entry = MoveEntry::default();
        self.refused = None;
    }

    fn mark_done(&mut self) {
        self.progress.mark(lessons()[self.lesson].id, self.step);
        storage::write(PROGRESS_KEY, &self.progress.encode());
    }

    fn try_move(&mut self, m: Option<Move>) {
        let Some(m) = m else { return };
        match self.attempt.play(self.current(), m) {
            Ok(()) => {
                self.refused = None;
                if self.attempt.done {
                    self.mark_done();
                }
            }
            Err(why) => self.refused = Some((why, m.from)),
        }
    }

    /// A press or drop onto `to` that is no move of the piece on `from`: refused with a reason.
    fn refuse_square(&mut self, from: Square, to: Square) {
        let pos = &self.attempt.position;
        let own = |sq| pos.piece_at(sq).is_some_and(|p| p.color == Color::White);
        let is_move = pos
            .legal_moves()
            .iter()
            .any(|m| m.from == from && m.to == to);
        if own(from) && !own(to) && !is_move {
            let role = pos.piece_at(from).map_or(Role::Khun, |p| p.role);
            self.refused = Some((Refusal::CannotMove(role), from));
        }
    }
}

impl Reducible for Lessons {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        let playing = next.attempt.playing(next.current());
        match msg {
            Msg::Open(lesson) => next.open(lesson),
            Msg::Step(step) => next.go(step),
            Msg::Retry => next.go(next.step),
            Msg::Next if next.step + 1 < lessons()[next.lesson].steps.len() => {
                next.go(next.step + 1)
            }
            Msg::Next if next.lesson + 1 < lessons().len() => next.open(next.lesson + 1),
            Msg::Previous if next.step > 0 => next.go(next.step - 1),
            Msg::Previous if next.lesson > 0 => {
                next.lesson -= 1;
                next.go(lessons()[next.lesson].steps.len() - 1);
            }
            Msg::Press(sq) if playing => {
                let selected = next.entry.selected;
                let m = next.entry.press(&next.attempt.position, sq);
                match (m, selected) {
                    (None, Some(from)) => next.refuse_square(from, sq),
                    _ => next.refused = None,
                }
                next.try_move(m);
            }
            Msg::Drop(from, to) if playing => {
                let m = next.entry.drop(&next.attempt.position, from, to);
                if m.is_none() && from != to {
                    next.refuse_square(from, to);
                }
                next.try_move(m);
            }
            Msg::Played => next.mark_done(),
            Msg::Next | Msg::Previous | Msg::Press(_) | Msg::Drop(..) => return self,
        }
        Rc::new(next)
    }
}

/// What the board shows: the step's position, the player's pieces movable while playing.
fn board_view(s: &Lessons) -> Rc<BoardView> {
    let position = &s.attempt.position;
    let playing = s.attempt.playing(s.current());
    let refused = s.refused.map(|(_, from)| from);
    exercise_board(
        position,
        playing,
        s.entry.selected,
        s.attempt.last_move,
        refused,
    )
}

/// The stars still to reach, drawn over the board's squares by their `data-square` (the board
/// component stays as the game uses it).
fn star_style(stars: Bitboard) -> Html {
    if stars.is_empty() {
        return Html::default();
    }
    let selectors: Vec<String> = stars
        .iter()
        .map(|sq| format!(".lessons .square[data-square=\"{sq}\"]::before"))
        .collect();
    html! { <style>{ format!("{} {{ content: \"★\"; }}", selectors.join(", ")) }</style> }
}

/// Why a move was taken back, in words.
fn refusal_text(lang: Lang, why: Refusal) -> String {
    let piece = |role| lang.role(role, false);
    match why {
        Refusal::OtherPiece(role) => {
            tr!(
                lang,
                "learn-lessons-refused-other-piece",
                piece = piece(role)
            )
        }
        Refusal::CannotMove(role) => {
            tr!(
                lang,
                "learn-lessons-refused-cannot-move",
                piece = piece(role)
            )
        }
        Refusal::AttacksKhun => lang
            .t(crate::key!("learn-lessons-not-there-that-would-check"))
            .to_string(),
        Refusal::NoCheck => lang
            .t(crate::key!("learn-lessons-that-is-no-check-the"))
            .to_string(),
        Refusal::NotMate => lang
            .t(crate::key!("learn-lessons-check-but-the-khun-can"))
            .to_string(),
        Refusal::Stalemates => lang
            .t(crate::key!("learn-lessons-stalemate-black-is-not-in"))
            .to_string(),
        Refusal::StarOutOfReach(role) => tr!(
            lang,
            "learn-lessons-refused-star-out-of-reach",
            piece = piece(role)
        ),
        Refusal::NotStalemate => lang
            .t(crate::key!("learn-lessons-that-is-no-stalemate-black"))
            .to_string(),
    }
}

/// What meeting the goal means, in words.
fn done_text(lang: Lang, goal: Goal) -> &'static str {
    match goal {
        Goal::Reach(..) => lang.t(crate::key!("learn-lessons-well-done-every-star-reached")),
        Goal::PlayOut => lang.t(crate::key!("learn-lessons-played-against-the-computer")),
        Goal::Promote => lang.t(crate::key!("learn-lessons-the-bia-turned-over-it")),
        Goal::Check => lang.t(crate::key!("learn-lessons-check-black-must-answer-it")),
        Goal::Mate => lang.t(crate::key!("learn-lessons-checkmate-white-wins")),
        Goal::Stalemate => lang.t(crate::key!("learn-lessons-stalemate-black-has-no-move")),
    }
}

/// A basic mate's count: the limit the core gives the lone khun and the moves left to mate.
fn count_text(lang: Lang, start: &Position) -> String {
    let limit = start.count_limit(start.turn());
    let from = start.occupied().count();
    let left = match right_answer(start, Question::MovesLeft) {
        Answer::Moves(n) => n,
        _ => limit,
    };
    tr!(
        lang,
        "learn-lessons-count",
        limit = limit,
        from = from,
        left = left
    )
}

/// Properties of [`LessonsView`].
#[derive(Properties, PartialEq)]
pub struct LessonsProps {
    /// Interface language.
    pub lang: Lang,
    /// Play a basic mate out against the engine, the user the stronger side.
    pub on_play: Callback<Position>,
}

/// The lessons: the list, and the open step on the board.
#[function_component(LessonsView)]
pub fn lessons_view(props: &LessonsProps) -> Html {
    let lang = props.lang;
    let state = use_reducer(Lessons::new);
    let s = &*state;
    let send = |msg: fn() -> Msg| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(msg()))
    };
    let lesson = &lessons()[s.lesson];
    let step = s.current();
    let item = |i: usize| {
        let l = &lessons()[i];
        let done = s.progress.lesson_done(l);
        let d = state.dispatcher();
        html! {
            <li>
                <button type="button" data-testid="lesson" data-lesson={l.id} data-done={done.to_string()}
                        aria-current={(i == s.lesson).then_some("step")}
                        class={classes!((i == s.lesson).then_some("active"), done.then_some("done"))}
                        onclick={Callback::from(move |_: MouseEvent| d.dispatch(Msg::Open(i)))}>
                    { l.title(lang) }
                </button>
            </li>
        }
    };
    let (moving, mates): (Vec<usize>, Vec<usize>) =
        (0..lessons().len()).partition(|&i| !lessons()[i].is_basic_mate());
    let steps = (0..lesson.steps.len()).map(|i| {
        let d = state.dispatcher();
        let done = s.progress.is_done(lesson.id, i);
        html! {
            <button type="button" class={classes!("lesson-dot", (i == s.step).then_some("active"), done.then_some("done"))}
                    aria-label={tr!(lang, "learn-lessons-step-label", n = i + 1)}
                    aria-current={(i == s.step).then_some("step")}
                    onclick={Callback::from(move |_: MouseEvent| d.dispatch(Msg::Step(i)))}>
                { lang.number(i as i64 + 1) }
            </button>
        }
    });
    let stars = step.stars();
    let star_names: Vec<String> = step
        .star_squares()
        .into_iter()
        .map(|sq| {
            let mark = if s.attempt.reached.contains(sq) {
                " ✓"
            } else {
                ""
            };
            format!("{sq}{mark}")
        })
        .collect();
    let feedback = match (s.refused, s.attempt.done) {
        (Some((why, _)), _) => Some(("refused", refusal_text(lang, why))),
        (None, true) => Some(("done", done_text(lang, step.goal).to_string())),
        _ => None,
    };
    let play = {
        let (on_play, start, d) = (
            props.on_play.clone(),
            s.attempt.position.clone(),
            state.dispatcher(),
        );
        Callback::from(move |_: MouseEvent| {
            d.dispatch(Msg::Played);
            on_play.emit(start.clone());
        })
    };
    let last = s.lesson + 1 == lessons().len() && s.step + 1 == lesson.steps.len();
    html! {
        <main class="layout lessons" data-testid="lessons">
            { star_style(stars & !s.attempt.reached) }
            <section class="board-area">
                <div class="board-wrap">
                    <Board view={board_view(s)} {lang}
                           on_press={let d = state.dispatcher(); Callback::from(move |sq| d.dispatch(Msg::Press(sq)))}
                           on_drop={let d = state.dispatcher(); Callback::from(move |(a, b)| d.dispatch(Msg::Drop(a, b)))} />
                </div>
            </section>
            <aside class="panel learn lesson-panel">
                <nav data-testid="lesson-list" aria-label={lang.t(crate::key!("common-lessons"))}>
                    <h2>{ lang.t(crate::key!("learn-lessons-the-pieces-and-the-rules")) }</h2>
                    <ul>{ for moving.into_iter().map(item) }</ul>
                    <h2>{ lang.t(crate::key!("learn-lessons-basic-mates-against-a-lone")) }</h2>
                    <ul>{ for mates.into_iter().map(item) }</ul>
                </nav>
                <h2>{ lesson.title(lang) }</h2>
                <div class="lesson-step">
                    <p data-testid="lesson-step" data-step={(s.step + 1).to_string()}>
                        { tr!(lang, "learn-lessons-step-of", step = s.step + 1, total = lesson.steps.len()) }
                    </p>
                    if lesson.steps.len() > 1 {
                        <div class="lesson-dots">{ for steps }</div>
                    }
                </div>
                <p class="lesson-instruction" data-testid="lesson-instruction">
                    { lesson.instruction(lang, s.step) }
                    if !stars.is_empty() {
                        <span class="lesson-stars">{ tr!(lang, "learn-lessons-stars-list", squares = star_names.join(", ")) }</span>
                    }
                </p>
                if step.goal == Goal::PlayOut {
                    <p class="lesson-count" data-testid="lesson-count">{ count_text(lang, &s.attempt.position) }</p>
                }
                <p class={classes!("lesson-feedback", feedback.as_ref().map(|(c, _)| *c))} data-testid="lesson-feedback" role="status">
                    { feedback.map(|(_, text)| text).unwrap_or_default() }
                </p>
                <div class="actions">
                    if step.goal == Goal::PlayOut {
                        <button type="button" class="primary" data-testid="lesson-play" onclick={play}>
                            { lang.t(crate::key!("learn-lessons-play-it-against-the-computer")) }
                        </button>
                    }
                    <button type="button" data-testid="lesson-previous" disabled={s.lesson == 0 && s.step == 0}
                            onclick={send(|| Msg::Previous)}>{ lang.t(crate::key!("learn-lessons-previous")) }</button>
                    <button type="button" data-testid="lesson-retry" onclick={send(|| Msg::Retry)}>{ lang.t(crate::key!("learn-lessons-start-again")) }</button>
                    <button type="button" class={classes!(s.attempt.done.then_some("primary"))} data-testid="lesson-next" disabled={last}
                            onclick={send(|| Msg::Next)}>{ lang.t(crate::key!("learn-lessons-next")) }</button>
                </div>
            </aside>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_whole_sentences_with_their_values() {
        assert_eq!(
            refusal_text(Lang::En, Refusal::CannotMove(Role::Ruea)),
            "The ruea cannot move there."
        );
        assert_eq!(
            refusal_text(Lang::Th, Refusal::OtherPiece(Role::Ruea)),
            "ขั้นนี้ให้เดินเรือ"
        );
        let start = lessons()
            .iter()
            .find(|l| l.id == "mate-ruea")
            .and_then(|l| l.steps[0].position())
            .expect("the ruea mate");
        let count = count_text(Lang::En, &start);
        assert!(
            count.contains("counts to 16, starting from 3") && count.contains("13 moves to mate"),
            "{count}"
        );
        assert!(
            count_text(Lang::Km, &start).contains('\u{17E1}'),
            "Khmer digits"
        );
    }
}
