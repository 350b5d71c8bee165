//! A position being set up: any arrangement of pieces (possible or not), the side to move,
//! Cambodian first-move rights, a running count, the half-move clock and the move number.
//! [`Setup::validate`] turns it into a playable [`Position`] or says why it is impossible;
//! [`Setup::to_fen`] writes it as Fairy-Stockfish's FEN.
//!
//! ```
//! use makruk_core::{Color, Role, Setup, SetupError, SetupPiece, Square, Variant};
//!
//! let mut setup = Setup::empty(Variant::Makruk);
//! let sq = |name| Square::from_name(name).unwrap();
//! setup.place(sq("e1"), SetupPiece::new(Color::White, Role::Khun));
//! setup.place(sq("e2"), SetupPiece::new(Color::Black, Role::Khun));
//! assert_eq!(setup.validate(), Err(SetupError::KhunsTouching));
//! assert_eq!(setup.to_fen(), "8/8/8/8/8/8/4k3/4K3 w - - 0 1");
//! setup.move_piece(sq("e2"), sq("e8"));
//! setup.place(sq("a1"), SetupPiece::new(Color::White, Role::Ruea));
//! assert!(setup.validate().is_ok());
//! ```

use crate::{Bitboard, Color, CountingRule, FenError, Piece, Position, Role, Square, Variant};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// A piece on a set-up board: a role of a colour, or a promoted bia (a met that came from a bia).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetupPiece {
    /// Whose piece.
    pub color: Color,
    /// Its role (a promoted bia is a met).
    pub role: Role,
    /// A promoted bia.
    pub promoted: bool,
}

impl SetupPiece {
    /// An ordinary piece.
    pub const fn new(color: Color, role: Role) -> SetupPiece {
        SetupPiece {
            color,
            role,
            promoted: false,
        }
    }

    /// A promoted bia of `color`.
    pub const fn promoted_bia(color: Color) -> SetupPiece {
        SetupPiece {
            color,
            role: Role::Met,
            promoted: true,
        }
    }

    /// The piece without its promotion mark.
    pub const fn piece(self) -> Piece {
        Piece {
            color: self.color,
            role: self.role,
        }
    }
}

/// A count the position starts with, as players announce it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountSetup {
    /// The side that counts.
    pub counter: Color,
    /// The moves counted so far (the number the counting side last announced).
    pub moves: u32,
}

impl CountSetup {
    /// The counting ply Fairy-Stockfish keeps for this count when `turn` is to move: even when the
    /// counting side is to move, odd after its move (so at least 1 then).
    pub fn ply(self, turn: Color) -> u32 {
        if self.counter == turn {
            2 * self.moves
        } else {
            2 * self.moves.max(1) - 1
        }
    }
}

