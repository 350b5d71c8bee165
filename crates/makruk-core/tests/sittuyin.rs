//! Sittuyin: the set-up phase by drops, promotion as a move of its own, notation, and bad input
//! refused without a change (rules.md, "Sittuyin").

use makruk_core::{
    parse_pgn, write_pgn, EndReason, FenError, FenField, Game, Move, MoveKind, PgnGame, Position,
    Role, UciMoveError, Variant,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Sittuyin, fen).expect("valid Sittuyin FEN")
}

fn uci(pos: &Position, text: &str) -> Move {
    pos.parse_uci_move(text).expect("legal move")
}

#[test]
fn set_up_is_sixteen_drops_then_play_from_move_nine() {
    let mut pos = Position::startpos(Variant::Sittuyin);
    assert!(pos.is_setup_phase());
    assert_eq!(pos.legal_moves().len(), 88);
    assert!(pos.legal_moves().iter().all(|m| m.dropped().is_some()));
    for drop in [
        "K@e1", "K@d8", "F@e3", "F@d6", "S@d2", "S@e7", "S@e2", "S@d7", "N@c2", "N@f7", "N@f2",
        "N@c7", "R@a1", "R@h8", "R@h1", "R@a8",
    ] {
        let m = uci(&pos, drop);
        assert_eq!(pos.san(m), drop);
        pos.play(m).unwrap();
        assert_eq!(pos.hash(), pos.hash_from_scratch());
    }
    assert!(!pos.is_setup_phase());
    assert_eq!(
        pos.to_fen(),
        "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9"
    );
    assert_eq!(pos.legal_moves().len(), 28);
}

#[test]
fn drops_only_where_the_rules_allow_and_nothing_changes_otherwise() {
    let mut pos = Position::startpos(Variant::Sittuyin);
    let before = pos.clone();
    for bad in ["R@a2", "K@a4", "K@d5", "N@a3", "P@a1"] {
        match pos.parse_uci_move(bad) {
            Err(UciMoveError::Illegal(_) | UciMoveError::Syntax) => {}
            other => panic!("{bad} accepted: {other:?}"),
        }
    }
    assert!(pos
        .play(Move::drop(
            Role::Ruea,
            makruk_core::Square::from_name("b2").unwrap()
        ))
        .is_err());
    assert!(pos.parse_san("R@b2").is_err());
    assert!(
        pos.parse_uci_move("a3a4").is_err(),
        "a bia may not move during set-up"
    );
    assert_eq!(pos, before);
    pos.play(uci(&pos, "R@a1")).unwrap();
    assert!(
        pos.parse_uci_move("R@b1").is_err(),
        "Black drops in its own half"
    );
    assert!(pos.parse_uci_move("R@b8").is_ok());
}

#[test]
fn promotion_is_a_move_of_its_own_in_place_or_diagonally() {
    let pos = pos("4k3/8/8/3P4/8/8/8/4K3[] w - - 0 30");
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            "d5c4f", "d5c6f", "d5d5f", "d5d6", "d5e4f", "d5e6f", "e1d1", "e1d2", "e1e2", "e1f1",
            "e1f2"
        ]
    );
    let in_place = uci(&pos, "d5d5f");
    assert_eq!(in_place.kind, MoveKind::SittuyinPromotion);
    assert_eq!(pos.san(in_place), "d5=F");
    assert_eq!(pos.parse_san("d5=F"), Ok(in_place));
    let diagonal = uci(&pos, "d5c6f");
    assert_eq!(pos.san(diagonal), "d5c6=F");
    assert_eq!(pos.parse_san("d5c6=F"), Ok(diagonal));
    assert_eq!(pos.parse_san("d6"), Ok(uci(&pos, "d5d6")));
    let mut after = pos.clone();
    after.play(diagonal).unwrap();
    assert_eq!(after.to_fen(), "4k3/8/2F5/8/8/8/8/4K3[] b - - 0 30");
}

