//! Threats: enemy pieces a side attacks, by attacker and victim, pieces left hanging, squares fought
//! over, and what the bia attack now or after a push.

use super::features;
use super::maps::{bia_attacks, forward, AttackMaps};
use super::Accumulator;
use crate::attacks::squares;
use makruk_core::{Color, Position, Role, Square};

/// Reports `us`'s threats against the other side to `acc` with sign `s`.
pub(super) fn accumulate<A: Accumulator>(
    pos: &Position,
    maps: &AttackMaps,
    us: Color,
    s: i32,
    acc: &mut A,
) {
    let them = us.other();
    let (u, t) = (us.index(), them.index());
    let their_bia = pos.pieces(them, Role::Bia).0;
    let their_khun = pos.pieces(them, Role::Khun).0;
    let pieces = pos.by_color(them).0 & !their_khun;
    let non_bia = pieces & !their_bia;
    let strongly_protected = maps.of_role(them, Role::Bia) | (maps.twice[t] & !maps.twice[u]);
    let defended = non_bia & strongly_protected;
    let weak = pieces & !strongly_protected & maps.all[u];
    let minor_attacks =
        maps.of_role(us, Role::Ma) | maps.of_role(us, Role::Khon) | maps.of_role(us, Role::Met);
    for sq in squares((defended | weak) & minor_attacks) {
        acc.add(features::THREAT_BY_MINOR + victim(pos, sq), s);
    }
    for sq in squares(weak & maps.of_role(us, Role::Ruea)) {
        acc.add(features::THREAT_BY_RUEA + victim(pos, sq), s);
    }
    if weak & maps.of_role(us, Role::Khun) != 0 {
        acc.add(features::THREAT_BY_KHUN, s);
    }
    let hanging = weak & (!maps.all[t] | (non_bia & maps.twice[u]));
    acc.add(features::HANGING, s * hanging.count_ones() as i32);
    let restricted = maps.all[t] & !strongly_protected & maps.all[u];
    acc.add(features::RESTRICTED, s * restricted.count_ones() as i32);
    let safe = !maps.all[t] | maps.all[u];
    let our_bia = pos.pieces(us, Role::Bia).0;
    let by_safe_bia = bia_attacks(us, our_bia & safe) & non_bia;
    acc.add(features::THREAT_BY_BIA, s * by_safe_bia.count_ones() as i32);
    let pushes = forward(us, our_bia) & !pos.occupied().0 & !maps.of_role(them, Role::Bia) & safe;
    let by_push = bia_attacks(us, pushes) & non_bia;
    acc.add(
        features::THREAT_BY_BIA_PUSH,
        s * by_push.count_ones() as i32,
    );
}

/// The role index of the piece on `sq` (promoted bia count as bia).
fn victim(pos: &Position, sq: usize) -> usize {
    let square = Square::ALL[sq & 63];
    match pos.piece_at(square) {
        Some(piece) if piece.role == Role::Met && pos.is_promoted(square) => Role::Bia.index(),
        Some(piece) => piece.role.index(),
        None => Role::Bia.index(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    /// Counts, per feature, what `us`'s threats report.
    #[derive(Default)]
    struct Counts(std::collections::HashMap<usize, i32>);

    impl Accumulator for Counts {
        fn add(&mut self, feature: usize, count: i32) {
            *self.0.entry(feature).or_default() += count;
        }
    }

    fn threats_of(fen: &str, us: Color) -> Counts {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid test FEN");
        let mut counts = Counts::default();
        accumulate(&pos, &AttackMaps::of(&pos), us, 1, &mut counts);
        counts
    }

    #[test]
    fn a_safe_bia_attacking_a_ma_is_a_threat() {
        let counts = threats_of("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(counts.0.get(&features::THREAT_BY_BIA), Some(&1));
        assert_eq!(counts.0.get(&features::HANGING), Some(&1));
        let quiet = threats_of("4k3/8/8/8/4P3/8/8/n3K3 w - - 0 1", Color::White);
        assert_eq!(quiet.0.get(&features::THREAT_BY_BIA), Some(&0));
    }

    #[test]
    fn a_ruea_attacking_a_defended_ma_is_no_threat() {
        let defended = threats_of("4k3/8/2p5/1n6/8/8/8/1R2K3 w - - 0 1", Color::White);
        let ruea_threats = |c: &Counts| {
            (0..5)
                .map(|v| {
                    c.0.get(&(features::THREAT_BY_RUEA + v))
                        .copied()
                        .unwrap_or(0)
                })
                .sum::<i32>()
        };
        assert_eq!(ruea_threats(&defended), 0);
        let loose = threats_of("4k3/8/8/1n6/8/8/8/1R2K3 w - - 0 1", Color::White);
        assert_eq!(
            loose.0.get(&(features::THREAT_BY_RUEA + Role::Ma.index())),
            Some(&1)
        );
    }
}
