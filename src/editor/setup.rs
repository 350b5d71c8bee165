//! The editor's model of a set-up position: any arrangement of pieces (possible or not), the side
//! to move, Cambodian first-move rights and a running count, written as Fairy-Stockfish's FEN and
//! judged by the rules core.
use std::fmt::Write;

use makruk_core::{
    Bitboard, Color, CountingRule, FenError, Piece, Position, Role, Square, Variant,
};

use crate::board_view::PieceView;

/// A piece the editor places: a role of a colour, or a promoted bia (a met drawn as a flipped bia).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EditorPiece {
    /// Whose piece.
    pub color: Color,
    /// Its role (a promoted bia is a met).
    pub role: Role,
    /// A promoted bia.
    pub promoted: bool,
}

impl EditorPiece {
    /// An ordinary piece.
    pub const fn new(color: Color, role: Role) -> EditorPiece {
        EditorPiece {
            color,
            role,
            promoted: false,
        }
    }

    /// A promoted bia of `color`.
    pub const fn promoted_bia(color: Color) -> EditorPiece {
        EditorPiece {
            color,
            role: Role::Met,
            promoted: true,
        }
    }

    /// The pieces the palette offers for `color` in `variant`: khun, met, khon, ma, ruea, bia and,
    /// where a bia promotes to a met that looks different (not ASEAN), the promoted bia.
    pub fn palette(variant: Variant, color: Color) -> Vec<EditorPiece> {
        let mut pieces: Vec<EditorPiece> = [
            Role::Khun,
            Role::Met,
            Role::Khon,
            Role::Ma,
            Role::Ruea,
            Role::Bia,
        ]
        .into_iter()
        .map(|role| EditorPiece::new(color, role))
        .collect();
        if !variant.rules().chess_letters {
            pieces.push(EditorPiece::promoted_bia(color));
        }
        pieces
    }

    /// The FEN letter in `variant` (chess letters in ASEAN), upper case for White.
    pub fn letter(self, variant: Variant) -> char {
        self.view(variant).letter
    }

    /// How the board draws this piece in `variant`.
    pub fn view(self, variant: Variant) -> PieceView {
        let piece = Piece {
            color: self.color,
            role: self.role,
        };
        PieceView::of(variant, piece, self.promoted)
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
pub enum Problem {
    /// The rules core rejects the FEN.
    Fen(FenError),
    /// The khuns stand side by side (the core reports it as the side not to move in check).
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
}

/// The rules core's verdict on a set-up: the position if it is playable, and its FEN either way.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The playable position, or why there is none.
    pub position: Result<Position, Problem>,
    /// The FEN of the set-up (exactly the core's `to_fen` when playable).
    pub fen: String,
}

/// A position being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The rules.
    pub variant: Variant,
    /// The piece on each square, index 0 = a1 .. 63 = h8.
    pub cells: [Option<EditorPiece>; 64],
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
            cells: [None; 64],
            turn: Color::White,
            rights: Bitboard::EMPTY,
            count: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The variant's start position.
    pub fn start(variant: Variant) -> Setup {
        Setup::of_position(&Position::startpos(variant))
    }

