//! Fuzzes the other decoders of makruk-signal, the first byte choosing one: 0 a lobby entry, 1 an
//! acceptance, 2 a chat message, 3 a link's payload (as text). Any input is either refused with an
//! error or decodes to a value that encodes to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_signal::chat::ChatMessage;
use makruk_signal::link::{decode_link_any_age, encode_link};
use makruk_signal::lobby::{Acceptance, Entry};

fuzz_target!(|data: &[u8]| {
    let Some((mode, rest)) = data.split_first() else {
        return;
    };
    match mode % 4 {
        0 => {
            if let Ok(entry) = Entry::decode(rest) {
                assert_eq!(entry.encode(), rest);
            }
        }
        1 => {
            if let Ok(acceptance) = Acceptance::decode(rest) {
                assert_eq!(acceptance.encode(), rest);
            }
        }
        2 => {
            if let Ok(message) = ChatMessage::decode(rest) {
                assert_eq!(message.encode(), rest);
            }
        }
        _ => {
            if let Ok(text) = std::str::from_utf8(rest) {
                if let Ok(link) = decode_link_any_age(text) {
                    assert_eq!(encode_link(&link), text.trim());
                }
            }
        }
    }
});
