//! A game as it enters or leaves the app (saved game, game link, import, embed): how it was set up,
//! where it starts, its moves, the players' counting actions and result, and what the app keeps
//! beside them (names, board side, clock). [`Record::replay`] is the one place that replays it.
use makruk_core::{Color, CountingMode, Game, Move, Position};

use crate::settings::{GameSettings, Opponent};

/// How a game ended other than on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// This side resigned.
    Resigned(Color),
    /// Both players agreed to a draw.
    Draw,
}

/// A whole game with what the app shows beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// How the game was set up; the settings' variant is the start position's.
    pub settings: GameSettings,
    /// The start position.
    pub start: Position,
    /// The moves from the start position.
    pub moves: Vec<Move>,
    /// Plies at which the players started (`true`) or stopped (`false`) board's honour, in order.
    pub count_toggles: Vec<(usize, bool)>,
    /// Resignation or agreed draw.
    pub agreement: Option<Agreement>,
    /// White's and Black's names (empty when not given).
    pub names: [String; 2],
    /// Black at the bottom.
    pub flipped: bool,
    /// Time left per side in milliseconds (`Color::index`), when the game has a clock.
    pub clock_ms: Option<[u64; 2]>,
    /// The side whose time ran out.
    pub flagged: Option<Color>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The move at this ply (1 = White's first) is not legal.
    Move(usize),
    /// A counting start or stop at this ply (0 = before the first move) is impossible.
    Counting(usize),
}

impl Record {
    /// A game from `start` with these settings and nothing played yet.
    pub fn new(settings: GameSettings, start: Position) -> Record {
        Record {
            settings,
            start,
            moves: Vec::new(),
            count_toggles: Vec::new(),
            agreement: None,
            names: Default::default(),
            flipped: settings.opponent != Opponent::Human && settings.user_side == Color::Black,
            clock_ms: settings.clock.map(|tc| [tc.base_ms; 2]),
            flagged: None,
        }
    }

    /// The game of the record: the moves played from the start with the players' counting starts
    /// and stops; in two-player games the players count board's honour by hand.
    ///
    /// # Errors
    /// The first illegal move or impossible counting start or stop.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let mut game = new_game(self.start.clone(), self.settings.opponent);
        let mut toggles = self.count_toggles.iter().peekable();
        for ply in 0..=self.moves.len() {
            while let Some(&&(_, started)) = toggles.peek().filter(|t| t.0 == ply) {
                let done = if started {
                    game.start_counting()
                } else {
                    game.stop_counting()
                };
                done.map_err(|_| ReplayError::Counting(ply))?;
                toggles.next();
            }
            if let Some(&m) = self.moves.get(ply) {
                game.play(m).map_err(|_| ReplayError::Move(ply + 1))?;
            }
        }
        match toggles.next() {
            Some(&(ply, _)) => Err(ReplayError::Counting(ply)),
            None => Ok(game),
        }
    }
}

/// A game from `start`; players count board's honour by hand in two-player games.
pub fn new_game(start: Position, opponent: Opponent) -> Game {
    let mut game = Game::from_position(start);
    if opponent == Opponent::Human {
        game.set_counting_mode(CountingMode::Manual);
    }
    game
}

/// A player's name without control characters (tabs, line breaks), which the save format uses.
pub fn clean_name(name: &str) -> String {
    name.chars().filter(|c| !c.is_control()).collect()
}
