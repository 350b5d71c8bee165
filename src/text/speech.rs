//! What a screen reader says, in the interface's language: squares, moves, the count, the position and
//! the clocks in words.
use makruk_core::{Color, Counting, Move, MoveKind, Position, Role, Square};

use crate::text::{Lang, READING_ORDER};
use crate::tr;

/// File letters of the English board.
pub const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
/// File names of Thai notation (as in Fairy-Stockfish's Thai SAN).
pub const THAI_FILES: [char; 8] = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ'];
/// Thai digits one to eight.
pub const THAI_RANKS: [char; 8] = ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘'];

/// A square's name: `e3`, or `จ๓` in Thai (Thai notation's square names; every other language
/// says the international ones).
pub fn square_name(lang: Lang, sq: Square) -> String {
    match lang {
        Lang::Th => [
            THAI_FILES[usize::from(sq.file())],
            THAI_RANKS[usize::from(sq.rank())],
        ]
        .iter()
        .collect(),
        Lang::En | Lang::Km | Lang::My => sq.to_string(),
    }
}

/// A piece with its side, `name` being its name in `lang`: "white bia", "เบี้ยขาว", "white chariot".
pub fn piece_words(lang: Lang, color: Color, name: &str) -> String {
    match color {
        Color::White => tr!(lang, "speech-white-piece", piece = name),
        Color::Black => tr!(lang, "speech-black-piece", piece = name),
    }
}

/// What a square is to the piece picked for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareMark {
    /// Nothing.
    Plain,
    /// The picked piece stands here.
    Picked,
    /// The picked piece may move here.
    Target,
    /// The picked bia may promote here (Sittuyin; its own square for a promotion in place).
    Promotion,
}

/// A board square's label: its name, its piece (side and name in `lang`) or "empty", and its mark
/// ("c3, empty, legal move").
pub fn square_label(
    lang: Lang,
    sq: Square,
    piece: Option<(Color, &str)>,
    mark: SquareMark,
) -> String {
    let content = match piece {
        Some((color, name)) => piece_words(lang, color, name),
        None => lang.t(crate::key!("speech-empty")).to_string(),
    };
    let mark = match (mark, piece.is_some()) {
        (SquareMark::Plain, _) => None,
        (SquareMark::Picked, _) => Some(lang.t(crate::key!("speech-picked"))),
        (SquareMark::Target, false) => Some(lang.t(crate::key!("speech-legal-move"))),
        (SquareMark::Target, true) => Some(lang.t(crate::key!("speech-can-capture"))),
        (SquareMark::Promotion, _) => Some(lang.t(crate::key!("speech-can-promote-here"))),
    };
    let square = square_name(lang, sq);
    match (piece, mark) {
        (None, None) => square,
        (_, None) => tr!(
            lang,
            "speech-square-content",
            square = square,
            content = content
        ),
        (_, Some(mark)) => tr!(
            lang,
            "speech-square-content-mark",
            square = square,
            content = content,
            mark = mark
        ),
    }
}

/// A move in words, played in `before` and giving `after`: "White ma b1 to d2", then what it
/// captures, what it promotes to, and check.
pub fn move_words(lang: Lang, before: &Position, m: Move, after: &Position) -> String {
    let (side, variant) = (lang.color(before.turn()), before.variant());
    let words = match m.kind {
        MoveKind::Normal => piece_move_words(lang, before, m),
        MoveKind::Drop(role) => tr!(
            lang,
            "speech-drop",
            side = side,
            piece = lang.role_in(variant, role, false),
            to = square_name(lang, m.to)
        ),
        MoveKind::SittuyinPromotion => tr!(
            lang,
            "speech-sittuyin-promotion",
            side = side,
            pawn = lang.role_in(variant, Role::Bia, false),
            from = square_name(lang, m.from),
            general = lang.role_in(variant, Role::Met, false),
            to = square_name(lang, m.to)
        ),
    };
    match after.is_check() {
        true => tr!(lang, "speech-move-check", move_words = words),
        false => words,
    }
}

