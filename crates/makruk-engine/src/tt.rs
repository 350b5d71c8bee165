//! The transposition table: buckets of four 16-byte entries (one 64-byte cache line each), allocated
//! once, with aging. Indexing is multiply-shift on the key. An entry is two atomic words, its fields
//! and the key XOR those fields, so that the threads of a search share the table without locks.
//!
//! A store for a position already in its bucket replaces that entry, unless the entry is from the
//! current search, not exact, and more than two plies deeper. A new position takes an empty entry, or
//! else the entry worth least: the shallowest, counting each search of age as eight plies less.

use crate::packed::PackedMove;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicU64, Ordering};

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
    /// Whether the position was searched as part of a principal variation (now or before).
    pub pv: bool,
}

/// One slot: the fields packed in `data`, and the position's key XOR `data`, so that an entry
/// another thread is writing half (one word new, one old) fails the key check instead of
/// answering for a position it does not hold.
#[derive(Default)]
#[repr(C)]
struct Entry {
    key_xor_data: AtomicU64,
    data: AtomicU64,
}

/// An entry's fields in one word: move (bits 0–15), score (16–31), static evaluation (32–47),
/// depth (48–55) and `age_bound` (56–63: low 2 bits the bound, 0 for an empty slot; bit 2 on a
/// principal variation; high 5 bits the generation).
#[derive(Clone, Copy)]
struct Data(u64);

const GENERATION_MASK: u8 = 0x1f;

/// The position of the generation in [`Data::age_bound`].
const GENERATION_SHIFT: u32 = 3;

/// The bit of [`Data::age_bound`] marking a position searched as part of a principal variation.
const PV_BIT: u8 = 4;

impl Data {
    fn new(best_move: u16, score: i16, eval: i16, depth: i8, age_bound: u8) -> Data {
        Data(
            u64::from(best_move)
                | u64::from(score as u16) << 16
                | u64::from(eval as u16) << 32
                | u64::from(depth as u8) << 48
                | u64::from(age_bound) << 56,
        )
    }

    fn best_move(self) -> u16 {
        self.0 as u16
    }

    fn score(self) -> i16 {
        (self.0 >> 16) as u16 as i16
    }

    fn eval(self) -> i16 {
        (self.0 >> 32) as u16 as i16
    }

    fn depth(self) -> i8 {
        (self.0 >> 48) as u8 as i8
    }

    fn age_bound(self) -> u8 {
        (self.0 >> 56) as u8
    }

    /// The bound's bits (0 for an empty slot).
    fn bound_bits(self) -> u8 {
        self.age_bound() & 3
    }

    /// Whether the entry holds a result (an empty slot has no bound).
    fn is_used(self) -> bool {
        self.bound_bits() != 0
    }

    /// The search that wrote the entry.
    fn generation(self) -> u8 {
        self.age_bound() >> GENERATION_SHIFT
    }
}

impl Entry {
    /// The entry's fields, if it holds a result for `key`.
    #[inline(always)]
    fn holding(&self, key: u64) -> Option<Data> {
        let data = self.data.load(Ordering::Relaxed);
        let key_xor_data = self.key_xor_data.load(Ordering::Relaxed);
        let data = Data(data);
        (key_xor_data ^ data.0 == key && data.is_used()).then_some(data)
    }

    /// The entry's fields, whatever position they are of.
    #[inline(always)]
    fn data(&self) -> Data {
        Data(self.data.load(Ordering::Relaxed))
    }

    fn write(&self, key: u64, data: Data) {
        self.key_xor_data.store(key ^ data.0, Ordering::Relaxed);
        self.data.store(data.0, Ordering::Relaxed);
    }
}

/// Entries per bucket.
const BUCKET_ENTRIES: usize = 4;

/// Plies of depth one search of age is worth when choosing which entry to replace.
const AGE_WEIGHT: i16 = 8;

/// The entries one key can be stored in.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket {
    entries: [Entry; BUCKET_ENTRIES],
}

