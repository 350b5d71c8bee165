use serde_json::{json, Value};

use super::*;
use crate::hex;

const T0: u64 = 1_765_000_000_000;

/// A relay in memory: what a client publishes is passed to every session, as a relay would.
fn relayed(frame: &str) -> Option<String> {
    let value: Value = serde_json::from_str(frame).ok()?;
    (value[0] == "EVENT").then(|| json!(["EVENT", SUBSCRIPTION, value[1]]).to_string())
}

/// A device: its session and what the session asked of the app.
struct Device {
    session: Session,
    outputs: Vec<Output>,
    /// The peers whose connection the app set up (host: answers accepted; guest: offers answered).
    connecting: Vec<PublicKey>,
}

impl Device {
    fn new(session: Session) -> Device {
        Device {
            session,
            outputs: Vec::new(),
            connecting: Vec::new(),
        }
    }

    fn key(&self) -> PublicKey {
        self.session.keys().public()
    }

    fn saw(&self, wanted: &Output) -> bool {
        self.outputs.contains(wanted)
    }

    fn sends(&self) -> usize {
        self.outputs
            .iter()
            .filter(|o| matches!(o, Output::Send(_)))
            .count()
    }
}

/// Devices on one relay, with an app for each that does what its session asks at once and
/// connects a guest and the host as soon as the host accepted its answer.
struct Net {
    devices: Vec<Device>,
    now_ms: u64,
    /// Every frame the relay passed on, for replays.
    log: Vec<String>,
    /// Whether answered connections open.
    open_connections: bool,
}

impl Net {
    fn new(sessions: Vec<Session>) -> Net {
        Net {
            devices: sessions.into_iter().map(Device::new).collect(),
            now_ms: T0,
            log: Vec::new(),
            open_connections: true,
        }
    }

    /// Hands outputs to the app of device `index`; returns the frames to relay.
    fn handle(&mut self, index: usize, outputs: Vec<Output>) -> Vec<String> {
        let now = self.now_ms;
        let mut frames = Vec::new();
        let mut pending = outputs;
        while !pending.is_empty() {
            let mut next = Vec::new();
            for output in pending {
                self.devices[index].outputs.push(output.clone());
                let device = &mut self.devices[index];
                match output {
                    Output::Send(frame) => frames.extend(relayed(&frame)),
                    Output::MakeOffer { peer, .. } => {
                        let signal = [b"offer for ".as_slice(), &peer[..4]].concat();
                        next.extend(device.session.offer_ready(peer, signal, now).unwrap());
                    }
                    Output::MakeAnswer { offer } => {
                        let host = device.session.host_key().unwrap();
                        device.connecting.push(host);
                        let mut signal = b"answer to ".to_vec();
                        signal.extend(offer);
                        next.extend(device.session.answer_ready(signal, now));
                    }
                    Output::AcceptAnswer { peer, .. } => device.connecting.push(peer),
                    _ => {}
                }
            }
            pending = next;
        }
        frames
    }

    /// Delivers frames until none is left, opening the connections both sides set up.
    fn deliver(&mut self, mut frames: Vec<String>) {
        while !frames.is_empty() {
            let mut next = Vec::new();
            for frame in frames {
                self.log.push(frame.clone());
                for index in 0..self.devices.len() {
                    let outputs = self.devices[index].session.on_frame(&frame, self.now_ms);
                    next.extend(self.handle(index, outputs));
                }
            }
            frames = next;
            if self.open_connections {
                self.open();
            }
        }
    }

    /// Opens each connection both ends of which were set up.
    fn open(&mut self) {
        let keys: Vec<PublicKey> = self.devices.iter().map(Device::key).collect();
        for a in 0..self.devices.len() {
            for b in 0..self.devices.len() {
                if a != b
                    && self.devices[a].connecting.contains(&keys[b])
                    && self.devices[b].connecting.contains(&keys[a])
                {
                    self.devices[a].session.connected(keys[b]);
                }
            }
        }
    }

