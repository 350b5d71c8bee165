//! Static evaluation for Makruk: a linear sum of tapered weights over features, then endgame knowledge
//! that is not linear: the endgame complexity, an endgame lead scaled by the bia left to the side
//! ahead, drawish-material scaling, driving a bare khun to the edge, and the counting rule pulling
//! scores toward a draw as the count runs out.
//!
//! The features follow Stockfish's classical evaluation as Fairy-Stockfish applies it to Makruk
//! (material, piece-square tables, mobility, bia structure, ruea files, khun danger from attackers,
//! checks and weak squares, threats by attacker and victim) and the weights are fitted, half and
//! half, to Fairy-Stockfish's static evaluation of positions from real games and to those games'
//! results (see the tuner, `tune`): the search judges positions as that engine does, corrected by
//! how the games went.

mod khun_safety;
mod maps;
mod threats;

use crate::attacks::{self, squares};
use crate::weights::WEIGHTS;
use khun_safety::RingAttack;
use makruk_core::{Color, Position, Role, Square};
use maps::{forward, AttackMaps, FILE_A};

/// Offsets of the feature groups in the weight table.
pub mod features {
    /// Material by role index (Bia, Ma, Khon, Met, Ruea) and 5 = promoted bia.
    pub const MATERIAL: usize = 0;
    /// Piece-square tables: `PST + role * 64 + square`, squares seen from the owner's side (Black rotated 180°).
    pub const PST: usize = 6;
    /// Ma mobility by number of safe target squares (0..=8).
    pub const MOB_MA: usize = PST + 6 * 64;
    /// Khon mobility (0..=5).
    pub const MOB_KHON: usize = MOB_MA + 9;
    /// Met mobility (0..=4).
    pub const MOB_MET: usize = MOB_KHON + 6;
    /// Ruea mobility (0..=14).
    pub const MOB_RUEA: usize = MOB_MET + 5;
    /// A bia with another own bia on its file.
    pub const BIA_DOUBLED: usize = MOB_RUEA + 15;
    /// A bia with no own bia on the neighbouring files.
    pub const BIA_ISOLATED: usize = BIA_DOUBLED + 1;
    /// A bia defended by an own bia.
    pub const BIA_SUPPORTED: usize = BIA_ISOLATED + 1;
    /// A bia with an own bia beside it.
    pub const BIA_PHALANX: usize = BIA_SUPPORTED + 1;
    /// A passed bia by relative rank (0..8).
    pub const BIA_PASSED: usize = BIA_PHALANX + 1;
    /// A ruea on a file without bia.
    pub const RUEA_OPEN: usize = BIA_PASSED + 8;
    /// A ruea on a file without own bia.
    pub const RUEA_SEMI_OPEN: usize = RUEA_OPEN + 1;
    /// A piece attacking the enemy khun's zone, by role index.
    pub const KHUN_ATTACKER: usize = RUEA_SEMI_OPEN + 1;
    /// An own bia in front of the khun.
    pub const KHUN_SHELTER: usize = KHUN_ATTACKER + 6;
    /// A piece (not bia) attacked by an enemy bia that is safe where it stands.
    pub const THREAT_BY_BIA: usize = KHUN_SHELTER + 1;
    /// An attacked piece that is undefended, or a piece (not bia) attacked twice and defended once.
    pub const HANGING: usize = THREAT_BY_BIA + 1;
    /// A ruea with little mobility shut in on its khun's side.
    pub const RUEA_TRAPPED: usize = HANGING + 1;
    /// Danger to the khun (see `khun_safety`) by bucket of 100 units above the threshold (0..32).
    pub const KHUN_DANGER: usize = RUEA_TRAPPED + 1;
    /// Number of danger buckets.
    pub const DANGER_BUCKETS: usize = 32;
    /// Enemy attacks on the khun's flank.
    pub const KHUN_FLANK_ATTACK: usize = KHUN_DANGER + DANGER_BUCKETS;
    /// An enemy piece attacked by a ma, khon or met, by victim role (0..5, promoted bia as bia).
    pub const THREAT_BY_MINOR: usize = KHUN_FLANK_ATTACK + 1;
    /// A weak enemy piece attacked by a ruea, by victim role (0..5).
    pub const THREAT_BY_RUEA: usize = THREAT_BY_MINOR + 5;
    /// A weak enemy piece attacked by the khun.
    pub const THREAT_BY_KHUN: usize = THREAT_BY_RUEA + 5;
    /// A square both sides attack that the enemy does not hold strongly.
    pub const RESTRICTED: usize = THREAT_BY_KHUN + 1;
    /// An enemy piece (not bia) a bia push would attack.
    pub const THREAT_BY_BIA_PUSH: usize = RESTRICTED + 1;
    /// Distance to the own khun of a ma, khon or met (by role: 0 ma, 1 khon, 2 met).
    pub const KHUN_PROTECTOR: usize = THREAT_BY_BIA_PUSH + 1;
    /// A ma on an outpost: ranks 4 to 6, defended by a bia, no enemy bia can chase it away.
    pub const MA_OUTPOST: usize = KHUN_PROTECTOR + 3;
    /// A supported or side-by-side bia by relative rank (0..8).
    pub const BIA_CONNECTED: usize = MA_OUTPOST + 1;
    /// A bia that no own bia can support and whose stop square an enemy bia holds.
    pub const BIA_BACKWARD: usize = BIA_CONNECTED + 8;
    /// Distance of the enemy khun to an advanced passed bia's stop square, times its advance.
    pub const PASSED_ENEMY_KHUN: usize = BIA_BACKWARD + 1;
    /// Distance of the own khun to an advanced passed bia's stop square, times its advance.
    pub const PASSED_OWN_KHUN: usize = PASSED_ENEMY_KHUN + 1;
    /// An advanced passed bia whose stop square is empty and not attacked, times its advance.
    pub const PASSED_FREE: usize = PASSED_OWN_KHUN + 1;
    /// Number of features.
    pub const COUNT: usize = PASSED_FREE + 1;
}

