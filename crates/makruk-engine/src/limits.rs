//! Search limits (what `go` asks for) and the time budget derived from them.

/// The side to move's clock, as given by `go wtime/btime/winc/binc/movestogo`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockTime {
    /// Time left on the clock in milliseconds.
    pub time_left_ms: u64,
    /// Increment per move in milliseconds.
    pub increment_ms: u64,
    /// Moves until the next time control, if the control is not sudden death.
    pub moves_to_go: Option<u32>,
}

/// Everything that may limit one search. With no limit at all the search runs until stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Maximum iteration depth.
    pub depth: Option<u32>,
    /// Node budget (checked at the same granularity as the clock).
    pub nodes: Option<u64>,
    /// Fixed time for this move in milliseconds.
    pub movetime_ms: Option<u64>,
    /// Clock-based time control for the side to move.
    pub clock: Option<ClockTime>,
    /// Search until stopped, ignoring time (depth and nodes still apply).
    pub infinite: bool,
    /// Number of principal variations to report (1 = normal search).
    pub multipv: usize,
    /// Milliseconds kept in reserve for communication lag.
    pub move_overhead_ms: u64,
    /// Weaker play: choose at random among moves scoring within this many centipawns of the best
    /// (better moves more likely; never a move that loses to a mate). 0 = always the best move.
    pub randomness_cp: u32,
    /// Build the exact table of a lone-khun ending with two pieces (khun and two of ruea, khon,
    /// met, ma against a lone khun) when the search starts in one: at once when this move may take
    /// at least [`Limits::TABLE_BUDGET_MS`], else with half of each move of at least
    /// [`Limits::TABLE_SHARE_MIN_MS`], over as many moves as it takes. Such a table takes up to a
    /// few seconds and 50 MB to build, once. The tables of one piece take milliseconds: every
    /// search builds them.
    pub endgame_tables: bool,
    /// Whether the search consults the two-piece tables built so far (by it, by an earlier search
    /// or by [`crate::Engine::build_table`]), and may build one ([`Limits::endgame_tables`]). On by
    /// default; off at the levels below full strength ([`crate::Level::limits`]), so that a weaker
    /// level does not play an ending's perfect mate because an analysis of it built the table.
    /// Every search uses the one-piece tables.
    pub two_piece_tables: bool,
    /// Whether a repeated position ends the game in a draw, as in Fairy-Stockfish, UCI and ASEAN
    /// (the default). Off, as in the seeds' Makruk where only counting, stalemate or agreement
    /// draw, a repetition ends nothing: the search scores it as the position's evaluation moved
    /// a little toward equality, so the side ahead still prefers a line that makes progress.
    pub repetition_ends_game: bool,
    /// The search goes on from the last one (an analysis searched in slices, or self-play that
    /// generates data): the table's entries and the move-ordering histories are not aged, as they
    /// are at the start of a new search.
    pub continues: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: None,
            clock: None,
            infinite: false,
            multipv: 1,
            move_overhead_ms: 30,
            randomness_cp: 0,
            endgame_tables: false,
            two_piece_tables: true,
            repetition_ends_game: true,
            continues: false,
        }
    }
}

impl Limits {
    /// The least time budget for which a search builds endgame tables.
    pub const TABLE_BUDGET_MS: u64 = 10_000;

    /// The least time a move needs for its search to spend half of it on a two-piece table.
    pub const TABLE_SHARE_MIN_MS: u64 = 1_000;

    /// Whether a search with these limits may build an endgame table at once.
    pub fn may_build_tables(&self) -> bool {
        self.builds_two_piece_tables() && self.budget().hard_ms >= Limits::TABLE_BUDGET_MS
    }

    /// Whether the search builds two-piece tables at all (at once or with a share of the move).
    fn builds_two_piece_tables(&self) -> bool {
        self.endgame_tables && self.two_piece_tables
    }

    /// Milliseconds of this move a search spends on a two-piece table it may not build at once
    /// (half of a move of [`Limits::TABLE_SHARE_MIN_MS`] or more; else 0).
    pub fn table_share_ms(&self) -> u64 {
        let soft_ms = self.budget().soft_ms;
        if self.builds_two_piece_tables()
            && !self.may_build_tables()
            && soft_ms >= Limits::TABLE_SHARE_MIN_MS
        {
            soft_ms / 2
        } else {
            0
        }
    }

    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search for a fixed time in milliseconds.
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// A search limited to about `nodes` nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// The time budget these limits allow.
    pub fn budget(&self) -> TimeBudget {
        if self.infinite {
            return TimeBudget::UNLIMITED;
        }
        let mut budget = TimeBudget::UNLIMITED;
        if let Some(clock) = self.clock {
            let available = clock
                .time_left_ms
                .saturating_sub(self.move_overhead_ms)
                .max(1);
            let moves = u64::from(clock.moves_to_go.unwrap_or(32).clamp(1, 40));
            let share = available / moves + clock.increment_ms * 3 / 4;
            let cap = if moves == 1 {
                available * 9 / 10
            } else {
                available / 2
            };
            let hard = (share * 4).min(cap).max(1);
            budget = TimeBudget {
                soft_ms: share.min(hard),
                hard_ms: hard,
            };
        }
        if let Some(ms) = self.movetime_ms {
            // A fixed move time is the GUI's own budget, spent whole (as Fairy-Stockfish does): the
            // clock is read every few thousand nodes, well within a millisecond or two.
            let fixed = ms.max(1);
            budget = TimeBudget {
                soft_ms: budget.soft_ms.min(fixed),
                hard_ms: budget.hard_ms.min(fixed),
            };
        }
        budget
    }
}

