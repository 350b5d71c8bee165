//! Static evaluation for Makruk: a linear sum of tapered weights over features (tuned by the Texel
//! tuner), then endgame knowledge that is not linear: drawish-material scaling, driving a bare khun to
//! the edge, and the counting rule pulling scores toward a draw as the count runs out.

use crate::attacks::{self, squares};
use crate::weights::WEIGHTS;
use makruk_core::{Color, Position, Role, Square};

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
    /// A piece (not bia) attacked by an enemy bia.
    pub const THREAT_BY_BIA: usize = KHUN_SHELTER + 1;
    /// A piece attacked and not defended.
    pub const HANGING: usize = THREAT_BY_BIA + 1;
    /// Number of features.
    pub const COUNT: usize = HANGING + 1;
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

const FILE_A: u64 = 0x0101_0101_0101_0101;

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

struct Side {
    bia: u64,
    pieces: u64,
    bia_attacks: u64,
}

fn bia_attacks(color: Color, bia: u64) -> u64 {
    squares(bia).fold(0, |acc, sq| acc | attacks::BIA[color.index()][sq])
}

/// Walks the board and reports every feature to `acc` (White minus Black).
pub fn accumulate<A: Accumulator>(pos: &Position, acc: &mut A) {
    let occupied = pos.occupied().0;
    let sides = [Color::White, Color::Black].map(|c| {
        let bia = pos.pieces(c, Role::Bia).0;
        Side {
            bia,
            pieces: pos.by_color(c).0,
            bia_attacks: bia_attacks(c, bia),
        }
    });
    let mut attacks_by = [0u64; 2];
    for color in [Color::White, Color::Black] {
        let us = &sides[color.index()];
        let them = &sides[color.other().index()];
        let s = sign(color);
        let enemy_khun = pos.pieces(color.other(), Role::Khun).0;
        let enemy_zone = squares(enemy_khun).fold(0, |z, k| z | attacks::KHUN[k] | 1u64 << k);
        let safe = !us.pieces & !them.bia_attacks;
        let mut all_attacks = us.bia_attacks;
        for role in Role::ALL {
            for sq in squares(pos.pieces(color, role).0) {
                let rel = relative(color, sq);
                let promoted = role == Role::Met && pos.is_promoted(sq_of(sq));
                let material = if promoted { 5 } else { role.index() };
                if role != Role::Khun {
                    acc.add(features::MATERIAL + material, s);
                }
                acc.add(features::PST + role.index() * 64 + rel, s);
                let targets = attacks::piece(color, role, sq, occupied);
                all_attacks |= targets;
                let mobility = (targets & safe).count_ones() as usize;
                match role {
                    Role::Ma => acc.add(features::MOB_MA + mobility, s),
                    Role::Khon => acc.add(features::MOB_KHON + mobility, s),
                    Role::Met => acc.add(features::MOB_MET + mobility, s),
                    Role::Ruea => {
                        acc.add(features::MOB_RUEA + mobility, s);
                        let file = FILE_A << (sq % 8);
                        if file & (us.bia | them.bia) == 0 {
                            acc.add(features::RUEA_OPEN, s);
                        } else if file & us.bia == 0 {
                            acc.add(features::RUEA_SEMI_OPEN, s);
                        }
                    }
                    Role::Bia => bia_structure(color, sq, us, them, acc),
                    Role::Khun => {
                        let shelter = attacks::KHUN[sq] & forward_rows(color, sq) & us.bia;
                        acc.add(features::KHUN_SHELTER, s * shelter.count_ones() as i32);
                    }
                }
                if role != Role::Bia && role != Role::Khun && targets & enemy_zone != 0 {
                    acc.add(features::KHUN_ATTACKER + role.index(), s);
                }
            }
        }
        attacks_by[color.index()] = all_attacks;
    }
    for color in [Color::White, Color::Black] {
        let us = &sides[color.index()];
        let them = &sides[color.other().index()];
        let s = sign(color);
        let khun = pos.pieces(color, Role::Khun).0;
        let pieces = us.pieces & !us.bia & !khun;
        let by_bia = (pieces & them.bia_attacks).count_ones() as i32;
        acc.add(features::THREAT_BY_BIA, s * by_bia);
        let hanging =
            (us.pieces & !khun & attacks_by[color.other().index()] & !attacks_by[color.index()])
                .count_ones() as i32;
        acc.add(features::HANGING, s * hanging);
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

fn bia_structure<A: Accumulator>(color: Color, sq: usize, us: &Side, them: &Side, acc: &mut A) {
    let s = sign(color);
    if attacks::FORWARD_SPAN[color.index()][sq] & us.bia != 0 {
        acc.add(features::BIA_DOUBLED, s);
    }
    if adjacent_files(sq) & us.bia == 0 {
        acc.add(features::BIA_ISOLATED, s);
    }
    if attacks::BIA[color.other().index()][sq] & us.bia != 0 {
        acc.add(features::BIA_SUPPORTED, s);
    }
    let rank_mask = 0xffu64 << (sq / 8 * 8);
    if adjacent_files(sq) & rank_mask & us.bia != 0 {
        acc.add(features::BIA_PHALANX, s);
    }
    if attacks::PASSED_SPAN[color.index()][sq] & them.bia == 0 {
        acc.add(features::BIA_PASSED + relative(color, sq) / 8, s);
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
    /// A mate exists but is hard to force in time: a lone khon, or ma and one met.
    Hard,
    /// A mate can be forced: any ruea, khon with another piece, ma with two mets, three mets of
    /// both colours.
    Forced,
}

fn mating_material(pos: &Position, color: Color) -> Mating {
    let count = |role| pos.pieces(color, role).0.count_ones();
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
    if count(Role::Ruea) > 0
        || (khon > 0 && khon + ma + mets >= 2)
        || (ma > 0 && mets >= 2)
        || (mets >= 3 && both_colours)
    {
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
        Mating::Hard => return 40,
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
    let base = match mating_material(pos, strong) {
        Mating::Impossible => return 0,
        Mating::Hard => 100,
        Mating::Forced => 400,
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
    base + edge_weight * (3 - edge)
        + confinement
        + 15 * (7 - square_distance(strong_khun, weak_khun))
        + 6 * closeness
        + 20 * (8 - flight)
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
    /// Mop-up bonus for driving a bare khun, White's point of view.
    pub bonus: i32,
    /// Draw damping numerator (the score is multiplied by `damping / DAMPING_DEN`): the end of a
    /// running count, and long stretches without a capture or bia move (so a winning side makes
    /// progress instead of shuffling).
    pub damping: i32,
}

/// Denominator of [`Terms::damping`].
pub const DAMPING_DEN: i32 = 1024;

impl Terms {
    /// Computes the terms of `pos`.
    pub fn of(pos: &Position) -> Terms {
        // Against a bare khun nothing is damped: every ply of a line would cost the mating side as
        // much as a step of progress, so the search would prefer short lines to mating ones (it sees
        // the count run out by itself). Otherwise only the last plies of a count pull the score
        // toward a draw, and long stretches without a capture or bia move pull it a little.
        let bare_khun = pos.by_color(Color::White).0.count_ones() == 1
            || pos.by_color(Color::Black).0.count_ones() == 1;
        let count = match counting_possible(pos).then(|| pos.counting()).flatten() {
            Some(counting) if !bare_khun => {
                counting.limit.saturating_sub(counting.ply).min(24) as i32 + 8
            }
            _ => 32,
        };
        let idle = if bare_khun {
            0
        } else {
            pos.halfmove_clock().min(128) as i32
        };
        Terms {
            phase: phase(pos),
            scale_white: scale_factor(pos, Color::White),
            scale_black: scale_factor(pos, Color::Black),
            bonus: mop_up(pos, Color::White) - mop_up(pos, Color::Black),
            damping: count * (256 - idle) / 8,
        }
    }

    /// The final White-relative score from the middlegame and endgame weight sums.
    pub fn combine(&self, mg: i32, eg: i32) -> i32 {
        let tapered = (mg * self.phase + eg * (PHASE_MAX - self.phase)) / PHASE_MAX;
        let scale = if tapered >= 0 {
            self.scale_white
        } else {
            self.scale_black
        };
        (tapered * scale / SCALE_MAX + self.bonus) * self.damping / DAMPING_DEN
    }
}

/// Whether a count can be running: never while unpromoted bia remain, except in Cambodian rules where
/// board's honour may start when the weaker side has at most three pieces.
pub fn counting_possible(pos: &Position) -> bool {
    let bia = pos.pieces(Color::White, Role::Bia).0 | pos.pieces(Color::Black, Role::Bia).0;
    bia == 0
        || pos.by_color(Color::White).0.count_ones() <= 3
        || pos.by_color(Color::Black).0.count_ones() <= 3
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
    fn lone_met_or_ma_cannot_win() {
        assert!(evaluate(&pos("4k3/8/8/8/8/8/3M4/4K3 w - - 0 1")).abs() < 60);
        assert!(evaluate(&pos("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1")).abs() < 60);
        assert!(evaluate(&pos("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1")) > 200);
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
