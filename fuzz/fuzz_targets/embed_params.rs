//! Fuzzes the embed page's URL parameters: any query string gives a set-up without panicking, and
//! the set-up is one the page can show (its moves are legal from its start position, the size
//! within its range; the level is a `Level`, valid by its type); every parameter that fell back is
//! named in a warning.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_web::embed::params::{parse_query, SIZE_RANGE};

fuzz_target!(|data: &[u8]| {
    let Ok(query) = std::str::from_utf8(data) else {
        return;
    };
    let (config, warnings) = parse_query(query);
    let mut pos = config.start.clone();
    for &m in &config.moves {
        assert!(pos.play(m).is_ok(), "{m} is not legal in {}", pos.to_fen());
    }
    if let Some(size) = config.size {
        assert!((SIZE_RANGE.0..=SIZE_RANGE.1).contains(&size));
    }
    assert!(warnings.iter().all(|w| w.starts_with("embed: ")));
});
