//! The platform seam: the browser's services behind plain Rust — `localStorage`, sound, the engine's Web Worker, the page's
//! functions (`assets/boot.js`: language packs, the wasm modules loaded on demand), Yew's effects
//! boxed. The rest of the app reads as plain Rust over them.
pub mod effect;
pub mod modules;
pub mod page;
pub mod sound;
pub mod storage;
pub mod tasks;
pub mod worker;
