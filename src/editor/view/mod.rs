//! The position editor's views: the page, the palette, the pieces in hand, the position's options
//! and its FEN field.
pub mod fen_field;
pub mod hand;
pub mod options;
pub mod page;
pub mod palette;
