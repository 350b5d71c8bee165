//! The app state: one [`State`], changed only by [`Action`]s through a pure reducer.

use makruk_core::{
    planned_drop, random_plan, Annotations, Arrangement, Color, CountAction, Counting, Game,
    GameRecord, Move, Outcome, Position, RecordError, RecordedResult, Role, SetupPlan, Square,
};
use makruk_engine::{draw, Score};

use crate::settings::{GameSettings, Opponent, Prefs};

use crate::formats::link::LinkError;
use crate::library::{GameId, LibraryEntry, LibraryNotice, Source};
use crate::model::counting;
pub use crate::model::counting::CountControl;
use crate::model::move_entry::MoveEntry;
use crate::model::record::{clean_name, new_game, Record, Replayed};
use crate::model::standing_offers::StandingOffers;

mod hint;
mod live;
mod reduce;

pub use crate::live::model::{LiveAction, LiveState, PeerRefusal, Rematch, FLAG_GRACE_MS};
use crate::live::PeerStatus;
use crate::ui::engine_panel::Thinking;
pub use hint::{threat_position, Hint, HintKind};

/// The state of play shown in the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on; `check` when the side to move is in check.
    ToMove {
        /// Side to move.
        turn: Color,
        /// In check.
        check: bool,
    },
    /// The rules ended the game.
    Over(Outcome),
    /// A side resigned.
    Resigned {
        /// The side that won.
        winner: Color,
    },
    /// Draw by agreement.
    DrawAgreed,
    /// A side ran out of time; the other wins unless it cannot mate (a draw).
    TimeOut {
        /// The side whose time ran out.
        loser: Color,
        /// The winner, `None` for a draw.
        winner: Option<Color>,
    },
}

impl Status {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        !matches!(self, Status::ToMove { .. })
    }
}

/// Everything the app shows and remembers.
#[derive(Clone, Debug)]
pub struct State {
    /// How this game was set up.
    pub settings: GameSettings,
    /// Display preferences.
    pub prefs: Prefs,
    /// The game: moves, positions, counting with the players' counting actions, and a
    /// resignation, agreed draw or time forfeit.
    pub game: Game,
    /// The ply shown when browsing history; `None` shows the game as it is.
    pub view: Option<usize>,
    /// The move being entered on the board.
    pub entry: MoveEntry,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether the last move should slide (false after a drag).
    pub animate: bool,
    /// A message for the user (e.g. an unreadable save).
    pub notice: Option<Notice>,
    /// The new-game dialog is open.
    pub dialog_open: bool,
    /// The engine's progress on the current move.
    pub thinking: Option<Thinking>,
    /// The last typed move could not be played.
    pub typed_rejected: bool,
    /// The last move entered on the board (from, to) was not legal: shown until the next action.
    pub refused: Option<(Square, Square)>,
    /// Time left per side in milliseconds (`Color::index`), when the game has a clock.
    pub clock_ms: Option<[u64; 2]>,
    /// White's and Black's names in a two-player game (from a game link), empty when not given.
    pub names: [String; 2],
    /// The side whose draw offer stands (until the other side moves).
    pub draw_offer: Option<Color>,
    /// The engine declined the user's last draw offer (shown until the next action).
    pub draw_declined: bool,
    /// The engine's score of its last searched position, for its own side.
    pub engine_score: Option<Score>,
    /// The game's entry in the game library.
    pub library: LibraryEntry,
    /// Comments, NAGs and variations on the game's moves.
    pub annotations: Annotations,
    /// A move made on the board that waits for Confirm (when the preferences ask for it).
    pub pending: Option<Move>,
    /// The hint asked for on the current position.
    pub hint: Option<Hint>,
    /// The hints asked for in this game.
    pub hints_used: u32,
    /// The players' chat (a live game).
    pub chat: crate::model::chat::Chat,
    /// The set-up shortcut each side chose (`Color::index`): the app plays its drops by it.
    pub setup_plans: [Option<SetupPlan>; 2],
    /// The connection and requests of a game with a friend on another device.
    pub live: Option<LiveState>,
}