    /// Ticks every device at `now_ms` and delivers what they publish.
    fn tick(&mut self, now_ms: u64) {
        self.now_ms = now_ms;
        let mut frames = Vec::new();
        for index in 0..self.devices.len() {
            let outputs = self.devices[index].session.tick(now_ms);
            frames.extend(self.handle(index, outputs));
        }
        self.deliver(frames);
    }

    /// Ticks each second for `seconds`.
    fn run(&mut self, seconds: u64) {
        let start = self.now_ms;
        for s in 1..=seconds {
            self.tick(start + s * 1000);
        }
    }

    fn connected(&self, a: usize, b: usize) -> bool {
        let (ka, kb) = (self.devices[a].key(), self.devices[b].key());
        self.devices[a].connecting.contains(&kb) && self.devices[b].connecting.contains(&ka)
    }
}

fn secret() -> GameSecret {
    GameSecret([42; 32])
}

fn host() -> Session {
    Session::host(Keys::generate().unwrap(), &secret(), None, T0).unwrap()
}

fn guest(name: &str) -> Session {
    Session::guest(Keys::generate().unwrap(), &secret(), None, name, T0).unwrap()
}

#[test]
fn host_and_guest_find_each_other_and_then_publish_nothing() {
    let mut net = Net::new(vec![host(), guest("Ann")]);
    net.tick(T0);
    assert!(net.connected(0, 1));
    let guest_key = net.devices[1].key();
    let host_key = net.devices[0].key();
    assert!(net.devices[0].saw(&Output::MakeOffer {
        peer: guest_key,
        watcher: false,
        name: "Ann".into()
    }));
    let offer = [b"offer for ".as_slice(), &guest_key[..4]].concat();
    assert!(net.devices[1].saw(&Output::MakeAnswer {
        offer: offer.clone()
    }));
    let answer = [b"answer to ".as_slice(), &offer].concat();
    assert!(net.devices[0].saw(&Output::AcceptAnswer {
        peer: guest_key,
        answer
    }));
    assert_eq!(net.devices[0].session.seated(), Some(guest_key));
    assert_eq!(net.devices[1].session.host_key(), Some(host_key));
    assert!(!net.devices[0].session.publishing());
    assert!(!net.devices[1].session.publishing());
    assert!(net.devices[0].session.is_connected() && net.devices[1].session.is_connected());
    let sends: Vec<usize> = net.devices.iter().map(Device::sends).collect();
    net.run(600);
    assert_eq!(
        net.devices.iter().map(Device::sends).collect::<Vec<_>>(),
        sends
    );
    assert!(!net.devices.iter().any(|d| d.saw(&Output::GaveUp)));
}

#[test]
fn the_relay_sees_a_random_tag_and_ciphertext_only() {
    let mut net = Net::new(vec![host(), guest("Ann")]);
    net.tick(T0);
    let topic = secret().play_channel().topic;
    for frame in &net.log {
        let value: Value = serde_json::from_str(frame).unwrap();
        let event = &value[2];
        assert_eq!(event["tags"], json!([["x", topic]]));
        let content = event["content"].as_str().unwrap();
        assert!(
            !content.contains("Ann") && !content.contains("offer"),
            "{content}"
        );
        assert!(!frame.contains(&hex::encode(&secret().0)));
    }
}

#[test]
fn a_third_device_is_told_the_seat_is_taken_and_stops() {
    let mut net = Net::new(vec![host(), guest("Ann")]);
    net.tick(T0);
    net.devices.push(Device::new(
        Session::guest(Keys::generate().unwrap(), &secret(), None, "Eve", T0 + 5000).unwrap(),
    ));
    net.tick(T0 + 5000);
    assert!(net.devices[2].saw(&Output::SeatTaken));
    assert!(!net.devices[2].saw(&Output::MakeAnswer { offer: vec![] }));
    assert!(!net.devices[2].session.publishing());
    assert_eq!(net.devices[0].session.seated(), Some(net.devices[1].key()));
    let sends = net.devices[2].sends();
    net.run(300);
    assert_eq!(net.devices[2].sends(), sends);
    assert!(
        !net.devices[2].saw(&Output::GaveUp),
        "refused, not given up"
    );
}

