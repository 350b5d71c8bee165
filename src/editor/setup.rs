//! How the editor shows the pieces of a set-up: the palette of pieces to place and each piece's
//! drawing. The set-up itself (board, side to move, rights, count, its FEN and why it may be
//! impossible) is the rules core's [`makruk_core::Setup`].

use makruk_core::{Color, SetupPiece, Variant};

use crate::text::READING_ORDER;
use crate::ui::board_view::PieceView;

/// The pieces the palette offers for `color` in `variant`: khun, met, khon, ma, ruea, bia and,
/// where a bia promotes to a met that looks different (not ASEAN, where it is a plain piece, nor
/// Sittuyin, where it is a general), the promoted bia.
pub fn palette(variant: Variant, color: Color) -> Vec<SetupPiece> {
    let mut pieces: Vec<SetupPiece> = READING_ORDER
        .into_iter()
        .map(|role| SetupPiece::new(color, role))
        .collect();
    let rules = variant.rules();
    if !rules.chess_letters && !rules.separate_promotion {
        pieces.push(SetupPiece::promoted_bia(color));
    }
    pieces
}

/// How the board draws `piece` in `variant`.
pub fn piece_view(piece: SetupPiece, variant: Variant) -> PieceView {
    PieceView::of(variant, piece.piece(), piece.promoted)
}

#[cfg(test)]
mod tests;
