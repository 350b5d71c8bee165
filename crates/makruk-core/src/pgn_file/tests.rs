use super::*;
use crate::{write_pgn, Game, Variant};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn split(text: &str) -> Vec<(usize, usize, &str)> {
    PgnGames::new(text)
        .map(|g| (g.number, g.line, g.text))
        .collect()
}

#[test]
fn games_split_at_results_and_tag_sections() {
    let text = "[Event \"a\"]\n[Site \"x\"]\n\n1. e4 e5\n2. Nd2 1-0\n\n[Event \"b\"]\n1. d4\n[Event \"c\"]\n\n1. c4 *";
    let games = split(text);
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].0..games[0].1, 1..1);
    assert!(games[0].2.ends_with("2. Nd2 1-0\n"));
    assert_eq!((games[1].1, games[1].2), (7, "[Event \"b\"]\n1. d4\n"));
    assert_eq!((games[2].0, games[2].1), (3, 9));
    assert!(games.iter().all(|g| !g.2.trim().is_empty()));
}

#[test]
fn stray_text_between_games_is_skipped() {
    let text = "Downloaded from a site\n\n1. e4 e5 *\nThanks for playing!\nMore [text]\n\n[White \"A\"]\n1. d4 d5 0-1\n% escape\n";
    let games = split(text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].1, 3);
    assert_eq!(games[1].1, 7);
    for game in PgnGames::new(text) {
        assert_eq!(game.read().unwrap().moves.len(), 2);
    }
}

#[test]
fn results_inside_comments_and_variations_do_not_end_a_game() {
    let text = "1. e4 {a comment\n[Event \"not a tag\"] 1-0 }\ne5 (1... d5 0-1\n[x \"y\"]) 2. Nd2 *\n[Event \"b\"]\n1. d4 *\n";
    let games = split(text);
    assert_eq!(games.len(), 2, "{games:?}");
    // A tag-like line inside a variation does not start a game, but the PGN reader refuses it.
    let first = PgnGames::new(text).next().unwrap();
    assert!(first.read().is_err());
    let readable = text.replace("\n[x \"y\"])", ")");
    let first = PgnGames::new(&readable).next().unwrap().read().unwrap();
    assert_eq!(first.moves.len(), 3);
}

#[test]
fn errors_carry_the_game_number_and_file_line() {
    let text = "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n[Bad \"x]\n1. e4 *\n\n[Event \"c\"]\n1. e4 {open\n\n[Event \"d\"]\n1. Kxe8 *\n";
    let errors: Vec<FileGameError> = PgnGames::new(text).filter_map(|g| g.read().err()).collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!((errors[0].number, errors[0].line), (2, 5));
    assert_eq!(
        errors[0].to_string(),
        "game 2: line 5: bad tag pair: unterminated tag value"
    );
    // An unclosed comment swallows the rest of the file: game 3 is the last one.
    assert_eq!((errors[1].number, errors[1].line), (3, 9));
    assert_eq!(errors[1].to_string(), "game 3: line 9: '{' is never closed");

    let text = "1. e4 *\n[Event \"b\"]\n\n1. e4 e5 2. Kxe8 *\n";
    let error = PgnGames::new(text).nth(1).unwrap().read().unwrap_err();
    assert_eq!((error.number, error.line), (2, 2));
    assert!(
        error
            .to_string()
            .starts_with("game 2 (line 2): move 2. \"Kxe8\""),
        "{error}"
    );
}

#[test]
fn the_splitter_resumes_between_games() {
    let text = "1. e4 *\n1. d4 *\n1. c4 *\n";
    let mut splitter = PgnSplitter::new();
    assert_eq!(splitter.next_game(text).unwrap().text, "1. e4 *\n");
    let saved = splitter;
    assert_eq!(splitter.offset(), 8);
    assert_eq!(splitter.next_game(text).unwrap().number, 2);
    let mut again = saved;
    assert_eq!(again.next_game(text).unwrap().text, "1. d4 *\n");
    assert_eq!(splitter.next_game(text).unwrap().line, 3);
    assert_eq!(splitter.next_game(text), None);
    assert_eq!((splitter.games(), splitter.offset()), (3, text.len()));
}

#[test]
fn random_files_read_back_game_by_game() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(25);
    let mut text = String::new();
    let mut expected = Vec::new();
    for n in 0..40 {
        let variant = Variant::ALL[n % Variant::ALL.len()];
        let mut game = Game::new(variant);
        for _ in 0..(rng.next_u64() % 80) {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[(rng.next_u64() % moves.len() as u64) as usize])
                .unwrap();
        }
        let bad = n % 7 == 3;
        let mut written = write_pgn(&crate::PgnGame::from_game(&game));
        if bad {
            written = written.replacen("\n\n", "\n\n1. Kxe8 ", 1);
        }
        if n % 5 == 0 {
            text.push_str(&format!("stray line {n}\n"));
        }
        text.push_str(&written);
        text.push('\n');
        expected.push((!bad).then(|| game.moves().to_vec()));
    }
    let read: Vec<_> = PgnGames::new(&text).map(|g| g.read()).collect();
    assert_eq!(read.len(), expected.len());
    for (n, (got, want)) in read.iter().zip(&expected).enumerate() {
        match (got, want) {
            (Ok(game), Some(moves)) => assert_eq!(&game.moves, moves, "game {}", n + 1),
            (Err(e), None) => assert_eq!(e.number, n + 1),
            other => panic!("game {}: {other:?}", n + 1),
        }
    }
}
