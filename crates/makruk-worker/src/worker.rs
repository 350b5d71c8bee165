//! The engine's side of the Web Worker: answers search, analysis and review requests with
//! `makruk-engine`. One engine, with its transposition table, serves every request, so stepping
//! through a game's positions in analysis finds what the last ones learned. An analysis runs in
//! slices of [`SLICE_MS`] with the worker's message queue read between them: a new position or a
//! stop reaches it within a slice, and the search picks up each slice from the table and the
//! histories, which only its first slice ages ([`Limits::continues`]). Where the
//! page is cross-origin isolated it shares a count of the messages it posted ([`Interrupt`]): a
//! slice then lasts up to [`LONG_SLICE_MS`] and ends as soon as a message waits, as do move
//! searches and reviews (the page then needs no new worker to stop one). The exact
//! table of a lone khun against two pieces (seconds to build) is built in such slices too: by an
//! analysis without an end (full-strength searches build it with half of each move's time,
//! [`Limits::endgame_tables`]). In the threaded build analyses, reviews and full-strength searches
//! run in the threads [`Request::Threads`] allows, with helper workers ([`crate::pool`]); a move
//! search or review that starts helpers waits up to [`HELPERS_WAIT_MS`] for them to load.
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Atomics, Int32Array};
use makruk_core::{Move, Position};
use makruk_engine::{Clock, Engine, Info, Level, Limits, Score};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

#[cfg(target_feature = "atomics")]
use crate::pool::{helpers_loading, usable_threads};
use crate::protocol::{AnalyseRequest, Reply, Request, ReviewRequest, SearchRequest, MAX_LINES};

/// Transposition table size of the browser engine, in MiB: its memory is bounded by it.
const HASH_MB: usize = 16;

/// How long an analysis searches before the worker reads its messages, in milliseconds.
const SLICE_MS: u64 = 40;

/// The longest a move search or review waits for the helper workers it started to load (they load
/// only between this worker's tasks), in milliseconds.
const HELPERS_WAIT_MS: f64 = 500.0;

/// How long an analysis searches before it reads its messages where a waiting message ends the
/// slice at once ([`Interrupt`]): the search's threads then go on for longer.
const LONG_SLICE_MS: u64 = 2000;

/// The page's count of the requests it posted, in memory it shares with this worker (a
/// cross-origin isolated page only), and the count this worker has read: while they differ a
/// request waits.
struct Interrupt {
    posted: Int32Array,
    read: Cell<i32>,
}

impl Interrupt {
    /// Whether a request waits to be read.
    fn pending(&self) -> bool {
        Atomics::load(&self.posted, 0).is_ok_and(|posted| posted != self.read.get())
    }
}

/// What the searches' clock adds once a request waits, in milliseconds (about 35 years): past
/// every limit, while the time between two readings taken after it still counts as before.
const INTERRUPTED_MS: u64 = 1 << 40;

/// The searches' clock: `Date.now()`, and past every limit once a request waits.
struct InterruptibleClock<'a> {
    start: f64,
    interrupt: Option<&'a Interrupt>,
}

impl InterruptibleClock<'_> {
    fn new(interrupt: Option<&Interrupt>) -> InterruptibleClock<'_> {
        InterruptibleClock {
            start: js_sys::Date::now(),
            interrupt,
        }
    }

    fn interrupted(&self) -> bool {
        self.interrupt.is_some_and(Interrupt::pending)
    }
}

impl Clock for InterruptibleClock<'_> {
    fn elapsed_ms(&self) -> u64 {
        let elapsed = js_sys::Date::now() - self.start;
        let elapsed = if elapsed > 0.0 { elapsed as u64 } else { 0 };
        if self.interrupted() {
            elapsed + INTERRUPTED_MS
        } else {
            elapsed
        }
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    // Posting plain data cannot fail short of the worker being torn down.
    scope.post_message(&reply.to_js()).ok();
}

/// The progress report of one line, searched in `threads` threads.
fn info_reply(id: u32, info: &Info, threads: usize) -> Reply {
    Reply::Info {
        id,
        multipv: u32::try_from(info.multipv).unwrap_or(u32::MAX),
        depth: info.depth,
        score: info.score,
        nodes: info.nodes,
        nps: info.nps,
        threads: u8::try_from(threads).unwrap_or(u8::MAX),
        pv: info.pv.iter().map(|m| m.to_string()).collect(),
    }
}

