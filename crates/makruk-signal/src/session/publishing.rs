//! Publishing: each payload is sealed on its channel and sent again with a growing interval until
//! answered or given up.
use super::{
    Output, Role, Session, FIRST_RETRY_MS, GIVE_UP_MS, LONGEST_RETRY_MS, RELAY_SILENCE_MS,
    SIGNAL_KIND,
};
use crate::event::Event;
use crate::frame::ClientMessage;
use crate::keys::{random_u64, Keys, PublicKey, RandomError};
use crate::payload::Payload;
use crate::secret::Channel;

/// Which channel a payload goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Via {
    Play,
    Watch,
}

/// A payload published again and again until answered.
#[derive(Debug)]
pub(super) struct Publication {
    pub(super) via: Via,
    pub(super) payload: Payload,
    /// Who it is for (`None`: whoever listens).
    pub(super) to: Option<PublicKey>,
    pub(super) next_ms: u64,
    pub(super) interval_ms: u64,
    /// When to give up; `None` for a payload published once.
    pub(super) until_ms: Option<u64>,
}

impl Session {
    /// Publishes what is due at `now_ms`, gives up on what went unanswered too long, and says when
    /// no relay answered. Call it every second or so.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Output> {
        let mut outputs = Vec::new();
        if !self.heard_relay
            && !self.told_no_relay
            && now_ms >= self.started_ms.saturating_add(RELAY_SILENCE_MS)
        {
            self.told_no_relay = true;
            outputs.push(Output::NoRelay);
        }
        let before = self.publications.len();
        let mut gave_up_on_watcher = Vec::new();
        self.publications.retain(|p| {
            let keep = p.until_ms.is_none_or(|until| now_ms < until);
            if !keep {
                if let (Via::Watch, Some(to)) = (p.via, p.to) {
                    gave_up_on_watcher.push(to);
                }
            }
            keep
        });
        let player_gave_up = self.publications.len() + gave_up_on_watcher.len() < before;
        self.watchers
            .retain(|w| !gave_up_on_watcher.contains(&w.key));
        if player_gave_up {
            outputs.push(Output::GaveUp);
        }
        outputs.extend(self.flush(now_ms));
        outputs
    }

    /// Starts a join (guest) or a request to watch (spectator) with a new nonce.
    pub(super) fn join(&mut self, now_ms: u64) -> Result<(), RandomError> {
        self.join_nonce = random_u64()?;
        self.offer_nonce = None;
        self.publications.clear();
        let (via, payload) = match self.role {
            Role::Spectator => (
                Via::Watch,
                Payload::Watch {
                    nonce: self.join_nonce,
                },
            ),
            _ => (
                Via::Play,
                Payload::Join {
                    nonce: self.join_nonce,
                    name: self.name.clone(),
                },
            ),
        };
        self.publish(via, payload, None, now_ms);
        Ok(())
    }

    /// Publishes `payload` now and again until answered or [`GIVE_UP_MS`] passed.
    pub(super) fn publish(
        &mut self,
        via: Via,
        payload: Payload,
        to: Option<PublicKey>,
        now_ms: u64,
    ) {
        self.publications.push(Publication {
            via,
            payload,
            to,
            next_ms: now_ms,
            interval_ms: FIRST_RETRY_MS,
            until_ms: Some(now_ms.saturating_add(GIVE_UP_MS)),
        });
    }

    /// Publishes `payload` once (a refusal: a join repeated is refused again).
    pub(super) fn publish_once(&mut self, via: Via, payload: Payload, now_ms: u64) {
        self.publications.push(Publication {
            via,
            payload,
            to: None,
            next_ms: now_ms,
            interval_ms: FIRST_RETRY_MS,
            until_ms: None,
        });
    }

    /// The frames of the publications due at `now_ms`; one-off publications are then dropped.
    pub(super) fn flush(&mut self, now_ms: u64) -> Vec<Output> {
        let mut frames = Vec::new();
        for publication in &mut self.publications {
            if publication.next_ms > now_ms {
                continue;
            }
            let channel = match publication.via {
                Via::Play => self.play.as_ref(),
                Via::Watch => self.watch.as_ref(),
            };
            let Some(channel) = channel else { continue };
            if let Ok(frame) = sealed_event(&self.keys, channel, &publication.payload, now_ms) {
                frames.push(Output::Send(frame));
            }
            publication.next_ms = now_ms.saturating_add(publication.interval_ms);
            publication.interval_ms = (publication.interval_ms * 2).min(LONGEST_RETRY_MS);
        }
        self.publications
            .retain(|p| p.until_ms.is_some() || p.next_ms <= now_ms);
        frames
    }
}

/// The `EVENT` frame carrying `payload` sealed on `channel` by `keys`, dated `now_ms`.
pub(super) fn sealed_event(
    keys: &Keys,
    channel: &Channel,
    payload: &Payload,
    now_ms: u64,
) -> Result<String, RandomError> {
    let content = channel.key.seal(&keys.public(), &payload.encode())?;
    let event = Event::signed(
        keys,
        now_ms / 1000,
        SIGNAL_KIND,
        vec![vec!["x".into(), channel.topic.clone()]],
        content,
    )?;
    Ok(ClientMessage::Event(event).to_frame())
}
