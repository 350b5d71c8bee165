//! The counting rules, board's and pieces' honour, with the seeds' worked examples. Every number
//! the help gives comes from the rules core, so the text and the rules cannot disagree.
use makruk_core::{Color, Position, Variant};
use yew::prelude::*;

use super::{para, square, HelpProps};
use crate::components::{diagram, DiagramProps};
use crate::export::svg::{Marks, Region};
use crate::i18n::Lang;

/// The stronger side's pieces that set the pieces' honour number, in the order players ask
/// (the first that applies): English, Thai, and White's pieces against a bare black khun.
const LIMIT_ROWS: [(&str, &str, &str); 6] = [
    ("two ruea", "เรือ 2 ลำ", "4k3/8/8/8/8/8/8/R3K2R b - - 0 1"),
    ("one ruea", "เรือ 1 ลำ", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"),
    ("two khon", "โคน 2 ตัว", "4k3/8/8/8/8/8/2S2S2/4K3 b - - 0 1"),
    ("two ma", "ม้า 2 ตัว", "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1"),
    ("one khon", "โคน 1 ตัว", "4k3/8/8/8/8/8/2S5/4K3 b - - 0 1"),
    (
        "otherwise (one ma, met or bia-ngai)",
        "นอกนั้น (ม้าตัวเดียว เม็ด หรือเบี้ยหงาย)",
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
    let left = limit.saturating_sub(start);
    match lang {
        Lang::En => format!(
            "White has two ruea and a ma; Black has only its khun. The number for two ruea is {limit}, \
             and {start} pieces are on the board, so White has {limit} − {start} = {left} moves to mate."
        ),
        Lang::Th => format!(
            "ขาวมีเรือ 2 ลำกับม้า ดำเหลือขุนตัวเดียว ศักดิ์เรือสองลำคือ {limit} หมากบนกระดานมี {start} ตัว \
             ขาวจึงต้องไล่ให้จนภายใน {limit} − {start} = {left} ตา"
        ),
    }
}

fn ruea_khon_bia_ngai_text(lang: Lang, ExampleCount { start, limit }: ExampleCount) -> String {
    let next = start + 1;
    match lang {
        Lang::En => format!(
            "White has a ruea, two khon and two bia-ngai besides its khun; Black has only its khun. \
             One ruea gives {limit}. There are {start} pieces on the board, so Black counts its next \
             move {next} and goes on up to {limit}."
        ),
        Lang::Th => format!(
            "ขาวมีเรือ 1 ลำ โคน 2 ตัว และเบี้ยหงาย 2 ตัว ดำเหลือขุนตัวเดียว ศักดิ์เรือลำเดียวคือ {limit} \
             หมากบนกระดานมี {start} ตัว ดำเดินตาต่อไปนับ {next} แล้วนับต่อไปจนถึง {limit}"
        ),
    }
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
        .map(|(&(en, th, _), limit)| {
            html! { <tr><td>{ lang.pick(en, th) }</td><td class="number">{ limit }</td></tr> }
        });
    html! {
        <table class="help-limits" data-variant={variant.uci_name()}>
            <tr><th>{ lang.pick("The stronger side has", "ฝ่ายไล่มี") }</th>
                <th>{ lang.pick("Count to", "นับถึง") }</th></tr>
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
                label: props.lang.pick("The worked example's position", "ตำแหน่งตัวอย่าง").into(),
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
            { para(lang,
                "Counting begins only when no bia is left on the board (bia-ngai do not matter). The weaker \
                 side, fleeing, counts its own moves aloud; the stronger side must checkmate before the count \
                 reaches its number, or the game is drawn.",
                "จะนับได้ก็ต่อเมื่อบนกระดานไม่มีเบี้ยคว่ำเหลืออยู่ (เบี้ยหงายไม่เกี่ยว) ฝ่ายหนีซึ่งเสียเปรียบเป็นผู้นับตาเดินของตน \
                 ฝ่ายไล่ต้องไล่ให้จนก่อนนับครบ มิฉะนั้นถือว่าเสมอ") }
            <h3 id="help-boards-honour">{ lang.pick("Board's honour", "นับศักดิ์กระดาน") }</h3>
            <p>{ match lang {
                Lang::En => format!(
                    "When no bia is left and the weaker side still has pieces besides its khun, it may count \
                     from 1 to {board}. It may stop at any time and start again later, but a new count begins \
                     again from 1: its own loss."),
                Lang::Th => format!(
                    "เมื่อไม่มีเบี้ยคว่ำเหลือ และฝ่ายเสียเปรียบยังมีหมากอื่นนอกจากขุน ฝ่ายนั้นขอนับศักดิ์กระดานได้ \
                     โดยนับตั้งแต่ 1 ถึง {board} จะหยุดนับเมื่อใดก็ได้และขอนับใหม่ภายหลังได้ \
                     แต่การนับใหม่ต้องเริ่มจาก 1 อีกครั้ง ซึ่งเสียเปรียบแก่ผู้นับเอง"),
            } }</p>
            { para(lang,
                "If the counting side checkmates while its count runs, the game is a draw: stop counting \
                 before you play for a win.",
                "ถ้าฝ่ายที่กำลังนับรุกอีกฝ่ายจนทั้งที่ยังไม่หยุดนับ ถือว่าเสมอ จึงต้องหยุดนับก่อนจะเล่นเอาชนะ") }
            <h3 id="help-pieces-honour">{ lang.pick("Pieces' honour", "นับศักดิ์หมาก") }</h3>
            { para(lang,
                "When the weaker side is down to its bare khun (its last piece is captured, or the last bia \
                 is gone), the count starts again: from the number of pieces on the board, both khun \
                 included, up to a number set by the stronger side's pieces, the first row that applies:",
                "เมื่อฝ่ายเสียเปรียบเหลือขุนตัวเดียว (หมากตัวสุดท้ายถูกกิน หรือเบี้ยคว่ำตัวสุดท้ายหมดไป) ให้นับศักดิ์หมาก \
                 เริ่มนับต่อจากจำนวนหมากทั้งหมดบนกระดานรวมขุนทั้งสอง ไปจนถึงศักดิ์ของหมากฝ่ายไล่ \
                 ดูตามลำดับ ข้อแรกที่ตรงคือศักดิ์ที่ใช้:") }
            { limit_table(lang, Variant::Makruk) }
            { para(lang,
                "A capture by the fleeing khun does not restart the count. The counting side may restart it \
                 only by its own choice, from the number of pieces again: its own loss.",
                "ถ้าขุนฝ่ายหนีกินหมากฝ่ายไล่ได้ระหว่างนับ ไม่ต้องเริ่มนับใหม่ ผู้นับจะเริ่มนับใหม่ได้ก็ต่อเมื่อเลือกเอง \
                 และต้องเริ่มจากจำนวนหมากอีกครั้ง ซึ่งเสียเปรียบแก่ตนเอง") }
            { example_diagram(props, &TWO_RUEA_AND_MA) }
            { example_diagram(props, &RUEA_KHON_BIA_NGAI) }
            <h3 id="help-count-end">{ lang.pick("When the count runs out", "เมื่อนับครบ") }</h3>
            { para(lang,
                "The AncientChess booklet: once the counting side reaches the number without being mated, the \
                 stronger side has one final move to mate; if it cannot, the game is drawn. Fairy-Stockfish \
                 counts half-moves and draws when the count passes the number and the side to move is not \
                 mated; the app ends the game there.",
                "ตามคู่มือของ AncientChess เมื่อฝ่ายหนีนับครบแล้วยังไม่จน ฝ่ายไล่ได้เดินอีกหนึ่งตาเพื่อรุกให้จน \
                 ถ้าทำไม่ได้ถือว่าเสมอ Fairy-Stockfish นับเป็นครึ่งตา และตัดสินเสมอเมื่อนับเกินกำหนดโดยฝ่ายที่ต้องเดินยังไม่จน \
                 แอปนี้จบเกมตรงนั้น") }
            { para(lang,
                "In this app the count runs by itself against the computer; two players start and stop it \
                 with the counting buttons.",
                "ในแอปนี้ เมื่อเล่นกับคอมพิวเตอร์จะนับให้อัตโนมัติ ถ้าเล่นสองคน ให้กดปุ่มเริ่มนับ/หยุดนับเอง") }
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
