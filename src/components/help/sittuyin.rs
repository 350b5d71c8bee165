//! Sittuyin, Burmese chess: its pieces with their Burmese names, the set-up phase, promotion,
//! counting and draws, and where the rules come from; the diagrams' marks come from the rules core.
use makruk_core::{Color, MoveKind, Position, Role, Square, Variant};
use yew::prelude::*;

use super::{para, pieces, HelpProps, LOWER_HALF};
use crate::components::{diagram, DiagramProps};
use crate::export::svg::{Marks, Region};
use crate::i18n::{piece_name_in, Lang};

/// Sittuyin's name in Burmese.
const BURMESE: &str = "စစ်တုရင်";

/// The start: the pawns on the board, every other piece in hand.
const START: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1";

/// A position after the set-up phase (the one Fairy-Stockfish's perft tests use).
const ARRANGED: &str = "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9";

/// White, without a general, may promote its pawn on d5; the general may not appear on c6, where
/// it would attack the chariot on b7.
const PROMOTION: &str = "6k1/1r6/8/3P4/8/8/P7/4K3[] w - - 0 30";

/// Each piece: its role, its Burmese name in Burmese script, how it moves in English and Thai.
const PIECES: [(Role, &str, &str, &str); 6] = [
    (
        Role::Khun,
        "မင်းကြီး",
        "One step in any direction, like the khun.",
        "เดินหนึ่งช่องทุกทิศทาง เหมือนขุน",
    ),
    (
        Role::Met,
        "စစ်ကဲ",
        "One step diagonally, like the met. Each side has one, and a pawn may become one.",
        "เดินทแยงหนึ่งช่อง เหมือนเม็ด มีฝ่ายละหนึ่งตัว และเบี้ยเลื่อนขึ้นเป็นแม่ทัพได้",
    ),
    (
        Role::Khon,
        "ဆင်",
        "One step diagonally or one step straight forward, like the khon.",
        "เดินทแยงหนึ่งช่อง หรือตรงไปข้างหน้าหนึ่งช่อง เหมือนโคน",
    ),
    (
        Role::Ma,
        "မြင်း",
        "Jumps like the ma (a chess knight), over any piece in the way.",
        "เดินเหมือนม้าหมากรุกไทย กระโดดข้ามหมากได้",
    ),
    (
        Role::Ruea,
        "ရထား",
        "Any distance along a rank or file, like the ruea.",
        "เดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน เหมือนเรือ",
    ),
    (
        Role::Bia,
        "နယ်",
        "One step forward, captures one step diagonally forward, like the bia; never two steps.",
        "เดินตรงไปข้างหน้าทีละช่อง กินทแยงไปข้างหน้า เหมือนเบี้ย ไม่มีการเดินสองช่อง",
    ),
];

/// The squares `role` may be dropped on at the start, from the core's legal moves.
fn drop_squares(role: Role) -> Vec<Square> {
    Position::from_fen(Variant::Sittuyin, START).map_or_else(
        |_| Vec::new(),
        |pos| {
            pos.legal_moves()
                .iter()
                .filter(|m| m.kind == MoveKind::Drop(role))
                .map(|m| m.to)
                .collect()
        },
    )
}

/// The set-up diagram: dots where the horse may go, rings on the back rank, the chariots' only
/// squares.
fn setup_marks() -> Marks {
    Marks {
        dots: drop_squares(Role::Ma),
        rings: drop_squares(Role::Ruea),
        ..Marks::default()
    }
}

/// The promotion diagram: an arrow to each square where the general may appear off the pawn's
/// square, and a ring on the pawn, which may also promote where it stands.
fn promotion_marks() -> Marks {
    let promotions: Vec<(Square, Square)> = Position::from_fen(Variant::Sittuyin, PROMOTION)
        .map_or_else(
            |_| Vec::new(),
            |pos| {
                pos.legal_moves()
                    .iter()
                    .filter(|m| m.kind == MoveKind::SittuyinPromotion)
                    .map(|m| (m.from, m.to))
                    .collect()
            },
        );
    Marks {
        rings: promotions
            .iter()
            .filter(|(from, to)| from == to)
            .map(|&(from, _)| from)
            .collect(),
        arrows: promotions
            .into_iter()
            .filter(|(from, to)| from != to)
            .collect(),
        ..Marks::default()
    }
}

