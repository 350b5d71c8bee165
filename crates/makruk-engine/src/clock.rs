//! Time sources for the search.
//!
//! The search never reads the system time itself: the caller hands it a [`Clock`]. Native code uses
//! [`InstantClock`] (behind the `std` feature); a browser worker supplies `Date.now()` through
//! [`FnClock`], because `std::time::Instant` panics on `wasm32-unknown-unknown`.

/// A monotonic source of elapsed milliseconds since the search started.
pub trait Clock {
    /// Milliseconds elapsed since this clock was started.
    fn elapsed_ms(&self) -> u64;
}

/// A clock built from any "current time in milliseconds" function, e.g. JavaScript's `Date.now()`.
pub struct FnClock<F: Fn() -> f64> {
    now: F,
    start: f64,
}

impl<F: Fn() -> f64> FnClock<F> {
    /// Starts a clock that reads the current time from `now` (milliseconds, any epoch).
    pub fn new(now: F) -> Self {
        let start = now();
        FnClock { now, start }
    }
}

impl<F: Fn() -> f64> Clock for FnClock<F> {
    fn elapsed_ms(&self) -> u64 {
        let elapsed = (self.now)() - self.start;
        if elapsed.is_finite() && elapsed > 0.0 {
            elapsed as u64
        } else {
            0
        }
    }
}

/// A clock that never advances: for searches limited only by depth or nodes, and for tests.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn elapsed_ms(&self) -> u64 {
        0
    }
}

/// The native clock, based on [`std::time::Instant`]. Do not use it on `wasm32-unknown-unknown`.
#[cfg(feature = "std")]
#[derive(Clone, Copy, Debug)]
pub struct InstantClock {
    start: std::time::Instant,
}

#[cfg(feature = "std")]
impl InstantClock {
    /// Starts the clock now.
    pub fn start() -> Self {
        InstantClock {
            start: std::time::Instant::now(),
        }
    }
}

#[cfg(feature = "std")]
impl Clock for InstantClock {
    fn elapsed_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::cell::Cell;

    #[test]
    fn fn_clock_measures_from_its_start() {
        let now = Cell::new(1_000.0);
        let clock = FnClock::new(|| now.get());
        assert_eq!(clock.elapsed_ms(), 0);
        now.set(1_250.5);
        assert_eq!(clock.elapsed_ms(), 250);
    }

    #[test]
    fn fn_clock_never_goes_negative_or_nan() {
        let now = Cell::new(5_000.0);
        let clock = FnClock::new(|| now.get());
        now.set(4_000.0);
        assert_eq!(clock.elapsed_ms(), 0);
        now.set(f64::NAN);
        assert_eq!(clock.elapsed_ms(), 0);
    }

    #[test]
    fn frozen_clock_stays_at_zero() {
        assert_eq!(FrozenClock.elapsed_ms(), 0);
    }

    #[cfg(feature = "std")]
    #[test]
    fn instant_clock_advances() {
        let clock = InstantClock::start();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(clock.elapsed_ms() >= 5);
    }
}
