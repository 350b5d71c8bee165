//! Counting by hand in the app: the buttons the side to move may press ([`CountControl`]) and the
//! game after one, for the game screen and the analysis board alike. A count is the weaker side's:
//! the side with more material never starts one (the rules core lets either side start board's
//! honour, as Fairy-Stockfish does).
use makruk_core::{CountAction, CountingError, Game};

use crate::model::material;

/// A counting button: what the weaker side, to move, does with its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountControl {
    /// Start counting.
    Start,
    /// Stop the running count.
    Stop,
    /// Stop the running count and start again from the position now.
    Restart,
}

impl CountControl {
    /// Every control, in the order the buttons are shown.
    pub const ALL: [CountControl; 3] = [
        CountControl::Start,
        CountControl::Stop,
        CountControl::Restart,
    ];

    /// The counting actions this control records.
    pub fn actions(self) -> &'static [CountAction] {
        match self {
            CountControl::Start => &[CountAction::Start],
            CountControl::Stop => &[CountAction::Stop],
            CountControl::Restart => &[CountAction::Stop, CountAction::Start],
        }
    }
}

/// The controls the side to move of `game` may press now: only the actions the rules allow it,
/// never a start by the side with more material.
pub fn controls(game: &Game) -> Vec<CountControl> {
    // The first action is checked on the game as it is; only a restart needs a trial copy.
    CountControl::ALL
        .into_iter()
        .filter(|control| match control.actions() {
            [action] => may_count(game, *action),
            actions => counted(game, actions).is_ok(),
        })
        .collect()
}

/// Whether the side to move of `game` may make this counting action now (never a start by the
/// side with more material).
pub fn may_count(game: &Game, action: CountAction) -> bool {
    let pos = game.position();
    let stronger_starts = action == CountAction::Start && material::is_stronger(pos, pos.turn());
    !stronger_starts && game.check_count_action(action).is_ok()
}

/// `game` after these counting actions of the side to move, if the rules allow them all.
///
/// # Errors
/// [`CountingError::NotYourCount`] for a start by the side with more material, otherwise what
/// [`Game::start_counting`] or [`Game::stop_counting`] refuses.
pub fn counted(game: &Game, actions: &[CountAction]) -> Result<Game, CountingError> {
    let pos = game.position();
    if actions.contains(&CountAction::Start) && material::is_stronger(pos, pos.turn()) {
        return Err(CountingError::NotYourCount);
    }
    let mut game = game.clone();
    for &action in actions {
        match action {
            CountAction::Start => game.start_counting()?,
            CountAction::Stop => game.stop_counting()?,
        }
    }
    Ok(game)
}
