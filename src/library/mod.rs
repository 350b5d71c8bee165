//! The game library: every game played, imported or opened from a link, kept in IndexedDB with
//! its metadata ([`GameMeta`]), or in memory when the browser refuses IndexedDB. The API is async;
//! the filters, metadata and the choice of the current entry at start-up are plain functions.
mod changes;
mod current;
pub mod export;
pub mod files;
mod filter;
mod idb;
pub mod import;
mod memory;
mod meta;
pub mod request;
mod store;
pub mod view;

pub use changes::Changed;
pub use current::{boot_entry, current_mark, BootEntry, CURRENT_KEY};
pub use filter::{Filter, OpponentFilter, ResultFilter};
pub use meta::{
    fnv1a, link_key, link_match, lower_case, GameMeta, LinkMatch, Source, OPENING_PLIES,
};
pub use store::{Backend, Library, CHANGES};

use std::fmt;

use makruk_core::Game;

use crate::formats::save::encode_game;
use crate::model::record::Record;
use crate::text::Lang;
use crate::tr;

/// A game's key in the library.
pub type GameId = u32;

/// A game to write: its metadata and its save text ([`encode_game`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// What the list shows and filters on.
    pub meta: GameMeta,
    /// The game in the save format.
    pub save: String,
}

impl Entry {
    /// The entry of `record`, whose replay is `game`, written at `now` (ms since 1970).
    pub fn of(record: &Record, game: &Game, source: Source, now: f64) -> Entry {
        Entry {
            meta: GameMeta::of(record, game, source, now),
            save: encode_game(record),
        }
    }
}

/// A game read from the library.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    /// Its key.
    pub id: GameId,
    /// Its metadata and save text.
    pub entry: Entry,
}

/// A game in a list: its key and metadata (the save is read when it is opened).
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    /// Its key.
    pub id: GameId,
    /// Its metadata.
    pub meta: GameMeta,
}

/// The games a filter keeps, newest first, and how many records could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// The games kept, newest first.
    pub games: Vec<Listed>,
    /// Records skipped because they could not be read.
    pub corrupt: usize,
}

/// Why the library could not do something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// The browser has no usable IndexedDB (some private modes): the library lives in memory.
    Unavailable(String),
    /// The storage is full: nothing was written.
    Full,
    /// The entry was written since the revision the write was based on (by another tab):
    /// nothing was written.
    Conflict {
        /// The stored entry's revision.
        stored: u32,
    },
    /// No entry has this id.
    Missing(GameId),
    /// The stored record of this id cannot be read.
    Corrupt(GameId),
    /// Another failure of the browser's storage.
    Failed(String),
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::Unavailable(why) => write!(f, "storage unavailable: {why}"),
            LibraryError::Full => write!(f, "storage full"),
            LibraryError::Conflict { stored } => {
                write!(f, "changed elsewhere (now revision {stored})")
            }
            LibraryError::Missing(id) => write!(f, "no game {id}"),
            LibraryError::Corrupt(id) => write!(f, "game {id} cannot be read"),
            LibraryError::Failed(why) => write!(f, "{why}"),
        }
    }
}

/// Why the library could not do something, in the interface language. The browser's own words
/// for a failure (kept in the error, in the browser's language or English) are left out.
pub fn error_text(lang: Lang, error: &LibraryError) -> String {
    match error {
        LibraryError::Unavailable(_) => {
            lang.t(crate::key!("library-error-unavailable")).to_string()
        }
        LibraryError::Full => lang.t(crate::key!("library-error-full")).to_string(),
        LibraryError::Conflict { stored } => {
            tr!(lang, "library-error-conflict", revision = *stored)
        }
        LibraryError::Missing(id) => tr!(lang, "library-error-missing", id = *id),
        LibraryError::Corrupt(id) => tr!(lang, "library-error-corrupt", id = *id),
        LibraryError::Failed(_) => lang.t(crate::key!("library-error-failed")).to_string(),
    }
}

/// Which library entry a game in play is kept in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LibraryEntry {
    /// Counts the games the page has shown: a new game, an import or an opened entry is the next
    /// generation, so an entry id found for an earlier game is never given to a later one.
    pub generation: u32,
    /// The entry, once the game has one.
    pub id: Option<GameId>,
    /// Where the game came from when not played here (a link, an import).
    pub source: Option<Source>,
}

impl LibraryEntry {
    /// The entry of the next game shown: entry `id` (or none yet), from `source`.
    pub fn replaced(self, id: Option<GameId>, source: Option<Source>) -> LibraryEntry {
        LibraryEntry {
            generation: self.generation.wrapping_add(1),
            id,
            source,
        }
    }
}

/// What the library tells the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryNotice {
    /// The browser refuses IndexedDB: games are kept in this page only.
    InMemory,
    /// The storage is full: the last change is not kept in the library.
    Full,
    /// Another failure of the storage: the last change is not kept in the library.
    Failed,
    /// The game was moved in another tab; the board shows it.
    OtherTab,
    /// Another tab changed this game first: this tab's game is kept as a separate entry.
    Forked,
}

/// The time now in milliseconds since 1970 (0 outside a browser).
pub fn now_ms() -> f64 {
    if cfg!(target_arch = "wasm32") {
        js_sys::Date::now()
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests;
