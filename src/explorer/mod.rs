//! The opening explorer: the moves played from a position in the library's games, with counts
//! and results ([`index`]).
pub mod index;
