//! The game's views: the board with its hands and promotion picker, the new game dialog, the status
//! line with the counting and draw buttons, the hints, the share button, the
//! screen reader's announcements, Sittuyin's set-up shortcuts.
pub mod announcer;
pub mod board;
pub mod hints;
pub mod new_game;
pub mod page;
pub mod setup_shortcuts;
pub mod share_button;
pub mod status;
