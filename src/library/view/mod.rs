//! The Games view: the library's games newest first, a page at a time, filtered by variant,
//! result, opponent and names; a game opens on the board, a deleted one can be put back.
pub mod export_dialog;
pub mod files_export;
pub mod files_import;
pub mod import_dialog;

use std::rc::Rc;

use makruk_core::Variant;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::Element;
use yew::prelude::*;

use crate::formats::save::decode_game;
use crate::library::files::SharedLibrary;
use crate::library::view::files_export::LibraryExport;
use crate::library::view::files_import::LibraryImport;
use crate::library::LibraryNotice;
use crate::library::{
    self, Filter, GameId, GameMeta, Library, LibraryError, Listing, OpponentFilter, ResultFilter,
    Source, StoredGame,
};
use crate::model::record::Replayed;
use crate::text::Lang;
use crate::tr;
use crate::ui::modal::Modal;

/// Games shown per page.
pub const PAGE_SIZE: usize = 50;

/// Properties of [`GamesView`].
#[derive(Properties)]
pub struct GamesViewProps {
    /// The library.
    pub library: Rc<Library>,
    /// Interface language.
    pub lang: Lang,
    /// The entry of the game on the board.
    pub current: Option<GameId>,
    /// A game was chosen: its entry and its replay.
    pub on_open: Callback<(GameId, Replayed)>,
    /// Close the view.
    pub on_close: Callback<()>,
}

impl PartialEq for GamesViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.library, &other.library)
            && self.lang == other.lang
            && self.current == other.current
            && self.on_open == other.on_open
            && self.on_close == other.on_close
    }
}

/// What the view shows.
#[derive(Clone, Debug, Default, PartialEq)]
struct ViewState {
    filter: Filter,
    listing: Option<Rc<Listing>>,
    page: usize,
    /// The last deleted game, which Undo puts back.
    deleted: Option<StoredGame>,
    error: Option<LibraryError>,
    /// Bumped to read the list again.
    reloads: u32,
}

/// A change of the view.
enum ViewAction {
    Filter(Filter),
    Listed(Listing),
    Page(usize),
    Deleted(Option<StoredGame>),
    /// Games were added (an import): list again.
    Reload,
    Failed(LibraryError),
}

impl Reducible for ViewState {
    type Action = ViewAction;

    fn reduce(self: Rc<Self>, action: ViewAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ViewAction::Filter(filter) => {
                next.filter = filter;
                next.page = 0;
            }
            ViewAction::Listed(listing) => next.listing = Some(Rc::new(listing)),
            ViewAction::Page(page) => next.page = page,
            ViewAction::Deleted(game) => {
                next.deleted = game;
                next.reloads += 1;
            }
            ViewAction::Reload => next.reloads += 1,
            ViewAction::Failed(error) => next.error = Some(error),
        }
        Rc::new(next)
    }
}

/// Who played, in a few words ("Somchai – Ann", "Computer level 3").
fn players(lang: Lang, meta: &GameMeta) -> String {
    let name = |name: &str, fallback: &str| match name.is_empty() {
        true => fallback.to_string(),
        false => name.to_string(),
    };
    match meta.source {
        Source::Engine(level) => tr!(lang, "common-computer-level-number", level = level),
        _ => format!(
            "{} – {}",
            name(&meta.white, lang.t(crate::key!("games-white"))),
            name(&meta.black, lang.t(crate::key!("games-black")))
        ),
    }
}

/// Where the game came from, in words.
fn source_text(lang: Lang, source: Source) -> &'static str {
    match source {
        Source::Engine(_) => lang.t(crate::key!("games-vs-computer")),
        Source::TwoPlayers => lang.t(crate::key!("games-two-players")),
        Source::Link => lang.t(crate::key!("games-from-a-link")),
        Source::Import => lang.t(crate::key!("games-imported")),
        Source::Live => lang.t(crate::key!("games-live-with-a-friend")),
    }
}

