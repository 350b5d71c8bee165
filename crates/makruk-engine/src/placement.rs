//! Sittuyin's set-up phase: the engine places its pieces by the core's traditional arrangement,
//! [`Arrangement::BurmeseGuide`] (the min-gyi on a wing behind its sin), instead of searching
//! (every drop lands in its own half, so the other side cannot disturb the plan).

use makruk_core::{planned_drop, Arrangement, Move, Position};

/// The drop the side to move makes during the set-up phase: the next drop of
/// [`Arrangement::BurmeseGuide`] ([`planned_drop`]: a planned square already taken is replaced by
/// the nearest free one). `None` when the side to move has nothing in hand.
pub fn setup_drop(pos: &Position) -> Option<Move> {
    planned_drop(pos, &Arrangement::BurmeseGuide.plan(pos.turn()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Role, Variant};

    #[test]
    fn places_the_burmese_guides_arrangement() {
        let mut pos = Position::startpos(Variant::Sittuyin);
        while let Some(m) = setup_drop(&pos) {
            pos.play(m).expect("a legal drop");
        }
        assert_eq!(
            pos.to_fen(),
            "3r1r2/1kn1s3/1snfpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 9"
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
