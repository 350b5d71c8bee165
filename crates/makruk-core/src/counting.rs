//! Counting (honour) rules, as Fairy-Stockfish implements them, and Walker's count against a
//! bare khun ([`WALKER_TABLE`], [counting.md](../../docs/counting.md) "Walker's rules").
//!
//! Fairy-Stockfish keeps a counting limit and a counting ply (both in plies).
//! The limit becomes non-zero when a count starts and then never goes back to
//! zero; the ply grows by one every move while a limit is set. A FEN shows the
//! limit in the en-passant field and the ply in the half-move field.

use crate::{Color, CountingRule, Piece, Position, Role, RuleSet};
use core::fmt;

/// Which honour rule a count follows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CountKind {
    /// Board's honour: no bia left, the weaker side still has pieces (64 moves).
    BoardsHonour,
    /// Pieces' honour: the weaker side has only its khun; the limit depends on the stronger side's pieces.
    PiecesHonour,
    /// Walker's count (rule set [`RuleSet::Walker`]): the weaker side has only its khun and the
    /// stronger side's pieces are a row of [`WALKER_TABLE`]; its moves are counted from 0 up to
    /// the row's number.
    Walker,
}

/// A running count, in plies as Fairy-Stockfish counts.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Counting {
    /// The side that counts (the weaker side, fleeing).
    pub counter: Color,
    /// Board's or pieces' honour.
    pub kind: CountKind,
    /// The count so far, in plies (half of it, rounded up, is the move count players announce).
    pub ply: u32,
    /// The count at which the game is drawn once exceeded, in plies.
    pub limit: u32,
    /// For pieces' honour started by the players: the number it started from (the pieces on
    /// the board, both khun included, when it started).
    pub started_from: Option<u32>,
}

/// What sets a count's limit: board's honour, or the stronger side's pieces in pieces' honour
/// (the first that matches, as the seeds list them), or in Walker's count the row of his table
/// that they make exactly ([`WALKER_TABLE`]; the moves below are the pieces' honour's).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LimitReason {
    /// Board's honour: 64 moves (Cambodian 63).
    BoardsHonour,
    /// Two rueas: 8 moves (Cambodian 7).
    TwoRuea,
    /// One ruea: 16 moves (Cambodian 15, ASEAN 16).
    OneRuea,
    /// Two khons: 22 moves (Cambodian 21).
    TwoKhon,
    /// Two mas: 32 moves (Cambodian 31).
    TwoMa,
    /// One khon: 44 moves (Cambodian 43, ASEAN 44).
    OneKhon,
    /// Anything else (one ma, or only mets): 64 moves (Cambodian 63; ASEAN: a ma, 64).
    Otherwise,
    /// Walker's table: one ma, 63 moves.
    OneMa,
    /// Walker's table: one met, a draw.
    OneMet,
    /// Walker's table: a met and two bia, 83 moves.
    MetAndTwoBia,
    /// Walker's table: a met, a khon, a ma and a ruea, 10 moves.
    MetKhonMaRuea,
}

/// A row of Walker's Table 1 (seed 001): the stronger side's pieces besides its khun, exactly
/// these (a bia that promoted is a met), and the moves it has to mate a bare khun.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WalkerRow {
    /// The row's pieces, as a reason.
    pub reason: LimitReason,
    /// How many rueas, khons, mas, mets and bia, in that order.
    pub pieces: [u32; 5],
    /// The moves allowed, or `None` for a draw (one met).
    pub moves: Option<u32>,
}

