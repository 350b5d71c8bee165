use makruk_core::{CountAction, CountKind, Game, Variant};

use super::*;
use crate::settings::Prefs;
use crate::state::{State, Status};

/// The app state an imported game opens as.
fn imported_state(imported: &Imported, prefs: Prefs) -> State {
    State::from_replayed(
        imported_game(imported).expect("an imported game replays"),
        prefs,
    )
}

fn import(text: &str) -> Result<Imported, ImportError> {
    parse_import(text, Variant::Makruk)
}

#[test]
fn reads_pgn_with_chess_letters_and_unicode_spacing() {
    let text = "[Event \"Club\"]\n[White \"Somchai\"]\n[Black \"?\"]\n[Variant \"makruk\"]\n\n\
                1.\u{a0}e4 e5 2.\u{2009}Bd2 Qe7 3.\u{202f}Ne2 *";
    let imported = import(text).unwrap();
    assert_eq!(imported.game.moves.len(), 5);
    let state = imported_state(&imported, Prefs::default());
    assert_eq!(state.plies(), 5);
    assert_eq!(state.settings.opponent, Opponent::Human);
    assert_eq!(state.view, None);
    assert_eq!(state.names, ["Somchai".to_string(), String::new()]);
    let sans: Vec<String> = state
        .game
        .moves()
        .iter()
        .zip(state.game.positions())
        .map(|(m, pos)| pos.san(*m))
        .collect();
    assert_eq!(sans, ["e4", "e5", "Sd2", "Me7", "Ne2"]);
}

#[test]
fn reads_bare_uci_and_san_move_lists() {
    let san = import("e4 e5 Nd2").unwrap();
    let uci = import("e3e4 e6e5 b1d2").unwrap();
    assert_eq!(san.game.moves, uci.game.moves);
    assert_eq!(
        san.game.start_position(),
        Ok(Position::startpos(Variant::Makruk))
    );
    let err = import("e3e4 e6e5 b1b3").unwrap_err();
    assert_eq!(err.to_string(), "move 2: \"b1b3\" is not a legal move here");
}

#[test]
fn reads_a_fen_in_the_current_variant() {
    let fen = "4k3/8/8/8/8/8/8/R2K3r w - - 0 1";
    assert!(looks_like_fen(fen));
    assert!(!looks_like_fen("1. e4 e5"));
    let imported = parse_import(fen, Variant::Makpong).unwrap();
    assert!(imported.game.moves.is_empty());
    let start = imported.game.start_position().unwrap();
    assert_eq!(start.variant(), Variant::Makpong);
    assert_eq!(
        start.to_fen().split(' ').next(),
        Some("4k3/8/8/8/8/8/8/R2K3r")
    );
}

#[test]
fn errors_name_the_move_number_and_token() {
    let err = import("1. e4 e5 2. Nd2 Kxe1").unwrap_err();
    let text = err.to_string();
    assert!(text.contains("move 2..."), "{text}");
    assert!(text.contains("\"Kxe1\""), "{text}");
}

#[test]
fn errors_name_the_fen_field() {
    let err = import("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1").unwrap_err();
    assert!(matches!(err, ImportError::Fen(_)));
    assert!(err.to_string().starts_with("FEN: "), "{err}");
}

#[test]
fn a_written_result_shows_as_the_outcome() {
    let state = imported_state(&import("1. e4 e5 0-1").unwrap(), Prefs::default());
    assert_eq!(
        state.status(),
        Status::Resigned {
            winner: makruk_core::Color::Black
        }
    );
    let drawn = imported_state(&import("1. e4 e5 1/2-1/2").unwrap(), Prefs::default());
    assert_eq!(drawn.status(), Status::DrawAgreed);
    let open = imported_state(&import("1. e4 e5 *").unwrap(), Prefs::default());
    assert!(!open.status().is_over());
}

#[test]
fn counts_where_the_rules_count_by_themselves() {
    let fen = "4k3/8/8/8/8/8/8/R2K3r w - - 0 1";
    let imported = import(&format!(
        "[Counting \"automatic\"]\n[FEN \"{fen}\"]\n1. Kc2 Kd7 2. Kd2 Ke8 *"
    ))
    .unwrap();
    let mut automatic = Game::from_position(imported.game.start_position().unwrap());
    for &m in &imported.game.moves {
        automatic.play(m).unwrap();
    }
    let state = imported_state(&imported, Prefs::default());
    let expected = automatic.counting().unwrap();
    let shown = state.counting().unwrap();
    assert_eq!(expected.kind, CountKind::BoardsHonour);
    assert_eq!(
        (shown.kind, shown.ply, shown.limit),
        (expected.kind, expected.ply, expected.limit)
    );
    assert_eq!(
        state.game.counting_actions().first().map(|a| a.1),
        Some(CountAction::Start)
    );
}

#[test]
fn an_expired_count_ends_the_imported_game() {
    let fen = "8/8/8/8/3k4/8/8/R2K4 b - 32 31 20";
    let state = imported_state(
        &import(&format!("[FEN \"{fen}\"]\n20... Kd5 21. Ra2 1/2-1/2")).unwrap(),
        Prefs::default(),
    );
    assert_eq!(state.plies(), 2);
    match state.status() {
        Status::Over(outcome) => {
            assert_eq!(outcome.winner, None);
            assert_eq!(outcome.reason, makruk_core::EndReason::Counting);
        }
        other => panic!("expected an expired count, got {other:?}"),
    }
}

