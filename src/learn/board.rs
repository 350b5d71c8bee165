//! The board of Learn's exercises (puzzles and lessons): a position whose pieces may be moved
//! while the player is to play, the picked piece's moves, the last move and a refused move.
use std::rc::Rc;

use makruk_core::{Move, Position, Square};

use crate::model::move_entry::MoveEntry;
use crate::ui::board_view::{cells, BoardView, EntryMarks};

/// What the board shows of `pos`: while `playing`, the pieces that can move and the moves of
/// the `selected` one; the `last_move`; the square of a `refused` move.
pub fn exercise_board(
    pos: &Position,
    playing: bool,
    selected: Option<Square>,
    last_move: Option<Move>,
    refused: Option<Square>,
) -> Rc<BoardView> {
    let marks = if playing {
        let entry = MoveEntry {
            selected,
            ..MoveEntry::default()
        };
        EntryMarks::of(pos, &entry)
    } else {
        EntryMarks::default()
    };
    Rc::new(BoardView {
        cells: cells(pos),
        fen: pos.to_fen(),
        selected,
        marks,
        last_move: last_move.map(|m| (m.from, m.to)),
        check: pos.is_check().then(|| pos.khun(pos.turn())),
        slide_ply: None,
        refused,
        hint: None,
    })
}
