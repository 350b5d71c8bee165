//! A live game with a friend on another device: the connection's state, the requests standing
//! between the two players, the messages to send, and the friend's messages checked against the
//! game. The game lends what live play reads of it ([`GameFacts`]); live play answers with what
//! the game must do ([`GameChange`]), so it changes the game only through the game's reducer.
use makruk_core::{Color, Game, Move, RecordedResult};
use makruk_signal::chat::ChatMessage;

use crate::live::messages::PeerMessage;
use crate::live::PeerStatus;
use crate::model::chat::Chat;
use crate::model::counting::CountControl;

mod chat;
mod offers;
mod peer;
mod spectated;

pub use spectated::spectated;

/// How many sent messages the outbox keeps (the session sends them at its next render).
const OUTBOX_KEPT: usize = 64;
/// How long past zero the friend's clock may run before this device declares the flag fall (the
/// friend's own device declares it first; this covers a friend who stops answering).
pub const FLAG_GRACE_MS: u64 = 3000;
/// How far the friend's clock may be from this device's when it claims a flag fall or sends its
/// time with a move (the two clocks run apart by the message's travel time).
pub const CLOCK_TOLERANCE_MS: u64 = 2000;

/// Why a message from the friend's device changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerRefusal {
    /// Not a message of this app's live protocol (bad bytes, unknown version or kind).
    Malformed,
    /// A move the rules do not allow in the position.
    IllegalMove,
    /// A move, count or offer when it is not the friend's turn (or the game is over).
    OutOfTurn,
    /// Made for another position of the game (its move number differs).
    OutOfStep,
    /// A counting action the rules do not allow the friend now.
    Count,
    /// A result (flag fall, draw, takeback, rematch answer) the game does not give now.
    Result,
    /// Another game: other identity, variant, rules or seat.
    OtherGame,
    /// The two devices' games differ (neither continues the other): nothing is merged.
    HistoriesDiffer,
}

/// A rematch offered by one side, with the new game's identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rematch {
    /// Who offered it.
    pub by: Color,
    /// The identity the new game takes.
    pub game_id: u64,
}

/// The live part of a game with a friend on another device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveState {
    /// The connection.
    pub peer: PeerStatus,
    /// A takeback request standing, by this side.
    pub takeback_asked: Option<Color>,
    /// A rematch offer standing.
    pub rematch: Option<Rematch>,
    /// The friend declined this device's last takeback request or rematch offer (shown until
    /// the next action).
    pub declined: bool,
    /// The last message of the friend's that was refused.
    pub refused: Option<PeerRefusal>,
    /// How long the friend's clock has run past zero.
    pub overdue_ms: u64,
    /// Messages for the friend, each with its sequence number; the session sends those after
    /// the last it sent.
    pub outbox: Vec<(u64, PeerMessage)>,
    /// The sequence number of the next message queued.
    pub next_seq: u64,
    /// How many spectators watch, as live play counts them (`None` before it says).
    pub spectators: Option<usize>,
}

/// What live play reads of the game in play.
#[derive(Clone, Copy, Debug)]
pub struct GameFacts<'a> {
    /// The game: moves, positions, counting and result.
    pub game: &'a Game,
    /// The live game's identity.
    pub game_id: u64,
    /// The user's side.
    pub me: Color,
    /// Time left per side in milliseconds, when the game has a clock.
    pub clock_ms: Option<[u64; 2]>,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
}

impl GameFacts<'_> {
    /// The friend's side.
    pub fn peer(&self) -> Color {
        self.me.other()
    }

    fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The plies of the game as a message's `ply` field.
    fn ply(&self) -> u32 {
        u32::try_from(self.plies()).unwrap_or(u32::MAX)
    }

    /// Whether the game is over (by the rules or a recorded result).
    pub fn is_over(&self) -> bool {
        self.game.recorded_result().is_some() || self.game.outcome().is_some()
    }

    /// Whether `side` made a move in this game.
    pub fn has_move_of(&self, side: Color) -> bool {
        self.game.positions()[..self.plies()]
            .iter()
            .any(|pos| pos.turn() == side)
    }

    /// The game with `result` recorded.
    fn ended(&self, result: RecordedResult) -> Result<Game, PeerRefusal> {
        let mut game = self.game.clone();
        game.record_result(result)
            .map_err(|_| PeerRefusal::Result)?;
        Ok(game)
    }
}

