//! Keeping the game in play in the library: its entry is written after each change (one write
//! at a time, the latest change waiting), other tabs are told over a `BroadcastChannel` and a tab
//! showing the same entry follows their moves; at start-up the saved game continues its entry,
//! is migrated into a new one, or a link finds the entry of its game.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::spawn_local;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

use crate::formats::save::{decode_game, encode_game};
use crate::game::model::{Action, Notice, State};
use crate::library::{
    boot_entry, link_key, link_match, now_ms, Backend, BootEntry, Entry, Filter, GameId, Library,
    LibraryError, LibraryNotice, LinkMatch, Source, StoredGame, CURRENT_KEY,
};
use crate::model::record::{Record, Replayed};
use crate::platform::storage::{self, GAME_KEY};

/// The channel tabs tell each other about written entries on.
const CHANNEL: &str = "makruk-library";
/// `localStorage` key set once the browser was asked to keep the library's storage.
const PERSIST_ASKED_KEY: &str = "makruk.persist-asked";

/// An entry written by a tab, as told to the others: `[id, revision]`.
#[derive(Clone, Copy, Debug)]
struct Written {
    id: GameId,
    revision: u32,
}

impl Written {
    fn to_js(self) -> JsValue {
        js_sys::Array::of2(&self.id.into(), &self.revision.into()).into()
    }

    fn from_js(value: &JsValue) -> Option<Written> {
        let pair: &js_sys::Array = value.dyn_ref()?;
        let number = |i| {
            pair.get(i)
                .as_f64()
                .filter(|n| (0.0..=f64::from(u32::MAX)).contains(n))
        };
        Some(Written {
            id: number(0)? as GameId,
            revision: number(1)? as u32,
        })
    }
}

/// The entry the game in play is kept in.
#[derive(Clone, Debug)]
struct Current {
    generation: u32,
    id: GameId,
    /// The stored revision and save text, once read or written.
    stored: Option<(u32, String)>,
}

/// A write waiting for its turn.
struct Job {
    generation: u32,
    id: Option<GameId>,
    entry: Entry,
}

/// The writer's state, shared by the hook's effects and its tasks.
#[derive(Default)]
struct Writer {
    library: Option<Rc<Library>>,
    current: Option<Current>,
    pending: Option<Job>,
    busy: bool,
    /// A generation whose game is not kept: an older link, the stored game shown instead.
    replaced: Option<u32>,
}

type Shared = Rc<RefCell<Writer>>;

