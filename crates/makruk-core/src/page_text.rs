//! The moves of a game in a web page's text pasted whole: the longest run of numbered moves that
//! replays from the start position, found among the page's words, and what was ignored around it.
//!
//! A run starts at a word `1.` (or `1.e4`) and goes on while each word is the expected move
//! number, a legal move in SAN, or a result marker (which ends it). Words that are neither (a
//! date or a clock after a move) are skipped when the next move number follows within a few
//! words, and reported; anything else ends the run.
//!
//! ```
//! use makruk_core::page_text::find_moves;
//! use makruk_core::Variant;
//!
//! let page = "Makruk 1\nClock started on 5/31/2008\n1. e4 e5 2. Nd2 (0:12) 2... Nd7\nHelp (tabs";
//! let found = find_moves(page, Variant::Makruk).unwrap();
//! assert_eq!(found.game.moves.len(), 4);
//! assert_eq!(found.lines, (3, 3));
//! assert_eq!(found.ignored_lines, [(1, 2), (4, 4)]);
//! assert_eq!(found.skipped, [(3, "(0:12)".to_string())]);
//! ```

use crate::pgn::{is_space, result_token};
use crate::{PgnGame, Position, Variant};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The game found in a page's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundMoves {
    /// The game: the variant's start, the moves of the run and its result (`*` without one).
    pub game: PgnGame,
    /// The first and last lines (1-based) of the run.
    pub lines: (usize, usize),
    /// The ranges of lines (first, last; 1-based) outside the run, ignored.
    pub ignored_lines: Vec<(usize, usize)>,
    /// Words inside the run that were skipped, with their lines.
    pub skipped: Vec<(usize, String)>,
}

/// How many words a run may skip to reach the next move number.
const MAX_SKIP: usize = 6;

/// A word of the page and its line.
struct Word<'a> {
    line: usize,
    text: &'a str,
}

/// The move number a word starts with (`12.`, `12...`, `12…`) and what follows it.
fn move_number(word: &str) -> Option<(u32, bool, &str)> {
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let number = word[..digits].parse().ok()?;
    let after = &word[digits..];
    let dots = after.len() - after.trim_start_matches(['.', '…']).len();
    if dots == 0 {
        return None;
    }
    let black = after[..dots] != *".";
    Some((number, black, &after[dots..]))
}

/// A move word without the punctuation a page puts around it.
fn bare_move(word: &str) -> &str {
    word.trim_end_matches([',', ';', ':'])
        .trim_end_matches(['!', '?'])
}

/// A run of moves from `words[first]`: its game, the index of its last word, the words skipped.
struct Run {
    game: PgnGame,
    last: usize,
    skipped: Vec<usize>,
}

fn run_from(words: &[Word], first: usize, variant: Variant) -> Run {
    let mut game = PgnGame::new(variant);
    let mut pos = Position::startpos(variant);
    let mut last = first;
    let mut skipped = Vec::new();
    let mut i = first;
    let expected_number = |pos: &Position, word: &str| {
        move_number(word).is_some_and(|(n, black, _)| {
            n == pos.fullmoves() && (black || pos.turn() == crate::Color::White)
        })
    };
    while i < words.len() {
        let word = words[i].text;
        let mut rest = word;
        if let Some((_, _, after)) = move_number(word) {
            if !expected_number(&pos, word) {
                break;
            }
            rest = after;
            if rest.is_empty() {
                i += 1;
                continue;
            }
        }
        if let Some(result) = result_token(rest) {
            game.result = result.to_string();
            last = i;
            break;
        }
        match pos.parse_san(bare_move(rest)) {
            Ok(m) if pos.play(m).is_ok() => {
                game.moves.push(m);
                last = i;
                i += 1;
            }
            _ => {
                let limit = words.len().min(i + 1 + MAX_SKIP);
                match (i + 1..limit).find(|&j| expected_number(&pos, words[j].text)) {
                    Some(next) if !game.moves.is_empty() && rest.len() == word.len() => {
                        skipped.extend(i..next);
                        i = next;
                    }
                    _ => break,
                }
            }
        }
    }
    skipped.retain(|&j| j < last);
    Run {
        game,
        last,
        skipped,
    }
}

/// The longest run of numbered moves in `text` that replays from the start of `variant` (see
/// the [module docs](self)), or `None` when no word `1.` starts a legal move.
pub fn find_moves(text: &str, variant: Variant) -> Option<FoundMoves> {
    let words: Vec<Word> = text
        .lines()
        .enumerate()
        .flat_map(|(n, line)| {
            line.split(is_space)
                .filter(|w| !w.is_empty())
                .map(move |w| Word {
                    line: n + 1,
                    text: w,
                })
        })
        .collect();
    let (first, run) = (0..words.len())
        .filter(|&i| move_number(words[i].text).is_some_and(|(n, black, _)| n == 1 && !black))
        .map(|i| (i, run_from(&words, i, variant)))
        .filter(|(_, run)| !run.game.moves.is_empty())
        .max_by_key(|(i, run)| (run.game.moves.len(), core::cmp::Reverse(*i)))?;
    let lines = (words[first].line, words[run.last].line);
    let total_lines = text.lines().count();
    let ignored_lines = [(1, lines.0 - 1), (lines.1 + 1, total_lines)]
        .into_iter()
        .filter(|(from, to)| from <= to)
        .collect();
    let skipped = run
        .skipped
        .iter()
        .map(|&j| (words[j].line, words[j].text.to_string()))
        .collect();
    Some(FoundMoves {
        game: run.game,
        lines,
        ignored_lines,
        skipped,
    })
}

#[cfg(test)]
mod tests;
