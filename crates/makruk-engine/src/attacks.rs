//! Attack sets on raw `u64` bitboards (square 0 = a1, 63 = h8), for evaluation and exchange evaluation.

pub use makruk_core::attacks::{BIA, KHON, KHUN, MA, MET};
use makruk_core::{Color, Role};

/// Squares a `role` of `color` on `sq` attacks, given the occupancy.
#[inline]
pub fn piece(color: Color, role: Role, sq: usize, occupied: u64) -> u64 {
    match role {
        Role::Bia => BIA[color.index()][sq],
        Role::Ma => MA[sq],
        Role::Khon => KHON[color.index()][sq],
        Role::Met => MET[sq],
        Role::Ruea => ruea(sq, occupied),
        Role::Khun => KHUN[sq],
    }
}

/// Ruea (rook) attacks from `sq` given the occupancy (the rules core's magic bitboards).
#[inline]
pub fn ruea(sq: usize, occupied: u64) -> u64 {
    makruk_core::attacks::ruea_attacks(
        makruk_core::Square::ALL[sq & 63],
        makruk_core::Bitboard(occupied),
    )
    .0
}

const fn span_table() -> [[u64; 64]; 2] {
    let mut table = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let file = 0x0101_0101_0101_0101u64 << (sq % 8);
        let rank = sq / 8;
        if rank < 7 {
            table[0][sq] = file & (!0u64 << ((rank + 1) * 8));
        }
        if rank > 0 {
            table[1][sq] = file & ((1u64 << (rank * 8)) - 1);
        }
        sq += 1;
    }
    table
}

/// The squares in front of a bia on its file, by colour.
pub static FORWARD_SPAN: [[u64; 64]; 2] = span_table();

const fn passed_table() -> [[u64; 64]; 2] {
    let spans = span_table();
    let mut table = [[0u64; 64]; 2];
    let mut color = 0;
    while color < 2 {
        let mut sq = 0;
        while sq < 64 {
            let mut mask = spans[color][sq];
            if sq % 8 > 0 {
                mask |= spans[color][sq - 1];
            }
            if sq % 8 < 7 {
                mask |= spans[color][sq + 1];
            }
            table[color][sq] = mask;
            sq += 1;
        }
        color += 1;
    }
    table
}

/// The squares that enemy bia must not occupy for a bia to be passed, by colour.
pub static PASSED_SPAN: [[u64; 64]; 2] = passed_table();

/// Iterates over the set squares of a bitboard, lowest first.
#[inline]
pub fn squares(mut bb: u64) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let sq = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            Some(sq)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bb(names: &[&str]) -> u64 {
        names.iter().fold(0, |acc, n| {
            let b = n.as_bytes();
            acc | 1u64 << ((b[1] - b'1') * 8 + (b[0] - b'a'))
        })
    }

    #[test]
    fn leapers() {
        assert_eq!(MA[0], bb(&["b3", "c2"]));
        assert_eq!(KHUN[0].count_ones(), 3);
        assert_eq!(MET[9], bb(&["a1", "c1", "a3", "c3"]));
        assert_eq!(KHON[0][9], bb(&["a1", "c1", "a3", "c3", "b3"]));
        assert_eq!(KHON[1][9], bb(&["a1", "c1", "a3", "c3", "b1"]));
        assert_eq!(BIA[0][9], bb(&["a3", "c3"]));
        assert_eq!(BIA[1][9], bb(&["a1", "c1"]));
    }

    #[test]
    fn ruea_stops_at_blockers() {
        let occupied = bb(&["a4", "c1"]);
        assert_eq!(ruea(0, occupied), bb(&["a2", "a3", "a4", "b1", "c1"]));
        assert_eq!(ruea(0, 0).count_ones(), 14);
    }

    #[test]
    fn squares_iterates_in_order() {
        let collected: Vec<usize> = squares(bb(&["a1", "h8", "d4"])).collect();
        assert_eq!(collected, vec![0, 27, 63]);
    }
}