#[test]
fn a_game_that_does_not_replay_is_refused_with_its_located_error() {
    let mut game = GameRecord::new(Variant::Makruk);
    game.options = game.options.with_counting(CountingMode::Manual);
    game.actions = vec![(0, CountAction::Start)];
    let imported = Imported {
        game,
        names: Default::default(),
        annotations: Default::default(),
    };
    let error = imported_game(&imported).unwrap_err();
    assert!(
        matches!(error, RecordError::Counting { ply: 0, .. }),
        "{error}"
    );
    let text = "{[%count start]} 1. e4 e5 *";
    let error = import_text(text, Variant::Makruk).unwrap_err().to_string();
    assert_eq!(
        error,
        "counting start after 0 moves: no count applies in this position"
    );
}

#[test]
fn long_names_are_cut_so_that_the_game_can_be_shared() {
    let long = "สมชาย".repeat(10);
    let imported = import(&format!("[White \"{long}\"]\n1. e4 *")).unwrap();
    let cut: String = long.chars().take(crate::record::MAX_NAME_CHARS).collect();
    assert_eq!(imported.names[0], cut);
    let (record, _) = imported_game(&imported).unwrap().into_parts();
    let shared = crate::formats::link::SharedGame::of(&record);
    assert!(crate::formats::link::encode(&shared).is_ok());
}

#[test]
fn sittuyin_imports_refuse_what_the_rules_do_not_allow_and_say_where() {
    let pgn = |fen: Option<&str>, moves: &str| {
        let fen = fen.map_or(String::new(), |f| format!("[SetUp \"1\"]\n[FEN \"{f}\"]\n"));
        format!("[Variant \"Sittuyin\"]\n{fen}\n{moves} *")
    };
    for (text, said) in [
        (pgn(None, "1. R@a1 R@a2"), "R@a2"),
        (pgn(None, "1. R@a2"), "R@a2"),
        (
            pgn(Some("4k3/8/8/3P4/8/8/8/2K1F3[] w - - 0 40"), "40. d5=F"),
            "d5=F",
        ),
        (
            pgn(
                Some("8/8/4pppp/pppp4/4PPPP/PPPP4/R7/8[KSSFRNNkssfrrnn] b - - 0 1"),
                "1... R@a8",
            ),
            "a2",
        ),
        (
            "8/8/4pppp/pppp4/4PPPP/PPPP4/R7/8[KSSFRNNkssfrrnn] b - - 0 1".to_string(),
            "a2",
        ),
    ] {
        let error = import_text(&text, Variant::Sittuyin)
            .map(|_| ())
            .expect_err(&text)
            .to_string();
        assert!(error.contains(said), "{text}: {error}");
    }
}

#[test]
fn every_import_error_has_its_message_in_every_language() {
    let errors = [
        import("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1").unwrap_err(),
        import("1. e4 e5 2. Nd2 Kxe1 3. Nc4 *").unwrap_err(),
        import("e3e4 e6e5 e1e8").unwrap_err(),
        import_text("{[%count start]} 1. e4 e5 *", Variant::Makruk).unwrap_err(),
        ImportError::Replay(RecordError::ActionAfterEnd { ply: 5, moves: 4 }),
    ];
    for error in &errors {
        match error {
            ImportError::Fen(_)
            | ImportError::Pgn(_)
            | ImportError::Move { .. }
            | ImportError::Replay(_) => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 4);
    for error in &errors {
        crate::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, error, Variant::Makruk)
        });
    }
    let english: Vec<String> = errors
        .iter()
        .map(|error| error_text(Lang::En, error, Variant::Makruk))
        .collect();
    assert_eq!(
        english,
        [
            "FEN: The side to move of the FEN cannot be read: found “x”, expected w or b.",
            "move 2... \"Kxe1\": no legal move \"Kxe1\" in this position",
            "move 2: \"e1e8\" is not a legal move here",
            "counting start after 0 moves: no count applies in this position",
            "counting action after 5 moves, but the game has only 4",
        ]
    );
    assert_eq!(
        error_text(Lang::My, &errors[1], Variant::Makruk),
        "ရွှေ့ကွက် ၂... “Kxe1” - ဤအနေအထားတွင် စည်းမျဉ်းနှင့်ညီသော ရွှေ့ကွက် “Kxe1” မရှိပါ"
    );
}

#[test]
fn counts_walkers_count_where_his_rules_count_by_themselves() {
    // Two rueas take Black's met: his table's 4 moves, counted from 0 by the rules.
    let fen = "4k3/8/3m4/8/8/8/8/3RK2R w - - 0 30";
    let imported = import(&format!(
        "[Counting \"automatic\"]\n[RuleSet \"walker\"]\n[FEN \"{fen}\"]\n30. Rxd6 Kf8 31. Rh7 *"
    ))
    .unwrap();
    assert_eq!(imported.game.options.rule_set, makruk_core::RuleSet::Walker);
    let state = imported_state(&imported, Prefs::default());
    let shown = state.counting().expect("Black's count");
    assert_eq!(
        (shown.kind, shown.ply, shown.limit_moves()),
        (CountKind::Walker, 2, 4)
    );
    assert_eq!(
        state.game.counting_actions().first(),
        Some(&(1, CountAction::Start))
    );
}
