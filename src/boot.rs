//! Loading: the state the page starts with, from the page's `#g=` game link, the saved game and
//! preferences, or the embed page's URL parameters; and the page address a game link is made of.
use makruk_core::{Color, Variant};
use wasm_bindgen::JsValue;

use crate::embed::params::{self, EmbedConfig, EmbedMode};
use crate::formats::link::{self, LinkError, FRAGMENT_PREFIX};
use crate::formats::save::{self, SaveError};
use crate::game::model::{Notice, State};
use crate::library::{LibraryEntry, Source};
use crate::model::record::{new_game, Record, Replayed};
use crate::platform::page::page_address;
use crate::platform::storage::{self, GAME_KEY, PREFS_KEY};
use crate::settings::{GameSettings, Opponent, Prefs};
use crate::text::Lang;

/// The first of the browser's languages (`navigator.languages`) the app speaks, if any.
fn browser_lang() -> Option<Lang> {
    let navigator = web_sys::window()?.navigator();
    let codes: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|code| code.as_string())
        .collect();
    Lang::first_supported(codes.iter().map(String::as_str))
        .or_else(|| navigator.language().as_deref().and_then(Lang::from_code))
}

/// The language an embed page starts in: its `lang=`, else the browser's; English if none. The
/// page installs its pack before it shows anything.
pub fn embed_lang() -> Lang {
    params::lang_param(&page_query()).unwrap_or_else(|| browser_lang().unwrap_or_default())
}

/// The saved preferences; what they leave out as a first visit has it (the browser's language).
/// The app's page reads them once, for its language and its first state.
pub fn stored_prefs() -> Prefs {
    let defaults = Prefs {
        lang: browser_lang().unwrap_or_default(),
        ..Prefs::default()
    };
    storage::read(PREFS_KEY).map_or(defaults, |text| save::decode_prefs(&text, defaults))
}

/// A page module's start (`src/bin/`): installs the texts fetched for it and reads the
/// preferences the app gave at mount, whose cap on the engine's threads it puts in force.
pub fn module_prefs(text: &str) -> Prefs {
    crate::text::install_loaded();
    let prefs = save::decode_prefs(text, Prefs::default());
    prefs.cap_engine_threads();
    prefs
}

/// The page's query string (`?…`), empty outside a browser.
fn page_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Whether the page was opened as an embed (`?embed=1`).
pub fn is_embed_page() -> bool {
    params::is_embed_query(&page_query())
}

/// The state of a link payload (the part after `#g=`).
///
/// # Errors
/// Anything the link format or the rules refuse.
pub fn open_link(payload: &str, prefs: Prefs) -> Result<State, LinkError> {
    Ok(State::from_record(
        link::decode(payload)?.into_record()?,
        prefs,
    )?)
}

/// The state of a saved game.
///
/// # Errors
/// Any unreadable line, illegal move or impossible counting start or stop.
pub fn open_save(text: &str, prefs: Prefs) -> Result<State, SaveError> {
    Ok(State::from_record(save::decode_game(text)?, prefs)?)
}

/// The game a first visit plays against the engine: the language's own game (Ouk Chatrang in Khmer,
/// Sittuyin in Burmese), else Makruk. `assets/prepaint.js` paints the same start before the app runs.
pub fn first_game(lang: Lang) -> GameSettings {
    let variant = match lang {
        Lang::Km => Variant::Cambodian,
        Lang::My => Variant::Sittuyin,
        Lang::En | Lang::Th => Variant::Makruk,
    };
    GameSettings {
        variant,
        options: GameSettings::options_for(variant),
        ..GameSettings::default()
    }
}

/// The saved game and preferences, or a first visit's game. An unreadable save starts a new game
/// with a notice.
fn saved_state(prefs: Prefs) -> State {
    match storage::read(GAME_KEY) {
        None => State::new_game(first_game(prefs.lang), prefs),
        Some(text) => open_save(&text, prefs).unwrap_or_else(|_| State {
            notice: Some(Notice::SaveUnreadable),
            ..State::new_game(first_game(prefs.lang), prefs)
        }),
    }
}

/// The state the app starts with: the game of the page's `#g=` link if there is one (the fragment is
/// then removed, so a reload keeps the moves played since), else the saved game. A bad link keeps
/// the saved game and says why. `prefs` are the saved preferences.
pub fn app_state(prefs: Prefs) -> State {
    let window = web_sys::window();
    let fragment = window
        .as_ref()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let Some(payload) = fragment.strip_prefix(FRAGMENT_PREFIX) else {
        return saved_state(prefs);
    };
    if let (Some(w), Some(address)) = (window, page_address()) {
        if let Ok(history) = w.history() {
            history
                .replace_state_with_url(&JsValue::NULL, "", Some(&address))
                .ok();
        }
    }
    let saved = saved_state(prefs);
    match open_link(payload, saved.prefs) {
        Ok(state) => State {
            library: LibraryEntry {
                source: Some(Source::Link),
                ..state.library
            },
            ..state
        },
        Err(error) => State {
            notice: Some(Notice::BadLink(error)),
            ..saved
        },
    }
}

/// The state an embed starts with: the game of its parameters, against the engine in play mode,
/// for two players in view and analysis modes. Board's honour counts as the rules count (nobody
/// counts by hand in an embed).
fn embed_state(config: &EmbedConfig, browser: Option<Lang>) -> State {
    let prefs = Prefs {
        lang: config.lang.or(browser).unwrap_or_default(),
        piece_set: config.pieces,
        muted: true,
        ..Prefs::default()
    };
    let settings = match config.mode {
        EmbedMode::Play => GameSettings {
            variant: config.start.variant(),
            opponent: Opponent::Engine {
                level: config.level,
            },
            user_side: config.orientation,
            clock: None,
            options: GameSettings::options_for(config.start.variant()),
            handicap: Default::default(),
        },
        EmbedMode::View | EmbedMode::Analysis => GameSettings {
            variant: config.start.variant(),
            opponent: Opponent::Human,
            options: GameSettings::options_for(config.start.variant()),
            ..GameSettings::default()
        },
    };
    // The moves are legal from the start by Fairy-Stockfish's rules; the game's Ouk reading may
    // refuse a later one, where the game stops.
    let mut game = new_game(config.start.clone(), settings.options);
    for &m in &config.moves {
        if game.play(m).is_err() {
            break;
        }
    }
    let record = Record {
        flipped: config.orientation == Color::Black,
        clock_ms: None,
        ..Record::new(settings, config.start.clone())
    };
    State::from_replayed(Replayed::of_game(record, game), prefs)
}

/// The embed page's set-up and starting state from the page's URL parameters, logging a console
/// warning for each parameter that falls back.
pub fn embed_page() -> (EmbedConfig, State) {
    let (config, warnings) = params::parse_query(&page_query());
    for warning in &warnings {
        web_sys::console::warn_1(&warning.into());
    }
    let state = embed_state(&config, browser_lang());
    (config, state)
}

#[cfg(test)]
mod tests;
