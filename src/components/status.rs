//! The status line (whose move, check, result), the counting display and the counting buttons.
use makruk_core::{Color, CountKind, Counting, EndReason, LimitReason, Outcome};
use yew::prelude::*;

use crate::counting::CountControl;
use crate::i18n::Lang;
use crate::state::Status;

/// Why a game ended, in words.
fn reason_text(lang: Lang, reason: EndReason) -> &'static str {
    match reason {
        EndReason::Checkmate => lang.pick("Checkmate", "รุกจน"),
        EndReason::Stalemate => lang.pick("Stalemate", "อับ"),
        EndReason::Counting => lang.pick("Counting limit reached", "นับครบ"),
        EndReason::MateWhileCounting => lang.pick("Mate while still counting", "รุกจนโดยไม่หยุดนับ"),
        EndReason::CheckWin => lang.pick("First check wins", "รุกก่อนชนะ"),
        EndReason::InsufficientMaterial => lang.pick("Insufficient material", "หมากไม่พอรุกจน"),
        EndReason::MoveRule => lang.pick("50-move rule", "กฎ 50 ตา"),
        EndReason::Repetition => lang.pick("Threefold repetition", "เดินซ้ำสามครั้ง"),
    }
}

/// The status as one sentence.
pub fn status_text(lang: Lang, status: Status) -> String {
    match status {
        Status::ToMove { turn, check } => {
            let base = match lang {
                Lang::En => format!("{} to move", lang.color(turn)),
                Lang::Th => format!("ฝ่าย{}เดิน", lang.color(turn)),
            };
            if check {
                format!("{base} — {}", lang.pick("check!", "รุก!"))
            } else {
                base
            }
        }
        Status::Over(Outcome { winner, reason }) => {
            let result = match winner {
                Some(c) => match lang {
                    Lang::En => format!("{} wins", lang.color(c)),
                    Lang::Th => format!("ฝ่าย{}ชนะ", lang.color(c)),
                },
                None => lang.pick("Draw", "เสมอ").to_string(),
            };
            format!("{} — {result}", reason_text(lang, reason))
        }
        Status::Resigned { winner } => match lang {
            Lang::En => format!(
                "{} resigned — {} wins",
                lang.color(winner.other()),
                lang.color(winner)
            ),
            Lang::Th => format!(
                "ฝ่าย{}ยอมแพ้ — ฝ่าย{}ชนะ",
                lang.color(winner.other()),
                lang.color(winner)
            ),
        },
        Status::DrawAgreed => lang.pick("Draw agreed", "ตกลงเสมอ").to_string(),
        Status::TimeOut { loser, winner } => {
            let flag = match lang {
                Lang::En => format!("{} ran out of time", lang.color(loser)),
                Lang::Th => format!("ฝ่าย{}หมดเวลา", lang.color(loser)),
            };
            let result = match (winner, lang) {
                (Some(c), Lang::En) => format!("{} wins", lang.color(c)),
                (Some(c), Lang::Th) => format!("ฝ่าย{}ชนะ", lang.color(c)),
                (None, _) => lang
                    .pick("draw (no mating material)", "เสมอ (หมากไม่พอรุกจน)")
                    .to_string(),
            };
            format!("{flag} — {result}")
        }
    }
}

/// The count as players say it, never beyond the limit: `12 of 64` for board's honour, `5 → 8`
/// for pieces' honour (counted from the pieces on the board up to the limit).
pub fn count_badge(lang: Lang, c: Counting) -> String {
    match (c.kind, lang) {
        (CountKind::PiecesHonour, _) => format!("{} → {}", c.number(), c.limit_moves()),
        (CountKind::BoardsHonour, Lang::En) => format!("{} of {}", c.number(), c.limit_moves()),
        (CountKind::BoardsHonour, Lang::Th) => format!("{} จาก {}", c.number(), c.limit_moves()),
    }
}

/// What sets the limit, in words.
fn limit_reason_text(lang: Lang, reason: LimitReason) -> &'static str {
    match reason {
        LimitReason::BoardsHonour => lang.pick("board's honour", "นับศักดิ์กระดาน"),
        LimitReason::TwoRuea => lang.pick("pieces' honour, two rueas", "นับศักดิ์หมาก เรือสองลำ"),
        LimitReason::OneRuea => lang.pick("pieces' honour, one ruea", "นับศักดิ์หมาก เรือลำเดียว"),
        LimitReason::TwoKhon => lang.pick("pieces' honour, two khons", "นับศักดิ์หมาก โคนสองตัว"),
        LimitReason::TwoMa => lang.pick("pieces' honour, two mas", "นับศักดิ์หมาก ม้าสองตัว"),
        LimitReason::OneKhon => lang.pick("pieces' honour, one khon", "นับศักดิ์หมาก โคนตัวเดียว"),
        LimitReason::Otherwise => lang.pick("pieces' honour", "นับศักดิ์หมาก"),
    }
}

/// The count in words: who counts, how far, and what sets the limit.
pub fn counting_text(lang: Lang, c: Counting) -> String {
    let kind = limit_reason_text(lang, c.limit_reason());
    match lang {
        Lang::En => format!(
            "{} counts {} ({kind})",
            lang.color(c.counter),
            count_badge(lang, c)
        ),
        Lang::Th => format!(
            "ฝ่าย{}นับ {} ({kind})",
            lang.color(c.counter),
            count_badge(lang, c)
        ),
    }
}

