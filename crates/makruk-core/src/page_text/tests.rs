use super::*;
use crate::{parse_pgn, Game};
use alloc::format;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A seeded random game's moves in SAN.
fn random_sans(seed: u64, plies: usize) -> Vec<String> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(Variant::Makruk);
    let mut sans = Vec::new();
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[(rng.next_u64() % moves.len() as u64) as usize];
        sans.push(game.position().san(m));
        game.play(m).unwrap();
    }
    sans
}

/// A game page as a correspondence site shows it, copied whole: title, time control, notes
/// with brackets (one never closed), the move list with a date after each move pair, and help
/// text after it.
fn game_page(sans: &[String]) -> String {
    let mut page = String::from(
        "Makruk 1\n\n'Standard' (30 days + 1 day/move, max 45 days)\n\
         This game follows the Makruk (Thai Chess) rules. Open the 'info' tab to read them.\n\
         Clock started on 5/31/2008\n",
    );
    for (n, pair) in sans.chunks(2).enumerate() {
        page.push_str(&format!("{}. {}", n + 1, pair.join(" ")));
        page.push_str(&format!(" 6/{}/2008\n", n + 1));
    }
    page.push_str(
        "\nThe start (rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBKQBNR) differs from chess.\n\
         1. Pieces and Movement\nKhun (king) moves one square (see the diagram\n\
         2. Rules\nHelp: the Action Bar (move box, buttons ...\n",
    );
    page
}

#[test]
fn finds_the_moves_of_a_whole_game_page() {
    let sans = random_sans(7, 41);
    let page = game_page(&sans);
    assert!(parse_pgn(&page).is_err(), "the page as a whole is no PGN");
    let found = find_moves(&page, Variant::Makruk).unwrap();
    assert_eq!(found.game.moves.len(), sans.len());
    let pairs = sans.len().div_ceil(2);
    assert_eq!(found.lines, (6, 5 + pairs));
    assert_eq!(
        found.ignored_lines,
        [(1, 5), (6 + pairs, page.lines().count())]
    );
    // The dates after each pair but the last are inside the run.
    assert_eq!(found.skipped.len(), pairs - 1);
    assert_eq!(found.skipped[0], (6, "6/1/2008".to_string()));
    assert_eq!(found.game.result, "*");
}

#[test]
fn a_header_line_before_the_moves_is_ignored() {
    let found = find_moves("Makruk\n1. e4 e5 2. Nd2 Nd7 1-0", Variant::Makruk).unwrap();
    assert_eq!(found.game.moves.len(), 4);
    assert_eq!(found.game.result, "1-0");
    assert_eq!(found.ignored_lines, [(1, 1)]);
    assert!(found.skipped.is_empty());
}

#[test]
fn the_longest_run_wins() {
    let text = "1. e4 e5 then talk\n\nThe game: 1. e4 e5 2. Nd2 Nd7 3. Kxe8 and more";
    let found = find_moves(text, Variant::Makruk).unwrap();
    assert_eq!(found.game.moves.len(), 4);
    assert_eq!(found.lines, (3, 3));
    assert_eq!(found.ignored_lines, [(1, 2)]);
}

#[test]
fn glued_numbers_black_numbers_and_punctuation() {
    let found = find_moves("1.e4, 1...e5; 2.Nd2!", Variant::Makruk).unwrap();
    assert_eq!(found.game.moves.len(), 3);
    // A wrong move number ends the run.
    let found = find_moves("1. e4 e5 3. Nd2", Variant::Makruk).unwrap();
    assert_eq!(found.game.moves.len(), 2);
}

#[test]
fn no_moves_no_game() {
    assert_eq!(find_moves("", Variant::Makruk), None);
    assert_eq!(
        find_moves("Makruk 1\nno moves here (1. none", Variant::Makruk),
        None
    );
    assert_eq!(find_moves("1. Kxe8", Variant::Makruk), None);
}

#[test]
fn any_text_is_read_without_panic() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let pieces = [
        "1.", "2...", "e4", "e5", "Nd2", "(", "1-0", "\n", " ", "x", "6/1/2008", "½",
    ];
    for _ in 0..300 {
        let text: String = (0..30)
            .map(|_| pieces[(rng.next_u64() % pieces.len() as u64) as usize])
            .collect::<Vec<_>>()
            .join(" ");
        if let Some(found) = find_moves(&text, Variant::Makruk) {
            assert!(!found.game.moves.is_empty());
            assert!(found.lines.0 <= found.lines.1);
        }
    }
}