const _: () = assert!(features::COUNT == crate::weights::COUNT);

/// Game phase of the full starting material; 0 is a bare-khun ending.
pub const PHASE_MAX: i32 = 34;
/// Bonus for the side to move.
pub const TEMPO: i32 = 12;
/// Score denominator of the endgame scale factor.
pub const SCALE_MAX: i32 = 64;

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

fn phase_weight(role: Role) -> i32 {
    match role {
        Role::Ruea => 4,
        Role::Ma | Role::Khon => 2,
        Role::Met => 1,
        Role::Bia | Role::Khun => 0,
    }
}

/// The game phase, `0..=PHASE_MAX`.
pub fn phase(pos: &Position) -> i32 {
    let mut phase = 0;
    for role in [Role::Ma, Role::Khon, Role::Met, Role::Ruea] {
        let count =
            (pos.pieces(Color::White, role).0 | pos.pieces(Color::Black, role).0).count_ones();
        phase += phase_weight(role) * count as i32;
    }
    phase.min(PHASE_MAX)
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

fn rank_mask(color: Color, relative_ranks: core::ops::Range<usize>) -> u64 {
    relative_ranks.fold(0, |mask, rank| {
        let rank = match color {
            Color::White => rank,
            Color::Black => 7 - rank,
        };
        mask | 0xffu64 << (rank * 8)
    })
}

fn khun_of(pos: &Position, color: Color) -> Option<usize> {
    let khun = pos.pieces(color, Role::Khun).0;
    (khun != 0).then(|| khun.trailing_zeros() as usize)
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

/// What a side's material can do against a bare khun (Fairy-Stockfish's endgame knowledge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mating {
    /// No forced mate: a lone ma or met, two ma, fewer than three mets (bia count as the mets they
    /// promote to) or mets of one colour only.
    Impossible,
    /// Mates exist but can rarely be forced: a lone khon (from 0.05% of the positions, by the exact
    /// tables of `lone_khun`), or ma and one met (4%). Nearly always a draw.
    Hard,
    /// A mate can be forced: any ruea, khon with another piece, ma with two mets, three mets of
    /// both colours.
    Forced,
}

fn mating_material(pos: &Position, color: Color) -> Mating {
    let count = |role| pos.pieces(color, role).0.count_ones();
    if pos.pieces(color, Role::Ruea).0 != 0 {
        return Mating::Forced;
    }
    let ma = count(Role::Ma);
    let khon = count(Role::Khon);
    let bia = pos.pieces(color, Role::Bia).0;
    let promotion_rank = match color {
        Color::White => 5,
        Color::Black => 2,
    };
    let mets_to_be = squares(bia).fold(0u64, |acc, sq| acc | 1 << (promotion_rank * 8 + sq % 8));
    let met_squares = pos.pieces(color, Role::Met).0 | mets_to_be;
    let mets = count(Role::Met) + bia.count_ones();
    let both_colours = met_squares & DARK_SQUARES != 0 && met_squares & !DARK_SQUARES != 0;
    if (khon > 0 && khon + ma + mets >= 2) || (ma > 0 && mets >= 2) || (mets >= 3 && both_colours) {
        Mating::Forced
    } else if khon > 0 || (ma > 0 && mets > 0) {
        Mating::Hard
    } else {
        Mating::Impossible
    }
}

fn non_bia_material(pos: &Position, color: Color) -> i32 {
    [Role::Ma, Role::Khon, Role::Met, Role::Ruea]
        .iter()
        .map(|&role| {
            let value = i32::from(WEIGHTS[features::MATERIAL + role.index()].1);
            value * pos.pieces(color, role).0.count_ones() as i32
        })
        .sum()
}

/// Scale factor (out of [`SCALE_MAX`]) for the side that is ahead: small when it cannot win.
pub fn scale_factor(pos: &Position, strong: Color) -> i32 {
    let weak = strong.other();
    match mating_material(pos, strong) {
        Mating::Impossible => return 2,
        Mating::Hard => return 8,
        Mating::Forced => {}
    }
    let bia_left = (pos.pieces(strong, Role::Bia).0 | pos.pieces(weak, Role::Bia).0) != 0;
    if !bia_left {
        let difference = non_bia_material(pos, strong) - non_bia_material(pos, weak);
        let weak_has_pieces = pos.by_color(weak).0.count_ones() > 1;
        if weak_has_pieces && difference < 400 {
            return 24;
        }
    }
    SCALE_MAX
}

fn square_distance(a: usize, b: usize) -> i32 {
    let df = ((a % 8) as i32 - (b % 8) as i32).abs();
    let dr = ((a / 8) as i32 - (b / 8) as i32).abs();
    df.max(dr)
}

/// All squares attacked by `color`.
fn attacked_by(pos: &Position, color: Color) -> u64 {
    let occupied = pos.occupied().0;
    let mut attacked = 0;
    for role in Role::ALL {
        for sq in squares(pos.pieces(color, role).0) {
            attacked |= attacks::piece(color, role, sq, occupied);
        }
    }
    attacked
}

const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;

/// The corners to drive a bare khun to. Ruea mate anywhere. A khon attacks straight only forward,
/// so a khon mate happens on the rank in front of it (White's khon mates on rank 8); without a khon,
/// colour-bound mets (with ma) mate in a corner of their colour, as bishop and knight do in chess.
fn mating_corners(pos: &Position, strong: Color) -> u64 {
    const CORNERS: u64 = 1 | 1 << 7 | 1 << 56 | 1 << 63;
    let mets = pos.pieces(strong, Role::Met).0;
    let khon = pos.pieces(strong, Role::Khon).0;
    if pos.pieces(strong, Role::Ruea).0 | pos.pieces(strong, Role::Bia).0 != 0 {
        return CORNERS;
    }
    let mut corners = CORNERS;
    if khon != 0 {
        corners &= match strong {
            Color::White => 0xff00_0000_0000_0000,
            Color::Black => 0xff,
        };
    }
    // With a khon (it reaches both colours) either corner of its mating rank will do.
    let colour_bound = khon == 0 && mets != 0;
    if colour_bound && mets & DARK_SQUARES == mets {
        corners &= DARK_SQUARES;
    } else if colour_bound && mets & DARK_SQUARES == 0 {
        corners &= !DARK_SQUARES;
    }
    if corners == 0 {
        CORNERS
    } else {
        corners
    }
}

/// Number of squares of the rectangle a ruea on `ruea` cuts off for a khun on `khun` (the whole
/// board side when they share a file or rank).
fn ruea_box(ruea: usize, khun: usize) -> i32 {
    let side = |ruea_line: usize, khun_line: usize| match khun_line.cmp(&ruea_line) {
        core::cmp::Ordering::Less => ruea_line,
        core::cmp::Ordering::Greater => 7 - ruea_line,
        core::cmp::Ordering::Equal => 8,
    };
    (side(ruea % 8, khun % 8) * side(ruea / 8, khun / 8)) as i32
}

/// Bonus for the stronger side against a bare khun: drive it to the edge and into a corner (mets,
/// khon and ma mate only there), take its flight squares, and bring the khun and pieces close.
fn mop_up(pos: &Position, strong: Color) -> i32 {
    let weak = strong.other();
    if pos.by_color(weak).0.count_ones() != 1 {
        return 0;
    }
    // Where a mate can rarely be forced, the guidance toward it stays but is worth little.
    let (base, divisor) = match mating_material(pos, strong) {
        Mating::Impossible => return 0,
        Mating::Hard => (0, 4),
        Mating::Forced => (400, 1),
    };
    let weak_khun = pos.pieces(weak, Role::Khun).0.trailing_zeros() as usize & 63;
    let strong_khun = pos.pieces(strong, Role::Khun).0.trailing_zeros() as usize & 63;
    let corner = squares(mating_corners(pos, strong))
        .map(|c| square_distance(c, weak_khun))
        .min()
        .unwrap_or(0);
    let (file, rank) = ((weak_khun % 8) as i32, (weak_khun / 8) as i32);
    let edge = file.min(7 - file).min(rank).min(7 - rank);
    let flight = (attacks::KHUN[weak_khun] & !attacked_by(pos, strong)).count_ones() as i32;
    let pieces = pos.by_color(strong).0 & !pos.pieces(strong, Role::Khun).0;
    let closeness: i32 = squares(pieces)
        .map(|sq| 7 - square_distance(sq, weak_khun))
        .sum();
    // A ruea mates on any edge: shrink the box it cuts the khun into instead of heading for a corner.
    // A khon mates only on the rank in front of it: any other edge is a detour.
    let khon_mate = pos.pieces(strong, Role::Khon).0 != 0 && pos.pieces(strong, Role::Bia).0 == 0;
    let (edge_weight, confinement) = match squares(pos.pieces(strong, Role::Ruea).0)
        .map(|ruea| ruea_box(ruea, weak_khun))
        .min()
    {
        Some(area) => (30, 3 * (64 - area)),
        None if khon_mate => (0, 40 * (7 - corner)),
        None => (30, 25 * (7 - corner)),
    };
    let guidance = edge_weight * (3 - edge)
        + confinement
        + 15 * (7 - square_distance(strong_khun, weak_khun))
        + 6 * closeness
        + 20 * (8 - flight);
    base + guidance / divisor
}

/// The non-linear parts of the evaluation of one position, around the linear weight sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    /// Game phase, `0..=PHASE_MAX`.
    pub phase: i32,
    /// Scale factor (out of [`SCALE_MAX`]) applied when White is ahead.
    pub scale_white: i32,
    /// Scale factor applied when Black is ahead.
    pub scale_black: i32,
    /// Scale (out of [`SCALE_MAX`]) of the endgame sum when it favours White: the fewer bia
    /// White keeps, the harder its endgame lead is to convert (`36 + 7` per bia, as in Stockfish).
    pub bia_scale_white: i32,
    /// Scale of the endgame sum when it favours Black.
    pub bia_scale_black: i32,
    /// Mop-up bonus for driving a bare khun, White's point of view.
    pub bonus: i32,
    /// Draw damping numerator (the score is multiplied by `damping / DAMPING_DEN`): the end of a
    /// running count.
    pub damping: i32,
    /// How hard the position is to hold for the side behind in the endgame sum: the endgame sum
    /// moves this far away from zero (but never crosses it).
    pub complexity: i32,
}

