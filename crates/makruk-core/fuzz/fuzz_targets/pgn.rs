//! PGN reading: any text is rejected with an error or gives games that write and read back,
//! annotations included.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::{parse_pgn, parse_pgns, write_pgn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_pgn(text);
    let Ok(games) = parse_pgns(text) else {
        return;
    };
    for game in games {
        let written = write_pgn(&game);
        let back = match parse_pgn(&written) {
            Ok(back) => back,
            Err(e) => panic!("written PGN rejected: {e}\n{written}"),
        };
        assert_eq!(back.start.to_fen(), game.start.to_fen(), "{written}");
        assert_eq!(back.moves, game.moves, "{written}");
        assert_eq!(back.result, game.result, "{written}");
        assert_eq!(back.annotations(), game.annotations(), "{written}");
        assert_eq!(write_pgn(&back), written);
    }
});
