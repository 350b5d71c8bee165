//! The counting rules, board's and pieces' honour, with the seeds' worked examples. Every number
//! the help gives comes from the rules core, so the text and the rules cannot disagree.
use makruk_core::{Color, Position, Variant};
use yew::prelude::*;

use super::{para, square, HelpProps};
use crate::text::{Key, Lang};
use crate::tr;
use crate::ui::svg::{Marks, Region};
use crate::ui::{diagram, DiagramProps};

/// The stronger side's pieces that set the pieces' honour number, in the order players ask
/// (the first that applies): the message naming them, and White's pieces against a bare black khun.
const LIMIT_ROWS: [(Key, &str); 6] = [
    (
        crate::key!("help-counting-row-two-ruea"),
        "4k3/8/8/8/8/8/8/R3K2R b - - 0 1",
    ),
    (
        crate::key!("help-counting-row-one-ruea"),
        "4k3/8/8/8/8/8/8/R3K3 b - - 0 1",
    ),
    (
        crate::key!("help-counting-row-two-khon"),
        "4k3/8/8/8/8/8/2S2S2/4K3 b - - 0 1",
    ),
    (
        crate::key!("help-counting-row-two-ma"),
        "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1",
    ),
    (
        crate::key!("help-counting-row-one-khon"),
        "4k3/8/8/8/8/8/2S5/4K3 b - - 0 1",
    ),
    (
        crate::key!("help-counting-row-otherwise"),
        "4k3/8/8/8/8/8/3M4/4K3 b - - 0 1",
    ),
];

/// A position where the weaker side (Black) still has a piece besides its khun: board's honour.
const BOARD_HONOUR_FEN: &str = "4k3/8/8/3m4/8/8/8/R3K3 b - - 0 1";

/// The pieces' honour numbers of `variant`, row by row as [`LIMIT_ROWS`] (0 where none applies).
pub(super) fn pieces_honour_limits(variant: Variant) -> [u32; 6] {
    LIMIT_ROWS.map(|(.., fen)| limit_against_black(variant, fen))
}

/// The board's honour number of `variant`.
pub(super) fn boards_honour_limit(variant: Variant) -> u32 {
    limit_against_black(variant, BOARD_HONOUR_FEN)
}

fn limit_against_black(variant: Variant, fen: &str) -> u32 {
    Position::from_fen(variant, fen).map_or(0, |pos| pos.count_limit(Color::Black))
}

/// A worked example from the seeds: the capture that leaves the weaker side's khun bare.
pub(super) struct Example {
    /// The position before the capture.
    pub fen: &'static str,
    /// The capture, in UCI.
    pub capture: &'static str,
    /// The example in words, given the count.
    pub text: fn(Lang, ExampleCount) -> String,
}

/// What the core says once an example's capture is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ExampleCount {
    /// Pieces on the board, both khun included: the number the count starts from.
    pub start: u32,
    /// The number the count runs to.
    pub limit: u32,
}

impl Example {
    /// The position after the capture.
    fn after(&self) -> Option<Position> {
        let mut pos = Position::from_fen(Variant::Makruk, self.fen).ok()?;
        let capture = pos.parse_uci_move(self.capture).ok()?;
        pos.play(capture).ok()?;
        Some(pos)
    }

    /// The count the core starts after the capture.
    pub fn count(&self) -> Option<ExampleCount> {
        let counting = self.after()?.counting()?;
        Some(ExampleCount {
            start: counting.moves(),
            limit: counting.limit_moves(),
        })
    }
}

/// Seeds 000 and 002: two ruea and a ma against a bare khun, 8 − 5 = 3 moves.
pub(super) const TWO_RUEA_AND_MA: Example = Example {
    fen: "4k3/8/m7/8/8/2N5/8/R3K2R w - - 0 1",
    capture: "a1a6",
    text: two_ruea_and_ma_text,
};

/// Seed 003: a ruea, two khon and two bia-ngai against a bare khun: the count starts at 7, limit 16.
pub(super) const RUEA_KHON_BIA_NGAI: Example = Example {
    fen: "4k3/8/2M~M~4/n7/8/8/2S2S2/R3K3 w - - 0 1",
    capture: "a1a5",
    text: ruea_khon_bia_ngai_text,
};

fn two_ruea_and_ma_text(lang: Lang, ExampleCount { start, limit }: ExampleCount) -> String {
    tr!(
        lang,
        "help-counting-example-two-ruea-and-ma",
        limit = limit,
        start = start,
        left = limit.saturating_sub(start),
    )
}

