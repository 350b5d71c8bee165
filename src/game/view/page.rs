//! The game page: header, board, side panel and dialogs around the game in play.
use std::rc::Rc;

use makruk_core::{Color, Move, Position, RuleOptions, Square};
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::formats::link::{self, LinkError};
use crate::game::command::{self, Command};
use crate::game::effects::{
    use_clock_ticks, use_game_saving, use_history_keys, use_link_reload, use_sounds, use_title,
};
use crate::game::engine::use_engine;
use crate::game::live_bridge::LiveHandle;
use crate::game::model::{Action, LiveAction, Notice, State};
use crate::game::view::announcer::{announcer, use_announcer, Announcements};
use crate::game::view::hints::{hint_arrows, hints_panel, HintsPanelProps};
use crate::game::view::new_game::NewGameDialog;
use crate::game::view::share_button::ShareButton;
use crate::game::view::status::{
    count_buttons, draw_controls, status_line, CountButtonsProps, DrawControlsProps,
};
use crate::learn::help;
use crate::library::request::{LibraryPage, LibraryRequest};
use crate::library::view::{notice_text, GamesView};
use crate::library::Library;
use crate::live::view::panel::{live_panel, LivePanelProps};
use crate::model::record::Replayed;
use crate::settings::{GameSettings, Opponent, Prefs};
use crate::text::rules::{rules_summary, sutra_text};
use crate::text::Lang;
use crate::tr;
use crate::ui::board_view::{top_color, BoardView, Material};
use crate::ui::engine_panel::{engine_panel, EnginePanelProps};
use crate::ui::module_frame::ModuleFrame;
use crate::ui::top_bar::TopBar;
use crate::ui::{
    board_feedback, confirm_moves_option, move_input, player_bar, Board, CommentEdit,
    ConfirmMovesOptionProps, MoveConfirmBar, MoveInputProps, MoveList, PlayerBarProps,
    ReplayControls, ResignButton,
};

/// Each move of the game with the position it was played in.
fn played(state: &State) -> impl Iterator<Item = (Move, &Position)> {
    state
        .game
        .moves()
        .iter()
        .copied()
        .zip(state.game.positions())
}

/// The moves of the game in SAN (Thai SAN for the Thai interface).
fn sans(state: &State) -> Vec<String> {
    played(state)
        .map(|(m, pos)| state.prefs.lang.san(pos, m))
        .collect()
}

/// A note after each move: the sutra it uses, and a repetition (third occurrence).
fn move_notes(state: &State) -> Vec<Option<String>> {
    let lang = state.prefs.lang;
    played(state)
        .zip(state.repetition_marks())
        .map(|((m, pos), repeated)| {
            let sutra = pos.sutra_of(m).map(|s| sutra_text(lang, s));
            let repetition = repeated.then(|| lang.t(crate::key!("app-repetition")));
            let notes: Vec<&str> = sutra.into_iter().chain(repetition).collect();
            (!notes.is_empty()).then(|| notes.join(" · "))
        })
        .collect()
}

/// The variant, its unusual rule options and the opponent in a few words ("Makruk · Sut Met ·
/// Computer level 4").
fn game_info(settings: &GameSettings, options: RuleOptions, lang: Lang) -> String {
    let opponent = match settings.opponent {
        Opponent::Engine { level } => {
            tr!(lang, "common-computer-level-number", level = level.number())
        }
        Opponent::Human => lang.t(crate::key!("common-two-players")).to_string(),
        Opponent::Live { .. } => lang.t(crate::key!("app-live-with-a-friend")).to_string(),
    };
    let rules = rules_summary(lang, settings.variant, options);
    let variant = lang.variant(settings.variant);
    match rules.is_empty() {
        true => format!("{variant} · {opponent}"),
        false => format!("{variant} · {rules} · {opponent}"),
    }
}

