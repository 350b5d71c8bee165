//! The engine in a Web Worker: message protocol, the worker side and the app's hook.
pub mod client;
pub mod protocol;
pub mod worker;

pub use client::use_engine;
