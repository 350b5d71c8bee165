use makruk_core::{Color, CountAction, CountingMode, Position, RecordedResult, Variant};
use makruk_engine::Level;

use super::*;
use crate::formats::link::SharedGame;
use crate::game::model::{Action, CountControl, Status};
use crate::library::import::import_text;
use crate::settings::EngineThreads;
use std::rc::Rc;
use yew::Reducible;

fn two_player_state(variant: Variant) -> State {
    let settings = GameSettings {
        variant,
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    State::new_game(settings, Prefs::default())
}

fn play(state: State, moves: &[&str]) -> State {
    moves.iter().fold(state, |state, m| {
        Rc::new(state)
            .reduce(Action::TypedMove((*m).to_string()))
            .as_ref()
            .clone()
    })
}

#[test]
fn a_shared_game_reopens_with_the_same_moves_and_position() {
    let state = play(two_player_state(Variant::Makruk), &["e4", "d5", "exd5"]);
    let names = ["Somchai".to_string(), "ดวงใจ".to_string()];
    let state = Rc::new(state)
        .reduce(Action::SetNames(names.clone()))
        .as_ref()
        .clone();
    let shared = SharedGame::of(&state.record());
    assert_eq!(shared.game.start, None);
    let decoded = link::decode(&link::encode(&shared).unwrap()).unwrap();
    assert_eq!(decoded.names, names);
    let restored = open_link(&link::encode(&decoded).unwrap(), Prefs::default()).unwrap();
    assert_eq!(restored.game.moves(), state.game.moves());
    assert_eq!(restored.game.fen(), state.game.fen());
    assert_eq!(restored.settings.opponent, Opponent::Human);
    assert_eq!(restored.names, names);
    assert!(
        restored.flipped,
        "Black is to move, so Black is at the bottom"
    );
}

#[test]
fn a_custom_start_and_counting_travel_with_the_link() {
    let fen = "4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1";
    let mut state = two_player_state(Variant::Makruk);
    state.game =
        makruk_core::Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
    state.game.set_counting_mode(CountingMode::Manual);
    let state = play(state, &["Ra4"]);
    let state = Rc::new(state)
        .reduce(Action::Count(CountControl::Start))
        .as_ref()
        .clone();
    let state = play(state, &["Kf8"]);
    assert_eq!(state.game.counting_actions(), [(1, CountAction::Start)]);
    let shared = SharedGame::of(&state.record());
    assert_eq!(shared.game.start.as_deref(), Some(fen));
    let restored = open_link(&link::encode(&shared).unwrap(), Prefs::default()).unwrap();
    assert_eq!(restored.game.fen(), state.game.fen());
    assert_eq!(
        restored.game.counting_actions(),
        state.game.counting_actions()
    );
    assert_eq!(restored.game.position().turn(), Color::White);
    assert!(!restored.flipped);
}

#[test]
fn impossible_counting_in_a_link_is_refused() {
    let mut shared = SharedGame::of(&two_player_state(Variant::Makruk).record());
    shared.game.actions = vec![(0, CountAction::Stop)];
    assert_eq!(
        open_link(&link::encode(&shared).unwrap(), Prefs::default()).err(),
        Some(LinkError::Counting(0))
    );
    shared.game.actions = vec![(3, CountAction::Start)];
    assert_eq!(
        open_link(&link::encode(&shared).unwrap(), Prefs::default()).err(),
        Some(LinkError::Counting(3))
    );
}

fn six() -> Level {
    Level::new(6).expect("a level")
}

#[test]
fn an_engine_game_reopens_against_the_engine_from_the_users_side() {
    let settings = GameSettings {
        variant: Variant::Cambodian,
        opponent: Opponent::Engine { level: six() },
        user_side: Color::Black,
        clock: None,
        options: GameSettings::options_for(Variant::Cambodian),
        handicap: Default::default(),
    };
    let state = Rc::new(State::new_game(settings, Prefs::default()))
        .reduce(Action::EngineMove("e3e4".into()))
        .as_ref()
        .clone();
    assert_eq!(state.plies(), 1);
    let shared = SharedGame::of(&state.record());
    let restored = open_link(&link::encode(&shared).unwrap(), Prefs::default()).unwrap();
    assert_eq!(
        restored.settings.opponent,
        Opponent::Engine { level: six() }
    );
    assert_eq!(restored.settings.user_side, Color::Black);
    assert!(restored.flipped);
    assert_eq!(restored.game.counting_mode(), CountingMode::Manual);
    assert_eq!(restored.game.fen(), state.game.fen());
    assert!(restored.user_to_move());
}

/// What a loaded state opened as, one `key value` line each, as the `.expect` fixtures write it;
/// from version 2 on, with the game's rule options; from version 3 on, with its comments, NAGs and
/// variations; from version 4 on, with the hints asked for.
fn opened_as(state: &State, version: u32) -> String {
    let opponent = match state.settings.opponent {
        Opponent::Human => "Human".to_string(),
        Opponent::Engine { level } => format!("Engine {{ level: {} }}", level.number()),
        Opponent::Live { game_id } => format!("Live {{ game_id: {game_id:016x} }}"),
    };
    let moves: Vec<String> = state.game.moves().iter().map(|m| m.to_string()).collect();
    let count_toggles: Vec<(usize, bool)> = state
        .game
        .counting_actions()
        .iter()
        .map(|&(ply, action)| (ply, action == CountAction::Start))
        .collect();
    let (agreement, flagged) = match state.game.recorded_result() {
        None => ("None".to_string(), None),
        Some(RecordedResult::Resignation(side)) => (format!("Some(Resigned({side:?}))"), None),
        Some(RecordedResult::DrawAgreed) => ("Some(Draw)".to_string(), None),
        Some(RecordedResult::TimeForfeit(side)) => ("None".to_string(), Some(side)),
    };
    [
        format!("variant {}", state.settings.variant.uci_name()),
        format!("opponent {opponent}"),
        format!("user_side {:?}", state.settings.user_side),
        format!("start_fen {}", state.game.start().to_fen()),
        format!("moves {}", moves.join(" ")),
        format!("fen {}", state.game.fen()),
        format!("count_toggles {count_toggles:?}"),
        format!("agreement {agreement}"),
        format!("status {:?}", state.status()),
        format!("names {:?}", state.names),
        format!("flipped {}", state.flipped),
        format!("clock_ms {:?}", state.clock_ms),
        format!("flagged {flagged:?}"),
        format!("counting {:?}", state.counting()),
    ]
    .into_iter()
    .chain((version >= 2).then(|| {
        format!(
            "options {}",
            crate::formats::options::encode_options(&state.game.options())
        )
    }))
    .chain((version >= 3).then(|| format!("notes {}", notes_text(state))))
    .chain((version >= 4).then(|| format!("hints {}", state.hints_used)))
    .map(|line| line.trim_end().to_string())
    .collect::<Vec<_>>()
    .join("\n")
}

/// The game's moves with their comments, NAGs and variations as PGN movetext.
fn notes_text(state: &State) -> String {
    let line = makruk_core::Variation {
        moves: state.game.moves().to_vec(),
        annotations: state.annotations.clone(),
    };
    let start = state
        .game
        .start()
        .clone()
        .with_move_rules(state.game.options().move_rules());
    makruk_core::write_movetext(&start, &line)
}

/// Opens every fixture of `tests/fixtures/{directory}` (written by a version whose `.expect` files
/// have `version`'s lines) and compares it with its `.expect`; returns how many opened.
fn open_fixtures(directory: &str, version: u32) -> usize {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(directory);
    let mut opened = 0;
    for entry in std::fs::read_dir(&dir).expect("fixture directory") {
        let path = entry.expect("fixture").path();
        let text = std::fs::read_to_string(&path).expect("readable fixture");
        let state = match path.extension().and_then(|e| e.to_str()) {
            Some("save") => open_save(&text, Prefs::default()).expect("the save opens"),
            Some("link") => open_link(&text, Prefs::default()).expect("the link opens"),
            Some("pgn") => {
                let game = import_text(&text, Variant::Makruk).expect("the PGN's game replays");
                State::from_replayed(game, Prefs::default())
            }
            _ => continue,
        };
        let expected = std::fs::read_to_string(path.with_extension("expect")).expect(".expect");
        let expected = expected
            .lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n");
        assert_eq!(opened_as(&state, version), expected, "{}", path.display());
        opened += 1;
    }
    opened
}

#[test]
fn every_save_link_and_pgn_made_by_the_previous_version_opens_as_it_did() {
    assert_eq!(
        open_fixtures("v1", 1),
        13,
        "7 saves, 4 links and 2 PGN exports"
    );
}

#[test]
fn results_in_links_and_forfeits_in_saves_open_as_they_did() {
    assert_eq!(
        open_fixtures("v1b", 1),
        9,
        "3 saves, 3 links and 3 PGN exports"
    );
}

#[test]
fn every_save_link_and_pgn_with_rule_options_opens_as_it_did() {
    assert_eq!(
        open_fixtures("v2", 2),
        8,
        "3 saves, 3 links and 2 PGN exports"
    );
}

#[test]
fn preferences_with_move_confirmation_read() {
    use crate::settings::{BoardSize, Contrast, PieceSet};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v3/prefs-th-confirm.prefs");
    let text = std::fs::read_to_string(path).expect("the preferences fixture");
    let expected = Prefs {
        lang: Lang::Th,
        piece_set: PieceSet::Thai,
        checkered: true,
        muted: false,
        contrast: Contrast::Normal,
        reduce_motion: false,
        board_size: BoardSize::new(85).expect("a size in range"),
        confirm_moves: true,
        hints: false,
        engine_threads: None,
    };
    let prefs = save::decode_prefs(&text, Prefs::default());
    assert_eq!(prefs, expected);
    assert_eq!(
        save::encode_prefs(prefs),
        text,
        "this version writes them the same way"
    );
}

#[test]
fn every_save_link_and_pgn_with_annotations_opens_as_it_did() {
    assert_eq!(
        open_fixtures("v3", 3),
        6,
        "2 saves, 1 link and 3 PGN exports"
    );
}

#[test]
fn every_save_pgn_and_preferences_with_hints_open_as_they_did() {
    assert_eq!(open_fixtures("v4", 4), 2, "1 save and 1 PGN export");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v4");
    let save = std::fs::read_to_string(dir.join("save-engine-hints.save")).expect("the save");
    let state = open_save(&save, Prefs::default()).expect("the save opens");
    assert_eq!(
        save::encode_game(&state.record()),
        save,
        "this version writes it the same way"
    );
    let prefs = std::fs::read_to_string(dir.join("prefs-hints.prefs")).expect("the preferences");
    let read = save::decode_prefs(&prefs, Prefs::default());
    assert!(read.hints);
    assert_eq!(save::encode_prefs(read), prefs);
}

#[test]
fn a_resigned_game_opens_from_its_link_as_resigned() {
    let state = play(two_player_state(Variant::Cambodian), &["e4", "d5", "exd5"]);
    let state = Rc::new(state).reduce(Action::Resign).as_ref().clone();
    assert_eq!(
        state.status(),
        Status::Resigned {
            winner: Color::White
        }
    );
    let link = link::encode(&SharedGame::of(&state.record())).unwrap();
    let opened = open_link(&link, Prefs::default()).unwrap();
    assert_eq!(opened.status(), state.status());
    assert_eq!(opened.game.fen(), state.game.fen());
}

#[test]
fn every_result_travels_with_the_link() {
    for result in [
        RecordedResult::Resignation(Color::White),
        RecordedResult::DrawAgreed,
        RecordedResult::TimeForfeit(Color::Black),
    ] {
        let mut state = play(two_player_state(Variant::Makruk), &["e4"]);
        state.game.record_result(result).unwrap();
        let link = link::encode(&SharedGame::of(&state.record())).unwrap();
        let opened = open_link(&link, Prefs::default()).unwrap();
        assert_eq!(opened.game.recorded_result(), Some(result));
        assert_eq!(opened.status(), state.status());
    }
}

/// The preferences stored in the fixture `tests/fixtures/<name>`, as read over the defaults.
/// The text of the preferences fixture `name` (a path under `tests/fixtures`).
fn fixture_prefs_text(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    std::fs::read_to_string(path).expect("the preferences fixture")
}

fn fixture_prefs(name: &str) -> Prefs {
    save::decode_prefs(&fixture_prefs_text(name), Prefs::default())
}

/// The preferences fixture `name`, read, after checking that this version writes it back byte for
/// byte.
fn prefs_written_back(name: &str) -> Prefs {
    let prefs = fixture_prefs(name);
    assert_eq!(
        save::encode_prefs(prefs),
        fixture_prefs_text(name),
        "{name} is written back byte for byte"
    );
    prefs
}

#[test]
fn preferences_stored_by_the_previous_version_still_read() {
    let expected = Prefs {
        lang: Lang::Th,
        piece_set: crate::settings::PieceSet::Western,
        checkered: true,
        muted: true,
        ..Prefs::default()
    };
    assert_eq!(fixture_prefs("v1/prefs-th-western.prefs"), expected);
}

#[test]
fn preferences_with_the_display_settings_read() {
    use crate::settings::{BoardSize, Contrast, PieceSet};
    let expected = Prefs {
        lang: Lang::En,
        piece_set: PieceSet::Wooden,
        checkered: false,
        muted: false,
        contrast: Contrast::High,
        reduce_motion: true,
        board_size: BoardSize::new(70).expect("a size in range"),
        confirm_moves: false,
        hints: false,
        engine_threads: None,
    };
    assert_eq!(fixture_prefs("v2/prefs-high-wooden.prefs"), expected);
}

#[test]
fn an_imported_game_nobody_counted_shows_no_count_beside_its_end() {
    // A bare khun against two rueas, played elsewhere past pieces' honour's limit without a
    // count, to a stalemate: the import shows the stalemate and no invented count.
    let fen = "7k/8/8/8/8/8/4K3/RR6 w - - 0 1";
    let mut game =
        makruk_core::Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
    // White's khun walks while Black's shuffles, never three times the same position; then the
    // rueas take rank 7 and the g-file.
    let walk = [
        "e2e3", "e3d3", "d3d4", "d4e4", "e4e5", "e5d5", "d5d6", "d6e6", "e6e5", "e5f5",
    ];
    let mut moves = Vec::new();
    for (i, khun) in walk.iter().enumerate() {
        moves.push(*khun);
        moves.push(if i % 2 == 0 { "h8g8" } else { "g8h8" });
    }
    moves.extend(["b1b7", "h8g8", "a1f1", "g8h8", "f1g1"]);
    let mut pgn_moves = String::new();
    for (i, uci) in moves.iter().enumerate() {
        let m = game.position().parse_uci_move(uci).expect("legal");
        if i % 2 == 0 {
            pgn_moves.push_str(&format!("{}. ", i / 2 + 1));
        }
        pgn_moves.push_str(&game.position().san(m));
        pgn_moves.push(' ');
        game.play(m).expect("legal");
    }
    let pgn = format!(
        "[Variant \"Makruk\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"1/2-1/2\"]\n\n{pgn_moves}1/2-1/2\n"
    );
    let game = import_text(&pgn, Variant::Makruk).expect("the PGN's game replays");
    let state = State::from_replayed(game, Prefs::default());
    assert_eq!(
        state.status(),
        Status::Over(makruk_core::Outcome::draw(
            makruk_core::EndReason::Stalemate
        ))
    );
    assert_eq!(state.counting(), None, "nobody counted");
}

#[test]
fn a_link_or_save_with_an_impossible_option_is_refused_by_name() {
    let mut asean = SharedGame::of(&two_player_state(Variant::Asean).record());
    asean.game.options = asean.game.options.with_sutras(makruk_core::Sutras::ALL);
    let payload = link::encode(&asean).expect("the encoder writes what it is given");
    let error = open_link(&payload, Prefs::default()).expect_err("refused");
    assert_eq!(
        error.to_string(),
        "the link's rules are impossible: the Sutras option is not played in ASEAN (only in Makruk)"
    );
    let save = save::encode_game(&two_player_state(Variant::Makruk).record());
    assert!(save.contains(
        "\nrules counting=manual repetition=no ouk-rights=fairy-stockfish sutras=none\n"
    ));
    let unknown = save.replace("sutras=none", "sutras=none castling=yes");
    let error = open_save(&unknown, Prefs::default()).expect_err("refused");
    assert_eq!(error.to_string(), "unknown rule option \"castling\"");
    let asean_save = save
        .replace("variant makruk", "variant asean")
        .replace("sutras=none", "sutras=met")
        .replace(
            "fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
            "fen rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR",
        );
    let error = open_save(&asean_save, Prefs::default()).expect_err("refused");
    assert_eq!(
        error.to_string(),
        "the Sutras option is not played in ASEAN (only in Makruk)"
    );
}

#[test]
fn a_saved_live_game_opens_as_it_did_and_waits_for_a_reconnection() {
    assert_eq!(open_fixtures("v6", 4), 1, "1 save of a live game");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v6");
    let save = std::fs::read_to_string(dir.join("save-live-clock.save")).expect("the save");
    let state = open_save(&save, Prefs::default()).expect("the save opens");
    assert_eq!(
        save::encode_game(&state.record()),
        save,
        "this version writes it the same way"
    );
    assert_eq!(
        state.live.as_ref().map(|live| live.peer),
        Some(crate::live::PeerStatus::Lost)
    );
    assert!(!state.user_to_move(), "no move before the friend is back");
}

#[test]
fn preferences_with_a_cap_on_the_engines_threads_read_and_write_back() {
    let name = "v8/prefs-threads.prefs";
    let prefs = prefs_written_back(name);
    assert_eq!(prefs.engine_threads.map(EngineThreads::get), Some(2));
    let text = fixture_prefs_text(name);
    let without = text.replace("threads 2\n", "");
    assert_eq!(
        save::decode_prefs(&without, Prefs::default()).engine_threads,
        None
    );
    let out_of_range = text.replace("threads 2", "threads 99");
    assert_eq!(
        save::decode_prefs(&out_of_range, Prefs::default()).engine_threads,
        None
    );
}

#[test]
fn preferences_in_khmer_and_burmese_read_and_write_back() {
    for (name, lang) in [
        ("v7/prefs-km.prefs", Lang::Km),
        ("v7/prefs-my.prefs", Lang::My),
    ] {
        assert_eq!(prefs_written_back(name).lang, lang, "{name}");
    }
}

#[test]
fn walkers_games_open_as_they_did() {
    assert_eq!(open_fixtures("v9", 4), 3, "a save, a link and a PGN export");
}

#[test]
fn a_first_visit_plays_its_languages_own_game() {
    for (lang, variant) in [
        (Lang::En, Variant::Makruk),
        (Lang::Th, Variant::Makruk),
        (Lang::Km, Variant::Cambodian),
        (Lang::My, Variant::Sittuyin),
    ] {
        let settings = first_game(lang);
        assert_eq!(settings.variant, variant);
        assert_eq!(settings.options, GameSettings::options_for(variant));
        assert_eq!(settings.opponent, GameSettings::default().opponent);
    }
}

#[test]
fn a_live_games_chat_opens_and_is_written_back_byte_for_byte() {
    use crate::model::chat::ChatLine;
    use makruk_signal::chat::{ChatMessage, Phrase};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v10/save-live-chat.save");
    let text = std::fs::read_to_string(path).expect("the fixture");
    let record = crate::formats::save::decode_game(&text).expect("the save opens");
    assert_eq!(
        record.chat.lines,
        [
            (0, Color::White, ChatMessage::Phrase(Phrase::GoodLuck)),
            (
                0,
                Color::Black,
                ChatMessage::Text("<b>สวัสดีครับ</b> {gg}".into())
            ),
            (2, Color::White, ChatMessage::Phrase(Phrase::GoodGame)),
        ]
        .map(|(ply, by, message)| ChatLine { ply, by, message })
    );
    assert!(record.chat.muted);
    assert_eq!(crate::formats::save::encode_game(&record), text);
    let state = open_save(&text, Prefs::default()).expect("the game opens");
    assert_eq!(state.chat, record.chat);
}

#[test]
fn a_live_games_standing_offers_open_and_are_written_back_byte_for_byte() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v11/save-live-offers.save");
    let text = std::fs::read_to_string(path).expect("the fixture");
    let record = crate::formats::save::decode_game(&text).expect("the save opens");
    assert!(record.offers.draw && record.offers.takeback);
    assert_eq!(crate::formats::save::encode_game(&record), text);
    let state = open_save(&text, Prefs::default()).expect("the game opens");
    assert_eq!(state.draw_offer, Some(Color::Black));
    let live = state.live.as_ref().expect("a live game");
    assert_eq!(live.takeback_asked, Some(Color::Black));
    assert_eq!(state.record().offers, record.offers);
}
