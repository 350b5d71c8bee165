use super::*;

#[test]
fn every_save_error_has_its_message_in_every_language() {
    let errors = [
        SaveError::Header,
        SaveError::Missing("moves"),
        SaveError::Bad {
            key: "variant",
            value: "chess".into(),
        },
        SaveError::Options(OptionsError::Unreadable),
        SaveError::Replay(RecordError::ActionOrder { ply: 3 }),
    ];
    for error in &errors {
        match error {
            SaveError::Header
            | SaveError::Missing(_)
            | SaveError::Bad { .. }
            | SaveError::Options(_)
            | SaveError::Replay(_) => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 5);
    for error in errors {
        crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, &error)
        });
    }
    assert_eq!(
        error_text(Lang::En, &SaveError::Missing("moves")),
        "missing `moves`"
    );
}

/// Checks that `text` with `from` replaced by `to` is refused for its line `key`.
fn assert_line_refused(text: &str, from: &str, to: &str, key: &str) {
    let changed = text.replace(from, to);
    let refused = decode_game(&changed);
    assert!(
        matches!(refused, Err(SaveError::Bad { key: k, .. }) if k == key),
        "{refused:?}"
    );
}

/// A Cambodian two-player game with a clock after `1. e4 d5`, Black at the bottom, named players.
fn sample() -> Record {
    let settings = GameSettings {
        variant: Variant::Cambodian,
        opponent: Opponent::Human,
        user_side: Color::Black,
        clock: Some(TimeControl::new(5, 3)),
        options: GameSettings::options_for(Variant::Cambodian),
        handicap: Default::default(),
    };
    let mut record = Record::new(settings, Position::startpos(Variant::Cambodian));
    let mut pos = Position::startpos(Variant::Cambodian);
    for uci in ["e3e4", "d6d5"] {
        let m = pos.parse_uci_move(uci).expect("legal");
        pos.play_unchecked(m);
        record.game.moves.push(m);
    }
    record.flipped = true;
    record.names = ["Somchai Jaidee".into(), "ดวงใจ".into()];
    record
}

#[test]
fn notes_round_trip_and_saves_without_them_still_open() {
    let mut record = sample();
    let text = encode_game(&record);
    assert!(text.starts_with("makruk-save 3\n") && !text.contains("notes"));
    let second = text.replace("makruk-save 3", "makruk-save 2");
    assert_eq!(decode_game(&second).expect("a save of version 2"), record);

    let pgn = makruk_core::parse_pgn("[Variant \"Cambodian\"]\n1. e4 {ok} (1. d4 $5) d5 $2 *")
        .expect("PGN");
    record.annotations = pgn.annotations();
    let text = encode_game(&record);
    assert!(
        text.contains("\nnotes 1. e4 {ok} (1. d4 $5) 1... d5 $2\n"),
        "{text}"
    );
    assert_eq!(decode_game(&text).expect("a save with notes"), record);

    assert_line_refused(&text, "notes 1. e4", "notes 1. c4", "notes");
}

#[test]
fn hints_round_trip_and_saves_without_them_have_none() {
    let mut record = sample();
    assert!(!encode_game(&record).contains("hints"));
    record.hints_used = 3;
    let text = encode_game(&record);
    assert!(text.ends_with("\nhints 3\n"), "{text}");
    assert_eq!(decode_game(&text).expect("a save with hints"), record);
    assert_line_refused(&text, "hints 3", "hints many", "hints");
}

#[test]
fn game_round_trips() {
    let state = sample();
    let text = encode_game(&state);
    let back = decode_game(&text).expect("readable save");
    assert_eq!(back.game.moves, state.game.moves);
    assert_eq!(
        back.game.replay().unwrap().fen(),
        state.game.replay().unwrap().fen()
    );
    assert_eq!(back.settings, state.settings);
    assert!(back.game.actions.is_empty());
    assert!(back.flipped);
    assert_eq!(back.clock_ms, state.clock_ms);
    assert_eq!(back.names, state.names);
    assert_eq!(encode_game(&back), text);
}

#[test]
fn sittuyin_games_with_drops_a_promotion_and_a_count_round_trip() {
    for game in crate::testing::sittuyin_games() {
        let settings = GameSettings {
            variant: Variant::Sittuyin,
            opponent: Opponent::Human,
            options: game.options,
            ..GameSettings::default()
        };
        let record = Record {
            game,
            ..Record::new(settings, Position::startpos(Variant::Sittuyin))
        };
        let text = encode_game(&record);
        assert!(text.contains("variant sittuyin"), "{text}");
        let back = decode_game(&text).expect("a Sittuyin save opens");
        assert_eq!(back, record);
        assert_eq!(
            back.game.replay().expect("legal").fen(),
            record.game.replay().expect("legal").fen()
        );
    }
}