fn result_text(lang: Lang, filter: ResultFilter) -> &'static str {
    match filter {
        ResultFilter::Unfinished => lang.t(crate::key!("games-unfinished")),
        ResultFilter::WhiteWon => lang.t(crate::key!("games-white-won")),
        ResultFilter::BlackWon => lang.t(crate::key!("games-black-won")),
        ResultFilter::Draw => lang.t(crate::key!("common-draw")),
    }
}

fn opponent_text(lang: Lang, filter: OpponentFilter) -> &'static str {
    match filter {
        OpponentFilter::Engine => lang.t(crate::key!("common-computer")),
        OpponentFilter::TwoPlayers => lang.t(crate::key!("common-two-players")),
        OpponentFilter::Link => lang.t(crate::key!("games-links")),
        OpponentFilter::Import => lang.t(crate::key!("games-imported-2")),
        OpponentFilter::Live => lang.t(crate::key!("games-live")),
    }
}

/// The local date and time of `ms` since 1970.
fn date_text(lang: Lang, ms: f64) -> String {
    let date = js_sys::Date::new(&ms.into());
    match lang {
        Lang::En | Lang::Th => {
            String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
        }
        // Browsers write these locales' dates with Latin letters (AM, PM) or Western digits: a
        // 24-hour time in the language's digits.
        Lang::Km | Lang::My => lang.digits(&format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            date.get_full_year(),
            date.get_month() + 1,
            date.get_date(),
            date.get_hours(),
            date.get_minutes()
        )),
    }
}

/// A filter `<select>`: "all" (`all`), then each of `choices` by its index.
fn select(
    testid: &'static str,
    label: &'static str,
    all: &'static str,
    chosen: Option<usize>,
    choices: Vec<&'static str>,
) -> Html {
    html! {
        <select aria-label={label} data-testid={testid}>
            <option value="" selected={chosen.is_none()}>{ all }</option>
            { for choices.into_iter().enumerate().map(|(i, text)| html! {
                <option value={i.to_string()} selected={chosen == Some(i)}>{ text }</option>
            }) }
        </select>
    }
}

