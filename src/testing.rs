//! Helpers shared by the unit tests.
use makruk_core::{Move, Position, Variant};

/// The moves `ucis` (UCI), each legal in turn from Makruk's start position.
pub fn moves(ucis: &[&str]) -> Vec<Move> {
    let mut pos = Position::startpos(Variant::Makruk);
    ucis.iter()
        .map(|uci| {
            let m = pos.parse_uci_move(uci).expect("legal");
            pos.play_unchecked(m);
            m
        })
        .collect()
}

/// The Makruk position of `fen`.
pub fn makruk(fen: &str) -> Position {
    Position::from_fen(Variant::Makruk, fen).expect("a valid Makruk FEN")
}
