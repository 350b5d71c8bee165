//! Move ordering: table move first, then winning captures and promotions (MVV/LVA, checked by SEE),
//! killers, quiet moves by history, and losing captures last.

use crate::see::{see, SEE_VALUES};
use makruk_core::{Color, Move, MoveList, Position, Square, MAX_MOVES};

/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 96;

const HISTORY_MAX: i32 = 16_384;

/// Quiet-move history (by side, from, to), two killer moves per ply and a counter move per
/// previous move (from, to).
pub struct History {
    quiet: [[[i32; 64]; 64]; 2],
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    counters: [[Option<Move>; 64]; 64],
}

impl Default for History {
    fn default() -> Self {
        History {
            quiet: [[[0; 64]; 64]; 2],
            killers: [[None; 2]; MAX_PLY + 1],
            counters: [[None; 64]; 64],
        }
    }
}

impl History {
    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        *self = History::default();
    }

    /// Forgets the killers and ages the history (new search).
    pub fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY + 1];
        for side in self.quiet.iter_mut() {
            for row in side.iter_mut() {
                for value in row.iter_mut() {
                    *value /= 2;
                }
            }
        }
    }

    /// The history score of a quiet move, `-16384..=16384`.
    pub fn quiet_score(&self, side: Color, m: Move) -> i32 {
        self.quiet[side.index()][m.from.index()][m.to.index()]
    }

    /// The move that last refuted `previous` (the opponent's last move).
    pub fn counter(&self, previous: Option<Move>) -> Option<Move> {
        previous.and_then(|p| self.counters[p.from.index()][p.to.index()])
    }

    /// The killer moves of `ply`.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply.min(MAX_PLY)]
    }

    fn nudge(&mut self, side: Color, m: Move, bonus: i32) {
        let entry = &mut self.quiet[side.index()][m.from.index()][m.to.index()];
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }

    /// Records that quiet move `m` refuted a node at `depth`, after `tried` failed to.
    pub fn reward_quiet(
        &mut self,
        side: Color,
        m: Move,
        depth: i32,
        ply: usize,
        previous: Option<Move>,
        tried: &[Option<Move>],
    ) {
        let bonus = (depth * depth * 8).min(HISTORY_MAX / 4);
        self.nudge(side, m, bonus);
        for other in tried.iter().flatten() {
            self.nudge(side, *other, -bonus);
        }
        if let Some(p) = previous {
            self.counters[p.from.index()][p.to.index()] = Some(m);
        }
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        if slot[0] != Some(m) {
            slot[1] = slot[0];
            slot[0] = Some(m);
        }
    }
}

const TT_MOVE: i32 = 4_000_000;
const GOOD_CAPTURE: i32 = 2_000_000;
const KILLER: i32 = 1_000_000;
const BAD_CAPTURE: i32 = -1_000_000;

/// Hands out the moves of a node best-first (selection sort, so cut-offs skip the rest).
pub struct MovePicker {
    moves: [(Move, i32); MAX_MOVES],
    len: usize,
    next: usize,
}

impl MovePicker {
    /// Scores the legal moves of `pos`.
    pub fn new(
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        history: &History,
    ) -> MovePicker {
        let side = pos.turn();
        let filler = Move {
            from: Square::ALL[0],
            to: Square::ALL[0],
            promotion: None,
        };
        let mut scored = [(filler, 0); MAX_MOVES];
        let len = moves.len().min(MAX_MOVES);
        for (slot, &m) in scored.iter_mut().zip(moves.iter()) {
            let score = if Some(m) == tt_move {
                TT_MOVE
            } else if let Some(victim) = pos.piece_at(m.to) {
                let attacker = pos
                    .piece_at(m.from)
                    .map_or(0, |p| SEE_VALUES[p.role.index()]);
                let mvv_lva = SEE_VALUES[victim.role.index()] * 16 - attacker / 16;
                if see(pos, m) >= 0 {
                    GOOD_CAPTURE + mvv_lva
                } else {
                    BAD_CAPTURE + mvv_lva
                }
            } else if m.promotion.is_some() {
                GOOD_CAPTURE - 1
            } else if killers[0] == Some(m) {
                KILLER + 1
            } else if killers[1] == Some(m) {
                KILLER
            } else if counter == Some(m) {
                KILLER - 1
            } else {
                history.quiet_score(side, m)
            };
            *slot = (m, score);
        }
        MovePicker {
            moves: scored,
            len,
            next: 0,
        }
    }

    /// The next best move, or `None` when all were handed out.
    pub fn next(&mut self) -> Option<Move> {
        if self.next >= self.len {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..self.len {
            if self.moves[i].1 > self.moves[best].1 {
                best = i;
            }
        }
        self.moves.swap(self.next, best);
        self.next += 1;
        Some(self.moves[self.next - 1].0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn picked(fen: &str, tt: Option<&str>, killer: Option<&str>, history: &History) -> Vec<String> {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let parse = |s: &str| pos.parse_uci_move(s).expect("legal move");
        let moves = pos.legal_moves();
        let mut picker = MovePicker::new(
            &pos,
            &moves,
            tt.map(parse),
            [killer.map(parse), None],
            None,
            history,
        );
        let mut order = Vec::new();
        while let Some(m) = picker.next() {
            order.push(m.to_string());
        }
        assert_eq!(order.len(), moves.len(), "every move exactly once");
        order
    }

    // The ma on d5 is defended by the bia on c6: taking it with the bia wins, with the ruea loses.
    const FEN: &str = "4k3/8/2p5/3n4/4P3/8/8/3RK3 w - - 0 1";

    #[test]
    fn table_move_comes_first() {
        let order = picked(FEN, Some("e1f2"), None, &History::default());
        assert_eq!(order[0], "e1f2");
    }

    #[test]
    fn winning_captures_before_quiet_moves() {
        let order = picked(FEN, None, None, &History::default());
        assert_eq!(order[0], "e4d5");
        assert_eq!(order.last().map(String::as_str), Some("d1d5"));
    }

    #[test]
    fn killers_before_other_quiet_moves_and_history_orders_the_rest() {
        let mut history = History::default();
        let pos = Position::from_fen(Variant::Makruk, FEN).expect("valid FEN");
        let good = pos.parse_uci_move("d1a1").expect("legal");
        history.reward_quiet(Color::White, good, 6, 3, None, &[]);
        let order = picked(FEN, None, Some("e1f1"), &history);
        let position = |m: &str| order.iter().position(|o| o == m).expect("present");
        assert!(position("e1f1") < position("d1a1"));
        assert!(position("d1a1") < position("d1b1"));
        assert!(position("e4d5") < position("e1f1"));
    }

    #[test]
    fn losing_capture_comes_last() {
        // The ruea can only take a bia defended by another bia.
        let order = picked(
            "4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1",
            None,
            None,
            &History::default(),
        );
        assert_eq!(order.last().map(String::as_str), Some("d1d5"));
    }

    #[test]
    fn counter_move_is_remembered() {
        let mut history = History::default();
        let pos = Position::startpos(Variant::Makruk);
        let previous = pos.parse_uci_move("e3e4").expect("legal");
        let reply = pos.parse_uci_move("b1d2").expect("legal");
        history.reward_quiet(Color::Black, reply, 4, 1, Some(previous), &[]);
        assert_eq!(history.counter(Some(previous)), Some(reply));
        assert_eq!(history.counter(None), None);
    }
}
