//! `makruk-uci`: a UCI front end for the Makruk engine, speaking Fairy-Stockfish's dialect.
#![deny(missing_docs)]

pub mod command;
pub mod session;
