//! The analysis board: free moves for both sides from a game or a position.
use std::rc::Rc;

use makruk_core::{Move, Position};
use yew::prelude::*;

use crate::state::{GameSettings, Prefs, State};

/// What an analysis board opens on: a start position, the moves played from it, and the ply shown.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisSource {
    /// The start position.
    pub start: Position,
    /// The moves played from it (the main line).
    pub moves: Vec<Move>,
    /// The ply shown first.
    pub ply: usize,
    /// Black at the bottom.
    pub flipped: bool,
}

impl AnalysisSource {
    /// The game of `state`, at the ply it shows.
    pub fn of_game(state: &State) -> AnalysisSource {
        AnalysisSource {
            start: state.game.start().clone(),
            moves: state.game.moves().to_vec(),
            ply: state.shown_ply(),
            flipped: state.flipped,
        }
    }

    /// A bare position.
    pub fn of_position(start: Position) -> AnalysisSource {
        AnalysisSource {
            start,
            moves: Vec::new(),
            ply: 0,
            flipped: false,
        }
    }
}

/// Properties of [`AnalysisPage`].
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// The game or position to analyse.
    pub source: Rc<AnalysisSource>,
    /// Display preferences.
    pub prefs: Prefs,
    /// Changes the display preferences.
    pub on_prefs: Callback<Prefs>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Starts a game from a position with these settings.
    pub on_play: Callback<(GameSettings, Position)>,
    /// Opens the position editor on a position.
    pub on_edit: Callback<Position>,
}

/// The analysis board page.
#[function_component(AnalysisPage)]
pub fn analysis_page(props: &AnalysisProps) -> Html {
    let lang = props.prefs.lang;
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("app", "analysis", props.prefs.piece_set.class())} data-testid="analysis">
            <button type="button" data-testid="analysis-close" onclick={close}>
                { lang.pick("Back to the game", "กลับไปที่เกม") }
            </button>
        </div>
    }
}
