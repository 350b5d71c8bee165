//! The FEN text of the set-up: it follows the board, and a FEN typed or pasted into it sets the board.
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::text::Lang;

/// What [`fen_input`] shows.
pub struct FenInputProps {
    /// The text shown.
    pub text: String,
    /// Why the typed text cannot be read, if it cannot.
    pub error: Option<AttrValue>,
    /// Interface language.
    pub lang: Lang,
    /// The text was edited.
    pub on_input: Callback<String>,
    /// The field was left or Enter pressed.
    pub on_commit: Callback<()>,
}

/// The FEN field with its error message.
pub fn fen_input(props: &FenInputProps) -> Html {
    let oninput = props.on_input.reform(|e: InputEvent| {
        e.target_dyn_into::<HtmlTextAreaElement>()
            .map(|i| i.value())
            .unwrap_or_default()
    });
    let onchange = props.on_commit.reform(|_: Event| ());
    let onkeydown = {
        let on_commit = props.on_commit.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
                on_commit.emit(());
            }
        })
    };
    let lang = props.lang;
    html! {
        <div class="field fen-field">
            <label for="editor-fen">{ "FEN" }</label>
            <textarea id="editor-fen" rows="2" data-testid="editor-fen" spellcheck="false"
                   autocomplete="off" autocapitalize="off" value={props.text.clone()}
                   aria-invalid={props.error.is_some().to_string()}
                   aria-describedby={props.error.as_ref().map(|_| "editor-fen-error")}
                   title={lang.t(crate::key!("editor-fen-field-type-or-paste-a-fen"))}
                   {oninput} {onchange} {onkeydown} />
            if let Some(error) = &props.error {
                <p id="editor-fen-error" class="input-error" role="alert" data-testid="editor-fen-error">
                    { lang.t(crate::key!("editor-fen-field-this-fen-cannot-be-used")) }{ error.clone() }
                </p>
            }
        </div>
    }
}
