//! The study module, loaded when first needed: the analysis board, the position editor, and the
//! import and export dialogs. The app (`makruk_web::ui::module_frame`)
//! calls [`mount`] with an element, a page ([`BoardPage::encode`] or
//! [`LibraryPage::encode`]), the preferences and the function that takes the page's requests. The
//! board and the editor open each other here; closing, playing, opening an imported game and
//! preferences go to the app.
use std::rc::Rc;

use makruk_web::analysis::request::{BoardPage, BoardRequest};
use makruk_web::analysis::{AnalysisPage, AnalysisSource};
use makruk_web::editor::EditorPage;
use makruk_web::game::model::{Action, State};
use makruk_web::game::pgn::export_data;
use makruk_web::library::export::today;
use makruk_web::library::files::SharedLibrary;
use makruk_web::library::request::{LibraryPage, LibraryRequest};
use makruk_web::library::view::export_dialog::ExportDialog;
use makruk_web::library::view::import_dialog::ImportDialog;
use makruk_web::library::Library;
use makruk_web::platform::modules::{keep_mounted, render_page, take_down};
use makruk_web::settings::Prefs;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Nothing runs at load: the app mounts pages.
fn main() {}

thread_local! {
    /// The game library, opened by the first page that needs it and kept for the module's life:
    /// it hears every write while no page is shown, so the explorer's index, kept between visits,
    /// follows them.
    static LIBRARY: std::cell::RefCell<Option<SharedLibrary>> = const { std::cell::RefCell::new(None) };
}

/// The module's game library, opened at the first call.
async fn module_library() -> SharedLibrary {
    if let Some(open) = LIBRARY.with_borrow(Clone::clone) {
        return open;
    }
    let opened = SharedLibrary(Rc::new(Library::open().await));
    LIBRARY.with_borrow_mut(|kept| kept.get_or_insert(opened).clone())
}

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
                library.set(Some(module_library().await));
            });
        });
    }
    let on_request = props.on_request.clone();
    let on_prefs = {
        let (prefs, on_request) = (prefs.clone(), on_request.clone());
        Callback::from(move |next: Prefs| {
            next.cap_engine_threads();
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

/// Properties of [`LibraryDialog`].
#[derive(Properties, PartialEq)]
struct LibraryDialogProps {
    /// The dialog.
    page: LibraryPage,
    /// The display preferences.
    prefs: Prefs,
    /// What the dialog asks of the app.
    on_request: Callback<LibraryRequest>,
}

/// The import or the export dialog.
#[function_component(LibraryDialog)]
fn library_dialog(props: &LibraryDialogProps) -> Html {
    let lang = props.prefs.lang;
    let on_request = props.on_request.clone();
    let on_close = on_request.reform(|()| LibraryRequest::Close);
    match &props.page {
        LibraryPage::Import(variant) => html! {
            <ImportDialog {lang} variant={*variant} {on_close}
                          on_import={on_request.reform(LibraryRequest::load)} />
        },
        LibraryPage::Export(record, ply) => {
            match State::from_record((**record).clone(), props.prefs) {
                Ok(state) => {
                    let state = Rc::new(state).reduce(Action::ViewPly(*ply));
                    html! { <ExportDialog {lang} data={export_data(&state, today())} {on_close} /> }
                }
                Err(_) => {
                    web_sys::console::warn_1(&"the game to export does not replay".into());
                    Html::default()
                }
            }
        }
    }
}

/// Calls `host` with each request's text.
fn to_host<R: 'static>(host: js_sys::Function, encode: fn(&R) -> String) -> Callback<R> {
    Callback::from(move |request: R| {
        let text = JsValue::from(encode(&request));
        if let Err(error) = host.call1(&JsValue::NULL, &text) {
            web_sys::console::warn_1(&error);
        }
    })
}

/// Mounts the page `page` ([`BoardPage::encode`], [`LibraryPage::encode`]) in `root`, with the preferences as the save
/// format writes them; `host` receives each [`BoardRequest`] or [`LibraryRequest`] as text. Returns the key that takes it
/// down; a page that does not read mounts nothing (and says so in the console).
#[wasm_bindgen]
pub fn mount(root: web_sys::Element, page: &str, prefs: &str, host: js_sys::Function) -> u32 {
    let prefs = makruk_web::boot::module_prefs(prefs);
    let destroy: Box<dyn FnOnce()> = match (BoardPage::decode(page), LibraryPage::decode(page)) {
        (Ok(page), _) => {
            let on_request = to_host(host, BoardRequest::encode);
            render_page::<BoardScreen>(
                root,
                BoardScreenProps {
                    page,
                    prefs,
                    on_request,
                },
            )
        }
        (_, Ok(page)) => {
            let on_request = to_host(host, LibraryRequest::encode);
            render_page::<LibraryDialog>(
                root,
                LibraryDialogProps {
                    page,
                    prefs,
                    on_request,
                },
            )
        }
        (Err(board), Err(library)) => {
            let message = format!("the study module's page does not read: {board:?}, {library:?}");
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
