//! `makruk-uci`: a UCI front end for the Makruk engine, speaking Fairy-Stockfish's dialect, plus
//! the tools that measure it (match referee, engine processes, statistics).
#![deny(missing_docs)]

pub mod command;
pub mod engine_process;
pub mod puzzle;
pub mod referee;
pub mod session;
pub mod stats;
