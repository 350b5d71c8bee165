//! The encodings of a game [`Record`](crate::record::Record) that leave the app: game links and
//! saved games (with the saved display preferences).
pub mod link;
pub mod options;
pub mod save;
