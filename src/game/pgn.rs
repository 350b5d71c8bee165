//! The game in play as PGN text, for export (its round trip through the library's import is
//! tested here), and what the export dialog offers.
use makruk_core::{write_pgn_with, Letters, PgnGame};
use makruk_signal::chat::ChatMessage;

use crate::game::model::State;
use crate::library::export::{set_player_tags, BoardPicture};
use crate::library::view::export_dialog::ExportData;
use crate::live::view::chat::phrase_text;

/// The game of `state` as PGN, dated `date` (`YYYY.MM.DD`), with its counting actions, result
/// and annotations as the core writes them (see `docs/formats.md`).
pub fn pgn_text(state: &State, date: &str) -> String {
    pgn_text_with(state, date, Letters::FairyStockfish)
}

/// [`pgn_text`] with these piece letters in the moves.
pub fn pgn_text_with(state: &State, date: &str, letters: Letters) -> String {
    write_pgn_with(&pgn_game(state, date), letters)
}

/// [`pgn_text_with`] with the players' chat as comments where each message was said (`{Name:
/// message}`, a ready phrase in the interface language): only when the player asks for it.
pub fn pgn_text_with_chat(state: &State, date: &str, letters: Letters) -> String {
    let mut pgn = pgn_game(state, date);
    let lang = state.prefs.lang;
    for line in &state.chat.lines {
        let name = &state.names[line.by.index()];
        let who = match name.is_empty() {
            true => lang.color(line.by),
            false => name.as_str(),
        };
        let said = match &line.message {
            ChatMessage::Phrase(phrase) => phrase_text(lang, *phrase),
            ChatMessage::Text(text) => text.as_str(),
        };
        let ply = line.ply.min(pgn.moves.len());
        pgn.comments.push((ply, format!("{who}: {said}")));
    }
    pgn.comments.sort_by_key(|(ply, _)| *ply);
    write_pgn_with(&pgn, letters)
}

/// The game of `state` with its tags and annotations.
fn pgn_game(state: &State, date: &str) -> PgnGame {
    let mut pgn = PgnGame::from_game(&state.game);
    pgn.annotate(&state.annotations);
    pgn.set_tag("Event", "Casual game");
    pgn.set_tag("Site", "Makruk in the browser");
    pgn.set_tag("Date", date);
    set_player_tags(&mut pgn, &state.names, state.hints_used);
    pgn
}

/// The texts and picture the export dialog offers for `state`, dated `date`.
pub fn export_data(state: &State, date: String) -> ExportData {
    ExportData {
        pgn: pgn_text(state, &date),
        pgn_chess_letters: pgn_text_with(state, &date, Letters::Chess),
        pgn_with_chat: (!state.chat.lines.is_empty()).then(|| {
            [Letters::FairyStockfish, Letters::Chess]
                .map(|letters| pgn_text_with_chat(state, &date, letters))
        }),
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
