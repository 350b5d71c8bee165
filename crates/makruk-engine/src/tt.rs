//! The transposition table: one 16-byte entry per slot, allocated once, with aging.
//!
//! Replacement keeps an entry only while it is from the current search, for another position, not exact
//! and deeper than the new one; everything else is overwritten. Indexing is multiply-shift on the key.

use crate::packed::PackedMove;
use alloc::vec::Vec;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact (a PV node).
    Exact,
    /// The true value is at least the score (a fail high).
    Lower,
    /// The true value is at most the score (a fail low).
    Upper,
}

impl Bound {
    /// Whether a stored `score` with this bound settles a search in the window (`alpha`, `beta`).
    pub fn cuts_off(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }

    fn bits(self) -> u8 {
        match self {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        }
    }

    fn from_bits(bits: u8) -> Option<Bound> {
        match bits {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }
}

/// A probed table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtHit {
    /// The best (or refuting) move found, if any.
    pub best_move: Option<PackedMove>,
    /// The stored score, already relative to the probing node (mate scores adjusted by the caller).
    pub score: i16,
    /// The static evaluation of the position.
    pub eval: i16,
    /// The remaining depth of the search that stored it.
    pub depth: i8,
    /// What the score bounds.
    pub bound: Bound,
}

#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    best_move: u16,
    score: i16,
    eval: i16,
    depth: i8,
    /// Low 2 bits: bound (0 = empty slot); high 6 bits: generation.
    age_bound: u8,
}

const GENERATION_MASK: u8 = 0x3f;

/// The transposition table. Its size is fixed at construction (or by [`TranspositionTable::resize`]).
pub struct TranspositionTable {
    entries: Vec<Entry>,
    generation: u8,
}

/// The size of one entry in bytes.
pub const ENTRY_BYTES: usize = core::mem::size_of::<Entry>();

impl TranspositionTable {
    /// A table using at most `megabytes` MiB (at least one entry).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let mut table = TranspositionTable {
            entries: Vec::new(),
            generation: 0,
        };
        table.resize(megabytes);
        table
    }

    /// Reallocates the table to at most `megabytes` MiB and clears it.
    pub fn resize(&mut self, megabytes: usize) {
        let count = (megabytes.saturating_mul(1024 * 1024) / ENTRY_BYTES).max(1);
        self.entries = Vec::new();
        self.entries.resize(count, Entry::default());
        self.generation = 0;
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Always false: a table has at least one entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Empties every entry.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// Starts a new search: entries of older searches become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & GENERATION_MASK;
    }

    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// Asks the processor to fetch the slot of `key` into its cache, so that a probe soon after
    /// does not wait for memory (a no-op where there is no prefetch instruction).
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot: *const Entry = &self.entries[self.index(key)];
            // SAFETY: a prefetch never faults; `slot` points into the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Looks up `key`.
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        let entry = &self.entries[self.index(key)];
        if entry.key != key {
            return None;
        }
        let bound = Bound::from_bits(entry.age_bound & 3)?;
        Some(TtHit {
            best_move: PackedMove::from_bits(entry.best_move),
            score: entry.score,
            eval: entry.eval,
            depth: entry.depth,
            bound,
        })
    }

    /// Stores a search result for `key`, following the replacement policy. A missing `best_move`
    /// keeps the move already stored for the same position.
    pub fn store(
        &mut self,
        key: u64,
        best_move: Option<PackedMove>,
        score: i16,
        eval: i16,
        depth: i8,
        bound: Bound,
    ) {
        let generation = self.generation;
        let index = self.index(key);
        let entry = &mut self.entries[index];
        let same_key = entry.key == key;
        let stored_bound = entry.age_bound & 3;
        let current = entry.age_bound >> 2 == generation;
        let keep = stored_bound != 0
            && current
            && bound != Bound::Exact
            && i16::from(entry.depth) > i16::from(depth) + if same_key { 2 } else { 0 };
        if keep {
            return;
        }
        let move_bits = match best_move {
            Some(m) => m.bits(),
            None if same_key => entry.best_move,
            None => 0,
        };
        *entry = Entry {
            key,
            best_move: move_bits,
            score,
            eval,
            depth,
            age_bound: (generation << 2) | bound.bits(),
        };
    }

    /// Permille of a sample of entries written by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| e.age_bound & 3 != 0 && e.age_bound >> 2 == self.generation)
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packed(bits: u16) -> Option<PackedMove> {
        PackedMove::from_bits(bits)
    }

    /// A table of one slot holding a depth-12 lower bound for key 1.
    fn one_slot_with_a_deep_entry() -> TranspositionTable {
        let mut tt = TranspositionTable::new(0);
        tt.store(1, packed(7), 10, 0, 12, Bound::Lower);
        tt
    }

    #[test]
    fn entries_are_sixteen_bytes() {
        assert_eq!(ENTRY_BYTES, 16);
    }

    #[test]
    fn size_follows_megabytes() {
        assert_eq!(TranspositionTable::new(1).len(), 65_536);
        assert_eq!(TranspositionTable::new(16).len(), 16 * 65_536);
        assert_eq!(TranspositionTable::new(0).len(), 1);
    }

    #[test]
    fn stores_and_probes() {
        let mut tt = TranspositionTable::new(1);
        let key = 0x1234_5678_9abc_def0;
        assert!(tt.probe(key).is_none());
        tt.store(key, packed(0x0123), -57, 12, 5, Bound::Lower);
        let hit = tt.probe(key).expect("stored entry");
        assert_eq!(hit.best_move, packed(0x0123));
        assert_eq!(
            (hit.score, hit.eval, hit.depth, hit.bound),
            (-57, 12, 5, Bound::Lower)
        );
        assert!(tt.probe(key ^ 1).is_none());
    }

    #[test]
    fn deeper_entry_of_current_search_survives_shallow_store() {
        let mut tt = one_slot_with_a_deep_entry();
        tt.store(2, packed(9), 20, 0, 3, Bound::Upper);
        assert_eq!(tt.probe(1).map(|h| h.depth), Some(12));
        assert!(tt.probe(2).is_none());
    }

    #[test]
    fn exact_scores_always_replace() {
        let mut tt = one_slot_with_a_deep_entry();
        tt.store(2, packed(9), 20, 0, 3, Bound::Exact);
        assert_eq!(tt.probe(2).map(|h| h.score), Some(20));
    }

    #[test]
    fn old_entries_are_replaced_after_aging() {
        let mut tt = one_slot_with_a_deep_entry();
        tt.new_search();
        tt.store(2, packed(9), 20, 0, 1, Bound::Upper);
        assert_eq!(tt.probe(2).map(|h| h.depth), Some(1));
    }

    #[test]
    fn same_position_keeps_move_when_none_given() {
        let mut tt = TranspositionTable::new(0);
        tt.store(5, packed(0x0abc), 1, 0, 4, Bound::Exact);
        tt.store(5, None, 2, 0, 6, Bound::Upper);
        let hit = tt.probe(5).expect("entry");
        assert_eq!(hit.best_move, packed(0x0abc));
        assert_eq!(hit.depth, 6);
    }

    #[test]
    fn clear_and_hashfull() {
        let mut tt = TranspositionTable::new(1);
        for key in 0..200_000u64 {
            tt.store(
                key.wrapping_mul(0x9e37_79b9_7f4a_7c15),
                packed(1),
                0,
                0,
                1,
                Bound::Exact,
            );
        }
        assert!(tt.hashfull() > 900);
        tt.clear();
        assert_eq!(tt.hashfull(), 0);
    }
}
