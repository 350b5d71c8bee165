//! The import dialog: paste or open a PGN, a move list or a FEN.
use makruk_core::Variant;
use wasm_bindgen::prelude::*;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::ui::modal::Modal;

use crate::library::import::page::{describe, import_page, PageImport};
use crate::library::import::{self, import_text, ImportError};
use crate::model::record::Replayed;
use crate::text::Lang;
use crate::tr;

/// Properties of [`ImportDialog`].
#[derive(Properties, PartialEq)]
pub struct ImportProps {
    /// Interface language.
    pub lang: Lang,
    /// The variant of the current game (a FEN is read in it).
    pub variant: Variant,
    /// A text was read and its game replays: open this game.
    pub on_import: Callback<Replayed>,
    /// Closes the dialog (Cancel, Escape).
    pub on_close: Callback<()>,
}

/// Reads the chosen file's text into `text` (`File.text()`, a promise).
fn read_file(input: &HtmlInputElement, text: UseStateHandle<String>) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    let loaded = Closure::<dyn FnMut(JsValue)>::once(move |value: JsValue| {
        text.set(value.as_string().unwrap_or_default());
    });
    let _ = file.text().then(&loaded);
    loaded.forget();
}

/// The import dialog; when the text reads and its game replays the game opens (the app then closes
/// the dialog). Otherwise the error (the core's, located) is shown and the current game is
/// untouched; when the text holds a run of moves (a game page pasted whole) the moves found and
/// what was ignored are shown too, and a second press opens them.
#[function_component(ImportDialog)]
pub fn import_dialog(props: &ImportProps) -> Html {
    let lang = props.lang;
    let text = use_state(String::new);
    let error = use_state(|| None::<ImportError>);
    let page = use_state(|| None::<PageImport>);
    let on_input = {
        let (text, page) = (text.clone(), page.clone());
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                text.set(area.value());
                page.set(None);
            }
        })
    };
    let on_file = {
        let (text, error, page) = (text.clone(), error.clone(), page.clone());
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                error.set(None);
                page.set(None);
                read_file(&input, text.clone());
            }
        })
    };
    let on_ok = {
        let (text, error, page) = (text.clone(), error.clone(), page.clone());
        let (variant, on_import) = (props.variant, props.on_import.clone());
        Callback::from(move |_: MouseEvent| {
            let done = |game| {
                on_import.emit(game);
                error.set(None);
                page.set(None);
            };
            if let Some(found) = (*page).clone() {
                return done(found.game);
            }
            match import_text(&text, variant) {
                Ok(imported) => done(imported),
                Err(e) => {
                    let found = matches!(e, ImportError::Pgn(_))
                        .then(|| import_page(&text, variant))
                        .flatten();
                    error.set(Some(e));
                    page.set(found);
                }
            }
        })
    };
    html! {
                <Modal class="import-dialog" labelled_by="import-title" testid="import-dialog"
                       on_close={props.on_close.clone()}>
                    <h2 id="import-title">{ lang.t(crate::key!("import-dialog-import-a-game")) }</h2>
                    <p class="hint">{ lang.t(crate::key!("import-dialog-paste-a-pgn-a-list")) }</p>
                    <textarea data-testid="import-text" rows="8" spellcheck="false"
                              aria-label={lang.t(crate::key!("import-dialog-game-text"))}
                              placeholder="1. e4 e5 2. Nd2 …" value={(*text).clone()} oninput={on_input} />
                    <label class="field file-field">
                        <span>{ lang.t(crate::key!("import-dialog-or-open-a-file")) }</span>
                        <input type="file" accept=".pgn,.txt,text/plain" data-testid="import-file"
                               onchange={on_file} />
                    </label>
                    if let Some(problem) = &*error {
                        <p class="import-error" role="alert" data-testid="import-error">
                            { tr!(
                                lang,
                                "import-dialog-could-not-import-because",
                                error = import::error_text(lang, problem, props.variant)
                            ) }
                        </p>
                    }
                    if let Some(found) = &*page {
                        <p class="import-page-note" role="status" data-testid="import-page-note">
                            { tr!(lang, "import-dialog-read-as-page", found = describe(&found.found, lang)) }
                        </p>
                    }
                    <div class="dialog-actions">
                        <button type="button" data-testid="import-cancel" onclick={props.on_close.reform(|_| ())}>
                            { lang.t(crate::key!("common-cancel")) }
                        </button>
                        <button type="button" class="primary" data-testid="import-ok"
                                disabled={text.trim().is_empty()} onclick={on_ok}>
                            { if page.is_some() {
                                lang.t(crate::key!("import-dialog-open-the-moves-found"))
                            } else {
                                lang.t(crate::key!("import-dialog-open-game"))
                            } }
                        </button>
                    </div>
                </Modal>
    }
}
