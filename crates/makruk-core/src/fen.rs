//! FEN reading and writing in Fairy-Stockfish's format.
//!
//! `board side rights counting-limit|ep [checks] counting-ply|halfmove fullmove`, e.g.
//! `8/8/8/3k4/8/8/8/R3K2R b - 16 8 1`. Reading accepts `M~` for a promoted bia, `Q`/`B`
//! as aliases of met/khon (ASEAN, SchemingMind, PlayOK), and missing trailing fields.
//! Sittuyin writes the pieces in hand after the board, `[KSFRNksfrn]` (`[]` when empty).

use crate::sittuyin::{drop_region, start_bia, HAND_ROLES};
use crate::{
    Bitboard, Color, CountStarted, MoveRules, Piece, Position, Role, RuleSet, Square, Variant,
};
use alloc::string::String;
use core::fmt::{self, Write};

/// A FEN field.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Piece placement.
    Board,
    /// Pieces in hand (`[...]` after the placement, Sittuyin).
    Hand,
    /// Side to move.
    Turn,
    /// First-move rights of Ouk Chatrang and Walker's rules (castling field).
    Rights,
    /// Counting limit (or en-passant square).
    CountingLimit,
    /// Kar Ouk checks remaining (`1+1`).
    Checks,
    /// Counting ply or half-move clock.
    Halfmove,
    /// Full-move number.
    Fullmove,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "piece placement",
            FenField::Hand => "pieces in hand",
            FenField::Turn => "side to move",
            FenField::Rights => "first-move rights",
            FenField::CountingLimit => "counting limit",
            FenField::Checks => "checks remaining",
            FenField::Halfmove => "half-move clock",
            FenField::Fullmove => "full-move number",
        })
    }
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty.
    Empty,
    /// A field has text that cannot be read.
    Malformed {
        /// Which field.
        field: FenField,
        /// The offending text.
        found: String,
        /// What was expected there.
        expected: &'static str,
    },
    /// The placement does not have 8 ranks.
    RankCount(usize),
    /// A rank (1..=8) does not describe exactly 8 squares.
    RankLength {
        /// Rank number, 1 = White's back rank.
        rank: u8,
        /// How many squares it described.
        squares: u32,
    },
    /// A colour has no khun or more than one.
    KhunCount {
        /// Whose khun.
        color: Color,
        /// How many there are.
        count: u32,
    },
    /// A colour has more pieces of a kind than the rules allow.
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// What is over the limit (the bia and promoted pieces together when that is the problem).
        role: Role,
    },
    /// A bia stands on or beyond its promotion rank.
    BiaOnPromotionRank(Square),
    /// The side that is not to move is in check.
    OppositeCheck,
    /// A first-move right names a square without the khun or met it belongs to.
    BadRight(char),
    /// While pieces are still in hand (Sittuyin's set-up), a piece stands where the set-up
    /// cannot have put it: a bia off its start square, a piece outside its side's three ranks,
    /// a ruea off its back rank.
    SetupPlacement(Square),
    /// The field is not used by this variant.
    NotInVariant {
        /// Which field.
        field: FenField,
        /// The variant.
        variant: Variant,
    },
    /// More than 7 fields (or text after the last field).
    TrailingText(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty FEN"),
            FenError::Malformed {
                field,
                found,
                expected,
            } => {
                write!(f, "{field}: found {found:?}, expected {expected}")
            }
            FenError::RankCount(n) => write!(f, "piece placement: {n} ranks, expected 8"),
            FenError::RankLength { rank, squares } => {
                write!(
                    f,
                    "piece placement: rank {rank} describes {squares} squares, expected 8"
                )
            }
            FenError::KhunCount { color, count } => {
                write!(f, "piece placement: {color} has {count} khun, expected 1")
            }
            FenError::TooManyPieces { color, role } => {
                write!(f, "piece placement: {color} has too many {role}")
            }
            FenError::BiaOnPromotionRank(sq) => {
                write!(f, "piece placement: bia on {sq} should have promoted")
            }
            FenError::OppositeCheck => f.write_str("position: the side not to move is in check"),
            FenError::SetupPlacement(sq) => write!(
                f,
                "piece placement: with pieces still in hand, the piece on {sq} cannot have been placed or moved there"
            ),
            FenError::BadRight(c) => write!(
                f,
                "first-move rights: {c:?} does not name an unmoved khun or met"
            ),
            FenError::NotInVariant { field, variant } => {
                write!(f, "{field}: not used in {variant}")
            }
            FenError::TrailingText(t) => write!(f, "unexpected text after the FEN: {t:?}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for FenError {}

fn malformed(field: FenField, found: &str, expected: &'static str) -> FenError {
    FenError::Malformed {
        field,
        found: found.into(),
        expected,
    }
}

fn parse_number(field: FenField, text: &str) -> Result<u32, FenError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(malformed(field, text, "a number"));
    }
    text.parse::<u32>()
        .map_err(|_| malformed(field, text, "a number below 2^32"))
}

