//! Standard algebraic notation (SAN): writing exactly as Fairy-Stockfish does
//! (Latin and Thai), and reading it leniently.
//!
//! Written SAN: `e4`, `fxe5`, `Nd2`, `Sed4`, `R1a2`, `d6=M`, `b8=Q` (ASEAN), Sittuyin's drops
//! `R@a1` and promotions `d5=F` (in place), `d5e6=F` (diagonally), with `+` for check and `#` for mate. Thai SAN uses Fairy-Stockfish's Thai letters: files ก ข ค ง จ ฉ ช ญ,
//! ranks ๑–๘, pieces ข (khun) ค (khon) ม็ (met) ง (promoted bia) ม (ma) ร (ruea), a `-`
//! before the target square of a piece move that does not capture: `ค-ฉ๗`, `ฉxจ๕`, `ก๖=M`.
//!
//! Reading accepts our letters and the chess letters (`Q` = met, `B` = khon), optional
//! `x`, `-`, `=`, `+`, `#` and annotation marks (`!`, `?`), long forms (`e3e4`, `Nb1-d2`),
//! and any Unicode white space (NBSP, thin spaces) around or inside the move. Thai SAN as
//! written above is read too (ข ค ง start both a file and a piece name; the legal moves decide).
//!
//! ```
//! use makruk_core::{Position, Variant};
//!
//! let pos = Position::startpos(Variant::Makruk);
//! let m = pos.parse_san("Nd2").unwrap();
//! assert_eq!(m.to_string(), "b1d2");
//! assert_eq!(pos.san(m), "Nd2");
//! assert_eq!(pos.thai_san(m), "ม-ง๒");
//! assert_eq!(pos.parse_san("ม-ง๒"), Ok(m));
//! assert_eq!(pos.parse_san("\u{a0}e4+"), pos.parse_san("e3e4"));
//! assert!(pos.parse_san("e5").is_err());
//! ```

use crate::{Move, MoveKind, Position, Role, Square};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Why a SAN string was rejected by [`Position::parse_san`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Nothing but white space or annotation marks.
    Empty,
    /// Not a move in algebraic notation; holds the text and what is wrong with it.
    Syntax {
        /// The rejected text.
        san: String,
        /// What is wrong.
        problem: &'static str,
    },
    /// Well formed, but no legal move matches.
    Illegal {
        /// The rejected text.
        san: String,
    },
    /// Several legal moves match; they are listed.
    Ambiguous {
        /// The rejected text.
        san: String,
        /// The legal moves it could mean.
        candidates: Vec<Move>,
    },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Empty => f.write_str("empty move"),
            SanError::Syntax { san, problem } => write!(f, "cannot read move \"{san}\": {problem}"),
            SanError::Illegal { san } => write!(f, "no legal move \"{san}\" in this position"),
            SanError::Ambiguous { san, candidates } => {
                write!(f, "move \"{san}\" is ambiguous: it could be")?;
                for (i, m) in candidates.iter().enumerate() {
                    write!(f, "{}{m}", if i == 0 { " " } else { ", " })?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for SanError {}

/// Fairy-Stockfish's Thai file letters, a to h.
pub const THAI_FILES: [char; 8] = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ'];
/// Thai digits ๑ to ๘ for ranks 1 to 8.
pub const THAI_RANKS: [char; 8] = ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘'];

/// Which part of the origin square SAN writes to tell pieces apart.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Disambiguation {
    None,
    File,
    Rank,
    Square,
}

/// The piece letters of Latin SAN.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Letters {
    /// Fairy-Stockfish's letters: `M` met, `S` khon (ASEAN: `Q`, `B`).
    #[default]
    FairyStockfish,
    /// The chess letters, read by sites that know no other: `Q` met, `B` khon.
    Chess,
}

/// Latin (with its letters) or Thai output.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Script {
    Latin(Letters),
    Thai,
}

impl Script {
    fn push_file(self, out: &mut String, sq: Square) {
        match self {
            Script::Latin(_) => out.push(sq.file_char()),
            Script::Thai => out.push(THAI_FILES[usize::from(sq.file())]),
        }
    }

    fn push_rank(self, out: &mut String, sq: Square) {
        match self {
            Script::Latin(_) => out.push(sq.rank_char()),
            Script::Thai => out.push(THAI_RANKS[usize::from(sq.rank())]),
        }
    }

    fn push_square(self, out: &mut String, sq: Square) {
        self.push_file(out, sq);
        self.push_rank(out, sq);
    }
}

