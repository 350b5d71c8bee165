//! The app's side of the Learn module: [`LearnFrame`] loads it (`assets/boot.js`'s `makrukLearn`,
//! once per page) and mounts one of its pages (Learn, or the rules help) in a
//! [`ModuleFrame`]; the page's requests come back as [`LearnRequest`]s.
use yew::prelude::*;

use makruk_core::Variant;

use super::request::{LearnRequest, ModulePage};
use crate::platform::modules::PageModuleName;
use crate::settings::Prefs;
use crate::text::Part;
use crate::ui::module_frame::ModuleFrame;

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

/// A page of the Learn module, in its own element at the end of the body while this component
/// lives; a message if the module failed to load.
#[function_component(LearnFrame)]
pub fn learn_frame(props: &LearnFrameProps) -> Html {
    let prefs = props.prefs;
    let on_request = {
        let on_request = props.on_request.clone();
        Callback::from(
            move |text: String| match LearnRequest::decode(&text, prefs) {
                Ok(request) => on_request.emit(request),
                Err(_) => {
                    web_sys::console::warn_2(&"Learn's request does not read:".into(), &text.into())
                }
            },
        )
    };
    html! {
        <ModuleFrame module={PageModuleName::Learn} name="learn" page={props.page.encode()} {prefs}
                     texts={Part::Learn} {on_request} hidden={props.hidden}
                     on_close={props.on_request.reform(|()| LearnRequest::Close)} />
    }
}

/// The rules help, open at `variant`'s section: the Learn module's help page.
pub fn help(variant: Variant, prefs: Prefs, on_close: &Callback<()>) -> Html {
    html! { <LearnFrame page={ModulePage::Help(variant)} {prefs} on_request={on_close.reform(|_| ())} /> }
}
