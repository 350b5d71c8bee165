//! Language packs in the page: `assets/boot.js` fetches each part of a pack once
//! (`makrukTexts(code, part)`, a promise of its text) and keeps the texts it has
//! (`makrukTextsLoaded(code, part)`), so each wasm module installs a part the page already has
//! without fetching it again.
use wasm_bindgen::{JsCast, JsValue};

use super::pack::{self, Part};
use super::Lang;

/// The page's function `name`, if boot.js defined it.
fn page_function(name: &str) -> Option<js_sys::Function> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// Fetches `lang`'s `part` (once per page) into the page, for a module loaded later to install.
///
/// # Errors
/// A part the page cannot fetch, in words.
pub async fn fetch_part(lang: Lang, part: Part) -> Result<String, String> {
    let fetch = page_function("makrukTexts").ok_or("the page has no language packs")?;
    let promise: js_sys::Promise = fetch
        .call2(
            &JsValue::NULL,
            &JsValue::from_str(lang.code()),
            &JsValue::from_str(part.name()),
        )
        .map_err(|e| format!("{e:?}"))?
        .dyn_into()
        .map_err(|_| "makrukTexts returned no promise")?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| {
            format!(
                "the {} language pack's {} part did not load: {e:?}",
                lang.code(),
                part.name()
            )
        })?
        .as_string()
        .ok_or_else(|| "a language pack that is not text".to_string())
}

/// Fetches (once per page) and installs the app's part of `lang`'s pack.
///
/// # Errors
/// A pack the page cannot fetch or read, in words.
pub async fn load(lang: Lang) -> Result<(), String> {
    if pack::has_part(lang, Part::App) {
        return Ok(());
    }
    let text = fetch_part(lang, Part::App).await?;
    pack::install(lang, Part::App, &text)
        .map_err(|e| format!("the {} language pack: {e}", lang.code()))
}

/// Installs each part of each pack the page has fetched (in a module loaded after the app, such as
/// Learn's, whose part the app fetched before it).
pub fn install_loaded() {
    let Some(loaded) = page_function("makrukTextsLoaded") else {
        return;
    };
    for lang in Lang::ALL {
        for part in Part::ALL {
            if pack::has_part(lang, part) {
                continue;
            }
            let text = loaded.call2(
                &JsValue::NULL,
                &JsValue::from_str(lang.code()),
                &JsValue::from_str(part.name()),
            );
            if let Some(text) = text.ok().and_then(|t| t.as_string()) {
                if let Err(error) = pack::install(lang, part, &text) {
                    let message = format!("the {} language pack: {error}", lang.code());
                    web_sys::console::warn_1(&message.into());
                }
            }
        }
    }
}
