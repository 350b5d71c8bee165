//! Makruk (Thai chess) in the browser: the Yew app — board, game state, engine worker glue.
#![deny(missing_docs)]

pub mod analysis;
pub mod app;
pub mod board_view;
pub mod components;
pub mod editor;
pub mod embed;
pub mod engine;
pub mod export;
pub mod hooks;
pub mod i18n;
pub mod import;
pub mod share;
pub mod sound;
pub mod state;
pub mod storage;

/// Mounts the app (or, with `?embed=1`, the embed page) on the document body. Does nothing
/// outside a window (the same wasm module also runs the engine in a Web Worker, where
/// `engine::worker::engine_worker_start` is called).
pub fn start() {
    if web_sys::window().is_none() {
        return;
    }
    if embed::requested() {
        yew::Renderer::<embed::EmbedApp>::new().render();
    } else {
        yew::Renderer::<app::App>::new().render();
    }
}