/// `filter` with the filter control `target` (a select or the search field) set to its value.
fn filter_of(filter: &Filter, target: &Element) -> Filter {
    let value = js_sys::Reflect::get(target, &"value".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    let index = value.parse::<usize>().ok();
    let mut next = filter.clone();
    match target.get_attribute("data-testid").as_deref() {
        Some("games-variant") => next.variant = index.and_then(|i| Variant::ALL.get(i).copied()),
        Some("games-result") => next.result = index.and_then(|i| ResultFilter::ALL.get(i).copied()),
        Some("games-opponent") => {
            next.opponent = index.and_then(|i| OpponentFilter::ALL.get(i).copied())
        }
        _ => next.text = value,
    }
    next
}

/// The Games view.
#[function_component(GamesView)]
pub fn games_view(props: &GamesViewProps) -> Html {
    let lang = props.lang;
    let view = use_reducer(ViewState::default);
    {
        let (library, dispatcher) = (props.library.clone(), view.dispatcher());
        use_effect_with((view.filter.clone(), view.reloads), move |(filter, _)| {
            let filter = filter.clone();
            spawn_local(async move {
                dispatcher.dispatch(match library.list(&filter).await {
                    Ok(found) => ViewAction::Listed(found),
                    Err(e) => ViewAction::Failed(e),
                });
            });
        });
    }
    // One handler for the filters' changes (`change` of a select, `input` of the search field).
    let on_filter = {
        let view = view.clone();
        Callback::from(move |e: Event| {
            if let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
                view.dispatch(ViewAction::Filter(filter_of(&view.filter, &target)));
            }
        })
    };
    // One handler for the list: a row opens its game, its delete button deletes it.
    let on_list = {
        let (library, on_open, dispatcher) = (
            props.library.clone(),
            props.on_open.clone(),
            view.dispatcher(),
        );
        Callback::from(move |e: MouseEvent| {
            let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let Some(id) = target
                .closest("[data-game-id]")
                .ok()
                .flatten()
                .and_then(|row| row.get_attribute("data-game-id"))
                .and_then(|id| id.parse::<GameId>().ok())
            else {
                return;
            };
            let delete = target.closest(".game-delete").ok().flatten().is_some();
            let (library, on_open, dispatcher) =
                (library.clone(), on_open.clone(), dispatcher.clone());
            spawn_local(async move {
                let outcome = match delete {
                    true => library
                        .delete(id)
                        .await
                        .map(|game| Some(ViewAction::Deleted(game))),
                    false => library.get(id).await.map(|game| {
                        let replayed = game.as_ref().and_then(|game| {
                            Replayed::of(decode_game(&game.entry.save).ok()?).ok()
                        });
                        match replayed {
                            Some(replayed) => {
                                on_open.emit((id, replayed));
                                None
                            }
                            None => Some(ViewAction::Failed(LibraryError::Corrupt(id))),
                        }
                    }),
                };
                match outcome {
                    Ok(Some(action)) => dispatcher.dispatch(action),
                    Ok(None) => {}
                    Err(error) => dispatcher.dispatch(ViewAction::Failed(error)),
                }
            });
        })
    };
    let undo = {
        let (library, view) = (props.library.clone(), view.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(game) = view.deleted.clone() else {
                return;
            };
            let (library, dispatcher) = (library.clone(), view.dispatcher());
            spawn_local(async move {
                dispatcher.dispatch(match library.restore(game).await {
                    Ok(()) => ViewAction::Deleted(None),
                    Err(e) => ViewAction::Failed(e),
                });
            });
        })
    };
    let count = view.listing.as_ref().map(|l| l.games.len());
    let pages = count.map_or(1, |n| n.div_ceil(PAGE_SIZE).max(1));
    let page = view.page.min(pages - 1);
    let go = |to: usize| {
        let dispatcher = view.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(ViewAction::Page(to)))
    };
    let rows = view.listing.as_ref().map(|listing| {
        listing
            .games
            .iter()
            .skip(page * PAGE_SIZE)
            .take(PAGE_SIZE)
            .map(|game| {
                let meta = &game.meta;
                let current = props.current == Some(game.id);
                let variant = meta
                    .variant()
                    .map_or(meta.variant.as_str(), |v| lang.variant(v));
                let result = match meta.is_unfinished() {
                    true => lang.t(crate::key!("games-unfinished-2")).to_string(),
                    false => meta.result.clone(),
                };
                let details = format!(
                    "{variant} · {} · {} · {}",
                    source_text(lang, meta.source),
                    tr!(lang, "games-plies-count", plies = meta.plies),
                    date_text(lang, meta.updated)
                );
                html! {
                    <li key={game.id} class={classes!("game-row", current.then_some("current"))}
                        data-testid="game-row" data-game-id={game.id.to_string()}>
                        <button type="button" class="game-open">
                            <span class="game-players">{ players(lang, meta) }</span>
                            <span class="game-result">{ result }</span>
                            <span class="game-details">{ details }</span>
                            <span class="game-opening">{ meta.opening.clone() }</span>
                        </button>
                        <button type="button" class="game-delete" data-testid="game-delete"
                                aria-label={lang.t(crate::key!("games-delete"))}>{ "✕" }</button>
                    </li>
                }
            })
            .collect::<Html>()
    });
    let filter = &view.filter;
    let corrupt = view.listing.as_ref().map_or(0, |l| l.corrupt);
    let on_close = props.on_close.clone();
    html! {
        <Modal class="games-dialog" labelled_by="games-title" testid="games-view" on_close={on_close.clone()}>
            <h2 id="games-title">{ lang.t(crate::key!("common-games")) }</h2>
            <div class="games-filters" onchange={on_filter.clone()} oninput={on_filter.reform(|e: InputEvent| e.into())}>
                { select("games-variant", lang.t(crate::key!("common-variant")), lang.t(crate::key!("games-all-variants")),
                         filter.variant.and_then(|v| Variant::ALL.iter().position(|&x| x == v)),
                         Variant::ALL.iter().map(|&v| lang.variant(v)).collect()) }
                { select("games-result", lang.t(crate::key!("games-result")), lang.t(crate::key!("games-all-results")),
                         filter.result.and_then(|r| ResultFilter::ALL.iter().position(|&x| x == r)),
                         ResultFilter::ALL.iter().map(|&r| result_text(lang, r)).collect()) }
                { select("games-opponent", lang.t(crate::key!("common-opponent")), lang.t(crate::key!("games-all-opponents")),
                         filter.opponent.and_then(|o| OpponentFilter::ALL.iter().position(|&x| x == o)),
                         OpponentFilter::ALL.iter().map(|&o| opponent_text(lang, o)).collect()) }
                <input type="search" data-testid="games-search" value={filter.text.clone()}
                       placeholder={lang.t(crate::key!("games-player-name"))}
                       aria-label={lang.t(crate::key!("games-search-names"))} />
            </div>
            <p class="games-summary" role="status">
                <span data-testid="games-count">{ count.map(|n| lang.digits(&n.to_string())).unwrap_or_default() }</span>
                { " " }{ tr!(lang, "games-count-noun", count = count.unwrap_or_default()) }
                if corrupt > 0 {
                    <span data-testid="games-corrupt">{ format!(" · {}",
                        tr!(lang, "games-records-unreadable", count = corrupt)) }</span>
                }
            </p>
            <div class="games-files">
                <LibraryImport library={SharedLibrary(props.library.clone())} {lang}
                               on_done={let d = view.dispatcher(); Callback::from(move |()| d.dispatch(ViewAction::Reload))} />
                <LibraryExport library={SharedLibrary(props.library.clone())} filter={view.filter.clone()} {lang} />
            </div>
            if let Some(error) = &view.error {
                <p class="games-error" role="alert" data-testid="games-error">{ library::error_text(lang, error) }</p>
            }
            if view.deleted.is_some() {
                <p class="games-undo" role="status">
                    { lang.t(crate::key!("games-game-deleted")) }{ " " }
                    <button type="button" data-testid="games-undo" onclick={undo}>{ lang.t(crate::key!("games-undo")) }</button>
                </p>
            }
            <ul class="games-list" onclick={on_list}>{ rows.unwrap_or_default() }</ul>
            <div class="dialog-actions">
                if pages > 1 {
                    <button type="button" data-testid="games-prev" disabled={page == 0}
                            onclick={go(page.saturating_sub(1))}>{ lang.t(crate::key!("games-newer")) }</button>
                    <span class="games-page">{ lang.digits(&format!("{} / {pages}", page + 1)) }</span>
                    <button type="button" data-testid="games-next" disabled={page + 1 >= pages}
                            onclick={go(page + 1)}>{ lang.t(crate::key!("games-older")) }</button>
                }
                <button type="button" data-testid="games-close" onclick={on_close.reform(|_: MouseEvent| ())}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </div>
        </Modal>
    }
}

/// What a library notice says.
pub fn notice_text(lang: Lang, notice: LibraryNotice) -> &'static str {
    lang.t(match notice {
        LibraryNotice::InMemory => crate::key!("games-notice-in-memory"),
        LibraryNotice::Full => crate::key!("games-notice-full"),
        LibraryNotice::Failed => crate::key!("games-notice-failed"),
        LibraryNotice::OtherTab => crate::key!("games-notice-other-tab"),
        LibraryNotice::Forked => crate::key!("games-notice-forked"),
    })
}
