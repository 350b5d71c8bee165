//! The engine's Web Worker module built with wasm SIMD and wasm atomics (`scripts/build-engine-threads.sh`,
//! which builds its std with atomics): its searches run on several workers sharing its memory.
//! `assets/engine-worker.js` loads it where the page is cross-origin isolated and more than one thread is
//! wanted.
makruk_worker::engine_worker_module!();
