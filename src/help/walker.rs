//! Walker's rules (seed 001): the khun's and met's first moves, and his counting table beside the
//! pieces' honour of the other seeds. Every number comes from the rules core.
use makruk_core::{Color, MoveRules, Position, RuleSet, Variant, WalkerRow, WALKER_TABLE};
use yew::prelude::*;

use super::{para, square, HelpProps, LOWER_HALF};
use crate::text::{Key, Lang};
use crate::ui::svg::Marks;
use crate::ui::{diagram, DiagramProps};

/// White has played c3-c4 and e3-e4: its khun may leap to b2, c3, e3 and f2, its met to e3.
const FIRST_MOVES_FEN: &str = "rnsmksnr/8/pppppppp/8/2P1P3/PP1P1PPP/8/RNSKMSNR w DEde - 0 3";

/// The message naming each row of [`WALKER_TABLE`], in its order.
const ROW_NAMES: [Key; 9] = [
    crate::key!("help-walker-row-two-rueas"),
    crate::key!("help-walker-row-one-ruea"),
    crate::key!("help-walker-row-two-khons"),
    crate::key!("help-walker-row-one-khon"),
    crate::key!("help-walker-row-two-mas"),
    crate::key!("help-walker-row-one-ma"),
    crate::key!("help-walker-row-one-met"),
    crate::key!("help-walker-row-met-and-two-bia"),
    crate::key!("help-walker-row-met-khon-ma-ruea"),
];

/// Black's bare khun on h8 against White's khun on e1 and `row`'s pieces, Black to move.
fn row_position(row: &WalkerRow, rules: MoveRules) -> Option<Position> {
    let [rueas, khons, mas, mets, bias] = row.pieces;
    let mut white = String::new();
    for (count, squares) in [
        (rueas, ["R", "R"]),
        (khons, ["S", "S"]),
        (mas, ["N", "N"]),
        (mets, ["M", "M"]),
    ] {
        for letter in squares.iter().take(count as usize) {
            white.push_str(letter);
        }
    }
    let first_rank = format!("{white}K{}", 7 - white.len());
    let bia_rank = match bias {
        0 => "8".to_string(),
        n => format!("{}{}", "P".repeat(n as usize), 8 - n),
    };
    let fen = format!("7k/8/8/8/8/{bia_rank}/8/{first_rank} b - - 0 40");
    Position::from_fen_with_move_rules(Variant::Makruk, rules, &fen).ok()
}

/// The moves the stronger side has against a bare khun by `row` under `rule_set`: Walker's
/// number, or the pieces' honour number less the pieces on the board; `None` where no count runs.
pub(super) fn moves_allowed(row: &WalkerRow, rule_set: RuleSet) -> Option<u32> {
    let rules = MoveRules {
        rule_set,
        ..MoveRules::FAIRY_STOCKFISH
    };
    let pos = row_position(row, rules)?;
    let limit = pos.count_limit(Color::Black);
    match rule_set {
        RuleSet::Walker => (limit != 0).then_some(limit),
        RuleSet::Standard => limit
            .checked_sub(pos.occupied().count())
            .filter(|_| limit != 0),
    }
}

fn cell(lang: Lang, moves: Option<u32>, none: Key) -> Html {
    match moves {
        Some(n) => html! { <td class="number">{ lang.number(i64::from(n)) }</td> },
        None => html! { <td class="number">{ lang.t(none) }</td> },
    }
}

/// His table beside the pieces' honour: the moves the stronger side has, row by row, the rows
/// where they differ marked.
fn table(lang: Lang) -> Html {
    let rows = WALKER_TABLE.iter().zip(ROW_NAMES).map(|(row, name)| {
        let walker = moves_allowed(row, RuleSet::Walker);
        let common = moves_allowed(row, RuleSet::Standard);
        let differs = walker != common;
        let his = if row.moves.is_none() {
            crate::key!("help-walker-draw")
        } else {
            crate::key!("help-walker-no-count")
        };
        html! {
            <tr class={classes!(differs.then_some("differs"))} data-differs={differs.to_string()}>
                <td>{ lang.t(name) }</td>
                { cell(lang, walker, his) }
                { cell(lang, common, crate::key!("help-walker-no-count")) }
            </tr>
        }
    });
    html! {
        <table class="help-limits help-walker-table" data-testid="walker-table">
            <tr><th>{ lang.t(crate::key!("help-counting-the-stronger-side-has")) }</th>
                <th>{ lang.t(crate::key!("help-walker-table-walker")) }</th>
                <th>{ lang.t(crate::key!("help-walker-table-common")) }</th></tr>
            { for rows }
        </table>
    }
}

/// The Walker's rules topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let leaps = [b"b2", b"c3", b"e3", b"f2"].map(|to| (square(b"d1"), square(to)));
    let marks = Marks {
        arrows: leaps
            .into_iter()
            .chain([(square(b"e1"), square(b"e3"))])
            .collect(),
        ..Marks::default()
    };
    html! {
        <>
            { para(lang, crate::key!("help-walker-intro")) }
            { diagram(&DiagramProps {
                variant: Variant::Makruk,
                fen: FIRST_MOVES_FEN.into(),
                region: LOWER_HALF,
                marks,
                set: props.pieces,
                label: lang.t(crate::key!("help-walker-first-moves-label")).into(),
            }) }
            { para(lang, crate::key!("help-walker-first-moves")) }
            { para(lang, crate::key!("help-walker-counting")) }
            { table(lang) }
            { para(lang, crate::key!("help-walker-table-note")) }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn his_table_beside_the_pieces_honour() {
        let both: Vec<(Option<u32>, Option<u32>)> = WALKER_TABLE
            .iter()
            .map(|row| {
                (
                    moves_allowed(row, RuleSet::Walker),
                    moves_allowed(row, RuleSet::Standard),
                )
            })
            .collect();
        assert_eq!(
            both,
            [
                (Some(4), Some(4)),
                (Some(13), Some(13)),
                (Some(18), Some(18)),
                (Some(41), Some(41)),
                (Some(29), Some(28)),
                (Some(63), Some(61)),
                (None, Some(61)),
                (Some(83), None),
                (Some(10), Some(10)),
            ]
        );
        assert!(Position::from_fen_with_move_rules(
            Variant::Makruk,
            MoveRules {
                rule_set: RuleSet::Walker,
                ..MoveRules::FAIRY_STOCKFISH
            },
            FIRST_MOVES_FEN
        )
        .is_ok_and(|pos| pos.legal_moves().len() == 29));
        for key in ROW_NAMES {
            super::super::tests::assert_translated(key);
        }
    }
}
