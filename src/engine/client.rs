//! The app's side of the engine worker: the `use_engine` hook starts searches when the engine is to
//! move and turns the worker's replies into actions.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::prelude::*;

use super::protocol::{movetime_for_level, Reply, SearchRequest};
use crate::state::{Action, Notice, State, Thinking};

/// The worker script (copied into `dist/` by Trunk); its first message names the app's module.
pub(super) const WORKER_SCRIPT: &str = "engine-worker.js";

/// The URLs of the app's JS and wasm, as `boot.js` was told by Trunk.
pub(super) fn module_urls() -> Option<(String, String)> {
    let document = web_sys::window()?.document()?;
    let boot = document.get_element_by_id("boot")?;
    let base = document.base_uri().ok()??;
    let absolute = |attr: &str| {
        let relative = boot.get_attribute(attr)?;
        web_sys::Url::new_with_base(&relative, &base)
            .ok()
            .map(|u| u.href())
    };
    Some((absolute("data-js")?, absolute("data-wasm")?))
}

/// The search the state asks for, without an id (`None` when the engine is not to move).
fn wanted_search(state: &State) -> Option<SearchRequest> {
    let level = state.settings.engine_level()?;
    state.engine_to_move().then(|| SearchRequest {
        id: 0,
        variant: state.settings.variant,
        level,
        movetime_ms: match state.settings.clock {
            Some(tc) => movetime_for_level(level).min(tc.base_ms / 40 + tc.increment_ms * 3 / 4),
            None => movetime_for_level(level),
        },
        start_fen: state.game.start().to_fen(),
        moves: state.game.moves().iter().map(|m| m.to_string()).collect(),
    })
}

/// A live connection to the worker.
struct Conn {
    worker: Option<Worker>,
    ready: bool,
    busy: bool,
    pending: Option<String>,
    id: u32,
    best_so_far: Option<String>,
    dispatch: Callback<Action>,
    onmessage: Option<Closure<dyn FnMut(MessageEvent)>>,
    onerror: Option<Closure<dyn FnMut(web_sys::Event)>>,
}

impl Conn {
    fn new(dispatch: Callback<Action>) -> Conn {
        Conn {
            worker: None,
            ready: false,
            busy: false,
            pending: None,
            id: 0,
            best_so_far: None,
            dispatch,
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
    }

    fn spawn(&mut self, this: Weak<RefCell<Conn>>) {
        let Some((js, wasm)) = module_urls() else {
            return;
        };
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let Ok(worker) = Worker::new_with_options(WORKER_SCRIPT, &options) else {
            return;
        };
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let reply = e.data().as_string().as_deref().and_then(Reply::decode);
            if let (Some(conn), Some(reply)) = (this.upgrade(), reply) {
                let action = conn.borrow_mut().receive(reply);
                if let Some((dispatch, action)) = action {
                    dispatch.emit(action);
                }
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        self.onmessage = Some(onmessage);
        let dispatch = self.dispatch.clone();
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            dispatch.emit(Action::Notify(Notice::EngineUnavailable));
        });
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        self.onerror = Some(onerror);
        let init = format!("init\n{js}\n{wasm}");
        if worker.post_message(&JsValue::from_str(&init)).is_err() {
            worker.terminate();
            return;
        }
        self.worker = Some(worker);
    }

    /// Handles a reply; returns the action to dispatch once the connection is released.
    fn receive(&mut self, reply: Reply) -> Option<(Callback<Action>, Action)> {
        match reply {
            Reply::Ready => {
                self.ready = true;
                if let (Some(worker), Some(request)) = (&self.worker, self.pending.take()) {
                    self.busy = worker.post_message(&JsValue::from_str(&request)).is_ok();
                }
                None
            }
            Reply::Info {
                id,
                depth,
                score,
                nodes,
                nps,
                pv,
                ..
            } if id == self.id => {
                self.best_so_far = pv.first().cloned();
                let thinking = Thinking {
                    depth,
                    score,
                    nodes,
                    nps,
                    pv,
                };
                Some((self.dispatch.clone(), Action::EngineInfo(thinking)))
            }
            Reply::BestMove { id, uci } if id == self.id => {
                self.busy = false;
                Some((self.dispatch.clone(), Action::EngineMove(uci)))
            }
            Reply::Error { id, .. } if id == self.id => {
                self.busy = false;
                None
            }
            _ => None,
        }
    }

