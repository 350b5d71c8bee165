//! Khun safety as Fairy-Stockfish 11 (Stockfish 11's classical evaluation) judges it: the bia
//! shelter in front of the khun and the storm of enemy bia against it, then a danger score summed
//! from the enemy pieces that reach the squares around the khun, the checks they can give next move,
//! weak squares, pinned pieces, flank attacks and the difference in mobility. The danger turns into
//! a penalty that grows with its square, so two attackers are far worse than twice one.
//!
//! Values are in Stockfish's internal units (a bia is worth 213 in the endgame); the evaluation
//! converts the result to centipawns.

use super::maps::{forward, AttackMaps, FILE_A, FILE_H};
use super::{khun_of, rank_mask, square_distance, squares};
use crate::attacks;
use makruk_core::{Color, Position, Role, Square};

/// Danger added per ring attacker by role (index by `Role::index`): ma as a knight, ruea as a rook,
/// khon and met as Fairy-Stockfish's other pieces.
const ATTACKER_WEIGHT: [i32; 6] = [0, 81, 40, 40, 44, 0];
/// Danger of a safe check by role.
const SAFE_CHECK: [i32; 6] = [0, 790, 600, 600, 1080, 0];
const WEAK_RING_SQUARE: i32 = 185;
const UNSAFE_CHECK: i32 = 148;
const PINNED: i32 = 98;
const ATTACK_NEXT_TO_KHUN: i32 = 69;
const FLANK_DEFENCE: i32 = 4;
const MA_DEFENDER: i32 = 100;
/// Danger everyone starts with: Stockfish's +37 less the 873 it gives when the attacker has no
/// queen, as a Makruk side never has.
const BASE: i32 = 37 - 873;
/// Below this, a khun is not in danger.
const THRESHOLD: i32 = 100;
/// Penalty per enemy attack on the khun's flank, middlegame only.
const FLANK_ATTACK: i32 = 8;
/// Penalty `(mg, eg)` for a khun on a flank without bia.
const BIA_LESS_FLANK: (i32, i32) = (17, 95);
/// Endgame penalty per square between the khun and its nearest bia.
const BIA_DISTANCE: i32 = 16;

/// Shelter strength by distance of the file from the edge and relative rank of the own bia on it
/// (rank 0: no bia in front of the khun).
const SHELTER_STRENGTH: [[i32; 7]; 4] = [
    [-6, 81, 93, 58, 39, 18, 25],
    [-43, 61, 35, -49, -29, -11, -63],
    [-10, 75, 23, -2, 32, 3, -45],
    [-39, -13, -29, -52, -48, -67, -166],
];
/// Danger of an unopposed enemy bia coming toward the khun, by distance of the file from the edge
/// and its relative rank (0: none).
const UNBLOCKED_STORM: [[i32; 7]; 4] = [
    [89, 107, 123, 93, 57, 45, 51],
    [44, -18, 123, 46, 39, -7, 23],
    [4, 52, 162, 37, 7, -14, -2],
    [-10, -14, 90, 15, 2, -7, -16],
];
/// Penalty `(mg and eg)` for an enemy bia on the third rank blocked by an own bia.
const BLOCKED_STORM: i32 = 82;

/// The 3x3 block around a khun, kept off the edges.
fn block(khun: usize) -> u64 {
    let centre = (khun / 8).clamp(1, 6) * 8 + (khun % 8).clamp(1, 6);
    attacks::KHUN[centre] | 1 << centre
}

/// The squares around a khun whose attack counts: its block less the squares two own bia defend.
pub(super) fn ring(pos: &Position, maps: &AttackMaps, color: Color) -> u64 {
    khun_of(pos, color).map_or(0, |khun| block(khun) & !maps.bia_twice[color.index()])
}

/// The enemy pieces reaching a khun's ring, gathered while the evaluation walks the pieces.
#[derive(Default)]
pub(super) struct RingAttack {
    count: i32,
    weight: i32,
    next_to_khun: i32,
}

