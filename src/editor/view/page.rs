//! The position editor's page: the board to set up, the palette, the position's options and FEN,
//! and whether the position can be played.

use std::rc::Rc;

use makruk_core::{Color, EndReason, Position, SetupError};
use yew::prelude::*;

use super::fen_field::{fen_input, FenInputProps};
use super::hand::{hand_row, HandProps};
use super::options::{position_options, OptionsProps};
use super::palette::{palette, PaletteProps};
use crate::analysis::AnalysisSource;
use crate::editor::model::{Editor, EditorAction, Tool};
use crate::game::view::new_game::NewGameDialog;
use crate::learn::help;
use crate::settings::{GameSettings, Prefs};
use crate::text::Lang;
use crate::tr;
use crate::ui::top_bar::TopBar;
use crate::ui::Board;

/// Properties of [`EditorPage`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The position the editor starts from.
    pub start: Rc<Position>,
    /// Display preferences.
    pub prefs: Prefs,
    /// Changes the display preferences.
    pub on_prefs: Callback<Prefs>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Starts a game from the set-up position with these settings.
    pub on_play: Callback<(GameSettings, Position)>,
    /// Opens an analysis board on the set-up position.
    pub on_analyse: Callback<AnalysisSource>,
}

/// Why a playable position has nothing left to play, if the game is already over there.
fn over_text(lang: Lang, reason: EndReason) -> &'static str {
    lang.t(match reason {
        EndReason::Checkmate | EndReason::MateWhileCounting => crate::key!("editor-over-checkmate"),
        EndReason::Stalemate => crate::key!("editor-over-stalemate"),
        EndReason::InsufficientMaterial => crate::key!("editor-over-no-mating-material"),
        EndReason::Counting => crate::key!("editor-over-count-ran-out"),
        EndReason::CheckWin => crate::key!("editor-over-check-won"),
        EndReason::MoveRule | EndReason::Repetition => crate::key!("editor-over-drawn"),
    })
}

/// The verdict in words, and whether it is a problem.
fn verdict_text(
    lang: Lang,
    position: &Result<Position, SetupError>,
    variant: makruk_core::Variant,
) -> (String, bool) {
    match position {
        Err(problem) => (
            crate::editor::messages::problem_text(lang, problem, variant),
            true,
        ),
        Ok(pos) => {
            if let Some(outcome) = pos.outcome() {
                return (over_text(lang, outcome.reason).to_string(), true);
            }
            let side = lang.color(pos.turn());
            let text = if pos.is_check() {
                tr!(lang, "editor-verdict-legal-in-check", side = side)
            } else {
                tr!(lang, "editor-verdict-legal", side = side)
            };
            (text, false)
        }
    }
}

