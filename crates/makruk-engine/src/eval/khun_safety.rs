//! Danger to a khun: an attack score summed from the enemy pieces that reach the squares around it,
//! the checks they can give next move, weak squares near it and attacks on its flank. The score is
//! turned into a penalty by a tuned table (`features::KHUN_DANGER`), so it can grow faster than
//! linearly: two attackers are far worse than twice one.

use super::maps::AttackMaps;
use crate::attacks;
use makruk_core::{Color, Position, Role};

/// Danger added per attacker by role (index by `Role::index`).
const ATTACKER_WEIGHT: [i32; 6] = [0, 80, 50, 35, 45, 0];
/// Danger of a safe check by role: `[one square, several squares]`.
const SAFE_CHECK: [[i32; 2]; 6] = [
    [0, 0],
    [800, 1300],
    [650, 1000],
    [600, 900],
    [1100, 1850],
    [0, 0],
];
const WEAK_RING_SQUARE: i32 = 185;
const UNSAFE_CHECK: i32 = 148;
const ATTACK_NEXT_TO_KHUN: i32 = 69;
const FLANK_DEFENCE: i32 = 4;
const NO_RUEA: i32 = 873;
/// Danger everyone starts with: far below the threshold, since without a queen it takes several
/// attackers, or checks, to endanger a khun.
const BASE: i32 = -836;
/// Below this, a khun is not in danger.
pub(super) const THRESHOLD: i32 = 100;

/// The squares around a khun whose attack counts (a 3x3 block kept off the edges), less those two
/// own bia defend.
pub(super) fn ring(pos: &Position, maps: &AttackMaps, color: Color) -> u64 {
    let Some(khun) = super::khun_of(pos, color) else {
        return 0;
    };
    let centre = (khun / 8).clamp(1, 6) * 8 + (khun % 8).clamp(1, 6);
    (attacks::KHUN[centre] | 1 << centre) & !maps.bia_twice[color.index()]
}

/// The enemy pieces reaching a khun's ring, gathered while the evaluation walks the pieces.
#[derive(Default)]
pub(super) struct RingAttack {
    count: i32,
    weight: i32,
    next_to_khun: i32,
}

impl RingAttack {
    /// Starts with the attacker's bia that hit the ring.
    pub fn new(ring: u64, attacker_bia_attacks: u64) -> RingAttack {
        RingAttack {
            count: (ring & attacker_bia_attacks).count_ones() as i32,
            ..RingAttack::default()
        }
    }

    /// Adds a piece of `role` attacking `targets`.
    pub fn add(&mut self, role: Role, targets: u64, ring: u64, around_khun: u64) {
        if targets & ring != 0 {
            self.count += 1;
            self.weight += ATTACKER_WEIGHT[role.index()];
            self.next_to_khun += (targets & around_khun).count_ones() as i32;
        }
    }
}

/// The files of a khun's flank (three or four files around it).
fn flank(file: usize) -> u64 {
    const FILES: [u64; 8] = [0x07, 0x0f, 0x0f, 0x3c, 0x3c, 0xf0, 0xf0, 0xe0];
    FILES[file] * super::maps::FILE_A
}

/// The first five ranks of `color`.
fn camp(color: Color) -> u64 {
    match color {
        Color::White => 0x0000_00ff_ffff_ffff,
        Color::Black => 0xffff_ffff_ff00_0000,
    }
}

/// Danger to `us`'s khun and the number of enemy attacks on its flank (squares attacked twice count
/// twice).
pub(super) fn danger(
    pos: &Position,
    maps: &AttackMaps,
    us: Color,
    ring: u64,
    attack: &RingAttack,
) -> (i32, i32) {
    let Some(khun) = super::khun_of(pos, us) else {
        return (0, 0);
    };
    let them = us.other();
    let (u, t) = (us.index(), them.index());
    let occupied = pos.occupied().0;
    let weak = maps.all[t] & !maps.twice[u] & (!maps.all[u] | maps.of_role(us, Role::Khun));
    let safe = !pos.by_color(them).0 & (!maps.all[u] | (weak & maps.twice[t]));
    let mut danger = 0;
    let mut unsafe_checks = 0u64;
    for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
        // A piece of `them` on these squares would check: the same role's moves seen from the khun.
        let checking = attacks::piece(us, role, khun, occupied) & maps.of_role(them, role);
        let safe_checks = checking & safe;
        if safe_checks != 0 {
            danger += SAFE_CHECK[role.index()][usize::from(safe_checks.count_ones() > 1)];
        } else {
            unsafe_checks |= checking;
        }
    }
    let flank = flank(khun % 8) & camp(us);
    let flank_attack =
        (maps.all[t] & flank).count_ones() as i32 + (maps.twice[t] & flank).count_ones() as i32;
    let flank_defence = (maps.all[u] & flank).count_ones() as i32;
    let no_ruea = pos.pieces(them, Role::Ruea).0 == 0;
    danger += attack.count * attack.weight
        + WEAK_RING_SQUARE * (ring & weak).count_ones() as i32
        + UNSAFE_CHECK * unsafe_checks.count_ones() as i32
        + ATTACK_NEXT_TO_KHUN * attack.next_to_khun
        + 3 * flank_attack * flank_attack / 8
        - FLANK_DEFENCE * flank_defence
        - NO_RUEA * i32::from(no_ruea)
        + BASE;
    (danger, flank_attack)
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn danger_to(fen: &str, us: Color) -> i32 {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid test FEN");
        let maps = AttackMaps::of(&pos);
        let ring = ring(&pos, &maps, us);
        let them = us.other();
        let mut attack = RingAttack::new(ring, maps.of_role(them, Role::Bia));
        let khun = pos.pieces(us, Role::Khun).0.trailing_zeros() as usize;
        for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
            for sq in attacks::squares(pos.pieces(them, role).0) {
                let targets = attacks::piece(them, role, sq, pos.occupied().0);
                attack.add(role, targets, ring, attacks::KHUN[khun]);
            }
        }
        danger(&pos, &maps, us, ring, &attack).0
    }

    #[test]
    fn attackers_and_safe_checks_raise_the_danger() {
        let quiet = danger_to("r3k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", Color::White);
        let attacked = danger_to("4k3/8/8/8/8/4n3/5PPP/r5K1 w - - 0 1", Color::White);
        assert!(attacked > quiet + 500, "{quiet} {attacked}");
    }

    #[test]
    fn ring_stays_off_the_edge() {
        let pos = Position::from_fen(Variant::Makruk, "7k/8/8/8/8/8/8/K7 w - - 0 1")
            .expect("valid test FEN");
        let maps = AttackMaps::of(&pos);
        assert_eq!(ring(&pos, &maps, Color::White).count_ones(), 9);
    }
}
