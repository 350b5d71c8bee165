//! Fuzzes the game-link decoder: any input is either refused with an error or decodes to a game
//! that encodes and decodes back to itself. Even first bytes feed the text as is; odd ones seal
//! the rest with a valid checksum first, so the parser behind the checksum is explored too. The
//! codec depends on makruk-core only, so it is compiled here straight from the app's source (its
//! unit tests stay behind `cfg(test)`).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../src/share/codec.rs"]
#[allow(dead_code)]
mod codec;

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
        sealed.extend(codec::crc32(rest).to_be_bytes());
        codec::base64url_encode(&sealed)
    };
    if let Ok(game) = codec::decode(&text) {
        let again = codec::encode(&game).expect("a decoded game encodes");
        assert_eq!(codec::decode(&again), Ok(game));
    }
});
