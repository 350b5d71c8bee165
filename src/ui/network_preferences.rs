//! *Preferences → Network*: live play's mode (the public relays and STUN servers, the local
//! network only, or the player's own lists, one a line). Kept at once when valid; a list with a
//! bad line says which and keeps the last valid setting.
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::model::network::{save_network, saved_network, LiveNetwork, NetworkMode};
use crate::text::Lang;
use crate::tr;
use crate::ui::select_value;

/// A network mode's name.
pub fn network_mode_name(lang: Lang, mode: NetworkMode) -> &'static str {
    match mode {
        NetworkMode::Internet => lang.t(crate::key!("preferences-network-internet")),
        NetworkMode::Local => lang.t(crate::key!("preferences-network-local")),
        NetworkMode::Custom => lang.t(crate::key!("preferences-network-custom")),
    }
}

/// The `<option>`s of a network mode `<select>`, `selected` chosen.
pub fn network_mode_options(lang: Lang, selected: NetworkMode) -> Html {
    NetworkMode::ALL
        .into_iter()
        .map(|mode| {
            html! {
                <option value={mode.code()} selected={mode == selected}>
                    { network_mode_name(lang, mode) }
                </option>
            }
        })
        .collect()
}

/// Properties of [`NetworkPreferences`].
#[derive(Properties, PartialEq)]
pub struct NetworkPreferencesProps {
    /// Interface language.
    pub lang: Lang,
}

/// The two lists as typed, and the lines of each that cannot be used.
#[derive(Clone, Default, PartialEq)]
struct Typed {
    relays: String,
    ice: String,
    bad_relays: Vec<usize>,
    bad_ice: Vec<usize>,
}

/// The network fieldset of the preferences dialog.
#[function_component(NetworkPreferences)]
pub fn network_preferences(props: &NetworkPreferencesProps) -> Html {
    let lang = props.lang;
    let network = use_state(saved_network);
    let typed = use_state(|| {
        let saved = saved_network();
        Typed {
            relays: saved.relays.join("\n"),
            ice: saved
                .ice
                .iter()
                .map(|server| server.to_line())
                .collect::<Vec<_>>()
                .join("\n"),
            ..Typed::default()
        }
    });
    let keep = {
        let (network, typed) = (network.clone(), typed.clone());
        move |next: Typed, mode: NetworkMode| {
            let relays = LiveNetwork::relays_from_lines(&next.relays);
            let ice = LiveNetwork::ice_from_lines(&next.ice);
            let bad_relays = relays
                .as_ref()
                .err()
                .map(|bad| bad.0.clone())
                .unwrap_or_default();
            let bad_ice = ice
                .as_ref()
                .err()
                .map(|bad| bad.0.clone())
                .unwrap_or_default();
            let next_network = match (relays, ice) {
                (Ok(relays), Ok(ice)) => LiveNetwork { mode, relays, ice },
                _ => LiveNetwork {
                    mode,
                    ..(*network).clone()
                },
            };
            save_network(&next_network);
            network.set(next_network);
            typed.set(Typed {
                bad_relays,
                bad_ice,
                ..next
            });
        }
    };
    let on_mode = {
        let (keep, typed) = (keep.clone(), typed.clone());
        Callback::from(move |e: Event| {
            if let Some(mode) = NetworkMode::from_code(&select_value(&e)) {
                keep((*typed).clone(), mode);
            }
        })
    };
    let on_list = |relays: bool| {
        let (keep, typed, mode) = (keep.clone(), typed.clone(), network.mode);
        Callback::from(move |e: InputEvent| {
            let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() else {
                return;
            };
            let mut next = (*typed).clone();
            if relays {
                next.relays = area.value();
            } else {
                next.ice = area.value();
            }
            keep(next, mode);
        })
    };
    let bad_lines = |lines: &[usize], testid: &'static str| {
        if lines.is_empty() {
            return Html::default();
        }
        let numbers = lines
            .iter()
            .map(|n| lang.number(*n as i64))
            .collect::<Vec<_>>()
            .join(", ");
        html! {
            <p class="field-note" role="alert" data-testid={testid}>
                { tr!(lang, "preferences-network-bad-lines", lines = numbers) }
            </p>
        }
    };
    html! {
        <fieldset class="field-group">
            <legend>{ lang.t(crate::key!("preferences-network")) }</legend>
            <label class="field">
                <span>{ lang.t(crate::key!("preferences-network-live-play")) }</span>
                <select data-testid="net-mode" onchange={on_mode}>
                    { network_mode_options(lang, network.mode) }
                </select>
            </label>
            <p class="field-note">{ match network.mode {
                NetworkMode::Internet => lang.t(crate::key!("preferences-network-internet-note")),
                NetworkMode::Local => lang.t(crate::key!("preferences-network-local-note")),
                NetworkMode::Custom => lang.t(crate::key!("preferences-network-custom-note")),
            } }</p>
            if network.mode == NetworkMode::Custom {
                <label class="field">
                    <span>{ lang.t(crate::key!("preferences-network-relays")) }</span>
                    <textarea data-testid="net-relays" rows="3" spellcheck="false"
                              value={typed.relays.clone()} oninput={on_list(true)} />
                </label>
                { bad_lines(&typed.bad_relays, "net-relays-error") }
                <label class="field">
                    <span>{ lang.t(crate::key!("preferences-network-ice")) }</span>
                    <textarea data-testid="net-ice" rows="3" spellcheck="false"
                              value={typed.ice.clone()} oninput={on_list(false)} />
                </label>
                { bad_lines(&typed.bad_ice, "net-ice-error") }
            }
        </fieldset>
    }
}
