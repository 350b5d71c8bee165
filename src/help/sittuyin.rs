//! Sittuyin, Burmese chess: its pieces with their Burmese names, the set-up phase, promotion,
//! counting and draws, and where the rules come from; the diagrams' marks come from the rules core.
use makruk_core::{Color, MoveKind, Position, Role, Square, Variant};
use yew::prelude::*;

use super::{para, pieces, quoting, HelpProps, Quote, LOWER_HALF, QUOTED};
use crate::text::{piece_name_in, Key, Lang};
use crate::tr;
use crate::ui::svg::{Marks, Region};
use crate::ui::{diagram, DiagramProps};

/// Sittuyin's name in Burmese.
pub(super) const BURMESE: &str = "စစ်တုရင်";

/// The start: the pawns on the board, every other piece in hand.
const START: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1";

/// A position after the set-up phase (the one Fairy-Stockfish's perft tests use).
const ARRANGED: &str = "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9";

/// White, without a general, may promote its pawn on d5; the general may not appear on c6, where
/// it would attack the chariot on b7.
const PROMOTION: &str = "6k1/1r6/8/3P4/8/8/P7/4K3[] w - - 0 30";

/// Each piece: its role, its Burmese name in Burmese script, the message of how it moves.
const PIECES: [(Role, &str, Key); 6] = [
    (
        Role::Khun,
        "မင်းကြီး",
        crate::key!("help-sittuyin-king-moves"),
    ),
    (Role::Met, "စစ်ကဲ", crate::key!("help-sittuyin-general-moves")),
    (
        Role::Khon,
        "ဆင်",
        crate::key!("help-sittuyin-elephant-moves"),
    ),
    (Role::Ma, "မြင်း", crate::key!("help-sittuyin-horse-moves")),
    (
        Role::Ruea,
        "ရထား",
        crate::key!("help-sittuyin-chariot-moves"),
    ),
    (Role::Bia, "နယ်", crate::key!("help-sittuyin-pawn-moves")),
];

/// The squares `role` may be dropped on at the start, from the core's legal moves.
fn drop_squares(role: Role) -> Vec<Square> {
    Position::from_fen(Variant::Sittuyin, START).map_or_else(
        |_| Vec::new(),
        |pos| {
            pos.legal_moves()
                .iter()
                .filter(|m| m.kind == MoveKind::Drop(role))
                .map(|m| m.to)
                .collect()
        },
    )
}

/// The set-up diagram: dots where the horse may go, rings on the back rank, the chariots' only
/// squares.
fn setup_marks() -> Marks {
    Marks {
        dots: drop_squares(Role::Ma),
        rings: drop_squares(Role::Ruea),
        ..Marks::default()
    }
}

/// The promotion diagram: an arrow to each square where the general may appear off the pawn's
/// square, and a ring on the pawn, which may also promote where it stands.
fn promotion_marks() -> Marks {
    let promotions: Vec<(Square, Square)> = Position::from_fen(Variant::Sittuyin, PROMOTION)
        .map_or_else(
            |_| Vec::new(),
            |pos| {
                pos.legal_moves()
                    .iter()
                    .filter(|m| m.kind == MoveKind::SittuyinPromotion)
                    .map(|m| (m.from, m.to))
                    .collect()
            },
        );
    Marks {
        rings: promotions
            .iter()
            .filter(|(from, to)| from == to)
            .map(|&(from, _)| from)
            .collect(),
        arrows: promotions
            .into_iter()
            .filter(|(from, to)| from != to)
            .collect(),
        ..Marks::default()
    }
}

/// Sittuyin's counting limits against a bare king: with a chariot, an elephant, a horse.
fn limits() -> [u32; 3] {
    ["R3K3", "2S1K3", "1N2K3"].map(|white| {
        Position::from_fen(
            Variant::Sittuyin,
            &format!("4k3/8/8/8/8/8/8/{white}[] b - - 0 40"),
        )
        .map_or(0, |pos| pos.count_limit(Color::Black))
    })
}

/// A FEN of Sittuyin's play with one White piece on c3, as the Makruk pieces' diagrams have it.
fn lone_piece_fen(role: Role) -> String {
    format!(
        "{}[] w - - 0 9",
        pieces::lone_piece_fen(role, false)
            .split(' ')
            .next()
            .unwrap_or_default()
    )
}

