//! The new-game dialog: variant, rule options, opponent and level, side, clock.
use makruk_core::{
    Color, CountingMode, OukRights, RueaTilt, RuleOptions, RuleSet, Sutra, Sutras, Variant,
};
use makruk_engine::Level;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::live::dialog::live_fields;
use crate::model::network::{saved_name, saved_network, LiveNetwork};
use crate::settings::TimeControl;
use crate::settings::{GameSettings, Opponent};
use crate::text::rules::{sutra_text, tilt_text};
use crate::text::Lang;
use crate::tr;
use crate::ui::modal::Modal;
use crate::ui::select_value;

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
    /// A live game with a friend on another device: called instead of `on_start` with the
    /// game, the user's name and the network.
    #[prop_or_default]
    pub on_live: Option<Callback<HostRequest>>,
}

/// What the host chose for a new live game.
#[derive(Clone, Debug, PartialEq)]
pub struct HostRequest {
    /// The game (its opponent is replaced by a new live game's identity).
    pub settings: GameSettings,
    /// The host's name.
    pub name: String,
    /// The servers to use.
    pub network: LiveNetwork,
}

/// The side the user asks for.
#[derive(Clone, Copy, PartialEq)]
enum SideChoice {
    White,
    Black,
    Random,
}

/// A modal dialog to set up and start a new game.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let lang = props.lang;
    let variant = use_state(|| props.current.variant);
    let human = use_state(|| props.current.opponent == Opponent::Human);
    let level = use_state(|| props.current.engine_level().unwrap_or(Level::DEFAULT));
    let clock = use_state(|| props.current.clock);
    let options = use_state(|| props.current.options.with_counting(CountingMode::Manual));
    let tilt = use_state(|| props.current.handicap);
    let side = use_state(|| match props.current.user_side {
        _ if props.on_live.is_some() => SideChoice::White,
        Color::White => SideChoice::White,
        Color::Black => SideChoice::Black,
    });
    let live = props.on_live.clone();
    let name = use_state(saved_name);
    let network = use_state(saved_network);

    let on_variant = {
        let (variant, options, tilt) = (variant.clone(), options.clone(), tilt.clone());
        Callback::from(move |e: Event| {
            if let Some(v) = Variant::from_uci_name(&select_value(&e)) {
                variant.set(v);
                options.set(GameSettings::options_for(v));
                tilt.set([RueaTilt::None; 2]);
            }
        })
    };
    let rule_options = rule_options_fields(
        lang,
        *variant,
        &options,
        (!props.fixed_variant).then_some(&tilt),
    );
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
        let (variant, human, level, side, clock, options, tilt, on_start) = (
            variant.clone(),
            human.clone(),
            level.clone(),
            side.clone(),
            clock.clone(),
            options.clone(),
            tilt.clone(),
            props.on_start.clone(),
        );
        let (live, name, network) = (live.clone(), name.clone(), network.clone());
        Callback::from(move |_| {
            let user_side = match *side {
                SideChoice::White => Color::White,
                SideChoice::Black => Color::Black,
                SideChoice::Random if js_sys::Math::random() < 0.5 => Color::White,
                SideChoice::Random => Color::Black,
            };
            let settings = GameSettings {
                variant: *variant,
                opponent: if *human {
                    Opponent::Human
                } else {
                    Opponent::Engine { level: *level }
                },
                user_side,
                clock: *clock,
                options: *options,
                handicap: *tilt,
            };
            match &live {
                Some(on_live) => on_live.emit(HostRequest {
                    settings,
                    name: (*name).clone(),
                    network: (*network).clone(),
                }),
                None => on_start.emit(settings),
            }
        })
    };
    let on_close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    let variants = crate::settings::offered_variants().map(|v| {
        html! {
            <option value={v.uci_name()} selected={v == *variant}>{ lang.variant(v) }</option>
        }
    });
    let levels = (Level::MIN.number()..=Level::MAX.number()).filter_map(Level::new).map(|l| {
        let label = format!("{} · {}", lang.number(l.number().into()), level_name(lang, l));
        html! { <option value={l.number().to_string()} selected={l == *level}>{ label }</option> }
    });
    html! {
        <Modal labelled_by="new-game-title" testid="new-game-dialog" on_close={props.on_close.clone()}>
            <h2 id="new-game-title">
                { if live.is_some() {
                    lang.t(crate::key!("common-play-a-friend-live"))
                } else if props.fixed_variant {
                    lang.t(crate::key!("new-game-play-from-this-position"))
                } else {
                    lang.t(crate::key!("common-new-game"))
                } }
            </h2>
            if props.fixed_variant {
                <div class="field">
                    <span>{ lang.t(crate::key!("common-variant")) }</span>
                    <strong data-testid="variant-fixed">{ lang.variant(*variant) }</strong>
                </div>
            } else {
                <label class="field">
                    <span>{ lang.t(crate::key!("common-variant")) }</span>
                    <select data-testid="variant" onchange={on_variant}>{ for variants }</select>
                </label>
            }
            { rule_options }
            if live.is_some() {
                <label class="field">
                    <span>{ lang.t(crate::key!("new-game-you-play")) }</span>
                    <select data-testid="live-side" onchange={let side = side.clone(); Callback::from(move |e: Event| side.set(match select_value(&e).as_str() {
                        "black" => SideChoice::Black,
                        "random" => SideChoice::Random,
                        _ => SideChoice::White,
                    }))}>
                        <option value="white" selected={*side == SideChoice::White}>{ lang.color(Color::White) }</option>
                        <option value="black" selected={*side == SideChoice::Black}>{ lang.color(Color::Black) }</option>
                        <option value="random" selected={*side == SideChoice::Random}>{ lang.t(crate::key!("new-game-random")) }</option>
                    </select>
                </label>
                { live_fields(lang, &name, &network) }
            } else {
            <div class="field">
                <span>{ lang.t(crate::key!("common-opponent")) }</span>
                <div class="choices">
                    { choice(!*human, lang.t(crate::key!("common-computer")), "vs-engine", set_human(false)) }
                    { choice(*human, lang.t(crate::key!("common-two-players")), "vs-human", set_human(true)) }
                </div>
            </div>
            if !*human {
                <label class="field">
                    <span>{ lang.t(crate::key!("new-game-level")) }</span>
                    <select data-testid="level" aria-describedby="level-strength" onchange={on_level}>
                        { for levels }
                    </select>
                    <small id="level-strength" class="level-strength" data-testid="level-strength">
                        { level_strength(lang, *level) }
                    </small>
                </label>
                <div class="field">
                    <span>{ lang.t(crate::key!("new-game-you-play")) }</span>
                    <div class="choices">
                        { choice(*side == SideChoice::White, lang.color(Color::White), "side-white", set_side(SideChoice::White)) }
                        { choice(*side == SideChoice::Black, lang.color(Color::Black), "side-black", set_side(SideChoice::Black)) }
                        { choice(*side == SideChoice::Random, lang.t(crate::key!("new-game-random")), "side-random", set_side(SideChoice::Random)) }
                    </div>
                </div>
            }
            }
            <div class="field">
                <span>{ lang.t(crate::key!("new-game-clock")) }</span>
                <div class="choices wrap">
                    { choice(clock.is_none(), lang.t(crate::key!("new-game-none")), "clock-none", set_clock(None)) }
                    { for TimeControl::CHOICES.iter().map(|&(m, i)| {
                        let tc = TimeControl::new(m, i);
                        html! { <button type="button" class={classes!("choice", (*clock == Some(tc)).then_some("on"))}
                                        aria-pressed={(*clock == Some(tc)).to_string()}
                                        data-testid={format!("clock-{m}-{i}")} onclick={set_clock(Some(tc))}>
                                    { lang.digits(&tc.label()) }
                                </button> }
                    }) }
                </div>
            </div>
            <div class="dialog-actions">
                <button type="button" onclick={on_close}>{ lang.t(crate::key!("common-cancel")) }</button>
                if live.is_some() {
                    <button type="button" class="primary" data-testid="live-start" onclick={on_start}>
                        { lang.t(crate::key!("new-game-make-the-invite")) }
                    </button>
                } else {
                    <button type="button" class="primary" data-testid="start-game" onclick={on_start}>
                        { lang.t(crate::key!("new-game-play")) }
                    </button>
                }
            </div>
        </Modal>
    }
}