/// One thread: only the threaded build has helpers.
#[cfg(not(target_feature = "atomics"))]
fn usable_threads(_wanted: usize) -> usize {
    1
}

/// Only the threaded build has helpers to load.
#[cfg(not(target_feature = "atomics"))]
fn helpers_loading() -> bool {
    false
}

/// Sets the engine to search in as many of `wanted` threads as can run now; returns how many.
fn use_threads(engine: &mut Engine, wanted: usize) -> usize {
    let threads = usable_threads(wanted);
    engine.set_threads(threads);
    threads
}

fn search(
    engine: &mut Engine,
    scope: &DedicatedWorkerGlobalScope,
    req: &SearchRequest,
    threads: usize,
    interrupt: Option<&Interrupt>,
) {
    let id = req.id;
    let (pos, history) = match req.game.position() {
        Ok(found) => found,
        Err(text) => return post(scope, &Reply::Error { id, text }),
    };
    // At full strength (and for hints) a lone khun against two pieces gets the ending's exact
    // table, built with half of each move's time over as many moves as it takes.
    let limits = Limits {
        repetition_ends_game: req.game.repetition_ends_game,
        endgame_tables: req.level == Level::MAX,
        ..req.level.limits(req.movetime_ms)
    };
    // The levels below full strength keep to one thread, as they were measured.
    let threads = use_threads(engine, if req.level == Level::MAX { threads } else { 1 });
    let clock = InterruptibleClock::new(interrupt);
    let result = engine.search(&pos, &history, &limits, &clock, &mut |info| {
        if info.multipv == 1 {
            post(scope, &info_reply(id, info, threads));
        }
    });
    finish(scope, id, result.best_move.map(|m| m.to_string()));
}

/// Ends a search: its best move, or an error when there was no move to search.
fn finish(scope: &DedicatedWorkerGlobalScope, id: u32, best: Option<String>) {
    match best {
        Some(uci) => post(scope, &Reply::BestMove { id, uci }),
        None => post(
            scope,
            &Reply::Error {
                id,
                text: "no legal move".into(),
            },
        ),
    }
}

/// An analysis in progress: its position and what its slices have reported so far.
struct Analysis {
    id: u32,
    pos: Position,
    history: Vec<u64>,
    limits: Limits,
    /// When it ends by itself (`Date.now()` milliseconds), if it has a time.
    deadline: Option<f64>,
    started: f64,
    /// The deepest iteration reported and its last line (MultiPV index): a slice's iterations up to
    /// it (the search starting over with the table's help) are not reported again.
    shown: (u32, usize),
    /// Nodes of the finished slices.
    nodes_before: u64,
    best: Option<Move>,
    /// Milliseconds spent building the position's endgame table (left out of the speed shown).
    building_ms: f64,
    /// The position's endgame table is being built.
    building: bool,
}

impl Analysis {
    fn new(req: &AnalyseRequest) -> Result<Analysis, String> {
        let (pos, history) = req.game.position()?;
        let now = js_sys::Date::now();
        Ok(Analysis {
            id: req.id,
            pos,
            history,
            limits: Limits {
                movetime_ms: Some(SLICE_MS),
                multipv: usize::from(req.lines.clamp(1, MAX_LINES)),
                repetition_ends_game: req.game.repetition_ends_game,
                ..Limits::default()
            },
            deadline: req.movetime_ms.map(|ms| now + ms as f64),
            started: now,
            shown: (0, 0),
            nodes_before: 0,
            best: None,
            building_ms: 0.0,
            building: false,
        })
    }

    /// An analysis without an end, once it has shown a line, builds the exact table of a lone
    /// khun against two pieces (seconds) a slice at a time, then searches with it from the start:
    /// whether this slice went to the table.
    fn build_table(
        &mut self,
        engine: &mut Engine,
        scope: &DedicatedWorkerGlobalScope,
        interrupt: Option<&Interrupt>,
    ) -> bool {
        if self.deadline.is_some() || self.shown == (0, 0) {
            return false;
        }
        let clock = InterruptibleClock::new(interrupt);
        let pending = engine.build_table(&self.pos, &clock, SLICE_MS);
        self.building_ms += js_sys::Date::now() - clock.start;
        if pending && !self.building {
            post(scope, &Reply::BuildingTable { id: self.id });
        } else if !pending && self.building {
            // The search starts over with the table: its lines are new, whatever their depth.
            self.shown = (0, 0);
        }
        self.building = pending;
        pending
    }

