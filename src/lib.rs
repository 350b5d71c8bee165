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
        let lang = boot::initial_lang();
        if let Err(error) = text::load(lang).await {
            web_sys::console::warn_1(&error.into());
            if let Err(error) = text::load(text::Lang::En).await {
                web_sys::console::warn_1(&error.into());
            }
        }
        render();
    });
}

/// Mounts the app, or the embed page's board.
fn render() {
    if boot::is_embed_page() {
        let (config, initial) = boot::embed_page();
        let props = embed::EmbedProps {
            config: std::rc::Rc::new(config),
            initial: std::rc::Rc::new(initial),
        };
        yew::Renderer::<embed::EmbedApp>::with_props(props).render();
    } else if let Some(root) = body_element() {
        yew::Renderer::<app::App>::with_root(root.into()).render();
    }
}

/// A new `<div>` at the end of the document's body. The app mounts in one, and each page of the
/// Learn module in another beside it (`learn::frame`): two Yew renderers must not hold each
/// other's elements, or each would take the other's events.
pub fn body_element() -> Option<web_sys::HtmlElement> {
    let document = web_sys::window()?.document()?;
    let element: web_sys::HtmlElement =
        wasm_bindgen::JsCast::unchecked_into(document.create_element("div").ok()?);
    document.body()?.append_child(&element).ok()?;
    Some(element)
}