impl Position {
    /// Reads a FEN for `variant`.
    ///
    /// # Errors
    /// A [`FenError`] naming the field and the problem; impossible positions (missing or extra
    /// khun, too many pieces, an unpromoted bia on its promotion rank, the side not to move in
    /// check) are rejected too.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        Position::from_fen_with_move_rules(variant, MoveRules::FAIRY_STOCKFISH, fen)
    }

    /// Reads a FEN for `variant` under `rules`: [`Position::from_fen`] then
    /// [`Position::with_move_rules`], except that under Walker's rules the rights field says
    /// which first-move rights are held, as Ouk Chatrang's does (`DEde` at the start: the khun
    /// on d1 or e8, the met on e1 or d8).
    ///
    /// # Errors
    /// As [`Position::from_fen`]; a right of Walker's rules names a start square without its
    /// unmoved khun or met.
    pub fn from_fen_with_move_rules(
        variant: Variant,
        rules: MoveRules,
        fen: &str,
    ) -> Result<Position, FenError> {
        let mut fields = fen.split_whitespace();
        let board = fields.next().ok_or(FenError::Empty)?;
        let mut pos = Position::empty(variant);
        if variant == Variant::Makruk {
            pos.move_rules.rule_set = rules.rule_set;
        }
        let (board, hand) = match board.split_once('[') {
            Some((board, hand)) => (board, Some(hand)),
            None => (board, None),
        };
        parse_board(&mut pos, board)?;
        match hand {
            Some(hand) => parse_hand(&mut pos, hand)?,
            None if variant.rules().drops => return Err(malformed(
                FenField::Hand,
                "",
                "the pieces in hand in brackets after the placement, such as [] or [KSFRNksfrn]",
            )),
            None => {}
        }

        pos.turn = match fields.next() {
            Some("w") | Some("W") => Color::White,
            Some("b") | Some("B") => Color::Black,
            Some(other) => return Err(malformed(FenField::Turn, other, "w or b")),
            None => return Err(malformed(FenField::Turn, "", "w or b")),
        };

        let rest: alloc::vec::Vec<&str> = fields.collect();
        let mut i = 0;
        // Like Fairy-Stockfish: rights and counting fields may be left out when numbers follow.
        let numeric = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if rest.get(i).is_some_and(|s| !numeric(s)) {
            parse_rights(&mut pos, rest[i])?;
            i += 1;
            if let Some(field) = rest.get(i).copied() {
                if !field.contains('+') {
                    parse_counting_limit(&mut pos, field)?;
                    i += 1;
                }
            }
        }
        if let Some(field) = rest.get(i).copied() {
            if field.contains('+') {
                parse_checks(&mut pos, field)?;
                i += 1;
            }
        }
        let halfmove_text = rest.get(i).copied();
        let fullmove_text = rest.get(i + 1).copied();
        if let Some(extra) = rest.get(i + 2) {
            return Err(FenError::TrailingText((*extra).into()));
        }
        let halfmove = match halfmove_text {
            Some(s) => parse_number(FenField::Halfmove, s)?,
            None => 0,
        };
        let fullmove = match fullmove_text {
            Some(s) => parse_number(FenField::Fullmove, s)?,
            None => 1,
        };
        if halfmove > 100_000 {
            return Err(malformed(
                FenField::Halfmove,
                halfmove_text.unwrap_or_default(),
                "at most 100000",
            ));
        }
        if fullmove > 1_000_000 {
            return Err(malformed(
                FenField::Fullmove,
                fullmove_text.unwrap_or_default(),
                "at most 1000000",
            ));
        }
        if pos.counting_limit != 0 && halfmove != 0 {
            pos.counting_ply = halfmove;
        } else {
            pos.rule50 = halfmove;
        }
        pos.game_ply = 2 * fullmove.max(1).saturating_sub(1) + (pos.turn == Color::Black) as u32;

        validate(&pos)?;
        pos.hash = pos.hash_from_scratch();
        pos.checkers = pos.compute_checkers();
        Ok(pos.with_move_rules(rules))
    }

    /// The FEN exactly as Fairy-Stockfish writes it (`get_fen` with default arguments).
    pub fn to_fen(&self) -> String {
        self.fen_with(false, 0)
    }

    /// The FEN with options of Fairy-Stockfish's `get_fen`: `show_promoted` writes `M~` for
    /// promoted bia; `count_started` as in [`Position::counting_with`].
    pub fn fen_with(&self, show_promoted: bool, count_started: CountStarted) -> String {
        self.fen_counting(
            show_promoted,
            self.counting_limit_with(count_started),
            self.counting_ply_with(count_started),
        )
    }

    /// The FEN with `M~` for promoted bia and the counting fields as this position keeps them, which
    /// reads back to exactly this position: the start of a game record. (Fairy-Stockfish writes a
    /// Cambodian board's honour count about to end with its shorter limit, which reads back as a
    /// different count.)
    pub fn exact_fen(&self) -> String {
        self.fen_counting(true, self.counting_limit, self.counting_ply)
    }

    /// The FEN with these counting fields (limit and count, in plies) when a count runs.
    fn fen_counting(&self, show_promoted: bool, limit: u32, ply: u32) -> String {
        let count = (self.counting_limit != 0).then_some((limit, ply));
        self.fen_fields(show_promoted, count)
    }

    /// The FEN with these counting fields (limit and count, in plies), or with `-` and the
    /// half-move clock for `None`.
    pub(crate) fn fen_fields(&self, show_promoted: bool, count: Option<(u32, u32)>) -> String {
        let rules = self.variant.rules();
        let mut s = String::with_capacity(80);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::new(file, rank);
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push(piece_char(p, rules.letter(p.role)));
                        if show_promoted && self.is_promoted(sq) {
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
        if rules.drops {
            s.push('[');
            for color in Color::ALL {
                for role in HAND_ROLES {
                    let letter = piece_char(Piece::new(color, role), rules.letter(role));
                    for _ in 0..self.in_hand(color, role) {
                        s.push(letter);
                    }
                }
            }
            s.push(']');
        }
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        let written_rights =
            if self.variant.rules().khun_leap || self.move_rules.rule_set == RuleSet::Walker {
                self.rights
            } else {
                Bitboard::EMPTY
            };
        if written_rights.is_empty() {
            s.push('-');
        } else {
            for color in Color::ALL {
                for sq in written_rights & Bitboard::rank(color.fold_wb(0, 7)) {
                    let c = sq.file_char();
                    s.push(color.fold_wb(c.to_ascii_uppercase(), c));
                }
            }
        }
        if let Some((limit, _)) = count {
            let _ = write!(s, " {limit} ");
        } else {
            s.push_str(" - ");
        }
        if self.variant.rules().check_wins {
            let left = |c: Color| if self.checks_given[c.index()] { 0 } else { 1 };
            let _ = write!(s, "{}+{} ", left(Color::White), left(Color::Black));
        }
        if let Some((_, ply)) = count {
            let _ = write!(s, "{ply}");
        } else {
            let _ = write!(s, "{}", self.rule50);
        }
        let _ = write!(s, " {}", self.fullmoves());
        s
    }
}

