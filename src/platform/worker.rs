//! A worker of one's own for the engine: the `use_engine_job` hook runs one job (a move to play,
//! an analysis or a game review) at a time and hands its replies to the page. The worker lives as
//! long as the page: an analysis takes the next position or a stop while it runs; only a move
//! search or a review still running when the next job comes costs a new worker, and not even that
//! where the page is cross-origin isolated: it counts the requests it posts in memory shared with
//! the worker, whose searches stop at once for the next one. Before a job the worker is told the
//! threads it may search in ([`wanted_threads`]) whenever that changed.
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use js_sys::{Atomics, Int32Array, SharedArrayBuffer};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

pub use makruk_worker::protocol;
use protocol::{Reply, Request};

/// The worker script (copied into `dist/` by Trunk); its first message names the engine's modules.
const WORKER_SCRIPT: &str = "engine-worker.js";

/// The boot tag's attributes naming the engine's modules (`scripts/hash-worker-modules.mjs` writes
/// them): the baseline build's JS and wasm, then the SIMD build's, then the threaded build's.
const MODULE_ATTRIBUTES: [&str; 6] = [
    "data-engine-js",
    "data-engine-wasm",
    "data-engine-simd-js",
    "data-engine-simd-wasm",
    "data-engine-threads-js",
    "data-engine-threads-wasm",
];

/// The boot tag's attribute naming the engine's network weights file, which the worker fetches
/// beside the module (the engine plays with its classical evaluation until it arrives, or without
/// it).
const NETWORK_ATTRIBUTE: &str = "data-engine-network";

/// The worker's first message: `init` and the absolute URLs of the engine's modules, one a line, in
/// the order of [`MODULE_ATTRIBUTES`], then that of its network's file (an empty line without one).
fn init_message() -> Option<String> {
    let document = web_sys::window()?.document()?;
    let boot = document.get_element_by_id("boot")?;
    let base = document.base_uri().ok()??;
    let url = |relative: String| web_sys::Url::new_with_base(&relative, &base).ok();
    let mut message = String::from("init");
    for attr in MODULE_ATTRIBUTES {
        message.push('\n');
        message.push_str(&url(boot.get_attribute(attr)?)?.href());
    }
    message.push('\n');
    if let Some(network) = boot.get_attribute(NETWORK_ATTRIBUTE).and_then(url) {
        message.push_str(&network.href());
    }
    Some(message)
}

/// The most threads the app runs the engine in.
pub const MAX_THREADS: u8 = 32;

thread_local! {
    /// The player's cap on the engine's threads ([`set_thread_cap`]), 1 to [`MAX_THREADS`].
    static THREAD_CAP: Cell<Option<u8>> = const { Cell::new(None) };
}

/// Caps the engine's threads for the jobs that follow (the preferences' choice; `None`: every core).
pub fn set_thread_cap(cap: Option<u8>) {
    THREAD_CAP.set(cap);
}

/// The device's cores as the browser tells them (`navigator.hardwareConcurrency`), at most
/// [`MAX_THREADS`].
pub fn device_cores() -> u8 {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    // Saturating: a browser that says nothing gives 1.
    (cores as u8).clamp(1, MAX_THREADS)
}

/// Whether this page may run the engine on several cores: it is cross-origin isolated (shared
/// memory is allowed), which the service worker makes it from its second load.
pub fn threads_allowed() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("crossOriginIsolated")).ok())
        .is_some_and(|isolated| isolated.is_truthy())
}

/// The threads the engine may search in: the device's cores within the player's cap.
fn wanted_threads() -> u8 {
    let cores = device_cores();
    THREAD_CAP.get().map_or(cores, |cap| cap.min(cores))
}

/// What a job's worker reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobEvent {
    /// A reply to the current job.
    Reply(Reply),
    /// The worker could not start or broke down; the job will not finish.
    Failed,
}

