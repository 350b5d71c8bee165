//! What the board shows: one optional piece per square, derived from a FEN.
use std::rc::Rc;

/// A piece as drawn: colour, role letter and whether it is a promoted bia.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// True for White.
    pub white: bool,
    /// Role letter as in FEN, uppercase: K M S N R P.
    pub role: char,
    /// A promoted bia (drawn as a flipped bia, written `M~`).
    pub promoted: bool,
}

impl PieceView {
    /// The FEN letter of this piece, with `~` for a promoted bia (`K`, `m`, `M~`).
    pub fn fen_letter(self) -> String {
        let letter = if self.white {
            self.role
        } else {
            self.role.to_ascii_lowercase()
        };
        if self.promoted {
            format!("{letter}~")
        } else {
            letter.to_string()
        }
    }

    /// The CSS class naming this piece's image (`wK`, `bF` for a flipped bia).
    pub fn art_class(self) -> String {
        let side = if self.white { 'w' } else { 'b' };
        let role = if self.promoted { 'F' } else { self.role };
        format!("{side}{role}")
    }
}

/// The 64 squares of a board, index 0 = a1 .. 63 = h8.
pub type Cells = Rc<[Option<PieceView>; 64]>;

/// Reads the placement field of a FEN into cells (temporary until the rules core lands).
pub fn cells_from_fen(fen: &str) -> Option<Cells> {
    let mut cells = [None; 64];
    let placement = fen.split_whitespace().next()?;
    let mut rank: i32 = 7;
    let mut file: i32 = 0;
    let mut chars = placement.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' => {
                rank -= 1;
                file = 0;
            }
            '1'..='8' => file += c as i32 - '0' as i32,
            _ => {
                if !(0..8).contains(&rank) || !(0..8).contains(&file) {
                    return None;
                }
                let promoted = chars.peek() == Some(&'~');
                if promoted {
                    chars.next();
                }
                cells[(rank * 8 + file) as usize] = Some(PieceView {
                    white: c.is_ascii_uppercase(),
                    role: c.to_ascii_uppercase(),
                    promoted,
                });
                file += 1;
            }
        }
    }
    Some(Rc::new(cells))
}
