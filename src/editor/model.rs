//! The editor's state and what each user action does to it (pure; the components only dispatch).
use std::rc::Rc;

use makruk_core::{
    Bitboard, Color, FenError, Position, Role, Setup, SetupError, SetupPiece, Square, Variant,
};
use yew::Reducible;

use super::setup::piece_view;
use crate::ui::board_view::{BoardView, EntryMarks};

/// The largest move number the rules core reads from a FEN.
pub const MAX_FULLMOVE: u32 = 1_000_000;

/// What a click on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Pick up a piece and put it down elsewhere (click-click or drag).
    Hand,
    /// Put this piece on the clicked square (the same piece again takes it off).
    Place(SetupPiece),
    /// Take the clicked piece off.
    Eraser,
}

/// The whole editor: the set-up, the chosen tool and the FEN being typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// The position being set up.
    pub setup: Setup,
    /// The tool in hand.
    pub tool: Tool,
    /// The square picked up by a click with the hand.
    pub selected: Option<Square>,
    /// Black at the bottom.
    pub flipped: bool,
    /// FEN text the user typed, while it differs from the board's FEN.
    pub fen_draft: Option<String>,
    /// Why the typed FEN could not be read (the board keeps the last good position).
    pub fen_error: Option<FenError>,
}

/// Something the user did in the editor.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// A square was clicked, tapped or chosen with Enter.
    Press(Square),
    /// A piece was dragged from the first square to the second.
    Drop(Square, Square),
    /// Take another tool.
    Tool(Tool),
    /// Empty the board.
    Clear,
    /// The variant's start position.
    Start,
    /// Turn the board around.
    Flip,
    /// Switch the rules.
    Variant(Variant),
    /// Set the side to move.
    Turn(Color),
    /// Give (true) or take away the first-move right of the khun or met on a square.
    Right(Square, bool),
    /// Start (true) or remove a running count.
    Counting(bool),
    /// The side that counts.
    Counter(Color),
    /// The moves counted so far.
    CountMoves(u32),
    /// Set the move number.
    Fullmove(u32),
    /// Set how many pieces of a role a side holds in hand (Sittuyin's set-up).
    InHand(Color, Role, u8),
    /// The FEN text was edited.
    FenInput(String),
    /// The FEN text was left (blur or Enter): show the board's FEN again if the text was good.
    FenCommit,
}

impl Editor {
    /// An editor on `pos`.
    pub fn new(pos: &Position) -> Editor {
        Editor {
            setup: Setup::from_position(pos),
            tool: Tool::Hand,
            selected: None,
            flipped: false,
            fen_draft: None,
            fen_error: None,
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, action: EditorAction) {
        let edits_board = !matches!(
            action,
            EditorAction::Tool(_)
                | EditorAction::Flip
                | EditorAction::FenInput(_)
                | EditorAction::FenCommit
        );
        if edits_board {
            self.fen_draft = None;
            self.fen_error = None;
        }
        if !matches!(action, EditorAction::Press(_)) {
            self.selected = None;
        }

        let setup = &mut self.setup;
        match action {
            EditorAction::Press(sq) => self.press(sq),
            EditorAction::Drop(from, to) => setup.move_piece(from, to),
            EditorAction::Tool(tool) => self.tool = tool,
            EditorAction::Clear => setup.clear(),
            EditorAction::Start => *setup = Setup::start(setup.variant),
            EditorAction::Flip => self.flipped = !self.flipped,
            EditorAction::Variant(v) => setup.set_variant(v),
            EditorAction::Turn(c) => setup.turn = c,
            EditorAction::Right(sq, on) => setup.set_right(sq, on),
            EditorAction::Counting(on) => {
                setup.count = on.then(|| setup.default_count(weaker_side(setup)));
            }
            EditorAction::Counter(c) => {
                if setup.count.is_some() {
                    setup.count = Some(setup.default_count(c));
                }
            }
            EditorAction::CountMoves(moves) => {
                if let Some(count) = &mut setup.count {
                    count.moves = moves;
                }
            }
            EditorAction::Fullmove(n) => setup.fullmove = n.clamp(1, MAX_FULLMOVE),
            EditorAction::InHand(color, role, n) => setup.set_in_hand(color, role, n),
            EditorAction::FenInput(text) => self.read_fen(text),
            EditorAction::FenCommit => {
                if self.fen_error.is_none() {
                    self.fen_draft = None;
                }
            }
        }
    }

    fn press(&mut self, sq: Square) {
        match self.tool {
            Tool::Hand => match self.selected.take() {
                Some(from) => self.setup.move_piece(from, sq),
                None => {
                    if self.setup.piece_at(sq).is_some() {
                        self.selected = Some(sq);
                    }
                }
            },
            Tool::Place(piece) => self.setup.place(sq, piece),
            Tool::Eraser => self.setup.remove(sq),
        }
    }

    /// Reads typed FEN text: with the current rules first, then with any other variant that
    /// accepts it (a pasted Ouk Chatrang or Sittuyin FEN switches the rules). A bad text leaves
    /// the board.
    fn read_fen(&mut self, text: String) {
        let current = self.setup.variant;
        let parsed = Setup::parse_fen(current, &text).or_else(|error| {
            Variant::ALL
                .into_iter()
                .filter(|&v| v != current)
                .find_map(|v| Setup::parse_fen(v, &text).ok())
                .ok_or(error)
        });
        match parsed {
            Ok(setup) => {
                self.setup = setup;
                self.fen_error = None;
            }
            Err(error) => self.fen_error = Some(error),
        }
        self.fen_draft = Some(text);
    }

    /// The FEN text field's content.
    pub fn fen_text(&self) -> String {
        self.fen_draft
            .clone()
            .unwrap_or_else(|| self.setup.to_fen())
    }

    /// What the board draws, given the set-up's playable position or why there is none
    /// ([`Setup::validate`]).
    pub fn board_view(&self, position: &Result<Position, SetupError>) -> BoardView {
        let mut cells = [None; 64];
        let mut occupied = Bitboard::EMPTY;
        for sq in Square::ALL {
            if let Some(piece) = self.setup.piece_at(sq) {
                cells[sq.index()] = Some(piece_view(piece, self.setup.variant));
                occupied.add(sq);
            }
        }
        let check = position
            .as_ref()
            .ok()
            .filter(|pos| pos.is_check())
            .map(|pos| pos.khun(pos.turn()));
        BoardView {
            cells,
            fen: self.setup.to_fen(),
            selected: self.selected,
            marks: EntryMarks {
                movable: if self.tool == Tool::Hand {
                    occupied
                } else {
                    Bitboard::EMPTY
                },
                ..EntryMarks::default()
            },
            last_move: None,
            check,
            slide_ply: None,
            refused: None,
            hint: None,
        }
    }
}

/// The side with fewer pieces (the one that would count), the side to move on a tie.
fn weaker_side(setup: &Setup) -> Color {
    let count = |c: Color| {
        setup
            .board
            .iter()
            .flatten()
            .filter(|p| p.color == c && p.role != Role::Khun)
            .count()
    };
    let (white, black) = (count(Color::White), count(Color::Black));
    match white.cmp(&black) {
        std::cmp::Ordering::Less => Color::White,
        std::cmp::Ordering::Greater => Color::Black,
        std::cmp::Ordering::Equal => setup.turn,
    }
}

impl Reducible for Editor {
    type Action = EditorAction;

    fn reduce(self: Rc<Self>, action: EditorAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests;
