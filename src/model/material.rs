//! Material: what the pieces on the board are worth, for the material lead beside the board and
//! to tell the stronger side from the weaker.
use makruk_core::{Color, Position, Role};

/// The roles that count as material (the khun does not).
pub const ROLES: [Role; 5] = [Role::Bia, Role::Met, Role::Khon, Role::Ma, Role::Ruea];

/// Value of a role for the material balance (a promoted bia counts as a met).
pub fn value(role: Role) -> i32 {
    match role {
        Role::Bia => 1,
        Role::Met => 2,
        Role::Khon | Role::Ma => 3,
        Role::Ruea => 5,
        Role::Khun => 0,
    }
}

/// The material `color` has on the board of `pos` and in hand.
pub fn points(pos: &Position, color: Color) -> i32 {
    ROLES
        .into_iter()
        .map(|role| {
            let count = pos.pieces(color, role).count() + u32::from(pos.in_hand(color, role));
            value(role) * count as i32
        })
        .sum()
}

/// Whether `color` has more material than the other side in `pos`.
pub fn is_stronger(pos: &Position, color: Color) -> bool {
    points(pos, color) > points(pos, color.other())
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    #[test]
    fn khun_ruea_and_met_are_stronger_than_khun_and_khon() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/3s4/8/8/8/8/R7/3MK3 w - - 0 1")
            .expect("valid FEN");
        assert_eq!(
            (points(&pos, Color::White), points(&pos, Color::Black)),
            (7, 3)
        );
        assert!(is_stronger(&pos, Color::White));
        assert!(!is_stronger(&pos, Color::Black));
    }
}
