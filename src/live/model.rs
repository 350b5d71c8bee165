//! A live game with a friend on another device, as the game sees it: the connection's state, the
//! requests standing between the two players, the messages to send, and the friend's messages,
//! checked against the game before any changes it.
use makruk_core::{Color, GameRecord, RecordedResult};

use super::State;
use crate::formats::link;
use crate::live::messages::PeerMessage;
use crate::live::PeerStatus;
use crate::model::counting::{self, CountControl};
use crate::model::record::{clean_name, new_game, Record};
use crate::settings::{GameSettings, Opponent};

/// How many sent messages the outbox keeps (the session sends them at its next render).
const OUTBOX_KEPT: usize = 64;
/// How long past zero the friend's clock may run before this device declares the flag fall (the
/// friend's own device declares it first; this covers a friend who stops answering).
pub const FLAG_GRACE_MS: u64 = 3000;
/// How far the friend's clock may be from this device's when it claims a flag fall or sends its
/// time with a move (the two clocks run apart by the message's travel time).
const CLOCK_TOLERANCE_MS: u64 = 2000;

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

    /// Whether the data channel is open.
    pub fn is_connected(&self) -> bool {
        matches!(self.peer, PeerStatus::Connected { .. })
    }

    /// Queues a message for the friend.
    fn send(&mut self, message: PeerMessage) {
        self.outbox.push((self.next_seq, message));
        self.next_seq += 1;
        let excess = self.outbox.len().saturating_sub(OUTBOX_KEPT);
        self.outbox.drain(..excess);
    }
}

/// The plies of a game as a message's `ply` field.
fn ply_of(state: &State) -> u32 {
    u32::try_from(state.plies()).unwrap_or(u32::MAX)
}

impl State {
    /// The friend's side in a live game.
    pub fn peer_side(&self) -> Option<Color> {
        self.live.as_ref().map(|_| self.settings.user_side.other())
    }

    /// Whether a live game's channel is open, or the game is not live.
    pub fn peer_ready(&self) -> bool {
        self.live.as_ref().is_none_or(LiveState::is_connected)
    }

    /// Queues a message for the friend (nothing when the game is not live).
    pub(super) fn send_peer(&mut self, message: PeerMessage) {
        if let Some(live) = self.live.as_mut() {
            live.send(message);
        }
    }

    /// The message a connection opens with: this device's game, for the two to compare.
    pub fn hello(&self, name: &str) -> Option<PeerMessage> {
        let game_id = self.settings.live_game()?;
        let record = self.record();
        let game = link::encode(&link::SharedGame::of(&record)).ok()?;
        Some(PeerMessage::Hello {
            game_id,
            name: clean_name(name),
            seat: self.settings.user_side,
            game,
            clock_ms: self.clock_ms,
        })
    }

    /// Queues this device's moves from ply `from` for the friend, each with the mover's clock
    /// after it, if the game still starts with `kept` (the moves before `from` as they were).
    pub(super) fn send_own_moves(&mut self, kept: &[makruk_core::Move], from: usize) {
        let me = self.settings.user_side;
        if self.live.is_none() || self.plies() <= from || !self.game.moves().starts_with(kept) {
            return;
        }
        for ply in from..self.plies() {
            let mover = self.game.positions()[ply].turn();
            if mover != me {
                continue;
            }
            let message = PeerMessage::Move {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
                uci: self.game.moves()[ply].to_string(),
                clock_ms: self.clock_ms.map(|clock| clock[mover.index()]),
            };
            self.send_peer(message);
        }
    }

    /// The user's counting control in a live game, sent to the friend when applied.
    pub(super) fn send_count(&mut self, before: &State, control: CountControl) {
        if self.game.counting_actions() != before.game.counting_actions() {
            let ply = ply_of(self);
            self.send_peer(PeerMessage::Count { ply, control });
        }
    }

    /// Whether the user may ask to take a move back: a live game on, connected, the user has a
    /// move to take back, and no request stands.
    pub fn may_ask_takeback(&self) -> bool {
        let Some(live) = &self.live else {
            return false;
        };
        live.is_connected()
            && live.takeback_asked.is_none()
            && !self.status().is_over()
            && self.has_move_of(self.settings.user_side)
    }

    /// Whether `side` made a move in this game.
    fn has_move_of(&self, side: Color) -> bool {
        self.game.positions()[..self.plies()]
            .iter()
            .any(|pos| pos.turn() == side)
    }

