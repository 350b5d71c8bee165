//! The engine's Web Worker module, the baseline build: `assets/engine-worker.js` loads it where the
//! browser lacks wasm SIMD or the SIMD build (`engine_simd.rs`) fails to load.
makruk_web::engine_worker_module!();
