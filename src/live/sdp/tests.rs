use std::net::Ipv4Addr;

use super::*;

/// For `scripts/check-live-sdp.mjs`: prints the SDP in the file `LIVE_SDP` as read and rebuilt,
/// of kind `LIVE_SDP_KIND` (`offer` or `answer`).
#[test]
#[ignore]
fn rebuild_from_env() {
    let file = std::env::var("LIVE_SDP").expect("LIVE_SDP names a file");
    let sdp = std::fs::read_to_string(file).expect("LIVE_SDP is readable");
    let kind = match std::env::var("LIVE_SDP_KIND").as_deref() {
        Ok("answer") => SdpKind::Answer,
        _ => SdpKind::Offer,
    };
    let signal = Signal::from_sdp(&sdp).expect("a browser's SDP reads");
    let rebuilt = signal.to_sdp(kind);
    assert_eq!(Signal::from_sdp(&rebuilt), Ok(signal));
    println!("<<<SDP\n{rebuilt}>>>SDP");
}

const OFFER: &str = include_str!("../../../tests/fixtures/live/offer-chromium.sdp");
const ANSWER: &str = include_str!("../../../tests/fixtures/live/answer-chromium.sdp");

/// A Chromium-like description with `candidates` (attribute values) and `setup`, LF line ends.
fn sdp_with(candidates: &[&str], setup: &str) -> String {
    let mut sdp = String::from(
        "v=0\no=- 4611731400430051336 2 IN IP4 127.0.0.1\ns=-\nt=0 0\na=group:BUNDLE 0\n\
         a=extmap-allow-mixed\na=msid-semantic: WMS\n\
         m=application 9 UDP/DTLS/SCTP webrtc-datachannel\nc=IN IP4 0.0.0.0\n",
    );
    for candidate in candidates {
        sdp += &format!("a=candidate:{candidate}\n");
    }
    sdp += "a=ice-ufrag:AbCd\na=ice-pwd:0123456789abcdefghij+/\na=ice-options:trickle\n\
            a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:\
            00:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff\n";
    sdp += &format!("a=setup:{setup}\na=mid:0\na=sctp-port:5000\na=max-message-size:262144\n");
    sdp
}

const MDNS_HOST: &str = "2876591925 1 udp 2113937151 5b0e3d5c-6b1c-4c77-b7c1-2f6e8c0a2f11.local \
                         54321 typ host generation 0 network-cost 999";
const IPV4_HOST: &str = "1 1 udp 2122260223 192.168.1.20 50000 typ host generation 0 network-id 1";
const IPV6_HOST: &str =
    "2 1 udp 2122262783 2001:db8::8a2e:370:7334 50001 typ host generation 0 network-id 2";
const SRFLX: &str = "842163049 1 udp 1686052607 203.0.113.7 61234 typ srflx raddr 0.0.0.0 \
                     rport 0 generation 0 network-id 1 network-cost 10";
const RELAY: &str = "3 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 61234";
const TCP_ACTIVE: &str =
    "3870237402 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0";
const TCP_PASSIVE: &str = "4 1 TCP 1015023871 fd00::2 9 typ host tcptype passive";

/// Reads `sdp`, rebuilds it as `kind`, and checks that it reads back the same.
fn round_trip(sdp: &str, kind: SdpKind) -> Signal {
    let signal = Signal::from_sdp(sdp).expect("reads");
    let rebuilt = signal.to_sdp(kind);
    assert!(rebuilt.ends_with("\r\n") && !rebuilt.replace("\r\n", "").contains('\n'));
    assert_eq!(Signal::from_sdp(&rebuilt), Ok(signal.clone()), "{rebuilt}");
    let mut packed = Vec::new();
    signal.write(&mut packed);
    let mut reader = ByteReader::new(&packed);
    assert_eq!(Signal::read(&mut reader), Ok(signal.clone()));
    assert!(reader.is_empty());
    signal
}

#[test]
fn chromium_offer_and_answer_round_trip() {
    let offer = round_trip(OFFER, SdpKind::Offer);
    assert_eq!(offer.setup, SetupRole::ActPass);
    assert_eq!(offer.candidates.len(), 2);
    assert!(offer
        .candidates
        .iter()
        .all(|c| matches!(c.address, Address::Mdns(_)) && c.kind == CandidateKind::Host));
    let answer = round_trip(ANSWER, SdpKind::Answer);
    assert_eq!(answer.setup, SetupRole::Active);
    assert_ne!(offer.fingerprint, answer.fingerprint);
    // CRLF line ends read as LF ones do.
    assert_eq!(Signal::from_sdp(&OFFER.replace('\n', "\r\n")), Ok(offer));
}