/// The library once it is open; keeps the game of `state` in it.
#[hook]
pub fn use_library(state: &UseReducerHandle<State>) -> Option<Rc<Library>> {
    let library = use_state(|| None::<Rc<Library>>);
    let writer = use_mut_ref(Writer::default);
    // What `localStorage` held when the page started, before the first save writes over it.
    let boot = use_memo((), |_| {
        boot_entry(
            storage::read(CURRENT_KEY).as_deref(),
            storage::read(GAME_KEY).as_deref(),
        )
    });
    {
        let (library, writer, dispatcher) = (library.clone(), writer.clone(), state.dispatcher());
        let (boot, generation, record) = (*boot, state.library.generation, state.record());
        let linked = state.library.source == Some(Source::Link);
        use_effect_with((), move |_| {
            spawn_local(async move {
                let opened = Rc::new(Library::open().await);
                if let Backend::Memory(_) = opened.backend() {
                    dispatcher.dispatch(Action::Notify(Notice::Library(LibraryNotice::InMemory)));
                }
                let found = match linked {
                    true => match link_entry(&opened, &record, &dispatcher).await {
                        LinkEntry::Update(id) => Some(id),
                        LinkEntry::ShownInstead => {
                            writer.borrow_mut().replaced = Some(generation);
                            None
                        }
                        LinkEntry::New => None,
                    },
                    false => match boot {
                        BootEntry::Continue(id) => Some(id),
                        BootEntry::Migrate | BootEntry::Fresh => None,
                    },
                };
                if let Some(id) = found {
                    writer.borrow_mut().current = Some(Current {
                        generation,
                        id,
                        stored: None,
                    });
                    dispatcher.dispatch(Action::Stored(generation, id));
                }
                writer.borrow_mut().library = Some(opened.clone());
                library.set(Some(opened.clone()));
                drain(writer, dispatcher).await;
                // Read the list once now, so that the Games view opens at once.
                opened.list(&Filter::default()).await.ok();
            });
        });
    }
    {
        let (writer, dispatcher) = (writer.clone(), state.dispatcher());
        use_effect_with((), move |_| {
            let channel = BroadcastChannel::new(CHANNEL).ok();
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(written) = Written::from_js(&event.data()) {
                    follow(writer.clone(), dispatcher.clone(), written);
                }
            });
            if let Some(channel) = &channel {
                channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            }
            move || {
                if let Some(channel) = channel {
                    channel.close();
                }
                drop(on_message);
            }
        });
    }
    {
        let (writer, dispatcher, shown) = (writer.clone(), state.dispatcher(), state.clone());
        let library_entry = state.library;
        // The running clock changes the save every second: the entry is written when anything
        // else changes (a move, a count, a result, a comment), with the clock as it is then.
        let without_times = encode_game(&Record {
            clock_ms: None,
            ..state.record()
        });
        use_effect_with((without_times, library_entry), move |_| {
            let source = library_entry
                .source
                .unwrap_or(Source::of_play(shown.settings.opponent));
            let entry = Entry::of(&shown.record(), &shown.game, source, now_ms());
            writer.borrow_mut().pending = Some(Job {
                generation: library_entry.generation,
                id: library_entry.id,
                entry,
            });
            spawn_local(drain(writer, dispatcher));
        });
    }
    (*library).clone()
}

/// What a game opened from a link becomes.
enum LinkEntry {
    /// It continues this stored game, which it updates.
    Update(GameId),
    /// A stored game continues it: the board shows that one instead.
    ShownInstead,
    /// A new entry.
    New,
}

/// The entry of a game opened from a link: a stored game of the same link it continues (which
/// it updates), or one that continues it (which the board then shows).
async fn link_entry(
    library: &Library,
    record: &Record,
    dispatcher: &UseReducerDispatcher<State>,
) -> LinkEntry {
    let stored = library
        .with_link_key(&link_key(record))
        .await
        .unwrap_or_default();
    for game in stored {
        let Ok(stored_record) = decode_game(&game.entry.save) else {
            continue;
        };
        match link_match(&stored_record, record) {
            LinkMatch::Newer => return LinkEntry::Update(game.id),
            LinkMatch::Older => {
                if let Ok(replayed) = Replayed::of(stored_record) {
                    dispatcher.dispatch(Action::Open(game.id, Box::new(replayed)));
                    return LinkEntry::ShownInstead;
                }
            }
            LinkMatch::Other => {}
        }
    }
    LinkEntry::New
}

/// Writes the waiting change, then any that came meanwhile; one task at a time.
async fn drain(writer: Shared, dispatcher: UseReducerDispatcher<State>) {
    let library = {
        let mut w = writer.borrow_mut();
        match (w.library.clone(), w.busy) {
            (Some(library), false) => {
                w.busy = true;
                library
            }
            _ => return,
        }
    };
    loop {
        let Some(job) = writer.borrow_mut().pending.take() else {
            break;
        };
        if let Err(notice) = write(&library, &writer, &dispatcher, job).await {
            dispatcher.dispatch(Action::Notify(Notice::Library(notice)));
        }
    }
    writer.borrow_mut().busy = false;
}