/// Walker's Table 1 as printed, in his order: "number of moves allowed for checkmate against a
/// lone lord". A composition it does not list has no limit (his rule 14).
pub const WALKER_TABLE: [WalkerRow; 9] = [
    walker_row(LimitReason::TwoRuea, [2, 0, 0, 0, 0], Some(4)),
    walker_row(LimitReason::OneRuea, [1, 0, 0, 0, 0], Some(13)),
    walker_row(LimitReason::TwoKhon, [0, 2, 0, 0, 0], Some(18)),
    walker_row(LimitReason::OneKhon, [0, 1, 0, 0, 0], Some(41)),
    walker_row(LimitReason::TwoMa, [0, 0, 2, 0, 0], Some(29)),
    walker_row(LimitReason::OneMa, [0, 0, 1, 0, 0], Some(63)),
    walker_row(LimitReason::OneMet, [0, 0, 0, 1, 0], None),
    walker_row(LimitReason::MetAndTwoBia, [0, 0, 0, 1, 2], Some(83)),
    walker_row(LimitReason::MetKhonMaRuea, [1, 1, 1, 1, 0], Some(10)),
];

const fn walker_row(reason: LimitReason, pieces: [u32; 5], moves: Option<u32>) -> WalkerRow {
    WalkerRow {
        reason,
        pieces,
        moves,
    }
}

/// The roles of [`WalkerRow::pieces`], in order.
const WALKER_ROLES: [Role; 5] = [Role::Ruea, Role::Khon, Role::Ma, Role::Met, Role::Bia];

impl fmt::Display for LimitReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LimitReason::BoardsHonour => "board's honour",
            LimitReason::TwoRuea => "two rueas",
            LimitReason::OneRuea => "one ruea",
            LimitReason::TwoKhon => "two khons",
            LimitReason::TwoMa => "two mas",
            LimitReason::OneKhon => "one khon",
            LimitReason::Otherwise => "other pieces",
            LimitReason::OneMa => "one ma",
            LimitReason::OneMet => "one met",
            LimitReason::MetAndTwoBia => "a met and two bia",
            LimitReason::MetKhonMaRuea => "a met, a khon, a ma and a ruea",
        })
    }
}

/// Written as the derived form; `started_from` only when it is known.
impl fmt::Debug for Counting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = f.debug_struct("Counting");
        s.field("counter", &self.counter)
            .field("kind", &self.kind)
            .field("ply", &self.ply)
            .field("limit", &self.limit);
        if let Some(from) = self.started_from {
            s.field("started_from", &from);
        }
        s.finish()
    }
}

impl Counting {
    /// Moves the counting side has announced: `ply / 2` rounded up.
    pub fn moves(&self) -> u32 {
        self.ply.div_ceil(2)
    }

    /// The count as the counting side says it aloud, never beyond the limit: the number of its
    /// last counted move (board's honour: 1 for its first move, 0 before it; pieces' honour:
    /// the number it started from, then one more for each of its moves).
    pub fn number(&self) -> u32 {
        self.moves().min(self.limit_moves())
    }

    /// The limit in moves (`limit / 2`).
    pub fn limit_moves(&self) -> u32 {
        self.limit / 2
    }

    /// What sets the limit.
    pub fn limit_reason(&self) -> LimitReason {
        match self.kind {
            CountKind::BoardsHonour => return LimitReason::BoardsHonour,
            CountKind::Walker => {
                return WALKER_TABLE
                    .iter()
                    .find(|row| row.moves == Some(self.limit_moves()))
                    .map_or(LimitReason::Otherwise, |row| row.reason)
            }
            CountKind::PiecesHonour => {}
        }
        // Makruk and ASEAN limits; Cambodian ones are a move shorter.
        match self.limit_moves() {
            7 | 8 => LimitReason::TwoRuea,
            15 | 16 => LimitReason::OneRuea,
            21 | 22 => LimitReason::TwoKhon,
            31 | 32 => LimitReason::TwoMa,
            43 | 44 => LimitReason::OneKhon,
            _ => LimitReason::Otherwise,
        }
    }

    /// Whether the count has run out (a draw unless the side to move is mated).
    pub fn is_exceeded(&self) -> bool {
        self.ply > self.limit
    }
}

/// Board's-honour start setting, as Fairy-Stockfish's `countStarted` argument:
/// `0` = automatic, negative = not started, positive = started (see [`Position::counting_with`]).
pub type CountStarted = i32;

impl Position {
    fn count_all(&self, c: Color) -> u32 {
        self.by_color(c).count()
    }

