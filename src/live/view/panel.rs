//! The live game's strip in the side panel: the connection with its round trip and how many
//! spectators watch, what the friend
//! asks (a takeback, a rematch), a refused message, and the buttons to answer, reconnect or ask
//! for a rematch; the players' chat.
use yew::prelude::*;

use makruk_core::Color;

use super::chat::{LiveChat, LiveChatProps};
use crate::live::model::{LiveAction, LiveState, PeerRefusal};
use crate::live::{random_id, PeerStatus};
use crate::model::chat::Chat;
use crate::text::Lang;
use crate::tr;

/// Properties of [`live_panel`].
pub struct LivePanelProps<'a> {
    /// Live play's state.
    pub live: &'a LiveState,
    /// The interface language.
    pub lang: Lang,
    /// The user's side.
    pub me: Color,
    /// White's and Black's names.
    pub names: &'a [String; 2],
    /// The players' chat.
    pub chat: &'a Chat,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// Whether the game is over.
    pub over: bool,
    /// Where the user's live actions go.
    pub on_action: Callback<LiveAction>,
    /// Invite the friend back.
    pub on_reconnect: Callback<()>,
}

/// Why the friend's message was refused, in words.
fn refusal_text(lang: Lang, refusal: PeerRefusal) -> &'static str {
    match refusal {
        PeerRefusal::Malformed => lang.t(crate::key!("live-panel-your-friend-s-device-sent")),
        PeerRefusal::IllegalMove => lang.t(crate::key!("live-panel-your-friend-s-device-sent-2")),
        PeerRefusal::OutOfTurn => lang.t(crate::key!("live-panel-your-friend-s-device-played")),
        PeerRefusal::OutOfStep => lang.t(crate::key!("live-panel-your-friend-s-device-sent-3")),
        PeerRefusal::Count => lang.t(crate::key!("live-panel-your-friend-s-device-counted")),
        PeerRefusal::Result => lang.t(crate::key!("live-panel-your-friend-s-device-claimed")),
        PeerRefusal::OtherGame => lang.t(crate::key!("live-panel-your-friend-s-device-is")),
        PeerRefusal::HistoriesDiffer => {
            lang.t(crate::key!("live-panel-the-two-devices-have-different"))
        }
    }
}

/// The live strip.
pub fn live_panel(props: &LivePanelProps) -> Html {
    let (live, lang, me, over) = (props.live, props.lang, props.me, props.over);
    let peer = me.other();
    let dispatch = |action: LiveAction| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let status = match live.peer {
        PeerStatus::Waiting => lang
            .t(crate::key!("live-panel-waiting-for-your-friend-to"))
            .to_string(),
        PeerStatus::Connected { rtt_ms: None } => {
            lang.t(crate::key!("live-panel-connected")).to_string()
        }
        PeerStatus::Connected { rtt_ms: Some(ms) } => {
            tr!(lang, "live-panel-connected-round-trip", ms = ms)
        }
        PeerStatus::Lost => lang
            .t(crate::key!("live-panel-connection-lost-the-clocks-are"))
            .to_string(),
        PeerStatus::Rejoining => lang
            .t(crate::key!("live-panel-connection-lost-rejoining"))
            .to_string(),
    };
    let on_reconnect = props.on_reconnect.clone();
    let on_rematch = props
        .on_action
        .reform(|_: MouseEvent| LiveAction::OfferRematch(random_id()));
    html! {
        <div class="live-panel" data-testid="live-panel">
            <div class="live-status-row">
                <p class={classes!("live-status", matches!(live.peer, PeerStatus::Connected { .. }).then_some("on"))}
                   data-testid="live-status" role="status">{ status }</p>
                if let Some(count) = live.spectators {
                    <p class="live-spectators" data-testid="live-spectators" aria-live="polite">
                        { tr!(lang, "live-spectators", count = count) }
                    </p>
                }
            </div>
            if matches!(live.peer, PeerStatus::Lost | PeerStatus::Rejoining) {
                <button type="button" class="primary" data-testid="live-reconnect"
                        onclick={Callback::from(move |_| on_reconnect.emit(()))}>
                    { lang.t(crate::key!("live-panel-invite-back")) }
                </button>
            }
            if let Some(refusal) = live.refused {
                <p role="alert" data-testid="live-refused">
                    { tr!(lang, "live-panel-refused-unchanged", refusal = refusal_text(lang, refusal)) }
                </p>
            }
            if live.declined {
                <p role="status" data-testid="live-declined">{ lang.t(crate::key!("live-panel-your-friend-declined")) }</p>
            }
            if live.takeback_asked == Some(peer) {
                <div class="live-ask" role="alert">
                    <p>{ lang.t(crate::key!("live-panel-your-friend-asks-to-take")) }</p>
                    <button type="button" data-testid="live-takeback-decline" onclick={dispatch(LiveAction::AnswerTakeback(false))}>
                        { lang.t(crate::key!("live-panel-decline")) }
                    </button>
                    <button type="button" class="primary" data-testid="live-takeback-accept" onclick={dispatch(LiveAction::AnswerTakeback(true))}>
                        { lang.t(crate::key!("live-panel-accept")) }
                    </button>
                </div>
            }
            if live.takeback_asked == Some(me) {
                <p role="status">{ lang.t(crate::key!("live-panel-takeback-asked-waiting-for-your")) }</p>
            }
            if props.draw_offer == Some(peer) && !over {
                <button type="button" data-testid="live-draw-decline" onclick={dispatch(LiveAction::DeclineDraw)}>
                    { lang.t(crate::key!("live-panel-decline-the-draw")) }
                </button>
            }
            if over && live.is_connected() {
                if let Some(rematch) = live.rematch {
                    if rematch.by == peer {
                        <div class="live-ask" role="alert">
                            <p>{ lang.t(crate::key!("live-panel-your-friend-offers-a-rematch")) }</p>
                            <button type="button" data-testid="live-rematch-decline" onclick={dispatch(LiveAction::AnswerRematch(false))}>
                                { lang.t(crate::key!("live-panel-decline")) }
                            </button>
                            <button type="button" class="primary" data-testid="live-rematch-accept" onclick={dispatch(LiveAction::AnswerRematch(true))}>
                                { lang.t(crate::key!("live-panel-accept")) }
                            </button>
                        </div>
                    } else {
                        <p role="status">{ lang.t(crate::key!("live-panel-rematch-offered-waiting-for-your")) }</p>
                    }
                } else {
                    <button type="button" class="primary" data-testid="live-rematch"
                            onclick={on_rematch}>
                        { lang.t(crate::key!("live-panel-rematch")) }
                    </button>
                }
            }
            <LiveChat ..LiveChatProps {
                chat: props.chat.clone(),
                lang,
                names: props.names.clone(),
                me,
                connected: live.is_connected(),
                on_action: props.on_action.clone(),
            } />
        </div>
    }
}
