//! The status line (whose move, check, result), the counting display and the counting buttons.
use makruk_core::{Color, CountKind, Counting, LimitReason};
use yew::prelude::*;

use crate::game::model::Status;
use crate::model::counting::CountControl;
use crate::text::core_text::{outcome_text, result_text};
use crate::text::Lang;
use crate::tr;

/// The status as one sentence.
pub fn status_text(lang: Lang, status: Status) -> String {
    match status {
        Status::ToMove { turn, check: false } => {
            tr!(lang, "status-to-move", side = lang.color(turn))
        }
        Status::ToMove { turn, check: true } => {
            tr!(lang, "status-to-move-in-check", side = lang.color(turn))
        }
        Status::Over(outcome) => outcome_text(lang, outcome),
        Status::Resigned { winner } => tr!(
            lang,
            "status-resigned",
            loser = lang.color(winner.other()),
            result = result_text(lang, Some(winner), crate::key!("common-draw"))
        ),
        Status::DrawAgreed => lang.t(crate::key!("status-draw-agreed")).to_string(),
        Status::TimeOut { loser, winner } => tr!(
            lang,
            "status-time-out",
            loser = lang.color(loser),
            result = result_text(lang, winner, crate::key!("status-draw-no-mating-material"))
        ),
    }
}

/// The count as players say it, never beyond the limit: `12 of 64` for board's honour, `5 → 8`
/// for pieces' honour (counted from the pieces on the board up to the limit).
pub fn count_badge(lang: Lang, c: Counting) -> String {
    let (number, limit) = (c.number(), c.limit_moves());
    match c.kind {
        CountKind::PiecesHonour => tr!(
            lang,
            "status-count-pieces-honour",
            number = number,
            limit = limit
        ),
        CountKind::BoardsHonour => tr!(
            lang,
            "status-count-boards-honour",
            number = number,
            limit = limit
        ),
        CountKind::Walker => tr!(lang, "status-count-walker", number = number, limit = limit),
    }
}

/// What sets the limit of a count of `kind`, in words.
fn limit_reason_text(lang: Lang, kind: CountKind, reason: LimitReason) -> &'static str {
    if kind == CountKind::Walker {
        return walker_reason_text(lang, reason);
    }
    match reason {
        LimitReason::BoardsHonour => lang.t(crate::key!("status-board-s-honour")),
        LimitReason::TwoRuea => lang.t(crate::key!("status-pieces-honour-two-rueas")),
        LimitReason::OneRuea => lang.t(crate::key!("status-pieces-honour-one-ruea")),
        LimitReason::TwoKhon => lang.t(crate::key!("status-pieces-honour-two-khons")),
        LimitReason::TwoMa => lang.t(crate::key!("status-pieces-honour-two-mas")),
        LimitReason::OneKhon => lang.t(crate::key!("status-pieces-honour-one-khon")),
        LimitReason::Otherwise
        | LimitReason::OneMa
        | LimitReason::OneMet
        | LimitReason::MetAndTwoBia
        | LimitReason::MetKhonMaRuea => lang.t(crate::key!("status-pieces-honour")),
    }
}

/// The row of Walker's table that sets a count's limit, in words.
fn walker_reason_text(lang: Lang, reason: LimitReason) -> &'static str {
    match reason {
        LimitReason::TwoRuea => lang.t(crate::key!("status-walker-two-rueas")),
        LimitReason::OneRuea => lang.t(crate::key!("status-walker-one-ruea")),
        LimitReason::TwoKhon => lang.t(crate::key!("status-walker-two-khons")),
        LimitReason::OneKhon => lang.t(crate::key!("status-walker-one-khon")),
        LimitReason::TwoMa => lang.t(crate::key!("status-walker-two-mas")),
        LimitReason::OneMa => lang.t(crate::key!("status-walker-one-ma")),
        LimitReason::MetAndTwoBia => lang.t(crate::key!("status-walker-met-and-two-bia")),
        LimitReason::MetKhonMaRuea => lang.t(crate::key!("status-walker-met-khon-ma-ruea")),
        LimitReason::BoardsHonour | LimitReason::OneMet | LimitReason::Otherwise => {
            lang.t(crate::key!("status-walker-table"))
        }
    }
}

/// The count in words: who counts, how far, and what sets the limit.
pub fn counting_text(lang: Lang, c: Counting) -> String {
    tr!(
        lang,
        "status-counting",
        side = lang.color(c.counter),
        count = count_badge(lang, c),
        reason = limit_reason_text(lang, c.kind, c.limit_reason())
    )
}

/// A counting button's label.
fn control_text(lang: Lang, control: CountControl) -> &'static str {
    match control {
        CountControl::Start => lang.t(crate::key!("status-start-counting")),
        CountControl::Stop => lang.t(crate::key!("status-stop-counting")),
        CountControl::Restart => lang.t(crate::key!("status-restart-counting")),
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
    /// The controls the user may press now ([`crate::model::counting::controls`]).
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
                    <span class="count-badge">
                        { format!("{}/{}", lang.number(c.number().into()), lang.number(c.limit_moves().into())) }
                    </span>
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
    tr!(lang, "status-offers-draw", side = lang.color(side))
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
                    { lang.t(crate::key!("status-the-computer-declines-the-draw")) }
                </p>
            }
            if props.may_accept {
                <button type="button" data-testid="accept-draw" onclick={emit(&props.on_accept)}>
                    { lang.t(crate::key!("status-accept-draw")) }
                </button>
            }
            if props.may_offer {
                <button type="button" data-testid="offer-draw" onclick={emit(&props.on_offer)}>
                    { lang.t(crate::key!("status-offer-draw")) }
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