    fn count_of(&self, c: Color, r: Role) -> u32 {
        self.pieces(c, r).count()
    }

    /// The row of Walker's table that `strong`'s pieces besides its khun are exactly, if any.
    pub fn walker_row(&self, strong: Color) -> Option<WalkerRow> {
        let mut pieces = [0; 5];
        for (count, role) in pieces.iter_mut().zip(WALKER_ROLES) {
            *count = self.count_of(strong, role);
        }
        WALKER_TABLE.into_iter().find(|row| row.pieces == pieces)
    }

    /// Fairy-Stockfish's `count_limit(sideToCount)`: the limit in moves if
    /// `side` counts now, or 0 when it may not count. Under Walker's rules: the moves of the
    /// row of [`WALKER_TABLE`] the other side's pieces make when `side` has only its khun, else 0
    /// (no row, or one met: a draw by itself).
    pub fn count_limit(&self, side: Color) -> u32 {
        let strong = side.other();
        if self.move_rules.rule_set == RuleSet::Walker {
            return if self.count_all(side) == 1 {
                self.walker_row(strong)
                    .and_then(|row| row.moves)
                    .unwrap_or(0)
            } else {
                0
            };
        }
        let bia = self.by_role(Role::Bia).any();
        let strong_ruea = self.count_of(strong, Role::Ruea);
        let strong_khon = self.count_of(strong, Role::Khon);
        let strong_ma = self.count_of(strong, Role::Ma);
        // Pieces' honour against a bare khun, in Makruk's moves (Cambodian limits are one less).
        let pieces_honour = match (strong_ruea, strong_khon, strong_ma) {
            (2.., _, _) => 8,
            (1, _, _) => 16,
            (_, 2.., _) => 22,
            (_, _, 2..) => 32,
            (_, 1, _) => 44,
            _ => 64,
        };
        match self.variant.rules().counting {
            CountingRule::None => 0,
            CountingRule::Makruk => {
                if bia || self.count_all(strong) == 1 {
                    0
                } else if self.count_all(side) > 1 {
                    64
                } else {
                    pieces_honour
                }
            }
            CountingRule::Cambodian => {
                if self.count_all(side) > 3 || self.count_all(strong) == 1 {
                    0
                } else if self.count_all(side) > 1 {
                    63
                } else if bia {
                    0
                } else {
                    pieces_honour - 1
                }
            }
            CountingRule::Asean => {
                if bia || self.count_all(side) > 1 {
                    0
                } else if strong_ruea > 0 {
                    16
                } else if strong_khon > 0 {
                    44
                } else if strong_ma > 0 {
                    64
                } else {
                    0
                }
            }
        }
    }

    /// Updates the counting state after a move (Fairy-Stockfish's `do_move`);
    /// the side to move has already been switched.
    pub(crate) fn update_counting(&mut self, captured: Option<Piece>, promotion: bool) {
        let them = self.turn;
        let us = them.other();
        if self.move_rules.rule_set == RuleSet::Walker {
            // Walker's count starts when it applies and goes on unchanged to its end.
            if self.counting_limit == 0 {
                let limit = self.count_limit(them);
                if limit != 0 {
                    self.counting_limit = 2 * limit;
                    self.counting_ply = 0;
                }
            }
            return;
        }
        let rule = self.variant.rules().counting;
        // Fast path for the opening and middlegame: with bia on the board no count can start
        // (Cambodian: unless the side to move is down to three pieces).
        if self.counting_limit == 0
            && self.by_role(Role::Bia).any()
            && (rule != CountingRule::Cambodian || self.count_all(them) > 3)
        {
            return;
        }
        let total = self.occupied().count();
        if rule != CountingRule::Asean
            && captured.is_some_and(|p| p.role == Role::Bia)
            && self.count_all(us) == 1
            && self.by_role(Role::Bia).is_empty()
        {
            let limit = self.count_limit(us);
            if limit != 0 {
                self.counting_limit = 2 * limit;
                self.counting_ply = 2 * total - 1;
            }
        }
        if self.counting_limit == 0
            || ((captured.is_some() || promotion) && self.count_all(them) == 1)
        {
            let limit = self.count_limit(them);
            if limit != 0 {
                self.counting_limit = 2 * limit;
                self.counting_ply = if rule == CountingRule::Asean || self.count_all(them) > 1 {
                    0
                } else {
                    2 * total
                };
            }
        }
    }

