//! Hints in a game against the engine (when the preferences turn them on): the piece to move,
//! then the move, or the threat — the move the engine would play if it could move again.
use makruk_core::{Move, Position, Setup};

use super::State;

/// What a hint shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// The user's best move: its piece first, then the move.
    Move,
    /// The engine's best move if the user passed.
    Threat,
}

/// A hint on the current position: asked for, then found by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// What it shows.
    pub kind: HintKind,
    /// The engine's move, once found.
    pub found: Option<Move>,
    /// The whole move is shown, not only the piece to move.
    pub revealed: bool,
}

impl Hint {
    /// The square to highlight: the piece to move, until the move is shown.
    pub fn piece(&self) -> Option<Move> {
        self.found.filter(|_| !self.revealed)
    }

    /// The move to draw as an arrow, once shown.
    pub fn shown_move(&self) -> Option<Move> {
        self.found.filter(|_| self.revealed)
    }
}

/// The position `pos` with the other side to move, for a threat: `None` when the side to move is
/// in check (its opponent would take the khun).
pub fn threat_position(pos: &Position) -> Option<Position> {
    let mut setup = Setup::from_position(pos);
    setup.turn = pos.turn().other();
    setup.validate().ok()
}

impl State {
    /// Whether the user may ask for a hint now: hints on, against the engine, on the user's
    /// turn in the live game.
    pub fn may_ask_hint(&self) -> bool {
        self.prefs.hints && self.settings.engine_level().is_some() && self.user_to_move()
    }

    /// Whether the engine's evaluation and lines may be shown: always in analysis and finished
    /// games, and against the engine only when hints are on.
    pub fn shows_engine_lines(&self) -> bool {
        self.prefs.hints || self.status().is_over()
    }

    /// The position the hint's search is about: the game's, or the threat's.
    pub fn hint_position(&self) -> Option<Position> {
        match self.hint?.kind {
            HintKind::Move => Some(self.game.position().clone()),
            HintKind::Threat => threat_position(self.game.position()),
        }
    }

    /// Asks for a hint: a second "hint" shows the whole move of the first; every new hint is
    /// counted in the game's record.
    pub(super) fn ask_hint(&mut self, kind: HintKind) {
        if !self.may_ask_hint() {
            return;
        }
        match self.hint {
            Some(hint) if hint.kind == kind && kind == HintKind::Move && hint.found.is_some() => {
                self.hint = Some(Hint {
                    revealed: true,
                    ..hint
                });
            }
            Some(hint) if hint.kind == kind => {}
            _ => {
                if kind == HintKind::Threat && threat_position(self.game.position()).is_none() {
                    return;
                }
                self.hint = Some(Hint {
                    kind,
                    found: None,
                    revealed: kind == HintKind::Threat,
                });
                self.hints_used += 1;
            }
        }
    }

    /// The engine's move for the hint asked for (UCI form; ignored unless legal there).
    pub(super) fn hint_found(&mut self, uci: &str) {
        let found = self
            .hint_position()
            .and_then(|pos| pos.parse_uci_move(uci).ok());
        if let (Some(hint), Some(m)) = (self.hint.as_mut(), found) {
            hint.found = Some(m);
        }
    }
}
