//! The Makruk engine in a browser's Web Worker. The app posts [`protocol::Request`]s and reads
//! [`protocol::Reply`]s; the worker side ([`worker::start`]) answers them with `makruk-engine`.
//! Its two wasm modules (`src/bin/engine.rs`, and `src/bin/engine_simd.rs` built with the
//! `simd128` feature) hold only the engine: `assets/engine-worker.js` loads one of them.
pub mod protocol;
pub mod worker;
