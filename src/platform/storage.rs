//! The browser's `localStorage`: the texts of the current game and of the display preferences.
use web_sys::Storage;

/// Storage key of the current game.
pub const GAME_KEY: &str = "makruk.game";
/// Storage key of the display preferences.
pub const PREFS_KEY: &str = "makruk.prefs";

fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text stored under `key`, if any (none outside a browser or with storage disabled).
pub fn read(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Stores a text under `key`; a full or disabled storage only loses the save.
pub fn write(key: &str, value: &str) {
    if let Some(storage) = local_storage() {
        storage.set_item(key, value).ok();
    }
}
