//! Entry point of the Makruk web app, built by Trunk into `dist/`. The engine runs in a Web Worker
//! from modules of its own (`src/bin/engine.rs`, `src/bin/engine_simd.rs`).
fn main() {
    makruk_web::start();
}
