//! Positions, legal move generation and playing moves.

use crate::attacks::{
    between, bia_attacks, khon_attacks, khun_attacks, line, ma_attacks, met_attacks, ruea_attacks,
    ruea_pseudo_attacks,
};
use crate::{
    zobrist, Bitboard, Color, CountingRule, Move, MoveKind, MoveList, MoveRules, OukRights, Piece,
    Role, RuleSet, Square, Sutra, Variant,
};
use core::fmt;

/// A position of a Makruk-family game: pieces, pieces in hand (Sittuyin's set-up), side to move, first-move rights,
/// counting state, clocks and the move rules chosen for the game (sutras, Ouk reading). Plain data without heap memory: cloning is a memcpy,
/// so search can copy-make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: [Option<Piece>; 64],
    pub(crate) by_role: [Bitboard; 6],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) promoted: Bitboard,
    pub(crate) hand: [[u8; 6]; 2],
    pub(crate) rights: Bitboard,
    pub(crate) checkers: Bitboard,
    pub(crate) hash: u64,
    pub(crate) variant: Variant,
    pub(crate) move_rules: MoveRules,
    pub(crate) turn: Color,
    pub(crate) checks_given: [bool; 2],
    pub(crate) rule50: u32,
    pub(crate) counting_limit: u32,
    pub(crate) counting_ply: u32,
    pub(crate) game_ply: u32,
}

/// The move given to [`Position::play`] is not legal in the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The rejected move.
    pub mv: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.mv)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for IllegalMove {}

