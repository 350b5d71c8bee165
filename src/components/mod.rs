//! The app's components, one per file.
pub mod explorer_panel;
pub mod export_menu;
pub mod help;
pub mod import_dialog;
pub mod library_export;
pub mod library_import;

pub use explorer_panel::{ExplorerPanel, ExplorerProps};
pub use export_menu::{ExportButton, ExportData, ExportProps};
pub use help::{Help, HelpProps};
pub use import_dialog::{ImportButton, ImportProps};
pub use library_export::{LibraryExport, LibraryExportProps};
pub use library_import::{LibraryImport, LibraryImportProps};
