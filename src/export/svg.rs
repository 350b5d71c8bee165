//! The board as a standalone SVG picture: the wooden frame, the grid, coordinates and the
//! pieces, drawn with the same piece art as the app (inlined, so the file needs nothing else).
use std::fmt::Write;

use makruk_core::{Position, Square};

use crate::settings::PieceSet;

/// Width and height of the picture.
const SIZE: u32 = 800;
/// Width of the wooden frame around the playing area.
const FRAME: u32 = 40;
/// Side of one square.
const CELL: u32 = (SIZE - 2 * FRAME) / 8;

macro_rules! piece_art {
    ($set:literal, $($name:literal),*) => {
        &[$(($name, include_str!(concat!("../../assets/pieces/", $set, "/", $name, ".svg")))),*]
    };
}

const THAI: &[(&str, &str)] = piece_art!(
    "thai", "wK", "wM", "wS", "wN", "wR", "wP", "wF", "bK", "bM", "bS", "bN", "bR", "bP", "bF"
);
const WESTERN: &[(&str, &str)] = piece_art!(
    "western", "wK", "wM", "wS", "wN", "wR", "wP", "wF", "bK", "bM", "bS", "bN", "bR", "bP", "bF"
);

/// The SVG source of a piece's art (`wK`, `bF`) in a set.
fn art(set: PieceSet, name: &str) -> Option<&'static str> {
    let table = match set {
        PieceSet::Thai => THAI,
        PieceSet::Western => WESTERN,
    };
    table.iter().find(|(n, _)| *n == name).map(|(_, svg)| *svg)
}

/// Top-left corner of a square's cell in the picture.
fn cell_origin(sq: Square, flipped: bool) -> (u32, u32) {
    let (col, row) = if flipped {
        (7 - sq.file(), sq.rank())
    } else {
        (sq.file(), 7 - sq.rank())
    };
    (FRAME + u32::from(col) * CELL, FRAME + u32::from(row) * CELL)
}

/// The board of `pos` as an SVG document, Black at the bottom when `flipped`.
pub fn board_svg(pos: &Position, flipped: bool, set: PieceSet, checkered: bool) -> String {
    let inner = 8 * CELL;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {SIZE} {SIZE}\" width=\"{SIZE}\" height=\"{SIZE}\">\
<defs><linearGradient id=\"frame\" x1=\"0\" y1=\"0\" x2=\"0.4\" y2=\"1\"><stop offset=\"0\" stop-color=\"#6b3e1f\"/>\
<stop offset=\"0.6\" stop-color=\"#4a2812\"/><stop offset=\"1\" stop-color=\"#3c200e\"/></linearGradient>\
<linearGradient id=\"wood\" x1=\"0\" y1=\"0\" x2=\"0.3\" y2=\"1\"><stop offset=\"0\" stop-color=\"#e4b673\"/>\
<stop offset=\"1\" stop-color=\"#c88d4a\"/></linearGradient></defs>\
<rect width=\"{SIZE}\" height=\"{SIZE}\" rx=\"14\" fill=\"url(#frame)\"/>\
<rect x=\"{FRAME}\" y=\"{FRAME}\" width=\"{inner}\" height=\"{inner}\" fill=\"url(#wood)\"/>"
    );
    if checkered {
        for sq in Square::ALL
            .into_iter()
            .filter(|sq| (sq.file() + sq.rank()) % 2 == 0)
        {
            let (x, y) = cell_origin(sq, flipped);
            let _ = write!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"#784119\" fill-opacity=\"0.42\"/>"
            );
        }
    }
    let _ = write!(
        out,
        "<g stroke=\"#44260e\" stroke-opacity=\"0.8\" stroke-width=\"2\">"
    );
    for i in 0..=8 {
        let at = FRAME + i * CELL;
        let end = FRAME + inner;
        let _ = write!(
            out,
            "<line x1=\"{at}\" y1=\"{FRAME}\" x2=\"{at}\" y2=\"{end}\"/><line x1=\"{FRAME}\" y1=\"{at}\" x2=\"{end}\" y2=\"{at}\"/>"
        );
    }
    out.push_str("</g><g fill=\"#f3d9ac\" font-family=\"sans-serif\" font-size=\"20\" font-weight=\"600\" text-anchor=\"middle\">");
    for i in 0..8u8 {
        let (file, rank) = if flipped { (7 - i, i) } else { (i, 7 - i) };
        let centre = FRAME + u32::from(i) * CELL + CELL / 2;
        let _ = write!(
            out,
            "<text x=\"{centre}\" y=\"{}\">{}</text><text x=\"{}\" y=\"{}\">{}</text>",
            SIZE - FRAME / 2 + 7,
            char::from(b'a' + file),
            FRAME / 2,
            centre + 7,
            rank + 1
        );
    }
    out.push_str("</g>");
    let piece = CELL * 92 / 100;
    for (sq, name) in super::pieces(pos) {
        let Some(source) = art(set, &name) else {
            continue;
        };
        let (x, y) = cell_origin(sq, flipped);
        let (x, y) = (x + (CELL - piece) / 2, y + (CELL - piece) * 6 / 10);
        let placed = source.replacen(
            "<svg ",
            &format!("<svg x=\"{x}\" y=\"{y}\" width=\"{piece}\" height=\"{piece}\" "),
            1,
        );
        out.push_str(&placed);
    }
    out.push_str("</svg>\n");
    out
}