    /// The set-up of a position.
    pub fn of_position(pos: &Position) -> Setup {
        let mut cells = [None; 64];
        for sq in Square::ALL {
            cells[sq.index()] = pos.piece_at(sq).map(|p| EditorPiece {
                color: p.color,
                role: p.role,
                promoted: pos.is_promoted(sq),
            });
        }
        let turn = pos.turn();
        Setup {
            variant: pos.variant(),
            cells,
            turn,
            rights: pos.rights(),
            count: pos.counting().map(|c| CountSetup {
                counter: c.counter,
                moves: c.moves(),
            }),
            halfmove: if pos.counting().is_some() {
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
    /// The core's [`FenError`].
    pub fn parse(variant: Variant, fen: &str) -> Result<Setup, FenError> {
        Position::from_fen(variant, fen).map(|pos| Setup::of_position(&pos))
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<EditorPiece> {
        self.cells[sq.index()]
    }

    /// Puts `piece` on `sq`, or takes it off if the same piece is already there. A side has one
    /// khun, so placing a khun moves that side's khun.
    pub fn place(&mut self, sq: Square, piece: EditorPiece) {
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
        self.cells[sq.index()] = Some(piece);
    }

    /// Empties `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.rights.remove(sq);
        self.cells[sq.index()] = None;
    }

    /// Moves the piece on `from` to `to` (replacing what stands there).
    pub fn move_piece(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(piece) = self.piece_at(from) {
            self.remove(from);
            self.remove(to);
            self.cells[to.index()] = Some(piece);
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
        if !has_rights(variant) {
            self.rights = Bitboard::EMPTY;
        }
        if variant.rules().counting == CountingRule::None {
            self.count = None;
        }
    }

    /// The first-move rights this variant knows, with the piece each belongs to: the khun and met
    /// on their start squares (Ouk Chatrang: White khun d1 and met e1, Black met d8 and khun e8).
    pub fn right_slots(&self) -> Vec<(Square, EditorPiece)> {
        if !has_rights(self.variant) {
            return Vec::new();
        }
        let start = Position::startpos(self.variant);
        start
            .rights()
            .into_iter()
            .filter_map(|sq| {
                let p = start.piece_at(sq)?;
                Some((sq, EditorPiece::new(p.color, p.role)))
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

    /// The FEN of this set-up; `count` gives the counting limit and ply (plies) to write.
    fn fen_text(&self, show_promoted: bool, count: Option<(u32, u32)>) -> String {
        let mut s = String::with_capacity(80);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::new(file, rank)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push(p.letter(self.variant));
                        if show_promoted && p.promoted {
                            s.push('~');
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let _ = write!(s, " {} ", self.turn.char());
        let rights = if has_rights(self.variant) {
            self.rights
        } else {
            Bitboard::EMPTY
        };
        if rights.is_empty() {
            s.push('-');
        }
        for color in Color::ALL {
            for sq in rights & Bitboard::rank(color.fold_wb(0, 7)) {
                let c = sq.file_char();
                s.push(color.fold_wb(c.to_ascii_uppercase(), c));
            }
        }
        match count {
            Some((limit, _)) => {
                let _ = write!(s, " {limit}");
            }
            None => s.push_str(" -"),
        }
        if self.variant.rules().check_wins {
            s.push_str(" 1+1");
        }
        let halfmove = count.map_or(self.halfmove, |(_, ply)| ply);
        let _ = write!(s, " {halfmove} {}", self.fullmove_for(count));
        s
    }

    /// The move number to write: at least 1, and for a board's honour count at least the number
    /// of moves that count needs, since players count it from the ply it started at.
    fn fullmove_for(&self, count: Option<(u32, u32)>) -> u32 {
        let bare_side = Color::ALL.into_iter().any(|c| self.is_bare(c));
        match count {
            Some((_, ply)) if !bare_side => {
                let black = u32::from(self.turn == Color::Black);
                self.fullmove.max(ply.saturating_sub(black).div_ceil(2) + 1)
            }
            _ => self.fullmove.max(1),
        }
    }

    /// The FEN of the board as it stands (also when the position is impossible, without a count).
    pub fn fen(&self) -> String {
        self.fen_text(false, None)
    }

    /// Asks the rules core whether this set-up can be played.
    pub fn verdict(&self) -> Verdict {
        let pos = match Position::from_fen(self.variant, &self.fen_text(true, None)) {
            Ok(pos) => pos,
            Err(error) => {
                let problem = if error == FenError::OppositeCheck && self.khuns_touch() {
                    Problem::KhunsTouching
                } else {
                    Problem::Fen(error)
                };
                return Verdict {
                    position: Err(problem),
                    fen: self.fen(),
                };
            }
        };
        if let Some(sq) = self.bia_behind_start() {
            return Verdict {
                position: Err(Problem::BiaBehindStart(sq)),
                fen: pos.to_fen(),
            };
        }
        let Some(count) = self.count else {
            return Verdict {
                fen: pos.to_fen(),
                position: Ok(pos),
            };
        };
        let limit = pos.count_limit(count.counter);
        let problem = if limit == 0 {
            Some(Problem::CannotCount(count.counter))
        } else if count.moves > limit {
            Some(Problem::CountOver {
                moves: count.moves,
                limit,
            })
        } else {
            None
        };
        if let Some(problem) = problem {
            return Verdict {
                position: Err(problem),
                fen: pos.to_fen(),
            };
        }
        let fen = self.fen_text(true, Some((2 * limit, count.ply(self.turn))));
        match Position::from_fen(self.variant, &fen) {
            Ok(pos) => Verdict {
                fen: pos.to_fen(),
                position: Ok(pos),
            },
            Err(error) => Verdict {
                position: Err(Problem::Fen(error)),
                fen: self.fen(),
            },
        }
    }

    /// The count a side would start with here: pieces' honour starts at the number of pieces on
    /// the board (ASEAN at 0), board's honour at 0.
    pub fn default_count(&self, counter: Color) -> CountSetup {
        let pieces_honour =
            self.is_bare(counter) && self.variant.rules().counting != CountingRule::Asean;
        let moves = if pieces_honour {
            self.cells.iter().flatten().count() as u32
        } else {
            0
        };
        CountSetup { counter, moves }
    }

    /// Whether `color` has only its khun (or a single piece) left.
    fn is_bare(&self, color: Color) -> bool {
        self.cells
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
                .find(|&sq| self.piece_at(sq) == Some(EditorPiece::new(c, Role::Khun)))
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
