use super::*;
use makruk_core::{Game, GameRecord, Position};

use crate::settings::GameSettings;

/// A record of a Makruk game of two moves, with names.
fn record() -> Record {
    let mut game = Game::from_position(Position::startpos(Variant::Makruk));
    for uci in ["e3e4", "d6d5"] {
        let m = game.position().parse_uci_move(uci).unwrap();
        game.play(m).unwrap();
    }
    let mut record = Record::new(GameSettings::default(), Position::startpos(Variant::Makruk));
    record.game = GameRecord::from_game(&game);
    record.settings.options = record.game.options;
    record.names = ["Somchai".into(), "ดวงใจ".into()];
    record
}

#[test]
fn every_page_reads_as_it_was_written() {
    let pages = [
        LibraryPage::Import(Variant::Cambodian),
        LibraryPage::Export(Box::new(record()), 1),
    ];
    for page in pages {
        let text = page.encode();
        assert_eq!(LibraryPage::decode(&text), Ok(page), "{text}");
    }
}

#[test]
fn every_request_reads_as_it_was_written() {
    let requests = [
        LibraryRequest::Close,
        LibraryRequest::Load(Box::new(record())),
    ];
    for request in requests {
        let text = request.encode();
        assert_eq!(LibraryRequest::decode(&text), Ok(request), "{text}");
    }
}

#[test]
fn a_page_or_request_that_does_not_read_is_refused() {
    let text = LibraryPage::Export(Box::new(record()), 1).encode();
    for (bad, error) in [
        (
            text.replace("export\n1", "export\none"),
            PageError::Bad("export"),
        ),
        ("export\n1".to_string(), PageError::Bad("export")),
        ("import\nchess".to_string(), PageError::Bad("variant")),
        ("shop\n".to_string(), PageError::UnknownKind),
    ] {
        assert_eq!(LibraryPage::decode(&bad), Err(error), "{bad}");
    }
    assert!(matches!(
        LibraryPage::decode(&text.replace("makruk-save", "other")),
        Err(PageError::Game(_))
    ));
    assert!(
        LibraryPage::decode(&text).is_ok(),
        "the page as written reads"
    );

    let load = LibraryRequest::Load(Box::new(record())).encode();
    assert!(matches!(
        LibraryRequest::decode(&load.replace("makruk-save", "other")),
        Err(PageError::Game(_))
    ));
    assert_eq!(
        LibraryRequest::decode("resign"),
        Err(PageError::UnknownKind)
    );
    assert!(
        LibraryRequest::decode(&load).is_ok(),
        "the request as written reads"
    );
}
