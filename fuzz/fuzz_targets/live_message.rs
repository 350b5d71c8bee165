//! Fuzzes the live data channel's message decoder: any input is either refused with an error or
//! decodes to a message that encodes to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_web::live::messages::{decode, encode};

fuzz_target!(|data: &[u8]| {
    if let Ok(message) = decode(data) {
        assert_eq!(encode(&message), data);
    }
});