/// A set-up shortcut of Sittuyin: the plan a side's remaining drops follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupChoice {
    /// A named arrangement.
    Arrangement(Arrangement),
    /// Random squares, from this seed.
    Random(u64),
}

/// Messages the app may show once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The saved game could not be read; a new game was started.
    SaveUnreadable,
    /// The engine's worker failed to start or crashed.
    EngineUnavailable,
    /// The page's game link could not be opened; the saved game was kept.
    BadLink(LinkError),
    /// What the game library has to say (another tab's move, storage full or unavailable).
    Library(LibraryNotice),
}

/// Every change the user, the engine or the app can make.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A square was pressed (click, tap, Enter): select, move or deselect.
    Press(Square),
    /// A piece was dragged from one square and dropped on another.
    Drop(Square, Square),
    /// A move typed in SAN (or UCI) by the user.
    TypedMove(String),
    /// Time passed on the running clock, in milliseconds.
    Tick(u64),
    /// Forget the selected square or hand piece.
    Deselect,
    /// A piece of this kind in the hand of the side to move was pressed: pick it to drop, or
    /// unpick it.
    PickHand(Role),
    /// The user's side (the side to move for two players) sets up by a shortcut.
    PlanSetup(SetupChoice),
    /// Finish the waiting promotion with this piece, or take the move back (`None`).
    Promote(Option<Role>),
    /// The engine reports progress.
    EngineInfo(Thinking),
    /// The engine plays this move (UCI form; ignored unless legal and the engine is to move).
    EngineMove(String),
    /// Start a new game.
    NewGame(GameSettings),
    /// Start a new game from a set-up position (of the settings' variant).
    NewGameFrom(GameSettings, Box<Position>),
    /// Take back the last move (against the engine: the last move pair).
    Undo,
    /// Turn the board around.
    Flip,
    /// Show the position after this many plies.
    ViewPly(usize),
    /// Show the previous (-1) or next (+1) ply.
    Step(i32),
    /// Back to the current position.
    ViewLive,
    /// The side to move (or the user, against the engine) resigns.
    Resign,
    /// The side to move (the user, against the engine) offers a draw; the engine answers at once.
    OfferDraw,
    /// The side to move (the user, against the engine) accepts the other side's draw offer.
    AcceptDraw,
    /// The side to move starts, stops or restarts its count (the user's side against the engine).
    Count(CountControl),
    /// Change display preferences.
    SetPrefs(Prefs),
    /// Open or close the new-game dialog.
    ShowDialog(bool),
    /// Hide the notice.
    DismissNotice,
    /// Name the players (White, Black) of a two-player game.
    SetNames([String; 2]),
    /// Show a notice.
    Notify(Notice),
    /// Replace the game by a loaded one (an imported game; one that does not replay is ignored).
    Load(Box<Replayed>),
    /// Replace the game by the game library's entry `id`.
    Open(GameId, Box<Replayed>),
    /// The game of this generation ([`LibraryEntry::generation`]) is kept in entry `id`.
    Stored(u32, GameId),
    /// Sets the comment after this many moves (an empty text removes it).
    Comment(usize, String),
    /// Play the move waiting for confirmation.
    ConfirmMove,
    /// Drop the move waiting for confirmation.
    CancelMove,
    /// Show a hint (the user, against the engine, with hints on).
    AskHint(HintKind),
    /// The engine's move for the hint asked for (UCI form).
    HintFound(String),
    /// Start a live game with a friend on another device: its settings (the user's side, the
    /// game's identity) and White's and Black's names.
    StartLive(GameSettings, [String; 2]),
    /// A change to the live game (see [`LiveAction`]).
    Live(LiveAction),
}

