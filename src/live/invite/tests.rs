use super::*;
use crate::live::sdp::{Address, Candidate, CandidateKind, Protocol};
use makruk_core::Sutras;
use std::net::Ipv4Addr;

const OFFER: &str = include_str!("../../../tests/fixtures/live/offer-chromium.sdp");
const ANSWER: &str = include_str!("../../../tests/fixtures/live/answer-chromium.sdp");
const NOW: u64 = 1_796_000_000;

/// The offer's signal with only its first (mDNS) candidate.
fn one_candidate(sdp: &str) -> Signal {
    let mut signal = Signal::from_sdp(sdp).unwrap();
    signal.candidates.truncate(1);
    signal
}

fn invite() -> Invite {
    Invite {
        id: 0x1234_5678_9abc_def0,
        created_s: NOW,
        host_name: "Somchai".into(),
        game: LiveGame {
            game_id: 0x0fed_cba9_8765_4321,
            variant: Variant::Makruk,
            options: crate::settings::GameSettings::options_for(Variant::Makruk),
            handicap: [RueaTilt::None, RueaTilt::AFile],
            clock: Some(TimeControl::new(5, 3)),
            host_side: Color::White,
            resume_plies: 0,
        },
        signal: one_candidate(OFFER),
    }
}

fn reply() -> Reply {
    Reply {
        invite_id: 0x1234_5678_9abc_def0,
        created_s: NOW + 30,
        guest_name: "ดวงใจ".into(),
        signal: one_candidate(ANSWER),
    }
}

/// An invite resuming a Cambodian game: the host Black, changed options, no clock, the offer's
/// two candidates and a server-reflexive one.
fn resumed_invite() -> Invite {
    let mut invite = invite();
    invite.id = 7;
    invite.host_name = String::new();
    invite.game.variant = Variant::Cambodian;
    invite.game.options.repetition_ends_game = true;
    invite.game.options.sutras = Sutras::NONE;
    invite.game.handicap = [RueaTilt::Both, RueaTilt::HFile];
    invite.game.clock = None;
    invite.game.host_side = Color::Black;
    invite.game.resume_plies = 41;
    invite.signal = Signal::from_sdp(OFFER).unwrap();
    invite.signal.candidates.push(Candidate {
        foundation: 842163049,
        component: 1,
        protocol: Protocol::Udp,
        priority: 1686052607,
        address: Address::V4(Ipv4Addr::new(203, 0, 113, 7)),
        port: 61234,
        kind: CandidateKind::ServerReflexive,
        related: Some((Address::V4(Ipv4Addr::UNSPECIFIED), 0)),
        tcp_type: None,
    });
    invite
}

/// `payload` with its bytes (without the checksum) changed by `change`, sealed again.
fn reseal(payload: &str, change: impl FnOnce(&mut Vec<u8>)) -> String {
    let mut bytes = URL_SAFE_NO_PAD.decode(payload).unwrap();
    bytes.truncate(bytes.len() - 4);
    change(&mut bytes);
    seal(bytes)
}

#[test]
fn invites_and_replies_round_trip_and_are_short() {
    for invite in [invite(), resumed_invite()] {
        let payload = encode_invite(&invite);
        assert_eq!(decode_invite(&payload, NOW), Ok(invite));
    }
    let reply = reply();
    let payload = encode_reply(&reply);
    assert_eq!(decode_reply(&payload, NOW), Ok(reply));
    let sizes = [
        encode_invite(&invite()).len(),
        encode_reply(&self::reply()).len(),
        encode_invite(&resumed_invite()).len(),
    ];
    println!(
        "invite {} reply {} resumed invite (3 candidates) {}",
        sizes[0], sizes[1], sizes[2]
    );
    assert!(sizes[0] < 200 && sizes[1] < 200, "{sizes:?}");
}

#[test]
fn names_are_written_as_the_app_keeps_them() {
    let mut invite = invite();
    invite.host_name = "a\tvery long name of many characters".into();
    let decoded = decode_invite(&encode_invite(&invite), NOW).unwrap();
    assert_eq!(decoded.host_name, clean_name(&invite.host_name));
    let unclean = reseal(&encode_invite(&self::invite()), |bytes| bytes[16] = b'\n');
    assert_eq!(decode_invite(&unclean, NOW), Err(InviteError::Name));
    let not_utf8 = reseal(&encode_invite(&self::invite()), |bytes| bytes[16] = 0xff);
    assert_eq!(decode_invite(&not_utf8, NOW), Err(InviteError::Name));
}

