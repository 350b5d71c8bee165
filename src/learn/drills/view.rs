//! The counting drills' view: a diagram of the drill's position, its question, the choices, and
//! after an answer whether it was right and why; the drill's position can then be played out
//! against the engine defending, with the count running.
use yew::prelude::*;

use super::{drill, right_answer, Answer, Question};
use crate::settings::PieceSet;
use crate::text::Lang;
use crate::tr;
use crate::ui::svg::{Marks, Region};
use crate::ui::{diagram, DiagramProps};
use makruk_core::{Color, Position};

/// Properties of [`DrillsView`].
#[derive(Properties, PartialEq)]
pub struct DrillsProps {
    /// Interface language.
    pub lang: Lang,
    /// The piece art.
    pub set: PieceSet,
    /// Play the position out against the engine, the user the stronger side.
    pub on_play: Callback<Position>,
}

/// An answer in words.
fn answer_text(lang: Lang, answer: Answer) -> String {
    match answer {
        Answer::NoCount => lang
            .t(crate::key!("learn-drills-no-count-a-bia-is"))
            .to_string(),
        Answer::BoardsHonour => lang
            .t(crate::key!("learn-drills-board-s-honour-64-moves"))
            .to_string(),
        Answer::PiecesHonour(limit) => {
            tr!(lang, "learn-drills-answer-pieces-honour", limit = limit)
        }
        Answer::Side(color) => lang.color(color).to_string(),
        Answer::Moves(n) => tr!(lang, "learn-drills-answer-moves", n = n),
    }
}

/// The question in words, for the weaker side `weak`.
fn question_text(lang: Lang, question: Question, weak: Color) -> String {
    let side = lang.color(weak);
    match question {
        Question::WhichCount => tr!(lang, "learn-drills-question-which-count", side = side),
        Question::WhoCounts => lang
            .t(crate::key!("learn-drills-question-who-counts"))
            .to_string(),
        Question::MovesLeft => tr!(lang, "learn-drills-question-moves-left", side = side),
    }
}

/// Why the right answer is right.
fn why_text(lang: Lang, question: Question, position: &Position) -> &'static str {
    let bare = position.by_color(position.turn()).count() == 1;
    match (question, bare) {
        (Question::WhoCounts, _) => lang.t(crate::key!("learn-drills-the-weaker-side-counts-the")),
        (_, true) => lang.t(crate::key!("learn-drills-against-a-bare-khun-pieces")),
        (_, false) => lang.t(crate::key!("learn-drills-no-bia-left-and-the")),
    }
}

/// The drills: one drill at a time, the next on demand, with the score of this visit.
#[function_component(DrillsView)]
pub fn drills_view(props: &DrillsProps) -> Html {
    let lang = props.lang;
    let number = use_state(|| js_sys::Date::now() as u64 % 100_000);
    let chosen = use_state(|| None::<usize>);
    let score = use_state(|| (0u32, 0u32));
    let current = drill(*number);
    let weak = current.position.turn();
    let choices = current.choices.iter().enumerate().map(|(i, &answer)| {
        let onclick = {
            let (chosen, score, right) = (chosen.clone(), score.clone(), i == current.answer);
            Callback::from(move |_: MouseEvent| {
                if chosen.is_none() {
                    chosen.set(Some(i));
                    let (good, all) = *score;
                    score.set((good + u32::from(right), all + 1));
                }
            })
        };
        let class = match *chosen {
            Some(_) if i == current.answer => Some("right"),
            Some(c) if c == i => Some("wrong"),
            _ => None,
        };
        html! {
            <button type="button" class={classes!("drill-choice", class)} data-testid="drill-choice"
                    data-right={(i == current.answer).to_string()} disabled={chosen.is_some()} {onclick}>
                { answer_text(lang, answer) }
            </button>
        }
    });
    let next = {
        let (number, chosen) = (number.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            number.set(*number + 1);
            chosen.set(None);
        })
    };
    let play = {
        let (on_play, position) = (props.on_play.clone(), current.position.clone());
        Callback::from(move |_: MouseEvent| on_play.emit(position.clone()))
    };
    let pieces_honour = matches!(
        right_answer(&current.position, Question::WhichCount),
        Answer::PiecesHonour(_)
    );
    html! {
        <section class="drills" data-testid="drills">
            { diagram(&DiagramProps {
                variant: current.position.variant(),
                fen: current.position.to_fen().into(),
                region: Region::BOARD,
                marks: Marks::default(),
                set: props.set,
                label: current.position.to_fen().into(),
            }) }
            <p class="drill-question" data-testid="drill-question">{ question_text(lang, current.question, weak) }</p>
            <div class="drill-choices">{ for choices }</div>
            if let Some(c) = *chosen {
                <p class="drill-feedback" data-testid="drill-feedback" role="status">
                    <strong>{ if c == current.answer { lang.t(crate::key!("learn-drills-right")) } else { lang.t(crate::key!("learn-drills-not-quite")) } }</strong>
                    { why_text(lang, current.question, &current.position) }
                </p>
                <div class="drill-actions">
                    <button type="button" class="primary" data-testid="drill-next" onclick={next}>{ lang.t(crate::key!("learn-drills-next-drill")) }</button>
                    if pieces_honour {
                        <button type="button" data-testid="drill-play" onclick={play}>
                            { lang.t(crate::key!("learn-drills-mate-before-the-count-ends")) }
                        </button>
                    }
                </div>
            }
            <p class="drill-score" data-testid="drill-score">{ tr!(lang, "learn-drills-score", right = score.0, total = score.1) }</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_and_questions_read_whole() {
        assert_eq!(answer_text(Lang::En, Answer::Moves(1)), "1 move");
        assert_eq!(answer_text(Lang::En, Answer::Moves(13)), "13 moves");
        assert_eq!(answer_text(Lang::Th, Answer::Moves(13)), "13 ตา");
        assert_eq!(
            answer_text(Lang::En, Answer::PiecesHonour(44)),
            "Pieces' honour: 44 moves"
        );
        assert_eq!(
            question_text(Lang::En, Question::WhichCount, Color::Black),
            "Black to move. Which count may Black start now?"
        );
    }
}
