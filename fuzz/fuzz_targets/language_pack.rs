//! Fuzzes the language packs' reader (src/text/pack.rs over src/text/fluent.rs): any text reads as
//! a pack or is refused with the line it is on, without panicking; every message of a pack that
//! reads is found by its key.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_web::text::pack::{Pack, PackError};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Pack::read(text) {
        Ok(pack) => {
            for name in pack.keys() {
                let _ = pack.variables(name);
            }
        }
        Err(PackError::Syntax(e)) => assert!(e.line >= 1 && e.line <= text.lines().count().max(1) + 1),
        Err(_) => {}
    }
});
