//! A stable insertion sort for short slices (legal moves, annotations, a game's marks).
//!
//! In wasm every `sort_by_key` closure instantiates std's stable quicksort and drift sort again
//! (kilobytes each); this sort is a few hundred bytes per instance and as fast on the short,
//! mostly ordered slices it is used for.

/// Sorts `items` by `key`, keeping the order of equal keys (like `slice::sort_by_key`).
/// Quadratic in the worst case: meant for slices of at most a few hundred items.
pub fn by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for end in 1..items.len() {
        let mut i = end;
        while i > 0 && key(&items[i - 1]) > key(&items[i]) {
            items.swap(i - 1, i);
            i -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use alloc::vec::Vec;

    #[test]
    fn sorts_like_std_and_keeps_equal_keys_in_order() {
        let mut seed = 7u32;
        for len in 0..40 {
            let items: Vec<(u32, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) % 5, i)
                })
                .collect();
            let mut ours = items.clone();
            by_key(&mut ours, |&(k, _)| k);
            let mut std_sorted = items;
            std_sorted.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std_sorted);
        }
    }

    #[test]
    fn sorts_in_reverse_order_by_a_reversed_key() {
        let mut items = vec![3, 1, 2];
        by_key(&mut items, |&x| core::cmp::Reverse(x));
        assert_eq!(items, [3, 2, 1]);
    }
}
