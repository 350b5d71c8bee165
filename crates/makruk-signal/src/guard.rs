//! What every event received from a relay passes before it is read: from another key, dated within
//! a window of now, not seen before (relays repeat what others passed on, and a relay may replay),
//! and its author within a rate (a flood from one key, or from many new keys, is dropped).
use std::collections::{HashMap, HashSet, VecDeque};

use crate::event::Event;
use crate::keys::PublicKey;

/// How far an event's `created_at` may be from now, either way, in seconds.
pub const EVENT_WINDOW_S: u64 = 300;
/// How many event ids are remembered to drop repeats.
pub const SEEN_KEPT: usize = 1024;
/// The span over which an author's events are counted, in seconds.
pub const RATE_SPAN_S: u64 = 60;
/// How many keys are counted at once: events of further new keys are dropped until a span ends.
pub const KEYS_COUNTED: usize = 256;

/// Why an event was dropped (or a frame, for [`Dropped::Malformed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// The frame could not be read (`frame.rs`), or the content could not be opened or decoded.
    Malformed,
    /// Another subscription, kind or topic, or this device's own event.
    NotOurs,
    /// Dated outside [`EVENT_WINDOW_S`].
    OutOfWindow,
    /// Seen before.
    Repeated,
    /// Its author sent more than its rate.
    Flood,
    /// Valid, but not expected now (another key's offer, an answer to an old offer, …).
    Unexpected,
}

/// How many frames and events were dropped, by reason.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DropCounts {
    /// [`Dropped::Malformed`].
    pub malformed: u32,
    /// [`Dropped::NotOurs`].
    pub not_ours: u32,
    /// [`Dropped::OutOfWindow`].
    pub out_of_window: u32,
    /// [`Dropped::Repeated`].
    pub repeated: u32,
    /// [`Dropped::Flood`].
    pub flood: u32,
    /// [`Dropped::Unexpected`].
    pub unexpected: u32,
}

impl DropCounts {
    /// Counts one drop.
    pub fn count(&mut self, dropped: Dropped) {
        let counter = match dropped {
            Dropped::Malformed => &mut self.malformed,
            Dropped::NotOurs => &mut self.not_ours,
            Dropped::OutOfWindow => &mut self.out_of_window,
            Dropped::Repeated => &mut self.repeated,
            Dropped::Flood => &mut self.flood,
            Dropped::Unexpected => &mut self.unexpected,
        };
        *counter = counter.saturating_add(1);
    }

    /// All drops.
    pub fn total(&self) -> u32 {
        [
            self.malformed,
            self.not_ours,
            self.out_of_window,
            self.repeated,
            self.flood,
            self.unexpected,
        ]
        .iter()
        .fold(0u32, |sum, n| sum.saturating_add(*n))
    }
}

/// The checks, with what they remember.
#[derive(Debug)]
pub struct Guard {
    own: PublicKey,
    per_span: u32,
    seen: HashSet<[u8; 32]>,
    seen_order: VecDeque<[u8; 32]>,
    /// Per author and whether the events are kept ones (dated before `started_s`): the span's
    /// start and the events counted in it.
    counts: HashMap<(PublicKey, bool), (u64, u32)>,
    started_s: u64,
}

impl Guard {
    /// A guard for a device whose key is `own`, letting each author send `per_span` events in
    /// [`RATE_SPAN_S`].
    pub fn new(own: PublicKey, per_span: u32) -> Guard {
        Guard {
            own,
            per_span,
            seen: HashSet::new(),
            seen_order: VecDeque::new(),
            counts: HashMap::new(),
            started_s: 0,
        }
    }

    /// The guard, counting an author's events dated before `started_s` apart from its others: a
    /// relay sends what it kept of the last minute to a new subscription (a reload), and those
    /// must not use up the rate of the events that follow.
    pub fn counting_kept_apart(mut self, started_s: u64) -> Guard {
        self.started_s = started_s;
        self
    }

    /// Whether `event` may be read at `now_s`; remembers it.
    ///
    /// # Errors
    /// Why it is dropped.
    pub fn admit(&mut self, event: &Event, now_s: u64) -> Result<(), Dropped> {
        if event.pubkey == self.own {
            return Err(Dropped::NotOurs);
        }
        if event.created_at.abs_diff(now_s) > EVENT_WINDOW_S {
            return Err(Dropped::OutOfWindow);
        }
        if self.seen.contains(&event.id) {
            return Err(Dropped::Repeated);
        }
        self.count_author((event.pubkey, event.created_at < self.started_s), now_s)?;
        if self.seen_order.len() == SEEN_KEPT {
            if let Some(oldest) = self.seen_order.pop_front() {
                self.seen.remove(&oldest);
            }
        }
        self.seen.insert(event.id);
        self.seen_order.push_back(event.id);
        Ok(())
    }

