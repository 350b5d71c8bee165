//! Sittuyin's set-up phase: the engine places its pieces by a standard arrangement instead of
//! searching (every drop lands in its own half, so the other side cannot disturb the plan).

use makruk_core::{Color, Move, Position, Role, Square};

/// White's arrangement, in the order the pieces are placed (Black's is the same turned half a
/// turn): khun e1 behind the khon d2 and e2 and the general e3, the ma on c2 and f2 covering the
/// centre, the rueas in the corners (the set-up of rules.md's Sittuyin perft position).
const ARRANGEMENT: [(Role, &str); 8] = [
    (Role::Khun, "e1"),
    (Role::Met, "e3"),
    (Role::Khon, "d2"),
    (Role::Khon, "e2"),
    (Role::Ma, "c2"),
    (Role::Ma, "f2"),
    (Role::Ruea, "a1"),
    (Role::Ruea, "h1"),
];

/// The drop the side to move makes during the set-up phase: the first piece of the arrangement
/// still in hand whose square is free, else the first legal drop (hands that are not the standard
/// set). `None` when the side to move has nothing in hand.
pub fn setup_drop(pos: &Position) -> Option<Move> {
    let us = pos.turn();
    if !pos.has_hand(us) {
        return None;
    }
    let planned = ARRANGEMENT.iter().find_map(|&(role, name)| {
        let white = Square::from_name(name)?;
        let sq = match us {
            Color::White => white,
            Color::Black => Square::new(7 - white.file(), 7 - white.rank()),
        };
        let m = Move::drop(role, sq);
        pos.is_legal(m).then_some(m)
    });
    planned.or_else(|| pos.legal_moves().first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    #[test]
    fn places_the_standard_arrangement() {
        let mut pos = Position::startpos(Variant::Sittuyin);
        while let Some(m) = setup_drop(&pos) {
            pos.play(m).expect("a legal drop");
        }
        assert_eq!(
            pos.to_fen(),
            "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9"
        );
    }

    #[test]
    fn falls_back_to_a_legal_drop() {
        let pos = Position::from_fen(
            Variant::Sittuyin,
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[Kk] b - - 0 1",
        );
        assert!(pos.is_err(), "two white khun");
        let pos = Position::from_fen(
            Variant::Sittuyin,
            "8/8/4pppp/pppp4/4PPPP/PPPPR3/8/4K3[Nk] w - - 0 1",
        );
        assert!(pos.is_err(), "a ruea off the back rank during set-up");
        // The ma's planned squares c2 and f2 hold the khon.
        let pos = Position::from_fen(
            Variant::Sittuyin,
            "8/8/4pppp/pppp4/4PPPP/PPPP4/2S2S2/4K3[Nk] w - - 0 1",
        )
        .expect("valid");
        let m = setup_drop(&pos).expect("a drop");
        assert!(pos.is_legal(m) && m.dropped() == Some(Role::Ma));
    }
}
