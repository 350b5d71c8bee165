//! The linear part of the evaluation: every feature of a position counted (White minus Black)
//! and summed with its tapered weights.

use super::maps::{forward, AttackMaps, FILE_A};
use super::{features, khun_of, khun_safety, square_distance, threats};
use crate::attacks::{self, squares};
use crate::weights::WEIGHTS;
use khun_safety::RingAttack;
use makruk_core::{Color, Position, Role, Square};

/// Receives feature counts (White minus Black) while the evaluation walks the board.
pub trait Accumulator {
    /// Adds `count` occurrences of `feature` for White (negative for Black).
    fn add(&mut self, feature: usize, count: i32);
}

/// Sums the weights of the features: the evaluation used by the search.
#[derive(Default)]
pub struct WeightSum {
    /// Middlegame sum.
    pub mg: i32,
    /// Endgame sum.
    pub eg: i32,
}

impl Accumulator for WeightSum {
    #[inline]
    fn add(&mut self, feature: usize, count: i32) {
        let (mg, eg) = WEIGHTS[feature];
        self.mg += i32::from(mg) * count;
        self.eg += i32::from(eg) * count;
    }
}

fn relative(color: Color, sq: usize) -> usize {
    match color {
        Color::White => sq,
        Color::Black => sq ^ 63,
    }
}

fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

fn adjacent_files(sq: usize) -> u64 {
    let file = sq % 8;
    let mut mask = 0;
    if file > 0 {
        mask |= FILE_A << (file - 1);
    }
    if file < 7 {
        mask |= FILE_A << (file + 1);
    }
    mask
}

/// What the per-piece terms of one side need to know.
struct SideView {
    color: Color,
    sign: i32,
    our_bia: u64,
    their_bia: u64,
    our_khun: Option<usize>,
    their_khun: Option<usize>,
    occupied: u64,
}

/// The bia shelter and the enemy bia storm on the three files around the khun on `khun`, and
/// whether its file is open (Stockfish's pawn shelter terms; `features::KHUN_SHELTER_BIA`). Only
/// while bia are left: without them the terms would only move the khun, which the endgame
/// knowledge drives.
fn shelter_and_storm<A: Accumulator>(
    side: &SideView,
    khun: usize,
    their_bia_attacks: u64,
    acc: &mut A,
) {
    let color = side.color;
    let khun_rank = relative(color, khun) / 8;
    let not_behind = rank_mask(color, khun_rank..8);
    let ours = side.our_bia & not_behind & !their_bia_attacks;
    let theirs = side.their_bia & not_behind;
    // The rank on a file nearest the own back rank (an own bia's shelter, an enemy bia's advance).
    let nearest = |bia: u64| {
        squares(bia)
            .map(|sq| relative(color, sq) / 8)
            .min()
            .unwrap_or(0)
    };
    let centre = (khun % 8).clamp(1, 6);
    for file in centre - 1..=centre + 1 {
        let on_file = FILE_A << file;
        let our_rank = nearest(ours & on_file);
        let their_rank = nearest(theirs & on_file);
        let edge = file.min(7 - file).min(3);
        acc.add(features::KHUN_SHELTER_BIA + 8 * edge + our_rank, side.sign);
        if our_rank != 0 && our_rank + 1 == their_rank {
            acc.add(features::KHUN_STORM_BLOCKED + their_rank, side.sign);
        } else {
            acc.add(features::KHUN_STORM + 8 * edge + their_rank, side.sign);
        }
    }
    let khun_file = FILE_A << (khun % 8);
    let open_for_us = usize::from(side.our_bia & khun_file == 0);
    let open_for_them = usize::from(side.their_bia & khun_file == 0);
    acc.add(
        features::KHUN_ON_FILE + 2 * open_for_us + open_for_them,
        side.sign,
    );
}

fn rank_mask(color: Color, relative_ranks: core::ops::Range<usize>) -> u64 {
    relative_ranks.fold(0, |mask, rank| {
        let rank = match color {
            Color::White => rank,
            Color::Black => 7 - rank,
        };
        mask | 0xffu64 << (rank * 8)
    })
}