#[test]
fn of_two_joins_at_once_the_first_takes_the_seat() {
    let mut net = Net::new(vec![host(), guest("Ann"), guest("Bob")]);
    net.open_connections = false;
    net.tick(T0);
    assert!(net.devices[1]
        .outputs
        .iter()
        .any(|o| matches!(o, Output::MakeAnswer { .. })));
    assert!(net.devices[2].saw(&Output::SeatTaken));
    assert_eq!(net.devices[0].session.seated(), Some(net.devices[1].key()));
}

#[test]
fn a_lone_guest_backs_off_then_gives_up_and_says_so() {
    let mut net = Net::new(vec![guest("Ann")]);
    let mut sent_at = Vec::new();
    for s in 0..=200 {
        net.tick(T0 + s * 1000);
        if net.devices[0].sends() > sent_at.len() {
            sent_at.push(s);
        }
    }
    assert_eq!(sent_at, vec![0, 2, 6, 14, 30, 46, 62, 78, 94, 110]);
    let gave_up = net.devices[0]
        .outputs
        .iter()
        .filter(|o| **o == Output::GaveUp)
        .count();
    assert_eq!(gave_up, 1);
    assert!(!net.devices[0].session.publishing());
}

#[test]
fn no_relay_is_said_once_unless_a_relay_answered() {
    let mut alone = guest("Ann");
    assert!(!alone.tick(T0 + 4000).contains(&Output::NoRelay));
    assert!(alone.tick(T0 + 5000).contains(&Output::NoRelay));
    assert!(!alone.tick(T0 + 6000).contains(&Output::NoRelay));

    let mut heard = guest("Ann");
    assert!(heard
        .on_frame("[\"EOSE\",\"makruk-game\"]", T0 + 100)
        .is_empty());
    assert!(!heard.tick(T0 + 5000).contains(&Output::NoRelay));
    // Garbage is not a relay answering.
    let mut garbage = guest("Ann");
    garbage.on_frame("HTTP/1.1 502", T0 + 100);
    assert!(garbage.tick(T0 + 5000).contains(&Output::NoRelay));
}

#[test]
fn the_subscription_asks_for_the_sessions_topics() {
    let host = host();
    let frame: Value = serde_json::from_str(&host.subscription(T0)).unwrap();
    assert_eq!(frame[0], "REQ");
    assert_eq!(frame[1], SUBSCRIPTION);
    assert_eq!(frame[2]["kinds"], json!([SIGNAL_KIND]));
    assert_eq!(
        frame[2]["#x"],
        json!([
            secret().play_channel().topic,
            secret().watch_secret().channel().topic
        ])
    );
    let spectator = spectator([1; 32]);
    let frame: Value = serde_json::from_str(&spectator.subscription(T0)).unwrap();
    assert_eq!(
        frame[2]["#x"],
        json!([secret().watch_secret().channel().topic])
    );
}

/// An `EVENT` frame from the relay with `payload` sealed by `keys` on `channel`.
fn event_frame(keys: &Keys, channel: &Channel, payload: &Payload, now_ms: u64) -> String {
    relayed(&sealed_event(keys, channel, payload, now_ms).unwrap()).unwrap()
}

