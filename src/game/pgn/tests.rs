use makruk_core::{Color, CountAction, CountKind, Game, Position, RecordedResult, Variant};

use super::*;
use crate::game::model::{CountControl, Status};
use crate::library::import::{import_text, imported_game, parse_import, ImportError, Imported};
use crate::settings::{GameSettings, Opponent, Prefs};

#[test]
fn pgn_round_trips_through_import() {
    let state = State::from_replayed(
        import_text("[White \"Ann\"]\n1. e4 e5 2. Nd2 Qe7 *", Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    let text = pgn_text(&state, "2026.11.23");
    assert!(text.contains("[Date \"2026.11.23\"]"), "{text}");
    assert!(text.contains("[Variant \"Makruk\"]"), "{text}");
    let back = State::from_replayed(
        import_text(&text, Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    assert_eq!(back.game.moves(), state.game.moves());
    assert_eq!(back.game.fen(), state.game.fen());
    assert_eq!(back.names, state.names);
    assert!(text.contains("[White \"Ann\"]"), "{text}");
}

#[test]
fn results_follow_the_state_of_play() {
    let mut state = State::new_game(GameSettings::default(), Prefs::default());
    assert_eq!(state.game.pgn_result(), "*");
    state
        .game
        .record_result(RecordedResult::Resignation(Color::White))
        .unwrap();
    assert!(pgn_text(&state, "2026.01.01").trim_end().ends_with("0-1"));
}

/// A two-player game from a position where board's honour applies once White takes the last bia.
fn two_players_before_board_honour() -> State {
    let settings = GameSettings {
        opponent: crate::settings::Opponent::Human,
        ..GameSettings::default()
    };
    let start = Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1").unwrap();
    let mut state = State::new_game(settings, Prefs::default());
    state.game = crate::model::record::new_game(start, settings.options);
    state
}

#[test]
fn a_game_nobody_counted_comes_back_from_pgn_without_a_count() {
    let mut state = two_players_before_board_honour();
    let m = state.game.position().parse_uci_move("a2a4").unwrap();
    state.game.play(m).unwrap();
    assert!(
        state.count_controls().contains(&CountControl::Start),
        "board's honour is Black's to count"
    );
    let back = State::from_replayed(
        import_text(&pgn_text(&state, "2026.11.25"), Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    assert_eq!(back.game.fen(), state.game.fen());
    assert_eq!(back.counting(), None, "nobody counted");
    assert!(back.game.counting_actions().is_empty());
}

#[test]
fn the_players_counting_comes_back_from_pgn() {
    let mut state = two_players_before_board_honour();
    let m = state.game.position().parse_uci_move("a2a4").unwrap();
    state.game.play(m).unwrap();
    state.game.start_counting().unwrap();
    let m = state.game.position().parse_uci_move("e8f8").unwrap();
    state.game.play(m).unwrap();
    let back = State::from_replayed(
        import_text(&pgn_text(&state, "2026.11.25"), Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    assert_eq!(back.game.counting_actions(), state.game.counting_actions());
    assert_eq!(back.counting(), state.counting());
    assert!(back.counting().is_some());
}

#[test]
fn annotations_come_in_with_an_import_and_go_out_with_the_export() {
    let text = "{Opening} 1. e4 $1 {the usual} (1. d4 d5) 1... e5?! 2. Md2 *";
    let state = State::from_replayed(
        import_text(text, Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    assert_eq!(
        state.annotations.comment_at(1).as_deref(),
        Some("the usual")
    );
    let state = yew::Reducible::reduce(
        std::rc::Rc::new(state),
        crate::game::model::Action::Comment(3, "met out early".into()),
    );
    let exported = pgn_text(&state, "2026.11.26");
    assert!(
        exported.contains(
            "{Opening} 1. e4 $1 {the usual} (1. d4 d5) 1... e5 $6 2. Md2 {met out early} *"
        ),
        "{exported}"
    );
    let chess = pgn_text_with(&state, "2026.11.26", Letters::Chess);
    assert!(chess.contains("2. Qd2 {met out early} *"), "{chess}");
    let back = State::from_replayed(
        import_text(&chess, Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    assert_eq!(back.annotations, state.annotations);
    assert_eq!(back.record().annotations, state.annotations);
}

#[test]
fn sittuyin_games_round_trip_through_pgn_with_drops_a_promotion_and_a_count() {
    for game in crate::testing::sittuyin_games() {
        let settings = GameSettings {
            variant: Variant::Sittuyin,
            opponent: crate::settings::Opponent::Human,
            options: game.options,
            ..Default::default()
        };
        let record = crate::model::record::Record {
            game,
            ..crate::model::record::Record::new(settings, Position::startpos(Variant::Sittuyin))
        };
        let state = State::from_record(record, Prefs::default()).expect("legal");
        let text = pgn_text(&state, "2026.11.26");
        assert!(text.contains("[Variant \"Sittuyin\"]"), "{text}");
        let back = State::from_replayed(
            import_text(&text, Variant::Makruk).expect("the exported PGN imports"),
            Prefs::default(),
        );
        assert_eq!(back.game.moves(), state.game.moves());
        assert_eq!(back.game.fen(), state.game.fen());
        assert_eq!(
            back.game.position().counting(),
            state.game.position().counting()
        );
    }
    let [setup, endgame] = crate::testing::sittuyin_games().map(|game| {
        let pgn = makruk_core::PgnGame::from_game(&game.replay().expect("legal"));
        makruk_core::write_pgn(&pgn)
    });
    assert!(setup.contains("1. R@a1 R@a8 2. R@h1 R@h8"), "{setup}");
    assert!(endgame.contains("40. d5=F Ke7 41. Rxb4"), "{endgame}");
}

/// A game read from text, parsed as Makruk.
fn import(text: &str) -> Result<Imported, ImportError> {
    parse_import(text, Variant::Makruk)
}

/// The app state an imported game opens as.
fn imported_state(imported: &Imported, prefs: Prefs) -> State {
    State::from_replayed(
        imported_game(imported).expect("an imported game replays"),
        prefs,
    )
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

#[test]
fn the_chat_is_exported_only_when_asked_where_each_message_was_said() {
    use crate::model::chat::Chat;
    let mut state = State::from_replayed(
        import_text("[White \"Ann\"]\n1. e4 e5 2. Nd2 Qe7 *", Variant::Makruk).unwrap(),
        Prefs::default(),
    );
    state.chat = Chat::good_luck_then(2, "nice {move}", false);
    let plain = pgn_text(&state, "2026.12.07");
    assert!(
        !plain.contains("Good luck") && !plain.contains("nice"),
        "{plain}"
    );
    let with_chat = pgn_text_with_chat(&state, "2026.12.07", Letters::FairyStockfish);
    assert!(with_chat.contains("{Ann: Good luck!} 1. e4"), "{with_chat}");
    assert!(
        with_chat.contains("e5 {Black: nice {move)} 2."),
        "{with_chat}"
    );
    let back = import_text(&with_chat, Variant::Makruk).expect("the export imports");
    assert_eq!(State::from_replayed(back, Prefs::default()).plies(), 4);
}