/// Walks the board and reports every feature to `acc` (White minus Black).
pub fn accumulate<A: Accumulator>(pos: &Position, acc: &mut A) {
    let occupied = pos.occupied().0;
    let maps = AttackMaps::of(pos);
    let rings = [Color::White, Color::Black].map(|c| khun_safety::ring(pos, &maps, c));
    for color in [Color::White, Color::Black] {
        let them = color.other();
        let side = SideView {
            color,
            sign: sign(color),
            our_bia: pos.pieces(color, Role::Bia).0,
            their_bia: pos.pieces(them, Role::Bia).0,
            our_khun: khun_of(pos, color),
            their_khun: khun_of(pos, them),
            occupied,
        };
        let s = side.sign;
        let around_their_khun = side.their_khun.map_or(0, |k| attacks::KHUN[k]);
        let enemy_zone = side.their_khun.map_or(0, |k| attacks::KHUN[k] | 1u64 << k);
        let held_back = side.our_bia & (forward(them, occupied) | rank_mask(color, 2..3));
        let mobility_area =
            !(held_back | pos.pieces(color, Role::Khun).0 | maps.of_role(them, Role::Bia));
        let their_bia_reach = squares(side.their_bia).fold(0, |reach, sq| {
            reach | (attacks::PASSED_SPAN[them.index()][sq] & adjacent_files(sq))
        });
        let outposts = rank_mask(color, 3..6) & maps.of_role(color, Role::Bia) & !their_bia_reach;
        let ring = rings[them.index()];
        let mut ring_attack = RingAttack::new(ring, maps.of_role(color, Role::Bia));
        for sq in squares(side.our_bia) {
            acc.add(features::MATERIAL + Role::Bia.index(), s);
            acc.add(features::PST + relative(color, sq), s);
            bia_structure(&side, sq, &maps, acc);
        }
        for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
            for sq in squares(pos.pieces(color, role).0) {
                let promoted = role == Role::Met && pos.is_promoted(sq_of(sq));
                let material = if promoted { 5 } else { role.index() };
                acc.add(features::MATERIAL + material, s);
                acc.add(features::PST + role.index() * 64 + relative(color, sq), s);
                let targets = maps.targets[sq];
                let mobility = (targets & mobility_area).count_ones() as usize;
                let protector = || side.our_khun.map_or(0, |k| square_distance(k, sq));
                match role {
                    Role::Ma => {
                        acc.add(features::MOB_MA + mobility, s);
                        acc.add(features::KHUN_PROTECTOR, s * protector());
                        if outposts & (1u64 << sq) != 0 {
                            acc.add(features::MA_OUTPOST, s);
                        }
                    }
                    Role::Khon => {
                        acc.add(features::MOB_KHON + mobility, s);
                        acc.add(features::KHUN_PROTECTOR + 1, s * protector());
                    }
                    Role::Met => {
                        acc.add(features::MOB_MET + mobility, s);
                        acc.add(features::KHUN_PROTECTOR + 2, s * protector());
                    }
                    _ => ruea_terms(&side, sq, mobility, acc),
                }
                ring_attack.add(role, targets, ring, around_their_khun);
                if targets & enemy_zone != 0 {
                    acc.add(features::KHUN_ATTACKER + role.index(), s);
                }
            }
        }
        if let Some(khun) = side.our_khun {
            acc.add(
                features::PST + Role::Khun.index() * 64 + relative(color, khun),
                s,
            );
            let shelter = attacks::KHUN[khun] & forward_rows(color, khun) & side.our_bia;
            acc.add(features::KHUN_SHELTER, s * shelter.count_ones() as i32);
            if side.our_bia | side.their_bia != 0 {
                shelter_and_storm(&side, khun, maps.of_role(them, Role::Bia), acc);
            }
        }
        let (danger, flank_attack) = khun_safety::danger(pos, &maps, them, ring, &ring_attack);
        if danger > khun_safety::THRESHOLD {
            let bucket = ((danger - khun_safety::THRESHOLD) / 100) as usize;
            acc.add(
                features::KHUN_DANGER + bucket.min(features::DANGER_BUCKETS - 1),
                -s,
            );
        }
        acc.add(features::KHUN_FLANK_ATTACK, -s * flank_attack);
        threats::accumulate(pos, &maps, color, s, acc);
    }
}

fn ruea_terms<A: Accumulator>(side: &SideView, sq: usize, mobility: usize, acc: &mut A) {
    let s = side.sign;
    acc.add(features::MOB_RUEA + mobility, s);
    let file = FILE_A << (sq % 8);
    if file & (side.our_bia | side.their_bia) == 0 {
        acc.add(features::RUEA_OPEN, s);
    } else if file & side.our_bia == 0 {
        acc.add(features::RUEA_SEMI_OPEN, s);
    } else if let Some(khun) = side.our_khun {
        let khun_file = khun % 8;
        if mobility <= 3 && (khun_file < 4) == (sq % 8 < khun_file) {
            acc.add(features::RUEA_TRAPPED, s);
        }
    }
}

fn forward_rows(color: Color, sq: usize) -> u64 {
    let rank = sq / 8;
    match color {
        Color::White if rank < 7 => !0u64 << ((rank + 1) * 8),
        Color::Black if rank > 0 => (1u64 << (rank * 8)) - 1,
        _ => 0,
    }
}

