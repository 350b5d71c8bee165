//! The embed page: the app with `?embed=1` renders one board with minimal chrome for an iframe,
//! set up by URL parameters ([`params`], read by [`crate::boot`]). It never writes the visitor's
//! saved game.
use std::rc::Rc;

use makruk_core::Square;
use makruk_engine::Level;
use yew::prelude::*;

pub mod params;

use params::{EmbedConfig, EmbedMode};

use crate::analysis::{AnalysisPage, AnalysisSource};
use crate::game::effects::{use_document_lang, use_document_title, use_history_keys};
use crate::game::engine::use_engine;
use crate::game::model::{Action, State};
use crate::game::view::board::hand_for;
use crate::game::view::status::status_line;
use crate::game::view::status::status_text;
use crate::settings::Opponent;
use crate::ui::board_view::{top_color, BoardView};
use crate::ui::engine_panel::{engine_panel, EnginePanelProps};
use crate::ui::Board;

/// Properties of [`EmbedApp`]: what the page's URL parameters set up.
#[derive(Properties)]
pub struct EmbedProps {
    /// The embed's set-up.
    pub config: Rc<EmbedConfig>,
    /// The state it starts with.
    pub initial: Rc<State>,
}

impl PartialEq for EmbedProps {
    /// The same set-up and the same starting state (by address: states are not compared).
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config && Rc::ptr_eq(&self.initial, &other.initial)
    }
}

/// The embedded board: board, navigation and status; moves only in play and analysis modes.
#[function_component(EmbedApp)]
pub fn embed_app(props: &EmbedProps) -> Html {
    let config = &props.config;
    let state = {
        let initial = (*props.initial).clone();
        use_reducer(move || initial)
    };
    // Not warmed: a page may hold several boards, and each worker holds its own table.
    let on_move_now = use_engine(&state, false);
    use_history_keys(&state);
    use_document_title(status_text(state.prefs.lang, state.status()));
    let lang = state.prefs.lang;
    use_document_lang(lang);
    let movable = config.mode != EmbedMode::View;
    let on_press = {
        let state = state.clone();
        Callback::from(move |sq: Square| {
            if movable {
                state.dispatch(Action::Press(sq));
            }
        })
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(from, to): (Square, Square)| {
            if movable {
                state.dispatch(Action::Drop(from, to));
            }
        })
    };
    let step = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let view: Rc<BoardView> = if movable {
        BoardView::of(&state)
    } else {
        // Drawn as if the other side were the engine's: no piece can be picked up.
        let mut shown = (*state).clone();
        shown.entry.selected = None;
        shown.settings.opponent = Opponent::Engine { level: Level::MIN };
        shown.settings.user_side = shown.game.position().turn().other();
        BoardView::of(&shown)
    };
    // Sittuyin's pieces in hand, above and below the board.
    let top = top_color(state.flipped);
    let style = config
        .size
        .map(|px| format!("--board: {px}px"))
        .unwrap_or_default();
    let (plies, shown) = (state.plies(), state.shown_ply());
    let mode_class = match config.mode {
        EmbedMode::View => "embed-view",
        EmbedMode::Play => "embed-play",
        EmbedMode::Analysis => "embed-analysis",
    };
    if config.mode == EmbedMode::Analysis {
        // The analysis board with minimal chrome: engine lines and the move tree, no game actions.
        let source = Rc::new(AnalysisSource {
            moves: config.moves.clone(),
            ply: config.moves.len(),
            flipped: state.flipped,
            ..AnalysisSource::of_position(config.start.clone())
        });
        return html! {
            <div class={classes!("app", "embed", mode_class, state.prefs.piece_set.class())} {style}
                 data-testid="embed">
                <AnalysisPage {source} prefs={state.prefs} embedded=true on_prefs={Callback::noop()}
                              on_close={Callback::noop()} on_play={Callback::noop()} on_edit={Callback::noop()} />
            </div>
        };
    }
    html! {
        <div class={classes!("app", "embed", mode_class, state.prefs.piece_set.class())} {style}
             data-testid="embed">
            { hand_for(&state, top, movable) }
            <div class="board-wrap">
                <Board {view} flipped={state.flipped} {lang} {on_press} {on_drop} />
                { crate::game::view::board::picker_for(&state) }
            </div>
            { hand_for(&state, top.other(), movable) }
            <div class="embed-bar">
                <div class="embed-nav">
                    <button type="button" data-testid="nav-start" disabled={shown == 0}
                            aria-label={lang.t(crate::key!("embed-first-position"))} onclick={step(Action::ViewPly(0))}>{ "«" }</button>
                    <button type="button" data-testid="nav-prev" disabled={shown == 0}
                            aria-label={lang.t(crate::key!("embed-previous-move"))} onclick={step(Action::Step(-1))}>{ "‹" }</button>
                    <span class="embed-ply" data-testid="embed-ply">{ lang.digits(&format!("{shown}/{plies}")) }</span>
                    <button type="button" data-testid="nav-next" disabled={shown >= plies}
                            aria-label={lang.t(crate::key!("embed-next-move"))} onclick={step(Action::Step(1))}>{ "›" }</button>
                    <button type="button" data-testid="nav-end" disabled={shown >= plies}
                            aria-label={lang.t(crate::key!("embed-last-position"))} onclick={step(Action::ViewLive)}>{ "»" }</button>
                </div>
                { status_line(lang, state.status(), state.counting()) }
            </div>
            if config.mode == EmbedMode::Play {
                { engine_panel(&EnginePanelProps {
                    thinking: state.thinking.clone(),
                    side: state.settings.user_side.other(),
                    pv: state.engine_line_san(),
                    show_lines: state.shows_engine_lines(),
                    lang,
                    active: state.engine_to_move(),
                    on_move_now,
                }) }
            }
        </div>
    }
}
