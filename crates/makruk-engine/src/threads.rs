//! Where a search's helper threads run: natively on threads the search spawns ([`StdThreads`]);
//! in a browser on Web Workers sharing the module's memory, which the worker crate provides.

/// Runs a search's helper threads beside the thread that searches.
pub trait HelperThreads: Sync {
    /// Runs `helper(0)`, …, `helper(count - 1)` on helper threads while `main` runs on this one,
    /// and returns once `main` and every helper have returned. `main` ends the helpers (through
    /// the search's stop flag) before it returns.
    fn run(&self, count: usize, helper: &(dyn Fn(usize) + Sync), main: &mut dyn FnMut());
}

/// Helper threads spawned by each search (scoped threads of the standard library).
#[cfg(not(target_arch = "wasm32"))]
pub struct StdThreads;

#[cfg(not(target_arch = "wasm32"))]
impl HelperThreads for StdThreads {
    fn run(&self, count: usize, helper: &(dyn Fn(usize) + Sync), main: &mut dyn FnMut()) {
        std::thread::scope(|scope| {
            for i in 0..count {
                scope.spawn(move || helper(i));
            }
            main();
        });
    }
}
