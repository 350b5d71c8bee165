//! A row of pieces of one colour to place, with one tool (the hand or the eraser) at its end.
use makruk_core::{Color, Variant};
use yew::prelude::*;

use crate::editor::model::Tool;
use crate::editor::setup;
use crate::text::Lang;
use crate::tr;

/// What [`palette`] shows.
pub struct PaletteProps {
    /// The colour of the pieces offered.
    pub color: Color,
    /// The rules (ASEAN has no distinct promoted bia).
    pub variant: Variant,
    /// The extra tool at the end of the row.
    pub extra: Tool,
    /// The tool in hand.
    pub tool: Tool,
    /// Interface language.
    pub lang: Lang,
    /// Take a tool.
    pub on_tool: Callback<Tool>,
}

/// The label, test id and picture classes of a tool button; a piece's test id names its Makruk art
/// (`palette-wM`) in every variant.
fn describe(tool: Tool, variant: Variant, lang: Lang) -> (String, String, Classes) {
    match tool {
        Tool::Hand => (
            lang.t(crate::key!("editor-palette-move-pieces"))
                .to_string(),
            "tool-hand".to_string(),
            classes!("tool-icon"),
        ),
        Tool::Eraser => (
            lang.t(crate::key!("editor-palette-eraser-take-pieces-off"))
                .to_string(),
            "tool-eraser".to_string(),
            classes!("tool-icon", "eraser"),
        ),
        Tool::Place(piece) => {
            let label = tr!(
                lang,
                "editor-palette-place",
                color = piece.color.fold_wb("white", "black"),
                piece = lang.role_in(variant, piece.role, piece.promoted),
            );
            let testid = setup::piece_view(piece, Variant::Makruk).art_class();
            let art = setup::piece_view(piece, variant).art_class();
            (label, format!("palette-{testid}"), classes!("piece", art))
        }
    }
}

/// The hand tool's picture: arrows in four directions.
fn move_arrows() -> Html {
    html! {
        <svg class="tool-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2v20M2 12h20M12 2l-3 3M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3"
                  fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
        </svg>
    }
}

/// One palette row.
pub fn palette(props: &PaletteProps) -> Html {
    let tools = setup::palette(props.variant, props.color)
        .into_iter()
        .map(Tool::Place)
        .chain(std::iter::once(props.extra));
    let buttons = tools.map(|tool| {
        let (label, testid, art) = describe(tool, props.variant, props.lang);
        let on = props.tool == tool;
        let onclick = props.on_tool.reform(move |_: MouseEvent| tool);
        let icon = if tool == Tool::Hand {
            move_arrows()
        } else {
            html! { <span class={art} aria-hidden="true"></span> }
        };
        html! {
            <button type="button" class={classes!("palette-slot", on.then_some("on"))}
                    aria-label={label.clone()} title={label} aria-pressed={on.to_string()}
                    data-testid={testid} {onclick}>
                { icon }
            </button>
        }
    });
    html! {
        <div class="palette" role="toolbar"
             aria-label={props.lang.t(crate::key!("editor-palette-pieces-to-place"))}>
            { for buttons }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use makruk_core::{Role, SetupPiece};

    use super::*;

    #[test]
    fn piece_buttons_name_the_colour_and_the_piece() {
        let khun = Tool::Place(SetupPiece::new(Color::White, Role::Khun));
        assert_eq!(
            describe(khun, Variant::Makruk, Lang::En).0,
            "Place white khun"
        );
        assert_eq!(describe(khun, Variant::Makruk, Lang::Th).0, "วางขุนขาว");
        let chariot = Tool::Place(SetupPiece::new(Color::Black, Role::Ruea));
        assert_eq!(
            describe(chariot, Variant::Sittuyin, Lang::En).0,
            "Place black chariot"
        );
        assert_eq!(describe(chariot, Variant::Sittuyin, Lang::Th).0, "วางรถดำ");
    }
}
