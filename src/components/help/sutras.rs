//! The sutras: traditional first moves and the boat-tilting handicap, each with a diagram.
use makruk_core::Variant;
use yew::prelude::*;

use super::pieces::START_FEN;
use super::{para, square, HelpProps, LOWER_HALF};
use crate::components::{diagram, DiagramProps};
use crate::export::svg::Marks;

/// Two arrows between named squares, the moves of a sutra.
fn arrows(moves: [(&[u8; 2], &[u8; 2]); 2]) -> Marks {
    Marks {
        arrows: moves.map(|(from, to)| (square(from), square(to))).to_vec(),
        ..Marks::default()
    }
}

/// The start with White's two rueas tilted (turned into mets).
const TILTED_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1";

/// A sutra: its names, its rule in both languages, and its diagram's position and marks.
pub(super) struct Sutra {
    /// Its name in Thai.
    pub thai: &'static str,
    /// Its transliterated name.
    pub roman: &'static str,
    /// The rule in English and Thai.
    pub rule: (&'static str, &'static str),
    /// The diagram's position.
    pub fen: &'static str,
    /// The diagram's arrows and rings.
    pub marks: fn() -> Marks,
}

/// The sutras of seed 000's "Variants".
pub(super) const SUTRAS: [Sutra; 4] = [
    Sutra {
        thai: "สูตรขุน",
        roman: "Sut Khun",
        rule: (
            "While the khun has never moved, it may leap like a ma to an empty square on the next rank \
             (White d1→b2 or d1→f2; Black e8→c7 or e8→g7). Not while in check, never capturing; the right \
             ends once the khun moves.",
            "ขุนที่ยังไม่เคยเดิน เดินแบบม้าไปยังช่องว่างในแถวถัดไปได้ (ขาว d1→b2 หรือ d1→f2 ดำ e8→c7 หรือ e8→g7) \
             ห้ามเดินขณะถูกรุกและกินหมากไม่ได้ เมื่อขุนเดินไปแล้วสิทธิ์นี้หมดไป",
        ),
        fen: START_FEN,
        marks: || arrows([(b"d1", b"b2"), (b"d1", b"f2")]),
    },
    Sutra {
        thai: "สูตรเม็ด",
        roman: "Sut Met",
        rule: (
            "Only as a side's first move: the bia in front of the met steps forward (e3→e4), and in the same \
             turn the met moves into the square it left (e1→e3). Black: d6→d5 with d8→d6.",
            "ใช้ได้เฉพาะตาแรกของแต่ละฝ่าย เดินเบี้ยหน้าเม็ดขึ้นไปหนึ่งช่อง (e3→e4) แล้วในตาเดียวกันเดินเม็ดเข้าช่องที่เบี้ยเพิ่งออก \
             (e1→e3) ฝ่ายดำ d6→d5 กับ d8→d6",
        ),
        fen: START_FEN,
        marks: || arrows([(b"e3", b"e4"), (b"e1", b"e3")]),
    },
    Sutra {
        thai: "สูตรม้า",
        roman: "Sut Ma",
        rule: (
            "Only as a side's first move: a bia a ma's move away from a ma steps forward, and in the same \
             turn the ma moves into the square it left (here c3→c4 with b1→c3; also a3, f3 or h3).",
            "ใช้ได้เฉพาะตาแรกของแต่ละฝ่าย เดินเบี้ยที่อยู่ในตาม้าขึ้นไปหนึ่งช่อง แล้วในตาเดียวกันเดินม้าเข้าช่องที่เบี้ยเพิ่งออก \
             (เช่น c3→c4 กับ b1→c3 หรือเบี้ย a3 f3 h3 ก็ได้)",
        ),
        fen: START_FEN,
        marks: || arrows([(b"c3", b"c4"), (b"b1", b"c3")]),
    },
    Sutra {
        thai: "ตะแคงเรือ",
        roman: "Takhaeng Ruea",
        rule: (
            "Boat tilting, a handicap chosen before the game: one or both of a side's ruea are laid on \
             their side and play the whole game as mets.",
            "การต่อหมากที่ตกลงกันก่อนเริ่มเกม ตะแคงเรือลำหนึ่งหรือทั้งสองลำของฝ่ายหนึ่ง เรือที่ตะแคงเดินอย่างเม็ดตลอดเกม",
        ),
        fen: TILTED_FEN,
        marks: || Marks {
            rings: vec![square(b"a1"), square(b"h1")],
            ..Marks::default()
        },
    },
];

/// The sutras topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let sutras = SUTRAS.iter().map(|sutra| {
        let id = format!(
            "help-{}",
            sutra.roman.to_ascii_lowercase().replace(' ', "-")
        );
        html! {
            <section class="help-sutra" aria-labelledby={id.clone()}>
                <h3 {id}><span lang="th">{ sutra.thai }</span>{ format!(" · {}", sutra.roman) }</h3>
                { diagram(&DiagramProps {
                    variant: Variant::Makruk,
                    fen: sutra.fen.into(),
                    region: LOWER_HALF,
                    marks: (sutra.marks)(),
                    set: props.pieces,
                    label: sutra.roman.into(),
                }) }
                <p>{ lang.pick(sutra.rule.0, sutra.rule.1) }</p>
            </section>
        }
    });
    html! {
        <>
            { para(lang,
                "Sutras are old house rules, not part of the formal game. Players agree on them before the \
                 game, for both sides alike; choose them in New game.",
                "สูตรเป็นกติกาเสริมแบบดั้งเดิม ไม่ใช้ในการแข่งขันอย่างเป็นทางการ ผู้เล่นตกลงกันก่อนเริ่มเกม \
                 และใช้เหมือนกันทั้งสองฝ่าย เลือกได้ที่เกมใหม่") }
            { for sutras }
        </>
    }
}
