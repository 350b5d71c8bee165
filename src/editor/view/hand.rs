//! One side's pieces in hand during Sittuyin's set-up, each with its count and buttons to hold
//! one more or one fewer.
use makruk_core::{Color, Piece, Role, Setup, Variant, HAND_ROLES};
use yew::prelude::*;

use crate::editor::model::EditorAction;
use crate::text::Lang;
use crate::tr;
use crate::ui::board_view::PieceView;

/// What [`hand_row`] shows.
pub struct HandProps {
    /// Whose hand.
    pub color: Color,
    /// How many of each role it holds (by [`Role::index`]).
    pub counts: [u8; 6],
    /// Interface language.
    pub lang: Lang,
    /// Changes a count.
    pub on_action: Callback<EditorAction>,
}

/// A piece's count in words: "White chariot in hand: 2", "รถขาวในมือ: 2".
fn label(lang: Lang, color: Color, role: Role, count: u8) -> String {
    tr!(
        lang,
        "editor-hand-count",
        side = lang.color(color),
        piece = lang.role_in(Variant::Sittuyin, role, false),
        count = count,
    )
}

/// The row of one side's hand (`data-testid="editor-hand-white"` or `-black`): for each role its
/// picture, its count and the − and + buttons (`hand-take-wR`, `hand-add-wR`).
pub fn hand_row(props: &HandProps) -> Html {
    let (color, lang) = (props.color, props.lang);
    let slots = HAND_ROLES.into_iter().map(|role| {
        let count = props.counts[role.index()];
        let view = PieceView::of(Variant::Sittuyin, Piece::new(color, role), false);
        let art = view.art_class();
        let set = |n: u8| {
            props
                .on_action
                .reform(move |_: MouseEvent| EditorAction::InHand(color, role, n))
        };
        let limit = Setup::hand_limit(role);
        let (fewer, more) = (
            lang.t(crate::key!("editor-hand-one-fewer-in-hand")),
            lang.t(crate::key!("editor-hand-one-more-in-hand")),
        );
        html! {
            <div class="hand-slot" role="group" aria-label={label(lang, color, role, count)}
                 data-piece={view.fen_letter()} data-count={count.to_string()}>
                <span class={classes!("hand-piece", "piece", art.clone())} aria-hidden="true"></span>
                <span class="hand-count" aria-hidden="true">{ count }</span>
                <button type="button" class="hand-take" data-testid={format!("hand-take-{art}")}
                        aria-label={fewer} title={fewer} disabled={count == 0}
                        onclick={set(count.saturating_sub(1))}>{ "−" }</button>
                <button type="button" class="hand-add" data-testid={format!("hand-add-{art}")}
                        aria-label={more} title={more} disabled={count >= limit}
                        onclick={set(count + 1)}>{ "+" }</button>
            </div>
        }
    });
    let side = color.fold_wb("white", "black");
    let heading = tr!(lang, "editor-hand-title", side = lang.color(color));
    html! {
        <div class="editor-hand" role="group" aria-label={heading.clone()}
             data-testid={format!("editor-hand-{side}")}>
            <span class="editor-hand-title">{ heading }</span>
            { for slots }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_said_with_the_sittuyin_names() {
        assert_eq!(
            label(Lang::En, Color::White, Role::Ruea, 2),
            "White chariot in hand: 2"
        );
        assert_eq!(label(Lang::Th, Color::Black, Role::Met, 1), "แม่ทัพดำในมือ: 1");
    }

    #[test]
    fn the_hand_order_is_the_fens() {
        let fen = makruk_core::Position::startpos(Variant::Sittuyin).to_fen();
        let mut written: Vec<char> = fen[fen.find('[').expect("a hand") + 1..]
            .chars()
            .take_while(|&c| c != ']')
            .filter(char::is_ascii_uppercase)
            .collect();
        written.dedup();
        let order: Vec<char> = HAND_ROLES
            .iter()
            .map(|&role| Variant::Sittuyin.rules().letter(role).to_ascii_uppercase())
            .collect();
        assert_eq!(written, order);
    }
}
