//! The analysis board, in the study module: free moves for both sides building a variation tree
//! (`tree`, `model`), the engine's best lines, a review of the game's moves (`review`), the opening
//! explorer (`explorer/`), its views (`view/`), and what the app and the module say to each other
//! (`request`).
use makruk_core::{Annotations, Color, CountAction, Game, Move, Position, RuleOptions};

use crate::game::model::State;
use crate::settings::GameSettings;

pub mod explorer;
pub mod model;
pub mod notation;
pub mod request;
pub mod review;
pub mod tree;
pub mod view;

pub use view::page::{AnalysisPage, AnalysisProps};

/// What an analysis board opens on: a start position, its rule options, the moves played from it
/// with the counting actions made on the way, and the ply shown.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisSource {
    /// The start position.
    pub start: Position,
    /// The rule options (sutras, counting by hand…).
    pub options: RuleOptions,
    /// The moves played from it (the main line).
    pub moves: Vec<Move>,
    /// The counting actions, each with the number of moves played before it.
    pub count_actions: Vec<(usize, CountAction)>,
    /// The ply shown first.
    pub ply: usize,
    /// Black at the bottom.
    pub flipped: bool,
    /// Review the main line as soon as the board opens.
    pub review: bool,
    /// The game's annotations: their variations join the tree.
    pub annotations: Annotations,
}

impl AnalysisSource {
    /// The game of `state`, at the ply it shows.
    pub fn of_game(state: &State) -> AnalysisSource {
        AnalysisSource {
            ply: state.shown_ply(),
            flipped: state.flipped,
            annotations: state.annotations.clone(),
            ..AnalysisSource::at_end(&state.game)
        }
    }

    /// `game` at its last move, seen from the side that moved first.
    pub fn at_end(game: &Game) -> AnalysisSource {
        AnalysisSource {
            start: game.start().clone(),
            options: game.options(),
            moves: game.moves().to_vec(),
            count_actions: game.counting_actions().to_vec(),
            ply: game.moves().len(),
            flipped: game.start().turn() == Color::Black,
            review: false,
            annotations: Annotations::default(),
        }
    }

    /// A bare position, with the rule options of a new game of its variant.
    pub fn of_position(start: Position) -> AnalysisSource {
        AnalysisSource {
            options: GameSettings::options_for(start.variant()),
            start,
            moves: Vec::new(),
            count_actions: Vec::new(),
            ply: 0,
            flipped: false,
            review: false,
            annotations: Annotations::default(),
        }
    }
}