/// The FEN letter of `p` whose lower-case letter is `letter`.
fn piece_char(p: Piece, letter: char) -> char {
    p.color.fold_wb(letter.to_ascii_uppercase(), letter)
}

/// Reads the pieces in hand, the text after `[` (Sittuyin).
fn parse_hand(pos: &mut Position, text: &str) -> Result<(), FenError> {
    if !pos.variant.rules().drops {
        return Err(FenError::NotInVariant {
            field: FenField::Hand,
            variant: pos.variant,
        });
    }
    let expected = "pieces in hand such as [KSFRNksfrn], closed by ]";
    let letters = text
        .strip_suffix(']')
        .ok_or_else(|| malformed(FenField::Hand, text, expected))?;
    for c in letters.chars() {
        let piece = Piece::from_char(c)
            .filter(|p| p.role != Role::Bia)
            .ok_or_else(|| malformed(FenField::Hand, text, expected))?;
        if pos.in_hand(piece.color, piece.role) >= 8 {
            return Err(FenError::TooManyPieces {
                color: piece.color,
                role: piece.role,
            });
        }
        pos.add_to_hand(piece.color, piece.role);
    }
    Ok(())
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), FenError> {
    let ranks: alloc::vec::Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u32 = 0;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(malformed(
                        FenField::Board,
                        text,
                        "digits 1 to 8 for empty squares",
                    ));
                }
                file += d;
            } else if let Some(piece) = Piece::from_char(c) {
                let promoted = chars.peek() == Some(&'~');
                if promoted {
                    chars.next();
                    if matches!(piece.role, Role::Bia | Role::Khun) {
                        return Err(malformed(
                            FenField::Board,
                            text,
                            "'~' only after a promoted piece",
                        ));
                    }
                }
                if file < 8 {
                    let sq = Square::new(file as u8, rank);
                    pos.put(sq, piece);
                    if promoted {
                        pos.promoted.add(sq);
                    }
                }
                file += 1;
            } else {
                return Err(malformed(
                    FenField::Board,
                    text,
                    "piece letters KMSNRP (or Q, B), digits and '/'",
                ));
            }
            if file > 8 {
                return Err(FenError::RankLength {
                    rank: rank + 1,
                    squares: file,
                });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(())
}

