//! The analysis board and the position editor, the web app's module loaded when first needed: the
//! app (`makruk_web::analysis::frame`) calls [`mount`] with an element, a page
//! ([`BoardPage::encode`]), the preferences and the function that takes the page's requests. The
//! board and the editor open each other here; closing, playing and preferences go to the app.
use std::rc::Rc;

use makruk_web::analysis::request::{BoardPage, BoardRequest};
use makruk_web::analysis::{AnalysisPage, AnalysisSource};
use makruk_web::editor::EditorPage;
use makruk_web::formats::save::decode_prefs;
use makruk_web::library::files::SharedLibrary;
use makruk_web::library::Library;
use makruk_web::platform::modules::{keep_mounted, take_down};
use makruk_web::settings::Prefs;
use wasm_bindgen::prelude::*;
use yew::prelude::*;
use yew::Renderer;

/// Nothing runs at load: the app mounts pages.
fn main() {}

/// Properties of [`BoardScreen`].
#[derive(Properties, PartialEq)]
struct BoardScreenProps {
    /// The page first shown.
    page: BoardPage,
    /// The display preferences when the page opens.
    prefs: Prefs,
    /// What the page asks of the app.
    on_request: Callback<BoardRequest>,
}

/// The page shown: the analysis board or the editor, each opening the other.
#[derive(Clone, PartialEq)]
enum Shown {
    Analysis(Rc<AnalysisSource>),
    Editor(Rc<makruk_core::Position>),
}

/// The analysis board or the position editor, with the game library once open (the opening
/// explorer reads its games).
#[function_component(BoardScreen)]
fn board_screen(props: &BoardScreenProps) -> Html {
    let (first, level) = match &props.page {
        BoardPage::Analysis(source, level) => (Shown::Analysis(Rc::new(source.clone())), *level),
        BoardPage::Editor(start, level) => (Shown::Editor(Rc::new(start.clone())), *level),
    };
    let shown = use_state(|| first);
    let prefs = use_state(|| props.prefs);
    let library = use_state(|| None::<SharedLibrary>);
    {
        let library = library.clone();
        use_effect_with((), move |()| {
            wasm_bindgen_futures::spawn_local(async move {
                library.set(Some(SharedLibrary(Rc::new(Library::open().await))));
            });
        });
    }
    let on_request = props.on_request.clone();
    let on_prefs = {
        let (prefs, on_request) = (prefs.clone(), on_request.clone());
        Callback::from(move |next: Prefs| {
            prefs.set(next);
            on_request.emit(BoardRequest::Prefs(next));
        })
    };
    let on_close = on_request.reform(|()| BoardRequest::Close);
    let on_play = on_request.reform(|(settings, start)| BoardRequest::Play(settings, start));
    match &*shown {
        Shown::Analysis(source) => {
            let on_edit = {
                let shown = shown.clone();
                Callback::from(move |start| shown.set(Shown::Editor(Rc::new(start))))
            };
            html! {
                <AnalysisPage source={source.clone()} prefs={*prefs} {on_prefs} {on_close} {on_play}
                              {on_edit} {level} library={(*library).clone()} />
            }
        }
        Shown::Editor(start) => {
            let on_analyse = {
                let shown = shown.clone();
                Callback::from(move |source| shown.set(Shown::Analysis(Rc::new(source))))
            };
            html! {
                <EditorPage start={start.clone()} prefs={*prefs} {on_prefs} {on_close} {on_play}
                            {on_analyse} />
            }
        }
    }
}

/// Mounts the page `page` ([`BoardPage::encode`]) in `root`, with the preferences as the save
/// format writes them; `host` receives each [`BoardRequest`] as text. Returns the key that takes it
/// down; a page that does not read mounts nothing (and says so in the console).
#[wasm_bindgen]
pub fn mount(root: web_sys::Element, page: &str, prefs: &str, host: js_sys::Function) -> u32 {
    makruk_web::text::install_loaded();
    let on_request = Callback::from(move |request: BoardRequest| {
        let text = JsValue::from(request.encode());
        if let Err(error) = host.call1(&JsValue::NULL, &text) {
            web_sys::console::warn_1(&error);
        }
    });
    let prefs = decode_prefs(prefs, Prefs::default());
    let destroy: Box<dyn FnOnce()> = match BoardPage::decode(page) {
        Ok(page) => {
            let props = BoardScreenProps {
                page,
                prefs,
                on_request,
            };
            let page = Renderer::<BoardScreen>::with_root_and_props(root, props).render();
            Box::new(move || page.destroy())
        }
        Err(error) => {
            let message = format!("the analysis board's page does not read: {error:?}");
            web_sys::console::warn_1(&message.into());
            Box::new(|| {})
        }
    };
    keep_mounted(destroy)
}

/// Takes down the page of `key` (nothing if it is not mounted).
#[wasm_bindgen]
pub fn unmount(key: u32) {
    take_down(key);
}
