//! The app: owns the game's state, and switches between the screens — the game page, the analysis
//! board or the position editor (a module of their own), and Learn — as each asks.
use std::rc::Rc;

use makruk_core::Position;
use makruk_engine::Level;
use yew::prelude::*;

use crate::analysis::request::{BoardPage, BoardRequest};
use crate::analysis::AnalysisSource;
use crate::boot;
use crate::game::effects::{use_document_lang, use_prefs_saving};
use crate::game::library::use_library;
use crate::game::live_bridge::use_live;
use crate::game::model::{Action, State};
use crate::game::view::page::{GamePage, Leave};
use crate::learn::request::{LearnRequest, ModulePage};
use crate::learn::{forget_linked_puzzle, linked_puzzle};
use crate::settings::{GameSettings, Opponent, Prefs};
use crate::ui::module_frame::ModuleFrame;

/// What the page shows: the game, an analysis board or the position editor.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The game being played.
    Game,
    /// An analysis board opened on a game or a position, or the position editor.
    Board(Rc<BoardPage>),
    /// Learn: the puzzle trainer.
    Learn,
}

/// Properties of [`App`].
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The saved preferences, as the page read them before mounting the app.
    pub prefs: Prefs,
}

impl Default for AppProps {
    /// The saved preferences, read now.
    fn default() -> AppProps {
        AppProps {
            prefs: boot::stored_prefs(),
        }
    }
}

/// The whole page: the game (kept while another screen is open), or the analysis board or
/// position editor opened from it.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let prefs = props.prefs;
    let state = use_reducer(move || boot::app_state(prefs));
    let live = use_live(&state);
    use_prefs_saving(state.prefs);
    state.prefs.cap_engine_threads();
    use_document_lang(state.prefs.lang);
    let library = use_library(&state);
    let screen = use_state(|| match linked_puzzle() {
        Some(_) => Screen::Learn,
        None => Screen::Game,
    });
    // Learn stays mounted, hidden, while the analysis board it opened is shown.
    let learn_behind = use_state(bool::default);
    let open = {
        let screen = screen.clone();
        Callback::from(move |next: Screen| screen.set(next))
    };
    let back = {
        let (open, learn_behind) = (open.clone(), learn_behind.clone());
        Callback::from(move |()| {
            open.emit(if *learn_behind {
                Screen::Learn
            } else {
                Screen::Game
            });
            learn_behind.set(false);
        })
    };
    let start_game = {
        let state = state.clone();
        let open = open.clone();
        Callback::from(move |(settings, start): (GameSettings, Position)| {
            state.dispatch(Action::NewGameFrom(settings, Box::new(start)));
            open.emit(Screen::Game);
        })
    };
    let on_prefs = {
        let state = state.clone();
        Callback::from(move |prefs| state.dispatch(Action::SetPrefs(prefs)))
    };
    let on_learn = {
        let (state, open, start_game) = (state.clone(), open.clone(), start_game.clone());
        let learn_behind = learn_behind.clone();
        Callback::from(move |request| match learn_request(&state, request) {
            Some(LearnOutcome::Screen(next)) => {
                learn_behind.set(matches!(next, Screen::Board(_)));
                open.emit(next);
            }
            Some(LearnOutcome::Play(settings, start)) => start_game.emit((settings, *start)),
            None => {}
        })
    };
    let prefs = state.prefs;
    let learn_open = matches!(*screen, Screen::Learn) || *learn_behind;
    let page = match &*screen {
        Screen::Game => {
            let on_leave = {
                let (open, state) = (open.clone(), state.clone());
                Callback::from(move |leave| {
                    let level = state.settings.engine_level().unwrap_or(Level::DEFAULT);
                    let source = || AnalysisSource::of_game(&state);
                    open.emit(match leave {
                        Leave::Learn => Screen::Learn,
                        Leave::Analyse => {
                            Screen::Board(Rc::new(BoardPage::Analysis(source(), level)))
                        }
                        Leave::Review => {
                            let source = AnalysisSource {
                                review: true,
                                ..source()
                            };
                            Screen::Board(Rc::new(BoardPage::Analysis(source, level)))
                        }
                        Leave::Edit => {
                            let start = state.shown_position().clone();
                            Screen::Board(Rc::new(BoardPage::Editor(start, level)))
                        }
                    })
                })
            };
            html! { <GamePage state={state.clone()} {library} {on_leave} live={live.clone()} /> }
        }
        Screen::Board(page) => {
            let on_request = Callback::from(move |request| match request {
                BoardRequest::Close => back.emit(()),
                BoardRequest::Prefs(prefs) => on_prefs.emit(prefs),
                BoardRequest::Play(settings, start) => start_game.emit((settings, start)),
            });
            html! { <ModuleFrame<BoardPage> page={page.clone()} {prefs} {on_request} /> }
        }
        Screen::Learn => Html::default(),
    };
    html! {
        <>
            { page }
            if learn_open {
                <ModuleFrame<ModulePage> page={Rc::new(ModulePage::Learn)} {prefs} on_request={on_learn}
                            hidden={!matches!(*screen, Screen::Learn)} />
            }
        </>
    }
}

/// What the app does for a request of Learn.
enum LearnOutcome {
    /// Show this screen.
    Screen(Screen),
    /// Start a game with these settings from this position.
    Play(GameSettings, Box<Position>),
}

/// The app's answer to `request`; preferences are kept at once. `None` for a game that does not
/// open (Learn sends only games it played, so this is logged, not shown).
fn learn_request(state: &UseReducerHandle<State>, request: LearnRequest) -> Option<LearnOutcome> {
    fn refused<E>(_: E) {
        web_sys::console::warn_1(&"Learn's game does not open".into());
    }
    match request {
        LearnRequest::Close => {
            forget_linked_puzzle();
            Some(LearnOutcome::Screen(Screen::Game))
        }
        LearnRequest::Prefs(prefs) => {
            state.dispatch(Action::SetPrefs(prefs));
            None
        }
        LearnRequest::Analyse(shared) => {
            let game = shared.game.replay().map_err(refused).ok()?;
            let level = state.settings.engine_level().unwrap_or(Level::DEFAULT);
            let page = BoardPage::Analysis(AnalysisSource::at_end(&game), level);
            Some(LearnOutcome::Screen(Screen::Board(Rc::new(page))))
        }
        LearnRequest::Play(shared) => {
            forget_linked_puzzle();
            let record = shared.into_record().map_err(refused).ok()?;
            let start = record.game.start_position().map_err(refused).ok()?;
            let level = state.settings.engine_level().unwrap_or(Level::DEFAULT);
            // Played out under the rule set the player chose last (Walker's rules or not).
            let rule_set = state.settings.options.rule_set;
            let options = record.settings.options.with_rule_set(rule_set);
            let settings = GameSettings {
                opponent: Opponent::Engine { level },
                options: if options.validate(start.variant()).is_ok() {
                    options
                } else {
                    record.settings.options
                },
                ..record.settings
            };
            Some(LearnOutcome::Play(settings, Box::new(start)))
        }
    }
}