/// The upper-case letter SAN uses for `role` in this position's variant, or in chess letters.
fn latin_letter(pos: &Position, role: Role, letters: Letters) -> char {
    let c = if letters == Letters::Chess {
        role.chess_char()
    } else {
        pos.variant().rules().letter(role)
    };
    c.to_ascii_uppercase()
}

/// Fairy-Stockfish's Thai piece names (`piece_to_thai_char`).
fn thai_letter(role: Role, promoted: bool) -> &'static str {
    match role {
        Role::Khun => "ข",
        Role::Khon => "ค",
        Role::Met if promoted => "ง",
        Role::Met => "ม็",
        Role::Ma => "ม",
        Role::Ruea => "ร",
        Role::Bia => "บ",
    }
}

impl Position {
    /// The move in SAN exactly as Fairy-Stockfish writes it (`Nd2`, `fxe5`, `d6=M`, `Ra8#`).
    /// A move that is not legal here is written in UCI form (`e3e5`).
    pub fn san(&self, m: Move) -> String {
        self.write_san(m, Script::Latin(Letters::FairyStockfish))
    }

    /// The move in SAN with these piece letters: [`Position::san`], or with `Q` for met and `B`
    /// for khon (`Qe3`, `d6=Q`).
    pub fn san_with(&self, m: Move, letters: Letters) -> String {
        self.write_san(m, Script::Latin(letters))
    }

    /// The move in Fairy-Stockfish's Thai SAN (`จ๔`, `ค-ฉ๗`, `ฉxจ๕`, `ก๖=M`).
    /// A move that is not legal here is written in UCI form (`e3e5`).
    pub fn thai_san(&self, m: Move) -> String {
        self.write_san(m, Script::Thai)
    }

    fn write_san(&self, m: Move, script: Script) -> String {
        let piece = match self.piece_at(m.from) {
            Some(piece) if self.is_legal(m) => piece,
            _ if m.kind != MoveKind::Normal && self.is_legal(m) => {
                return self.write_special_san(m, script);
            }
            _ => return alloc::format!("{m}"),
        };
        if m.kind == MoveKind::SittuyinPromotion {
            return self.write_special_san(m, script);
        }
        let mut san = String::with_capacity(12);
        // A move onto an own bia is a sutra move (Sut Met, Sut Ma), not a capture.
        let capture = self.piece_at(m.to).is_some_and(|p| p.color != piece.color);
        if piece.role != Role::Bia {
            match script {
                Script::Latin(letters) => san.push(latin_letter(self, piece.role, letters)),
                Script::Thai => san.push_str(thai_letter(piece.role, self.is_promoted(m.from))),
            }
        }
        match self.disambiguation(m, piece.role, capture) {
            Disambiguation::None => {}
            Disambiguation::File => script.push_file(&mut san, m.from),
            Disambiguation::Rank => script.push_rank(&mut san, m.from),
            Disambiguation::Square => script.push_square(&mut san, m.from),
        }
        if capture {
            san.push('x');
        } else if script == Script::Thai && piece.role != Role::Bia {
            san.push('-');
        }
        script.push_square(&mut san, m.to);
        if let Some(role) = m.promotion {
            san.push('=');
            let letters = match script {
                Script::Latin(letters) => letters,
                Script::Thai => Letters::FairyStockfish,
            };
            san.push(latin_letter(self, role, letters));
        }
        self.push_check_mark(&mut san, m);
        san
    }

    /// A legal drop (`R@a1`, Thai `ร@ก๑`) or Sittuyin promotion (`d5=F`, `d5e6=F`, Thai `ง๕=F`).
    fn write_special_san(&self, m: Move, script: Script) -> String {
        let mut san = String::with_capacity(12);
        let letters = match script {
            Script::Latin(letters) => letters,
            Script::Thai => Letters::FairyStockfish,
        };
        if let Some(role) = m.dropped() {
            match script {
                Script::Latin(letters) => san.push(latin_letter(self, role, letters)),
                Script::Thai => san.push_str(thai_letter(role, false)),
            }
            san.push('@');
            script.push_square(&mut san, m.to);
        } else {
            script.push_square(&mut san, m.from);
            if m.to != m.from {
                script.push_square(&mut san, m.to);
            }
            san.push('=');
            san.push(latin_letter(self, Role::Met, letters));
        }
        self.push_check_mark(&mut san, m);
        san
    }

