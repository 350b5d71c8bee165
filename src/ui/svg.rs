//! The board as a standalone SVG picture: the wooden frame, the grid, coordinates and the
//! pieces, drawn with the same piece art as the app (inlined, so the file needs nothing else).
//! A picture may show part of the board and carry arrows and marked squares (the help's diagrams).
//! The help's and Learn's diagrams draw with the art built into their module ([`Picture::svg`]);
//! the Export dialog's pictures with the art fetched when one is made ([`PieceArt`], `export::art`),
//! so that the app's module carries none.
use crate::text::decimal::rounded;
use std::fmt::Write;
use std::rc::Rc;

use makruk_core::{Position, Square};

use crate::settings::PieceSet;
use crate::ui::board_view;

/// Width of the wooden frame around the playing area.
const FRAME: u32 = 40;
/// Side of one square.
const CELL: u32 = 90;

macro_rules! piece_art {
    ($set:literal, $($name:literal),*) => {
        &[$(($name, include_str!(concat!("../../assets/pieces/", $set, "/", $name, ".svg")))),*]
    };
}

const THAI: &[(&str, &str)] = piece_art!(
    "thai", "wK", "wM", "wS", "wN", "wR", "wP", "wF", "wG", "wE", "bK", "bM", "bS", "bN", "bR",
    "bP", "bF", "bG", "bE"
);
const WESTERN: &[(&str, &str)] = piece_art!(
    "western", "wK", "wM", "wS", "wN", "wR", "wP", "wF", "wG", "wE", "bK", "bM", "bS", "bN", "bR",
    "bP", "bF", "bG", "bE"
);
const WOODEN: &[(&str, &str)] = piece_art!(
    "wooden", "wK", "wM", "wS", "wN", "wR", "wP", "wF", "wG", "wE", "bK", "bM", "bS", "bN", "bR",
    "bP", "bF", "bG", "bE"
);

/// The SVG source of a piece's art (`wK`, `bF`) in a set, as built into the module.
fn built_in_art(set: PieceSet, name: &str) -> Option<&'static str> {
    let table = match set {
        PieceSet::Thai => THAI,
        PieceSet::Western => WESTERN,
        PieceSet::Wooden => WOODEN,
    };
    table.iter().find(|(n, _)| *n == name).map(|(_, svg)| *svg)
}

/// The art of some pieces of one set, as read from its files (`assets/pieces/<set>/<name>.svg`,
/// served as `pieces/<set>/<name>.svg`): each piece's name (`wK`, `bF`) with the file's text.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceArt {
    /// The set the art is of.
    pub set: PieceSet,
    /// Each piece's name with its SVG source.
    pub pieces: Vec<(String, Rc<str>)>,
}

impl PieceArt {
    /// The SVG source of the piece `name`, if this art has it.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pieces
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, svg)| &**svg)
    }
}

/// A rectangle of the board: files and ranks from the first to the last, both included (0 = a, 0 = 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// First and last file shown.
    pub files: (u8, u8),
    /// First and last rank shown.
    pub ranks: (u8, u8),
}

impl Region {
    /// The whole board.
    pub const BOARD: Region = Region {
        files: (0, 7),
        ranks: (0, 7),
    };

    /// Whether `sq` is shown.
    pub fn contains(self, sq: Square) -> bool {
        (self.files.0..=self.files.1).contains(&sq.file())
            && (self.ranks.0..=self.ranks.1).contains(&sq.rank())
    }

    fn width(self) -> u32 {
        u32::from(self.files.1 - self.files.0) + 1
    }

    fn height(self) -> u32 {
        u32::from(self.ranks.1 - self.ranks.0) + 1
    }
}

/// Marks drawn over a picture's pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Moves, drawn as arrows from the first square to the second.
    pub arrows: Vec<(Square, Square)>,
    /// Squares a piece may move to, drawn as dots.
    pub dots: Vec<Square>,
    /// Squares drawn with a ring: a capture, or a square the text points at.
    pub rings: Vec<Square>,
}

/// A picture of a position: which part of the board, from which side, with which pieces and marks.
#[derive(Clone, Copy, Debug)]
pub struct Picture<'a> {
    /// The position drawn.
    pub position: &'a Position,
    /// The part of the board shown.
    pub region: Region,
    /// Black at the bottom.
    pub flipped: bool,
    /// The piece set (its art, built in or given to [`Picture::svg_with`]).
    pub set: PieceSet,
    /// Darker squares in a checkerboard pattern.
    pub checkered: bool,
    /// Font size of the coordinates.
    pub label_size: u32,
    /// Arrows, dots and rings.
    pub marks: &'a Marks,
}