fn ruea_khon_bia_ngai_text(lang: Lang, ExampleCount { start, limit }: ExampleCount) -> String {
    tr!(
        lang,
        "help-counting-example-ruea-khon-bia-ngai",
        limit = limit,
        start = start,
        next = start + 1,
    )
}

/// The worked example's sentence with the core's numbers.
pub(super) fn example_text(lang: Lang, example: &Example) -> String {
    example
        .count()
        .map_or_else(String::new, |count| (example.text)(lang, count))
}

/// The table of pieces' honour numbers for `variant`.
pub(super) fn limit_table(lang: Lang, variant: Variant) -> Html {
    let rows = LIMIT_ROWS
        .iter()
        .zip(pieces_honour_limits(variant))
        .map(|(&(key, _), limit)| {
            html! { <tr><td>{ lang.t(key) }</td><td class="number">{ lang.number(i64::from(limit)) }</td></tr> }
        });
    html! {
        <table class="help-limits" data-variant={variant.uci_name()}>
            <tr><th>{ lang.t(crate::key!("help-counting-the-stronger-side-has")) }</th>
                <th>{ lang.t(crate::key!("help-counting-count-to")) }</th></tr>
            { for rows }
        </table>
    }
}

fn example_diagram(props: &HelpProps, example: &Example) -> Html {
    let Some(after) = example.after() else {
        return html! {};
    };
    let capture = example.capture.as_bytes();
    let marks = Marks {
        arrows: vec![(
            square(&[capture[0], capture[1]]),
            square(&[capture[2], capture[3]]),
        )],
        ..Marks::default()
    };
    let text = example_text(props.lang, example);
    html! {
        <div class="help-example" data-testid="count-example">
            { diagram(&DiagramProps {
                variant: Variant::Makruk,
                fen: after.to_fen().into(),
                region: Region::BOARD,
                marks,
                set: props.pieces,
                label: props.lang.t(crate::key!("help-counting-the-worked-example-s-position")).into(),
            }) }
            <p>{ text }</p>
        </div>
    }
}

/// The counting topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let board = boards_honour_limit(Variant::Makruk);
    html! {
        <>
            { para(lang, crate::key!("help-counting-intro")) }
            <h3 id="help-boards-honour">{ lang.t(crate::key!("common-board-s-honour")) }</h3>
            <p>{ tr!(lang, "help-counting-boards-honour-text", board = board) }</p>
            { para(lang, crate::key!("help-counting-mate-while-counting")) }
            <h3 id="help-pieces-honour">{ lang.t(crate::key!("common-pieces-honour")) }</h3>
            { para(lang, crate::key!("help-counting-pieces-honour-text")) }
            { limit_table(lang, Variant::Makruk) }
            { para(lang, crate::key!("help-counting-khun-captures")) }
            { example_diagram(props, &TWO_RUEA_AND_MA) }
            { example_diagram(props, &RUEA_KHON_BIA_NGAI) }
            <h3 id="help-count-end">{ lang.t(crate::key!("help-counting-when-the-count-runs-out")) }</h3>
            { para(lang, crate::key!("help-counting-run-out-text")) }
            { para(lang, crate::key!("help-counting-in-this-app")) }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_examples_give_the_seeds_numbers() {
        assert_eq!(
            TWO_RUEA_AND_MA.count(),
            Some(ExampleCount { start: 5, limit: 8 })
        );
        assert!(example_text(Lang::En, &TWO_RUEA_AND_MA).contains("8 − 5 = 3 moves"));
        assert!(example_text(Lang::Th, &TWO_RUEA_AND_MA).contains("8 − 5 = 3 ตา"));
        assert_eq!(
            RUEA_KHON_BIA_NGAI.count(),
            Some(ExampleCount {
                start: 7,
                limit: 16
            })
        );
        let text = example_text(Lang::En, &RUEA_KHON_BIA_NGAI);
        assert!(text.contains("7 pieces") && text.contains("move 8") && text.contains("up to 16"));
    }

    #[test]
    fn the_table_rows_are_in_words() {
        for (key, _) in LIMIT_ROWS {
            super::super::tests::assert_translated(key);
        }
        assert_eq!(Lang::Th.t(LIMIT_ROWS[0].0), "เรือ 2 ลำ");
    }

    #[test]
    fn the_tables_give_the_seeds_numbers() {
        assert_eq!(
            pieces_honour_limits(Variant::Makruk),
            [8, 16, 22, 32, 44, 64]
        );
        assert_eq!(
            pieces_honour_limits(Variant::Cambodian),
            [7, 15, 21, 31, 43, 63]
        );
        assert_eq!(boards_honour_limit(Variant::Makruk), 64);
        assert_eq!(boards_honour_limit(Variant::Cambodian), 63);
    }
}
