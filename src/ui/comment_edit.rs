//! The comment on the move shown: read, added, changed or removed by the user.
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::text::Lang;
use crate::tr;

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
///
/// What the user types is kept as a draft until the field is left, so a re-render meanwhile (an engine
/// report, a clock tick) does not put the saved comment back over it. A new ply or a new saved comment
/// replaces the draft.
#[function_component(CommentEdit)]
pub fn comment_edit(props: &CommentEditProps) -> Html {
    let lang = props.lang;
    let ply = props.ply;
    let draft = use_mut_ref(|| Draft::of(ply, &props.text));
    let shown = {
        let mut draft = draft.borrow_mut();
        if draft.ply != ply || draft.saved != props.text {
            *draft = Draft::of(ply, &props.text);
        }
        draft.typed.clone()
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(field) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            {
                draft.borrow_mut().typed = field.value();
            }
        })
    };
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
            .t(crate::key!("comment-edit-comment-before-the-first-move"))
            .to_string(),
        _ => tr!(lang, "comment-edit-comment-on-ply-number", ply = ply),
    };
    html! {
        <label class="field comment-field">
            <span>{ label }</span>
            <textarea data-testid="comment-edit" rows="2" key={ply.to_string()} value={shown} {oninput} {onchange}
                      placeholder={lang.t(crate::key!("comment-edit-add-a-comment"))} />
        </label>
    }
}

/// The comment being typed on a ply, beside the saved comment it started from.
struct Draft {
    ply: usize,
    saved: String,
    typed: String,
}

impl Draft {
    fn of(ply: usize, saved: &str) -> Self {
        Draft {
            ply,
            saved: saved.to_string(),
            typed: saved.to_string(),
        }
    }
}