    /// Searches one slice in up to `threads` threads and posts its new lines; whether the
    /// analysis goes on (its time is not up and the search has not gone as deep as it can). With
    /// an `interrupt`, the slice is long and a waiting request ends it.
    fn slice(
        &mut self,
        engine: &mut Engine,
        scope: &DedicatedWorkerGlobalScope,
        threads: usize,
        interrupt: Option<&Interrupt>,
    ) -> bool {
        if self.build_table(engine, scope, interrupt) {
            return true;
        }
        let threads = use_threads(engine, threads);
        // Helpers being started load only between slices.
        let mut slice_ms = if interrupt.is_some() && !helpers_loading() {
            LONG_SLICE_MS
        } else {
            SLICE_MS
        };
        if let Some(end) = self.deadline {
            slice_ms = slice_ms.min((end - js_sys::Date::now()).max(1.0) as u64);
        }
        self.limits.movetime_ms = Some(slice_ms);
        let clock = InterruptibleClock::new(interrupt);
        let (id, nodes_before) = (self.id, self.nodes_before);
        let started = self.started + self.building_ms;
        let shown = &mut self.shown;
        let result = engine.search(
            &self.pos,
            &self.history,
            &self.limits,
            &clock,
            &mut |info| {
                if (info.depth, info.multipv) <= *shown {
                    return;
                }
                *shown = (info.depth, info.multipv);
                let nodes = nodes_before + info.nodes;
                let elapsed_ms = (js_sys::Date::now() - started).max(1.0);
                let info = Info {
                    nodes,
                    nps: (nodes as f64 * 1000.0 / elapsed_ms) as u64,
                    ..info.clone()
                };
                post(scope, &info_reply(id, &info, threads));
            },
        );
        self.nodes_before += result.nodes;
        self.best = result.best_move.or(self.best);
        // The next slice goes on from this one: its table and histories are not aged again.
        self.limits.continues = true;
        if clock.interrupted() {
            // The request waiting decides what comes next.
            return true;
        }
        let exhausted = result.time_ms.saturating_add(slice_ms / 4) < slice_ms;
        let time_up = self.deadline.is_some_and(|end| js_sys::Date::now() >= end);
        !(exhausted || time_up)
    }
}

/// The worker's engine and the analysis it runs between messages.
struct WorkerState {
    engine: Engine,
    scope: DedicatedWorkerGlobalScope,
    analysis: Option<Analysis>,
    /// A slice is queued with `setTimeout`.
    slice_queued: bool,
    /// The most threads a search may run in ([`Request::Threads`]).
    threads: usize,
    /// The page's count of requests, where it is cross-origin isolated.
    interrupt: Option<Interrupt>,
    /// A request waiting for the helper workers it started to load, and since when (`Date.now()`).
    deferred: Option<(Request, f64)>,
}

impl WorkerState {
    fn serve(&mut self, request: Request) {
        if let Request::Threads(threads) = request {
            self.threads = usize::from(threads);
            return;
        }
        // Any other request ends the analysis running and replaces the request deferred.
        self.analysis = None;
        let since = self.deferred.take().map(|(_, since)| since);
        if self.waits_for_helpers(&request) {
            self.deferred = Some((request, since.unwrap_or_else(js_sys::Date::now)));
            return;
        }
        self.run(request);
    }

    /// Whether `request`, a move search at full strength or a review (which do not let the event
    /// loop turn), should wait for the helpers it starts to load (analyses keep their slices short
    /// meanwhile instead).
    fn waits_for_helpers(&self, request: &Request) -> bool {
        let wants_threads = match request {
            Request::Search(req) => req.level == Level::MAX,
            Request::Review(_) => true,
            Request::Analyse(_) | Request::Stop | Request::Threads(_) => false,
        };
        wants_threads && self.threads > 1 && {
            usable_threads(self.threads);
            helpers_loading()
        }
    }

    /// Runs `request` now.
    fn run(&mut self, request: Request) {
        match request {
            Request::Search(req) => search(
                &mut self.engine,
                &self.scope,
                &req,
                self.threads,
                self.interrupt.as_ref(),
            ),
            Request::Review(req) => review(
                &mut self.engine,
                &self.scope,
                &req,
                self.threads,
                self.interrupt.as_ref(),
            ),
            Request::Analyse(req) => match Analysis::new(&req) {
                Ok(analysis) => self.analysis = Some(analysis),
                Err(text) => post(&self.scope, &Reply::Error { id: req.id, text }),
            },
            Request::Stop | Request::Threads(_) => {}
        }
    }