    /// Appends `+` or `#` when the legal move `m` gives check or mate.
    fn push_check_mark(&self, san: &mut String, m: Move) {
        let mut after = self.clone();
        after.play_unchecked(m);
        if after.is_check() {
            san.push(if after.legal_moves().is_empty() {
                '#'
            } else {
                '+'
            });
        }
    }

    /// Fairy-Stockfish's `disambiguation_level`: bia captures name the file; otherwise other
    /// pieces of the same role with a legal move to the same square decide.
    fn disambiguation(&self, m: Move, role: Role, capture: bool) -> Disambiguation {
        if role == Role::Bia && capture {
            return Disambiguation::File;
        }
        let mut others = crate::Bitboard::EMPTY;
        for other in self.legal_moves().iter() {
            if other.to == m.to
                && other.from != m.from
                && other.promotion == m.promotion
                && self.piece_at(other.from).is_some_and(|p| p.role == role)
            {
                others.add(other.from);
            }
        }
        if others.is_empty() {
            Disambiguation::None
        } else if !others.iter().any(|s| s.file() == m.from.file()) {
            Disambiguation::File
        } else if !others.iter().any(|s| s.rank() == m.from.rank()) {
            Disambiguation::Rank
        } else {
            Disambiguation::Square
        }
    }

    /// Reads a move in SAN (also long algebraic, chess letters and Thai SAN; see the module
    /// docs) and returns the legal move it names.
    ///
    /// # Errors
    /// [`SanError`] when the text is empty, malformed, names no legal move or more than one.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let cleaned = clean(text);
        if cleaned.is_empty() {
            return Err(SanError::Empty);
        }
        // Bare coordinates (`b1d2`, `b1-d2`, `d5d6m`) name their move whatever piece stands there.
        let coordinates: String = cleaned.chars().filter(|&c| c != '-' && c != 'x').collect();
        if let Ok(m) = self.parse_uci_move(&coordinates) {
            return Ok(m);
        }
        let mut candidates: Vec<Move> = Vec::new();
        let mut syntax_error = None;
        for form in latin_forms(&cleaned) {
            // A drop read from Thai SAN (`ร@ก๑` is `R@a1`); the piece letter is upper case.
            if form.contains('@') && form.starts_with(|c: char| c.is_ascii_uppercase()) {
                if let Ok(m) = self.parse_uci_move(&form) {
                    if !candidates.contains(&m) {
                        candidates.push(m);
                    }
                }
                continue;
            }
            match parse_pattern(&form) {
                Ok(pattern) => {
                    for m in self.legal_moves().iter().copied() {
                        if pattern.matches(self, m) && !candidates.contains(&m) {
                            candidates.push(m);
                        }
                    }
                }
                Err(SanError::Syntax { problem, .. }) => {
                    syntax_error.get_or_insert(problem);
                }
                Err(other) => return Err(other),
            }
        }
        match (candidates.len(), syntax_error) {
            (0, Some(problem)) => Err(SanError::Syntax {
                san: cleaned,
                problem,
            }),
            (0, None) => Err(SanError::Illegal { san: cleaned }),
            (1, _) => Ok(candidates[0]),
            _ => Err(SanError::Ambiguous {
                san: cleaned,
                candidates,
            }),
        }
    }
}

/// The Latin readings of a SAN string: the string itself, or for Thai SAN its
/// transliteration. ข ค ง are both files (b c d) and pieces (khun, khon, promoted met), so
/// a Thai move starting with one of them has two readings.
fn latin_forms(san: &str) -> Vec<String> {
    if !san.chars().any(|c| ('\u{0E00}'..='\u{0E7F}').contains(&c)) {
        return alloc::vec![san.into()];
    }
    let mut files = String::new();
    let mut piece_first: Option<String> = None;
    let mut chars = san.chars().peekable();
    let mut first = true;
    while let Some(c) = chars.next() {
        let latin = match c {
            'ม' if chars.next_if_eq(&'\u{0E47}').is_some() => 'M',
            'ม' => 'N',
            'ร' => 'R',
            'บ' => 'P',
            '๑'..='๘' => char::from(b'1' + (c as u32 - '๑' as u32) as u8),
            _ => match THAI_FILES.iter().position(|&f| f == c) {
                Some(i) => char::from(b'a' + i as u8),
                None => c,
            },
        };
        if first {
            let piece = match c {
                'ข' => Some('K'),
                'ค' => Some('S'),
                'ง' => Some('M'),
                _ => None,
            };
            piece_first = piece.map(String::from);
            first = false;
        } else if let Some(alt) = piece_first.as_mut() {
            alt.push(latin);
        }
        files.push(latin);
    }
    let mut forms = alloc::vec![files];
    forms.extend(piece_first);
    forms
}

