//! The app's effects as hooks: saving, the tab title, keyboard shortcuts, sounds and the clock's ticks.
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::formats::link::FRAGMENT_PREFIX;
use crate::formats::save::{encode_game, encode_prefs};
use crate::game::model::{Action, State};
use crate::game::view::status::status_text;
use crate::library::{current_mark, CURRENT_KEY};
use crate::platform::sound::{self, Sound};
use crate::platform::storage::{self, GAME_KEY, PREFS_KEY};
use crate::settings::Prefs;
use crate::text::Lang;

/// Whether a key event comes from a form field (which keeps its own arrow keys).
fn from_form_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// Keeps the tab's title on the state of play ("White to move — Makruk").
#[hook]
pub fn use_title(state: &UseReducerHandle<State>) {
    let lang = state.prefs.lang;
    let title = format!(
        "{} — {}",
        status_text(lang, state.status()),
        lang.t(crate::key!("common-makruk"))
    );
    use_document_title(title);
}

/// Keeps the tab's title on `title`.
#[hook]
pub fn use_document_title(title: String) {
    use_boxed_effect(
        title,
        Box::new(|title| {
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                document.set_title(title);
            }
            None
        }),
    );
}

/// Saves the game (with the mark of its library entry) whenever it changes.
#[hook]
pub fn use_game_saving(state: &UseReducerHandle<State>) {
    // The library entry's mark is written with the game, in the same task: a reload at any
    // moment finds the saved game marked as its entry's and continues it (no second entry).
    let game_text = encode_game(&state.record());
    use_boxed_effect(
        (game_text, state.library.id),
        Box::new(|(text, id)| {
            storage::write(GAME_KEY, text);
            if let Some(id) = id {
                storage::write(CURRENT_KEY, &current_mark(*id, text));
            }
            None
        }),
    );
}

/// Saves the preferences whenever they change, on whichever screen they were changed.
#[hook]
pub fn use_prefs_saving(prefs: Prefs) {
    use_boxed_effect(
        encode_prefs(prefs),
        Box::new(|text| {
            storage::write(PREFS_KEY, text);
            None
        }),
    );
}

/// Keeps `<html lang>` on `lang`: the Thai font's rule (`assets/visual.css`) and screen readers'
/// voice follow it.
#[hook]
pub fn use_document_lang(lang: Lang) {
    use_effect_with(lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            root.set_attribute("lang", lang.code()).ok();
        }
    });
}

/// Calls `on_key` with every key pressed anywhere on the page outside form fields (which keep
/// their own keys); a key it handles (returns `true` for) has its default action prevented.
#[hook]
pub fn use_page_keys<F>(on_key: F)
where
    F: Fn(&str) -> bool + 'static,
{
    use_boxed_effect(
        (),
        Box::new(move |_| {
            let listener = web_sys::window().map(|window| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&window, "keydown", options, move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if !from_form_field(e) && on_key(&e.key()) {
                        e.prevent_default();
                    }
                })
            });
            Some(Box::new(move || drop(listener)))
        }),
    );
}

/// History navigation from anywhere on the page: arrows, Home, End; Escape drops the selection.
#[hook]
pub fn use_history_keys(state: &UseReducerHandle<State>) {
    let dispatcher = state.dispatcher();
    use_page_keys(move |key| {
        let action = match key {
            "ArrowLeft" => Action::Step(-1),
            "ArrowRight" => Action::Step(1),
            "Home" => Action::ViewPly(0),
            "End" => Action::ViewLive,
            "Escape" => Action::Deselect,
            _ => return false,
        };
        dispatcher.dispatch(action);
        true
    });
}

/// Move, capture and game-end sounds for new moves (not for undo or a restored game).
#[hook]
pub fn use_sounds(state: &UseReducerHandle<State>) {
    use_boxed_effect(
        state.prefs.muted,
        Box::new(|&muted| {
            let listeners: Vec<EventListener> = (!muted)
                .then(web_sys::window)
                .flatten()
                .map(|window| {
                    ["pointerdown", "keydown"]
                        .into_iter()
                        .map(|kind| {
                            // After the press has been handled: creating the first audio
                            // context can block the main thread for a few hundred milliseconds.
                            EventListener::once(&window, kind, |_| {
                                gloo_timers::callback::Timeout::new(0, sound::warm_up).forget();
                            })
                        })
                        .collect()
                })
                .unwrap_or_default();
            Some(Box::new(move || drop(listeners)))
        }),
    );
    let previous = use_mut_ref(|| state.plies());
    let (muted, captured) = (state.prefs.muted, state.last_move_captured());
    use_effect_with(
        (state.plies(), state.status().is_over()),
        move |&(plies, over)| {
            let mut previous = previous.borrow_mut();
            if plies > *previous && !muted {
                sound::play(if over {
                    Sound::End
                } else if captured {
                    Sound::Capture
                } else {
                    Sound::Move
                });
            }
            *previous = plies;
        },
    );
}

/// Ticks the running clock ten times a second.
#[hook]
pub fn use_clock_ticks(state: &UseReducerHandle<State>) {
    let dispatcher = state.dispatcher();
    use_boxed_effect(
        state.clock_running(),
        Box::new(move |&running| {
            let interval = running.then(|| {
                let mut last = js_sys::Date::now();
                Interval::new(100, move || {
                    let now = js_sys::Date::now();
                    let elapsed = (now - last).max(0.0) as u64;
                    last = now;
                    dispatcher.dispatch(Action::Tick(elapsed));
                })
            });
            Some(Box::new(move || drop(interval)))
        }),
    );
}

/// Reloads the page when a game link is pasted into the address bar of an open tab.
#[hook]
pub fn use_link_reload() {
    use_boxed_effect(
        (),
        Box::new(|_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "hashchange", |_| {
                    if let Some(w) = web_sys::window() {
                        let hash = w.location().hash().unwrap_or_default();
                        if hash.starts_with(FRAGMENT_PREFIX) {
                            w.location().reload().ok();
                        }
                    }
                })
            });
            Some(Box::new(move || drop(listener)))
        }),
    );
}
