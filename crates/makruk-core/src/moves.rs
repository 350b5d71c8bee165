//! Moves and fixed-capacity move lists.

use crate::{Role, Square, UciMoveError};
use core::fmt;
use core::mem::MaybeUninit;
use core::ops::{Deref, DerefMut};

/// A move: from, to, the promotion piece if a bia promotes, and what kind of move it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Start square (a drop's target square).
    pub from: Square,
    /// Target square.
    pub to: Square,
    /// What the bia becomes (Met in Makruk; R, N, B (khon) or Q (met) in ASEAN; Sittuyin's general).
    pub promotion: Option<Role>,
    /// A piece move, a drop from the hand or Sittuyin's promotion.
    pub kind: MoveKind,
}

/// What a [`Move`] does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum MoveKind {
    /// A piece goes from `from` to `to`; a bia may promote on arrival (`promotion`).
    #[default]
    Normal,
    /// A piece of this kind comes from the hand onto `to` (`from` is `to`): Sittuyin's set-up.
    Drop(Role),
    /// Sittuyin: the bia on `from` becomes the `promotion` piece (the general) on `to`, its own
    /// square or an empty diagonal neighbour.
    SittuyinPromotion,
}

impl Move {
    /// A move without promotion.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            kind: MoveKind::Normal,
        }
    }

    /// A promotion move.
    #[inline]
    pub const fn with_promotion(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            promotion: Some(role),
            kind: MoveKind::Normal,
        }
    }

    /// A drop of a piece of kind `role` from the hand onto `to`.
    #[inline]
    pub const fn drop(role: Role, to: Square) -> Move {
        Move {
            from: to,
            to,
            promotion: None,
            kind: MoveKind::Drop(role),
        }
    }

    /// Sittuyin's promotion of the bia on `from` to a general on `to`.
    #[inline]
    pub const fn sittuyin_promotion(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: Some(Role::Met),
            kind: MoveKind::SittuyinPromotion,
        }
    }

    /// The kind of piece dropped, if this is a drop.
    #[inline]
    pub const fn dropped(self) -> Option<Role> {
        match self.kind {
            MoveKind::Drop(role) => Some(role),
            _ => None,
        }
    }
}

/// Reads the UCI form without a position (`e3e4`, `d5d6m`; the promotion letter may be any
/// FEN letter of a piece a bia may become, `q` and `b` included; Sittuyin's drops `R@a1` and
/// promotions `d5d5f`, `d5e6f`). Whether the move is legal is for the position to say
/// ([`crate::Position::parse_uci_move`] reads and checks in one step).
impl core::str::FromStr for Move {
    type Err = UciMoveError;

    fn from_str(s: &str) -> Result<Move, UciMoveError> {
        let s = s.trim();
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(UciMoveError::Syntax);
        }
        if let Some(target) = s.strip_prefix(|c: char| c.is_ascii_alphabetic()) {
            if let Some(square) = target.strip_prefix('@') {
                let role = s[..1]
                    .chars()
                    .next()
                    .and_then(Role::from_char)
                    .ok_or(UciMoveError::Syntax)?;
                let to = Square::from_name(square).ok_or(UciMoveError::Syntax)?;
                if role == Role::Bia {
                    return Err(UciMoveError::Syntax);
                }
                return Ok(Move::drop(role, to));
            }
        }
        let from = Square::from_name(&s[0..2]).ok_or(UciMoveError::Syntax)?;
        let to = Square::from_name(&s[2..4]).ok_or(UciMoveError::Syntax)?;
        let promotion = match s[4..].chars().next() {
            None => None,
            Some('f') => return Ok(Move::sittuyin_promotion(from, to)),
            Some(c) => {
                let role = Role::from_char(c).ok_or(UciMoveError::Syntax)?;
                if matches!(role, Role::Bia | Role::Khun) {
                    return Err(UciMoveError::Syntax);
                }
                Some(role)
            }
        };
        Ok(Move {
            from,
            to,
            promotion,
            kind: MoveKind::Normal,
        })
    }
}

/// The UCI form as Fairy-Stockfish writes it: `e3e4`, `d5d6m`; promotions on
/// the last rank (ASEAN) use chess letters: `a7a8q`, `a7a8r`, `a7a8n`, `a7a8b`; Sittuyin's
/// drops `R@a1`, `F@e2` (upper case for both sides) and promotions `d5d5f`, `d5e6f`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveKind::Drop(role) => {
                let letter = crate::Variant::Sittuyin.rules().letter(role);
                return write!(f, "{}@{}", letter.to_ascii_uppercase(), self.to);
            }
            MoveKind::SittuyinPromotion => return write!(f, "{}{}f", self.from, self.to),
            MoveKind::Normal => {}
        }
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            let last_rank = self.to.rank() == 0 || self.to.rank() == 7;
            let c = if last_rank {
                role.chess_char()
            } else {
                role.char()
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Upper bound on legal moves in any reachable position of the family (the
/// richest ASEAN positions with many promoted rueas stay well below it).
pub const MAX_MOVES: usize = 256;

/// A list of at most [`MAX_MOVES`] moves on the stack.
pub struct MoveList {
    len: usize,
    moves: [MaybeUninit<Move>; MAX_MOVES],
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            moves: [const { MaybeUninit::uninit() }; MAX_MOVES],
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds [`MAX_MOVES`] moves (no legal position has that many).
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = MaybeUninit::new(m);
        self.len += 1;
    }

    /// Removes all moves.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            // SAFETY: indices below len are initialised.
            let m = unsafe { self.moves[i].assume_init() };
            if keep(&m) {
                self.moves[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Clone for MoveList {
    fn clone(&self) -> MoveList {
        let mut list = MoveList::new();
        for &m in self.iter() {
            list.push(m);
        }
        list
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        // SAFETY: the first len elements are initialised and MaybeUninit<Move> has Move's layout.
        unsafe { core::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        // SAFETY: as in deref.
        unsafe { core::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_uci() {
        let sq = |s| Square::from_name(s).unwrap();
        assert_eq!(Move::new(sq("e3"), sq("e4")).to_string(), "e3e4");
        assert_eq!(
            Move::with_promotion(sq("d5"), sq("d6"), Role::Met).to_string(),
            "d5d6m"
        );
        assert_eq!(
            Move::with_promotion(sq("a7"), sq("a8"), Role::Met).to_string(),
            "a7a8q"
        );
        assert_eq!(
            Move::with_promotion(sq("a2"), sq("a1"), Role::Khon).to_string(),
            "a2a1b"
        );
    }

    #[test]
    fn sittuyin_uci_forms_round_trip() {
        for text in ["R@a1", "F@e2", "K@h3", "d5d5f", "d5e6f"] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
        assert_eq!("r@a8".parse::<Move>().unwrap().to_string(), "R@a8");
        assert_eq!("P@a1".parse::<Move>(), Err(UciMoveError::Syntax));
        assert_eq!("X@a1".parse::<Move>(), Err(UciMoveError::Syntax));
        assert_eq!("R@a9".parse::<Move>(), Err(UciMoveError::Syntax));
        assert_eq!(
            "d5d6f".parse::<Move>().unwrap().kind,
            MoveKind::SittuyinPromotion
        );
    }

    #[test]
    fn list_ops() {
        let sq = |s| Square::from_name(s).unwrap();
        let mut list = MoveList::new();
        list.push(Move::new(sq("a1"), sq("a2")));
        list.push(Move::new(sq("b1"), sq("b2")));
        list.retain(|m| m.from == sq("b1"));
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].to, sq("b2"));
    }
}