#[test]
fn every_kind_of_candidate_round_trips() {
    let all = [
        MDNS_HOST,
        IPV4_HOST,
        IPV6_HOST,
        SRFLX,
        RELAY,
        TCP_ACTIVE,
        TCP_PASSIVE,
    ];
    let signal = round_trip(&sdp_with(&all, "actpass"), SdpKind::Offer);
    assert_eq!(signal.candidates.len(), all.len());
    assert_eq!(
        signal.candidates[0].address,
        Address::Mdns([
            0x5b, 0x0e, 0x3d, 0x5c, 0x6b, 0x1c, 0x4c, 0x77, 0xb7, 0xc1, 0x2f, 0x6e, 0x8c, 0x0a,
            0x2f, 0x11
        ])
    );
    assert_eq!(
        signal.candidates[3],
        Candidate {
            foundation: 842163049,
            component: 1,
            protocol: Protocol::Udp,
            priority: 1686052607,
            address: Address::V4(Ipv4Addr::new(203, 0, 113, 7)),
            port: 61234,
            kind: CandidateKind::ServerReflexive,
            related: Some((Address::V4(Ipv4Addr::UNSPECIFIED), 0)),
            tcp_type: None,
        }
    );
    assert_eq!(signal.candidates[5].tcp_type, Some(TcpType::Active));
    assert_eq!(signal.candidates[6].protocol, Protocol::Tcp);
    assert_eq!(signal.ice_pwd, "0123456789abcdefghij+/");
    assert_eq!(signal.fingerprint[10], 0xaa);
    for setup in ["active", "passive"] {
        round_trip(&sdp_with(&[IPV4_HOST], setup), SdpKind::Answer);
    }
}

#[test]
fn the_template_is_a_complete_description() {
    let signal = Signal::from_sdp(&sdp_with(&[SRFLX, TCP_ACTIVE], "actpass")).unwrap();
    let sdp = signal.to_sdp(SdpKind::Offer);
    for line in [
        "v=0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "a=candidate:842163049 1 udp 1686052607 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0",
        "a=candidate:3870237402 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active",
        "a=ice-ufrag:AbCd",
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
    ] {
        assert!(sdp.contains(&format!("{line}\r\n")), "{line} in {sdp}");
    }
    // An answer never offers both roles.
    assert!(signal
        .to_sdp(SdpKind::Answer)
        .contains("a=setup:active\r\n"));
}

#[test]
fn other_browsers_spellings_read() {
    // Firefox: the fingerprint at session level, upper-case transport, small foundations.
    let sdp = "v=0\r\no=mozilla...THIS_IS_SDPARTA-99.0 1 0 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n\
               a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF\r\n\
               a=group:BUNDLE 0\r\na=ice-options:trickle\r\na=msid-semantic:WMS *\r\n\
               m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n\
               a=candidate:0 1 UDP 2122252543 2a0b6c8e-1234-4abc-9def-0123456789ab.local 53927 typ host\r\n\
               a=candidate:1 1 TCP 2105524479 2a0b6c8e-1234-4abc-9def-0123456789ab.local 9 typ host tcptype active\r\n\
               a=sendrecv\r\na=end-of-candidates\r\na=ice-pwd:4b2b1b8a8b8e8d8f8c8a8b8e8d8f8c8a\r\n\
               a=ice-ufrag:1a2b3c4d\r\na=mid:0\r\na=setup:actpass\r\na=sctp-port:5000\r\n\
               a=max-message-size:1073741823\r\n";
    let signal = round_trip(sdp, SdpKind::Offer);
    assert_eq!(signal.candidates.len(), 2);
    assert_eq!(signal.candidates[0].foundation, 0);
}

#[test]
fn candidates_it_cannot_carry_are_skipped() {
    let unreadable = [
        "5 1 udp 2122262783 fe80::1%eth0 50001 typ host",
        "6 1 udp 2122262783 192.168.1.20 50001 typ bogus",
        "7 1 sctp 2122262783 192.168.1.20 50001 typ host",
        "8 1 udp 2122262783 192.168.1.20 70000 typ host",
        "9 0 udp 2122262783 192.168.1.20 5000 typ host",
        "10 1 udp 2122262783 192.168.1.20 5000 typ srflx raddr 0.0.0.0",
        "11 1 udp 2122262783 192.168.1.20 5000 typ host tcptype active",
        "12 1 tcp 2122262783 192.168.1.20 9 typ host",
        "13 1 udp 2122262783 192.168.1.20 5000 typ host generation",
        "x 1 udp 2122262783 192.168.1.20 5000 typ host",
        "14 1 udp 2122262783 192.168.1.20 5000 host",
    ];
    let mut candidates = unreadable.to_vec();
    candidates.push(IPV4_HOST);
    let signal = Signal::from_sdp(&sdp_with(&candidates, "actpass")).unwrap();
    assert_eq!(signal.candidates.len(), 1);
    assert_eq!(signal.candidates[0].foundation, 1);
    assert_eq!(
        Signal::from_sdp(&sdp_with(&unreadable, "actpass")),
        Err(SdpError::NoCandidates)
    );
    assert_eq!(
        Signal::from_sdp(&sdp_with(&[], "actpass")),
        Err(SdpError::NoCandidates)
    );
}

