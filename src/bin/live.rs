//! Live play, the web app's third wasm module, loaded when a live game first needs it: the app
//! (`makruk_web::game::live_bridge`) calls [`start`] once with an element and the function that takes
//! the session's events, then gives it the game ([`context`]), invites ([`invite`]) and messages
//! for the friend ([`send`]).
use makruk_web::formats::save::{decode_game, encode_game};
use makruk_web::live::page::{run, Command, LivePage, LivePageProps};
use makruk_web::live::session::{LiveContext, LiveEvent};
use makruk_web::live::PeerStatus;
use makruk_web::model::network::LiveNetwork;
use makruk_web::text::Lang;
use wasm_bindgen::prelude::*;
use yew::{Callback, Renderer};

/// Nothing runs at load: the app starts the page.
fn main() {}

/// Mounts the session's page in `root`; `events(kind, payload)` receives `start` with a saved
/// game's text (a new live game accepted), `status` with `waiting`, `lost`, `connected` or
/// `connected <ms>`, `message` with a message's bytes, and `spectators` with how many watch (or
/// `undefined`).
#[wasm_bindgen]
pub fn start(root: web_sys::Element, events: js_sys::Function) {
    let emit = move |kind: &str, payload: JsValue| {
        if let Err(error) = events.call2(&JsValue::NULL, &kind.into(), &payload) {
            web_sys::console::warn_1(&error);
        }
    };
    let events = Callback::from(move |event: LiveEvent| match event {
        LiveEvent::Start(record) => emit("start", encode_game(&record).into()),
        LiveEvent::Status(status) => emit(
            "status",
            match status {
                PeerStatus::Waiting => "waiting".to_string(),
                PeerStatus::Lost => "lost".to_string(),
                PeerStatus::Rejoining => "rejoining".to_string(),
                PeerStatus::Connected { rtt_ms: None } => "connected".to_string(),
                PeerStatus::Connected { rtt_ms: Some(ms) } => format!("connected {ms}"),
            }
            .into(),
        ),
        LiveEvent::Message(bytes) => emit("message", js_sys::Uint8Array::from(&bytes[..]).into()),
        LiveEvent::Spectators(count) => emit(
            "spectators",
            count.map_or(JsValue::UNDEFINED, |count| JsValue::from(count as f64)),
        ),
    });
    Renderer::<LivePage>::with_root_and_props(root, LivePageProps { events }).render();
}

/// The app's game: its language code, its link, its live identity (16 hex digits, or empty).
#[wasm_bindgen]
pub fn context(lang: &str, game_link: &str, live_game: &str) {
    makruk_web::text::install_loaded();
    run(Command::Context(LiveContext {
        lang: Lang::from_code(lang).unwrap_or_default(),
        game_link: (!game_link.is_empty()).then(|| game_link.to_string()),
        live_game: u64::from_str_radix(live_game, 16).ok(),
    }));
}

/// Invites the friend into the game of `record` (a saved game's text) under `name`, through the
/// servers of `network` ([`LiveNetwork::to_text`]).
#[wasm_bindgen]
pub fn invite(record: &str, name: &str, network: &str) {
    match decode_game(record) {
        Ok(record) => run(Command::Invite(
            Box::new(record),
            name.to_string(),
            LiveNetwork::from_text(network).unwrap_or_default(),
        )),
        Err(error) => web_sys::console::warn_1(&format!("live: {error}").into()),
    }
}

/// Opens the lobby (*Play online*) with the New game settings of `record` (a saved game's text),
/// on the relays of `network` ([`LiveNetwork::to_text`]).
#[wasm_bindgen]
pub fn lobby(record: &str, network: &str) {
    match decode_game(record) {
        Ok(record) => run(Command::Lobby(
            Box::new(record),
            LiveNetwork::from_text(network).unwrap_or_default(),
        )),
        Err(error) => web_sys::console::warn_1(&format!("live: {error}").into()),
    }
}

/// Sends a message's bytes to the friend.
#[wasm_bindgen]
pub fn send(bytes: &[u8]) {
    run(Command::Send(bytes.to_vec()));
}

/// The game as it stands for the host's spectators (a `live::spectate` message), given at every
/// change; sent to each spectator and kept for those who join later.
#[wasm_bindgen]
pub fn spectate(bytes: &[u8]) {
    run(Command::Spectate(bytes.to_vec()));
}
