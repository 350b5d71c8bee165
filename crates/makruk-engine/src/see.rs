//! Static exchange evaluation: the material balance of the capture sequence on one square.

use crate::attacks::{self, squares};
use makruk_core::{Color, Move, Position, Role};

/// Exchange values by role index (Bia, Ma, Khon, Met, Ruea, Khun).
pub const SEE_VALUES: [i32; 6] = [100, 340, 320, 210, 560, 20_000];

/// Roles from the least to the most valuable: the order in which the exchange brings in attackers.
const CHEAPEST_FIRST: [Role; 6] = [
    Role::Bia,
    Role::Met,
    Role::Khon,
    Role::Ma,
    Role::Ruea,
    Role::Khun,
];

fn attackers_to(pos: &Position, sq: usize, occupied: u64) -> u64 {
    let both = |role| pos.pieces(Color::White, role).0 | pos.pieces(Color::Black, role).0;
    let white_bia = pos.pieces(Color::White, Role::Bia).0;
    let black_bia = pos.pieces(Color::Black, Role::Bia).0;
    let white_khon = pos.pieces(Color::White, Role::Khon).0;
    let black_khon = pos.pieces(Color::Black, Role::Khon).0;
    let attackers = (attacks::BIA[1][sq] & white_bia)
        | (attacks::BIA[0][sq] & black_bia)
        | (attacks::KHON[1][sq] & white_khon)
        | (attacks::KHON[0][sq] & black_khon)
        | (attacks::MA[sq] & both(Role::Ma))
        | (attacks::MET[sq] & both(Role::Met))
        | (attacks::KHUN[sq] & both(Role::Khun))
        | (attacks::ruea(sq, occupied) & both(Role::Ruea));
    attackers & occupied
}

/// The role `m` captures, if any: an enemy piece on its target square (a Sut Met or Sut Ma move
/// lands on the side's own bia, which steps forward: no capture).
pub(crate) fn victim(pos: &Position, m: Move) -> Option<Role> {
    pos.piece_at(m.to)
        .filter(|p| p.color != pos.turn())
        .map(|p| p.role)
}

fn role_on(pos: &Position, sq: usize) -> Option<Role> {
    Role::ALL.into_iter().find(|&role| {
        (pos.pieces(Color::White, role).0 | pos.pieces(Color::Black, role).0) >> sq & 1 != 0
    })
}

/// The material the side to move wins (negative: loses) by playing `m` and then both sides capturing
/// on the target square with their least valuable piece while it pays. Pins are ignored.
pub fn see(pos: &Position, m: Move) -> i32 {
    let from = m.from.index();
    let to = m.to.index();
    let Some(mut attacker) = role_on(pos, from) else {
        return 0;
    };
    let mut gains = [0i32; 32];
    gains[0] = victim(pos, m).map_or(0, |r| SEE_VALUES[r.index()]);
    if let Some(promotion) = m.promotion {
        gains[0] += SEE_VALUES[promotion.index()] - SEE_VALUES[Role::Bia.index()];
        attacker = promotion;
    }
    let mut occupied = pos.occupied().0 & !(1u64 << from);
    let mut side = pos.turn().other();
    let mut depth: usize = 0;
    loop {
        let attackers = attackers_to(pos, to, occupied) & pos.by_color(side).0;
        let Some((role, sq)) = CHEAPEST_FIRST.into_iter().find_map(|role| {
            let candidates = attackers & pos.pieces(side, role).0;
            squares(candidates).next().map(|sq| (role, sq))
        }) else {
            break;
        };
        if attacker == Role::Khun {
            // The khun that just captured would be taken: its capture was illegal and never happens.
            depth = depth.saturating_sub(1);
            break;
        }
        depth += 1;
        if depth >= gains.len() {
            depth -= 1;
            break;
        }
        gains[depth] = SEE_VALUES[attacker.index()] - gains[depth - 1];
        attacker = role;
        occupied &= !(1u64 << sq);
        side = side.other();
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

/// Whether `pos` is quiet: not in check and without a capture or promotion that wins material.
/// The tuner learns from quiet positions only.
pub fn is_quiet(pos: &Position) -> bool {
    if pos.is_check() {
        return false;
    }
    pos.legal_moves().iter().all(|&m| {
        let tactical = m.promotion.is_some() || victim(pos, m).is_some();
        !tactical || see(pos, m) <= 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let m = pos.parse_uci_move(uci).expect("legal move");
        see(&pos, m)
    }

    #[test]
    fn free_piece_wins_its_value() {
        assert_eq!(see_of("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", "d1d5"), 340);
    }

    #[test]
    fn defended_bia_costs_the_ruea() {
        assert_eq!(
            see_of("4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"),
            100 - 560
        );
    }

    #[test]
    fn bia_takes_defended_ma() {
        assert_eq!(
            see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            340 - 100
        );
    }

    #[test]
    fn cheapest_defender_recaptures_first() {
        // The met recaptures before the ma: R×p, M×R, P×M, N×P.
        assert_eq!(
            see_of("4k3/8/1nm5/3p4/4P3/8/8/3RK3 w - - 0 1", "d1d5"),
            100 - 560 + 210 - 100
        );
    }

    #[test]
    fn xray_ruea_behind_ruea_counts() {
        assert_eq!(see_of("3rk3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 340);
    }
}
