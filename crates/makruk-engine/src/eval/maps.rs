//! Attack maps of both sides, built once per evaluation and shared by the khun-safety, threat and
//! mobility terms.

use crate::attacks::{self, squares};
use makruk_core::{Color, Position, Role};

pub(super) const FILE_A: u64 = 0x0101_0101_0101_0101;
pub(super) const FILE_H: u64 = FILE_A << 7;

/// The squares attacked by the bia of `color`, from their left and from their right.
fn bia_attack_sides(color: Color, bia: u64) -> (u64, u64) {
    match color {
        Color::White => ((bia << 7) & !FILE_H, (bia << 9) & !FILE_A),
        Color::Black => ((bia >> 9) & !FILE_H, (bia >> 7) & !FILE_A),
    }
}

/// Squares attacked by the bia of `color`.
pub(super) fn bia_attacks(color: Color, bia: u64) -> u64 {
    let (left, right) = bia_attack_sides(color, bia);
    left | right
}

/// One rank forward for `color`.
pub(super) fn forward(color: Color, bb: u64) -> u64 {
    match color {
        Color::White => bb << 8,
        Color::Black => bb >> 8,
    }
}

/// What each side attacks.
pub(super) struct AttackMaps {
    /// Squares attacked by a role of a colour: `by_role[color][role]`.
    pub by_role: [[u64; 6]; 2],
    /// Squares attacked by any piece of a colour.
    pub all: [u64; 2],
    /// Squares attacked at least twice by a colour.
    pub twice: [u64; 2],
    /// Squares attacked by two bia of a colour.
    pub bia_twice: [u64; 2],
    /// Squares attacked by the piece (not bia) on each square.
    pub targets: [u64; 64],
}

impl AttackMaps {
    /// The attack maps of `pos`.
    pub fn of(pos: &Position) -> AttackMaps {
        let occupied = pos.occupied().0;
        let mut maps = AttackMaps {
            by_role: [[0; 6]; 2],
            all: [0; 2],
            twice: [0; 2],
            bia_twice: [0; 2],
            targets: [0; 64],
        };
        for color in [Color::White, Color::Black] {
            let c = color.index();
            let (left, right) = bia_attack_sides(color, pos.pieces(color, Role::Bia).0);
            maps.by_role[c][Role::Bia.index()] = left | right;
            maps.bia_twice[c] = left & right;
            maps.all[c] = left | right;
            maps.twice[c] = left & right;
            for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea, Role::Khun] {
                for sq in squares(pos.pieces(color, role).0) {
                    let targets = attacks::piece(color, role, sq, occupied);
                    maps.targets[sq] = targets;
                    maps.twice[c] |= maps.all[c] & targets;
                    maps.all[c] |= targets;
                    maps.by_role[c][role.index()] |= targets;
                }
            }
        }
        maps
    }

    /// Squares attacked by `color`'s `role`.
    pub fn of_role(&self, color: Color, role: Role) -> u64 {
        self.by_role[color.index()][role.index()]
    }
}
