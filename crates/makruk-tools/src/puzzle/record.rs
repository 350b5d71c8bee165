//! One puzzle as the data files store it (`assets/puzzles/<variant>.json`, see `docs/puzzles.md`).

use serde::{Deserialize, Serialize};

/// The version of the miner's rules that wrote a puzzle.
pub const MINER_VERSION: u32 = 1;

/// A puzzle: the position before the first move, the solution and what was learnt about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Ten hexadecimal digits, unique in the file: a hash of the variant and the FEN.
    pub id: String,
    /// The variant's UCI name: `makruk` or `cambodian`.
    pub variant: String,
    /// The position before the first move, as Fairy-Stockfish writes it (counting fields included).
    pub fen: String,
    /// The solution in UCI: the solver's move first, then the opponent's reply, alternating.
    pub moves: Vec<String>,
    /// Theme names, sorted ([`super::themes::Theme::name`]).
    pub themes: Vec<String>,
    /// Estimated rating ([`super::rating::estimate`]).
    pub rating: u32,
    /// Fairy-Stockfish's scores at the start: the best move's and the second best's (`cp N`,
    /// `mate N`; `none` when the move was the only legal one).
    pub scores: [String; 2],
    /// The game and ply the position comes from.
    pub source: Source,
    /// [`MINER_VERSION`] of the miner that found it.
    pub miner: u32,
}

/// Where a puzzle's position comes from: a game the miner played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    /// The mining run's seed.
    pub seed: u64,
    /// The game's number in that run.
    pub game: usize,
    /// The number of plies played before the position.
    pub ply: usize,
}

/// The puzzle id of a position: FNV-1a (64 bits) of `variant`, a space and `fen`, as ten hex digits.
pub fn puzzle_id(variant: &str, fen: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in variant.bytes().chain([b' ']).chain(fen.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:010x}", hash >> 24)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_ten_hex_digits_and_differ_by_variant() {
        let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        let id = puzzle_id("makruk", fen);
        assert_eq!(id.len(), 10);
        assert!(id.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(id, puzzle_id("cambodian", fen));
        assert_eq!(id, puzzle_id("makruk", fen));
    }
}