/// Denominator of [`Terms::damping`] (a damping this large leaves the score whole).
pub const DAMPING_DEN: i32 = 32;

impl Terms {
    /// Computes the terms of `pos`.
    pub fn of(pos: &Position) -> Terms {
        // Against a bare khun nothing is damped: every ply of a line would cost the mating side as
        // much as a step of progress, so the search would prefer short lines to mating ones (it sees
        // the count run out by itself). Otherwise only the last plies of a count pull the score
        // toward a draw.
        let bare_khun = pos.by_color(Color::White).0.count_ones() == 1
            || pos.by_color(Color::Black).0.count_ones() == 1;
        let count = match count_remaining(pos) {
            Some(remaining) if !bare_khun => remaining.min(24) as i32 + 8,
            _ => DAMPING_DEN,
        };
        Terms {
            phase: phase(pos),
            scale_white: scale_factor(pos, Color::White),
            scale_black: scale_factor(pos, Color::Black),
            bia_scale_white: bia_scale(pos, Color::White),
            bia_scale_black: bia_scale(pos, Color::Black),
            bonus: mop_up(pos, Color::White) - mop_up(pos, Color::Black),
            damping: count,
            complexity: complexity(pos),
        }
    }

    /// Whether the endgame knowledge leaves the tapered weight sum alone (no scale factor, no mop-up
    /// bonus; only the damping at the end of a count applies).
    pub fn is_linear(&self) -> bool {
        self.scale_white == SCALE_MAX && self.scale_black == SCALE_MAX && self.bonus == 0
    }

