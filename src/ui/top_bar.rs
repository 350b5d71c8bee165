//! The top bar: title, what is being played, the piece-set and language switches, and the display
//! preferences dialog, whose choices it applies to the page ([`use_display`]).
use yew::prelude::*;

use super::preferences::{piece_set_name, preferences_dialog, PreferencesProps};
use crate::settings::{PieceSet, Prefs};
use crate::text::{self, Lang};
use crate::ui::display::use_display;

/// A language's name in its own script as the language menu shows it: Thai, Khmer and Burmese drawn
/// from `lang-labels/<code>.svg` (outlines made by `scripts/make-web-fonts.sh`) as a CSS mask in the
/// text's colour (`.lang-label` in `assets/style.css`, chosen by the button's `lang`), since a page
/// loads only its own language's font and a machine without the others would show boxes. The
/// button's `aria-label` names it.
fn autonym_label(lang: Lang) -> Html {
    if lang == Lang::En {
        return html! { { lang.autonym() } };
    }
    html! { <span class="lang-label" aria-hidden="true"></span> }
}

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
    let menu_open = use_state(bool::default);
    let toggle_menu = {
        let open = menu_open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let close_menu = {
        let open = menu_open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                open.set(false);
            }
        })
    };
    // A language's pack is installed before the page switches to it.
    let choose = |chosen: Lang| {
        let (open, on_prefs) = (menu_open.clone(), props.on_prefs.clone());
        Callback::from(move |_: MouseEvent| {
            open.set(false);
            let on_prefs = on_prefs.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match text::load(chosen).await {
                    Ok(()) => on_prefs.emit(Prefs {
                        lang: chosen,
                        ..prefs
                    }),
                    Err(error) => web_sys::console::warn_1(&error.into()),
                }
            });
        })
    };
    html! {
        <header class="topbar">
            <h1>{ lang.t(crate::key!("common-makruk")) }</h1>
            <span class="game-info" data-testid="game-info">{ props.info.clone() }</span>
            <div class="prefs">
                if let Some(on_learn) = &props.on_learn {
                    <button type="button" data-testid="learn" onclick={on_learn.reform(|_: MouseEvent| ())}>
                        { lang.t(crate::key!("top-bar-learn")) }
                    </button>
                }
                <button type="button" data-testid="help" title={lang.t(crate::key!("top-bar-rules"))}
                        aria-label={lang.t(crate::key!("top-bar-rules"))}
                        onclick={props.on_help.reform(|_: MouseEvent| ())}>
                    { "?" }
                </button>
                <button type="button" data-testid="piece-set"
                        title={format!("{}: {}", lang.t(crate::key!("common-piece-set")), piece_set_name(lang, prefs.piece_set))}
                        aria-label={lang.t(crate::key!("common-piece-set"))}
                        onclick={set(Prefs { piece_set: prefs.piece_set.next(), ..prefs })}>
                    { match prefs.piece_set { PieceSet::Thai => "♞", PieceSet::Western => "♘", PieceSet::Wooden => "♜" } }
                </button>
                <button type="button" data-testid="preferences-button"
                        title={lang.t(crate::key!("common-display"))} aria-label={lang.t(crate::key!("common-display"))}
                        onclick={open_preferences}>
                    { "⚙" }
                </button>
                <div class="lang-menu" onkeydown={close_menu}>
                    <button type="button" data-testid="lang" aria-haspopup="true"
                            aria-expanded={(*menu_open).to_string()}
                            aria-label={crate::tr!(lang, "top-bar-language-name", name = lang.autonym())}
                            title={lang.t(crate::key!("top-bar-language"))} onclick={toggle_menu}>
                        { lang.autonym() }
                    </button>
                    if *menu_open {
                        <ul class="lang-list" translate="no">
                            { for Lang::ALL.into_iter().map(|option| html! {
                                <li>
                                    <button type="button" data-testid={format!("lang-{}", option.code())}
                                            lang={option.code()} aria-label={option.autonym()}
                                            aria-pressed={(option == lang).to_string()} onclick={choose(option)}>
                                        { autonym_label(option) }
                                    </button>
                                </li>
                            }) }
                        </ul>
                    }
                </div>
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
