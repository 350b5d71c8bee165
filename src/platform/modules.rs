//! The wasm modules the page loads on demand (`assets/boot.js`'s loaders): Learn's (Learn and the
//! rules help, `src/bin/learn.rs`), the study module (the analysis board, the position editor and
//! the import and export dialogs, `src/bin/study.rs`) and live play's (`src/bin/live.rs`), with what each exports; and, on a
//! page module's side, the pages it has mounted.
use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// A module that shows pages: Learn's or the study module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageModuleName {
    /// Learn and the rules help.
    Learn,
    /// The analysis board, the position editor, the import and export dialogs.
    Study,
}

#[wasm_bindgen]
extern "C" {
    /// A page module's exports (`src/bin/learn.rs`, `src/bin/study.rs`).
    pub type PageModule;

    /// Mounts a page in `root`; it calls `host` with each request's text. Returns the mounted
    /// page's key.
    #[wasm_bindgen(method)]
    pub fn mount(
        this: &PageModule,
        root: &web_sys::Element,
        page: &str,
        prefs: &str,
        host: &js_sys::Function,
    ) -> u32;

    /// Takes the page of this key down.
    #[wasm_bindgen(method)]
    pub fn unmount(this: &PageModule, key: u32);

    /// `assets/boot.js`'s loader: the Learn module, once its wasm is ready.
    #[wasm_bindgen(js_namespace = window, js_name = makrukLearn, catch)]
    fn load_learn() -> Result<js_sys::Promise, JsValue>;

    /// `assets/boot.js`'s loader: the study module, once its wasm is ready.
    #[wasm_bindgen(js_namespace = window, js_name = makrukStudy, catch)]
    fn load_study() -> Result<js_sys::Promise, JsValue>;
}

/// The page module `name`, loaded.
pub async fn page_module(name: PageModuleName) -> Result<PageModule, JsValue> {
    let loading = match name {
        PageModuleName::Learn => load_learn()?,
        PageModuleName::Study => load_study()?,
    };
    Ok(JsFuture::from(loading).await?.unchecked_into())
}

/// A mounted page's key and what takes it down.
type Mounted = (u32, Box<dyn FnOnce()>);

thread_local! {
    /// The pages this module has mounted, and the key of the next.
    static MOUNTED: RefCell<(Vec<Mounted>, u32)> = const { RefCell::new((Vec::new(), 0)) };
}

/// In a page module: keeps a page just mounted, with what takes it down; returns its key.
pub fn keep_mounted(destroy: Box<dyn FnOnce()>) -> u32 {
    MOUNTED.with(|mounted| {
        let (pages, next) = &mut *mounted.borrow_mut();
        let key = *next;
        *next += 1;
        pages.push((key, destroy));
        key
    })
}

/// In a page module: renders component `C` with `props` in `root`, kept as a mounted page.
pub fn render_page<C: yew::BaseComponent>(
    root: web_sys::Element,
    props: C::Properties,
) -> Box<dyn FnOnce()> {
    let page = yew::Renderer::<C>::with_root_and_props(root, props).render();
    Box::new(move || page.destroy())
}

/// In a page module: takes down the page of `key` (nothing if it is not mounted).
pub fn take_down(key: u32) {
    let destroy = MOUNTED.with(|mounted| {
        let pages = &mut mounted.borrow_mut().0;
        let index = pages.iter().position(|(k, _)| *k == key)?;
        Some(pages.swap_remove(index).1)
    });
    if let Some(destroy) = destroy {
        destroy();
    }
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
