//! Move application: bytes pick legal moves (up to 150 plies) from a start position; every
//! move's SAN reads back, every reached position keeps its incremental hash, undo restores the
//! previous one, and the last position keeps every invariant of `common::check_position` (its
//! FEN round trip, all its moves through UCI and SAN). FEN round trips of any position are the
//! `fen` target's work: checked here at every ply they took four fifths of the time.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::Game;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let mut game = Game::new(common::variant(selector));
    for &byte in rest.iter().take(150) {
        let pos = game.position().clone();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[usize::from(byte) % moves.len()];
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(m), "{}: {san}", pos.to_fen());
        game.play(m).expect("generated move is legal");
        let reached = game.position();
        assert_eq!(
            reached.hash(),
            reached.hash_from_scratch(),
            "{}",
            reached.to_fen()
        );
        let _ = game.outcome();
        let _ = game.counting();
        assert_eq!(game.undo(), Some(m));
        assert_eq!(game.position(), &pos, "undo of {m}");
        game.play(m).expect("replay");
    }
    common::check_position(game.position());
});
