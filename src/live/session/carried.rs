//! The hand-carried exchange: the host's invite, the guest's reply, and a reply opened in another
//! tab of this browser passed to the tab that waits for it.
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

use super::address::{mark_used, now_s};
use super::signal::end_signalling;
use super::{
    wait_for_answer, wait_for_path, Hosting, LivePhase, LiveProblem, Steps, ANSWER_WAIT_MS,
};
use crate::live::connection::Connection;
use crate::live::invite::{
    decode_reply, encode_invite, encode_reply, find_payload, Invite, Reply, INVITE_KEY, REPLY_KEY,
};
use crate::model::network::LiveNetwork;
use crate::platform::effect::use_boxed_effect;
use crate::platform::page::page_address;

/// The `BroadcastChannel` on which a tab passes a reply opened in it to the tab waiting for it.
const REPLY_CHANNEL: &str = "makruk.live-reply";
/// A message on [`REPLY_CHANNEL`]: this, then the reply's payload.
const PASS_REPLY: &str = "reply ";
/// The waiting tab's answer on [`REPLY_CHANNEL`]: it took the reply.
const PASSED_REPLY: &str = "taken";
/// How long a tab that passes a reply waits for the waiting tab's answer.
const PASS_WAIT_MS: u32 = 1500;

/// Makes a connection and its invite for the game of `hosting`, and shows it (`late`: with the
/// correspondence link at once, the friend having not come by the one link in time).
pub(super) fn invite(steps: &Steps, hosting: Hosting, late: bool) {
    steps.phase.set(LivePhase::Preparing);
    {
        let mut session = steps.session.borrow_mut();
        session.connection = None;
        session.pinger = None;
        session.link_watch = None;
        session.game = Some(hosting.game.game_id);
    }
    end_signalling(&steps.session);
    let steps = steps.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match Connection::offer(&hosting.network, steps.on_event.clone()).await {
            Ok((connection, signal)) => {
                let invite = Invite {
                    id: crate::live::random_id(),
                    created_s: now_s(),
                    host_name: hosting.name,
                    game: hosting.game,
                    signal,
                };
                let link = format!(
                    "{}#{INVITE_KEY}={}",
                    page_address().unwrap_or_default(),
                    encode_invite(&invite)
                );
                {
                    let mut session = steps.session.borrow_mut();
                    session.connection = Some(Rc::new(connection));
                    session.invite = Some(invite);
                }
                wait_for_answer(&steps, ANSWER_WAIT_MS, |phase, shown| {
                    if let LivePhase::Inviting { link, refused, .. } = shown {
                        phase.set(LivePhase::Inviting {
                            link,
                            late: true,
                            refused,
                        });
                    }
                });
                steps.phase.set(LivePhase::Inviting {
                    link: link.into(),
                    late,
                    refused: None,
                });
            }
            Err(error) => steps
                .phase
                .set(LivePhase::Problem(LiveProblem::Connection(error))),
        }
    });
}

/// The guest accepts `invite`: its connection answers the invite's, and the reply is shown.
pub(super) fn accept_invite(steps: &Steps, invite: &Invite, name: String, network: LiveNetwork) {
    mark_used(invite.id);
    steps.session.borrow_mut().game = Some(invite.game.game_id);
    steps.phase.set(LivePhase::Preparing);
    let (steps, invite) = (steps.clone(), invite.clone());
    wasm_bindgen_futures::spawn_local(async move {
        match Connection::answer(&invite.signal, &network, steps.on_event.clone()).await {
            Ok((connection, signal)) => {
                let reply = Reply {
                    invite_id: invite.id,
                    created_s: now_s(),
                    guest_name: name,
                    signal,
                };
                let link = format!(
                    "{}#{REPLY_KEY}={}",
                    page_address().unwrap_or_default(),
                    encode_reply(&reply)
                );
                steps.session.borrow_mut().connection = Some(Rc::new(connection));
                wait_for_answer(&steps, ANSWER_WAIT_MS, move |phase, shown| {
                    if let LivePhase::Replying { link, .. } = shown {
                        phase.set(LivePhase::Replying { link, late: true });
                    }
                });
                steps.phase.set(LivePhase::Replying {
                    link: link.into(),
                    late: false,
                });
            }
            Err(error) => steps
                .phase
                .set(LivePhase::Problem(LiveProblem::Connection(error))),
        }
    });
}

