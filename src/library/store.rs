//! [`Library`]: the async API over the IndexedDB stores, or over memory when IndexedDB is
//! unavailable.
use std::cell::RefCell;

use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{IdbDatabase, IdbKeyRange, IdbObjectStore, IdbTransaction, IdbTransactionMode};

use super::idb::{self, committed, request, GAMES, META};
use super::memory::{check_revision, MemoryStore};
use super::{
    newest_first, Entry, Filter, GameId, GameMeta, LibraryError, Listed, Listing, StoredGame,
};

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

/// The game library.
pub struct Library {
    store: Store,
    backend: Backend,
}

impl Library {
    /// Opens the library in IndexedDB, or in memory (saying why) when the browser refuses it.
    pub async fn open() -> Library {
        match idb::open().await {
            Ok(database) => Library {
                store: Store::IndexedDb(database),
                backend: Backend::IndexedDb,
            },
            Err(error) => Library::in_memory(error),
        }
    }

    /// An empty library in memory, kept there because of `reason`.
    pub fn in_memory(reason: LibraryError) -> Library {
        Library {
            store: Store::Memory(RefCell::default()),
            backend: Backend::Memory(reason),
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
                let mut memory = memory.borrow_mut();
                Ok(entries.into_iter().map(|e| memory.add(e)).collect())
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let mut ids = Vec::with_capacity(entries.len());
                for entry in entries {
                    let key = request(&meta.add(&to_js(&entry.meta)?)?).await?;
                    games.put_with_key(&JsValue::from_str(&entry.save), &key)?;
                    ids.push(id_of(&key)?);
                }
                committed(&transaction).await?;
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
            Store::Memory(memory) => memory.borrow_mut().update(id, base, entry),
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(id);
                let stored = request(&meta.get(&key)?).await?;
                if stored.is_undefined() {
                    transaction.abort().ok();
                    return Err(LibraryError::Missing(id));
                }
                let stored = from_js(stored).ok_or(LibraryError::Corrupt(id))?;
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
                let key = JsValue::from(id);
                let (meta, save) = (meta.get(&key)?, games.get(&key)?);
                let (meta, save) = (request(&meta).await?, request(&save).await?);
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
            Store::Memory(memory) => Ok(memory.borrow_mut().delete(id)),
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(id);
                let (old_meta, old_save) = (meta.get(&key)?, games.get(&key)?);
                let (old_meta, old_save) = (request(&old_meta).await?, request(&old_save).await?);
                meta.delete(&key)?;
                games.delete(&key)?;
                committed(&transaction).await?;
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
                memory.borrow_mut().restore(game);
                Ok(())
            }
            Store::IndexedDb(database) => {
                let (transaction, meta, games) = both_stores(database, true)?;
                let key = JsValue::from(game.id);
                meta.put_with_key(&to_js(&game.entry.meta)?, &key)?;
                games.put_with_key(&JsValue::from_str(&game.entry.save), &key)?;
                committed(&transaction).await
            }
        }
    }

    /// The games `filter` keeps, newest first, with the number of unreadable records skipped.
    ///
    /// # Errors
    /// A failure of the storage.
    pub async fn list(&self, filter: &Filter) -> Result<Listing, LibraryError> {
        match &self.store {
            Store::Memory(memory) => Ok(memory.borrow().list(filter)),
            Store::IndexedDb(database) => {
                let transaction = database.transaction_with_str(META)?;
                let meta = transaction.object_store(META)?;
                let (values, keys) = (meta.get_all()?, meta.get_all_keys()?);
                let values: Array = request(&values).await?.unchecked_into();
                let keys: Array = request(&keys).await?.unchecked_into();
                let mut corrupt = 0;
                let mut games = Vec::with_capacity(values.length() as usize);
                for (key, value) in keys.iter().zip(values.iter()) {
                    match (id_of(&key), from_js(value)) {
                        (Ok(id), Some(meta)) if filter.matches(&meta) => games.push((id, meta)),
                        (Ok(_), Some(_)) => {}
                        _ => corrupt += 1,
                    }
                }
                newest_first(&mut games, |meta| meta.updated);
                Ok(Listing {
                    games: games
                        .into_iter()
                        .map(|(id, meta)| Listed { id, meta })
                        .collect(),
                    corrupt,
                })
            }
        }
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

fn to_js(meta: &GameMeta) -> Result<JsValue, LibraryError> {
    serde_wasm_bindgen::to_value(meta).map_err(|e| LibraryError::Failed(e.to_string()))
}

fn from_js(value: JsValue) -> Option<GameMeta> {
    serde_wasm_bindgen::from_value(value).ok()
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
            meta: from_js(meta)?,
            save: save.as_string()?,
        },
    })
}
