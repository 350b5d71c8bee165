//! A page of a module loaded on demand (Learn's or the study module, `src/bin/`): [`ModuleFrame`]
//! loads the module (`assets/boot.js`'s loaders, once per page) and mounts the page into an element
//! of its own at the end of the body, which the app's renderer leaves alone; the page's requests come
//! back as text through a JS function.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::formats::save::encode_prefs;
use crate::platform::modules::{page_module, PageModule, PageModuleName};
use crate::settings::Prefs;
use crate::text::{self, Lang, Part};

/// What a mounted page holds: the module and key, to take it down, and the function it calls.
struct Mounted {
    module: PageModule,
    key: u32,
    _host: Closure<dyn Fn(String)>,
}

/// Properties of [`ModuleFrame`].
#[derive(Properties, PartialEq)]
pub struct ModuleFrameProps {
    /// The module.
    pub module: PageModuleName,
    /// The frame's name: its element's class and test id are `<name>-frame`, the notice of a module
    /// that did not load `<name>-failed` with its button `<name>-close`.
    pub name: &'static str,
    /// The page shown, as the module reads it.
    pub page: AttrValue,
    /// The display preferences when the page opens.
    pub prefs: Prefs,
    /// The language pack's part the module's pages need beside the app's, fetched first.
    #[prop_or_default]
    pub texts: Option<Part>,
    /// Each request of the page, as text.
    pub on_request: Callback<String>,
    /// Closes the frame when its module did not load.
    pub on_close: Callback<()>,
    /// Keep the page, out of sight.
    #[prop_or_default]
    pub hidden: bool,
}

/// The element a page lives in: a new one at the end of the body, beside the app's own.
fn page_element(name: &str) -> Option<web_sys::HtmlElement> {
    let element = crate::platform::page::body_element()?;
    let class = format!("{name}-frame");
    element.set_class_name(&class);
    element.set_attribute("data-testid", &class).ok()?;
    Some(element)
}

/// A page of a module, in its own element at the end of the body while this component lives; a
/// message if the module failed to load (offline before the service worker kept it, for example).
#[function_component(ModuleFrame)]
pub fn module_frame(props: &ModuleFrameProps) -> Html {
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
                { lang.t(crate::key!("learn-frame-this-page-could-not-be")) }
                <button type="button" data-testid={format!("{name}-close")} onclick={props.on_close.reform(|_| ())}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </p>
        }
    }
}
