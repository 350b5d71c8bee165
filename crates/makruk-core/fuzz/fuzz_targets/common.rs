//! Invariants shared by the fuzz targets.

use makruk_core::{Position, Variant};

/// The variant a fuzz byte selects.
pub fn variant(byte: u8) -> Variant {
    Variant::ALL[usize::from(byte) % Variant::ALL.len()]
}

/// Checks that the incremental hash equals the hash from scratch and that the FEN (with and
/// without `~`) reads back to the same FEN.
pub fn check_hash_and_fen(pos: &Position) {
    assert_eq!(
        pos.hash(),
        pos.hash_from_scratch(),
        "hash of {}",
        pos.to_fen()
    );
    let fen = pos.to_fen();
    for text in [fen.clone(), pos.fen_with(true, 0)] {
        match Position::from_fen(pos.variant(), &text) {
            Ok(back) => assert_eq!(back.to_fen(), fen, "FEN round trip of {text}"),
            Err(e) => panic!("own FEN {text} rejected: {e}"),
        }
    }
}

/// Checks what must hold in every position the crate accepts or reaches: [`check_hash_and_fen`],
/// check agrees with the checkers, and every legal move round-trips through UCI and SAN.
pub fn check_position(pos: &Position) {
    check_hash_and_fen(pos);
    let fen = pos.to_fen();
    assert_eq!(pos.is_check(), pos.checkers().any());
    let moves = pos.legal_moves();
    for &m in moves.iter() {
        assert!(pos.is_legal(m), "{fen}: generated move {m} not legal");
        assert_eq!(pos.parse_uci_move(&m.to_string()), Ok(m), "{fen}: UCI {m}");
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(m), "{fen}: SAN {san} of {m}");
        assert!(!pos.thai_san(m).is_empty());
    }
    let _ = pos.outcome();
    let _ = pos.counting();
}
