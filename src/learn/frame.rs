//! The app's side of the Learn module: [`LearnFrame`] loads it (`assets/boot.js`'s `makrukLearn`,
//! once per page) and mounts one of its pages (Learn, or the rules help) into an element of its
//! own, which the app's renderer leaves alone; the page's requests come back as text through a JS
//! function.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use makruk_core::Variant;

use super::request::{LearnRequest, ModulePage};
use crate::formats::save::encode_prefs;
use crate::platform::modules::{learn_module, LearnModule};
use crate::settings::Prefs;
use crate::text::{self, Lang, Part};

/// What a mounted page holds: the module and key, to take it down, and the function it calls.
struct Mounted {
    module: LearnModule,
    key: u32,
    _host: Closure<dyn Fn(String)>,
}

/// Properties of [`LearnFrame`].
#[derive(Properties, PartialEq)]
pub struct LearnFrameProps {
    /// The page shown.
    pub page: ModulePage,
    /// The display preferences when the page opens.
    pub prefs: Prefs,
    /// What the page asks of the app.
    pub on_request: Callback<LearnRequest>,
    /// Keep the page, out of sight.
    #[prop_or_default]
    pub hidden: bool,
}

/// The element a page lives in: a new one at the end of the body, beside the app's own.
fn page_element() -> Option<web_sys::HtmlElement> {
    let element = crate::platform::page::body_element()?;
    element.set_class_name("learn-frame");
    element.set_attribute("data-testid", "learn-frame").ok()?;
    Some(element)
}

/// A page of the Learn module, in its own element at the end of the body while this component
/// lives; a message if the module failed to load (offline before the service worker kept it,
/// for example).
#[function_component(LearnFrame)]
pub fn learn_frame(props: &LearnFrameProps) -> Html {
    let element = use_mut_ref(|| None::<web_sys::HtmlElement>);
    let failed = use_state(bool::default);
    let lang = props.prefs.lang;
    {
        let (element, failed) = (element.clone(), failed.clone());
        let (page, prefs, on_request) = (props.page, props.prefs, props.on_request.clone());
        use_effect_with((), move |()| {
            let root = page_element();
            element.replace(root.clone());
            // What was mounted, once the module has come; `None` after the frame went.
            let slot: Rc<RefCell<Option<Mounted>>> = Rc::default();
            let gone = Rc::new(std::cell::Cell::new(false));
            {
                let (slot, gone) = (Rc::clone(&slot), Rc::clone(&gone));
                spawn_local(async move {
                    // Learn's texts, which the module installs when it mounts (English's if
                    // the language's part does not come).
                    if let Err(error) = text::fetch_part(prefs.lang, Part::Learn).await {
                        web_sys::console::warn_1(&error.into());
                        text::fetch_part(Lang::En, Part::Learn).await.ok();
                    }
                    let module = match learn_module().await {
                        Ok(module) => module,
                        Err(error) => {
                            web_sys::console::warn_2(
                                &"The Learn module did not load:".into(),
                                &error,
                            );
                            failed.set(true);
                            return;
                        }
                    };
                    let Some(root) = root.filter(|_| !gone.get()) else {
                        return;
                    };
                    let host = Closure::<dyn Fn(String)>::new(move |text: String| {
                        match LearnRequest::decode(&text, prefs) {
                            Ok(request) => on_request.emit(request),
                            Err(_) => web_sys::console::warn_2(
                                &"Learn's request does not read:".into(),
                                &text.into(),
                            ),
                        }
                    });
                    let key = module.mount(
                        &root,
                        &page.encode(),
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
    html! {
        if *failed {
            <p class="notice" role="alert" data-testid="learn-failed">
                { lang.t(crate::key!("learn-frame-this-page-could-not-be")) }
                <button type="button" data-testid="learn-close" onclick={props.on_request.reform(|_| LearnRequest::Close)}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </p>
        }
    }
}

/// The rules help, open at `variant`'s section: the Learn module's help page.
pub fn help(variant: Variant, prefs: Prefs, on_close: &Callback<()>) -> Html {
    html! { <LearnFrame page={ModulePage::Help(variant)} {prefs} on_request={on_close.reform(|_| ())} /> }
}
