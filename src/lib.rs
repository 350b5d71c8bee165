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

/// Mounts the app on the document body, once its language's texts are in. Does nothing outside a
/// window.
pub fn start() {
    if web_sys::window().is_none() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        // The app's page reads the saved preferences once: for its language, then its first state.
        let prefs = boot::stored_prefs();
        load_texts(prefs.lang).await;
        if let Some(root) = platform::page::body_element() {
            yew::Renderer::<app::App>::with_root_and_props(root.into(), app::AppProps { prefs })
                .render();
        }
    });
}

/// Mounts the embed page's board (`?embed=1`: `assets/boot.js` loads the embed module,
/// `src/bin/embed.rs`, instead of the app's) on the document body. Does nothing outside a window.
pub fn start_embed() {
    if web_sys::window().is_none() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        load_texts(boot::embed_lang()).await;
        let (config, initial) = boot::embed_page();
        let props = embed::EmbedProps {
            config: std::rc::Rc::new(config),
            initial: std::rc::Rc::new(initial),
        };
        yew::Renderer::<embed::EmbedApp>::with_props(props).render();
    });
}

/// Installs `lang`'s texts (English's if they do not come).
async fn load_texts(lang: text::Lang) {
    if let Err(error) = text::load(lang).await {
        web_sys::console::warn_1(&error.into());
        if let Err(error) = text::load(text::Lang::En).await {
            web_sys::console::warn_1(&error.into());
        }
    }
}
