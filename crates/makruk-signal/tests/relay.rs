//! The signalling against a real Nostr relay on loopback (`scripts/nostr-relay.sh`, installed by
//! `scripts/setup.sh`): a host and a guest find each other on the game's topic and exchange an
//! encrypted offer and answer, a third device is told the seat is taken, a client that sends
//! malformed, forged and replayed frames changes nothing, and a lobby challenge is seen, accepted
//! and gone. Skipped, saying so, only when the relay is not installed; `MAKRUK_REQUIRE_RELAY=1`
//! (`scripts/test.sh`) makes that a failure.
use std::io::ErrorKind;
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use makruk_core::Variant;
use makruk_signal::event::Event;
use makruk_signal::frame::ClientMessage;
use makruk_signal::keys::{Keys, PublicKey};
use makruk_signal::lobby::{lobby_topic, Challenge, Lobby, LobbyOutput, Side};
use makruk_signal::payload::Payload;
use makruk_signal::secret::GameSecret;
use makruk_signal::session::{Output, Session, SIGNAL_KIND};
use tungstenite::{Message, WebSocket};

/// The most any step may take on a loaded machine: a bound against hanging, not a measurement.
const PATIENCE: Duration = Duration::from_secs(90);

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The relay's program, as `scripts/setup.sh` installs it.
fn relay_program() -> PathBuf {
    std::env::var_os("MAKRUK_NOSTR_RELAY")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/opt/makruk-nostr-relay/bin/nostr-relay"))
}

/// A relay running in a process group of its own, stopped with its group when dropped.
struct Relay {
    child: Child,
    port: u16,
    dir: PathBuf,
}

