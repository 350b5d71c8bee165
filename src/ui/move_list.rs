//! The moves in SAN, two per row, with their NAG glyphs and comments, and history navigation.
use std::rc::Rc;

use makruk_core::annotation::nag_glyph;
use makruk_core::Annotations;
use yew::prelude::*;

use crate::text::Lang;

/// Properties of [`MoveList`].
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The moves in SAN from the start position.
    pub sans: Rc<Vec<String>>,
    /// A note shown after each move ("Sut Met", a repetition), by ply from the first move.
    #[prop_or_default]
    pub notes: Rc<Vec<Option<String>>>,
    /// The start position's move number (1 for the usual start; 40 for a FEN ending in 40).
    #[prop_or(1)]
    pub first_number: u32,
    /// Black moves first (the start position has Black to move).
    #[prop_or_default]
    pub black_first: bool,
    /// Comments and NAGs on the moves, shown after them.
    #[prop_or_default]
    pub annotations: Rc<Annotations>,
    /// The ply shown on the board (0 = start position).
    pub shown_ply: usize,
    /// Interface language.
    pub lang: Lang,
    /// Show the position after this many plies.
    pub on_view: Callback<usize>,
}

/// NAGs as their glyphs (`!?`), or `$n` for those without one.
pub fn nag_glyphs(nags: impl IntoIterator<Item = u8>) -> String {
    nags.into_iter()
        .map(|nag| nag_glyph(nag).map_or_else(|| format!(" ${nag}"), str::to_string))
        .collect()
}

/// The move list and the start/previous/next/last buttons.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let last = props.sans.len();
    let shown = props.shown_ply;
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with((shown, last), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                if let Ok(Some(current)) = list.query_selector(".current") {
                    let top = current.get_bounding_client_rect().top()
                        - list.get_bounding_client_rect().top();
                    list.set_scroll_top(list.scroll_top() + top as i32 - list.client_height() / 2);
                } else {
                    list.set_scroll_top(list.scroll_height());
                }
            }
        });
    }
    // Moves by game ply from White's move of the first row; a Black first move leaves White's cell empty.
    let skip = usize::from(props.black_first);
    let cells: Vec<Option<(usize, &String)>> = std::iter::repeat_n(None, skip)
        .chain(
            props
                .sans
                .iter()
                .enumerate()
                .map(|(i, san)| Some((i + 1, san))),
        )
        .collect();
    let annotations = &props.annotations;
    let comment = |ply: usize| {
        annotations.comment_at(ply).map(|text| html! {
            <p class="move-comment" data-testid="move-comment" data-comment-ply={ply.to_string()}>{ text }</p>
        })
    };
    let rows = cells.chunks(2).enumerate().map(|(row, pair)| {
        let comments: Vec<Html> = pair.iter().flatten().filter_map(|&(ply, _)| comment(ply)).collect();
        let cells = pair.iter().map(|cell| match *cell {
            Some((ply, san)) => {
                let on_view = props.on_view.clone();
                let note = props.notes.get(ply - 1).cloned().flatten();
                let nags = nag_glyphs(annotations.nags_at(ply));
                html! {
                    <button type="button" class={classes!("move", (ply == shown).then_some("current"))}
                            data-ply={ply.to_string()} title={note.clone()}
                            onclick={Callback::from(move |_| on_view.emit(ply))}>
                        <span translate="no">{ san }</span>
                        if !nags.is_empty() {
                            <span class="move-nag" data-testid="move-nag">{ nags }</span>
                        }
                        if let Some(note) = note {
                            <span class="move-note" data-testid="move-note">{ note }</span>
                        }
                    </button>
                }
            }
            None => html! { <span class="move-skip" aria-hidden="true">{ "…" }</span> },
        });
        html! {
            <li><span class="move-no" translate="no">{ format!("{}.", props.first_number as usize + row) }</span>{ for cells }{ for comments }</li>
        }
    });
    let nav = |label: &'static str, icon: &'static str, target: usize, disabled: bool| {
        let on_view = props.on_view.clone();
        html! {
            <button type="button" class="nav" title={label} aria-label={label} {disabled}
                    onclick={Callback::from(move |_| on_view.emit(target))}>{ icon }</button>
        }
    };
    let lang = props.lang;
    html! {
        <div class="moves-box">
            <ol class="moves" ref={list_ref} aria-label={lang.t(crate::key!("common-moves"))}>
                if let Some(first) = comment(0) {
                    <li class="moves-intro">{ first }</li>
                }
                { for rows }
                if last == 0 {
                    <li class="no-moves">{ lang.t(crate::key!("move-list-no-moves-yet")) }</li>
                }
            </ol>
            <div class="nav-row" data-testid="history-nav">
                { nav(lang.t(crate::key!("common-start")), "«", 0, shown == 0) }
                { nav(lang.t(crate::key!("common-previous-move")), "‹", shown.saturating_sub(1), shown == 0) }
                { nav(lang.t(crate::key!("common-next-move")), "›", (shown + 1).min(last), shown >= last) }
                { nav(lang.t(crate::key!("move-list-last-move")), "»", last, shown >= last) }
            </div>
            if shown < last {
                <button type="button" class="back-to-game" data-testid="back-to-game"
                        onclick={let on_view = props.on_view.clone(); Callback::from(move |_| on_view.emit(last))}>
                    { lang.t(crate::key!("move-list-back-to-the-game")) }
                </button>
            }
        </div>
    }
}
