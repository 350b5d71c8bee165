//! Exporting library games as one PGN file: every game, or those a filter keeps, read batch by
//! batch and written in short tasks, then downloaded.
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::library::export::{download_blob, file_name, today};
use crate::library::files::export::pgn_of_save;
use crate::library::files::SharedLibrary;
use crate::library::{self, Filter, GameId, LibraryError};
use crate::platform::tasks::{next_task, now, within_slice};
use crate::text::Lang;
use crate::tr;

/// Games read from the library per request.
const BATCH: u32 = 250;

/// Properties of [`LibraryExport`].
#[derive(Properties, PartialEq)]
pub struct LibraryExportProps {
    /// The library.
    pub library: SharedLibrary,
    /// The games to export: those this filter keeps (the default keeps all).
    #[prop_or_default]
    pub filter: Filter,
    /// Interface language.
    pub lang: Lang,
}

/// The PGN of the games `filter` keeps, as parts of one file (a game each), by id.
async fn library_pgn(
    library: &SharedLibrary,
    filter: &Filter,
) -> Result<js_sys::Array, LibraryError> {
    let parts = js_sys::Array::new();
    let mut last: Option<GameId> = None;
    loop {
        let games = library.batch_after(last, BATCH).await?;
        let Some(newest) = games.last().map(|game| game.id) else {
            return Ok(parts);
        };
        let mut start = now();
        for game in games.iter().filter(|game| filter.matches(&game.entry.meta)) {
            if !within_slice(start) {
                next_task().await;
                start = now();
            }
            if let Some(pgn) = pgn_of_save(&game.entry.save) {
                if parts.length() > 0 {
                    parts.push(&JsValue::from_str("\n"));
                }
                parts.push(&JsValue::from_str(&pgn));
            }
        }
        last = Some(newest);
        next_task().await;
    }
}

/// A button downloading the games as one PGN file, saying how many it wrote.
#[function_component(LibraryExport)]
pub fn library_export(props: &LibraryExportProps) -> Html {
    let lang = props.lang;
    let busy = use_state(bool::default);
    let said = use_state(String::new);
    let onclick = {
        let (busy, said, library, filter) = (
            busy.clone(),
            said.clone(),
            props.library.clone(),
            props.filter.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            busy.set(true);
            let (busy, said, library, filter) =
                (busy.clone(), said.clone(), library.clone(), filter.clone());
            spawn_local(async move {
                match library_pgn(&library, &filter).await {
                    Ok(parts) => {
                        // Each game after the first comes after a separator.
                        let games = parts.length().div_ceil(2);
                        let options = web_sys::BlobPropertyBag::new();
                        options.set_type("application/x-chess-pgn");
                        let blob =
                            web_sys::Blob::new_with_str_sequence_and_options(&parts, &options);
                        if let Ok(blob) = blob {
                            download_blob(
                                &file_name(&format!("library-{}", today()), "pgn"),
                                &blob,
                            );
                        }
                        said.set(tr!(lang, "library-export-games-exported", games = games));
                    }
                    Err(error) => said.set(library::error_text(lang, &error)),
                }
                busy.set(false);
            });
        })
    };
    html! {
        <span class="library-export">
            <button type="button" data-testid="library-export" disabled={*busy} {onclick}>
                { if props.filter == Filter::default() {
                    lang.t(crate::key!("library-export-export-all-as-pgn"))
                } else {
                    lang.t(crate::key!("library-export-export-these-as-pgn"))
                } }
            </button>
            <span class="export-feedback" role="status" data-testid="library-export-done">{ (*said).clone() }</span>
        </span>
    }
}
