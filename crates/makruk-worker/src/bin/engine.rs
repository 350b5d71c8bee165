//! The engine's Web Worker module, the baseline build: `assets/engine-worker.js` loads it where the
//! browser lacks wasm SIMD or the SIMD build (`engine_simd.rs`) fails to load.
makruk_worker::engine_worker_module!();
