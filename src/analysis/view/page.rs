//! The analysis board's page: free moves for both sides building a variation tree, the engine's
//! best lines with an evaluation bar and arrows, and a review of the game's moves.
use std::collections::HashMap;
use std::rc::Rc;

use makruk_core::{Color, Game, Position};
use makruk_engine::{Level, Score};
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use super::engine::{engine_lines, eval_bar, EngineLinesProps, EvalBarProps};
use super::moves::TreeView;
use super::review::{review_panel, ReviewPanelProps, WorstMove};
use crate::analysis::model::{Board as AnalysisBoard, Msg, Step};
use crate::analysis::review::{worst, Mark};

use crate::analysis::explorer::view::ExplorerPanel;
use crate::analysis::AnalysisSource;
use crate::game::effects::use_page_keys;
use crate::game::model::Status;
use crate::game::view::status::{count_buttons, status_line, CountButtonsProps};
use crate::learn::help;
use crate::library::files::SharedLibrary;
use crate::model::move_entry::promotion_choices;
use crate::platform::worker::use_engine_job;
use crate::settings::{GameSettings, Opponent, Prefs};
use crate::text::Lang;
use crate::tr;
use crate::ui::board::{Arrow, ArrowKind};
use crate::ui::board_view::{cells, top_color, BoardView, EntryMarks};
use crate::ui::hand::{hand, HandProps};
use crate::ui::top_bar::TopBar;
use crate::ui::{board_feedback, Board, CommentEdit, PromotionPicker, ReplayControls};

/// How many of the worst moves the review lists.
const WORST_SHOWN: usize = 5;

/// Properties of [`AnalysisPage`].
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// The game or position to analyse.
    pub source: Rc<AnalysisSource>,
    /// Display preferences.
    pub prefs: Prefs,
    /// Changes the display preferences.
    pub on_prefs: Callback<Prefs>,
    /// Back to the game.
    pub on_close: Callback<()>,
    /// Starts a game from a position with these settings.
    pub on_play: Callback<(GameSettings, Position)>,
    /// Opens the position editor on a position.
    pub on_edit: Callback<Position>,
    /// The engine level offered by "Play from here" (the game's level when opened from a game).
    #[prop_or(Level::DEFAULT)]
    pub level: Level,
    /// Minimal chrome for an embedded frame: board, engine and moves only.
    #[prop_or_default]
    pub embedded: bool,
    /// The game library, once open: the explorer shows the moves of its games.
    #[prop_or_default]
    pub library: Option<SharedLibrary>,
}

/// The state of play of a game line, for the status line.
fn status_of(game: &Game) -> Status {
    let pos = game.position();
    match game.outcome() {
        Some(outcome) => Status::Over(outcome),
        None => Status::ToMove {
            turn: pos.turn(),
            check: pos.is_check(),
        },
    }
}

/// `color`'s hand at the shown node (Sittuyin's set-up); the side to move picks from it.
fn analysis_hand(board: &UseReducerHandle<AnalysisBoard>, color: Color, lang: Lang) -> Html {
    let position = board.position().clone();
    let active = position.turn() == color;
    hand(&HandProps {
        color,
        position,
        picked: board.entry.hand.filter(|_| active),
        active,
        lang,
        on_pick: {
            let d = board.dispatcher();
            Callback::from(move |role| d.dispatch(Msg::PickHand(role)))
        },
    })
}

/// What the board draws for the shown node: every piece of the side to move can be picked up.
fn board_view(board: &AnalysisBoard) -> Rc<BoardView> {
    let pos = board.position();
    let marks = EntryMarks::of(pos, &board.entry);
    let selected = board.entry.selected;
    Rc::new(BoardView {
        cells: cells(pos),
        fen: pos.to_fen(),
        selected,
        marks,
        last_move: board.tree.move_to(board.current).map(|m| (m.from, m.to)),
        check: pos.is_check().then(|| pos.khun(pos.turn())),
        slide_ply: board.animate.then(|| board.current.index()),
        refused: board.refused.map(|(from, _)| from),
        hint: None,
    })
}

/// The arrows: the review's suggested move, then the first move of each engine line.
fn arrows(board: &AnalysisBoard) -> Rc<Vec<Arrow>> {
    let hint = board
        .hint
        .filter(|(node, _)| *node == board.current)
        .map(|(_, m)| Arrow {
            from: m.from,
            to: m.to,
            kind: ArrowKind::Hint,
        });
    let lines = board
        .pvs
        .iter()
        .filter(|_| board.engine_on)
        .enumerate()
        .filter_map(|(i, line)| {
            let m = line.moves.first()?;
            Some(Arrow {
                from: m.from,
                to: m.to,
                kind: if i == 0 {
                    ArrowKind::Best
                } else {
                    ArrowKind::Alternative
                },
            })
        });
    Rc::new(hint.into_iter().chain(lines).collect())
}