fn bia_structure<A: Accumulator>(side: &SideView, sq: usize, maps: &AttackMaps, acc: &mut A) {
    let (color, s) = (side.color, side.sign);
    let them = color.other();
    let relative_rank = relative(color, sq) / 8;
    if attacks::FORWARD_SPAN[color.index()][sq] & side.our_bia != 0 {
        acc.add(features::BIA_DOUBLED, s);
    }
    if adjacent_files(sq) & side.our_bia == 0 {
        acc.add(features::BIA_ISOLATED, s);
    }
    let supported = attacks::BIA[them.index()][sq] & side.our_bia != 0;
    if supported {
        acc.add(features::BIA_SUPPORTED, s);
    }
    let rank_mask = 0xffu64 << (sq / 8 * 8);
    let phalanx = adjacent_files(sq) & rank_mask & side.our_bia != 0;
    if phalanx {
        acc.add(features::BIA_PHALANX, s);
    }
    if supported || phalanx {
        acc.add(features::BIA_CONNECTED + relative_rank, s);
    }
    let stop = forward(color, 1u64 << sq);
    let could_be_supported = adjacent_files(sq) & !forward_rows(color, sq) & side.our_bia != 0;
    if !could_be_supported && stop & (maps.of_role(them, Role::Bia) | side.their_bia) != 0 {
        acc.add(features::BIA_BACKWARD, s);
    }
    if attacks::PASSED_SPAN[color.index()][sq] & side.their_bia == 0 {
        acc.add(features::BIA_PASSED + relative_rank, s);
        if relative_rank >= 3 && stop != 0 {
            let advance = relative_rank as i32 - 2;
            let stop_sq = stop.trailing_zeros() as usize;
            let distance =
                |khun: Option<usize>| khun.map_or(5, |k| square_distance(k, stop_sq).min(5));
            acc.add(
                features::PASSED_ENEMY_KHUN,
                s * advance * distance(side.their_khun),
            );
            acc.add(
                features::PASSED_OWN_KHUN,
                s * advance * distance(side.our_khun),
            );
            if stop & (side.occupied | maps.all[them.index()]) == 0 {
                acc.add(features::PASSED_FREE, s * advance);
            }
        }
    }
}

fn sq_of(index: usize) -> Square {
    Square::ALL[index & 63]
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use makruk_core::Variant;

    /// The shelter features White's khun counts in `fen`, as (group offset, index) pairs.
    fn shelter_features(fen: &str) -> Vec<(usize, usize)> {
        struct Record(Vec<(usize, i32)>);
        impl Accumulator for Record {
            fn add(&mut self, feature: usize, count: i32) {
                self.0.push((feature, count));
            }
        }
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid test FEN");
        let mut record = Record(Vec::new());
        accumulate(&pos, &mut record);
        let groups = [
            features::KHUN_ON_FILE,
            features::KHUN_STORM_BLOCKED,
            features::KHUN_STORM,
            features::KHUN_SHELTER_BIA,
        ];
        let mut white: Vec<(usize, usize)> = record
            .0
            .iter()
            .filter(|&&(feature, count)| feature >= features::KHUN_SHELTER_BIA && count > 0)
            .map(|&(feature, _)| {
                let group = groups.into_iter().find(|&g| feature >= g).expect("a group");
                (group, feature - group)
            })
            .collect();
        white.sort_unstable();
        white
    }

    #[test]
    fn shelter_and_storm_read_the_three_files_around_the_khun() {
        // White's khun on g2: its bia on f4 and g4 (rank index 3), none on h; Black's on f6 and g6.
        let white = shelter_features(
            "2n1r2r/1km3s1/p1n1spp1/Pp1p4/1PpP1PP1/4PNS1/2SMN1K1/1R3R2 w - - 7 25",
        );
        let shelter = features::KHUN_SHELTER_BIA;
        let storm = features::KHUN_STORM;
        assert_eq!(
            white,
            [
                (shelter, 0),                // h: edge 0, no bia
                (shelter, 8 + 3),            // g: edge 1, rank 3
                (shelter, 16 + 3),           // f: edge 2, rank 3
                (storm, 0),                  // h: no enemy bia
                (storm, 8 + 5),              // g: enemy bia on rank 5
                (storm, 16 + 5),             // f: enemy bia on rank 5
                (features::KHUN_ON_FILE, 0), // bia of both sides on the g file
            ]
        );
    }

    #[test]
    fn a_blocked_storm_bia_and_an_open_file_are_told_apart() {
        // White's khun on c1, on a file without bia; its bia on b3 blocked by Black's on b4.
        let white = shelter_features("4k3/8/8/8/1p6/1P6/8/2K5 w - - 0 1");
        assert_eq!(
            white,
            [
                (features::KHUN_SHELTER_BIA, 8 + 2),
                (features::KHUN_SHELTER_BIA, 16),
                (features::KHUN_SHELTER_BIA, 24),
                (features::KHUN_STORM, 16),
                (features::KHUN_STORM, 24),
                (features::KHUN_STORM_BLOCKED, 3),
                (features::KHUN_ON_FILE, 3),
            ]
        );
    }
}