#[test]
fn replayed_frames_are_ignored_after_the_connection_and_after_a_reload() {
    let guest_keys = Keys::generate().unwrap();
    let guest_session = Session::guest(guest_keys.clone(), &secret(), None, "Ann", T0).unwrap();
    let mut net = Net::new(vec![host(), guest_session]);
    net.tick(T0);
    assert!(net.connected(0, 1));
    let log = net.log.clone();
    let answers = net.devices[1].outputs.len();
    for frame in &log {
        net.devices[1].session.on_frame(frame, T0 + 3000);
        net.devices[0].session.on_frame(frame, T0 + 3000);
    }
    assert_eq!(net.devices[1].outputs.len(), answers);
    assert!(net.devices[1].session.dropped().repeated >= 1);
    // The guest reloads: a new session with the same key and the host's key kept. The old offer,
    // replayed, names a join it never made.
    let host_key = net.devices[0].key();
    let mut reloaded =
        Session::guest(guest_keys, &secret(), Some(host_key), "Ann", T0 + 4000).unwrap();
    for frame in &log {
        assert!(reloaded.on_frame(frame, T0 + 4000).is_empty());
    }
    assert!(reloaded.dropped().unexpected >= 1);
    // A frame from long ago is dropped whatever it says.
    let old = event_frame(
        &Keys::generate().unwrap(),
        &secret().play_channel(),
        &Payload::Rejoin { nonce: 1 },
        T0 - 3_600_000,
    );
    reloaded.on_frame(&old, T0 + 4000);
    assert_eq!(reloaded.dropped().out_of_window, 1);
}

#[test]
fn malformed_and_foreign_frames_are_dropped_then_the_right_one_is_read() {
    let mut guest = guest("Ann");
    let host_keys = Keys::generate().unwrap();
    let play = secret().play_channel();
    let join_nonce = guest.join_nonce;
    let offer = Payload::Offer {
        to: guest.keys().public(),
        join_nonce,
        offer_nonce: 5,
        signal: b"offer".to_vec(),
    };
    let good = event_frame(&host_keys, &play, &offer, T0);
    let other_topic = event_frame(&host_keys, &GameSecret([1; 32]).play_channel(), &offer, T0);
    let forged = {
        // Sealed with another game's key under this game's topic.
        let mut channel = play.clone();
        channel.key = GameSecret([1; 32]).play_channel().key;
        event_frame(&host_keys, &channel, &offer, T0)
    };
    let wrong_nonce = event_frame(
        &host_keys,
        &play,
        &Payload::Offer {
            to: guest.keys().public(),
            join_nonce: join_nonce ^ 1,
            offer_nonce: 5,
            signal: b"x".to_vec(),
        },
        T0,
    );
    let for_another = event_frame(
        &host_keys,
        &play,
        &Payload::Offer {
            to: [7; 32],
            join_nonce,
            offer_nonce: 5,
            signal: b"x".to_vec(),
        },
        T0,
    );
    let mut value: Value = serde_json::from_str(&good).unwrap();
    value[1] = json!("another-subscription");
    let other_subscription = value.to_string();
    let mut value: Value = serde_json::from_str(&good).unwrap();
    value[2]["content"] = json!("changed");
    let bad_id = value.to_string();
    let garbage = [
        "",
        "null",
        "[\"EVENT\"]",
        "[\"EVENT\",\"makruk-game\",{}]",
        "\u{0}\u{1}",
        "[\"NOTICE\",5]",
        &other_topic,
        &forged,
        &wrong_nonce,
        &for_another,
        &other_subscription,
        &bad_id,
    ];
    for frame in garbage {
        assert!(guest.on_frame(frame, T0).is_empty(), "{frame:.60}");
    }
    let dropped = guest.dropped();
    assert_eq!(dropped.total(), garbage.len() as u32);
    assert_eq!(dropped.malformed, 8);
    assert_eq!(dropped.not_ours, 2);
    assert_eq!(dropped.unexpected, 2);
    assert!(guest.publishing(), "still joining");
    assert_eq!(
        guest.on_frame(&good, T0),
        vec![Output::MakeAnswer {
            offer: b"offer".to_vec()
        }]
    );
}

