//! The engine's Web Worker module built with wasm SIMD (the `simd128` feature: the network's
//! evaluation about a tenth faster), which `assets/engine-worker.js` loads where the browser has it.
makruk_web::engine_worker_module!();
