use serde_json::{json, Value};

use super::*;
use crate::testing::hex_fixture;

const T0: u64 = 1_765_000_000_000;

fn relayed(frame: &str) -> String {
    let value: Value = serde_json::from_str(frame).unwrap();
    assert_eq!(value[0], "EVENT");
    json!(["EVENT", SUBSCRIPTION, value[1]]).to_string()
}

/// Passes every frame sent in `outputs` to each lobby; returns the other outputs per lobby.
fn deliver(
    lobbies: &mut [Lobby],
    from: usize,
    outputs: Vec<LobbyOutput>,
    now_ms: u64,
) -> Vec<Vec<LobbyOutput>> {
    let mut seen = vec![Vec::new(); lobbies.len()];
    let mut queue = vec![(from, outputs)];
    while let Some((from, outputs)) = queue.pop() {
        for output in outputs {
            match output {
                LobbyOutput::Send(frame) => {
                    let frame = relayed(&frame);
                    for (index, lobby) in lobbies.iter_mut().enumerate() {
                        let out = lobby.on_frame(&frame, now_ms);
                        queue.push((index, out));
                    }
                }
                other => seen[from].push(other),
            }
        }
    }
    seen
}

fn lobby(name: &str) -> Lobby {
    Lobby::new(Keys::generate().unwrap(), name)
}

fn challenge(name: &str, posted_s: u64) -> Challenge {
    Challenge {
        posted_s,
        variant: Variant::Cambodian,
        clock: Some((300_000, 2000)),
        side: Side::Random,
        options: "repetition=draw".into(),
        name: name.into(),
    }
}

#[test]
fn the_fixtures_still_read_and_are_written_the_same() {
    let open = Entry::Open(challenge("ดวงใจ", 1_765_100_000));
    assert_eq!(
        Entry::decode(&hex_fixture("challenge.entry")),
        Ok(open.clone())
    );
    assert_eq!(open.encode(), hex_fixture("challenge.entry"));
    let untimed = Entry::Open(Challenge {
        clock: None,
        side: Side::Black,
        options: String::new(),
        name: String::new(),
        variant: Variant::Makruk,
        posted_s: 1,
    });
    assert_eq!(
        Entry::decode(&hex_fixture("untimed.entry")),
        Ok(untimed.clone())
    );
    assert_eq!(untimed.encode(), hex_fixture("untimed.entry"));
    let withdrawn = Entry::Withdrawn {
        taken_by: Some([0xee; 32]),
    };
    assert_eq!(
        Entry::decode(&hex_fixture("withdrawn.entry")),
        Ok(withdrawn.clone())
    );
    assert_eq!(withdrawn.encode(), hex_fixture("withdrawn.entry"));
    let acceptance = Acceptance {
        id: 0x1122_3344_5566_7788,
        secret: GameSecret([3; 32]),
        name: "Bob".into(),
    };
    assert_eq!(
        Acceptance::decode(&hex_fixture("acceptance.bytes")),
        Ok(acceptance.clone())
    );
    assert_eq!(acceptance.encode(), hex_fixture("acceptance.bytes"));
}

