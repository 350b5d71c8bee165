//! Exporting the game: PGN text, an SVG picture of the board, and the browser glue to download
//! a file or copy a text.
use makruk_core::{PgnGame, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::Callback;

use crate::settings::PieceSet;

pub mod art;

pub use crate::ui::svg::{art_names, board_svg, PieceArt};

/// A picture of the whole board to export, as SVG or PNG: what [`board_svg`] draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPicture {
    /// The position drawn.
    pub position: Position,
    /// Black at the bottom.
    pub flipped: bool,
    /// The piece art's set.
    pub set: PieceSet,
    /// Darker squares in a checkerboard pattern.
    pub checkered: bool,
}

impl BoardPicture {
    /// The picture as an SVG document, with the art of its pieces fetched first (once a page,
    /// [`art::piece_art`]).
    ///
    /// # Errors
    /// A piece's art that could not be fetched.
    pub async fn svg(&self) -> Result<String, String> {
        let art = art::piece_art(self.set, &art_names(&self.position)).await?;
        Ok(board_svg(
            &self.position,
            self.flipped,
            &art,
            self.checkered,
        ))
    }
}

/// Tags the players' names (those given) and the hints asked for, when any (`Hints`).
pub fn set_player_tags(pgn: &mut PgnGame, names: &[String; 2], hints_used: u32) {
    for (tag, name) in ["White", "Black"].into_iter().zip(names) {
        if !name.is_empty() {
            pgn.set_tag(tag, name);
        }
    }
    if hints_used > 0 {
        pgn.set_tag("Hints", &hints_used.to_string());
    }
}

/// The file name of a downloaded game or picture (`makruk-2026-11-23.pgn`).
pub fn file_name(date: &str, extension: &str) -> String {
    format!("makruk-{}.{extension}", date.replace('.', "-"))
}

/// Today's date as PGN writes it (`2026.11.23`), from the browser's clock.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Lets the browser download `text` as a file called `name`.
pub fn download(name: &str, mime: &str, text: &str) -> Option<()> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    download_blob(name, &blob)
}

/// Lets the browser download `blob` as a file called `name` (a Blob URL clicked through a
/// temporary `<a download>`).
pub fn download_blob(name: &str, blob: &web_sys::Blob) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let url = web_sys::Url::create_object_url_with_blob(blob).ok()?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    link.set_href(&url);
    link.set_download(name);
    link.set_attribute("hidden", "").ok()?;
    document.body()?.append_child(&link).ok()?;
    link.click();
    link.remove();
    // The download has started from the click; the URL is no longer needed afterwards.
    gloo_timers::callback::Timeout::new(1_000, move || {
        web_sys::Url::revoke_object_url(&url).ok();
    })
    .forget();
    Some(())
}

/// Draws the SVG document `svg` on a `size`-pixel canvas and lets the browser download it as
/// a PNG file called `name` (the image loads from a `data:` URL, which a strict CSP allows).
pub fn download_png(svg: &str, size: u32, name: String) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let image = web_sys::HtmlImageElement::new().ok()?;
    let canvas: web_sys::HtmlCanvasElement =
        document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(size);
    canvas.set_height(size);
    let drawn = image.clone();
    let onload = Closure::<dyn FnMut()>::once(move || {
        draw_and_save(&canvas, &drawn, size, name);
    });
    image.set_onload(Some(onload.as_ref().unchecked_ref()));
    onload.forget();
    image.set_src(&format!(
        "data:image/svg+xml;charset=utf-8,{}",
        js_sys::encode_uri_component(svg)
    ));
    Some(())
}

fn draw_and_save(
    canvas: &web_sys::HtmlCanvasElement,
    image: &web_sys::HtmlImageElement,
    size: u32,
    name: String,
) -> Option<()> {
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let side = f64::from(size);
    context
        .draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, side, side)
        .ok()?;
    let saved = Closure::<dyn FnMut(JsValue)>::once(move |blob: JsValue| {
        if let Ok(blob) = blob.dyn_into::<web_sys::Blob>() {
            download_blob(&name, &blob);
        }
    });
    canvas.to_blob(saved.as_ref().unchecked_ref()).ok()?;
    saved.forget();
    Some(())
}

/// Copies `text` to the clipboard; `done` learns whether the browser allowed it.
pub fn copy(text: &str, done: Callback<bool>) {
    let Some(window) = web_sys::window() else {
        done.emit(false);
        return;
    };
    let (ok, refused) = (done.clone(), done);
    let ok = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| ok.emit(true));
    let refused = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| refused.emit(false));
    let _ = window
        .navigator()
        .clipboard()
        .write_text(text)
        .then2(&ok, &refused);
    ok.forget();
    refused.forget();
}

#[cfg(test)]
mod tests;
