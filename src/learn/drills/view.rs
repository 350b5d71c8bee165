//! The counting drills' view: a diagram of the drill's position, its question, the choices, and
//! after an answer whether it was right and why; the drill's position can then be played out
//! against the engine defending, with the count running.
use yew::prelude::*;

use super::{drill, right_answer, Answer, Question};
use crate::components::{diagram, DiagramProps};
use crate::export::svg::{Marks, Region};
use crate::i18n::Lang;
use crate::settings::PieceSet;
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
            .pick(
                "No count: a bia is still on the board",
                "ยังนับไม่ได้ เพราะยังมีเบี้ยบนกระดาน",
            )
            .to_string(),
        Answer::BoardsHonour => lang
            .pick("Board's honour: 64 moves", "นับศักดิ์กระดาน 64 ตา")
            .to_string(),
        Answer::PiecesHonour(limit) => match lang {
            Lang::En => format!("Pieces' honour: {limit} moves"),
            Lang::Th => format!("นับศักดิ์หมาก {limit} ตา"),
        },
        Answer::Side(color) => lang.color(color).to_string(),
        Answer::Moves(n) => match lang {
            Lang::En => format!("{n} moves"),
            Lang::Th => format!("{n} ตา"),
        },
    }
}

/// The question in words, for the weaker side `weak`.
fn question_text(lang: Lang, question: Question, weak: Color) -> String {
    let side = lang.color(weak);
    match (question, lang) {
        (Question::WhichCount, Lang::En) => {
            format!("{side} to move. Which count may {side} start now?")
        }
        (Question::WhichCount, Lang::Th) => format!("{side}เดิน {side}เริ่มนับแบบใดได้"),
        (Question::WhoCounts, Lang::En) => "Which side counts here?".to_string(),
        (Question::WhoCounts, Lang::Th) => "ฝ่ายใดเป็นผู้นับ".to_string(),
        (Question::MovesLeft, Lang::En) => {
            format!("{side} starts counting now. How many moves does the other side have to mate?")
        }
        (Question::MovesLeft, Lang::Th) => format!("{side}เริ่มนับตอนนี้ อีกฝ่ายมีกี่ตาที่จะรุกจน"),
    }
}

/// Why the right answer is right.
fn why_text(lang: Lang, question: Question, position: &Position) -> &'static str {
    let bare = position.by_color(position.turn()).count() == 1;
    match (question, bare) {
        (Question::WhoCounts, _) => lang.pick(
            "The weaker side counts: the side fleeing, which may start, stop and restart the count.",
            "ฝ่ายที่เสียเปรียบเป็นผู้นับ เริ่ม หยุด และเริ่มนับใหม่ได้"),
        (_, true) => lang.pick(
            "Against a bare khun, pieces' honour: the limit comes from the stronger side's pieces (2 ruea 8, 1 ruea 16, 2 khon 22, 2 ma 32, 1 khon 44, else 64), and the count starts at the number of pieces on the board.",
            "ขุนเปล่าต่อสู้ นับศักดิ์หมาก: ตามหมากฝ่ายได้เปรียบ (เรือ 2 ลำ 8 เรือ 1 ลำ 16 โคน 2 ตัว 22 ม้า 2 ตัว 32 โคน 1 ตัว 44 นอกนั้น 64) เริ่มนับจากจำนวนหมากบนกระดาน"),
        (_, false) => lang.pick(
            "No bia left and the weaker side still has pieces: board's honour, 64 moves counted from 1; with a bia on the board no count may start.",
            "ไม่มีเบี้ยแล้วและฝ่ายเสียเปรียบยังมีหมาก นับศักดิ์กระดาน 64 ตา ถ้ายังมีเบี้ยอยู่ยังนับไม่ได้"),
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
                    <strong>{ if c == current.answer { lang.pick("Right. ", "ถูกต้อง ") } else { lang.pick("Not quite. ", "ยังไม่ถูก ") } }</strong>
                    { why_text(lang, current.question, &current.position) }
                </p>
                <div class="drill-actions">
                    <button type="button" class="primary" data-testid="drill-next" onclick={next}>{ lang.pick("Next drill", "ข้อต่อไป") }</button>
                    if pieces_honour {
                        <button type="button" data-testid="drill-play" onclick={play}>
                            { lang.pick("Mate before the count ends: play it against the computer", "รุกจนให้ทันก่อนนับครบ: เล่นกับคอมพิวเตอร์") }
                        </button>
                    }
                </div>
            }
            <p class="drill-score" data-testid="drill-score">{ format!("{} {} / {}", lang.pick("Right:", "ถูก:"), score.0, score.1) }</p>
        </section>
    }
}