/// The position editor page.
#[function_component(EditorPage)]
pub fn editor_page(props: &EditorProps) -> Html {
    let lang = props.prefs.lang;
    let editor = {
        let start = props.start.clone();
        use_reducer(move || Editor::new(&start))
    };
    let play_open = use_state(bool::default);
    let help_open = use_state(bool::default);
    let dispatch = {
        let editor = editor.clone();
        Callback::from(move |action: EditorAction| editor.dispatch(action))
    };
    let act = |action: EditorAction| dispatch.reform(move |_: MouseEvent| action.clone());

    let setup = &editor.setup;
    let variant = setup.variant;
    let position = setup.validate();
    let view = Rc::new(editor.board_view(&position));
    let (message, is_problem) = verdict_text(lang, &position, variant);
    let playable = position.as_ref().ok().cloned();
    let can_play = playable.as_ref().is_some_and(|p| p.outcome().is_none());
    let fen_error = editor
        .fen_error
        .as_ref()
        .map(|e| AttrValue::from(crate::text::core_text::fen_error_text(lang, e, variant)));

    let on_tool = dispatch.reform(EditorAction::Tool);
    let (top, bottom) = if editor.flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let hand = |color: Color| {
        if !variant.rules().drops {
            return Html::default();
        }
        hand_row(&HandProps {
            color,
            counts: setup.hand[color.index()],
            lang,
            on_action: dispatch.clone(),
        })
    };
    let on_analyse = {
        let (on_analyse, position, flipped) =
            (props.on_analyse.clone(), playable.clone(), editor.flipped);
        Callback::from(move |_: MouseEvent| {
            if let Some(pos) = &position {
                on_analyse.emit(AnalysisSource {
                    flipped,
                    ..AnalysisSource::of_position(pos.clone())
                });
            }
        })
    };
    let on_start = {
        let (on_play, position) = (props.on_play.clone(), playable.clone());
        Callback::from(move |settings: GameSettings| {
            if let Some(pos) = &position {
                on_play.emit((settings, pos.clone()));
            }
        })
    };
    let play_settings = GameSettings {
        variant,
        user_side: setup.turn,
        options: GameSettings::options_for(variant),
        ..GameSettings::default()
    };
    let open_play = {
        let play_open = play_open.clone();
        Callback::from(move |_: MouseEvent| play_open.set(true))
    };
    let close_play = {
        let play_open = play_open.clone();
        Callback::from(move |()| play_open.set(false))
    };
    let app_classes = classes!(
        "app",
        "editor",
        props.prefs.piece_set.class(),
        props.prefs.checkered.then_some("checkered"),
    );
    html! {
        <div class={app_classes} data-testid="editor-page">
            <TopBar {lang} prefs={props.prefs} info={lang.t(crate::key!("editor-position-editor"))}
                    on_prefs={props.on_prefs.clone()}
                    on_help={let h = help_open.clone(); Callback::from(move |()| h.set(true))} />
            <main class="layout">
                <section class="board-area editor-board">
                    { palette(&PaletteProps {
                        color: top,
                        variant,
                        extra: Tool::Hand,
                        tool: editor.tool,
                        lang,
                        on_tool: on_tool.clone(),
                    }) }
                    { hand(top) }
                    <Board {view} flipped={editor.flipped} {lang}
                           on_press={dispatch.reform(EditorAction::Press)}
                           on_drop={dispatch.reform(|(from, to)| EditorAction::Drop(from, to))} />
                    { palette(&PaletteProps {
                        color: bottom,
                        variant,
                        extra: Tool::Eraser,
                        tool: editor.tool,
                        lang,
                        on_tool,
                    }) }
                    { hand(bottom) }
                    <div class="editor-tools">
                        <button type="button" data-testid="editor-clear" onclick={act(EditorAction::Clear)}>
                            { lang.t(crate::key!("editor-clear-board")) }
                        </button>
                        <button type="button" data-testid="editor-start" onclick={act(EditorAction::Start)}>
                            { lang.t(crate::key!("editor-start-position")) }
                        </button>
                        <button type="button" data-testid="editor-flip" onclick={act(EditorAction::Flip)}>
                            { lang.t(crate::key!("common-flip-board")) }
                        </button>
                    </div>
                </section>
                <aside class="panel editor-panel">
                    <h2 class="editor-title">{ lang.t(crate::key!("editor-set-up-a-position")) }</h2>
                    <p class={classes!("verdict", if is_problem { "bad" } else { "good" })}
                       role="status" aria-live="polite" data-testid="editor-verdict"
                       data-valid={position.is_ok().to_string()}>
                        { message }
                    </p>
                    { fen_input(&FenInputProps {
                        text: editor.fen_text(),
                        error: fen_error,
                        lang,
                        on_input: dispatch.reform(EditorAction::FenInput),
                        on_commit: dispatch.reform(|()| EditorAction::FenCommit),
                    }) }
                    { position_options(&OptionsProps {
                        setup: setup.clone(),
                        counting: playable.as_ref().and_then(Position::counting),
                        lang,
                        on_action: dispatch.clone(),
                    }) }
                    <div class="actions editor-actions">
                        <button type="button" class="primary" data-testid="editor-play"
                                disabled={!can_play} onclick={open_play}>
                            { lang.t(crate::key!("editor-play-from-here")) }
                        </button>
                        <button type="button" data-testid="editor-analyse" disabled={playable.is_none()}
                                onclick={on_analyse}>
                            { lang.t(crate::key!("common-analyse")) }
                        </button>
                        <button type="button" data-testid="editor-close"
                                onclick={props.on_close.reform(|_: MouseEvent| ())}>
                            { lang.t(crate::key!("common-back-to-the-game")) }
                        </button>
                    </div>
                </aside>
            </main>
            if *help_open {
                { help(variant, props.prefs, &{let h = help_open.clone(); Callback::from(move |()| h.set(false))}) }
            }
            if *play_open && can_play {
                <NewGameDialog current={play_settings} {lang} fixed_variant=true
                               {on_start} on_close={close_play} />
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use makruk_core::Variant;

    use super::*;

    #[test]
    fn verdicts_are_sentences_in_each_language() {
        let start = Ok(Position::startpos(Variant::Makruk));
        assert_eq!(
            verdict_text(Lang::En, &start, Variant::Makruk),
            ("A legal position: White to move.".to_string(), false)
        );
        assert_eq!(
            verdict_text(Lang::Th, &start, Variant::Makruk).0,
            "ตำแหน่งถูกต้อง ฝ่ายขาวเดิน"
        );
        for reason in [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::InsufficientMaterial,
            EndReason::Counting,
            EndReason::CheckWin,
            EndReason::Repetition,
        ] {
            let (en, th) = (over_text(Lang::En, reason), over_text(Lang::Th, reason));
            assert!(en.ends_with('.') && !en.starts_with("editor-"), "{en}");
            assert_ne!(en, th);
        }
    }
}
