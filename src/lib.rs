//! Makruk (Thai chess) in the browser: the Yew app — board, game state, engine worker glue.
#![deny(missing_docs)]

pub mod analysis;
pub mod app;
pub mod boot;
pub mod editor;
pub mod embed;
pub mod formats;
pub mod game;
pub mod help;
pub mod learn;
pub mod library;
pub mod live;
pub mod model;
pub mod platform;
pub mod settings;
#[cfg(test)]
mod testing;
pub mod text;
pub mod ui;

/// Mounts the app (or, with `?embed=1`, the embed page) on the document body. Does nothing
/// outside a window.
pub fn start() {
    if web_sys::window().is_none() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        // The app's page reads the saved preferences once: for its language, then its first state.
        let prefs = (!boot::is_embed_page()).then(boot::stored_prefs);
        let lang = prefs.map_or_else(boot::embed_lang, |prefs| prefs.lang);
        if let Err(error) = text::load(lang).await {
            web_sys::console::warn_1(&error.into());
            if let Err(error) = text::load(text::Lang::En).await {
                web_sys::console::warn_1(&error.into());
            }
        }
        render(prefs);
    });
}

/// Mounts the app with the saved preferences `prefs`, or (`None`) the embed page's board.
fn render(prefs: Option<settings::Prefs>) {
    let Some(prefs) = prefs else {
        let (config, initial) = boot::embed_page();
        let props = embed::EmbedProps {
            config: std::rc::Rc::new(config),
            initial: std::rc::Rc::new(initial),
        };
        yew::Renderer::<embed::EmbedApp>::with_props(props).render();
        return;
    };
    if let Some(root) = platform::page::body_element() {
        yew::Renderer::<app::App>::with_root_and_props(root.into(), app::AppProps { prefs })
            .render();
    }
}
