//! The engine in a Web Worker, the app's side: the hooks that start its jobs and read its replies.
//! The messages and the worker's side are the `makruk-worker` crate's.
pub mod client;
pub mod job;

pub use client::use_engine;
pub use job::{use_engine_job, JobEvent};
pub use makruk_worker::protocol;
