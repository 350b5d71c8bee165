//! `Engine`: the makruk-engine search, called synchronously from JavaScript.

use crate::board::Board;
use crate::js;
use crate::objects::{SearchInfo, SearchResult};
use crate::options::{whole, SearchOptions};
use crate::Error;
use js_sys::Function;
use makruk_engine::{Clock, FnClock, Info, DEFAULT_HASH_MB};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// A search engine with its own transposition table, kept between searches.
///
/// A search blocks the thread it runs on: for long searches, use the engine in a Web Worker.
#[wasm_bindgen]
pub struct Engine {
    engine: makruk_engine::Engine,
}

#[wasm_bindgen]
impl Engine {
    /// An engine with a `hashMb` MiB transposition table (default 16, at most 1024).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = hashMb, unchecked_optional_param_type = "number")] hash_mb: Option<
            f64,
        >,
    ) -> Result<Engine, Error> {
        let hash_mb = match hash_mb {
            Some(mb) => whole("hashMb", Some(mb), 1, 1024)? as usize,
            None => DEFAULT_HASH_MB,
        };
        Ok(Engine {
            engine: makruk_engine::Engine::new(hash_mb),
        })
    }

    /// Forgets what earlier searches learned (call between unrelated games).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.engine.new_game();
    }

    /// Searches the board's position (its history counts for repetitions) and returns
    /// `{ move, san, score, depth, pv, pvSan, nodes, timeMs }`, or `null` if there is no legal move.
    ///
    /// `options`: `{ movetimeMs?, depth?, nodes?, level?, multiPv? }`; with none, one second.
    /// `onInfo`, if given, is called after every completed iteration (once per line with `multiPv`)
    /// with `{ depth, seldepth, multiPv, score, nodes, nps, timeMs, pv, pvSan }`; returning `false`
    /// from it stops the search, and an exception thrown by it stops the search and is rethrown.
    /// Throws an `Error` naming a bad option.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "SearchResult | null")]
    pub fn best_move(
        &mut self,
        board: &Board,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions | null")] options: Option<
            Ts<SearchOptions>,
        >,
        #[wasm_bindgen(
            js_name = onInfo,
            unchecked_optional_param_type = "(info: SearchInfo) => boolean | void"
        )]
        on_info: Option<Function>,
    ) -> Result<JsValue, Error> {
        let options = js::from_object(options, "option")?;
        let clock = FnClock::new(js_sys::Date::now);
        let mut thrown = None;
        let result = self.search(board, &options, &clock, &mut |info| {
            let Some(callback) = &on_info else {
                return true;
            };
            let called = js::to_js(&SearchInfo::new(board, info))
                .map_err(JsValue::from)
                .and_then(|info| callback.call1(&JsValue::NULL, &info));
            match called {
                Ok(answer) => answer.as_bool() != Some(false),
                Err(value) => {
                    thrown = Some(value);
                    false
                }
            }
        });
        if let Some(value) = thrown {
            return Err(Error::Thrown(value));
        }
        js::to_js(&result.map(|result| SearchResult::new(board, &result)))
    }
}

impl Engine {
    /// Searches `board` with `options`; `on_info` sees every iteration's lines and returns whether
    /// to go on. `None` if the position has no legal move.
    pub(crate) fn search(
        &mut self,
        board: &Board,
        options: &SearchOptions,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info) -> bool,
    ) -> Option<makruk_engine::SearchResult> {
        let stop = self.engine.stop_handle();
        self.engine.clear_stop();
        let result = self.engine.search(
            board.position(),
            &board.history_hashes(),
            &options.limits(),
            clock,
            &mut |info| {
                if !on_info(info) {
                    stop.store(true, core::sync::atomic::Ordering::Relaxed);
                }
            },
        );
        self.engine.clear_stop();
        result.best_move.map(|_| result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_engine::{FrozenClock, Score};

    fn depth(d: f64) -> SearchOptions {
        let mut options = SearchOptions::default();
        options.set("depth", Some(d)).unwrap();
        options
    }

    #[test]
    fn finds_a_legal_move_and_reports_each_iteration() {
        let mut engine = Engine::new(Some(1.0)).unwrap();
        let board = Board::new(None, None).unwrap();
        let mut depths = Vec::new();
        let result = engine
            .search(&board, &depth(3.0), &FrozenClock, &mut |info| {
                depths.push(info.depth);
                true
            })
            .unwrap();
        assert!(board.position().is_legal(result.best_move.unwrap()));
        assert_eq!(result.pv.first(), result.best_move.as_ref());
        assert_eq!(depths, [1, 2, 3]);
    }

    #[test]
    fn callback_returning_false_stops_after_that_iteration() {
        let mut engine = Engine::new(Some(1.0)).unwrap();
        let board = Board::new(None, None).unwrap();
        let mut calls = 0;
        let result = engine
            .search(&board, &depth(6.0), &FrozenClock, &mut |_| {
                calls += 1;
                false
            })
            .unwrap();
        assert_eq!(calls, 1);
        assert!(result.depth <= 1);
        assert!(result.best_move.is_some());
    }

    #[test]
    fn finds_mate_in_one_and_none_when_mated() {
        let mut engine = Engine::new(Some(1.0)).unwrap();
        let board = Board::new(None, Some("k7/7R/1K6/8/8/8/8/8 w - - 0 1".into())).unwrap();
        let result = engine
            .search(&board, &depth(3.0), &FrozenClock, &mut |_| true)
            .unwrap();
        assert_eq!(result.score, Score::Mate(1));
        let mut after = board.copy();
        after.push(&result.best_move.unwrap().to_string()).unwrap();
        assert!(after.is_game_over());
        assert!(engine
            .search(&after, &depth(3.0), &FrozenClock, &mut |_| true)
            .is_none());
    }

    #[test]
    fn hash_size_is_checked() {
        assert_eq!(
            Engine::new(Some(0.0)).err().unwrap().to_string(),
            "option hashMb must be a whole number from 1 to 1024, got 0"
        );
    }
}
