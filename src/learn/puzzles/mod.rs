//! Puzzles: a puzzle of `assets/puzzles/` ([puzzles.md](../../../docs/puzzles.md)) read and checked
//! against the rules core, which move the solver may play, and which puzzle comes next; the
//! player's rating (`glicko`) and progress (`progress`); the trainer (`view`).
use makruk_core::{Move, Position, Variant};

use crate::text::{Key, Lang};

mod glicko;
mod progress;
pub mod view;

/// The themes of docs/puzzles.md, in its order: the name in the files, and the key of the name
/// shown in the language packs.
#[rustfmt::skip]
pub const THEMES: [(&str, Key); 9] = [
    ("mateIn1", crate::key!("learn-theme-mate-in-1")),
    ("mateIn2", crate::key!("learn-theme-mate-in-2")),
    ("mateIn3plus", crate::key!("learn-theme-mate-in-3-plus")),
    ("mateBeforeCount", crate::key!("learn-theme-mate-before-count")),
    ("material", crate::key!("learn-theme-material")),
    ("promotion", crate::key!("learn-theme-promotion")),
    ("fork", crate::key!("learn-theme-fork")),
    ("countingDefence", crate::key!("learn-theme-counting-defence")),
    ("endgame", crate::key!("learn-theme-endgame")),
];

/// The name of theme `index` of [`THEMES`].
pub fn theme_name(lang: Lang, index: usize) -> &'static str {
    lang.t(THEMES[index].1)
}

/// A puzzle: the position before the first move and the solution, the solver moving first.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its id (ten hex digits).
    pub id: String,
    /// The position before the first move.
    pub start: Position,
    /// The solution: the solver's moves and the opponent's replies, alternating.
    pub moves: Vec<Move>,
    /// Its themes, bit `i` for theme `i` of [`THEMES`].
    pub themes: u16,
    /// Its rating.
    pub rating: i32,
}

impl Puzzle {
    /// The puzzle of these fields, if its FEN and every solution move are legal for `variant`.
    pub fn new(
        variant: Variant,
        id: String,
        fen: &str,
        moves: &[String],
        themes: &[String],
        rating: i32,
    ) -> Option<Puzzle> {
        let start = Position::from_fen(variant, fen).ok()?;
        let mut pos = start.clone();
        let mut line = Vec::new();
        for text in moves {
            let m = pos.parse_uci_move(text).ok()?;
            pos.play(m).ok()?;
            line.push(m);
        }
        let themes = themes.iter().fold(0, |bits, name| {
            match THEMES.iter().position(|(n, _)| n == name) {
                Some(i) => bits | 1 << i,
                None => bits,
            }
        });
        (!line.is_empty()).then_some(Puzzle {
            id,
            start,
            moves: line,
            themes,
            rating,
        })
    }

    /// Whether the solver's move `m`, played in `pos` after `ply` moves of the solution, is
    /// right: the solution's move, or, for the solver's last move after the first when it mates,
    /// any move that mates at once.
    pub fn accepts(&self, pos: &Position, ply: usize, m: Move) -> bool {
        let Some(&expected) = self.moves.get(ply) else {
            return false;
        };
        let mates = |m: Move| {
            let mut after = pos.clone();
            after.play(m).is_ok() && after.is_checkmate()
        };
        m == expected || (ply > 0 && ply + 1 == self.moves.len() && mates(expected) && mates(m))
    }
}

