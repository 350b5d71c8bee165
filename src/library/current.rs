//! Which library entry the game saved in `localStorage` belongs to at start-up. The saved game
//! (`makruk.game`) stays the synchronous copy the page starts from; `makruk.current`, written in
//! the same task as each save of a game that has an entry, names that entry with a hash of the
//! text saved, so a save written by an earlier version (or by anything else) is recognised and
//! moved into the library as a new entry.
use super::{fnv1a, GameId};

/// `localStorage` key of the current entry's mark: `<id> <hash of the saved text>`.
pub const CURRENT_KEY: &str = "makruk.current";

/// The mark written beside the saved game `save` of entry `id`.
pub fn current_mark(id: GameId, save: &str) -> String {
    format!("{id} {:016x}", fnv1a(save.as_bytes()))
}

/// What start-up does with the saved game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BootEntry {
    /// The saved game is entry `id`'s: keep writing there.
    Continue(GameId),
    /// The saved game is in no entry (an earlier version's, or the mark is of another text):
    /// add it to the library.
    Migrate,
    /// Nothing saved: the game gets an entry at its first move.
    Fresh,
}

/// The start-up decision from the mark and the saved game found in `localStorage`.
pub fn boot_entry(mark: Option<&str>, save: Option<&str>) -> BootEntry {
    let Some(save) = save else {
        return BootEntry::Fresh;
    };
    let marked = mark.and_then(|mark| {
        let (id, hash) = mark.split_once(' ')?;
        let id = id.parse().ok()?;
        (mark == current_mark(id, save) && !hash.is_empty()).then_some(id)
    });
    marked.map_or(BootEntry::Migrate, BootEntry::Continue)
}
