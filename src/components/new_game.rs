//! The new-game dialog: variant, opponent and level, side.
use makruk_core::{Color, Variant};
use makruk_engine::Level;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::modal::Modal;
use crate::i18n::Lang;
use crate::settings::TimeControl;
use crate::settings::{GameSettings, Opponent};

/// Properties of [`NewGameDialog`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The settings of the game being played (the dialog starts from them).
    pub current: GameSettings,
    /// Interface language.
    pub lang: Lang,
    /// Start a game with these settings.
    pub on_start: Callback<GameSettings>,
    /// Close without starting.
    pub on_close: Callback<()>,
    /// The variant is fixed (a game from a set-up position): it is shown, not chosen.
    #[prop_or_default]
    pub fixed_variant: bool,
}

/// The side the user asks for.
#[derive(Clone, Copy, PartialEq)]
enum SideChoice {
    White,
    Black,
    Random,
}

fn select_value(e: &Event) -> String {
    e.target_dyn_into::<HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// A modal dialog to set up and start a new game.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let lang = props.lang;
    let variant = use_state(|| props.current.variant);
    let human = use_state(|| props.current.opponent == Opponent::Human);
    let level = use_state(|| props.current.engine_level().unwrap_or(Level::DEFAULT));
    let clock = use_state(|| props.current.clock);
    let side = use_state(|| match props.current.user_side {
        Color::White => SideChoice::White,
        Color::Black => SideChoice::Black,
    });

    let on_variant = {
        let variant = variant.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = Variant::from_uci_name(&select_value(&e)) {
                variant.set(v);
            }
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            if let Some(l) = select_value(&e).parse().ok().and_then(Level::new) {
                level.set(l);
            }
        })
    };
    let choice = |selected: bool,
                  label: &'static str,
                  testid: &'static str,
                  onclick: Callback<MouseEvent>| {
        html! {
            <button type="button" class={classes!("choice", selected.then_some("on"))}
                    aria-pressed={selected.to_string()} data-testid={testid} {onclick}>{ label }</button>
        }
    };
    let set_human = |value: bool| {
        let human = human.clone();
        Callback::from(move |_| human.set(value))
    };
    let set_side = |value: SideChoice| {
        let side = side.clone();
        Callback::from(move |_| side.set(value))
    };
    let set_clock = |value: Option<TimeControl>| {
        let clock = clock.clone();
        Callback::from(move |_| clock.set(value))
    };
    let on_start = {
        let (variant, human, level, side, clock, on_start) = (
            variant.clone(),
            human.clone(),
            level.clone(),
            side.clone(),
            clock.clone(),
            props.on_start.clone(),
        );
        Callback::from(move |_| {
            let user_side = match *side {
                SideChoice::White => Color::White,
                SideChoice::Black => Color::Black,
                SideChoice::Random if js_sys::Math::random() < 0.5 => Color::White,
                SideChoice::Random => Color::Black,
            };
            on_start.emit(GameSettings {
                variant: *variant,
                opponent: if *human {
                    Opponent::Human
                } else {
                    Opponent::Engine { level: *level }
                },
                user_side,
                clock: *clock,
                options: GameSettings::options_for(*variant),
            });
        })
    };
    let on_close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    let variants = Variant::ALL.iter().map(|v| {
        html! {
            <option value={v.uci_name()} selected={*v == *variant}>{ lang.variant(*v) }</option>
        }
    });
    let levels = (Level::MIN.number()..=Level::MAX.number()).map(|n| {
        html! { <option value={n.to_string()} selected={n == level.number()}>{ n }</option> }
    });
    html! {
        <Modal labelled_by="new-game-title" testid="new-game-dialog" on_close={props.on_close.clone()}>
            <h2 id="new-game-title">
                { if props.fixed_variant {
                    lang.pick("Play from this position", "เล่นจากตำแหน่งนี้")
                } else {
                    lang.pick("New game", "เกมใหม่")
                } }
            </h2>
            if props.fixed_variant {
                <div class="field">
                    <span>{ lang.pick("Variant", "กติกา") }</span>
                    <strong data-testid="variant-fixed">{ lang.variant(*variant) }</strong>
                </div>
            } else {
                <label class="field">
                    <span>{ lang.pick("Variant", "กติกา") }</span>
                    <select data-testid="variant" onchange={on_variant}>{ for variants }</select>
                </label>
            }
            <div class="field">
                <span>{ lang.pick("Opponent", "คู่แข่ง") }</span>
                <div class="choices">
                    { choice(!*human, lang.pick("Computer", "คอมพิวเตอร์"), "vs-engine", set_human(false)) }
                    { choice(*human, lang.pick("Two players", "สองคน"), "vs-human", set_human(true)) }
                </div>
            </div>
            if !*human {
                <label class="field">
                    <span>{ lang.pick("Level", "ระดับ") }</span>
                    <select data-testid="level" onchange={on_level}>{ for levels }</select>
                </label>
                <div class="field">
                    <span>{ lang.pick("You play", "คุณเล่น") }</span>
                    <div class="choices">
                        { choice(*side == SideChoice::White, lang.color(Color::White), "side-white", set_side(SideChoice::White)) }
                        { choice(*side == SideChoice::Black, lang.color(Color::Black), "side-black", set_side(SideChoice::Black)) }
                        { choice(*side == SideChoice::Random, lang.pick("Random", "สุ่ม"), "side-random", set_side(SideChoice::Random)) }
                    </div>
                </div>
            }
            <div class="field">
                <span>{ lang.pick("Clock", "นาฬิกา") }</span>
                <div class="choices wrap">
                    { choice(clock.is_none(), lang.pick("None", "ไม่จับเวลา"), "clock-none", set_clock(None)) }
                    { for TimeControl::CHOICES.iter().map(|&(m, i)| {
                        let tc = TimeControl::new(m, i);
                        html! { <button type="button" class={classes!("choice", (*clock == Some(tc)).then_some("on"))}
                                        aria-pressed={(*clock == Some(tc)).to_string()}
                                        data-testid={format!("clock-{m}-{i}")} onclick={set_clock(Some(tc))}>
                                    { tc.label() }
                                </button> }
                    }) }
                </div>
            </div>
            <div class="dialog-actions">
                <button type="button" onclick={on_close}>{ lang.pick("Cancel", "ยกเลิก") }</button>
                <button type="button" class="primary" data-testid="start-game" onclick={on_start}>
                    { lang.pick("Play", "เริ่มเล่น") }
                </button>
            </div>
        </Modal>
    }
}