    /// Runs one slice of the analysis; whether another should follow.
    fn run_slice(&mut self) -> bool {
        self.slice_queued = false;
        if let Some((request, since)) = self.deferred.take() {
            if helpers_loading() && js_sys::Date::now() - since < HELPERS_WAIT_MS {
                self.deferred = Some((request, since));
                return true;
            }
            self.run(request);
        }
        let Some(analysis) = self.analysis.as_mut() else {
            return false;
        };
        if analysis.slice(
            &mut self.engine,
            &self.scope,
            self.threads,
            self.interrupt.as_ref(),
        ) {
            return true;
        }
        let (id, best) = (analysis.id, analysis.best);
        self.analysis = None;
        finish(&self.scope, id, best.map(|m| m.to_string()));
        false
    }
}

/// The callback that runs a slice, shared by the message handler and itself (it queues the next).
type SliceRunner = Rc<RefCell<Option<Closure<dyn FnMut()>>>>;

/// Queues the next slice of the analysis (after the messages already waiting).
fn queue_slice(state: &Rc<RefCell<WorkerState>>, run: &Closure<dyn FnMut()>) {
    let mut worker = state.borrow_mut();
    if (worker.analysis.is_none() && worker.deferred.is_none()) || worker.slice_queued {
        return;
    }
    worker.slice_queued = worker
        .scope
        .set_timeout_with_callback_and_timeout_and_arguments_0(run.as_ref().unchecked_ref(), 0)
        .is_ok();
}

fn review(
    engine: &mut Engine,
    scope: &DedicatedWorkerGlobalScope,
    req: &ReviewRequest,
    threads: usize,
    interrupt: Option<&Interrupt>,
) {
    let id = req.id;
    let positions = match req.game.positions() {
        Ok(found) => found,
        Err(text) => return post(scope, &Reply::Error { id, text }),
    };
    let limits = Limits {
        movetime_ms: Some(req.movetime_ms),
        repetition_ends_game: req.game.repetition_ends_game,
        ..Limits::default()
    };
    for (ply, (pos, history)) in positions.iter().enumerate() {
        if interrupt.is_some_and(Interrupt::pending) {
            // The next request replaces the review: the page reads no more of it.
            return;
        }
        let reply = match pos.outcome() {
            Some(outcome) => Reply::Eval {
                id,
                ply,
                score: Score::of_outcome(outcome, pos.turn()),
                best: None,
            },
            None => {
                use_threads(engine, threads);
                let clock = InterruptibleClock::new(interrupt);
                let result = engine.search(pos, history, &limits, &clock, &mut |_| {});
                Reply::Eval {
                    id,
                    ply,
                    score: result.score,
                    best: result.best_move.map(|m| m.to_string()),
                }
            }
        };
        post(scope, &reply);
    }
    post(scope, &Reply::Done { id });
}

/// Runs the engine in this worker: call once from the worker script after the wasm loaded (the
/// engine's modules export it as `engine_worker_start`, see [`crate::engine_worker_module`]).
/// `interrupt` is the page's count of the requests it posts (an `Int32Array` on a
/// `SharedArrayBuffer`, given where the page is cross-origin isolated), else `null`.
///
/// # Errors
/// Outside a dedicated worker.
pub fn start(interrupt: JsValue) -> Result<(), JsValue> {
    run(Engine::new(HASH_MB), interrupt)
}