#[test]
fn out_of_bounds_entries_are_refused_and_the_right_one_then_reads() {
    let good = Entry::Open(challenge("Ann", 5));
    let with = |edit: fn(&mut Challenge)| {
        let mut c = challenge("Ann", 5);
        edit(&mut c);
        Entry::decode(&Entry::Open(c).encode())
    };
    assert_eq!(
        with(|c| c.clock = Some((0, 0))),
        Err(FormatError::Field("clock"))
    );
    assert_eq!(
        with(|c| c.clock = Some((MAX_CLOCK_BASE_MS + 1, 0))),
        Err(FormatError::Field("clock"))
    );
    assert_eq!(
        with(|c| c.clock = Some((1, MAX_CLOCK_INCREMENT_MS + 1))),
        Err(FormatError::Field("clock"))
    );
    assert_eq!(
        with(|c| c.options = "a\u{e01}".into()),
        Err(FormatError::Field("options"))
    );
    assert_eq!(
        with(|c| c.options = "o".repeat(MAX_OPTIONS_BYTES + 1)),
        Err(FormatError::Field("options"))
    );
    assert_eq!(
        with(|c| c.name = "n".repeat(17)),
        Err(FormatError::Field("name"))
    );
    assert_eq!(
        with(|c| c.name = "<b>\u{1b}".into()),
        Err(FormatError::Field("name"))
    );
    let mut bytes = good.encode();
    bytes[3] = 6; // the variant byte, after version, type and a one-byte posted time
    assert_eq!(Entry::decode(&bytes), Err(FormatError::Field("variant")));
    let mut bytes = good.encode();
    bytes[0] = 2;
    assert_eq!(Entry::decode(&bytes), Err(FormatError::Version(2)));
    let mut bytes = good.encode();
    bytes.push(0);
    assert_eq!(Entry::decode(&bytes), Err(FormatError::TrailingBytes));
    assert_eq!(Entry::decode(&[1, 3]), Err(FormatError::Kind(3)));
    assert_eq!(
        Entry::decode(&[1, 2, 2]),
        Err(FormatError::Field("taken by"))
    );
    for len in 0..good.encode().len() {
        assert!(Entry::decode(&good.encode()[..len]).is_err());
    }
    assert_eq!(Entry::decode(&good.encode()), Ok(good));
}

#[test]
fn a_challenge_posted_is_seen_accepted_and_gone_everywhere() {
    let mut lobbies = vec![lobby("Ann"), lobby("Bob"), lobby("Cam")];
    let posted = lobbies[0].post(challenge("Ann", T0 / 1000), T0).unwrap();
    deliver(&mut lobbies, 0, posted, T0);
    for viewer in 1..3 {
        let shown = lobbies[viewer].shown(T0);
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0].challenge, challenge("Ann", T0 / 1000));
        assert_eq!(shown[0].author, lobbies[0].keys.public());
    }
    assert!(
        lobbies[0].shown(T0).is_empty(),
        "one's own challenge is not listed"
    );
    let (author, id) = (lobbies[1].shown(T0)[0].author, lobbies[1].shown(T0)[0].id);
    let now = T0 + 3000;
    // Bob and Cam accept at once; Bob's acceptance reaches Ann first.
    let bob = lobbies[1].accept(&author, id, now).unwrap();
    let cam = lobbies[2].accept(&author, id, now).unwrap();
    let mut seen = deliver(&mut lobbies, 1, bob, now);
    let later = deliver(&mut lobbies, 2, cam, now);
    for (all, more) in seen.iter_mut().zip(later) {
        all.extend(more);
    }
    let [LobbyOutput::Matched {
        host: true,
        id: host_id,
        secret: host_secret,
        name,
        ..
    }] = &seen[0][..]
    else {
        panic!("{:?}", seen[0]);
    };
    assert_eq!(name, "Bob");
    let [LobbyOutput::Matched {
        host: false,
        id: guest_id,
        secret: guest_secret,
        challenge: agreed,
        ..
    }] = &seen[1][..]
    else {
        panic!("{:?}", seen[1]);
    };
    assert_eq!(host_secret, guest_secret);
    assert_eq!(
        (host_id, guest_id),
        (&id, &id),
        "both name the game by the challenge"
    );
    assert_eq!(agreed, &challenge("Ann", T0 / 1000));
    assert_eq!(seen[2], vec![LobbyOutput::Taken]);
    for lobby in &lobbies {
        assert!(lobby.shown(now).is_empty());
    }
    // Ann no longer re-publishes it.
    assert!(lobbies[0].tick(now + REPUBLISH_MS).is_empty());
}

