//! The app's WebRTC steps, told to the session: an offer or answer made, a channel opened or
//! closed.
use super::{Output, Role, Session, Via};
use crate::keys::{random_u64, PublicKey, RandomError};
use crate::payload::Payload;

impl Session {
    /// Host: the app made the offer for `peer` asked by [`Output::MakeOffer`].
    ///
    /// # Errors
    /// The random generator failed.
    pub fn offer_ready(
        &mut self,
        peer: PublicKey,
        signal: Vec<u8>,
        now_ms: u64,
    ) -> Result<Vec<Output>, RandomError> {
        let offer_nonce = random_u64()?;
        let (via, target) = match &mut self.seat {
            Some(seat) if seat.key == peer => (Via::Play, seat),
            _ => match self.watchers.iter_mut().find(|p| p.key == peer) {
                Some(watcher) => (Via::Watch, watcher),
                None => return Ok(Vec::new()),
            },
        };
        target.offer_nonce = Some(offer_nonce);
        target.answered = false;
        let payload = Payload::Offer {
            to: peer,
            join_nonce: target.join_nonce,
            offer_nonce,
            signal,
        };
        self.publications.retain(|p| p.to != Some(peer));
        self.publish(via, payload, Some(peer), now_ms);
        Ok(self.flush(now_ms))
    }

    /// Guest or spectator: the app made the answer asked by [`Output::MakeAnswer`].
    pub fn answer_ready(&mut self, signal: Vec<u8>, now_ms: u64) -> Vec<Output> {
        let (Some(host), Some(offer_nonce)) = (self.host, self.offer_nonce) else {
            return Vec::new();
        };
        let via = if self.role == Role::Spectator {
            Via::Watch
        } else {
            Via::Play
        };
        self.publications.clear();
        self.publish(
            via,
            Payload::Answer {
                to: host,
                offer_nonce,
                signal,
            },
            Some(host),
            now_ms,
        );
        self.flush(now_ms)
    }

    /// The data channel with `peer` opened (guest and spectator: with the host): stop publishing
    /// for it.
    pub fn connected(&mut self, peer: PublicKey) {
        self.publications.retain(|p| p.to != Some(peer));
        match self.role {
            Role::Host => {
                for candidate in self.seat.iter_mut().chain(self.watchers.iter_mut()) {
                    if candidate.key == peer {
                        candidate.connected = true;
                    }
                }
            }
            Role::Guest | Role::Spectator => {
                if self.host == Some(peer) {
                    self.connected = true;
                    self.publications.clear();
                }
            }
        }
    }

    /// The data channel with `peer` closed or went silent. The guest and spectators join again;
    /// the host waits for them (a spectator's place is freed).
    ///
    /// # Errors
    /// The random generator failed.
    pub fn disconnected(
        &mut self,
        peer: PublicKey,
        now_ms: u64,
    ) -> Result<Vec<Output>, RandomError> {
        match self.role {
            Role::Host => {
                if let Some(seat) = self.seat.as_mut().filter(|seat| seat.key == peer) {
                    seat.connected = false;
                }
                self.watchers.retain(|watcher| watcher.key != peer);
                self.publications.retain(|p| p.to != Some(peer));
                Ok(Vec::new())
            }
            Role::Guest | Role::Spectator => {
                if self.host != Some(peer) || self.refused {
                    return Ok(Vec::new());
                }
                self.connected = false;
                self.join(now_ms)?;
                Ok(self.flush(now_ms))
            }
        }
    }
}