#[test]
fn disallowed_promotions_are_refused() {
    // With a general on the board, no promotion.
    let with_general = pos("4k3/8/8/3P4/8/8/P7/F3K3[] w - - 0 30");
    assert!(with_general
        .legal_moves()
        .iter()
        .all(|m| m.kind != MoveKind::SittuyinPromotion));
    assert!(with_general.parse_uci_move("d5d5f").is_err());
    // Off the zone with another bia: a2 may not promote, d5 may.
    let two = pos("4k3/8/8/3P4/8/8/P7/4K3[] w - - 0 30");
    assert!(two.parse_uci_move("a2a2f").is_err());
    assert!(two.parse_uci_move("d5d5f").is_ok());
    // Never onto an occupied square, never attacking an enemy piece, never giving check.
    let near = pos("8/5k2/8/3P4/2n5/8/8/4K3[] w - - 0 30");
    for bad in ["d5c4f", "d5d5f", "d5e6f"] {
        assert!(near.parse_uci_move(bad).is_err(), "{bad}");
    }
    assert!(near.parse_uci_move("d5c6f").is_ok() && near.parse_uci_move("d5e4f").is_ok());
    // A Makruk-style promotion letter is not Sittuyin's.
    assert!(two.parse_uci_move("d5d6m").is_err());
}

#[test]
fn bad_fens_are_refused_with_the_reason() {
    let err = |fen: &str| Position::from_fen(Variant::Sittuyin, fen).unwrap_err();
    // No hand, and a bia in hand.
    for fen in [
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8 w - - 0 1",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNPkfrrssnn] w - - 0 1",
    ] {
        let refused = err(fen);
        assert!(
            matches!(
                refused,
                FenError::Malformed {
                    field: FenField::Hand,
                    ..
                }
            ),
            "{refused:?}"
        );
    }
    assert!(matches!(
        err("8/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[KFRRSSNNkfrrssnn] w - - 0 1"),
        FenError::KhunCount { count: 2, .. }
    ));
    assert!(matches!(
        err("8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRRSSNNkfrrssnn] w - - 0 1"),
        FenError::TooManyPieces {
            role: Role::Ruea,
            ..
        }
    ));
    // Pieces in hand, yet a ruea off its back rank or a bia that has moved.
    for fen in [
        "8/8/4pppp/pppp4/4PPPP/PPPP4/R7/8[KFRSSNNkfrrssnn] w - - 0 1",
        "8/8/4pppp/pppp4/P3PPPP/1PPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    ] {
        assert!(matches!(err(fen), FenError::SetupPlacement(_)), "{fen}");
    }
    assert!(matches!(
        Position::from_fen(
            Variant::Makruk,
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR[] w - - 0 1"
        ),
        Err(FenError::NotInVariant {
            field: FenField::Hand,
            ..
        })
    ));
}

#[test]
fn only_promotions_left_is_a_draw() {
    let pos = pos("P5r1/8/8/4k3/8/8/r7/7K[] w - - 0 40");
    assert!(pos.has_only_promotions());
    assert_eq!(pos.outcome().map(|o| o.reason), Some(EndReason::Stalemate));
}

#[test]
fn pgn_round_trips_a_game_with_its_set_up() {
    let mut game = Game::from_position(Position::startpos(Variant::Sittuyin));
    for text in [
        "K@e1", "K@d8", "F@e3", "F@d6", "S@d2", "S@e7", "S@e2", "S@d7", "N@c2", "N@f7", "N@f2",
        "N@c7", "R@a1", "R@h8", "R@h1", "R@a8", "e5",
    ] {
        let m = game.position().parse_san(text).expect(text);
        game.play(m).unwrap();
    }
    let mut pgn = PgnGame::from_game(&game);
    pgn.tags.retain(|(name, _)| name != "Date");
    let text = write_pgn(&pgn);
    assert!(text.contains("[Variant \"Sittuyin\"]"), "{text}");
    assert!(text.contains("1. K@e1 K@d8 2. F@e3"), "{text}");
    assert!(!text.contains("[FEN"), "{text}");
    let read = parse_pgn(&text).expect("reads back");
    assert_eq!(read.variant(), Variant::Sittuyin);
    assert_eq!(read.moves, pgn.moves);
}
