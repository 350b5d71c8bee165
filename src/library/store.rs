//! [`Library`]: the async API over the IndexedDB stores, or over memory when IndexedDB is
//! unavailable.
use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{
    BroadcastChannel, IdbDatabase, IdbKeyRange, IdbObjectStore, IdbTransaction, IdbTransactionMode,
    MessageEvent,
};

use super::changes::{ChangeLog, Changed};
use super::idb::{self, committed, request, GAMES, META};
use super::memory::{check_revision, MemoryStore};
use super::{Entry, Filter, GameId, GameMeta, LibraryError, Listed, Listing, Source, StoredGame};

/// Where the library keeps its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The browser's IndexedDB: kept across visits.
    IndexedDb,
    /// The page's memory, for this reason (IndexedDB unavailable): lost when the page closes.
    Memory(LibraryError),
}

enum Store {
    IndexedDb(IdbDatabase),
    Memory(RefCell<MemoryStore>),
}

/// A handler of the channel's messages.
type OnMessage = Closure<dyn FnMut(MessageEvent)>;

/// The game library.
pub struct Library {
    store: Store,
    backend: Backend,
    /// Every game's metadata, newest first, once read from IndexedDB: kept up to date by this
    /// library's writes, dropped when another writes (a message on [`CHANGES`]).
    listing: Rc<RefCell<Option<Rc<Listing>>>>,
    /// The channel this library tells its writes on and hears the others' on.
    changes: Option<(BroadcastChannel, OnMessage)>,
    /// The writes heard: this library's and the others'.
    log: Rc<RefCell<ChangeLog>>,
}

/// The `BroadcastChannel` every writer of the library's database posts a message on after a
/// write (any message: the readers drop the list they read).
pub const CHANGES: &str = "makruk-library-changes";

/// A library dropped (a module's page taken down) hears no more changes, whose handler goes with
/// it, and lets its database go.
impl Drop for Library {
    fn drop(&mut self) {
        if let Some((channel, _)) = &self.changes {
            channel.set_onmessage(None);
            channel.close();
        }
        if let Store::IndexedDb(database) = &self.store {
            database.close();
        }
    }
}

impl Library {
    /// Opens the library in IndexedDB, or in memory (saying why) when the browser refuses it.
    pub async fn open() -> Library {
        match idb::open().await {
            Ok(database) => {
                let listing = Rc::new(RefCell::new(None));
                let log = Rc::new(RefCell::new(ChangeLog::default()));
                let changes = BroadcastChannel::new(CHANGES).ok().map(|channel| {
                    let (heard, heard_log) = (listing.clone(), log.clone());
                    let on_message = OnMessage::new(move |event: MessageEvent| {
                        heard.replace(None);
                        heard_log.borrow_mut().note(changed_game(&event.data()));
                    });
                    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                    (channel, on_message)
                });
                Library {
                    store: Store::IndexedDb(database),
                    backend: Backend::IndexedDb,
                    listing,
                    changes,
                    log,
                }
            }
            Err(error) => Library::in_memory(error),
        }
    }

    /// An empty library in memory, kept there because of `reason`.
    pub fn in_memory(reason: LibraryError) -> Library {
        Library {
            store: Store::Memory(RefCell::default()),
            backend: Backend::Memory(reason),
            listing: Rc::default(),
            changes: None,
            log: Rc::default(),
        }
    }

    /// The mark of the changes heard so far, for [`Library::changed_since`].
    pub fn change_mark(&self) -> u64 {
        self.log.borrow().mark()
    }

    /// The games written since `mark` (by this library or, as their messages name them, others).
    pub fn changed_since(&self, mark: u64) -> Changed {
        self.log.borrow().since(mark)
    }

    /// Keeps the read metadata in step with a write of this library: `game` (if any) replaces
    /// entry `id`, in its place by last write; tells the other readers.
    fn relist(&self, id: GameId, game: Option<&GameMeta>) {
        self.log.borrow_mut().note(Some(id));
        if let Some((channel, _)) = &self.changes {
            channel.post_message(&JsValue::from(id)).ok();
        }
        let mut listing = self.listing.borrow_mut();
        let Some(listing) = listing.as_mut() else {
            return;
        };
        let listing = Rc::make_mut(listing);
        listing.games.retain(|g| g.id != id);
        if let Some(meta) = game {
            let at = listing
                .games
                .partition_point(|g| (g.meta.updated, g.id) > (meta.updated, id));
            listing.games.insert(
                at,
                Listed {
                    id,
                    meta: meta.clone(),
                },
            );
        }
    }

    /// Where the games are kept.
    pub fn backend(&self) -> &Backend {
        &self.backend
    }

