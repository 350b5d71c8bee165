//! Live play's views shown in the game's page: the live strip (`panel`) with the players' chat
//! (`chat`).
pub mod chat;
pub mod panel;
