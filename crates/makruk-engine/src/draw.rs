//! Draw offers between a player and the engine: when the engine accepts one, and when it offers one.

use crate::Score;
use makruk_core::Game;

/// The best score, in centipawns for the engine, at which it still takes a draw: about a sixth of
/// a bia. Scores this close to 0 are within what the evaluation of a quiet position moves from
/// one search depth to the next, so they promise nothing to play on for.
pub const DRAW_MARGIN_CP: i32 = 15;

/// Whether the engine accepts a draw offered when its search scores the position `score_for_engine`
/// (from its own side): when the score is no better than equal, at most [`DRAW_MARGIN_CP`], or it
/// is being mated.
pub fn accepts_draw(score_for_engine: Score) -> bool {
    match score_for_engine {
        Score::Cp(cp) => cp <= DRAW_MARGIN_CP,
        Score::Mate(moves) => moves <= 0,
    }
}

/// Whether the engine, to move in `game` with its search scoring the position `score_for_engine`,
/// offers a draw: the position has occurred three times ([`Game::is_threefold_repetition`]) and
/// it cannot improve on it ([`accepts_draw`]).
pub fn offers_draw(game: &Game, score_for_engine: Score) -> bool {
    game.is_threefold_repetition() && accepts_draw(score_for_engine)
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Position, Variant};

    #[test]
    fn accepts_only_when_no_better_than_equal() {
        assert!(accepts_draw(Score::Cp(-300)));
        assert!(accepts_draw(Score::Cp(0)));
        assert!(accepts_draw(Score::Cp(DRAW_MARGIN_CP)));
        assert!(!accepts_draw(Score::Cp(DRAW_MARGIN_CP + 1)));
        assert!(!accepts_draw(Score::Cp(250)));
        assert!(accepts_draw(Score::Mate(-3)));
        assert!(accepts_draw(Score::Mate(0)));
        assert!(!accepts_draw(Score::Mate(5)));
    }

    /// A game whose current position (White to move) has occurred `times` times.
    fn shuffled(times: usize) -> Game {
        let start = Position::from_fen(Variant::Makruk, "4k3/8/3p4/3P4/8/8/8/R3K3 w - - 0 1")
            .expect("valid FEN");
        let mut game = Game::from_position(start);
        for _ in 1..times {
            for uci in ["a1a2", "e8d8", "a2a1", "d8e8"] {
                let m = game.position().parse_uci_move(uci).expect("legal move");
                game.play(m).expect("legal move");
            }
        }
        game
    }

    #[test]
    fn offers_in_a_threefold_repetition_it_cannot_improve() {
        assert!(offers_draw(&shuffled(3), Score::Cp(5)));
        assert!(offers_draw(&shuffled(3), Score::Cp(-120)));
        assert!(!offers_draw(&shuffled(3), Score::Cp(90)), "it plays on");
        assert!(!offers_draw(&shuffled(2), Score::Cp(0)), "only twice");
        assert!(!offers_draw(&shuffled(1), Score::Cp(0)));
    }
}
