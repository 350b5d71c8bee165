//! The Games view: the library's games newest first, a page at a time, filtered by variant,
//! result, opponent and names; a game opens on the board, a deleted one can be put back.
use std::rc::Rc;

use makruk_core::Variant;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::modal::Modal;
use crate::components::{LibraryExport, LibraryImport};
use crate::formats::save::decode_game;
use crate::i18n::Lang;
use crate::library::{
    Filter, GameId, GameMeta, Library, Listing, OpponentFilter, ResultFilter, Source, StoredGame,
};
use crate::library_files::SharedLibrary;
use crate::record::Replayed;

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

/// Who played, in a few words ("Somchai – Ann", "Computer level 3").
fn players(lang: Lang, meta: &GameMeta) -> String {
    let named = |name: &str, side| match name.is_empty() {
        true => lang
            .pick(
                side,
                if side == "White" {
                    "ขาว"
                } else {
                    "ดำ"
                },
            )
            .to_string(),
        false => name.to_string(),
    };
    match meta.source {
        Source::Engine(level) => {
            format!("{} {level}", lang.pick("Computer level", "คอมพิวเตอร์ระดับ"))
        }
        _ => format!(
            "{} – {}",
            named(&meta.white, "White"),
            named(&meta.black, "Black")
        ),
    }
}

/// Where the game came from, in words.
fn source_text(lang: Lang, source: Source) -> &'static str {
    match source {
        Source::Engine(_) => lang.pick("vs computer", "กับคอมพิวเตอร์"),
        Source::TwoPlayers => lang.pick("two players", "สองคน"),
        Source::Link => lang.pick("from a link", "จากลิงก์"),
        Source::Import => lang.pick("imported", "นำเข้า"),
    }
}

fn result_text(lang: Lang, filter: ResultFilter) -> &'static str {
    match filter {
        ResultFilter::Unfinished => lang.pick("Unfinished", "ยังไม่จบ"),
        ResultFilter::WhiteWon => lang.pick("White won", "ขาวชนะ"),
        ResultFilter::BlackWon => lang.pick("Black won", "ดำชนะ"),
        ResultFilter::Draw => lang.pick("Draw", "เสมอ"),
    }
}

fn opponent_text(lang: Lang, filter: OpponentFilter) -> &'static str {
    match filter {
        OpponentFilter::Engine => lang.pick("Computer", "คอมพิวเตอร์"),
        OpponentFilter::TwoPlayers => lang.pick("Two players", "สองคน"),
        OpponentFilter::Link => lang.pick("Links", "ลิงก์"),
        OpponentFilter::Import => lang.pick("Imported", "นำเข้า"),
    }
}

