//! A puzzle's estimated rating, from how long the solution is and how deep the project's engine
//! must search before it settles on the first move (formula in `docs/puzzles.md`).

/// The lowest rating given.
pub const MIN_RATING: u32 = 600;
/// The highest rating given.
pub const MAX_RATING: u32 = 2800;

/// The rating of a puzzle whose solution has `solver_moves` moves of the solver and whose first
/// move the engine keeps from depth `stable_from` on: 500 + 120 per depth + 200 per solver's move
/// after the first, within [`MIN_RATING`]..=[`MAX_RATING`], rounded to tens.
pub fn estimate(solver_moves: usize, stable_from: u32) -> u32 {
    let extra_moves = u32::try_from(solver_moves.saturating_sub(1)).unwrap_or(u32::MAX);
    let raw = 500u32
        .saturating_add(stable_from.saturating_mul(120))
        .saturating_add(extra_moves.saturating_mul(200));
    (raw.clamp(MIN_RATING, MAX_RATING) + 5) / 10 * 10
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_and_longer_is_harder() {
        assert_eq!(estimate(1, 0), MIN_RATING);
        assert_eq!(estimate(1, 1), 620);
        assert_eq!(estimate(1, 5), 1100);
        assert_eq!(estimate(2, 5), 1300);
        assert!(estimate(3, 8) > estimate(2, 8));
        assert_eq!(estimate(9, 40), MAX_RATING);
    }
}
