//! Squares of the 8x8 board.

use core::fmt;

/// A square: 0 = a1, 1 = b1, ..., 63 = h8.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// All 64 squares, a1 first, h8 last.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` (0 = a) and `rank` (0 = rank 1).
    ///
    /// # Panics
    /// If `file` or `rank` is 8 or more.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < 8 && rank < 8, "file and rank must be below 8");
        Square(rank * 8 + file)
    }

    /// The square with this index (0 = a1 .. 63 = h8), if below 64.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with index `index & 63`.
    #[inline]
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// Reads a name like `e3`.
    pub fn from_name(name: &str) -> Option<Square> {
        match name.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square::new(f - b'a', r - b'1')),
            _ => None,
        }
    }

    /// 0 = a1 .. 63 = h8.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 = a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank, 0 = rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The file letter, `a`..`h`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `1`..`8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// The rank as seen by `color` (0 = own back rank).
    #[inline]
    pub const fn relative_rank(self, color: crate::Color) -> u8 {
        match color {
            crate::Color::White => self.rank(),
            crate::Color::Black => 7 - self.rank(),
        }
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let e3 = Square::from_name("e3").unwrap();
        assert_eq!((e3.file(), e3.rank()), (4, 2));
        assert_eq!(e3, Square::new(4, 2));
        assert_eq!(format!("{e3}"), "e3");
        assert_eq!(Square::from_name("i1"), None);
        assert_eq!(Square::from_name("a9"), None);
        assert_eq!(Square::from_name("a10"), None);
        assert_eq!(Square::ALL[63], Square::new(7, 7));
        assert_eq!(Square::from_index(64), None);
    }
}