    /// Counts an event of `author` (and whether it is a kept one) in its current span.
    fn count_author(&mut self, author: (PublicKey, bool), now_s: u64) -> Result<(), Dropped> {
        if !self.counts.contains_key(&author) && self.counts.len() >= KEYS_COUNTED {
            self.counts
                .retain(|_, (start, _)| now_s < start.saturating_add(RATE_SPAN_S));
            if self.counts.len() >= KEYS_COUNTED {
                return Err(Dropped::Flood);
            }
        }
        let (start, count) = self.counts.entry(author).or_insert((now_s, 0));
        if now_s >= start.saturating_add(RATE_SPAN_S) || now_s < *start {
            *start = now_s;
            *count = 0;
        }
        if *count >= self.per_span {
            return Err(Dropped::Flood);
        }
        *count += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::Keys;

    fn event(keys: &Keys, created_at: u64, content: &str) -> Event {
        Event::signed(keys, created_at, 25050, vec![], content.into()).unwrap()
    }

    #[test]
    fn repeats_own_events_and_stale_events_are_dropped() {
        let own = Keys::generate().unwrap();
        let other = Keys::generate().unwrap();
        let mut guard = Guard::new(own.public(), 10);
        let now = 1_765_000_000;
        let first = event(&other, now, "a");
        assert_eq!(guard.admit(&first, now), Ok(()));
        assert_eq!(guard.admit(&first, now + 1), Err(Dropped::Repeated));
        assert_eq!(
            guard.admit(&event(&own, now, "b"), now),
            Err(Dropped::NotOurs)
        );
        assert_eq!(
            guard.admit(&event(&other, now - EVENT_WINDOW_S - 1, "c"), now),
            Err(Dropped::OutOfWindow)
        );
        assert_eq!(
            guard.admit(&event(&other, now + EVENT_WINDOW_S + 1, "d"), now),
            Err(Dropped::OutOfWindow)
        );
        assert_eq!(
            guard.admit(&event(&other, now - EVENT_WINDOW_S, "e"), now),
            Ok(())
        );
    }

    #[test]
    fn a_flooding_key_is_dropped_until_its_span_ends() {
        let other = Keys::generate().unwrap();
        let quiet = Keys::generate().unwrap();
        let mut guard = Guard::new([0; 32], 3);
        let now = 1_765_000_000;
        for i in 0..3 {
            assert_eq!(
                guard.admit(&event(&other, now, &i.to_string()), now),
                Ok(())
            );
        }
        assert_eq!(
            guard.admit(&event(&other, now, "3"), now),
            Err(Dropped::Flood)
        );
        assert_eq!(
            guard.admit(&event(&quiet, now, "q"), now),
            Ok(()),
            "others are not held back"
        );
        let later = now + RATE_SPAN_S;
        assert_eq!(guard.admit(&event(&other, later, "4"), later), Ok(()));
    }

    #[test]
    fn kept_events_do_not_use_up_the_rate_of_the_events_that_follow() {
        let other = Keys::generate().unwrap();
        let now = 1_765_000_000;
        let mut guard = Guard::new([0; 32], 3).counting_kept_apart(now);
        for i in 0..3 {
            let kept = event(&other, now - 30 + i, &i.to_string());
            assert_eq!(guard.admit(&kept, now), Ok(()));
        }
        assert_eq!(
            guard.admit(&event(&other, now - 20, "kept"), now),
            Err(Dropped::Flood)
        );
        for i in 0..3 {
            assert_eq!(
                guard.admit(&event(&other, now, &format!("new {i}")), now),
                Ok(())
            );
        }
        assert_eq!(
            guard.admit(&event(&other, now, "new 3"), now),
            Err(Dropped::Flood)
        );
    }

    #[test]
    fn many_new_keys_are_dropped_until_a_span_ends() {
        let mut guard = Guard::new([0; 32], 3);
        let now = 1_765_000_000;
        for _ in 0..KEYS_COUNTED {
            assert_eq!(
                guard.admit(&event(&Keys::generate().unwrap(), now, "k"), now),
                Ok(())
            );
        }
        let late = Keys::generate().unwrap();
        assert_eq!(
            guard.admit(&event(&late, now, "k"), now),
            Err(Dropped::Flood)
        );
        let later = now + RATE_SPAN_S;
        assert_eq!(guard.admit(&event(&late, later, "k2"), later), Ok(()));
    }

    #[test]
    fn the_seen_ids_are_bounded() {
        let other = Keys::generate().unwrap();
        let mut guard = Guard::new([0; 32], u32::MAX);
        let now = 1_765_000_000;
        let first = event(&other, now, "first");
        guard.admit(&first, now).unwrap();
        for i in 0..SEEN_KEPT {
            guard
                .admit(&event(&other, now, &i.to_string()), now)
                .unwrap();
        }
        assert_eq!(guard.seen.len(), SEEN_KEPT);
        // The oldest was forgotten; the window and the nonces of the payloads still hold a replay.
        assert_eq!(guard.admit(&first, now), Ok(()));
    }
}
