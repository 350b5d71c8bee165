//! Effects behind one copy of Yew's effect hook per type of dependency: every
//! `use_effect_with` call with its own closure types is otherwise a copy of its own.
use yew::prelude::*;

/// What undoes an effect: it runs before the effect runs again and when the component goes.
pub type Cleanup = Box<dyn FnOnce()>;

/// An effect: it reads the dependencies and may leave a cleanup.
pub type Effect<T> = Box<dyn FnOnce(&T) -> Option<Cleanup>>;

/// Runs `effect` after the first render and after each render where `deps` changed, as
/// Yew's `use_effect_with` does.
#[hook]
pub fn use_boxed_effect<T>(deps: T, effect: Effect<T>)
where
    T: PartialEq + 'static,
{
    use_effect_with(deps, move |deps| {
        let cleanup = effect(deps);
        move || {
            if let Some(cleanup) = cleanup {
                cleanup();
            }
        }
    });
}
