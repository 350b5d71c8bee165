//! The comment on the move shown: read, added, changed or removed by the user.
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::Lang;

/// Properties of [`CommentEdit`].
#[derive(Properties, PartialEq)]
pub struct CommentEditProps {
    /// The ply the comment follows (0 = before the first move).
    pub ply: usize,
    /// The comment there now (empty for none).
    pub text: String,
    /// Interface language.
    pub lang: Lang,
    /// The new comment after this many moves, when the field is left (empty removes it).
    pub on_comment: Callback<(usize, String)>,
}

/// A text field holding the comment on the move shown.
#[function_component(CommentEdit)]
pub fn comment_edit(props: &CommentEditProps) -> Html {
    let lang = props.lang;
    let ply = props.ply;
    let onchange = {
        let on_comment = props.on_comment.clone();
        Callback::from(move |e: Event| {
            if let Some(field) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            {
                on_comment.emit((ply, field.value()));
            }
        })
    };
    let label = match ply {
        0 => lang
            .pick("Comment before the first move", "ความเห็นก่อนตาแรก")
            .to_string(),
        _ => format!("{} {ply}", lang.pick("Comment on ply", "ความเห็นตาที่")),
    };
    html! {
        <label class="field comment-field">
            <span>{ label }</span>
            <textarea data-testid="comment-edit" rows="2" key={ply.to_string()} value={props.text.clone()} {onchange}
                      placeholder={lang.pick("Add a comment", "เพิ่มความเห็น")} />
        </label>
    }
}
