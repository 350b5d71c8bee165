//! The friend's messages, checked against the game before any changes it: a move, a counting
//! action, an offer or its answer, a result, the friend's game at a (re)connection, a chat line.
use makruk_core::{GameRecord, RecordedResult};

use super::chat::hear;
use super::{GameChange, GameFacts, LiveState, PeerRefusal, Rematch, CLOCK_TOLERANCE_MS};
use crate::formats::link;
use crate::live::messages::PeerMessage;
use crate::model::chat::Chat;
use crate::model::counting;
use crate::model::record::clean_name;

impl LiveState {
    /// A message from the friend's device: the changes the game makes for it, or why it is
    /// refused (kept in [`LiveState::refused`]; the game then changes nothing).
    pub(super) fn receive(
        &mut self,
        facts: &GameFacts,
        chat: &mut Chat,
        message: PeerMessage,
    ) -> Vec<GameChange> {
        self.refused = None;
        match self.apply_peer(facts, chat, message) {
            Ok(changes) => changes,
            Err(refusal) => {
                self.refused = Some(refusal);
                Vec::new()
            }
        }
    }

    fn apply_peer(
        &mut self,
        facts: &GameFacts,
        chat: &mut Chat,
        message: PeerMessage,
    ) -> Result<Vec<GameChange>, PeerRefusal> {
        let peer = facts.peer();
        let at_ply = |ply: u32| match ply == facts.ply() {
            true => Ok(()),
            false => Err(PeerRefusal::OutOfStep),
        };
        let peer_turn = !facts.is_over() && facts.game.position().turn() == peer;
        let peer_to_move = || match peer_turn {
            true => Ok(()),
            false => Err(PeerRefusal::OutOfTurn),
        };
        let change = match message {
            PeerMessage::Hello {
                game_id,
                name,
                seat,
                game,
                clock_ms,
            } => {
                let mut changes = self.greet(facts, game_id, &name, seat, &game, clock_ms)?;
                changes.extend(self.renew_offers(facts, &changes));
                return Ok(changes);
            }
            PeerMessage::Move { ply, uci, clock_ms } => {
                at_ply(ply)?;
                peer_to_move()?;
                let m = facts
                    .game
                    .position()
                    .parse_uci_move(&uci)
                    .map_err(|_| PeerRefusal::IllegalMove)?;
                self.overdue_ms = 0;
                self.takeback_asked = None;
                GameChange::Play { m, clock_ms }
            }
            PeerMessage::Count { ply, control } => {
                at_ply(ply)?;
                peer_to_move()?;
                if !counting::controls(facts.game).contains(&control) {
                    return Err(PeerRefusal::Count);
                }
                let game = counting::counted(facts.game, control.actions())
                    .map_err(|_| PeerRefusal::Count)?;
                GameChange::Game(game)
            }
            // Offered with a move, or sent again at a reconnection after it.
            PeerMessage::OfferDraw { ply } => {
                at_ply(ply)?;
                if facts.is_over() {
                    return Err(PeerRefusal::OutOfTurn);
                }
                if facts.draw_offer.is_some() {
                    return Err(PeerRefusal::Result);
                }
                GameChange::DrawOffer(Some(peer))
            }
            PeerMessage::AnswerDraw { ply, accept } => {
                at_ply(ply)?;
                if facts.draw_offer != Some(facts.me) || facts.is_over() {
                    return Err(PeerRefusal::Result);
                }
                let answer = match accept {
                    true => GameChange::Game(
                        facts
                            .ended(RecordedResult::DrawAgreed)
                            .unwrap_or_else(|_| facts.game.clone()),
                    ),
                    false => GameChange::DrawDeclined,
                };
                return Ok(vec![GameChange::DrawOffer(None), answer]);
            }
            PeerMessage::Resign { ply } => {
                at_ply(ply)?;
                if facts.is_over() {
                    return Err(PeerRefusal::OutOfTurn);
                }
                GameChange::Game(facts.ended(RecordedResult::Resignation(peer))?)
            }
            PeerMessage::Flag { ply } => {
                at_ply(ply)?;
                let side = facts.game.position().turn();
                let left = facts.clock_ms.map(|clock| clock[side.index()]);
                let plausible = side == peer || left.is_some_and(|ms| ms <= CLOCK_TOLERANCE_MS);
                if facts.is_over() || !plausible {
                    return Err(PeerRefusal::Result);
                }
                GameChange::Game(facts.ended(RecordedResult::TimeForfeit(side))?)
            }
            PeerMessage::AskTakeback { ply } => {
                at_ply(ply)?;
                if self.takeback_asked.is_some() || facts.is_over() || !facts.has_move_of(peer) {
                    return Err(PeerRefusal::Result);
                }
                self.takeback_asked = Some(peer);
                return Ok(Vec::new());
            }
            PeerMessage::AnswerTakeback { ply, accept } => {
                at_ply(ply)?;
                if self.takeback_asked != Some(facts.me) {
                    return Err(PeerRefusal::Result);
                }
                self.takeback_asked = None;
                self.declined = !accept;
                match accept {
                    true => GameChange::TakeBack(facts.me),
                    false => return Ok(Vec::new()),
                }
            }
            PeerMessage::OfferRematch { game_id } => {
                if self.rematch.is_some() || !facts.is_over() {
                    return Err(PeerRefusal::Result);
                }
                self.rematch = Some(Rematch { by: peer, game_id });
                return Ok(Vec::new());
            }
            PeerMessage::AnswerRematch { game_id, accept } => {
                let mine = Rematch {
                    by: facts.me,
                    game_id,
                };
                if self.rematch != Some(mine) {
                    return Err(PeerRefusal::Result);
                }
                match accept {
                    true => GameChange::Rematch(game_id),
                    false => {
                        self.rematch = None;
                        self.declined = true;
                        return Ok(Vec::new());
                    }
                }
            }
            // Round trips and the spectators' count are the session's business.
            PeerMessage::Ping { .. } | PeerMessage::Pong { .. } | PeerMessage::Watching { .. } => {
                return Ok(Vec::new())
            }
            PeerMessage::Chat(message) => {
                hear(chat, peer, facts.plies(), message);
                return Ok(Vec::new());
            }
        };
        Ok(vec![change])
    }

