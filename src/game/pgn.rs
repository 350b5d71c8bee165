//! The game in play as PGN text, for export (its round trip through the library's import is
//! tested here), and what the export dialog offers.
use makruk_core::{write_pgn_with, Letters, PgnGame};

use crate::game::model::State;
use crate::library::export::{set_player_tags, BoardPicture};
use crate::library::view::export_menu::ExportData;

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

/// The texts and picture the export dialog offers for `state`, dated `date`.
pub fn export_data(state: &State, date: String) -> ExportData {
    ExportData {
        pgn: pgn_text(state, &date),
        pgn_chess_letters: pgn_text_with(state, &date, Letters::Chess),
        fen: state.shown_fen(),
        picture: BoardPicture {
            position: state.shown_position().clone(),
            flipped: state.flipped,
            set: state.prefs.piece_set,
            checkered: state.prefs.checkered,
        },
        date,
    }
}

#[cfg(test)]
mod tests;