fn parse_rights(pos: &mut Position, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let rules = pos.variant.rules();
    let walker = pos.move_rules.rule_set == RuleSet::Walker;
    if !rules.khun_leap && !rules.met_double_step && !walker {
        return Err(FenError::NotInVariant {
            field: FenField::Rights,
            variant: pos.variant,
        });
    }
    for c in field.chars() {
        let (color, file) = match c {
            'A'..='H' => (Color::White, c as u8 - b'A'),
            'a'..='h' => (Color::Black, c as u8 - b'a'),
            _ => {
                return Err(malformed(
                    FenField::Rights,
                    field,
                    "'-' or file letters such as DEde",
                ))
            }
        };
        let sq = Square::new(file, color.fold_wb(0, 7));
        let ok = match pos.piece_at(sq) {
            Some(p) if p.color == color && walker => {
                let start = match p.role {
                    Role::Khun => crate::position::khun_start(color),
                    Role::Met => crate::position::met_start(color),
                    _ => return Err(FenError::BadRight(c)),
                };
                sq == start && !pos.is_promoted(sq)
            }
            Some(p) if p.color == color => {
                p.role == Role::Khun && rules.khun_leap
                    || p.role == Role::Met && rules.met_double_step && !pos.is_promoted(sq)
            }
            _ => false,
        };
        if !ok {
            return Err(FenError::BadRight(c));
        }
        pos.rights.add(sq);
    }
    Ok(())
}

fn parse_counting_limit(pos: &mut Position, field: &str) -> Result<(), FenError> {
    if field == "-" || Square::from_name(field).is_some() {
        // No count; an en-passant square has no meaning here and is ignored like Fairy-Stockfish does.
        return Ok(());
    }
    let limit = parse_number(FenField::CountingLimit, field).map_err(|_| {
        malformed(
            FenField::CountingLimit,
            field,
            "'-' or a counting limit in plies",
        )
    })?;
    if pos.variant.rules().counting == crate::CountingRule::None {
        return Err(FenError::NotInVariant {
            field: FenField::CountingLimit,
            variant: pos.variant,
        });
    }
    if limit > 128 {
        return Err(malformed(
            FenField::CountingLimit,
            field,
            "a limit of at most 128 plies",
        ));
    }
    pos.counting_limit = limit;
    Ok(())
}