impl Picture<'_> {
    /// Top-left corner of a square's cell in the picture.
    fn cell_origin(&self, sq: Square) -> (u32, u32) {
        let Region { files, ranks } = self.region;
        let (col, row) = if self.flipped {
            (files.1 - sq.file(), sq.rank() - ranks.0)
        } else {
            (sq.file() - files.0, ranks.1 - sq.rank())
        };
        (FRAME + u32::from(col) * CELL, FRAME + u32::from(row) * CELL)
    }

    /// The centre of a square's cell.
    fn centre(&self, sq: Square) -> (i32, i32) {
        let (x, y) = self.cell_origin(sq);
        ((x + CELL / 2) as i32, (y + CELL / 2) as i32)
    }

    /// The picture as an SVG document, its pieces drawn with the art built into the module.
    pub fn svg(&self) -> String {
        self.draw(&|name| built_in_art(self.set, name))
    }

    /// The picture as an SVG document, its pieces drawn with `art` (the picture's set's); a piece
    /// `art` lacks is left out. With the set's files as they are built in, the same document as
    /// [`Picture::svg`].
    pub fn svg_with(&self, art: &PieceArt) -> String {
        self.draw(&|name| art.get(name))
    }

    /// The picture as an SVG document, each piece drawn with the SVG source `art` gives for its
    /// name (`wK`, `bF`), or left out.
    fn draw<'s>(&self, art: &dyn Fn(&str) -> Option<&'s str>) -> String {
        let (inner_w, inner_h) = (self.region.width() * CELL, self.region.height() * CELL);
        let (width, height) = (inner_w + 2 * FRAME, inner_h + 2 * FRAME);
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\">\
<defs><linearGradient id=\"frame\" x1=\"0\" y1=\"0\" x2=\"0.4\" y2=\"1\"><stop offset=\"0\" stop-color=\"#6b3e1f\"/>\
<stop offset=\"0.6\" stop-color=\"#4a2812\"/><stop offset=\"1\" stop-color=\"#3c200e\"/></linearGradient>\
<linearGradient id=\"wood\" x1=\"0\" y1=\"0\" x2=\"0.3\" y2=\"1\"><stop offset=\"0\" stop-color=\"#e4b673\"/>\
<stop offset=\"1\" stop-color=\"#c88d4a\"/></linearGradient></defs>\
<rect width=\"{width}\" height=\"{height}\" rx=\"14\" fill=\"url(#frame)\"/>\
<rect x=\"{FRAME}\" y=\"{FRAME}\" width=\"{inner_w}\" height=\"{inner_h}\" fill=\"url(#wood)\"/>"
        );
        let shown = || {
            Square::ALL
                .into_iter()
                .filter(|&sq| self.region.contains(sq))
        };
        if self.checkered {
            for sq in shown().filter(|sq| (sq.file() + sq.rank()) % 2 == 0) {
                let (x, y) = self.cell_origin(sq);
                let _ = write!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"#784119\" fill-opacity=\"0.42\"/>"
                );
            }
        }
        self.write_grid(&mut out, inner_w, inner_h);
        let piece = CELL * 92 / 100;
        let pieces = pieces(self.position);
        for (sq, name) in pieces.iter().filter(|(sq, _)| self.region.contains(*sq)) {
            let Some(source) = art(name) else {
                continue;
            };
            let (x, y) = self.cell_origin(*sq);
            let (x, y) = (x + (CELL - piece) / 2, y + (CELL - piece) * 6 / 10);
            let placed = source.replacen(
                "<svg ",
                &format!("<svg x=\"{x}\" y=\"{y}\" width=\"{piece}\" height=\"{piece}\" "),
                1,
            );
            out.push_str(&placed);
        }
        self.write_marks(&mut out);
        out.push_str("</svg>\n");
        out
    }

    /// The grid lines and the coordinates in the frame.
    fn write_grid(&self, out: &mut String, inner_w: u32, inner_h: u32) {
        let _ = write!(
            out,
            "<g stroke=\"#44260e\" stroke-opacity=\"0.8\" stroke-width=\"2\">"
        );
        let (right, bottom) = (FRAME + inner_w, FRAME + inner_h);
        for i in 0..=self.region.width().max(self.region.height()) {
            let at = FRAME + i * CELL;
            if at <= right {
                let _ = write!(
                    out,
                    "<line x1=\"{at}\" y1=\"{FRAME}\" x2=\"{at}\" y2=\"{bottom}\"/>"
                );
            }
            if at <= bottom {
                let _ = write!(
                    out,
                    "<line x1=\"{FRAME}\" y1=\"{at}\" x2=\"{right}\" y2=\"{at}\"/>"
                );
            }
        }
        let size = self.label_size;
        let _ = write!(
            out,
            "</g><g fill=\"#f3d9ac\" font-family=\"sans-serif\" font-size=\"{size}\" font-weight=\"600\" text-anchor=\"middle\">"
        );
        let baseline = size * 7 / 20;
        let Region { files, ranks } = self.region;
        let (columns, rows) = (self.region.width(), self.region.height());
        for i in 0..columns.max(rows) {
            let centre = FRAME + i * CELL + CELL / 2;
            if i < columns {
                let col = i as u8;
                let file = if self.flipped {
                    files.1 - col
                } else {
                    files.0 + col
                };
                let _ = write!(
                    out,
                    "<text x=\"{centre}\" y=\"{}\">{}</text>",
                    bottom + FRAME / 2 + baseline,
                    char::from(b'a' + file)
                );
            }
            if i < rows {
                let row = i as u8;
                let rank = if self.flipped {
                    ranks.0 + row
                } else {
                    ranks.1 - row
                };
                let _ = write!(
                    out,
                    "<text x=\"{}\" y=\"{}\">{}</text>",
                    FRAME / 2,
                    centre + baseline,
                    rank + 1
                );
            }
        }
        out.push_str("</g>");
    }

    /// Dots, rings and arrows over the pieces.
    fn write_marks(&self, out: &mut String) {
        let marks = self.marks;
        if marks.dots.is_empty() && marks.rings.is_empty() && marks.arrows.is_empty() {
            return;
        }
        out.push_str("<g class=\"marks\">");
        for &sq in &marks.dots {
            let (x, y) = self.centre(sq);
            let _ = write!(
                out,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"#2b1a0c\" fill-opacity=\"0.55\"/>",
                CELL / 7
            );
        }
        for &sq in &marks.rings {
            let (x, y) = self.centre(sq);
            let _ = write!(
                out,
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"#a0241a\" stroke-width=\"6\"/>",
                CELL * 43 / 100
            );
        }
        for &(from, to) in &marks.arrows {
            out.push_str(&self.arrow(from, to));
        }
        out.push_str("</g>");
    }

    /// An arrow from the centre of `from` to near the centre of `to`: a shaft and a head.
    fn arrow(&self, from: Square, to: Square) -> String {
        let ((x1, y1), (x2, y2)) = (self.centre(from), self.centre(to));
        let (dx, dy) = (f64::from(x2 - x1), f64::from(y2 - y1));
        let length = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / length, dy / length);
        let head = f64::from(CELL) * 0.38;
        let tip = (f64::from(x2) - ux * 10.0, f64::from(y2) - uy * 10.0);
        let base = (tip.0 - ux * head, tip.1 - uy * head);
        let half = head * 0.6;
        let corner = |side: f64| (base.0 - uy * half * side, base.1 + ux * half * side);
        let (left, right) = (corner(1.0), corner(-1.0));
        let at = |x: f64| rounded(x, 0, false);
        format!(
            "<g fill=\"#1d6b2a\" stroke=\"#1d6b2a\" opacity=\"0.85\"><line x1=\"{x1}\" y1=\"{y1}\" x2=\"{}\" y2=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>\
<polygon points=\"{},{} {},{} {},{}\" stroke=\"none\"/></g>",
            at(base.0),
            at(base.1),
            CELL / 7,
            at(tip.0),
            at(tip.1),
            at(left.0),
            at(left.1),
            at(right.0),
            at(right.1)
        )
    }
}