    /// Adds a game; returns its new id.
    ///
    /// # Errors
    /// The storage is full or failed; nothing is written.
    pub async fn put(&self, entry: Entry) -> Result<GameId, LibraryError> {
        let ids = self.put_many(vec![entry]).await?;
        ids.first()
            .copied()
            .ok_or_else(|| LibraryError::Failed("no id".into()))
    }

    /// Adds games in one transaction (all or none); returns their new ids in order.
    ///
    /// # Errors
    /// The storage is full or failed; nothing is written.
    pub async fn put_many(&self, entries: Vec<Entry>) -> Result<Vec<GameId>, LibraryError> {
        match &self.store {
            Store::Memory(memory) => {
                let ids: Vec<GameId> = {
                    let mut memory = memory.borrow_mut();
                    entries.into_iter().map(|e| memory.add(e)).collect()
                };
                let mut log = self.log.borrow_mut();
                ids.iter().for_each(|&id| log.note(Some(id)));
                Ok(ids)
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let mut ids = Vec::with_capacity(entries.len());
                let mut metas = Vec::with_capacity(entries.len());
                for entry in entries {
                    let key = request(&meta.add(&to_js(&entry.meta)?)?).await?;
                    games.put_with_key(&JsValue::from_str(&entry.save), &key)?;
                    ids.push(id_of(&key)?);
                    metas.push(entry.meta);
                }
                committed(&transaction).await?;
                for (&id, meta) in ids.iter().zip(&metas) {
                    self.relist(id, Some(meta));
                }
                Ok(ids)
            }
        }
    }

    /// Replaces game `id` by `entry` if the stored game is still at revision `base` (its
    /// creation time is kept); returns the new revision.
    ///
    /// # Errors
    /// [`LibraryError::Conflict`] when the game was written since `base` (by another tab),
    /// [`LibraryError::Missing`] when it was deleted; nothing is written.
    pub async fn update(&self, id: GameId, base: u32, entry: Entry) -> Result<u32, LibraryError> {
        match &self.store {
            Store::Memory(memory) => {
                let revision = memory.borrow_mut().update(id, base, entry)?;
                self.log.borrow_mut().note(Some(id));
                Ok(revision)
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(id);
                let stored = request(&meta.get(&key)?).await?;
                if stored.is_undefined() {
                    transaction.abort().ok();
                    return Err(LibraryError::Missing(id));
                }
                let stored = from_js(&stored).ok_or(LibraryError::Corrupt(id))?;
                if let Err(conflict) = check_revision(&stored, base) {
                    transaction.abort().ok();
                    return Err(conflict);
                }
                let mut written = entry.meta;
                written.revision = base + 1;
                written.created = stored.created;
                meta.put_with_key(&to_js(&written)?, &key)?;
                games.put_with_key(&JsValue::from_str(&entry.save), &key)?;
                committed(&transaction).await?;
                self.relist(id, Some(&written));
                Ok(written.revision)
            }
        }
    }

    /// Game `id`, if there is one.
    ///
    /// # Errors
    /// [`LibraryError::Corrupt`] when its record cannot be read, or a failure of the storage.
    pub async fn get(&self, id: GameId) -> Result<Option<StoredGame>, LibraryError> {
        match &self.store {
            Store::Memory(memory) => Ok(memory.borrow().get(id)),
            Store::IndexedDb(database) => {
                let (_, meta, games) = both_stores(database, false)?;
                let (meta, save) = records_of(&meta, &games, id).await?;
                if meta.is_undefined() {
                    return Ok(None);
                }
                stored_game(id, meta, save)
                    .map(Some)
                    .ok_or(LibraryError::Corrupt(id))
            }
        }
    }

    /// Deletes game `id`; returns it (for [`Library::restore`]), or `None` if there was none.
    ///
    /// # Errors
    /// A failure of the storage; nothing is deleted.
    pub async fn delete(&self, id: GameId) -> Result<Option<StoredGame>, LibraryError> {
        match &self.store {
            Store::Memory(memory) => {
                let deleted = memory.borrow_mut().delete(id);
                self.log.borrow_mut().note(Some(id));
                Ok(deleted)
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(id);
                let (old_meta, old_save) = records_of(&meta, &games, id).await?;
                meta.delete(&key)?;
                games.delete(&key)?;
                committed(&transaction).await?;
                self.relist(id, None);
                Ok(stored_game(id, old_meta, old_save))
            }
        }
    }

    /// Puts a deleted game back under its id.
    ///
    /// # Errors
    /// The storage is full or failed; nothing is written.
    pub async fn restore(&self, game: StoredGame) -> Result<(), LibraryError> {
        match &self.store {
            Store::Memory(memory) => {
                self.log.borrow_mut().note(Some(game.id));
                memory.borrow_mut().restore(game);
                Ok(())
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(game.id);
                meta.put_with_key(&to_js(&game.entry.meta)?, &key)?;
                games.put_with_key(&JsValue::from_str(&game.entry.save), &key)?;
                committed(&transaction).await?;
                self.relist(game.id, Some(&game.entry.meta));
                Ok(())
            }
        }
    }

