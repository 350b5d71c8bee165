//! The *Play online* view: what is public, the open challenges (at most a screenful, each with
//! Play and Hide), and the player's own challenge made from the New game settings (variant,
//! clock, side, rule options, name), posted and withdrawn.
use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use makruk_core::{Color, Variant};
use makruk_signal::lobby::{LobbyOutput, Shown, Side};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::runner::LobbyRunner;
use super::{challenge_of, game_of, readable, save_hidden, saved_hidden, LobbyMatch};
use crate::model::network::{save_name, saved_name, LiveNetwork};
use crate::model::record::clean_name;
use crate::settings::{GameSettings, TimeControl};
use crate::text::rules::rules_summary;
use crate::text::Lang;
use crate::tr;
use crate::ui::modal::Modal;
use crate::ui::select_value;

/// How long the relays of a closed view stay open for its withdrawal to leave, in milliseconds.
const CLOSING_MS: u32 = 1500;

/// Properties of [`LobbyView`].
#[derive(Properties, PartialEq)]
pub struct LobbyViewProps {
    /// Interface language.
    pub lang: Lang,
    /// The New game settings the player's challenge starts from.
    pub settings: GameSettings,
    /// The network setting (its relays carry the lobby).
    pub network: LiveNetwork,
    /// A game was agreed.
    pub on_match: Callback<LobbyMatch>,
    /// Close the view (its challenge is withdrawn).
    pub on_close: Callback<()>,
}

/// What the view says about the player's acceptance.
#[derive(Clone, PartialEq)]
enum Acceptance {
    None,
    /// Sent; the poster's answer awaited.
    Waiting(String),
    /// Another player took the challenge first.
    Taken,
    /// The poster never answered.
    Unanswered,
}

/// The side a challenge offers its acceptor, in words.
fn offered_side(lang: Lang, side: Side) -> String {
    match side {
        Side::White => tr!(lang, "lobby-you-play", side = lang.color(Color::Black)),
        Side::Black => tr!(lang, "lobby-you-play", side = lang.color(Color::White)),
        Side::Random => lang.t(crate::key!("lobby-side-drawn")).to_string(),
    }
}

/// A clock in words.
fn clock_text(lang: Lang, clock: Option<TimeControl>) -> String {
    clock.map_or_else(
        || lang.t(crate::key!("live-dialog-no-clock")).to_string(),
        |c| lang.digits(&c.label()),
    )
}

/// One open challenge: who, what, how old, and Play and Hide.
fn entry_view(
    lang: Lang,
    index: usize,
    waiting: bool,
    entry: &Shown,
    options: makruk_core::RuleOptions,
    on_accept: Callback<Shown>,
    on_hide: Callback<String>,
) -> Html {
    let challenge = &entry.challenge;
    let name = match challenge.name.is_empty() {
        true => lang.t(crate::key!("lobby-no-name")).to_string(),
        false => challenge.name.clone(),
    };
    let clock = clock_text(
        lang,
        challenge.clock.map(|(base_ms, increment_ms)| TimeControl {
            base_ms,
            increment_ms,
        }),
    );
    let rules = rules_summary(lang, challenge.variant, options);
    let details = tr!(
        lang,
        "lobby-entry",
        variant = lang.variant(challenge.variant),
        side = offered_side(lang, challenge.side),
        clock = clock
    );
    let age = match entry.age_s / 60 {
        0 => lang.t(crate::key!("lobby-just-posted")).to_string(),
        minutes => tr!(lang, "lobby-minutes-ago", minutes = minutes),
    };
    let accept = {
        let entry = entry.clone();
        Callback::from(move |_| on_accept.emit(entry.clone()))
    };
    let hide = {
        let name = challenge.name.clone();
        Callback::from(move |_| on_hide.emit(name.clone()))
    };
    let name_id = format!("lobby-entry-{index}");
    html! {
        <li class="lobby-entry" data-testid="lobby-entry" data-variant={challenge.variant.uci_name()}>
            <div class="lobby-entry-text">
                <strong id={name_id.clone()} data-testid="lobby-name">{ name }</strong>
                <span>{ details }</span>
                if !rules.is_empty() { <span>{ rules }</span> }
                <small>{ age }</small>
            </div>
            <div class="lobby-entry-actions">
                <button type="button" class="primary" data-testid="lobby-accept" onclick={accept} disabled={waiting}
                        aria-describedby={name_id.clone()}>
                    { lang.t(crate::key!("lobby-play")) }
                </button>
                if !challenge.name.is_empty() {
                    <button type="button" data-testid="lobby-hide" onclick={hide}
                            aria-describedby={name_id}>
                        { lang.t(crate::key!("lobby-hide")) }
                    </button>
                }
            </div>
        </li>
    }
}