/// The whole board of `pos` as an SVG document, Black at the bottom when `flipped`, its pieces
/// drawn with `art` (see [`Picture::svg_with`]).
pub fn board_svg(pos: &Position, flipped: bool, art: &PieceArt, checkered: bool) -> String {
    Picture {
        position: pos,
        region: Region::BOARD,
        flipped,
        set: art.set,
        checkered,
        label_size: 20,
        marks: &Marks::default(),
    }
    .svg_with(art)
}

/// The pieces on the board of `pos` with the names of their art (`wK`, `bF` for a flipped bia, as
/// in `assets/pieces`), for drawing.
pub fn pieces(pos: &Position) -> Vec<(Square, String)> {
    let cells = board_view::cells(pos);
    Square::ALL
        .into_iter()
        .filter_map(|sq| cells[sq.index()].map(|p| (sq, p.art_class())))
        .collect()
}

/// The names of the art the pieces of `pos` are drawn with, each once (what a picture of its
/// board fetches).
pub fn art_names(pos: &Position) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (_, name) in pieces(pos) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// The piece set's directory name in `assets/pieces`.
pub fn set_dir(set: PieceSet) -> &'static str {
    match set {
        PieceSet::Thai => "thai",
        PieceSet::Western => "western",
        PieceSet::Wooden => "wooden",
    }
}

#[cfg(test)]
mod tests;