#[test]
fn a_flooding_key_gets_no_more_than_its_rate() {
    let mut host = host();
    let seated = Keys::generate().unwrap();
    let flooder = Keys::generate().unwrap();
    let play = secret().play_channel();
    let join_at = |keys: &Keys, nonce, at_ms| {
        event_frame(
            keys,
            &play,
            &Payload::Join {
                nonce,
                name: String::new(),
            },
            at_ms,
        )
    };
    let join = |keys: &Keys, nonce| join_at(keys, nonce, T0);
    assert!(matches!(
        host.on_frame(&join(&seated, 1), T0)[..],
        [Output::MakeOffer { .. }]
    ));
    let mut refusals = 0;
    for nonce in 0..100 {
        refusals += host.on_frame(&join(&flooder, nonce), T0).len();
    }
    assert_eq!(refusals, EVENTS_PER_KEY_PER_MINUTE as usize);
    assert_eq!(host.dropped().flood, 100 - EVENTS_PER_KEY_PER_MINUTE);
    assert_eq!(host.seated(), Some(seated.public()));
    // The seated guest is not held back by the flood.
    assert!(matches!(
        host.on_frame(&join_at(&seated, 2, T0 + 1000), T0 + 1000)[..],
        [Output::MakeOffer { .. }]
    ));
}

/// A host and its guest Ann, connected at `T0`: the host's keys, the network and Ann's key.
fn host_and_guest_connected() -> (Keys, Net, PublicKey) {
    let host_keys = Keys::generate().unwrap();
    let mut net = Net::new(vec![
        Session::host(host_keys.clone(), &secret(), None, T0).unwrap(),
        guest("Ann"),
    ]);
    net.tick(T0);
    assert!(net.connected(0, 1));
    let guest_key = net.devices[1].key();
    (host_keys, net, guest_key)
}

#[test]
fn a_reloaded_host_calls_the_guest_back() {
    let (host_keys, mut net, guest_key) = host_and_guest_connected();
    // The host's page reloads: its key and the guest's are kept with the game.
    net.devices[0] =
        Device::new(Session::host(host_keys, &secret(), Some(guest_key), T0 + 10_000).unwrap());
    net.devices[1].connecting.clear();
    net.tick(T0 + 10_000);
    assert!(net.connected(0, 1));
    assert!(net.devices[0]
        .outputs
        .iter()
        .any(|o| matches!(o, Output::MakeOffer { peer, .. } if *peer == guest_key)));
    assert!(!net.devices[0].session.publishing());
    assert!(!net.devices[1].session.publishing());
}

#[test]
fn a_reloaded_guest_joins_again_and_takes_offers_from_its_host_only() {
    let guest_keys = Keys::generate().unwrap();
    let mut net = Net::new(vec![
        host(),
        Session::guest(guest_keys.clone(), &secret(), None, "Ann", T0).unwrap(),
    ]);
    net.tick(T0);
    let host_key = net.devices[0].key();
    net.devices[1] = Device::new(
        Session::guest(
            guest_keys.clone(),
            &secret(),
            Some(host_key),
            "Ann",
            T0 + 10_000,
        )
        .unwrap(),
    );
    net.devices[0].connecting.clear();
    net.tick(T0 + 10_000);
    assert!(net.connected(0, 1));
    assert_eq!(net.devices[0].session.seated(), Some(guest_keys.public()));

    // Someone else holding the link cannot pose as the host to a guest that knows its host.
    let mut guest = Session::guest(guest_keys, &secret(), Some(host_key), "Ann", T0).unwrap();
    let impostor = Keys::generate().unwrap();
    let offer = Payload::Offer {
        to: guest.keys().public(),
        join_nonce: guest.join_nonce,
        offer_nonce: 1,
        signal: b"o".to_vec(),
    };
    assert!(guest
        .on_frame(
            &event_frame(&impostor, &secret().play_channel(), &offer, T0),
            T0
        )
        .is_empty());
    let refusal = Payload::Refusal {
        to: guest.keys().public(),
        join_nonce: guest.join_nonce,
        reason: Refusal::SeatTaken,
    };
    assert!(guest
        .on_frame(
            &event_frame(&impostor, &secret().play_channel(), &refusal, T0),
            T0
        )
        .is_empty());
    assert!(guest.publishing());
}

