//! Learn, the web app's second wasm module, loaded when first needed: the app
//! (`makruk_web::ui::module_frame`) calls [`mount`] with an element, a page (Learn, or the rules
//! help), the preferences and the function that takes the page's requests.
use makruk_web::help::{Help, HelpProps};
use makruk_web::learn::request::{LearnRequest, ModulePage};
use makruk_web::learn::{LearnPage, LearnProps};
use makruk_web::platform::modules::{keep_mounted, render_page, take_down};
use wasm_bindgen::prelude::*;
use yew::Callback;

/// Nothing runs at load: the app mounts pages.
fn main() {}

/// Mounts `page` ([`ModulePage::encode`]; Learn if it names none) in `root`, with the
/// preferences as the save format writes them; `host` receives each [`LearnRequest`] as text.
/// Returns the key that takes it down.
#[wasm_bindgen]
pub fn mount(root: web_sys::Element, page: &str, prefs: &str, host: js_sys::Function) -> u32 {
    let on_request = Callback::from(move |request: LearnRequest| match request.encode() {
        Ok(text) => {
            if let Err(error) = host.call1(&JsValue::NULL, &JsValue::from(text)) {
                web_sys::console::warn_1(&error);
            }
        }
        Err(_) => web_sys::console::warn_1(&"a game Learn cannot send".into()),
    });
    let prefs = makruk_web::boot::module_prefs(prefs);
    let destroy: Box<dyn FnOnce()> = match ModulePage::decode(page).unwrap_or(ModulePage::Learn) {
        ModulePage::Learn => render_page::<LearnPage>(root, LearnProps { prefs, on_request }),
        ModulePage::Help(variant) => {
            let props = HelpProps {
                lang: prefs.lang,
                variant,
                pieces: prefs.piece_set,
                on_close: on_request.reform(|()| LearnRequest::Close),
            };
            render_page::<Help>(root, props)
        }
    };
    keep_mounted(destroy)
}

/// Takes down the page of `key` (nothing if it is not mounted).
#[wasm_bindgen]
pub fn unmount(key: u32) {
    take_down(key);
}
