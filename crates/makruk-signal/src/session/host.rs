//! The host's side: the guest's seat (the first key to join holds it) and up to
//! [`MAX_WATCHERS`] spectators.
use super::{Output, Session, Via, MAX_WATCHERS};
use crate::guard::Dropped;
use crate::keys::PublicKey;
use crate::payload::{Payload, Refusal};

/// A guest or spectator the host serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Peer {
    pub(super) key: PublicKey,
    pub(super) join_nonce: u64,
    /// When that join was sent (its event's `created_at`, in seconds): an earlier one is stale.
    pub(super) joined_s: u64,
    /// The nonce of the offer made for that join, once the app made it.
    pub(super) offer_nonce: Option<u64>,
    pub(super) answered: bool,
    pub(super) connected: bool,
}

impl Peer {
    /// `key`, whose join `nonce` was sent at `sent_s`, with no offer made yet.
    pub(super) fn joined(key: PublicKey, nonce: u64, sent_s: u64) -> Peer {
        Peer {
            key,
            join_nonce: nonce,
            joined_s: sent_s,
            offer_nonce: None,
            answered: false,
            connected: false,
        }
    }
}

impl Session {
    /// Host: a join from `from`, sent at `sent_s`. The seated key's join earlier than the seat's
    /// (a relay's kept events after a reload, a slow relay) is stale: its offer would replace the
    /// connection made for the newer one.
    pub(super) fn host_join(
        &mut self,
        (from, sent_s): (PublicKey, u64),
        nonce: u64,
        name: String,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        match &mut self.seat {
            Some(seat) if seat.key != from => {
                self.publish_once(
                    Via::Play,
                    Payload::Refusal {
                        to: from,
                        join_nonce: nonce,
                        reason: Refusal::SeatTaken,
                    },
                    now_ms,
                );
                Ok(self.flush(now_ms))
            }
            Some(seat) if seat.join_nonce == nonce => Err(Dropped::Repeated),
            Some(seat) if sent_s <= seat.joined_s => Err(Dropped::Unexpected),
            _ => {
                // The first join takes the seat; the seated key joining again gets a new offer.
                self.seat = Some(Peer::joined(from, nonce, sent_s));
                self.publications.retain(|p| {
                    p.via != Via::Play
                        || !matches!(p.payload, Payload::Rejoin { .. } | Payload::Offer { .. })
                });
                Ok(vec![Output::MakeOffer {
                    peer: from,
                    watcher: false,
                    name,
                }])
            }
        }
    }

    /// Host: a request to watch from `from`, sent at `sent_s` (stale if earlier than the
    /// spectator's last, as a join is).
    pub(super) fn host_watch(
        &mut self,
        (from, sent_s): (PublicKey, u64),
        nonce: u64,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        if let Some(peer) = self.watchers.iter_mut().find(|peer| peer.key == from) {
            if peer.join_nonce == nonce {
                return Err(Dropped::Repeated);
            }
            if sent_s <= peer.joined_s {
                return Err(Dropped::Unexpected);
            }
            *peer = Peer::joined(from, nonce, sent_s);
            self.publications.retain(|p| p.to != Some(from));
        } else if self.watchers.len() >= MAX_WATCHERS {
            self.publish_once(
                Via::Watch,
                Payload::Refusal {
                    to: from,
                    join_nonce: nonce,
                    reason: Refusal::WatchersFull,
                },
                now_ms,
            );
            return Ok(self.flush(now_ms));
        } else {
            self.watchers.push(Peer::joined(from, nonce, sent_s));
        }
        Ok(vec![Output::MakeOffer {
            peer: from,
            watcher: true,
            name: String::new(),
        }])
    }
}
