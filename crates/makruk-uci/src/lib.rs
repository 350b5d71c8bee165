//! `makruk-uci`: a UCI front end for the Makruk engine, speaking Fairy-Stockfish's dialect, plus
//! the tools that measure it (match referee, engine processes, statistics).
#![deny(missing_docs)]

pub mod command;
pub mod engine_process;
pub mod labelled;
pub mod puzzle;
pub mod referee;
pub mod session;
pub mod stats;

use std::process::ExitCode;

/// How a tool's run ends: success, or its error said on stderr as `tool: message` and status 2.
pub fn exit_code(tool: &str, result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{tool}: {message}");
            ExitCode::from(2)
        }
    }
}