/// Why a set-up position cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The FEN of the set-up is not a valid position ([`Position::from_fen`]).
    Fen(FenError),
    /// The khuns stand side by side (the FEN reader reports it as the side not to move in check).
    KhunsTouching,
    /// A count is set for a side that may not count in this position.
    CannotCount(Color),
    /// A bia stands behind its start rank, where it can never get (bia only move forward).
    BiaBehindStart(Square),
    /// The count is already past its limit.
    CountOver {
        /// Moves counted.
        moves: u32,
        /// The limit, in moves.
        limit: u32,
    },
    /// Pieces are in hand but the hands do not fit Sittuyin's set-up, where the sides place one
    /// piece each in turn, White first: with White to move both hands hold as many pieces, with
    /// Black to move Black holds one more.
    HandsOutOfTurn {
        /// The pieces White holds.
        white: u32,
        /// The pieces Black holds.
        black: u32,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Fen(e) => e.fmt(f),
            SetupError::KhunsTouching => f.write_str("the khuns stand side by side"),
            SetupError::CannotCount(c) => write!(f, "{c} may not count in this position"),
            SetupError::BiaBehindStart(sq) => {
                write!(f, "the bia on {sq} stands behind its start rank")
            }
            SetupError::CountOver { moves, limit } => {
                write!(f, "a count of {moves} moves is past its limit of {limit}")
            }
            SetupError::HandsOutOfTurn { white, black } => write!(
                f,
                "pieces in hand: White holds {white} and Black {black}, but the sides place in turn, White first"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SetupError {}

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules.
    pub variant: Variant,
    /// The piece on each square, index 0 = a1 .. 63 = h8.
    pub board: [Option<SetupPiece>; 64],
    /// The pieces in hand during Sittuyin's set-up phase: how many of each role (by
    /// [`Role::index`]) White (0) and Black (1) hold.
    pub hand: [[u8; 6]; 2],
    /// The side to move.
    pub turn: Color,
    /// Squares whose khun or met keeps its first-move right (Cambodian rules).
    pub rights: Bitboard,
    /// A count running in the position.
    pub count: Option<CountSetup>,
    /// Plies since the last capture or bia move (written when no count runs).
    pub halfmove: u32,
    /// The move number.
    pub fullmove: u32,
}

impl Setup {
    /// An empty board, White to move.
    pub fn empty(variant: Variant) -> Setup {
        Setup {
            variant,
            board: [None; 64],
            hand: [[0; 6]; 2],
            turn: Color::White,
            rights: Bitboard::EMPTY,
            count: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The variant's start position.
    pub fn start(variant: Variant) -> Setup {
        Setup::from_position(&Position::startpos(variant))
    }

    /// The set-up of a position.
    pub fn from_position(pos: &Position) -> Setup {
        let mut board = [None; 64];
        for sq in Square::ALL {
            board[sq.index()] = pos.piece_at(sq).map(|p| SetupPiece {
                color: p.color,
                role: p.role,
                promoted: pos.is_promoted(sq),
            });
        }
        let counting = pos.counting();
        Setup {
            variant: pos.variant(),
            board,
            hand: pos.hand,
            turn: pos.turn(),
            rights: pos.rights(),
            count: counting.map(|c| CountSetup {
                counter: c.counter,
                moves: c.moves(),
            }),
            halfmove: if counting.is_some() {
                0
            } else {
                pos.halfmove_clock()
            },
            fullmove: pos.fullmoves(),
        }
    }

    /// Reads a FEN of `variant`; only playable positions are accepted.
    ///
    /// # Errors
    /// The [`FenError`] of [`Position::from_fen`].
    pub fn parse_fen(variant: Variant, fen: &str) -> Result<Setup, FenError> {
        Position::from_fen(variant, fen).map(|pos| Setup::from_position(&pos))
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<SetupPiece> {
        self.board[sq.index()]
    }

    /// Puts `piece` on `sq`, or takes it off if the same piece is already there. A side has one
    /// khun, so placing a khun moves that side's khun.
    pub fn place(&mut self, sq: Square, piece: SetupPiece) {
        if self.piece_at(sq) == Some(piece) {
            self.remove(sq);
            return;
        }
        if piece.role == Role::Khun {
            for other in Square::ALL {
                if self.piece_at(other) == Some(piece) {
                    self.remove(other);
                }
            }
        }
        self.rights.remove(sq);
        self.board[sq.index()] = Some(piece);
    }

    /// Empties `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.rights.remove(sq);
        self.board[sq.index()] = None;
    }

    /// Moves the piece on `from` to `to` (replacing what stands there).
    pub fn move_piece(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(piece) = self.piece_at(from) {
            self.remove(from);
            self.remove(to);
            self.board[to.index()] = Some(piece);
        }
    }

    /// How many pieces of `role` a side may hold in hand: as many as a set has (none for the bia,
    /// which start on the board).
    pub const fn hand_limit(role: Role) -> u8 {
        match role {
            Role::Khun | Role::Met => 1,
            Role::Khon | Role::Ma | Role::Ruea => 2,
            Role::Bia => 0,
        }
    }

    /// Sets how many pieces of `role` `color` holds in hand, at most [`Setup::hand_limit`]; a
    /// variant without drops keeps its hands empty.
    pub fn set_in_hand(&mut self, color: Color, role: Role, count: u8) {
        if self.variant.rules().drops {
            self.hand[color.index()][role.index()] = count.min(Setup::hand_limit(role));
        }
    }

    /// Takes every piece off the board (and with them the rights and the count).
    pub fn clear(&mut self) {
        *self = Setup {
            turn: self.turn,
            ..Setup::empty(self.variant)
        };
    }

    /// Switches the rules. A board still at the old variant's start gets the new one's start;
    /// otherwise the pieces stay and what the new rules lack (rights, count) is dropped.
    pub fn set_variant(&mut self, variant: Variant) {
        if variant == self.variant {
            return;
        }
        if *self == Setup::start(self.variant) {
            *self = Setup::start(variant);
            return;
        }
        self.variant = variant;
        if !variant.rules().drops {
            self.hand = [[0; 6]; 2];
        }
        if !has_rights(variant) {
            self.rights = Bitboard::EMPTY;
        }
        if variant.rules().counting == CountingRule::None {
            self.count = None;
        }
    }

    /// The first-move rights this variant knows, with the piece each belongs to: the khun and met
    /// on their start squares (Ouk Chatrang: White khun d1 and met e1, Black met d8 and khun e8).
    pub fn right_slots(&self) -> Vec<(Square, SetupPiece)> {
        if !has_rights(self.variant) {
            return Vec::new();
        }
        let start = Position::startpos(self.variant);
        start
            .rights()
            .into_iter()
            .filter_map(|sq| {
                let p = start.piece_at(sq)?;
                Some((sq, SetupPiece::new(p.color, p.role)))
            })
            .collect()
    }

    /// Whether the right of the slot on `sq` can be given: its piece stands there.
    pub fn right_available(&self, sq: Square) -> bool {
        self.right_slots()
            .iter()
            .any(|&(slot, piece)| slot == sq && self.piece_at(sq) == Some(piece))
    }

    /// Gives or takes the first-move right of the piece on `sq` (only where it is available).
    pub fn set_right(&mut self, sq: Square, on: bool) {
        if on && self.right_available(sq) {
            self.rights.add(sq);
        } else {
            self.rights.remove(sq);
        }
    }

    /// The count a side would start with here: pieces' honour starts at the number of pieces on
    /// the board (ASEAN at 0), board's honour at 0.
    pub fn default_count(&self, counter: Color) -> CountSetup {
        let pieces_honour =
            self.is_bare(counter) && self.variant.rules().counting != CountingRule::Asean;
        let moves = if pieces_honour {
            self.board.iter().flatten().count() as u32
        } else {
            0
        };
        CountSetup { counter, moves }
    }

    /// The FEN: exactly [`Position::to_fen`] of [`Setup::validate`]'s position when the set-up is
    /// playable, otherwise the board as it stands, without a count.
    pub fn to_fen(&self) -> String {
        match self.validate() {
            Ok(pos) => pos.to_fen(),
            Err(_) => self.fen_text(false, None),
        }
    }

    /// The playable position of this set-up.
    ///
    /// # Errors
    /// A [`SetupError`] saying why the position cannot be played: what the FEN reader rejects
    /// (a missing or extra khun, too many pieces, an unpromoted bia on its promotion rank, the
    /// side not to move in check, a Sittuyin piece placed where the set-up cannot put it),
    /// khuns side by side, a bia behind its start rank, hands that do not fit placing in turn,
    /// or a count the side may not keep or that is past its limit.
    pub fn validate(&self) -> Result<Position, SetupError> {
        let pos =
            Position::from_fen(self.variant, &self.fen_text(true, None)).map_err(|error| {
                if error == FenError::OppositeCheck && self.khuns_touch() {
                    SetupError::KhunsTouching
                } else {
                    SetupError::Fen(error)
                }
            })?;
        if let Some(sq) = self.bia_behind_start() {
            return Err(SetupError::BiaBehindStart(sq));
        }
        let [white, black] = self
            .hand
            .map(|hand| hand.iter().map(|&n| u32::from(n)).sum::<u32>());
        let black_ahead = u32::from(self.turn == Color::Black);
        if pos.is_setup_phase() && black != white + black_ahead {
            return Err(SetupError::HandsOutOfTurn { white, black });
        }
        let Some(count) = self.count else {
            return Ok(pos);
        };
        let limit = pos.count_limit(count.counter);
        if limit == 0 {
            return Err(SetupError::CannotCount(count.counter));
        }
        if count.moves > limit {
            return Err(SetupError::CountOver {
                moves: count.moves,
                limit,
            });
        }
        let fen = self.fen_text(true, Some((2 * limit, count.ply(self.turn))));
        Position::from_fen(self.variant, &fen).map_err(SetupError::Fen)
    }

    /// The FEN of this set-up, written by the core's FEN writer from an unchecked position;
    /// `count` gives the counting limit and ply (plies) to write.
    fn fen_text(&self, show_promoted: bool, count: Option<(u32, u32)>) -> String {
        let mut pos = Position::empty(self.variant);
        for sq in Square::ALL {
            if let Some(p) = self.piece_at(sq) {
                pos.put(sq, p.piece());
                if p.promoted {
                    pos.promoted.add(sq);
                }
            }
        }
        pos.turn = self.turn;
        pos.hand = self.hand;
        if has_rights(self.variant) {
            pos.rights = self.rights;
        }
        match count {
            Some((limit, ply)) => {
                pos.counting_limit = limit;
                pos.counting_ply = ply;
            }
            None => pos.rule50 = self.halfmove,
        }
        let black = u32::from(self.turn == Color::Black);
        pos.game_ply = 2u32
            .saturating_mul(self.fullmove.max(1) - 1)
            .saturating_add(black);
        pos.fen_with(show_promoted, 0)
    }

    /// Whether `color` has only its khun (or a single piece) left.
    fn is_bare(&self, color: Color) -> bool {
        self.board
            .iter()
            .flatten()
            .filter(|p| p.color == color)
            .count()
            == 1
    }

    /// The first bia standing behind its side's start rank (the third rank from its own side).
    fn bia_behind_start(&self) -> Option<Square> {
        Square::ALL.into_iter().find(|&sq| {
            self.piece_at(sq).is_some_and(|p| {
                p.role == Role::Bia && !p.promoted && sq.relative_rank(p.color) < 2
            })
        })
    }

    /// Whether both khuns are on the board on neighbouring squares.
    fn khuns_touch(&self) -> bool {
        let khun = |c: Color| {
            Square::ALL
                .into_iter()
                .find(|&sq| self.piece_at(sq) == Some(SetupPiece::new(c, Role::Khun)))
        };
        match (khun(Color::White), khun(Color::Black)) {
            (Some(a), Some(b)) => {
                a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
            }
            _ => false,
        }
    }
}

/// Whether `variant` has Cambodian first-move rights.
fn has_rights(variant: Variant) -> bool {
    let rules = variant.rules();
    rules.khun_leap || rules.met_double_step
}

#[cfg(test)]
mod tests;
