//! A page of a module loaded on demand (Learn's or the study module, `src/bin/`): [`ModuleFrame`]
//! loads the module (`assets/boot.js`'s loaders, once per page) and mounts the page into an element
//! of its own at the end of the body, which the app's renderer leaves alone; the page's requests come
//! back as text through a JS function and are read as the page's [`FramedPage::Request`]s.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::formats::save::encode_prefs;
use crate::platform::modules::{page_module, PageModule, PageModuleName};
use crate::settings::Prefs;
use crate::text::{self, Lang, Part};

/// A page a module shows for the app, as the app's side knows it: the module, the page as text,
/// and the page's requests read back from text.
pub trait FramedPage: PartialEq + 'static {
    /// What the page asks of the app.
    type Request: 'static;
    /// The module that shows the page.
    const MODULE: PageModuleName;
    /// The frame's name: its element's class and test id are `<name>-frame`, the notice of a module
    /// that did not load `<name>-failed` with its button `<name>-close`.
    const NAME: &'static str;
    /// The language pack's part the module's pages need beside the app's, fetched first.
    const TEXTS: Option<Part> = None;

    /// The page as the module reads it.
    fn page_text(&self) -> String;
    /// The request of `text` (games in it are set up with `prefs`), if it reads.
    fn read_request(text: &str, prefs: Prefs) -> Option<Self::Request>;
    /// The request that closes the page: a module that did not load asks it.
    fn close_request() -> Self::Request;
}

/// Properties of [`ModuleFrame`].
#[derive(Properties)]
pub struct ModuleFrameProps<P: FramedPage> {
    /// The page shown; another page mounts afresh.
    pub page: Rc<P>,
    /// The display preferences when the page opens.
    pub prefs: Prefs,
    /// What the page asks of the app.
    pub on_request: Callback<P::Request>,
    /// Keep the page, out of sight.
    #[prop_or_default]
    pub hidden: bool,
}

impl<P: FramedPage> PartialEq for ModuleFrameProps<P> {
    fn eq(&self, other: &Self) -> bool {
        self.page == other.page
            && self.prefs == other.prefs
            && self.on_request == other.on_request
            && self.hidden == other.hidden
    }
}

/// A page of a module, in its own element at the end of the body while this component lives; a
/// message if the module failed to load (offline before the service worker kept it, for example).
#[function_component(ModuleFrame)]
pub fn module_frame<P: FramedPage>(props: &ModuleFrameProps<P>) -> Html {
    let prefs = props.prefs;
    let on_request = {
        let on_request = props.on_request.clone();
        Callback::from(move |text: String| match P::read_request(&text, prefs) {
            Some(request) => on_request.emit(request),
            None => {
                let what = format!("The {} page's request does not read:", P::NAME);
                web_sys::console::warn_2(&what.into(), &text.into());
            }
        })
    };
    let page = AttrValue::from(props.page.page_text());
    let key = page.to_string();
    html! {
        <MountedPage {key} module={P::MODULE} name={P::NAME} {page} {prefs} texts={P::TEXTS}
                     {on_request} hidden={props.hidden}
                     on_close={props.on_request.reform(|()| P::close_request())} />
    }
}

/// What a mounted page holds: the module and key, to take it down, and the function it calls.
struct Mounted {
    module: PageModule,
    key: u32,
    _host: Closure<dyn Fn(String)>,
}

/// Properties of [`MountedPage`].
#[derive(Properties, PartialEq)]
struct MountedPageProps {
    /// The module.
    module: PageModuleName,
    /// The frame's name ([`FramedPage::NAME`]).
    name: &'static str,
    /// The page shown, as the module reads it.
    page: AttrValue,
    /// The display preferences when the page opens.
    prefs: Prefs,
    /// The language pack's part the module's pages need beside the app's.
    texts: Option<Part>,
    /// Each request of the page, as text.
    on_request: Callback<String>,
    /// Closes the frame when its module did not load.
    on_close: Callback<()>,
    /// Keep the page, out of sight.
    hidden: bool,
}

/// The element a page lives in: a new one at the end of the body, beside the app's own.
fn page_element(name: &str) -> Option<web_sys::HtmlElement> {
    let element = crate::platform::page::body_element()?;
    let class = format!("{name}-frame");
    element.set_class_name(&class);
    element.set_attribute("data-testid", &class).ok()?;
    Some(element)
}

/// The page `page` of `module`, mounted in its own element while this component lives; a message if
/// the module failed to load.
#[function_component(MountedPage)]
fn mounted_page(props: &MountedPageProps) -> Html {
    let element = use_mut_ref(|| None::<web_sys::HtmlElement>);
    let failed = use_state(bool::default);
    let lang = props.prefs.lang;
    {
        let (element, failed) = (element.clone(), failed.clone());
        let (module, name, texts) = (props.module, props.name, props.texts);
        let (page, prefs, on_request) = (props.page.clone(), props.prefs, props.on_request.clone());
        use_effect_with((), move |()| {
            let root = page_element(name);
            element.replace(root.clone());
            // What was mounted, once the module has come; `None` after the frame went.
            let slot: Rc<RefCell<Option<Mounted>>> = Rc::default();
            let gone = Rc::new(Cell::new(false));
            {
                let (slot, gone) = (Rc::clone(&slot), Rc::clone(&gone));
                spawn_local(async move {
                    // The module's texts, which it installs when it mounts (English's if the
                    // language's part does not come).
                    if let Some(part) = texts {
                        if let Err(error) = text::fetch_part(prefs.lang, part).await {
                            web_sys::console::warn_1(&error.into());
                            text::fetch_part(Lang::En, part).await.ok();
                        }
                    }
                    let module = match page_module(module).await {
                        Ok(module) => module,
                        Err(error) => {
                            let what = format!("The {name} module did not load:");
                            web_sys::console::warn_2(&what.into(), &error);
                            failed.set(true);
                            return;
                        }
                    };
                    let Some(root) = root.filter(|_| !gone.get()) else {
                        return;
                    };
                    // Passed on in a task of its own, once the event that made the request has
                    // been handled: the app's answer may take the page down, whose listeners the
                    // event may still be on its way to.
                    let host = Closure::<dyn Fn(String)>::new(move |text| {
                        let on_request = on_request.clone();
                        let later = Closure::once_into_js(move || on_request.emit(text));
                        if let Some(window) = web_sys::window() {
                            window.set_timeout_with_callback(later.unchecked_ref()).ok();
                        }
                    });
                    let key = module.mount(
                        &root,
                        &page,
                        &encode_prefs(prefs),
                        host.as_ref().unchecked_ref(),
                    );
                    *slot.borrow_mut() = Some(Mounted {
                        module,
                        key,
                        _host: host,
                    });
                });
            }
            move || {
                gone.set(true);
                if let Some(mounted) = slot.borrow_mut().take() {
                    mounted.module.unmount(mounted.key);
                }
                if let Some(root) = element.borrow_mut().take() {
                    root.remove();
                }
            }
        });
    }
    {
        let element = element.clone();
        use_effect_with(props.hidden, move |&hidden| {
            if let Some(root) = element.borrow().as_ref() {
                root.set_hidden(hidden);
            }
        });
    }
    let name = props.name;
    html! {
        if *failed {
            <p class="notice" role="alert" data-testid={format!("{name}-failed")}>
                { lang.t(crate::key!("module-frame-this-page-could-not-be")) }
                <button type="button" data-testid={format!("{name}-close")} onclick={props.on_close.reform(|_| ())}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </p>
        }
    }
}
