//! The library in memory: what the page keeps when IndexedDB is unavailable, with the same rules
//! as the stored one (new ids, revisions checked on update).
use super::{Entry, Filter, GameId, GameMeta, LibraryError, Listed, Listing, StoredGame};

/// Games oldest first (by last write).
#[derive(Debug, Default)]
pub struct MemoryStore {
    games: Vec<StoredGame>,
    last_id: GameId,
}

impl MemoryStore {
    /// Keeps `game` in its place by last write.
    fn insert(&mut self, game: StoredGame) {
        let updated = game.entry.meta.updated;
        let at = self
            .games
            .partition_point(|g| g.entry.meta.updated <= updated);
        self.games.insert(at, game);
    }

    /// Adds a game under a new id.
    pub fn add(&mut self, entry: Entry) -> GameId {
        self.last_id += 1;
        let id = self.last_id;
        self.insert(StoredGame { id, entry });
        id
    }

    /// Replaces entry `id`, if its stored revision is `base`; returns the new revision.
    pub fn update(&mut self, id: GameId, base: u32, mut entry: Entry) -> Result<u32, LibraryError> {
        let stored = self.get(id).ok_or(LibraryError::Missing(id))?;
        check_revision(&stored.entry.meta, base)?;
        entry.meta.revision = base + 1;
        entry.meta.created = stored.entry.meta.created;
        self.delete(id);
        self.insert(StoredGame { id, entry });
        Ok(base + 1)
    }

    /// Entry `id`.
    pub fn get(&self, id: GameId) -> Option<StoredGame> {
        self.games.iter().find(|g| g.id == id).cloned()
    }

    /// Removes entry `id`, returning it.
    pub fn delete(&mut self, id: GameId) -> Option<StoredGame> {
        let at = self.games.iter().position(|g| g.id == id)?;
        Some(self.games.remove(at))
    }

    /// Puts a deleted game back under its id.
    pub fn restore(&mut self, game: StoredGame) {
        self.last_id = self.last_id.max(game.id);
        self.delete(game.id);
        self.insert(game);
    }

    /// The games `filter` keeps, newest first.
    pub fn list(&self, filter: &Filter) -> Listing {
        Listing {
            games: self
                .games
                .iter()
                .rev()
                .filter(|g| filter.matches(&g.entry.meta))
                .map(|g| Listed {
                    id: g.id,
                    meta: g.entry.meta.clone(),
                })
                .collect(),
            corrupt: 0,
        }
    }

    /// Up to `limit` games with ids above `after`, by id.
    pub fn batch_after(&self, after: Option<GameId>, limit: usize) -> Vec<StoredGame> {
        let mut ids: Vec<GameId> = self
            .games
            .iter()
            .map(|g| g.id)
            .filter(|&id| after.is_none_or(|after| id > after))
            .collect();
        // The smallest ids one by one: as cheap as the lookups of the games themselves.
        let mut batch = Vec::new();
        while batch.len() < limit {
            let Some((at, _)) = ids.iter().enumerate().min_by_key(|&(_, id)| id) else {
                break;
            };
            batch.extend(self.get(ids.swap_remove(at)));
        }
        batch
    }

    /// The games opened from links with this key.
    pub fn with_link_key(&self, key: &str) -> Vec<StoredGame> {
        self.games
            .iter()
            .filter(|g| g.entry.meta.link_key.as_deref() == Some(key))
            .cloned()
            .collect()
    }
}

/// Refuses a write based on revision `base` of an entry now at another revision.
pub fn check_revision(stored: &GameMeta, base: u32) -> Result<(), LibraryError> {
    match stored.revision == base {
        true => Ok(()),
        false => Err(LibraryError::Conflict {
            stored: stored.revision,
        }),
    }
}
