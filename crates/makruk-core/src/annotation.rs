//! Notes on a line of moves as PGN carries them: comments, NAGs (numeric annotation glyphs) and
//! variations, each placed by ply along the line.
//!
//! ```
//! use makruk_core::{parse_pgn, Annotations};
//!
//! let game = parse_pgn("{Opening} 1. e4 $1 {the usual} (1. d4 d5) 1... e5?! *").unwrap();
//! let notes: Annotations = game.annotations();
//! assert_eq!(notes.comment_at(0).as_deref(), Some("Opening"));
//! assert_eq!(notes.comment_at(1).as_deref(), Some("the usual"));
//! assert_eq!(notes.nags_at(1).collect::<Vec<_>>(), [1]);
//! assert_eq!(notes.nags_at(2).collect::<Vec<_>>(), [6]);
//! assert_eq!(notes.variations_at(0).next().unwrap().moves.len(), 2);
//! ```

use crate::Move;
use alloc::string::String;
use alloc::vec::Vec;

/// Comments, NAGs and variations on a line of moves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Annotations {
    /// Comments with the number of the line's moves played before them (0 = before the first
    /// move), in order.
    pub comments: Vec<(usize, String)>,
    /// NAGs with the number of the move they mark (1 = the line's first move), in order.
    pub nags: Vec<(usize, u8)>,
    /// Variations with the number of the line's moves played before their first move: each is
    /// played instead of the line's next move.
    pub variations: Vec<(usize, Variation)>,
}

/// Moves played instead of a line's move, from the position before it, with their own notes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variation {
    /// The moves, legal in sequence.
    pub moves: Vec<Move>,
    /// Notes on these moves, placed by ply from the variation's start.
    pub annotations: Annotations,
}

impl Annotations {
    /// Whether there is nothing: no comment, NAG or variation.
    pub fn is_empty(&self) -> bool {
        self.comments.is_empty() && self.nags.is_empty() && self.variations.is_empty()
    }

    /// The comments after `ply` moves joined by a space, `None` when there is none.
    pub fn comment_at(&self, ply: usize) -> Option<String> {
        let mut texts = self.comments.iter().filter(|(at, _)| *at == ply);
        let (_, first) = texts.next()?;
        let mut joined = first.clone();
        for (_, text) in texts {
            joined.push(' ');
            joined.push_str(text);
        }
        Some(joined)
    }

    /// The NAGs of move `ply` (1 = the first move), in order.
    pub fn nags_at(&self, ply: usize) -> impl Iterator<Item = u8> + '_ {
        self.nags
            .iter()
            .filter(move |(at, _)| *at == ply)
            .map(|&(_, nag)| nag)
    }

    /// The variations played instead of move `ply + 1`.
    pub fn variations_at(&self, ply: usize) -> impl Iterator<Item = &Variation> + '_ {
        self.variations
            .iter()
            .filter(move |(at, _)| *at == ply)
            .map(|(_, variation)| variation)
    }

    /// Makes `text` the one comment after `ply` moves: white space collapsed, `}` (which ends a
    /// PGN comment) written `)`; an empty text removes the comments there.
    pub fn set_comment(&mut self, ply: usize, text: &str) {
        let text = clean_comment(text);
        let at = self
            .comments
            .iter()
            .position(|(p, _)| *p >= ply)
            .unwrap_or(self.comments.len());
        self.comments.retain(|(p, _)| *p != ply);
        if !text.is_empty() {
            self.comments.insert(at, (ply, text));
        }
    }

    /// Keeps only the notes on the first `plies` moves (a comment after the last kept move, not
    /// variations of later moves).
    pub fn truncate(&mut self, plies: usize) {
        self.comments.retain(|(at, _)| *at <= plies);
        self.nags.retain(|(at, _)| *at <= plies);
        self.variations.retain(|(at, _)| *at < plies);
    }
}

/// A comment as PGN can hold it: white space collapsed to single spaces, trimmed, and `}`
/// written `)`.
pub fn clean_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split(char::is_whitespace).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.chars().map(|c| if c == '}' { ')' } else { c }));
    }
    out
}

/// The usual glyph of a NAG: `!`, `?`, `!!`, `??`, `!?`, `?!` for NAGs 1 to 6.
pub fn nag_glyph(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        _ => return None,
    })
}

/// The NAG a move suffix stands for (`!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6, and the
/// one-character forms `‼` `⁇` `⁉` `⁈`).
pub fn suffix_nag(suffix: &str) -> Option<u8> {
    Some(match suffix {
        "!" => 1,
        "?" => 2,
        "!!" | "‼" => 3,
        "??" | "⁇" => 4,
        "!?" | "⁉" => 5,
        "?!" | "⁈" => 6,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_comment_replaces_cleans_and_removes() {
        let mut notes = Annotations::default();
        notes.set_comment(3, "  a  {b}\nc ");
        notes.set_comment(1, "first");
        assert_eq!(notes.comments, [(1, "first".into()), (3, "a {b) c".into())]);
        notes.comments.push((1, "again".into()));
        assert_eq!(notes.comment_at(1).as_deref(), Some("first again"));
        notes.set_comment(1, "one");
        assert_eq!(notes.comment_at(1).as_deref(), Some("one"));
        notes.set_comment(1, " ");
        assert_eq!(notes.comment_at(1), None);
        assert!(!notes.is_empty());
        notes.truncate(2);
        assert!(notes.is_empty());
    }

    #[test]
    fn glyphs_and_suffixes_agree() {
        for nag in 1..=6 {
            assert_eq!(suffix_nag(nag_glyph(nag).unwrap()), Some(nag));
        }
        assert_eq!(nag_glyph(0), None);
        assert_eq!(nag_glyph(14), None);
        assert_eq!(suffix_nag("!!!"), None);
    }
}
