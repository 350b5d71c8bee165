//! A PGN file of many games: the text split into games, each numbered in the file and read on
//! its own, so that a bad game is reported (its number, line and reason) and the others read.
//!
//! A game starts at a tag line (`[Name "value"]`) or at a movetext line that begins with a move
//! number (`1.`, `12...`) or a comment; other lines before it (a site's notes, stray text between games) are
//! skipped. A game ends after the line holding its result marker (outside comments and
//! variations), or before the next tag line after its movetext. The split is resumable: a
//! [`PgnSplitter`] is a small cursor that reads the next game from the same text, so a caller
//! can read a few games, yield, and go on.
//!
//! ```
//! use makruk_core::pgn_file::PgnGames;
//!
//! let text = "[Event \"a\"]\n1. e4 e5 1-0\nsome stray text\n\n[Event \"b\"]\n1. e4 Kxe1 *\n1. d4 *\n";
//! let read: Vec<_> = PgnGames::new(text).map(|game| game.read()).collect();
//! assert_eq!(read.len(), 3);
//! assert_eq!(read[0].as_ref().unwrap().moves.len(), 2);
//! let error = read[1].as_ref().unwrap_err();
//! assert_eq!((error.number, error.line), (2, 5));
//! assert_eq!(error.to_string(), "game 2 (line 5): move 1... \"Kxe1\": no legal move \"Kxe1\" in this position");
//! assert!(read[2].is_ok());
//! ```

use crate::pgn::{is_space, result_token};
use crate::{parse_pgn, PgnError, PgnGame};
use core::fmt;

/// One game's text in a PGN file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameText<'a> {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line (1-based) where it starts.
    pub line: usize,
    /// Its tags and movetext.
    pub text: &'a str,
}

/// A game of a PGN file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileGameError {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line (1-based) of the error in the file: the line named by the error, or else the
    /// game's first line.
    pub line: usize,
    /// Why it was rejected, its line numbers counted in the file.
    pub error: PgnError,
}

impl fmt::Display for FileGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let FileGameError {
            number,
            line,
            error,
        } = self;
        match error {
            // The error already names its line.
            PgnError::Tag { .. }
            | PgnError::Unclosed { .. }
            | PgnError::UnbalancedParenthesis { .. } => {
                write!(f, "game {number}: {error}")
            }
            _ => write!(f, "game {number} (line {line}): {error}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for FileGameError {}

impl GameText<'_> {
    /// The game read by [`parse_pgn`].
    ///
    /// # Errors
    /// The [`PgnError`] with this game's number, its lines counted in the file.
    pub fn read(&self) -> Result<PgnGame, FileGameError> {
        parse_pgn(self.text).map_err(|error| {
            let in_file = |line: usize| self.line + line - 1;
            let error = match error {
                PgnError::Tag { line, problem } => PgnError::Tag {
                    line: in_file(line),
                    problem,
                },
                PgnError::Unclosed { what, line } => PgnError::Unclosed {
                    what,
                    line: in_file(line),
                },
                PgnError::UnbalancedParenthesis { line } => PgnError::UnbalancedParenthesis {
                    line: in_file(line),
                },
                other => other,
            };
            let line = match error {
                PgnError::Tag { line, .. }
                | PgnError::Unclosed { line, .. }
                | PgnError::UnbalancedParenthesis { line } => line,
                _ => self.line,
            };
            FileGameError {
                number: self.number,
                line,
                error,
            }
        })
    }
}

/// Where the next game of a PGN text starts: the byte offset, its line and the games found so
/// far. `Copy`, so a caller can keep it between slices of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PgnSplitter {
    offset: usize,
    line: usize,
    games: usize,
}

impl Default for PgnSplitter {
    fn default() -> Self {
        PgnSplitter::new()
    }
}

/// What a line of a PGN file is, outside comments.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LineKind {
    Blank,
    Tag,
    /// Movetext starting with a move number or a comment.
    Movetext,
    Other,
}

fn line_kind(line: &str) -> LineKind {
    let trimmed = line.trim_matches(is_space);
    if trimmed.is_empty() {
        return LineKind::Blank;
    }
    if let Some(rest) = trimmed.strip_prefix('[') {
        let name_end = rest
            .find(|c: char| !crate::pgn::is_tag_name_char(c))
            .unwrap_or(rest.len());
        if name_end > 0
            && rest[name_end..]
                .trim_start_matches(is_space)
                .starts_with('"')
        {
            return LineKind::Tag;
        }
        return LineKind::Other;
    }
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    if trimmed.starts_with('{') || digits > 0 && trimmed[digits..].starts_with(['.', '…']) {
        return LineKind::Movetext;
    }
    LineKind::Other
}

