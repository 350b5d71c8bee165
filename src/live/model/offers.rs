//! A live game's standing offers across a reconnection: both boards end with the same ones. The
//! user's own are kept with the game ([`StandingOffers`]), so a board reloaded while one stands
//! sends it again.
use makruk_core::{Color, Game};

use super::{GameChange, GameFacts, LiveState};
use crate::live::messages::PeerMessage;
use crate::model::standing_offers::StandingOffers;

impl LiveState {
    /// The user's offers standing (`me` the user's side, `draw_offer` the game's standing one).
    pub fn own_offers(&self, me: Color, draw_offer: Option<Color>) -> StandingOffers {
        StandingOffers {
            draw: draw_offer == Some(me),
            takeback: self.takeback_asked == Some(me),
        }
    }

    /// At a reconnection, once the friend's hello is taken (`taken`, the changes it makes): the
    /// friend's standing draw offer and takeback request are cleared (the friend's board sends
    /// again those it still holds), and this side's own are sent again, so no offer is kept on
    /// one board only.
    pub(super) fn renew_offers(
        &mut self,
        facts: &GameFacts,
        taken: &[GameChange],
    ) -> Vec<GameChange> {
        let (peer, me) = (facts.peer(), facts.me);
        let mut draw_offer = facts.draw_offer;
        let mut game = facts.game;
        for change in taken {
            match change {
                GameChange::DrawOffer(offer) => draw_offer = *offer,
                GameChange::CaughtUp(caught_up) => game = caught_up,
                _ => {}
            }
        }
        let now = GameFacts {
            game,
            draw_offer,
            ..*facts
        };
        let mut changes = Vec::new();
        if draw_offer == Some(peer) {
            changes.push(GameChange::DrawOffer(None));
            draw_offer = None;
        }
        if self.takeback_asked == Some(peer) {
            self.takeback_asked = None;
        }
        if draw_offer == Some(me) && !now.is_over() {
            self.send(PeerMessage::OfferDraw { ply: now.ply() });
        }
        if self.takeback_asked == Some(me) && !now.is_over() {
            self.send(PeerMessage::AskTakeback { ply: now.ply() });
        }
        changes
    }

    /// The friend's game `game` brings this one up to date from ply `from`: whether a move of
    /// the friend's among the moves taken answered this side's standing offers (as it does when
    /// played); the takeback request is then dropped here, the draw offer by the game.
    pub(super) fn offers_answered(&mut self, game: &Game, from: usize, peer: Color) -> bool {
        let positions = game.positions();
        if !(from..game.moves().len()).any(|ply| positions[ply].turn() == peer) {
            return false;
        }
        self.takeback_asked = None;
        true
    }
}
