//! The match referee: checks every move with the rules core and decides when and how a game ends.

use makruk_core::{Color, Game, Move, Position, Variant};

/// How a refereed game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why, e.g. "checkmate", "counting limit reached", "threefold repetition", "illegal move e3e5".
    pub reason: String,
}

/// Tracks one game (the rules core's [`Game`]: positions, moves, repetitions) and its start.
pub struct Referee {
    start_fen: Option<String>,
    game: Game,
    max_plies: usize,
}

impl Referee {
    /// A game of `variant` from its start position, adjudicated as a draw after `max_plies` plies.
    pub fn new(variant: Variant, max_plies: usize) -> Referee {
        Referee {
            start_fen: None,
            game: Game::new(variant),
            max_plies,
        }
    }

    /// A game of `variant` from `fen`.
    ///
    /// # Errors
    /// The FEN's problem, as text.
    pub fn from_fen(variant: Variant, fen: &str, max_plies: usize) -> Result<Referee, String> {
        let position = Position::from_fen(variant, fen).map_err(|e| format!("bad FEN: {e}"))?;
        Ok(Referee {
            start_fen: Some(fen.to_string()),
            game: Game::from_position(position),
            max_plies,
        })
    }

    /// The UCI `position` command for the current position.
    pub fn uci_position(&self) -> String {
        let start = match &self.start_fen {
            Some(fen) => format!("position fen {fen}"),
            None => "position startpos".to_string(),
        };
        if self.moves().is_empty() {
            start
        } else {
            format!("{start} moves {}", self.uci_moves().join(" "))
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        self.game.moves()
    }

    /// The moves played so far, in UCI notation.
    pub fn uci_moves(&self) -> Vec<String> {
        self.moves().iter().map(Move::to_string).collect()
    }

    /// Plays a move given in UCI notation. An illegal or malformed move ends the game: the side that
    /// sent it loses.
    pub fn play(&mut self, uci: &str) -> Result<(), GameEnd> {
        let mover = self.position().turn();
        let played = match self.position().parse_uci_move(uci) {
            Ok(m) => self.game.play(m).map_err(|error| error.to_string()),
            Err(error) => Err(error.to_string()),
        };
        played.map_err(|error| GameEnd {
            winner: Some(mover.other()),
            reason: format!("illegal move {uci} ({error})"),
        })
    }

    /// The end of the game if it is over: the rules core's outcome (mate, stalemate, counting,
    /// Kar Ouk check, insufficient material, threefold repetition), or the ply limit.
    pub fn end(&self) -> Option<GameEnd> {
        if let Some(outcome) = self.game.outcome() {
            return Some(GameEnd {
                winner: outcome.winner,
                reason: outcome.reason.to_string(),
            });
        }
        if self.moves().len() >= self.max_plies {
            return Some(GameEnd {
                winner: None,
                reason: format!("adjudicated draw at the {}-ply limit", self.max_plies),
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn illegal_move_loses() {
        let mut referee = Referee::new(Variant::Makruk, 400);
        let end = referee.play("e3e5").expect_err("bia cannot jump");
        assert_eq!(end.winner, Some(Color::Black));
        assert!(referee.play("e3e4").is_ok());
        let end = referee.play("zz").expect_err("malformed");
        assert_eq!(end.winner, Some(Color::White));
    }

    #[test]
    fn shuffling_khun_and_ma_is_a_repetition() {
        let mut referee = Referee::new(Variant::Makruk, 400);
        for _ in 0..2 {
            for m in ["b1d2", "b8d7", "d2b1", "d7b8"] {
                assert!(referee.end().is_none());
                referee.play(m).expect("legal");
            }
        }
        let end = referee.end().expect("third occurrence");
        assert_eq!(end.winner, None);
        assert_eq!(end.reason, "threefold repetition");
    }

    #[test]
    fn starts_from_a_fen() {
        let mut referee = Referee::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 100)
            .expect("valid");
        assert_eq!(
            referee.uci_position(),
            "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
        );
        referee.play("a1a8").expect("legal");
        assert_eq!(
            referee.uci_position(),
            "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1 moves a1a8"
        );
        assert!(Referee::from_fen(Variant::Makruk, "nonsense", 100).is_err());
    }

    #[test]
    fn ply_limit_adjudicates() {
        let mut referee = Referee::new(Variant::Makruk, 2);
        referee.play("e3e4").expect("legal");
        referee.play("e6e5").expect("legal");
        assert!(referee.end().is_some_and(|e| e.winner.is_none()));
    }
}