/// The nesting of comments and variations carried from line to line in movetext.
#[derive(Default)]
struct Nesting {
    in_comment: bool,
    variations: usize,
}

impl Nesting {
    /// Reads `line` of movetext; whether a result marker stands in it at the top level.
    fn read_line(&mut self, line: &str) -> bool {
        let mut ended = false;
        let mut word_start = None;
        let mut check_word = |word: &str, variations: usize| {
            if variations == 0 && result_token(word).is_some() {
                ended = true;
            }
        };
        for (i, c) in line.char_indices() {
            if self.in_comment {
                if c == '}' {
                    self.in_comment = false;
                }
                continue;
            }
            let separator = is_space(c) || matches!(c, '{' | '(' | ')' | ';');
            if separator {
                if let Some(start) = word_start.take() {
                    check_word(&line[start..i], self.variations);
                }
            } else if word_start.is_none() {
                word_start = Some(i);
            }
            match c {
                '{' => self.in_comment = true,
                '(' => self.variations += 1,
                ')' => self.variations = self.variations.saturating_sub(1),
                ';' => return ended,
                _ => {}
            }
        }
        if let Some(start) = word_start {
            check_word(&line[start..], self.variations);
        }
        ended
    }
}

impl PgnSplitter {
    /// A cursor at the start of a text.
    pub fn new() -> PgnSplitter {
        PgnSplitter {
            offset: 0,
            line: 1,
            games: 0,
        }
    }

    /// The bytes of the text read so far (for a progress bar).
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The games found so far.
    pub fn games(&self) -> usize {
        self.games
    }

    /// The next game of `text` (the same text on every call), or `None` at its end.
    pub fn next_game<'a>(&mut self, text: &'a str) -> Option<GameText<'a>> {
        let mut start: Option<(usize, usize)> = None;
        let mut has_moves = false;
        let mut nesting = Nesting::default();
        let mut end = text.len();
        let mut end_line = self.line;
        let mut offset = self.offset;
        let mut line_number = self.line;
        while offset < text.len() {
            let rest = &text[offset..];
            let length = rest.find('\n').map_or(rest.len(), |i| i + 1);
            let line = &rest[..length];
            let kind = if nesting.in_comment {
                LineKind::Other
            } else {
                line_kind(line)
            };
            match start {
                None => match kind {
                    LineKind::Tag => start = Some((offset, line_number)),
                    LineKind::Movetext => {
                        start = Some((offset, line_number));
                        has_moves = true;
                        if nesting.read_line(line) {
                            end = offset + length;
                            end_line = line_number + 1;
                            break;
                        }
                    }
                    LineKind::Blank | LineKind::Other => {}
                },
                Some(_) => match kind {
                    LineKind::Tag if has_moves && nesting.variations == 0 => {
                        end = offset;
                        end_line = line_number;
                        break;
                    }
                    LineKind::Blank => {}
                    LineKind::Tag if !has_moves => {}
                    LineKind::Tag | LineKind::Movetext | LineKind::Other => {
                        has_moves = true;
                        if nesting.read_line(line) {
                            end = offset + length;
                            end_line = line_number + 1;
                            break;
                        }
                    }
                },
            }
            offset += length;
            line_number += 1;
            end_line = line_number;
        }
        self.offset = end.min(text.len());
        self.line = end_line;
        let (first, line) = start?;
        self.games += 1;
        Some(GameText {
            number: self.games,
            line,
            text: &text[first..end],
        })
    }
}

/// The games of a PGN text, in order (an iterator over a [`PgnSplitter`]).
#[derive(Clone, Debug)]
pub struct PgnGames<'a> {
    text: &'a str,
    splitter: PgnSplitter,
}

impl<'a> PgnGames<'a> {
    /// The games of `text`.
    pub fn new(text: &'a str) -> PgnGames<'a> {
        PgnGames {
            text,
            splitter: PgnSplitter::new(),
        }
    }
}

impl<'a> Iterator for PgnGames<'a> {
    type Item = GameText<'a>;

    fn next(&mut self) -> Option<GameText<'a>> {
        self.splitter.next_game(self.text)
    }
}

#[cfg(test)]
mod tests;
