//! The position's settings beside the board: rules, side to move, first-move rights and count.
use makruk_core::{Color, CountKind, Counting, CountingRule, Role, Setup, Variant};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::editor::model::EditorAction;
use crate::text::Lang;
use crate::tr;
use crate::ui::select_value;

/// What [`position_options`] shows.
pub struct OptionsProps {
    /// The set-up being edited.
    pub setup: Setup,
    /// The count of the playable position, if one runs (for its kind and limit).
    pub counting: Option<Counting>,
    /// Interface language.
    pub lang: Lang,
    /// Changes the set-up.
    pub on_action: Callback<EditorAction>,
}

/// A pressed-or-not button of a choice group.
fn choice(on: bool, label: &str, testid: &'static str, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <button type="button" class={classes!("choice", on.then_some("on"))}
                aria-pressed={on.to_string()} data-testid={testid} {onclick}>{ label }</button>
    }
}

/// The label of a first-move right's checkbox ("White khun d1 may leap").
fn right_label(lang: Lang, color: Color, role: Role, square: String) -> String {
    let side = lang.color(color);
    if role == Role::Khun {
        tr!(
            lang,
            "editor-options-right-khun",
            side = side,
            square = square
        )
    } else {
        tr!(
            lang,
            "editor-options-right-met",
            side = side,
            square = square
        )
    }
}

/// The kind and limit of a running count ("pieces' honour, limit 8 moves").
fn count_summary(lang: Lang, counting: Counting) -> String {
    let kind = match counting.kind {
        CountKind::BoardsHonour => lang.t(crate::key!("common-board-s-honour")),
        CountKind::PiecesHonour => lang.t(crate::key!("common-pieces-honour")),
        CountKind::Walker => lang.t(crate::key!("common-walker-count")),
    };
    tr!(
        lang,
        "editor-options-count-summary",
        kind = kind,
        limit = counting.limit_moves()
    )
}

/// Rules, side to move, rights and count of the set-up.
pub fn position_options(props: &OptionsProps) -> Html {
    let (setup, lang) = (&props.setup, props.lang);
    let act = |action: EditorAction| props.on_action.reform(move |_: MouseEvent| action.clone());
    let on_variant = props.on_action.reform(|e: Event| {
        let v = Variant::from_uci_name(&select_value(&e)).unwrap_or(Variant::Makruk);
        EditorAction::Variant(v)
    });
    let variants = Variant::ALL.into_iter().map(|v| {
        html! { <option value={v.uci_name()} selected={v == setup.variant}>{ lang.variant(v) }</option> }
    });
    let rights = setup.right_slots().into_iter().map(|(sq, piece)| {
        let available = setup.right_available(sq);
        let checked = setup.rights.contains(sq);
        let onchange = props.on_action.reform(move |e: Event| {
            let on = e
                .target_dyn_into::<HtmlInputElement>()
                .is_some_and(|i| i.checked());
            EditorAction::Right(sq, on)
        });
        html! {
            <label class={classes!("check", (!available).then_some("unavailable"))}>
                <input type="checkbox" data-testid={format!("right-{sq}")} {checked}
                       disabled={!available} {onchange} />
                <span>{ right_label(lang, piece.color, piece.role, sq.to_string()) }</span>
            </label>
        }
    });
    let has_counting = setup.variant.rules().counting != CountingRule::None;
    let count = setup.count;
    let on_count = props.on_action.reform(|e: Event| {
        EditorAction::Counting(
            e.target_dyn_into::<HtmlInputElement>()
                .is_some_and(|i| i.checked()),
        )
    });
    let on_counter = props.on_action.reform(|e: Event| {
        EditorAction::Counter(if select_value(&e) == "b" {
            Color::Black
        } else {
            Color::White
        })
    });
    let on_moves = props.on_action.reform(|e: InputEvent| {
        let moves = e
            .target_dyn_into::<HtmlInputElement>()
            .and_then(|i| i.value().parse::<u32>().ok())
            .unwrap_or(0);
        EditorAction::CountMoves(moves.min(200))
    });
    let on_fullmove = props.on_action.reform(|e: InputEvent| {
        let n = e
            .target_dyn_into::<HtmlInputElement>()
            .and_then(|i| i.value().parse::<u32>().ok())
            .unwrap_or(1);
        EditorAction::Fullmove(n)
    });
    html! {
        <div class="editor-options">
            <label class="field">
                <span>{ lang.t(crate::key!("common-variant")) }</span>
                <select data-testid="editor-variant" onchange={on_variant}>{ for variants }</select>
            </label>
            <div class="turn-row">
                <div class="field">
                    <span>{ lang.t(crate::key!("editor-options-side-to-move")) }</span>
                    <div class="choices">
                        { choice(setup.turn == Color::White, lang.color(Color::White), "turn-white", act(EditorAction::Turn(Color::White))) }
                        { choice(setup.turn == Color::Black, lang.color(Color::Black), "turn-black", act(EditorAction::Turn(Color::Black))) }
                    </div>
                </div>
                <label class="field move-number">
                    <span>{ lang.t(crate::key!("editor-options-move-number")) }</span>
                    <input type="number" min="1" inputmode="numeric" data-testid="fullmove"
                           value={setup.fullmove.to_string()} oninput={on_fullmove} />
                </label>
            </div>
            if !setup.right_slots().is_empty() {
                <fieldset class="field editor-rights">
                    <legend>{ lang.t(crate::key!("common-first-move-rights")) }</legend>
                    { for rights }
                </fieldset>
            }
            if has_counting {
                <fieldset class="field editor-counting">
                    <legend>{ lang.t(crate::key!("editor-options-counting")) }</legend>
                    <label class="check">
                        <input type="checkbox" data-testid="count-on" checked={count.is_some()} onchange={on_count} />
                        <span>{ lang.t(crate::key!("editor-options-a-count-is-running")) }</span>
                    </label>
                    if let Some(count) = count {
                        <div class="count-row">
                            <label>
                                <span>{ lang.t(crate::key!("editor-options-counting-side")) }</span>
                                <select data-testid="count-counter" onchange={on_counter}>
                                    <option value="w" selected={count.counter == Color::White}>{ lang.color(Color::White) }</option>
                                    <option value="b" selected={count.counter == Color::Black}>{ lang.color(Color::Black) }</option>
                                </select>
                            </label>
                            <label>
                                <span>{ lang.t(crate::key!("editor-options-moves-counted")) }</span>
                                <input type="number" min="0" max="200" inputmode="numeric" data-testid="count-moves"
                                       value={count.moves.to_string()} oninput={on_moves} />
                            </label>
                        </div>
                        if let Some(counting) = props.counting {
                            <p class="count-summary" data-testid="count-summary">{ count_summary(lang, counting) }</p>
                        }
                    }
                </fieldset>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rights_are_said_in_words() {
        assert_eq!(
            right_label(Lang::En, Color::White, Role::Khun, "d1".into()),
            "White khun on d1 may still leap"
        );
        assert_eq!(
            right_label(Lang::En, Color::Black, Role::Met, "d8".into()),
            "Black met on d8 may still step two"
        );
        assert_eq!(
            right_label(Lang::Th, Color::White, Role::Khun, "d1".into()),
            "ขุนขาวที่ d1 ยังกระโดดได้"
        );
    }
}