/// Why a UCI move string was rejected by [`Position::parse_uci_move`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UciMoveError {
    /// Not of the form `e3e4` / `d5d6m` (squares a1..h8, optional promotion letter).
    Syntax,
    /// Well formed but not a legal move here.
    Illegal(Move),
}

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMoveError::Syntax => f.write_str("not a UCI move (expected e.g. e3e4 or d5d6m)"),
            UciMoveError::Illegal(m) => write!(f, "illegal move {m}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for UciMoveError {}

impl Position {
    /// The start position of `variant`.
    pub fn startpos(variant: Variant) -> Position {
        match Position::from_fen(variant, variant.start_fen()) {
            Ok(pos) => pos,
            Err(e) => unreachable!("start FEN of {variant} is valid: {e}"),
        }
    }

    /// An empty board (no pieces at all), White to move; used while setting up.
    pub(crate) fn empty(variant: Variant) -> Position {
        Position {
            board: [None; 64],
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            promoted: Bitboard::EMPTY,
            hand: [[0; 6]; 2],
            rights: Bitboard::EMPTY,
            checkers: Bitboard::EMPTY,
            hash: 0,
            variant,
            move_rules: MoveRules::FAIRY_STOCKFISH,
            turn: Color::White,
            checks_given: [false; 2],
            rule50: 0,
            counting_limit: 0,
            counting_ply: 0,
            game_ply: 0,
        }
    }

    /// The variant whose rules apply.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The move rules this position follows (Fairy-Stockfish's unless a game chose others).
    #[inline]
    pub fn move_rules(&self) -> MoveRules {
        self.move_rules
    }

    /// This position with its count replaced, for a search from a game whose players count by
    /// hand (whose count is not the one the moves give): `Some((ply, limit))` runs that count, in
    /// Fairy-Stockfish's plies as [`Counting`](crate::Counting) gives them; `None` runs none (a count
    /// starts again by itself once it applies after a move, as Fairy-Stockfish's does).
    pub fn with_count(mut self, count: Option<(u32, u32)>) -> Position {
        (self.counting_ply, self.counting_limit) = count.unwrap_or((0, 0));
        self
    }

    /// This position under `rules`, as set up at a game's start. The sutras and Walker's rule set
    /// apply in Makruk only (other variants keep the standard ones). With Sut Khun, a khun on its
    /// start square (White d1, Black e8) holds the leap right; under Walker's rules, so does it
    /// and an unpromoted met on its start square (White e1, Black d8), unless the position
    /// already follows Walker's rules and keeps its own rights (a FEN read with them,
    /// [`Position::from_fen_with_move_rules`]); otherwise a Makruk position holds none.
    pub fn with_move_rules(mut self, rules: MoveRules) -> Position {
        let makruk = self.variant == Variant::Makruk;
        let sutras = if makruk {
            rules.sutras
        } else {
            crate::Sutras::NONE
        };
        let rule_set = if makruk {
            rules.rule_set
        } else {
            RuleSet::Standard
        };
        let walker_rights_kept = self.move_rules.rule_set == RuleSet::Walker;
        self.move_rules = MoveRules {
            sutras,
            rule_set,
            ..rules
        };
        let walker = rule_set == RuleSet::Walker;
        if !(self.variant.rules().khun_leap || walker && walker_rights_kept) {
            self.rights = Bitboard::EMPTY;
            for color in Color::ALL {
                let khun = khun_start(color);
                if (sutras.khun || walker)
                    && self.piece_at(khun) == Some(Piece::new(color, Role::Khun))
                {
                    self.rights.add(khun);
                }
                let met = met_start(color);
                if walker
                    && self.piece_at(met) == Some(Piece::new(color, Role::Met))
                    && !self.promoted.contains(met)
                {
                    self.rights.add(met);
                }
            }
        }
        self.hash = self.hash_from_scratch();
        self
    }

    /// Whether the khun may make a first-move leap (Ouk Chatrang, Sut Khun, Walker's rules).
    fn khun_may_leap(&self) -> bool {
        self.variant.rules().khun_leap
            || self.move_rules.sutras.khun
            || self.move_rules.rule_set == RuleSet::Walker
    }

    /// Where a khun's leap from `ksq` may land, occupied or not: a ma's move onto the rank in
    /// front (Ouk Chatrang, Sut Khun), or any ma's move (Walker's rules, "the lord can move as
    /// a horse").
    fn khun_leap_squares(&self, ksq: Square) -> Bitboard {
        if self.move_rules.rule_set == RuleSet::Walker {
            return ma_attacks(ksq);
        }
        match ksq.offset(0, self.turn.fold_wb(1, -1)) {
            Some(front) => ma_attacks(ksq) & Bitboard::rank(front.rank()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the met may make a first-move double step (Ouk Chatrang, Walker's rules).
    fn met_may_double_step(&self) -> bool {
        self.variant.rules().met_double_step || self.move_rules.rule_set == RuleSet::Walker
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Whether the piece on `sq` is a promoted bia (written `M~` in FEN).
    #[inline]
    pub fn is_promoted(&self, sq: Square) -> bool {
        self.promoted.contains(sq)
    }

    /// All promoted bia.
    #[inline]
    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    /// Pieces of colour `c` and role `r`.
    #[inline]
    pub fn pieces(&self, c: Color, r: Role) -> Bitboard {
        self.by_role[r.index()] & self.by_color[c.index()]
    }

    /// Pieces of role `r` of both colours.
    #[inline]
    pub fn by_role(&self, r: Role) -> Bitboard {
        self.by_role[r.index()]
    }

    /// Pieces of colour `c`.
    #[inline]
    pub fn by_color(&self, c: Color) -> Bitboard {
        self.by_color[c.index()]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The khun of `c`. Every position built by this crate has exactly one per side, on the board
    /// or, during Sittuyin's set-up, in hand: a side to move that has pieces in hand must not ask.
    #[inline]
    pub fn khun(&self, c: Color) -> Square {
        match self.pieces(c, Role::Khun).first() {
            Some(sq) => sq,
            None => unreachable!("positions always have both khun"),
        }
    }

    /// Squares that still carry a first-move right: Cambodian or Walker's khun leap and met
    /// double step, or the khun's Sut Khun.
    #[inline]
    pub fn rights(&self) -> Bitboard {
        self.rights
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Zobrist hash of pieces, side to move, first-move rights, Kar Ouk checks and move rules.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plies since the last capture or bia move.
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.rule50
    }

    /// The move number shown in FEN (starts at 1, grows after Black's move).
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        1 + self
            .game_ply
            .saturating_sub((self.turn == Color::Black) as u32)
            / 2
    }

    /// Plies played since a game start with move number 1 (as Fairy-Stockfish's `gamePly`).
    #[inline]
    pub fn game_ply(&self) -> u32 {
        self.game_ply
    }

    /// In Kar Ouk: whether `c` has given check (and so has won).
    #[inline]
    pub fn has_given_check(&self, c: Color) -> bool {
        self.checks_given[c.index()]
    }

    /// The hash computed from scratch (equals [`Position::hash`]; for tests and setup).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = zobrist::move_rules(self.move_rules);
        for sq in self.occupied() {
            if let Some(p) = self.board[sq.index()] {
                h ^= zobrist::piece(p.color, p.role, sq);
            }
        }
        for sq in self.rights {
            h ^= zobrist::right(sq);
        }
        if self.turn == Color::Black {
            h ^= zobrist::SIDE;
        }
        for c in Color::ALL {
            if self.checks_given[c.index()] {
                h ^= zobrist::check_given(c);
            }
            for role in Role::ALL {
                let count = self.in_hand(c, role);
                if count > 0 {
                    h ^= zobrist::hand(c, role, count);
                }
            }
        }
        h
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        self.board[sq.index()] = Some(p);
        self.by_role[p.role.index()] |= sq;
        self.by_color[p.color.index()] |= sq;
        self.hash ^= zobrist::piece(p.color, p.role, sq);
    }

    #[inline]
    pub(crate) fn take(&mut self, sq: Square, p: Piece) {
        self.board[sq.index()] = None;
        self.by_role[p.role.index()] ^= sq;
        self.by_color[p.color.index()] ^= sq;
        self.hash ^= zobrist::piece(p.color, p.role, sq);
    }

    /// Whether any piece of `by` attacks `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        self.attackers(sq, by, occupied).any()
    }

    /// Pieces of `by` attacking `sq`, with `occupied` as the blockers.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let theirs = self.by_color[by.index()];
        let r = &self.by_role;
        ((ma_attacks(sq) & r[Role::Ma.index()])
            | (met_attacks(sq) & r[Role::Met.index()])
            | (khon_attacks(by.other(), sq) & r[Role::Khon.index()])
            | (bia_attacks(by.other(), sq) & r[Role::Bia.index()])
            | (khun_attacks(sq) & r[Role::Khun.index()])
            | (ruea_attacks(sq, occupied) & r[Role::Ruea.index()]))
            & theirs
    }

    /// The pieces giving check to the side to move (none while its khun is still in hand).
    pub(crate) fn compute_checkers(&self) -> Bitboard {
        let us = self.turn;
        match self.pieces(us, Role::Khun).first() {
            Some(ksq) => self.attackers(ksq, us.other(), self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Pieces of `us` pinned to their khun by an enemy ruea.
    #[inline]
    fn pinned(&self, us: Color, ksq: Square) -> Bitboard {
        let occ = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in ruea_pseudo_attacks(ksq) & self.pieces(us.other(), Role::Ruea) {
            let blockers = between(ksq, sniper) & occ;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color[us.index()];
            }
        }
        pinned
    }

    /// Whether the game ended at once by a variant rule, so no move may follow
    /// (Kar Ouk: a check was given).
    #[inline]
    pub fn is_immediate_end(&self) -> bool {
        self.checks_given[0] || self.checks_given[1]
    }

    /// All legal moves. Empty when the game is over by checkmate, stalemate or a
    /// Kar Ouk check (optional ends such as counting draws do not stop play).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves (same as `legal_moves().len()`).
    pub fn count_legal_moves(&self) -> usize {
        self.legal_moves().len()
    }

    /// Appends all legal moves to `list`.
    pub fn generate(&self, list: &mut MoveList) {
        self.generate_some(list, false);
    }

    /// Appends the legal captures and promotions to `list` (what a quiescence search looks at),
    /// in the order [`generate`](Self::generate) would, without generating the quiet moves.
    pub fn generate_noisy(&self, list: &mut MoveList) {
        self.generate_some(list, true);
    }

    /// Appends all legal moves, or with `noisy_only` only the captures and promotions.
    fn generate_some(&self, list: &mut MoveList, noisy_only: bool) {
        let rules = self.variant.rules();
        if self.is_immediate_end() {
            return;
        }
        let us = self.turn;
        if rules.drops && self.has_hand(us) {
            if !noisy_only {
                self.generate_drops(list);
            }
            return;
        }
        let them = us.other();
        let occ = self.occupied();
        let own = self.by_color[us.index()];
        let ksq = self.khun(us);
        let checkers = self.checkers;

        let enemy = self.by_color[them.index()];
        // Squares a move other than a bia push may go to.
        let landing = if noisy_only { enemy } else { !own };
        let without_khun = occ ^ ksq;
        let mut khun_targets = khun_attacks(ksq) & landing;
        if rules.khun_evades_by_capture_only && checkers.any() {
            // Makpong: the khun may only take the checker, so never out of a double check.
            khun_targets &= if checkers.more_than_one() {
                Bitboard::EMPTY
            } else {
                checkers
            };
        }
        for to in khun_targets {
            if !self.is_attacked(to, them, without_khun) {
                list.push(Move::new(ksq, to));
            }
        }
        if checkers.more_than_one() {
            return;
        }
        let evasion = match checkers.single() {
            Some(checker) => between(ksq, checker) | checker,
            None => !own,
        };
        let target = evasion & landing;
        let pinned = self.pinned(us, ksq);
        let restrict = |from: Square| {
            if pinned.contains(from) {
                line(ksq, from)
            } else {
                Bitboard::FULL
            }
        };

        for from in self.pieces(us, Role::Ma) - pinned {
            for to in ma_attacks(from) & target {
                list.push(Move::new(from, to));
            }
        }
        for from in self.pieces(us, Role::Met) {
            for to in met_attacks(from) & target & restrict(from) {
                list.push(Move::new(from, to));
            }
        }
        for from in self.pieces(us, Role::Khon) {
            for to in khon_attacks(us, from) & target & restrict(from) {
                list.push(Move::new(from, to));
            }
        }
        for from in self.pieces(us, Role::Ruea) {
            for to in ruea_attacks(from, occ) & target & restrict(from) {
                list.push(Move::new(from, to));
            }
        }
        for from in self.pieces(us, Role::Bia) {
            let mut push = match us {
                Color::White => Bitboard::from_square(from).north(),
                Color::Black => Bitboard::from_square(from).south(),
            } - occ;
            if noisy_only {
                push &= promotion_ranks(us, rules.promotion_rank);
            }
            let tos = (push | (bia_attacks(us, from) & enemy)) & evasion & restrict(from);
            for to in tos {
                if to.relative_rank(us) >= rules.promotion_rank {
                    for &role in rules.promotion_roles {
                        list.push(Move::with_promotion(from, to, role));
                    }
                } else {
                    list.push(Move::new(from, to));
                }
            }
        }
        if rules.separate_promotion {
            self.generate_sittuyin_promotions(list);
        }
        if self.rights.any() && !noisy_only {
            self.generate_first_moves(list, ksq, target, pinned);
        }
        if !noisy_only && (self.move_rules.sutras.met || self.move_rules.sutras.ma) {
            self.generate_sutra_steps(list);
        }
    }

    /// Sut Met and Sut Ma moves (a side's first move: a bia steps on, the met or a ma takes its square).
    fn generate_sutra_steps(&self, list: &mut MoveList) {
        if self.fullmoves() != 1 {
            return;
        }
        let us = self.turn;
        let forward: i8 = us.fold_wb(1, -1);
        let own_bia = self.pieces(us, Role::Bia);
        let met = met_start(us);
        if let Some(to) = met.offset(0, 2 * forward) {
            self.push_sutra_step(list, Move::new(met, to));
        }
        for from in ma_starts(us) & self.pieces(us, Role::Ma) {
            for to in ma_attacks(from) & own_bia {
                self.push_sutra_step(list, Move::new(from, to));
            }
        }
    }

    fn push_sutra_step(&self, list: &mut MoveList, m: Move) {
        if self
            .sutra_bia_step(m)
            .is_some_and(|(_, step)| self.sutra_step_is_safe(m.from, step))
        {
            list.push(m);
        }
    }

    /// If `m` is a Sut Met or Sut Ma move the rules allow here (the khun's safety aside): the
    /// sutra and the square the bia steps to.
    fn sutra_bia_step(&self, m: Move) -> Option<(Sutra, Square)> {
        let sutras = self.move_rules.sutras;
        if !(sutras.met || sutras.ma) || m.promotion.is_some() || self.fullmoves() != 1 {
            return None;
        }
        let us = self.turn;
        let mover = self.piece_at(m.from).filter(|p| p.color == us)?;
        if self.piece_at(m.to) != Some(Piece::new(us, Role::Bia)) || m.to.relative_rank(us) != 2 {
            return None;
        }
        let forward: i8 = us.fold_wb(1, -1);
        let step = m.to.offset(0, forward)?;
        let occ = self.occupied();
        if occ.contains(step) || self.promoted.contains(m.from) {
            return None;
        }
        let sutra = match mover.role {
            Role::Met
                if sutras.met
                    && m.from == met_start(us)
                    && m.from.offset(0, 2 * forward) == Some(m.to)
                    && m.from
                        .offset(0, forward)
                        .is_some_and(|sq| !occ.contains(sq)) =>
            {
                Sutra::Met
            }
            Role::Ma
                if sutras.ma
                    && ma_starts(us).contains(m.from)
                    && ma_attacks(m.from).contains(m.to) =>
            {
                Sutra::Ma
            }
            _ => return None,
        };
        Some((sutra, step))
    }

    /// Whether the khun is safe after a sutra step: the piece leaves `from`, the bia fills `step`.
    fn sutra_step_is_safe(&self, from: Square, step: Square) -> bool {
        let us = self.turn;
        let after = (self.occupied() - Bitboard::from_square(from)) | step;
        self.attackers(self.khun(us), us.other(), after).is_empty()
    }

    /// The sutra `m` plays, if it is a legal sutra move here: a Sut Khun leap, or a Sut Met or
    /// Sut Ma double move (the piece's move onto the bia that steps on).
    pub fn sutra_of(&self, m: Move) -> Option<Sutra> {
        if !self.is_legal(m) {
            return None;
        }
        let piece = self.piece_at(m.from)?;
        if piece.role == Role::Khun {
            let leap = !khun_attacks(m.from).contains(m.to);
            return (leap && self.move_rules.sutras.khun).then_some(Sutra::Khun);
        }
        self.sutra_bia_step(m).map(|(sutra, _)| sutra)
    }

    /// First moves: the khun's leap and the met's double step (Ouk Chatrang, Sut Khun, Walker's
    /// rules).
    fn generate_first_moves(
        &self,
        list: &mut MoveList,
        ksq: Square,
        target: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.turn;
        let occ = self.occupied();
        let forward: i8 = us.fold_wb(1, -1);
        if self.khun_may_leap() && self.checkers.is_empty() && self.rights.contains(ksq) {
            for to in self.khun_leap_squares(ksq) & !occ {
                if !self.is_attacked(to, us.other(), occ ^ ksq) {
                    list.push(Move::new(ksq, to));
                }
            }
        }
        if self.met_may_double_step() {
            for from in self.pieces(us, Role::Met) & self.rights {
                if let Some(to) = from.offset(0, 2 * forward) {
                    let allowed = if pinned.contains(from) {
                        line(ksq, from)
                    } else {
                        Bitboard::FULL
                    };
                    if !occ.contains(to) && (target & allowed).contains(to) {
                        list.push(Move::new(from, to));
                    }
                }
            }
        }
    }

    /// Whether `m` is legal here. Checked directly (piece movement, promotion,
    /// first-move rights, khun safety) without generating all moves.
    pub fn is_legal(&self, m: Move) -> bool {
        let rules = self.variant.rules();
        let us = self.turn;
        let them = us.other();
        if m.kind != MoveKind::Normal || (rules.drops && self.has_hand(us)) {
            return self.is_legal_special(m);
        }
        let Some(piece) = self.piece_at(m.from) else {
            return false;
        };
        if piece.color != us || self.is_immediate_end() {
            return false;
        }
        if self.by_color(us).contains(m.to) {
            return self
                .sutra_bia_step(m)
                .is_some_and(|(_, step)| self.sutra_step_is_safe(m.from, step));
        }
        let occ = self.occupied();
        let enemy = self.by_color(them);
        let promotes = piece.role == Role::Bia && m.to.relative_rank(us) >= rules.promotion_rank;
        let promotion_ok = match m.promotion {
            None => !promotes,
            Some(role) => promotes && rules.promotion_roles.contains(&role),
        };
        if !promotion_ok {
            return false;
        }
        let forward: i8 = us.fold_wb(1, -1);
        let reachable = match piece.role {
            Role::Bia => {
                let push = m.from.offset(0, forward) == Some(m.to) && !occ.contains(m.to);
                push || (bia_attacks(us, m.from) & enemy).contains(m.to)
            }
            Role::Ma => ma_attacks(m.from).contains(m.to),
            Role::Met => {
                met_attacks(m.from).contains(m.to)
                    || (self.met_may_double_step()
                        && self.rights.contains(m.from)
                        && m.from.offset(0, 2 * forward) == Some(m.to)
                        && !occ.contains(m.to))
            }
            Role::Khon => khon_attacks(us, m.from).contains(m.to),
            Role::Ruea => ruea_attacks(m.from, occ).contains(m.to),
            Role::Khun => {
                khun_attacks(m.from).contains(m.to)
                    || (self.khun_may_leap()
                        && self.rights.contains(m.from)
                        && self.checkers.is_empty()
                        && !occ.contains(m.to)
                        && self.khun_leap_squares(m.from).contains(m.to))
            }
        };
        if !reachable {
            return false;
        }
        if piece.role == Role::Khun
            && rules.khun_evades_by_capture_only
            && self.checkers.any()
            && self.checkers != Bitboard::from_square(m.to)
        {
            return false;
        }
        let after = (occ - Bitboard::from_square(m.from)) | m.to;
        let ksq = if piece.role == Role::Khun {
            m.to
        } else {
            self.khun(us)
        };
        (self.attackers(ksq, them, after) - Bitboard::from_square(m.to)).is_empty()
    }

    /// Whether a drop or a Sittuyin promotion is legal here (a piece move is not while the side to
    /// move has pieces in hand).
    fn is_legal_special(&self, m: Move) -> bool {
        let rules = self.variant.rules();
        let us = self.turn;
        match m.kind {
            MoveKind::Drop(role) => {
                rules.drops
                    && m.from == m.to
                    && m.promotion.is_none()
                    && self.is_legal_drop(role, m.to)
            }
            MoveKind::SittuyinPromotion => {
                rules.separate_promotion
                    && !self.has_hand(us)
                    && self.piece_at(m.from) == Some(Piece::new(us, Role::Bia))
                    && self.is_legal_sittuyin_promotion(m)
            }
            MoveKind::Normal => false,
        }
    }

    /// Plays `m` if it is legal; otherwise returns an error and leaves the position unchanged.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not among [`Position::legal_moves`].
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(IllegalMove { mv: m })
        }
    }

    /// Plays `m` without checking legality (the fast path for search).
    /// The caller guarantees that `m` is legal; otherwise the position becomes inconsistent.
    /// A move onto an own bia is a Sut Met or Sut Ma move: the bia steps on first.
    pub fn play_unchecked(&mut self, m: Move) {
        if m.kind != MoveKind::Normal {
            self.play_special(m);
            return;
        }
        let us = self.turn;
        let them = us.other();
        let Some(piece) = self.board[m.from.index()] else {
            debug_assert!(false, "no piece on {}", m.from);
            return;
        };
        let mut captured = self.board[m.to.index()];
        let sutra_step = captured.filter(|p| p.color == us);
        if let Some(bia) = sutra_step {
            captured = None;
            if let Some(step) = m.to.offset(0, us.fold_wb(1, -1)) {
                self.take(m.to, bia);
                self.put(step, bia);
            }
        }

        self.game_ply += 1;
        self.rule50 += 1;
        if self.counting_limit != 0 {
            self.counting_ply += 1;
        }
        if let Some(cap) = captured {
            self.take(m.to, cap);
            self.promoted.remove(m.to);
            self.rule50 = 0;
        }
        self.take(m.from, piece);
        let was_promoted = self.promoted.contains(m.from);
        self.promoted.remove(m.from);
        match m.promotion {
            Some(role) => {
                self.put(m.to, Piece::new(us, role));
                self.promoted.add(m.to);
            }
            None => {
                self.put(m.to, piece);
                if was_promoted {
                    self.promoted.add(m.to);
                }
            }
        }
        if piece.role == Role::Bia || sutra_step.is_some() {
            self.rule50 = 0;
        }
        if self.rights.any() {
            self.update_rights(m, piece, them, captured.is_some());
        }

        self.turn = them;
        self.hash ^= zobrist::SIDE;
        self.checkers = self.compute_checkers();
        if self.variant.rules().check_wins && self.checkers.any() && !self.checks_given[us.index()]
        {
            self.checks_given[us.index()] = true;
            self.hash ^= zobrist::check_given(us);
        }
        if self.variant.rules().counting != CountingRule::None {
            self.update_counting(captured, m.promotion.is_some());
        }
    }

    fn update_rights(&mut self, m: Move, piece: Piece, them: Color, capture: bool) {
        let mut lost = self.rights & (Bitboard::from_square(m.from) | m.to);
        let rules = self.variant.rules();
        let fairy_stockfish = self.move_rules.ouk_rights == OukRights::FairyStockfish;
        if capture && rules.khun_leap && !fairy_stockfish {
            lost = self.rights;
        }
        if piece.role == Role::Ruea && rules.ruea_aim_removes_leap && fairy_stockfish {
            let their_khun = self.khun(them);
            if ruea_pseudo_attacks(m.to).contains(their_khun) {
                lost |= self.rights & their_khun;
            }
        }
        for sq in lost {
            self.hash ^= zobrist::right(sq);
        }
        self.rights = self.rights - lost;
    }

    /// The position with the turn passed to the other side (for null-move pruning), or `None`
    /// when passing is impossible (the side to move is in check, or the game ended at once).
    /// Clocks and counting do not advance.
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() || self.is_immediate_end() {
            return None;
        }
        let mut next = self.clone();
        next.turn = self.turn.other();
        next.hash ^= zobrist::SIDE;
        next.checkers = Bitboard::EMPTY;
        Some(next)
    }

    /// Parses a move in UCI form (`e3e4`, `d5d6m`, ASEAN `a7a8q`) and checks that it is legal here.
    ///
    /// # Errors
    /// [`UciMoveError::Syntax`] for malformed text, [`UciMoveError::Illegal`] for an illegal move.
    pub fn parse_uci_move(&self, s: &str) -> Result<Move, UciMoveError> {
        let m: Move = s.parse()?;
        if self.is_legal(m) {
            Ok(m)
        } else {
            Err(UciMoveError::Illegal(m))
        }
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.is_immediate_end() && self.legal_moves().is_empty()
    }

    /// Whether the side to move is stalemated (no legal move, not in check).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.is_immediate_end() && self.legal_moves().is_empty()
    }
}

/// The khun's start square: White d1, Black e8.
pub(crate) fn khun_start(color: Color) -> Square {
    color.fold_wb(Square::new(3, 0), Square::new(4, 7))
}

/// The met's start square: White e1, Black d8.
pub(crate) fn met_start(color: Color) -> Square {
    color.fold_wb(Square::new(4, 0), Square::new(3, 7))
}

/// The ma's start squares: White b1 and g1, Black b8 and g8.
fn ma_starts(color: Color) -> Bitboard {
    let rank = color.fold_wb(0, 7);
    Bitboard::from_square(Square::new(1, rank)) | Square::new(6, rank)
}

/// The ranks where `color`'s bia promote (relative rank `promotion_rank` and beyond).
fn promotion_ranks(color: Color, promotion_rank: u8) -> Bitboard {
    (0..8u8)
        .filter(|&rank| color.fold_wb(rank, 7 - rank) >= promotion_rank)
        .fold(Bitboard::EMPTY, |ranks, rank| ranks | Bitboard::rank(rank))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_count_replaces_the_count() {
        let pos = Position::from_fen(Variant::Makruk, "8/8/8/3k4/8/8/8/R3K2R b - 16 8 1").unwrap();
        let counting = pos.counting().expect("the FEN's count");
        assert_eq!((counting.ply, counting.limit), (8, 16));
        assert_eq!(pos.clone().with_count(None).counting(), None);
        let replaced = pos.with_count(Some((3, 16))).counting().expect("a count");
        assert_eq!(
            (replaced.ply, replaced.limit, replaced.kind),
            (3, 16, counting.kind)
        );
    }

    #[test]
    fn start_has_23_moves() {
        let pos = Position::startpos(Variant::Makruk);
        assert_eq!(pos.legal_moves().len(), 23);
        assert!(!pos.is_check());
        assert_eq!(pos.hash(), pos.hash_from_scratch());
    }

    #[test]
    fn play_rejects_illegal_and_keeps_position() {
        let mut pos = Position::startpos(Variant::Makruk);
        let before = pos.clone();
        let bad = Move::new(
            Square::from_name("e3").unwrap(),
            Square::from_name("e5").unwrap(),
        );
        assert_eq!(pos.play(bad), Err(IllegalMove { mv: bad }));
        assert_eq!(pos, before);
        let good = pos.parse_uci_move("e3e4").unwrap();
        pos.play(good).unwrap();
        assert_eq!(pos.turn(), Color::Black);
        assert_eq!(pos.hash(), pos.hash_from_scratch());
    }

    #[test]
    fn makpong_khun_only_takes_a_single_checker() {
        // Double check by the bia on d4 and the ruea on c6: in Makruk the khun escapes, in Makpong it is mated.
        let fen = "1ns2s2/4mk2/1pr1p3/5p2/P2p1P2/P1K1P1S1/2S5/1N2M3 w - - 0 22";
        assert_eq!(
            Position::from_fen(Variant::Makruk, fen)
                .unwrap()
                .legal_moves()
                .len(),
            6
        );
        assert!(Position::from_fen(Variant::Makpong, fen)
            .unwrap()
            .is_checkmate());
        // Single check by an adjacent ruea: only the capture remains.
        let single =
            Position::from_fen(Variant::Makpong, "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1").unwrap();
        let moves: Vec<String> = single.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["d1d2"]);
    }

    #[test]
    fn null_move_passes_the_turn() {
        let start = Position::startpos(Variant::Makruk);
        let passed = start.null_move().unwrap();
        assert_eq!(passed.turn(), Color::Black);
        assert_eq!(passed.hash(), passed.hash_from_scratch());
        assert_eq!(
            passed.to_fen(),
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1"
        );
        let check = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/R3K2r w - - 0 1").unwrap();
        assert!(check.null_move().is_none());
    }

    #[test]
    fn uci_errors() {
        let pos = Position::startpos(Variant::Makruk);
        assert_eq!(pos.parse_uci_move("e3"), Err(UciMoveError::Syntax));
        assert_eq!(pos.parse_uci_move("e3e4x"), Err(UciMoveError::Syntax));
        assert_eq!(pos.parse_uci_move("ä3e4"), Err(UciMoveError::Syntax));
        assert!(matches!(
            pos.parse_uci_move("e3e5"),
            Err(UciMoveError::Illegal(_))
        ));
    }
}
