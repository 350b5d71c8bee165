//! What each member of the Makruk family changes.
use makruk_core::{Color, Position, Variant};
use yew::prelude::*;

use super::counting::{boards_honour_limit, limit_table};
use super::{para, square, HelpProps, LOWER_HALF, UPPER_HALF};
use crate::components::{diagram, DiagramProps};
use crate::export::svg::Marks;
use crate::i18n::Lang;

/// Ouk Chatrang's name in Khmer.
pub(super) const OUK_KHMER: &str = "អុកចត្រង្គ";

/// Ouk Chatrang's start: the castling field keeps the khun's and met's first-move rights.
const OUK_START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";

/// An ASEAN bia about to promote.
const ASEAN_PROMOTION: &str = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

/// The heading of a variant's section.
pub(super) fn title(lang: Lang, variant: Variant) -> String {
    match variant {
        Variant::Cambodian => format!("{} · {OUK_KHMER}", lang.variant(variant)),
        _ => lang.variant(variant).to_string(),
    }
}

/// ASEAN's counting numbers against a bare khun: with a ruea, a khon, a ma.
pub(super) fn asean_limits() -> [u32; 3] {
    ["R3K3", "2B1K3", "1N2K3"].map(|white| {
        Position::from_fen(
            Variant::Asean,
            &format!("4k3/8/8/8/8/8/8/{white} b - - 0 1"),
        )
        .map_or(0, |pos| pos.count_limit(Color::Black))
    })
}

/// A variant's section.
pub(super) fn topic(props: &HelpProps, variant: Variant) -> Html {
    let lang = props.lang;
    match variant {
        Variant::Makruk => para(
            lang,
            "Thai chess, the standard game: the rules under Pieces, Counting and Draws. Sutras may be \
             agreed before a game.",
            "หมากรุกไทย กติกามาตรฐานตามหัวข้อตัวหมาก การนับ และการเสมอ ตกลงใช้สูตรกันก่อนเริ่มเกมได้",
        ),
        Variant::Cambodian => ouk(props),
        Variant::Karouk => para(
            lang,
            "Ouk Chatrang's rules, but the first check wins the game.",
            "กติกาเหมือนอุกชัตรัง แต่ฝ่ายที่รุกได้ก่อนชนะทันที",
        ),
        Variant::Makpong => para(
            lang,
            "Makruk where a khun in check may not step away: the check is met by capturing the checking \
             piece or blocking it, and the khun itself may move only to capture the checker.",
            "หมากรุกไทยที่ขุนซึ่งถูกรุกจะหนีไม่ได้ ต้องแก้รุกด้วยการกินหมากที่รุกหรือเอาหมากมาบัง \
             ขุนเดินได้เฉพาะเพื่อกินหมากที่รุกเท่านั้น",
        ),
        Variant::Asean => asean(props),
        Variant::Sittuyin => super::sittuyin::topic(props),
    }
}

