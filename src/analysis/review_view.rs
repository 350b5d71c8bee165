//! The "Review the game" panel: start and progress, then the worst moves with the best move each.
use std::rc::Rc;

use yew::prelude::*;

use super::review::Mark;
use crate::i18n::Lang;

/// A reviewed move worth a second look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorstMove {
    /// The move's ply (1 = the first move).
    pub ply: usize,
    /// The move as written, with its number (`12… Nd2`).
    pub played: String,
    /// How bad it was.
    pub mark: Mark,
    /// The engine's best move instead, in SAN.
    pub best: String,
    /// Centipawns it gave away.
    pub loss_cp: i32,
}

/// Properties of [`ReviewPanel`].
#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// Positions evaluated so far and in all (`None`: no review yet).
    pub progress: Option<(usize, usize)>,
    /// The review is running.
    pub running: bool,
    /// The main line has moves to review.
    pub has_moves: bool,
    /// The worst moves, worst first.
    pub worst: Rc<Vec<WorstMove>>,
    /// Interface language.
    pub lang: Lang,
    /// Start reviewing the main line.
    pub on_start: Callback<()>,
    /// Stop the review.
    pub on_cancel: Callback<()>,
    /// Show the position before the move at this ply, with the best move.
    pub on_show: Callback<usize>,
}

/// Start, progress, cancel, and the list of the moves that lost the most.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let lang = props.lang;
    let rows = props.worst.iter().map(|w| {
        let on_show = props.on_show.clone();
        let ply = w.ply;
        html! {
            <li>
                <button type="button" class={classes!("worst-move", w.mark.name())} data-testid="worst-move"
                        data-ply={ply.to_string()} onclick={Callback::from(move |_| on_show.emit(ply))}>
                    <span class="worst-played">{ format!("{}{}", w.played, w.mark.symbol()) }</span>
                    <span class="worst-loss">{ format!("−{:.1}", f64::from(w.loss_cp) / 100.0) }</span>
                    <span class="worst-best">{ format!("{} {}", lang.pick("best was", "ควรเดิน"), w.best) }</span>
                </button>
            </li>
        }
    });
    let finished = props.progress.is_some_and(|(done, all)| done == all);
    html! {
        <section class="review" data-testid="review">
            <div class="review-head">
                <h2>{ lang.pick("Game review", "ทบทวนเกม") }</h2>
                if props.running {
                    <button type="button" data-testid="review-cancel" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>
                        { lang.pick("Stop", "หยุด") }
                    </button>
                } else {
                    <button type="button" class="primary" data-testid="review-start"
                            disabled={!props.has_moves} onclick={props.on_start.reform(|_: MouseEvent| ())}>
                        { if props.progress.is_some() { lang.pick("Review again", "ทบทวนอีกครั้ง") }
                          else { lang.pick("Review the game", "ทบทวนเกม") } }
                    </button>
                }
            </div>
            if let Some((done, all)) = props.progress {
                <div class="review-progress" data-testid="review-progress">
                    <progress max={all.to_string()} value={done.to_string()}></progress>
                    <span>{ format!("{done}/{all}") }</span>
                </div>
                if !props.running {
                    if props.worst.is_empty() {
                        <p class="review-note" data-testid="review-clean">
                            { if finished { lang.pick("No move lost much. Well played!", "ไม่มีตาที่เสียมาก เล่นได้ดี!") }
                              else { lang.pick("Stopped before the end.", "หยุดก่อนจบ") } }
                        </p>
                    } else {
                        <ol class="worst-list">{ for rows }</ol>
                    }
                }
            } else {
                <p class="review-note">{ lang.pick(
                    "The engine checks every move of the main line and marks the ones that lost the most.",
                    "เครื่องจะตรวจทุกตาในแนวหลักและทำเครื่องหมายตาที่เสียมากที่สุด") }</p>
            }
        </section>
    }
}