#[test]
fn the_age_is_checked() {
    let payload = encode_invite(&invite());
    assert!(decode_invite(&payload, NOW + INVITE_LIFETIME_S).is_ok());
    assert_eq!(
        decode_invite(&payload, NOW + INVITE_LIFETIME_S + 1),
        Err(InviteError::Expired)
    );
    assert!(decode_invite(&payload, NOW - CLOCK_SKEW_S).is_ok());
    assert_eq!(
        decode_invite(&payload, NOW - CLOCK_SKEW_S - 1),
        Err(InviteError::FromTheFuture)
    );
    let reply = encode_reply(&reply());
    assert_eq!(decode_reply(&reply, u64::MAX), Err(InviteError::Expired));
    assert_eq!(decode_reply(&reply, 0), Err(InviteError::FromTheFuture));
    assert!(decode_reply_any_age(&reply).is_ok());
}

#[test]
fn changed_or_cut_payloads_are_refused() {
    let payload = encode_invite(&invite());
    for i in 0..payload.len() {
        for c in ['A', 'z', '-'] {
            let mut changed = payload.clone().into_bytes();
            if changed[i] == c as u8 {
                continue;
            }
            changed[i] = c as u8;
            let changed = String::from_utf8(changed).unwrap();
            let error = decode_invite(&changed, NOW).unwrap_err();
            assert!(
                matches!(error, InviteError::Checksum | InviteError::Encoding),
                "{i} {c}: {error:?}"
            );
        }
    }
    for len in 0..payload.len() {
        let error = decode_invite(&payload[..len], NOW).unwrap_err();
        assert!(
            matches!(
                error,
                InviteError::Checksum | InviteError::Encoding | InviteError::Truncated
            ),
            "{len}: {error:?}"
        );
    }
    assert_eq!(decode_invite("", NOW), Err(InviteError::Truncated));
    assert_eq!(decode_invite("a b", NOW), Err(InviteError::Encoding));
    assert_eq!(
        decode_invite(&format!("{payload}="), NOW),
        Err(InviteError::Encoding)
    );
}

/// A change made to a payload's bytes.
type Change = dyn FnOnce(&mut Vec<u8>);

#[test]
fn every_field_is_checked() {
    let invite = encode_invite(&invite());
    let reply = encode_reply(&reply());
    assert_eq!(decode_invite(&reply, NOW), Err(InviteError::WrongKind));
    assert_eq!(decode_reply(&invite, NOW), Err(InviteError::WrongKind));
    // Offsets: version 0, kind 1, id 2–9, created 10–14, name 15–22, game id 23–30, variant 31,
    // flags 32, options 33, clock 34–38, plies 39, signal from 40.
    let cases: Vec<(Box<Change>, InviteError)> = vec![
        (Box::new(|b| b[0] = 2), InviteError::Version(2)),
        (Box::new(|b| b[1] = 3), InviteError::WrongKind),
        (Box::new(|b| b.truncate(1)), InviteError::Truncated),
        (Box::new(|b| b.truncate(2)), InviteError::Truncated),
        (Box::new(|b| b.truncate(30)), InviteError::Truncated),
        (Box::new(|b| b.push(0)), InviteError::TrailingBytes),
        (Box::new(|b| b[15] = 65), InviteError::Name),
        (Box::new(|b| b[31] = 6), InviteError::Variant),
        (Box::new(|b| b[32] |= 0x40), InviteError::Settings),
        (
            Box::new(|b| {
                b.splice(33..34, *b"\x09counting=");
            }),
            InviteError::Options(OptionsError::Value {
                name: "counting".into(),
                value: String::new(),
            }),
        ),
        (
            Box::new(|b| {
                b.splice(33..34, *b"\x0fcounting=manual");
            }),
            InviteError::Options(OptionsError::Unreadable),
        ),
        (
            // The clock's base read as the plies.
            Box::new(|b| b[32] &= !WITH_CLOCK),
            InviteError::Plies,
        ),
        (
            Box::new(|b| {
                b.splice(34..37, [0]);
            }),
            InviteError::Clock,
        ),
        (
            Box::new(|b| {
                b.splice(34..37, [0x81, 0xc0, 0xcb, 0x29]);
            }),
            InviteError::Clock,
        ),
        (
            Box::new(|b| {
                b.splice(39..40, [0x81, 0x20]);
            }),
            InviteError::Plies,
        ),
        (
            Box::new(|b| b[40] = 0xff),
            InviteError::Signal(SdpError::BadCredentials),
        ),
        // A varint longer than needed.
        (
            Box::new(|b| {
                b.splice(39..40, [0x80, 0x00]);
            }),
            InviteError::Truncated,
        ),
    ];
    for (i, (change, error)) in cases.into_iter().enumerate() {
        assert_eq!(
            decode_invite(&reseal(&invite, change), NOW),
            Err(error),
            "case {i}"
        );
    }
    assert_eq!(
        decode_reply(&reseal(&reply, |b| b.push(1)), NOW),
        Err(InviteError::TrailingBytes)
    );
}

