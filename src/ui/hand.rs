//! A side's pieces in hand beside the board (Sittuyin's set-up): one button per kind with its
//! count; pressing (or dragging) one picks it to drop on the board.
use makruk_core::{Color, Piece, Position, Role, HAND_ROLES};
use web_sys::DragEvent;
use yew::prelude::*;

use crate::text::speech::piece_words;
use crate::text::Lang;
use crate::tr;
use crate::ui::board_view::PieceView;

/// What [`hand`] shows.
pub struct HandProps {
    /// Whose hand.
    pub color: Color,
    /// The position whose hand is shown.
    pub position: Position,
    /// The kind picked to drop, if any.
    pub picked: Option<Role>,
    /// The user may pick from this hand now.
    pub active: bool,
    /// Language of the labels.
    pub lang: Lang,
    /// A kind of piece was pressed or dragged.
    pub on_pick: Callback<Role>,
}

/// The pieces of `color` in hand in `pos`, with their counts, in FEN order.
pub fn hand_pieces(pos: &Position, color: Color) -> Vec<(PieceView, u8)> {
    HAND_ROLES
        .into_iter()
        .filter_map(|role| {
            let count = pos.in_hand(color, role);
            (count > 0).then(|| {
                (
                    PieceView::of(pos.variant(), Piece::new(color, role), false),
                    count,
                )
            })
        })
        .collect()
}

/// A side's hand; nothing when it is empty.
pub fn hand(props: &HandProps) -> Html {
    let pieces = hand_pieces(&props.position, props.color);
    if pieces.is_empty() {
        return Html::default();
    }
    let lang = props.lang;
    let buttons = pieces.into_iter().map(|(piece, count)| {
        let role = piece.role;
        let picked = props.picked == Some(role);
        let onclick = props.on_pick.reform(move |_: MouseEvent| role);
        let ondragstart = {
            let on_pick = props.on_pick.clone();
            Callback::from(move |e: DragEvent| {
                if let Some(data) = e.data_transfer() {
                    data.set_data("text/plain", &role.char().to_string()).ok();
                    data.set_effect_allowed("move");
                }
                if !picked {
                    on_pick.emit(role);
                }
            })
        };
        let label = tr!(
            lang,
            "hand-piece-count",
            piece = piece_words(lang, piece.color, piece.name(lang)),
            count = count
        );
        html! {
            <button type="button" class={classes!("hand-piece", picked.then_some("picked"))}
                    data-hand-piece={piece.letter.to_ascii_uppercase().to_string()}
                    data-count={count.to_string()} aria-pressed={picked.to_string()}
                    aria-label={label} disabled={!props.active} draggable={props.active.to_string()}
                    {onclick} {ondragstart}>
                <span class={classes!("piece", piece.art_class())} aria-hidden="true"></span>
                if count > 1 {
                    <span class="hand-count" aria-hidden="true">{ lang.number(count.into()) }</span>
                }
            </button>
        }
    });
    let side = props.color.fold_wb("white", "black");
    html! {
        <div class="hand" data-testid={format!("hand-{side}")} role="group"
             aria-label={hand_label(lang, props.color)}>
            { for buttons }
        </div>
    }
}

/// The name of a side's hand: "White in hand", "หมากในมือฝ่ายขาว".
fn hand_label(lang: Lang, color: Color) -> String {
    tr!(lang, "hand-side", side = lang.color(color))
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    #[test]
    fn a_hand_lists_its_pieces_in_fen_order() {
        let pos = Position::startpos(Variant::Sittuyin);
        let letters: Vec<(String, u8)> = hand_pieces(&pos, Color::Black)
            .into_iter()
            .map(|(p, n)| (p.fen_letter(), n))
            .collect();
        let expected = [("k", 1), ("s", 2), ("f", 1), ("r", 2), ("n", 2)];
        assert_eq!(letters, expected.map(|(l, n)| (l.to_string(), n)).to_vec());
        assert!(hand_pieces(&Position::startpos(Variant::Makruk), Color::White).is_empty());
    }
}
