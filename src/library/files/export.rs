//! The library's games as one PGN text: each stored game written by the rules core with the
//! players' names and the hints asked for.
use makruk_core::{write_pgn, PgnGame};

use crate::formats::save::decode_game;
use crate::library::export::set_player_tags;

/// The PGN of a stored game (its save text), with the players' names and the hints asked for;
/// `None` when the save cannot be read or does not replay.
pub fn pgn_of_save(save: &str) -> Option<String> {
    let record = decode_game(save).ok()?;
    let mut pgn = PgnGame::from_record(&record.game).ok()?;
    set_player_tags(&mut pgn, &record.names, record.hints_used);
    Some(write_pgn(&pgn))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::save::encode_game;
    use crate::library::import::import_text;
    use makruk_core::pgn_file::PgnGames;
    use makruk_core::Variant;

    #[test]
    fn stored_games_export_as_pgn_that_imports_back() {
        let text = "[White \"Somchai\"]\n[Black \"Malee\"]\n1. e4 e5 2. Nd2 0-1";
        let (record, _) = import_text(text, Variant::Makruk).unwrap().into_parts();
        let one = pgn_of_save(&encode_game(&record)).unwrap();
        assert!(
            one.contains("[White \"Somchai\"]") && one.contains("[Black \"Malee\"]"),
            "{one}"
        );
        let file = format!("{one}\n{one}");
        let games: Vec<_> = PgnGames::new(&file).map(|g| g.read().unwrap()).collect();
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].moves, record.game.moves);
        assert_eq!(games[1].result, "0-1");
        assert_eq!(pgn_of_save("not a save"), None);
    }

    #[test]
    fn the_hints_asked_for_are_tagged() {
        let (mut record, _) = import_text("1. e4 e5 *", Variant::Makruk)
            .expect("a game")
            .into_parts();
        let one = pgn_of_save(&encode_game(&record)).expect("a PGN");
        assert!(!one.contains("[Hints"), "{one}");
        record.hints_used = 2;
        let tagged = pgn_of_save(&encode_game(&record)).expect("a PGN");
        assert!(tagged.contains("[Hints \"2\"]"), "{tagged}");
    }
}
