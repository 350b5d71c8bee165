//! The "Share" button and its dialog: the players' names, the game's link, and a copy button.
use wasm_bindgen::prelude::*;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::modal::Modal;

use crate::formats::link::{self, LinkError};
use crate::model::record::clean_name;
use crate::text::Lang;

/// Properties of [`ShareButton`].
#[derive(Properties, PartialEq)]
pub struct ShareButtonProps {
    /// The game's link, or why the game cannot be shared by link.
    pub link: Result<String, LinkError>,
    /// White's and Black's names.
    pub names: [String; 2],
    /// Called with the players' names (White, Black) as they are typed.
    pub on_names: Callback<[String; 2]>,
    /// Interface language.
    pub lang: Lang,
}

/// The "Share" button and its dialog: the players' names, the link, and a copy button.
#[function_component(ShareButton)]
pub fn share_button(props: &ShareButtonProps) -> Html {
    let lang = props.lang;
    let open = use_state(bool::default);
    let copied = use_state(bool::default);
    let toggle = |value: bool| {
        let (open, copied) = (open.clone(), copied.clone());
        Callback::from(move |_| {
            open.set(value);
            copied.set(false);
        })
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let names = &props.names;
    let (text, error) = match &props.link {
        Ok(text) => (text.clone(), None),
        Err(error) => (String::new(), Some(error.clone())),
    };
    let on_name = |side: usize| {
        let (names, on_names, copied) = (names.clone(), props.on_names.clone(), copied.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let mut next = names.clone();
            next[side] = clean_name(&input.value());
            on_names.emit(next);
            copied.set(false);
        })
    };
    let on_copy = {
        let (text, copied) = (text.clone(), copied.clone());
        Callback::from(move |_| {
            let Some(w) = web_sys::window() else { return };
            let copied = copied.clone();
            let done = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| copied.set(true));
            // A refused write (no permission) leaves the link shown, to copy by hand.
            let _ = w.navigator().clipboard().write_text(&text).then(&done);
            done.forget();
        })
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
            input.select();
        }
    });
    html! {
        <>
            <button type="button" data-testid="share" onclick={toggle(true)}>
                { lang.t(crate::key!("share-button-share")) }
            </button>
            if *open {
                <Modal labelled_by="share-title" testid="share-dialog" on_close={close}>
                    <h2 id="share-title">{ lang.t(crate::key!("share-button-share-this-game")) }</h2>
                    <p>{ lang.t(crate::key!("share-button-anyone-with-the-link-sees")) }</p>
                    <label class="field">
                        <span>{ lang.t(crate::key!("share-button-white-s-name")) }</span>
                        <input type="text" data-testid="share-white" value={names[0].clone()}
                               oninput={on_name(0)} />
                    </label>
                    <label class="field">
                        <span>{ lang.t(crate::key!("share-button-black-s-name")) }</span>
                        <input type="text" data-testid="share-black" value={names[1].clone()}
                               oninput={on_name(1)} />
                    </label>
                    if let Some(error) = &error {
                        <p role="alert">{ link::error_text(lang, error) }</p>
                    } else {
                        <label class="field">
                            <span>{ lang.t(crate::key!("common-link")) }</span>
                            <input type="text" readonly=true data-testid="share-link" value={text}
                                   onfocus={select_all} />
                        </label>
                    }
                    <div class="dialog-actions">
                        <button type="button" data-testid="share-close" onclick={toggle(false)}>{ lang.t(crate::key!("common-close")) }</button>
                        <button type="button" class="primary" data-testid="share-copy"
                                disabled={error.is_some()} onclick={on_copy}>
                            { if *copied { lang.t(crate::key!("common-copied")) } else { lang.t(crate::key!("share-button-copy-link")) } }
                        </button>
                    </div>
                </Modal>
            }
        </>
    }
}