impl Relay {
    fn start() -> Relay {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let dir =
            std::env::temp_dir().join(format!("makruk-relay-test-{}-{port}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let child = Command::new(root().join("scripts/nostr-relay.sh"))
            .arg(port.to_string())
            .arg(&dir)
            .env("MAKRUK_NOSTR_RELAY", relay_program())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("scripts/nostr-relay.sh starts");
        let mut relay = Relay { child, port, dir };
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Ok(Some(status)) = relay.child.try_wait() {
                panic!("the relay exited before listening: {status}");
            }
            assert!(
                started.elapsed() < PATIENCE,
                "the relay did not listen on port {port}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        relay
    }

    fn url(&self) -> String {
        format!("ws://127.0.0.1:{}", self.port)
    }

    fn connect(&self) -> WebSocket<TcpStream> {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        let (socket, _) = tungstenite::client(self.url(), stream).expect("WebSocket handshake");
        socket
            .get_ref()
            .set_read_timeout(Some(Duration::from_millis(20)))
            .unwrap();
        socket
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill").args(["-TERM", "--", &group]).status();
        let stopping = Instant::now();
        while self.child.try_wait().ok().flatten().is_none()
            && stopping.elapsed() < Duration::from_secs(5)
        {
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stderr(Stdio::null())
            .status();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The text frames waiting on `socket`.
fn read_frames(socket: &mut WebSocket<TcpStream>) -> Vec<String> {
    let mut frames = Vec::new();
    loop {
        match socket.read() {
            Ok(Message::Text(text)) => frames.push(text.to_string()),
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
            {
                return frames
            }
            Err(e) => panic!("the relay's connection failed: {e}"),
        }
    }
}

fn send(socket: &mut WebSocket<TcpStream>, frame: &str) {
    socket
        .send(Message::Text(frame.into()))
        .expect("frame sent");
}

/// A device with its own connection to the relay, and an app that does what its session asks.
struct Device {
    socket: WebSocket<TcpStream>,
    session: Session,
    outputs: Vec<Output>,
    /// Every frame it published.
    published: Vec<String>,
}

impl Device {
    fn new(relay: &Relay, session: Session) -> Device {
        let mut socket = relay.connect();
        send(&mut socket, &session.subscription(now_ms()));
        Device {
            socket,
            session,
            outputs: Vec::new(),
            published: Vec::new(),
        }
    }

    fn key(&self) -> PublicKey {
        self.session.keys().public()
    }

    fn saw(&self, wanted: impl Fn(&Output) -> bool) -> bool {
        self.outputs.iter().any(wanted)
    }
}

impl Pump for Device {
    /// Reads what arrived, ticks, and does what the session asks.
    fn pump(&mut self) {
        let now = now_ms();
        let mut outputs = Vec::new();
        for frame in read_frames(&mut self.socket) {
            outputs.extend(self.session.on_frame(&frame, now));
        }
        outputs.extend(self.session.tick(now));
        while !outputs.is_empty() {
            let mut next = Vec::new();
            for output in outputs {
                match &output {
                    Output::Send(frame) => {
                        send(&mut self.socket, frame);
                        self.published.push(frame.clone());
                    }
                    Output::MakeOffer { peer, .. } => {
                        let signal = [b"offer for ".as_slice(), &peer[..4]].concat();
                        next.extend(self.session.offer_ready(*peer, signal, now).unwrap());
                    }
                    Output::MakeAnswer { offer } => {
                        let signal = [b"answer to ".as_slice(), offer].concat();
                        next.extend(self.session.answer_ready(signal, now));
                    }
                    _ => {}
                }
                self.outputs.push(output);
            }
            outputs = next;
        }
    }
}

/// Something that reads what arrived and does what it must: a device or a lobby page.
trait Pump {
    fn pump(&mut self);
}

/// Pumps every one of `items` until `done` holds.
fn pump_until<T: Pump>(items: &mut [&mut T], what: &str, done: impl Fn(&[&mut T]) -> bool) {
    let started = Instant::now();
    while !done(items) {
        assert!(started.elapsed() < PATIENCE, "gave up waiting: {what}");
        for item in items.iter_mut() {
            item.pump();
        }
    }
}

/// Opens the "data channel" between host and guest once each did its part, as the app would.
fn open_channel(host: &mut Device, guest: &mut Device) {
    let (host_key, guest_key) = (host.key(), guest.key());
    host.session.connected(guest_key);
    guest.session.connected(host_key);
}

#[test]
fn signalling_and_lobby_through_a_real_relay() {
    if !relay_program().exists() {
        assert_ne!(
            std::env::var("MAKRUK_REQUIRE_RELAY").as_deref(),
            Ok("1"),
            "no relay at {}: run scripts/setup.sh",
            relay_program().display()
        );
        eprintln!(
            "skipped: no relay at {} (scripts/setup.sh installs it)",
            relay_program().display()
        );
        return;
    }
    let relay = Relay::start();
    let secret = GameSecret::generate().unwrap();

    // A host and a guest find each other and exchange an offer and an answer, sealed.
    let mut host = Device::new(
        &relay,
        Session::host(Keys::generate().unwrap(), &secret, None, now_ms()).unwrap(),
    );
    let mut guest = Device::new(
        &relay,
        Session::guest(Keys::generate().unwrap(), &secret, None, "Ann", now_ms()).unwrap(),
    );
    let guest_key = guest.key();
    let offer = [b"offer for ".as_slice(), &guest_key[..4]].concat();
    let answer = [b"answer to ".as_slice(), &offer].concat();
    pump_until(
        &mut [&mut host, &mut guest],
        "the offer and the answer",
        |d| {
            d[0].saw(|o| {
                *o == Output::AcceptAnswer {
                    peer: guest_key,
                    answer: answer.clone(),
                }
            }) && d[1].saw(|o| {
                *o == Output::MakeAnswer {
                    offer: offer.clone(),
                }
            })
        },
    );
    open_channel(&mut host, &mut guest);
    assert_eq!(host.session.seated(), Some(guest_key));
    assert!(!host.session.publishing() && !guest.session.publishing());
    for frame in host.published.iter().chain(&guest.published) {
        assert!(
            !frame.contains("offer for") && !frame.contains("Ann"),
            "sealed: {frame}"
        );
    }

    // A third device is told the seat is taken.
    let mut third = Device::new(
        &relay,
        Session::guest(Keys::generate().unwrap(), &secret, None, "Eve", now_ms()).unwrap(),
    );
    pump_until(
        &mut [&mut host, &mut guest, &mut third],
        "the third device's refusal",
        |d| d[2].saw(|o| *o == Output::SeatTaken),
    );
    assert!(!third.saw(|o| matches!(o, Output::MakeAnswer { .. })));
    assert_eq!(host.session.seated(), Some(guest_key));

    // A hostile client that holds no key of the game: malformed frames, a forged signature, a
    // join sealed with another game's key, the guest's sealed join copied under its own key, the
    // same dated ten minutes ago, and every frame the players published, replayed verbatim. (This
    // relay passes neither the repeats nor, to a subscription with a `since`, the old event: the
    // session's own tests give it those.)
    let mut hostile = relay.connect();
    let outputs_before: Vec<usize> = [&host, &guest, &third]
        .iter()
        .map(|d| d.outputs.len())
        .collect();
    let host_drops_before = host.session.dropped();
    for garbage in [
        "",
        "not json",
        "[\"EVENT\"]",
        "[\"EVENT\",{\"id\":\"00\"}]",
        "[\"REQ\"]",
        "{}",
    ] {
        send(&mut hostile, garbage);
    }
    let intruder = Keys::generate().unwrap();
    let tags = vec![vec!["x".to_string(), secret.play_channel().topic]];
    let signed = |content: String, created_at: u64| {
        let event =
            Event::signed(&intruder, created_at, SIGNAL_KIND, tags.clone(), content).unwrap();
        ClientMessage::Event(event).to_frame()
    };
    let foreign = GameSecret::generate().unwrap().play_channel().key;
    let join = Payload::Join {
        nonce: 1,
        name: "Mallory".into(),
    };
    let badly_sealed = signed(
        foreign.seal(&intruder.public(), &join.encode()).unwrap(),
        now_ms() / 1000,
    );
    let guest_join: serde_json::Value = serde_json::from_str(&guest.published[0]).unwrap();
    let copied = guest_join[1]["content"].as_str().unwrap().to_string();
    let copied_now = signed(copied.clone(), now_ms() / 1000);
    let copied_stale = signed(copied, now_ms() / 1000 - 600);
    let mut forged_signature: serde_json::Value = serde_json::from_str(&copied_now).unwrap();
    forged_signature[1]["content"] = "changed".into();
    for frame in [
        &badly_sealed,
        &copied_now,
        &copied_stale,
        &forged_signature.to_string(),
    ] {
        send(&mut hostile, frame);
    }
    for frame in host.published.iter().chain(&guest.published) {
        send(&mut hostile, frame);
    }
    pump_until(
        &mut [&mut host, &mut guest, &mut third],
        "the hostile events to arrive",
        |d| {
            let dropped = d[0].session.dropped();
            dropped.malformed >= host_drops_before.malformed + 2
        },
    );
    // Let anything else the relay passes on arrive before looking.
    let settle = Instant::now();
    while settle.elapsed() < Duration::from_secs(2) {
        for device in [&mut host, &mut guest, &mut third] {
            device.pump();
        }
    }
    let outputs_after: Vec<usize> = [&host, &guest, &third]
        .iter()
        .map(|d| d.outputs.len())
        .collect();
    assert_eq!(
        outputs_after, outputs_before,
        "nothing done on hostile frames"
    );
    assert_eq!(host.session.seated(), Some(guest_key));
    assert!(!host.session.publishing() && !guest.session.publishing());
    // The relay refused the forged signature itself.
    let replies = read_frames(&mut hostile).join("\n");
    assert!(
        replies.contains("\"OK\""),
        "the relay answered the hostile client: {replies}"
    );

    // After all that, a spectator still gets in.
    let mut spectator = Device::new(
        &relay,
        Session::spectator(
            Keys::generate().unwrap(),
            &secret.watch_secret(),
            host.key(),
            now_ms(),
        )
        .unwrap(),
    );
    let spectator_key = spectator.key();
    pump_until(
        &mut [&mut host, &mut spectator],
        "the spectator's offer and answer",
        |d| d[0].saw(|o| matches!(o, Output::AcceptAnswer { peer, .. } if *peer == spectator_key)),
    );

    lobby_through_the_relay(&relay);
}

/// A lobby page with its own connection.
struct LobbyPage {
    socket: WebSocket<TcpStream>,
    lobby: Lobby,
    outputs: Vec<LobbyOutput>,
}

impl LobbyPage {
    fn new(relay: &Relay, name: &str) -> LobbyPage {
        let lobby = Lobby::new(Keys::generate().unwrap(), name);
        let mut socket = relay.connect();
        send(&mut socket, &lobby.subscription(now_ms()));
        LobbyPage {
            socket,
            lobby,
            outputs: Vec::new(),
        }
    }

    fn handle(&mut self, outputs: Vec<LobbyOutput>) {
        for output in outputs {
            match &output {
                LobbyOutput::Send(frame) => send(&mut self.socket, frame),
                _ => self.outputs.push(output),
            }
        }
    }
}

impl Pump for LobbyPage {
    fn pump(&mut self) {
        let now = now_ms();
        let mut outputs = Vec::new();
        for frame in read_frames(&mut self.socket) {
            outputs.extend(self.lobby.on_frame(&frame, now));
        }
        outputs.extend(self.lobby.tick(now));
        self.handle(outputs);
    }
}

fn lobby_through_the_relay(relay: &Relay) {
    let mut ann = LobbyPage::new(relay, "Ann");
    let challenge = Challenge {
        posted_s: now_ms() / 1000,
        variant: Variant::Makruk,
        clock: Some((600_000, 0)),
        side: Side::Random,
        options: String::new(),
        name: "Ann".into(),
    };
    let posted = ann.lobby.post(challenge.clone(), now_ms()).unwrap();
    ann.handle(posted);
    // Pages opened after the posting see it at once: the relay keeps the latest entry.
    let mut bob = LobbyPage::new(relay, "Bob");
    let mut cam = LobbyPage::new(relay, "Cam");
    pump_until(
        &mut [&mut ann, &mut bob, &mut cam],
        "the challenge seen by two pages",
        |p| p[1].lobby.shown(now_ms()).len() == 1 && p[2].lobby.shown(now_ms()).len() == 1,
    );
    let shown = bob.lobby.shown(now_ms())[0].clone();
    assert_eq!(shown.challenge, challenge);
    let accepted = bob.lobby.accept(&shown.author, shown.id, now_ms()).unwrap();
    bob.handle(accepted);
    pump_until(
        &mut [&mut ann, &mut bob, &mut cam],
        "the match and the challenge gone",
        |p| {
            !p[0].outputs.is_empty()
                && !p[1].outputs.is_empty()
                && p[2].lobby.shown(now_ms()).is_empty()
        },
    );
    let [LobbyOutput::Matched {
        host: true,
        secret: host_secret,
        name,
        ..
    }] = &ann.outputs[..]
    else {
        panic!("{:?}", ann.outputs);
    };
    assert_eq!(name, "Bob");
    let [LobbyOutput::Matched {
        host: false,
        secret: guest_secret,
        ..
    }] = &bob.outputs[..]
    else {
        panic!("{:?}", bob.outputs);
    };
    assert_eq!(host_secret, guest_secret);
    // A page opened now does not see the taken challenge: the relay keeps its withdrawal.
    let mut dan = LobbyPage::new(relay, "Dan");
    let opened = Instant::now();
    while opened.elapsed() < Duration::from_secs(2) {
        dan.pump();
    }
    assert!(dan.lobby.shown(now_ms()).is_empty());
    assert!(lobby_topic().len() == 64);
}
