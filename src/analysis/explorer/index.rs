//! The explorer's index: from a position to the moves played from it in the library's games, with
//! how often and how those games ended.
use std::cmp::Reverse;
use std::collections::HashMap;

use makruk_core::{small_sort, Move, Position};

/// How many plies of each game the index keeps: the openings, where games meet again.
pub const INDEXED_PLIES: usize = 40;

/// How a game ended, as its PGN result says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// `1-0`.
    WhiteWon,
    /// `1/2-1/2`.
    Draw,
    /// `0-1`.
    BlackWon,
    /// `*`: not over.
    Unfinished,
}

impl GameResult {
    /// The result of a PGN result marker (anything unknown is unfinished).
    pub fn of_pgn(result: &str) -> GameResult {
        match result {
            "1-0" => GameResult::WhiteWon,
            "0-1" => GameResult::BlackWon,
            "1/2-1/2" => GameResult::Draw,
            _ => GameResult::Unfinished,
        }
    }
}

/// The games that played a move from a position, by result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveStats {
    /// Games that played it.
    pub games: u32,
    /// Of those, won by White.
    pub white_won: u32,
    /// Drawn.
    pub draws: u32,
    /// Won by Black.
    pub black_won: u32,
}

impl MoveStats {
    /// Counts a game with `result` in (`by` 1) or out (`by` -1 of a game counted before).
    fn count(&mut self, result: GameResult, by: i32) {
        let count = |n: &mut u32| *n = n.saturating_add_signed(by);
        count(&mut self.games);
        match result {
            GameResult::WhiteWon => count(&mut self.white_won),
            GameResult::Draw => count(&mut self.draws),
            GameResult::BlackWon => count(&mut self.black_won),
            GameResult::Unfinished => {}
        }
    }
}

/// A move from a position and its games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplorerMove {
    /// The move.
    pub mv: Move,
    /// Its games.
    pub stats: MoveStats,
}

/// Moves by position: keyed by the position's Zobrist hash (which covers the pieces, the side to
/// move, first-move rights and the move rules) and the move. An answer lists only the moves legal
/// in the position asked about, so a hash collision cannot show a move that cannot be played.
#[derive(Clone, Debug, Default)]
pub struct ExplorerIndex {
    moves: HashMap<(u64, Move), MoveStats>,
    games: usize,
}

impl ExplorerIndex {
    /// Adds a game: its first [`INDEXED_PLIES`] `moves` from `start`, all legal in sequence.
    pub fn add_game(&mut self, start: &Position, moves: &[Move], result: GameResult) {
        self.count_game(start, moves, result, 1);
        self.games += 1;
    }

    /// Takes out a game added before with these same arguments.
    pub fn remove_game(&mut self, start: &Position, moves: &[Move], result: GameResult) {
        self.count_game(start, moves, result, -1);
        self.moves.retain(|_, stats| stats.games > 0);
        self.games = self.games.saturating_sub(1);
    }

    fn count_game(&mut self, start: &Position, moves: &[Move], result: GameResult, by: i32) {
        let mut pos = start.clone();
        for &m in moves.iter().take(INDEXED_PLIES) {
            if !pos.is_legal(m) {
                break;
            }
            self.moves
                .entry((pos.hash(), m))
                .or_default()
                .count(result, by);
            pos.play_unchecked(m);
        }
    }

    /// The games added.
    pub fn games(&self) -> usize {
        self.games
    }

    /// The moves played from `position`, the most played first (then by SAN).
    pub fn moves_from(&self, position: &Position) -> Vec<ExplorerMove> {
        let hash = position.hash();
        let mut found: Vec<ExplorerMove> = position
            .legal_moves()
            .into_iter()
            .filter_map(|&mv| {
                let stats = *self.moves.get(&(hash, mv))?;
                Some(ExplorerMove { mv, stats })
            })
            .collect();
        small_sort::by_key(&mut found, |m| (Reverse(m.stats.games), position.san(m.mv)));
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::moves;
    use makruk_core::Variant;

    #[test]
    fn counts_moves_and_results_by_position() {
        let start = Position::startpos(Variant::Makruk);
        let mut index = ExplorerIndex::default();
        index.add_game(&start, &moves(&["e3e4", "e6e5"]), GameResult::WhiteWon);
        index.add_game(&start, &moves(&["e3e4", "d6d5"]), GameResult::BlackWon);
        index.add_game(&start, &moves(&["c3c4", "e6e5"]), GameResult::Draw);
        index.add_game(&start, &moves(&["e3e4"]), GameResult::Unfinished);
        assert_eq!(index.games(), 4);
        let root = index.moves_from(&start);
        assert_eq!(root.len(), 2);
        assert_eq!(start.san(root[0].mv), "e4");
        assert_eq!(
            root[0].stats,
            MoveStats {
                games: 3,
                white_won: 1,
                draws: 0,
                black_won: 1
            }
        );
        assert_eq!(root[1].stats.draws, 1);
        let mut after = start.clone();
        after.play_unchecked(root[0].mv);
        let replies: Vec<String> = index
            .moves_from(&after)
            .iter()
            .map(|m| after.san(m.mv))
            .collect();
        assert_eq!(replies, ["d5", "e5"]);
    }

    #[test]
    fn a_game_taken_out_leaves_the_others_as_they_were() {
        let start = Position::startpos(Variant::Makruk);
        let mut index = ExplorerIndex::default();
        index.add_game(&start, &moves(&["e3e4", "e6e5"]), GameResult::WhiteWon);
        let alone = index.moves_from(&start);
        index.add_game(&start, &moves(&["e3e4", "d6d5"]), GameResult::Draw);
        index.add_game(&start, &moves(&["c3c4"]), GameResult::BlackWon);
        index.remove_game(&start, &moves(&["c3c4"]), GameResult::BlackWon);
        index.remove_game(&start, &moves(&["e3e4", "d6d5"]), GameResult::Draw);
        assert_eq!(index.games(), 1);
        assert_eq!(index.moves_from(&start), alone);
        let mut after = start.clone();
        after.play_unchecked(alone[0].mv);
        assert_eq!(index.moves_from(&after).len(), 1, "d5 is gone");
    }

    #[test]
    fn transpositions_meet_and_other_variants_stay_apart() {
        let start = Position::startpos(Variant::Makruk);
        let mut index = ExplorerIndex::default();
        index.add_game(
            &start,
            &moves(&["e3e4", "e6e5", "c3c4", "d6d5"]),
            GameResult::Draw,
        );
        index.add_game(
            &start,
            &moves(&["c3c4", "e6e5", "e3e4", "c6c5"]),
            GameResult::Draw,
        );
        let mut pos = start.clone();
        for m in moves(&["e3e4", "e6e5", "c3c4"]) {
            pos.play_unchecked(m);
        }
        assert_eq!(index.moves_from(&pos).len(), 2);
        assert!(index
            .moves_from(&Position::startpos(Variant::Cambodian))
            .is_empty());
    }
}