fn checkbox_checked(e: &Event) -> bool {
    e.target_dyn_into::<HtmlInputElement>()
        .is_some_and(|input| input.checked())
}

/// The rule options of the chosen variant: repetition, the Ouk first-move rights (Cambodian,
/// Kar Ouk), Walker's rules (which leave out the sutras), the sutras and, given `tilt`, the
/// Takhaeng Ruea handicap per side (Makruk).
fn rule_options_fields(
    lang: Lang,
    variant: Variant,
    options: &UseStateHandle<RuleOptions>,
    tilt: Option<&UseStateHandle<[RueaTilt; 2]>>,
) -> Html {
    let current = **options;
    let on_repetition = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            options.set(options.with_repetition_ends_game(checkbox_checked(&e)));
        })
    };
    let on_rights = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            if let Ok(rights) = select_value(&e).parse::<OukRights>() {
                options.set(options.with_ouk_rights(rights));
            }
        })
    };
    let walker = current.rule_set == RuleSet::Walker;
    let on_walker = {
        let options = options.clone();
        Callback::from(move |e: Event| {
            options.set(if checkbox_checked(&e) {
                options
                    .with_rule_set(RuleSet::Walker)
                    .with_sutras(Sutras::NONE)
            } else {
                options.with_rule_set(RuleSet::Standard)
            });
        })
    };
    let sutra_box = |sutra: Sutra| {
        let options = options.clone();
        let onchange = Callback::from(move |e: Event| {
            options.set(options.with_sutras(options.sutras.with(sutra, checkbox_checked(&e))));
        });
        html! {
            <label class="check">
                <input type="checkbox" data-testid={format!("option-sut-{}", sutra.word())}
                       checked={current.sutras.has(sutra)} disabled={walker} {onchange} />
                { sutra_text(lang, sutra) }
            </label>
        }
    };
    let tilt_select = |side: Color, tilt: &UseStateHandle<[RueaTilt; 2]>| {
        let chosen = tilt[side.index()];
        let onchange = {
            let tilt = tilt.clone();
            Callback::from(move |e: Event| {
                let index: usize = select_value(&e).parse().unwrap_or(0);
                let mut both = *tilt;
                both[side.index()] = RueaTilt::ALL.get(index).copied().unwrap_or_default();
                tilt.set(both);
            })
        };
        let choices = RueaTilt::ALL.iter().enumerate().map(|(i, &t)| {
            html! { <option value={i.to_string()} selected={t == chosen}>{ tilt_text(lang, t) }</option> }
        });
        html! {
            <label class="field">
                <span>{ tr!(lang, "new-game-takhaeng-ruea-side", side = lang.color(side)) }</span>
                <select data-testid={format!("option-tilt-{}", side.fold_wb("white", "black"))} {onchange}>
                    { for choices }
                </select>
            </label>
        }
    };
    html! {
        <fieldset class="rule-options" data-testid="rule-options">
            <legend>{ lang.t(crate::key!("new-game-rules")) }</legend>
            <label class="check">
                <input type="checkbox" data-testid="option-repetition"
                       checked={current.repetition_ends_game} onchange={on_repetition} />
                { lang.t(crate::key!("new-game-repetition-ends-the-game-a")) }
            </label>
            if variant.rules().khun_leap {
                <label class="field">
                    <span>{ lang.t(crate::key!("common-first-move-rights")) }</span>
                    <select data-testid="option-ouk-rights" onchange={on_rights}>
                        <option value={OukRights::UntilFirstCapture.name()}
                                selected={current.ouk_rights == OukRights::UntilFirstCapture}>
                            { lang.t(crate::key!("new-game-as-the-rules-text-reads")) }
                        </option>
                        <option value={OukRights::FairyStockfish.name()}
                                selected={current.ouk_rights == OukRights::FairyStockfish}>
                            { lang.t(crate::key!("new-game-as-fairy-stockfish-and-pychess")) }
                        </option>
                    </select>
                </label>
            }
            if variant == Variant::Makruk {
                <label class="check">
                    <input type="checkbox" data-testid="option-walker" checked={walker}
                           onchange={on_walker} />
                    { lang.t(crate::key!("new-game-walker-rules")) }
                </label>
                <div class="field">
                    <span>{ lang.t(crate::key!("common-sutras")) }</span>
                    <div class="choices wrap">
                        { for Sutra::ALL.into_iter().map(sutra_box) }
                    </div>
                </div>
                if let Some(tilt) = tilt {
                    { tilt_select(Color::White, tilt) }
                    { tilt_select(Color::Black, tilt) }
                }
            }
        </fieldset>
    }
}

