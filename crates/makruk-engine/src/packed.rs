//! Moves packed into 16 bits for the transposition table.

use makruk_core::{Move, MoveKind, Role, Square};

/// A move in 16 bits: from (6), to (6), promotion role (3; 0 = none). Never zero for a real move.
/// Sittuyin's moves: a drop is stored with from = to and the dropped role in the promotion bits (no
/// piece move has from = to), its promotion to the general with the code 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedMove(u16);

fn role_code(role: Role) -> u16 {
    match role {
        Role::Bia => 1,
        Role::Ma => 2,
        Role::Khon => 3,
        Role::Met => 4,
        Role::Ruea => 5,
        Role::Khun => 6,
    }
}

fn role_from_code(code: u16) -> Option<Role> {
    match code {
        1 => Some(Role::Bia),
        2 => Some(Role::Ma),
        3 => Some(Role::Khon),
        4 => Some(Role::Met),
        5 => Some(Role::Ruea),
        6 => Some(Role::Khun),
        _ => None,
    }
}

/// The promotion code of Sittuyin's promotion (to the general, on the spot or diagonally).
const SITTUYIN_PROMOTION: u16 = 7;

fn square_index(sq: Square) -> u16 {
    u16::from(sq.rank()) * 8 + u16::from(sq.file())
}

impl PackedMove {
    /// Packs a move.
    pub fn new(m: Move) -> PackedMove {
        let promotion = match m.kind {
            MoveKind::Normal => m.promotion.map_or(0, role_code),
            MoveKind::Drop(role) => role_code(role),
            MoveKind::SittuyinPromotion => SITTUYIN_PROMOTION,
        };
        PackedMove(square_index(m.from) | square_index(m.to) << 6 | promotion << 12 | 1 << 15)
    }

    /// The raw bits (never zero).
    pub fn bits(self) -> u16 {
        self.0
    }

    /// Rebuilds a packed move from raw bits; zero means "no move".
    pub fn from_bits(bits: u16) -> Option<PackedMove> {
        (bits != 0).then_some(PackedMove(bits))
    }

    /// Unpacks the move (it still has to be checked for legality in the position it is used in).
    pub fn unpack(self) -> Move {
        let square = |index: u16| Square::new((index % 8) as u8, (index / 8) as u8);
        let (from, to, code) = (
            square(self.0 & 63),
            square(self.0 >> 6 & 63),
            self.0 >> 12 & 7,
        );
        match role_from_code(code) {
            _ if code == SITTUYIN_PROMOTION => Move::sittuyin_promotion(from, to),
            Some(role) if from == to => Move::drop(role, to),
            promotion => Move {
                from,
                to,
                promotion,
                kind: MoveKind::Normal,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_square_pair_and_promotion() {
        let roles = [
            None,
            Some(Role::Met),
            Some(Role::Ruea),
            Some(Role::Ma),
            Some(Role::Khon),
        ];
        for from in 0..64u8 {
            for to in 0..64u8 {
                for promotion in roles {
                    if from == to {
                        continue;
                    }
                    let m = Move {
                        from: Square::new(from % 8, from / 8),
                        to: Square::new(to % 8, to / 8),
                        promotion,
                        kind: MoveKind::Normal,
                    };
                    let packed = PackedMove::new(m);
                    assert_ne!(packed.bits(), 0);
                    assert_eq!(PackedMove::from_bits(packed.bits()), Some(packed));
                    assert_eq!(packed.unpack(), m);
                }
            }
        }
        assert_eq!(PackedMove::from_bits(0), None);
    }

    #[test]
    fn round_trips_drops_and_sittuyin_promotions() {
        let sq = |name| Square::from_name(name).unwrap();
        for m in [
            Move::drop(Role::Ruea, sq("a1")),
            Move::drop(Role::Khun, sq("h3")),
            Move::drop(Role::Met, sq("e2")),
            Move::sittuyin_promotion(sq("d5"), sq("d5")),
            Move::sittuyin_promotion(sq("d5"), sq("e6")),
        ] {
            assert_eq!(PackedMove::new(m).unpack(), m);
        }
    }
}
