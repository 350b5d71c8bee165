//! The engine's side of the Web Worker: answers search requests with `makruk-engine`.
use makruk_engine::{Engine, FnClock, Level, Score};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use super::protocol::{EngineScore, Reply, SearchRequest};

/// Transposition table size of the browser engine, in MiB.
const HASH_MB: usize = 16;

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    // Posting a string cannot fail short of the worker being torn down.
    scope.post_message(&JsValue::from_str(&reply.encode())).ok();
}

fn score(s: Score) -> EngineScore {
    match s {
        Score::Cp(cp) => EngineScore::Cp(cp),
        Score::Mate(n) => EngineScore::Mate(n),
    }
}

fn answer(engine: &mut Engine, scope: &DedicatedWorkerGlobalScope, req: &SearchRequest) {
    let id = req.id;
    let (pos, history) = match req.position() {
        Ok(found) => found,
        Err(text) => return post(scope, &Reply::Error { id, text }),
    };
    let level = Level::new(req.level).unwrap_or(Level::MAX);
    let limits = level.limits(req.movetime_ms);
    let clock = FnClock::new(js_sys::Date::now);
    let result = engine.search(&pos, &history, &limits, &clock, &mut |info| {
        if info.multipv == 1 {
            post(
                scope,
                &Reply::Info {
                    id,
                    depth: info.depth,
                    score: score(info.score),
                    nodes: info.nodes,
                    nps: info.nps,
                    pv: info.pv.iter().map(|m| m.to_string()).collect(),
                },
            );
        }
    });
    match result.best_move {
        Some(m) => post(
            scope,
            &Reply::BestMove {
                id,
                uci: m.to_string(),
            },
        ),
        None => post(
            scope,
            &Reply::Error {
                id,
                text: "no legal move".into(),
            },
        ),
    }
}

/// Runs the engine in this worker: call once from the worker script after the wasm loaded.
#[wasm_bindgen]
pub fn engine_worker_start() -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().dyn_into()?;
    let mut engine = Engine::new(HASH_MB);
    let reply_scope = scope.clone();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(req) = e
            .data()
            .as_string()
            .as_deref()
            .and_then(SearchRequest::decode)
        {
            answer(&mut engine, &reply_scope, &req);
        }
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    post(&scope, &Reply::Ready);
    Ok(())
}
