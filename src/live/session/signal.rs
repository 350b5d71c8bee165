//! The signalling's small helpers shared by the one link (`relayed`), the hand-carried fallback
//! (`carried`) and the spectators (`watching`).
use std::cell::RefCell;
use std::rc::Rc;

use super::Session;
use crate::live::sdp::Signal;

/// Now, in milliseconds since 1970.
pub(super) fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A signal as the signalling payloads carry it.
pub(super) fn signal_bytes(signal: &Signal) -> Vec<u8> {
    let mut bytes = Vec::new();
    signal.write(&mut bytes);
    bytes
}

/// The signal of a signalling payload's bytes, if they are one and nothing more.
pub(super) fn read_signal(bytes: &[u8]) -> Option<Signal> {
    let mut reader = crate::formats::bytes::ByteReader::new(bytes);
    let signal = Signal::read(&mut reader).ok()?;
    reader.is_empty().then_some(signal)
}

/// Ends the one link's signalling once the running callback returns (it may be one of the
/// signalling's own).
pub(super) fn end_signalling(session: &Rc<RefCell<Session>>) {
    let signalling = session.borrow_mut().signalling.take();
    wasm_bindgen_futures::spawn_local(async move { drop(signalling) });
}
