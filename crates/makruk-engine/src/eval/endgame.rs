//! Endgame knowledge around the linear sum: what material can mate a bare khun (scale factors and
//! the mop-up bonus that drives the khun to a mating corner), the endgame lead scaled by the bia
//! of the side ahead, the endgame complexity, and the damping toward a draw at the end of a count
//! or of the move rule.

use super::{features, khun_of, phase, square_distance, PHASE_MAX};
use crate::attacks::{self, squares};
use crate::weights::WEIGHTS;
use makruk_core::{Color, Position, Role};

/// Score denominator of the endgame scale factor.
pub const SCALE_MAX: i32 = 64;

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
    /// A bare khun against pieces (no bia) that force mate: only the material of the weight sum
    /// counts, the mop-up bonus steers the mate, so the mate within the count does not hang on the
    /// fitted piece-square tables.
    pub material_only: bool,
    /// Draw damping numerator (the score is multiplied by `damping / DAMPING_DEN`): the end of a
    /// running count or of the move rule.
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
        // the count run out by itself). Otherwise only the last plies of a count or of the move rule
        // pull the score toward a draw.
        let bare_khun = pos.by_color(Color::White).0.count_ones() == 1
            || pos.by_color(Color::Black).0.count_ones() == 1;
        let count = match plies_left_by_rule(pos) {
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
            material_only: bare_khun
                && [Color::White, Color::Black].into_iter().any(|strong| {
                    pos.by_color(strong.other()).0.count_ones() == 1
                        && pos.pieces(strong, Role::Bia).0 == 0
                        && matches!(mating_material(pos, strong), Mating::Forced)
                }),
            damping: count,
            complexity: complexity(pos),
        }
    }

    /// Whether the endgame knowledge leaves the tapered weight sum alone (no scale factor, no mop-up
    /// bonus; only the damping at the end of a count or of the move rule applies).
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

/// Plies left before a rule draws the game, if one is on: the count (where it can run) or the
/// variant's move rule, whichever ends first. The evaluation's damping reads it.
pub(crate) fn plies_left_by_rule(pos: &Position) -> Option<u32> {
    let count = pos
        .counting()
        .filter(|_| counting_possible(pos))
        .map(|c| c.limit.saturating_sub(c.ply));
    let move_rule = plies_left_by_move_rule(pos);
    match (count, move_rule) {
        (Some(count), Some(move_rule)) => Some(count.min(move_rule)),
        (count, move_rule) => count.or(move_rule),
    }
}

/// Plies left before the variant's move rule (Sittuyin's 50 moves without a capture or bia move)
/// draws the game, if the variant has one.
pub(crate) fn plies_left_by_move_rule(pos: &Position) -> Option<u32> {
    let moves = pos.variant().rules().move_rule;
    (moves != 0).then(|| (2 * moves).saturating_sub(pos.halfmove_clock()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;
    use crate::eval::tests::pos;
    use makruk_core::Square;

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
    fn only_material_and_the_mop_up_count_against_a_bare_khun() {
        let material_only = |fen| Terms::of(&pos(fen)).material_only;
        assert!(material_only("8/8/2k5/8/R7/8/8/4K3 w - - 0 1"));
        assert!(material_only("8/8/2K5/8/r7/8/8/4k3 b - - 0 1"));
        // A bia to promote, a defender with a piece, material that cannot force mate: the weights
        // still place the pieces.
        assert!(!material_only("8/8/2k5/8/R7/1P6/8/4K3 w - - 0 1"));
        assert!(!material_only("8/8/2k5/3n4/R7/8/8/4K3 w - - 0 1"));
        assert!(!material_only("8/8/2k5/8/N7/8/3N4/4K3 w - - 0 1"));
        // The ruea's square moves the evaluation only through the mop-up: the same box, the same
        // distances, the same score.
        let near = evaluate(&pos("8/8/8/3k4/8/8/8/4K2R w - - 0 1"));
        let far = evaluate(&pos("7R/8/8/3k4/8/8/8/4K3 w - - 0 1"));
        assert_eq!(near, far);
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
