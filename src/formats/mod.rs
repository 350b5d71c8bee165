//! The encodings of a game [`Record`](crate::record::Record) that leave the app: game links and
//! saved games (with the saved display preferences); the messages of live play's data channel
//! (`peer`), read with `bytes`.
pub mod bytes;
pub mod link;
pub mod options;
pub mod peer;
pub mod save;
