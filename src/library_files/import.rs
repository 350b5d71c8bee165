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
    /// Games read that replay (the caller may fail to store some).
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
            Ok(Err(error)) => (game.line, error.to_string()),
            Err(error) => (error.line, error.error.to_string()),
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
        assert!(report.skipped[0].reason.contains("Kxe1"), "{report:?}");
        assert!(
            report.skipped[1].reason.contains("counting start"),
            "{report:?}"
        );
    }
}
