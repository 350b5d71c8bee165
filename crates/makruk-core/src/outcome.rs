//! How games end, and Fairy-Stockfish's insufficient-material rule.

use crate::{Bitboard, Color, Position, Role};
use core::fmt;

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move (a draw); in Sittuyin also when
    /// its khun and one bia are all it has and every legal move promotes that bia.
    Stalemate,
    /// The counting (honour) limit ran out (a draw).
    Counting,
    /// The side that was counting board's honour gave mate without stopping the count (a draw).
    MateWhileCounting,
    /// Kar Ouk: a check was given, which wins.
    CheckWin,
    /// Neither side can mate any more (Fairy-Stockfish's `has_insufficient_material`).
    InsufficientMaterial,
    /// ASEAN: 50 moves without capture or bia move.
    MoveRule,
    /// The same position occurred three times.
    Repetition,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Counting => "counting limit reached",
            EndReason::MateWhileCounting => "mate by the counting side",
            EndReason::CheckWin => "check wins",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::MoveRule => "50-move rule",
            EndReason::Repetition => "threefold repetition",
        })
    }
}

/// The result of a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A draw for `reason`.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.reason)
    }
}

/// Squares of one colour (a1 is dark), as Fairy-Stockfish's `DarkSquares`.
const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);

impl Position {
    /// Whether `color` cannot possibly mate, exactly as Fairy-Stockfish's
    /// `has_insufficient_material` decides it for the Makruk family.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let rules = self.variant.rules();
        let restricted = self.by_role(Role::Khun);
        let ours = self.by_color(color);
        // Ruea and khon mate on their own; so does a bia that may promote to one.
        if (self.pieces(color, Role::Ruea) | self.pieces(color, Role::Khon)).any() {
            return false;
        }
        if self.pieces(color, Role::Bia).any()
            && rules
                .promotion_roles
                .iter()
                .any(|r| matches!(r, Role::Ruea | Role::Khon))
        {
            return false;
        }
        let special = rules.check_wins || rules.khun_evades_by_capture_only;
        // Mets (and promoted bia) are colour-bound.
        let colorbound = self.by_role(Role::Met) - restricted;
        let unbound = self.occupied() ^ restricted ^ colorbound;
        if (colorbound & ours).any()
            && (((DARK_SQUARES & colorbound).any() && (colorbound - DARK_SQUARES).any())
                || unbound.any()
                || special)
        {
            return false;
        }
        // Other pieces (ma, bia) need one helper of either colour.
        if (ours & unbound).any() && ((self.occupied() ^ restricted).count() >= 2 || special) {
            return false;
        }
        true
    }

    /// The game result if the game is over in this position by itself (without history):
    /// Kar Ouk check win, checkmate, stalemate, counting draw (automatic count as
    /// Fairy-Stockfish runs it), ASEAN 50-move rule, insufficient material.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_with(0)
    }

    /// [`Position::outcome`] with board's honour under the players' control (see [`Position::counting_with`]).
    pub fn outcome_with(&self, count_started: crate::CountStarted) -> Option<Outcome> {
        self.outcome_counted(|pos| pos.counting_exceeded(count_started))
    }

    /// The game result if the game is over in this position, with `count_ended` saying whether
    /// a count has ended in a draw (asked only when no mate, stalemate or move rule ends it).
    pub(crate) fn outcome_counted(
        &self,
        count_ended: impl FnOnce(&Position) -> bool,
    ) -> Option<Outcome> {
        for c in Color::ALL {
            if self.has_given_check(c) {
                return Some(Outcome {
                    winner: Some(c),
                    reason: EndReason::CheckWin,
                });
            }
        }
        if self.legal_moves().is_empty() {
            return Some(if self.is_check() {
                Outcome {
                    winner: Some(self.turn.other()),
                    reason: EndReason::Checkmate,
                }
            } else {
                Outcome::draw(EndReason::Stalemate)
            });
        }
        if self.has_only_promotions() {
            return Some(Outcome::draw(EndReason::Stalemate));
        }
        let move_rule = self.variant.rules().move_rule;
        if move_rule != 0 && self.rule50 >= 2 * move_rule {
            return Some(Outcome::draw(EndReason::MoveRule));
        }
        if count_ended(self) {
            return Some(Outcome::draw(EndReason::Counting));
        }
        if self.has_insufficient_material(Color::White)
            && self.has_insufficient_material(Color::Black)
        {
            return Some(Outcome::draw(EndReason::InsufficientMaterial));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    #[test]
    fn mates_and_stalemates() {
        let mate = pos(Variant::Makruk, "R3k3/8/4K3/8/8/8/8/8 b - - 0 1");
        assert_eq!(
            mate.outcome(),
            Some(Outcome {
                winner: Some(Color::White),
                reason: EndReason::Checkmate
            })
        );
        let stale = pos(Variant::Makruk, "k7/2K5/1M6/8/8/8/8/8 b - - 0 1");
        assert_eq!(stale.outcome(), Some(Outcome::draw(EndReason::Stalemate)));
        assert_eq!(Position::startpos(Variant::Makruk).outcome(), None);
    }

    #[test]
    fn insufficient_material_cases() {
        let kk = pos(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            kk.outcome(),
            Some(Outcome::draw(EndReason::InsufficientMaterial))
        );
        let met = pos(Variant::Makruk, "4k3/8/8/8/8/8/8/3MK3 w - - 0 1");
        assert!(met.has_insufficient_material(Color::White));
        let ruea = pos(Variant::Makruk, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1");
        assert!(!ruea.has_insufficient_material(Color::White));
        assert!(ruea.has_insufficient_material(Color::Black));
    }
}
