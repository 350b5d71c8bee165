//! Fuzzes the signalling-payload decoder: any input is either refused with an error or decodes to
//! a payload that encodes to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_signal::payload::Payload;

fuzz_target!(|data: &[u8]| {
    if let Ok(payload) = Payload::decode(data) {
        assert_eq!(payload.encode(), data);
    }
});
