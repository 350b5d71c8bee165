//! The app's side of the import and export dialogs: [`LibraryFrame`] mounts one from the study
//! module (loaded on first use) in a [`ModuleFrame`]; the dialog's requests
//! come back as [`LibraryRequest`]s.
use std::rc::Rc;

use yew::prelude::*;

use super::pages::{LibraryPage, LibraryRequest};
use crate::platform::modules::PageModuleName;
use crate::settings::Prefs;
use crate::ui::module_frame::ModuleFrame;

/// Properties of [`LibraryFrame`].
#[derive(Properties, PartialEq)]
pub struct LibraryFrameProps {
    /// The dialog shown.
    pub page: Rc<LibraryPage>,
    /// The display preferences (the dialog's language).
    pub prefs: Prefs,
    /// What the dialog asks of the app.
    pub on_request: Callback<LibraryRequest>,
}

/// The import or export dialog from the study module; a message if it failed to load.
#[function_component(LibraryFrame)]
pub fn library_frame(props: &LibraryFrameProps) -> Html {
    let on_request = {
        let on_request = props.on_request.clone();
        Callback::from(move |text: String| match LibraryRequest::decode(&text) {
            Ok(request) => on_request.emit(request),
            Err(_) => web_sys::console::warn_2(
                &"The library dialog's request does not read:".into(),
                &text.into(),
            ),
        })
    };
    html! {
        <ModuleFrame module={PageModuleName::Study} name="library" page={props.page.encode()}
                     prefs={props.prefs} {on_request}
                     on_close={props.on_request.reform(|()| LibraryRequest::Close)} />
    }
}
