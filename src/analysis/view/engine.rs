//! The engine's view of the shown position: the evaluation bar beside the board and the best
//! lines in the panel.
use crate::text::decimal::{decimal, rounded};
use std::rc::Rc;

use makruk_core::{Color, Move, Position};
use makruk_engine::Score;
use yew::prelude::*;

use crate::analysis::model::PvLine;
use crate::platform::worker::protocol::MAX_LINES;
use crate::platform::worker::{device_cores, threads_allowed};
use crate::text::Lang;
use crate::tr;
use crate::ui::engine_panel::score_text;

/// White's share of the evaluation bar, 0.0..=1.0, for a score of the side to move `turn`:
/// an even position is half, a pawn up is about two thirds, a mate fills the bar.
pub fn white_share(score: Score, turn: Color) -> f64 {
    let sign = turn.fold_wb(1.0, -1.0);
    match score {
        Score::Cp(cp) => 1.0 / (1.0 + ten_to_the(-f64::from(cp) * sign / 400.0)),
        Score::Mate(n) if n > 0 => (1.0 + sign) / 2.0,
        Score::Mate(_) => (1.0 - sign) / 2.0,
    }
}

/// `10^x`: in the browser JavaScript's `Math.pow`, so that the page need not carry libm's `pow`.
fn ten_to_the(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::pow(10.0, x);
    #[cfg(not(target_arch = "wasm32"))]
    return 10f64.powf(x);
}

/// The short score written on the bar, from White's side: one decimal (`+0.4`) or a mate (`#3`).
pub fn bar_text(score: Score, turn: Color) -> String {
    let sign = turn.fold_wb(1, -1);
    match score {
        Score::Cp(cp) => rounded(f64::from(cp * sign) / 100.0, 1, true),
        Score::Mate(n) => format!("#{}", n * sign),
    }
}

/// What [`eval_bar`] shows.
pub struct EvalBarProps {
    /// The best line's score, if the engine has one.
    pub score: Option<Score>,
    /// The side to move in the analysed position.
    pub turn: Color,
    /// Black at the bottom.
    pub flipped: bool,
    /// Interface language.
    pub lang: Lang,
}

/// A vertical bar, White's share from White's side of the board.
pub fn eval_bar(props: &EvalBarProps) -> Html {
    let share = props
        .score
        .map_or(0.5, |score| white_share(score, props.turn));
    let title = props
        .score
        .map(|score| props.lang.digits(&score_text(score, props.turn)))
        .unwrap_or_default();
    let text = props
        .score
        .map(|score| props.lang.digits(&bar_text(score, props.turn)))
        .unwrap_or_default();
    let style = format!("--white: {}%", rounded(share * 100.0, 1, false));
    html! {
        <div class={classes!("eval-bar", props.flipped.then_some("flipped"))} {style}
             data-testid="eval-bar" data-share={rounded(share, 3, false)} role="img"
             aria-label={tr!(props.lang, "analysis-engine-view-evaluation-of", score = title.as_str())} {title}>
            <div class="eval-white"></div>
            <span class="eval-text">{ text }</span>
        </div>
    }
}

/// What [`engine_lines`] shows.
pub struct EngineLinesProps {
    /// The analysed position.
    pub position: Rc<Position>,
    /// The lines found so far.
    pub lines: Rc<Vec<PvLine>>,
    /// The search's speed, in nodes per second.
    pub nps: u64,
    /// The threads searching.
    pub threads: u8,
    /// The engine is building the position's endgame table.
    pub building_table: bool,
    /// How many lines are asked for.
    pub count: u8,
    /// The engine is on.
    pub on: bool,
    /// The engine could not run.
    pub failed: bool,
    /// Interface language.
    pub lang: Lang,
    /// Switch the engine on or off.
    pub on_toggle: Callback<()>,
    /// Ask for this many lines.
    pub on_count: Callback<u8>,
    /// Play these moves from the analysed position.
    pub on_play: Callback<Vec<Move>>,
}

