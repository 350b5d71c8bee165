//! A game between two players: moves, history, repetition, undo, the
//! counting that players control by hand and the results only the players or
//! the clock can give (resignation, agreed draw, time forfeit).

use crate::{
    Color, CountAction, CountKind, CountStarted, Counting, EndReason, IllegalMove, Move, Outcome,
    Position, RecordedResult, RuleOptionError, RuleOptions, Variant,
};
use alloc::vec::Vec;
use core::fmt;

/// Who controls board's honour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum CountingMode {
    /// Board's honour starts by itself as in Fairy-Stockfish (games against the engine).
    #[default]
    Automatic,
    /// The weaker side starts and stops board's honour ([`Game::start_counting`]), as players do
    /// over the board and pychess does between humans. Pieces' honour always runs by itself.
    Manual,
}

/// Why [`Game::start_counting`] or [`Game::stop_counting`] was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CountingError {
    /// The game counts automatically ([`CountingMode::Automatic`]).
    NotManual,
    /// Board's honour does not apply here (bia left, or one side has only its khun).
    NotApplicable,
    /// A count started by the players is already running.
    AlreadyCounting,
    /// No count started by the players is running.
    NotCounting,
}

impl fmt::Display for CountingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CountingError::NotManual => "counting is automatic in this game",
            CountingError::NotApplicable => "board's honour does not apply in this position",
            CountingError::AlreadyCounting => "board's honour is already being counted",
            CountingError::NotCounting => "board's honour is not being counted",
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
struct CountState {
    started: CountStarted,
    counter: Option<crate::Color>,
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
            .with_ouk_rights(rules.ouk_rights);
        Game {
            start: start.clone(),
            positions: alloc::vec![start],
            moves: Vec::new(),
            counts: alloc::vec![CountState {
                started: 0,
                counter: None
            }],
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

    /// Switches between automatic and manual board's honour. Switching to manual keeps a board's
    /// honour count the position carries (a FEN's counting fields, or an automatic count) as if
    /// the counting side had started it; pieces' honour keeps running. The mode is meant to be
    /// chosen before play: a [`crate::GameRecord`] holds one mode for the whole game.
    pub fn set_counting_mode(&mut self, mode: CountingMode) {
        self.options.counting = mode;
        let carried = self
            .position()
            .counting()
            .filter(|c| c.kind == CountKind::BoardsHonour);
        let game_ply = self.position().game_ply() as CountStarted;
        let state = self.count_state_mut();
        *state = match (mode, carried) {
            (CountingMode::Automatic, _) => CountState {
                started: 0,
                counter: None,
            },
            // The count is `1 + game_ply - started`; a FEN whose move number is too small for
            // its count starts it at the first ply.
            (CountingMode::Manual, Some(count)) => CountState {
                started: (game_ply + 1 - count.ply as CountStarted).max(1),
                counter: Some(count.counter),
            },
            (CountingMode::Manual, None) => CountState {
                started: -1,
                counter: None,
            },
        };
    }

    fn count_state(&self) -> CountState {
        self.counts.last().copied().unwrap_or(CountState {
            started: 0,
            counter: None,
        })
    }

    fn count_state_mut(&mut self) -> &mut CountState {
        let last = self.counts.len() - 1;
        &mut self.counts[last]
    }

    /// The `countStarted` value Fairy-Stockfish would be given for the current position.
    pub fn count_started(&self) -> CountStarted {
        self.count_state().started
    }

    /// Whether the side to move may start counting board's honour now (what
    /// [`Game::start_counting`] would do), without changing the game.
    ///
    /// # Errors
    /// [`CountingError`] if the game counts automatically, board's honour does not apply,
    /// or a count is already running.
    pub fn check_start_counting(&self) -> Result<(), CountingError> {
        self.counted_position().map(|_| ())
    }

    /// The side to move starts counting board's honour (manual mode).
    ///
    /// # Errors
    /// [`CountingError`] if the game counts automatically, board's honour does not apply,
    /// or a count is already running.
    pub fn start_counting(&mut self) -> Result<(), CountingError> {
        let pos = self.counted_position()?;
        let started = pos.game_ply() as CountStarted + 1;
        let counter = Some(pos.turn());
        let last = self.positions.len() - 1;
        self.positions[last] = pos;
        *self.count_state_mut() = CountState { started, counter };
        self.actions.push((self.moves.len(), CountAction::Start));
        Ok(())
    }

    /// The current position with board's honour's limit set, if the players may start it now.
    fn counted_position(&self) -> Result<Position, CountingError> {
        if self.options.counting != CountingMode::Manual {
            return Err(CountingError::NotManual);
        }
        if self.count_state().started > 0 {
            return Err(CountingError::AlreadyCounting);
        }
        let mut pos = self.position().clone();
        let applies = pos.ensure_count_limit()
            && pos
                .counting()
                .is_some_and(|c| c.kind == CountKind::BoardsHonour);
        if applies {
            Ok(pos)
        } else {
            Err(CountingError::NotApplicable)
        }
    }

    /// Stops a board's honour count started by the players (manual mode).
    ///
    /// # Errors
    /// [`CountingError::NotManual`] or [`CountingError::NotCounting`].
    pub fn stop_counting(&mut self) -> Result<(), CountingError> {
        if self.options.counting != CountingMode::Manual {
            return Err(CountingError::NotManual);
        }
        if self.count_state().started <= 0 {
            return Err(CountingError::NotCounting);
        }
        *self.count_state_mut() = CountState {
            started: -1,
            counter: None,
        };
        self.actions.push((self.moves.len(), CountAction::Stop));
        Ok(())
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

    /// The running count as the players see it, or `None` if nothing is being counted.
    pub fn counting(&self) -> Option<Counting> {
        let state = self.count_state();
        let mut counting = self.position().counting_with(state.started)?;
        if counting.kind == CountKind::BoardsHonour {
            match (self.options.counting, state.counter) {
                (CountingMode::Manual, Some(counter)) => counting.counter = counter,
                (CountingMode::Manual, None) => return None,
                (CountingMode::Automatic, _) => {}
            }
        }
        Some(counting)
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
        let mut state = self.count_state();
        // A manual board's honour count turns into pieces' honour once a side is bare (as pychess).
        if state.started > 0
            && next
                .counting()
                .is_some_and(|c| c.kind == CountKind::PiecesHonour)
        {
            state = CountState {
                started: 0,
                counter: None,
            };
        }
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
        let current = self.position();
        let window = current.halfmove_clock() as usize;
        self.positions
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

    /// The result if the game is over: everything [`Position::outcome`] reports (with the
    /// players' counting), a mate given by the side still counting board's honour (a draw),
    /// and threefold repetition when it ends the game.
    pub fn outcome(&self) -> Option<Outcome> {
        let state = self.count_state();
        let outcome = self.position().outcome_with(state.started);
        match outcome {
            Some(o)
                if o.reason == EndReason::Checkmate
                    && state.started > 0
                    && o.winner == state.counter =>
            {
                Some(Outcome::draw(EndReason::MateWhileCounting))
            }
            Some(o) => Some(o),
            None if self.options.repetition_ends_game && self.is_threefold_repetition() => {
                Some(Outcome::draw(EndReason::Repetition))
            }
            None => None,
        }
    }

    /// The current FEN as Fairy-Stockfish writes it for this game's counting (`get_fen` with `countStarted`).
    pub fn fen(&self) -> alloc::string::String {
        self.position().fen_with(false, self.count_started())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(game: &Game, s: &str) -> Move {
        game.position().parse_uci_move(s).unwrap()
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
        assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
        game.undo();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn manual_board_honour() {
        // White: khun and ruea; Black: khun and met. No bia: board's honour applies.
        let start =
            Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1").unwrap();
        let mut game = Game::from_position(start);
        game.set_counting_mode(CountingMode::Manual);
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
        game.stop_counting().unwrap();
        assert_eq!(game.counting(), None);
        game.undo();
        assert_eq!(game.counting().unwrap().ply, 0);
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
        let m = uci(&game, "e8f8");
        game.play(m).unwrap();
        assert_eq!(game.counting().unwrap().ply, 41);
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
}