/// A piece's move in words: "White ma b1 to d2", then what it captures and promotes to.
fn piece_move_words(lang: Lang, before: &Position, m: Move) -> String {
    let role = before.piece_at(m.from).map_or(Role::Bia, |p| p.role);
    let name = |role, promoted| lang.role_in(before.variant(), role, promoted);
    let mut words = tr!(
        lang,
        "speech-move",
        side = lang.color(before.turn()),
        piece = name(role, before.is_promoted(m.from)),
        from = square_name(lang, m.from),
        to = square_name(lang, m.to)
    );
    if let Some(taken) = before.piece_at(m.to) {
        let taken = piece_words(
            lang,
            taken.color,
            name(taken.role, before.is_promoted(m.to)),
        );
        words = tr!(
            lang,
            "speech-move-captures",
            move_words = words,
            piece = taken
        );
    }
    if let Some(new_role) = m.promotion {
        words = tr!(
            lang,
            "speech-move-promotes",
            move_words = words,
            piece = name(new_role, false)
        );
    }
    words
}

/// What changed in the count from `before` to `after`: a count started, its new number, or a
/// count stopped; `None` when nothing changed.
pub fn count_change(
    lang: Lang,
    before: Option<Counting>,
    after: Option<Counting>,
) -> Option<String> {
    match (before, after) {
        (None, None) => None,
        (Some(_), None) => Some(lang.t(crate::key!("speech-counting-stopped")).to_string()),
        (old, Some(now)) => {
            let (number, limit) = (now.number(), now.limit_moves());
            let restarted = old.is_some_and(|o| o.counter != now.counter || o.ply > now.ply);
            if old.is_none() || restarted {
                Some(tr!(
                    lang,
                    "speech-count-started",
                    side = lang.color(now.counter),
                    number = number,
                    limit = limit
                ))
            } else if old.is_some_and(|o| o.number() != number) {
                Some(tr!(lang, "speech-count", number = number, limit = limit))
            } else {
                None
            }
        }
    }
}

/// The position in words: each side's pieces with their squares, then whose move it is.
pub fn position_words(lang: Lang, pos: &Position) -> String {
    let side = |color: Color| {
        let mut groups = Vec::new();
        for role in READING_ORDER {
            for promoted in [false, true] {
                let squares: Vec<String> = pos
                    .pieces(color, role)
                    .into_iter()
                    .filter(|&sq| pos.is_promoted(sq) == promoted)
                    .map(|sq| square_name(lang, sq))
                    .collect();
                if !squares.is_empty() {
                    groups.push(tr!(
                        lang,
                        "speech-pieces-on",
                        piece = lang.role_in(pos.variant(), role, promoted),
                        squares = squares.join(" ")
                    ));
                }
            }
        }
        tr!(
            lang,
            "speech-side-pieces",
            side = lang.color(color),
            pieces = list_words(lang, groups)
        )
    };
    tr!(
        lang,
        "speech-position",
        white = side(Color::White),
        black = side(Color::Black),
        side = lang.color(pos.turn())
    )
}

/// Items said one after the other: "khun e1, ruea a1, bia e4".
fn list_words(lang: Lang, items: Vec<String>) -> String {
    items
        .into_iter()
        .reduce(|list, item| tr!(lang, "speech-list", list = list, item = item))
        .unwrap_or_default()
}

/// Time in words: "4 minutes 5 seconds", "4 นาที 5 วินาที" (whole seconds, rounded down).
fn duration_words(lang: Lang, ms: u64) -> String {
    let seconds = ms / 1000;
    let (minutes, seconds) = (seconds / 60, seconds % 60);
    match (minutes, seconds) {
        (0, seconds) => tr!(lang, "speech-seconds-count", seconds = seconds),
        (minutes, 0) => tr!(lang, "speech-minutes-count", minutes = minutes),
        (minutes, seconds) => tr!(
            lang,
            "speech-minutes-and-seconds",
            minutes = tr!(lang, "speech-minutes-count", minutes = minutes),
            seconds = tr!(lang, "speech-seconds-count", seconds = seconds)
        ),
    }
}