/// When to stop: the soft limit ends iterative deepening between iterations, the hard limit aborts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start another iteration after this many milliseconds.
    pub soft_ms: u64,
    /// Abort the search after this many milliseconds.
    pub hard_ms: u64,
}

impl TimeBudget {
    /// No time limit.
    pub const UNLIMITED: TimeBudget = TimeBudget {
        soft_ms: u64::MAX,
        hard_ms: u64::MAX,
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The budget of a move with `time_left_ms` on the clock, `increment_ms` added per move and
    /// `moves_to_go` to the next time control.
    fn clock_budget(time_left_ms: u64, increment_ms: u64, moves_to_go: Option<u32>) -> TimeBudget {
        let clock = ClockTime {
            time_left_ms,
            increment_ms,
            moves_to_go,
        };
        Limits {
            clock: Some(clock),
            ..Limits::default()
        }
        .budget()
    }

    #[test]
    fn two_piece_tables_at_once_with_ten_seconds_else_with_half_of_a_second_or_more() {
        let with_tables = |movetime_ms: Option<u64>| Limits {
            movetime_ms,
            endgame_tables: true,
            ..Limits::default()
        };
        assert!(with_tables(None).may_build_tables());
        assert_eq!(with_tables(None).table_share_ms(), 0, "built at once");
        assert!(with_tables(Some(10_000)).may_build_tables());
        assert_eq!(with_tables(Some(10_000)).table_share_ms(), 0);
        assert!(!with_tables(Some(5_000)).may_build_tables());
        assert_eq!(with_tables(Some(5_000)).table_share_ms(), 2_500);
        assert_eq!(with_tables(Some(1_000)).table_share_ms(), 500);
        assert_eq!(
            with_tables(Some(999)).table_share_ms(),
            0,
            "too short a move"
        );
        let without = Limits {
            movetime_ms: Some(5_000),
            ..Limits::default()
        };
        assert!(!without.may_build_tables());
        assert_eq!(without.table_share_ms(), 0);
        // A search that leaves the two-piece tables out builds none either.
        for movetime_ms in [None, Some(5_000)] {
            let weaker = Limits {
                two_piece_tables: false,
                ..with_tables(movetime_ms)
            };
            assert!(!weaker.may_build_tables());
            assert_eq!(weaker.table_share_ms(), 0);
        }
    }

    #[test]
    fn unlimited_without_time_limits() {
        assert_eq!(Limits::depth(5).budget(), TimeBudget::UNLIMITED);
        assert_eq!(Limits::nodes(1000).budget(), TimeBudget::UNLIMITED);
    }

    #[test]
    fn movetime_is_both_limits() {
        let budget = Limits::movetime(1000).budget();
        assert_eq!(
            budget,
            TimeBudget {
                soft_ms: 1000,
                hard_ms: 1000
            }
        );
        assert_eq!(Limits::movetime(0).budget().hard_ms, 1);
    }

    #[test]
    fn infinite_ignores_movetime() {
        let limits = Limits {
            infinite: true,
            movetime_ms: Some(10),
            ..Limits::default()
        };
        assert_eq!(limits.budget(), TimeBudget::UNLIMITED);
    }

    #[test]
    fn clock_spreads_time_and_keeps_a_reserve() {
        let budget = clock_budget(60_000, 1_000, None);
        assert!(
            budget.soft_ms > 1_000 && budget.soft_ms < 5_000,
            "{budget:?}"
        );
        assert!(budget.hard_ms >= budget.soft_ms);
        assert!(budget.hard_ms <= 30_000);
    }

    #[test]
    fn last_move_before_control_may_use_most_of_the_time() {
        let budget = clock_budget(10_000, 0, Some(1));
        assert!(
            budget.hard_ms <= 9_000 && budget.soft_ms >= 5_000,
            "{budget:?}"
        );
    }

    #[test]
    fn nearly_flagged_clock_still_gets_a_positive_budget() {
        let budget = clock_budget(5, 0, None);
        assert!(budget.hard_ms >= 1 && budget.soft_ms <= budget.hard_ms);
    }
}
