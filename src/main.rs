//! Entry point of the Makruk web app, built by Trunk into `dist/`. The same module runs the engine
//! in a Web Worker (`assets/engine-worker.js` calls [`engine_worker_start`]).
use wasm_bindgen::prelude::*;

fn main() {
    makruk_web::start();
}

/// Runs the engine in this worker: the worker script calls it once the module loaded.
///
/// # Errors
/// Outside a dedicated worker.
#[wasm_bindgen]
pub fn engine_worker_start() -> Result<(), JsValue> {
    makruk_web::engine::worker::start()
}
