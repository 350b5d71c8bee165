//! The piece art of the Export dialog's pictures, fetched from the files the board shows
//! (`pieces/<set>/<name>.svg`, which the service worker precaches, so offline too) when a picture
//! is made, and kept for the page: the app's module carries none of it.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::settings::PieceSet;
use crate::ui::svg::{set_dir, PieceArt};

thread_local! {
    /// The art fetched so far: each piece's set and name with its SVG source.
    static FETCHED: RefCell<Vec<(PieceSet, String, Rc<str>)>> = const { RefCell::new(Vec::new()) };
}

/// The art fetched earlier of the piece `name` in `set`.
fn fetched(set: PieceSet, name: &str) -> Option<Rc<str>> {
    FETCHED.with_borrow(|fetched| {
        fetched
            .iter()
            .find(|(s, n, _)| *s == set && n == name)
            .map(|(_, _, svg)| svg.clone())
    })
}

/// The art of the pieces `names` (`wK`, `bF`; each once) in `set`: from the page's earlier
/// fetches, else fetched now, every missing file at once.
///
/// # Errors
/// The first file that could not be fetched (the others are kept all the same).
pub async fn piece_art(set: PieceSet, names: &[String]) -> Result<PieceArt, String> {
    let window = web_sys::window().ok_or("no window")?;
    let requests: Vec<_> = names
        .iter()
        .filter(|name| fetched(set, name).is_none())
        .map(|name| {
            let url = format!("pieces/{}/{name}.svg", set_dir(set));
            (name, window.fetch_with_str(&url), url)
        })
        .collect();
    // Every request is awaited, failed or not, so that none is left with an unhandled rejection.
    let mut failed = None;
    for (name, request, url) in requests {
        match read_text(request).await {
            Some(svg) => {
                FETCHED.with_borrow_mut(|fetched| fetched.push((set, name.clone(), svg.into())));
            }
            None => failed = failed.or(Some(url)),
        }
    }
    if let Some(url) = failed {
        return Err(format!("the piece art {url} could not be fetched"));
    }
    let pieces = names
        .iter()
        .filter_map(|name| Some((name.clone(), fetched(set, name)?)))
        .collect();
    Ok(PieceArt { set, pieces })
}

/// The text of a fetch's response; `None` if the fetch failed or was answered with an error.
async fn read_text(request: js_sys::Promise) -> Option<String> {
    let response: web_sys::Response = JsFuture::from(request).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
