//! The "Review the game" panel: start and progress, the evaluation graph, then the worst moves
//! with the best move each.
use crate::text::decimal::rounded;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::analysis::review::Mark;
use crate::text::Lang;
use crate::tr;

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

/// The evaluation graph's outline: White's share of each reviewed position (0.0..=1.0, `None`
/// where not evaluated yet, drawn as the one before) as an SVG path closed along the bottom, in a
/// box `positions - 1` wide and 100 high.
pub fn graph_path(shares: &[Option<f64>]) -> String {
    let mut last = 0.5;
    let points: Vec<String> = shares
        .iter()
        .enumerate()
        .map(|(x, share)| {
            last = share.unwrap_or(last);
            format!("L{x},{}", rounded((1.0 - last) * 100.0, 1, false))
        })
        .collect();
    let right = shares.len().saturating_sub(1);
    format!("M0,100 {} L{right},100 Z", points.join(" "))
}

/// What [`review_panel`] shows.
pub struct ReviewPanelProps {
    /// Positions evaluated so far and in all (`None`: no review yet).
    pub progress: Option<(usize, usize)>,
    /// The review is running.
    pub running: bool,
    /// The main line has moves to review.
    pub has_moves: bool,
    /// The worst moves, worst first.
    pub worst: Rc<Vec<WorstMove>>,
    /// White's share of each reviewed position, the start first (`None`: not evaluated yet).
    pub shares: Rc<Vec<Option<f64>>>,
    /// The reviewed position shown on the board, if it is one.
    pub shown: Option<usize>,
    /// Show the reviewed position at this index (0 = the start).
    pub on_goto: Callback<usize>,
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
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let lang = props.lang;
    let rows = props.worst.iter().map(|w| {
        let on_show = props.on_show.clone();
        let ply = w.ply;
        html! {
            <li>
                <button type="button" class={classes!("worst-move", w.mark.name())} data-testid="worst-move"
                        data-ply={ply.to_string()} onclick={Callback::from(move |_| on_show.emit(ply))}>
                    <span class="worst-played" translate="no">{ format!("{}{}", w.played, w.mark.symbol()) }</span>
                    <span class="worst-loss">{ lang.digits(&format!("−{}", rounded(f64::from(w.loss_cp) / 100.0, 1, false))) }</span>
                    <span class="worst-best">{ tr!(lang, "analysis-review-view-best-was-move", san = &w.best) }</span>
                </button>
            </li>
        }
    });
    let finished = props.progress.is_some_and(|(done, all)| done == all);
    let width = props.shares.len().saturating_sub(1).max(1);
    let on_graph = {
        let on_goto = props.on_goto.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(graph) = e
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let rect = graph.get_bounding_client_rect();
            let x = (f64::from(e.client_x()) - rect.left()) / rect.width().max(1.0);
            on_goto.emit((x.clamp(0.0, 1.0) * width as f64).round() as usize);
        })
    };
    let graph = html! {
        <svg class="eval-graph" data-testid="eval-graph" viewBox={format!("0 0 {width} 100")}
             preserveAspectRatio="none" onclick={on_graph}>
            <path class="graph-white" d={graph_path(&props.shares)} />
            <line class="graph-middle" x1="0" y1="50" x2={width.to_string()} y2="50" />
            if let Some(x) = props.shown {
                <line class="graph-shown" x1={x.to_string()} y1="0" x2={x.to_string()} y2="100" />
            }
        </svg>
    };
    html! {
        <section class="review" data-testid="review">
            <div class="review-head">
                <h2>{ lang.t(crate::key!("analysis-review-view-game-review")) }</h2>
                if props.running {
                    <button type="button" data-testid="review-cancel" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>
                        { lang.t(crate::key!("analysis-review-view-stop")) }
                    </button>
                } else {
                    <button type="button" class="primary" data-testid="review-start"
                            disabled={!props.has_moves} onclick={props.on_start.reform(|_: MouseEvent| ())}>
                        { if props.progress.is_some() { lang.t(crate::key!("analysis-review-view-review-again")) }
                          else { lang.t(crate::key!("common-review-the-game")) } }
                    </button>
                }
            </div>
            if let Some((done, all)) = props.progress {
                <div class="review-progress" data-testid="review-progress">
                    <progress max={all.to_string()} value={done.to_string()}></progress>
                    <span>{ lang.digits(&format!("{done}/{all}")) }</span>
                </div>
                { graph }
                if !props.running {
                    if props.worst.is_empty() {
                        <p class="review-note" data-testid="review-clean">
                            { if finished { lang.t(crate::key!("analysis-review-view-no-move-lost-much-well")) }
                              else { lang.t(crate::key!("analysis-review-view-stopped-before-the-end")) } }
                        </p>
                    } else {
                        <ol class="worst-list">{ for rows }</ol>
                    }
                }
            } else {
                <p class="review-note">{ lang.t(crate::key!("analysis-review-view-the-engine-checks-every-move")) }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_follows_the_shares_and_bridges_gaps() {
        assert_eq!(
            graph_path(&[Some(0.5), None, Some(1.0), Some(0.25)]),
            "M0,100 L0,50.0 L1,50.0 L2,0.0 L3,75.0 L3,100 Z"
        );
        assert_eq!(graph_path(&[None]), "M0,100 L0,50.0 L0,100 Z");
    }
}
