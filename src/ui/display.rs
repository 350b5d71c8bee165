//! The display preferences applied to the page root `<html>`: the classes `contrast-high` and
//! `reduce-motion` and the custom property `--board-scale` that `assets/visual.css` reads.
use crate::text::decimal::decimal;
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, MediaQueryList};
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::settings::{BoardSize, Contrast, Prefs};

/// The media query under which the system asks for more contrast or forces its own colours.
const HIGH_CONTRAST_QUERY: &str = "(prefers-contrast: more), (forced-colors: active)";

fn high_contrast_query() -> Option<MediaQueryList> {
    web_sys::window()?
        .match_media(HIGH_CONTRAST_QUERY)
        .ok()
        .flatten()
}

/// Whether the page is shown in high contrast under `contrast`, given whether the system asks
/// for more contrast.
pub fn is_high_contrast(contrast: Contrast, system_asks: bool) -> bool {
    match contrast {
        Contrast::System => system_asks,
        Contrast::Normal => false,
        Contrast::High => true,
    }
}

/// The value of `--board-scale` for a board size: its fraction of the room the board has.
pub fn board_scale(size: BoardSize) -> String {
    decimal(i64::from(size.percent()), 2, false)
}

/// Keeps the page root's contrast and motion classes and board scale in step with `prefs`,
/// following the system's contrast setting as it changes.
#[hook]
pub fn use_display(prefs: Prefs) {
    let system_asks = use_state(|| high_contrast_query().is_some_and(|q| q.matches()));
    {
        let system_asks = system_asks.clone();
        use_boxed_effect(
            (),
            Box::new(move |_| {
                let listener = high_contrast_query().map(|query| {
                    let watched = query.clone();
                    EventListener::new(&query, "change", move |_| {
                        system_asks.set(watched.matches());
                    })
                });
                Some(Box::new(move || drop(listener)))
            }),
        );
    }
    let high = is_high_contrast(prefs.contrast, *system_asks);
    use_effect_with(
        (high, prefs.reduce_motion, prefs.board_size),
        |&(high, reduce_motion, size)| {
            let root = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
                .and_then(|e| e.dyn_into::<HtmlElement>().ok());
            if let Some(root) = root {
                let classes = root.class_list();
                classes.toggle_with_force("contrast-high", high).ok();
                classes
                    .toggle_with_force("reduce-motion", reduce_motion)
                    .ok();
                root.style()
                    .set_property("--board-scale", &board_scale(size))
                    .ok();
            }
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_decides_only_when_asked_to() {
        assert!(is_high_contrast(Contrast::System, true));
        assert!(!is_high_contrast(Contrast::System, false));
        assert!(is_high_contrast(Contrast::High, false));
        assert!(!is_high_contrast(Contrast::Normal, true));
    }

    #[test]
    fn board_scale_is_a_fraction() {
        assert_eq!(board_scale(BoardSize::default()), "1.00");
        assert_eq!(board_scale(BoardSize::new(75).expect("in range")), "0.75");
    }
}
