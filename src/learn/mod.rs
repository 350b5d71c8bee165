//! *Learn*: puzzles, counting drills and lessons. It is a wasm module of its own
//! (`src/bin/learn.rs`, with the rules help), so the first page load carries none of it: the
//! app's [`ModuleFrame`] of a [`request::ModulePage`] loads the module when Learn first opens and mounts [`LearnPage`]
//! into an element of its own. The page asks the app for what lies outside it
//! (back to the game, analysis, a game against the engine, changed preferences) with a
//! [`request::LearnRequest`].
pub mod request;

mod board;
mod drills;
mod lessons;
mod puzzles;

use makruk_core::{GameRecord, Position, Variant};
use makruk_engine::Level;
use yew::prelude::*;

use crate::help::Help;

use crate::formats::link::{EngineGame, SharedGame};
use crate::settings::{GameSettings, Prefs};
use crate::ui::module_frame::ModuleFrame;
use crate::ui::top_bar::TopBar;
use drills::DrillsView;
use lessons::LessonsView;
use puzzles::view::PuzzleTrainer;
use request::{LearnRequest, ModulePage};

/// The rules help, open at `variant`'s section: the Learn module's help page.
pub fn help(variant: Variant, prefs: Prefs, on_close: &Callback<()>) -> Html {
    let page = std::rc::Rc::new(ModulePage::Help(variant));
    html! { <ModuleFrame<ModulePage> {page} {prefs} on_request={on_close.reform(|_| ())} /> }
}

/// The puzzle id of the page's `?puzzle=<id>` parameter: Learn opens on that puzzle.
pub fn linked_puzzle() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    let id = search
        .strip_prefix('?')?
        .split('&')
        .find_map(|p| p.strip_prefix("puzzle="))?;
    id.bytes()
        .all(|b| b.is_ascii_alphanumeric())
        .then(|| id.to_string())
}

/// Takes the `?puzzle=<id>` parameter out of the page's address once Learn is left, so that a
/// reload, or a link made from the address, opens the game and not the puzzle.
pub fn forget_linked_puzzle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(search), Ok(path), Ok(hash), Ok(history)) = (
        location.search(),
        location.pathname(),
        location.hash(),
        window.history(),
    ) else {
        return;
    };
    if !search.contains("puzzle=") {
        return;
    }
    let kept: Vec<&str> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("puzzle="))
        .collect();
    let query = if kept.is_empty() {
        String::new()
    } else {
        format!("?{}", kept.join("&"))
    };
    history
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}{hash}")),
        )
        .ok();
}

/// The game of a position played out against the engine: the user takes the side not to move
/// (the stronger one in a drill); the rule options are a new game's, where the engine, the
/// weaker side, starts its count at its first move.
fn engine_game(start: &Position) -> SharedGame {
    let variant = start.variant();
    SharedGame {
        game: GameRecord {
            start: GameRecord::start_of(start),
            options: GameSettings::options_for(variant),
            ..GameRecord::new(variant)
        },
        names: Default::default(),
        engine: Some(EngineGame {
            level: Level::DEFAULT,
            user_side: !start.turn(),
        }),
    }
}

/// Learn's sections.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Puzzles,
    Drills,
    Lessons,
}

/// Properties of [`LearnPage`].
#[derive(Properties, PartialEq)]
pub struct LearnProps {
    /// The display preferences when Learn opened.
    pub prefs: Prefs,
    /// What Learn asks of the app.
    pub on_request: Callback<LearnRequest>,
}

/// The Learn page: a section at a time, with the app's top bar.
#[function_component(LearnPage)]
pub fn learn_page(props: &LearnProps) -> Html {
    let prefs = use_state(|| props.prefs);
    let section = use_state(|| Section::Puzzles);
    let help_open = use_state(bool::default);
    let (prefs_now, lang) = (*prefs, prefs.lang);
    let on_prefs = {
        let (prefs, on_request) = (prefs.clone(), props.on_request.clone());
        Callback::from(move |next: Prefs| {
            prefs.set(next);
            on_request.emit(LearnRequest::Prefs(next));
        })
    };
    let tab = |which: Section, testid: &'static str, label: &'static str| {
        let section = section.clone();
        html! {
            <button type="button" role="tab" data-testid={testid} aria-selected={(*section == which).to_string()}
                    class={classes!((*section == which).then_some("active"))}
                    onclick={Callback::from(move |_: MouseEvent| section.set(which))}>
                { label }
            </button>
        }
    };
    let play = props
        .on_request
        .reform(|start: Position| LearnRequest::Play(engine_game(&start)));
    html! {
        <div class={classes!("app", prefs_now.piece_set.class(), prefs_now.checkered.then_some("checkered"))}>
            <TopBar {lang} prefs={prefs_now} info={lang.t(crate::key!("learn-learn"))} {on_prefs}
                    on_help={let h = help_open.clone(); Callback::from(move |()| h.set(true))} />
            <nav class="learn-tabs">
                <div role="tablist" aria-label={lang.t(crate::key!("learn-learn"))}>
                    { tab(Section::Puzzles, "learn-tab-puzzles", lang.t(crate::key!("learn-puzzles"))) }
                    { tab(Section::Drills, "learn-tab-drills", lang.t(crate::key!("learn-counting-drills"))) }
                    { tab(Section::Lessons, "learn-tab-lessons", lang.t(crate::key!("common-lessons"))) }
                </div>
                <button type="button" data-testid="learn-close" onclick={props.on_request.reform(|_| LearnRequest::Close)}>
                    { lang.t(crate::key!("common-back-to-the-game")) }
                </button>
            </nav>
            { match *section {
                Section::Puzzles => html! { <PuzzleTrainer prefs={prefs_now} on_request={props.on_request.clone()} /> },
                Section::Drills => html! {
                    <main class="layout learn-drills">
                        <DrillsView {lang} set={prefs_now.piece_set} on_play={play} />
                    </main>
                },
                Section::Lessons => html! { <LessonsView {lang} on_play={play} /> },
            } }
            if *help_open {
                <Help {lang} variant={makruk_core::Variant::Makruk} pieces={prefs_now.piece_set}
                      on_close={let h = help_open.clone(); Callback::from(move |()| h.set(false))} />
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Color, CountAction, Variant};

    #[test]
    fn a_drill_is_played_from_its_position_by_the_side_not_to_move() {
        let start = Position::from_fen(Variant::Makruk, "8/8/3k4/8/8/8/2R5/3K4 b - - 0 1").unwrap();
        let shared = engine_game(&start);
        let record = shared.clone().into_record().unwrap();
        assert_eq!(record.game.start_position().unwrap(), start);
        assert_eq!(record.settings.user_side, Color::White);
        assert!(record.game.moves.is_empty());
        let game = record.game.replay().unwrap();
        assert!(crate::model::counting::may_count(&game, CountAction::Start));
        let counted = crate::model::counting::counted(&game, &[CountAction::Start]).unwrap();
        assert_eq!(counted.counting().map(|c| c.limit_moves()), Some(16));
    }
}