    fn search(&mut self, mut request: SearchRequest, this: Weak<RefCell<Conn>>) {
        if self.busy {
            // A search cannot be interrupted: drop the worker and start a fresh one.
            self.stop();
        }
        if self.worker.is_none() {
            self.spawn(this);
        }
        self.id += 1;
        self.best_so_far = None;
        request.id = self.id;
        let text = request.encode();
        match (&self.worker, self.ready) {
            (Some(worker), true) => {
                self.busy = worker.post_message(&JsValue::from_str(&text)).is_ok();
            }
            _ => self.pending = Some(text),
        }
    }

    /// Stops the search and returns its best move so far.
    fn move_now(&mut self) -> Option<String> {
        if !self.busy {
            return None;
        }
        let best = self.best_so_far.take()?;
        self.stop();
        self.id += 1;
        Some(best)
    }
}

/// Runs the engine whenever the state says it is to move; returns the "move now" callback.
#[hook]
pub fn use_engine(state: &UseReducerHandle<State>) -> Callback<()> {
    let dispatcher = state.dispatcher();
    let conn = use_memo((), move |_| {
        let dispatch = Callback::from(move |action: Action| dispatcher.dispatch(action));
        Rc::new(RefCell::new(Conn::new(dispatch)))
    });
    {
        let conn = (*conn).clone();
        use_effect_with(wanted_search(state), move |wanted| match wanted.clone() {
            Some(request) => {
                let this = Rc::downgrade(&conn);
                conn.borrow_mut().search(request, this);
            }
            None => {
                let mut c = conn.borrow_mut();
                if c.busy {
                    c.stop();
                }
                c.id += 1;
            }
        });
    }
    {
        let conn = (*conn).clone();
        use_effect_with((), move |_| move || conn.borrow_mut().stop());
    }
    let dispatch = state.dispatcher();
    Callback::from(move |()| {
        let best = conn.borrow_mut().move_now();
        if let Some(uci) = best {
            dispatch.dispatch(Action::EngineMove(uci));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::protocol::EngineScore;

    fn info(id: u32, pv: &[&str]) -> Reply {
        Reply::Info {
            id,
            multipv: 1,
            depth: 3,
            score: EngineScore::Cp(12),
            nodes: 100,
            nps: 1000,
            pv: pv.iter().map(|m| m.to_string()).collect(),
        }
    }

    fn conn_searching(id: u32) -> Conn {
        let mut conn = Conn::new(Callback::noop());
        conn.id = id;
        conn.busy = true;
        conn
    }

    #[test]
    fn replies_to_an_old_search_are_ignored() {
        let mut conn = conn_searching(2);
        assert!(conn.receive(info(1, &["e3e4"])).is_none());
        let stale = Reply::BestMove {
            id: 1,
            uci: "e3e4".into(),
        };
        assert!(conn.receive(stale).is_none());
        assert!(conn.busy);
        assert_eq!(conn.best_so_far, None);
    }

    #[test]
    fn progress_and_best_move_become_actions() {
        let mut conn = conn_searching(2);
        let (_, action) = conn.receive(info(2, &["d6d5", "e3e4"])).expect("an action");
        assert!(matches!(action, Action::EngineInfo(t) if t.depth == 3 && t.pv.len() == 2));
        assert_eq!(conn.best_so_far.as_deref(), Some("d6d5"));
        let best = Reply::BestMove {
            id: 2,
            uci: "d6d5".into(),
        };
        let (_, action) = conn.receive(best).expect("an action");
        assert_eq!(action, Action::EngineMove("d6d5".into()));
        assert!(!conn.busy);
    }

    #[test]
    fn move_now_hands_over_the_best_move_so_far_once() {
        let mut conn = conn_searching(5);
        assert_eq!(conn.move_now(), None, "no iteration finished yet");
        conn.receive(info(5, &["b1d2"]));
        assert_eq!(conn.move_now().as_deref(), Some("b1d2"));
        assert!(!conn.busy);
        assert_eq!(conn.move_now(), None);
        assert!(
            conn.receive(info(5, &["e3e4"])).is_none(),
            "the stopped search is stale"
        );
    }
}
