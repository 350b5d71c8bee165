//! The app's side of Learn: [`LearnFrame`] loads the Learn module (`assets/boot.js`'s
//! `makrukLearn`, once per page) and mounts the Learn page into an element of its own, which the
//! app's renderer leaves alone; the page's requests come back as text through a JS function.
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use super::request::LearnRequest;
use crate::formats::save::encode_prefs;
use crate::settings::Prefs;

#[wasm_bindgen]
extern "C" {
    /// The Learn module's exports (`src/bin/learn.rs`).
    type LearnModule;

    /// Mounts the Learn page in `root`; it calls `host` with each request's text.
    #[wasm_bindgen(method)]
    fn mount(this: &LearnModule, root: &web_sys::Element, prefs: &str, host: &js_sys::Function);

    /// Takes the Learn page down.
    #[wasm_bindgen(method)]
    fn unmount(this: &LearnModule);

    /// `assets/boot.js`'s loader: the Learn module, once its wasm is ready.
    #[wasm_bindgen(js_namespace = window, js_name = makrukLearn, catch)]
    fn load_learn() -> Result<js_sys::Promise, JsValue>;
}

/// The Learn module, loaded.
async fn learn_module() -> Result<LearnModule, JsValue> {
    Ok(JsFuture::from(load_learn()?).await?.unchecked_into())
}

/// What a mounted Learn page holds: the module, to take it down, and the function it calls.
struct Mounted {
    module: LearnModule,
    _host: Closure<dyn Fn(String)>,
}

/// Properties of [`LearnFrame`].
#[derive(Properties, PartialEq)]
pub struct LearnFrameProps {
    /// The display preferences when Learn opens.
    pub prefs: Prefs,
    /// What the Learn page asks of the app.
    pub on_request: Callback<LearnRequest>,
}

/// The element the Learn page lives in, with a message while its module loads or if it failed
/// to (offline before Learn was ever opened, for example).
#[function_component(LearnFrame)]
pub fn learn_frame(props: &LearnFrameProps) -> Html {
    let root = use_node_ref();
    let failed = use_state(bool::default);
    let lang = props.prefs.lang;
    {
        let (root, failed) = (root.clone(), failed.clone());
        let (prefs, on_request) = (props.prefs, props.on_request.clone());
        use_effect_with((), move |()| {
            // Set when the frame goes before the module arrives: then nothing is mounted.
            let slot: Rc<RefCell<Option<Mounted>>> = Rc::default();
            let gone = Rc::new(std::cell::Cell::new(false));
            {
                let (slot, gone) = (Rc::clone(&slot), Rc::clone(&gone));
                spawn_local(async move {
                    let module = match learn_module().await {
                        Ok(module) => module,
                        Err(error) => {
                            web_sys::console::warn_2(&"Learn did not load:".into(), &error);
                            failed.set(true);
                            return;
                        }
                    };
                    let Some(element) = root.cast::<web_sys::Element>().filter(|_| !gone.get()) else {
                        return;
                    };
                    let host = Closure::<dyn Fn(String)>::new(move |text: String| {
                        match LearnRequest::decode(&text, prefs) {
                            Ok(request) => on_request.emit(request),
                            Err(_) => web_sys::console::warn_2(&"Learn's request does not read:".into(), &text.into()),
                        }
                    });
                    module.mount(&element, &encode_prefs(prefs), host.as_ref().unchecked_ref());
                    *slot.borrow_mut() = Some(Mounted { module, _host: host });
                });
            }
            move || {
                gone.set(true);
                if let Some(mounted) = slot.borrow_mut().take() {
                    mounted.module.unmount();
                }
            }
        });
    }
    html! {
        <>
            if *failed {
                <p class="notice" role="alert" data-testid="learn-failed">
                    { lang.pick("Learn could not be loaded. Open it once while online to keep it offline.",
                                "โหลดหน้าฝึกไม่ได้ เปิดหน้านี้ครั้งหนึ่งขณะออนไลน์เพื่อใช้แบบออฟไลน์") }
                    <button type="button" data-testid="learn-close" onclick={props.on_request.reform(|_| LearnRequest::Close)}>
                        { lang.pick("Back to the game", "กลับไปที่เกม") }
                    </button>
                </p>
            }
            <div class="learn-frame" ref={root} data-testid="learn-frame"></div>
        </>
    }
}
