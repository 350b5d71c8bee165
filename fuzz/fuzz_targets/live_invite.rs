//! Fuzzes the live invite and reply decoders: any input is either refused with an error or decodes
//! to an invite or reply that encodes to the same payload and whose connection data rebuilds to a
//! session description that reads back the same. The first byte picks the decoder (even: invite,
//! odd: reply) and, from 2 on, seals the rest with the version and kind in front and a valid
//! checksum behind, so the parser behind the checksum is explored too; below 2 the rest is the
//! text as is.
#![no_main]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use libfuzzer_sys::fuzz_target;
use makruk_web::formats::link::checksum;
use makruk_web::live::invite::{
    decode_invite_any_age, decode_reply_any_age, encode_invite, encode_reply,
};
use makruk_web::live::sdp::{SdpKind, SetupRole, Signal};

/// The signal's rebuilt description reads back as the signal.
fn check_signal(signal: &Signal) {
    let kind = match signal.setup {
        SetupRole::ActPass => SdpKind::Offer,
        _ => SdpKind::Answer,
    };
    assert_eq!(Signal::from_sdp(&signal.to_sdp(kind)).as_ref(), Ok(signal));
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let reply = mode % 2 == 1;
    let text = if mode < 2 {
        match std::str::from_utf8(rest) {
            Ok(text) => text.to_string(),
            Err(_) => return,
        }
    } else {
        let mut sealed = vec![1, if reply { 2 } else { 1 }];
        sealed.extend_from_slice(rest);
        sealed.extend(checksum(&sealed));
        URL_SAFE_NO_PAD.encode(sealed)
    };
    if reply {
        if let Ok(reply) = decode_reply_any_age(&text) {
            assert_eq!(encode_reply(&reply), text.trim());
            check_signal(&reply.signal);
        }
    } else if let Ok(invite) = decode_invite_any_age(&text) {
        assert_eq!(encode_invite(&invite), text.trim());
        check_signal(&invite.signal);
    }
});
