use super::*;
use makruk_signal::chat::{Phrase, MAX_CHAT_CHARS};

/// One message of each kind, with the name of its fixture.
fn samples() -> Vec<(&'static str, PeerMessage)> {
    vec![
        (
            "hello-clock",
            PeerMessage::Hello {
                game_id: 0x0fed_cba9_8765_4321,
                name: "ดวงใจ".into(),
                seat: Color::Black,
                game: "BAAAAAAAAAQAAAAA".into(),
                clock_ms: Some([300_000, 297_500]),
            },
        ),
        (
            "hello",
            PeerMessage::Hello {
                game_id: 1,
                name: String::new(),
                seat: Color::White,
                game: String::new(),
                clock_ms: None,
            },
        ),
        (
            "move-clock",
            PeerMessage::Move {
                ply: 0,
                uci: "e3e4".into(),
                clock_ms: Some(MAX_CLOCK_MS),
            },
        ),
        (
            "move-drop",
            PeerMessage::Move {
                ply: MAX_PLIES,
                uci: "R@a1".into(),
                clock_ms: None,
            },
        ),
        (
            "count-restart",
            PeerMessage::Count {
                ply: 80,
                control: CountControl::Restart,
            },
        ),
        ("offer-draw", PeerMessage::OfferDraw { ply: 12 }),
        (
            "answer-draw",
            PeerMessage::AnswerDraw {
                ply: 12,
                accept: true,
            },
        ),
        ("resign", PeerMessage::Resign { ply: 33 }),
        ("ask-takeback", PeerMessage::AskTakeback { ply: 5 }),
        (
            "answer-takeback",
            PeerMessage::AnswerTakeback {
                ply: 5,
                accept: false,
            },
        ),
        ("flag", PeerMessage::Flag { ply: 61 }),
        (
            "offer-rematch",
            PeerMessage::OfferRematch { game_id: u64::MAX },
        ),
        (
            "answer-rematch",
            PeerMessage::AnswerRematch {
                game_id: 99,
                accept: true,
            },
        ),
        ("ping", PeerMessage::Ping { id: 0xdead_beef }),
        ("pong", PeerMessage::Pong { id: 0 }),
        (
            "chat-phrase",
            PeerMessage::Chat(ChatMessage::Phrase(Phrase::GoodGame)),
        ),
        (
            "chat-text",
            PeerMessage::Chat(ChatMessage::Text("ข".repeat(MAX_CHAT_CHARS))),
        ),
        ("watching", PeerMessage::Watching { count: 8 }),
    ]
}

