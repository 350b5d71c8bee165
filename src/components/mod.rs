//! The app's components, one per file.
pub mod board;

pub use board::{Board, BoardProps};
