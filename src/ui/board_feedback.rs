//! The short message over the board when a move entered on it is not legal.
use makruk_core::Square;
use yew::prelude::*;

use crate::text::Lang;
use crate::tr;

/// What a refused move on the board says ("e3–e6: not a legal move").
pub fn refused_text(lang: Lang, from: Square, to: Square) -> String {
    tr!(
        lang,
        "board-feedback-refused",
        from = from.to_string(),
        to = to.to_string()
    )
}

/// A polite live region over the board saying why the move entered (`refused`: its from and to
/// squares) was refused; empty while no move is refused.
pub fn board_feedback(lang: Lang, refused: Option<(Square, Square)>) -> Html {
    html! {
        <p class="board-feedback" role="status" data-testid="board-feedback">
            { refused.map(|(from, to)| refused_text(lang, from, to)) }
        </p>
    }
}
