//! The position editor: set up any legal position, then play or analyse it.
//!
//! The position is the rules core's [`makruk_core::Setup`] (pieces, FEN fields, why it may be
//! impossible); [`setup`] lists and draws the pieces to place, [`model`] says what each user
//! action does, [`messages`] why a position is impossible, in the interface language; [`view`]
//! holds the page and its parts ([`view::hand`]: Sittuyin's pieces in hand).
pub mod messages;
pub mod model;
pub mod setup;
pub mod view;

pub use view::page::{EditorPage, EditorProps};