/// The score the bar shows: the game's result where it is over, else the engine's best line,
/// else the review's evaluation.
fn shown_score(board: &AnalysisBoard) -> Option<Score> {
    let pos = board.position();
    match pos.outcome() {
        Some(outcome) => Some(Score::of_outcome(outcome, pos.turn())),
        None => board
            .pvs
            .first()
            .filter(|_| board.engine_on)
            .map(|line| line.score)
            .or_else(|| board.reviewed_score(board.current)),
    }
}

/// White's share of each reviewed position, for the review's graph.
fn review_shares(board: &AnalysisBoard) -> Vec<Option<f64>> {
    let Some(review) = &board.review else {
        return Vec::new();
    };
    review
        .line
        .iter()
        .zip(&review.evals)
        .map(|(&node, eval)| {
            let turn = board.tree.position(node).turn();
            eval.as_ref()
                .map(|e| super::engine::white_share(e.score, turn))
        })
        .collect()
}

/// The review's worst moves, written out.
fn worst_moves(board: &AnalysisBoard, lang: Lang) -> Vec<WorstMove> {
    let Some(review) = &board.review else {
        return Vec::new();
    };
    worst(&review.judgements, WORST_SHOWN)
        .into_iter()
        .filter_map(|j| {
            let node = *review.line.get(j.ply)?;
            let before = board.tree.position(board.tree.parent(node)?);
            let played = board.tree.move_to(node)?;
            let dots = before.turn().fold_wb(".", "…");
            Some(WorstMove {
                ply: j.ply,
                played: format!("{}{dots} {}", before.fullmoves(), lang.san(before, played)),
                mark: j.mark?,
                best: j.best.map(|m| lang.san(before, m)).unwrap_or_default(),
                loss_cp: j.loss_cp,
            })
        })
        .collect()
}

/// Arrow keys, Home and End step through the tree from anywhere on the page.
#[hook]
fn use_step_keys(board: &UseReducerHandle<AnalysisBoard>) {
    let dispatcher = board.dispatcher();
    use_page_keys(move |key| {
        let step = match key {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" | "ArrowUp" => Step::Start,
            "End" | "ArrowDown" => Step::End,
            _ => return false,
        };
        dispatcher.dispatch(Msg::Step(step));
        true
    });
}

