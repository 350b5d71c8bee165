//! A live game's standing offers across a reconnection: both boards end with the same ones.
use super::State;
use crate::live::messages::PeerMessage;

impl State {
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
}
