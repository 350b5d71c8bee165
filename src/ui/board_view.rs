//! What the board shows, derived from the app state: pieces, highlights and move targets.

use makruk_core::{Bitboard, Color, MoveKind, Piece, Position, Role, Square, Variant};

use crate::model::material;
use crate::model::move_entry::MoveEntry;
use crate::text::Lang;

/// A piece as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Its colour.
    pub color: Color,
    /// Its role.
    pub role: Role,
    /// A promoted bia (drawn as a flipped bia, written `M~`).
    pub promoted: bool,
    /// Its FEN letter in this variant (`K`, `m`; `Q` for a met in ASEAN, `F` for Sittuyin's general).
    pub letter: char,
    /// The variant whose set draws and names it (Sittuyin has its own general and elephant).
    pub variant: Variant,
}

impl PieceView {
    /// The FEN letter of this piece, with `~` for a promoted bia (`K`, `m`, `M~`).
    pub fn fen_letter(self) -> String {
        if self.promoted {
            format!("{}~", self.letter)
        } else {
            self.letter.to_string()
        }
    }

    /// The CSS class naming this piece's image (`wK`, `bF` for a flipped bia; Sittuyin's general
    /// `wG` and elephant `wE`).
    pub fn art_class(self) -> String {
        let side = self.color.fold_wb('w', 'b');
        let sittuyin = self.variant == Variant::Sittuyin;
        let role = match self.role {
            _ if self.promoted => 'F',
            Role::Met if sittuyin => 'G',
            Role::Khon if sittuyin => 'E',
            role => role.char().to_ascii_uppercase(),
        };
        format!("{side}{role}")
    }

    /// Its name in `lang` as the players of its variant say it (`khun`, `chariot`, `รถ`).
    pub fn name(self, lang: Lang) -> &'static str {
        lang.role_in(self.variant, self.role, self.promoted)
    }
}

/// Everything the board component draws.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The piece on each square, index 0 = a1 .. 63 = h8.
    pub cells: [Option<PieceView>; 64],
    /// The FEN of the shown position.
    pub fen: String,
    /// The square picked for a click-click move.
    pub selected: Option<Square>,
    /// What entering a move marks: the pieces that may move, the picked piece's targets and
    /// Sittuyin's promotions.
    pub marks: EntryMarks,
    /// The last move's squares, from and to.
    pub last_move: Option<(Square, Square)>,
    /// The checked khun's square.
    pub check: Option<Square>,
    /// The ply shown, when its last move should slide in.
    pub slide_ply: Option<usize>,
    /// The square of a piece whose move was just refused (it shakes).
    pub refused: Option<Square>,
    /// The piece a hint says to move.
    pub hint: Option<Square>,
}

/// Sittuyin's promotions on the board: the bia that may promote, and the picked bia's promotion
/// squares (its own square for a promotion in place, the empty diagonal ones).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PromotionMarks {
    /// Bia with a promotion move.
    pub promotable: Bitboard,
    /// Where the picked bia may promote.
    pub targets: Bitboard,
}

/// What entering a move marks on the board in `pos`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EntryMarks {
    /// Squares a piece may be picked up from.
    pub movable: Bitboard,
    /// Where the picked piece, or the piece picked from the hand, may go.
    pub targets: Bitboard,
    /// Sittuyin's promotions.
    pub promotion: PromotionMarks,
}

impl EntryMarks {
    /// The marks of the legal moves of `pos` for `entry`.
    pub fn of(pos: &Position, entry: &MoveEntry) -> EntryMarks {
        let mut marks = EntryMarks::default();
        for m in pos.legal_moves().iter() {
            match m.kind {
                MoveKind::Drop(role) => {
                    if entry.hand == Some(role) {
                        marks.targets.add(m.to);
                    }
                    continue;
                }
                MoveKind::SittuyinPromotion => {
                    marks.promotion.promotable.add(m.from);
                    if entry.selected == Some(m.from) {
                        marks.promotion.targets.add(m.to);
                    }
                }
                MoveKind::Normal => {}
            }
            marks.movable.add(m.from);
            if entry.selected == Some(m.from) && m.to != m.from {
                marks.targets.add(m.to);
            }
        }
        marks
    }
}

impl PieceView {
    /// How `piece` of `variant` is drawn and written; `promoted` for a bia that promoted, which
    /// looks like a flipped bia where bia promote to met on arrival (in ASEAN it is a plain piece,
    /// in Sittuyin a general).
    pub fn of(variant: Variant, piece: Piece, promoted: bool) -> PieceView {
        let rules = variant.rules();
        let lower = rules.letter(piece.role);
        PieceView {
            color: piece.color,
            role: piece.role,
            promoted: promoted && rules.promotion_roles == [Role::Met] && !rules.separate_promotion,
            letter: piece.color.fold_wb(lower.to_ascii_uppercase(), lower),
            variant,
        }
    }
}

/// The side whose pieces are drawn at the top of a board, turned over or not.
pub fn top_color(flipped: bool) -> Color {
    if flipped {
        Color::White
    } else {
        Color::Black
    }
}

