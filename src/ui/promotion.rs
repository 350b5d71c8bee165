//! The promotion picker: when a bia may promote to several pieces (ASEAN), the user picks one.
use makruk_core::{Color, Move, Piece, Role, Variant};
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::text::Lang;
use crate::ui::board_view::PieceView;

/// Properties of [`PromotionPicker`].
#[derive(Properties, PartialEq)]
pub struct PromotionProps {
    /// The promotion moves to choose from, in the variant's order.
    pub choices: Vec<Move>,
    /// The side promoting.
    pub color: Color,
    /// The rules (they name the pieces' letters).
    pub variant: Variant,
    /// Interface language.
    pub lang: Lang,
    /// The chosen piece, or `None` to take the move back.
    pub on_pick: Callback<Option<Role>>,
}

/// A row of the pieces a bia may become, over the board; Escape or "cancel" takes the move back.
#[function_component(PromotionPicker)]
pub fn promotion_picker(props: &PromotionProps) -> Html {
    let lang = props.lang;
    let first = use_node_ref();
    {
        let first = first.clone();
        use_boxed_effect(
            (),
            Box::new(move |_| {
                if let Some(button) = first.cast::<web_sys::HtmlElement>() {
                    button.focus().ok();
                }
                None
            }),
        );
    }
    let on_key = props.on_pick.reform(|_: KeyboardEvent| None);
    let on_key = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            on_key.emit(e);
        }
    });
    let buttons = props.choices.iter().enumerate().filter_map(|(i, m)| {
        let role = m.promotion?;
        let piece = PieceView::of(props.variant, Piece { color: props.color, role }, false);
        let pick = props.on_pick.reform(move |_: MouseEvent| Some(role));
        let node = if i == 0 { first.clone() } else { NodeRef::default() };
        Some(html! {
            <button type="button" class="promotion-choice" ref={node}
                    data-promotion={piece.letter.to_string()}
                    aria-label={lang.role(role, false)} title={lang.role_title(role, false)} onclick={pick}>
                <span class={classes!("piece", piece.art_class())}></span>
            </button>
        })
    });
    html! {
        <div class="promotion" role="dialog" aria-label={lang.t(crate::key!("promotion-promote-to"))}
             data-testid="promotion" onkeydown={on_key}>
            <span class="promotion-title">{ lang.t(crate::key!("promotion-promote-to")) }</span>
            <div class="promotion-choices">{ for buttons }</div>
            <button type="button" class="promotion-cancel" data-testid="promotion-cancel"
                    onclick={props.on_pick.reform(|_: MouseEvent| None)}>
                { lang.t(crate::key!("common-cancel")) }
            </button>
        </div>
    }
}
