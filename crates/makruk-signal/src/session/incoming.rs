//! Reading a relay's frame: the guard, the channel's key, then the payload acted on by role.
use super::{Output, Role, Session, Via, SIGNAL_KIND, SUBSCRIPTION};
use crate::event::Event;
use crate::frame::RelayMessage;
use crate::guard::Dropped;
use crate::payload::{Payload, Refusal};

impl Session {
    /// Reads a relay's frame.
    pub fn on_frame(&mut self, frame: &str, now_ms: u64) -> Vec<Output> {
        let message = match RelayMessage::decode(frame) {
            Ok(message) => message,
            Err(_) => {
                self.dropped.count(Dropped::Malformed);
                return Vec::new();
            }
        };
        self.heard_relay = true;
        let RelayMessage::Event {
            subscription,
            event,
        } = message
        else {
            return Vec::new();
        };
        match self.read_event(&subscription, &event, now_ms) {
            Ok((via, payload)) => match self.on_payload(via, &event, payload, now_ms) {
                Ok(outputs) => outputs,
                Err(dropped) => {
                    self.dropped.count(dropped);
                    Vec::new()
                }
            },
            Err(dropped) => {
                self.dropped.count(dropped);
                Vec::new()
            }
        }
    }

    /// The channel and payload of an event, once the guard admits it.
    fn read_event(
        &mut self,
        subscription: &str,
        event: &Event,
        now_ms: u64,
    ) -> Result<(Via, Payload), Dropped> {
        if subscription != SUBSCRIPTION || event.kind != SIGNAL_KIND {
            return Err(Dropped::NotOurs);
        }
        let topic = event.tag("x").ok_or(Dropped::NotOurs)?;
        let (via, channel) = [(Via::Play, &self.play), (Via::Watch, &self.watch)]
            .into_iter()
            .find_map(|(via, channel)| {
                channel
                    .as_ref()
                    .filter(|channel| channel.topic == topic)
                    .map(|channel| (via, channel.clone()))
            })
            .ok_or(Dropped::NotOurs)?;
        self.guard.admit(event, now_ms / 1000)?;
        let bytes = channel
            .key
            .open(&event.pubkey, &event.content)
            .map_err(|_| Dropped::Malformed)?;
        let payload = Payload::decode(&bytes).map_err(|_| Dropped::Malformed)?;
        Ok((via, payload))
    }

    /// Acts on a payload of `event`.
    fn on_payload(
        &mut self,
        via: Via,
        event: &Event,
        payload: Payload,
        now_ms: u64,
    ) -> Result<Vec<Output>, Dropped> {
        let me = self.keys.public();
        let (from, sent_s) = (event.pubkey, event.created_at);
        match (self.role, via, payload) {
            (Role::Host, Via::Play, Payload::Join { nonce, name }) => {
                self.host_join((from, sent_s), nonce, name, now_ms)
            }
            (Role::Host, Via::Watch, Payload::Watch { nonce }) => {
                self.host_watch((from, sent_s), nonce, now_ms)
            }
            (
                Role::Host,
                _,
                Payload::Answer {
                    to,
                    offer_nonce,
                    signal,
                },
            ) if to == me => {
                let peer = match via {
                    Via::Play => self.seat.as_mut().filter(|seat| seat.key == from),
                    Via::Watch => self.watchers.iter_mut().find(|peer| peer.key == from),
                }
                .filter(|peer| peer.offer_nonce == Some(offer_nonce) && !peer.answered)
                .ok_or(Dropped::Unexpected)?;
                peer.answered = true;
                self.publications.retain(|p| p.to != Some(from));
                Ok(vec![Output::AcceptAnswer {
                    peer: from,
                    answer: signal,
                }])
            }
            (
                Role::Guest | Role::Spectator,
                _,
                Payload::Offer {
                    to,
                    join_nonce,
                    offer_nonce,
                    signal,
                },
            ) if to == me && self.expects(via) => {
                if join_nonce != self.join_nonce
                    || self.host.is_some_and(|host| host != from)
                    || self.offer_nonce == Some(offer_nonce)
                    || self.refused
                {
                    return Err(Dropped::Unexpected);
                }
                self.host = Some(from);
                self.offer_nonce = Some(offer_nonce);
                self.connected = false;
                self.publications.clear();
                Ok(vec![Output::MakeAnswer { offer: signal }])
            }
            (
                Role::Guest | Role::Spectator,
                _,
                Payload::Refusal {
                    to,
                    join_nonce,
                    reason,
                },
            ) if to == me && self.expects(via) => {
                if join_nonce != self.join_nonce
                    || self.host.is_some_and(|host| host != from)
                    || self.refused
                {
                    return Err(Dropped::Unexpected);
                }
                self.refused = true;
                self.publications.clear();
                Ok(vec![match reason {
                    Refusal::SeatTaken => Output::SeatTaken,
                    Refusal::WatchersFull => Output::WatchersFull,
                }])
            }
            (Role::Guest, Via::Play, Payload::Rejoin { .. }) => {
                // The host came back: join again, unless already joining or refused.
                if self.host != Some(from)
                    || self.refused
                    || self
                        .publications
                        .iter()
                        .any(|p| matches!(p.payload, Payload::Join { .. }))
                {
                    return Err(Dropped::Unexpected);
                }
                self.join(now_ms).map_err(|_| Dropped::Unexpected)?;
                Ok(self.flush(now_ms))
            }
            _ => Err(Dropped::Unexpected),
        }
    }

    /// Whether a guest or spectator listens to offers on `via`.
    fn expects(&self, via: Via) -> bool {
        matches!(
            (self.role, via),
            (Role::Guest, Via::Play) | (Role::Spectator, Via::Watch)
        )
    }
}
