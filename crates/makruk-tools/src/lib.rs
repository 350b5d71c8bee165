//! `makruk-tools`: the tools that measure and train the engine — the match referee, engine
//! processes, statistics, labelled positions and the puzzle miner's parts; the binaries `match`,
//! `bench`, `tune`, `nnue` and `puzzles` are built on them.
#![deny(missing_docs)]

pub mod engine_process;
pub mod labelled;
pub mod puzzle;
pub mod referee;
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
