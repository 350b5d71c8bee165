//! Move ordering: table move first, then winning captures and promotions (most valuable victim,
//! then capture history and least valuable attacker; checked by SEE),
//! killers, quiet moves by history (plus continuation history on the last two moves), and losing
//! captures last.

use crate::correction::CorrectionHistory;
use crate::params::{
    CAPTURE_HISTORY_DIVISOR, CAPTURE_VICTIM_WEIGHT, HISTORY_BONUS_MAX, HISTORY_BONUS_PER_DEPTH,
    HISTORY_MAX,
};
use crate::see::{see, victim, SEE_VALUES};
use alloc::vec::Vec;
use core::mem::MaybeUninit;
use makruk_core::{Color, Move, MoveList, Position, Role, Square, MAX_MOVES};

/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 96;

/// The reward for a move that refuted a node at `depth` (the others tried lose as much).
fn history_bonus(depth: i32) -> i32 {
    (depth * depth * HISTORY_BONUS_PER_DEPTH).min(HISTORY_BONUS_MAX)
}

/// `value` moved by `bonus`, less the more it already leans that way, so it stays within
/// ±[`HISTORY_MAX`].
fn nudged(value: i32, bonus: i32) -> i32 {
    value + bonus - value * bonus.abs() / HISTORY_MAX
}

/// The piece a move moved and where it went: what continuation history is keyed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceTo {
    role: Role,
    to: Square,
}

/// Number of distinct [`PieceTo`] values.
const PIECE_TO_COUNT: usize = 6 * 64;

impl PieceTo {
    /// The piece-to of `m` played in `pos` (before the move).
    pub fn of(pos: &Position, m: Move) -> Option<PieceTo> {
        pos.piece_at(m.from).map(|p| PieceTo {
            role: p.role,
            to: m.to,
        })
    }

    fn index(self) -> usize {
        self.role.index() * 64 + self.to.index()
    }
}

/// A capture as capture history keys it: the capturing piece, its target square and the victim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureKey {
    piece_to: PieceTo,
    victim: Role,
}

impl CaptureKey {
    /// The key of `m` in `pos` if `m` captures.
    pub fn of(pos: &Position, m: Move) -> Option<CaptureKey> {
        Some(CaptureKey {
            piece_to: PieceTo::of(pos, m)?,
            victim: victim(pos, m)?,
        })
    }

    fn index(self, side: Color) -> usize {
        (side.index() * PIECE_TO_COUNT + self.piece_to.index()) * 6 + self.victim.index()
    }
}

/// A quiet move with its piece-to, as the history records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietMove {
    /// The move.
    pub mv: Move,
    /// Its piece and target square.
    pub piece_to: Option<PieceTo>,
}

/// The moves before a node that continuation history looks at: the opponent's last move and the
/// side to move's own move before it (`None` at the root or after a null move).
pub type Continuation = [Option<PieceTo>; 2];

/// Quiet-move history (by side, from, to), continuation history (by the earlier move's piece-to,
/// side and this move's piece-to), capture history (by side, piece-to and victim), two killer
/// moves per ply, a counter move per previous move (from, to) and the static evaluation's
/// [`CorrectionHistory`].
pub struct History {
    quiet: [[[i32; 64]; 64]; 2],
    capture: Vec<i16>,
    /// Corrections of the static evaluation learned by the search.
    pub correction: CorrectionHistory,
    /// `[offset (0 = last move, 1 = the one before)][side][earlier piece-to][piece-to]`, flattened.
    continuation: Vec<i16>,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    counters: [[Option<Move>; 64]; 64],
}

fn continuation_slot(offset: usize, side: Color, earlier: PieceTo, current: PieceTo) -> usize {
    ((offset * 2 + side.index()) * PIECE_TO_COUNT + earlier.index()) * PIECE_TO_COUNT
        + current.index()
}

impl Default for History {
    fn default() -> Self {
        History {
            quiet: [[[0; 64]; 64]; 2],
            capture: alloc::vec![0; 2 * PIECE_TO_COUNT * 6],
            correction: CorrectionHistory::default(),
            continuation: alloc::vec![0; 2 * 2 * PIECE_TO_COUNT * PIECE_TO_COUNT],
            killers: [[None; 2]; MAX_PLY + 1],
            counters: [[None; 64]; 64],
        }
    }
}

