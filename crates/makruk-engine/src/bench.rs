//! The fixed benchmark: the same positions searched to the same depth natively and in wasm.

use crate::{Engine, FrozenClock, Limits};
use makruk_core::{Position, Variant};

/// Opening, middlegame and endgame positions (Fairy-Stockfish FEN, Makruk).
pub const POSITIONS: [&str; 8] = [
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "r1smksnr/3n4/p1pp1ppp/1p2p3/4P3/PPPP1PPP/4N3/RNSKMS1R w - - 2 5",
    "r2mks1r/3nn3/2pspp2/pp1p2pp/2PP1P2/PPN1P1PP/3SN3/R2KMS1R w - - 0 11",
    "2rk2r1/3mns2/1ppp1p2/p3pnpp/2P1P3/PPNP1PPP/3MNS2/1R1K2R1 b - - 3 17",
    "8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 1",
    "4k3/8/1n6/P1P5/3p1p2/4N3/8/4K3 w - - 0 1",
    "6k1/8/3r4/1p1s1p2/1P3P2/3SK3/8/2R5 w - - 0 40",
    "r3k3/8/8/8/8/8/8/3RK2R w - - 0 1",
];

/// Searches bench position `index` to `depth` from a fresh table; returns the nodes searched
/// (0 if the index is out of range).
pub fn search_position(engine: &mut Engine, index: usize, depth: u32) -> u64 {
    let Some(pos) = POSITIONS
        .get(index)
        .and_then(|fen| Position::from_fen(Variant::Makruk, fen).ok())
    else {
        return 0;
    };
    engine.new_game();
    engine
        .search(&pos, &[], &Limits::depth(depth), &FrozenClock, &mut |_| {})
        .nodes
}

/// Searches every bench position to `depth`; returns the total nodes.
pub fn run(depth: u32) -> u64 {
    let mut engine = Engine::new(crate::DEFAULT_HASH_MB);
    (0..POSITIONS.len())
        .map(|i| search_position(&mut engine, i, depth))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_is_valid_and_searchable() {
        let mut engine = Engine::new(1);
        for i in 0..POSITIONS.len() {
            assert!(search_position(&mut engine, i, 2) > 0, "position {i}");
        }
        assert_eq!(search_position(&mut engine, POSITIONS.len(), 2), 0);
    }
}