#[test]
fn a_challenge_lives_while_republished_and_goes_soon_after() {
    let mut lobbies = vec![lobby("Ann"), lobby("Bob")];
    let posted = lobbies[0].post(challenge("Ann", T0 / 1000), T0).unwrap();
    deliver(&mut lobbies, 0, posted, T0);
    for s in 1..=300 {
        let now = T0 + s * 1000;
        let out = lobbies[0].tick(now);
        deliver(&mut lobbies, 0, out, now);
        lobbies[1].tick(now);
    }
    let shown = lobbies[1].shown(T0 + 300_000);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].age_s, 300, "the age counts from the first posting");
    // The page closes: nothing more is published; the entry is gone after its lifetime.
    let closed = T0 + 300_000;
    lobbies[1].tick(closed + (ENTRY_LIFETIME_S - REPUBLISH_MS / 1000) * 1000);
    assert_eq!(
        lobbies[1]
            .shown(closed + (ENTRY_LIFETIME_S - REPUBLISH_MS / 1000) * 1000)
            .len(),
        1
    );
    lobbies[1].tick(closed + (ENTRY_LIFETIME_S + 1) * 1000);
    assert!(lobbies[1]
        .shown(closed + (ENTRY_LIFETIME_S + 1) * 1000)
        .is_empty());
    // A withdrawal removes it at once.
    let mut lobbies = vec![lobby("Ann"), lobby("Bob")];
    let posted = lobbies[0].post(challenge("Ann", T0 / 1000), T0).unwrap();
    deliver(&mut lobbies, 0, posted, T0);
    let withdrawn = lobbies[0].withdraw(T0 + 1000);
    deliver(&mut lobbies, 0, withdrawn, T0 + 1000);
    assert!(lobbies[1].shown(T0 + 1000).is_empty());
}

#[test]
fn at_most_a_screenful_is_shown_newest_first_and_hidden_names_are_not() {
    let mut viewer = vec![lobby("Viewer")];
    for i in 0..(ENTRIES_KEPT as u64 + 6) {
        let mut poster = lobby("p");
        let out = poster
            .post(challenge(&format!("P{i}"), T0 / 1000 - i), T0)
            .unwrap();
        deliver(&mut viewer, 0, out, T0);
    }
    assert_eq!(viewer[0].entries.len(), ENTRIES_KEPT);
    assert_eq!(viewer[0].dropped().flood, 6);
    let shown = viewer[0].shown(T0);
    assert_eq!(shown.len(), SCREENFUL);
    assert_eq!(shown[0].challenge.name, "P0");
    assert!(shown.windows(2).all(|w| w[0].age_s <= w[1].age_s));
    viewer[0].hide("P0");
    assert!(viewer[0].shown(T0).iter().all(|s| s.challenge.name != "P0"));
    assert_eq!(viewer[0].shown(T0).len(), SCREENFUL);
    viewer[0].show_hidden();
    assert_eq!(viewer[0].shown(T0)[0].challenge.name, "P0");
}

#[test]
fn one_key_is_limited_to_its_rate() {
    let mut viewer = vec![lobby("Viewer")];
    let mut spammer = lobby("Spam");
    for i in 0..20 {
        let out = spammer
            .post(challenge(&format!("S{i}"), T0 / 1000), T0)
            .unwrap();
        deliver(&mut viewer, 0, out, T0);
    }
    assert_eq!(
        viewer[0].shown(T0).len(),
        EVENTS_PER_KEY_PER_MINUTE as usize
    );
    assert_eq!(viewer[0].dropped().flood, 20 - EVENTS_PER_KEY_PER_MINUTE);
}

