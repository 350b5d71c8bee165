//! Puzzles mined from the project's own games: the data format ([`record::Puzzle`]), the rule for
//! a clearly best move ([`select`]), an engine's MultiPV report ([`analysis`]), themes and rating.
//! The miner and the quality check are the `puzzles` tool (`src/bin/puzzles.rs`); the format is
//! described in `docs/puzzles.md`.

pub mod analysis;
pub mod rating;
pub mod record;
pub mod select;
pub mod themes;
