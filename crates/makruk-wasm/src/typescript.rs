//! The TypeScript name of the variants' names, which `makruk_core::Variant` spells (tsify declares
//! the API's objects; see `objects.rs`).

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A variant's Fairy-Stockfish name. */
export type VariantName = "makruk" | "cambodian" | "karouk" | "makpong" | "asean" | "sittuyin";
"#;
