//! A live game's standing offers across a reconnection: both boards end with the same ones. The
//! user's own are kept with the game ([`StandingOffers`]), so a board reloaded while one stands
//! sends it again.
use makruk_core::Color;

use super::State;
use crate::live::messages::PeerMessage;
use crate::model::standing_offers::StandingOffers;

impl State {
    /// The user's offers standing in a live game (none in any other game).
    pub(super) fn own_offers(&self) -> StandingOffers {
        let Some(live) = &self.live else {
            return StandingOffers::default();
        };
        let me = self.settings.user_side;
        StandingOffers {
            draw: self.draw_offer == Some(me),
            takeback: live.takeback_asked == Some(me),
        }
    }

    /// At a reconnection, once the friend's hello is taken: the friend's standing draw offer and
    /// takeback request are cleared (the friend's board sends again those it still holds), and
    /// this side's own are sent again, so no offer is kept on one board only.
    pub(super) fn renew_offers(&mut self) {
        let Some(peer) = self.peer_side() else {
            return;
        };
        let me = self.settings.user_side;
        let ply = u32::try_from(self.plies()).unwrap_or(u32::MAX);
        if self.draw_offer == Some(peer) {
            self.draw_offer = None;
        }
        let asked = self.live.as_mut().and_then(|live| {
            if live.takeback_asked == Some(peer) {
                live.takeback_asked = None;
            }
            live.takeback_asked
        });
        if self.draw_offer == Some(me) && !self.status().is_over() {
            self.send_peer(PeerMessage::OfferDraw { ply });
        }
        if asked == Some(me) && !self.status().is_over() {
            self.send_peer(PeerMessage::AskTakeback { ply });
        }
    }

    /// The friend's game brought this one up to date from ply `from`: a move of the friend's
    /// among the moves taken answered this side's standing offers (as it does when played).
    pub(super) fn drop_offers_answered_from(&mut self, from: usize, peer: Color) {
        let positions = self.game.positions();
        if !(from..self.plies()).any(|ply| positions[ply].turn() == peer) {
            return;
        }
        self.draw_offer = None;
        if let Some(live) = self.live.as_mut() {
            live.takeback_asked = None;
        }
    }
}
