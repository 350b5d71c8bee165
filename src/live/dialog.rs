//! The live-game dialog after the host's choices: the invite (text, copy, share, QR code) and the
//! place for the reply; the guest's view of an invite and its reply; connecting, the link
//! fallback when no path is found, and what went wrong.
use wasm_bindgen::prelude::*;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::qr_view::QrCodeView;
use crate::components::modal::Modal;
use crate::components::new_game::{live_fields, rules_summary};
use crate::i18n::Lang;
use crate::live::connection::ConnectionError;
use crate::live::invite::{Invite, InviteError};
use crate::live::session::{LiveHandle, LivePhase, LiveProblem};
use crate::settings::{saved_name, saved_network};

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

/// Copies `text` to the clipboard; `done` when it is written.
fn copy(text: &str, done: Callback<()>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let written = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| done.emit(()));
    let _ = window
        .navigator()
        .clipboard()
        .write_text(text)
        .then(&written);
    written.forget();
}

/// Opens the system's share sheet with `text`, where the browser has one.
fn share(text: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    let has_share = js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false);
    if has_share {
        let data = web_sys::ShareData::new();
        data.set_url(text);
        let _ = navigator.share_with_data(&data);
    }
}

/// Whether the browser has a share sheet.
fn can_share() -> bool {
    web_sys::window()
        .is_some_and(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
}

/// A link to pass on: the text, Copy, Share, and its QR code.
fn link_block(lang: Lang, link: &str, testid: &'static str, copied: &UseStateHandle<bool>) -> Html {
    let on_copy = {
        let (link, copied) = (link.to_string(), copied.clone());
        Callback::from(move |_| {
            let copied = copied.clone();
            copy(&link, Callback::from(move |()| copied.set(true)));
        })
    };
    let on_share = {
        let link = link.to_string();
        Callback::from(move |_| share(&link))
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
            area.select();
        }
    });
    html! {
        <>
            <textarea readonly=true class="live-link" data-testid={testid} value={link.to_string()}
                      rows="3" aria-label={lang.pick("Link", "ลิงก์")} onfocus={select_all} />
            <div class="dialog-actions">
                <button type="button" data-testid={format!("{testid}-copy")} onclick={on_copy}>
                    { if **copied { lang.pick("Copied", "คัดลอกแล้ว") } else { lang.pick("Copy", "คัดลอก") } }
                </button>
                if can_share() {
                    <button type="button" data-testid={format!("{testid}-share")} onclick={on_share}>
                        { lang.pick("Share…", "แชร์…") }
                    </button>
                }
            </div>
            <QrCodeView text={AttrValue::from(link.to_string())} testid="live-qr"
                        label={lang.pick("QR code of the link", "คิวอาร์โค้ดของลิงก์")}
                        too_long={lang.pick("Too long for a QR code: send the text.", "ยาวเกินกว่าจะเป็นคิวอาร์โค้ด ส่งเป็นข้อความแทน")} />
        </>
    }
}

/// Why an invite or reply cannot be used, in words.
fn problem_text(lang: Lang, problem: &LiveProblem) -> String {
    let format_error = |error: &InviteError| match error {
        InviteError::Expired => lang
            .pick("it has expired: ask for a new one", "หมดอายุแล้ว ขอใหม่")
            .to_string(),
        InviteError::Checksum | InviteError::Truncated | InviteError::Encoding => lang
            .pick(
                "it was changed or cut: copy it whole",
                "ถูกแก้ไขหรือตัดขาด คัดลอกให้ครบ",
            )
            .to_string(),
        other => other.to_string(),
    };
    match problem {
        LiveProblem::Invite(error) => format!(
            "{} ({})",
            lang.pick(
                "This invite cannot be used; your game is unchanged",
                "ใช้คำเชิญนี้ไม่ได้ เกมของคุณยังเหมือนเดิม"
            ),
            format_error(error)
        ),
        LiveProblem::Reply(error) => format!(
            "{} ({})",
            lang.pick("This reply cannot be used", "ใช้คำตอบนี้ไม่ได้"),
            format_error(error)
        ),
        LiveProblem::OtherInvite => lang
            .pick(
                "This reply answers another invite (or was already used). Ask your friend to open your latest invite.",
                "คำตอบนี้เป็นของคำเชิญอื่น (หรือใช้ไปแล้ว) ให้เพื่อนเปิดคำเชิญล่าสุดของคุณ",
            )
            .to_string(),
        LiveProblem::UsedInvite => lang
            .pick(
                "This invite was already used on this device. Ask your friend for a new one.",
                "คำเชิญนี้ถูกใช้บนอุปกรณ์นี้แล้ว ขอคำเชิญใหม่จากเพื่อน",
            )
            .to_string(),
        LiveProblem::Connection(error) => format!(
            "{} ({})",
            lang.pick(
                "This browser could not set up the connection",
                "เบราว์เซอร์นี้ตั้งค่าการเชื่อมต่อไม่ได้"
            ),
            match error {
                ConnectionError::Unsupported => "WebRTC",
                ConnectionError::Refused => "SDP",
                ConnectionError::Description => "ICE",
            }
        ),
    }
}