/// A player's name for the strip beside the board.
fn player_name(state: &State, side: Color, lang: Lang) -> String {
    let settings = &state.settings;
    match settings.opponent {
        Opponent::Human | Opponent::Live { .. } if !state.names[side.index()].is_empty() => {
            state.names[side.index()].clone()
        }
        Opponent::Human => lang.color(side).to_string(),
        Opponent::Engine { .. } | Opponent::Live { .. } if side == settings.user_side => {
            lang.t(crate::key!("app-you")).to_string()
        }
        Opponent::Live { .. } => lang.t(crate::key!("app-friend")).to_string(),
        Opponent::Engine { level } => format!(
            "{} · {}",
            lang.t(crate::key!("common-computer")),
            lang.number(level.number().into())
        ),
    }
}

/// The message shown for a game link that cannot be opened.
fn bad_link_text(lang: Lang, error: LinkError) -> String {
    tr!(lang, "app-bad-link", error = link::error_text(lang, &error))
}

/// What the game does for a request of the import or export dialog (`dialog`, closed when done):
/// an imported game opens if it replays (the study module sends only games it replayed, so one
/// that does not is logged, not shown).
fn library_request(
    state: &UseReducerHandle<State>,
    dialog: &UseStateHandle<Option<Rc<LibraryPage>>>,
) -> Callback<LibraryRequest> {
    let (state, dialog) = (state.clone(), dialog.clone());
    Callback::from(move |request| {
        if let LibraryRequest::Load(record) = request {
            match Replayed::of(*record) {
                Ok(game) => state.dispatch(Action::Load(Box::new(game))),
                Err(_) => web_sys::console::warn_1(&"the imported game does not open".into()),
            }
        }
        dialog.set(None);
    })
}

/// The command box's handler: answers a question in the announcer, plays a move, or says why
/// the move cannot be played (and marks the box).
fn on_command(
    state: &UseReducerHandle<State>,
    announcer: &UseReducerHandle<Announcements>,
) -> Callback<String> {
    let (state, announcer) = (state.clone(), announcer.clone());
    Callback::from(move |text: String| {
        let lang = state.prefs.lang;
        match Command::parse(lang, &text) {
            Command::Move(text) => {
                if let Some(refusal) = command::move_refusal(lang, &state, &text) {
                    announcer.dispatch((lang, refusal));
                }
                state.dispatch(Action::TypedMove(text));
            }
            question => {
                if let Some(answer) = command::answer(lang, &state, &question) {
                    announcer.dispatch((lang, answer));
                }
            }
        }
    })
}

/// Where the user leaves the game page for: the app opens that screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Learn.
    Learn,
    /// The analysis board on the game, at the ply shown.
    Analyse,
    /// The analysis board on the game, reviewing it.
    Review,
    /// The position editor on the position shown.
    Edit,
}

/// Properties of [`GamePage`].
#[derive(Properties)]
pub struct GamePageProps {
    /// The game's state.
    pub state: UseReducerHandle<State>,
    /// The game library, once open.
    pub library: Option<Rc<Library>>,
    /// The user leaves the game page for another screen.
    pub on_leave: Callback<Leave>,
    /// The live session (a game with a friend on another device).
    pub live: LiveHandle,
}

impl PartialEq for GamePageProps {
    /// Each new state is a new value, so the same state is the same address.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(&*self.state, &*other.state)
            && self.on_leave == other.on_leave
            && self.live == other.live
            && match (&self.library, &other.library) {
                (Some(a), Some(b)) => Rc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
    }
}

