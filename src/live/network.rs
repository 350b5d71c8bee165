//! Which servers help the two browsers find a path to each other: public STUN servers (the
//! default), none (the local network only), or the player's own STUN or TURN server. Kept in
//! `localStorage` as one line of text, beside the player's name for live games.

/// The public STUN servers used by default. They see the two devices' addresses, never the game.
pub const PUBLIC_STUN: [&str; 3] = [
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
    "stun:stun.nextcloud.com:443",
];

/// Storage key of the player's name in live games.
const NAME_KEY: &str = "makruk.live-name";
/// Storage key of the network setting ([`LiveNetwork::to_text`]).
const NETWORK_KEY: &str = "makruk.live-network";

/// The player's name for live games, as last given.
pub fn saved_name() -> String {
    crate::platform::storage::read(NAME_KEY).unwrap_or_default()
}

/// Keeps the player's name for the next live game.
pub fn save_name(name: &str) {
    crate::platform::storage::write(NAME_KEY, name);
}

/// The network setting, as last chosen.
pub fn saved_network() -> LiveNetwork {
    crate::platform::storage::read(NETWORK_KEY)
        .and_then(|text| LiveNetwork::from_text(&text))
        .unwrap_or_default()
}

/// Keeps the network setting for the next live game.
pub fn save_network(network: &LiveNetwork) {
    crate::platform::storage::write(NETWORK_KEY, &network.to_text());
}

/// The longest server address or credential kept, in bytes.
const MAX_FIELD_BYTES: usize = 256;

/// The ICE servers of a live game's connection.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LiveNetwork {
    /// The public STUN servers of [`PUBLIC_STUN`]: play across the internet.
    #[default]
    Public,
    /// No server at all: the two devices must share a network (Wi-Fi, a phone's hotspot).
    LocalOnly,
    /// The player's own STUN or TURN server.
    Own {
        /// `stun:host:port`, `turn:host:port` or `turns:host:port`.
        url: String,
        /// The TURN user name (empty for STUN).
        user: String,
        /// The TURN credential (empty for STUN).
        credential: String,
    },
}

/// One ICE server as `RTCPeerConnection` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// The server's URL.
    pub url: String,
    /// The user name, if any.
    pub user: Option<String>,
    /// The credential, if any.
    pub credential: Option<String>,
}

impl LiveNetwork {
    /// The ICE servers to give the connection.
    pub fn ice_servers(&self) -> Vec<IceServer> {
        match self {
            LiveNetwork::Public => PUBLIC_STUN
                .iter()
                .map(|url| IceServer {
                    url: (*url).to_string(),
                    user: None,
                    credential: None,
                })
                .collect(),
            LiveNetwork::LocalOnly => Vec::new(),
            LiveNetwork::Own {
                url,
                user,
                credential,
            } => vec![IceServer {
                url: url.clone(),
                user: (!user.is_empty()).then(|| user.clone()),
                credential: (!credential.is_empty()).then(|| credential.clone()),
            }],
        }
    }

    /// The setting as stored: `public`, `local`, or `own⇥url⇥user⇥credential`.
    pub fn to_text(&self) -> String {
        match self {
            LiveNetwork::Public => "public".to_string(),
            LiveNetwork::LocalOnly => "local".to_string(),
            LiveNetwork::Own {
                url,
                user,
                credential,
            } => format!("own\t{url}\t{user}\t{credential}"),
        }
    }

    /// A stored setting ([`LiveNetwork::to_text`]); `None` for anything else.
    pub fn from_text(text: &str) -> Option<LiveNetwork> {
        match text {
            "public" => Some(LiveNetwork::Public),
            "local" => Some(LiveNetwork::LocalOnly),
            _ => {
                let mut fields = text.strip_prefix("own\t")?.split('\t');
                let (url, user, credential) = (fields.next()?, fields.next()?, fields.next()?);
                if fields.next().is_some() {
                    return None;
                }
                LiveNetwork::own(url, user, credential)
            }
        }
    }

    /// The player's own server, if `url` is a STUN or TURN address and every field is short
    /// and on one line.
    pub fn own(url: &str, user: &str, credential: &str) -> Option<LiveNetwork> {
        let url = url.trim();
        let scheme_ok = ["stun:", "stuns:", "turn:", "turns:"]
            .iter()
            .any(|scheme| url.len() > scheme.len() && url.starts_with(scheme));
        let field_ok = |field: &str| {
            field.len() <= MAX_FIELD_BYTES && !field.contains(|c: char| c.is_control())
        };
        (scheme_ok && field_ok(url) && field_ok(user) && field_ok(credential)).then(|| {
            LiveNetwork::Own {
                url: url.to_string(),
                user: user.to_string(),
                credential: credential.to_string(),
            }
        })
    }

    /// How long to wait for the servers' answers while gathering addresses, in milliseconds.
    pub fn gathering_bound_ms(&self) -> u32 {
        match self {
            LiveNetwork::LocalOnly => 2000,
            LiveNetwork::Public | LiveNetwork::Own { .. } => 5000,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_as_text() {
        for network in [
            LiveNetwork::Public,
            LiveNetwork::LocalOnly,
            LiveNetwork::own("turn:turn.example.org:3478", "ann", "secret").unwrap(),
            LiveNetwork::own("stun:stun.example.org", "", "").unwrap(),
        ] {
            assert_eq!(LiveNetwork::from_text(&network.to_text()), Some(network));
        }
    }

    #[test]
    fn bad_settings_are_refused() {
        for text in [
            "",
            "internet",
            "own\thttp://example.org\t\t",
            "own\tstun:\t\t",
            "own\tturn:a\tb",
            "own\tturn:a\tb\tc\td",
        ] {
            assert_eq!(LiveNetwork::from_text(text), None, "{text:?}");
        }
        assert_eq!(LiveNetwork::own("turn:a\nb", "", ""), None);
    }

    #[test]
    fn servers_follow_the_setting() {
        assert_eq!(LiveNetwork::Public.ice_servers().len(), PUBLIC_STUN.len());
        assert!(LiveNetwork::LocalOnly.ice_servers().is_empty());
        let own = LiveNetwork::own("turn:t.example:3478", "u", "").unwrap();
        assert_eq!(
            own.ice_servers(),
            vec![IceServer {
                url: "turn:t.example:3478".to_string(),
                user: Some("u".to_string()),
                credential: None,
            }]
        );
    }
}