/// The list of pieces with their Burmese, English and Thai names and a diagram of their moves.
fn pieces_list(props: &HelpProps) -> Html {
    let lang = props.lang;
    let rows = PIECES.iter().map(|&(role, burmese, moves)| {
        let name = piece_name_in(Variant::Sittuyin, role, false);
        // The romanized name is for English readers; a Burmese page has the name already.
        let heading = match lang {
            Lang::En => format!(
                " · {} · {}",
                name.meaning,
                lang.role_in(Variant::Sittuyin, role, false)
            ),
            Lang::My => String::new(),
            _ => format!(" · {}", lang.role_in(Variant::Sittuyin, role, false)),
        };
        html! {
            <li class="help-piece" data-piece-name={name.meaning}>
                { diagram(&DiagramProps {
                    variant: Variant::Sittuyin,
                    fen: lone_piece_fen(role).into(),
                    region: pieces::MOVES_REGION,
                    marks: pieces::reach(role, false),
                    set: props.pieces,
                    label: lang.role_title_in(Variant::Sittuyin, role, false).into(),
                }) }
                <div>
                    <strong lang="my">{ burmese }</strong>{ heading }
                    <p>{ lang.t(moves) }</p>
                </div>
            </li>
        }
    });
    html! { <ul class="help-pieces">{ for rows }</ul> }
}

/// Sittuyin's section.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let [chariot, elephant, horse] = limits();
    html! {
        <>
            <p>{ quoting(&tr!(lang, "help-sittuyin-intro", burmese = QUOTED[0]), &[Quote::Name(BURMESE, "my")]) }</p>
            <h4>{ lang.t(crate::key!("help-sittuyin-the-pieces")) }</h4>
            <p>{ quoting(&tr!(lang, "help-sittuyin-pieces-intro", general = QUOTED[0], elephant = QUOTED[1]),
                         &[Quote::Notation("F"), Quote::Notation("S")]) }</p>
            { pieces_list(props) }
            <h4>{ lang.t(crate::key!("help-sittuyin-setting-up")) }</h4>
            { para(lang, crate::key!("help-sittuyin-start")) }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: START.into(),
                region: LOWER_HALF,
                marks: setup_marks(),
                set: props.pieces,
                label: lang.t(crate::key!("help-sittuyin-where-white-may-place-its")).into(),
            }) }
            { para(lang, crate::key!("help-sittuyin-placing")) }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: ARRANGED.into(),
                region: Region::BOARD,
                marks: Marks::default(),
                set: props.pieces,
                label: lang.t(crate::key!("help-sittuyin-the-pieces-set-up-ready")).into(),
            }) }
            <h4>{ lang.t(crate::key!("help-sittuyin-promotion")) }</h4>
            { para(lang, crate::key!("help-sittuyin-promotion-squares")) }
            { diagram(&DiagramProps {
                variant: Variant::Sittuyin,
                fen: PROMOTION.into(),
                region: Region::BOARD,
                marks: promotion_marks(),
                set: props.pieces,
                label: lang.t(crate::key!("help-sittuyin-the-pawn-on-d5-may")).into(),
            }) }
            { para(lang, crate::key!("help-sittuyin-promotion-limits")) }
            <h4>{ lang.t(crate::key!("help-sittuyin-the-end-of-the-game")) }</h4>
            { para(lang, crate::key!("help-sittuyin-end")) }
            <p>{ tr!(lang, "help-sittuyin-counting", chariot = chariot, elephant = elephant, horse = horse) }</p>
            <h4>{ lang.t(crate::key!("help-sittuyin-where-these-rules-come-from")) }</h4>
            { para(lang, crate::key!("help-sittuyin-sources")) }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagrams_read_and_follow_the_rules() {
        for fen in [START, ARRANGED, PROMOTION] {
            assert!(Position::from_fen(Variant::Sittuyin, fen).is_ok(), "{fen}");
        }
        let setup = setup_marks();
        assert_eq!(
            setup.dots.len(),
            20,
            "the empty squares of White's three ranks"
        );
        assert_eq!(setup.rings.len(), 8, "the chariots' back rank");
        assert!(setup.rings.iter().all(|sq| sq.rank() == 0));
        let promotion = promotion_marks();
        let square = |name| Square::from_name(name).expect("square");
        assert_eq!(promotion.rings, [square("d5")]);
        let mut targets: Vec<String> = promotion
            .arrows
            .iter()
            .map(|(_, to)| to.to_string())
            .collect();
        targets.sort();
        assert_eq!(
            targets,
            ["c4", "e4", "e6"],
            "not c6, which attacks the chariot"
        );
    }

    #[test]
    fn each_piece_diagram_reads() {
        for (role, ..) in PIECES {
            let pos = Position::from_fen(Variant::Sittuyin, &lone_piece_fen(role)).expect("fen");
            assert_eq!(pos.piece_at(Square::new(2, 2)).map(|p| p.role), Some(role));
        }
    }

    #[test]
    fn each_piece_says_how_it_moves() {
        for (.., moves) in PIECES {
            super::super::tests::assert_translated(moves);
        }
    }

    #[test]
    fn counting_limits_are_the_rules() {
        assert_eq!(limits(), [16, 44, 64]);
    }
}