/// What an invite offers, in words: the host, the variant, the guest's side, the clock, the rules.
fn offer_text(lang: Lang, invite: &Invite) -> String {
    let game = &invite.game;
    let host = match invite.host_name.is_empty() {
        true => lang.pick("Your friend", "เพื่อนของคุณ").to_string(),
        false => invite.host_name.clone(),
    };
    let clock = game.clock.map_or_else(
        || lang.pick("no clock", "ไม่จับเวลา").to_string(),
        |c| c.label(),
    );
    let rules = rules_summary(lang, game.variant, game.options);
    let resume = match game.resume_plies {
        0 => String::new(),
        plies => format!(
            " {} {plies}.",
            lang.pick("It resumes your game after ply", "เล่นเกมเดิมต่อจากตาที่")
        ),
    };
    format!(
        "{host} {} {} · {} {} · {clock}{}{}.{resume}",
        lang.pick("invites you to play", "ชวนคุณเล่น"),
        lang.variant(game.variant),
        lang.pick("you play", "คุณเล่นฝ่าย"),
        lang.color(game.host_side.other()),
        if rules.is_empty() { "" } else { " · " },
        rules,
    )
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
                { link_block(lang, link, "live-fallback-link", &fallback_copied) }
            </div>
        },
        None => Html::default(),
    };
    let fallback_intro = lang.pick(
        "No connection yet. You can go on with this game by link instead: send it, your friend plays a move and sends it back. The game is kept here either way.",
        "ยังเชื่อมต่อไม่ได้ เล่นเกมนี้ต่อด้วยลิงก์แทนได้: ส่งลิงก์ให้เพื่อน เพื่อนเดินแล้วส่งกลับมา เกมยังถูกเก็บไว้ที่นี่เสมอ",
    );
    let body = match &live.phase {
        LivePhase::Idle => return Html::default(),
        LivePhase::Preparing => html! {
            <p role="status">{ lang.pick("Preparing the connection…", "กำลังเตรียมการเชื่อมต่อ…") }</p>
        },
        LivePhase::Inviting { link, late } => {
            let on_input = {
                let reply_text = reply_text.clone();
                Callback::from(move |e: InputEvent| {
                    if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                        reply_text.set(area.value());
                    }
                })
            };
            let on_ok = {
                let (take, reply_text) = (live.take_reply.clone(), reply_text.clone());
                Callback::from(move |_| take.emit((*reply_text).clone()))
            };
            html! {
                <>
                    <p>{ lang.pick(
                        "1. Send this invite to your friend (any chat app, or let them scan the code).",
                        "1. ส่งคำเชิญนี้ให้เพื่อน (แอปแชตใดก็ได้ หรือให้สแกนโค้ด)") }</p>
                    { link_block(lang, link, "live-invite", &copied) }
                    <label class="field">
                        <span>{ lang.pick(
                            "2. Your friend sends back a reply: paste it here.",
                            "2. เพื่อนจะส่งคำตอบกลับมา วางที่นี่") }</span>
                        <textarea data-testid="live-reply-input" rows="3" value={(*reply_text).clone()}
                                  oninput={on_input} />
                    </label>
                    <div class="dialog-actions">
                        <button type="button" class="primary" data-testid="live-reply-ok"
                                disabled={reply_text.trim().is_empty()} onclick={on_ok}>
                            { lang.pick("Connect", "เชื่อมต่อ") }
                        </button>
                    </div>
                    if *late { { fallback(fallback_intro) } }
                </>
            }
        }
        LivePhase::Offered(invite) => {
            let on_accept = {
                let (accept, name, network) = (live.accept.clone(), name.clone(), network.clone());
                Callback::from(move |_| accept.emit(((*name).clone(), (*network).clone())))
            };
            html! {
                <>
                    <p data-testid="live-offer">{ offer_text(lang, invite) }</p>
                    { live_fields(lang, &name, &network) }
                    <div class="dialog-actions">
                        <button type="button" data-testid="live-decline"
                                onclick={let close = close.clone(); Callback::from(move |_| close.emit(()))}>
                            { lang.pick("Not now", "ไม่ใช่ตอนนี้") }
                        </button>
                        <button type="button" class="primary" data-testid="live-accept" onclick={on_accept}>
                            { lang.pick("Accept", "ตอบรับ") }
                        </button>
                    </div>
                </>
            }
        }
        LivePhase::Replying { link, late } => html! {
            <>
                <p>{ lang.pick(
                    "Send this reply back to your friend. The game starts when they paste it.",
                    "ส่งคำตอบนี้กลับไปให้เพื่อน เกมจะเริ่มเมื่อเพื่อนวางคำตอบ") }</p>
                { link_block(lang, link, "live-reply", &copied) }
                if *late { { fallback(fallback_intro) } }
            </>
        },
        LivePhase::Connecting => html! {
            <p role="status">{ lang.pick("Connecting…", "กำลังเชื่อมต่อ…") }</p>
        },
        LivePhase::NoPath => fallback(lang.pick(
            "No path between the two devices was found (a network that blocks it, or no server that helps). Go on with this game by link: send it, your friend plays a move and sends it back. Nothing is lost.",
            "หาเส้นทางระหว่างสองอุปกรณ์ไม่พบ (เครือข่ายปิดกั้น หรือไม่มีเซิร์ฟเวอร์ช่วย) เล่นเกมนี้ต่อด้วยลิงก์: ส่งลิงก์ให้เพื่อน เพื่อนเดินแล้วส่งกลับมา ไม่มีอะไรหาย",
        )),
        LivePhase::PassingReply(_) => html! {
            <p role="status">{ lang.pick("Passing the reply to your game's tab…", "กำลังส่งคำตอบไปยังแท็บเกมของคุณ…") }</p>
        },
        LivePhase::ReplyPassed => html! {
            <p role="status" data-testid="live-reply-passed">{ lang.pick(
                "The reply reached your game's tab: go back to it. You can close this one.",
                "คำตอบถึงแท็บเกมของคุณแล้ว กลับไปที่แท็บนั้น ปิดแท็บนี้ได้") }</p>
        },
        LivePhase::ReplyUnclaimed(reply) => html! {
            <>
                <p role="alert" data-testid="live-reply-unclaimed">{ lang.pick(
                    "No game of this browser is waiting for this reply. Paste it where you made the invite:",
                    "ไม่มีเกมในเบราว์เซอร์นี้รอคำตอบนี้อยู่ วางคำตอบในที่ที่คุณสร้างคำเชิญ:") }</p>
                { link_block(lang, &format!(
                    "{}#{}={reply}",
                    crate::boot::page_address().unwrap_or_default(),
                    crate::live::invite::REPLY_KEY
                ), "live-reply", &copied) }
            </>
        },
        LivePhase::Problem(problem) => html! {
            <p role="alert" data-testid="live-problem">{ problem_text(lang, problem) }</p>
        },
    };
    html! {
        <Modal labelled_by="live-title" testid="live-dialog" on_close={close.clone()}>
            <h2 id="live-title">{ lang.pick("Play a friend live", "เล่นสดกับเพื่อน") }</h2>
            { body }
            <div class="dialog-actions">
                <button type="button" data-testid="live-close"
                        onclick={Callback::from(move |_| close.emit(()))}>
                    { lang.pick("Close", "ปิด") }
                </button>
            </div>
        </Modal>
    }
}