    /// The bia scale of an endgame sum `eg`: that of the side it favours.
    pub fn eg_scale(&self, eg: i32) -> i32 {
        if eg >= 0 {
            self.bia_scale_white
        } else {
            self.bia_scale_black
        }
    }

    /// The scale factor of a tapered sum: that of the side it favours.
    pub fn scale(&self, tapered: i32) -> i32 {
        if tapered >= 0 {
            self.scale_white
        } else {
            self.scale_black
        }
    }

    /// The final White-relative score from the middlegame and endgame weight sums.
    pub fn combine(&self, mg: i32, eg: i32) -> i32 {
        let eg = eg + eg.signum() * self.complexity.max(-eg.abs());
        let eg = eg * self.eg_scale(eg) / SCALE_MAX;
        let tapered = (mg * self.phase + eg * (PHASE_MAX - self.phase)) / PHASE_MAX;
        (tapered * self.scale(tapered) / SCALE_MAX + self.bonus) * self.damping / DAMPING_DEN
    }
}

/// Scale of `color`'s endgame lead by its bia (Stockfish's and Fairy-Stockfish's `36 + 7 * pawns`):
/// an ending is won by promoting or by the bia's support; with fewer than four bia it is drawn
/// more often than the material says.
fn bia_scale(pos: &Position, color: Color) -> i32 {
    let bia = pos.pieces(color, Role::Bia).0.count_ones() as i32;
    (36 + 7 * bia).min(SCALE_MAX)
}

