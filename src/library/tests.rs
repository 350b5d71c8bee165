use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use makruk_core::{Move, Variant};

use super::*;
use crate::formats::save::decode_game;
use crate::model::record::{Record, Replayed};
use crate::settings::{GameSettings, Opponent};

/// Runs a future that never waits (the library in memory).
fn ready<T>(future: impl Future<Output = T>) -> T {
    let mut future = pin!(future);
    match future
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(value) => value,
        Poll::Pending => panic!("the memory library never waits"),
    }
}

/// A two-player game of `variant` between these players with these moves (UCI).
fn record(variant: Variant, names: [&str; 2], moves: &str) -> (Record, makruk_core::Game) {
    let settings = GameSettings {
        variant,
        opponent: Opponent::Human,
        options: GameSettings::options_for(variant),
        ..GameSettings::default()
    };
    let mut record = Record::new(settings, settings.start_position());
    record.names = names.map(String::from);
    record.game.moves = moves
        .split_whitespace()
        .map(|m| m.parse::<Move>().expect("uci move"))
        .collect();
    let (record, game) = Replayed::of(record).expect("legal moves").into_parts();
    (record, game)
}

fn entry(variant: Variant, names: [&str; 2], moves: &str, source: Source, now: f64) -> Entry {
    let (record, game) = record(variant, names, moves);
    Entry::of(&record, &game, source, now)
}

/// A two-player Makruk game between these players with these moves (UCI), saved at `now`.
fn two_player_makruk(names: [&str; 2], moves: &str, now: f64) -> Entry {
    entry(Variant::Makruk, names, moves, Source::TwoPlayers, now)
}

fn memory() -> Library {
    Library::in_memory(LibraryError::Unavailable("test".into()))
}

#[test]
fn metadata_of_a_game() {
    let e = two_player_makruk(["Somchai", "Ann"], "e3e4 d6d5", 5.0);
    assert_eq!(e.meta.variant, "makruk");
    assert_eq!(e.meta.result, "*");
    assert_eq!(e.meta.names, "somchai\tann");
    assert_eq!(e.meta.plies, 2);
    assert_eq!(e.meta.opening, "e4 d5");
    assert_eq!(e.meta.updated, 5.0);
    assert_eq!(e.meta.link_key, None);
    assert!(e.meta.is_unfinished());
    assert_eq!(decode_game(&e.save).map(|r| r.game.moves.len()), Ok(2));
}

#[test]
fn filters_keep_what_they_say() {
    let e = entry(
        Variant::Cambodian,
        ["Somchai", ""],
        "",
        Source::Engine(3),
        1.0,
    );
    // Whether the entry is listed by the default filter changed by `change`.
    let keeps = |change: &dyn Fn(&mut Filter)| {
        let mut filter = Filter::default();
        change(&mut filter);
        filter.matches(&e.meta)
    };
    assert!(keeps(&|_| {}));
    assert!(keeps(&|f| f.variant = Some(Variant::Cambodian)));
    assert!(!keeps(&|f| f.variant = Some(Variant::Makruk)));
    assert!(keeps(&|f| f.result = Some(ResultFilter::Unfinished)));
    assert!(!keeps(&|f| f.result = Some(ResultFilter::Draw)));
    assert!(keeps(&|f| f.opponent = Some(OpponentFilter::Engine)));
    assert!(!keeps(&|f| f.opponent = Some(OpponentFilter::Link)));
    assert!(keeps(&|f| f.text = " SOMCH ".into()));
    assert!(!keeps(&|f| f.text = "ann".into()));
}

#[test]
fn start_up_continues_the_marked_entry_and_migrates_anything_else() {
    let save = "makruk-save 2\nvariant makruk\n";
    assert_eq!(boot_entry(None, None), BootEntry::Fresh);
    assert_eq!(boot_entry(Some("3 0"), None), BootEntry::Fresh);
    assert_eq!(boot_entry(None, Some(save)), BootEntry::Migrate);
    assert_eq!(
        boot_entry(Some(&current_mark(7, save)), Some(save)),
        BootEntry::Continue(7)
    );
    let other = "makruk-save 1\nvariant makruk\n";
    assert_eq!(
        boot_entry(Some(&current_mark(7, other)), Some(save)),
        BootEntry::Migrate
    );
    assert_eq!(boot_entry(Some("x y"), Some(save)), BootEntry::Migrate);
}

#[test]
fn a_newer_link_of_a_game_continues_it() {
    let (first, _) = record(Variant::Makruk, ["A", "B"], "e3e4");
    let (later, _) = record(Variant::Makruk, ["A", "B"], "e3e4 d6d5");
    let (other, _) = record(Variant::Makruk, ["A", "B"], "c3c4");
    assert_eq!(link_key(&first), link_key(&later));
    assert_ne!(
        link_key(&first),
        link_key(&record(Variant::Makruk, ["A", "C"], "").0)
    );
    assert_eq!(link_match(&first, &later), LinkMatch::Newer);
    assert_eq!(link_match(&later, &first), LinkMatch::Older);
    assert_eq!(link_match(&first, &other), LinkMatch::Other);
}

