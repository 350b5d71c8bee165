//! SAN reading: any text is rejected with an error or names a legal move whose SAN reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::Position;

#[path = "common.rs"]
mod common;

/// Positions with promotions, captures, ambiguity and Cambodian first moves.
const FENS: [&str; 6] = [
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
    "r1smksnr/3n4/pppp1ppp/4p3/4PP2/PPPP2PP/8/RNSKMSNR w - - 0 1",
    "4k3/8/1n6/P1P5/3p1p2/4N3/8/4K3 w - - 0 1",
    "4k3/8/8/2M5/8/2M1M3/8/4K3 w - - 0 1",
    "4k3/1P1b4/8/8/8/8/8/RB1QK3 w - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let fen = FENS[usize::from(selector >> 3) % FENS.len()];
    let Ok(pos) = Position::from_fen(common::variant(selector), fen) else {
        return;
    };
    let _ = pos.parse_uci_move(text);
    if let Ok(m) = pos.parse_san(text) {
        assert!(pos.is_legal(m), "{text:?} gave illegal {m}");
        assert_eq!(pos.parse_san(&pos.san(m)), Ok(m), "{text:?}");
        let mut next = pos.clone();
        next.play_unchecked(m);
        common::check_position(&next);
    }
});
