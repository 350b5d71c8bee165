//! The top bar: title, what is being played, the piece-set and language switches, and the display
//! preferences dialog, whose choices it applies to the page ([`use_display`]).
use yew::prelude::*;

use super::preferences::{piece_set_name, preferences_dialog, PreferencesProps};
use crate::display::use_display;
use crate::i18n::Lang;
use crate::settings::{PieceSet, Prefs};

/// The language button's "ไทย" on English pages, drawn as a path (`scripts/make-web-fonts.sh`):
/// English pages never load the Thai font, and a machine without one would show boxes.
const THAI_LABEL: &str = include_str!("../../assets/thai-label.svg");

/// Properties of [`TopBar`].
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// Interface language.
    pub lang: Lang,
    /// The current preferences.
    pub prefs: Prefs,
    /// The variant and opponent in a few words.
    pub info: AttrValue,
    /// Change the preferences.
    pub on_prefs: Callback<Prefs>,
    /// Open the rules help.
    pub on_help: Callback<()>,
    /// Open Learn (the puzzles); no button without it.
    #[prop_or_default]
    pub on_learn: Option<Callback<()>>,
}

/// The page header.
#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let (lang, prefs) = (props.lang, props.prefs);
    use_display(prefs);
    let preferences_open = use_state(bool::default);
    let set = |next: Prefs| props.on_prefs.reform(move |_: MouseEvent| next);
    let open_preferences = {
        let open = preferences_open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let close_preferences = {
        let open = preferences_open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <header class="topbar">
            <h1>{ lang.pick("Makruk", "หมากรุกไทย") }</h1>
            <span class="game-info" data-testid="game-info">{ props.info.clone() }</span>
            <div class="prefs">
                if let Some(on_learn) = &props.on_learn {
                    <button type="button" data-testid="learn" onclick={on_learn.reform(|_: MouseEvent| ())}>
                        { lang.pick("Learn", "ฝึก") }
                    </button>
                }
                <button type="button" data-testid="help" title={lang.pick("Rules", "กติกา")}
                        aria-label={lang.pick("Rules", "กติกา")}
                        onclick={props.on_help.reform(|_: MouseEvent| ())}>
                    { "?" }
                </button>
                <button type="button" data-testid="piece-set"
                        title={format!("{}: {}", lang.pick("Piece set", "ชุดหมาก"), piece_set_name(lang, prefs.piece_set))}
                        aria-label={lang.pick("Piece set", "ชุดหมาก")}
                        onclick={set(Prefs { piece_set: prefs.piece_set.next(), ..prefs })}>
                    { match prefs.piece_set { PieceSet::Thai => "♞", PieceSet::Western => "♘", PieceSet::Wooden => "♜" } }
                </button>
                <button type="button" data-testid="preferences-button"
                        title={lang.pick("Display", "การแสดงผล")} aria-label={lang.pick("Display", "การแสดงผล")}
                        onclick={open_preferences}>
                    { "⚙" }
                </button>
                <button type="button" data-testid="lang" lang={lang.other().code()}
                        aria-label={(lang == Lang::En).then_some("ไทย")}
                        onclick={set(Prefs { lang: lang.other(), ..prefs })}>
                    { match lang {
                        Lang::En => Html::from_html_unchecked(THAI_LABEL.into()),
                        Lang::Th => html! { "English" },
                    } }
                </button>
            </div>
            if *preferences_open {
                { preferences_dialog(&PreferencesProps {
                    lang,
                    prefs,
                    on_prefs: props.on_prefs.clone(),
                    on_close: close_preferences,
                }) }
            }
        </header>
    }
}