/// The *Play online* view.
#[function_component(LobbyView)]
pub fn lobby_view(props: &LobbyViewProps) -> Html {
    let lang = props.lang;
    let variant = use_state(|| props.settings.variant);
    let options = use_state(|| props.settings.options);
    let clock = use_state(|| props.settings.clock);
    let side = use_state(|| Side::Random);
    let name = use_state(saved_name);
    let posted = use_state(bool::default);
    let acceptance = use_state(|| Acceptance::None);
    let hidden = use_state(saved_hidden);
    let redraw = use_force_update();
    let runner: Rc<RefCell<Option<LobbyRunner>>> = use_mut_ref(|| None);
    let relays = props.network.relay_urls();
    // The name an acceptance went out under, for the game it makes.
    let accepted_as = use_mut_ref(String::new);

    {
        let (runner, relays, acceptance, redraw) = (
            runner.clone(),
            relays.clone(),
            acceptance.clone(),
            redraw.clone(),
        );
        let (on_match, network, hidden, accepted_as, posted) = (
            props.on_match.clone(),
            props.network.clone(),
            (*hidden).clone(),
            accepted_as.clone(),
            posted.clone(),
        );
        use_effect_with((), move |_| {
            let on_output = Callback::from(move |output: LobbyOutput| match output {
                LobbyOutput::Matched {
                    host,
                    id,
                    secret,
                    challenge,
                    name,
                } => {
                    let Some(game) = game_of(&challenge, id, &secret) else {
                        return;
                    };
                    posted.set(false);
                    let (host_name, guest_name) = match host {
                        true => (challenge.name, name),
                        false => (challenge.name, accepted_as.borrow().clone()),
                    };
                    on_match.emit(LobbyMatch {
                        host,
                        secret,
                        game,
                        host_name,
                        guest_name,
                        network: network.clone(),
                    });
                }
                LobbyOutput::Taken => acceptance.set(Acceptance::Taken),
                LobbyOutput::GaveUp => acceptance.set(Acceptance::Unanswered),
                LobbyOutput::Send(_) => {}
            });
            let on_change = Callback::from(move |()| redraw.force_update());
            if !relays.is_empty() {
                *runner.borrow_mut() =
                    LobbyRunner::start(&relays, &saved_name(), &hidden, on_output, on_change).ok();
            }
            // Closing the page withdraws the challenge (best effort: it expires anyway).
            let on_hide = {
                let runner = runner.clone();
                web_sys::window().map(|w| {
                    gloo_events::EventListener::new(&w, "pagehide", move |_| {
                        if let Some(runner) = runner.borrow().as_ref() {
                            runner.withdraw();
                        }
                    })
                })
            };
            move || {
                drop(on_hide);
                if let Some(closing) = runner.borrow_mut().take() {
                    closing.withdraw();
                    Timeout::new(CLOSING_MS, move || drop(closing)).forget();
                }
            }
        });
    }

    let close = props.on_close.clone();
    let title = html! {
        <h2 id="lobby-title">{ lang.t(crate::key!("common-play-online")) }</h2>
    };
    let public = html! {
        <p class="field-note" data-testid="lobby-public">{ lang.t(crate::key!("lobby-public")) }</p>
    };
    let close_button = html! {
        <div class="dialog-actions">
            <button type="button" data-testid="lobby-close" onclick={close.reform(|_| ())}>
                { lang.t(crate::key!("common-close")) }
            </button>
        </div>
    };
    if relays.is_empty() {
        return html! {
            <Modal labelled_by="lobby-title" testid="lobby" class={classes!("lobby")} on_close={close}>
                { title }
                <p role="alert" data-testid="lobby-needs-relays">{ lang.t(crate::key!("lobby-needs-relays")) }</p>
                { public }
                { close_button }
            </Modal>
        };
    }

    let borrowed = runner.borrow();
    let connected = borrowed.as_ref().is_some_and(LobbyRunner::any_open);
    let entries = borrowed
        .as_ref()
        .map(|runner| readable(runner.shown()))
        .unwrap_or_default();
    drop(borrowed);

    let on_accept = {
        let (runner, acceptance, name, accepted_as) = (
            runner.clone(),
            acceptance.clone(),
            name.clone(),
            accepted_as.clone(),
        );
        Callback::from(move |entry: Shown| {
            save_name(&name);
            *accepted_as.borrow_mut() = (*name).clone();
            if let Some(runner) = runner.borrow().as_ref() {
                runner.accept(entry.author, entry.id, &name);
            }
            acceptance.set(Acceptance::Waiting(entry.challenge.name));
        })
    };
    let on_hide = {
        let (runner, hidden) = (runner.clone(), hidden.clone());
        Callback::from(move |name: String| {
            let mut names = (*hidden).clone();
            if !names.contains(&name) {
                names.push(name.clone());
            }
            save_hidden(&names);
            hidden.set(names);
            if let Some(runner) = runner.borrow().as_ref() {
                runner.hide(&name);
            }
        })
    };
    let on_show_hidden = {
        let (runner, hidden) = (runner.clone(), hidden.clone());
        Callback::from(move |_| {
            save_hidden(&[]);
            hidden.set(Vec::new());
            if let Some(runner) = runner.borrow().as_ref() {
                runner.show_hidden();
            }
        })
    };
    let on_post = {
        let (runner, posted, name) = (runner.clone(), posted.clone(), name.clone());
        let settings = GameSettings {
            variant: *variant,
            clock: *clock,
            options: *options,
            ..props.settings
        };
        let side = *side;
        Callback::from(move |_| {
            save_name(&name);
            let now_s = (js_sys::Date::now() / 1000.0) as u64;
            if let Some(runner) = runner.borrow().as_ref() {
                runner.post(challenge_of(&settings, side, &name, now_s));
                posted.set(true);
            }
        })
    };
    let on_withdraw = {
        let (runner, posted) = (runner.clone(), posted.clone());
        Callback::from(move |_| {
            if let Some(runner) = runner.borrow().as_ref() {
                runner.withdraw();
            }
            posted.set(false);
        })
    };
    let on_variant = {
        let (variant, options) = (variant.clone(), options.clone());
        Callback::from(move |e: Event| {
            if let Some(v) = Variant::from_uci_name(&select_value(&e)) {
                variant.set(v);
                options.set(GameSettings::options_for(v));
            }
        })
    };
    let on_clock =
        {
            let clock = clock.clone();
            Callback::from(move |e: Event| {
                let value = select_value(&e);
                clock.set(TimeControl::CHOICES.iter().find_map(|&(m, i)| {
                    (value == format!("{m}-{i}")).then(|| TimeControl::new(m, i))
                }));
            })
        };
    let on_side = {
        let side = side.clone();
        Callback::from(move |e: Event| {
            side.set(match select_value(&e).as_str() {
                "white" => Side::White,
                "black" => Side::Black,
                _ => Side::Random,
            })
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                name.set(clean_name(&input.value()));
            }
        })
    };
    let rules = rules_summary(lang, *variant, *options);
    let waiting = matches!(*acceptance, Acceptance::Waiting(_));
    let acceptance_note = match &*acceptance {
        Acceptance::None => Html::default(),
        Acceptance::Waiting(poster) => html! {
            <p role="status" data-testid="lobby-waiting">{ tr!(lang, "lobby-waiting-for", name = poster.clone()) }</p>
        },
        Acceptance::Taken => html! {
            <p role="alert" data-testid="lobby-taken">{ lang.t(crate::key!("lobby-taken")) }</p>
        },
        Acceptance::Unanswered => html! {
            <p role="alert" data-testid="lobby-unanswered">{ lang.t(crate::key!("lobby-unanswered")) }</p>
        },
    };
    let variants = crate::settings::offered_variants().map(|v| {
        html! { <option value={v.uci_name()} selected={v == *variant}>{ lang.variant(v) }</option> }
    });
    let clocks = TimeControl::CHOICES.iter().map(|&(m, i)| {
        let tc = TimeControl::new(m, i);
        html! { <option value={format!("{m}-{i}")} selected={*clock == Some(tc)}>{ lang.digits(&tc.label()) }</option> }
    });
    html! {
        <Modal labelled_by="lobby-title" testid="lobby" class={classes!("lobby")} on_close={close}>
            { title }
            { public }
            <section class="lobby-open" aria-labelledby="lobby-open-title">
                <h3 id="lobby-open-title">{ lang.t(crate::key!("lobby-open-challenges")) }</h3>
                if !connected {
                    <p role="status" data-testid="lobby-connecting">{ lang.t(crate::key!("lobby-reaching-the-relays")) }</p>
                } else if entries.is_empty() {
                    <p data-testid="lobby-empty">{ lang.t(crate::key!("lobby-no-open-challenge")) }</p>
                }
                <ul class="lobby-list" data-testid="lobby-list">
                    { for entries.iter().enumerate().map(|(index, (entry, options))| entry_view(lang, index, waiting, entry, *options, on_accept.clone(), on_hide.clone())) }
                </ul>
                { acceptance_note }
                if !hidden.is_empty() {
                    <p class="field-note">
                        { tr!(lang, "lobby-names-hidden", count = hidden.len()) }
                        { " " }
                        <button type="button" data-testid="lobby-show-hidden" onclick={on_show_hidden}>
                            { lang.t(crate::key!("lobby-show-them-again")) }
                        </button>
                    </p>
                }
            </section>
            <section class="lobby-mine" aria-labelledby="lobby-mine-title">
                <h3 id="lobby-mine-title">{ lang.t(crate::key!("lobby-your-challenge")) }</h3>
                <label class="field">
                    <span>{ lang.t(crate::key!("common-variant")) }</span>
                    <select data-testid="lobby-variant" onchange={on_variant} disabled={*posted}>{ for variants }</select>
                </label>
                <label class="field">
                    <span>{ lang.t(crate::key!("new-game-clock")) }</span>
                    <select data-testid="lobby-clock" onchange={on_clock} disabled={*posted}>
                        <option value="none" selected={clock.is_none()}>{ lang.t(crate::key!("new-game-none")) }</option>
                        { for clocks }
                    </select>
                </label>
                <label class="field">
                    <span>{ lang.t(crate::key!("new-game-you-play")) }</span>
                    <select data-testid="lobby-side" onchange={on_side} disabled={*posted}>
                        <option value="random" selected={*side == Side::Random}>{ lang.t(crate::key!("new-game-random")) }</option>
                        <option value="white" selected={*side == Side::White}>{ lang.color(Color::White) }</option>
                        <option value="black" selected={*side == Side::Black}>{ lang.color(Color::Black) }</option>
                    </select>
                </label>
                <p class="field-note" data-testid="lobby-rules">
                    { tr!(lang, "lobby-rules", rules = if rules.is_empty() { lang.t(crate::key!("lobby-usual-rules")).to_string() } else { rules }) }
                </p>
                <label class="field">
                    <span>{ lang.t(crate::key!("new-game-your-name")) }</span>
                    <input type="text" data-testid="lobby-your-name" value={(*name).clone()} oninput={on_name}
                           autocomplete="nickname" disabled={*posted} />
                </label>
                if *posted {
                    <p role="status" data-testid="lobby-posted">{ lang.t(crate::key!("lobby-posted")) }</p>
                    <div class="dialog-actions">
                        <button type="button" data-testid="lobby-withdraw" onclick={on_withdraw}>
                            { lang.t(crate::key!("lobby-withdraw")) }
                        </button>
                    </div>
                } else {
                    <div class="dialog-actions">
                        <button type="button" class="primary" data-testid="lobby-post" onclick={on_post}>
                            { lang.t(crate::key!("lobby-post")) }
                        </button>
                    </div>
                }
            </section>
            { close_button }
        </Modal>
    }
}