/// Writes one change: into the game's entry if it has one, else into a new entry once a move
/// was played.
async fn write(
    library: &Library,
    writer: &Shared,
    dispatcher: &UseReducerDispatcher<State>,
    job: Job,
) -> Result<(), LibraryNotice> {
    if writer.borrow().replaced == Some(job.generation) {
        return Ok(());
    }
    let current = writer.borrow().current.clone();
    let current = match current {
        Some(current) if current.generation == job.generation => Some(current),
        _ => job.id.map(|id| Current {
            generation: job.generation,
            id,
            stored: None,
        }),
    };
    let Some(current) = current else {
        if job.entry.meta.plies == 0 {
            return Ok(());
        }
        return add(library, writer, dispatcher, job).await;
    };
    let (revision, save) = match current.stored {
        Some(stored) => stored,
        None => match library.get(current.id).await {
            Ok(Some(StoredGame { entry, .. })) => (entry.meta.revision, entry.save),
            Ok(None) | Err(LibraryError::Corrupt(_)) => {
                return add(library, writer, dispatcher, job).await
            }
            Err(error) => return Err(notice_of(&error)),
        },
    };
    if save == job.entry.save {
        writer.borrow_mut().current = Some(Current {
            stored: Some((revision, save)),
            ..current
        });
        return Ok(());
    }
    let save = job.entry.save.clone();
    match library
        .update(current.id, revision, job.entry.clone())
        .await
    {
        Ok(revision) => {
            written(
                library,
                writer,
                current.generation,
                current.id,
                revision,
                save,
            );
            Ok(())
        }
        Err(LibraryError::Missing(_)) => add(library, writer, dispatcher, job).await,
        Err(LibraryError::Conflict { .. }) => {
            add(library, writer, dispatcher, job).await?;
            Err(LibraryNotice::Forked)
        }
        Err(error) => Err(notice_of(&error)),
    }
}

/// Writes the game of `job` into a new entry.
async fn add(
    library: &Library,
    writer: &Shared,
    dispatcher: &UseReducerDispatcher<State>,
    job: Job,
) -> Result<(), LibraryNotice> {
    let save = job.entry.save.clone();
    let id = library.put(job.entry).await.map_err(|e| notice_of(&e))?;
    written(library, writer, job.generation, id, 0, save);
    dispatcher.dispatch(Action::Stored(job.generation, id));
    ask_to_persist();
    Ok(())
}

/// Records a write: the entry's revision, and a message to the other tabs (which share
/// IndexedDB, not a library in memory).
fn written(
    library: &Library,
    writer: &Shared,
    generation: u32,
    id: GameId,
    revision: u32,
    save: String,
) {
    writer.borrow_mut().current = Some(Current {
        generation,
        id,
        stored: Some((revision, save)),
    });
    if *library.backend() != Backend::IndexedDb {
        return;
    }
    if let Ok(channel) = BroadcastChannel::new(CHANNEL) {
        channel.post_message(&Written { id, revision }.to_js()).ok();
        channel.close();
    }
}

/// Shows another tab's write when it is of the entry this tab shows.
fn follow(writer: Shared, dispatcher: UseReducerDispatcher<State>, written: Written) {
    let (library, current) = {
        let w = writer.borrow();
        (w.library.clone(), w.current.clone())
    };
    let (Some(library), Some(current)) = (library, current) else {
        return;
    };
    let behind = current
        .stored
        .as_ref()
        .is_none_or(|(revision, _)| *revision < written.revision);
    if current.id != written.id || !behind {
        return;
    }
    spawn_local(async move {
        let Ok(Some(game)) = library.get(written.id).await else {
            return;
        };
        let Ok(replayed) = decode_game(&game.entry.save)
            .ok()
            .and_then(|record| Replayed::of(record).ok())
            .ok_or(())
        else {
            return;
        };
        dispatcher.dispatch(Action::Open(game.id, Box::new(replayed)));
        dispatcher.dispatch(Action::Notify(Notice::Library(LibraryNotice::OtherTab)));
    });
}

/// The notice of a failed write.
fn notice_of(error: &LibraryError) -> LibraryNotice {
    match error {
        LibraryError::Full => LibraryNotice::Full,
        _ => LibraryNotice::Failed,
    }
}

/// Asks the browser once to keep the library's storage (not to evict it under pressure).
fn ask_to_persist() {
    if storage::read(PERSIST_ASKED_KEY).is_some() {
        return;
    }
    storage::write(PERSIST_ASKED_KEY, "1");
    if let Some(window) = web_sys::window() {
        window.navigator().storage().persist().ok();
    }
}
