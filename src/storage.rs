//! Keeping the game and the preferences in the browser's `localStorage`.
use web_sys::Storage;

use crate::i18n::Lang;
use crate::state::save::{decode_game, decode_prefs};
use crate::state::{GameSettings, Notice, Prefs, State};

/// Storage key of the current game.
pub const GAME_KEY: &str = "makruk.game";
/// Storage key of the display preferences.
pub const PREFS_KEY: &str = "makruk.prefs";

fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn read(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Stores a text under `key`; a full or disabled storage only loses the save.
pub fn write(key: &str, value: &str) {
    if let Some(storage) = local_storage() {
        storage.set_item(key, value).ok();
    }
}

/// The browser's preferred language, if we have it.
fn browser_lang() -> Option<Lang> {
    let navigator = web_sys::window()?.navigator();
    navigator.language().as_deref().and_then(Lang::from_code)
}

/// The state to start with: the saved game and preferences, or a new game against the engine.
/// An unreadable save starts a new game with a notice.
pub fn initial_state() -> State {
    let defaults = Prefs {
        lang: browser_lang().unwrap_or_default(),
        ..Prefs::default()
    };
    let prefs = read(PREFS_KEY).map_or(defaults, |text| decode_prefs(&text, defaults));
    match read(GAME_KEY) {
        None => State::new_game(GameSettings::default(), prefs),
        Some(text) => decode_game(&text, prefs).unwrap_or_else(|_| {
            let mut state = State::new_game(GameSettings::default(), prefs);
            state.notice = Some(Notice::SaveUnreadable);
            state
        }),
    }
}
