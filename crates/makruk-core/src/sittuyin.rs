//! Sittuyin's own moves: drops from the hand during the set-up phase, and the promotion that is
//! a move of its own.

use crate::attacks::{between, met_attacks};
use crate::{zobrist, Bitboard, Color, Move, MoveKind, MoveList, Piece, Position, Role, Square};

/// The roles a hand may hold, in the order Fairy-Stockfish writes them in FEN (`KSFRN`).
pub(crate) const HAND_ROLES: [Role; 5] = [Role::Khun, Role::Khon, Role::Met, Role::Ruea, Role::Ma];

/// Where `color` may drop a piece of kind `role`: its own three ranks, the ruea its back rank only.
pub(crate) fn drop_region(color: Color, role: Role) -> Bitboard {
    let ranks: &[u8] = match (color, role) {
        (Color::White, Role::Ruea) => &[0],
        (Color::Black, Role::Ruea) => &[7],
        (Color::White, _) => &[0, 1, 2],
        (Color::Black, _) => &[5, 6, 7],
    };
    ranks.iter().fold(Bitboard::EMPTY, |region, &rank| {
        region | Bitboard::rank(rank)
    })
}

/// The squares from which `color`'s bia may promote: White a8 b7 c6 d5 e5 f6 g7 h8, Black a1 b2
/// c3 d4 e4 f3 g2 h1.
pub(crate) fn promotion_zone(color: Color) -> Bitboard {
    (0..8u8).fold(Bitboard::EMPTY, |zone, file| {
        let white_rank = if file < 4 { 7 - file } else { file };
        let rank = color.fold_wb(white_rank, 7 - white_rank);
        zone | Square::new(file, rank)
    })
}

/// The bia squares of the start position: White a3-d3 and e4-h4, Black a5-d5 and e6-h6.
pub(crate) fn start_bia(color: Color) -> Bitboard {
    let white_rank = |file: u8| if file < 4 { 2 } else { 3 };
    (0..8u8).fold(Bitboard::EMPTY, |bia, file| {
        bia | Square::new(
            file,
            color.fold_wb(white_rank(file), 7 - white_rank(7 - file)),
        )
    })
}

impl Position {
    /// How many pieces of `role` `color` holds in hand (Sittuyin's set-up).
    #[inline]
    pub fn in_hand(&self, color: Color, role: Role) -> u8 {
        self.hand[color.index()][role.index()]
    }

    /// Whether `color` still has pieces in hand (and so must drop one when to move).
    #[inline]
    pub fn has_hand(&self, color: Color) -> bool {
        self.hand[color.index()] != [0; 6]
    }

    /// Whether the set-up phase is under way: a side still has pieces in hand.
    #[inline]
    pub fn is_setup_phase(&self) -> bool {
        self.has_hand(Color::White) || self.has_hand(Color::Black)
    }

    /// Adds one piece to `color`'s hand, updating the hash.
    pub(crate) fn add_to_hand(&mut self, color: Color, role: Role) {
        let count = &mut self.hand[color.index()][role.index()];
        if *count > 0 {
            self.hash ^= zobrist::hand(color, role, *count);
        }
        *count += 1;
        self.hash ^= zobrist::hand(color, role, *count);
    }

    fn take_from_hand(&mut self, color: Color, role: Role) {
        let count = &mut self.hand[color.index()][role.index()];
        self.hash ^= zobrist::hand(color, role, *count);
        *count -= 1;
        if *count > 0 {
            self.hash ^= zobrist::hand(color, role, *count);
        }
    }

    /// Where a drop may block the check on the side to move: anywhere without a check, between
    /// the khun and a single checker, nowhere against a double check.
    fn drop_targets(&self) -> Bitboard {
        match self.pieces(self.turn, Role::Khun).first() {
            Some(ksq) if self.checkers.any() => match self.checkers.single() {
                Some(checker) => between(ksq, checker),
                None => Bitboard::EMPTY,
            },
            _ => Bitboard::FULL,
        }
    }

    /// Sittuyin's draw by promotion only: the side to move has its khun and one bia and every
    /// legal move promotes that bia.
    pub fn has_only_promotions(&self) -> bool {
        if !self.variant.rules().separate_promotion {
            return false;
        }
        let us = self.turn;
        if self.by_color(us).count() != 2 || self.pieces(us, Role::Bia).is_empty() {
            return false;
        }
        let moves = self.legal_moves();
        !moves.is_empty() && moves.iter().all(|m| m.kind == MoveKind::SittuyinPromotion)
    }

