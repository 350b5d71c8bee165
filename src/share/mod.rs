//! Play by link: the whole game in the URL fragment (`#g=…`, never sent to a server), so two
//! players can play by sending the link back and forth, and a link opens the game it shows.
use makruk_core::{CountingMode, Game, Position};
use wasm_bindgen::prelude::*;
use web_sys::HtmlInputElement;
use yew::prelude::*;

pub mod codec;

pub use codec::{EngineGame, LinkError, SharedGame};

use crate::i18n::Lang;
use crate::state::{clean_name, GameSettings, Notice, Opponent, Prefs, State};

/// What starts a game-link fragment.
pub const FRAGMENT_PREFIX: &str = "#g=";

/// The game of `state` as a link carries it, with the players' names.
pub fn shared_game(state: &State) -> SharedGame {
    let start = state.game.start();
    let start_fen = start.to_fen();
    SharedGame {
        variant: state.settings.variant,
        start_fen: (start_fen != Position::startpos(start.variant()).to_fen()).then_some(start_fen),
        moves: state.game.moves().to_vec(),
        count_toggles: state.count_toggles.clone(),
        names: state.names.clone(),
        engine: match state.settings.opponent {
            Opponent::Engine { level } => Some(EngineGame {
                level,
                user_side: state.settings.user_side,
            }),
            Opponent::Human => None,
        },
    }
}

/// The game of a link: a two-player game shown from the side to move (the one the link was sent
/// to), or a game against the engine shown from the user's side.
///
/// # Errors
/// A bad start position or a counting start/stop the rules refuse.
pub fn restore(shared: &SharedGame, prefs: Prefs) -> Result<State, LinkError> {
    let start = match &shared.start_fen {
        None => Position::startpos(shared.variant),
        Some(fen) => {
            Position::from_fen(shared.variant, fen).map_err(|_| LinkError::StartPosition)?
        }
    };
    let mut game = Game::from_position(start);
    if shared.engine.is_none() {
        game.set_counting_mode(CountingMode::Manual);
    }
    let mut toggles = shared.count_toggles.iter().peekable();
    for ply in 0..=shared.moves.len() {
        while let Some(&&(_, started)) = toggles.peek().filter(|t| t.0 == ply) {
            let done = if started {
                game.start_counting()
            } else {
                game.stop_counting()
            };
            done.map_err(|_| LinkError::Counting(ply))?;
            toggles.next();
        }
        if let Some(&m) = shared.moves.get(ply) {
            game.play(m).map_err(|_| LinkError::Move(ply + 1))?;
        }
    }
    if let Some(&(ply, _)) = toggles.next() {
        return Err(LinkError::Counting(ply));
    }
    let settings = GameSettings {
        variant: shared.variant,
        opponent: match shared.engine {
            Some(EngineGame { level, .. }) => Opponent::Engine { level },
            None => Opponent::Human,
        },
        user_side: shared
            .engine
            .map_or(makruk_core::Color::White, |e| e.user_side),
        clock: None,
    };
    let mut state = State::new_game(settings, prefs);
    state.flipped = match shared.engine {
        Some(engine) => engine.user_side == makruk_core::Color::Black,
        None => game.position().turn() == makruk_core::Color::Black,
    };
    state.game = game;
    state.count_toggles = shared.count_toggles.clone();
    state.names = shared.names.clone().map(|n| clean_name(&n));
    Ok(state)
}

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The page's address without its fragment.
fn page_address() -> Option<String> {
    let href = window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or_default().to_string())
}

/// The link that opens this game.
pub fn link(shared: &SharedGame) -> Result<String, LinkError> {
    let payload = codec::encode(shared)?;
    Ok(format!(
        "{}{FRAGMENT_PREFIX}{payload}",
        page_address().unwrap_or_default()
    ))
}

/// The state to start with: the game of the page's `#g=` link if there is one (the fragment is
/// then removed, so a reload keeps the moves played since), else the saved game. A bad link keeps
/// the saved game and says why.
pub fn initial_state() -> State {
    let fragment = window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let Some(payload) = fragment.strip_prefix(FRAGMENT_PREFIX) else {
        return crate::storage::initial_state();
    };
    if let (Some(w), Some(address)) = (window(), page_address()) {
        if let Ok(history) = w.history() {
            history
                .replace_state_with_url(&JsValue::NULL, "", Some(&address))
                .ok();
        }
    }
    let saved = crate::storage::initial_state();
    match codec::decode(payload).and_then(|shared| restore(&shared, saved.prefs)) {
        Ok(state) => state,
        Err(error) => State {
            notice: Some(Notice::BadLink(error)),
            ..saved
        },
    }
}

