//! The app's components, one per file.
pub mod announcer;
pub mod board;
pub mod board_feedback;
pub mod comment_edit;
pub mod diagram;
pub mod engine_panel;
pub mod explorer_panel;
pub mod export_menu;
pub mod hand;
pub mod help;
pub mod hints_panel;
pub mod import_dialog;
pub mod library_export;
pub mod library_import;
pub mod live_panel;
pub mod modal;
pub mod move_confirm;
pub mod move_input;
pub mod move_list;
pub mod new_game;
pub mod player_bar;
pub mod preferences;
pub mod promotion;
pub mod replay;
pub mod resign_button;
pub mod setup_shortcuts;
pub mod share_button;
pub mod status;
pub mod top_bar;

pub use announcer::{announcer, use_announcer, Announcements};
pub use board::{Board, BoardProps};
pub use board_feedback::board_feedback;
pub use comment_edit::{CommentEdit, CommentEditProps};
pub use diagram::{diagram, DiagramProps};
pub use engine_panel::{engine_panel, EnginePanelProps};
pub use explorer_panel::{ExplorerPanel, ExplorerProps};
pub use export_menu::{ExportButton, ExportData, ExportProps};
pub use help::{Help, HelpProps};
pub use hints_panel::{hint_arrows, hints_panel, HintsPanelProps};
pub use import_dialog::{ImportButton, ImportProps};
pub use library_export::{LibraryExport, LibraryExportProps};
pub use library_import::{LibraryImport, LibraryImportProps};
pub use live_panel::{live_panel, LivePanelProps};
pub use move_confirm::{confirm_moves_option, ConfirmMovesOptionProps, MoveConfirmBar};
pub use move_input::{move_input, MoveInputProps};
pub use move_list::{MoveList, MoveListProps};
pub use new_game::{NewGameDialog, NewGameProps};
pub use player_bar::{player_bar, PlayerBarProps};
pub use preferences::{preferences_dialog, PreferencesProps};
pub use promotion::{PromotionPicker, PromotionProps};
pub use replay::{ReplayControls, ReplayProps};
pub use resign_button::{ResignButton, ResignProps};
pub use share_button::{ShareButton, ShareButtonProps};
pub use status::{count_buttons, draw_controls, status_line, CountButtonsProps, DrawControlsProps};
pub use top_bar::{TopBar, TopBarProps};

/// The value of the `<select>` an event came from (empty if it came from something else).
pub fn select_value(e: &yew::Event) -> String {
    use yew::TargetCast;
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}