/// The host takes the friend's reply (a link or its payload): the connection opens, or the
/// dialog says why it cannot.
pub(super) fn take_reply(steps: &Steps, text: &str) {
    let phase = &steps.phase;
    let Some(payload) = find_payload(text, REPLY_KEY) else {
        return;
    };
    let reply = match decode_reply(payload, now_s()) {
        Ok(reply) => reply,
        Err(error) => return refuse_reply(steps, LiveProblem::Reply(error)),
    };
    let (connection, expected) = {
        let session = steps.session.borrow();
        (
            session.connection.clone(),
            session.invite.as_ref().map(|invite| invite.id),
        )
    };
    let Some(connection) = connection.filter(|_| expected == Some(reply.invite_id)) else {
        return refuse_reply(steps, LiveProblem::OtherInvite);
    };
    steps.session.borrow_mut().invite = None;
    phase.set(LivePhase::Connecting);
    let steps = steps.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match connection.accept(&reply.signal).await {
            Ok(()) => wait_for_path(&steps),
            Err(error) => steps
                .phase
                .set(LivePhase::Problem(LiveProblem::Connection(error))),
        }
    });
}

/// A reply that cannot be used: said above the invite, which stays with its paste field (the
/// dialog shows the problem alone when no invite waits).
fn refuse_reply(steps: &Steps, problem: LiveProblem) {
    let shown = steps.shown.borrow().clone();
    steps.phase.set(match shown {
        LivePhase::Inviting { link, late, .. } => LivePhase::Inviting {
            link,
            late,
            refused: Some(problem),
        },
        _ => LivePhase::Problem(problem),
    });
}

/// A reply link opened in another tab of this browser (a scanned QR code) reaches the tab that
/// waits for it, which says it took it.
#[hook]
pub(super) fn use_passed_replies(steps: &Steps) {
    let steps = steps.clone();
    use_boxed_effect(
        (),
        Box::new(move |_| {
            let phase = steps.phase.clone();
            let channel = BroadcastChannel::new(REPLY_CHANNEL).ok();
            let listener = channel.clone().map(|channel| {
                let steps = steps.clone();
                let target = channel.clone();
                gloo_events::EventListener::new(&target, "message", move |event| {
                    let text = event
                        .dyn_ref::<MessageEvent>()
                        .and_then(|e| e.data().as_string())
                        .unwrap_or_default();
                    if let Some(payload) = text.strip_prefix(PASS_REPLY) {
                        if steps.session.borrow().invite.is_some() {
                            channel.post_message(&PASSED_REPLY.into()).ok();
                            take_reply(&steps, payload);
                        }
                    } else if text == PASSED_REPLY
                        && matches!(*steps.phase, LivePhase::PassingReply(_))
                    {
                        steps.phase.set(LivePhase::ReplyPassed);
                    }
                })
            });
            if let (Some(channel), LivePhase::PassingReply(payload)) = (&channel, &*phase) {
                channel
                    .post_message(&format!("{PASS_REPLY}{payload}").into())
                    .ok();
            }
            let unclaimed = match &*phase {
                LivePhase::PassingReply(payload) => {
                    let (phase, payload) = (phase.clone(), payload.clone());
                    Some(Timeout::new(PASS_WAIT_MS, move || {
                        phase.set(LivePhase::ReplyUnclaimed(payload));
                    }))
                }
                _ => None,
            };
            Some(Box::new(move || {
                drop((listener, unclaimed));
                if let Some(channel) = channel {
                    channel.close();
                }
            }))
        }),
    );
}
