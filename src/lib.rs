//! Makruk (Thai chess) in the browser: the Yew app — board, game state, engine worker glue.
#![deny(missing_docs)]

pub mod app;
pub mod board_view;
pub mod components;
pub mod i18n;
pub mod state;
pub mod storage;

/// Mounts the app on the document body.
pub fn start() {
    yew::Renderer::<app::App>::new().render();
}
