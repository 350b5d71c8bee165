//! Fuzzes the relay-frame decoder and a game's session behind it: any text is either refused with
//! an error or read as one of NIP-01's messages (an event written back reads the same), and a
//! host's session (one for the whole run, as a page keeps it) reads it without panicking.
#![no_main]

use std::sync::{Mutex, OnceLock};

use libfuzzer_sys::fuzz_target;
use makruk_signal::event::Event;
use makruk_signal::frame::RelayMessage;
use makruk_signal::keys::Keys;
use makruk_signal::secret::GameSecret;
use makruk_signal::session::Session;

const NOW_MS: u64 = 1_765_000_000_000;

fn session() -> &'static Mutex<Session> {
    static SESSION: OnceLock<Mutex<Session>> = OnceLock::new();
    SESSION.get_or_init(|| {
        let keys = Keys::from_secret(&[7; 32]).unwrap();
        Mutex::new(Session::host(keys, &GameSecret([9; 32]), None, NOW_MS).unwrap())
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(frame) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(RelayMessage::Event { event, .. }) = RelayMessage::decode(frame) {
        assert_eq!(Event::from_json(&event.to_json()), Ok(event));
    }
    session().lock().unwrap().on_frame(frame, NOW_MS);
});
