//! The top bar: title, what is being played, and the display switches.
use yew::prelude::*;

use crate::i18n::Lang;
use crate::settings::{PieceSet, Prefs};

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
}

/// The page header.
#[function_component(TopBar)]
pub fn top_bar(props: &TopBarProps) -> Html {
    let (lang, prefs) = (props.lang, props.prefs);
    let set = |next: Prefs| props.on_prefs.reform(move |_: MouseEvent| next);
    let next_set = match prefs.piece_set {
        PieceSet::Thai => PieceSet::Western,
        PieceSet::Western => PieceSet::Thai,
    };
    html! {
        <header class="topbar">
            <h1>{ lang.pick("Makruk", "หมากรุกไทย") }</h1>
            <span class="game-info" data-testid="game-info">{ props.info.clone() }</span>
            <div class="prefs">
                <button type="button" data-testid="help" title={lang.pick("Rules", "กติกา")}
                        aria-label={lang.pick("Rules", "กติกา")}
                        onclick={props.on_help.reform(|_: MouseEvent| ())}>
                    { "?" }
                </button>
                <button type="button" data-testid="piece-set"
                        title={lang.pick("Piece set", "ชุดหมาก")} aria-label={lang.pick("Piece set", "ชุดหมาก")}
                        onclick={set(Prefs { piece_set: next_set, ..prefs })}>
                    { match prefs.piece_set { PieceSet::Thai => "♞", PieceSet::Western => "♘" } }
                </button>
                <button type="button" data-testid="board-style"
                        title={lang.pick("Board style", "ลายกระดาน")} aria-label={lang.pick("Board style", "ลายกระดาน")}
                        onclick={set(Prefs { checkered: !prefs.checkered, ..prefs })}>
                    { if prefs.checkered { "▦" } else { "▢" } }
                </button>
                <button type="button" data-testid="sound" aria-pressed={(!prefs.muted).to_string()}
                        title={lang.pick("Sound", "เสียง")} aria-label={lang.pick("Sound", "เสียง")}
                        onclick={set(Prefs { muted: !prefs.muted, ..prefs })}>
                    <span class={classes!(prefs.muted.then_some("muted-icon"))}>{ "♪" }</span>
                </button>
                <button type="button" data-testid="lang" lang={lang.other().code()}
                        onclick={set(Prefs { lang: lang.other(), ..prefs })}>
                    { lang.pick("ไทย", "English") }
                </button>
            </div>
        </header>
    }
}
