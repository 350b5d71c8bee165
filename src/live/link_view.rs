//! A link to pass on, as the live dialogs and the watch link show it: its text, Copy, Share (where
//! the browser has a share sheet) and its QR code.
use wasm_bindgen::prelude::*;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::qr_view::QrCodeView;
use crate::text::Lang;

/// Copies `text` to the clipboard; `done` when it is written.
fn copy(text: &str, done: Callback<()>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let written = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| done.emit(()));
    let _ = window
        .navigator()
        .clipboard()
        .write_text(text)
        .then(&written);
    written.forget();
}

/// Opens the system's share sheet with `text`, where the browser has one.
fn share(text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
    if has_share {
        let data = web_sys::ShareData::new();
        data.set_url(text);
        let _ = navigator.share_with_data(&data);
    }
}

/// Whether the browser has a share sheet.
fn can_share() -> bool {
    web_sys::window()
        .is_some_and(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
}

/// A link to pass on: the text, Copy, Share, and its QR code.
pub(super) fn link_block(
    lang: Lang,
    link: &str,
    testid: &'static str,
    qr_testid: &'static str,
    copied: &UseStateHandle<bool>,
) -> Html {
    let on_copy = {
        let (link, copied) = (link.to_string(), copied.clone());
        Callback::from(move |_| {
            let copied = copied.clone();
            copy(&link, Callback::from(move |()| copied.set(true)));
        })
    };
    let on_share = {
        let link = link.to_string();
        Callback::from(move |_| share(&link))
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
            area.select();
        }
    });
    html! {
        <>
            <textarea readonly=true class="live-link" data-testid={testid} value={link.to_string()}
                      rows="3" aria-label={lang.t(crate::key!("common-link"))} onfocus={select_all} />
            <div class="dialog-actions">
                <button type="button" data-testid={format!("{testid}-copy")} onclick={on_copy}>
                    { if **copied { lang.t(crate::key!("common-copied")) } else { lang.t(crate::key!("live-dialog-copy")) } }
                </button>
                if can_share() {
                    <button type="button" data-testid={format!("{testid}-share")} onclick={on_share}>
                        { lang.t(crate::key!("live-dialog-share")) }
                    </button>
                }
            </div>
            <QrCodeView text={AttrValue::from(link.to_string())} testid={qr_testid}
                        label={lang.t(crate::key!("live-dialog-qr-code-of-the-link"))}
                        too_long={lang.t(crate::key!("live-dialog-too-long-for-a-qr"))} />
        </>
    }
}