impl RingAttack {
    /// Starts with the squares of the khun's block the attacker's bia hit.
    pub fn new(pos: &Position, defender: Color, attacker_bia_attacks: u64) -> RingAttack {
        let block = khun_of(pos, defender).map_or(0, block);
        RingAttack {
            count: (block & attacker_bia_attacks).count_ones() as i32,
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
    FILES[file] * FILE_A
}

/// The first five ranks of `color`.
fn camp(color: Color) -> u64 {
    match color {
        Color::White => 0x0000_00ff_ffff_ffff,
        Color::Black => 0xffff_ffff_ff00_0000,
    }
}

/// The lowest relative rank (from `us`'s side) of the bia of `bia` on `file`, 0 if there are none.
fn nearest_rank(us: Color, bia: u64, file: usize) -> usize {
    let on_file = bia & FILE_A << file;
    if on_file == 0 {
        return 0;
    }
    match us {
        Color::White => on_file.trailing_zeros() as usize / 8,
        Color::Black => 7 - (63 - on_file.leading_zeros() as usize) / 8,
    }
}

/// The squares on the khun's rank and in front of it, from `us`'s side.
fn not_behind(us: Color, khun: usize) -> u64 {
    let rank = khun / 8;
    match us {
        Color::White => !0u64 << (rank * 8),
        Color::Black => !0u64 >> ((7 - rank) * 8),
    }
}

/// The bia shelter in front of `us`'s khun and the storm of enemy bia against it, `(mg, eg)`.
fn shelter(pos: &Position, us: Color, khun: usize) -> (i32, i32) {
    let them = us.other();
    let area = not_behind(us, khun);
    let ours = pos.pieces(us, Role::Bia).0 & area;
    let theirs = pos.pieces(them, Role::Bia).0 & area;
    let edge_corner = rank_mask(us, 0..2) & (FILE_A | FILE_H);
    let shut_in = forward(them, theirs) & edge_corner & 1 << khun != 0;
    let (mut mg, mut eg) = (if shut_in { 374 } else { 5 }, 0);
    let centre = (khun % 8).clamp(1, 6);
    for file in centre - 1..=centre + 1 {
        let our_rank = nearest_rank(us, ours, file).min(6);
        let their_rank = nearest_rank(us, theirs, file).min(6);
        let edge = file.min(7 - file).min(3);
        mg += SHELTER_STRENGTH[edge][our_rank];
        if our_rank != 0 && our_rank + 1 == their_rank {
            if their_rank == 2 {
                mg -= BLOCKED_STORM;
                eg -= BLOCKED_STORM;
            }
        } else {
            mg -= UNBLOCKED_STORM[edge][their_rank];
        }
    }
    (mg, eg)
}

/// Distance from the khun to its nearest own bia (1 when one is adjacent, 0 without bia).
fn nearest_bia_distance(own_bia: u64, khun: usize) -> i32 {
    if attacks::KHUN[khun] & own_bia != 0 {
        return 1;
    }
    squares(own_bia)
        .map(|sq| square_distance(sq, khun))
        .min()
        .unwrap_or(0)
}

/// Pieces of either side that alone stand between `us`'s khun and an enemy ruea.
fn pinned(pos: &Position, us: Color, khun: usize) -> u64 {
    let occupied = pos.occupied().0;
    let rueas = pos.pieces(us.other(), Role::Ruea).0 & attacks::ruea(khun, 0);
    squares(rueas).fold(0, |pinned, ruea| {
        let between =
            makruk_core::attacks::between(Square::ALL[khun], Square::ALL[ruea]).0 & occupied;
        if between.count_ones() == 1 {
            pinned | between
        } else {
            pinned
        }
    })
}

/// The safety of `us`'s khun, `(mg, eg)` (negative is bad for `us`), given the attack on its ring
/// and both sides' middlegame mobility scores (in the same internal units).
pub(super) fn khun_safety(
    pos: &Position,
    maps: &AttackMaps,
    us: Color,
    ring: u64,
    attack: &RingAttack,
    mobility_mg: [i32; 2],
) -> (i32, i32) {
    let Some(khun) = khun_of(pos, us) else {
        return (0, 0);
    };
    let them = us.other();
    let (u, t) = (us.index(), them.index());
    let occupied = pos.occupied().0;
    let (mut mg, mut eg) = shelter(pos, us, khun);
    eg -= BIA_DISTANCE * nearest_bia_distance(pos.pieces(us, Role::Bia).0, khun);
    let weak = maps.all[t] & !maps.twice[u] & (!maps.all[u] | maps.of_role(us, Role::Khun));
    let safe = !pos.by_color(them).0 & (!maps.all[u] | (weak & maps.twice[t]));
    let mut danger = 0;
    let mut unsafe_checks = 0u64;
    for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
        // A piece of `them` on these squares would check: the same role's moves seen from the khun.
        let checking = attacks::piece(us, role, khun, occupied) & maps.of_role(them, role);
        if checking & safe != 0 {
            danger += SAFE_CHECK[role.index()];
        } else {
            unsafe_checks |= checking;
        }
    }
    let camp_flank = flank(khun % 8) & camp(us);
    let flank_attack = (maps.all[t] & camp_flank).count_ones() as i32
        + (maps.twice[t] & camp_flank).count_ones() as i32;
    let flank_defence = (maps.all[u] & camp_flank).count_ones() as i32;
    let ma_defends = maps.of_role(us, Role::Ma) & maps.of_role(us, Role::Khun) != 0;
    danger += attack.count * attack.weight
        + WEAK_RING_SQUARE * (ring & weak).count_ones() as i32
        + UNSAFE_CHECK * unsafe_checks.count_ones() as i32
        + PINNED * pinned(pos, us, khun).count_ones() as i32
        + ATTACK_NEXT_TO_KHUN * attack.next_to_khun
        + 3 * flank_attack * flank_attack / 8
        + mobility_mg[t]
        - mobility_mg[u]
        - MA_DEFENDER * i32::from(ma_defends)
        - 6 * mg / 8
        - FLANK_DEFENCE * flank_defence
        + BASE;
    if danger > THRESHOLD {
        mg -= danger * danger / 4096;
        eg -= danger / 16;
    }
    let bia = pos.pieces(us, Role::Bia).0 | pos.pieces(them, Role::Bia).0;
    if bia & flank(khun % 8) == 0 {
        mg -= BIA_LESS_FLANK.0;
        eg -= BIA_LESS_FLANK.1;
    }
    (mg - FLANK_ATTACK * flank_attack, eg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    /// The safety of `us`'s khun with the mobility difference left out.
    fn safety_of(fen: &str, us: Color) -> (i32, i32) {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid test FEN");
        let maps = AttackMaps::of(&pos);
        let ring = ring(&pos, &maps, us);
        let them = us.other();
        let mut attack = RingAttack::new(&pos, us, maps.of_role(them, Role::Bia));
        let khun = pos.pieces(us, Role::Khun).0.trailing_zeros() as usize;
        for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
            for sq in squares(pos.pieces(them, role).0) {
                let targets = attacks::piece(them, role, sq, pos.occupied().0);
                attack.add(role, targets, ring, attacks::KHUN[khun]);
            }
        }
        khun_safety(&pos, &maps, us, ring, &attack, [0, 0])
    }

    #[test]
    fn attackers_and_safe_checks_cost_safety() {
        let quiet = safety_of("r3k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", Color::White);
        let attacked = safety_of("4k3/8/8/8/8/4n3/5PPP/r5K1 w - - 0 1", Color::White);
        assert!(attacked.0 < quiet.0 - 100, "{quiet:?} {attacked:?}");
    }

    #[test]
    fn bia_in_front_of_the_khun_shelter_it() {
        let sheltered = safety_of("4k3/8/8/8/8/5PPP/8/6K1 w - - 0 1", Color::White);
        let bare = safety_of("4k3/8/8/8/8/PPP5/8/6K1 w - - 0 1", Color::White);
        assert!(sheltered.0 > bare.0 + 100, "{sheltered:?} {bare:?}");
        assert!(
            sheltered.1 > bare.1,
            "the nearest bia is closer: {sheltered:?} {bare:?}"
        );
    }

    #[test]
    fn enemy_bia_storming_the_khun_are_a_danger() {
        let calm = safety_of("4k3/5ppp/8/8/8/5PPP/8/6K1 w - - 0 1", Color::White);
        let stormed = safety_of("4k3/8/8/6p1/5p1p/5PPP/8/6K1 w - - 0 1", Color::White);
        assert!(stormed.0 < calm.0, "{calm:?} {stormed:?}");
    }

    #[test]
    fn ring_stays_off_the_edge() {
        let pos = Position::from_fen(Variant::Makruk, "7k/8/8/8/8/8/8/K7 w - - 0 1")
            .expect("valid test FEN");
        let maps = AttackMaps::of(&pos);
        assert_eq!(ring(&pos, &maps, Color::White).count_ones(), 9);
    }
}