/// Gives the engine its network's weights file, which the worker script fetches beside the module:
/// the searches that start after it evaluate with the network (those before, classically).
///
/// # Errors
/// A file that is not the one the engine was compiled with; the engine stays classical.
pub fn load_network(bytes: &[u8]) -> Result<(), JsValue> {
    makruk_engine::network::load(bytes).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// Runs the threaded build's engine in this worker, with helpers started as searches ask for
/// them: each a worker of the script at `worker_script` that loads the module whose JS is
/// `module_js` on this module's memory (exported as `engine_worker_start_threaded`); `interrupt`
/// as for [`start`].
///
/// # Errors
/// Outside a dedicated worker.
#[cfg(target_feature = "atomics")]
pub fn start_threaded(
    worker_script: String,
    module_js: String,
    interrupt: JsValue,
) -> Result<(), JsValue> {
    crate::pool::set_scripts(worker_script, module_js);
    let mut engine = Engine::new(HASH_MB);
    engine.set_helper_threads(&crate::pool::POOL);
    run(engine, interrupt)
}

/// Serves the worker's requests with `engine`, counting them against the page's `interrupt`.
fn run(engine: Engine, interrupt: JsValue) -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().dyn_into()?;
    let interrupt = interrupt
        .dyn_into::<Int32Array>()
        .ok()
        .map(|posted| Interrupt {
            read: Cell::new(Atomics::load(&posted, 0).unwrap_or(0)),
            posted,
        });
    let state = Rc::new(RefCell::new(WorkerState {
        engine,
        scope: scope.clone(),
        analysis: None,
        slice_queued: false,
        threads: 1,
        interrupt,
        deferred: None,
    }));
    // The slice runner queues its successor; it holds itself through a shared cell.
    let runner: SliceRunner = Rc::default();
    let run = {
        let (state, runner) = (Rc::clone(&state), Rc::clone(&runner));
        Closure::<dyn FnMut()>::new(move || {
            let more = state.borrow_mut().run_slice();
            if more {
                if let Some(run) = runner.borrow().as_ref() {
                    queue_slice(&state, run);
                }
            }
        })
    };
    *runner.borrow_mut() = Some(run);
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(interrupt) = &state.borrow().interrupt {
            interrupt.read.set(interrupt.read.get().wrapping_add(1));
        }
        if let Some(request) = Request::from_js(e.data()) {
            state.borrow_mut().serve(request);
            if let Some(run) = runner.borrow().as_ref() {
                queue_slice(&state, run);
            }
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handlers live as long as the worker.
    onmessage.forget();
    post(&scope, &Reply::Ready);
    Ok(())
}

/// The entry points of an engine worker module (`src/bin/engine.rs`, `src/bin/engine_simd.rs` and
/// `src/bin/engine_threads.rs`, one source built without and with wasm SIMD, and with wasm atomics
/// too): a `main` that does nothing, `engine_worker_start`, which `assets/engine-worker.js` calls
/// once the module loaded, and `engine_load_network` ([`crate::worker::load_network`]), which it
/// calls when the network's file has arrived; built with atomics, `engine_worker_start_threaded` instead and
/// `engine_helper_serve`, a helper worker's loop.
#[macro_export]
macro_rules! engine_worker_module {
    () => {
        /// Nothing runs at load: the worker script starts the engine.
        fn main() {}

        /// Runs the engine in this worker, with the page's count of requests (or `null`).
        ///
        /// # Errors
        /// Outside a dedicated worker.
        #[cfg(not(target_feature = "atomics"))]
        #[::wasm_bindgen::prelude::wasm_bindgen]
        pub fn engine_worker_start(
            interrupt: ::wasm_bindgen::JsValue,
        ) -> ::core::result::Result<(), ::wasm_bindgen::JsValue> {
            $crate::worker::start(interrupt)
        }

        /// Runs the engine in this worker, its helpers started from `worker_script` with the
        /// module whose JS is `module_js`, with the page's count of requests (or `null`).
        ///
        /// # Errors
        /// Outside a dedicated worker.
        #[cfg(target_feature = "atomics")]
        #[::wasm_bindgen::prelude::wasm_bindgen]
        pub fn engine_worker_start_threaded(
            worker_script: String,
            module_js: String,
            interrupt: ::wasm_bindgen::JsValue,
        ) -> ::core::result::Result<(), ::wasm_bindgen::JsValue> {
            $crate::worker::start_threaded(worker_script, module_js, interrupt)
        }

        /// Gives the engine its network's weights file (the engine is classical until then).
        ///
        /// # Errors
        /// A file that is not the one the engine was compiled with.
        #[::wasm_bindgen::prelude::wasm_bindgen]
        pub fn engine_load_network(
            bytes: &[u8],
        ) -> ::core::result::Result<(), ::wasm_bindgen::JsValue> {
            $crate::worker::load_network(bytes)
        }

        /// A helper worker's life: helps the engine's searches (never returns).
        #[cfg(target_feature = "atomics")]
        #[::wasm_bindgen::prelude::wasm_bindgen]
        pub fn engine_helper_serve() {
            $crate::pool::serve()
        }
    };
}
