//! The rules help, one topic at a time: the pieces with their names, counting, draws, the sutras,
//! Walker's rules, and each variant's differences, in the interface language with diagrams.
mod counting;
mod draws;
mod pieces;
mod sittuyin;
mod sutras;
mod variants;
mod walker;

use makruk_core::{Square, Variant};
use yew::prelude::*;

use crate::settings::PieceSet;
use crate::text::{Key, Lang};
use crate::ui::modal::Modal;
use crate::ui::svg::Region;

/// Properties of [`Help`].
#[derive(Properties, PartialEq)]
pub struct HelpProps {
    /// Interface language.
    pub lang: Lang,
    /// The variant of the game on screen: its section is marked and one click away.
    #[prop_or_default]
    pub variant: Variant,
    /// The piece art of the diagrams.
    #[prop_or_default]
    pub pieces: PieceSet,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// A topic of the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The pieces, their names and moves.
    Pieces,
    /// Board's and pieces' honour.
    Counting,
    /// Stalemate, repetition, agreed draws.
    Draws,
    /// Sut Khun, Sut Met, Sut Ma, Takhaeng Ruea.
    Sutras,
    /// Walker's rules: his first moves and counting table.
    Walker,
    /// What a variant changes.
    Variant(Variant),
}

impl Topic {
    /// The rules topics, before the variants.
    pub const RULES: [Topic; 5] = [
        Topic::Pieces,
        Topic::Counting,
        Topic::Draws,
        Topic::Sutras,
        Topic::Walker,
    ];

    /// Every topic, the variants last (each variant the app reads, offered for new games or not).
    pub fn all() -> impl Iterator<Item = Topic> {
        Topic::RULES
            .into_iter()
            .chain(Variant::ALL.into_iter().map(Topic::Variant))
    }

    /// The topic's name in `data-topic` (`counting`, `variant-cambodian`).
    pub fn key(self) -> String {
        match self {
            Topic::Pieces => "pieces".into(),
            Topic::Counting => "counting".into(),
            Topic::Draws => "draws".into(),
            Topic::Sutras => "sutras".into(),
            Topic::Walker => "walker".into(),
            Topic::Variant(v) => format!("variant-{}", v.uci_name()),
        }
    }

    /// The topic's title.
    pub fn title(self, lang: Lang) -> String {
        match self {
            Topic::Pieces => lang.t(crate::key!("help-pieces")).into(),
            Topic::Counting => lang.t(crate::key!("help-counting")).into(),
            Topic::Draws => lang.t(crate::key!("help-draws")).into(),
            Topic::Sutras => lang.t(crate::key!("common-sutras")).into(),
            Topic::Walker => lang.t(crate::key!("help-walker")).into(),
            Topic::Variant(v) => variants::title(lang, v),
        }
    }

    /// The topic's title as shown, a name in another language marked with its `lang`.
    fn heading(self, lang: Lang) -> Html {
        match self {
            Topic::Variant(v) => variants::heading(lang, v),
            _ => html! { { self.title(lang) } },
        }
    }

    fn content(self, props: &HelpProps) -> Html {
        match self {
            Topic::Pieces => pieces::topic(props),
            Topic::Counting => counting::topic(props),
            Topic::Draws => draws::topic(props),
            Topic::Sutras => sutras::topic(props),
            Topic::Walker => walker::topic(props),
            Topic::Variant(v) => variants::topic(props, v),
        }
    }
}

/// The ranks 1–4, where the first moves and the sutras happen.
const LOWER_HALF: Region = Region {
    files: (0, 7),
    ranks: (0, 3),
};

/// The ranks 5–8.
const UPPER_HALF: Region = Region {
    files: (0, 7),
    ranks: (4, 7),
};

/// The square named like `e3`, for the help's fixed diagrams.
const fn square(name: &[u8; 2]) -> Square {
    Square::new(name[0] - b'a', name[1] - b'1')
}

/// A paragraph: the message `key` in the interface language.
fn para(lang: Lang, key: Key) -> Html {
    html! { <p>{ lang.t(key) }</p> }
}

