//! The opening explorer: the moves played from a position in the library's games, with counts
//! and results ([`index`]), built from the library in short tasks and kept for the page
//! ([`build`]), and its panel beside the analysis board ([`view`]).
pub mod build;
pub mod index;
pub mod view;
