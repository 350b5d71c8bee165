//! Many-game PGN files and pasted pages: any text splits into games that each read or give an
//! error naming their number and a line of the file, and the page finder's run replays.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::page_text::find_moves;
use makruk_core::pgn_file::PgnGames;
use makruk_core::{write_pgn, Variant};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let lines = text.lines().count().max(1);
    let mut previous = 0;
    for game in PgnGames::new(text) {
        assert_eq!(game.number, previous + 1);
        previous = game.number;
        assert!(game.line >= 1 && game.line <= lines, "{game:?}");
        if let Err(error) = game.read() {
            assert_eq!(error.number, game.number);
            assert!(error.line >= game.line && error.line <= lines, "{error:?}");
        }
    }
    if let Some(found) = find_moves(text, Variant::Makruk) {
        assert!(!found.game.moves.is_empty());
        assert!(found.lines.0 <= found.lines.1 && found.lines.1 <= lines);
        let written = write_pgn(&found.game);
        assert_eq!(
            makruk_core::parse_pgn(&written).map(|g| g.moves),
            Ok(found.game.moves)
        );
    }
});