/// The pieces of a position, index 0 = a1 .. 63 = h8.
pub fn cells(pos: &Position) -> [Option<PieceView>; 64] {
    let mut cells = [None; 64];
    for sq in Square::ALL {
        cells[sq.index()] = pos
            .piece_at(sq)
            .map(|p| PieceView::of(pos.variant(), p, pos.is_promoted(sq)));
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    #[test]
    fn start_position_letters() {
        let cells = cells(&Position::startpos(Variant::Makruk));
        let letter = |name: &str| {
            Square::from_name(name)
                .and_then(|sq| cells[sq.index()])
                .map(PieceView::fen_letter)
        };
        assert_eq!(letter("d1").as_deref(), Some("K"));
        assert_eq!(letter("d8").as_deref(), Some("m"));
        assert_eq!(letter("e3").as_deref(), Some("P"));
        assert_eq!(letter("e4"), None);
    }

    /// The piece `cells` shows on the square named `name`.
    fn piece_at(pos: &Position, name: &str) -> PieceView {
        let sq = Square::from_name(name).expect("square name");
        cells(pos)[sq.index()].unwrap_or_else(|| panic!("a piece on {name}"))
    }

    #[test]
    fn promoted_bia_is_marked() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/8/2M~5/8/8/8/8/4K3 b - - 0 1")
            .expect("valid FEN");
        let view = piece_at(&pos, "c6");
        assert_eq!(view.fen_letter(), "M~");
        assert_eq!(view.art_class(), "wF");
    }

    #[test]
    fn material_counts_captures_and_promotions() {
        let pos = Position::from_fen(
            Variant::Makruk,
            "rnsmksn1/8/ppppppp1/8/8/PPPPPPP1/7M~/RNSKMSNR w - - 0 1",
        )
        .expect("valid FEN");
        let material = Material::of(&pos);
        let taken = |c: Color| -> Vec<Role> {
            material.taken_by[c.index()]
                .iter()
                .map(|p| p.role)
                .collect()
        };
        assert_eq!(taken(Color::White), vec![Role::Bia, Role::Ruea]);
        assert!(taken(Color::Black).is_empty());
        assert_eq!(material.balance, 1 + 5 + 1);
        assert_eq!(
            Material::of(&Position::startpos(Variant::Makruk)).balance,
            0
        );
    }

    #[test]
    fn sittuyin_draws_its_own_general_and_elephant() {
        let pos = Position::from_fen(Variant::Sittuyin, "4k3/8/8/3p4/4P3/8/4FS2/R3K3[] w - - 0 9")
            .expect("valid FEN");
        let at = |name| piece_at(&pos, name);
        assert_eq!(
            (at("e2").fen_letter(), at("e2").art_class()),
            ("F".into(), "wG".into())
        );
        assert_eq!(at("f2").art_class(), "wE");
        assert_eq!(at("a1").art_class(), "wR");
        assert_eq!(at("a1").name(Lang::En), "chariot");
        let promoted =
            Position::from_fen(Variant::Sittuyin, "4k3/8/8/3p4/4P3/8/4F~3/4K3[] w - - 0 9")
                .expect("valid FEN");
        let general = piece_at(&promoted, "e2");
        assert_eq!(
            (general.fen_letter(), general.art_class()),
            ("F".into(), "wG".into())
        );
    }

    #[test]
    fn pieces_in_hand_are_material() {
        let pos = Position::from_fen(
            Variant::Sittuyin,
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R3K3[SSFRNNkssfrrnn] b - - 0 2",
        )
        .expect("valid FEN");
        let material = Material::of(&pos);
        assert_eq!(material.balance, 0);
        assert!(material.taken_by.iter().all(Vec::is_empty));
        let pos = Position::from_fen(
            Variant::Sittuyin,
            "3k4/8/4pppp/ppp5/4PPPP/PPPPF3/8/R3K3[] w - - 0 20",
        )
        .expect("valid FEN");
        let material = Material::of(&pos);
        assert_eq!(material.taken_by[0].len(), 1 + 2 + 2 + 2 + 1);
        assert_eq!(material.taken_by[1].len(), 2 + 1 + 2);
    }

    #[test]
    fn asean_uses_chess_letters() {
        let cells = cells(&Position::startpos(Variant::Asean));
        let d1 = cells[Square::from_name("d1").expect("square").index()].expect("met");
        assert_eq!(d1.fen_letter(), "Q");
        assert_eq!(d1.art_class(), "wM");
    }
}

/// Captured pieces and the material balance of a position, against the variant's start.
#[derive(Clone, Debug, PartialEq)]
pub struct Material {
    /// Pieces each side has taken, indexed by the taker's colour (`Color::index`), weakest first.
    pub taken_by: [Vec<PieceView>; 2],
    /// White's material minus Black's.
    pub balance: i32,
}

impl Material {
    /// The material of `pos`.
    pub fn of(pos: &Position) -> Material {
        let start = Position::startpos(pos.variant());
        let promoted = pos.promoted();
        let mut taken_by: [Vec<PieceView>; 2] = [Vec::new(), Vec::new()];
        let mut balance = 0;
        for color in Color::ALL {
            let sign = color.fold_wb(1, -1);
            let promoted_mets = (pos.pieces(color, Role::Met) & promoted).count();
            for role in material::ROLES {
                // Pieces in hand (Sittuyin's set-up) are the side's material too.
                let on_board =
                    pos.pieces(color, role).count() + u32::from(pos.in_hand(color, role));
                balance += sign * material::value(role) * on_board as i32;
                let counted = match role {
                    Role::Bia => on_board + promoted_mets,
                    Role::Met => on_board - promoted_mets,
                    _ => on_board,
                };
                let at_start =
                    start.pieces(color, role).count() + u32::from(start.in_hand(color, role));
                let missing = at_start.saturating_sub(counted);
                let view = PieceView::of(pos.variant(), Piece::new(color, role), false);
                taken_by[color.other().index()].extend((0..missing).map(|_| view));
            }
        }
        Material { taken_by, balance }
    }
}
