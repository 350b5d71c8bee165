//! Learn, the web app's second wasm module: the app loads it when Learn first opens
//! (`makruk_web::learn::frame`) and calls [`mount`] with an element, the preferences and the
//! function that takes Learn's requests.
use std::cell::RefCell;

use makruk_web::formats::save::decode_prefs;
use makruk_web::learn::request::LearnRequest;
use makruk_web::learn::{LearnPage, LearnProps};
use makruk_web::settings::Prefs;
use wasm_bindgen::prelude::*;
use yew::{AppHandle, Callback, Renderer};

thread_local! {
    /// The mounted page.
    static MOUNTED: RefCell<Option<AppHandle<LearnPage>>> = const { RefCell::new(None) };
}

/// Nothing runs at load: the app mounts the page.
fn main() {}

/// Mounts the Learn page in `root` (taking down one mounted before), with the preferences as
/// the save format writes them; `host` receives each [`LearnRequest`] as text.
#[wasm_bindgen]
pub fn mount(root: web_sys::Element, prefs: &str, host: js_sys::Function) {
    unmount();
    let on_request = Callback::from(move |request: LearnRequest| match request.encode() {
        Ok(text) => {
            if let Err(error) = host.call1(&JsValue::NULL, &JsValue::from(text)) {
                web_sys::console::warn_1(&error);
            }
        }
        Err(error) => web_sys::console::warn_1(&format!("Learn's request: {error:?}").into()),
    });
    let props = LearnProps {
        prefs: decode_prefs(prefs, Prefs::default()),
        on_request,
    };
    let page = Renderer::<LearnPage>::with_root_and_props(root, props).render();
    MOUNTED.with(|mounted| *mounted.borrow_mut() = Some(page));
}

/// Takes the Learn page down.
#[wasm_bindgen]
pub fn unmount() {
    if let Some(page) = MOUNTED.with(|mounted| mounted.borrow_mut().take()) {
        page.destroy();
    }
}