impl State {
    /// A new game with these settings and preferences.
    pub fn new_game(settings: GameSettings, prefs: Prefs) -> State {
        let start = settings.start_position();
        let game = new_game(start.clone(), settings.options);
        State::of_record(Record::new(settings, start), game, prefs)
    }

    /// The state of a loaded game, at its last position.
    ///
    /// # Errors
    /// What [`Replayed::of`] refuses: a bad start, the first illegal move, a counting action
    /// the rules refuse, or a result given to a game the board already ended.
    pub fn from_record(record: Record, prefs: Prefs) -> Result<State, RecordError> {
        Ok(State::from_replayed(Replayed::of(record)?, prefs))
    }

    /// The state of a replayed game, at its last position.
    pub fn from_replayed(replayed: Replayed, prefs: Prefs) -> State {
        let (record, game) = replayed.into_parts();
        State::of_record(record, game, prefs)
    }

    /// The state showing `game`, the replay of `record`.
    fn of_record(record: Record, game: Game, prefs: Prefs) -> State {
        let live_offers = match record.settings.live_game() {
            Some(_) => record.offers,
            None => StandingOffers::default(),
        };
        State {
            settings: record.settings,
            prefs,
            game,
            view: None,
            entry: MoveEntry::default(),
            flipped: record.flipped,
            animate: false,
            notice: None,
            dialog_open: false,
            thinking: None,
            typed_rejected: false,
            refused: None,
            clock_ms: record.clock_ms,
            names: record.names,
            draw_offer: live_offers.draw.then_some(record.settings.user_side),
            draw_declined: false,
            engine_score: None,
            library: LibraryEntry::default(),
            annotations: record.annotations,
            pending: None,
            hint: None,
            hints_used: record.hints_used,
            chat: record.chat,
            setup_plans: Default::default(),
            live: record.settings.live_game().map(|_| LiveState {
                takeback_asked: live_offers.takeback.then_some(record.settings.user_side),
                ..LiveState::new(PeerStatus::Lost)
            }),
        }
    }

    /// The game as a record, to save or share.
    pub fn record(&self) -> Record {
        Record {
            settings: self.settings,
            game: GameRecord::from_game(&self.game),
            names: self.names.clone(),
            flipped: self.flipped,
            clock_ms: self.clock_ms,
            annotations: self.annotations.clone(),
            hints_used: self.hints_used,
            chat: self.chat.clone(),
            offers: self.own_offers(),
        }
    }

