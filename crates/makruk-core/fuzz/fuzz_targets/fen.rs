//! FEN reading: any text either is rejected with an error or gives a consistent position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::Position;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    if let Ok(pos) = Position::from_fen(common::variant(selector), text) {
        common::check_position(&pos);
    }
});
