//! What each member of the Makruk family changes.
use makruk_core::{Color, Position, Variant};
use yew::prelude::*;

use super::counting::{boards_honour_limit, limit_table};
use super::{para, quoting, sittuyin, square, HelpProps, Quote, LOWER_HALF, QUOTED, UPPER_HALF};
use crate::text::Lang;
use crate::tr;
use crate::ui::svg::Marks;
use crate::ui::{diagram, DiagramProps};

/// Ouk Chatrang's name in Khmer.
pub(super) const OUK_KHMER: &str = "អុកចត្រង្គ";

/// Makruk's name in Thai.
const MAKRUK_THAI: &str = "หมากรุก";

/// Ouk Chatrang's start: the castling field keeps the khun's and met's first-move rights.
const OUK_START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";

/// An ASEAN bia about to promote.
const ASEAN_PROMOTION: &str = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

/// A variant's own name, in the language of the country it comes from (with that language's code), where
/// the interface `lang` names it otherwise: Makruk's Thai name beside the Khmer and Burmese "Thai chess",
/// Ouk Chatrang's Khmer name, Sittuyin's Burmese name beside the Thai and Khmer "Burmese chess".
fn own_name(variant: Variant, lang: Lang) -> Option<(&'static str, &'static str)> {
    match (variant, lang) {
        (Variant::Makruk, Lang::Km | Lang::My) => Some((MAKRUK_THAI, "th")),
        (Variant::Cambodian, Lang::En | Lang::Th | Lang::My) => Some((OUK_KHMER, "km")),
        (Variant::Sittuyin, Lang::Th | Lang::Km) => Some((sittuyin::BURMESE, "my")),
        _ => None,
    }
}

/// The title of a variant's section, as its accessible name: with the variant's own name where the page's
/// language is written in Latin or Thai letters (an accessible name cannot mark another language).
pub(super) fn title(lang: Lang, variant: Variant) -> String {
    match own_name(variant, lang) {
        Some((name, _)) if matches!(lang, Lang::En | Lang::Th) => {
            format!("{} · {name}", lang.variant(variant))
        }
        _ => lang.variant(variant).to_string(),
    }
}

/// The heading of a variant's section: the interface's name, and the variant's own name beside it where
/// that is another, quoted in its language (`lang="km"`).
pub(super) fn heading(lang: Lang, variant: Variant) -> Html {
    match own_name(variant, lang) {
        Some((name, code)) => html! {
            <>{ format!("{} · ", lang.variant(variant)) }<span lang={code}>{ name }</span></>
        },
        None => html! { { lang.variant(variant) } },
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
        Variant::Makruk => para(lang, crate::key!("help-variants-makruk")),
        Variant::Cambodian => ouk(props),
        Variant::Karouk => para(lang, crate::key!("help-variants-karouk")),
        Variant::Makpong => para(lang, crate::key!("help-variants-makpong")),
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
            { para(lang, crate::key!("help-variants-ouk-intro")) }
            { diagram(&DiagramProps {
                variant: Variant::Cambodian,
                fen: OUK_START.into(),
                region: LOWER_HALF,
                marks,
                set: props.pieces,
                label: lang.t(crate::key!("help-variants-the-khun-s-leap-and")).into(),
            }) }
            { para(lang, crate::key!("help-variants-ouk-first-moves")) }
            { para(lang, crate::key!("help-variants-ouk-rights")) }
            <p>{ tr!(lang, "help-variants-ouk-counting", board = board) }</p>
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
            <p>{ quoting(&tr!(lang, "help-variants-asean-intro", met = QUOTED[0], khon = QUOTED[1]),
                         &[Quote::Notation("Q"), Quote::Notation("B")]) }</p>
            { diagram(&DiagramProps {
                variant: Variant::Asean,
                fen: ASEAN_PROMOTION.into(),
                region: UPPER_HALF,
                marks,
                set: props.pieces,
                label: lang.t(crate::key!("help-variants-a-bia-promoting-on-b8")).into(),
            }) }
            <p>{ tr!(lang, "help-variants-asean-rules", ruea = ruea, khon = khon, ma = ma) }</p>
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
    fn translated_names_carry_the_own_name() {
        assert_eq!(title(Lang::En, Variant::Cambodian), "Ouk Chatrang · អុកចត្រង្គ");
        assert_eq!(title(Lang::Th, Variant::Makruk), "หมากรุกไทย");
        assert_eq!(title(Lang::Th, Variant::Sittuyin), "หมากรุกพม่า · စစ်တုရင်");
        assert_eq!(
            own_name(Variant::Makruk, Lang::Km),
            Some((MAKRUK_THAI, "th"))
        );
        assert_eq!(own_name(Variant::Sittuyin, Lang::My), None);
        // Khmer and Burmese pages keep the accessible name in their own script.
        assert_eq!(title(Lang::Km, Variant::Makruk), "អុកថៃ");
        assert_eq!(title(Lang::My, Variant::Cambodian), "ခမာစစ်တုရင်");
    }

    #[test]
    fn the_diagrams_read() {
        assert!(Position::from_fen(Variant::Cambodian, OUK_START).is_ok());
        assert!(Position::from_fen(Variant::Asean, ASEAN_PROMOTION).is_ok());
    }
}