#[test]
fn a_time_forfeit_is_kept_with_or_without_a_clock() {
    let mut record = sample();
    record.game.result = Some(RecordedResult::TimeForfeit(Color::White));
    record.clock_ms = Some([0, 120_000]);
    let text = encode_game(&record);
    assert!(text.contains("clock 300000 3000 0 120000 white\n"));
    assert!(text.contains("agreement none\n"));
    assert_eq!(decode_game(&text).expect("readable save"), record);
    // A game opened from a link has no clock: the forfeit is written as the game's result.
    record.settings.clock = None;
    record.clock_ms = None;
    let text = encode_game(&record);
    assert!(text.contains("clock none\n") && text.contains("agreement forfeit white\n"));
    assert_eq!(decode_game(&text).expect("readable save"), record);
    assert_line_refused(
        &text,
        "clock none",
        "clock 300000 3000 0 120000 black",
        "agreement",
    );
}

#[test]
fn names_round_trip_even_when_one_is_missing() {
    let state = Record {
        names: [String::new(), "ดวงใจ".into()],
        ..sample()
    };
    let back = decode_game(&encode_game(&state)).expect("readable save");
    assert_eq!(back.names, [String::new(), "ดวงใจ".to_string()]);
    let old = encode_game(&state).replace("names \tดวงใจ\n", "");
    let back = decode_game(&old).expect("a save without names");
    assert_eq!(back.names, [String::new(), String::new()]);
    let long = encode_game(&state).replace("names \tดวงใจ", &format!("names {}\t", "ก".repeat(40)));
    let back = decode_game(&long).expect("a save with a long name");
    assert_eq!(back.names, ["ก".repeat(16), String::new()]);
}

#[test]
fn standing_offers_are_read_in_a_live_game_only_and_strictly() {
    let mut record = sample();
    record.settings.opponent = Opponent::Live { game_id: 7 };
    record.offers.draw = true;
    let text = encode_game(&record);
    assert!(text.ends_with("offers draw\n"), "{text}");
    assert_eq!(decode_game(&text), Ok(record.clone()));
    assert_line_refused(&text, "offers draw", "offers rematch", "offers");
    assert_line_refused(
        &text,
        "opponent live 0000000000000007",
        "opponent human",
        "offers",
    );
    // The same save without the line opens with no offer standing.
    let without = decode_game(&text.replace("offers draw\n", "")).expect("opens");
    assert_eq!(without.offers, Default::default());
}

#[test]
fn corrupt_saves_are_typed_errors() {
    let text = encode_game(&sample());
    assert_eq!(decode_game("").err(), Some(SaveError::Header));
    assert_eq!(decode_game("{\"json\":1}").err(), Some(SaveError::Header));
    let no_moves: String = text
        .lines()
        .filter(|l| !l.starts_with("moves"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        decode_game(&no_moves).err(),
        Some(SaveError::Missing("moves"))
    );
    let illegal = text.replace("moves e3e4 d6d5", "moves e3e4 e3e4");
    let replayed = decode_game(&illegal).expect("readable").game.replay();
    assert_eq!(
        replayed.map_err(SaveError::from).err(),
        Some(SaveError::Replay(RecordError::Move {
            ply: 2,
            mv: "e3e4".parse().unwrap()
        }))
    );
    assert_line_refused(&text, "moves e3e4 d6d5", "moves e3e4 e9", "moves");
    assert_line_refused(&text, "opponent human", "opponent engine 99", "opponent");
    assert_line_refused(&text, "clock 300000 3000", "clock 300000 x", "clock");
    assert_line_refused(&text, "fen ", "fen x", "fen");
}

#[test]
fn prefs_round_trip_and_fall_back() {
    let prefs = Prefs {
        lang: Lang::Th,
        piece_set: PieceSet::Wooden,
        checkered: true,
        muted: true,
        confirm_moves: true,
        contrast: Contrast::Normal,
        reduce_motion: true,
        board_size: BoardSize::new(65).expect("a size in range"),
        hints: true,
        engine_threads: EngineThreads::new(3),
    };
    assert_eq!(decode_prefs(&encode_prefs(prefs), Prefs::default()), prefs);
    assert_eq!(decode_prefs("garbage", prefs), prefs);
    let out_of_range = encode_prefs(prefs).replace("board-size 65", "board-size 20");
    assert_eq!(
        decode_prefs(&out_of_range, Prefs::default()).board_size,
        BoardSize::default()
    );
}

#[test]
fn walkers_games_round_trip_with_their_first_move_rights() {
    let walker =
        GameSettings::options_for(Variant::Makruk).with_rule_set(makruk_core::RuleSet::Walker);
    let rules = walker.move_rules();
    let settings = GameSettings {
        options: walker,
        ..GameSettings::default()
    };
    let from_start = Position::startpos(Variant::Makruk).with_move_rules(rules);
    let later = Position::from_fen_with_move_rules(
        Variant::Makruk,
        rules,
        "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b Ee - 1 6",
    )
    .expect("a Walker FEN");
    for (start, moves) in [(from_start, "e3e4 d6d5 d1e3"), (later, "e8g7 e1e3")] {
        let mut record = Record::new(settings, start);
        record.game.moves = moves.split(' ').map(|m| m.parse().unwrap()).collect();
        let text = encode_game(&record);
        assert!(text.contains(" rule-set=walker\n"), "{text}");
        let back = decode_game(&text).expect("a Walker save opens");
        assert_eq!(back, record);
        assert_eq!(
            back.game.replay().expect("legal").fen(),
            record.game.replay().expect("legal").fen()
        );
    }
}