    /// The user asks the friend to take back the user's last move.
    pub(super) fn ask_takeback(&mut self) {
        if self.may_ask_takeback() {
            let ply = ply_of(self);
            let me = self.settings.user_side;
            if let Some(live) = self.live.as_mut() {
                live.takeback_asked = Some(me);
                live.send(PeerMessage::AskTakeback { ply });
            }
        }
    }

    /// The user answers the friend's takeback request.
    pub(super) fn answer_takeback(&mut self, accept: bool) {
        let Some(peer) = self.peer_side() else {
            return;
        };
        if self.live.as_ref().and_then(|l| l.takeback_asked) != Some(peer) {
            return;
        }
        let ply = ply_of(self);
        if let Some(live) = self.live.as_mut() {
            live.takeback_asked = None;
            live.send(PeerMessage::AnswerTakeback { ply, accept });
        }
        if accept {
            self.take_back_for(peer);
        }
    }

    /// Takes moves back until `side`'s last move is undone (its turn again).
    fn take_back_for(&mut self, side: Color) {
        while let Some(before) = self.plies().checked_sub(1) {
            let mover = self.game.positions()[before].turn();
            self.game.undo();
            if mover == side {
                break;
            }
        }
        self.annotations.truncate(self.plies());
        self.setup_plans = Default::default();
        self.draw_offer = None;
        self.view = None;
        self.entry = Default::default();
        self.animate = false;
    }

    /// The user declines the friend's draw offer.
    pub(super) fn decline_draw(&mut self) {
        if self.peer_side().is_some() && self.draw_offer == self.peer_side() {
            self.draw_offer = None;
            let ply = ply_of(self);
            self.send_peer(PeerMessage::AnswerDraw { ply, accept: false });
        }
    }

    /// The user offers the friend a rematch (with colours swapped) under a new identity.
    pub(super) fn offer_rematch(&mut self, game_id: u64) {
        let me = self.settings.user_side;
        let over = self.status().is_over();
        if let Some(live) = self.live.as_mut() {
            if live.is_connected() && over && live.rematch.is_none() {
                live.rematch = Some(Rematch { by: me, game_id });
                live.send(PeerMessage::OfferRematch { game_id });
            }
        }
    }

    /// The user answers the friend's rematch offer.
    pub(super) fn answer_rematch(&mut self, accept: bool) {
        let Some(peer) = self.peer_side() else {
            return;
        };
        let Some(rematch) = self.live.as_ref().and_then(|l| l.rematch) else {
            return;
        };
        if rematch.by != peer {
            return;
        }
        self.send_peer(PeerMessage::AnswerRematch {
            game_id: rematch.game_id,
            accept,
        });
        if accept {
            self.start_rematch(rematch.game_id);
        } else if let Some(live) = self.live.as_mut() {
            live.rematch = None;
        }
    }

    /// The next game of a rematch: the same rules and clock, colours swapped, a new library
    /// entry; the connection and the messages not yet sent carry over.
    fn start_rematch(&mut self, game_id: u64) {
        let settings = GameSettings {
            opponent: Opponent::Live { game_id },
            user_side: self.settings.user_side.other(),
            ..self.settings
        };
        let [white, black] = self.names.clone();
        let live = self.live.take().map(|live| LiveState {
            rematch: None,
            takeback_asked: None,
            declined: false,
            refused: None,
            overdue_ms: 0,
            ..live
        });
        let library = self.library.replaced(None, None);
        *self = State::new_game(settings, self.prefs);
        self.names = [black, white];
        self.flipped = settings.user_side == Color::Black;
        self.live = live;
        self.library = library;
    }

    /// The time on the running clock in a live game: this device's side flags itself at zero; the
    /// friend's clock is declared fallen [`FLAG_GRACE_MS`] after it reaches zero.
    pub(super) fn live_tick(&mut self, elapsed_ms: u64) {
        let side = self.game.position().turn();
        let Some(clock) = self.clock_ms.as_mut() else {
            return;
        };
        let left = &mut clock[side.index()];
        let before = *left;
        *left = left.saturating_sub(elapsed_ms);
        let fallen = if side == self.settings.user_side {
            *left == 0
        } else {
            let Some(live) = self.live.as_mut() else {
                return;
            };
            // Counted from zero: the part of the tick that reached it runs past it too.
            live.overdue_ms = match before {
                0 => live.overdue_ms + elapsed_ms,
                _ => elapsed_ms.saturating_sub(before),
            };
            live.overdue_ms >= FLAG_GRACE_MS
        };
        if fallen {
            self.game
                .record_result(RecordedResult::TimeForfeit(side))
                .ok();
            self.entry = Default::default();
            let ply = ply_of(self);
            self.send_peer(PeerMessage::Flag { ply });
        }
    }