/// A counting button's label.
fn control_text(lang: Lang, control: CountControl) -> &'static str {
    match control {
        CountControl::Start => lang.pick("Start counting", "เริ่มนับ"),
        CountControl::Stop => lang.pick("Stop counting", "หยุดนับ"),
        CountControl::Restart => lang.pick("Restart counting", "เริ่มนับใหม่"),
    }
}

/// A counting button's `data-testid`.
fn control_testid(control: CountControl) -> &'static str {
    match control {
        CountControl::Start => "count-start",
        CountControl::Stop => "count-stop",
        CountControl::Restart => "count-restart",
    }
}

/// What [`count_buttons`] shows.
pub struct CountButtonsProps {
    /// The controls the user may press now ([`crate::counting::controls`]).
    pub controls: Vec<CountControl>,
    /// Interface language.
    pub lang: Lang,
    /// A control was pressed.
    pub on_count: Callback<CountControl>,
}

/// Start, Stop and Restart counting, each shown only when the rules allow it now.
pub fn count_buttons(props: &CountButtonsProps) -> Html {
    if props.controls.is_empty() {
        return html! {};
    }
    let buttons = props.controls.iter().map(|&control| {
        let on_count = props.on_count.clone();
        html! {
            <button type="button" class="counting-toggle" data-testid={control_testid(control)}
                    onclick={Callback::from(move |_| on_count.emit(control))}>
                { control_text(props.lang, control) }
            </button>
        }
    });
    html! {
        <div class="count-controls" data-testid="count-controls">{ for buttons }</div>
    }
}

/// The status line and, while a count runs, the counting display.
pub fn status_line(lang: Lang, status: Status, counting: Option<Counting>) -> Html {
    let over = status.is_over();
    html! {
        <div class="status-box">
            <p class={classes!("status", over.then_some("over"))} data-testid="status" role="status"
               aria-live="polite">
                { status_text(lang, status) }
            </p>
            if let Some(c) = counting {
                <p class="counting" data-testid="counting">
                    <span class="count-badge">{ format!("{}/{}", c.number(), c.limit_moves()) }</span>
                    { counting_text(lang, c) }
                </p>
            }
        </div>
    }
}

/// What [`draw_controls`] shows.
pub struct DrawControlsProps {
    /// The side whose draw offer stands.
    pub offered_by: Option<Color>,
    /// The user may offer a draw now.
    pub may_offer: bool,
    /// The user may accept the standing offer now.
    pub may_accept: bool,
    /// The engine declined the user's offer.
    pub declined: bool,
    /// Interface language.
    pub lang: Lang,
    /// The user offers a draw.
    pub on_offer: Callback<()>,
    /// The user accepts the offer.
    pub on_accept: Callback<()>,
}

/// A standing draw offer in words.
pub fn draw_offer_text(lang: Lang, side: Color) -> String {
    match lang {
        Lang::En => format!("{} offers a draw", lang.color(side)),
        Lang::Th => format!("ฝ่าย{}ขอเสมอ", lang.color(side)),
    }
}

/// Offer a draw, accept the other side's offer, and what became of an offer.
pub fn draw_controls(props: &DrawControlsProps) -> Html {
    let lang = props.lang;
    let emit = |callback: &Callback<()>| {
        let callback = callback.clone();
        Callback::from(move |_: MouseEvent| callback.emit(()))
    };
    html! {
        <>
            if let Some(side) = props.offered_by {
                <p class="draw-offer" data-testid="draw-offer" role="status">{ draw_offer_text(lang, side) }</p>
            }
            if props.declined {
                <p class="draw-offer" data-testid="draw-declined" role="status">
                    { lang.pick("The computer declines the draw", "คอมพิวเตอร์ไม่ขอเสมอ") }
                </p>
            }
            if props.may_accept {
                <button type="button" data-testid="accept-draw" onclick={emit(&props.on_accept)}>
                    { lang.pick("Accept draw", "รับเสมอ") }
                </button>
            }
            if props.may_offer {
                <button type="button" data-testid="offer-draw" onclick={emit(&props.on_offer)}>
                    { lang.pick("Offer draw", "ขอเสมอ") }
                </button>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(kind: CountKind, ply: u32, limit: u32) -> Counting {
        Counting {
            counter: Color::Black,
            kind,
            ply,
            limit,
            started_from: None,
        }
    }

    #[test]
    fn the_count_never_reads_beyond_its_limit() {
        let board = count(CountKind::BoardsHonour, 23, 128);
        assert_eq!(count_badge(Lang::En, board), "12 of 64");
        assert_eq!(
            counting_text(Lang::En, board),
            "Black counts 12 of 64 (board's honour)"
        );
        let past = count(CountKind::BoardsHonour, 131, 128);
        assert_eq!(count_badge(Lang::En, past), "64 of 64");
        let pieces = count(CountKind::PiecesHonour, 10, 16);
        assert_eq!(
            counting_text(Lang::En, pieces),
            "Black counts 5 → 8 (pieces' honour, two rueas)"
        );
        let past = count(CountKind::PiecesHonour, 35, 32);
        assert_eq!(count_badge(Lang::En, past), "16 → 16");
        assert_eq!(count_badge(Lang::Th, board), "12 จาก 64");
    }
}