/// What the game must do for live play, in order.
#[derive(Clone, Debug)]
pub enum GameChange {
    /// Play the friend's move (legal here); the friend's clock then shows at most `clock_ms`
    /// (the friend's time, within [`CLOCK_TOLERANCE_MS`] of this device's).
    Play {
        /// The move.
        m: Move,
        /// The friend's clock after it, as the friend's device gives it.
        clock_ms: Option<u64>,
    },
    /// The game becomes this one (a counting action or a result on the same moves).
    Game(Game),
    /// The game becomes the friend's, which continues it: annotations past its end go, the
    /// board shows the present.
    CaughtUp(Game),
    /// The clocks show this.
    Clocks([u64; 2]),
    /// The friend's name.
    PeerName(String),
    /// The standing draw offer.
    DrawOffer(Option<Color>),
    /// The friend declined the user's draw offer.
    DrawDeclined,
    /// Take moves back until this side's last move is undone (its turn again).
    TakeBack(Color),
    /// Start the rematch under this identity.
    Rematch(u64),
}

/// Every change to a live game from the friend's device, live play's module or the user.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveAction {
    /// The connection to the friend's device changed.
    Status(PeerStatus),
    /// A message from the friend's device (checked before it changes anything).
    Peer(PeerMessage),
    /// Bytes from the friend's device that are no message of the live protocol.
    Malformed,
    /// How many spectators watch the live game (`None` when live play does not know).
    Spectators(Option<usize>),
    /// The user asks the friend to take back the user's last move.
    AskTakeback,
    /// The user answers the friend's takeback request.
    AnswerTakeback(bool),
    /// The user declines the friend's draw offer.
    DeclineDraw,
    /// The user offers a rematch, the new game under this identity.
    OfferRematch(u64),
    /// The user answers the friend's rematch offer.
    AnswerRematch(bool),
    /// The user says this to the friend (refused when the chat's format does not allow it).
    Say(ChatMessage),
    /// The user mutes (or hears again) the friend's chat.
    Mute(bool),
}

impl LiveAction {
    /// Whether the action comes from the friend's device or live play's module, not the user.
    pub fn is_from_peer(&self) -> bool {
        matches!(
            self,
            LiveAction::Status(_)
                | LiveAction::Peer(_)
                | LiveAction::Malformed
                | LiveAction::Spectators(_)
        )
    }

    /// Whether the action leaves the game and the user's feedback as they are: the connection,
    /// the spectators' count and round trips.
    pub fn is_background(&self) -> bool {
        matches!(
            self,
            LiveAction::Status(_)
                | LiveAction::Spectators(_)
                | LiveAction::Peer(PeerMessage::Ping { .. } | PeerMessage::Pong { .. })
        )
    }
}

impl LiveState {
    /// A live game not connected yet (or any more).
    pub fn new(peer: PeerStatus) -> LiveState {
        LiveState {
            peer,
            takeback_asked: None,
            rematch: None,
            declined: false,
            refused: None,
            overdue_ms: 0,
            outbox: Vec::new(),
            next_seq: 0,
            spectators: None,
        }
    }

    /// Applies `action` to the live game whose game is `facts` and whose chat is `chat`: the
    /// changes the game makes for it, in order (none for an action refused or not for now).
    pub fn reduce(
        &mut self,
        facts: &GameFacts,
        chat: &mut Chat,
        action: LiveAction,
    ) -> Vec<GameChange> {
        let change = match action {
            LiveAction::Status(peer) => {
                self.peer = peer;
                None
            }
            LiveAction::Peer(message) => return self.receive(facts, chat, message),
            LiveAction::Malformed => {
                self.refused = Some(PeerRefusal::Malformed);
                None
            }
            LiveAction::Spectators(count) => {
                self.spectators = count;
                None
            }
            LiveAction::AskTakeback => {
                self.ask_takeback(facts);
                None
            }
            LiveAction::AnswerTakeback(accept) => self.answer_takeback(facts, accept),
            LiveAction::DeclineDraw => self.decline_draw(facts),
            LiveAction::OfferRematch(game_id) => {
                self.offer_rematch(facts, game_id);
                None
            }
            LiveAction::AnswerRematch(accept) => self.answer_rematch(facts, accept),
            LiveAction::Say(message) => {
                self.say(chat, facts.me, facts.plies(), message);
                None
            }
            LiveAction::Mute(muted) => {
                chat.muted = muted;
                None
            }
        };
        change.into_iter().collect()
    }

    /// The live state a rematch starts with: the connection and the messages not yet sent
    /// carry over.
    pub fn for_rematch(self) -> LiveState {
        LiveState {
            rematch: None,
            takeback_asked: None,
            declined: false,
            refused: None,
            overdue_ms: 0,
            ..self
        }
    }

    /// Whether the data channel is open.
    pub fn is_connected(&self) -> bool {
        matches!(self.peer, PeerStatus::Connected { .. })
    }

