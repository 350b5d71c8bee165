//! The app: owns the game's state and lays out the screens — the game page, the analysis board or
//! the position editor (a module of their own), and Learn; [`screens`] says which screen each asks
//! for.
use std::rc::Rc;

use makruk_core::Position;
use yew::prelude::*;

use crate::analysis::request::{BoardPage, BoardRequest};
use crate::boot;
use crate::game::effects::{use_document_lang, use_prefs_saving};
use crate::game::library::use_library;
use crate::game::live_bridge::use_live;
use crate::game::model::Action;
use crate::game::view::page::GamePage;
use crate::learn::linked_puzzle;
use crate::learn::request::ModulePage;
use crate::settings::{GameSettings, Prefs};
use crate::ui::module_frame::ModuleFrame;
use screens::{learn_request, screen_left_for, LearnOutcome, Screen};

mod screens;

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
                Callback::from(move |leave| open.emit(screen_left_for(&state, leave)))
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
