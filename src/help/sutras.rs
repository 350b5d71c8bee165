//! The sutras: traditional first moves and the boat-tilting handicap, each with a diagram.
use makruk_core::Variant;
use yew::prelude::*;

use super::pieces::START_FEN;
use super::{para, square, HelpProps, LOWER_HALF};
use crate::text::{Key, Lang};
use crate::ui::svg::Marks;
use crate::ui::{diagram, DiagramProps};

/// Two arrows between named squares, the moves of a sutra.
fn arrows(moves: [(&[u8; 2], &[u8; 2]); 2]) -> Marks {
    Marks {
        arrows: moves.map(|(from, to)| (square(from), square(to))).to_vec(),
        ..Marks::default()
    }
}

/// The start with White's two rueas tilted (turned into mets).
const TILTED_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1";

/// A sutra: its names, the message of its rule, and its diagram's position and marks.
pub(super) struct Sutra {
    /// Its name in Thai.
    pub thai: &'static str,
    /// Its transliterated name.
    pub roman: &'static str,
    /// The message of its name in the interface language.
    pub name: Key,
    /// The message of the rule.
    pub rule: Key,
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
        name: crate::key!("new-game-sut-khun"),
        rule: crate::key!("help-sutras-sut-khun"),
        fen: START_FEN,
        marks: || arrows([(b"d1", b"b2"), (b"d1", b"f2")]),
    },
    Sutra {
        thai: "สูตรเม็ด",
        roman: "Sut Met",
        name: crate::key!("new-game-sut-met"),
        rule: crate::key!("help-sutras-sut-met"),
        fen: START_FEN,
        marks: || arrows([(b"e3", b"e4"), (b"e1", b"e3")]),
    },
    Sutra {
        thai: "สูตรม้า",
        roman: "Sut Ma",
        name: crate::key!("new-game-sut-ma"),
        rule: crate::key!("help-sutras-sut-ma"),
        fen: START_FEN,
        marks: || arrows([(b"c3", b"c4"), (b"b1", b"c3")]),
    },
    Sutra {
        thai: "ตะแคงเรือ",
        roman: "Takhaeng Ruea",
        name: crate::key!("help-sutras-takhaeng-ruea-name"),
        rule: crate::key!("help-sutras-takhaeng-ruea"),
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
                <h3 {id}>
                    <span lang="th">{ sutra.thai }</span>
                    if lang != Lang::Th {
                        { format!(" · {}", lang.t(sutra.name)) }
                    }
                </h3>
                { diagram(&DiagramProps {
                    variant: Variant::Makruk,
                    fen: sutra.fen.into(),
                    region: LOWER_HALF,
                    marks: (sutra.marks)(),
                    set: props.pieces,
                    label: lang.t(sutra.name).into(),
                }) }
                <p>{ lang.t(sutra.rule) }</p>
            </section>
        }
    });
    html! {
        <>
            { para(lang, crate::key!("help-sutras-intro")) }
            { for sutras }
        </>
    }
}