#[test]
fn a_dropped_connection_makes_the_guest_join_again() {
    let mut net = Net::new(vec![host(), guest("Ann")]);
    net.tick(T0);
    let host_key = net.devices[0].key();
    let guest_key = net.devices[1].key();
    net.devices[0].connecting.clear();
    net.devices[1].connecting.clear();
    net.devices[0]
        .session
        .disconnected(guest_key, T0 + 20_000)
        .unwrap();
    let outputs = net.devices[1]
        .session
        .disconnected(host_key, T0 + 20_000)
        .unwrap();
    assert!(!net.devices[0].session.is_connected() && !net.devices[1].session.is_connected());
    net.now_ms = T0 + 20_000;
    let frames = net.handle(1, outputs);
    net.deliver(frames);
    assert!(net.connected(0, 1));
    assert!(net.devices[0].session.is_connected() && net.devices[1].session.is_connected());
    assert!(!net.devices[1].session.publishing());
}

/// A spectator of the host of `host_key`, as its watch link names it.
fn spectator(host_key: PublicKey) -> Session {
    Session::spectator(
        Keys::generate().unwrap(),
        &secret().watch_secret(),
        host_key,
        T0,
    )
    .unwrap()
}

#[test]
fn spectators_are_served_up_to_the_limit() {
    let mut sessions = vec![host()];
    let host_key = sessions[0].keys().public();
    sessions.extend((0..=MAX_WATCHERS).map(|_| spectator(host_key)));
    let mut net = Net::new(sessions);
    net.tick(T0);
    let connected = (1..=MAX_WATCHERS + 1)
        .filter(|&i| net.connected(0, i))
        .count();
    assert_eq!(connected, MAX_WATCHERS);
    assert_eq!(net.devices[0].session.watching(), MAX_WATCHERS);
    let full: Vec<usize> = (1..=MAX_WATCHERS + 1)
        .filter(|&i| net.devices[i].saw(&Output::WatchersFull))
        .collect();
    assert_eq!(full.len(), 1);
    assert_eq!(
        net.devices[0].session.seated(),
        None,
        "watching takes no seat"
    );
    // One leaves: the refused one asks again and is served.
    let left = (1..=MAX_WATCHERS + 1).find(|i| !full.contains(i)).unwrap();
    let left_key = net.devices[left].key();
    net.devices[0]
        .session
        .disconnected(left_key, T0 + 1000)
        .unwrap();
    assert_eq!(net.devices[0].session.watching(), MAX_WATCHERS - 1);
    net.devices[full[0]] = Device::new(spectator(host_key));
    net.tick(T0 + 2000);
    assert!(net.connected(0, full[0]));
}

#[test]
fn a_spectator_takes_offers_from_the_host_its_link_names_only() {
    let host_session = host();
    let host_key = host_session.keys().public();
    let mut watcher = spectator(host_key);
    let watch_nonce = watcher.join_nonce;
    let me = watcher.keys().public();
    // Someone else who knows the watch link speaks first: an offer and a refusal, both ignored.
    let impostor = Keys::generate().unwrap();
    let channel = secret().watch_secret().channel();
    let offer = Payload::Offer {
        to: me,
        join_nonce: watch_nonce,
        offer_nonce: 5,
        signal: b"a stranger's offer".to_vec(),
    };
    assert!(watcher
        .on_frame(&event_frame(&impostor, &channel, &offer, T0), T0)
        .is_empty());
    let refusal = Payload::Refusal {
        to: me,
        join_nonce: watch_nonce,
        reason: Refusal::WatchersFull,
    };
    assert!(watcher
        .on_frame(&event_frame(&impostor, &channel, &refusal, T0), T0)
        .is_empty());
    assert_eq!(watcher.dropped().unexpected, 2);
    // The host's own offer is then taken.
    let host_keys = host_session.keys().clone();
    assert_eq!(
        watcher.on_frame(&event_frame(&host_keys, &channel, &offer, T0), T0),
        vec![Output::MakeAnswer {
            offer: b"a stranger's offer".to_vec()
        }]
    );
    assert_eq!(watcher.host_key(), Some(host_key));
}