    /// The number of moves played.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The position on the board (the viewed one when browsing history).
    pub fn shown_position(&self) -> &Position {
        let positions = self.game.positions();
        self.view
            .and_then(|ply| positions.get(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// The ply shown on the board.
    pub fn shown_ply(&self) -> usize {
        self.view.unwrap_or(self.plies())
    }

    /// The FEN of the shown position (with the players' count when it is the current one).
    pub fn shown_fen(&self) -> String {
        match self.view {
            Some(_) => self.shown_position().to_fen(),
            None => self.game.fen(),
        }
    }

    /// For each move of the game, whether the position after it occurs for the third time (or
    /// more): a repetition, which ends the game only when the game's rules say so.
    pub fn repetition_marks(&self) -> Vec<bool> {
        (1..=self.game.moves().len())
            .map(|plies| self.game.repetitions_at(plies) >= 3)
            .collect()
    }

    /// The running count, if any.
    pub fn counting(&self) -> Option<Counting> {
        self.game.counting()
    }

    /// The counting buttons the user may press now: on the live game, not over, on the user's
    /// turn, and only the actions the rules allow the side to move (never the stronger side).
    pub fn count_controls(&self) -> Vec<CountControl> {
        if self.view.is_some()
            || self.status().is_over()
            || !self.settings.user_plays(self.game.position().turn())
        {
            return Vec::new();
        }
        counting::controls(&self.game)
    }

    /// The state of play of the game (not of a viewed past position).
    pub fn status(&self) -> Status {
        let pos = self.game.position();
        match (self.game.recorded_result(), self.game.outcome()) {
            (Some(RecordedResult::Resignation(loser)), _) => Status::Resigned {
                winner: loser.other(),
            },
            (Some(RecordedResult::DrawAgreed), _) => Status::DrawAgreed,
            (Some(result @ RecordedResult::TimeForfeit(loser)), _) => Status::TimeOut {
                loser,
                winner: result.winner(pos),
            },
            (None, Some(outcome)) => Status::Over(outcome),
            (None, None) => Status::ToMove {
                turn: pos.turn(),
                check: pos.is_check(),
            },
        }
    }

    /// Whether the clock of the side to move is running (after White's first move, game on).
    pub fn clock_running(&self) -> bool {
        self.clock_ms.is_some() && self.plies() > 0 && !self.status().is_over() && self.peer_ready()
    }

    /// The engine's best line in SAN (Thai SAN for the Thai interface) while it is to move and its
    /// lines may be shown ([`State::shows_engine_lines`]); stops at the first move that does not
    /// fit the position.
    pub fn engine_line_san(&self) -> Vec<String> {
        let mut line = Vec::new();
        if !self.engine_to_move() || !self.shows_engine_lines() {
            return line;
        }
        let mut pos = self.game.position().clone();
        for uci in self.thinking.iter().flat_map(|t| t.pv.iter()) {
            let Ok(m) = pos.parse_uci_move(uci) else {
                break;
            };
            line.push(self.prefs.lang.san(&pos, m));
            pos.play_unchecked(m);
        }
        line
    }

    /// Whether the last move of the game captured a piece.
    pub fn last_move_captured(&self) -> bool {
        let positions = self.game.positions();
        match (self.game.moves().last(), positions.len().checked_sub(2)) {
            (Some(m), Some(before)) => positions[before].piece_at(m.to).is_some(),
            _ => false,
        }
    }

    /// Whether the user may move now (live view, game on, user's turn; a friend on another
    /// device connected).
    pub fn user_to_move(&self) -> bool {
        self.view.is_none()
            && !self.status().is_over()
            && self.settings.user_plays(self.game.position().turn())
            && self.peer_ready()
    }

    /// Whether the engine should be thinking now.
    pub fn engine_to_move(&self) -> bool {
        self.settings.engine_level().is_some()
            && !self.status().is_over()
            && !self.settings.user_plays(self.game.position().turn())
    }

    /// The side whose set-up shortcuts the user may press now: on the live game in the set-up
    /// phase, the user's side against the engine (the side to move for two players), while it has
    /// pieces in hand and no shortcut chosen.
    pub fn setup_side(&self) -> Option<Color> {
        let pos = self.game.position();
        if self.view.is_some() || self.status().is_over() {
            return None;
        }
        let side = match self.settings.opponent {
            Opponent::Engine { .. } | Opponent::Live { .. } => self.settings.user_side,
            Opponent::Human => pos.turn(),
        };
        (pos.has_hand(side) && self.setup_plans[side.index()].is_none()).then_some(side)
    }

    /// The position shown with the move waiting for confirmation made on it.
    pub fn pending_position(&self) -> Option<Position> {
        let m = self.pending?;
        let mut pos = self.game.position().clone();
        pos.play(m).ok()?;
        Some(pos)
    }

    /// Whether the user may offer a draw now: on the user's turn, the game on, no offer standing.
    pub fn may_offer_draw(&self) -> bool {
        self.user_to_move() && self.draw_offer.is_none()
    }

    /// Whether the user may accept the other side's standing draw offer now.
    pub fn may_accept_draw(&self) -> bool {
        self.user_to_move() && self.draw_offer == Some(self.game.position().turn().other())
    }
}

#[cfg(test)]
mod live_tests;
#[cfg(test)]
mod tests;