/// A connection to a worker that runs one request at a time.
struct Connection {
    worker: Option<Worker>,
    ready: bool,
    /// A request has been sent and has not finished.
    busy: bool,
    /// The request running takes the next one without a new worker ([`Request::is_interruptible`];
    /// any request where the count of requests is shared: the worker stops for the next at once).
    interruptible: bool,
    /// The request waiting for the worker to load.
    pending: Option<Request>,
    /// The current request's id; replies to others are dropped.
    id: u32,
    /// The threads the worker was last told it may use ([`Request::Threads`]).
    threads_told: Option<u8>,
    /// The count of the requests posted to the worker, shared with it (an isolated page only).
    requests_posted: Option<Int32Array>,
    on_event: Callback<JobEvent>,
    onmessage: Option<Closure<dyn FnMut(MessageEvent)>>,
    onerror: Option<Closure<dyn FnMut(web_sys::Event)>>,
}

impl Connection {
    fn new(on_event: Callback<JobEvent>) -> Connection {
        Connection {
            worker: None,
            ready: false,
            busy: false,
            interruptible: false,
            pending: None,
            id: 0,
            threads_told: None,
            requests_posted: None,
            on_event,
            onmessage: None,
            onerror: None,
        }
    }

    fn stop(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.terminate();
        }
        self.ready = false;
        self.busy = false;
        self.pending = None;
        self.threads_told = None;
    }

    fn spawn(&mut self, this: Weak<RefCell<Connection>>) -> bool {
        let Some(init) = init_message() else {
            return false;
        };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let requests_posted =
            threads_allowed().then(|| Int32Array::new(&SharedArrayBuffer::new(4)));
        let Ok(worker) = Worker::new_with_options(WORKER_SCRIPT, &options) else {
            return false;
        };
        let from_worker = this.clone();
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let reply = Reply::from_js(e.data());
            if let (Some(conn), Some(reply)) = (from_worker.upgrade(), reply) {
                let forward = conn.borrow_mut().receive(reply);
                if let Some((on_event, event)) = forward {
                    on_event.emit(event);
                }
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        self.onmessage = Some(onmessage);
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            if let Some(conn) = this.upgrade() {
                let on_event = conn.borrow_mut().fail();
                on_event.emit(JobEvent::Failed);
            }
        });
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        self.onerror = Some(onerror);
        let init = js_sys::Array::of2(
            &JsValue::from_str(&init),
            requests_posted
                .as_ref()
                .map_or(&JsValue::NULL, |count| count.as_ref()),
        );
        if worker.post_message(&init).is_err() {
            worker.terminate();
            return false;
        }
        self.worker = Some(worker);
        self.requests_posted = requests_posted;
        true
    }

    /// The worker broke: drops it; returns whom to tell once the connection is released.
    fn fail(&mut self) -> Callback<JobEvent> {
        self.stop();
        self.on_event.clone()
    }

    /// Handles a reply; returns the event to pass on once the connection is released.
    fn receive(&mut self, reply: Reply) -> Option<(Callback<JobEvent>, JobEvent)> {
        if reply == Reply::Ready {
            self.ready = true;
            if let Some(request) = self.pending.take() {
                self.post(request);
            }
            return None;
        }
        if reply.id() != Some(self.id) {
            return None;
        }
        if matches!(
            reply,
            Reply::BestMove { .. } | Reply::Done { .. } | Reply::Error { .. }
        ) {
            self.busy = false;
        }
        if matches!(reply, Reply::BestMove { .. } | Reply::Eval { .. }) {
            crate::platform::page::engine_answered();
        }
        Some((self.on_event.clone(), JobEvent::Reply(reply)))
    }

    /// Posts `request` to the worker, counting it where the count is shared: the worker's analysis
    /// stops for it at once.
    fn post_to_worker(&self, worker: &Worker, request: &Request) -> bool {
        if let Some(count) = &self.requests_posted {
            // An Int32Array on a SharedArrayBuffer: Atomics cannot fail on it.
            Atomics::add(count, 0, 1).ok();
        }
        worker.post_message(&request.to_js()).is_ok()
    }

    /// Posts `request` to the loaded worker, after the threads it may use if they changed.
    fn post(&mut self, request: Request) {
        if let Some(worker) = &self.worker {
            let threads = wanted_threads();
            if self.threads_told != Some(threads)
                && self.post_to_worker(worker, &Request::Threads(threads))
            {
                self.threads_told = Some(threads);
            }
            self.busy = self.post_to_worker(worker, &request);
            self.interruptible = request.is_interruptible() || self.requests_posted.is_some();
        }
    }

    /// Starts `request` (with a fresh id), replacing whatever ran.
    fn send(&mut self, request: Request, this: Weak<RefCell<Connection>>) {
        if self.busy && !self.interruptible {
            // A move search or a review cannot be interrupted: drop the worker for a fresh one.
            self.stop();
        }
        self.id += 1;
        if self.worker.is_none() && !self.spawn(this) {
            self.fail().emit(JobEvent::Failed);
            return;
        }
        let request = request.with_id(self.id);
        if self.ready {
            self.post(request);
        } else {
            self.pending = Some(request);
        }
    }

    /// Starts the worker if there is none, so that its module loads before the first request (a
    /// worker that cannot start is reported by that request).
    fn warm(&mut self, this: Weak<RefCell<Connection>>) {
        if self.worker.is_none() {
            self.spawn(this);
        }
    }

    /// Stops the current request, if any; later replies to it are dropped.
    fn cancel(&mut self) {
        if self.busy && self.interruptible && self.ready {
            self.post(Request::Stop);
            self.busy = false;
        } else if self.busy {
            self.stop();
        }
        self.pending = None;
        self.id += 1;
    }
}

