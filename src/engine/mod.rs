//! The engine in a Web Worker: message protocol, the worker side and the app's hooks.
pub mod analysis;
pub mod client;
pub mod protocol;
pub mod worker;

pub use analysis::use_engine_job;
pub use client::use_engine;