#[test]
fn of_many_candidates_those_of_highest_priority_stay_in_order() {
    let lines: Vec<String> = (0..20u32)
        .map(|i| format!("{i} 1 udp {} 10.0.0.{i} 5000 typ host", (i * 7) % 20))
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let signal = Signal::from_sdp(&sdp_with(&lines, "actpass")).unwrap();
    assert_eq!(signal.candidates.len(), MAX_CANDIDATES);
    let kept: Vec<u32> = signal.candidates.iter().map(|c| c.foundation).collect();
    // Priorities 0 to 3 (foundations 0, 3, 6, 9) are dropped.
    let expected: Vec<u32> = (0..20).filter(|i| ![0, 3, 6, 9].contains(i)).collect();
    assert_eq!(kept, expected);
}

#[test]
fn bad_descriptions_are_refused() {
    let good = sdp_with(&[IPV4_HOST], "actpass");
    assert!(Signal::from_sdp(&good).is_ok());
    let cases = [
        (String::new(), SdpError::NotSdp),
        ("hello".to_string(), SdpError::NotSdp),
        (good.replace("v=0", "v=1"), SdpError::NotSdp),
        (
            good.replace("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\n", ""),
            SdpError::NoDataChannel,
        ),
        (
            good.replace(
                "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                "m=audio 9 UDP/TLS/RTP/SAVPF 111",
            ),
            SdpError::NoDataChannel,
        ),
        (
            good.replace(
                "c=IN IP4",
                "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\nc=IN IP4",
            ),
            SdpError::NoDataChannel,
        ),
        (
            good.replace("a=mid:0", "a=mid:data"),
            SdpError::NoDataChannel,
        ),
        (
            good.replace("sctp-port:5000", "sctp-port:5001"),
            SdpError::NoDataChannel,
        ),
        (
            good.replace("a=ice-ufrag:AbCd\n", ""),
            SdpError::MissingCredentials,
        ),
        (
            good.replace("a=ice-pwd:", "a=ice-pw:"),
            SdpError::MissingCredentials,
        ),
        (
            good.replace("ice-ufrag:AbCd", "ice-ufrag:Abc"),
            SdpError::BadCredentials,
        ),
        (
            good.replace("ice-ufrag:AbCd", "ice-ufrag:Ab-d"),
            SdpError::BadCredentials,
        ),
        (
            good.replace("ice-pwd:0123456789", "ice-pwd:012345678"),
            SdpError::BadCredentials,
        ),
        (
            good.replace("ice-ufrag:AbCd", &format!("ice-ufrag:{}", "A".repeat(257))),
            SdpError::BadCredentials,
        ),
        (
            good.replace("sha-256", "sha-1"),
            SdpError::MissingFingerprint,
        ),
        (
            good.replace("00:11:22", "00:11"),
            SdpError::MissingFingerprint,
        ),
        (
            good.replace("00:11:22", "00:11:+2"),
            SdpError::MissingFingerprint,
        ),
        (
            good.replace("ee:ff\n", "ee:ff:00\n"),
            SdpError::MissingFingerprint,
        ),
        (
            good.replace("a=setup:actpass\n", ""),
            SdpError::MissingSetup,
        ),
        (
            good.replace("setup:actpass", "setup:holdconn"),
            SdpError::MissingSetup,
        ),
    ];
    for (sdp, error) in cases {
        assert_eq!(Signal::from_sdp(&sdp), Err(error), "{sdp}");
    }
}

