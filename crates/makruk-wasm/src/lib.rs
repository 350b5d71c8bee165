//! JavaScript/wasm bindings for the Makruk rules core and engine (built with `wasm-pack build --target web`).