    /// The friend's game at a (re)connection: the same game (identity, seat, variant and rules)
    /// is brought up to date, clocks included, when one of the two continues the other (the same
    /// game keeps the lower time of each side); games that part ways are refused.
    fn greet(
        &mut self,
        facts: &GameFacts,
        game_id: u64,
        name: &str,
        seat: makruk_core::Color,
        payload: &str,
        clock_ms: Option<[u64; 2]>,
    ) -> Result<Vec<GameChange>, PeerRefusal> {
        let peer = facts.peer();
        if facts.game_id != game_id || seat != peer {
            return Err(PeerRefusal::OtherGame);
        }
        let theirs = link::decode(payload)
            .map_err(|_| PeerRefusal::Malformed)?
            .game;
        let mine = GameRecord::from_game(facts.game);
        if theirs.variant != mine.variant
            || theirs.options != mine.options
            || theirs.start != mine.start
        {
            return Err(PeerRefusal::OtherGame);
        }
        let mut changes = Vec::new();
        if continues(&mine, &theirs) && mine != theirs {
            let game = theirs.replay().map_err(|_| PeerRefusal::HistoriesDiffer)?;
            if self.offers_answered(&game, mine.moves.len(), peer) {
                changes.push(GameChange::DrawOffer(None));
            }
            changes.push(GameChange::CaughtUp(game));
            if let (Some(_), Some(theirs)) = (facts.clock_ms, clock_ms) {
                changes.push(GameChange::Clocks(theirs));
            }
        } else if !continues(&theirs, &mine) {
            return Err(PeerRefusal::HistoriesDiffer);
        } else if mine == theirs {
            // The same game: each clock ran on for a moment on one board before it saw the
            // connection lost; both boards take the lower time of each side.
            if let (Some(mut clock), Some(theirs)) = (facts.clock_ms, clock_ms) {
                for (left, other) in clock.iter_mut().zip(theirs) {
                    *left = (*left).min(other);
                }
                changes.push(GameChange::Clocks(clock));
            }
        }
        let name = clean_name(name);
        if !name.is_empty() {
            changes.push(GameChange::PeerName(name));
        }
        Ok(changes)
    }
}

/// Whether `later` continues `earlier`: its moves and counting actions start with the other's,
/// and a result of the earlier one is kept.
fn continues(earlier: &GameRecord, later: &GameRecord) -> bool {
    later.moves.starts_with(&earlier.moves)
        && later.actions.starts_with(&earlier.actions)
        && (earlier.result.is_none() || earlier.result == later.result)
}
