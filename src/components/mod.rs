//! The app's components, one per file.
pub mod explorer_panel;
pub mod help;

pub use explorer_panel::{ExplorerPanel, ExplorerProps};
pub use help::{Help, HelpProps};
