//! The embed page: the app with `?embed=1` renders one board with minimal chrome for an iframe,
//! set up by URL parameters ([`params`]). It never writes the visitor's saved game.
use std::rc::Rc;

use makruk_core::{CountingMode, Game, Square};
use makruk_engine::Level;
use yew::prelude::*;

pub mod params;

use params::{EmbedConfig, EmbedMode};

use crate::analysis::{AnalysisPage, AnalysisSource};
use crate::board_view::BoardView;
use crate::components::status::status_text;
use crate::components::{Board, EnginePanel, StatusLine};
use crate::engine::use_engine;
use crate::hooks::use_history_keys;
use crate::i18n::Lang;
use crate::import::{imported_state, Imported};
use crate::state::{Action, GameSettings, Opponent, Prefs, State};

/// The page's query string (`?…`), empty outside a browser.
pub fn page_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Whether the page was opened as an embed (`?embed=1`).
pub fn requested() -> bool {
    params::is_embed_query(&page_query())
}

/// The browser's preferred language, if supported.
fn browser_lang() -> Option<Lang> {
    web_sys::window()?
        .navigator()
        .language()
        .as_deref()
        .and_then(Lang::from_code)
}

/// The state an embed starts with.
pub fn embed_state(config: &EmbedConfig, browser: Option<Lang>) -> State {
    let prefs = Prefs {
        lang: config.lang.or(browser).unwrap_or_default(),
        piece_set: config.pieces,
        checkered: false,
        muted: true,
    };
    let mut state = match config.mode {
        EmbedMode::View | EmbedMode::Analysis => {
            let imported = Imported {
                start: config.start.clone(),
                moves: config.moves.clone(),
                result: "*".to_string(),
                names: Default::default(),
            };
            imported_state(&imported, prefs)
        }
        EmbedMode::Play => {
            let settings = GameSettings {
                variant: config.start.variant(),
                opponent: Opponent::Engine {
                    level: config.level,
                },
                user_side: config.orientation,
                clock: None,
            };
            let mut state = State::new_game(settings, prefs);
            let mut game = Game::from_position(config.start.clone());
            game.set_counting_mode(CountingMode::Automatic);
            for &m in &config.moves {
                if game.play(m).is_err() {
                    break;
                }
            }
            state.game = game;
            state
        }
    };
    state.flipped = config.orientation == makruk_core::Color::Black;
    state
}

/// Reads the parameters, logging a console warning for each one that falls back.
fn load() -> (EmbedConfig, State) {
    let (config, warnings) = params::parse_query(&page_query());
    for warning in &warnings {
        web_sys::console::warn_1(&warning.into());
    }
    let state = embed_state(&config, browser_lang());
    (config, state)
}

/// Properties of [`EmbedApp`] (none: everything comes from the URL).
#[derive(Properties, PartialEq, Default)]
pub struct EmbedProps {}

/// The embedded board: board, navigation and status; moves only in play and analysis modes.
#[function_component(EmbedApp)]
pub fn embed_app(_: &EmbedProps) -> Html {
    let loaded = use_memo((), |_| load());
    let (config, initial) = &*loaded;
    let state = {
        let initial = initial.clone();
        use_reducer(move || initial)
    };
    let on_move_now = use_engine(&state);
    use_history_keys(&state);
    {
        let title = status_text(state.prefs.lang, state.status());
        use_effect_with(title, |title| {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(title);
            }
        });
    }
    let lang = state.prefs.lang;
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
        shown.selected = None;
        shown.settings.opponent = Opponent::Engine { level: Level::MIN };
        shown.settings.user_side = shown.game.position().turn().other();
        BoardView::of(&shown)
    };
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
            start: config.start.clone(),
            moves: config.moves.clone(),
            ply: config.moves.len(),
            flipped: state.flipped,
            review: false,
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
            <div class="board-wrap">
                <Board {view} flipped={state.flipped} {lang} {on_press} {on_drop} />
                { crate::components::promotion::picker_for(&state) }
            </div>
            <div class="embed-bar">
                <div class="embed-nav">
                    <button type="button" data-testid="nav-start" disabled={shown == 0}
                            aria-label={lang.pick("First position", "ตาแรก")} onclick={step(Action::ViewPly(0))}>{ "«" }</button>
                    <button type="button" data-testid="nav-prev" disabled={shown == 0}
                            aria-label={lang.pick("Previous move", "ตาก่อน")} onclick={step(Action::Step(-1))}>{ "‹" }</button>
                    <span class="embed-ply" data-testid="embed-ply">{ format!("{shown}/{plies}") }</span>
                    <button type="button" data-testid="nav-next" disabled={shown >= plies}
                            aria-label={lang.pick("Next move", "ตาถัดไป")} onclick={step(Action::Step(1))}>{ "›" }</button>
                    <button type="button" data-testid="nav-end" disabled={shown >= plies}
                            aria-label={lang.pick("Last position", "ตาล่าสุด")} onclick={step(Action::ViewLive)}>{ "»" }</button>
                </div>
                <StatusLine status={state.status()} counting={state.counting()} {lang} />
            </div>
            if config.mode == EmbedMode::Play {
                <EnginePanel thinking={state.thinking.clone()} side={state.settings.user_side.other()}
                             pv={state.engine_line_san()} active={state.engine_to_move()} {lang} {on_move_now} />
            }
        </div>
    }
}
