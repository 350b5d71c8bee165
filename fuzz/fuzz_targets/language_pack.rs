//! Fuzzes the language packs' reader (src/i18n/pack.rs over src/i18n/fluent.rs): any text reads as
//! a pack or is refused with the line it is on, without panicking; every message of a pack that
//! reads is found by its key.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_web::i18n::pack::{Pack, PackError};

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