/// The transposition table. Its size is fixed at construction (or by [`TranspositionTable::resize`]).
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: u8,
}

/// The size of one entry in bytes.
pub const ENTRY_BYTES: usize = core::mem::size_of::<Entry>();

impl TranspositionTable {
    /// A table using at most `megabytes` MiB (at least one entry).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let mut table = TranspositionTable {
            buckets: Vec::new(),
            generation: 0,
        };
        table.resize(megabytes);
        table
    }

    /// Reallocates the table to at most `megabytes` MiB (at least one bucket) and clears it.
    pub fn resize(&mut self, megabytes: usize) {
        let bucket_bytes = core::mem::size_of::<Bucket>();
        let count = (megabytes.saturating_mul(1024 * 1024) / bucket_bytes).max(1);
        self.buckets = Vec::new();
        self.buckets.resize_with(count, Bucket::default);
        self.generation = 0;
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.buckets.len() * BUCKET_ENTRIES
    }

    /// Always false: a table has at least one bucket.
    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    /// Empties every entry.
    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            *bucket = Bucket::default();
        }
        self.generation = 0;
    }

    /// Starts a new search: entries of older searches become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & GENERATION_MASK;
    }

    /// The bucket of `key`: the high half of `key` × the number of buckets.
    #[cfg(target_pointer_width = "64")]
    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize
    }

    /// The bucket of `key`, as on 64-bit targets, by [`high_product`] (no 128-bit multiply,
    /// which wasm32 calls a library function for).
    #[cfg(not(target_pointer_width = "64"))]
    fn index(&self, key: u64) -> usize {
        high_product(key, self.buckets.len() as u32) as usize
    }

    /// Asks the processor to fetch the slot of `key` into its cache, so that a probe soon after
    /// does not wait for memory (a no-op where there is no prefetch instruction).
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot: *const Bucket = &self.buckets[self.index(key)];
            // SAFETY: a prefetch never faults; `slot` points into the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Looks up `key`.
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        let bucket = &self.buckets[self.index(key)];
        let entry = bucket.entries.iter().find_map(|e| e.holding(key))?;
        let bound = Bound::from_bits(entry.bound_bits())?;
        Some(TtHit {
            best_move: PackedMove::from_bits(entry.best_move()),
            score: entry.score(),
            eval: entry.eval(),
            depth: entry.depth(),
            bound,
            pv: entry.age_bound() & PV_BIT != 0,
        })
    }

    /// Stores a search result for `key`, following the replacement policy; `pv` marks a position
    /// on a principal variation. A missing `best_move` keeps the move already stored for the same
    /// position. Threads may store and probe at once: a store another thread makes at the same
    /// time may win, or leave a slot that answers for neither position.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        key: u64,
        best_move: Option<PackedMove>,
        score: i16,
        eval: i16,
        depth: i8,
        bound: Bound,
        pv: bool,
    ) {
        let generation = self.generation;
        let index = self.index(key);
        let bucket = &self.buckets[index];
        let same = bucket
            .entries
            .iter()
            .enumerate()
            .find_map(|(i, e)| e.holding(key).map(|data| (i, data)));
        let (slot, move_bits) = match same {
            Some((i, entry)) => {
                let keep = entry.generation() == generation
                    && bound != Bound::Exact
                    && i16::from(entry.depth()) > i16::from(depth) + 2;
                if keep {
                    return;
                }
                (i, best_move.map_or(entry.best_move(), PackedMove::bits))
            }
            None => {
                let slot = (0..BUCKET_ENTRIES)
                    .min_by_key(|&i| {
                        let entry = bucket.entries[i].data();
                        if !entry.is_used() {
                            return i16::MIN;
                        }
                        let age = generation.wrapping_sub(entry.generation()) & GENERATION_MASK;
                        i16::from(entry.depth()) - AGE_WEIGHT * i16::from(age)
                    })
                    .unwrap_or(0);
                (slot, best_move.map_or(0, PackedMove::bits))
            }
        };
        let age_bound =
            (generation << GENERATION_SHIFT) | if pv { PV_BIT } else { 0 } | bound.bits();
        bucket.entries[slot].write(key, Data::new(move_bits, score, eval, depth, age_bound));
    }

    /// Permille of a sample of entries written by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let buckets = self.buckets.len().min(1000 / BUCKET_ENTRIES);
        let used = self.buckets[..buckets]
            .iter()
            .flat_map(|b| b.entries.iter().map(Entry::data))
            .filter(|e| e.is_used() && e.generation() == self.generation)
            .count();
        (used * 1000 / (buckets * BUCKET_ENTRIES).max(1)) as u32
    }
}

