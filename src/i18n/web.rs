//! Language packs in the page: `assets/boot.js` fetches each pack once (`makrukTexts(code)`, a
//! promise of its text) and keeps the texts it has (`makrukTextsLoaded(code)`), so each wasm module
//! installs a pack the page already has without fetching it again.
use wasm_bindgen::{JsCast, JsValue};

use super::{pack, Lang};

/// The page's function `name`, if boot.js defined it.
fn page_function(name: &str) -> Option<js_sys::Function> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// Fetches (once per page) and installs the pack of `lang`.
///
/// # Errors
/// A pack the page cannot fetch or read, in words.
pub async fn load(lang: Lang) -> Result<(), String> {
    if pack::installed(lang).is_some() {
        return Ok(());
    }
    let fetch = page_function("makrukTexts").ok_or("the page has no language packs")?;
    let promise: js_sys::Promise = fetch
        .call1(&JsValue::NULL, &JsValue::from_str(lang.code()))
        .map_err(|e| format!("{e:?}"))?
        .dyn_into()
        .map_err(|_| "makrukTexts returned no promise")?;
    let text = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| format!("the {} language pack did not load: {e:?}", lang.code()))?
        .as_string()
        .ok_or("a language pack that is not text")?;
    pack::install(lang, &text).map_err(|e| format!("the {} language pack: {e}", lang.code()))
}

/// Installs each pack the page has fetched (a module loaded after the app, such as Learn's).
pub fn install_loaded() {
    let Some(loaded) = page_function("makrukTextsLoaded") else {
        return;
    };
    for lang in Lang::ALL {
        if pack::installed(lang).is_some() {
            continue;
        }
        let text = loaded.call1(&JsValue::NULL, &JsValue::from_str(lang.code()));
        if let Some(text) = text.ok().and_then(|t| t.as_string()) {
            if let Err(error) = pack::install(lang, &text) {
                web_sys::console::warn_1(
                    &format!("the {} language pack: {error}", lang.code()).into(),
                );
            }
        }
    }
}