    /// A message from the friend's device: applied if the rules and the game allow it, else
    /// refused with the game unchanged.
    pub(super) fn receive(&mut self, message: PeerMessage) {
        if let Some(live) = self.live.as_mut() {
            live.refused = None;
        }
        if let Err(refusal) = self.apply_peer(message) {
            if let Some(live) = self.live.as_mut() {
                live.refused = Some(refusal);
            }
        }
    }

    fn apply_peer(&mut self, message: PeerMessage) -> Result<(), PeerRefusal> {
        let peer = self.peer_side().ok_or(PeerRefusal::OtherGame)?;
        let plies = ply_of(self);
        let at_ply = |ply: u32| match ply == plies {
            true => Ok(()),
            false => Err(PeerRefusal::OutOfStep),
        };
        let peer_turn = !self.status().is_over() && self.game.position().turn() == peer;
        let peer_to_move = || match peer_turn {
            true => Ok(()),
            false => Err(PeerRefusal::OutOfTurn),
        };
        match message {
            PeerMessage::Hello {
                game_id,
                name,
                seat,
                game,
                clock_ms,
            } => {
                self.greet(game_id, &name, seat, &game, clock_ms)?;
                self.renew_offers();
                Ok(())
            }
            PeerMessage::Move { ply, uci, clock_ms } => {
                at_ply(ply)?;
                peer_to_move()?;
                let m = self
                    .game
                    .position()
                    .parse_uci_move(&uci)
                    .map_err(|_| PeerRefusal::IllegalMove)?;
                let view = self.view;
                if !self.play(m, true) {
                    return Err(PeerRefusal::IllegalMove);
                }
                self.view = view;
                if let (Some(clock), Some(claimed)) = (self.clock_ms.as_mut(), clock_ms) {
                    let here = clock[peer.index()];
                    clock[peer.index()] = claimed.min(here + CLOCK_TOLERANCE_MS);
                }
                if let Some(live) = self.live.as_mut() {
                    live.overdue_ms = 0;
                    live.takeback_asked = None;
                }
                Ok(())
            }
            PeerMessage::Count { ply, control } => {
                at_ply(ply)?;
                peer_to_move()?;
                if !counting::controls(&self.game).contains(&control) {
                    return Err(PeerRefusal::Count);
                }
                self.game = counting::counted(&self.game, control.actions())
                    .map_err(|_| PeerRefusal::Count)?;
                Ok(())
            }
            // Offered with a move, or sent again at a reconnection after it.
            PeerMessage::OfferDraw { ply } => {
                at_ply(ply)?;
                if self.status().is_over() {
                    return Err(PeerRefusal::OutOfTurn);
                }
                if self.draw_offer.is_some() {
                    return Err(PeerRefusal::Result);
                }
                self.draw_offer = Some(peer);
                Ok(())
            }
            PeerMessage::AnswerDraw { ply, accept } => {
                at_ply(ply)?;
                if self.draw_offer != Some(self.settings.user_side) || self.status().is_over() {
                    return Err(PeerRefusal::Result);
                }
                self.draw_offer = None;
                match accept {
                    true => {
                        self.game.record_result(RecordedResult::DrawAgreed).ok();
                    }
                    false => self.draw_declined = true,
                }
                Ok(())
            }
            PeerMessage::Resign { ply } => {
                at_ply(ply)?;
                if self.status().is_over() {
                    return Err(PeerRefusal::OutOfTurn);
                }
                self.game
                    .record_result(RecordedResult::Resignation(peer))
                    .map_err(|_| PeerRefusal::Result)
            }
            PeerMessage::Flag { ply } => {
                at_ply(ply)?;
                let side = self.game.position().turn();
                let left = self.clock_ms.map(|clock| clock[side.index()]);
                let plausible = side == peer || left.is_some_and(|ms| ms <= CLOCK_TOLERANCE_MS);
                if self.status().is_over() || !plausible {
                    return Err(PeerRefusal::Result);
                }
                self.game
                    .record_result(RecordedResult::TimeForfeit(side))
                    .map_err(|_| PeerRefusal::Result)
            }
            PeerMessage::AskTakeback { ply } => {
                at_ply(ply)?;
                let standing = self.live.as_ref().and_then(|l| l.takeback_asked);
                if standing.is_some() || self.status().is_over() || !self.has_move_of(peer) {
                    return Err(PeerRefusal::Result);
                }
                if let Some(live) = self.live.as_mut() {
                    live.takeback_asked = Some(peer);
                }
                Ok(())
            }
            PeerMessage::AnswerTakeback { ply, accept } => {
                at_ply(ply)?;
                let me = self.settings.user_side;
                let live = self.live.as_mut().ok_or(PeerRefusal::OtherGame)?;
                if live.takeback_asked != Some(me) {
                    return Err(PeerRefusal::Result);
                }
                live.takeback_asked = None;
                live.declined = !accept;
                if accept {
                    self.take_back_for(me);
                }
                Ok(())
            }
            PeerMessage::OfferRematch { game_id } => {
                let over = self.status().is_over();
                let live = self.live.as_mut().ok_or(PeerRefusal::OtherGame)?;
                if live.rematch.is_some() || !over {
                    return Err(PeerRefusal::Result);
                }
                live.rematch = Some(Rematch { by: peer, game_id });
                Ok(())
            }
            PeerMessage::AnswerRematch { game_id, accept } => {
                let me = self.settings.user_side;
                let live = self.live.as_mut().ok_or(PeerRefusal::OtherGame)?;
                if live.rematch != Some(Rematch { by: me, game_id }) {
                    return Err(PeerRefusal::Result);
                }
                match accept {
                    true => self.start_rematch(game_id),
                    false => {
                        live.rematch = None;
                        live.declined = true;
                    }
                }
                Ok(())
            }
            // Round trips and the spectators' count are the session's business.
            PeerMessage::Ping { .. } | PeerMessage::Pong { .. } | PeerMessage::Watching { .. } => {
                Ok(())
            }
            PeerMessage::Chat(message) => {
                self.hear(message);
                Ok(())
            }
        }
    }

