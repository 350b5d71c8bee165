//! The encodings of a game [`Record`](crate::model::record::Record) that leave the app: game links and
//! saved games (with the saved display preferences), and the rule options as text they share;
//! `bytes` reads them (and live play's messages, `live::messages`).
pub mod bytes;
pub mod link;
pub mod options;
pub mod save;