/// Endgame winning chances beyond the material (Stockfish's "initiative"): many bia, passed bia, bia
/// on both wings, khuns far apart or one deep in the enemy camp make a lead easier to convert.
fn complexity(pos: &Position) -> i32 {
    let white_bia = pos.pieces(Color::White, Role::Bia).0;
    let black_bia = pos.pieces(Color::Black, Role::Bia).0;
    let bia = white_bia | black_bia;
    let passed = squares(white_bia)
        .filter(|&sq| attacks::PASSED_SPAN[0][sq] & black_bia == 0)
        .count()
        + squares(black_bia)
            .filter(|&sq| attacks::PASSED_SPAN[1][sq] & white_bia == 0)
            .count();
    let (Some(white_khun), Some(black_khun)) =
        (khun_of(pos, Color::White), khun_of(pos, Color::Black))
    else {
        return 0;
    };
    let file_gap = ((white_khun % 8) as i32 - (black_khun % 8) as i32).abs();
    let rank_gap = ((white_khun / 8) as i32 - (black_khun / 8) as i32).abs();
    let outflanking = file_gap - rank_gap;
    const QUEEN_SIDE: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let both_wings = bia & QUEEN_SIDE != 0 && bia & !QUEEN_SIDE != 0;
    let infiltration = white_khun / 8 > 3 || black_khun / 8 < 4;
    let no_pieces = (pos.occupied().0 & !bia).count_ones() == 2;
    4 * passed as i32
        + 5 * bia.count_ones() as i32
        + 4 * outflanking
        + 6 * i32::from(both_wings)
        + 10 * i32::from(infiltration)
        + 24 * i32::from(no_pieces)
        - 20 * i32::from(outflanking < 0 && !both_wings)
        - 47
}