    /// Appends the legal drops of the side to move.
    pub(crate) fn generate_drops(&self, list: &mut MoveList) {
        let us = self.turn;
        let free = !self.occupied() & self.drop_targets();
        for role in HAND_ROLES {
            if self.in_hand(us, role) > 0 {
                for to in drop_region(us, role) & free {
                    list.push(Move::drop(role, to));
                }
            }
        }
    }

    pub(crate) fn is_legal_drop(&self, role: Role, to: Square) -> bool {
        let us = self.turn;
        self.in_hand(us, role) > 0
            && !self.occupied().contains(to)
            && (drop_region(us, role) & self.drop_targets()).contains(to)
    }

    /// Appends the legal Sittuyin promotions of the side to move.
    pub(crate) fn generate_sittuyin_promotions(&self, list: &mut MoveList) {
        let us = self.turn;
        if self.pieces(us, Role::Met).any() {
            return;
        }
        for from in self.promotable_bia() {
            for to in (met_attacks(from) - self.occupied()) | from {
                let m = Move::sittuyin_promotion(from, to);
                if self.sittuyin_promotion_is_safe(m) {
                    list.push(m);
                }
            }
        }
    }

    /// The bia of the side to move that may promote: those on the zone, or the only one.
    fn promotable_bia(&self) -> Bitboard {
        let us = self.turn;
        let bia = self.pieces(us, Role::Bia);
        if bia.more_than_one() {
            bia & promotion_zone(us)
        } else {
            bia
        }
    }

    pub(crate) fn is_legal_sittuyin_promotion(&self, m: Move) -> bool {
        let us = self.turn;
        m.promotion == Some(Role::Met)
            && self.pieces(us, Role::Met).is_empty()
            && self.promotable_bia().contains(m.from)
            && (m.to == m.from || (met_attacks(m.from) - self.occupied()).contains(m.to))
            && self.sittuyin_promotion_is_safe(m)
    }

    /// Whether the general made by `m` attacks no enemy piece, gives no check (not even a
    /// discovered one) and leaves its khun safe.
    fn sittuyin_promotion_is_safe(&self, m: Move) -> bool {
        let us = self.turn;
        if (met_attacks(m.to) & self.by_color(us.other())).any() {
            return false;
        }
        let mut next = self.clone();
        next.play_sittuyin_promotion(m);
        next.checkers.is_empty()
            && next
                .pieces(us, Role::Khun)
                .first()
                .is_none_or(|ksq| !next.is_attacked(ksq, us.other(), next.occupied()))
    }

    /// Plays a drop or a Sittuyin promotion (the caller has checked that it is legal).
    pub(crate) fn play_special(&mut self, m: Move) {
        match m.kind {
            MoveKind::Drop(role) => {
                let us = self.turn;
                self.take_from_hand(us, role);
                self.put(m.to, Piece::new(us, role));
                self.game_ply += 1;
                self.rule50 = 0;
                self.pass_turn();
            }
            MoveKind::SittuyinPromotion => self.play_sittuyin_promotion(m),
            MoveKind::Normal => debug_assert!(false, "{m} is a piece move"),
        }
    }

    fn play_sittuyin_promotion(&mut self, m: Move) {
        let us = self.turn;
        self.take(m.from, Piece::new(us, Role::Bia));
        self.put(m.to, Piece::new(us, Role::Met));
        self.promoted.add(m.to);
        self.game_ply += 1;
        self.rule50 = 0;
        if self.counting_limit != 0 {
            self.counting_ply += 1;
        }
        self.pass_turn();
        self.update_counting(None, true);
    }

    fn pass_turn(&mut self) {
        self.turn = self.turn.other();
        self.hash ^= zobrist::SIDE;
        self.checkers = self.compute_checkers();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(bb: Bitboard) -> alloc::vec::Vec<alloc::string::String> {
        bb.into_iter().map(|sq| alloc::format!("{sq}")).collect()
    }

    #[test]
    fn zones_and_regions() {
        assert_eq!(
            squares(promotion_zone(Color::White)),
            ["d5", "e5", "c6", "f6", "b7", "g7", "a8", "h8"]
        );
        assert_eq!(
            squares(promotion_zone(Color::Black)),
            ["a1", "h1", "b2", "g2", "c3", "f3", "d4", "e4"]
        );
        assert_eq!(drop_region(Color::Black, Role::Ruea), Bitboard::rank(7));
        assert_eq!(drop_region(Color::White, Role::Ma).count(), 24);
        assert_eq!(
            squares(start_bia(Color::Black)),
            ["a5", "b5", "c5", "d5", "e6", "f6", "g6", "h6"]
        );
    }
}
