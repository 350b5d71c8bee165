//! The null move (passing the turn), for null-move pruning.
//!
//! The rules core has no "pass" operation, so the position is rebuilt from its FEN with the other side
//! to move. That costs a few microseconds, paid only at nodes with depth >= 3 where null-move pruning
//! is tried, which are a small share of all nodes.

use alloc::string::String;
use makruk_core::Position;

/// The position with the other side to move and everything else unchanged, or `None` if that is not
/// a valid position (e.g. the side to move is in check).
pub fn null_move(pos: &Position) -> Option<Position> {
    if pos.is_check() {
        return None;
    }
    let fen = pos.to_fen();
    let mut passed = String::with_capacity(fen.len());
    for (i, field) in fen.split(' ').enumerate() {
        if i > 0 {
            passed.push(' ');
        }
        match (i, field) {
            (1, "w") => passed.push('b'),
            (1, "b") => passed.push('w'),
            _ => passed.push_str(field),
        }
    }
    Position::from_fen(pos.variant(), &passed).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Color, Variant};

    #[test]
    fn passes_the_turn_and_keeps_the_board() {
        let start = Position::startpos(Variant::Makruk);
        let passed = null_move(&start).expect("start position can pass");
        assert_eq!(passed.turn(), Color::Black);
        assert_eq!(passed.occupied(), start.occupied());
        assert_ne!(passed.hash(), start.hash());
        let back = null_move(&passed).expect("and back");
        assert_eq!(back.hash(), start.hash());
    }

    #[test]
    fn no_null_move_in_check() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/R3K2r w - - 0 1")
            .expect("valid FEN");
        assert!(null_move(&pos).is_none());
    }
}