fn parse_checks(pos: &mut Position, field: &str) -> Result<(), FenError> {
    if !pos.variant.rules().check_wins {
        return Err(FenError::NotInVariant {
            field: FenField::Checks,
            variant: pos.variant,
        });
    }
    let parse = |s: &str| match s {
        "0" => Ok(true),
        "1" => Ok(false),
        _ => Err(malformed(
            FenField::Checks,
            field,
            "checks remaining such as 1+1",
        )),
    };
    let (white, black) = field
        .split_once('+')
        .ok_or_else(|| malformed(FenField::Checks, field, "1+1"))?;
    pos.checks_given = [parse(white)?, parse(black)?];
    Ok(())
}

fn validate(pos: &Position) -> Result<(), FenError> {
    let rules = pos.variant.rules();
    for color in Color::ALL {
        let count = |r: Role| pos.pieces(color, r).count() + u32::from(pos.in_hand(color, r));
        let khun = count(Role::Khun);
        if khun != 1 {
            return Err(FenError::KhunCount { color, count: khun });
        }
        let bia = count(Role::Bia);
        if bia > 8 {
            return Err(FenError::TooManyPieces {
                color,
                role: Role::Bia,
            });
        }
        let mut promoted = 0;
        // Takhaeng Ruea (Makruk): a ruea may start tilted as a met.
        let tilted = if pos.variant == Variant::Makruk {
            2u32.saturating_sub(count(Role::Ruea))
        } else {
            0
        };
        for (role, start) in [
            (Role::Ma, 2),
            (Role::Khon, 2),
            (Role::Met, 1 + tilted),
            (Role::Ruea, 2),
        ] {
            let extra = count(role).saturating_sub(start);
            if extra > 0 && !rules.promotion_roles.contains(&role) {
                return Err(FenError::TooManyPieces { color, role });
            }
            promoted += extra;
            if bia + promoted > 8 {
                return Err(FenError::TooManyPieces { color, role });
            }
        }
        // Pieces marked promoted (`M~`) were bia too, even when their kind is not over its count.
        if bia + (pos.promoted & pos.by_color(color)).count() > 8 {
            return Err(FenError::TooManyPieces {
                color,
                role: Role::Bia,
            });
        }
        for sq in pos.pieces(color, Role::Bia) {
            if sq.relative_rank(color) >= rules.promotion_rank {
                return Err(FenError::BiaOnPromotionRank(sq));
            }
        }
    }
    if pos.is_setup_phase() {
        validate_setup(pos)?;
    }
    let them = pos.turn.other();
    let their_khun = pos.pieces(them, Role::Khun).first();
    if their_khun.is_some_and(|ksq| pos.is_attacked(ksq, pos.turn, pos.occupied())) {
        return Err(FenError::OppositeCheck);
    }
    Ok(())
}

