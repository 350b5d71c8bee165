//! A modal dialog over a backdrop: it takes the focus when it opens, keeps Tab and Shift+Tab
//! among its own controls, closes on Escape, and gives the focus back to the control that opened
//! it when it closes.
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

/// The controls that may take the focus, in the order a dialog offers them.
const FOCUSABLE: &str = "select:not([disabled]), input:not([disabled]), textarea:not([disabled]), \
                         button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/// Properties of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// Classes of the dialog box besides `dialog`.
    #[prop_or_default]
    pub class: Classes,
    /// The id of the dialog's title.
    pub labelled_by: AttrValue,
    /// The dialog box's `data-testid`.
    pub testid: AttrValue,
    /// Escape was pressed.
    pub on_close: Callback<()>,
    /// Focus the dialog box itself rather than its first control (a long text read from the top).
    #[prop_or_default]
    pub focus_box: bool,
    /// The dialog's content.
    pub children: Html,
}

/// The focused element of the page, if any.
pub fn focused() -> Option<HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into()
        .ok()
}

/// The controls of `dialog` that may take the focus, in document order.
fn focusable_controls(dialog: &HtmlElement) -> Vec<HtmlElement> {
    let Ok(list) = dialog.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        .filter(|el| el.offset_parent().is_some())
        .collect()
}

/// Tab from the last control goes to the first, Shift+Tab from the first (or the box) to the last.
fn trap_tab(dialog: &HtmlElement, event: &KeyboardEvent) {
    if event.key() != "Tab" {
        return;
    }
    let controls = focusable_controls(dialog);
    let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
        event.prevent_default();
        return;
    };
    let current = focused();
    let at = |el: &HtmlElement| current.as_ref() == Some(el);
    let wrap_to = if event.shift_key() {
        (at(first) || at(dialog)).then_some(last)
    } else {
        at(last).then_some(first)
    };
    if let Some(target) = wrap_to {
        event.prevent_default();
        target.focus().ok();
    }
}

/// A modal dialog.
#[function_component(Modal)]
pub fn modal(props: &ModalProps) -> Html {
    let dialog_ref = use_node_ref();
    {
        let dialog_ref = dialog_ref.clone();
        let focus_box = props.focus_box;
        use_boxed_effect(
            (),
            Box::new(move |_| {
                let opener = focused();
                if let Some(dialog) = dialog_ref.cast::<HtmlElement>() {
                    let control = dialog
                        .query_selector(FOCUSABLE)
                        .ok()
                        .flatten()
                        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
                        .filter(|_| !focus_box);
                    control.unwrap_or(dialog).focus().ok();
                }
                Some(Box::new(move || {
                    if let Some(opener) = opener {
                        opener.focus().ok();
                    }
                }))
            }),
        );
    }
    // One listener for the dialog's life, calling the latest `on_close`: an Escape that re-renders
    // the page before it reaches this listener must still find it registered.
    let on_close = use_mut_ref(|| props.on_close.clone());
    *on_close.borrow_mut() = props.on_close.clone();
    use_boxed_effect(
        (),
        Box::new(move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "keydown", move |event| {
                    if event
                        .dyn_ref::<KeyboardEvent>()
                        .is_some_and(|e| e.key() == "Escape")
                    {
                        let latest = on_close.borrow().clone();
                        latest.emit(());
                    }
                })
            });
            Some(Box::new(move || drop(listener)))
        }),
    );
    let onkeydown = {
        let dialog_ref = dialog_ref.clone();
        Callback::from(move |event: KeyboardEvent| {
            if let Some(dialog) = dialog_ref.cast::<HtmlElement>() {
                trap_tab(&dialog, &event);
            }
        })
    };
    html! {
        <div class="backdrop">
            <div ref={dialog_ref} class={classes!("dialog", props.class.clone())} role="dialog"
                 aria-modal="true" aria-labelledby={props.labelled_by.clone()}
                 data-testid={props.testid.clone()} tabindex="-1" {onkeydown}>
                { props.children.clone() }
            </div>
        </div>
    }
}
