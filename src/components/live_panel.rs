//! The live game's strip in the side panel: the connection with its round trip, what the friend
//! asks (a takeback, a rematch), a refused message, and the buttons to answer, reconnect or ask
//! for a rematch.
use yew::prelude::*;

use crate::i18n::Lang;
use crate::state::{Action, PeerRefusal, PeerStatus, State};

/// Properties of [`live_panel`].
pub struct LivePanelProps<'a> {
    /// The game.
    pub state: &'a UseReducerHandle<State>,
    /// Invite the friend back.
    pub on_reconnect: Callback<()>,
    /// Offer a rematch (the new game's identity is drawn by the caller).
    pub on_rematch: Callback<()>,
}

/// Why the friend's message was refused, in words.
fn refusal_text(lang: Lang, refusal: PeerRefusal) -> &'static str {
    match refusal {
        PeerRefusal::Malformed => lang.pick(
            "Your friend's device sent something that is not a message of this game",
            "อุปกรณ์ของเพื่อนส่งข้อมูลที่ไม่ใช่ข้อความของเกมนี้",
        ),
        PeerRefusal::IllegalMove => lang.pick(
            "Your friend's device sent a move the rules do not allow",
            "อุปกรณ์ของเพื่อนส่งตาเดินที่ผิดกติกา",
        ),
        PeerRefusal::OutOfTurn => lang.pick(
            "Your friend's device played out of turn",
            "อุปกรณ์ของเพื่อนเดินผิดตา",
        ),
        PeerRefusal::OutOfStep => lang.pick(
            "Your friend's device sent a message for another position",
            "อุปกรณ์ของเพื่อนส่งข้อความของตำแหน่งอื่น",
        ),
        PeerRefusal::Count => lang.pick(
            "Your friend's device counted when the rules do not allow it",
            "อุปกรณ์ของเพื่อนนับในตอนที่กติกาไม่อนุญาต",
        ),
        PeerRefusal::Result => lang.pick(
            "Your friend's device claimed something the game does not give",
            "อุปกรณ์ของเพื่อนอ้างผลที่เกมไม่ได้ให้",
        ),
        PeerRefusal::OtherGame => lang.pick(
            "Your friend's device is playing another game",
            "อุปกรณ์ของเพื่อนกำลังเล่นเกมอื่น",
        ),
        PeerRefusal::HistoriesDiffer => lang.pick(
            "The two devices have different moves for this game; nothing was merged",
            "สองอุปกรณ์มีตาเดินของเกมนี้ไม่ตรงกัน จึงไม่ได้รวมกัน",
        ),
    }
}

/// The live strip, or nothing when the game is not live.
pub fn live_panel(props: &LivePanelProps) -> Html {
    let state = props.state;
    let Some(live) = &state.live else {
        return Html::default();
    };
    let lang = state.prefs.lang;
    let me = state.settings.user_side;
    let peer = me.other();
    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let status = match live.peer {
        PeerStatus::Waiting => lang
            .pick("Waiting for your friend to connect", "รอเพื่อนเชื่อมต่อ")
            .to_string(),
        PeerStatus::Connected { rtt_ms: None } => lang.pick("Connected", "เชื่อมต่อแล้ว").to_string(),
        PeerStatus::Connected { rtt_ms: Some(ms) } => {
            format!("{} · {ms} ms", lang.pick("Connected", "เชื่อมต่อแล้ว"))
        }
        PeerStatus::Lost => lang
            .pick(
                "Connection lost: the clocks are stopped. Invite your friend back to go on.",
                "การเชื่อมต่อขาด นาฬิกาหยุดแล้ว เชิญเพื่อนกลับมาเพื่อเล่นต่อ",
            )
            .to_string(),
    };
    let over = state.status().is_over();
    let on_reconnect = props.on_reconnect.clone();
    let on_rematch = props.on_rematch.clone();
    html! {
        <div class="live-panel" data-testid="live-panel">
            <p class={classes!("live-status", matches!(live.peer, PeerStatus::Connected { .. }).then_some("on"))}
               data-testid="live-status" role="status">{ status }</p>
            if live.peer == PeerStatus::Lost {
                <button type="button" class="primary" data-testid="live-reconnect"
                        onclick={Callback::from(move |_| on_reconnect.emit(()))}>
                    { lang.pick("Invite back", "เชิญกลับมา") }
                </button>
            }
            if let Some(refusal) = live.refused {
                <p role="alert" data-testid="live-refused">
                    { format!("{}. {}", refusal_text(lang, refusal),
                              lang.pick("The game is unchanged.", "เกมไม่เปลี่ยนแปลง")) }
                </p>
            }
            if live.declined {
                <p role="status" data-testid="live-declined">{ lang.pick("Your friend declined.", "เพื่อนปฏิเสธ") }</p>
            }
            if live.takeback_asked == Some(peer) {
                <div class="live-ask" role="alert">
                    <p>{ lang.pick("Your friend asks to take back their last move.", "เพื่อนขอคืนตาเดินล่าสุด") }</p>
                    <button type="button" data-testid="live-takeback-decline" onclick={dispatch(Action::AnswerTakeback(false))}>
                        { lang.pick("Decline", "ปฏิเสธ") }
                    </button>
                    <button type="button" class="primary" data-testid="live-takeback-accept" onclick={dispatch(Action::AnswerTakeback(true))}>
                        { lang.pick("Accept", "ยอมรับ") }
                    </button>
                </div>
            }
            if live.takeback_asked == Some(me) {
                <p role="status">{ lang.pick("Takeback asked: waiting for your friend.", "ขอคืนแล้ว รอเพื่อนตอบ") }</p>
            }
            if state.draw_offer == Some(peer) && !over {
                <button type="button" data-testid="live-draw-decline" onclick={dispatch(Action::DeclineDraw)}>
                    { lang.pick("Decline the draw", "ไม่รับเสมอ") }
                </button>
            }
            if over && live.is_connected() {
                if let Some(rematch) = live.rematch {
                    if rematch.by == peer {
                        <div class="live-ask" role="alert">
                            <p>{ lang.pick("Your friend offers a rematch, colours swapped.", "เพื่อนขอเล่นอีกเกม สลับสี") }</p>
                            <button type="button" data-testid="live-rematch-decline" onclick={dispatch(Action::AnswerRematch(false))}>
                                { lang.pick("Decline", "ปฏิเสธ") }
                            </button>
                            <button type="button" class="primary" data-testid="live-rematch-accept" onclick={dispatch(Action::AnswerRematch(true))}>
                                { lang.pick("Accept", "ยอมรับ") }
                            </button>
                        </div>
                    } else {
                        <p role="status">{ lang.pick("Rematch offered: waiting for your friend.", "ขอเล่นอีกเกมแล้ว รอเพื่อนตอบ") }</p>
                    }
                } else {
                    <button type="button" class="primary" data-testid="live-rematch"
                            onclick={Callback::from(move |_| on_rematch.emit(()))}>
                        { lang.pick("Rematch", "เล่นอีกเกม") }
                    </button>
                }
            }
        </div>
    }
}