/// Sittuyin's counting limits against a bare king: with a chariot, an elephant, a horse.
fn limits() -> [u32; 3] {
    ["R3K3", "2S1K3", "1N2K3"].map(|white| {
        Position::from_fen(
            Variant::Sittuyin,
            &format!("4k3/8/8/8/8/8/8/{white}[] b - - 0 40"),
        )
        .map_or(0, |pos| pos.count_limit(Color::Black))
    })
}

/// A FEN of Sittuyin's play with one White piece on c3, as the Makruk pieces' diagrams have it.
fn lone_piece_fen(role: Role) -> String {
    format!(
        "{}[] w - - 0 9",
        pieces::lone_piece_fen(role, false)
            .split(' ')
            .next()
            .unwrap_or_default()
    )
}

/// The list of pieces with their Burmese, English and Thai names and a diagram of their moves.
fn pieces_list(props: &HelpProps) -> Html {
    let lang = props.lang;
    let rows = PIECES.iter().map(|&(role, burmese, en, th)| {
        let name = piece_name_in(Variant::Sittuyin, role, false);
        let heading = match lang {
            Lang::En => format!(" · {} · {}", name.meaning, name.roman),
            Lang::Th => format!(" · {} · {}", name.meaning, name.thai),
        };
        html! {
            <li class="help-piece" data-piece-name={name.meaning}>
                { diagram(&DiagramProps {
                    variant: Variant::Sittuyin,
                    fen: lone_piece_fen(role).into(),
                    region: pieces::MOVES_REGION,
                    marks: pieces::reach(role, false),
                    set: props.pieces,
                    label: lang.role_title_in(Variant::Sittuyin, role, false).into(),
                }) }
                <div>
                    <strong lang="my">{ burmese }</strong>{ heading }
                    <p>{ lang.pick(en, th) }</p>
                </div>
            </li>
        }
    });
    html! { <ul class="help-pieces">{ for rows }</ul> }
}

