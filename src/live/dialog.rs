//! The live-game dialog after the host's choices: the invite (text, copy, share, QR code) and the
//! place for the reply; the guest's view of an invite and its reply; connecting, the link
//! fallback when no path is found, and what went wrong.
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::link_view::link_block;
use super::watch_share::WatchShare;
use crate::live::connection::ConnectionError;
use crate::live::invite::{self, InviteError, LiveGame};
use crate::live::session::{LiveHandle, LivePhase, LiveProblem};
use crate::model::network::{saved_name, saved_network, LiveNetwork, NetworkMode};
use crate::text::rules::rules_summary;
use crate::text::Lang;
use crate::tr;
use crate::ui::modal::Modal;
use crate::ui::network_preferences::network_mode_options;
use crate::ui::select_value;

/// Properties of [`LiveDialog`].
#[derive(Properties, PartialEq)]
pub struct LiveDialogProps {
    /// The session.
    pub live: LiveHandle,
    /// The current game's link, for the fallback.
    pub game_link: Option<String>,
    /// Interface language.
    pub lang: Lang,
}

/// Why an invite or reply cannot be used, in words.
fn problem_text(lang: Lang, problem: &LiveProblem) -> String {
    let format_error = |error: &InviteError| invite::error_text(lang, error);
    match problem {
        LiveProblem::Invite(error) => {
            tr!(
                lang,
                "live-dialog-invite-unusable",
                reason = format_error(error)
            )
        }
        LiveProblem::Reply(error) => {
            tr!(
                lang,
                "live-dialog-reply-unusable",
                reason = format_error(error)
            )
        }
        LiveProblem::OtherInvite => lang
            .t(crate::key!("live-dialog-this-reply-answers-another-invite"))
            .to_string(),
        LiveProblem::UsedInvite => lang
            .t(crate::key!("live-dialog-this-invite-was-already-used"))
            .to_string(),
        LiveProblem::NoRelay => lang
            .t(crate::key!("live-dialog-no-relay-answered"))
            .to_string(),
        LiveProblem::Connection(error) => tr!(
            lang,
            "live-dialog-connection-impossible",
            technology = match error {
                ConnectionError::Unsupported => "WebRTC",
                ConnectionError::Refused => "SDP",
                ConnectionError::Description => "ICE",
            }
        ),
    }
}

/// What an invite or a one link offers, in words: the host, the variant, the guest's side, the
/// clock, the rules.
fn offer_text(lang: Lang, host_name: &str, game: &LiveGame) -> String {
    let host = match host_name.is_empty() {
        true => lang.t(crate::key!("live-dialog-your-friend")).to_string(),
        false => host_name.to_string(),
    };
    let clock = game.clock.map_or_else(
        || lang.t(crate::key!("live-dialog-no-clock")).to_string(),
        |c| lang.digits(&c.label()),
    );
    let rules = rules_summary(lang, game.variant, game.options);
    let details = match rules.is_empty() {
        true => clock,
        false => format!("{clock} · {rules}"),
    };
    let offer = tr!(
        lang,
        "live-dialog-offer",
        host = host,
        variant = lang.variant(game.variant),
        side = lang.color(game.host_side.other()),
        details = details
    );
    match game.resume_plies {
        0 => offer,
        plies => tr!(
            lang,
            "live-dialog-offer-resuming",
            offer = offer,
            plies = plies
        ),
    }
}

/// A field for a pasted link (`testid`, its button `testid` with `-ok`), given to `take`.
fn paste_field(
    lang: Lang,
    testid: &'static str,
    label: &str,
    text: &UseStateHandle<String>,
    take: &Callback<String>,
) -> Html {
    let on_input = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                text.set(area.value());
            }
        })
    };
    let on_ok = {
        let (take, text) = (take.clone(), text.clone());
        Callback::from(move |_| take.emit((*text).clone()))
    };
    let ok = testid.replace("-input", "-ok");
    html! {
        <>
            <label class="field">
                <span>{ label.to_string() }</span>
                <textarea data-testid={testid} rows="3" value={(**text).clone()} oninput={on_input} />
            </label>
            <div class="dialog-actions">
                <button type="button" class="primary" data-testid={ok}
                        disabled={text.trim().is_empty()} onclick={on_ok}>
                    { lang.t(crate::key!("live-dialog-connect")) }
                </button>
            </div>
        </>
    }
}

