use super::*;
use crate::settings::TimeControl;
use crate::text::Lang;
use makruk_core::{Color, Game, Variant};

/// A Cambodian game of two moves with a comment, a NAG and a variation.
fn annotated_game() -> (Game, makruk_core::Annotations) {
    let pgn = makruk_core::parse_pgn("[Variant \"Cambodian\"]\n1. e4 {ok} (1. d4 $5) d5 $2 *")
        .expect("PGN");
    let mut game = Game::from_position(pgn.start.clone());
    for m in &pgn.moves {
        game.play(*m).expect("a legal move");
    }
    (game, pgn.annotations())
}

#[test]
fn every_page_reads_as_it_was_written() {
    let (game, annotations) = annotated_game();
    let pages = [
        BoardPage::Analysis(
            AnalysisSource {
                ply: 1,
                flipped: true,
                review: true,
                annotations,
                ..AnalysisSource::at_end(&game)
            },
            Level::new(3).unwrap(),
        ),
        BoardPage::Analysis(
            AnalysisSource::of_position(crate::testing::makruk("8/8/3k4/8/8/8/2R5/3K4 b - - 0 1")),
            Level::DEFAULT,
        ),
        BoardPage::Editor(
            crate::testing::makruk("8/8/3k4/8/8/8/2R5/3K4 w - - 0 1"),
            Level::new(5).unwrap(),
        ),
        BoardPage::Editor(Position::startpos(Variant::Sittuyin), Level::DEFAULT),
    ];
    for page in pages {
        let text = page.encode();
        assert_eq!(BoardPage::decode(&text), Ok(page), "{text}");
    }
}

#[test]
fn every_request_reads_as_it_was_written() {
    let prefs = Prefs {
        lang: Lang::Th,
        ..Prefs::default()
    };
    let options = GameSettings::options_for(Variant::Makruk);
    let settings = GameSettings {
        variant: Variant::Makruk,
        opponent: Opponent::Engine {
            level: Level::new(4).unwrap(),
        },
        user_side: Color::Black,
        clock: Some(TimeControl::new(5, 3)),
        options,
        handicap: [RueaTilt::HFile, RueaTilt::Both],
    };
    let start = Position::startpos(Variant::Makruk).with_move_rules(options.move_rules());
    let requests = [
        BoardRequest::Close,
        BoardRequest::Prefs(prefs),
        BoardRequest::Play(settings, start),
        BoardRequest::Play(
            GameSettings::default(),
            crate::testing::makruk("8/8/3k4/8/8/8/2R5/3K4 w - - 0 1")
                .with_move_rules(GameSettings::default().options.move_rules()),
        ),
    ];
    for request in requests {
        let text = request.encode();
        assert_eq!(
            BoardRequest::decode(&text, Prefs::default()),
            Ok(request),
            "{text}"
        );
    }
}

#[test]
fn a_page_or_request_that_does_not_read_is_refused() {
    let (game, _) = annotated_game();
    let page = BoardPage::Analysis(AnalysisSource::at_end(&game), Level::DEFAULT).encode();
    assert_eq!(
        BoardPage::decode(&page.replace("analysis", "chess")),
        Err(RequestError::UnknownKind)
    );
    assert_eq!(
        BoardPage::decode(&page.replace("\nply 2", "\nply two")),
        Err(RequestError::Bad("ply"))
    );
    assert!(matches!(
        BoardPage::decode(&page.replace("moves e3e4", "moves e3e5")),
        Err(RequestError::Game(_))
    ));
    assert!(
        BoardPage::decode(&page).is_ok(),
        "the page as written reads"
    );

    let play = BoardRequest::Play(GameSettings::default(), Position::startpos(Variant::Makruk));
    let text = play.encode();
    assert_eq!(
        BoardRequest::decode(
            &text.replace("handicap 0 0", "handicap 0 9"),
            Prefs::default()
        ),
        Err(RequestError::Bad("handicap"))
    );
    assert_eq!(
        BoardRequest::decode(
            &text.replace("handicap 0 0", "handicap 0"),
            Prefs::default()
        ),
        Err(RequestError::Bad("handicap"))
    );
    assert_eq!(
        BoardRequest::decode("resign", Prefs::default()),
        Err(RequestError::UnknownKind)
    );
    assert!(
        BoardRequest::decode(&text, Prefs::default()).is_ok(),
        "the request as written reads"
    );
}
