use super::*;
use crate::testing::hex_fixture;

/// One payload of each type, as `tests/fixtures/live/v2/NAME.payload` holds it in hex.
fn fixtures() -> Vec<(&'static str, Payload)> {
    vec![
        (
            "join",
            Payload::Join {
                nonce: 0x0102_0304_0506_0708,
                name: "สมชาย".into(),
            },
        ),
        (
            "offer",
            Payload::Offer {
                to: [0xaa; 32],
                join_nonce: 0x0102_0304_0506_0708,
                offer_nonce: 42,
                signal: vec![3, 1, 4, 1, 5, 9, 2, 6],
            },
        ),
        (
            "answer",
            Payload::Answer {
                to: [0xbb; 32],
                offer_nonce: 42,
                signal: vec![2, 7, 1, 8],
            },
        ),
        (
            "seat-taken",
            Payload::Refusal {
                to: [0xcc; 32],
                join_nonce: 7,
                reason: Refusal::SeatTaken,
            },
        ),
        (
            "watchers-full",
            Payload::Refusal {
                to: [0xdd; 32],
                join_nonce: 8,
                reason: Refusal::WatchersFull,
            },
        ),
        ("rejoin", Payload::Rejoin { nonce: u64::MAX }),
        ("watch", Payload::Watch { nonce: 9 }),
    ]
}

#[test]
fn the_fixtures_still_read_and_are_written_the_same() {
    for (name, payload) in fixtures() {
        let bytes = hex_fixture(&format!("{name}.payload"));
        assert_eq!(Payload::decode(&bytes), Ok(payload.clone()), "{name}");
        assert_eq!(payload.encode(), bytes, "{name}");
    }
}

#[test]
fn every_cut_is_refused_and_the_whole_payload_then_reads() {
    for (name, payload) in fixtures() {
        let bytes = payload.encode();
        for len in 0..bytes.len() {
            assert!(
                Payload::decode(&bytes[..len]).is_err(),
                "{name} cut at {len}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            Payload::decode(&longer),
            Err(FormatError::TrailingBytes),
            "{name}"
        );
        assert_eq!(Payload::decode(&bytes), Ok(payload));
    }
}

#[test]
fn out_of_bounds_payloads_are_refused() {
    let mut other_version = Payload::Watch { nonce: 1 }.encode();
    other_version[0] = 2;
    assert_eq!(
        Payload::decode(&other_version),
        Err(FormatError::Version(2))
    );
    assert_eq!(Payload::decode(&[1, 7]), Err(FormatError::Kind(7)));
    assert_eq!(Payload::decode(&[1, 0]), Err(FormatError::Kind(0)));
    let long_name = Payload::Join {
        nonce: 1,
        name: "n".repeat(MAX_NAME_CHARS + 1),
    }
    .encode();
    assert_eq!(Payload::decode(&long_name), Err(FormatError::Field("name")));
    let control = Payload::Join {
        nonce: 1,
        name: "a\u{7}b".into(),
    }
    .encode();
    assert_eq!(Payload::decode(&control), Err(FormatError::Field("name")));
    let empty = Payload::Answer {
        to: [1; 32],
        offer_nonce: 1,
        signal: vec![],
    }
    .encode();
    assert_eq!(Payload::decode(&empty), Err(FormatError::Field("signal")));
    let long = Payload::Answer {
        to: [1; 32],
        offer_nonce: 1,
        signal: vec![0; MAX_SIGNAL_BYTES + 1],
    }
    .encode();
    assert_eq!(Payload::decode(&long), Err(FormatError::Field("signal")));
    let longest = Payload::Offer {
        to: [1; 32],
        join_nonce: 1,
        offer_nonce: 2,
        signal: vec![0; MAX_SIGNAL_BYTES],
    };
    assert_eq!(Payload::decode(&longest.encode()), Ok(longest));
    let mut bad_reason = Payload::Refusal {
        to: [1; 32],
        join_nonce: 1,
        reason: Refusal::SeatTaken,
    }
    .encode();
    *bad_reason.last_mut().unwrap() = 3;
    assert_eq!(
        Payload::decode(&bad_reason),
        Err(FormatError::Field("reason"))
    );
    assert_eq!(
        Payload::decode(&vec![1; MAX_PAYLOAD_BYTES + 1]),
        Err(FormatError::TooLarge)
    );
}