fn ouk(props: &HelpProps) -> Html {
    let lang = props.lang;
    let marks = Marks {
        arrows: vec![
            (square(b"d1"), square(b"b2")),
            (square(b"d1"), square(b"f2")),
            (square(b"e1"), square(b"e3")),
        ],
        ..Marks::default()
    };
    let board = boards_honour_limit(Variant::Cambodian);
    html! {
        <>
            { para(lang,
                "Cambodia's game: Makruk with two extra first moves and counting numbers one lower.",
                "หมากรุกของกัมพูชา เหมือนหมากรุกไทย แต่มีตาเดินแรกพิเศษสองแบบ และนับศักดิ์น้อยกว่าหนึ่ง") }
            { diagram(&DiagramProps {
                variant: Variant::Cambodian,
                fen: OUK_START.into(),
                region: LOWER_HALF,
                marks,
                set: props.pieces,
                label: lang.pick("The khun's leap and the met's double step", "ขุนเดินแบบม้าและเม็ดเดินสองช่อง").into(),
            }) }
            { para(lang,
                "The khun, on its first move and not in check, may leap like a ma to an empty square on the \
                 next rank (White d1→b2 or d1→f2; Black e8→c7 or e8→g7). The met, on its first move, may go \
                 two squares straight ahead (e1→e3, d8→d6), over a piece but never capturing.",
                "ขุนในตาเดินแรกของมัน ถ้าไม่ถูกรุก เดินแบบม้าไปยังช่องว่างในแถวถัดไปได้ (ขาว d1→b2 หรือ d1→f2 \
                 ดำ e8→c7 หรือ e8→g7) เม็ดในตาเดินแรกของมันเดินตรงไปข้างหน้าสองช่องได้ (e1→e3, d8→d6) \
                 ข้ามหมากได้แต่กินไม่ได้") }
            { para(lang,
                "The seed text grants these moves “if no pieces have been captured”: the game's first capture, \
                 by either side, ends them. Fairy-Stockfish and pychess read it another way: a right ends when \
                 its piece moves or is captured, and the khun's also when an enemy ruea moves onto its rank \
                 or file. New game offers both; the seed's reading is the default.",
                "ตามตำรา ตาเดินพิเศษนี้ใช้ได้ “ถ้ายังไม่มีหมากถูกกิน” เมื่อมีการกินครั้งแรกไม่ว่าฝ่ายใด สิทธิ์นี้หมดไป \
                 ส่วน Fairy-Stockfish และ pychess ถือว่าสิทธิ์หมดเมื่อหมากตัวนั้นเดินหรือถูกกิน และสิทธิ์ของขุนหมดด้วย \
                 เมื่อเรือฝ่ายตรงข้ามเดินเข้ามาในแถวหรือแนวเดียวกับขุน เลือกได้ทั้งสองแบบที่เกมใหม่ \
                 ค่าเริ่มต้นเป็นแบบตามตำรา") }
            <p>{ match lang {
                Lang::En => format!(
                    "Counting: board's honour runs to {board}, and may start while bia are still on the board once \
                     the weaker side has three pieces or fewer, khun included. Pieces' honour:"),
                Lang::Th => format!(
                    "การนับ: ศักดิ์กระดานนับถึง {board} และเริ่มนับได้แม้ยังมีเบี้ยอยู่บนกระดาน \
                     เมื่อฝ่ายเสียเปรียบเหลือหมากไม่เกินสามตัวรวมขุน ศักดิ์หมาก:"),
            } }</p>
            { limit_table(lang, Variant::Cambodian) }
        </>
    }
}

fn asean(props: &HelpProps) -> Html {
    let lang = props.lang;
    let [ruea, khon, ma] = asean_limits();
    let marks = Marks {
        arrows: vec![(square(b"b7"), square(b"b8"))],
        ..Marks::default()
    };
    html! {
        <>
            { para(lang,
                "The rules agreed for ASEAN play: Makruk's pieces written with chess letters (Q met, B khon). \
                 A bia promotes on the last rank to a ruea, ma, khon or met, as its player chooses.",
                "กติกาที่ตกลงใช้ในอาเซียน ใช้หมากรุกไทยแต่เขียนด้วยอักษรหมากรุกสากล (Q เม็ด B โคน) \
                 เบี้ยที่เดินถึงแถวสุดท้ายเลื่อนเป็นเรือ ม้า โคน หรือเม็ด ตามที่ผู้เล่นเลือก") }
            { diagram(&DiagramProps {
                variant: Variant::Asean,
                fen: ASEAN_PROMOTION.into(),
                region: UPPER_HALF,
                marks,
                set: props.pieces,
                label: lang.pick("A bia promoting on b8", "เบี้ยเลื่อนตำแหน่งที่ b8").into(),
            }) }
            <p>{ match lang {
                Lang::En => format!(
                    "A 50-move rule applies, and the third repetition is a draw. Counting only against a bare \
                     khun with no bia left: mate within {ruea} moves with a ruea, {khon} with a khon, {ma} with a ma, \
                     counted from the move the khun is left bare."),
                Lang::Th => format!(
                    "มีกติกา 50 ตา และเดินซ้ำครั้งที่สามถือว่าเสมอ นับศักดิ์เฉพาะเมื่อฝ่ายหนึ่งเหลือขุนตัวเดียวและไม่มีเบี้ยคว่ำ: \
                     มีเรือต้องไล่ให้จนใน {ruea} ตา มีโคน {khon} ตา มีม้า {ma} ตา นับตั้งแต่ขุนเหลือตัวเดียว"),
            } }</p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asean_counts_as_the_rules_say() {
        assert_eq!(asean_limits(), [16, 44, 64]);
    }

    #[test]
    fn ouk_carries_its_khmer_name() {
        assert_eq!(title(Lang::En, Variant::Cambodian), "Ouk Chatrang · អុកចត្រង្គ");
        assert_eq!(title(Lang::Th, Variant::Makruk), "หมากรุกไทย");
    }

    #[test]
    fn the_diagrams_read() {
        assert!(Position::from_fen(Variant::Cambodian, OUK_START).is_ok());
        assert!(Position::from_fen(Variant::Asean, ASEAN_PROMOTION).is_ok());
    }
}
