//! The app's side of the analysis board in the study module: [`AnalysisFrame`] loads the module
//! (`assets/boot.js`'s `makrukStudy`, once per page) and mounts the analysis board or the position editor in a
//! [`ModuleFrame`]; the page's requests come back as [`BoardRequest`]s.
use std::rc::Rc;

use yew::prelude::*;

use super::request::{BoardPage, BoardRequest};
use crate::platform::modules::PageModuleName;
use crate::settings::Prefs;
use crate::ui::module_frame::ModuleFrame;

/// Properties of [`AnalysisFrame`].
#[derive(Properties, PartialEq)]
pub struct AnalysisFrameProps {
    /// The page shown.
    pub page: Rc<BoardPage>,
    /// The display preferences when the page opens.
    pub prefs: Prefs,
    /// What the page asks of the app.
    pub on_request: Callback<BoardRequest>,
}

/// The analysis board or the position editor, from the module loaded on demand; a message if it
/// failed to load. A new page (another source) mounts afresh.
#[function_component(AnalysisFrame)]
pub fn analysis_frame(props: &AnalysisFrameProps) -> Html {
    let prefs = props.prefs;
    let on_request = {
        let on_request = props.on_request.clone();
        Callback::from(
            move |text: String| match BoardRequest::decode(&text, prefs) {
                Ok(request) => on_request.emit(request),
                Err(_) => web_sys::console::warn_2(
                    &"The analysis board's request does not read:".into(),
                    &text.into(),
                ),
            },
        )
    };
    let page = AttrValue::from(props.page.encode());
    let key = page.to_string();
    html! {
        <ModuleFrame {key} module={PageModuleName::Study} name="analysis" {page} {prefs} {on_request}
                     on_close={props.on_request.reform(|()| BoardRequest::Close)} />
    }
}
