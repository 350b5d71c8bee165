//! Conversions between JavaScript values and the API's serde types, by serde-wasm-bindgen.

use crate::Error;
use core::fmt;
use serde::de::{DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::JsValue;

/// `value` as a JavaScript value; `None` becomes `null`, as the tsify declarations
/// (`missing_as_null`) say.
pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, Error> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    Ok(value.serialize(&serializer)?)
}

/// The object JavaScript passed for `T`, read; `T`'s default when it passed `undefined` or
/// `null`, and an error saying that the `what`s must be given as an object for anything else.
pub(crate) fn from_object<T>(given: Option<Ts<T>>, what: &str) -> Result<T, Error>
where
    T: Tsify + DeserializeOwned + Default,
{
    let Some(given) = given else {
        return Ok(T::default());
    };
    let value = given.js_value();
    if !value.is_object() {
        return Err(Error::new(format!(
            "the {what}s must be given as an object"
        )));
    }
    Ok(serde_wasm_bindgen::from_value(value)?)
}

/// The own enumerable properties of a JavaScript object, in their order, each value as
/// JavaScript gave it.
pub(crate) struct Properties(pub(crate) Vec<(String, JsValue)>);

/// A JavaScript value passed through serde unchanged.
#[derive(Deserialize)]
struct Preserved(#[serde(with = "serde_wasm_bindgen::preserve")] JsValue);

impl<'de> Deserialize<'de> for Properties {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Properties, D::Error> {
        /// Collects the entries of a map in order.
        struct EntriesVisitor;

        impl<'de> Visitor<'de> for EntriesVisitor {
            type Value = Properties;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Properties, A::Error> {
                let mut properties = Vec::new();
                while let Some((key, Preserved(value))) = map.next_entry()? {
                    properties.push((key, value));
                }
                Ok(Properties(properties))
            }
        }

        deserializer.deserialize_map(EntriesVisitor)
    }
}
