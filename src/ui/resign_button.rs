//! Resigning in two steps: *Resign* asks, *Yes, resign* ends the game, *Cancel* keeps playing.
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::text::Lang;

/// Properties of [`ResignButton`].
#[derive(Properties, PartialEq)]
pub struct ResignProps {
    /// Interface language.
    pub lang: Lang,
    /// The game is over: nothing to resign.
    pub disabled: bool,
    /// The user confirmed.
    pub on_resign: Callback<()>,
}

/// The Resign button and, after a press, its confirmation.
#[function_component(ResignButton)]
pub fn resign_button(props: &ResignProps) -> Html {
    let lang = props.lang;
    let asking = use_state(bool::default);
    let resign_ref = use_node_ref();
    let confirm_ref = use_node_ref();
    let asked = use_mut_ref(|| false);
    {
        // The focus moves to the confirmation, and back to Resign once the question was answered.
        let (resign_ref, confirm_ref) = (resign_ref.clone(), confirm_ref.clone());
        use_boxed_effect(
            *asking,
            Box::new(move |&asking| {
                let target = if asking { confirm_ref } else { resign_ref };
                let answered = asked.replace(asking);
                if asking || answered {
                    if let Some(button) = target.cast::<HtmlElement>() {
                        button.focus().ok();
                    }
                }
                None
            }),
        );
    }
    let ask = |value: bool| {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(value))
    };
    if !*asking || props.disabled {
        return html! {
            <button type="button" data-testid="resign" ref={resign_ref} disabled={props.disabled}
                    onclick={ask(true)}>{ lang.t(crate::key!("resign-button-resign")) }</button>
        };
    }
    let on_confirm = {
        let (asking, on_resign) = (asking.clone(), props.on_resign.clone());
        Callback::from(move |_: MouseEvent| {
            asking.set(false);
            on_resign.emit(());
        })
    };
    html! {
        <div class="resign-confirm" role="group" aria-labelledby="resign-question">
            <span id="resign-question">{ lang.t(crate::key!("resign-button-resign-this-game")) }</span>
            <button type="button" class="danger" data-testid="confirm-resign" ref={confirm_ref}
                    onclick={on_confirm}>{ lang.t(crate::key!("resign-button-yes-resign")) }</button>
            <button type="button" data-testid="cancel-resign" onclick={ask(false)}>
                { lang.t(crate::key!("common-cancel")) }
            </button>
        </div>
    }
}