/// A variable's value set apart in [`quoting`]: the same in every language, or a name in its own.
#[derive(Clone, Copy)]
enum Quote {
    /// Notation (a piece's letter), marked `translate="no"`.
    Notation(&'static str),
    /// A name quoted in its own language: the name and the language's code.
    Name(&'static str, &'static str),
}

impl Quote {
    /// The element of this value.
    fn html(self) -> Html {
        match self {
            Quote::Notation(text) => html! { <span translate="no">{ text }</span> },
            Quote::Name(text, code) => html! { <span lang={code}>{ text }</span> },
        }
    }
}

/// The values to give a message's variables that [`quoting`] sets apart, the first and the second.
const QUOTED: [&str; 2] = ["\u{E000}0\u{E000}", "\u{E000}1\u{E000}"];

/// A message formatted with [`QUOTED`] values, each shown as the element of its [`Quote`].
fn quoting(text: &str, quotes: &[Quote]) -> Html {
    text.split('\u{E000}')
        .enumerate()
        .map(|(i, piece)| {
            let quote = (i % 2 == 1)
                .then(|| piece.parse::<usize>().ok())
                .flatten()
                .and_then(|n| quotes.get(n));
            match quote {
                Some(quote) => quote.html(),
                None => html! { { piece.to_string() } },
            }
        })
        .collect()
}

/// The rules panel.
#[function_component(Help)]
pub fn help(props: &HelpProps) -> Html {
    let lang = props.lang;
    // Makruk's rules begin with its pieces; another variant's page says what it changes.
    let topic = use_state(|| match props.variant {
        Variant::Makruk => Topic::Pieces,
        variant => Topic::Variant(variant),
    });
    let button = |t: Topic| {
        let choose = {
            let topic = topic.clone();
            Callback::from(move |_: MouseEvent| topic.set(t))
        };
        let this_game = t == Topic::Variant(props.variant);
        html! {
            <li>
                <button type="button" data-topic={t.key()} onclick={choose}
                        class={classes!((*topic == t).then_some("current"), this_game.then_some("this-game"))}
                        aria-current={(*topic == t).then_some("true")}>
                    { t.heading(lang) }
                    if this_game {
                        <span class="this-game-note">{ lang.t(crate::key!("help-this-game")) }</span>
                    }
                </button>
            </li>
        }
    };
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal class="help" labelled_by="help-title" testid="help-panel" focus_box=true
               on_close={props.on_close.clone()}>
            <h2 id="help-title">{ lang.t(crate::key!("help-how-to-play-makruk")) }</h2>
            <nav class="help-topics" aria-label={lang.t(crate::key!("help-topics"))}>
                <ul>{ for Topic::RULES.into_iter().map(button) }</ul>
                <ul aria-label={lang.t(crate::key!("help-variants"))}>
                    { for Variant::ALL.into_iter().map(|v| button(Topic::Variant(v))) }
                </ul>
            </nav>
            <section class="help-topic" data-testid="help-topic" data-topic={topic.key()}
                     aria-label={topic.title(lang)}>
                <h3 class="help-topic-title">{ topic.heading(lang) }</h3>
                { topic.content(props) }
            </section>
            <div class="dialog-actions">
                <button type="button" class="primary" data-testid="close-help" onclick={on_close}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </div>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_section() {
        let keys: Vec<String> = Topic::all().map(Topic::key).collect();
        for variant in Variant::ALL {
            assert!(keys.contains(&format!("variant-{}", variant.uci_name())));
        }
        for lang in Lang::ALL {
            let titles: Vec<String> = Topic::all().map(|t| t.title(lang)).collect();
            assert!(titles.iter().all(|t| !t.is_empty()));
            let mut unique = titles.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), titles.len(), "{titles:?}");
        }
    }

    /// Asserts that the message `key` is in the English and Thai packs (a missing key reads as
    /// nothing) and differs between them.
    pub(super) fn assert_translated(key: Key) {
        let (en, th) = (Lang::En.t(key), Lang::Th.t(key));
        assert_ne!(en, "", "{key:?} is in the English pack");
        assert_ne!(th, "", "{key:?} is in the Thai pack");
        assert_ne!(en, th, "{key:?} is translated");
    }

    #[test]
    fn squares_are_named_as_in_the_texts() {
        assert_eq!(square(b"e3"), Square::new(4, 2));
        assert_eq!(square(b"h8").to_string(), "h8");
    }

    #[test]
    fn the_sutras_are_the_seeds() {
        let names: Vec<&str> = sutras::SUTRAS.iter().map(|s| s.roman).collect();
        assert_eq!(names, ["Sut Khun", "Sut Met", "Sut Ma", "Takhaeng Ruea"]);
        for sutra in &sutras::SUTRAS {
            assert!(
                makruk_core::Position::from_fen(Variant::Makruk, sutra.fen).is_ok(),
                "{}",
                sutra.roman
            );
        }
        for sutra in &sutras::SUTRAS {
            assert_translated(sutra.rule);
        }
        for sutra in &sutras::SUTRAS[..3] {
            assert_eq!((sutra.marks)().arrows.len(), 2);
        }
        assert_eq!(
            sutras::SUTRAS[3].fen,
            makruk_core::RueaTilt::start_fen(
                makruk_core::RueaTilt::Both,
                makruk_core::RueaTilt::None
            )
        );
    }
}
