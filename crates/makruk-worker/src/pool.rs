//! The helper threads of the engine's threaded build (compiled with wasm atomics): Web Workers
//! that instantiated this module on its shared memory and wait in [`serve`] for a search to help.
//! The engine's worker spawns them ([`usable_threads`]) and its engine runs a search's helpers on
//! them ([`POOL`], the engine's [`HelperThreads`]).
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock, PoisonError};

use makruk_engine::threads::HelperThreads;
use wasm_bindgen::prelude::*;
use web_sys::{Worker, WorkerOptions, WorkerType};

/// The most helpers a page may start (the app asks for at most `navigator.hardwareConcurrency`).
pub const MAX_HELPERS: usize = 31;

/// The helper workers and the search they help with.
pub struct WorkerPool {
    state: Mutex<PoolState>,
    /// Wakes the helpers when a search starts.
    work: Condvar,
    /// Wakes the searching thread when the last helper is done.
    done: Condvar,
}

struct PoolState {
    /// Helpers waiting in [`serve`] (started and loaded).
    ready: usize,
    /// Counts the searches posted, so a helper sees a new one.
    generation: u64,
    job: Option<Job>,
    /// Helpers of the current search that have not returned.
    running: usize,
}

/// One search's helper function and the indices not taken yet.
struct Job {
    helper: &'static (dyn Fn(usize) + Sync),
    count: usize,
    next: usize,
}

/// The pool of this module's memory.
pub static POOL: WorkerPool = WorkerPool {
    state: Mutex::new(PoolState {
        ready: 0,
        generation: 0,
        job: None,
        running: 0,
    }),
    work: Condvar::new(),
    done: Condvar::new(),
};

impl WorkerPool {
    fn lock(&self) -> MutexGuard<'_, PoolState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Helpers waiting for a search.
    pub fn ready(&self) -> usize {
        self.lock().ready
    }
}

impl HelperThreads for WorkerPool {
    /// Runs as many of the `count` helpers as are ready (the engine asks for no more).
    fn run(&self, count: usize, helper: &(dyn Fn(usize) + Sync), main: &mut dyn FnMut()) {
        // SAFETY: the helpers reach `helper` only through the job set here, and this function waits
        // until every helper that took it has returned and clears the job before it returns, so no
        // use outlives the borrow.
        let helper: &'static (dyn Fn(usize) + Sync) = unsafe { std::mem::transmute(helper) };
        let count = {
            let mut state = self.lock();
            let count = count.min(state.ready);
            state.job = Some(Job {
                helper,
                count,
                next: 0,
            });
            state.running = count;
            state.generation += 1;
            count
        };
        if count > 0 {
            self.work.notify_all();
        }
        main();
        let mut state = self.lock();
        while state.running > 0 {
            state = self
                .done
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        state.job = None;
    }
}

/// A helper's life: waits for searches and runs its part of each (never returns; the helper's
/// worker ends with the engine's worker).
pub fn serve() {
    let mut state = POOL.lock();
    state.ready += 1;
    let mut seen = state.generation;
    loop {
        while state.generation == seen {
            state = POOL
                .work
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        seen = state.generation;
        let Some(job) = state.job.as_mut().filter(|job| job.next < job.count) else {
            continue;
        };
        let (index, helper) = (job.next, job.helper);
        job.next += 1;
        drop(state);
        helper(index);
        state = POOL.lock();
        state.running -= 1;
        if state.running == 0 {
            POOL.done.notify_all();
        }
    }
}

/// Where helpers come from: the worker script and the threaded module's JS, as the engine's worker
/// was started with them.
struct HelperScripts {
    worker: String,
    module_js: String,
}

static SCRIPTS: OnceLock<HelperScripts> = OnceLock::new();

thread_local! {
    /// Helper workers started by this (the engine's) worker.
    static SPAWNED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Remembers how to start helpers: `worker` the worker script's URL, `module_js` the threaded
/// module's JS.
pub fn set_scripts(worker: String, module_js: String) {
    SCRIPTS.get_or_init(|| HelperScripts { worker, module_js });
}

/// Starts one helper worker: the worker script is told to load this module on this memory and
/// serve (`["helper", js, module, memory]`).
fn spawn(scripts: &HelperScripts) -> Result<(), JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(&scripts.worker, &options)?;
    let message = js_sys::Array::of4(
        &JsValue::from_str("helper"),
        &JsValue::from_str(&scripts.module_js),
        &wasm_bindgen::module(),
        &wasm_bindgen::memory(),
    );
    worker.post_message(&message)
}

/// Whether helpers started by this worker have not loaded yet (they load while its event loop
/// turns: searches keep their slices short meanwhile).
pub fn helpers_loading() -> bool {
    SPAWNED.with(std::cell::Cell::get) > POOL.ready()
}

/// The threads a search may run in when `wanted` are asked for: this one and the helpers ready,
/// starting the helpers still missing (they join later searches once loaded).
pub fn usable_threads(wanted: usize) -> usize {
    let helpers = wanted.saturating_sub(1).min(MAX_HELPERS);
    if let Some(scripts) = SCRIPTS.get() {
        SPAWNED.with(|spawned| {
            while spawned.get() < helpers && spawn(scripts).is_ok() {
                spawned.set(spawned.get() + 1);
            }
        });
    }
    1 + POOL.ready().min(helpers)
}