impl History {
    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        self.quiet = [[[0; 64]; 64]; 2];
        self.capture.fill(0);
        self.correction.clear();
        self.continuation.fill(0);
        self.killers = [[None; 2]; MAX_PLY + 1];
        self.counters = [[None; 64]; 64];
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
        for value in self.continuation.iter_mut().chain(self.capture.iter_mut()) {
            *value /= 2;
        }
    }

    /// The capture history of capture `key` by `side`, within `-16384..=16384`.
    pub fn capture_score(&self, side: Color, key: CaptureKey) -> i32 {
        i32::from(self.capture[key.index(side)])
    }

    /// Records that a node at `depth` was refuted by capture `best` (if the refutation was a
    /// capture) after the captures in `tried` failed to.
    pub fn reward_captures(
        &mut self,
        side: Color,
        best: Option<CaptureKey>,
        depth: i32,
        tried: impl IntoIterator<Item = CaptureKey>,
    ) {
        let bonus = history_bonus(depth);
        let mut nudge = |key: CaptureKey, bonus: i32| {
            let entry = &mut self.capture[key.index(side)];
            *entry = nudged(i32::from(*entry), bonus) as i16;
        };
        if let Some(best) = best {
            nudge(best, bonus);
        }
        for other in tried {
            nudge(other, -bonus);
        }
    }

    /// The history score of a quiet move `m` (piece-to `piece_to`) after the moves in `context`:
    /// the sum of its butterfly and continuation histories, each within `-16384..=16384`.
    pub fn quiet_score(
        &self,
        side: Color,
        m: Move,
        piece_to: Option<PieceTo>,
        context: &Continuation,
    ) -> i32 {
        let mut score = self.quiet[side.index()][m.from.index()][m.to.index()];
        if let Some(current) = piece_to {
            for (offset, earlier) in context.iter().enumerate() {
                if let Some(earlier) = earlier {
                    score += i32::from(
                        self.continuation[continuation_slot(offset, side, *earlier, current)],
                    );
                }
            }
        }
        score
    }

    /// The move that last refuted `previous` (the opponent's last move).
    pub fn counter(&self, previous: Option<Move>) -> Option<Move> {
        previous.and_then(|p| self.counters[p.from.index()][p.to.index()])
    }

    /// The killer moves of `ply`.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply.min(MAX_PLY)]
    }

    fn nudge(&mut self, side: Color, m: QuietMove, context: &Continuation, bonus: i32) {
        let entry = &mut self.quiet[side.index()][m.mv.from.index()][m.mv.to.index()];
        *entry = nudged(*entry, bonus);
        for (offset, earlier) in context.iter().enumerate() {
            if let (Some(earlier), Some(current)) = (earlier, m.piece_to) {
                let entry =
                    &mut self.continuation[continuation_slot(offset, side, *earlier, current)];
                *entry = nudged(i32::from(*entry), bonus) as i16;
            }
        }
    }

    /// Records that quiet move `m` refuted a node at `depth` reached through `context`, after
    /// `tried` failed to.
    #[allow(clippy::too_many_arguments)]
    pub fn reward_quiet(
        &mut self,
        side: Color,
        m: QuietMove,
        depth: i32,
        ply: usize,
        previous: Option<Move>,
        context: &Continuation,
        tried: &[QuietMove],
    ) {
        let bonus = history_bonus(depth);
        self.nudge(side, m, context, bonus);
        for other in tried {
            self.nudge(side, *other, context, -bonus);
        }
        let m = m.mv;
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

/// Marks a move whose static exchange was not evaluated while scoring.
const SEE_UNKNOWN: i32 = i32::MIN;

/// One move as the picker holds it: the move, its ordering score and its static exchange value
/// ([`SEE_UNKNOWN`] if none).
type Scored = (Move, i32, i32);

/// Hands out the moves of a node best-first (selection sort, so cut-offs skip the rest).
pub struct MovePicker {
    /// The first `len` slots hold the scored moves; the rest stay uninitialised, so building a
    /// picker costs only the moves the node has, not the whole capacity.
    moves: [MaybeUninit<Scored>; MAX_MOVES],
    len: usize,
    next: usize,
}

impl MovePicker {
    /// A picker with no moves yet: [`score`](Self::score) fills it where it stands (a picker is
    /// a few KiB, too big to build elsewhere and copy).
    #[inline(always)]
    pub fn empty() -> MovePicker {
        MovePicker {
            moves: [const { MaybeUninit::uninit() }; MAX_MOVES],
            len: 0,
            next: 0,
        }
    }

    /// Takes the legal moves of `pos` and scores them for ordering.
    #[allow(clippy::too_many_arguments)]
    pub fn score(
        &mut self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
        history: &History,
        context: &Continuation,
    ) {
        let side = pos.turn();
        self.len = moves.len();
        self.next = 0;
        for (slot, &m) in self.moves.iter_mut().zip(moves.iter()) {
            let mut exchange = SEE_UNKNOWN;
            let score = if Some(m) == tt_move {
                TT_MOVE
            } else if let Some(capture) = CaptureKey::of(pos, m) {
                let mvv_lva = SEE_VALUES[capture.victim.index()] * CAPTURE_VICTIM_WEIGHT
                    + history.capture_score(side, capture) / CAPTURE_HISTORY_DIVISOR
                    - capture.piece_to.role.index() as i32;
                exchange = see(pos, m);
                if exchange >= 0 {
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
                history.quiet_score(side, m, PieceTo::of(pos, m), context)
            };
            slot.write((m, score, exchange));
        }
    }

    /// The scored moves.
    fn scored(&self) -> &[Scored] {
        // SAFETY: `new` initialised the first `len` slots; MaybeUninit<T> has T's layout.
        unsafe { core::slice::from_raw_parts(self.moves.as_ptr().cast::<Scored>(), self.len) }
    }

    /// The scored moves, mutable.
    fn scored_mut(&mut self) -> &mut [Scored] {
        // SAFETY: as in `scored`.
        unsafe {
            core::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Scored>(), self.len)
        }
    }

    /// The next best move, or `None` when all were handed out.
    pub fn next(&mut self) -> Option<Move> {
        let next = self.next;
        let moves = self.scored_mut();
        if next >= moves.len() {
            return None;
        }
        // The first of the highest scores, the best so far kept in a local.
        let (mut best, mut best_score) = (next, moves[next].1);
        for (i, &(_, score, _)) in moves.iter().enumerate().skip(next + 1) {
            if score > best_score {
                best = i;
                best_score = score;
            }
        }
        moves.swap(next, best);
        let m = moves[next].0;
        self.next += 1;
        Some(m)
    }

    /// The static exchange value of the move [`next`](Self::next) handed out last, when scoring
    /// it needed one (captures other than the table move).
    pub fn last_see(&self) -> Option<i32> {
        let exchange = self.scored()[self.next.checked_sub(1)?].2;
        (exchange != SEE_UNKNOWN).then_some(exchange)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn quiet(pos: &Position, uci: &str) -> QuietMove {
        let mv = pos.parse_uci_move(uci).expect("legal move");
        QuietMove {
            mv,
            piece_to: PieceTo::of(pos, mv),
        }
    }

    fn picked(fen: &str, tt: Option<&str>, killer: Option<&str>, history: &History) -> Vec<String> {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let parse = |s: &str| pos.parse_uci_move(s).expect("legal move");
        let moves = pos.legal_moves();
        let mut picker = MovePicker::empty();
        picker.score(
            &pos,
            &moves,
            tt.map(parse),
            [killer.map(parse), None],
            None,
            history,
            &[None, None],
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
        let good = quiet(&pos, "d1a1");
        history.reward_quiet(Color::White, good, 6, 3, None, &[None, None], &[]);
        let order = picked(FEN, None, Some("e1f1"), &history);
        let position = |m: &str| order.iter().position(|o| o == m).expect("present");
        assert!(position("e1f1") < position("d1a1"));
        assert!(position("d1a1") < position("d1b1"));
        assert!(position("e4d5") < position("e1f1"));
    }

    #[test]
    fn continuation_history_follows_the_previous_move() {
        let mut history = History::default();
        let pos = Position::from_fen(Variant::Makruk, FEN).expect("valid FEN");
        let before = Position::startpos(Variant::Makruk);
        let previous = PieceTo::of(&before, before.parse_uci_move("b1d2").expect("legal"));
        let reply = quiet(&pos, "d1b1");
        history.reward_quiet(Color::White, reply, 6, 3, None, &[previous, None], &[]);
        let after = |context: &Continuation| {
            history.quiet_score(Color::White, reply.mv, reply.piece_to, context)
        };
        assert!(after(&[previous, None]) > after(&[None, None]));
        assert!(after(&[None, None]) > 0);
    }

    #[test]
    fn capture_history_orders_captures_of_equal_victims() {
        // Either ruea takes an undefended bia: the capture that refuted before comes first.
        let fen = "4k3/8/8/8/1p3p2/8/8/1R3RK1 w - - 0 1";
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let key = |uci: &str| {
            CaptureKey::of(&pos, pos.parse_uci_move(uci).expect("legal")).expect("a capture")
        };
        for (refuted, failed) in [("b1b4", "f1f4"), ("f1f4", "b1b4")] {
            let mut history = History::default();
            history.reward_captures(Color::White, Some(key(refuted)), 5, [key(failed)]);
            assert!(history.capture_score(Color::White, key(refuted)) > 0);
            assert!(history.capture_score(Color::White, key(failed)) < 0);
            let order = picked(fen, None, None, &history);
            assert_eq!(order[..2], [refuted, failed]);
        }
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
    fn picker_hands_out_the_exchange_value_of_captures_it_scored() {
        let pos = Position::from_fen(Variant::Makruk, FEN).expect("valid FEN");
        let moves = pos.legal_moves();
        let tt = pos.parse_uci_move("d1d5").ok();
        let history = History::default();
        let mut picker = MovePicker::empty();
        picker.score(
            &pos,
            &moves,
            tt,
            [None, None],
            None,
            &history,
            &[None, None],
        );
        assert_eq!(picker.last_see(), None);
        while let Some(m) = picker.next() {
            let expected = (Some(m) != tt && victim(&pos, m).is_some()).then(|| see(&pos, m));
            assert_eq!(picker.last_see(), expected, "{m}");
        }
    }

    #[test]
    fn counter_move_is_remembered() {
        let mut history = History::default();
        let pos = Position::startpos(Variant::Makruk);
        let previous = pos.parse_uci_move("e3e4").expect("legal");
        let reply = quiet(&pos, "b1d2");
        history.reward_quiet(
            Color::Black,
            reply,
            4,
            1,
            Some(previous),
            &[None, None],
            &[],
        );
        assert_eq!(history.counter(Some(previous)), Some(reply.mv));
        assert_eq!(history.counter(None), None);
    }
}
