//! The export dialog: the game as PGN (download, copy), the shown position's
//! FEN (copy) and a picture of the board (SVG or PNG download; its pieces' art is fetched when
//! the first picture is made).
use yew::prelude::*;

use crate::ui::modal::Modal;
use crate::ui::select_value;

use crate::library::export::{copy, download, download_png, file_name, BoardPicture};
use crate::text::Lang;

/// Width and height of the PNG picture, in pixels.
const PNG_SIZE: u32 = 800;

/// What can be exported, computed when the dialog opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportData {
    /// The game as PGN, dated `date`.
    pub pgn: String,
    /// The same PGN with the chess letters `Q` (met) and `B` (khon), for sites that read no other.
    pub pgn_chess_letters: String,
    /// A live game with chat: the two PGN texts with the chat as comments (offered, never
    /// chosen for the player).
    pub pgn_with_chat: Option<[String; 2]>,
    /// The FEN of the position shown on the board.
    pub fen: String,
    /// The shown board, for a picture.
    pub picture: BoardPicture,
    /// Today's date as PGN writes it.
    pub date: String,
}

/// Properties of [`ExportDialog`].
#[derive(Properties, PartialEq)]
pub struct ExportProps {
    /// Interface language.
    pub lang: Lang,
    /// The texts and picture to export, made when the dialog was asked for.
    pub data: ExportData,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The export dialog.
#[function_component(ExportDialog)]
pub fn export_dialog(props: &ExportProps) -> Html {
    let lang = props.lang;
    let feedback = use_state(|| None::<&'static str>);
    let chess_letters = use_state(bool::default);
    let with_chat = use_state(bool::default);
    let on_chat = {
        let with_chat = with_chat.clone();
        Callback::from(move |e: Event| {
            with_chat.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked(),
            )
        })
    };
    let on_letters = {
        let chess_letters = chess_letters.clone();
        Callback::from(move |e: Event| chess_letters.set(select_value(&e) == "chess"))
    };
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    let copier = |text: String, done: &'static str| {
        let feedback = feedback.clone();
        Callback::from(move |_: MouseEvent| {
            let feedback = feedback.clone();
            let failed = lang.t(crate::key!("export-menu-the-browser-refused-the-copy"));
            copy(
                &text,
                Callback::from(move |ok: bool| feedback.set(Some(if ok { done } else { failed }))),
            );
        })
    };
    let saver = |name: String, mime: &'static str, text: String, done: &'static str| {
        let feedback = feedback.clone();
        Callback::from(move |_: MouseEvent| {
            download(&name, mime, &text);
            feedback.set(Some(done));
        })
    };
    // A picture, SVG or PNG: drawn once its pieces' art is there (fetched the first time), then
    // saved; if the art cannot be fetched (offline before the page was ever kept), nothing is saved
    // and the dialog says the page could not be loaded.
    let picture = |png: bool| {
        let (d, feedback) = (props.data.clone(), feedback.clone());
        Callback::from(move |_: MouseEvent| {
            let d = d.clone();
            let feedback = feedback.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match d.picture.svg().await {
                    Ok(svg) => {
                        if png {
                            download_png(&svg, PNG_SIZE, file_name(&d.date, "png"));
                        } else {
                            download(&file_name(&d.date, "svg"), "image/svg+xml", &svg);
                        }
                        feedback.set(Some(lang.t(crate::key!("export-menu-picture-saved"))));
                    }
                    Err(error) => {
                        web_sys::console::warn_1(&error.into());
                        feedback.set(Some(
                            lang.t(crate::key!("module-frame-this-page-could-not-be")),
                        ));
                    }
                }
            });
        })
    };
    let on_escape = props.on_close.clone();
    // The dialog's data with the PGN in the letters chosen.
    let mut d = props.data.clone();
    if *chess_letters {
        d.pgn = d.pgn_chess_letters.clone();
    }
    if let (true, Some([letters, chess])) = (*with_chat, &d.pgn_with_chat) {
        d.pgn = if *chess_letters { chess } else { letters }.clone();
    }
    html! {
        <Modal class="export-dialog" labelled_by="export-title" testid="export-dialog"
               on_close={on_escape}>
            <h2 id="export-title">{ lang.t(crate::key!("export-menu-export")) }</h2>
            <label class="field">
                <span>{ lang.t(crate::key!("export-menu-piece-letters")) }</span>
                <select data-testid="export-letters" onchange={on_letters}>
                    <option value="fairy-stockfish" selected={!*chess_letters}>
                        { lang.t(crate::key!("export-menu-makruk-m-met-s-khon")) }
                    </option>
                    <option value="chess" selected={*chess_letters}>
                        { lang.t(crate::key!("export-menu-chess-q-met-b-khon")) }
                    </option>
                </select>
            </label>
            if d.pgn_with_chat.is_some() {
                <label>
                    <input type="checkbox" data-testid="export-chat" checked={*with_chat} onchange={on_chat} />
                    { " " }{ lang.t(crate::key!("export-menu-with-chat")) }
                </label>
            }
            <label class="field">
                <span>{ "PGN" }</span>
                <textarea readonly=true rows="6" data-testid="export-pgn-text" value={d.pgn.clone()} />
            </label>
            <div class="choices wrap">
                <button type="button" data-testid="export-pgn"
                        onclick={saver(file_name(&d.date, "pgn"), "application/x-chess-pgn", d.pgn.clone(),
                                       lang.t(crate::key!("export-menu-pgn-file-saved")))}>
                    { lang.t(crate::key!("export-menu-download-pgn")) }
                </button>
                <button type="button" data-testid="copy-pgn"
                        onclick={copier(d.pgn.clone(), lang.t(crate::key!("export-menu-pgn-copied")))}>
                    { lang.t(crate::key!("export-menu-copy-pgn")) }
                </button>
            </div>
            <label class="field">
                <span>{ lang.t(crate::key!("export-menu-fen-of-the-position-shown")) }</span>
                <input type="text" readonly=true data-testid="export-fen-text" value={d.fen.clone()} />
            </label>
            <div class="choices wrap">
                <button type="button" data-testid="copy-fen"
                        onclick={copier(d.fen.clone(), lang.t(crate::key!("export-menu-fen-copied")))}>
                    { lang.t(crate::key!("export-menu-copy-fen")) }
                </button>
                <button type="button" data-testid="export-svg" onclick={picture(false)}>
                    { lang.t(crate::key!("export-menu-picture-svg")) }
                </button>
                <button type="button" data-testid="export-png" onclick={picture(true)}>
                    { lang.t(crate::key!("export-menu-picture-png")) }
                </button>
            </div>
            <p class="export-feedback" role="status" data-testid="export-feedback">
                { feedback.unwrap_or_default() }
            </p>
            <div class="dialog-actions">
                <button type="button" data-testid="export-close" onclick={on_close}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </div>
        </Modal>
    }
}