/// Sittuyin's section.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let [chariot, elephant, horse] = limits();
    html! {
        <>
            <p>{ match lang {
                Lang::En => format!(
                    "Sittuyin ({BURMESE}), Burmese chess, is Makruk's sibling from Myanmar: the same moves under \
                     other names, a set-up phase before play, and a promotion that is a move of its own."),
                Lang::Th => format!(
                    "ซิตตุยิน ({BURMESE}) หรือหมากรุกพม่า เป็นพี่น้องของหมากรุกไทย ตัวหมากเดินเหมือนกันแต่เรียกชื่อต่างกัน \
                     มีช่วงวางหมากก่อนเริ่มเดิน และการเลื่อนเบี้ยเป็นตาเดินแยกต่างหาก"),
            } }</p>
            <h4>{ lang.pick("The pieces", "ตัวหมาก") }</h4>
            { para(lang,
                "Each piece by its Burmese name, what the name means and how it moves. The board writes the \
                 general F and the elephant S.",
                "ตัวหมากแต่ละตัวตามชื่อพม่า ความหมาย และวิธีเดิน บนกระดานเขียนแม่ทัพเป็น F และช้างเป็น S") }
            { pieces_list(props) }
            <h4>{ lang.pick("Setting up", "การวางหมาก") }</h4>
            { para(lang,
                "The game starts with only the pawns on the board: White's on a3–d3 and e4–h4, Black's on \
                 a5–d5 and e6–h6, in two staggered rows. Every other piece is in hand.",
                "เกมเริ่มโดยมีแต่เบี้ยบนกระดาน เบี้ยขาวอยู่ที่ a3–d3 และ e4–h4 เบี้ยดำอยู่ที่ a5–d5 และ e6–h6 \
                 เป็นสองแถวเหลื่อมกัน หมากตัวอื่นทั้งหมดยังอยู่ในมือ") }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: START.into(),
                region: LOWER_HALF,
                marks: setup_marks(),
                set: props.pieces,
                label: lang.pick("Where White may place its pieces: dots, and the ringed back rank for the chariots",
                                 "ช่องที่ขาววางหมากได้: จุด และแถวหลังที่มีวงสำหรับรถ").into(),
            }) }
            { para(lang,
                "The players place their pieces one at a time, in turn, White first: each on any empty square \
                 of its own three ranks (the dots), the chariots only on the back rank (the rings). A side \
                 with pieces in hand must place one, so the set-up takes 16 moves and play starts at move 9, \
                 White to move. Placements are written like R@a1.",
                "ผู้เล่นผลัดกันวางหมากทีละตัว ขาววางก่อน วางได้บนช่องว่างใดก็ได้ในสามแถวของฝ่ายตน (จุด) \
                 แต่รถวางได้เฉพาะแถวหลังสุด (วงกลม) ฝ่ายที่ยังมีหมากในมือต้องวาง การวางจึงใช้ 16 ตา \
                 และเริ่มเดินที่ตาที่ 9 โดยขาวเดินก่อน การวางเขียนแบบ R@a1") }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: ARRANGED.into(),
                region: Region::BOARD,
                marks: Marks::default(),
                set: props.pieces,
                label: lang.pick("The pieces set up, ready to play", "หมากที่วางเสร็จแล้ว พร้อมเดิน").into(),
            }) }
            <h4>{ lang.pick("Promotion", "การเลื่อนเบี้ย") }</h4>
            { para(lang,
                "A pawn does not promote by arriving somewhere. Promoting is a move of its own: a pawn on one \
                 of its side's promotion squares — for White a8 b7 c6 d5 e5 f6 g7 h8, for Black a1 b2 c3 d4 e4 \
                 f3 g2 h1, the two long diagonals in the enemy half — becomes a general, either where it stands \
                 or on an empty square diagonally next to it. A side's only pawn may promote from any square.",
                "เบี้ยไม่ได้เลื่อนเพราะเดินถึงช่องใดช่องหนึ่ง การเลื่อนเป็นตาเดินของมันเอง เบี้ยที่อยู่บนช่องเลื่อนของฝ่ายตน \
                 — ขาว a8 b7 c6 d5 e5 f6 g7 h8 ดำ a1 b2 c3 d4 e4 f3 g2 h1 คือแนวทแยงยาวสองเส้นในแดนฝ่ายตรงข้าม — \
                 กลายเป็นแม่ทัพ ณ ช่องที่มันอยู่ หรือบนช่องว่างที่ติดกันทางทแยง ถ้าเหลือเบี้ยตัวเดียว เลื่อนได้จากทุกช่อง") }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: PROMOTION.into(),
                region: Region::BOARD,
                marks: promotion_marks(),
                set: props.pieces,
                label: lang.pick("The pawn on d5 may become a general where it stands or on an arrow's square",
                                 "เบี้ยที่ d5 เลื่อนเป็นแม่ทัพได้ที่ช่องเดิมหรือช่องที่ลูกศรชี้").into(),
            }) }
            { para(lang,
                "A pawn may promote only while its side has no general on the board, never by capturing, and \
                 not if the new general would attack an enemy piece or give check (also by uncovering a check). \
                 Here the pawn on d5 may stay or go to c4, e4 or e6, but not to c6, where the general would \
                 attack the chariot on b7. A pawn need not promote: it may walk on, and on the last rank it \
                 stays stuck.",
                "เบี้ยเลื่อนได้เฉพาะเมื่อฝ่ายตนไม่มีแม่ทัพอยู่บนกระดาน เลื่อนโดยกินไม่ได้ และเลื่อนไม่ได้ถ้าแม่ทัพตัวใหม่จะโจมตีหมากฝ่ายตรงข้าม \
                 หรือทำให้เกิดการรุก (รวมถึงการรุกเปิด) ในภาพ เบี้ยที่ d5 เลื่อนอยู่กับที่ หรือไป c4 e4 e6 ได้ \
                 แต่ไป c6 ไม่ได้ เพราะแม่ทัพจะโจมตีรถที่ b7 เบี้ยไม่จำเป็นต้องเลื่อน เดินต่อไปได้ \
                 และเมื่อถึงแถวสุดท้ายจะเดินต่อไม่ได้") }
            <h4>{ lang.pick("The end of the game", "การจบเกม") }</h4>
            { para(lang,
                "Checkmate wins and stalemate is a draw. A bare king does not lose by itself.",
                "รุกจนชนะ อับถือว่าเสมอ ขุนที่เหลือตัวเดียวไม่ได้แพ้เพราะเหตุนั้น") }
            <p>{ match lang {
                Lang::En => format!(
                    "Counting: when the side to move has only its king and no pawns are left on the board, the \
                     stronger side must mate within {chariot} moves with a chariot, else {elephant} with an \
                     elephant, else {horse} with a horse; with generals only there is no count. A capture or \
                     promotion that leaves the defender bare starts the count again. A draw may also be claimed \
                     by the 50-move rule, by the third repetition of a position, and when the side to move has \
                     only its king and one pawn and every legal move would promote it."),
                Lang::Th => format!(
                    "การนับ: เมื่อฝ่ายที่จะเดินเหลือแต่ราชาและไม่มีเบี้ยบนกระดานแล้ว ฝ่ายที่แข็งกว่าต้องรุกให้จนภายใน {chariot} ตา \
                     ถ้ามีรถ ถ้าไม่มีรถแต่มีช้าง {elephant} ตา ถ้ามีแต่ม้า {horse} ตา ถ้ามีแต่แม่ทัพไม่มีการนับ \
                     การกินหรือการเลื่อนเบี้ยที่ทำให้ฝ่ายรับเหลือตัวเดียวเริ่มนับใหม่ ขอเสมอได้ด้วยกติกา 50 ตา \
                     เมื่อตำแหน่งเดิมเกิดซ้ำเป็นครั้งที่สาม และเมื่อฝ่ายที่จะเดินเหลือราชากับเบี้ยหนึ่งตัวซึ่งทุกตาเดินที่ถูกกติกาเป็นการเลื่อนเบี้ย"),
            } }</p>
            <h4>{ lang.pick("Where these rules come from", "ที่มาของกติกา") }</h4>
            { para(lang,
                "The app plays Sittuyin as Fairy-Stockfish and pychess do, the rules most online play uses: \
                 alternate placement, White first, and the promotion rules above. Descriptions of play in \
                 Myanmar also have each side set up all its pieces at once behind a screen; the usual \
                 arrangements from that practice are offered as shortcuts for the set-up.",
                "แอปนี้เล่นซิตตุยินแบบเดียวกับ Fairy-Stockfish และ pychess ซึ่งเป็นกติกาที่ใช้เล่นออนไลน์ส่วนใหญ่ \
                 คือผลัดกันวางทีละตัว ขาววางก่อน และการเลื่อนเบี้ยตามที่กล่าวข้างต้น ในพม่ามีการเล่นที่แต่ละฝ่ายวางหมากทั้งหมด \
                 หลังฉากกั้นในคราวเดียว การจัดหมากแบบที่นิยมจากการเล่นนั้นมีให้เลือกเป็นทางลัดในการวางหมาก") }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagrams_read_and_follow_the_rules() {
        for fen in [START, ARRANGED, PROMOTION] {
            assert!(Position::from_fen(Variant::Sittuyin, fen).is_ok(), "{fen}");
        }
        let setup = setup_marks();
        assert_eq!(
            setup.dots.len(),
            20,
            "the empty squares of White's three ranks"
        );
        assert_eq!(setup.rings.len(), 8, "the chariots' back rank");
        assert!(setup.rings.iter().all(|sq| sq.rank() == 0));
        let promotion = promotion_marks();
        let square = |name| Square::from_name(name).expect("square");
        assert_eq!(promotion.rings, [square("d5")]);
        let mut targets: Vec<String> = promotion
            .arrows
            .iter()
            .map(|(_, to)| to.to_string())
            .collect();
        targets.sort();
        assert_eq!(
            targets,
            ["c4", "e4", "e6"],
            "not c6, which attacks the chariot"
        );
    }

    #[test]
    fn each_piece_diagram_reads() {
        for (role, ..) in PIECES {
            let pos = Position::from_fen(Variant::Sittuyin, &lone_piece_fen(role)).expect("fen");
            assert_eq!(pos.piece_at(Square::new(2, 2)).map(|p| p.role), Some(role));
        }
    }

    #[test]
    fn counting_limits_are_the_rules() {
        assert_eq!(limits(), [16, 44, 64]);
    }
}
