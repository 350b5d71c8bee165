//! Zobrist keys for hashing positions.

use crate::{Color, MoveRules, Role, Square, Sutra};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const PIECE_KEYS: [[[u64; 64]; 6]; 2] = {
    let mut keys = [[[0u64; 64]; 6]; 2];
    let mut state = 0x6d61_6b72_756b_0001;
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 6 {
            let mut s = 0;
            while s < 64 {
                let (next, key) = splitmix(state);
                state = next;
                keys[c][r][s] = key;
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    keys
};

const RIGHT_KEYS: [u64; 64] = {
    let mut keys = [0u64; 64];
    let mut state = 0x6d61_6b72_756b_0002;
    let mut s = 0;
    while s < 64 {
        let (next, key) = splitmix(state);
        state = next;
        keys[s] = key;
        s += 1;
    }
    keys
};

/// Key xored in when Black is to move.
pub const SIDE: u64 = splitmix(0x6d61_6b72_756b_0003).1;

/// Key for a piece of `color` and `role` on `sq`.
#[inline]
pub fn piece(color: Color, role: Role, sq: Square) -> u64 {
    PIECE_KEYS[color.index()][role.index()][sq.index()]
}

/// Key for a first-move right (Cambodian) still attached to `sq`.
#[inline]
pub fn right(sq: Square) -> u64 {
    RIGHT_KEYS[sq.index()]
}

/// Key for `count` (1..) pieces of `role` in `color`'s hand (an empty hand has no key).
#[inline]
pub fn hand(color: Color, role: Role, count: u8) -> u64 {
    let index = (color.index() * 6 + role.index()) * 16 + usize::from(count);
    splitmix(0x6d61_6b72_756b_1000 + index as u64).1
}

/// Key for `color` having no check left to give (Kar Ouk: it has given check).
#[inline]
pub fn check_given(color: Color) -> u64 {
    splitmix(0x6d61_6b72_756b_0010 + color.index() as u64).1
}

/// Key for the move rules of a position: zero for Fairy-Stockfish's, so that the hashes of
/// positions without options stay as they are.
pub fn move_rules(rules: MoveRules) -> u64 {
    let mut key = 0;
    for (i, sutra) in Sutra::ALL.into_iter().enumerate() {
        if rules.sutras.has(sutra) {
            key ^= splitmix(0x6d61_6b72_756b_0020 + i as u64).1;
        }
    }
    if rules.ouk_rights != MoveRules::FAIRY_STOCKFISH.ouk_rights {
        key ^= splitmix(0x6d61_6b72_756b_0030).1;
    }
    if rules.rule_set != MoveRules::FAIRY_STOCKFISH.rule_set {
        key ^= splitmix(0x6d61_6b72_756b_0040).1;
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ() {
        let a = piece(Color::White, Role::Bia, Square::new(0, 0));
        let b = piece(Color::Black, Role::Bia, Square::new(0, 0));
        assert_ne!(a, b);
        assert_ne!(SIDE, 0);
        assert_ne!(check_given(Color::White), check_given(Color::Black));
    }
}
