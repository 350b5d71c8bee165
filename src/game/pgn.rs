//! The game in play as PGN text, for export (its round trip through the library's import is
//! tested here).
use makruk_core::{write_pgn_with, Letters, PgnGame};

use crate::game::model::State;
use crate::library::export::set_player_tags;

/// The game of `state` as PGN, dated `date` (`YYYY.MM.DD`), with its counting actions, result
/// and annotations as the core writes them (see `docs/formats.md`).
pub fn pgn_text(state: &State, date: &str) -> String {
    pgn_text_with(state, date, Letters::FairyStockfish)
}

/// [`pgn_text`] with these piece letters in the moves.
pub fn pgn_text_with(state: &State, date: &str, letters: Letters) -> String {
    let mut pgn = PgnGame::from_game(&state.game);
    pgn.annotate(&state.annotations);
    pgn.set_tag("Event", "Casual game");
    pgn.set_tag("Site", "Makruk in the browser");
    pgn.set_tag("Date", date);
    set_player_tags(&mut pgn, &state.names, state.hints_used);
    write_pgn_with(&pgn, letters)
}

#[cfg(test)]
mod tests;
