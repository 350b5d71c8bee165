//! The game model the features share, over the rules core: the app's `Record` of a game (the
//! core's `GameRecord` and what the app keeps beside it), counting by hand, the pieces' worth,
//! entering a move on a board, and live play's network setting, chat and standing offers.
pub mod chat;
pub mod counting;
pub mod material;
pub mod move_entry;
pub mod network;
pub mod record;
pub mod standing_offers;
