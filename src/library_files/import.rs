//! A PGN file of many games read into games to store, in slices: each call reads games until its
//! time is up, so the page can yield between slices; bad games are skipped and reported.
use makruk_core::pgn_file::{FileGameError, PgnSplitter};

use crate::import::{imported_game, imported_pgn};
use crate::record::Replayed;

/// A game of the file that was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line of the file where the problem is.
    pub line: usize,
    /// Why it was skipped.
    pub reason: String,
}

/// What an import did so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games read and handed on to be stored.
    pub imported: usize,
    /// Games skipped, in file order.
    pub skipped: Vec<SkippedGame>,
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

    /// Reads games while `keep_going()` says so (asked before each game, after the first) and
    /// returns those that replay; the others go into the report.
    pub fn next_slice(&mut self, keep_going: impl Fn() -> bool) -> Vec<Replayed> {
        let mut games = Vec::new();
        let mut first = true;
        while first || keep_going() {
            first = false;
            let Some(game) = self.splitter.next_game(&self.text) else {
                break;
            };
            let read = game.read().and_then(|pgn| {
                imported_pgn(&pgn).map_err(|error| FileGameError {
                    number: game.number,
                    line: game.line,
                    error,
                })
            });
            let skip = |line: usize, reason: String| SkippedGame {
                number: game.number,
                line,
                reason,
            };
            match read {
                Ok(imported) => match imported_game(&imported) {
                    Ok(replayed) => games.push(replayed),
                    Err(error) => self.report.skipped.push(skip(game.line, error.to_string())),
                },
                Err(error) => self
                    .report
                    .skipped
                    .push(skip(error.line, error.error.to_string())),
            }
        }
        self.report.imported += games.len();
        games
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

    #[test]
    fn bad_games_are_skipped_and_named_and_the_rest_read_in_slices() {
        let text = "[Event \"1\"]\n1. e4 e5 *\n\n[Event \"2\"]\n1. e4 Kxe1 *\n\n\
                    [Event \"3\"]\n[White \"Somchai\"]\n1. d4 1-0\n\n[Event \"4\"]\n{[%count start]} 1. c4 *\n";
        let mut import = FileImport::new(text.to_string());
        let first = import.next_slice(|| false);
        assert_eq!(first.len(), 1);
        assert!(!import.is_done());
        assert!(import.progress() > 0.0 && import.progress() < 1.0);
        let rest = import.next_slice(|| true);
        assert_eq!(rest.len(), 1);
        assert_eq!(rest[0].clone().into_parts().0.names[0], "Somchai");
        assert!(import.is_done());
        assert_eq!(import.games_read(), 4);
        let report = import.report();
        assert_eq!(report.imported, 2);
        let skipped: Vec<(usize, usize)> =
            report.skipped.iter().map(|s| (s.number, s.line)).collect();
        assert_eq!(skipped, [(2, 4), (4, 11)]);
        assert!(report.skipped[0].reason.contains("Kxe1"), "{report:?}");
        assert!(
            report.skipped[1].reason.contains("counting start"),
            "{report:?}"
        );
    }
}