    /// The games `filter` keeps, newest first, with the number of unreadable records skipped.
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn list(&self, filter: &Filter) -> Result<Listing, LibraryError> {
        let read = self.listing.borrow().clone();
        let all = match (&self.store, read) {
            (Store::Memory(memory), _) => return Ok(memory.borrow().list(filter)),
            (Store::IndexedDb(_), Some(all)) => all,
            (Store::IndexedDb(database), None) => {
                let all = Rc::new(read_listing(database).await?);
                self.listing.replace(Some(all.clone()));
                all
            }
        };
        Ok(Listing {
            games: all
                .games
                .iter()
                .filter(|g| filter.matches(&g.meta))
                .cloned()
                .collect(),
            corrupt: all.corrupt,
        })
    }

    /// How many games `filter` keeps.
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn count(&self, filter: &Filter) -> Result<usize, LibraryError> {
        Ok(self.list(filter).await?.games.len())
    }

    /// Up to `limit` of the games `filter` keeps, newest first, from the `offset`-th.
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn page(
        &self,
        filter: &Filter,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<Listed>, LibraryError> {
        let games = self.list(filter).await?.games;
        Ok(games.into_iter().skip(offset).take(limit).collect())
    }

    /// Up to `limit` games with ids above `after` (from the first with `None`), by id: walking
    /// every game batch by batch. Unreadable records are skipped.
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn batch_after(
        &self,
        after: Option<GameId>,
        limit: u32,
    ) -> Result<Vec<StoredGame>, LibraryError> {
        match &self.store {
            Store::Memory(memory) => Ok(memory.borrow().batch_after(after, limit as usize)),
            Store::IndexedDb(database) => {
                let (_, meta, games) = both_stores(database, false)?;
                let range = IdbKeyRange::lower_bound_with_open(
                    &JsValue::from(after.unwrap_or(0)),
                    after.is_some(),
                )?;
                let metas = meta.get_all_with_key_and_limit(&range, limit)?;
                let keys = meta.get_all_keys_with_key_and_limit(&range, limit)?;
                let metas: Array = request(&metas).await?.unchecked_into();
                let keys: Array = request(&keys).await?.unchecked_into();
                if keys.length() == 0 {
                    return Ok(Vec::new());
                }
                // The saves of the same keys, in two requests rather than one per game.
                let last = keys.get(keys.length() - 1);
                let saves_range = IdbKeyRange::bound_with_lower_open_and_upper_open(
                    &JsValue::from(after.unwrap_or(0)),
                    &last,
                    after.is_some(),
                    false,
                )?;
                let save_keys = games.get_all_keys_with_key(&saves_range)?;
                let saves = games.get_all_with_key(&saves_range)?;
                let save_keys: Array = request(&save_keys).await?.unchecked_into();
                let saves: Array = request(&saves).await?.unchecked_into();
                let saves: std::collections::HashMap<GameId, JsValue> = save_keys
                    .iter()
                    .zip(saves.iter())
                    .filter_map(|(key, save)| Some((id_of(&key).ok()?, save)))
                    .collect();
                let mut found = Vec::with_capacity(keys.length() as usize);
                for (key, meta) in keys.iter().zip(metas.iter()) {
                    let Ok(id) = id_of(&key) else { continue };
                    let Some(save) = saves.get(&id) else { continue };
                    if let Some(game) = stored_game(id, meta, save.clone()) {
                        found.push(game);
                    }
                }
                Ok(found)
            }
        }
    }

    /// The games opened from links with this key ([`super::link_key`]).
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn with_link_key(&self, key: &str) -> Result<Vec<StoredGame>, LibraryError> {
        match &self.store {
            Store::Memory(memory) => Ok(memory.borrow().with_link_key(key)),
            Store::IndexedDb(database) => {
                let (_, meta, games) = both_stores(database, false)?;
                let index = meta.index("link_key")?;
                let key = JsValue::from_str(key);
                let keys = request(&index.get_all_keys_with_key(&key)?).await?;
                let mut found = Vec::new();
                for id in keys.unchecked_into::<Array>().iter() {
                    let (meta, save) = (meta.get(&id)?, games.get(&id)?);
                    let (meta, save) = (request(&meta).await?, request(&save).await?);
                    if let Some(game) = id_of(&id).ok().and_then(|id| stored_game(id, meta, save)) {
                        found.push(game);
                    }
                }
                Ok(found)
            }
        }
    }
}

/// Every game's metadata, newest first (by last write, then id), and the number of records that
/// cannot be read.
async fn read_listing(database: &IdbDatabase) -> Result<Listing, LibraryError> {
    let transaction = database.transaction_with_str(META)?;
    let meta = transaction.object_store(META)?;
    // The index holds every record with a number `updated`, oldest first.
    let by_update = meta.index("updated")?;
    let values = by_update.get_all()?;
    let keys = by_update.get_all_keys()?;
    let stored = meta.count()?;
    let values: Array = request(&values).await?.unchecked_into();
    let keys: Array = request(&keys).await?.unchecked_into();
    let stored = request(&stored).await?.as_f64().unwrap_or(0.0) as usize;
    let mut corrupt = stored.saturating_sub(keys.length() as usize);
    let mut games = Vec::with_capacity(keys.length() as usize);
    for i in (0..keys.length()).rev() {
        match (id_of(&keys.get(i)), from_js(&values.get(i))) {
            (Ok(id), Some(meta)) => games.push(Listed { id, meta }),
            _ => corrupt += 1,
        }
    }
    Ok(Listing { games, corrupt })
}

/// A transaction over both stores and the two stores.
fn both_stores(
    database: &IdbDatabase,
    write: bool,
) -> Result<(IdbTransaction, IdbObjectStore, IdbObjectStore), LibraryError> {
    let names = Array::of2(&JsValue::from_str(META), &JsValue::from_str(GAMES));
    let mode = match write {
        true => IdbTransactionMode::Readwrite,
        false => IdbTransactionMode::Readonly,
    };
    let transaction = database.transaction_with_str_sequence_and_mode(&names, mode)?;
    let meta = transaction.object_store(META)?;
    let games = transaction.object_store(GAMES)?;
    Ok((transaction, meta, games))
}

/// The game another writer's message names: its id, or the first element of `[id, revision]`.
fn changed_game(message: &JsValue) -> Option<GameId> {
    let id = match message.dyn_ref::<Array>() {
        Some(array) => array.get(0),
        None => message.clone(),
    };
    id_of(&id).ok()
}

/// Game `id`'s records in the two stores (both asked for before either is awaited), `undefined`
/// where there is none.
async fn records_of(
    meta: &IdbObjectStore,
    games: &IdbObjectStore,
    id: GameId,
) -> Result<(JsValue, JsValue), LibraryError> {
    let key = JsValue::from(id);
    let (meta, save) = (meta.get(&key)?, games.get(&key)?);
    Ok((request(&meta).await?, request(&save).await?))
}

/// The stored object of `meta` (field names as in docs/formats.md; no `link_key` when none).
fn to_js(meta: &GameMeta) -> Result<JsValue, LibraryError> {
    let object = Object::new();
    let fields: [(&str, JsValue); 11] = [
        ("created", meta.created.into()),
        ("updated", meta.updated.into()),
        ("revision", meta.revision.into()),
        ("variant", meta.variant.as_str().into()),
        ("result", meta.result.as_str().into()),
        ("white", meta.white.as_str().into()),
        ("black", meta.black.as_str().into()),
        ("names", meta.names.as_str().into()),
        ("plies", meta.plies.into()),
        ("source", meta.source.text().into()),
        ("opening", meta.opening.as_str().into()),
    ];
    let link_key = meta.link_key.as_deref().map(|key| ("link_key", key.into()));
    for (name, value) in fields.into_iter().chain(link_key) {
        Reflect::set(&object, &name.into(), &value)?;
    }
    Ok(object.into())
}

/// The metadata of a stored object, if it has every field with a value of its type.
fn from_js(value: &JsValue) -> Option<GameMeta> {
    let field = |name: &str| Reflect::get(value, &name.into()).ok();
    let number = |name: &str| field(name)?.as_f64();
    let count = |name: &str| {
        number(name).filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
    };
    let text = |name: &str| field(name)?.as_string();
    if !value.is_object() {
        return None;
    }
    Some(GameMeta {
        created: number("created")?,
        updated: number("updated")?,
        revision: count("revision")? as u32,
        variant: text("variant")?,
        result: text("result")?,
        white: text("white")?,
        black: text("black")?,
        names: text("names")?,
        plies: count("plies")? as u32,
        source: Source::from_text(&text("source")?)?,
        opening: text("opening")?,
        link_key: text("link_key"),
    })
}

fn id_of(key: &JsValue) -> Result<GameId, LibraryError> {
    key.as_f64()
        .filter(|k| k.fract() == 0.0 && (1.0..=f64::from(GameId::MAX)).contains(k))
        .map(|k| k as GameId)
        .ok_or_else(|| LibraryError::Failed(format!("bad key {key:?}")))
}

/// The stored game of `id` from its two records, if both can be read.
fn stored_game(id: GameId, meta: JsValue, save: JsValue) -> Option<StoredGame> {
    Some(StoredGame {
        id,
        entry: Entry {
            meta: from_js(&meta)?,
            save: save.as_string()?,
        },
    })
}
