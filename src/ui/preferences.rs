//! The preferences dialog: contrast, board size, piece set, animations, board style, sound, the engine's
//! threads, and live play's network.
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::platform::worker::{device_cores, threads_allowed};
use crate::settings::{BoardSize, Contrast, EngineThreads, PieceSet, Prefs};
use crate::text::Lang;
use crate::tr;
use crate::ui::modal::Modal;
use crate::ui::network_preferences::NetworkPreferences;
use crate::ui::select_value;

/// What [`preferences_dialog`] shows.
pub struct PreferencesProps {
    /// Interface language.
    pub lang: Lang,
    /// The current preferences.
    pub prefs: Prefs,
    /// Change the preferences.
    pub on_prefs: Callback<Prefs>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// A contrast choice's name.
fn contrast_name(lang: Lang, contrast: Contrast) -> &'static str {
    match contrast {
        Contrast::System => lang.t(crate::key!("preferences-as-the-system-asks")),
        Contrast::Normal => lang.t(crate::key!("preferences-normal")),
        Contrast::High => lang.t(crate::key!("preferences-high")),
    }
}

/// A piece set's name.
pub fn piece_set_name(lang: Lang, set: PieceSet) -> &'static str {
    match set {
        PieceSet::Thai => lang.t(crate::key!("preferences-thai")),
        PieceSet::Western => lang.t(crate::key!("preferences-western")),
        PieceSet::Wooden => lang.t(crate::key!("preferences-turned-wood")),
    }
}

/// The engine's threads: every core, or a cap from 1 to the device's cores (`all` or the number as
/// the select's value), with a note where the page cannot run more than one.
fn engine_threads_field(lang: Lang, prefs: Prefs, on_prefs: &Callback<Prefs>) -> Html {
    let cores = device_cores();
    let chosen = prefs.engine_threads.map(|cap| cap.get().min(cores));
    let onchange = on_prefs.reform(move |e: Event| Prefs {
        engine_threads: select_value(&e).parse().ok().and_then(EngineThreads::new),
        ..prefs
    });
    let counts = (1..=cores).map(|n| {
        html! {
            <option value={n.to_string()} selected={chosen == Some(n)}>{ lang.number(i64::from(n)) }</option>
        }
    });
    html! {
        <fieldset class="field-group">
            <legend>{ lang.t(crate::key!("preferences-engine")) }</legend>
            <label class="field">
                <span>{ lang.t(crate::key!("preferences-engine-threads")) }</span>
                <select data-testid="engine-threads-choice" {onchange}>
                    <option value="all" selected={chosen.is_none()}>
                        { tr!(lang, "preferences-engine-threads-all", cores = cores) }
                    </option>
                    { for counts }
                </select>
            </label>
            if cores > 1 && !threads_allowed() {
                <p class="field-note" data-testid="engine-threads-note">
                    { lang.t(crate::key!("preferences-engine-threads-one-only")) }
                </p>
            }
        </fieldset>
    }
}

/// The checked state of the checkbox an event came from.
fn checked(e: &Event) -> bool {
    e.target_dyn_into::<HtmlInputElement>()
        .is_some_and(|input| input.checked())
}

/// The display preferences dialog; every change applies at once.
pub fn preferences_dialog(props: &PreferencesProps) -> Html {
    let (lang, prefs) = (props.lang, props.prefs);
    let change = |update: fn(Prefs, &Event) -> Prefs| {
        props.on_prefs.reform(move |e: Event| update(prefs, &e))
    };
    let on_size = props.on_prefs.reform(move |e: InputEvent| {
        let percent = e
            .target_dyn_into::<HtmlInputElement>()
            .and_then(|input| input.value().parse().ok())
            .and_then(BoardSize::new);
        Prefs {
            board_size: percent.unwrap_or(prefs.board_size),
            ..prefs
        }
    });
    let size = prefs.board_size.percent();
    html! {
        <Modal class="preferences-dialog" labelled_by="preferences-title" testid="preferences"
               on_close={props.on_close.clone()}>
            <h2 id="preferences-title">{ lang.t(crate::key!("common-display")) }</h2>
            <label class="field">
                <span>{ lang.t(crate::key!("preferences-contrast")) }</span>
                <select data-testid="contrast" onchange={change(|p, e| Prefs {
                    contrast: Contrast::from_code(&select_value(e)).unwrap_or(p.contrast), ..p })}>
                    { for Contrast::ALL.into_iter().map(|c| html! {
                        <option value={c.code()} selected={c == prefs.contrast}>{ contrast_name(lang, c) }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ tr!(lang, "preferences-board-size-percent", size = size) }</span>
                <input type="range" data-testid="board-size" min={BoardSize::MIN.to_string()}
                       max={BoardSize::MAX.to_string()} step="5" value={size.to_string()} oninput={on_size} />
            </label>
            <label class="field">
                <span>{ lang.t(crate::key!("common-piece-set")) }</span>
                <select data-testid="piece-set-choice" onchange={change(|p, e| Prefs {
                    piece_set: PieceSet::from_class(&select_value(e)).unwrap_or(p.piece_set), ..p })}>
                    { for PieceSet::ALL.into_iter().map(|s| html! {
                        <option value={s.class()} selected={s == prefs.piece_set}>{ piece_set_name(lang, s) }</option>
                    }) }
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="reduce-motion" checked={prefs.reduce_motion}
                       onchange={change(|p, e| Prefs { reduce_motion: checked(e), ..p })} />
                <span>{ lang.t(crate::key!("preferences-no-animations")) }</span>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="board-style" checked={prefs.checkered}
                       onchange={change(|p, e| Prefs { checkered: checked(e), ..p })} />
                <span>{ lang.t(crate::key!("preferences-checkered-board")) }</span>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="sound" checked={!prefs.muted}
                       onchange={change(|p, e| Prefs { muted: !checked(e), ..p })} />
                <span>{ lang.t(crate::key!("preferences-move-sounds")) }</span>
            </label>
            { engine_threads_field(lang, prefs, &props.on_prefs) }
            <NetworkPreferences {lang} />
            <div class="dialog-actions">
                <button type="button" class="primary" data-testid="preferences-close"
                        onclick={props.on_close.reform(|_: MouseEvent| ())}>
                    { lang.t(crate::key!("preferences-done")) }
                </button>
            </div>
        </Modal>
    }
}
