//! The top-level app component: owns the state, saves it, and lays out board and panels.
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Interval;
use makruk_core::Square;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::board_view::{BoardView, Material};
use crate::components::{
    Board, EnginePanel, Help, MoveInput, MoveList, NewGameDialog, PlayerBar, StatusLine,
};
use crate::engine::use_engine;
use crate::i18n::Lang;
use crate::sound::{self, Sound};
use crate::state::save::{encode_game, encode_prefs};
use crate::state::{Action, GameSettings, Notice, Opponent, PieceSet, Prefs, State};
use crate::storage::{self, GAME_KEY, PREFS_KEY};
use makruk_core::Color;

/// The moves of the game in SAN (Thai SAN for the Thai interface).
fn sans(state: &State) -> Vec<String> {
    let positions = state.game.positions();
    state
        .game
        .moves()
        .iter()
        .zip(positions)
        .map(|(m, pos)| match state.prefs.lang {
            Lang::En => pos.san(*m),
            Lang::Th => pos.thai_san(*m),
        })
        .collect()
}

/// The variant and opponent in a few words ("Makruk · Computer level 4").
fn game_info(settings: &GameSettings, lang: Lang) -> String {
    let opponent = match settings.opponent {
        Opponent::Engine { level } => {
            format!("{} {level}", lang.pick("Computer level", "คอมพิวเตอร์ระดับ"))
        }
        Opponent::Human => lang.pick("Two players", "สองคน").to_string(),
    };
    format!("{} · {opponent}", lang.variant(settings.variant))
}

/// The engine's best line in SAN, from the current position (stops at the first unreadable move).
fn pv_san(state: &State) -> Vec<String> {
    let mut pos = state.game.position().clone();
    let mut line = Vec::new();
    for uci in state.thinking.iter().flat_map(|t| t.pv.iter()) {
        let Ok(m) = pos.parse_uci_move(uci) else {
            break;
        };
        line.push(match state.prefs.lang {
            Lang::En => pos.san(m),
            Lang::Th => pos.thai_san(m),
        });
        pos.play_unchecked(m);
    }
    line
}

/// A player's name for the strip beside the board.
fn player_name(settings: &GameSettings, side: Color, lang: Lang) -> String {
    match settings.opponent {
        Opponent::Human => lang.color(side).to_string(),
        Opponent::Engine { .. } if side == settings.user_side => lang.pick("You", "คุณ").to_string(),
        Opponent::Engine { level } => format!("{} · {level}", lang.pick("Computer", "คอมพิวเตอร์")),
    }
}

