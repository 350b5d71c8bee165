//! Piece kinds and pieces.

use crate::Color;
use core::fmt;

/// A kind of piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Bia (cowrie shell, pawn): one step forward, captures one step diagonally forward.
    Bia = 0,
    /// Ma (horse, knight): the chess knight's leap.
    Ma = 1,
    /// Khon (nobleman): one step diagonally or one step straight forward.
    Khon = 2,
    /// Met (seed, counsellor): one step diagonally. Promoted bia move like a met.
    Met = 3,
    /// Ruea (boat, rook): any distance orthogonally.
    Ruea = 4,
    /// Khun (lord, king): one step in any direction.
    Khun = 5,
}

impl Role {
    /// All roles in index order.
    pub const ALL: [Role; 6] = [
        Role::Bia,
        Role::Ma,
        Role::Khon,
        Role::Met,
        Role::Ruea,
        Role::Khun,
    ];

    /// 0..=5 in the order Bia, Ma, Khon, Met, Ruea, Khun.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case FEN letter: `p n s m r k`.
    pub const fn char(self) -> char {
        match self {
            Role::Bia => 'p',
            Role::Ma => 'n',
            Role::Khon => 's',
            Role::Met => 'm',
            Role::Ruea => 'r',
            Role::Khun => 'k',
        }
    }

    /// The lower-case letter chess notation uses (ASEAN, SchemingMind, PlayOK): `p n b q r k`.
    pub const fn chess_char(self) -> char {
        match self {
            Role::Khon => 'b',
            Role::Met => 'q',
            other => other.char(),
        }
    }

    /// Reads a FEN letter of either case: our letters (`p n s m r k`), the
    /// chess aliases `q` (met) and `b` (khon), and Sittuyin's `f` (its general moves as the met).
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Bia,
            'n' => Role::Ma,
            's' | 'b' => Role::Khon,
            'm' | 'q' | 'f' => Role::Met,
            'r' => Role::Ruea,
            'k' => Role::Khun,
            _ => return None,
        })
    }

    /// The Thai name in Latin letters (`bia`, `ma`, `khon`, `met`, `ruea`, `khun`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Bia => "bia",
            Role::Ma => "ma",
            Role::Khon => "khon",
            Role::Met => "met",
            Role::Ruea => "ruea",
            Role::Khun => "khun",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of a colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// Which kind.
    pub role: Role,
}

impl Piece {
    /// Makes a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White.
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// Reads a FEN letter (see [`Role::from_char`]); the case gives the colour.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for role in Role::ALL {
            assert_eq!(Role::from_char(role.char()), Some(role));
            assert_eq!(Role::from_char(role.chess_char()), Some(role));
        }
        assert_eq!(
            Piece::from_char('M'),
            Some(Piece::new(Color::White, Role::Met))
        );
        assert_eq!(
            Piece::from_char('q'),
            Some(Piece::new(Color::Black, Role::Met))
        );
        assert_eq!(Piece::new(Color::White, Role::Khon).char(), 'S');
        assert_eq!(Role::from_char('x'), None);
    }
}
