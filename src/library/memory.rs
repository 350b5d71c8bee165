//! The library in memory: what the page keeps when IndexedDB is unavailable, with the same rules
//! as the stored one (new ids, revisions checked on update).
use std::collections::BTreeMap;

use super::{Entry, Filter, GameId, LibraryError, Listed, Listing, StoredGame};

/// Games by id.
#[derive(Debug, Default)]
pub struct MemoryStore {
    games: BTreeMap<GameId, Entry>,
    last_id: GameId,
}

impl MemoryStore {
    /// Adds a game under a new id.
    pub fn add(&mut self, entry: Entry) -> GameId {
        self.last_id += 1;
        self.games.insert(self.last_id, entry);
        self.last_id
    }

    /// Replaces entry `id`, if its stored revision is `base`; returns the new revision.
    pub fn update(&mut self, id: GameId, base: u32, mut entry: Entry) -> Result<u32, LibraryError> {
        let stored = self.games.get(&id).ok_or(LibraryError::Missing(id))?;
        check_revision(&stored.meta, base)?;
        entry.meta.revision = base + 1;
        entry.meta.created = stored.meta.created;
        self.games.insert(id, entry);
        Ok(base + 1)
    }

    /// Entry `id`.
    pub fn get(&self, id: GameId) -> Option<StoredGame> {
        self.games.get(&id).map(|entry| StoredGame {
            id,
            entry: entry.clone(),
        })
    }

    /// Removes entry `id`, returning it.
    pub fn delete(&mut self, id: GameId) -> Option<StoredGame> {
        self.games.remove(&id).map(|entry| StoredGame { id, entry })
    }

    /// Puts a deleted game back under its id.
    pub fn restore(&mut self, game: StoredGame) {
        self.last_id = self.last_id.max(game.id);
        self.games.insert(game.id, game.entry);
    }

    /// The games `filter` keeps, newest first.
    pub fn list(&self, filter: &Filter) -> Listing {
        let mut games: Vec<(GameId, &Entry)> = self
            .games
            .iter()
            .filter(|(_, entry)| filter.matches(&entry.meta))
            .map(|(&id, entry)| (id, entry))
            .collect();
        super::newest_first(&mut games, |entry| entry.meta.updated);
        Listing {
            games: games
                .into_iter()
                .map(|(id, entry)| Listed {
                    id,
                    meta: entry.meta.clone(),
                })
                .collect(),
            corrupt: 0,
        }
    }

    /// Up to `limit` games with ids above `after`, by id.
    pub fn batch_after(&self, after: Option<GameId>, limit: usize) -> Vec<StoredGame> {
        let from = after.map_or(0, |id| id.saturating_add(1));
        self.games
            .range(from..)
            .take(limit)
            .map(|(&id, entry)| StoredGame {
                id,
                entry: entry.clone(),
            })
            .collect()
    }

    /// The games opened from links with this key.
    pub fn with_link_key(&self, key: &str) -> Vec<StoredGame> {
        self.games
            .iter()
            .filter(|(_, entry)| entry.meta.link_key.as_deref() == Some(key))
            .map(|(&id, entry)| StoredGame {
                id,
                entry: entry.clone(),
            })
            .collect()
    }
}

/// Refuses a write based on revision `base` of an entry now at another revision.
pub fn check_revision(stored: &super::GameMeta, base: u32) -> Result<(), LibraryError> {
    match stored.revision == base {
        true => Ok(()),
        false => Err(LibraryError::Conflict {
            stored: stored.revision,
        }),
    }
}