/// The game page: header, board, side panel, dialogs.
#[function_component(GamePage)]
pub fn game_page(props: &GamePageProps) -> Html {
    let state = props.state.clone();
    let on_move_now = use_engine(&state, true);
    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };

    use_game_saving(&state);
    use_link_reload();
    use_title(&state);
    use_history_keys(&state);
    use_sounds(&state);
    use_clock_ticks(&state);
    let announcements = use_announcer(&state);
    let running = state.clock_running();

    let lang = state.prefs.lang;
    let sans = {
        let key = (state.game.moves().to_vec(), lang);
        let state = state.clone();
        use_memo(key, move |_| sans(&state))
    };
    let notes = {
        let key = (state.game.moves().to_vec(), lang);
        let state = state.clone();
        use_memo(key, move |_| move_notes(&state))
    };
    let view = BoardView::of(&state);
    let status = state.status();
    let prefs = state.prefs;

    let on_press = {
        let state = state.clone();
        Callback::from(move |sq: Square| state.dispatch(Action::Press(sq)))
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(from, to): (Square, Square)| state.dispatch(Action::Drop(from, to)))
    };
    let on_view = {
        let state = state.clone();
        Callback::from(move |ply: usize| state.dispatch(Action::ViewPly(ply)))
    };
    let on_start = {
        let state = state.clone();
        Callback::from(move |settings: GameSettings| state.dispatch(Action::NewGame(settings)))
    };
    let on_close = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::ShowDialog(false)))
    };
    let two_players = state.settings.opponent == Opponent::Human;
    let engine_side = state
        .settings
        .engine_level()
        .map(|_| state.settings.user_side.other());
    let over = status.is_over();
    let top = top_color(state.flipped);
    let turn = state.game.position().turn();
    let start = &state.game.positions()[0];
    let material = Material::of(state.shown_position());
    let lead = |side: Color| material.balance * side.fold_wb(1, -1);
    let banner_closed = use_state(bool::default);
    let help_open = use_state(bool::default);
    let games_open = use_state(bool::default);
    let library_dialog = use_state(|| None::<Rc<LibraryPage>>);
    let open_dialog = |page: fn(&State) -> LibraryPage| {
        let (state, library_dialog) = (state.clone(), library_dialog.clone());
        Callback::from(move |_: MouseEvent| library_dialog.set(Some(Rc::new(page(&state)))))
    };
    let close_help = {
        let help_open = help_open.clone();
        Callback::from(move |()| help_open.set(false))
    };
    {
        let banner_closed = banner_closed.clone();
        use_boxed_effect(
            over,
            Box::new(move |_| {
                banner_closed.set(false);
                None
            }),
        );
    }
    let board_classes = classes!(
        "app",
        prefs.piece_set.class(),
        prefs.checkered.then_some("checkered"),
    );

    html! {
        <div class={board_classes}>
            <TopBar {lang} {prefs} info={game_info(&state.settings, state.game.options(), lang)}
                    on_prefs={let s = state.clone(); Callback::from(move |p| s.dispatch(Action::SetPrefs(p)))}
                    on_help={let h = help_open.clone(); Callback::from(move |()| h.set(true))}
                    on_learn={Some(props.on_leave.reform(|()| Leave::Learn))} />
            if let Some(notice) = state.notice.clone() {
                <div class="notice" role="alert" data-testid="notice">
                    { match notice {
                        Notice::SaveUnreadable => lang.t(crate::key!("app-the-saved-game-could-not")).to_string(),
                        Notice::EngineUnavailable => lang.t(crate::key!("app-the-computer-player-could-not")).to_string(),
                        Notice::BadLink(error) => bad_link_text(lang, error),
                        Notice::Library(notice) => notice_text(lang, notice).to_string(),
                    } }
                    <button type="button" onclick={dispatch(Action::DismissNotice)}>{ "✕" }</button>
                </div>
            }
            <main class="layout">
                <section class="board-area">
                    { player_bar(&PlayerBarProps {
                        place: "top",
                        name: player_name(&state, top, lang),
                        to_move: !over && turn == top,
                        taken: material.taken_by[top.index()].clone(),
                        lead: lead(top),
                        clock_ms: state.clock_ms.map(|c| c[top.index()]),
                        clock_running: running && turn == top,
                        lang,
                    }) }
                    { crate::game::view::board::hand_for(&state, top, true) }
                    <div class="board-wrap">
                        <Board view={view} flipped={state.flipped} {lang} {on_press} {on_drop}
                               arrows={hint_arrows(&state)} />
                        { crate::game::view::board::picker_for(&state) }
                        if let Some(m) = state.pending {
                            <MoveConfirmBar {lang} san={lang.san(state.game.position(), m)}
                                            on_confirm={let s = state.clone(); Callback::from(move |()| s.dispatch(Action::ConfirmMove))}
                                            on_cancel={let s = state.clone(); Callback::from(move |()| s.dispatch(Action::CancelMove))} />
                        }
                        { board_feedback(lang, state.refused) }
                        if over && state.view.is_none() && !*banner_closed {
                            <div class="result-banner" data-testid="result" role="alert"
                                 onclick={let b = banner_closed.clone(); Callback::from(move |_| b.set(true))}>
                                <strong>{ crate::game::view::status::status_text(lang, status) }</strong>
                                <button type="button" class="see-board" data-testid="see-board">
                                    { lang.t(crate::key!("app-see-the-board")) }
                                </button>
                                if state.plies() > 0 {
                                    <button type="button" class="primary" data-testid="review-game"
                                            onclick={props.on_leave.reform(|_| Leave::Review)}>
                                        { lang.t(crate::key!("common-review-the-game")) }
                                    </button>
                                }
                            </div>
                        }
                    </div>
                    { crate::game::view::board::hand_for(&state, top.other(), true) }
                    { player_bar(&PlayerBarProps {
                        place: "bottom",
                        name: player_name(&state, top.other(), lang),
                        to_move: !over && turn == top.other(),
                        taken: material.taken_by[top.other().index()].clone(),
                        lead: lead(top.other()),
                        clock_ms: state.clock_ms.map(|c| c[top.other().index()]),
                        clock_running: running && turn == top.other(),
                        lang,
                    }) }
                </section>
                <aside class="panel">
                    { status_line(lang, status, state.counting()) }
                    { live_strip(&state, props.live.reconnect.clone()) }
                    { crate::game::view::setup_shortcuts::setup_shortcuts_for(&state) }
                    if let Some(engine_side) = engine_side {
                        { engine_panel(&EnginePanelProps {
                            thinking: state.thinking.clone(),
                            side: engine_side,
                            pv: state.engine_line_san(),
                            show_lines: state.shows_engine_lines(),
                            lang,
                            active: state.engine_to_move(),
                            on_move_now,
                        }) }
                        { hints_panel(&HintsPanelProps {
                            state: &state,
                            on_switch: { let s = state.clone(); Callback::from(move |hints| s.dispatch(Action::SetPrefs(Prefs { hints, ..s.prefs }))) },
                            on_ask: { let s = state.clone(); Callback::from(move |kind| s.dispatch(Action::AskHint(kind))) },
                        }) }
                    }
                    { count_buttons(&CountButtonsProps {
                        controls: state.count_controls(),
                        lang,
                        on_count: { let s = state.clone(); Callback::from(move |c| s.dispatch(Action::Count(c))) },
                    }) }
                    <MoveList sans={Rc::new((*sans).clone())} notes={Rc::new((*notes).clone())} shown_ply={state.shown_ply()} {lang} on_view={on_view.clone()}
                              annotations={Rc::new(state.annotations.clone())}
                              first_number={start.fullmoves()} black_first={start.turn() == Color::Black} />
                    if state.plies() > 0 && (over || two_players) {
                        <ReplayControls shown_ply={state.shown_ply()} last={state.plies()} {lang} on_view={on_view.clone()} />
                        <CommentEdit ply={state.shown_ply()} text={state.annotations.comment_at(state.shown_ply()).unwrap_or_default()} {lang}
                                     on_comment={let s = state.clone(); Callback::from(move |(ply, text)| s.dispatch(Action::Comment(ply, text)))} />
                    }
                    { move_input(&MoveInputProps {
                        lang,
                        rejected: state.typed_rejected,
                        on_move: on_command(&state, &announcements),
                    }) }
                    { announcer(&announcements, state.prefs.lang) }
                    { confirm_moves_option(&ConfirmMovesOptionProps {
                        lang,
                        on: prefs.confirm_moves,
                        on_change: { let s = state.clone(); Callback::from(move |on| s.dispatch(Action::SetPrefs(Prefs { confirm_moves: on, ..s.prefs }))) },
                    }) }
                    <div class="actions">
                        <button type="button" class="primary" data-testid="new-game"
                                onclick={dispatch(Action::ShowDialog(true))}>
                            { lang.t(crate::key!("common-new-game")) }
                        </button>
                        <button type="button" data-testid="undo"
                                disabled={if state.live.is_some() { !state.may_ask_takeback() } else { state.plies() == 0 }}
                                onclick={dispatch(Action::Undo)}>{ lang.t(crate::key!("app-take-back")) }</button>
                        <button type="button" data-testid="live-host"
                                onclick={let show = props.live.show_setup.clone(); Callback::from(move |_| show.emit(true))}>
                            { lang.t(crate::key!("common-play-a-friend-live")) }
                        </button>
                        <button type="button" data-testid="lobby-open"
                                onclick={props.live.open_lobby.reform(|_| ())}>
                            { lang.t(crate::key!("common-play-online")) }
                        </button>
                        <button type="button" data-testid="flip" onclick={dispatch(Action::Flip)}>
                            { lang.t(crate::key!("common-flip-board")) }
                        </button>
                        <ShareButton link={crate::formats::link::game_link(&state.record())} names={state.names.clone()} {lang}
                                     on_names={let s = state.clone(); Callback::from(move |names| s.dispatch(Action::SetNames(names)))} />
                        <button type="button" data-testid="games" disabled={props.library.is_none()}
                                onclick={let g = games_open.clone(); Callback::from(move |_| g.set(true))}>
                            { lang.t(crate::key!("common-games")) }
                        </button>
                        <button type="button" data-testid="import"
                                onclick={open_dialog(|s| LibraryPage::Import(s.settings.variant))}>
                            { lang.t(crate::key!("import-dialog-import")) }
                        </button>
                        <button type="button" data-testid="export"
                                onclick={open_dialog(|s| LibraryPage::Export(Box::new(s.record()), s.shown_ply()))}>
                            { lang.t(crate::key!("export-menu-export")) }
                        </button>
                        <ResignButton {lang} disabled={over}
                                      on_resign={let s = state.clone(); Callback::from(move |()| s.dispatch(Action::Resign))} />
                        { draw_controls(&DrawControlsProps {
                            offered_by: state.draw_offer,
                            may_offer: state.may_offer_draw(),
                            may_accept: state.may_accept_draw(),
                            declined: state.draw_declined,
                            lang,
                            on_offer: { let s = state.clone(); Callback::from(move |()| s.dispatch(Action::OfferDraw)) },
                            on_accept: { let s = state.clone(); Callback::from(move |()| s.dispatch(Action::AcceptDraw)) },
                        }) }
                        <button type="button" data-testid="analyse"
                                onclick={props.on_leave.reform(|_| Leave::Analyse)}>
                            { lang.t(crate::key!("common-analyse")) }
                        </button>
                        <button type="button" data-testid="editor"
                                onclick={props.on_leave.reform(|_| Leave::Edit)}>
                            { lang.t(crate::key!("app-set-up-position")) }
                        </button>
                    </div>
                </aside>
            </main>
            if *help_open {
                { help(state.settings.variant, prefs, &close_help) }
            }
            if let (true, Some(library)) = (*games_open, props.library.clone()) {
                <GamesView {library} {lang} current={state.library.id}
                           on_open={let (s, g) = (state.clone(), games_open.clone());
                                    Callback::from(move |(id, game)| { g.set(false); s.dispatch(Action::Open(id, Box::new(game))); })}
                           on_close={let g = games_open.clone(); Callback::from(move |()| g.set(false))} />
            }
            if let Some(page) = (*library_dialog).clone() {
                <ModuleFrame<LibraryPage> {page} {prefs} on_request={library_request(&state, &library_dialog)} />
            }
            if state.dialog_open {
                <NewGameDialog current={state.settings} {lang} {on_start} {on_close} />
            }
            if props.live.setup_open {
                <NewGameDialog current={state.settings} {lang} on_start={Callback::noop()}
                               on_close={props.live.show_setup.reform(|()| false)} on_live={Some(props.live.host.clone())} />
            }
        </div>
    }
}

/// The live game's strip (nothing when the game is not live): live play's state with what it
/// shows of the game, its actions routed to the game's reducer.
fn live_strip(state: &UseReducerHandle<State>, on_reconnect: Callback<()>) -> Html {
    let Some(live) = &state.live else {
        return Html::default();
    };
    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action: LiveAction| dispatcher.dispatch(Action::Live(action)))
    };
    live_panel(&LivePanelProps {
        live,
        lang: state.prefs.lang,
        me: state.settings.user_side,
        names: &state.names,
        chat: &state.chat,
        draw_offer: state.draw_offer,
        over: state.status().is_over(),
        on_action,
        on_reconnect,
    })
}