#[test]
fn every_message_round_trips() {
    for (name, message) in samples() {
        let bytes = encode(&message);
        assert_eq!(decode(&bytes), Ok(message), "{name}");
        for len in 1..bytes.len() {
            assert_eq!(
                decode(&bytes[..len]),
                Err(MessageError::Truncated),
                "{name} {len}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode(&longer), Err(MessageError::Malformed), "{name}");
    }
    let longest = PeerMessage::Hello {
        game_id: 0,
        name: "ม".repeat(16),
        seat: Color::White,
        game: "A".repeat(MAX_GAME_BYTES),
        clock_ms: Some([0, 0]),
    };
    let bytes = encode(&longest);
    assert!(bytes.len() <= MAX_MESSAGE_BYTES);
    assert_eq!(decode(&bytes), Ok(longest));
}

#[test]
fn refusals() {
    let mv = encode(&PeerMessage::Move {
        ply: 3,
        uci: "e3e4".into(),
        clock_ms: Some(1000),
    });
    let changed = |at: usize, byte: u8| {
        let mut bytes = mv.clone();
        bytes[at] = byte;
        bytes
    };
    let cases = [
        (vec![], MessageError::Empty),
        (vec![0; MAX_MESSAGE_BYTES + 1], MessageError::TooLong),
        (vec![2, 2], MessageError::Version(2)),
        (vec![1], MessageError::Truncated),
        (vec![1, 0], MessageError::Unknown(0)),
        (vec![1, 16], MessageError::Unknown(16)),
        (vec![1, 15], MessageError::Truncated),
        (vec![1, 15, 9], MessageError::Malformed), // more spectators than a host serves
        (vec![1, 14, 0, 3, 1, 1, 6], MessageError::Malformed), // phrase 6
        (vec![1, 14, 0, 4, 1, 2, 1, b'\n'], MessageError::Malformed), // a control character
        (vec![1, 14, 0, 4, 1, 1, 0, 0], MessageError::Malformed), // a byte after the chat's
        (vec![1, 4, 0x10, 0x01], MessageError::Malformed), // ply 4097
        (vec![1, 3, 0, 1, 3], MessageError::Malformed), // count control 3
        (vec![1, 5, 0, 1, 2], MessageError::Malformed), // accept 2
        (
            vec![1, 11, 0, 0, 0, 0, 0, 0, 0, 0, 2],
            MessageError::Malformed,
        ),
        (changed(4, 0), MessageError::Malformed), // empty move
        (changed(4, 9), MessageError::Malformed), // longer than 8
        (changed(5, b' '), MessageError::Malformed),
        (changed(5, 0xe0), MessageError::Malformed), // not UTF-8
        (changed(9, 2), MessageError::Malformed),    // clock flag 2
        (changed(10, 0xff), MessageError::Malformed), // clock beyond 24 h
    ];
    for (bytes, error) in cases {
        assert_eq!(decode(&bytes), Err(error), "{bytes:?}");
    }
    let hello = |name: &str, game: &str, seat: u8| {
        let mut bytes = encode(&PeerMessage::Hello {
            game_id: 1,
            name: name.into(),
            seat: Color::White,
            game: game.into(),
            clock_ms: None,
        });
        bytes[11 + name.len()] = seat;
        bytes
    };
    assert!(decode(&hello("Ann", "AbC", 1)).is_ok());
    assert_eq!(
        decode(&hello("Ann", "AbC", 2)),
        Err(MessageError::Malformed)
    );
    assert_eq!(
        decode(&hello("A\nn", "AbC", 0)),
        Err(MessageError::Malformed)
    );
    assert_eq!(
        decode(&hello(&"a".repeat(17), "AbC", 0)),
        Err(MessageError::Malformed)
    );
    assert_eq!(
        decode(&hello("Ann", "Ab=", 0)),
        Err(MessageError::Malformed)
    );
    assert_eq!(
        decode(&hello("Ann", &"A".repeat(MAX_GAME_BYTES + 1), 0)),
        Err(MessageError::Malformed)
    );
}

#[test]
fn messages_out_of_bounds_encode_to_refused_bytes() {
    let refused = [
        PeerMessage::Resign { ply: MAX_PLIES + 1 },
        PeerMessage::Flag { ply: u32::MAX },
        PeerMessage::Move {
            ply: 1,
            uci: "x".repeat(300),
            clock_ms: None,
        },
        PeerMessage::Move {
            ply: 1,
            uci: "e3e4".into(),
            clock_ms: Some(u64::MAX),
        },
        PeerMessage::Hello {
            game_id: 1,
            name: "ม".repeat(90),
            seat: Color::White,
            game: "A".repeat(70_000),
            clock_ms: Some([MAX_CLOCK_MS + 1, 0]),
        },
    ];
    for message in refused {
        assert!(decode(&encode(&message)).is_err(), "{message:?}");
    }
}

#[test]
fn errors_are_told_in_plain_english() {
    assert_eq!(
        MessageError::Version(2).to_string(),
        "the other player's app is another version (message format 2)"
    );
}

/// The path of the fixture `name` (hex, `.msg`) in `tests/fixtures/live/{dir}`.
pub(crate) fn fixture_path(dir: &str, name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/live")
        .join(dir)
        .join(format!("{name}.msg"))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The hex text of a fixture and the bytes it holds.
pub(crate) fn read_fixture(dir: &str, name: &str) -> (String, Vec<u8>) {
    let text = std::fs::read_to_string(fixture_path(dir, name)).unwrap();
    let text = text.trim().to_string();
    let bytes = (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect();
    (text, bytes)
}

/// Writes the fixtures: `cargo test -p makruk-web --lib write_message_fixtures -- --ignored`.
#[test]
#[ignore]
fn write_message_fixtures() {
    for (name, message) in samples() {
        std::fs::write(fixture_path("v1", name), hex(&encode(&message)) + "\n").unwrap();
    }
}

/// Formats are forever: every fixture (hex) still reads as the message it held.
#[test]
fn fixtures_still_decode() {
    for (name, message) in samples() {
        let (text, bytes) = read_fixture("v1", name);
        assert_eq!(decode(&bytes), Ok(message.clone()), "{name}");
        assert_eq!(hex(&encode(&message)), text, "{name}");
    }
}