/// The clocks in words (White's first), or that the game has none.
pub fn clock_words(lang: Lang, clock_ms: Option<[u64; 2]>) -> String {
    match clock_ms {
        None => lang
            .t(crate::key!("speech-this-game-has-no-clock"))
            .to_string(),
        Some(ms) => tr!(
            lang,
            "speech-clocks",
            white = duration_words(lang, ms[Color::White.index()]),
            black = duration_words(lang, ms[Color::Black.index()])
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{CountKind, Variant};

    fn start() -> Position {
        Position::startpos(Variant::Makruk)
    }

    fn fen(text: &str) -> Position {
        Position::from_fen(Variant::Makruk, text).expect("fen")
    }

    fn after(pos: &Position, m: Move) -> Position {
        let mut next = pos.clone();
        next.play(m).expect("legal");
        next
    }

    #[test]
    fn squares_say_their_name_piece_and_mark() {
        use Lang::{En, Th};
        use SquareMark::{Picked, Plain, Target};
        let e3 = Square::from_name("e3").expect("e3");
        let c3 = Square::from_name("c3").expect("c3");
        let white_bia = Some((Color::White, "bia"));
        let white_bia_th = Some((Color::White, "เบี้ย"));
        let black_ma_th = Some((Color::Black, "ม้า"));
        for (lang, square, piece, mark, said) in [
            (En, e3, white_bia, Plain, "e3, white bia"),
            (Th, e3, white_bia_th, Plain, "จ๓, เบี้ยขาว"),
            (En, e3, white_bia, Picked, "e3, white bia, picked"),
            (En, c3, None, Plain, "c3"),
            (En, c3, None, Target, "c3, empty, legal move"),
            (Th, c3, None, Target, "ค๓, ว่าง, เดินไปได้"),
            (Th, c3, black_ma_th, Target, "ค๓, ม้าดำ, กินได้"),
        ] {
            assert_eq!(square_label(lang, square, piece, mark), said);
        }
        assert_eq!(
            piece_words(Lang::En, Color::Black, Lang::En.role(Role::Bia, true)),
            "black bia-ngai"
        );
    }

    /// Checks what the move `uci` from `pos` is called in English and in Thai.
    fn assert_move_words(pos: &Position, uci: &str, en: &str, th: &str) {
        let m = pos.parse_uci_move(uci).expect(uci);
        let next = after(pos, m);
        assert_eq!(move_words(Lang::En, pos, m, &next), en);
        assert_eq!(move_words(Lang::Th, pos, m, &next), th);
    }

    #[test]
    fn moves_say_side_piece_squares_captures_promotions_and_check() {
        assert_move_words(&start(), "b1d2", "White ma b1 to d2", "ม้าขาว ข๑ ไป ง๒");
        assert_move_words(
            &fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"),
            "e4d5",
            "White bia e4 to d5, captures black bia",
            "เบี้ยขาว จ๔ ไป ง๕, กินเบี้ยดำ",
        );
        let promotion = fen("8/4k3/8/3P4/8/8/8/4K3 w - - 0 1");
        assert_move_words(
            &promotion,
            "d5d6m",
            "White bia d5 to d6, promotes to met, check",
            "เบี้ยขาว ง๕ ไป ง๖, หงายเป็นเม็ด, รุก",
        );
        let m = promotion.parse_uci_move("d5d6m").expect("d6=M");
        let check = after(&promotion, m);
        let back = check.parse_uci_move("e7d8").expect("Kd8");
        let again = after(&check, back);
        let m = again.parse_uci_move("d6c7").expect("Mc7+");
        assert_eq!(
            move_words(Lang::En, &again, m, &after(&again, m)),
            "White bia-ngai d6 to c7, check"
        );
    }

    #[test]
    fn drops_and_sittuyin_promotions_are_said() {
        let pos = Position::startpos(Variant::Sittuyin);
        assert_move_words(&pos, "R@a1", "White chariot to a1", "รถขาว ลงที่ ก๑");
        let pos = Position::from_fen(Variant::Sittuyin, "8/6k1/8/3P4/8/8/3P4/K7[] w - - 0 40")
            .expect("valid FEN");
        assert_move_words(
            &pos,
            "d5e6f",
            "White pawn d5 becomes general on e6",
            "เบี้ยขาว ง๕ หงายเป็นแม่ทัพ ที่ จ๖",
        );
    }

    #[test]
    fn count_changes_are_said_once() {
        let count = |counter, ply| Counting {
            counter,
            kind: CountKind::BoardsHonour,
            ply,
            limit: 128,
            started_from: None,
        };
        let first = count(Color::Black, 1);
        assert_eq!(
            count_change(Lang::En, None, Some(first)).as_deref(),
            Some("Black counts, 1 of 64")
        );
        assert_eq!(
            count_change(Lang::Th, None, Some(first)).as_deref(),
            Some("ฝ่ายดำนับ 1 จาก 64")
        );
        assert_eq!(
            count_change(Lang::En, Some(first), Some(count(Color::Black, 2))),
            None
        );
        assert_eq!(
            count_change(Lang::En, Some(first), Some(count(Color::Black, 3))).as_deref(),
            Some("count 2 of 64")
        );
        assert_eq!(
            count_change(Lang::Th, Some(first), Some(count(Color::Black, 3))).as_deref(),
            Some("นับ 2 จาก 64")
        );
        assert_eq!(
            count_change(Lang::En, Some(first), None).as_deref(),
            Some("counting stopped")
        );
        assert_eq!(count_change(Lang::En, None, None), None);
    }

    #[test]
    fn the_position_is_read_side_by_side() {
        let pos = fen("4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
        assert_eq!(
            position_words(Lang::En, &pos),
            "White: khun e1, ruea a1, bia e4. Black: khun e8, bia d5. White to move."
        );
        assert_eq!(
            position_words(Lang::Th, &pos),
            "ขาว: ขุน จ๑, เรือ ก๑, เบี้ย จ๔. ดำ: ขุน จ๘, เบี้ย ง๕. ฝ่ายขาวเดิน."
        );
        let start = position_words(Lang::En, &start());
        assert!(
            start.starts_with("White: khun d1, met e1, khon c1 f1, ma b1 g1, ruea a1 h1, bia a3 "),
            "{start}"
        );
    }

    #[test]
    fn sittuyin_pieces_are_said_by_their_own_names() {
        let pos = Position::from_fen(Variant::Sittuyin, "4k3/8/8/3p4/4P3/8/4F3/R3K3[] w - - 0 9")
            .expect("fen");
        assert_eq!(
            position_words(Lang::En, &pos),
            "White: king e1, general e2, chariot a1, pawn e4. Black: king e8, pawn d5. White to move."
        );
        assert!(position_words(Lang::Th, &pos).starts_with("ขาว: ราชา จ๑, แม่ทัพ จ๒, รถ ก๑"));
        let rook_up = pos.parse_uci_move("a1a5").expect("a1a5");
        assert_eq!(
            move_words(Lang::En, &pos, rook_up, &after(&pos, rook_up)),
            "White chariot a1 to a5"
        );
    }

    #[test]
    fn clocks_are_read_in_minutes_and_seconds() {
        assert_eq!(
            clock_words(Lang::En, Some([245_900, 60_000])),
            "White 4 minutes 5 seconds, Black 1 minute"
        );
        assert_eq!(
            clock_words(Lang::Th, Some([999, 300_000])),
            "ขาว 0 วินาที, ดำ 5 นาที"
        );
        assert_eq!(clock_words(Lang::En, None), "This game has no clock");
    }
}