/// Removes white space (any Unicode space, zero-width ones too) and trailing check, mate
/// and annotation marks.
fn clean(text: &str) -> String {
    let mut s: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '\u{200B}' | '\u{2060}' | '\u{FEFF}'))
        .collect();
    while s.ends_with(['+', '#', '!', '?', '‼', '⁇', '⁈', '⁉', '†', '‡']) {
        s.pop();
    }
    s
}

/// The parts of a SAN string, before looking at the position.
#[derive(Debug, PartialEq, Eq)]
struct Pattern {
    /// The moving role, `None` for a bia move written without a letter.
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
    promotion: Option<Role>,
}

impl Pattern {
    fn matches(&self, pos: &Position, m: Move) -> bool {
        let Some(piece) = pos.piece_at(m.from) else {
            return false;
        };
        m.to == self.to
            && piece.role == self.role.unwrap_or(Role::Bia)
            && self.from_file.is_none_or(|f| f == m.from.file())
            && self.from_rank.is_none_or(|r| r == m.from.rank())
            && (self.promotion.is_none() || self.promotion == m.promotion)
            && (self.promotion.is_some() || m.kind != MoveKind::SittuyinPromotion)
    }
}

fn syntax(san: &str, problem: &'static str) -> SanError {
    SanError::Syntax {
        san: san.into(),
        problem,
    }
}

/// A piece letter as written in SAN: ours (`K M S N R P`), chess (`Q` met, `B` khon) or
/// Sittuyin's general `F`.
fn role_letter(c: char) -> Option<Role> {
    match c {
        'K' | 'M' | 'S' | 'N' | 'R' | 'P' | 'Q' | 'B' | 'F' => Role::from_char(c),
        _ => None,
    }
}

