//! What the engine is thinking: depth, evaluation, best line, and a "move now" button. The
//! evaluation and line are hidden during a game against it unless hints are on.
use crate::text::decimal::decimal;
use makruk_core::Color;
use makruk_engine::Score;
use yew::prelude::*;

use crate::text::Lang;
use crate::tr;

/// What the engine last reported while thinking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// Completed depth.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Best line in UCI moves.
    pub pv: Vec<String>,
}

/// What [`engine_panel`] shows.
pub struct EnginePanelProps {
    /// The latest report, if any.
    pub thinking: Option<Thinking>,
    /// The side the engine plays this move for.
    pub side: Color,
    /// The best line in SAN (empty while it is hidden).
    pub pv: Vec<String>,
    /// The evaluation may be shown.
    pub show_lines: bool,
    /// Interface language.
    pub lang: Lang,
    /// The engine is thinking now (otherwise the panel shows its last report, if any).
    pub active: bool,
    /// Play the best move found so far.
    pub on_move_now: Callback<()>,
}

/// The score from White's point of view, as players write it (`+0.35`, `#3`, `#-2`).
pub fn score_text(score: Score, side: Color) -> String {
    let sign = side.fold_wb(1, -1);
    match score {
        Score::Cp(cp) => decimal(i64::from(cp * sign), 2, true),
        Score::Mate(n) => format!("#{}", n * sign),
    }
}

/// The engine's progress while it is to move.
pub fn engine_panel(props: &EnginePanelProps) -> Html {
    let lang = props.lang;
    let on_move_now = props.on_move_now.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("engine", props.active.then_some("active"))} data-testid="engine" aria-live="off">
            <div class="engine-head">
                if props.active {
                    <span class="spinner" aria-hidden="true"></span>
                    <span>{ lang.t(crate::key!("engine-panel-thinking")) }</span>
                } else {
                    <span class="engine-idle">{ lang.t(crate::key!("common-computer")) }</span>
                }
                if let Some(t) = &props.thinking {
                    if props.show_lines {
                        <span class="engine-eval" data-testid="engine-eval">{ lang.digits(&score_text(t.score, props.side)) }</span>
                    }
                    <span class="engine-depth" data-testid="engine-depth">{ tr!(lang, "common-depth-number", depth = t.depth) }</span>
                }
                if props.active {
                    <button type="button" class="move-now" data-testid="move-now" onclick={on_move_now}>
                        { lang.t(crate::key!("engine-panel-move-now")) }
                    </button>
                }
            </div>
            if !props.pv.is_empty() {
                <div class="engine-pv" data-testid="engine-pv" translate="no">{ props.pv.join(" ") }</div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_shown_from_whites_side() {
        assert_eq!(score_text(Score::Cp(35), Color::White), "+0.35");
        assert_eq!(score_text(Score::Cp(35), Color::Black), "-0.35");
        assert_eq!(score_text(Score::Mate(-2), Color::Black), "#2");
        assert_eq!(score_text(Score::Cp(0), Color::White), "+0.00");
    }
}