    /// The friend's game at a (re)connection: the same game (identity, seat, variant and rules)
    /// is brought up to date, clocks included, when one of the two continues the other (the same
    /// game keeps the lower time of each side); games that part ways are refused.
    fn greet(
        &mut self,
        game_id: u64,
        name: &str,
        seat: Color,
        payload: &str,
        clock_ms: Option<[u64; 2]>,
    ) -> Result<(), PeerRefusal> {
        let peer = self.peer_side().ok_or(PeerRefusal::OtherGame)?;
        if self.settings.live_game() != Some(game_id) || seat != peer {
            return Err(PeerRefusal::OtherGame);
        }
        let theirs = link::decode(payload)
            .map_err(|_| PeerRefusal::Malformed)?
            .game;
        let mine = GameRecord::from_game(&self.game);
        if theirs.variant != mine.variant
            || theirs.options != mine.options
            || theirs.start != mine.start
        {
            return Err(PeerRefusal::OtherGame);
        }
        if continues(&mine, &theirs) && mine != theirs {
            let record = Record {
                game: theirs,
                ..self.record()
            };
            let replayed = crate::model::record::Replayed::of(record)
                .map_err(|_| PeerRefusal::HistoriesDiffer)?;
            let (record, game) = replayed.into_parts();
            self.game = game;
            self.drop_offers_answered_from(mine.moves.len(), peer);
            self.annotations.truncate(record.game.moves.len());
            if let (Some(clock), Some(theirs)) = (self.clock_ms.as_mut(), clock_ms) {
                *clock = theirs;
            }
            self.view = None;
            self.entry = Default::default();
        } else if !continues(&theirs, &mine) {
            return Err(PeerRefusal::HistoriesDiffer);
        } else if mine == theirs {
            // The same game: each clock ran on for a moment on one board before it saw the
            // connection lost; both boards take the lower time of each side.
            if let (Some(clock), Some(theirs)) = (self.clock_ms.as_mut(), clock_ms) {
                for (left, other) in clock.iter_mut().zip(theirs) {
                    *left = (*left).min(other);
                }
            }
        }
        let name = clean_name(name);
        if !name.is_empty() {
            self.names[peer.index()] = name;
        }
        Ok(())
    }

    /// A live game's first state on this device: a new game of `settings` (whose opponent is
    /// the friend), with the players' names, waiting for the connection.
    pub fn new_live(
        settings: GameSettings,
        names: [String; 2],
        prefs: crate::settings::Prefs,
    ) -> State {
        let mut state = State::new_game(settings, prefs);
        state.game = new_game(settings.start_position(), settings.options);
        state.names = names.map(|n| clean_name(&n));
        state.flipped = settings.user_side == Color::Black;
        state.live = Some(LiveState::new(PeerStatus::Waiting));
        state
    }
}

/// Whether `later` continues `earlier`: its moves and counting actions start with the other's,
/// and a result of the earlier one is kept.
fn continues(earlier: &GameRecord, later: &GameRecord) -> bool {
    later.moves.starts_with(&earlier.moves)
        && later.actions.starts_with(&earlier.actions)
        && (earlier.result.is_none() || earlier.result == later.result)
}
