//! Fuzzes the game-link decoder: any input is either refused with an error or decodes to a game
//! that encodes and decodes back to itself, and whose game record replays or is refused with an
//! error. Even first bytes feed the text as is; odd ones seal
//! the rest with a valid checksum first, so the parser behind the checksum is explored too.
#![no_main]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use libfuzzer_sys::fuzz_target;
use makruk_web::formats::link::{checksum, decode, encode};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = if mode % 2 == 0 {
        match std::str::from_utf8(rest) {
            Ok(text) => text.to_string(),
            Err(_) => return,
        }
    } else {
        let mut sealed = rest.to_vec();
        sealed.extend(checksum(rest));
        URL_SAFE_NO_PAD.encode(sealed)
    };
    if let Ok(game) = decode(&text) {
        let again = encode(&game).expect("a decoded game encodes");
        assert_eq!(decode(&again), Ok(game.clone()));
        if let Ok(record) = game.into_record() {
            let _ = record.game.replay();
        }
    }
});