/// The local date and time of `ms` since 1970.
fn date_text(lang: Lang, ms: f64) -> String {
    let date = js_sys::Date::new(&ms.into());
    String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

/// The value of a `<select>` that changed.
fn selected(e: &Event) -> Option<String> {
    let select: HtmlSelectElement = e.target()?.dyn_into().ok()?;
    Some(select.value())
}

/// The game of a stored entry, replayed; `None` when it cannot be read.
fn replayed(game: &StoredGame) -> Option<Replayed> {
    Replayed::of(decode_game(&game.entry.save).ok()?).ok()
}

/// The Games view.
#[function_component(GamesView)]
pub fn games_view(props: &GamesViewProps) -> Html {
    let lang = props.lang;
    let filter = use_state(Filter::default);
    let listing = use_state(|| None::<Rc<Listing>>);
    let page = use_state(|| 0usize);
    let reloads = use_state(|| 0u32);
    let deleted = use_state(|| None::<StoredGame>);
    let error = use_state(|| None::<String>);
    {
        let (library, listing) = (props.library.clone(), listing.clone());
        let error = error.clone();
        use_effect_with(((*filter).clone(), *reloads), move |(filter, _)| {
            let filter = filter.clone();
            spawn_local(async move {
                match library.list(&filter).await {
                    Ok(found) => listing.set(Some(Rc::new(found))),
                    Err(e) => error.set(Some(e.to_string())),
                }
            });
        });
    }
    let set_filter = {
        let (filter, page) = (filter.clone(), page.clone());
        move |change: fn(&mut Filter, Option<String>)| {
            let (filter, page) = (filter.clone(), page.clone());
            Callback::from(move |e: Event| {
                let mut next = (*filter).clone();
                change(&mut next, selected(&e));
                page.set(0);
                filter.set(next);
            })
        }
    };
    let on_variant = set_filter(|f, v| {
        f.variant = v.and_then(|v| Variant::from_uci_name(&v));
    });
    let on_result = set_filter(|f, v| {
        f.result = v
            .and_then(|v| v.parse::<usize>().ok())
            .and_then(|i| ResultFilter::ALL.get(i).copied());
    });
    let on_opponent = set_filter(|f, v| {
        f.opponent = v
            .and_then(|v| v.parse::<usize>().ok())
            .and_then(|i| OpponentFilter::ALL.get(i).copied());
    });
    let on_text = {
        let (filter, page) = (filter.clone(), page.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            page.set(0);
            filter.set(Filter {
                text: input.value(),
                ..(*filter).clone()
            });
        })
    };
    let open = |id: GameId| {
        let (library, on_open, error) =
            (props.library.clone(), props.on_open.clone(), error.clone());
        Callback::from(move |_: MouseEvent| {
            let (library, on_open, error) = (library.clone(), on_open.clone(), error.clone());
            spawn_local(async move {
                match library.get(id).await {
                    Ok(Some(game)) => match replayed(&game) {
                        Some(replayed) => on_open.emit((id, replayed)),
                        None => error.set(Some(format!(
                            "{}",
                            crate::library::LibraryError::Corrupt(id)
                        ))),
                    },
                    Ok(None) => {}
                    Err(e) => error.set(Some(e.to_string())),
                }
            });
        })
    };
    let delete = |id: GameId| {
        let (library, deleted, reloads) = (props.library.clone(), deleted.clone(), reloads.clone());
        let error = error.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            let (library, deleted, reloads) = (library.clone(), deleted.clone(), reloads.clone());
            let error = error.clone();
            spawn_local(async move {
                match library.delete(id).await {
                    Ok(game) => deleted.set(game),
                    Err(e) => error.set(Some(e.to_string())),
                }
                reloads.set(*reloads + 1);
            });
        })
    };
    let undo = {
        let (library, deleted, reloads) = (props.library.clone(), deleted.clone(), reloads.clone());
        let error = error.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(game) = (*deleted).clone() else {
                return;
            };
            let (library, deleted, reloads) = (library.clone(), deleted.clone(), reloads.clone());
            let error = error.clone();
            spawn_local(async move {
                match library.restore(game).await {
                    Ok(()) => deleted.set(None),
                    Err(e) => error.set(Some(e.to_string())),
                }
                reloads.set(*reloads + 1);
            });
        })
    };
    let count = listing.as_ref().map(|l| l.games.len());
    let pages = count.map_or(1, |n| n.div_ceil(PAGE_SIZE).max(1));
    let shown_page = (*page).min(pages - 1);
    let go = |to: usize| {
        let page = page.clone();
        Callback::from(move |_: MouseEvent| page.set(to))
    };
    let rows = listing.as_ref().map(|listing| {
        listing
            .games
            .iter()
            .skip(shown_page * PAGE_SIZE)
            .take(PAGE_SIZE)
            .map(|game| {
                let meta = &game.meta;
                let current = props.current == Some(game.id);
                let variant = meta.variant().map_or(meta.variant.as_str(), |v| lang.variant(v));
                html! {
                    <li key={game.id} class={classes!("game-row", current.then_some("current"))}
                        data-testid="game-row" data-game-id={game.id.to_string()} role="button" tabindex="0"
                        onclick={open(game.id)}>
                        <span class="game-players">{ players(lang, meta) }</span>
                        <span class="game-result">{ match meta.is_unfinished() {
                            true => lang.pick("unfinished", "ยังไม่จบ").to_string(),
                            false => meta.result.clone(),
                        } }</span>
                        <span class="game-details">
                            { format!("{variant} · {} · {} {} · {}", source_text(lang, meta.source),
                                      meta.plies, lang.pick("plies", "ตา"), date_text(lang, meta.updated)) }
                        </span>
                        <span class="game-opening">{ meta.opening.clone() }</span>
                        <button type="button" class="game-delete" data-testid="game-delete"
                                aria-label={lang.pick("Delete", "ลบ")} onclick={delete(game.id)}>{ "🗑" }</button>
                    </li>
                }
            })
            .collect::<Html>()
    });
    let variant_value = filter.variant.map_or("", |v| v.uci_name());
    let index_of = |found: Option<usize>| found.map_or(String::new(), |i| i.to_string());
    let result_value = index_of(
        filter
            .result
            .and_then(|r| ResultFilter::ALL.iter().position(|&x| x == r)),
    );
    let opponent_value = index_of(
        filter
            .opponent
            .and_then(|o| OpponentFilter::ALL.iter().position(|&x| x == o)),
    );
    let on_close = props.on_close.clone();
    html! {
        <Modal class="games-dialog" labelled_by="games-title" testid="games-view" on_close={on_close.clone()}>
            <h2 id="games-title">{ lang.pick("Games", "เกม") }</h2>
            <div class="games-filters">
                <select aria-label={lang.pick("Variant", "กติกา")} data-testid="games-variant" onchange={on_variant}>
                    <option value="" selected={variant_value.is_empty()}>{ lang.pick("All variants", "ทุกกติกา") }</option>
                    { for Variant::ALL.iter().map(|v| html! {
                        <option value={v.uci_name()} selected={variant_value == v.uci_name()}>{ lang.variant(*v) }</option>
                    }) }
                </select>
                <select aria-label={lang.pick("Result", "ผล")} data-testid="games-result" onchange={on_result}>
                    <option value="" selected={result_value.is_empty()}>{ lang.pick("All results", "ทุกผล") }</option>
                    { for ResultFilter::ALL.iter().enumerate().map(|(i, r)| html! {
                        <option value={i.to_string()} selected={result_value == i.to_string()}>{ result_text(lang, *r) }</option>
                    }) }
                </select>
                <select aria-label={lang.pick("Opponent", "คู่แข่ง")} data-testid="games-opponent" onchange={on_opponent}>
                    <option value="" selected={opponent_value.is_empty()}>{ lang.pick("All opponents", "ทุกคู่แข่ง") }</option>
                    { for OpponentFilter::ALL.iter().enumerate().map(|(i, o)| html! {
                        <option value={i.to_string()} selected={opponent_value == i.to_string()}>{ opponent_text(lang, *o) }</option>
                    }) }
                </select>
                <input type="search" data-testid="games-search" value={filter.text.clone()}
                       placeholder={lang.pick("Player name", "ชื่อผู้เล่น")}
                       aria-label={lang.pick("Search names", "ค้นหาชื่อ")} oninput={on_text} />
            </div>
            <p class="games-summary" role="status">
                <span data-testid="games-count">{ count.map(|n| n.to_string()).unwrap_or_default() }</span>
                { " " }{ lang.pick("games", "เกม") }
                if let Some(corrupt) = listing.as_ref().map(|l| l.corrupt).filter(|&n| n > 0) {
                    <span class="games-corrupt" data-testid="games-corrupt">{ format!(" · {corrupt} {}",
                        lang.pick("records could not be read and are skipped", "รายการอ่านไม่ได้ จึงข้ามไป")) }</span>
                }
            </p>
            <div class="games-files">
                <LibraryImport library={SharedLibrary(props.library.clone())} {lang}
                               on_done={let r = reloads.clone(); Callback::from(move |()| r.set(*r + 1))} />
                <LibraryExport library={SharedLibrary(props.library.clone())} filter={(*filter).clone()} {lang} />
            </div>
            if let Some(error) = (*error).clone() {
                <p class="games-error" role="alert" data-testid="games-error">{ error }</p>
            }
            if deleted.is_some() {
                <p class="games-undo" role="status">
                    { lang.pick("Game deleted.", "ลบเกมแล้ว") }{ " " }
                    <button type="button" data-testid="games-undo" onclick={undo}>{ lang.pick("Undo", "เลิกทำ") }</button>
                </p>
            }
            <ul class="games-list">{ rows.unwrap_or_default() }</ul>
            <div class="dialog-actions">
                if pages > 1 {
                    <button type="button" data-testid="games-prev" disabled={shown_page == 0}
                            onclick={go(shown_page.saturating_sub(1))}>{ lang.pick("Newer", "ใหม่กว่า") }</button>
                    <span class="games-page">{ format!("{} / {pages}", shown_page + 1) }</span>
                    <button type="button" data-testid="games-next" disabled={shown_page + 1 >= pages}
                            onclick={go(shown_page + 1)}>{ lang.pick("Older", "เก่ากว่า") }</button>
                }
                <button type="button" data-testid="games-close" onclick={on_close.reform(|_: MouseEvent| ())}>
                    { lang.pick("Close", "ปิด") }
                </button>
            </div>
        </Modal>
    }
}
