//! The library's changes as its readers see them: how many there have been and which games the
//! recent ones touched, so that a reader who built something from the games (the explorer's index)
//! redoes only what changed.
use std::collections::VecDeque;

use super::GameId;

/// How many recent changes are remembered; a reader further behind starts again.
const KEPT: usize = 256;

/// What changed since a reader's mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Changed {
    /// Nothing.
    Nothing,
    /// These games (added, rewritten or deleted), in id order.
    Games(Vec<GameId>),
    /// Something this page cannot name (another writer's message, or too long ago): read all again.
    Unknown,
}

/// The changes heard so far.
#[derive(Debug, Default)]
pub struct ChangeLog {
    count: u64,
    /// The latest changes: their number and the game each touched, if known.
    recent: VecDeque<(u64, Option<GameId>)>,
}

impl ChangeLog {
    /// The mark of the changes so far, for [`ChangeLog::since`].
    pub fn mark(&self) -> u64 {
        self.count
    }

    /// Notes a change of game `id`, or of unknown games.
    pub fn note(&mut self, id: Option<GameId>) {
        self.count += 1;
        self.recent.push_back((self.count, id));
        if self.recent.len() > KEPT {
            self.recent.pop_front();
        }
    }

    /// What changed after `mark`.
    pub fn since(&self, mark: u64) -> Changed {
        if mark >= self.count {
            return Changed::Nothing;
        }
        if self
            .recent
            .front()
            .is_none_or(|&(first, _)| first > mark + 1)
        {
            return Changed::Unknown;
        }
        let mut ids = Vec::new();
        for &(_, id) in self.recent.iter().filter(|&&(n, _)| n > mark) {
            let Some(id) = id else {
                return Changed::Unknown;
            };
            if let Err(at) = ids.binary_search(&id) {
                ids.insert(at, id);
            }
        }
        Changed::Games(ids)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_hears_the_games_changed_since_its_mark() {
        let mut log = ChangeLog::default();
        assert_eq!(log.since(log.mark()), Changed::Nothing);
        log.note(Some(3));
        let mark = log.mark();
        log.note(Some(7));
        log.note(Some(2));
        log.note(Some(7));
        assert_eq!(log.since(mark), Changed::Games(vec![2, 7]));
        assert_eq!(log.since(0), Changed::Games(vec![2, 3, 7]));
        assert_eq!(log.since(log.mark()), Changed::Nothing);
    }

    #[test]
    fn an_unnamed_change_or_a_reader_too_far_behind_reads_all_again() {
        let mut log = ChangeLog::default();
        log.note(Some(1));
        let mark = log.mark();
        log.note(None);
        log.note(Some(2));
        assert_eq!(log.since(mark), Changed::Unknown);
        let after_unknown = log.mark() - 1;
        assert_eq!(log.since(after_unknown), Changed::Games(vec![2]));
        for id in 0..KEPT as GameId {
            log.note(Some(id));
        }
        assert_eq!(log.since(mark), Changed::Unknown);
        assert_eq!(
            log.since(log.mark() - 1),
            Changed::Games(vec![KEPT as GameId - 1])
        );
    }
}