#[test]
fn find_payload_reads_links_and_bare_payloads() {
    let cases = [
        ("https://example.org/makruk/#live=AbC-_9", Some("AbC-_9")),
        ("  'https://example.org/?x=1#live=AbC'\n", Some("AbC")),
        (
            "Join me: https://example.org/#live=AbC&utm=1 thanks",
            Some("AbC"),
        ),
        ("live=AbC", Some("AbC")),
        ("AbC-_9", Some("AbC-_9")),
        ("\"AbC\"", Some("AbC")),
        ("https://example.org/#reply=XyZ", Some("XyZ")),
        ("https://example.org/#live=", None),
        ("   ", None),
        ("", None),
    ];
    for (text, payload) in cases {
        assert_eq!(find_payload(text, INVITE_KEY), payload, "{text}");
    }
    assert_eq!(find_payload("#alive=1#live=AbC", INVITE_KEY), Some("AbC"));
    let link = format!("https://example.org/#reply={}", encode_reply(&reply()));
    let payload = find_payload(&link, INVITE_KEY).unwrap();
    assert_eq!(decode_invite(payload, NOW), Err(InviteError::WrongKind));
    assert_eq!(
        decode_reply(find_payload(&link, REPLY_KEY).unwrap(), NOW),
        Ok(reply())
    );
}

#[test]
fn errors_are_told_in_plain_english() {
    assert_eq!(
        InviteError::Expired.to_string(),
        "the invitation has expired"
    );
    assert_eq!(
        InviteError::Signal(SdpError::NoCandidates).to_string(),
        SdpError::NoCandidates.to_string()
    );
}

/// Fixtures: file name and what it holds.
type Fixtures<T> = Vec<(&'static str, T)>;

/// The fixtures of version 1: file name and what it holds.
fn fixtures() -> (Fixtures<Invite>, Fixtures<Reply>) {
    (
        vec![
            ("makruk-clock-handicap.invite", invite()),
            ("cambodian-resumed-black.invite", resumed_invite()),
        ],
        vec![("thai-name.reply", reply())],
    )
}

fn fixture_path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/live/v1")
        .join(name)
}

/// Writes the fixtures: `cargo test -p makruk-web --lib write_invite_fixtures -- --ignored`.
#[test]
#[ignore]
fn write_invite_fixtures() {
    let (invites, replies) = fixtures();
    for (name, invite) in invites {
        std::fs::write(fixture_path(name), encode_invite(&invite) + "\n").unwrap();
    }
    for (name, reply) in replies {
        std::fs::write(fixture_path(name), encode_reply(&reply) + "\n").unwrap();
    }
}

/// Formats are forever: every fixture still reads as what it held, and is written the same.
#[test]
fn fixtures_still_decode() {
    let (invites, replies) = fixtures();
    for (name, invite) in invites {
        let text = std::fs::read_to_string(fixture_path(name)).unwrap();
        let payload = find_payload(&text, INVITE_KEY).unwrap();
        assert_eq!(
            decode_invite(payload, invite.created_s).as_ref(),
            Ok(&invite),
            "{name}"
        );
        assert_eq!(encode_invite(&invite), payload, "{name}");
    }
    for (name, reply) in replies {
        let text = std::fs::read_to_string(fixture_path(name)).unwrap();
        let payload = find_payload(&text, REPLY_KEY).unwrap();
        assert_eq!(
            decode_reply(payload, reply.created_s).as_ref(),
            Ok(&reply),
            "{name}"
        );
        assert_eq!(encode_reply(&reply), payload, "{name}");
    }
}

