//! The pieces: each with its Thai name, transliteration and meaning, and a diagram of its moves.
use makruk_core::{attacks, Bitboard, Color, Role, Square, Variant};
use yew::prelude::*;

use super::{para, HelpProps};
use crate::text::{piece_name, Key};
use crate::ui::svg::{Marks, Region};
use crate::ui::{diagram, DiagramProps};

/// Makruk's start position.
pub(super) const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/// The square a piece stands on in its move diagram (c3, the centre of a1–e5).
const CENTRE: Square = Square::new(2, 2);

/// The pieces in the order the help shows them, with the messages of their names (the
/// transliteration, and in English the meaning) and of what each does.
const PIECES: [(Role, bool, Key, Key); 7] = [
    (
        Role::Khun,
        false,
        crate::key!("help-pieces-name-khun"),
        crate::key!("help-pieces-khun-moves"),
    ),
    (
        Role::Met,
        false,
        crate::key!("help-pieces-name-met"),
        crate::key!("help-pieces-met-moves"),
    ),
    (
        Role::Khon,
        false,
        crate::key!("help-pieces-name-khon"),
        crate::key!("help-pieces-khon-moves"),
    ),
    (
        Role::Ma,
        false,
        crate::key!("help-pieces-name-ma"),
        crate::key!("help-pieces-ma-moves"),
    ),
    (
        Role::Ruea,
        false,
        crate::key!("help-pieces-name-ruea"),
        crate::key!("help-pieces-ruea-moves"),
    ),
    (
        Role::Bia,
        false,
        crate::key!("help-pieces-name-bia"),
        crate::key!("help-pieces-bia-moves"),
    ),
    (
        Role::Bia,
        true,
        crate::key!("help-pieces-name-bia-ngai"),
        crate::key!("help-pieces-bia-ngai-moves"),
    ),
];

/// Where a White piece on c3 of an empty board moves (dots) and captures only (rings), from the
/// rules core's attack tables, within a1–e5.
pub(super) fn reach(role: Role, promoted: bool) -> Marks {
    let (moves, captures) = match role {
        _ if promoted => (attacks::met_attacks(CENTRE), Bitboard(0)),
        Role::Khun => (attacks::khun_attacks(CENTRE), Bitboard(0)),
        Role::Met => (attacks::met_attacks(CENTRE), Bitboard(0)),
        Role::Khon => (attacks::khon_attacks(Color::White, CENTRE), Bitboard(0)),
        Role::Ma => (attacks::ma_attacks(CENTRE), Bitboard(0)),
        Role::Ruea => (attacks::ruea_attacks(CENTRE, Bitboard(0)), Bitboard(0)),
        Role::Bia => (
            Bitboard::from_square(Square::new(2, 3)),
            attacks::bia_attacks(Color::White, CENTRE),
        ),
    };
    let shown = |b: Bitboard| {
        b.into_iter()
            .filter(|&sq| MOVES_REGION.contains(sq))
            .collect()
    };
    Marks {
        dots: shown(moves),
        rings: shown(captures),
        ..Marks::default()
    }
}

/// The part of the board a piece's move diagram shows.
pub(super) const MOVES_REGION: Region = Region {
    files: (0, 4),
    ranks: (0, 4),
};

/// A FEN with one White piece on c3 and the khun out of the way (on h1, or c3 itself).
pub(super) fn lone_piece_fen(role: Role, promoted: bool) -> String {
    let letter = match role {
        Role::Khun => "K".to_string(),
        _ if promoted => "M~".to_string(),
        _ => role.char().to_ascii_uppercase().to_string(),
    };
    let khun = if role == Role::Khun { "8" } else { "7K" };
    format!("k7/8/8/8/8/2{letter}5/8/{khun} w - - 0 1")
}

/// The pieces topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    let rows = PIECES.iter().map(|&(role, promoted, named, moves)| {
        let name = piece_name(role, promoted);
        html! {
            <li class="help-piece" data-piece-name={name.roman}>
                { diagram(&DiagramProps {
                    variant: Variant::Makruk,
                    fen: lone_piece_fen(role, promoted).into(),
                    region: MOVES_REGION,
                    marks: reach(role, promoted),
                    set: props.pieces,
                    label: lang.role_title(role, promoted).into(),
                }) }
                <div>
                    <strong lang="th">{ name.thai }</strong>{ " · " }{ lang.t(named) }
                    <p>{ lang.t(moves) }</p>
                </div>
            </li>
        }
    });
    html! {
        <>
            { para(lang, crate::key!("help-pieces-intro")) }
            { diagram(&DiagramProps {
                variant: Variant::Makruk,
                fen: START_FEN.into(),
                region: Region::BOARD,
                marks: Marks::default(),
                set: props.pieces,
                label: lang.t(crate::key!("help-pieces-the-start-position")).into(),
            }) }
            <ul class="help-pieces">{ for rows }</ul>
        </>
    }
}

#[cfg(test)]
mod tests {
    use makruk_core::{Position, Variant};

    use super::*;
    use crate::text::Lang;

    #[test]
    fn diagrams_show_each_pieces_moves() {
        assert_eq!(reach(Role::Khun, false).dots.len(), 8);
        assert_eq!(reach(Role::Ma, false).dots.len(), 8);
        assert_eq!(reach(Role::Khon, false).dots.len(), 5);
        assert_eq!(reach(Role::Ruea, false).dots.len(), 8);
        assert_eq!(reach(Role::Bia, true), reach(Role::Met, false));
        let bia = reach(Role::Bia, false);
        assert_eq!((bia.dots.len(), bia.rings.len()), (1, 2));
    }

    #[test]
    fn each_piece_has_its_name_and_moves_in_words() {
        for (role, promoted, named, moves) in PIECES {
            super::super::tests::assert_translated(moves);
            let roman = piece_name(role, promoted).roman;
            assert!(
                Lang::En.t(named).starts_with(&format!("{roman} · “")),
                "{named:?}"
            );
            assert_eq!(Lang::Th.t(named), roman);
        }
        assert_eq!(Lang::En.t(PIECES[1].2), "met · “seed”");
    }

    #[test]
    fn each_piece_diagram_reads() {
        for (role, promoted, ..) in PIECES {
            let pos = Position::from_fen(Variant::Makruk, &lone_piece_fen(role, promoted)).unwrap();
            let piece = pos.piece_at(CENTRE).unwrap();
            assert_eq!(
                (piece.role, pos.is_promoted(CENTRE)),
                (if promoted { Role::Met } else { role }, promoted)
            );
        }
    }
}
