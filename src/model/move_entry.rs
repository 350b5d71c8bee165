//! Entering a move on a board: a press picks a piece and a second press (or a drag) moves it; a bia
//! move with a choice of promotions waits for the choice; a piece picked from the hand (Sittuyin's
//! set-up) is dropped by a press on a square. The game view and the analysis board share it.
use makruk_core::{small_sort, Move, Position, Role, Square};

/// A move being entered: the piece picked for a click-click move or from the hand, or a bia move
/// waiting for its promotion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveEntry {
    /// The square picked for a click-click move.
    pub selected: Option<Square>,
    /// The kind of piece picked from the hand of the side to move, to drop.
    pub hand: Option<Role>,
    /// A bia move (from, to) waiting for the user to pick its promotion (ASEAN offers several).
    pub promoting: Option<(Square, Square)>,
}

impl MoveEntry {
    /// A press on `sq` in `pos`: the move to play when it completes the picked piece's move;
    /// otherwise it may wait for a promotion choice, or pick or unpick a piece of the side to move.
    pub fn press(&mut self, pos: &Position, sq: Square) -> Option<Move> {
        if let Some(role) = self.hand {
            *self = MoveEntry::default();
            let m = Move::drop(role, sq);
            return pos.is_legal(m).then_some(m);
        }
        if let Some(from) = self.selected {
            if let Some(entered) = self.complete(pos, from, sq) {
                return entered;
            }
        }
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        self.selected = (own && self.selected != Some(sq)).then_some(sq);
        None
    }

    /// A press on a piece of kind `role` in the hand of the side to move: picks it when it may be
    /// dropped, unpicks it when it was picked.
    pub fn pick_hand(&mut self, pos: &Position, role: Role) {
        let droppable = pos.legal_moves().iter().any(|m| m.dropped() == Some(role));
        *self = MoveEntry {
            hand: (droppable && self.hand != Some(role)).then_some(role),
            ..MoveEntry::default()
        };
    }

    /// A piece dragged from `from` and dropped on `to`: the move to play, if there is one without a
    /// promotion choice (which then waits); a drop that is no move unpicks the piece.
    pub fn drop(&mut self, pos: &Position, from: Square, to: Square) -> Option<Move> {
        match self.complete(pos, from, to) {
            Some(entered) => entered,
            None => {
                self.selected = None;
                None
            }
        }
    }

    /// The waiting promotion finished with `role` (`None` takes the move back): the move to play.
    pub fn promote(&mut self, pos: &Position, role: Option<Role>) -> Option<Move> {
        let (from, to) = self.promoting.take()?;
        let role = role?;
        promotion_choices(pos, from, to)
            .into_iter()
            .find(|m| m.promotion == Some(role))
    }

    /// The move from `from` to `to`: `Some(Some(move))` to play it, `Some(None)` when it waits for
    /// a promotion choice, `None` when there is no such move.
    fn complete(&mut self, pos: &Position, from: Square, to: Square) -> Option<Option<Move>> {
        if promotion_choices(pos, from, to).len() > 1 {
            *self = MoveEntry {
                promoting: Some((from, to)),
                ..MoveEntry::default()
            };
            return Some(None);
        }
        let m = find_move(pos, from, to)?;
        *self = MoveEntry::default();
        Some(Some(m))
    }
}

/// The pieces a bia moving from `from` to `to` may promote to, in the variant's order (empty when
/// that is not a legal promotion).
pub fn promotion_choices(pos: &Position, from: Square, to: Square) -> Vec<Move> {
    let order = pos.variant().rules().promotion_roles;
    let mut choices: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from == from && m.to == to && m.promotion.is_some())
        .collect();
    small_sort::by_key(&mut choices, |m| {
        order.iter().position(|&r| Some(r) == m.promotion)
    });
    choices
}

/// The legal move from `from` to `to`, preferring the variant's usual promotion.
pub fn find_move(pos: &Position, from: Square, to: Square) -> Option<Move> {
    let preferred = pos.variant().rules().promotion_roles.first().copied();
    let mut candidates = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from == from && m.to == to && m.dropped().is_none())
        .collect::<Vec<_>>();
    small_sort::by_key(&mut candidates, |m| {
        m.promotion.is_some() && m.promotion != preferred
    });
    candidates.first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{MoveKind, Variant};

    fn sq(name: &str) -> Square {
        Square::from_name(name).expect("square name")
    }

    #[test]
    fn a_hand_piece_is_picked_then_dropped() {
        let pos = Position::startpos(Variant::Sittuyin);
        let mut entry = MoveEntry::default();
        entry.pick_hand(&pos, Role::Ruea);
        assert_eq!(entry.hand, Some(Role::Ruea));
        assert_eq!(
            entry.press(&pos, sq("b2")),
            None,
            "a ruea only on the back rank"
        );
        assert_eq!(entry, MoveEntry::default());
        entry.pick_hand(&pos, Role::Ruea);
        entry.pick_hand(&pos, Role::Ruea);
        assert_eq!(entry.hand, None, "a second press unpicks it");
        entry.pick_hand(&pos, Role::Ruea);
        assert_eq!(
            entry.press(&pos, sq("b1")),
            Some(Move::drop(Role::Ruea, sq("b1")))
        );
        entry.pick_hand(&pos, Role::Bia);
        assert_eq!(entry.hand, None, "no bia in hand");
    }

    #[test]
    fn a_picked_bia_promotes_in_place_or_diagonally() {
        let pos = Position::from_fen(Variant::Sittuyin, "8/6k1/8/3P4/8/8/3P4/K7[] w - - 0 40")
            .expect("valid FEN");
        let mut entry = MoveEntry::default();
        assert_eq!(entry.press(&pos, sq("d5")), None);
        assert_eq!(entry.selected, Some(sq("d5")));
        let in_place = entry.press(&pos, sq("d5")).expect("a promotion in place");
        assert_eq!(in_place.kind, MoveKind::SittuyinPromotion);
        assert_eq!(in_place.to, sq("d5"));
        entry.press(&pos, sq("d5"));
        let diagonal = entry.press(&pos, sq("e6")).expect("a diagonal promotion");
        assert_eq!(
            (diagonal.kind, diagonal.to),
            (MoveKind::SittuyinPromotion, sq("e6"))
        );
        entry.press(&pos, sq("d5"));
        let forward = entry.press(&pos, sq("d6")).expect("the bia's own move");
        assert_eq!((forward.kind, forward.promotion), (MoveKind::Normal, None));
    }
}
