//! The position editor: set up any legal position, then play or analyse it.
use std::rc::Rc;

use makruk_core::Position;
use yew::prelude::*;

use crate::analysis::AnalysisSource;
use crate::state::{GameSettings, Prefs};

/// Properties of [`EditorPage`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The position the editor starts from.
    pub start: Rc<Position>,
    /// Display preferences.
    pub prefs: Prefs,
    /// Changes the display preferences.
    pub on_prefs: Callback<Prefs>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Starts a game from the set-up position with these settings.
    pub on_play: Callback<(GameSettings, Position)>,
    /// Opens an analysis board on the set-up position.
    pub on_analyse: Callback<AnalysisSource>,
}

/// The position editor page.
#[function_component(EditorPage)]
pub fn editor_page(props: &EditorProps) -> Html {
    let lang = props.prefs.lang;
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class={classes!("app", "editor", props.prefs.piece_set.class())} data-testid="editor-page">
            <button type="button" data-testid="editor-close" onclick={close}>
                { lang.pick("Back to the game", "กลับไปที่เกม") }
            </button>
        </div>
    }
}
