//! Correction history: how far searches found the static evaluation off in positions with the
//! same bia structure, learned during the search and added to later static evaluations there.

use alloc::vec::Vec;
use makruk_core::{Color, Position, Role};

/// Slots per side (a power of two).
const SLOTS: usize = 1 << 14;

/// A correction is stored in 1/`GRAIN` centipawns.
const GRAIN: i32 = 256;

/// Largest correction stored, in 1/`GRAIN` centipawns (64 centipawns).
const LIMIT: i32 = 64 * GRAIN;

/// Weight of one update is `min(depth + 1, MAX_WEIGHT)` out of `WEIGHT_SCALE`.
const MAX_WEIGHT: i32 = 16;
const WEIGHT_SCALE: i32 = 256;

/// Static-evaluation corrections by side to move and bia structure.
pub struct CorrectionHistory {
    slots: Vec<i16>,
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        CorrectionHistory {
            slots: alloc::vec![0; 2 * SLOTS],
        }
    }
}

/// The slot of `pos`: its side to move and a hash of both sides' bia. Positions without bia have
/// none: their bia structure tells them apart no more than their material does.
fn slot(pos: &Position) -> Option<usize> {
    let white = pos.pieces(Color::White, Role::Bia).0;
    let black = pos.pieces(Color::Black, Role::Bia).0;
    if white | black == 0 {
        return None;
    }
    let mixed =
        white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    let index = (mixed >> (64 - SLOTS.trailing_zeros())) as usize;
    Some(pos.turn().index() * SLOTS + index)
}

impl CorrectionHistory {
    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        self.slots.fill(0);
    }

    /// `static_eval` of `pos` corrected by what searches of similar positions found.
    pub fn corrected(&self, pos: &Position, static_eval: i32) -> i32 {
        static_eval + slot(pos).map_or(0, |slot| i32::from(self.slots[slot]) / GRAIN)
    }

    /// Moves the correction of `pos` towards `searched - static_eval`, the error a search of
    /// `depth` found in the (uncorrected) static evaluation.
    pub fn update(&mut self, pos: &Position, depth: i32, static_eval: i32, searched: i32) {
        let Some(slot) = slot(pos) else {
            return;
        };
        let entry = &mut self.slots[slot];
        let error = ((searched - static_eval) * GRAIN).clamp(-LIMIT, LIMIT);
        let weight = (depth + 1).clamp(1, MAX_WEIGHT);
        let value = i32::from(*entry);
        let blended = (value * (WEIGHT_SCALE - weight) + error * weight) / WEIGHT_SCALE;
        *entry = blended.clamp(-LIMIT, LIMIT) as i16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn position(fen: &str) -> Position {
        Position::from_fen(Variant::Makruk, fen).expect("valid FEN")
    }

    #[test]
    fn corrections_follow_the_search_and_stay_bounded() {
        let mut history = CorrectionHistory::default();
        let pos = Position::startpos(Variant::Makruk);
        assert_eq!(history.corrected(&pos, 10), 10);
        for _ in 0..200 {
            history.update(&pos, 12, 10, 60);
        }
        let corrected = history.corrected(&pos, 10);
        assert!((55..=60).contains(&corrected), "{corrected}");
        for _ in 0..200 {
            history.update(&pos, 12, 0, -5000);
        }
        let corrected = history.corrected(&pos, 0);
        assert!(
            (-64..=-60).contains(&corrected),
            "at most 64 cp: {corrected}"
        );
        history.clear();
        assert_eq!(history.corrected(&pos, 0), 0);
    }

    #[test]
    fn corrections_are_kept_per_bia_structure_and_side() {
        let mut history = CorrectionHistory::default();
        let start = position("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
        let same_bia = position("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/R1SKMSNR w - - 0 1");
        let other_bia = position("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 1");
        let other_side = position("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1");
        for _ in 0..50 {
            history.update(&start, 8, 0, 40);
        }
        assert!(history.corrected(&same_bia, 0) > 30);
        assert_eq!(history.corrected(&other_bia, 0), 0);
        assert_eq!(history.corrected(&other_side, 0), 0);
    }

    #[test]
    fn endings_without_bia_are_not_corrected() {
        let mut history = CorrectionHistory::default();
        let bare = position("8/3k4/8/8/8/8/2SN4/4K3 w - - 0 60");
        for _ in 0..50 {
            history.update(&bare, 8, 0, 40);
        }
        assert_eq!(history.corrected(&bare, 7), 7);
    }
}
