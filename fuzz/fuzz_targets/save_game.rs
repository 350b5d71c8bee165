//! Fuzzes the saved-game decoder: any text is either refused with an error or is a game record
//! that replays or is refused with a located error, and whose encoding reads back to the same
//! game record and the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_web::formats::save::{decode_game, encode_game};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(record) = decode_game(text) {
        let _ = record.game.replay();
        let saved = encode_game(&record);
        let again = decode_game(&saved).expect("an encoded save decodes");
        assert_eq!(again.game, record.game);
        assert_eq!(encode_game(&again), saved);
    }
});
