//! The analysis board's views: the page, the engine's lines and evaluation bar, the move tree and
//! the review.
pub mod engine;
pub mod moves;
pub mod page;
pub mod review;