/// While pieces are in hand no move has been played: every bia stands on its start square and
/// every other piece where its side may drop it.
fn validate_setup(pos: &Position) -> Result<(), FenError> {
    for color in Color::ALL {
        let bia = pos.pieces(color, Role::Bia);
        if let Some(sq) = (bia ^ start_bia(color)).first() {
            return Err(FenError::SetupPlacement(sq));
        }
        for role in HAND_ROLES {
            if let Some(sq) = (pos.pieces(color, role) - drop_region(color, role)).first() {
                return Err(FenError::SetupPlacement(sq));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip() {
        for v in Variant::ALL {
            let fen = Position::startpos(v).to_fen();
            if v == Variant::Karouk {
                // Fairy-Stockfish's get_fen adds the checks-remaining field.
                assert_eq!(
                    fen,
                    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1"
                );
            } else {
                assert_eq!(fen, v.start_fen());
            }
            assert_eq!(Position::from_fen(v, &fen).unwrap(), Position::startpos(v));
        }
    }

    #[test]
    fn counting_fields_round_trip() {
        let fen = "8/8/8/3k4/8/8/8/R3K2R b - 16 8 1";
        let pos = Position::from_fen(Variant::Makruk, fen).unwrap();
        assert_eq!(pos.to_fen(), fen);
        assert_eq!(pos.halfmove_clock(), 0);
    }

    #[test]
    fn aliases_and_promoted() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/8/M~7/8/8/8/8/3QKB2 b - - 0 1").unwrap();
        assert!(pos.is_promoted(Square::from_name("a6").unwrap()));
        assert_eq!(pos.to_fen(), "4k3/8/M7/8/8/8/8/3MKS2 b - - 0 1");
        assert_eq!(pos.fen_with(true, 0), "4k3/8/M~7/8/8/8/8/3MKS2 b - - 0 1");
    }

    #[test]
    fn errors_name_the_field() {
        let bad = [
            ("", FenError::Empty),
            ("8/8/8/8/8/8/8 w - - 0 1", FenError::RankCount(7)),
            (
                "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
                FenError::RankLength {
                    rank: 1,
                    squares: 9,
                },
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                malformed(FenField::Turn, "x", "w or b"),
            ),
            (
                "8/8/8/8/8/8/8/4K3 w - - 0 1",
                FenError::KhunCount {
                    color: Color::Black,
                    count: 0,
                },
            ),
            (
                "4k3/8/P7/8/8/8/8/4K3 w - - 0 1",
                FenError::BiaOnPromotionRank(Square::from_name("a6").unwrap()),
            ),
            ("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", FenError::OppositeCheck),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - x 1",
                malformed(FenField::Halfmove, "x", "a number"),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w DE - 0 1",
                FenError::NotInVariant {
                    field: FenField::Rights,
                    variant: Variant::Makruk,
                },
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
                FenError::TrailingText("extra".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/RRR1K3 w - - 0 1",
                FenError::TooManyPieces {
                    color: Color::White,
                    role: Role::Ruea,
                },
            ),
        ];
        for (fen, err) in bad {
            assert_eq!(Position::from_fen(Variant::Makruk, fen), Err(err), "{fen}");
        }
        let more = [
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K3 w - x 0 1",
                FenField::CountingLimit,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K3 w - 300 0 1",
                FenField::CountingLimit,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K3 w - - 0 -1",
                FenField::Fullmove,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999",
                FenField::Fullmove,
            ),
            (
                Variant::Cambodian,
                "4k3/8/8/8/8/8/8/4K3 w X - 0 1",
                FenField::Rights,
            ),
            (
                Variant::Karouk,
                "4k3/8/8/8/8/8/8/4K3 w - - 2+1 0 1",
                FenField::Checks,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/P~7/4K3 w - - 0 1",
                FenField::Board,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K2x w - - 0 1",
                FenField::Board,
            ),
            (
                Variant::Makruk,
                "4k3/8/8/8/8/8/8/4K02 w - - 0 1",
                FenField::Board,
            ),
        ];
        for (variant, fen, field) in more {
            match Position::from_fen(variant, fen) {
                Err(FenError::Malformed { field: f, .. }) => assert_eq!(f, field, "{fen}"),
                other => panic!("{fen}: {other:?}"),
            }
        }
        assert_eq!(
            Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 w - - 1+1 0 1"),
            Err(FenError::NotInVariant {
                field: FenField::Checks,
                variant: Variant::Makruk
            })
        );
        assert_eq!(
            Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/4KK2 w - - 0 1"),
            Err(FenError::KhunCount {
                color: Color::White,
                count: 2
            })
        );
        assert_eq!(
            Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/PPPPPPPP/M~7/4K3 w - - 0 1"),
            Err(FenError::TooManyPieces {
                color: Color::White,
                role: Role::Bia
            }),
            "a promoted bia counts as a ninth bia"
        );
        assert!(
            Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/PPPPPPP1/M~7/4K3 w - - 0 1").is_ok()
        );
        assert_eq!(
            Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1"),
            Err(FenError::TooManyPieces {
                color: Color::White,
                role: Role::Bia
            })
        );
        let err = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 w - - x 1").unwrap_err();
        assert_eq!(
            err.to_string(),
            "half-move clock: found \"x\", expected a number"
        );
        assert!(matches!(
            Position::from_fen(Variant::Cambodian, "4k3/8/8/8/8/8/8/4K3 w D - 0 1"),
            Err(FenError::BadRight('D'))
        ));
    }

    #[test]
    fn short_fens_get_defaults() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 b").unwrap();
        assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    }
}