#[test]
fn a_spectator_cannot_take_the_seat() {
    let host_session = host();
    let host_key = host_session.keys().public();
    let mut net = Net::new(vec![host_session, spectator(host_key), guest("Ann")]);
    net.tick(T0);
    assert!(net.connected(0, 1));
    assert!(net.connected(0, 2));
    assert_eq!(net.devices[0].session.seated(), Some(net.devices[2].key()));
    // A join sent on the watch channel is not a join.
    let mut host = host();
    let join = Payload::Join {
        nonce: 1,
        name: String::new(),
    };
    let frame = event_frame(
        &Keys::generate().unwrap(),
        &secret().watch_secret().channel(),
        &join,
        T0,
    );
    assert!(host.on_frame(&frame, T0).is_empty());
    assert_eq!(host.dropped().unexpected, 1);
    assert_eq!(host.seated(), None);
}

/// `tests/fixtures/live/v2/offer-event.frame`: a relay's frame with a host's offer, sealed and
/// signed as this version publishes it (the game's secret is 42 repeated, the host's key's secret
/// 0x5a repeated). It must read the same forever.
#[test]
fn the_event_fixture_still_opens() {
    let frame = include_str!("../../../../tests/fixtures/live/v2/offer-event.frame").trim();
    let host_keys = Keys::from_secret(&[0x5a; 32]).unwrap();
    let RelayMessage::Event {
        subscription,
        event,
    } = RelayMessage::decode(frame).unwrap()
    else {
        panic!("not an event");
    };
    assert_eq!(subscription, SUBSCRIPTION);
    assert_eq!(event.pubkey, host_keys.public());
    assert_eq!(event.kind, SIGNAL_KIND);
    assert_eq!(event.tag("x"), Some(secret().play_channel().topic.as_str()));
    let bytes = secret()
        .play_channel()
        .key
        .open(&event.pubkey, &event.content)
        .unwrap();
    assert_eq!(
        Payload::decode(&bytes),
        Ok(Payload::Offer {
            to: [0xaa; 32],
            join_nonce: 0x0102_0304_0506_0708,
            offer_nonce: 42,
            signal: vec![3, 1, 4, 1, 5, 9, 2, 6],
        })
    );
}

/// The frames the relay kept from `since_s` on, newest first, as the test relay (nostr-relay from
/// PyPI) sends them to a new subscription: it keeps ephemeral events until it collects them.
fn kept_since(log: &[String], since_s: u64) -> Vec<String> {
    let mut kept: Vec<String> = log
        .iter()
        .filter(|frame| {
            let value: Value = serde_json::from_str(frame).unwrap();
            value[2]["created_at"].as_u64().unwrap() >= since_s
        })
        .cloned()
        .collect();
    kept.reverse();
    kept
}

#[test]
fn a_host_reloaded_twice_within_a_minute_keeps_the_guests_newest_join() {
    let (host_keys, mut net, guest_key) = host_and_guest_connected();
    for reload in 1..=2u64 {
        let now = T0 + reload * 5000;
        net.devices[0] =
            Device::new(Session::host(host_keys.clone(), &secret(), Some(guest_key), now).unwrap());
        net.devices[1].connecting.clear();
        // The rejoin reaches the guest, which joins again and connects.
        net.tick(now);
        assert!(net.connected(0, 1), "reload {reload} did not reconnect");
        // Then the relay's answer to the subscription: what it kept of the last minute, newest
        // first, the guest's earlier joins among it (a slow relay, or a second one).
        for frame in kept_since(&net.log, now / 1000 - 60) {
            let outputs = net.devices[0].session.on_frame(&frame, now);
            let frames = net.handle(0, outputs);
            net.deliver(frames);
        }
        net.run(30);
        // One offer, for the guest's newest join: a new offer would replace the open connection.
        let offers = net.devices[0]
            .outputs
            .iter()
            .filter(|o| matches!(o, Output::MakeOffer { .. }))
            .count();
        assert_eq!(
            offers, 1,
            "reload {reload}: an earlier join took the seat back"
        );
        assert!(net.devices[0].session.is_connected() && net.devices[1].session.is_connected());
        assert!(!net.devices[0].session.publishing() && !net.devices[1].session.publishing());
    }
}