/// The next puzzle: of those with `theme` (any when `None`), not `seen`, the one whose rating
/// is nearest `rating` (the first of equals); when all were seen, the nearest of all but `current`.
pub fn next_puzzle(
    puzzles: &[Puzzle],
    theme: Option<usize>,
    seen: impl Fn(&str) -> bool,
    current: Option<usize>,
    rating: i32,
) -> Option<usize> {
    let nearest = |unseen: bool| {
        puzzles
            .iter()
            .enumerate()
            .filter(|(i, p)| {
                theme.is_none_or(|t| p.themes & 1 << t != 0)
                    && Some(*i) != current
                    && (!unseen || !seen(&p.id))
            })
            .min_by_key(|(_, p)| (p.rating - rating).abs())
            .map(|(i, _)| i)
    };
    nearest(true).or_else(|| nearest(false)).or(current)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn puzzle(id: &str, fen: &str, moves: &[&str], themes: &[&str], rating: i32) -> Puzzle {
        Puzzle::new(
            Variant::Makruk,
            id.into(),
            fen,
            &strings(moves),
            &strings(themes),
            rating,
        )
        .expect("a valid puzzle")
    }

    /// Mate in 2 from the shipped file: after b5g5 f6e6, g5g6 mates.
    fn mate_in_two() -> Puzzle {
        puzzle(
            "0701d780c4",
            "8/2R5/2S2k2/PR6/5K2/1P6/8/8 w - - 9 71",
            &["b5g5", "f6e6", "g5g6"],
            &["mateIn2", "endgame"],
            1180,
        )
    }

    #[test]
    fn every_theme_has_its_name() {
        for lang in [Lang::En, Lang::Th] {
            for (i, (_, key)) in THEMES.iter().enumerate() {
                assert_ne!(theme_name(lang, i), "", "{} lacks {key:?}", lang.code());
            }
        }
        assert_eq!(theme_name(Lang::En, 3), "Mate before the count ends");
    }

    #[test]
    fn a_puzzle_reads_with_its_themes() {
        let p = mate_in_two();
        assert_eq!(p.moves.len(), 3);
        assert_eq!(p.themes, 1 << 1 | 1 << 8);
        let bad = |fen: &str, moves: &[&str]| {
            Puzzle::new(Variant::Makruk, "x".into(), fen, &strings(moves), &[], 600)
        };
        assert_eq!(
            bad("8/2R5/2S2k2/PR6/5K2/1P6/8/8 w - - 9 71", &["b5c6"]),
            None
        );
        assert_eq!(bad("8/2R5/2S2k2/PR6/5K2/1P6/8/8 w - - 9 71", &[]), None);
        assert_eq!(bad("not a fen", &["b5g5"]), None);
    }

    #[test]
    fn the_last_move_may_be_any_mate() {
        // From the shipped file: after e3d3 c8b8, d3d8 mates and so does another move.
        let p = puzzle(
            "df5bc73da0",
            "2k5/8/1KS5/4P3/PP6/4R3/8/8 w - - 3 80",
            &["e3d3", "c8b8", "d3d8"],
            &["mateIn2"],
            1180,
        );
        let mut pos = p.start.clone();
        let uci = |pos: &Position, s: &str| pos.parse_uci_move(s).expect("legal");
        assert!(p.accepts(&pos, 0, uci(&pos, "e3d3")));
        assert!(!p.accepts(&pos, 0, uci(&pos, "e3e4")));
        pos.play(p.moves[0]).unwrap();
        pos.play(p.moves[1]).unwrap();
        assert!(p.accepts(&pos, 2, uci(&pos, "d3d8")));
        let other_mates: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                m != p.moves[2] && {
                    let mut after = pos.clone();
                    after.play(m).is_ok() && after.is_checkmate()
                }
            })
            .collect();
        assert!(!other_mates.is_empty(), "the position has other mates");
        for &m in &other_mates {
            assert!(p.accepts(&pos, 2, m), "{m} mates too");
        }
        assert!(!p.accepts(&pos, 2, uci(&pos, "d3d4")), "no mate");
    }

    #[test]
    fn a_first_move_must_be_the_solutions() {
        // Mate in 1: the only mate is the solution; another move is refused.
        let p = puzzle(
            "1f9e53f38b",
            "1NR5/2R5/1k6/p7/PpP5/1P2m3/2K5/8 w - - 0 52",
            &["c4c5"],
            &["mateIn1"],
            620,
        );
        let pos = p.start.clone();
        assert!(p.accepts(&pos, 0, p.moves[0]));
        let other = pos.legal_moves().iter().copied().find(|&m| m != p.moves[0]);
        assert!(!p.accepts(&pos, 0, other.expect("another legal move")));
    }

    #[test]
    fn the_next_puzzle_is_unseen_with_the_nearest_rating() {
        let fen = "8/2R5/2S2k2/PR6/5K2/1P6/8/8 w - - 9 71";
        let list = vec![
            puzzle("a", fen, &["b5g5"], &["mateIn2"], 800),
            puzzle("b", fen, &["b5g5"], &["fork"], 1400),
            puzzle("c", fen, &["b5g5"], &["mateIn2"], 1600),
            puzzle("d", fen, &["b5g5"], &["mateIn2"], 1500),
        ];
        let none = |_: &str| false;
        assert_eq!(next_puzzle(&list, None, none, None, 1480), Some(3));
        assert_eq!(
            next_puzzle(&list, None, |id| id == "d", None, 1480),
            Some(1)
        );
        assert_eq!(next_puzzle(&list, Some(6), none, None, 900), Some(1));
        assert_eq!(
            next_puzzle(&list, Some(1), |id| id != "a", None, 1500),
            Some(0)
        );
        // All seen: the nearest but the current one.
        assert_eq!(
            next_puzzle(&list, Some(1), |_| true, Some(3), 1500),
            Some(2)
        );
        assert_eq!(
            next_puzzle(&list, Some(6), |_| true, Some(1), 1500),
            Some(1)
        );
        assert_eq!(next_puzzle(&list, Some(7), none, None, 1500), None);
    }
}