    fn board_honour_ply(&self, count_started: CountStarted) -> u32 {
        match count_started {
            0 => self.counting_ply,
            s if s < 0 => 0,
            s => (1 + self.game_ply as i64 - s as i64).max(0) as u32,
        }
    }

    fn board_honour_shorter(&self, count_started: CountStarted) -> bool {
        self.variant.rules().counting == CountingRule::Cambodian
            && 126 - (self.board_honour_ply(count_started) as i64)
                < self.counting_limit as i64 - self.counting_ply as i64
    }

    /// Whether one side has only its khun and no unpromoted bia is left (pieces' honour applies;
    /// under Walker's rules, bia or not).
    fn pieces_honour_material(&self) -> bool {
        (self.by_role(Role::Bia).is_empty() || self.move_rules.rule_set == RuleSet::Walker)
            && (self.count_all(Color::White) <= 1 || self.count_all(Color::Black) <= 1)
    }

    /// Fairy-Stockfish's `counting_limit(countStarted)` (plies; 0 = no count).
    pub(crate) fn counting_limit_with(&self, count_started: CountStarted) -> u32 {
        if self.board_honour_shorter(count_started) {
            126
        } else {
            self.counting_limit
        }
    }

    /// Fairy-Stockfish's `counting_ply(countStarted)`.
    pub(crate) fn counting_ply_with(&self, count_started: CountStarted) -> u32 {
        if self.pieces_honour_material() && !self.board_honour_shorter(count_started) {
            self.counting_ply
        } else {
            self.board_honour_ply(count_started)
        }
    }

    /// The count as Fairy-Stockfish runs it automatically, or `None` if no count is running.
    pub fn counting(&self) -> Option<Counting> {
        self.counting_with(0)
    }

    /// The count when the weaker side controls board's honour, with Fairy-Stockfish's
    /// `countStarted` convention: `0` automatic, negative = board's honour not started,
    /// positive `n` = board's honour started by the move that made game ply `n` (the count
    /// is then `1 + game_ply - n`). Pieces' honour always runs automatically.
    pub fn counting_with(&self, count_started: CountStarted) -> Option<Counting> {
        if self.counting_limit == 0 {
            return None;
        }
        let ply = self.counting_ply_with(count_started);
        let limit = self.counting_limit_with(count_started);
        let kind = if self.move_rules.rule_set == RuleSet::Walker {
            CountKind::Walker
        } else if self.pieces_honour_material() && !self.board_honour_shorter(count_started) {
            CountKind::PiecesHonour
        } else {
            CountKind::BoardsHonour
        };
        let counter = if kind != CountKind::BoardsHonour {
            if self.count_all(Color::White) <= 1 {
                Color::White
            } else {
                Color::Black
            }
        } else if self.counting_ply % 2 == 0 {
            self.turn
        } else {
            self.turn.other()
        };
        Some(Counting {
            counter,
            kind,
            ply,
            limit,
            started_from: None,
        })
    }

    /// Whether the automatic count has run out and the side to move is not mated:
    /// a draw by the counting rules (Fairy-Stockfish's `is_optional_game_end`).
    pub fn is_counting_draw(&self) -> bool {
        self.counting_exceeded(0)
    }

    /// Fairy-Stockfish's counting draw: the count is exceeded and the side to move is not mated.
    pub(crate) fn counting_exceeded(&self, count_started: CountStarted) -> bool {
        self.counting_limit != 0
            && self.counting_ply_with(count_started) > self.counting_limit_with(count_started)
            && (!self.is_check() || !self.legal_moves().is_empty())
    }
}