#[test]
fn malformed_entries_and_forged_acceptances_are_dropped_then_the_right_ones_are_read() {
    let mut ann = lobby("Ann");
    let poster = Keys::generate().unwrap();
    let now_s = T0 / 1000;
    let entry_event = |content: String, d: &str, created_at: u64| {
        let tags = vec![vec!["d".into(), d.into()], vec!["x".into(), lobby_topic()]];
        let event = Event::signed(&poster, created_at, LOBBY_KIND, tags, content).unwrap();
        relayed(&ClientMessage::Event(event).to_frame())
    };
    let good = URL_SAFE_NO_PAD.encode(Entry::Open(challenge("Pat", now_s)).encode());
    let bad = [
        entry_event("!!".into(), "0000000000000001", now_s),
        entry_event(URL_SAFE_NO_PAD.encode([1, 9]), "0000000000000001", now_s),
        entry_event(good.clone(), "xyz", now_s),
        entry_event(
            URL_SAFE_NO_PAD.encode(Entry::Open(challenge("Pat", now_s + 10)).encode()),
            "0000000000000001",
            now_s,
        ),
        entry_event(
            good.clone(),
            "0000000000000001",
            now_s - ENTRY_LIFETIME_S - 1,
        ),
        "[\"EVENT\",\"makruk-lobby\",{\"id\":1}]".into(),
    ];
    for frame in &bad {
        assert!(ann.on_frame(frame, T0).is_empty());
    }
    assert_eq!(ann.dropped().total(), bad.len() as u32);
    assert!(ann.shown(T0).is_empty());
    ann.on_frame(&entry_event(good, "0000000000000001", now_s), T0);
    assert_eq!(ann.shown(T0).len(), 1);

    // Acceptances of Ann's challenge: sealed for someone else, or naming another challenge.
    let mut lobbies = vec![ann, lobby("Bob")];
    let posted = lobbies[0].post(challenge("Ann", now_s), T0).unwrap();
    deliver(&mut lobbies, 0, posted, T0);
    let ann_key = lobbies[0].keys.public();
    let shown = lobbies[1].shown(T0);
    let id = shown.iter().find(|s| s.author == ann_key).unwrap().id;
    let bob = Keys::generate().unwrap();
    let forge = |key: SealKey, id: u64| {
        let acceptance = Acceptance {
            id,
            secret: GameSecret([1; 32]),
            name: String::new(),
        };
        let content = key.seal(&bob.public(), &acceptance.encode()).unwrap();
        let tags = vec![
            vec!["x".into(), lobby_topic()],
            vec!["p".into(), hex::encode(&ann_key)],
        ];
        let event = Event::signed(&bob, now_s, ACCEPT_KIND, tags, content).unwrap();
        relayed(&ClientMessage::Event(event).to_frame())
    };
    let right_key = acceptance_key(&bob, &ann_key).unwrap();
    let wrong_key = SealKey([9; 32]);
    assert!(lobbies[0].on_frame(&forge(wrong_key, id), T0).is_empty());
    assert!(lobbies[0]
        .on_frame(&forge(right_key.clone(), id ^ 1), T0)
        .is_empty());
    let outputs = lobbies[0].on_frame(&forge(right_key, id), T0);
    assert!(outputs
        .iter()
        .any(|o| matches!(o, LobbyOutput::Matched { host: true, .. })));
}

#[test]
fn an_unanswered_acceptance_gives_up() {
    let mut lobbies = vec![lobby("Ann"), lobby("Bob")];
    let posted = lobbies[0].post(challenge("Ann", T0 / 1000), T0).unwrap();
    deliver(&mut lobbies, 0, posted, T0);
    let shown = lobbies[1].shown(T0)[0].clone();
    // Ann's page closed: Bob's acceptance reaches no one.
    let sent = lobbies[1].accept(&shown.author, shown.id, T0).unwrap();
    assert_eq!(sent.len(), 1);
    // Pressing Play again sends no second acceptance (its secret would differ from the first).
    assert!(lobbies[1]
        .accept(&shown.author, shown.id, T0 + 100)
        .unwrap()
        .is_empty());
    let mut outputs = Vec::new();
    for s in 1..=(ACCEPT_WAIT_MS / 1000) {
        outputs.extend(lobbies[1].tick(T0 + s * 1000));
    }
    assert_eq!(
        outputs
            .iter()
            .filter(|o| **o == LobbyOutput::GaveUp)
            .count(),
        1
    );
    assert!(
        outputs
            .iter()
            .filter(|o| matches!(o, LobbyOutput::Send(_)))
            .count()
            >= 3
    );
}

#[test]
fn a_drawn_side_comes_from_the_secret_as_the_fixture_says() {
    assert!(Side::White.poster_plays_white(&GameSecret([0; 32])));
    assert!(!Side::Black.poster_plays_white(&GameSecret([0; 32])));
    let path = format!(
        "{}/../../tests/fixtures/live/v2/lobby-side",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let mut sides = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let (secret, side) = line.split_once(' ').unwrap();
        let secret = GameSecret(hex::decode::<32>(secret).unwrap());
        assert_eq!(
            Side::Random.poster_plays_white(&secret),
            side == "white",
            "{line}"
        );
        sides.push(side);
    }
    assert!(sides.contains(&"white") && sides.contains(&"black"));
}
