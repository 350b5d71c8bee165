//! The command box: a text field to play a move by typing it (SAN such as `e4`, `Nd2`, Thai SAN,
//! or UCI such as `b1d2`) or to ask about the game (`board`, `count`, `last move`, `time`, `help`).
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::text::Lang;

/// What [`move_input`] shows.
pub struct MoveInputProps {
    /// Interface language.
    pub lang: Lang,
    /// The last typed move was refused.
    pub rejected: bool,
    /// The user typed a move or a command and pressed Enter.
    pub on_move: Callback<String>,
}

/// The command box.
pub fn move_input(props: &MoveInputProps) -> Html {
    let lang = props.lang;
    let onkeydown = {
        let on_move = props.on_move.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() != "Enter" {
                return;
            }
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                let text = input.value();
                if !text.trim().is_empty() {
                    on_move.emit(text);
                    input.set_value("");
                }
            }
        })
    };
    let label = lang.t(crate::key!("move-input-move-or-command-e4-board"));
    html! {
        <div class="move-input">
            <input type="text" data-testid="move-input" aria-label={label} placeholder={label}
                   autocomplete="off" spellcheck="false" aria-invalid={props.rejected.to_string()}
                   aria-describedby={props.rejected.then_some("move-input-error")}
                   class={classes!(props.rejected.then_some("rejected"))} {onkeydown} />
            if props.rejected {
                <span class="input-error" id="move-input-error">{ lang.t(crate::key!("move-input-not-a-legal-move-here")) }</span>
            }
        </div>
    }
}