/// The live-game dialog, shown while the session's phase is neither idle nor the host's setup.
#[function_component(LiveDialog)]
pub fn live_dialog(props: &LiveDialogProps) -> Html {
    let lang = props.lang;
    let live = &props.live;
    let copied = use_state(bool::default);
    let fallback_copied = use_state(bool::default);
    let reply_text = use_state(String::new);
    let name = use_state(saved_name);
    let network = use_state(saved_network);
    let close = live.close.clone();
    let fallback = |intro: &'static str| match &props.game_link {
        Some(link) => html! {
            <div class="live-fallback" data-testid="live-fallback">
                <p>{ intro }</p>
                { link_block(lang, link, "live-fallback-link", "live-qr", &fallback_copied) }
            </div>
        },
        None => Html::default(),
    };
    let fallback_intro = lang.t(crate::key!("live-dialog-no-connection-yet-you-can"));
    let body = match &live.phase {
        LivePhase::Idle | LivePhase::Watching(_) => return Html::default(),
        LivePhase::Preparing => html! {
            <p role="status">{ lang.t(crate::key!("live-dialog-preparing-the-connection")) }</p>
        },
        LivePhase::Inviting {
            link,
            late,
            refused,
        } => html! {
            <>
                <p>{ lang.t(crate::key!("live-dialog-1-send-this-invite-to")) }</p>
                { link_block(lang, link, "live-invite", "live-qr", &copied) }
                if let Some(problem) = refused {
                    <p role="alert" data-testid="live-problem">{ problem_text(lang, problem) }</p>
                }
                { paste_field(lang, "live-reply-input", lang.t(crate::key!("live-dialog-2-your-friend-sends-back")), &reply_text, &live.take_reply) }
                if *late { { fallback(fallback_intro) } }
            </>
        },
        LivePhase::Offered(_) | LivePhase::LinkOffered(_) => {
            let offer = match &live.phase {
                LivePhase::Offered(invite) => offer_text(lang, &invite.host_name, &invite.game),
                LivePhase::LinkOffered(offer) => offer_text(lang, &offer.host_name, &offer.game),
                _ => String::new(),
            };
            let on_accept = {
                let (accept, name, network) = (live.accept.clone(), name.clone(), network.clone());
                Callback::from(move |_| accept.emit(((*name).clone(), (*network).clone())))
            };
            html! {
                <>
                    <p data-testid="live-offer">{ offer }</p>
                    { live_fields(lang, &name, &network) }
                    <div class="dialog-actions">
                        <button type="button" data-testid="live-decline"
                                onclick={let close = close.clone(); Callback::from(move |_| close.emit(()))}>
                            { lang.t(crate::key!("live-dialog-not-now")) }
                        </button>
                        <button type="button" class="primary" data-testid="live-accept" onclick={on_accept}>
                            { lang.t(crate::key!("live-dialog-accept")) }
                        </button>
                    </div>
                </>
            }
        }
        LivePhase::Replying { link, late } => html! {
            <>
                <p>{ lang.t(crate::key!("live-dialog-send-this-reply-back-to")) }</p>
                { link_block(lang, link, "live-reply", "live-qr", &copied) }
                if *late { { fallback(fallback_intro) } }
            </>
        },
        LivePhase::Linking { link } => html! {
            <>
                <p>{ lang.t(crate::key!("live-dialog-send-this-link-to")) }</p>
                { link_block(lang, link, "live-link", "live-qr", &copied) }
                <WatchShare {lang} watched={live.watched.clone()} />
            </>
        },
        LivePhase::SeatTaken => html! {
            <p role="alert" data-testid="live-seat-taken">{ lang.t(crate::key!("live-dialog-the-seat-is-taken")) }</p>
        },
        LivePhase::Connecting => html! {
            <p role="status">{ lang.t(crate::key!("live-dialog-connecting")) }</p>
        },
        LivePhase::NoPath => fallback(lang.t(crate::key!("live-dialog-no-path-between-the-two"))),
        LivePhase::NoRelay { refused } => html! {
            <>
                <p role="alert" data-testid="live-no-relay">{ lang.t(crate::key!("live-dialog-relays-failed")) }</p>
                if let Some(problem) = refused {
                    <p role="alert" data-testid="live-problem">{ problem_text(lang, problem) }</p>
                }
                { paste_field(lang, "live-invite-input", lang.t(crate::key!("live-dialog-friends-invite")), &reply_text, &live.take_invite) }
                { fallback(lang.t(crate::key!("live-dialog-or-by-link"))) }
            </>
        },
        LivePhase::PassingReply(_) => html! {
            <p role="status">{ lang.t(crate::key!("live-dialog-passing-the-reply-to-your")) }</p>
        },
        LivePhase::ReplyPassed => html! {
            <p role="status" data-testid="live-reply-passed">{ lang.t(crate::key!("live-dialog-the-reply-reached-your-game")) }</p>
        },
        LivePhase::ReplyUnclaimed(reply) => html! {
            <>
                <p role="alert" data-testid="live-reply-unclaimed">{ lang.t(crate::key!("live-dialog-no-game-of-this-browser")) }</p>
                { link_block(lang, &format!(
                    "{}#{}={reply}",
                    crate::platform::page::page_address().unwrap_or_default(),
                    crate::live::invite::REPLY_KEY
                ), "live-reply", "live-qr", &copied) }
            </>
        },
        LivePhase::Problem(problem) => html! {
            <p role="alert" data-testid="live-problem">{ problem_text(lang, problem) }</p>
        },
    };
    html! {
        <Modal labelled_by="live-title" testid="live-dialog" on_close={close.clone()}>
            <h2 id="live-title">{ lang.t(crate::key!("common-play-a-friend-live")) }</h2>
            { body }
            <div class="dialog-actions">
                <button type="button" data-testid="live-close"
                        onclick={Callback::from(move |_| close.emit(()))}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </div>
        </Modal>
    }
}

/// The player's name and the network of a live game, for its host and its guest.
pub fn live_fields(
    lang: Lang,
    name: &UseStateHandle<String>,
    network: &UseStateHandle<LiveNetwork>,
) -> Html {
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                name.set(crate::model::record::clean_name(&input.value()));
            }
        })
    };
    let on_network = {
        let network = network.clone();
        Callback::from(move |e: Event| {
            if let Some(mode) = NetworkMode::from_code(&select_value(&e)) {
                // The lists are the ones set in the preferences since the dialog opened.
                network.set(LiveNetwork {
                    mode,
                    ..saved_network()
                });
            }
        })
    };
    html! {
        <>
            <label class="field">
                <span>{ lang.t(crate::key!("new-game-your-name")) }</span>
                <input type="text" data-testid="live-name" value={(**name).clone()} oninput={on_name}
                       autocomplete="nickname" />
            </label>
            <label class="field">
                <span>{ lang.t(crate::key!("new-game-network")) }</span>
                <select data-testid="live-network" onchange={on_network}>
                    { network_mode_options(lang, network.mode) }
                </select>
            </label>
        </>
    }
}