#[test]
fn every_invite_error_has_its_message_in_every_language() {
    let errors = [
        InviteError::Encoding,
        InviteError::Checksum,
        InviteError::Version(9),
        InviteError::Truncated,
        InviteError::TrailingBytes,
        InviteError::WrongKind,
        InviteError::Variant,
        InviteError::Settings,
        InviteError::Options(OptionsError::Unknown("castling".into())),
        InviteError::Clock,
        InviteError::Name,
        InviteError::Plies,
        InviteError::Signal(SdpError::NoCandidates),
        InviteError::Expired,
        InviteError::FromTheFuture,
    ];
    for error in &errors {
        match error {
            InviteError::Encoding
            | InviteError::Checksum
            | InviteError::Version(_)
            | InviteError::Truncated
            | InviteError::TrailingBytes
            | InviteError::WrongKind
            | InviteError::Variant
            | InviteError::Settings
            | InviteError::Options(_)
            | InviteError::Clock
            | InviteError::Name
            | InviteError::Plies
            | InviteError::Signal(_)
            | InviteError::Expired
            | InviteError::FromTheFuture => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 15);
    for error in &errors {
        crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, error)
        });
    }
    assert_eq!(
        error_text(Lang::En, &InviteError::Version(9)),
        "it was made by another version of the app (format 9)"
    );
    assert_eq!(
        error_text(Lang::Km, &InviteError::Version(9)),
        "វាត្រូវបានបង្កើតដោយកំណែផ្សេងនៃកម្មវិធី (ទម្រង់ ៩)"
    );
}

#[test]
fn an_invite_to_a_game_under_walkers_rules_carries_them() {
    let mut walker = invite();
    walker.game.options = walker
        .game
        .options
        .with_rule_set(makruk_core::RuleSet::Walker);
    let back = decode_invite(&encode_invite(&walker), NOW).expect("a Walker invite");
    assert_eq!(back.game.options.rule_set, makruk_core::RuleSet::Walker);
    assert_eq!(back, walker);
}

#[test]
fn a_one_links_settings_round_trip_and_bad_ones_are_refused() {
    let game = resumed_invite().game;
    let bytes = encode_link_settings("Somchai", &game);
    assert_eq!(bytes[0], LINK_SETTINGS_VERSION);
    assert_eq!(
        decode_link_settings(&bytes),
        Ok(("Somchai".to_string(), game))
    );
    let mut later = bytes.clone();
    later[0] = 2;
    assert_eq!(decode_link_settings(&later), Err(InviteError::Version(2)));
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        decode_link_settings(&longer),
        Err(InviteError::TrailingBytes)
    );
    assert_eq!(
        decode_link_settings(&bytes[..bytes.len() - 1]),
        Err(InviteError::Truncated)
    );
    assert_eq!(decode_link_settings(&[]), Err(InviteError::Truncated));
}

/// The one link's settings fixture (hexadecimal): `tests/fixtures/live/v2/`.
fn link_settings_fixture_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/live/v2/cambodian-resumed-black.settings")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes the one link's settings fixture: `cargo test -p makruk-web --lib
/// write_link_settings_fixture -- --ignored`.
#[test]
#[ignore]
fn write_link_settings_fixture() {
    let bytes = encode_link_settings("Somchai", &resumed_invite().game);
    std::fs::write(link_settings_fixture_path(), hex(&bytes) + "\n").unwrap();
}

/// Formats are forever: the one link's settings fixture still reads as what it held.
#[test]
fn link_settings_fixture_still_decodes() {
    let text = std::fs::read_to_string(link_settings_fixture_path()).unwrap();
    let text = text.trim();
    let bytes: Vec<u8> = (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&text[at..at + 2], 16).unwrap())
        .collect();
    let game = resumed_invite().game;
    assert_eq!(
        decode_link_settings(&bytes),
        Ok(("Somchai".to_string(), game.clone()))
    );
    assert_eq!(hex(&encode_link_settings("Somchai", &game)), text);
}