/// The message shown for a link that cannot be opened.
pub fn error_text(lang: Lang, error: LinkError) -> String {
    format!(
        "{} ({error})",
        lang.pick(
            "This game link cannot be opened; your game is unchanged",
            "เปิดลิงก์เกมนี้ไม่ได้ เกมของคุณยังอยู่เหมือนเดิม",
        )
    )
}

/// Properties of [`ShareButton`].
#[derive(Properties, PartialEq)]
pub struct ShareButtonProps {
    /// The game to share.
    pub game: SharedGame,
    /// Called with the players' names (White, Black) as they are typed.
    pub on_names: Callback<[String; 2]>,
    /// Interface language.
    pub lang: Lang,
}

/// The "Share" button and its dialog: the players' names, the link, and a copy button. Also
/// reloads the page when a game link is pasted into the address bar of an open tab.
#[function_component(ShareButton)]
pub fn share_button(props: &ShareButtonProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    let copied = use_state(|| false);
    use_effect_with((), |_| {
        let listener = window().map(|w| {
            gloo_events::EventListener::new(&w, "hashchange", |_| {
                if let Some(w) = window() {
                    let hash = w.location().hash().unwrap_or_default();
                    if hash.starts_with(FRAGMENT_PREFIX) {
                        w.location().reload().ok();
                    }
                }
            })
        });
        move || drop(listener)
    });
    let toggle = |value: bool| {
        let (open, copied) = (open.clone(), copied.clone());
        Callback::from(move |_| {
            open.set(value);
            copied.set(false);
        })
    };
    let names = &props.game.names;
    let (text, error) = match link(&props.game) {
        Ok(text) => (text, None),
        Err(error) => (String::new(), Some(error)),
    };
    let on_name = |side: usize| {
        let (names, on_names, copied) = (names.clone(), props.on_names.clone(), copied.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let mut next = names.clone();
            next[side] = input
                .value()
                .chars()
                .take(codec::MAX_NAME_BYTES / 4)
                .collect();
            on_names.emit(next);
            copied.set(false);
        })
    };
    let on_copy = {
        let (text, copied) = (text.clone(), copied.clone());
        Callback::from(move |_| {
            let Some(w) = window() else { return };
            let copied = copied.clone();
            let done = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| copied.set(true));
            // A refused write (no permission) leaves the link shown, to copy by hand.
            let _ = w.navigator().clipboard().write_text(&text).then(&done);
            done.forget();
        })
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
            input.select();
        }
    });
    html! {
        <>
            <button type="button" data-testid="share" onclick={toggle(true)}>
                { lang.pick("Share", "แชร์") }
            </button>
            if *open {
                <div class="backdrop">
                    <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="share-title"
                         data-testid="share-dialog">
                        <h2 id="share-title">{ lang.pick("Share this game", "แชร์เกมนี้") }</h2>
                        <p>{ lang.pick(
                            "Anyone with the link sees this game and can play the next move, then share it back.",
                            "ผู้ที่ได้ลิงก์จะเห็นเกมนี้ เดินตาต่อไปได้ แล้วส่งลิงก์กลับมา") }</p>
                        <label class="field">
                            <span>{ lang.pick("White's name", "ชื่อฝ่ายขาว") }</span>
                            <input type="text" data-testid="share-white" value={names[0].clone()}
                                   oninput={on_name(0)} />
                        </label>
                        <label class="field">
                            <span>{ lang.pick("Black's name", "ชื่อฝ่ายดำ") }</span>
                            <input type="text" data-testid="share-black" value={names[1].clone()}
                                   oninput={on_name(1)} />
                        </label>
                        if let Some(error) = error {
                            <p role="alert">{ error.to_string() }</p>
                        } else {
                            <label class="field">
                                <span>{ lang.pick("Link", "ลิงก์") }</span>
                                <input type="text" readonly=true data-testid="share-link" value={text}
                                       onfocus={select_all} />
                            </label>
                        }
                        <div class="dialog-actions">
                            <button type="button" data-testid="share-close" onclick={toggle(false)}>{ lang.pick("Close", "ปิด") }</button>
                            <button type="button" class="primary" data-testid="share-copy"
                                    disabled={error.is_some()} onclick={on_copy}>
                                { if *copied { lang.pick("Copied", "คัดลอกแล้ว") } else { lang.pick("Copy link", "คัดลอกลิงก์") } }
                            </button>
                        </div>
                    </div>
                </div>
            }
        </>
    }
}

#[cfg(test)]
mod tests;
