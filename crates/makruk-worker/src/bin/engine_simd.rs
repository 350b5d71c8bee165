//! The engine's Web Worker module built with wasm SIMD (the `simd128` feature: the search about a
//! tenth faster), which `assets/engine-worker.js` loads where the browser has wasm SIMD.
makruk_worker::engine_worker_module!();
