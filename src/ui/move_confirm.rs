//! Move confirmation: the preference that makes a move made on the board wait, and the
//! Confirm/Cancel bar shown while one waits.
use web_sys::HtmlElement;
use yew::prelude::*;

use super::modal::focused;

use crate::text::Lang;
use crate::tr;

/// What [`confirm_moves_option`] shows.
pub struct ConfirmMovesOptionProps {
    /// Interface language.
    pub lang: Lang,
    /// Moves wait for confirmation.
    pub on: bool,
    /// The user switched the option.
    pub on_change: Callback<bool>,
}

/// The "Confirm moves" switch.
pub fn confirm_moves_option(props: &ConfirmMovesOptionProps) -> Html {
    let onchange = props.on_change.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .is_some_and(|input| input.checked())
    });
    html! {
        <label class="option-toggle">
            <input type="checkbox" data-testid="option-confirm-moves" checked={props.on} {onchange} />
            { props.lang.t(crate::key!("move-confirm-confirm-each-move-before-it")) }
        </label>
    }
}

/// Properties of [`MoveConfirmBar`].
#[derive(Properties, PartialEq)]
pub struct MoveConfirmBarProps {
    /// Interface language.
    pub lang: Lang,
    /// The waiting move in SAN.
    pub san: AttrValue,
    /// Play the move.
    pub on_confirm: Callback<()>,
    /// Take the move back.
    pub on_cancel: Callback<()>,
}

/// The waiting move with Confirm and Cancel; Confirm takes the focus (given back when the bar
/// goes), Escape cancels.
#[function_component(MoveConfirmBar)]
pub fn move_confirm_bar(props: &MoveConfirmBarProps) -> Html {
    let lang = props.lang;
    let confirm_ref = use_node_ref();
    {
        let confirm_ref = confirm_ref.clone();
        use_effect_with(props.san.clone(), move |_| {
            let opener = focused();
            if let Some(button) = confirm_ref.cast::<HtmlElement>() {
                button.focus().ok();
            }
            // Once answered, the focus goes back where the move was made (a board square).
            move || {
                if let Some(opener) = opener.filter(|el| el.is_connected()) {
                    opener.focus().ok();
                }
            }
        });
    }
    let onkeydown = props.on_cancel.reform(|_: KeyboardEvent| ());
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.prevent_default();
            onkeydown.emit(e);
        }
    });
    html! {
        <div class="move-confirm" role="group" aria-labelledby="move-confirm-question" {onkeydown}>
            <span id="move-confirm-question">
                { tr!(lang, "move-confirm-play-move", san = props.san.as_str()) }
            </span>
            <button type="button" class="primary" data-testid="move-confirm" ref={confirm_ref}
                    onclick={props.on_confirm.reform(|_: MouseEvent| ())}>
                { lang.t(crate::key!("move-confirm-confirm")) }
            </button>
            <button type="button" data-testid="move-cancel"
                    onclick={props.on_cancel.reform(|_: MouseEvent| ())}>
                { lang.t(crate::key!("common-cancel")) }
            </button>
        </div>
    }
}
