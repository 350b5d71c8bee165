//! `makruk-uci`: a UCI front end for the Makruk engine.
fn main() {}