    /// Queues a message for the friend.
    pub fn send(&mut self, message: PeerMessage) {
        self.outbox.push((self.next_seq, message));
        self.next_seq += 1;
        let excess = self.outbox.len().saturating_sub(OUTBOX_KEPT);
        self.outbox.drain(..excess);
    }

    /// Queues the user's moves of `game` from ply `from` for the friend, each with the mover's
    /// clock after it (`clock_ms`).
    pub fn send_own_moves(
        &mut self,
        game: &Game,
        me: Color,
        clock_ms: Option<[u64; 2]>,
        from: usize,
    ) {
        for ply in from..game.moves().len() {
            let mover = game.positions()[ply].turn();
            if mover != me {
                continue;
            }
            self.send(PeerMessage::Move {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
                uci: game.moves()[ply].to_string(),
                clock_ms: clock_ms.map(|clock| clock[mover.index()]),
            });
        }
    }

    /// Sends the user's counting control, applied at ply `ply`.
    pub fn send_count(&mut self, ply: usize, control: CountControl) {
        let ply = u32::try_from(ply).unwrap_or(u32::MAX);
        self.send(PeerMessage::Count { ply, control });
    }

    /// Whether the user may ask to take a move back: connected, the game on, the user has a
    /// move to take back, and no request stands.
    pub fn may_ask_takeback(&self, facts: &GameFacts) -> bool {
        self.is_connected()
            && self.takeback_asked.is_none()
            && !facts.is_over()
            && facts.has_move_of(facts.me)
    }

    /// The user asks the friend to take back the user's last move.
    fn ask_takeback(&mut self, facts: &GameFacts) {
        if self.may_ask_takeback(facts) {
            self.takeback_asked = Some(facts.me);
            self.send(PeerMessage::AskTakeback { ply: facts.ply() });
        }
    }

    /// The user answers the friend's takeback request.
    fn answer_takeback(&mut self, facts: &GameFacts, accept: bool) -> Option<GameChange> {
        if self.takeback_asked != Some(facts.peer()) {
            return None;
        }
        self.takeback_asked = None;
        self.send(PeerMessage::AnswerTakeback {
            ply: facts.ply(),
            accept,
        });
        accept.then_some(GameChange::TakeBack(facts.peer()))
    }

    /// The user declines the friend's draw offer.
    fn decline_draw(&mut self, facts: &GameFacts) -> Option<GameChange> {
        if facts.draw_offer != Some(facts.peer()) {
            return None;
        }
        self.send(PeerMessage::AnswerDraw {
            ply: facts.ply(),
            accept: false,
        });
        Some(GameChange::DrawOffer(None))
    }

    /// The user offers the friend a rematch (with colours swapped) under a new identity.
    fn offer_rematch(&mut self, facts: &GameFacts, game_id: u64) {
        if self.is_connected() && facts.is_over() && self.rematch.is_none() {
            self.rematch = Some(Rematch {
                by: facts.me,
                game_id,
            });
            self.send(PeerMessage::OfferRematch { game_id });
        }
    }

    /// The user answers the friend's rematch offer.
    fn answer_rematch(&mut self, facts: &GameFacts, accept: bool) -> Option<GameChange> {
        let rematch = self.rematch.filter(|rematch| rematch.by == facts.peer())?;
        self.send(PeerMessage::AnswerRematch {
            game_id: rematch.game_id,
            accept,
        });
        if accept {
            return Some(GameChange::Rematch(rematch.game_id));
        }
        self.rematch = None;
        None
    }

    /// Time on the running clock (`clock`, the side to move's going down): this device's side
    /// flags itself at zero; the friend's clock is declared fallen [`FLAG_GRACE_MS`] after it
    /// reaches zero. Returns the game with the flag fall recorded.
    pub fn tick(
        &mut self,
        facts: &GameFacts,
        clock: &mut [u64; 2],
        elapsed_ms: u64,
    ) -> Option<Game> {
        let side = facts.game.position().turn();
        let left = &mut clock[side.index()];
        let before = *left;
        *left = left.saturating_sub(elapsed_ms);
        let fallen = if side == facts.me {
            *left == 0
        } else {
            // Counted from zero: the part of the tick that reached it runs past it too.
            self.overdue_ms = match before {
                0 => self.overdue_ms + elapsed_ms,
                _ => elapsed_ms.saturating_sub(before),
            };
            self.overdue_ms >= FLAG_GRACE_MS
        };
        if !fallen {
            return None;
        }
        let mut game = facts.game.clone();
        game.record_result(RecordedResult::TimeForfeit(side)).ok();
        self.send(PeerMessage::Flag { ply: facts.ply() });
        Some(game)
    }
}

#[cfg(test)]
mod tests;
