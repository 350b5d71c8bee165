//! The error every fallible call throws: a JavaScript `Error` with the core's message.

use core::fmt;
use wasm_bindgen::JsValue;

/// Why a call failed. Thrown to JavaScript as an `Error` whose `message` is the text here
/// (or, for [`Error::Thrown`], the JavaScript exception itself).
#[derive(Debug)]
pub enum Error {
    /// A message from the rules core or about a bad argument.
    Message(String),
    /// A JavaScript exception, thrown as it is: the value an info callback threw, or the `Error`
    /// serde-wasm-bindgen made for a value it could not convert.
    Thrown(JsValue),
}

impl Error {
    /// An error with `message`.
    pub(crate) fn new(message: impl fmt::Display) -> Error {
        Error::Message(message.to_string())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Message(text) => f.write_str(text),
            Error::Thrown(_) => f.write_str("a JavaScript exception"),
        }
    }
}

impl From<serde_wasm_bindgen::Error> for Error {
    fn from(error: serde_wasm_bindgen::Error) -> Error {
        Error::Thrown(error.into())
    }
}

impl From<Error> for JsValue {
    fn from(error: Error) -> JsValue {
        match error {
            Error::Message(text) => js_sys::Error::new(&text).into(),
            Error::Thrown(value) => value,
        }
    }
}
