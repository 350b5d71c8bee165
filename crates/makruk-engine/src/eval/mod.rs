//! Static evaluation for Makruk: a linear sum of tapered weights over features (`linear.rs`), then
//! the endgame knowledge that is not linear (`endgame.rs`): the endgame complexity, an endgame lead
//! scaled by the bia left to the side ahead, drawish-material scaling, driving a bare khun to the
//! edge (where pieces force its mate, only the material of the sum counts beside that), and the
//! counting rule pulling scores toward a draw as the count runs out.
//!
//! The features follow Stockfish's classical evaluation as Fairy-Stockfish applies it to Makruk
//! (material, piece-square tables, mobility, bia structure, ruea files, the bia shelter and storm
//! around the khun, khun danger from attackers, checks and weak squares, threats by attacker and
//! victim); the weights are fitted by the tuner (`tune`, `scripts/tune-weights.sh`) to
//! Fairy-Stockfish's static evaluation of positions from recorded games and to those games'
//! results.

mod endgame;
pub mod features;
mod khun_safety;
mod linear;
mod maps;
mod threats;

pub use endgame::{counting_possible, scale_factor, Terms, DAMPING_DEN, SCALE_MAX};
pub(crate) use endgame::{plies_left_by_move_rule, plies_left_by_rule};
pub use linear::{accumulate, Accumulator, WeightSum};

use crate::network;
use crate::weights::WEIGHTS;
use makruk_core::{Color, Position, Role};

const _: () = assert!(features::COUNT == crate::weights::COUNT);

/// Game phase of the full starting material; 0 is a bare-khun ending.
pub const PHASE_MAX: i32 = 34;
/// Bonus for the side to move.
pub const TEMPO: i32 = 12;

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

/// The square of `color`'s khun, if it has one.
fn khun_of(pos: &Position, color: Color) -> Option<usize> {
    let khun = pos.pieces(color, Role::Khun).0;
    (khun != 0).then(|| khun.trailing_zeros() as usize)
}

/// King-move distance between two squares.
fn square_distance(a: usize, b: usize) -> i32 {
    let df = ((a % 8) as i32 - (b % 8) as i32).abs();
    let dr = ((a / 8) as i32 - (b / 8) as i32).abs();
    df.max(dr)
}

/// The weight table the evaluation uses, `(middlegame, endgame)` per feature.
pub fn weights() -> &'static [(i16, i16)] {
    &WEIGHTS
}

/// Passes on only the material features.
struct MaterialOnly<'a, A: Accumulator>(&'a mut A);

impl<A: Accumulator> Accumulator for MaterialOnly<'_, A> {
    fn add(&mut self, feature: usize, count: i32) {
        if feature < features::PST {
            self.0.add(feature, count);
        }
    }
}

/// Reports to `acc` the features the evaluation counts in `pos`, whose terms are `terms`: all of
/// them, or only the material where [`Terms::material_only`].
pub fn accumulate_counted<A: Accumulator>(pos: &Position, terms: &Terms, acc: &mut A) {
    if terms.material_only {
        accumulate(pos, &mut MaterialOnly(acc));
    } else {
        accumulate(pos, acc);
    }
}

/// The evaluation in centipawns from the side to move's point of view: where the network applies,
/// its evaluation ([`crate::network`]) or the classical evaluation plus its correction, as the
/// network file says; elsewhere the classical evaluation.
pub fn evaluate(pos: &Position) -> i32 {
    if network_applies(pos) {
        with_network(pos, network::evaluate(pos))
    } else {
        classical(pos)
    }
}

/// The evaluation of `pos`, where the network applies, from the network's `output`. In a variant
/// with a move rule it shrinks as the moves without a capture or bia move add up, to half at the
/// rule's end, so that the side ahead makes progress rather than let the rule draw the game.
pub(crate) fn with_network(pos: &Position, output: i32) -> i32 {
    let eval = if network::CORRECTION {
        classical(pos) + output
    } else {
        output
    };
    let moves = pos.variant().rules().move_rule as i32;
    if moves == 0 {
        return eval;
    }
    let clock = (pos.halfmove_clock() as i32).min(2 * moves);
    eval - eval * clock / (4 * moves)
}

/// Whether the network evaluates `pos`: in a variant it learned, once the set-up is over, while
/// bia remain, no count runs and neither khun is bare (the positions it learned from).
pub fn network_applies(pos: &Position) -> bool {
    network_may_apply(pos)
        && !pos.is_setup_phase()
        && pos.by_color(Color::White).0.count_ones() > 1
        && pos.by_color(Color::Black).0.count_ones() > 1
        && pos.counting().is_none()
}

/// Whether the network may evaluate `pos` or a position after it: in a variant it learned while
/// bia remain (no move brings one back).
pub fn network_may_apply(pos: &Position) -> bool {
    network::evaluates(pos.variant()) && pos.by_role(Role::Bia).any()
}

/// The classical evaluation: the weighted features and the endgame knowledge, in centipawns from
/// the side to move's point of view.
pub fn classical(pos: &Position) -> i32 {
    let terms = Terms::of(pos);
    let mut sum = WeightSum::default();
    accumulate_counted(pos, &terms, &mut sum);
    let white = terms.combine(sum.mg, sum.eg);
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

    /// The Makruk position of `fen`.
    pub(super) fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Makruk, fen).expect("valid test FEN")
    }

    #[test]
    fn start_position_is_balanced() {
        let start = Position::startpos(Variant::Makruk);
        assert_eq!(classical(&start), TEMPO);
        assert!(network_applies(&start));
        assert!(evaluate(&start).abs() < 50, "{}", evaluate(&start));
    }

    #[test]
    fn the_network_evaluation_shrinks_as_the_move_rule_nears() {
        // Sittuyin after its set-up, White a ruea up; Makruk has no move rule.
        let board = "3k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[]";
        let sittuyin = |clock: u32| {
            let fen = format!("{board} w - - {clock} 60");
            Position::from_fen(Variant::Sittuyin, &fen).expect("valid FEN")
        };
        let (fresh, late, last) = (sittuyin(0), sittuyin(60), sittuyin(99));
        assert!(network_applies(&fresh));
        let (fresh, late, last) = (evaluate(&fresh), evaluate(&late), evaluate(&last));
        assert!(fresh > 200, "{fresh}");
        assert!(
            fresh > late && late > last && last > fresh / 2 - 2,
            "{fresh} {late} {last}"
        );
        let makruk = "r2k3r/3m4/2ns1sn1/pppppppp/8/PPPPPPPP/8/R1NSKSNR";
        let early = pos(&format!("{makruk} w - - 0 20"));
        assert_eq!(
            evaluate(&early),
            evaluate(&pos(&format!("{makruk} w - - 99 70")))
        );
    }

    #[test]
    fn the_network_corrects_only_positions_like_those_it_learned() {
        assert!(!network_applies(&pos("8/8/8/3k4/8/8/8/4K2R w - - 0 1")));
        assert!(!network_applies(&pos("8/8/8/3k4/8/3P4/8/4K2R w - - 0 1")));
        assert!(!network_applies(&pos("3rk3/8/8/8/8/8/3R4/4K3 w - - 0 1")));
        assert!(network_applies(&pos("3rk3/3p4/8/8/8/8/3R4/4K3 w - - 0 1")));
        let ouk = Position::startpos(Variant::Cambodian);
        assert!(network_applies(&ouk));
        let sittuyin = Position::startpos(Variant::Sittuyin);
        assert!(!network_applies(&sittuyin));
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
}
