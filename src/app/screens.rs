//! The app's screens and the way between them: which screen the game page, Learn and the pages of
//! the study module ask for, and what the app does for a request of Learn.
use std::rc::Rc;

use makruk_core::Position;
use makruk_engine::Level;
use yew::prelude::*;

use crate::analysis::request::BoardPage;
use crate::analysis::AnalysisSource;
use crate::game::model::{Action, State};
use crate::game::view::page::Leave;
use crate::learn::forget_linked_puzzle;
use crate::learn::request::LearnRequest;
use crate::settings::{GameSettings, Opponent};

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

/// The screen the game page opens when it is left for `leave`, on the game of `state`.
pub fn screen_left_for(state: &State, leave: Leave) -> Screen {
    let level = state.settings.engine_level().unwrap_or(Level::DEFAULT);
    let source = || AnalysisSource::of_game(state);
    match leave {
        Leave::Learn => Screen::Learn,
        Leave::Analyse => Screen::Board(Rc::new(BoardPage::Analysis(source(), level))),
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
    }
}

/// What the app does for a request of Learn.
pub enum LearnOutcome {
    /// Show this screen.
    Screen(Screen),
    /// Start a game with these settings from this position.
    Play(GameSettings, Box<Position>),
}

/// The app's answer to `request`; preferences are kept at once. `None` for a game that does not
/// open (Learn sends only games it played, so this is logged, not shown).
pub fn learn_request(
    state: &UseReducerHandle<State>,
    request: LearnRequest,
) -> Option<LearnOutcome> {
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