/// A level's name in the level list.
fn level_name(lang: Lang, level: Level) -> &'static str {
    match level.number() {
        1 => lang.t(crate::key!("new-game-beginner")),
        2 => lang.t(crate::key!("new-game-novice")),
        3 => lang.t(crate::key!("new-game-casual-player")),
        4 => lang.t(crate::key!("new-game-club-player")),
        5 => lang.t(crate::key!("new-game-strong-club-player")),
        6 => lang.t(crate::key!("new-game-expert")),
        7 => lang.t(crate::key!("new-game-master")),
        _ => lang.t(crate::key!("new-game-full-strength")),
    }
}

/// How a level plays, in a player's words, from its measured games (the levels table in the README).
fn level_strength(lang: Lang, level: Level) -> &'static str {
    match level.number() {
        1 => lang.t(crate::key!("new-game-looks-one-move-ahead-and")),
        2 => lang.t(crate::key!("new-game-sees-what-is-attacked-now")),
        3 => lang.t(crate::key!("new-game-sees-short-tactics-but-plays")),
        4 => lang.t(crate::key!("new-game-plays-soundly-but-misses-longer")),
        5 => lang.t(crate::key!("new-game-rarely-blunders-and-knows-the")),
        6 => lang.t(crate::key!("new-game-strong-tactics-a-challenge-for")),
        7 => lang.t(crate::key!("new-game-near-full-strength-in-a")),
        _ => lang.t(crate::key!("new-game-the-whole-engine-five-seconds")),
    }
}
