//! Sittuyin's own moves: drops from the hand during the set-up phase, and the promotion that is
//! a move of its own.

use crate::attacks::{between, met_attacks};
use crate::{zobrist, Bitboard, Color, Move, MoveKind, MoveList, Piece, Position, Role, Square};
use alloc::vec::Vec;

/// The roles a hand may hold, in the order Fairy-Stockfish writes them in FEN (`KSFRN`).
pub const HAND_ROLES: [Role; 5] = [Role::Khun, Role::Khon, Role::Met, Role::Ruea, Role::Ma];

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

/// A plan for a side's set-up: the pieces it drops and their squares, in the order it drops them.
pub type SetupPlan = Vec<(Role, Square)>;

/// A named arrangement of the pieces in hand, given for White; Black plays it turned half a turn
/// (so both arrangements face each other as the players sit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrangement {
    /// The first starting position of U Shwe Gyin Bha's *Burmese Chess Guide* (Rangoon, c. 1924),
    /// as the Chesmayne "Burmese chess" page lists it (its "ISP-01"): min-gyi g2 beside the sin g3
    /// (Ludii's Sittuyin also places the min-gyi second from the right on the second rank with a
    /// sin beside it), sit-ke e3, sin d2, myin f2 and f3, yahhta c1 and e1. The engine plays it.
    BurmeseGuide,
    /// A compact centre set-up (the position after the set-up of the perft figures in rules.md):
    /// min-gyi e1 behind the sin d2 and e2 and the sit-ke e3, the myin c2 and f2, the yahhta in
    /// the corners.
    Compact,
}

impl Arrangement {
    /// The arrangement's drops for White, in order.
    const fn white_drops(self) -> [(Role, Square); 8] {
        match self {
            Arrangement::BurmeseGuide => [
                (Role::Khun, Square::new(6, 1)),
                (Role::Met, Square::new(4, 2)),
                (Role::Khon, Square::new(3, 1)),
                (Role::Khon, Square::new(6, 2)),
                (Role::Ma, Square::new(5, 1)),
                (Role::Ma, Square::new(5, 2)),
                (Role::Ruea, Square::new(2, 0)),
                (Role::Ruea, Square::new(4, 0)),
            ],
            Arrangement::Compact => [
                (Role::Khun, Square::new(4, 0)),
                (Role::Met, Square::new(4, 2)),
                (Role::Khon, Square::new(3, 1)),
                (Role::Khon, Square::new(4, 1)),
                (Role::Ma, Square::new(2, 1)),
                (Role::Ma, Square::new(5, 1)),
                (Role::Ruea, Square::new(0, 0)),
                (Role::Ruea, Square::new(7, 0)),
            ],
        }
    }

    /// `color`'s plan for this arrangement.
    pub fn plan(self, color: Color) -> SetupPlan {
        self.white_drops()
            .iter()
            .map(|&(role, sq)| match color {
                Color::White => (role, sq),
                Color::Black => (role, Square::new(7 - sq.file(), 7 - sq.rank())),
            })
            .collect()
    }
}

/// A random plan for the pieces `color` holds in hand in `pos`: each piece on a square drawn
/// uniformly among the free squares where it may be dropped (the yahhta first, as only the back
/// rank takes them), from a generator seeded with `seed`.
pub fn random_plan(pos: &Position, color: Color, seed: u64) -> SetupPlan {
    let mut state = seed;
    let mut taken = pos.occupied();
    let mut plan = SetupPlan::new();
    let order = [Role::Ruea, Role::Khun, Role::Met, Role::Khon, Role::Ma];
    for role in order {
        for _ in 0..pos.in_hand(color, role) {
            let free = drop_region(color, role) - taken;
            let count = free.count() as u64;
            if count == 0 {
                continue;
            }
            let pick = (splitmix64(&mut state) % count) as usize;
            if let Some(sq) = free.into_iter().nth(pick) {
                taken.add(sq);
                plan.push((role, sq));
            }
        }
    }
    plan
}