fn parse_pattern(san: &str) -> Result<Pattern, SanError> {
    let chars: Vec<char> = san.chars().collect();
    let mut rest: &[char] = &chars;

    let mut role = None;
    if let Some((&first, tail)) = rest.split_first() {
        if let Some(r) = role_letter(first) {
            role = if r == Role::Bia { None } else { Some(r) };
            rest = tail;
        }
    }

    // Promotion at the end: `=M`, `M`, `(M)`, `/M`, any case.
    let mut promotion = None;
    let mut end = rest.len();
    if end > 0 && rest[end - 1] == ')' {
        end -= 1;
    }
    if end > 0 && rest[end - 1].is_ascii_alphabetic() {
        let r = Role::from_char(rest[end - 1])
            .filter(|r| !matches!(r, Role::Bia | Role::Khun))
            .ok_or_else(|| syntax(san, "unknown promotion piece"))?;
        promotion = Some(r);
        end -= 1;
        if end > 0 && matches!(rest[end - 1], '=' | '(' | '/') {
            end -= 1;
        }
    }
    let body = &rest[..end];

    // Target square: the last file letter and rank digit.
    if body.len() < 2 {
        return Err(syntax(san, "no target square"));
    }
    let (file_c, rank_c) = (body[body.len() - 2], body[body.len() - 1]);
    let to = match (file_index(file_c), rank_index(rank_c)) {
        (Some(f), Some(r)) => Square::new(f, r),
        _ => return Err(syntax(san, "no target square")),
    };

    // Between the piece and the target: origin file/rank and separators.
    let mut from_file = None;
    let mut from_rank = None;
    for &c in &body[..body.len() - 2] {
        if let Some(f) = file_index(c) {
            if from_file.is_some() || from_rank.is_some() {
                return Err(syntax(san, "misplaced file letter"));
            }
            from_file = Some(f);
        } else if let Some(r) = rank_index(c) {
            if from_rank.is_some() {
                return Err(syntax(san, "misplaced rank digit"));
            }
            from_rank = Some(r);
        } else if !matches!(c, 'x' | 'X' | ':' | '×' | '-' | '–') {
            return Err(syntax(san, "unexpected character"));
        }
    }
    Ok(Pattern {
        role,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

fn file_index(c: char) -> Option<u8> {
    match c {
        'a'..='h' => Some(c as u8 - b'a'),
        _ => None,
    }
}

fn rank_index(c: char) -> Option<u8> {
    match c {
        '1'..='8' => Some(c as u8 - b'1'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).expect("test FEN")
    }

    /// A Makruk opening with bia on e4 and f4 against e5, the ma b8 on d7: captures, ma moves and
    /// met and khon moves to name.
    fn open_centre() -> Position {
        pos(
            Variant::Makruk,
            "r1smksnr/3n4/pppp1ppp/4p3/4PP2/PPPP2PP/8/RNSKMSNR w - - 0 1",
        )
    }

    fn sans(p: &Position) -> Vec<String> {
        let mut v: Vec<String> = p.legal_moves().iter().map(|&m| p.san(m)).collect();
        v.sort();
        v
    }

    #[test]
    fn start_position_san() {
        let p = Position::startpos(Variant::Makruk);
        let m = p.parse_uci_move("e3e4").unwrap();
        assert_eq!(p.san(m), "e4");
        assert_eq!(p.thai_san(m), "จ๔");
        assert!(sans(&p).contains(&"Nd2".to_string()));
    }

    #[test]
    fn captures_promotions_checks() {
        let p = pos(Variant::Makruk, "4k3/8/1n6/P1P5/3p1p2/4N3/8/4K3 w - - 0 1");
        let m = p.parse_uci_move("a5b6m").unwrap();
        assert_eq!(p.san(m), "axb6=M");
        assert_eq!(p.thai_san(m), "กxข๖=M");
        let p = pos(Variant::Makruk, "8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("a1a7").unwrap()), "Ra7+");
        assert_eq!(p.thai_san(p.parse_uci_move("a1a7").unwrap()), "ร-ก๗+");
        assert_eq!(p.thai_san(p.parse_uci_move("c3b2").unwrap()), "ม็-ข๒");
        let p = pos(Variant::Makruk, "4k3/8/4K3/8/8/8/8/R7 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("a1a8").unwrap()), "Ra8#");
    }

    #[test]
    fn disambiguation_file_rank_square() {
        // Two ma reach f3 from d2 and g1 (different files): file.
        let p = pos(Variant::Makruk, "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("d2f3").unwrap()), "Ndf3");
        // Two ruea on one file: rank.
        let p = pos(Variant::Makruk, "4k3/8/R7/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("a1a3").unwrap()), "R1a3");
        // Three met around d4 (others on the same file and the same rank): square.
        let p = pos(Variant::Makruk, "4k3/8/8/2M5/8/2M1M3/8/4K3 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("c3d4").unwrap()), "Mc3d4");
        assert_eq!(p.thai_san(p.parse_uci_move("c5d4").unwrap()), "ม็๕-ง๔");
    }

    #[test]
    fn asean_letters() {
        let p = pos(Variant::Asean, "4k3/1P1b4/8/8/8/8/8/RB1QK3 w - - 0 1");
        assert_eq!(p.san(p.parse_uci_move("b7b8r").unwrap()), "b8=R+");
        assert_eq!(p.san(p.parse_uci_move("d1e2").unwrap()), "Qe2");
        assert_eq!(p.san(p.parse_uci_move("b1c2").unwrap()), "Bc2");
        assert_eq!(p.parse_san("b8=B"), Ok(p.parse_uci_move("b7b8b").unwrap()));
        assert!(matches!(p.parse_san("b8"), Err(SanError::Ambiguous { .. })));
    }

    #[test]
    fn illegal_moves_are_written_in_uci_form() {
        let p = pos(Variant::Makruk, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let sq = |s| Square::from_name(s).unwrap();
        // Capturing the khun, moving the opponent's piece, moving from an empty square.
        for m in [
            Move::new(sq("a1"), sq("e8")),
            Move::new(sq("e8"), sq("e7")),
            Move::new(sq("b2"), sq("b3")),
        ] {
            assert_eq!(p.san(m), m.to_string());
            assert_eq!(p.thai_san(m), m.to_string());
        }
    }

    #[test]
    fn parse_round_trips_every_legal_move() {
        for v in Variant::ALL {
            let p = Position::startpos(v);
            for &m in p.legal_moves().iter() {
                assert_eq!(p.parse_san(&p.san(m)), Ok(m), "{v} {m}");
            }
        }
    }

    #[test]
    fn parse_lenient_forms() {
        let p = open_centre();
        let fxe5 = p.parse_uci_move("f4e5").unwrap();
        for text in [
            "fxe5",
            "fe5",
            "f4e5",
            "f4xe5",
            "\u{a0}fxe5+\u{2009}",
            "fxe5!?",
            "Pfxe5",
        ] {
            assert_eq!(p.parse_san(text), Ok(fxe5), "{text:?}");
        }
        let nd2 = p.parse_uci_move("b1d2").unwrap();
        assert_eq!(p.parse_san("b1d2"), Ok(nd2));
        assert_eq!(p.parse_san("b1-d2"), Ok(nd2));
        for text in ["Nd2", "Nbd2", "Nb1-d2", "N\u{202f}d2", "Nb1d2"] {
            assert_eq!(p.parse_san(text), Ok(nd2), "{text:?}");
        }
        // Chess letters: Q = met, B = khon.
        let met = p.parse_uci_move("e1f2").unwrap();
        assert_eq!(p.parse_san("Qf2"), Ok(met));
        assert_eq!(p.parse_san("Mf2"), Ok(met));
        let khon = p.parse_uci_move("c1c2").unwrap();
        assert_eq!(p.parse_san("Bc2"), Ok(khon));
    }

    #[test]
    fn chess_letters_are_written_and_read_back() {
        let p = open_centre();
        let met = p.parse_uci_move("e1f2").unwrap();
        let khon = p.parse_uci_move("c1c2").unwrap();
        assert_eq!(p.san_with(met, Letters::Chess), "Qf2");
        assert_eq!(p.san_with(khon, Letters::Chess), "Bc2");
        assert_eq!(p.san_with(met, Letters::FairyStockfish), p.san(met));
        for variant in Variant::ALL {
            let p = Position::startpos(variant);
            for &m in p.legal_moves().iter() {
                assert_eq!(p.parse_san(&p.san_with(m, Letters::Chess)), Ok(m));
            }
        }
        // A promotion to met is written `=Q` and read back.
        let p = pos(Variant::Makruk, "4k3/8/8/2P5/8/8/8/4K3 w - - 0 1");
        let promote = p.parse_uci_move("c5c6m").unwrap();
        assert_eq!(p.san_with(promote, Letters::Chess), "c6=Q");
        assert_eq!(p.parse_san("c6=Q"), Ok(promote));
    }

    #[test]
    fn parse_thai_san() {
        let p = open_centre();
        for &m in p.legal_moves().iter() {
            assert_eq!(p.parse_san(&p.thai_san(m)), Ok(m), "{}", p.thai_san(m));
        }
        assert_eq!(p.parse_san("ฉxจ๕"), Ok(p.parse_uci_move("f4e5").unwrap()));
        // Khun or bia: ข starts both; the position decides.
        let p = pos(Variant::Makruk, "4k3/8/2n5/1PK5/8/8/8/8 w - - 0 1");
        let err = p.parse_san("ขxค๖").unwrap_err();
        assert!(matches!(&err, SanError::Ambiguous { candidates, .. } if candidates.len() == 2));
        assert_eq!(p.parse_san("ข-ง๕"), Ok(p.parse_uci_move("c5d5").unwrap()));
        assert_eq!(p.parse_san("ข๖=M"), Ok(p.parse_uci_move("b5b6m").unwrap()));
        assert_eq!(
            p.parse_san("ขxค๖=M"),
            Ok(p.parse_uci_move("b5c6m").unwrap())
        );
        assert!(matches!(p.parse_san("ข-ง๙"), Err(SanError::Syntax { .. })));
    }

    #[test]
    fn promotion_letter_optional_in_makruk() {
        let p = pos(Variant::Makruk, "4k3/8/8/P7/8/8/8/4K3 w - - 0 1");
        let m = p.parse_uci_move("a5a6m").unwrap();
        for text in ["a6=M", "a6", "a6M", "a6=Q", "a6(M)"] {
            assert_eq!(p.parse_san(text), Ok(m), "{text:?}");
        }
    }

    #[test]
    fn errors() {
        let p = Position::startpos(Variant::Makruk);
        assert_eq!(p.parse_san(" \u{a0} "), Err(SanError::Empty));
        assert!(matches!(p.parse_san("Zz9"), Err(SanError::Syntax { .. })));
        assert!(matches!(p.parse_san("e9"), Err(SanError::Syntax { .. })));
        assert!(matches!(p.parse_san("e4=K"), Err(SanError::Syntax { .. })));
        assert!(matches!(p.parse_san("O-O"), Err(SanError::Syntax { .. })));
        assert_eq!(
            p.parse_san("e5"),
            Err(SanError::Illegal { san: "e5".into() })
        );
        let p = pos(Variant::Makruk, "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
        let err = p.parse_san("Nf3").unwrap_err();
        assert!(matches!(&err, SanError::Ambiguous { candidates, .. } if candidates.len() == 2));
        assert!(err.to_string().contains("d2f3"));
    }
}
