//! The engine in a Web Worker: message protocol, the worker side and the app's hooks.
pub mod client;
pub mod job;
pub mod protocol;
pub mod worker;

pub use client::use_engine;
pub use job::{use_engine_job, JobEvent};
