//! Adding a PGN file of many games to the library: the file is read in short tasks (each game
//! replayed, the games of a slice stored in one write) with a progress bar, and a report names
//! each game skipped with its number and line in the file and the reason.
use crate::text::decimal::rounded;
use makruk_core::Variant;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::library::files::import::{file_text, FileImport, ImportReport};
use crate::library::files::SharedLibrary;
use crate::library::import;
use crate::library::{self, now_ms, Entry, LibraryError, Source};
use crate::platform::tasks::{next_task, now, within_slice};
use crate::text::Lang;
use crate::tr;

/// Properties of [`LibraryImport`].
#[derive(Properties, PartialEq)]
pub struct LibraryImportProps {
    /// The library the games go into.
    pub library: SharedLibrary,
    /// Interface language.
    pub lang: Lang,
    /// An import finished (some games may have been stored).
    #[prop_or_default]
    pub on_done: Callback<()>,
}

/// Where an import stands.
#[derive(Clone, Debug, PartialEq)]
enum Progress {
    Idle,
    /// Reading: the share of the file read and the games stored so far.
    Running {
        share: f64,
        stored: usize,
    },
    /// Done: the report, and the storage's error if it stopped the import.
    Done {
        report: ImportReport,
        failed: Option<LibraryError>,
    },
}

/// Games read per slice at most: their write's own work (the entries made JS objects and put)
/// stays small too.
const MAX_SLICE_GAMES: usize = 32;

/// Reads `text` into `library` in slices of [`SLICE_MS`](crate::platform::tasks::SLICE_MS) or [`MAX_SLICE_GAMES`] (the games of a
/// slice stored in one write), telling `progress` after each.
async fn run_import(text: String, library: SharedLibrary, progress: UseStateHandle<Progress>) {
    let mut import = FileImport::new(text);
    let mut failed = None;
    let mut stored = 0;
    while !import.is_done() {
        let start = now();
        let mut entries = Vec::new();
        while entries.len() < MAX_SLICE_GAMES && within_slice(start) {
            match import.next_game() {
                None => break,
                Some(None) => {}
                Some(Some(game)) => {
                    let (record, game) = game.into_parts();
                    entries.push(Entry::of(&record, &game, Source::Import, now_ms()));
                }
            }
        }
        let count = entries.len();
        if count > 0 {
            if let Err(error) = library.put_many(entries).await {
                failed = Some(error);
                break;
            }
        }
        stored += count;
        progress.set(Progress::Running {
            share: import.progress(),
            stored,
        });
        next_task().await;
    }
    let mut report = import.report().clone();
    report.imported = stored;
    progress.set(Progress::Done { report, failed });
}

/// The report of a finished import.
fn report_html(report: &ImportReport, failed: &Option<LibraryError>, lang: Lang) -> Html {
    let summary = tr!(
        lang,
        "library-import-summary",
        added = report.imported,
        skipped = report.skipped.len()
    );
    html! {
        <div class="import-report" role="status" data-testid="import-report">
            <p>{ summary }</p>
            if let Some(error) = failed {
                <p class="import-error">
                    { tr!(lang, "library-import-storage-stopped", error = library::error_text(lang, error)) }
                </p>
            }
            if !report.skipped.is_empty() {
                <ul class="import-skipped">
                    { for report.skipped.iter().map(|skip| html! {
                        <li data-testid="import-skipped" data-game={skip.number.to_string()}>
                            { tr!(
                                lang,
                                "library-import-skipped-game",
                                number = skip.number,
                                line = skip.line,
                                reason = import::error_text(lang, &skip.reason, Variant::Makruk)
                            ) }
                        </li>
                    }) }
                </ul>
            }
        </div>
    }
}

/// A file input taking a PGN file with any number of games into the library.
#[function_component(LibraryImport)]
pub fn library_import(props: &LibraryImportProps) -> Html {
    let lang = props.lang;
    let progress = use_state(|| Progress::Idle);
    let on_file = {
        let (progress, library, on_done) = (
            progress.clone(),
            props.library.clone(),
            props.on_done.clone(),
        );
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            input.set_value("");
            progress.set(Progress::Running {
                share: 0.0,
                stored: 0,
            });
            let (progress, library, on_done) = (progress.clone(), library.clone(), on_done.clone());
            spawn_local(async move {
                let bytes = JsFuture::from(file.array_buffer())
                    .await
                    .map(|buffer| js_sys::Uint8Array::new(&buffer).to_vec())
                    .unwrap_or_default();
                run_import(file_text(&bytes), library, progress).await;
                on_done.emit(());
            });
        })
    };
    let running = matches!(*progress, Progress::Running { .. });
    html! {
        <div class="library-import">
            <label class="field file-field">
                <span>{ lang.t(crate::key!("library-import-add-a-pgn-file-of")) }</span>
                <input type="file" accept=".pgn,.txt,text/plain" data-testid="library-import"
                       disabled={running} onchange={on_file} />
            </label>
            { match &*progress {
                Progress::Idle => html! {},
                Progress::Running { share, stored } => html! {
                    <div class="import-progress">
                        <progress data-testid="import-progress" max="1" value={rounded(*share, 3, false)}
                                  aria-label={lang.t(crate::key!("library-import-import-progress"))} />
                        <span>{ tr!(lang, "library-import-games-added-count", added = *stored) }</span>
                    </div>
                },
                Progress::Done { report, failed } => report_html(report, failed, lang),
            } }
        </div>
    }
}