/// One step of SplitMix64, a small well-mixed generator.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The next drop of `plan` for the side to move in `pos`: the first planned piece still in hand,
/// on its square when that is free, else on the free square nearest to it; pieces already standing
/// on their planned squares count as placed. A piece in hand the plan does not place goes to the
/// first square it may take. `None` when the side to move has nothing in hand.
pub fn planned_drop(pos: &Position, plan: &[(Role, Square)]) -> Option<Move> {
    let us = pos.turn();
    if !pos.has_hand(us) {
        return None;
    }
    let moves = pos.legal_moves();
    let drops_of = |role: Role| {
        moves
            .iter()
            .copied()
            .filter(move |m| m.kind == MoveKind::Drop(role))
    };
    for &(role, sq) in plan {
        let placed = pos.piece_at(sq) == Some(Piece::new(us, role));
        if placed || pos.in_hand(us, role) == 0 {
            continue;
        }
        let distance = |m: &Move| {
            let file = m.to.file().abs_diff(sq.file());
            let rank = m.to.rank().abs_diff(sq.rank());
            (file.max(rank), file + rank)
        };
        if let Some(m) = drops_of(role).min_by_key(distance) {
            return Some(m);
        }
    }
    moves.first().copied()
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

    fn play_plans(
        mut pos: Position,
        white: &[(Role, Square)],
        black: &[(Role, Square)],
    ) -> Position {
        while pos.is_setup_phase() {
            let plan = pos.turn().fold_wb(white, black);
            let m = planned_drop(&pos, plan).expect("a drop while pieces are in hand");
            pos.play(m).expect("a legal drop");
        }
        pos
    }

    #[test]
    fn arrangements_place_every_piece_on_its_square() {
        let start = Position::startpos(crate::Variant::Sittuyin);
        let guide = play_plans(
            start.clone(),
            &Arrangement::BurmeseGuide.plan(Color::White),
            &Arrangement::BurmeseGuide.plan(Color::Black),
        );
        assert_eq!(
            guide.to_fen(),
            "3r1r2/1kn1s3/1snfpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 9"
        );
        let compact = play_plans(
            start,
            &Arrangement::Compact.plan(Color::White),
            &Arrangement::Compact.plan(Color::Black),
        );
        assert_eq!(
            compact.to_fen(),
            "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9"
        );
    }

    #[test]
    fn a_plan_keeps_placed_pieces_and_replaces_taken_squares() {
        let sq = |name| Square::from_name(name).expect("square");
        let mut pos = Position::startpos(crate::Variant::Sittuyin);
        // White places its ma on e3, the guide's sit-ke square, and its khun where the guide wants it.
        for uci in ["N@e3", "K@d7", "K@g2", "F@e7"] {
            let m = pos.parse_uci_move(uci).expect("a legal drop");
            pos.play(m).expect("a legal drop");
        }
        let plan = Arrangement::BurmeseGuide.plan(Color::White);
        let m = planned_drop(&pos, &plan).expect("a drop");
        assert_eq!(m.dropped(), Some(Role::Met));
        assert!(
            [sq("d3"), sq("f3"), sq("d2"), sq("e2"), sq("f2")].contains(&m.to),
            "{m}"
        );
        let done = play_plans(pos, &plan, &Arrangement::Compact.plan(Color::Black));
        assert_eq!(done.pieces(Color::White, Role::Ma).count(), 2);
        assert!(done.piece_at(sq("e3")) == Some(Piece::new(Color::White, Role::Ma)));
        assert!(done.piece_at(sq("g2")) == Some(Piece::new(Color::White, Role::Khun)));
    }

    #[test]
    fn random_plans_are_legal_and_follow_the_seed() {
        let start = Position::startpos(crate::Variant::Sittuyin);
        for seed in 0..50 {
            let white = random_plan(&start, Color::White, seed);
            let black = random_plan(&start, Color::Black, seed);
            assert_eq!(white.len(), 8);
            assert!(white
                .iter()
                .filter(|(role, _)| *role == Role::Ruea)
                .all(|(_, sq)| sq.rank() == 0));
            let done = play_plans(start.clone(), &white, &black);
            for (role, sq) in white {
                assert_eq!(done.piece_at(sq), Some(Piece::new(Color::White, role)));
            }
        }
        assert_eq!(
            random_plan(&start, Color::White, 7),
            random_plan(&start, Color::White, 7)
        );
        assert_ne!(
            random_plan(&start, Color::White, 7),
            random_plan(&start, Color::White, 8)
        );
    }
}
