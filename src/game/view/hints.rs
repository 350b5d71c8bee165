//! Hints against the engine: the switch (a preference, off by default), "show a hint" (the
//! piece to move, then the move) and "show threats", each hint also written out for screen
//! readers.
use std::rc::Rc;

use yew::prelude::*;

use crate::game::model::{HintKind, State};
use crate::tr;
use crate::ui::board::{Arrow, ArrowKind};

/// What [`hints_panel`] shows.
pub struct HintsPanelProps<'a> {
    /// The game.
    pub state: &'a State,
    /// The user switched hints on or off.
    pub on_switch: Callback<bool>,
    /// The user asked for a hint.
    pub on_ask: Callback<HintKind>,
}

/// The hint as words: the piece to move, the move, or the threat; "looking" while the engine
/// searches.
pub fn hint_text(state: &State) -> Option<String> {
    let lang = state.prefs.lang;
    let hint = state.hint?;
    let Some(m) = hint.found else {
        return Some(lang.t(crate::key!("hints-panel-looking")).to_string());
    };
    let pos = state.hint_position()?;
    Some(match (hint.kind, hint.revealed) {
        (HintKind::Move, false) if m.dropped().is_some() => {
            let name = lang.role_in(pos.variant(), m.dropped()?, false);
            tr!(lang, "hints-panel-place-piece", piece = name)
        }
        (HintKind::Move, false) => {
            let piece = pos.piece_at(m.from)?;
            let name = lang.role_in(pos.variant(), piece.role, pos.is_promoted(m.from));
            tr!(
                lang,
                "hints-panel-move-piece",
                piece = name,
                square = m.from.to_string()
            )
        }
        (HintKind::Move, true) => tr!(lang, "hints-panel-hint-move", san = lang.san(&pos, m)),
        (HintKind::Threat, _) => tr!(lang, "hints-panel-threat-move", san = lang.san(&pos, m)),
    })
}

/// The hint's arrow on the live board: the move once shown, or the threat.
pub fn hint_arrows(state: &State) -> Rc<Vec<Arrow>> {
    let arrow = state
        .hint
        .filter(|_| state.view.is_none())
        .and_then(|hint| {
            let kind = match hint.kind {
                HintKind::Move => ArrowKind::Hint,
                HintKind::Threat => ArrowKind::Threat,
            };
            hint.shown_move().map(|m| Arrow {
                from: m.from,
                to: m.to,
                kind,
            })
        });
    Rc::new(arrow.into_iter().collect())
}

/// The hints switch and, when hints are on, the hint and threat buttons.
pub fn hints_panel(props: &HintsPanelProps) -> Html {
    let state = props.state;
    let lang = state.prefs.lang;
    let on_switch = props.on_switch.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .is_some_and(|input| input.checked())
    });
    let ask = |kind| props.on_ask.reform(move |_: MouseEvent| kind);
    let may_ask = state.may_ask_hint();
    let piece_shown = state.hint.is_some_and(|hint| hint.piece().is_some());
    html! {
        <div class="hints">
            <label class="option-toggle">
                <input type="checkbox" data-testid="hints-toggle" checked={state.prefs.hints}
                       onchange={on_switch} />
                { lang.t(crate::key!("hints-panel-hints-the-computer-s-evaluation")) }
            </label>
            if state.prefs.hints {
                <div class="hint-buttons">
                    <button type="button" data-testid="hint" disabled={!may_ask}
                            onclick={ask(HintKind::Move)}>
                        { if piece_shown { lang.t(crate::key!("hints-panel-show-the-move")) }
                          else { lang.t(crate::key!("hints-panel-show-a-hint")) } }
                    </button>
                    <button type="button" data-testid="threats" disabled={!may_ask}
                            onclick={ask(HintKind::Threat)}>
                        { lang.t(crate::key!("hints-panel-show-threats")) }
                    </button>
                </div>
                if let Some(text) = hint_text(state) {
                    <p class="hint-text" data-testid="hint-text" role="status">{ text }</p>
                }
            }
        </div>
    }
}
