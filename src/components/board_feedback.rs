//! The short message over the board when a move entered on it is not legal.
use makruk_core::Square;
use yew::prelude::*;

use crate::i18n::Lang;

/// Properties of [`BoardFeedback`].
#[derive(Properties, PartialEq)]
pub struct BoardFeedbackProps {
    /// Interface language.
    pub lang: Lang,
    /// The refused move's squares (from, to), if the last move entered was refused.
    pub refused: Option<(Square, Square)>,
}

/// What a refused move on the board says ("e3–e6: not a legal move").
pub fn refused_text(lang: Lang, from: Square, to: Square) -> String {
    format!(
        "{from}–{to}: {}",
        lang.pick("not a legal move", "เดินแบบนี้ไม่ได้")
    )
}

/// A polite live region over the board, empty while no move is refused.
#[function_component(BoardFeedback)]
pub fn board_feedback(props: &BoardFeedbackProps) -> Html {
    html! {
        <p class="board-feedback" role="status" data-testid="board-feedback">
            { props.refused.map(|(from, to)| refused_text(props.lang, from, to)) }
        </p>
    }
}
