use makruk_core::{Color, Position, RecordedResult, Variant};

use super::*;
use crate::import::import_text;
use crate::settings::{GameSettings, Prefs};
use crate::game::model::CountControl;
use crate::ui::svg::{self, pieces, set_dir};

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

#[test]
fn file_names_carry_the_date() {
    assert_eq!(file_name("2026.11.23", "pgn"), "makruk-2026-11-23.pgn");
}

/// The art of a set as the page fetches it: every file of `assets/pieces/<set>`, read from disk.
fn files_art(set: PieceSet) -> PieceArt {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/pieces")
        .join(set_dir(set));
    let mut pieces: Vec<(String, std::rc::Rc<str>)> = std::fs::read_dir(&dir)
        .expect("the set's directory")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "svg"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            (
                name,
                std::fs::read_to_string(&path).expect("the art").into(),
            )
        })
        .collect();
    pieces.sort();
    PieceArt { set, pieces }
}

const SETS: [PieceSet; 3] = [PieceSet::Thai, PieceSet::Western, PieceSet::Wooden];

#[test]
fn pictures_drawn_with_the_fetched_files_are_those_drawn_with_the_built_in_art() {
    let positions = [
        Position::startpos(Variant::Makruk),
        Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/M~7/4K3 w - - 0 1").unwrap(),
        Position::from_fen(Variant::Sittuyin, "4k3/8/3s4/8/8/8/F7/4K3[] w - - 0 9").unwrap(),
        Position::startpos(Variant::Sittuyin),
    ];
    for set in SETS {
        let all = files_art(set);
        assert_eq!(all.pieces.len(), 18, "{set:?}");
        for pos in &positions {
            // Only the pieces on the board are fetched.
            let names = art_names(pos);
            let needed = PieceArt {
                set,
                pieces: all
                    .pieces
                    .iter()
                    .filter(|(name, _)| names.contains(name))
                    .cloned()
                    .collect(),
            };
            assert_eq!(needed.pieces.len(), names.len(), "{set:?} {names:?}");
            for (flipped, checkered) in [(false, false), (true, true)] {
                let built_in = svg::Picture {
                    position: pos,
                    region: svg::Region::BOARD,
                    flipped,
                    set,
                    checkered,
                    label_size: 20,
                    marks: &svg::Marks::default(),
                }
                .svg();
                assert_eq!(board_svg(pos, flipped, &all, checkered), built_in);
                assert_eq!(board_svg(pos, flipped, &needed, checkered), built_in);
            }
        }
    }
}

#[test]
fn a_picture_needs_each_piece_on_the_board_once() {
    let start = Position::startpos(Variant::Makruk);
    assert_eq!(
        art_names(&start),
        ["wR", "wN", "wS", "wK", "wM", "wP", "bP", "bR", "bN", "bS", "bM", "bK"]
    );
    let setup = Position::startpos(Variant::Sittuyin);
    assert!(
        art_names(&setup).iter().all(|name| name.ends_with('P')),
        "{:?}",
        art_names(&setup)
    );
}

#[test]
fn svg_has_every_piece_once_and_flips() {
    let pos = Position::startpos(Variant::Makruk);
    let svg = board_svg(&pos, false, &files_art(PieceSet::Thai), false);
    assert!(svg.starts_with("<svg xmlns"));
    assert!(svg.trim_end().ends_with("</svg>"));
    // 32 pieces, each its own nested <svg>, plus the document itself.
    assert_eq!(svg.matches("<svg ").count(), 33);
    let flipped = board_svg(&pos, true, &files_art(PieceSet::Western), true);
    assert_ne!(svg, flipped);
    // The white khun on d1 is drawn at the bottom unless flipped.
    let khun_y = |svg: &str| {
        let at = svg.find("id=\"gwK\"").unwrap();
        let head = &svg[..at];
        let tag = &head[head.rfind("<svg x=").unwrap()..];
        tag.split('"').nth(3).unwrap().parse::<u32>().unwrap()
    };
    assert!(khun_y(&svg) > 600, "{}", khun_y(&svg));
}

#[test]
fn art_names_match_the_asset_files() {
    let pos = Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/M~7/4K3 w - - 0 1").unwrap();
    let names: Vec<String> = pieces(&pos).into_iter().map(|(_, name)| name).collect();
    assert_eq!(names, ["wK", "wF", "bS", "bK"]);
    let sittuyin =
        Position::from_fen(Variant::Sittuyin, "4k3/8/3s4/8/8/8/F7/4K3[] w - - 0 9").unwrap();
    for set in SETS {
        let svg = board_svg(&sittuyin, false, &files_art(set), false);
        assert_eq!(
            svg.matches("<svg x=").count(),
            4,
            "every piece drawn in {set:?}"
        );
    }
    assert!(board_svg(&sittuyin, false, &files_art(PieceSet::Thai), false).contains("id=\"gwG\""));
}

/// A two-player game from a position where board's honour applies once White takes the last bia.
fn two_players_before_board_honour() -> State {
    let settings = GameSettings {
        opponent: crate::settings::Opponent::Human,
        ..GameSettings::default()
    };
    let start = Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1").unwrap();
    let mut state = State::new_game(settings, Prefs::default());
    state.game = crate::record::new_game(start, settings.options);
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
        let record = crate::record::Record {
            game,
            ..crate::record::Record::new(settings, Position::startpos(Variant::Sittuyin))
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