/// Whether a key event comes from a form field (which keeps its own arrow keys).
fn from_form_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// The whole page: header, board, side panel, dialogs.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(storage::initial_state);
    let on_move_now = use_engine(&state);
    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };

    let game_text = encode_game(&state);
    use_effect_with(game_text, |text| storage::write(GAME_KEY, text));
    let prefs_text = encode_prefs(state.prefs);
    use_effect_with(prefs_text, |text| storage::write(PREFS_KEY, text));
    use_effect_with(state.prefs.lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            root.set_attribute("lang", lang.code()).ok();
        }
    });
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&window, "keydown", options, move |event| {
                    let Some(e) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if from_form_field(e) {
                        return;
                    }
                    let action = match e.key().as_str() {
                        "ArrowLeft" => Action::Step(-1),
                        "ArrowRight" => Action::Step(1),
                        "Home" => Action::ViewPly(0),
                        "End" => Action::ViewLive,
                        "Escape" => Action::Deselect,
                        _ => return,
                    };
                    e.prevent_default();
                    dispatcher.dispatch(action);
                })
            });
            move || drop(listener)
        });
    }
    {
        let muted = state.prefs.muted;
        use_effect_with(muted, |&muted| {
            let listeners: Vec<EventListener> = (!muted)
                .then(web_sys::window)
                .flatten()
                .map(|window| {
                    ["pointerdown", "keydown"]
                        .into_iter()
                        .map(|kind| EventListener::once(&window, kind, |_| sound::warm_up()))
                        .collect()
                })
                .unwrap_or_default();
            move || drop(listeners)
        });
    }

    {
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

    let running = state.clock_running();
    {
        let dispatcher = state.dispatcher();
        use_effect_with(running, move |&running| {
            let interval = running.then(|| {
                let mut last = js_sys::Date::now();
                Interval::new(100, move || {
                    let now = js_sys::Date::now();
                    let elapsed = (now - last).max(0.0) as u64;
                    last = now;
                    dispatcher.dispatch(Action::Tick(elapsed));
                })
            });
            move || drop(interval)
        });
    }

    let lang = state.prefs.lang;
    let sans = {
        let key = (state.game.moves().to_vec(), lang);
        let state = state.clone();
        use_memo(key, move |_| sans(&state))
    };
    let view = BoardView::of(&state);
    let status = state.status();
    let prefs = state.prefs;
    let set_prefs = |next: Prefs| dispatch(Action::SetPrefs(next));

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
    let engine_side = (!two_players).then(|| state.settings.user_side.other());
    let over = status.is_over();
    let top = if state.flipped {
        Color::White
    } else {
        Color::Black
    };
    let turn = state.game.position().turn();
    let material = Material::of(state.shown_position());
    let lead = |side: Color| material.balance * side.fold_wb(1, -1);
    let banner_closed = use_state(|| false);
    let help_open = use_state(|| false);
    let close_help = {
        let help_open = help_open.clone();
        Callback::from(move |()| help_open.set(false))
    };
    {
        let banner_closed = banner_closed.clone();
        use_effect_with(over, move |_| banner_closed.set(false));
    }
    let counting_button = if state.counting_by_hand() {
        Some(lang.pick("Stop counting", "หยุดนับ"))
    } else if two_players && state.may_start_counting() {
        Some(lang.pick("Start counting", "เริ่มนับ"))
    } else {
        None
    };
    let next_set = match prefs.piece_set {
        PieceSet::Thai => PieceSet::Western,
        PieceSet::Western => PieceSet::Thai,
    };
    let board_classes = classes!(
        "app",
        prefs.piece_set.class(),
        prefs.checkered.then_some("checkered"),
    );

    html! {
        <div class={board_classes}>
            <header class="topbar">
                <h1>{ lang.pick("Makruk", "หมากรุกไทย") }</h1>
                <span class="game-info" data-testid="game-info">{ game_info(&state.settings, lang) }</span>
                <div class="prefs">
                    <button type="button" data-testid="help" title={lang.pick("Rules", "กติกา")}
                            onclick={let h = help_open.clone(); Callback::from(move |_| h.set(true))}>
                        { "?" }
                    </button>
                    <button type="button" data-testid="piece-set"
                            title={lang.pick("Piece set", "ชุดหมาก")}
                            onclick={set_prefs(Prefs { piece_set: next_set, ..prefs })}>
                        { match prefs.piece_set { PieceSet::Thai => "♞", PieceSet::Western => "♘" } }
                    </button>
                    <button type="button" data-testid="board-style"
                            title={lang.pick("Board style", "ลายกระดาน")}
                            onclick={set_prefs(Prefs { checkered: !prefs.checkered, ..prefs })}>
                        { if prefs.checkered { "▦" } else { "▢" } }
                    </button>
                    <button type="button" data-testid="sound" aria-pressed={(!prefs.muted).to_string()}
                            title={lang.pick("Sound", "เสียง")}
                            onclick={set_prefs(Prefs { muted: !prefs.muted, ..prefs })}>
                        <span class={classes!(prefs.muted.then_some("muted-icon"))}>{ "♪" }</span>
                    </button>
                    <button type="button" data-testid="lang" lang={lang.other().code()}
                            onclick={set_prefs(Prefs { lang: lang.other(), ..prefs })}>
                        { lang.pick("ไทย", "English") }
                    </button>
                </div>
            </header>
            if let Some(notice) = state.notice {
                <div class="notice" role="alert" data-testid="notice">
                    { match notice {
                        Notice::SaveUnreadable => lang.pick(
                            "The saved game could not be read, so a new game has started.",
                            "อ่านเกมที่บันทึกไว้ไม่ได้ จึงเริ่มเกมใหม่"),
                        Notice::EngineUnavailable => lang.pick(
                            "The computer player could not start in this browser; you can still play two players.",
                            "คอมพิวเตอร์เริ่มทำงานในเบราว์เซอร์นี้ไม่ได้ ยังเล่นสองคนได้"),
                    } }
                    <button type="button" onclick={dispatch(Action::DismissNotice)}>{ "✕" }</button>
                </div>
            }
            <main class="layout">
                <section class="board-area">
                    <PlayerBar place="top" name={player_name(&state.settings, top, lang)}
                               to_move={!over && turn == top}
                               taken={material.taken_by[top.index()].clone()} lead={lead(top)}
                               clock_ms={state.clock_ms.map(|c| c[top.index()])}
                               clock_running={running && turn == top} />
                    <div class="board-wrap">
                        <Board view={view} flipped={state.flipped} {lang} {on_press} {on_drop} />
                        if over && state.view.is_none() && !*banner_closed {
                            <div class="result-banner" data-testid="result" role="alert"
                                 onclick={let b = banner_closed.clone(); Callback::from(move |_| b.set(true))}>
                                <strong>{ crate::components::status::status_text(lang, status) }</strong>
                                <span>{ lang.pick("Tap to see the board", "แตะเพื่อดูกระดาน") }</span>
                            </div>
                        }
                    </div>
                    <PlayerBar place="bottom" name={player_name(&state.settings, top.other(), lang)}
                               to_move={!over && turn == top.other()}
                               taken={material.taken_by[top.other().index()].clone()} lead={lead(top.other())}
                               clock_ms={state.clock_ms.map(|c| c[top.other().index()])}
                               clock_running={running && turn == top.other()} />
                </section>
                <aside class="panel">
                    <StatusLine {status} counting={state.counting()} {lang} />
                    if let Some(engine_side) = engine_side {
                        <EnginePanel thinking={state.thinking.clone()} side={engine_side}
                                     pv={if state.engine_to_move() { pv_san(&state) } else { Vec::new() }}
                                     active={state.engine_to_move()} {lang} {on_move_now} />
                    }
                    if let Some(label) = counting_button {
                        <button type="button" class="counting-toggle" data-testid="counting-toggle"
                                onclick={dispatch(Action::ToggleCounting)}>{ label }</button>
                    }
                    <MoveList sans={Rc::new((*sans).clone())} shown_ply={state.shown_ply()} {lang} {on_view} />
                    <MoveInput {lang} rejected={state.typed_rejected}
                               on_move={let s = state.clone(); Callback::from(move |text| s.dispatch(Action::TypedMove(text)))} />
                    <div class="actions">
                        <button type="button" class="primary" data-testid="new-game"
                                onclick={dispatch(Action::ShowDialog(true))}>
                            { lang.pick("New game", "เกมใหม่") }
                        </button>
                        <button type="button" data-testid="undo" disabled={state.plies() == 0}
                                onclick={dispatch(Action::Undo)}>{ lang.pick("Take back", "ขอคืน") }</button>
                        <button type="button" data-testid="flip" onclick={dispatch(Action::Flip)}>
                            { lang.pick("Flip board", "กลับกระดาน") }
                        </button>
                        <button type="button" data-testid="resign" disabled={over}
                                onclick={dispatch(Action::Resign)}>{ lang.pick("Resign", "ยอมแพ้") }</button>
                        if two_players {
                            <button type="button" data-testid="draw" disabled={over}
                                    onclick={dispatch(Action::AgreeDraw)}>{ lang.pick("Agree draw", "ตกลงเสมอ") }</button>
                        }
                    </div>
                </aside>
            </main>
            if *help_open {
                <Help {lang} on_close={close_help} />
            }
            if state.dialog_open {
                <NewGameDialog current={state.settings} {lang} {on_start} {on_close} />
            }
        </div>
    }
}