/// Runs `job` in a worker of its own whenever it changes (`None` stops the engine) and passes what
/// the worker reports to `on_event`. Replies to an earlier job are never passed on. With `warm`,
/// the worker starts before its first job: the engine's module (a download of its own) then loads
/// while the user thinks.
#[hook]
pub fn use_engine_job(job: Option<Request>, warm: bool, on_event: Callback<JobEvent>) {
    let conn = {
        let on_event = on_event.clone();
        use_memo((), move |_| {
            Rc::new(RefCell::new(Connection::new(on_event)))
        })
    };
    conn.borrow_mut().on_event = on_event;
    {
        let conn = (*conn).clone();
        use_effect_with(warm, move |&warm| {
            if warm {
                let this = Rc::downgrade(&conn);
                conn.borrow_mut().warm(this);
            }
        });
    }
    {
        let conn = (*conn).clone();
        use_effect_with(job, move |job| match job.clone() {
            Some(request) => {
                let this = Rc::downgrade(&conn);
                conn.borrow_mut().send(request, this);
            }
            None => conn.borrow_mut().cancel(),
        });
    }
    {
        let conn = (*conn).clone();
        use_boxed_effect(
            (),
            Box::new(move |_| Some(Box::new(move || conn.borrow_mut().stop()))),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_engine::Score;

    fn busy_with(id: u32) -> Connection {
        let mut conn = Connection::new(Callback::noop());
        conn.id = id;
        conn.busy = true;
        conn
    }

    fn eval(id: u32) -> Reply {
        Reply::Eval {
            id,
            ply: 0,
            score: Score::Cp(0),
            best: None,
        }
    }

    #[test]
    fn only_the_current_jobs_replies_pass() {
        let mut conn = busy_with(3);
        assert!(conn.receive(eval(2)).is_none());
        assert!(conn.receive(Reply::Done { id: 2 }).is_none());
        assert!(conn.busy, "an old job's end is not this job's");
        let (_, passed) = conn.receive(eval(3)).expect("passed on");
        assert_eq!(passed, JobEvent::Reply(eval(3)));
        assert!(conn.busy);
        assert!(conn.receive(Reply::Done { id: 3 }).is_some());
        assert!(!conn.busy);
    }

    #[test]
    fn a_cancelled_job_is_stale() {
        let mut conn = busy_with(3);
        conn.cancel();
        assert!(!conn.busy);
        assert!(conn.receive(eval(3)).is_none());
    }
}