#[test]
fn addresses_read_as_one_spelling() {
    assert_eq!(
        Address::parse("5B0E3D5C-6B1C-4C77-B7C1-2F6E8C0A2F11.local"),
        Some(Address::Name(
            "5B0E3D5C-6B1C-4C77-B7C1-2F6E8C0A2F11.local".into()
        ))
    );
    assert_eq!(
        Address::parse("relay.example.org"),
        Some(Address::Name("relay.example.org".into()))
    );
    for bad in ["", "a b", "fe80::1%eth0", "ü.local", &"a".repeat(256)] {
        assert_eq!(Address::parse(bad), None, "{bad}");
    }
    // A name that reads as an address is no name.
    for name in [
        "10.0.0.1",
        "5b0e3d5c-6b1c-4c77-b7c1-2f6e8c0a2f11.local",
        "a b",
    ] {
        let mut signal = Signal::from_sdp(&sdp_with(&[IPV4_HOST], "actpass")).unwrap();
        signal.candidates[0].address = Address::Name(name.into());
        assert_eq!(signal.check(), Err(SdpError::BadCandidate));
    }
}

#[test]
fn a_signal_out_of_bounds_is_written_as_one_that_reads_as_an_error() {
    let good = Signal::from_sdp(&sdp_with(&[IPV4_HOST], "actpass")).unwrap();
    let mut short = good.clone();
    short.ice_ufrag = "abc".into();
    let mut empty = good.clone();
    empty.candidates.clear();
    let mut many = good.clone();
    many.candidates = vec![good.candidates[0].clone(); MAX_CANDIDATES + 1];
    let mut tcp = good.clone();
    tcp.candidates[0].protocol = Protocol::Tcp;
    for (signal, error) in [
        (short, SdpError::BadCredentials),
        (empty, SdpError::NoCandidates),
        (many, SdpError::TooManyCandidates),
        (tcp, SdpError::BadCandidate),
    ] {
        assert_eq!(signal.check(), Err(error));
        let mut packed = Vec::new();
        signal.write(&mut packed);
        assert_eq!(
            Signal::read(&mut ByteReader::new(&packed)),
            Err(SdpError::BadCredentials)
        );
    }
}

#[test]
fn the_packed_form_is_small_and_strict() {
    let signal = Signal::from_sdp(&sdp_with(&[MDNS_HOST, SRFLX], "actpass")).unwrap();
    let mut packed = Vec::new();
    signal.write(&mut packed);
    // ufrag 1 + 3, pwd 1 + 17, fingerprint 32, setup and count 1, mDNS host 28, srflx 16 + 7.
    assert_eq!(packed.len(), 4 + 18 + 32 + 1 + 28 + 23);
    for len in 0..packed.len() {
        assert_eq!(
            Signal::read(&mut ByteReader::new(&packed[..len])),
            Err(SdpError::Truncated),
            "{len}"
        );
    }
    // Every changed byte reads as an error or as another signal, never a panic.
    for i in 0..packed.len() {
        for bit in 0..8 {
            let mut changed = packed.clone();
            changed[i] ^= 1 << bit;
            if let Ok(other) = Signal::read(&mut ByteReader::new(&changed)) {
                assert_eq!(other.check(), Ok(()));
            }
        }
    }
    let refusals = [
        (0, 253, SdpError::BadCredentials),
        (4, 235, SdpError::BadCredentials),
        (21, packed[21] | 0x0f, SdpError::BadCredentials), // the password's padding
        (54, 3 << 5 | 2, SdpError::MissingSetup),
        (54, 17, SdpError::TooManyCandidates),
        (54, 0, SdpError::NoCandidates),
        (55, packed[55] | 0x18, SdpError::BadCandidate), // a UDP candidate with a TCP type
        (56, 0, SdpError::BadCandidate),                 // component 0
    ];
    for (at, byte, error) in refusals {
        let mut changed = packed.clone();
        changed[at] = byte;
        assert_eq!(
            Signal::read(&mut ByteReader::new(&changed)).err(),
            Some(error),
            "byte {at}"
        );
    }
}

#[test]
fn every_sdp_error_has_its_message_in_every_language() {
    let errors = [
        SdpError::NotSdp,
        SdpError::NoDataChannel,
        SdpError::MissingCredentials,
        SdpError::BadCredentials,
        SdpError::MissingFingerprint,
        SdpError::MissingSetup,
        SdpError::NoCandidates,
        SdpError::TooManyCandidates,
        SdpError::BadCandidate,
        SdpError::Truncated,
    ];
    for error in &errors {
        match error {
            SdpError::NotSdp
            | SdpError::NoDataChannel
            | SdpError::MissingCredentials
            | SdpError::BadCredentials
            | SdpError::MissingFingerprint
            | SdpError::MissingSetup
            | SdpError::NoCandidates
            | SdpError::TooManyCandidates
            | SdpError::BadCandidate
            | SdpError::Truncated => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 10);
    for error in &errors {
        crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, error).to_string()
        });
        assert_eq!(error_text(Lang::En, error), error.to_string());
    }
}
