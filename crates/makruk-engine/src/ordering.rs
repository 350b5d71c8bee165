//! Move ordering: table move first, then winning captures and promotions (MVV/LVA, checked by SEE),
//! killers, quiet moves by history, and losing captures last.

use crate::see::{see, SEE_VALUES};
use makruk_core::{Color, Move, MoveList, Position, Square, MAX_MOVES};

/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 96;

const HISTORY_MAX: i32 = 16_384;

/// Quiet-move history (by side, from, to) and two killer moves per ply.
pub struct History {
    quiet: [[[i32; 64]; 64]; 2],
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
}

impl Default for History {
    fn default() -> Self {
        History {
            quiet: [[[0; 64]; 64]; 2],
            killers: [[None; 2]; MAX_PLY + 1],
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
        tried: &[Option<Move>],
    ) {
        let bonus = (depth * depth * 8).min(HISTORY_MAX / 4);
        self.nudge(side, m, bonus);
        for other in tried.iter().flatten() {
            self.nudge(side, *other, -bonus);
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
