//! The wasm modules the page loads on demand (`assets/boot.js`'s loaders): Learn's (Learn and the
//! rules help, `src/bin/learn.rs`) and live play's (`src/bin/live.rs`), with what each exports.
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The Learn module's exports (`src/bin/learn.rs`).
    pub type LearnModule;

    /// Mounts a page in `root`; it calls `host` with each request's text. Returns the mounted
    /// page's key.
    #[wasm_bindgen(method)]
    pub fn mount(
        this: &LearnModule,
        root: &web_sys::Element,
        page: &str,
        prefs: &str,
        host: &js_sys::Function,
    ) -> u32;

    /// Takes the page of this key down.
    #[wasm_bindgen(method)]
    pub fn unmount(this: &LearnModule, key: u32);

    /// `assets/boot.js`'s loader: the Learn module, once its wasm is ready.
    #[wasm_bindgen(js_namespace = window, js_name = makrukLearn, catch)]
    fn load_learn() -> Result<js_sys::Promise, JsValue>;
}

/// The Learn module, loaded.
pub async fn learn_module() -> Result<LearnModule, JsValue> {
    Ok(JsFuture::from(load_learn()?).await?.unchecked_into())
}

#[wasm_bindgen]
extern "C" {
    /// Live play's module's exports (`src/bin/live.rs`).
    pub type LiveModule;

    /// Mounts the session's page in `root`; it calls `events(kind, payload)` with what happens.
    #[wasm_bindgen(method)]
    pub fn start(this: &LiveModule, root: &web_sys::Element, events: &js_sys::Function);

    /// The app's game: language, link, live identity (16 hex digits, or empty).
    #[wasm_bindgen(method)]
    pub fn context(this: &LiveModule, lang: &str, game_link: &str, live_game: &str);

    /// Invites the friend into the game of a saved-game text, under a name and network.
    #[wasm_bindgen(method)]
    pub fn invite(this: &LiveModule, record: &str, name: &str, network: &str);

    /// Opens the lobby with the New game settings of a saved-game text, on a network.
    #[wasm_bindgen(method)]
    pub fn lobby(this: &LiveModule, record: &str, network: &str);

    /// Sends a message's bytes to the friend.
    #[wasm_bindgen(method)]
    pub fn send(this: &LiveModule, bytes: &[u8]);

    /// Gives the game as it stands to the host's spectators (a spectator message's bytes).
    #[wasm_bindgen(method)]
    pub fn spectate(this: &LiveModule, bytes: &[u8]);

    /// `assets/boot.js`'s loader: live play's module, once its wasm is ready.
    #[wasm_bindgen(js_namespace = window, js_name = makrukLive, catch)]
    fn load_live() -> Result<js_sys::Promise, JsValue>;
}

/// Live play's module, loaded.
pub async fn live_module() -> Result<LiveModule, JsValue> {
    Ok(JsFuture::from(load_live()?).await?.unchecked_into())
}