#[test]
fn put_get_list_newest_first_and_page() {
    let library = memory();
    let ids = ready(library.put_many(vec![
        two_player_makruk(["A", "B"], "e3e4", 1.0),
        entry(Variant::Cambodian, ["C", "D"], "", Source::Import, 3.0),
        entry(Variant::Makruk, ["E", "F"], "", Source::Link, 2.0),
    ]))
    .unwrap();
    assert_eq!(ids, vec![1, 2, 3]);
    let page_ids = |offset, limit| -> Vec<GameId> {
        let page = ready(library.page(&Filter::default(), offset, limit));
        page.unwrap().iter().map(|g| g.id).collect()
    };
    assert_eq!(page_ids(0, 10), vec![2, 3, 1]);
    assert_eq!(page_ids(1, 1), vec![3]);
    let makruk = Filter {
        variant: Some(Variant::Makruk),
        ..Filter::default()
    };
    assert_eq!(ready(library.count(&makruk)), Ok(2));
    let got = ready(library.get(1)).unwrap().unwrap();
    assert_eq!(got.entry.meta.plies, 1);
    assert_eq!(ready(library.get(9)), Ok(None));
    let all: Vec<GameId> = ready(library.batch_after(Some(1), 5))
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(all, vec![2, 3]);
}

#[test]
fn an_update_based_on_an_older_revision_is_refused() {
    let library = memory();
    let id = ready(library.put(two_player_makruk(["", ""], "e3e4", 1.0))).unwrap();
    let longer = two_player_makruk(["", ""], "e3e4 d6d5", 2.0);
    assert_eq!(ready(library.update(id, 0, longer.clone())), Ok(1));
    // A second tab still at revision 0 writes its own move: refused, the stored game is kept.
    let other = two_player_makruk(["", ""], "e3e4 c6c5", 3.0);
    assert_eq!(
        ready(library.update(id, 0, other)),
        Err(LibraryError::Conflict { stored: 1 })
    );
    let stored = ready(library.get(id)).unwrap().unwrap();
    assert_eq!(stored.entry.save, longer.save);
    assert_eq!(stored.entry.meta.created, 1.0);
    assert_eq!(
        ready(library.update(9, 0, longer)),
        Err(LibraryError::Missing(9))
    );
}

#[test]
fn delete_and_restore_keep_the_id() {
    let library = memory();
    let id = ready(library.put(two_player_makruk(["A", ""], "", 1.0))).unwrap();
    let deleted = ready(library.delete(id)).unwrap().expect("was there");
    assert_eq!(ready(library.count(&Filter::default())), Ok(0));
    ready(library.restore(deleted.clone())).unwrap();
    assert_eq!(ready(library.get(id)), Ok(Some(deleted)));
    assert_eq!(ready(library.delete(42)), Ok(None));
}

#[test]
fn linked_games_are_found_by_key() {
    let library = memory();
    let linked = entry(Variant::Makruk, ["A", "B"], "e3e4", Source::Link, 1.0);
    let key = linked.meta.link_key.clone().expect("a link game has a key");
    let id = ready(library.put(linked)).unwrap();
    ready(library.put(two_player_makruk(["A", "B"], "", 1.0))).unwrap();
    let found: Vec<GameId> = ready(library.with_link_key(&key))
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(found, vec![id]);
}

#[test]
fn sources_read_back_from_their_text() {
    for source in [
        Source::Engine(1),
        Source::Engine(8),
        Source::TwoPlayers,
        Source::Link,
        Source::Import,
    ] {
        assert_eq!(Source::from_text(&source.text()), Some(source));
    }
    assert_eq!(Source::from_text("engine 9"), None);
    assert_eq!(Source::from_text("friend"), None);
}

#[test]
fn every_library_error_has_its_message_in_every_language() {
    let errors = [
        LibraryError::Unavailable("SecurityError: the operation is insecure".into()),
        LibraryError::Full,
        LibraryError::Conflict { stored: 4 },
        LibraryError::Missing(17),
        LibraryError::Corrupt(18),
        LibraryError::Failed("UnknownError: something".into()),
    ];
    for error in &errors {
        match error {
            LibraryError::Unavailable(_)
            | LibraryError::Full
            | LibraryError::Conflict { .. }
            | LibraryError::Missing(_)
            | LibraryError::Corrupt(_)
            | LibraryError::Failed(_) => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 6);
    for error in &errors {
        crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, error)
        });
        // The browser's own words are left out.
        assert!(!error_text(Lang::Km, error).contains("Error"));
    }
    assert_eq!(error_text(Lang::En, &LibraryError::Full), "storage full");
    assert_eq!(
        error_text(Lang::Km, &LibraryError::Corrupt(18)),
        "មិនអាចអានល្បែង ១៨ បានទេ"
    );
}
