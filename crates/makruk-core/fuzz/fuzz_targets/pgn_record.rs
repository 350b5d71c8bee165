//! PGN to game record: any text is rejected with an error or gives a record that replays; the
//! replayed game's record equals it, and the game written as PGN reads back to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::{parse_pgn, write_pgn, GameRecord, PgnGame};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(pgn) = parse_pgn(text) else {
        return;
    };
    let record = match pgn.to_record() {
        Ok(record) => record,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let game = match record.replay() {
        Ok(game) => game,
        Err(e) => panic!("record read from PGN does not replay: {e}\n{text}"),
    };
    assert_eq!(GameRecord::from_game(&game), record, "{text}");
    let written = write_pgn(&PgnGame::from_game(&game));
    let back = parse_pgn(&written)
        .and_then(|pgn| pgn.to_record())
        .unwrap_or_else(|e| panic!("written PGN rejected: {e}\n{written}"));
    assert_eq!(back, record, "{written}");
});
