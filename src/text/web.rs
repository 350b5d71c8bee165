//! Language packs in the page: each wasm module installs a part the page already has
//! (`platform::page`) without fetching it again.
use super::pack::{self, Part};
use super::Lang;
use crate::platform::page::{fetch_text_pack, loaded_text_pack};

/// Fetches `lang`'s `part` (once per page) into the page, for a module loaded later to install.
///
/// # Errors
/// A part the page cannot fetch, in words.
pub async fn fetch_part(lang: Lang, part: Part) -> Result<String, String> {
    fetch_text_pack(lang.code(), part.name()).await
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
    for lang in Lang::ALL {
        for part in Part::ALL {
            if pack::has_part(lang, part) {
                continue;
            }
            if let Some(text) = loaded_text_pack(lang.code(), part.name()) {
                if let Err(error) = pack::install(lang, part, &text) {
                    let message = format!("the {} language pack: {error}", lang.code());
                    web_sys::console::warn_1(&message.into());
                }
            }
        }
    }
}
