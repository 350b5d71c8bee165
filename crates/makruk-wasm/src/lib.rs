//! Makruk (Thai chess) for JavaScript: the rules of `makruk-core` and the search of `makruk-engine`
//! behind a small API in the spirit of ffish.js, built with `wasm-pack build --target web`.
//!
//! ```js
//! import init, { Board, Engine } from "./pkg/makruk_wasm.js";
//! await init();
//! const board = new Board();            // Makruk start position
//! board.pushSan("e4");                  // throws an Error, board unchanged, if illegal
//! const engine = new Engine();
//! const { move, san } = engine.bestMove(board, { movetimeMs: 500 });
//! ```
//!
//! Everything here is a thin translation between JavaScript values and the two crates. The objects
//! the API takes and returns are serde types converted by serde-wasm-bindgen, whose TypeScript
//! declarations tsify generates; their shapes, the option checks and the SAN lines are plain Rust,
//! tested natively.
#![deny(missing_docs)]

mod board;
mod engine;
mod error;
mod js;
mod names;
mod objects;
mod options;
mod typescript;

pub use board::Board;
pub use engine::Engine;
pub use error::Error;

use makruk_core::Variant;
use wasm_bindgen::prelude::wasm_bindgen;

/// The variants a [`Board`] can play, by their Fairy-Stockfish names:
/// `makruk`, `cambodian`, `karouk`, `makpong`, `asean`.
#[wasm_bindgen(unchecked_return_type = "VariantName[]")]
pub fn variants() -> Vec<String> {
    Variant::ALL
        .iter()
        .map(|v| v.uci_name().to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_the_fairy_stockfish_names() {
        assert_eq!(
            variants(),
            [
                "makruk",
                "cambodian",
                "karouk",
                "makpong",
                "asean",
                "sittuyin"
            ]
        );
    }
}
