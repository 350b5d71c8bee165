//! Long work on the page split into short tasks: a time budget per slice and a wait for the next
//! task, so that no task holds the page for long.
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The time one slice of work may take (ms), well under the 50 ms a task may hold the page.
pub const SLICE_MS: f64 = 8.0;

/// The time now in milliseconds (the browser's clock; 0 outside a browser).
pub fn now() -> f64 {
    if cfg!(target_arch = "wasm32") {
        js_sys::Date::now()
    } else {
        0.0
    }
}

/// Whether a slice that started at `start` may go on.
pub fn within_slice(start: f64) -> bool {
    now() - start < SLICE_MS
}

/// Resolves in a later task (a `setTimeout` of 0), letting the page paint and handle input.
pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            window
                .set_timeout_with_callback(resolve.unchecked_ref())
                .ok();
        }
    });
    JsFuture::from(promise).await.ok();
}
