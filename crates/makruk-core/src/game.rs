//! A game between two players: moves, history, repetition, undo, the
//! counting that players control by hand and the results only the players or
//! the clock can give (resignation, agreed draw, time forfeit).

use crate::{
    Color, CountAction, CountKind, CountStarted, Counting, CountingRule, EndReason, IllegalMove,
    Move, Outcome, Position, RecordedResult, RuleOptionError, RuleOptions, RuleSet, Variant,
};
use alloc::vec::Vec;
use core::fmt;

/// Who controls board's honour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum CountingMode {
    /// Board's honour starts by itself as in Fairy-Stockfish (games against the engine).
    #[default]
    Automatic,
    /// The players count as the seeds describe it: the weaker side starts and stops its count on
    /// its own turn — board's honour, or pieces' honour once it has only its khun
    /// ([`Game::start_counting`]).
    Manual,
    /// The players count board's honour by hand — the side to move starts it, either side stops
    /// it — and pieces' honour runs by itself, as Fairy-Stockfish's `countStarted` does: how
    /// this app counted two-player games before it followed the seeds (saves of version 1, links
    /// up to version 3, PGN exports of that time).
    ManualBoardsHonour,
}

impl CountingMode {
    /// Whether the players start and stop the count ([`Game::start_counting`]).
    pub fn is_by_hand(self) -> bool {
        self != CountingMode::Automatic
    }
}

/// Why [`Game::start_counting`] or [`Game::stop_counting`] was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CountingError {
    /// The game counts automatically ([`CountingMode::Automatic`]).
    NotManual,
    /// No count applies here (bia left, or neither side may count).
    NotApplicable,
    /// A count started by the players is already running.
    AlreadyCounting,
    /// No count started by the players is running.
    NotCounting,
    /// The side to move is not the one that counts (or may count): only the weaker side starts
    /// and stops its count, on its own turn.
    NotYourCount,
    /// The game is over.
    GameOver,
}

impl fmt::Display for CountingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CountingError::NotManual => "counting is automatic in this game",
            CountingError::NotApplicable => "no count applies in this position",
            CountingError::AlreadyCounting => "a count is already running",
            CountingError::NotCounting => "no count is running",
            CountingError::NotYourCount => {
                "only the side that counts may start or stop the count, on its own turn"
            }
            CountingError::GameOver => "the game is over",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for CountingError {}

/// Why [`Game::record_result`] was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ResultError {
    /// The board already ended the game ([`Game::outcome`]).
    Over(Outcome),
    /// A result is already recorded.
    Recorded(RecordedResult),
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultError::Over(outcome) => write!(f, "the game is already over ({outcome})"),
            ResultError::Recorded(result) => {
                write!(f, "the game already has a result ({result})")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ResultError {}

/// Counting state saved with every position so that undo restores it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CountState {
    /// The position counts by itself, as Fairy-Stockfish does.
    Automatic,
    /// Manual counting, and no count is running.
    Idle,
    /// A count the players started is running.
    Running(HandCount),
    /// [`CountingMode::ManualBoardsHonour`]: Fairy-Stockfish's `countStarted` for board's honour
    /// (negative while not started) and the side that started it.
    BoardsHonourByHand {
        started: CountStarted,
        counter: Option<Color>,
    },
}

/// A count started by the weaker side (manual mode).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct HandCount {
    counter: Color,
    kind: CountKind,
    /// The count when it started, in plies (pieces' honour: twice the pieces on the board).
    start_ply: u32,
    /// The position's game ply when it started.
    start_game_ply: u32,
    /// The limit in plies.
    limit: u32,
}

impl HandCount {
    /// The count in plies in `pos`.
    fn ply(&self, pos: &Position) -> u32 {
        self.start_ply + pos.game_ply().saturating_sub(self.start_game_ply)
    }

    /// Whether the count has ended in a draw in `pos` (mate and stalemate aside): the counting
    /// side is to move after it said the limit's number and the other side made its final
    /// move. A count that starts at or above the limit still lets the counter move once and
    /// the other side once more.
    fn has_ended(&self, pos: &Position) -> bool {
        pos.turn() == self.counter && self.ply(pos) >= self.limit.max(self.start_ply + 2)
    }

    fn counting(&self, pos: &Position) -> Counting {
        Counting {
            counter: self.counter,
            kind: self.kind,
            ply: self.ply(pos).min(self.limit.max(self.start_ply)),
            limit: self.limit,
            started_from: (self.kind == CountKind::PiecesHonour).then_some(self.start_ply / 2),
        }
    }
}