/// The engine switch, the number of lines, and the lines as SAN, each move clickable.
pub fn engine_lines(props: &EngineLinesProps) -> Html {
    let lang = props.lang;
    let turn = props.position.turn();
    let counts = (1..=MAX_LINES).map(|n| {
        let on_count = props.on_count.clone();
        html! {
            <button type="button" class={classes!("choice", (n == props.count).then_some("on"))}
                    data-testid={format!("lines-{n}")} aria-pressed={(n == props.count).to_string()}
                    onclick={Callback::from(move |_| on_count.emit(n))}>{ lang.digits(&n.to_string()) }</button>
        }
    });
    let rows = props.lines.iter().enumerate().map(|(i, line)| {
        let mut pos = (*props.position).clone();
        let moves = line.moves.iter().enumerate().map(|(j, &m)| {
            let number = match (pos.turn(), j) {
                (Color::White, _) => Some(format!("{}.", pos.fullmoves())),
                (Color::Black, 0) => Some(format!("{}…", pos.fullmoves())),
                _ => None,
            };
            let san = lang.san(&pos, m);
            pos.play_unchecked(m);
            let prefix = line.moves[..=j].to_vec();
            let on_play = props.on_play.clone();
            html! {
                <>
                    if let Some(number) = number { <span class="pv-no" translate="no">{ number }</span> }
                    <button type="button" class="pv-move" data-pv-move={j.to_string()} translate="no"
                            onclick={Callback::from(move |_| on_play.emit(prefix.clone()))}>{ san }</button>
                </>
            }
        });
        html! {
            <li class="pv-line" data-testid="pv-line" data-multipv={(i + 1).to_string()}>
                <span class="pv-score">{ lang.digits(&score_text(line.score, turn)) }</span>
                <span class="pv-moves">{ for moves }</span>
                <span class="pv-depth" title={lang.t(crate::key!("common-depth"))}>{ lang.digits(&line.depth.to_string()) }</span>
            </li>
        }
    });
    let toggle = props.on_toggle.reform(|_: MouseEvent| ());
    let over = props.position.outcome().is_some();
    html! {
        <section class="engine analysis-engine" data-testid="analysis-engine">
            <div class="engine-head">
                <label class="switch">
                    <input type="checkbox" data-testid="engine-toggle" checked={props.on} onclick={toggle} />
                    <span>{ lang.t(crate::key!("analysis-engine-view-engine")) }</span>
                </label>
                if props.on && !over && !props.failed && props.lines.is_empty() {
                    <span class="spinner" aria-hidden="true"></span>
                }
                <div class="choices lines-choice" role="group" aria-label={lang.t(crate::key!("analysis-engine-view-lines"))}>
                    { for counts }
                </div>
            </div>
            if props.failed {
                <p class="engine-note">{ lang.t(crate::key!("analysis-engine-view-the-engine-could-not-run")) }</p>
            } else if props.on && over {
                <p class="engine-note">{ lang.t(crate::key!("analysis-engine-view-the-game-is-over-in")) }</p>
            } else if props.on {
                <ol class="pv-lines">{ for rows }</ol>
                if props.building_table {
                    <p class="engine-note" data-testid="table-building" role="status">
                        { lang.t(crate::key!("analysis-engine-view-building-this-ending-s-exact")) }
                    </p>
                }
                if let Some(best) = props.lines.first() {
                    <p class="engine-stats" data-testid="engine-stats" data-depth={best.depth.to_string()}
                       data-nps={props.nps.to_string()}>
                        { format!("{} · {} · ", tr!(lang, "common-depth-number", depth = best.depth), speed_text(props.nps, lang)) }
                        <span data-testid="engine-threads" data-threads={props.threads.to_string()}>
                            { threads_text(props.threads, lang) }
                        </span>
                    </p>
                }
            }
        </section>
    }
}

/// The threads searching, and why only one where the device has more cores but the page cannot
/// share the engine's memory between workers (not cross-origin isolated: a first visit before the
/// service worker, a page embedding the app, an older browser).
fn threads_text(threads: u8, lang: Lang) -> String {
    if threads == 1 && device_cores() > 1 && !threads_allowed() {
        lang.t(crate::key!("analysis-engine-view-one-thread-not-isolated"))
            .to_string()
    } else {
        tr!(lang, "analysis-engine-view-threads", threads = threads)
    }
}

/// A search speed as players read it: `850 kN/s`, `1.2 MN/s`.
fn speed_text(nps: u64, lang: Lang) -> String {
    if nps >= 1_000_000 {
        let speed = lang.digits(&decimal((nps / 100_000) as i64, 1, false));
        tr!(lang, "analysis-engine-view-speed-millions", speed = speed)
    } else {
        tr!(
            lang,
            "analysis-engine-view-speed-thousands",
            speed = nps / 1000
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_read_in_thousands_or_millions() {
        assert_eq!(speed_text(850_400, Lang::En), "850 kN/s");
        assert_eq!(speed_text(1_250_000, Lang::En), "1.2 MN/s");
    }

    #[test]
    fn the_bar_writes_a_short_score() {
        assert_eq!(bar_text(Score::Cp(18), Color::White), "+0.2");
        assert_eq!(bar_text(Score::Cp(250), Color::Black), "-2.5");
        assert_eq!(bar_text(Score::Mate(3), Color::Black), "#-3");
    }

    #[test]
    fn the_bar_is_whites_share() {
        assert_eq!(white_share(Score::Cp(0), Color::White), 0.5);
        let pawn_up = white_share(Score::Cp(100), Color::White);
        assert!((0.6..0.7).contains(&pawn_up));
        let black_to_move = white_share(Score::Cp(100), Color::Black);
        assert!((black_to_move - (1.0 - pawn_up)).abs() < 1e-12);
        assert_eq!(white_share(Score::Mate(2), Color::Black), 0.0);
        assert_eq!(white_share(Score::Mate(-2), Color::Black), 1.0);
        assert_eq!(white_share(Score::Mate(0), Color::White), 0.0);
    }
}
