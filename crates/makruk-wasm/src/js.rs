//! Building and reading plain JavaScript objects.

use crate::{names, Error};
use js_sys::{Array, Object, Reflect};
use makruk_core::{Counting, Outcome};
use makruk_engine::Score;
use wasm_bindgen::JsValue;

/// A plain object built key by key.
pub(crate) struct ObjectBuilder(Object);

impl ObjectBuilder {
    /// An empty object.
    pub(crate) fn new() -> ObjectBuilder {
        ObjectBuilder(Object::new())
    }

    /// Sets `key` to `value`.
    pub(crate) fn set(self, key: &str, value: impl Into<JsValue>) -> ObjectBuilder {
        // Defining a string key on a fresh plain object cannot fail.
        Reflect::set(&self.0, &JsValue::from_str(key), &value.into()).ok();
        self
    }

    /// The finished object.
    pub(crate) fn build(self) -> JsValue {
        self.0.into()
    }
}

/// A JavaScript array of strings.
pub(crate) fn strings(items: &[String]) -> JsValue {
    items
        .iter()
        .map(|s| JsValue::from_str(s))
        .collect::<Array>()
        .into()
}

/// `{ winner, reason, result, description }`.
pub(crate) fn outcome(outcome: &Outcome) -> JsValue {
    ObjectBuilder::new()
        .set(
            "winner",
            outcome
                .winner
                .map_or(JsValue::NULL, |c| names::color(c).into()),
        )
        .set("reason", names::end_reason(outcome.reason))
        .set("result", outcome.result())
        .set("description", outcome.reason.to_string())
        .build()
}

/// `{ counter, kind, ply, limit, moves, limitMoves }`.
pub(crate) fn counting(counting: &Counting) -> JsValue {
    ObjectBuilder::new()
        .set("counter", names::color(counting.counter))
        .set("kind", names::count_kind(counting.kind))
        .set("ply", counting.ply)
        .set("limit", counting.limit)
        .set("moves", counting.moves())
        .set("limitMoves", counting.limit_moves())
        .build()
}

/// `{ cp }` or `{ mate }` (moves; negative when the side to move gets mated).
pub(crate) fn score(score: Score) -> JsValue {
    match score {
        Score::Cp(cp) => ObjectBuilder::new().set("cp", cp).build(),
        Score::Mate(moves) => ObjectBuilder::new().set("mate", moves).build(),
    }
}

/// The own enumerable `[key, value]` pairs of `value` (nothing if it is `undefined` or `null`).
pub(crate) fn entries(value: &JsValue, what: &str) -> Result<Vec<(String, JsValue)>, Error> {
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    if !value.is_object() {
        return Err(Error::new(format!(
            "the {what}s must be given as an object"
        )));
    }
    Ok(Object::entries(&Object::from(value.clone()))
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            // Object.entries gives string keys only.
            let key = pair.get(0).as_string().unwrap_or_default();
            (key, pair.get(1))
        })
        .collect())
}

/// The own `[key, value]` pairs of `value`, whose values must all be strings.
pub(crate) fn string_entries(value: &JsValue, what: &str) -> Result<Vec<(String, String)>, Error> {
    entries(value, what)?
        .into_iter()
        .map(|(key, value)| match value.as_string() {
            Some(text) => Ok((key, text)),
            None => Err(Error::new(format!("{what} {key:?} must be a string"))),
        })
        .collect()
}
