//! Sittuyin's set-up shortcuts: the user's side places its remaining pieces by a well-known
//! arrangement or at random, one drop on each of its turns.
use makruk_core::Arrangement;
use yew::prelude::*;

use crate::game::model::{Action, SetupChoice, State};
use crate::text::Lang;
use crate::tr;

/// The shortcuts while the user may choose one ([`State::setup_side`]); nothing otherwise.
pub fn setup_shortcuts_for(state: &UseReducerHandle<State>) -> Html {
    let Some(side) = state.setup_side() else {
        return Html::default();
    };
    let lang = state.prefs.lang;
    let choose = |choice: fn() -> SetupChoice| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::PlanSetup(choice())))
    };
    let standard = choose(|| SetupChoice::Arrangement(Arrangement::BurmeseGuide));
    let random = choose(|| SetupChoice::Random(js_sys::Date::now() as u64));
    let title = tr!(lang, "setup-shortcuts-set-up-side", side = lang.color(side));
    html! {
        <div class="setup-shortcuts" data-testid="setup-shortcuts" role="group" aria-label={title.clone()}>
            <span class="setup-title">{ title }</span>
            <button type="button" data-testid="setup-standard" onclick={standard}>
                { lang.t(crate::key!("setup-shortcuts-standard-set-up")) }
                <small>{ arrangement_name(lang, Arrangement::BurmeseGuide) }</small>
            </button>
            <button type="button" data-testid="setup-random" onclick={random}>
                { lang.t(crate::key!("setup-shortcuts-random-set-up")) }
            </button>
        </div>
    }
}

/// Where an arrangement comes from, as the user reads it.
fn arrangement_name(lang: Lang, arrangement: Arrangement) -> &'static str {
    match arrangement {
        Arrangement::BurmeseGuide => {
            lang.t(crate::key!("setup-shortcuts-burmese-chess-guide-u-shwe"))
        }
        Arrangement::Compact => lang.t(crate::key!("setup-shortcuts-compact-centre")),
    }
}
