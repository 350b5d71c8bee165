//! The engine's side of the Web Worker: answers search, analysis and review requests with
//! `makruk-engine`.
use makruk_engine::{Engine, FnClock, Info, Limits, Score};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use super::protocol::{AnalyseRequest, Reply, Request, ReviewRequest, SearchRequest, MAX_LINES};

/// Transposition table size of the browser engine, in MiB.
const HASH_MB: usize = 16;

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    // Posting plain data cannot fail short of the worker being torn down.
    scope.post_message(&reply.to_js()).ok();
}

/// The progress report of one line.
fn info_reply(id: u32, info: &Info) -> Reply {
    Reply::Info {
        id,
        multipv: u32::try_from(info.multipv).unwrap_or(u32::MAX),
        depth: info.depth,
        score: info.score,
        nodes: info.nodes,
        nps: info.nps,
        pv: info.pv.iter().map(|m| m.to_string()).collect(),
    }
}

fn search(engine: &mut Engine, scope: &DedicatedWorkerGlobalScope, req: &SearchRequest) {
    let id = req.id;
    let (pos, history) = match req.game.position() {
        Ok(found) => found,
        Err(text) => return post(scope, &Reply::Error { id, text }),
    };
    let limits = Limits {
        repetition_ends_game: req.game.repetition_ends_game,
        ..req.level.limits(req.movetime_ms)
    };
    let clock = FnClock::new(js_sys::Date::now);
    let result = engine.search(&pos, &history, &limits, &clock, &mut |info| {
        if info.multipv == 1 {
            post(scope, &info_reply(id, info));
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

fn analyse(engine: &mut Engine, scope: &DedicatedWorkerGlobalScope, req: &AnalyseRequest) {
    let id = req.id;
    let (pos, history) = match req.game.position() {
        Ok(found) => found,
        Err(text) => return post(scope, &Reply::Error { id, text }),
    };
    let limits = Limits {
        movetime_ms: Some(req.movetime_ms),
        multipv: usize::from(req.lines.clamp(1, MAX_LINES)),
        repetition_ends_game: req.game.repetition_ends_game,
        ..Limits::default()
    };
    let clock = FnClock::new(js_sys::Date::now);
    let result = engine.search(&pos, &history, &limits, &clock, &mut |info| {
        post(scope, &info_reply(id, info));
    });
    finish(scope, id, result.best_move.map(|m| m.to_string()));
}

fn review(engine: &mut Engine, scope: &DedicatedWorkerGlobalScope, req: &ReviewRequest) {
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
        let reply = match pos.outcome() {
            Some(outcome) => Reply::Eval {
                id,
                ply,
                score: Score::of_outcome(outcome, pos.turn()),
                best: None,
            },
            None => {
                let clock = FnClock::new(js_sys::Date::now);
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

/// Runs the engine in this worker: call once from the worker script after the wasm loaded.
#[wasm_bindgen]
pub fn engine_worker_start() -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().dyn_into()?;
    let mut engine = Engine::new(HASH_MB);
    let reply_scope = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        match Request::from_js(e.data()) {
            Some(Request::Search(req)) => search(&mut engine, &reply_scope, &req),
            Some(Request::Analyse(req)) => analyse(&mut engine, &reply_scope, &req),
            Some(Request::Review(req)) => review(&mut engine, &reply_scope, &req),
            None => {}
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(&scope, &Reply::Ready);
    Ok(())
}