/// A game: the start position, the moves played, every position reached (for
/// repetition and undo), the counting state with the players' counting actions, and a
/// result the players recorded.
#[derive(Clone, Debug)]
pub struct Game {
    /// The start position as set up (a count started on it changes `positions[0]`, not this).
    start: Position,
    positions: Vec<Position>,
    moves: Vec<Move>,
    counts: Vec<CountState>,
    options: RuleOptions,
    actions: Vec<(usize, CountAction)>,
    result: Option<RecordedResult>,
}

impl Game {
    /// A new game of `variant` from its start position under Fairy-Stockfish's rules
    /// ([`RuleOptions::default`]).
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::startpos(variant))
    }

    /// A new game from `start` under the move rules `start` follows, counting automatically,
    /// repetition ending the game (Fairy-Stockfish's rules for a position from
    /// [`Position::from_fen`]).
    pub fn from_position(start: Position) -> Game {
        let rules = start.move_rules();
        let options = RuleOptions::FAIRY_STOCKFISH
            .with_sutras(rules.sutras)
            .with_ouk_rights(rules.ouk_rights)
            .with_rule_set(rules.rule_set);
        Game {
            start: start.clone(),
            positions: alloc::vec![start],
            moves: Vec::new(),
            counts: alloc::vec![CountState::Automatic],
            options,
            actions: Vec::new(),
            result: None,
        }
    }

    /// A new game from `start` with these rule options: the position takes the options' move
    /// rules ([`Position::with_move_rules`]), and the counting mode is set as
    /// [`Game::set_counting_mode`] does.
    ///
    /// # Errors
    /// [`RuleOptionError`] if the options cannot be played in `start`'s variant
    /// ([`RuleOptions::validate`]).
    pub fn with_options(start: Position, options: RuleOptions) -> Result<Game, RuleOptionError> {
        options.validate(start.variant())?;
        let mut game = Game::from_position(start.with_move_rules(options.move_rules()));
        game.options = options.with_counting(CountingMode::Automatic);
        game.set_counting_mode(options.counting);
        Ok(game)
    }

    /// The rule options of this game.
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.start().variant()
    }

    /// The start position, as set up (before any count the players started on it).
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Who controls board's honour.
    pub fn counting_mode(&self) -> CountingMode {
        self.options.counting
    }

    /// Switches between automatic and manual counting. Switching to manual keeps a count the
    /// position carries (a FEN's counting fields, or an automatic count) as if the counting side
    /// had started it. The mode is meant to be chosen before play: a [`crate::GameRecord`] holds
    /// one mode for the whole game.
    pub fn set_counting_mode(&mut self, mode: CountingMode) {
        self.options.counting = mode;
        let pos = self.position();
        let state = match mode {
            CountingMode::Automatic => CountState::Automatic,
            CountingMode::Manual => match pos.counting() {
                Some(count) => CountState::Running(HandCount {
                    counter: count.counter,
                    kind: count.kind,
                    start_ply: count.ply,
                    start_game_ply: pos.game_ply(),
                    limit: count.limit,
                }),
                None => CountState::Idle,
            },
            // A count the position carries is kept from its first ply when the move number is
            // too small for it.
            CountingMode::ManualBoardsHonour => {
                match pos.counting().filter(|c| c.kind == CountKind::BoardsHonour) {
                    Some(count) => CountState::BoardsHonourByHand {
                        started: (pos.game_ply() as CountStarted + 1 - count.ply as CountStarted)
                            .max(1),
                        counter: Some(count.counter),
                    },
                    None => CountState::BoardsHonourByHand {
                        started: -1,
                        counter: None,
                    },
                }
            }
        };
        *self.count_state_mut() = state;
    }

    fn count_state(&self) -> CountState {
        self.counts.last().copied().unwrap_or(CountState::Automatic)
    }

    fn count_state_mut(&mut self) -> &mut CountState {
        let last = self.counts.len() - 1;
        &mut self.counts[last]
    }

    /// Fairy-Stockfish's `countStarted` for the current position: `0` when counting
    /// automatically, negative when the players count and no count runs, positive while their
    /// count runs (the game ply at which it would have started from zero).
    pub fn count_started(&self) -> CountStarted {
        match self.count_state() {
            CountState::Automatic => 0,
            CountState::Idle => -1,
            CountState::Running(count) => {
                (count.start_game_ply as CountStarted + 1 - count.start_ply as CountStarted).max(1)
            }
            CountState::BoardsHonourByHand { started, .. } => started,
        }
    }

    /// Whether the side to move may make this counting action now, without changing the game.
    /// Manual mode only: the weaker side starts its count on its own turn — board's honour
    /// while it has pieces besides its khun, pieces' honour once it has only its khun — and
    /// stops it on its own turn; a restart is a stop and a start (the count begins again).
    ///
    /// # Errors
    /// [`CountingError`]: automatic counting, the game is over, no count applies, a count is
    /// already running (start) or none is (stop), or the side to move is not the one counting.
    /// In [`CountingMode::ManualBoardsHonour`] the side to move starts board's honour and either
    /// side stops it.
    pub fn check_count_action(&self, action: CountAction) -> Result<(), CountingError> {
        if self.options.counting == CountingMode::ManualBoardsHonour {
            return match action {
                CountAction::Start => self.boards_honour_start().map(|_| ()),
                CountAction::Stop => self.boards_honour_stop(),
            };
        }
        match action {
            CountAction::Start => self.new_count().map(|_| ()),
            CountAction::Stop => self.running_count().map(|_| ()),
        }
    }

    /// Whether the side to move may start counting now ([`Game::check_count_action`] of a start).
    ///
    /// # Errors
    /// As [`Game::check_count_action`].
    pub fn check_start_counting(&self) -> Result<(), CountingError> {
        self.check_count_action(CountAction::Start)
    }

    /// The side to move starts its count (manual mode): board's honour from 0, or pieces'
    /// honour from the number of pieces on the board (from 0 under ASEAN's counting rule).
    ///
    /// # Errors
    /// As [`Game::check_count_action`]; the game is unchanged.
    pub fn start_counting(&mut self) -> Result<(), CountingError> {
        if self.options.counting == CountingMode::ManualBoardsHonour {
            let (pos, state) = self.boards_honour_start()?;
            let last = self.positions.len() - 1;
            self.positions[last] = pos;
            *self.count_state_mut() = state;
            self.actions.push((self.moves.len(), CountAction::Start));
            return Ok(());
        }
        let count = self.new_count()?;
        *self.count_state_mut() = CountState::Running(count);
        self.actions.push((self.moves.len(), CountAction::Start));
        Ok(())
    }

    /// Stops the count the side to move is running (manual mode).
    ///
    /// # Errors
    /// As [`Game::check_count_action`]; the game is unchanged.
    pub fn stop_counting(&mut self) -> Result<(), CountingError> {
        *self.count_state_mut() = if self.options.counting == CountingMode::ManualBoardsHonour {
            self.boards_honour_stop()?;
            CountState::BoardsHonourByHand {
                started: -1,
                counter: None,
            }
        } else {
            self.running_count()?;
            CountState::Idle
        };
        self.actions.push((self.moves.len(), CountAction::Stop));
        Ok(())
    }

    /// Refuses a counting action in automatic mode or once the game is over.
    fn check_manual_and_open(&self) -> Result<(), CountingError> {
        if !self.options.counting.is_by_hand() {
            return Err(CountingError::NotManual);
        }
        if self.result.is_some() || self.outcome().is_some() {
            return Err(CountingError::GameOver);
        }
        Ok(())
    }

    /// The count the side to move would start now.
    fn new_count(&self) -> Result<HandCount, CountingError> {
        self.check_manual_and_open()?;
        if matches!(self.count_state(), CountState::Running(_)) {
            return Err(CountingError::AlreadyCounting);
        }
        let pos = self.position();
        let us = pos.turn();
        let limit = pos.count_limit(us);
        if limit == 0 {
            return Err(if pos.count_limit(us.other()) != 0 {
                CountingError::NotYourCount
            } else {
                CountingError::NotApplicable
            });
        }
        let kind = if pos.move_rules().rule_set == RuleSet::Walker {
            CountKind::Walker
        } else if pos.by_color(us).count() == 1 {
            CountKind::PiecesHonour
        } else {
            CountKind::BoardsHonour
        };
        // ASEAN and Sittuyin count a bare khun from 0, as their automatic count does, and so
        // does Walker's count.
        let from_pieces = kind == CountKind::PiecesHonour
            && pos.variant().rules().counting != CountingRule::Asean;
        Ok(HandCount {
            counter: us,
            kind,
            start_ply: if from_pieces {
                2 * pos.occupied().count()
            } else {
                0
            },
            start_game_ply: pos.game_ply(),
            limit: 2 * limit,
        })
    }

    /// [`CountingMode::ManualBoardsHonour`]: the current position with board's honour's limit
    /// set, and the count state once the side to move starts it.
    fn boards_honour_start(&self) -> Result<(Position, CountState), CountingError> {
        self.check_manual_and_open()?;
        if self.count_started() > 0 {
            return Err(CountingError::AlreadyCounting);
        }
        let pos = self.position();
        let limit = pos.count_limit(pos.turn());
        let pos = if pos.counting_limit == 0 && limit != 0 {
            pos.clone().with_count(Some((0, 2 * limit)))
        } else {
            pos.clone()
        };
        if !pos
            .counting()
            .is_some_and(|c| c.kind == CountKind::BoardsHonour)
        {
            return Err(CountingError::NotApplicable);
        }
        let state = CountState::BoardsHonourByHand {
            started: pos.game_ply() as CountStarted + 1,
            counter: Some(pos.turn()),
        };
        Ok((pos, state))
    }

    /// [`CountingMode::ManualBoardsHonour`]: whether either side may stop a count now.
    fn boards_honour_stop(&self) -> Result<(), CountingError> {
        self.check_manual_and_open()?;
        if self.count_started() <= 0 {
            return Err(CountingError::NotCounting);
        }
        Ok(())
    }

    /// The count the side to move may stop now.
    fn running_count(&self) -> Result<HandCount, CountingError> {
        self.check_manual_and_open()?;
        match self.count_state() {
            CountState::Running(count) if count.counter == self.position().turn() => Ok(count),
            CountState::Running(_) => Err(CountingError::NotYourCount),
            CountState::Automatic | CountState::Idle | CountState::BoardsHonourByHand { .. } => {
                Err(CountingError::NotCounting)
            }
        }
    }

    /// The counting starts and stops the players made, in order, each with the number of moves
    /// played before it.
    pub fn counting_actions(&self) -> &[(usize, CountAction)] {
        &self.actions
    }

    /// Records a result the board cannot show: a resignation, an agreed draw or a time forfeit.
    /// No move can be played after it; [`Game::undo`] takes it back with the last move.
    ///
    /// # Errors
    /// [`ResultError`] if the board already ended the game ([`Game::outcome`]) or a result is
    /// already recorded.
    pub fn record_result(&mut self, result: RecordedResult) -> Result<(), ResultError> {
        if let Some(recorded) = self.result {
            return Err(ResultError::Recorded(recorded));
        }
        if let Some(outcome) = self.outcome() {
            return Err(ResultError::Over(outcome));
        }
        self.result = Some(result);
        Ok(())
    }

    /// The result the players or the clock gave, if any ([`Game::record_result`]).
    pub fn recorded_result(&self) -> Option<RecordedResult> {
        self.result
    }

    /// The PGN result of the game as it stands: `1-0`, `0-1` or `1/2-1/2` for a recorded result
    /// or an end the board shows ([`Game::outcome`]), `*` while the game goes on.
    pub fn pgn_result(&self) -> &'static str {
        let winner = match (self.result, self.outcome()) {
            (Some(result), _) => result.winner(self.position()),
            (None, Some(outcome)) => outcome.winner,
            (None, None) => return "*",
        };
        match winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The running count as the players see it, or `None` if nothing is being counted: in
    /// manual mode only a count the players started (or a start FEN carried).
    pub fn counting(&self) -> Option<Counting> {
        match self.count_state() {
            CountState::Automatic => self.position().counting(),
            CountState::Idle => None,
            CountState::Running(count) => Some(count.counting(self.position())),
            CountState::BoardsHonourByHand { started, counter } => {
                let mut counting = self.position().counting_with(started)?;
                if counting.kind == CountKind::BoardsHonour {
                    counting.counter = counter?;
                }
                Some(counting)
            }
        }
    }

    /// Plays a legal move. Moves stay possible after an optional end (counting, repetition,
    /// insufficient material) so that analysis can go on; check [`Game::outcome`] first to stop play.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not legal in the current position, or if the game has a
    /// recorded result ([`Game::record_result`]); the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.result.is_some() {
            return Err(IllegalMove { mv: m });
        }
        let mut next = self.position().clone();
        next.play(m)?;
        let state = match self.count_state() {
            // Board's honour counted by hand turns into pieces' honour once a side is bare.
            CountState::BoardsHonourByHand { started, .. }
                if started > 0
                    && next
                        .counting()
                        .is_some_and(|c| c.kind == CountKind::PiecesHonour) =>
            {
                CountState::BoardsHonourByHand {
                    started: 0,
                    counter: None,
                }
            }
            state => state,
        };
        self.positions.push(next);
        self.moves.push(m);
        self.counts.push(state);
        Ok(())
    }

    /// Takes back the last move, restoring position and counting state; the counting actions
    /// made after it and a recorded result go with it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.counts.pop();
        let plies = self.moves.len();
        self.actions.retain(|&(ply, _)| ply <= plies);
        self.result = None;
        Some(m)
    }

    /// How many times the current position has occurred (same pieces, side to move and
    /// rights), counting only positions since the last capture or bia move.
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.moves.len())
    }

    /// How many times the position after `plies` moves had occurred by then, as
    /// [`Game::repetitions`] counts (0 past the last move).
    pub fn repetitions_at(&self, plies: usize) -> usize {
        let Some(current) = self.positions.get(plies) else {
            return 0;
        };
        let window = current.halfmove_clock() as usize;
        self.positions[..=plies]
            .iter()
            .rev()
            .take(window + 1)
            .step_by(2)
            .filter(|p| p.hash() == current.hash())
            .count()
    }

    /// Whether the current position occurred for the third time ([`Game::outcome`] ends the game
    /// on it when the rule option [`RuleOptions::repetition_ends_game`] is on).
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetitions() >= 3
    }

    /// The result if the game is over: everything [`Position::outcome`] reports, with the
    /// players' count in manual mode (a draw once the counting side is to move after it said the
    /// limit's number and the other side's final move did not mate), a mate given by the side
    /// whose count runs (a draw), and threefold repetition when it ends the game.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let state = self.count_state();
        let outcome = match state {
            CountState::Automatic => pos.outcome(),
            CountState::Idle => pos.outcome_counted(|_| false),
            CountState::Running(count) => pos.outcome_counted(|pos| count.has_ended(pos)),
            CountState::BoardsHonourByHand { started, .. } => pos.outcome_with(started),
        };
        let counter = match state {
            CountState::Running(count) => Some(count.counter),
            CountState::BoardsHonourByHand { started, counter } if started > 0 => counter,
            _ => None,
        };
        match (outcome, state) {
            (Some(o), _)
                if o.reason == EndReason::Checkmate && counter.is_some() && o.winner == counter =>
            {
                Some(Outcome::draw(EndReason::MateWhileCounting))
            }
            (Some(o), _) => Some(o),
            (None, _) if self.options.repetition_ends_game && self.is_threefold_repetition() => {
                Some(Outcome::draw(EndReason::Repetition))
            }
            (None, _) => None,
        }
    }

    /// The current FEN as Fairy-Stockfish writes it for this game's counting (`get_fen` with `countStarted`).
    pub fn fen(&self) -> alloc::string::String {
        let pos = self.position();
        match self.count_state() {
            CountState::Automatic => pos.to_fen(),
            CountState::BoardsHonourByHand { started, .. } => pos.fen_with(false, started),
            CountState::Running(count) => {
                pos.fen_fields(false, Some((count.limit, count.ply(pos))))
            }
            // No count shown: a board's honour limit the position carries stays with count 0
            // (as Fairy-Stockfish writes a count not started), a count against a bare khun is
            // not written.
            CountState::Idle => match pos.counting_with(-1) {
                Some(c) if c.kind != CountKind::BoardsHonour => pos.fen_fields(false, None),
                _ => pos.fen_with(false, -1),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(game: &Game, s: &str) -> Move {
        game.position().parse_uci_move(s).unwrap()
    }

    /// A Makruk game from `fen`, counted as `counting` says.
    fn makruk_game(fen: &str, counting: CountingMode) -> Game {
        let mut game = Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        game.set_counting_mode(counting);
        game
    }

    #[test]
    fn a_bare_khun_counted_by_hand_under_asean_rules_counts_from_zero_as_the_rules_do() {
        for (variant, fen) in [
            (Variant::Asean, "4k3/8/8/8/8/8/1n6/1R2K3 w - - 0 1"),
            (Variant::Sittuyin, "4k3/8/8/8/8/8/1n6/1R2K3[] w - - 0 40"),
        ] {
            let start = Position::from_fen(variant, fen).unwrap();
            let take = start.parse_uci_move("b1b2").unwrap();
            let mut automatic = Game::from_position(start.clone());
            automatic.play(take).unwrap();
            let mut by_hand = Game::from_position(start);
            by_hand.set_counting_mode(CountingMode::Manual);
            by_hand.play(take).unwrap();
            by_hand.start_counting().unwrap();
            let (rules, hand) = (automatic.counting().unwrap(), by_hand.counting().unwrap());
            assert_eq!(
                (hand.ply, hand.limit, hand.kind),
                (rules.ply, rules.limit, rules.kind),
                "{variant:?}"
            );
            assert_eq!(hand.ply, 0);
        }
    }

    #[test]
    fn undo_restores() {
        let mut game = Game::new(Variant::Makruk);
        let m = uci(&game, "e3e4");
        game.play(m).unwrap();
        assert_eq!(game.undo(), Some(m));
        assert_eq!(game.position(), &Position::startpos(Variant::Makruk));
        assert_eq!(game.undo(), None);
    }

    #[test]
    fn threefold_repetition() {
        let mut game = Game::new(Variant::Makruk);
        for _ in 0..2 {
            for s in ["b1d2", "b8d7", "d2b1", "d7b8"] {
                let m = uci(&game, s);
                game.play(m).unwrap();
            }
        }
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.repetitions_at(game.moves().len() - 4), 2);
        assert_eq!(game.repetitions_at(0), 1);
        assert_eq!(game.repetitions_at(game.moves().len() + 1), 0);
        assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn manual_board_honour() {
        // White: khun and ruea; Black: khun and met. No bia: board's honour applies.
        let mut game = makruk_game("4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1", CountingMode::Manual);
        assert_eq!(game.counting(), None);
        assert_eq!(game.stop_counting(), Err(CountingError::NotCounting));
        assert_eq!(game.check_start_counting(), Ok(()));
        game.start_counting().unwrap();
        assert_eq!(
            game.check_start_counting(),
            Err(CountingError::AlreadyCounting)
        );
        assert_eq!(game.start_counting(), Err(CountingError::AlreadyCounting));
        let c = game.counting().unwrap();
        assert_eq!(
            (c.counter, c.kind, c.ply),
            (Color::Black, CountKind::BoardsHonour, 0)
        );
        let m = uci(&game, "e8f8");
        game.play(m).unwrap();
        assert_eq!(game.counting().unwrap().ply, 1);
        assert_eq!(game.stop_counting(), Err(CountingError::NotYourCount));
        let m = uci(&game, "a1a2");
        game.play(m).unwrap();
        game.stop_counting().unwrap();
        assert_eq!(game.counting(), None);
        game.undo();
        assert_eq!(game.counting().unwrap().ply, 1);
    }

    #[test]
    fn boards_honour_by_hand_as_the_earlier_versions_counted() {
        // White: khun and ruea; Black: khun and met. The stronger side may start board's honour
        // on its turn, and the other side may stop it.
        let mut game = makruk_game(
            "4k3/3m4/8/8/8/8/8/R3K3 w - - 0 1",
            CountingMode::ManualBoardsHonour,
        );
        assert_eq!(game.counting(), None);
        assert_eq!(game.stop_counting(), Err(CountingError::NotCounting));
        game.start_counting().unwrap();
        assert_eq!(game.start_counting(), Err(CountingError::AlreadyCounting));
        let c = game.counting().unwrap();
        assert_eq!(
            (c.counter, c.kind, c.ply),
            (Color::White, CountKind::BoardsHonour, 0)
        );
        game.play(uci(&game, "a1a2")).unwrap();
        assert_eq!(game.counting().unwrap().ply, 1);
        assert_eq!(game.check_count_action(CountAction::Stop), Ok(()));
        game.stop_counting().unwrap();
        assert_eq!(game.counting(), None);
        assert_eq!(
            game.counting_actions(),
            [(0, CountAction::Start), (1, CountAction::Stop)]
        );
        // Pieces' honour runs by itself once Black's met is gone.
        let mut game = makruk_game(
            "4k3/8/8/3m4/8/8/8/3RK3 w - - 0 1",
            CountingMode::ManualBoardsHonour,
        );
        game.play(uci(&game, "d1d5")).unwrap();
        let c = game.counting().unwrap();
        assert_eq!((c.counter, c.kind), (Color::Black, CountKind::PiecesHonour));
        assert_eq!(game.start_counting(), Err(CountingError::NotApplicable));
    }

    #[test]
    fn mate_by_the_counting_side_is_a_draw() {
        let fen = "k7/8/8/8/8/3n4/6MR/6RK b - - 0 1";
        let mut game = Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        let mate = uci(&game, "d3f2");
        let mut automatic = game.clone();
        automatic.play(mate).unwrap();
        assert_eq!(
            automatic.outcome(),
            Some(Outcome {
                winner: Some(Color::Black),
                reason: EndReason::Checkmate
            })
        );
        game.set_counting_mode(CountingMode::Manual);
        game.start_counting().unwrap();
        game.play(mate).unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome::draw(EndReason::MateWhileCounting))
        );
    }

    #[test]
    fn manual_mode_keeps_a_boards_honour_count_the_fen_carries() {
        // Black counts board's honour: 40 plies of a 128-ply limit, at move 30.
        let fen = "4k3/3m4/8/8/8/8/8/R3K3 b - 128 40 30";
        let mut game = Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        game.set_counting_mode(CountingMode::Manual);
        let c = game.counting().expect("the count goes on");
        assert_eq!(
            (c.counter, c.kind, c.ply, c.limit),
            (Color::Black, CountKind::BoardsHonour, 40, 128)
        );
        assert_eq!(game.fen(), fen);
        play_all(&mut game, "e8f8 a1a2");
        assert_eq!(game.counting().unwrap().ply, 42);
        game.stop_counting().unwrap();
        assert_eq!(game.counting(), None);
    }

    #[test]
    fn automatic_mode_refuses_manual_commands() {
        let mut game = Game::new(Variant::Makruk);
        assert_eq!(game.start_counting(), Err(CountingError::NotManual));
        game.set_counting_mode(CountingMode::Manual);
        assert_eq!(game.start_counting(), Err(CountingError::NotApplicable));
    }

    fn play_all(game: &mut Game, moves: &str) {
        for s in moves.split_whitespace() {
            let m = uci(game, s);
            game.play(m).unwrap();
        }
    }

    #[test]
    fn options_refuse_sutras_outside_makruk() {
        let options = RuleOptions::for_variant(Variant::Cambodian).with_sutras(crate::Sutras::ALL);
        let err = Game::with_options(Position::startpos(Variant::Cambodian), options).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the Sutras option is not played in Cambodian (only in Makruk)"
        );
        let game = Game::with_options(
            Position::startpos(Variant::Makruk),
            options.with_counting(CountingMode::Manual),
        )
        .unwrap();
        assert_eq!(game.options().sutras, crate::Sutras::ALL);
        assert_eq!(game.counting_mode(), CountingMode::Manual);
        assert_eq!(game.position().legal_moves().len(), 30);
    }

    #[test]
    fn repetition_ends_the_game_only_by_option() {
        let shuffle = "b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1 d7b8";
        let start = Position::startpos(Variant::Makruk);
        let mut seed =
            Game::with_options(start.clone(), RuleOptions::for_variant(Variant::Makruk)).unwrap();
        play_all(&mut seed, shuffle);
        assert_eq!(seed.repetitions(), 3);
        assert_eq!(seed.outcome(), None);
        let fairy = RuleOptions::for_variant(Variant::Makruk).with_repetition_ends_game(true);
        let mut game = Game::with_options(start, fairy).unwrap();
        play_all(&mut game, shuffle);
        assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
        assert!(RuleOptions::for_variant(Variant::Asean).repetition_ends_game);
    }

    #[test]
    fn ouk_rights_end_with_the_first_capture_in_the_seed_reading() {
        let start = Position::startpos(Variant::Cambodian);
        let seed = RuleOptions::for_variant(Variant::Cambodian);
        let mut game = Game::with_options(start.clone(), seed).unwrap();
        play_all(&mut game, "e3e4 d6d5");
        assert_eq!(game.position().rights().count(), 4);
        play_all(&mut game, "e4d5");
        assert!(game.position().rights().is_empty());
        assert!(game.position().parse_uci_move("e8c7").is_err());
        let mut fairy = Game::with_options(start, RuleOptions::default()).unwrap();
        play_all(&mut fairy, "e3e4 d6d5 e4d5 e8c7");
    }

    /// A manual game from `fen`.
    fn manual(fen: &str) -> Game {
        let mut game = Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        game.set_counting_mode(CountingMode::Manual);
        game
    }

    /// Two ruea and a ma against a bare khun, Black to move: pieces' honour may start.
    const BARE: &str = "4k3/8/8/8/8/1R6/8/RN2K3 b - - 0 1";

    #[test]
    fn only_the_counting_side_starts_and_stops_on_its_turn() {
        let mut game = manual("4k3/8/8/8/8/1R6/8/RN2K3 w - - 0 1");
        assert_eq!(
            game.check_count_action(CountAction::Start),
            Err(CountingError::NotYourCount)
        );
        play_all(&mut game, "a1a2");
        assert_eq!(game.check_count_action(CountAction::Start), Ok(()));
        assert_eq!(
            game.check_count_action(CountAction::Stop),
            Err(CountingError::NotCounting)
        );
        game.start_counting().unwrap();
        play_all(&mut game, "e8d8");
        assert_eq!(game.stop_counting(), Err(CountingError::NotYourCount));
        assert_eq!(game.start_counting(), Err(CountingError::AlreadyCounting));
        assert_eq!(game.counting_actions(), &[(1, CountAction::Start)]);
    }

    #[test]
    fn no_counting_action_once_the_game_is_over() {
        let mut game = manual("4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1");
        game.record_result(RecordedResult::DrawAgreed).unwrap();
        assert_eq!(game.start_counting(), Err(CountingError::GameOver));
        let mut mated = manual("k7/8/1K6/8/8/8/8/7R w - - 0 1");
        play_all(&mut mated, "h1h8");
        assert_eq!(mated.start_counting(), Err(CountingError::GameOver));
    }

    #[test]
    fn pieces_honour_is_the_weaker_sides_choice() {
        let mut game = manual(BARE);
        assert_eq!(game.counting(), None, "not started by itself");
        assert_eq!(game.fen(), BARE);
        game.start_counting().unwrap();
        let count = game.counting().unwrap();
        assert_eq!(
            (
                count.counter,
                count.kind,
                count.started_from,
                count.number()
            ),
            (Color::Black, CountKind::PiecesHonour, Some(5), 5)
        );
        assert_eq!(
            (count.limit_moves(), count.limit_reason()),
            (8, crate::LimitReason::TwoRuea)
        );
        play_all(&mut game, "e8f8");
        assert_eq!(game.counting().unwrap().number(), 6);
    }

    #[test]
    fn a_restart_begins_again() {
        let mut game = manual("4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1");
        game.start_counting().unwrap();
        play_all(&mut game, "e8f8 a1a2 f8e8 a2a1");
        assert_eq!(game.counting().unwrap().number(), 2);
        game.stop_counting().unwrap();
        game.start_counting().unwrap();
        assert_eq!(game.counting().unwrap().ply, 0);
        assert_eq!(
            game.counting_actions(),
            &[
                (0, CountAction::Start),
                (4, CountAction::Stop),
                (4, CountAction::Start)
            ]
        );
    }

    #[test]
    fn a_capture_by_the_counting_side_does_not_restart_the_count() {
        // Black's bare khun counts, then takes the ruea on d7: the count goes on with its limit.
        let mut game = manual("4k3/3R4/8/8/8/1R6/8/1N2K3 b - - 0 1");
        game.start_counting().unwrap();
        play_all(&mut game, "e8d7");
        let count = game.counting().unwrap();
        assert_eq!((count.started_from, count.number()), (Some(5), 6));
        assert_eq!(
            (count.limit_moves(), count.limit_reason()),
            (8, crate::LimitReason::TwoRuea)
        );
        play_all(&mut game, "b3b4");
        game.stop_counting().unwrap();
        game.start_counting().unwrap();
        let restarted = game.counting().unwrap();
        assert_eq!(
            (restarted.started_from, restarted.limit_moves()),
            (Some(4), 16)
        );
    }

    /// Black counts pieces' honour from 5 to 8 while White shuffles without mating.
    const SHUFFLE: &str = "e8f8 a1a2 f8e8 a2a1 e8f8 a1a2";

    #[test]
    fn a_manual_count_ends_after_the_stronger_sides_final_move() {
        let mut game = manual(BARE);
        game.start_counting().unwrap();
        let moves: alloc::vec::Vec<&str> = SHUFFLE.split(' ').collect();
        play_all(&mut game, &moves[..5].join(" "));
        assert_eq!(game.counting().unwrap().number(), 8);
        assert_eq!(game.outcome(), None, "White has one final move");
        play_all(&mut game, moves[5]);
        assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Counting)));
        assert_eq!(
            game.counting().unwrap().number(),
            8,
            "never beyond the limit"
        );
        assert_eq!(game.start_counting(), Err(CountingError::GameOver));
    }

    #[test]
    fn an_automatic_count_ends_one_move_of_the_counter_later() {
        // Fairy-Stockfish: a draw once the count exceeds the limit, after the counter's next move.
        let fen = "4k3/8/8/8/8/1R6/8/RN2K3 b - 16 10 1";
        let mut game = Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        play_all(&mut game, SHUFFLE);
        assert_eq!(game.counting().unwrap().ply, 16);
        assert_eq!(game.outcome(), None);
        play_all(&mut game, "f8e8");
        assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Counting)));
    }
}
