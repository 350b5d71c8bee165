//! The page: its address, an element of its own for each wasm module's renderer, and the functions
//! that `assets/boot.js` defines: language packs fetched once per page
//! (`makrukTexts(code, part)`, a promise of its text) and kept for the modules loaded later
//! (`makrukTextsLoaded(code, part)`).
use wasm_bindgen::{JsCast, JsValue};

/// The page's function `name`, if boot.js defined it.
fn page_function(name: &str) -> Option<js_sys::Function> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// Fetches the language pack `code`'s part `part` (once per page) into the page.
///
/// # Errors
/// A part the page cannot fetch, in words.
pub async fn fetch_text_pack(code: &str, part: &str) -> Result<String, String> {
    let fetch = page_function("makrukTexts").ok_or("the page has no language packs")?;
    let promise: js_sys::Promise = fetch
        .call2(
            &JsValue::NULL,
            &JsValue::from_str(code),
            &JsValue::from_str(part),
        )
        .map_err(|e| format!("{e:?}"))?
        .dyn_into()
        .map_err(|_| "makrukTexts returned no promise")?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| format!("the {code} language pack's {part} part did not load: {e:?}"))?
        .as_string()
        .ok_or_else(|| "a language pack that is not text".to_string())
}

/// The text of the language pack `code`'s part `part` if the page has fetched it (`None` also
/// where the page has no packs).
pub fn loaded_text_pack(code: &str, part: &str) -> Option<String> {
    let loaded = page_function("makrukTextsLoaded")?;
    let text = loaded.call2(
        &JsValue::NULL,
        &JsValue::from_str(code),
        &JsValue::from_str(part),
    );
    text.ok().and_then(|t| t.as_string())
}

/// The page's address without its fragment.
pub fn page_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or_default().to_string())
}

/// A new `<div>` at the end of the document's body. The app mounts in one, and each page of the
/// Learn module in another beside it (`ui::module_frame`): two Yew renderers must not hold each
/// other's elements, or each would take the other's events.
pub fn body_element() -> Option<web_sys::HtmlElement> {
    let document = web_sys::window()?.document()?;
    let element: web_sys::HtmlElement =
        wasm_bindgen::JsCast::unchecked_into(document.create_element("div").ok()?);
    document.body()?.append_child(&element).ok()?;
    Some(element)
}

/// Tells the page (`assets/boot.js`) that the engine has answered a first request: the service
/// worker's download of the whole app, which would share a slow link with the engine's module,
/// starts then. (Native tests have no page: nothing to tell.)
pub fn engine_answered() {
    if cfg!(not(target_arch = "wasm32")) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(event) = web_sys::Event::new("makruk-engine-answered") {
        window.dispatch_event(&event).ok();
    }
}
