//! Entering a move on a board: a press picks a piece and a second press (or a drag) moves it; a bia
//! move with a choice of promotions waits for the choice. The game view and the analysis board
//! share it.
use makruk_core::{small_sort, Move, Position, Role, Square};

/// A move being entered: the piece picked for a click-click move, or a bia move waiting for its
/// promotion.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveEntry {
    /// The square picked for a click-click move.
    pub selected: Option<Square>,
    /// A bia move (from, to) waiting for the user to pick its promotion (ASEAN offers several).
    pub promoting: Option<(Square, Square)>,
}

impl MoveEntry {
    /// A press on `sq` in `pos`: the move to play when it completes the picked piece's move;
    /// otherwise it may wait for a promotion choice, or pick or unpick a piece of the side to move.
    pub fn press(&mut self, pos: &Position, sq: Square) -> Option<Move> {
        if let Some(from) = self.selected {
            if let Some(entered) = self.complete(pos, from, sq) {
                return entered;
            }
        }
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        self.selected = (own && self.selected != Some(sq)).then_some(sq);
        None
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
                selected: None,
                promoting: Some((from, to)),
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
        .filter(|m| m.from == from && m.to == to)
        .collect::<Vec<_>>();
    small_sort::by_key(&mut candidates, |m| {
        m.promotion.is_some() && m.promotion != preferred
    });
    candidates.first().copied()
}
