//! The UI kit: components that name no feature — the board and what surrounds it (pieces in hand,
//! promotion choice, player bars, feedback), the move list and replay controls, dialogs, diagrams
//! and board pictures — data and callbacks in, events out.
pub mod board;
pub mod board_feedback;
pub mod board_view;
pub mod comment_edit;
pub mod diagram;
pub mod display;
pub mod engine_panel;
pub mod hand;
pub mod modal;
pub mod module_frame;
pub mod move_confirm;
pub mod move_input;
pub mod move_list;
pub mod network_preferences;
pub mod player_bar;
pub mod preferences;
pub mod promotion;
pub mod replay;
pub mod resign_button;
pub mod svg;
pub mod top_bar;

pub use board::{Board, BoardProps};
pub use board_feedback::board_feedback;
pub use comment_edit::{CommentEdit, CommentEditProps};
pub use diagram::{diagram, DiagramProps};
pub use move_confirm::{confirm_moves_option, ConfirmMovesOptionProps, MoveConfirmBar};
pub use move_input::{move_input, MoveInputProps};
pub use move_list::{MoveList, MoveListProps};
pub use player_bar::{player_bar, PlayerBarProps};
pub use promotion::{PromotionPicker, PromotionProps};
pub use replay::{ReplayControls, ReplayProps};
pub use resign_button::{ResignButton, ResignProps};

/// The value of the `<select>` an event came from (empty if it came from something else).
pub fn select_value(e: &yew::Event) -> String {
    use yew::TargetCast;
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}
