//! `makruk-uci`: a UCI front end for the Makruk engine.
//!
//! Reads UCI commands from standard input, one per line, and answers on standard output
//! (Fairy-Stockfish's dialect: `setoption name UCI_Variant value makruk`, `go perft N`, ...).

use makruk_uci::session::Session;
use std::io::BufRead;
use std::sync::{Arc, Mutex};

fn main() {
    let mut session = Session::new(Arc::new(Mutex::new(std::io::stdout())));
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            break;
        };
        if !session.handle_line(&line) {
            return;
        }
    }
    session.finish_search();
}