/// The analysis board page.
#[function_component(AnalysisPage)]
pub fn analysis_page(props: &AnalysisProps) -> Html {
    let board = {
        let source = props.source.clone();
        use_reducer(move || AnalysisBoard::new(&source))
    };
    let on_event = {
        let board = board.clone();
        Callback::from(move |event| board.dispatch(Msg::Engine(event)))
    };
    use_engine_job(board.job(), false, on_event);
    use_step_keys(&board);
    {
        let (board, review) = (board.clone(), props.source.review);
        use_boxed_effect(
            (),
            Box::new(move |_| {
                if review {
                    board.dispatch(Msg::StartReview);
                }
                None
            }),
        );
    }
    // The page opens at its top, wherever the button that opened it was scrolled to.
    use_boxed_effect(
        (),
        Box::new(|_| {
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, 0.0);
            }
            None
        }),
    );
    let help_open = use_state(bool::default);
    let play_open = use_state(bool::default);

    let lang = props.prefs.lang;
    let send = |msg: Msg| {
        let board = board.dispatcher();
        Callback::from(move |_: MouseEvent| board.dispatch(msg.clone()))
    };
    let items = {
        let board = board.clone();
        use_memo((board.tree.clone(), lang), move |(tree, lang)| {
            crate::analysis::notation::tree_items(tree, *lang)
        })
    };
    let marks: HashMap<_, Mark> = board
        .judgements()
        .into_iter()
        .filter_map(|(node, j)| Some((node, j.mark?)))
        .collect();
    let pos = board.position().clone();
    let game = board.game();
    let status = status_of(&game);
    let counting = game.counting();
    let current = board.current;
    let on_main_line = board.tree.is_main_line(current);
    let at_root = current == board.tree.root();
    let review = board.review.as_ref();
    let play_settings = |opponent: Opponent| GameSettings {
        variant: pos.variant(),
        opponent,
        user_side: pos.turn(),
        clock: None,
        options: game.options(),
        handicap: Default::default(),
    };
    let play_start = board.play_start();
    let play = |opponent: Opponent| {
        let (on_play, settings, start) = (
            props.on_play.clone(),
            play_settings(opponent),
            play_start.clone(),
        );
        Callback::from(move |_: MouseEvent| on_play.emit((settings, start.clone())))
    };
    let level = props.level;

    let board_html = html! {
        <div class="analysis-board">
            { eval_bar(&EvalBarProps {
                score: shown_score(&board),
                turn: pos.turn(),
                flipped: board.flipped,
                lang,
            }) }
            <div class="board-wrap">
                { analysis_hand(&board, top_color(board.flipped), lang) }
                <Board view={board_view(&board)} flipped={board.flipped} {lang} arrows={arrows(&board)}
                       on_press={let d = board.dispatcher(); Callback::from(move |sq| d.dispatch(Msg::Press(sq)))}
                       on_drop={let d = board.dispatcher(); Callback::from(move |(a, b)| d.dispatch(Msg::Drop(a, b)))} />
                if let Some((from, to)) = board.entry.promoting {
                    <PromotionPicker choices={promotion_choices(&pos, from, to)} color={pos.turn()}
                                     variant={pos.variant()} {lang}
                                     on_pick={let d = board.dispatcher(); Callback::from(move |role| d.dispatch(Msg::ChoosePromotion(role)))} />
                }
                { board_feedback(lang, board.refused) }
                { analysis_hand(&board, top_color(board.flipped).other(), lang) }
            </div>
        </div>
    };
    let engine_html = engine_lines(&EngineLinesProps {
        position: Rc::new(pos.clone()),
        lines: Rc::new(board.pvs.clone()),
        nps: board.nps,
        threads: board.threads,
        building_table: board.building_table,
        count: board.lines,
        on: board.engine_on,
        failed: board.engine_failed,
        lang,
        on_toggle: {
            let d = board.dispatcher();
            Callback::from(move |()| d.dispatch(Msg::ToggleEngine))
        },
        on_count: {
            let d = board.dispatcher();
            Callback::from(move |n| d.dispatch(Msg::SetLines(n)))
        },
        on_play: {
            let d = board.dispatcher();
            Callback::from(move |line| d.dispatch(Msg::PlayLine(line)))
        },
    });
    let at_end = board.tree.next(current).is_none();
    // The step buttons, their test hooks named `{prefix}-start` … `{prefix}-end`.
    let nav_buttons = |prefix: &str| {
        let button =
            |label: &'static str, icon: &'static str, name: &str, step: Step, disabled: bool| {
                html! {
                    <button type="button" class="nav" title={label} aria-label={label}
                            data-testid={format!("{prefix}-{name}")} {disabled}
                            onclick={send(Msg::Step(step))}>{ icon }</button>
                }
            };
        [
            button(
                lang.t(crate::key!("common-start")),
                "«",
                "start",
                Step::Start,
                at_root,
            ),
            button(
                lang.t(crate::key!("common-previous-move")),
                "‹",
                "prev",
                Step::Back,
                at_root,
            ),
            button(
                lang.t(crate::key!("common-next-move")),
                "›",
                "next",
                Step::Forward,
                at_end,
            ),
            button(
                lang.t(crate::key!("analysis-end-of-the-line")),
                "»",
                "end",
                Step::End,
                at_end,
            ),
        ]
    };
    let tree_html = html! {
        <TreeView items={items} {current} marks={Rc::new(marks)} {lang} comments={Rc::new(board.comments.clone())}
                  nags={Rc::new(board.nags.clone())}
                  on_goto={let d = board.dispatcher(); Callback::from(move |node| d.dispatch(Msg::Goto(node)))} />
    };

    if props.embedded {
        let [start, prev, next, end] = nav_buttons("nav");
        let shown = board.tree.ply(current);
        let last = board.tree.ply(board.tree.line_end(current));
        return html! {
            <div class={classes!("analysis", "analysis-embedded")} data-testid="analysis">
                { board_html }
                <div class="embed-bar">
                    <div class="embed-nav">
                        { start }{ prev }
                        <span class="embed-ply" data-testid="embed-ply">{ lang.digits(&format!("{shown}/{last}")) }</span>
                        { next }{ end }
                    </div>
                    { status_line(lang, status, counting) }
                </div>
                <div class="analysis-embedded-panel">
                    { engine_html }
                    { tree_html }
                </div>
            </div>
        };
    }

    let close = props.on_close.reform(|_: MouseEvent| ());
    let edit = {
        let (on_edit, pos) = (props.on_edit.clone(), pos.clone());
        Callback::from(move |_: MouseEvent| on_edit.emit(pos.clone()))
    };
    let app_classes = classes!(
        "app",
        "analysis",
        props.prefs.piece_set.class(),
        props.prefs.checkered.then_some("checkered"),
    );
    html! {
        <div class={app_classes} data-testid="analysis">
            <TopBar {lang} prefs={props.prefs} info={lang.t(crate::key!("analysis-analysis-board"))}
                    on_prefs={props.on_prefs.clone()}
                    on_help={let h = help_open.clone(); Callback::from(move |()| h.set(true))} />
            <main class="layout">
                <section class="board-area">
                    <div class="analysis-toolbar">
                        <button type="button" class="back" data-testid="analysis-close" onclick={close}>
                            { lang.t(crate::key!("analysis-back-to-the-game")) }
                        </button>
                        { status_line(lang, status, counting) }
                    </div>
                    { board_html }
                </section>
                <aside class="panel analysis-panel">
                    { engine_html }
                    <div class="moves-box">
                        { tree_html }
                        <div class="nav-row">{ for nav_buttons("analysis") }</div>
                    </div>
                    <ReplayControls shown_ply={board.tree.ply(current)} last={board.tree.ply(board.tree.line_end(current))} {lang}
                                    on_view={let d = board.dispatcher(); let line = board.tree.path(board.tree.line_end(current));
                                             Callback::from(move |ply: usize| if let Some(&node) = line.get(ply) { d.dispatch(Msg::Goto(node)) })} />
                    <CommentEdit ply={board.tree.ply(current)} text={board.comments.get(&current).cloned().unwrap_or_default()} {lang}
                                 on_comment={let d = board.dispatcher(); Callback::from(move |(_, text)| d.dispatch(Msg::Comment(current, text)))} />
                    { count_buttons(&CountButtonsProps {
                        controls: board.count_controls(),
                        lang,
                        on_count: { let d = board.dispatcher(); Callback::from(move |control| d.dispatch(Msg::Count(control))) },
                    }) }
                    if let Some(library) = props.library.clone() {
                        <ExplorerPanel {library} position={Rc::new(pos.clone())} {lang}
                                       on_play={let d = board.dispatcher(); Callback::from(move |m| d.dispatch(Msg::PlayLine(vec![m])))} />
                    }
                    <div class="actions tree-actions">
                        <button type="button" data-testid="promote" disabled={on_main_line}
                                onclick={send(Msg::Promote(current))}>{ lang.t(crate::key!("analysis-make-main-line")) }</button>
                        <button type="button" data-testid="delete-variation" disabled={at_root}
                                onclick={send(Msg::Delete(current))}>{ lang.t(crate::key!("analysis-delete-from-here")) }</button>
                        <button type="button" data-testid="analysis-flip" onclick={send(Msg::Flip)}>
                            { lang.t(crate::key!("common-flip-board")) }
                        </button>
                    </div>
                    { review_panel(&ReviewPanelProps {
                        progress: review.map(|r| (r.done(), r.line.len())),
                        running: review.is_some_and(|r| r.running),
                        has_moves: board.tree.next(board.tree.root()).is_some(),
                        worst: Rc::new(worst_moves(&board, lang)),
                        shares: Rc::new(review_shares(&board)),
                        shown: review.and_then(|r| r.line.iter().position(|&n| n == current)),
                        on_goto: { let d = board.dispatcher(); let line = review.map(|r| r.line.clone()).unwrap_or_default();
                                   Callback::from(move |i: usize| if let Some(&node) = line.get(i) { d.dispatch(Msg::Goto(node)) }) },
                        lang,
                        on_start: { let d = board.dispatcher(); Callback::from(move |()| d.dispatch(Msg::StartReview)) },
                        on_cancel: { let d = board.dispatcher(); Callback::from(move |()| d.dispatch(Msg::CancelReview)) },
                        on_show: { let d = board.dispatcher(); Callback::from(move |ply| d.dispatch(Msg::ShowMistake(ply))) },
                    }) }
                    <div class="actions">
                        <button type="button" class="primary" data-testid="play-from-here"
                                aria-expanded={play_open.to_string()}
                                disabled={status.is_over()}
                                onclick={let p = play_open.clone(); Callback::from(move |_| p.set(!*p))}>
                            { lang.t(crate::key!("analysis-play-from-here")) }
                        </button>
                        <button type="button" data-testid="edit-position" onclick={edit}>
                            { lang.t(crate::key!("analysis-edit-position")) }
                        </button>
                    </div>
                    if *play_open && !status.is_over() {
                        <div class="play-choice" data-testid="play-choice">
                            <button type="button" data-testid="play-engine" onclick={play(Opponent::Engine { level })}>
                                { format!("{} · {}", tr!(lang, "common-computer-level-number", level = level.number()),
                                          tr!(lang, "common-you-play-side", side = lang.color(pos.turn()))) }
                            </button>
                            <button type="button" data-testid="play-human" onclick={play(Opponent::Human)}>
                                { lang.t(crate::key!("common-two-players")) }
                            </button>
                        </div>
                    }
                </aside>
            </main>
            if *help_open {
                { help(pos.variant(), props.prefs, &{let h = help_open.clone(); Callback::from(move |()| h.set(false))}) }
            }
        </div>
    }
}