/// Whether a count can be running: never while unpromoted bia remain, except in Cambodian rules where
/// board's honour may start when the weaker side has at most three pieces.
pub fn counting_possible(pos: &Position) -> bool {
    let bia = pos.pieces(Color::White, Role::Bia).0 | pos.pieces(Color::Black, Role::Bia).0;
    bia == 0
        || pos.by_color(Color::White).0.count_ones() <= 3
        || pos.by_color(Color::Black).0.count_ones() <= 3
}

/// Plies left before the count runs out, if a count is on (what the evaluation's damping reads).
pub(crate) fn count_remaining(pos: &Position) -> Option<u32> {
    if !counting_possible(pos) {
        return None;
    }
    pos.counting().map(|c| c.limit.saturating_sub(c.ply))
}

/// The weight table the evaluation uses, `(middlegame, endgame)` per feature.
pub fn weights() -> &'static [(i16, i16)] {
    &WEIGHTS
}

/// The evaluation in centipawns from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let mut sum = WeightSum::default();
    accumulate(pos, &mut sum);
    let white = Terms::of(pos).combine(sum.mg, sum.eg);
    let relative = match pos.turn() {
        Color::White => white,
        Color::Black => -white,
    };
    relative + TEMPO
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Makruk, fen).expect("valid test FEN")
    }

    #[test]
    fn start_position_is_balanced() {
        let start = Position::startpos(Variant::Makruk);
        assert_eq!(evaluate(&start), TEMPO);
    }

    /// The same position rotated by 180 degrees with colours swapped.
    fn rotated(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let board: Vec<String> = fields[0]
            .split('/')
            .rev()
            .map(|rank| {
                rank.chars()
                    .rev()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        format!("{} {} {}", board.join("/"), turn, fields[2..].join(" "))
    }

    #[test]
    fn evaluation_is_colour_symmetric() {
        for fen in [
            "rnsmksnr/8/1ppp1ppp/p3p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 3",
            "r1s1k1nr/3m4/pp1pspp1/2p1n2p/2P1P3/PP1P1PPP/3NM3/R1SK1SNR b - - 2 9",
            "8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 1",
        ] {
            assert_eq!(evaluate(&pos(fen)), evaluate(&pos(&rotated(fen))), "{fen}");
        }
    }

    #[test]
    fn extra_ruea_is_winning() {
        let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert!(evaluate(&p) > 500);
    }

    #[test]
    fn plies_without_capture_or_bia_move_leave_the_evaluation_alone() {
        // With bia on the board no rule ends the game for lack of progress: only the count damps.
        let fresh = pos("1nsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
        let mut shuffled = fresh.clone();
        for m in ["b1d2", "b8d7", "d2b1", "d7b8"] {
            shuffled.play_unchecked(shuffled.parse_uci_move(m).expect("legal move"));
        }
        assert_eq!(shuffled.halfmove_clock(), 4);
        assert_eq!(evaluate(&shuffled), evaluate(&fresh));
    }

    #[test]
    fn lone_met_or_ma_cannot_win() {
        assert!(evaluate(&pos("4k3/8/8/8/8/8/3M4/4K3 w - - 0 1")).abs() < 60);
        assert!(evaluate(&pos("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1")).abs() < 60);
    }

    #[test]
    fn lone_khon_or_ma_and_met_rarely_win_but_khon_with_a_piece_does() {
        // The exact tables (`lone_khun`): a lone khon or ma and met mate from few positions.
        for fen in [
            "4k3/8/8/8/8/8/3S4/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/3NM3/4K3 w - - 0 1",
        ] {
            let score = evaluate(&pos(fen));
            assert!(score > 0 && score < 150, "{fen}: {score}");
        }
        for fen in [
            "4k3/8/8/8/8/8/3SM3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/3SN3/4K3 w - - 0 1",
        ] {
            assert!(evaluate(&pos(fen)) > 500, "{fen}");
        }
    }

    #[test]
    fn mets_and_bia_need_three_of_both_colours() {
        // Two mets (of both colours), a met and a bia, a lone bia: no forced mate.
        assert!(evaluate(&pos("4k3/8/8/8/8/3MM3/8/4K3 w - - 0 1")).abs() < 60);
        assert!(evaluate(&pos("4k3/8/8/8/8/3PM3/8/4K3 w - - 0 1")).abs() < 60);
        assert!(evaluate(&pos("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1")).abs() < 60);
        // Three mets of both colours, ma with two mets, khon with a met: forced.
        assert!(evaluate(&pos("4k3/8/8/8/8/2MMM3/8/4K3 w - - 0 1")) > 500);
        assert!(evaluate(&pos("4k3/8/8/8/8/2MNM3/8/4K3 w - - 0 1")) > 500);
        assert!(evaluate(&pos("4k3/8/8/8/8/3SM3/8/4K3 w - - 0 1")) > 500);
    }

    #[test]
    fn ma_and_met_are_worth_less_than_a_forced_mate() {
        let hard = evaluate(&pos("4k3/8/8/8/8/3NM3/8/4K3 w - - 0 1"));
        let forced = evaluate(&pos("4k3/8/8/8/8/3SM3/8/4K3 w - - 0 1"));
        assert!(hard > 100 && hard < forced, "{hard} {forced}");
    }

    #[test]
    fn ruea_box_is_the_cut_off_rectangle() {
        let sq = |name: &str| Square::from_name(name).expect("square").index();
        assert_eq!(ruea_box(sq("c3"), sq("e5")), 5 * 5);
        assert_eq!(ruea_box(sq("c3"), sq("a1")), 2 * 2);
        assert_eq!(ruea_box(sq("c3"), sq("c7")), 8 * 5);
        // Cutting the khun into a smaller box scores higher.
        let wide = pos("8/8/2k5/8/8/R7/8/4K3 w - - 0 1");
        let narrow = pos("8/8/2k5/8/R7/8/8/4K3 w - - 0 1");
        assert!(evaluate(&narrow) > evaluate(&wide));
    }

    #[test]
    fn khon_drives_the_khun_to_its_mating_rank_not_any_edge() {
        // White's khon mates on rank 8: a khun there is worth more to White than one on the h-file.
        let far_rank = pos("6k1/8/8/8/4S3/4M3/4K3/8 w - - 0 1");
        let side_edge = pos("8/8/8/8/4S2k/4M3/4K3/8 w - - 0 1");
        assert!(evaluate(&far_rank) > evaluate(&side_edge));
    }

    #[test]
    fn an_endgame_lead_is_scaled_by_the_bia_of_the_side_it_favours() {
        // White keeps one bia, Black four.
        let terms = Terms::of(&pos("r3k3/pppp4/8/8/8/P7/8/R3K3 w - - 0 1"));
        assert_eq!(
            (terms.bia_scale_white, terms.bia_scale_black),
            (43, SCALE_MAX)
        );
        let unscaled = Terms {
            bia_scale_white: SCALE_MAX,
            ..terms
        };
        let lead = 640;
        let white_ahead = unscaled.combine(0, lead);
        let scaled = terms.combine(0, lead);
        assert!(white_ahead > 0 && (scaled - white_ahead * 43 / 64).abs() <= 1);
        assert_eq!(terms.combine(0, -lead), unscaled.combine(0, -lead));
    }

    #[test]
    fn no_damping_against_a_bare_khun() {
        let fresh = pos("8/8/2k5/8/R7/8/8/4K3 w - 32 8 1");
        let late = pos("8/8/2k5/8/R7/8/8/4K3 w - 32 28 60");
        assert_eq!(evaluate(&fresh), evaluate(&late));
    }

    #[test]
    fn bare_khun_prefers_the_centre() {
        let edge = pos("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        let centre = pos("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        assert!(evaluate(&edge) > evaluate(&centre));
    }
}
