use super::*;

#[test]
fn settings_round_trip_as_text() {
    for network in [
        LiveNetwork::default(),
        LiveNetwork::of_mode(NetworkMode::Local),
        LiveNetwork {
            mode: NetworkMode::Custom,
            relays: vec![
                "ws://127.0.0.1:7447".into(),
                "wss://relay.example.org/x".into(),
            ],
            ice: vec![
                IceServer::from_line("turn:turn.example.org:3478 ann secret").unwrap(),
                IceServer::from_line("stun:stun.example.org").unwrap(),
            ],
        },
        LiveNetwork {
            mode: NetworkMode::Internet,
            relays: vec!["ws://r.example".into()],
            ice: Vec::new(),
        },
    ] {
        assert_eq!(LiveNetwork::from_text(&network.to_text()), Some(network));
    }
}

#[test]
fn an_earlier_versions_setting_still_loads() {
    assert_eq!(
        LiveNetwork::from_text("public"),
        Some(LiveNetwork::default())
    );
    assert_eq!(
        LiveNetwork::from_text("local"),
        Some(LiveNetwork::of_mode(NetworkMode::Local))
    );
    let own = LiveNetwork::from_text("own\tturn:t.example:3478\tu\tc").unwrap();
    assert_eq!(own.mode, NetworkMode::Custom);
    assert!(own.relay_urls().is_empty());
    assert_eq!(
        own.ice_servers(),
        vec![IceServer {
            url: "turn:t.example:3478".into(),
            user: Some("u".into()),
            credential: Some("c".into()),
        }]
    );
    let stun = LiveNetwork::from_text("own\tstun:s.example\t\t").unwrap();
    assert_eq!(stun.ice[0].to_line(), "stun:s.example");
}

#[test]
fn bad_settings_are_refused() {
    for text in [
        "",
        "everywhere",
        "own\thttp://example.org\t\t",
        "own\tstun:\t\t",
        "own\tturn:a\tb",
        "own\tturn:a\tb\tc\td",
        "own\tturn:a\tb c\td",
        "custom\nrelay http://r.example",
        "custom\nice http://s.example",
        "custom\nsomething else",
    ] {
        assert_eq!(LiveNetwork::from_text(text), None, "{text:?}");
    }
}

#[test]
fn servers_follow_the_mode() {
    let custom = LiveNetwork {
        mode: NetworkMode::Custom,
        relays: vec!["ws://127.0.0.1:1".into()],
        ice: Vec::new(),
    };
    assert_eq!(custom.relay_urls(), vec!["ws://127.0.0.1:1".to_string()]);
    assert!(custom.ice_servers().is_empty());
    let internet = LiveNetwork {
        mode: NetworkMode::Internet,
        ..custom.clone()
    };
    assert_eq!(internet.relay_urls().len(), PUBLIC_RELAYS.len());
    assert_eq!(internet.ice_servers().len(), PUBLIC_STUN.len());
    let local = LiveNetwork {
        mode: NetworkMode::Local,
        ..custom
    };
    assert!(local.relay_urls().is_empty() && local.ice_servers().is_empty());
}

#[test]
fn lists_typed_one_a_line_name_their_bad_lines() {
    assert_eq!(
        LiveNetwork::relays_from_lines(" ws://127.0.0.1:7447 \n\nwss://r.example\n"),
        Ok(vec![
            "ws://127.0.0.1:7447".to_string(),
            "wss://r.example".to_string()
        ])
    );
    assert_eq!(
        LiveNetwork::relays_from_lines("wss://r.example\nhttps://r.example\nr"),
        Err(BadLines(vec![2, 3]))
    );
    assert_eq!(LiveNetwork::ice_from_lines(""), Ok(Vec::new()));
    assert_eq!(
        LiveNetwork::ice_from_lines("stun:s.example\nturn:t.example u c x"),
        Err(BadLines(vec![2]))
    );
    let many = "wss://r.example\n".repeat(MAX_SERVERS + 1);
    assert_eq!(
        LiveNetwork::relays_from_lines(&many),
        Err(BadLines(vec![MAX_SERVERS + 1]))
    );
}
