//! The Makruk engine in a browser's Web Worker. The app posts [`protocol::Request`]s and reads
//! [`protocol::Reply`]s; the worker side ([`worker::start`]) answers them with `makruk-engine`.
//! Its three wasm modules (`src/bin/engine.rs`, `src/bin/engine_simd.rs` built with the `simd128`
//! feature, and `src/bin/engine_threads.rs` built with SIMD and atomics, whose searches run on
//! several workers: [`pool`]) hold only the engine: `assets/engine-worker.js` loads one of them.
#[cfg(target_feature = "atomics")]
pub mod pool;
pub mod protocol;
pub mod worker;