/// `key` × `n` shifted right by 64 bits, from two 64-bit products: with `key` = `hi` × 2³² +
/// `lo`, it is (`hi` × `n` + (`lo` × `n`) >> 32) >> 32, and that sum stays below 2⁶⁴.
#[cfg_attr(target_pointer_width = "64", allow(dead_code))]
fn high_product(key: u64, n: u32) -> u64 {
    let n = u64::from(n);
    ((key >> 32) * n + (((key & 0xFFFF_FFFF) * n) >> 32)) >> 32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_high_product_is_the_128_bit_products_high_half() {
        let mut key = 0x0123_4567_89AB_CDEF_u64;
        for n in [0, 1, 2, 3, 1000, 1 << 19, 0x8000_0001, u32::MAX] {
            for _ in 0..1000 {
                key = key.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                for k in [key, u64::MAX, 0] {
                    let wide = (u128::from(k) * u128::from(n)) >> 64;
                    assert_eq!(u128::from(high_product(k, n)), wide, "{k:#x} × {n}");
                }
            }
        }
    }

    fn packed(bits: u16) -> Option<PackedMove> {
        PackedMove::from_bits(bits)
    }

    /// A table of one bucket holding a depth-12 lower bound for key 1.
    fn one_bucket_with_a_deep_entry() -> TranspositionTable {
        let tt = TranspositionTable::new(0);
        tt.store(1, packed(7), 10, 0, 12, Bound::Lower, false);
        tt
    }

    #[test]
    fn entries_are_sixteen_bytes_four_to_a_cache_line() {
        assert_eq!(ENTRY_BYTES, 16);
        assert_eq!(core::mem::size_of::<Bucket>(), 64);
        assert_eq!(core::mem::align_of::<Bucket>(), 64);
    }

    #[test]
    fn size_follows_megabytes() {
        assert_eq!(TranspositionTable::new(1).len(), 65_536);
        assert_eq!(TranspositionTable::new(16).len(), 16 * 65_536);
        assert_eq!(TranspositionTable::new(0).len(), BUCKET_ENTRIES);
    }

    #[test]
    fn stores_and_probes() {
        let tt = TranspositionTable::new(1);
        let key = 0x1234_5678_9abc_def0;
        assert!(tt.probe(key).is_none());
        tt.store(key, packed(0x0123), -57, 12, 5, Bound::Lower, false);
        let hit = tt.probe(key).expect("stored entry");
        assert_eq!(hit.best_move, packed(0x0123));
        assert_eq!(
            (hit.score, hit.eval, hit.depth, hit.bound),
            (-57, 12, 5, Bound::Lower)
        );
        assert!(tt.probe(key ^ 1).is_none());
    }

    #[test]
    fn a_bucket_holds_four_positions_and_then_replaces_the_shallowest() {
        let tt = one_bucket_with_a_deep_entry();
        for (key, depth) in [(2, 3), (3, 8), (4, 5)] {
            tt.store(key, packed(9), 20, 0, depth, Bound::Upper, false);
        }
        for key in 1..=4 {
            assert!(tt.probe(key).is_some(), "key {key}");
        }
        tt.store(5, packed(9), 20, 0, 1, Bound::Upper, false);
        assert!(tt.probe(2).is_none(), "the depth-3 entry is replaced");
        for key in [1, 3, 4, 5] {
            assert!(tt.probe(key).is_some(), "key {key}");
        }
    }

    #[test]
    fn a_deeper_entry_of_the_current_search_survives_a_shallow_store_unless_exact() {
        let tt = one_bucket_with_a_deep_entry();
        tt.store(1, packed(9), 20, 0, 3, Bound::Upper, false);
        assert_eq!(tt.probe(1).map(|h| h.depth), Some(12));
        tt.store(1, packed(9), 20, 0, 3, Bound::Exact, false);
        assert_eq!(tt.probe(1).map(|h| (h.depth, h.score)), Some((3, 20)));
    }

    #[test]
    fn old_entries_are_replaced_before_shallower_current_ones() {
        let mut tt = one_bucket_with_a_deep_entry();
        tt.new_search();
        tt.new_search();
        for key in 2..=4 {
            tt.store(key, packed(9), 20, 0, 2, Bound::Upper, false);
        }
        tt.store(5, packed(9), 20, 0, 1, Bound::Upper, false);
        assert!(
            tt.probe(1).is_none(),
            "twelve plies two searches old count as -4"
        );
        for key in 2..=5 {
            assert!(tt.probe(key).is_some(), "key {key}");
        }
        tt.store(1, packed(7), 10, 0, 12, Bound::Lower, false);
        tt.new_search();
        tt.store(1, packed(7), 11, 0, 1, Bound::Upper, false);
        assert_eq!(
            tt.probe(1).map(|h| h.score),
            Some(11),
            "an entry of an earlier search gives way to the same position's new one"
        );
    }

    #[test]
    fn the_principal_variation_mark_is_kept_apart_from_bound_and_age() {
        let mut tt = TranspositionTable::new(0);
        for _ in 0..40 {
            tt.new_search();
        }
        tt.store(6, packed(1), 3, 0, 4, Bound::Upper, true);
        tt.store(7, packed(1), 3, 0, 4, Bound::Lower, false);
        let (pv, other) = (tt.probe(6).expect("entry"), tt.probe(7).expect("entry"));
        assert!(pv.pv && !other.pv);
        assert_eq!((pv.bound, other.bound), (Bound::Upper, Bound::Lower));
        assert_eq!(
            tt.hashfull(),
            500,
            "two of the bucket's four entries are of this search"
        );
    }

    #[test]
    fn same_position_keeps_move_when_none_given() {
        let tt = TranspositionTable::new(0);
        tt.store(5, packed(0x0abc), 1, 0, 4, Bound::Exact, false);
        tt.store(5, None, 2, 0, 6, Bound::Upper, false);
        let hit = tt.probe(5).expect("entry");
        assert_eq!(hit.best_move, packed(0x0abc));
        assert_eq!(hit.depth, 6);
    }

    #[test]
    fn threads_storing_at_once_read_only_whole_entries_of_the_position_probed() {
        let tt = TranspositionTable::new(0);
        // The data each key is stored with; another key's data, or half of it, would not match.
        let data_of = |key: u64| (key as i16 * 3, -(key as i16), (key % 100) as i8);
        std::thread::scope(|scope| {
            for thread in 0..2u64 {
                let tt = &tt;
                scope.spawn(move || {
                    for i in 0..100_000u64 {
                        let key = (i * 7 + thread) % 64 + 1;
                        let (score, eval, depth) = data_of(key);
                        tt.store(
                            key,
                            packed(key as u16),
                            score,
                            eval,
                            depth,
                            Bound::Exact,
                            false,
                        );
                        let probed = (i * 13 + thread * 5) % 64 + 1;
                        if let Some(hit) = tt.probe(probed) {
                            assert_eq!((hit.score, hit.eval, hit.depth), data_of(probed));
                            assert_eq!(hit.best_move, packed(probed as u16));
                        }
                    }
                });
            }
        });
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
                false,
            );
        }
        assert!(tt.hashfull() > 900);
        tt.clear();
        assert_eq!(tt.hashfull(), 0);
    }
}
