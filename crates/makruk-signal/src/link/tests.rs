use super::*;

/// The fixtures of `tests/fixtures/live/v2/`: the play and watch links of one game.
const PLAY_FIXTURE: &str = include_str!("../../../../tests/fixtures/live/v2/play.link");
const WATCH_FIXTURE: &str = include_str!("../../../../tests/fixtures/live/v2/watch.link");
/// When the fixtures were made.
const FIXTURE_CREATED_S: u64 = 1_765_100_000;

fn play_link() -> Link {
    Link {
        created_s: FIXTURE_CREATED_S,
        secret: LinkSecret::Play(GameSecret(std::array::from_fn(|i| i as u8))),
        settings: b"settings of the app".to_vec(),
        relays: vec![
            "wss://relay.example.org".into(),
            "ws://127.0.0.1:7447/nostr".into(),
        ],
    }
}

#[test]
fn links_round_trip() {
    let link = play_link();
    let payload = encode_link(&link);
    assert_eq!(decode_link(&payload, FIXTURE_CREATED_S), Ok(link.clone()));
    let watch = Link {
        secret: LinkSecret::Watch {
            secret: GameSecret(std::array::from_fn(|i| i as u8)).watch_secret(),
            host: [7; 32],
        },
        ..link
    };
    assert_eq!(
        decode_link(&encode_link(&watch), FIXTURE_CREATED_S + 60),
        Ok(watch)
    );
}

#[test]
fn the_fixtures_still_open_and_are_written_the_same() {
    let play = play_link();
    assert_eq!(decode_link_any_age(PLAY_FIXTURE.trim()), Ok(play.clone()));
    assert_eq!(encode_link(&play), PLAY_FIXTURE.trim());
    let LinkSecret::Play(secret) = &play.secret else {
        unreachable!()
    };
    let watch = Link {
        secret: LinkSecret::Watch {
            secret: secret.watch_secret(),
            host: std::array::from_fn(|i| 100 + i as u8),
        },
        ..play
    };
    assert_eq!(decode_link_any_age(WATCH_FIXTURE.trim()), Ok(watch.clone()));
    assert_eq!(encode_link(&watch), WATCH_FIXTURE.trim());
}

/// A payload with `edit` applied to its bytes and a correct checksum.
fn resealed(edit: impl FnOnce(&mut Vec<u8>)) -> String {
    let mut bytes = URL_SAFE_NO_PAD.decode(encode_link(&play_link())).unwrap();
    bytes.truncate(bytes.len() - 4);
    edit(&mut bytes);
    bytes.extend(crate::bytes::checksum(&bytes));
    URL_SAFE_NO_PAD.encode(bytes)
}

#[test]
fn bad_links_are_refused_and_the_right_one_then_opens() {
    let good = encode_link(&play_link());
    let now = FIXTURE_CREATED_S;
    let cut = &good[..good.len() - 4];
    assert_eq!(decode_link(cut, now), Err(FormatError::Checksum));
    assert_eq!(decode_link("a b", now), Err(FormatError::Encoding));
    assert_eq!(decode_link("", now), Err(FormatError::Truncated));
    let mut changed = good.clone().into_bytes();
    changed[20] = if changed[20] == b'A' { b'B' } else { b'A' };
    assert_eq!(
        decode_link(std::str::from_utf8(&changed).unwrap(), now),
        Err(FormatError::Checksum)
    );
    assert_eq!(
        decode_link(&resealed(|b| b[0] = 1), now),
        Err(FormatError::Version(1))
    );
    assert_eq!(
        decode_link(&resealed(|b| b[1] = 1), now),
        Err(FormatError::Kind(1))
    );
    assert_eq!(
        decode_link(&resealed(|b| b.push(0)), now),
        Err(FormatError::TrailingBytes)
    );
    assert_eq!(
        decode_link(&resealed(|b| b.truncate(30)), now),
        Err(FormatError::Truncated)
    );
    assert_eq!(
        decode_link(&good, now + LINK_LIFETIME_S + 1),
        Err(FormatError::Expired)
    );
    assert_eq!(
        decode_link(&good, now - CLOCK_SKEW_S - 1),
        Err(FormatError::FromTheFuture)
    );
    assert_eq!(decode_link(&good, now), Ok(play_link()));
}

#[test]
fn out_of_bounds_fields_are_refused() {
    let now = FIXTURE_CREATED_S;
    let with = |edit: fn(&mut Link)| {
        let mut link = play_link();
        edit(&mut link);
        decode_link(&encode_link(&link), now)
    };
    assert_eq!(
        with(|l| l.relays.clear()),
        Err(FormatError::Field("relays"))
    );
    assert_eq!(
        with(|l| l.relays = vec!["wss://r.example".into(); MAX_RELAYS + 1]),
        Err(FormatError::Field("relays"))
    );
    assert_eq!(
        with(|l| l.relays[0] = "https://r.example".into()),
        Err(FormatError::Field("relay"))
    );
    assert_eq!(
        with(|l| l.relays[0] = format!("wss://{}", "r".repeat(MAX_RELAY_URL_BYTES))),
        Err(FormatError::Field("relay"))
    );
    assert_eq!(
        with(|l| l.settings = vec![0; MAX_SETTINGS_BYTES + 1]),
        Err(FormatError::Field("settings"))
    );
    assert!(with(|l| l.settings = vec![0; MAX_SETTINGS_BYTES]).is_ok());
}

#[test]
fn relay_urls() {
    for good in [
        "wss://relay.example.org",
        "ws://127.0.0.1:7447",
        "wss://[::1]:443/path",
        "wss://r.example/a?b=c",
    ] {
        assert!(valid_relay_url(good), "{good}");
    }
    for bad in [
        "",
        "wss://",
        "ws:///path",
        "http://r.example",
        "wss://r example",
        "wss://r.example#x",
        "wss://r.example\n",
        "WSS://r.example",
        "wss://r.example/\"x\"",
    ] {
        assert!(!valid_relay_url(bad), "{bad:?}");
    }
}
