//! A PGN file of many games read into games to store, in slices: each call reads games until its
//! time is up, so the page can yield between slices; bad games are skipped and reported.
use makruk_core::pgn_file::{FileGameError, PgnSplitter};

use crate::library::import::{imported_game, imported_pgn, ImportError};
use crate::model::record::Replayed;

/// A game of the file that was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line of the file where the problem is.
    pub line: usize,
    /// Why it was skipped: the PGN error ([`ImportError::Pgn`]) or the replay's
    /// ([`ImportError::Replay`]).
    pub reason: ImportError,
}

/// What an import did so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games read that replay (the caller may fail to store some).
    pub imported: usize,
    /// Games skipped, in file order.
    pub skipped: Vec<SkippedGame>,
}

/// The text of a file's bytes as `File.text()` reads it (UTF-8, a byte-order mark dropped, bad
/// bytes replaced), copied from its bytes in one go: a multi-megabyte string passed from JS to
/// wasm is copied character by character in a task that holds the page for tens of ms. (Written
/// out rather than `String::from_utf8_lossy`, which costs the app 0.3 KiB gz.)
pub fn file_text(bytes: &[u8]) -> String {
    let mut rest = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut text = String::with_capacity(rest.len());
    loop {
        match core::str::from_utf8(rest) {
            Ok(valid) => {
                text.push_str(valid);
                return text;
            }
            Err(error) => {
                let (valid, bad) = rest.split_at(error.valid_up_to());
                text.push_str(core::str::from_utf8(valid).unwrap_or_default());
                text.push(char::REPLACEMENT_CHARACTER);
                rest = &bad[error.error_len().unwrap_or(bad.len())..];
            }
        }
    }
}

/// A file being read: its text and where the next game starts.
#[derive(Clone, Debug)]
pub struct FileImport {
    text: String,
    splitter: PgnSplitter,
    report: ImportReport,
}

impl FileImport {
    /// The import of `text`, from its first game.
    pub fn new(text: String) -> FileImport {
        FileImport {
            text,
            splitter: PgnSplitter::new(),
            report: ImportReport::default(),
        }
    }

    /// Reads the next game of the file: `None` at the end of the file, `Some(None)` for a game
    /// skipped (it goes into the report), `Some(Some(game))` for a game that replays.
    pub fn next_game(&mut self) -> Option<Option<Replayed>> {
        let game = self.splitter.next_game(&self.text)?;
        let read = game.read().and_then(|pgn| {
            imported_pgn(&pgn).map_err(|error| FileGameError {
                number: game.number,
                line: game.line,
                error,
            })
        });
        let (line, reason) = match read.map(|imported| imported_game(&imported)) {
            Ok(Ok(replayed)) => {
                self.report.imported += 1;
                return Some(Some(replayed));
            }
            Ok(Err(error)) => (game.line, ImportError::Replay(error)),
            Err(error) => (error.line, ImportError::Pgn(error.error)),
        };
        self.report.skipped.push(SkippedGame {
            number: game.number,
            line,
            reason,
        });
        Some(None)
    }

    /// Whether every game has been read.
    pub fn is_done(&self) -> bool {
        self.splitter.offset() >= self.text.len()
    }

    /// The share of the text read, from 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.text.is_empty() {
            1.0
        } else {
            self.splitter.offset() as f64 / self.text.len() as f64
        }
    }

    /// The games found so far, read or skipped.
    pub fn games_read(&self) -> usize {
        self.splitter.games()
    }

    /// What was imported and skipped so far.
    pub fn report(&self) -> &ImportReport {
        &self.report
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Lang;
    use makruk_core::Variant;

    #[test]
    fn a_files_text_is_read_as_utf8_without_its_byte_order_mark() {
        assert_eq!(file_text("\u{FEFF}1. e4 ฉ๔".as_bytes()), "1. e4 ฉ๔");
        assert_eq!(file_text(b"1. e4 \xFF e5"), "1. e4 \u{FFFD} e5");
        assert_eq!(file_text(b""), "");
        assert_eq!(file_text(b"e4 \xE0\xB8"), "e4 \u{FFFD}");
        assert_eq!(file_text(b"\xC0\xAFe4"), "\u{FFFD}\u{FFFD}e4");
    }

    #[test]
    fn bad_games_are_skipped_and_named_and_the_rest_read_in_slices() {
        let text = "[Event \"1\"]\n1. e4 e5 *\n\n[Event \"2\"]\n1. e4 Kxe1 *\n\n\
                    [Event \"3\"]\n[White \"Somchai\"]\n1. d4 1-0\n\n[Event \"4\"]\n{[%count start]} 1. c4 *\n";
        let mut import = FileImport::new(text.to_string());
        assert!(matches!(import.next_game(), Some(Some(_))));
        assert!(!import.is_done());
        assert!(import.progress() > 0.0 && import.progress() < 1.0);
        assert_eq!(import.next_game(), Some(None));
        let Some(Some(third)) = import.next_game() else {
            panic!("game 3 replays");
        };
        assert_eq!(third.into_parts().0.names[0], "Somchai");
        assert_eq!(import.next_game(), Some(None));
        assert_eq!(import.next_game(), None);
        assert!(import.is_done());
        assert_eq!(import.games_read(), 4);
        let report = import.report();
        assert_eq!(report.imported, 2);
        let skipped: Vec<(usize, usize)> =
            report.skipped.iter().map(|s| (s.number, s.line)).collect();
        assert_eq!(skipped, [(2, 4), (4, 11)]);
        let reason = |n: usize| {
            crate::library::import::error_text(Lang::En, &report.skipped[n].reason, Variant::Makruk)
        };
        assert_eq!(
            reason(0),
            "move 1... \"Kxe1\": no legal move \"Kxe1\" in this position"
        );
        assert!(
            reason(1).starts_with("counting start after 0 moves: "),
            "{report:?}"
        );
    }
}
