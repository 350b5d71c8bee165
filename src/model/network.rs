//! Live play's network setting (*Preferences → Network*): which Nostr relays carry the signalling
//! of the one link, and which STUN or TURN servers help the two browsers find a path to each
//! other. Kept in `localStorage` beside the player's name for live games.

/// The public Nostr relays of the `internet` mode. They pass sealed signalling events, never the
/// game.
pub const PUBLIC_RELAYS: [&str; 4] = [
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.primal.net",
    "wss://relay.nostr.band",
];

/// The public STUN servers of the `internet` mode. They see the two devices' addresses, never the
/// game.
pub const PUBLIC_STUN: [&str; 3] = [
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
    "stun:stun.nextcloud.com:443",
];

/// Storage key of the player's name in live games.
const NAME_KEY: &str = "makruk.live-name";
/// Storage key of the network setting ([`LiveNetwork::to_text`]).
const NETWORK_KEY: &str = "makruk.live-network";

/// The longest server address or credential kept, in bytes.
const MAX_FIELD_BYTES: usize = 256;
/// The most relays, and the most ICE servers, kept.
pub const MAX_SERVERS: usize = 8;

/// The player's name for live games, as last given.
pub fn saved_name() -> String {
    crate::platform::storage::read(NAME_KEY).unwrap_or_default()
}

/// Keeps the player's name for the next live game.
pub fn save_name(name: &str) {
    crate::platform::storage::write(NAME_KEY, name);
}

/// The network setting, as last chosen (an earlier version's value included).
pub fn saved_network() -> LiveNetwork {
    crate::platform::storage::read(NETWORK_KEY)
        .and_then(|text| LiveNetwork::from_text(&text))
        .unwrap_or_default()
}

/// Keeps the network setting.
pub fn save_network(network: &LiveNetwork) {
    crate::platform::storage::write(NETWORK_KEY, &network.to_text());
}

/// What a live game may reach.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NetworkMode {
    /// The public relays and STUN servers: the one link, across the internet.
    #[default]
    Internet,
    /// No relay, no server: the hand-carried invite and reply, on one network.
    Local,
    /// The player's own relays and ICE servers ([`LiveNetwork::relays`], [`LiveNetwork::ice`]).
    Custom,
}

impl NetworkMode {
    /// Every mode, in the order the setting lists them.
    pub const ALL: [NetworkMode; 3] = [
        NetworkMode::Internet,
        NetworkMode::Local,
        NetworkMode::Custom,
    ];

    /// The mode's code (the select's value, and the first line of the stored setting).
    pub fn code(self) -> &'static str {
        match self {
            NetworkMode::Internet => "internet",
            NetworkMode::Local => "local",
            NetworkMode::Custom => "custom",
        }
    }

    /// The mode of `code`; `public`, an earlier version's name of `internet`, too.
    pub fn from_code(code: &str) -> Option<NetworkMode> {
        match code {
            "internet" | "public" => Some(NetworkMode::Internet),
            "local" => Some(NetworkMode::Local),
            "custom" => Some(NetworkMode::Custom),
            _ => None,
        }
    }
}

/// One ICE server as `RTCPeerConnection` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    /// The server's URL (`stun:`, `stuns:`, `turn:` or `turns:`).
    pub url: String,
    /// The user name, if any.
    pub user: Option<String>,
    /// The credential, if any.
    pub credential: Option<String>,
}

impl IceServer {
    /// A server written as one line: its URL, then optionally a user name and a credential
    /// separated by spaces; `None` unless the URL is a STUN or TURN address and every field is
    /// short.
    pub fn from_line(line: &str) -> Option<IceServer> {
        let mut fields = line.split_whitespace();
        let url = fields.next()?;
        let (user, credential) = (fields.next(), fields.next());
        let scheme_ok = ["stun:", "stuns:", "turn:", "turns:"]
            .iter()
            .any(|scheme| url.len() > scheme.len() && url.starts_with(scheme));
        let short = |field: &str| field.len() <= MAX_FIELD_BYTES;
        let fields_ok = short(url) && user.is_none_or(short) && credential.is_none_or(short);
        (scheme_ok && fields_ok && fields.next().is_none()).then(|| IceServer {
            url: url.to_string(),
            user: user.map(str::to_string),
            credential: credential.map(str::to_string),
        })
    }

    /// The server as one line ([`IceServer::from_line`]).
    pub fn to_line(&self) -> String {
        [
            Some(&self.url),
            self.user.as_ref(),
            self.credential.as_ref(),
        ]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(" ")
    }

    fn public_stun(url: &str) -> IceServer {
        IceServer {
            url: url.to_string(),
            user: None,
            credential: None,
        }
    }
}

/// Lines of a custom list that cannot be used, by their number (from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BadLines(pub Vec<usize>);

/// The network setting: the mode, and the player's own lists (kept when another mode is chosen).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveNetwork {
    /// What a live game may reach.
    pub mode: NetworkMode,
    /// The `custom` mode's relays (`ws://` or `wss://`).
    pub relays: Vec<String>,
    /// The `custom` mode's STUN and TURN servers (may be none).
    pub ice: Vec<IceServer>,
}

impl LiveNetwork {
    /// The setting in `mode`, with no list of its own.
    pub fn of_mode(mode: NetworkMode) -> LiveNetwork {
        LiveNetwork {
            mode,
            ..LiveNetwork::default()
        }
    }

    /// The relays the signalling uses (none: the hand-carried exchange only).
    pub fn relay_urls(&self) -> Vec<String> {
        match self.mode {
            NetworkMode::Internet => PUBLIC_RELAYS.iter().map(|url| url.to_string()).collect(),
            NetworkMode::Local => Vec::new(),
            NetworkMode::Custom => self.relays.clone(),
        }
    }

    /// The ICE servers to give the connection.
    pub fn ice_servers(&self) -> Vec<IceServer> {
        match self.mode {
            NetworkMode::Internet => PUBLIC_STUN
                .iter()
                .map(|url| IceServer::public_stun(url))
                .collect(),
            NetworkMode::Local => Vec::new(),
            NetworkMode::Custom => self.ice.clone(),
        }
    }

    /// How long to wait for the servers' answers while gathering addresses, in milliseconds.
    pub fn gathering_bound_ms(&self) -> u32 {
        if self.ice_servers().is_empty() {
            2000
        } else {
            5000
        }
    }

    /// The relays of a list typed one a line (blank lines skipped).
    ///
    /// # Errors
    /// The numbers of the lines that are not a relay's URL, or past [`MAX_SERVERS`].
    pub fn relays_from_lines(text: &str) -> Result<Vec<String>, BadLines> {
        parse_lines(text, |line| {
            makruk_signal::link::valid_relay_url(line).then(|| line.to_string())
        })
    }

    /// The ICE servers of a list typed one a line ([`IceServer::from_line`]; blank lines skipped).
    ///
    /// # Errors
    /// The numbers of the lines that are not a server, or past [`MAX_SERVERS`].
    pub fn ice_from_lines(text: &str) -> Result<Vec<IceServer>, BadLines> {
        parse_lines(text, IceServer::from_line)
    }

    /// The setting as stored: the mode's code, then a line `relay URL` for each relay and `ice
    /// LINE` for each ICE server of the player's own lists.
    pub fn to_text(&self) -> String {
        let mut lines = vec![self.mode.code().to_string()];
        lines.extend(self.relays.iter().map(|url| format!("relay {url}")));
        lines.extend(
            self.ice
                .iter()
                .map(|server| format!("ice {}", server.to_line())),
        );
        lines.join("\n")
    }

    /// A stored setting ([`LiveNetwork::to_text`]), or an earlier version's (`public`, `local`,
    /// or `own⇥url⇥user⇥credential`, read as `custom` with that one ICE server and no relay);
    /// `None` for anything else.
    pub fn from_text(text: &str) -> Option<LiveNetwork> {
        if let Some(own) = text.strip_prefix("own\t") {
            let fields: Vec<&str> = own.split('\t').collect();
            let [url, user, credential] = fields[..] else {
                return None;
            };
            let line = [url, user, credential]
                .iter()
                .filter(|field| !field.is_empty())
                .copied()
                .collect::<Vec<_>>()
                .join(" ");
            let server = IceServer::from_line(&line).filter(|s| s.url == url.trim())?;
            let fields_fit = [user, credential]
                .iter()
                .all(|field| !field.contains(char::is_whitespace));
            return fields_fit.then(|| LiveNetwork {
                mode: NetworkMode::Custom,
                relays: Vec::new(),
                ice: vec![server],
            });
        }
        let mut lines = text.lines();
        let mut network = LiveNetwork::of_mode(NetworkMode::from_code(lines.next()?)?);
        for line in lines {
            match line.split_once(' ')? {
                ("relay", url) if makruk_signal::link::valid_relay_url(url) => {
                    network.relays.push(url.to_string());
                }
                ("ice", server) => network.ice.push(IceServer::from_line(server)?),
                _ => return None,
            }
        }
        (network.relays.len() <= MAX_SERVERS && network.ice.len() <= MAX_SERVERS).then_some(network)
    }
}

/// The items of the non-blank lines of `text`, each read by `read`.
fn parse_lines<T>(text: &str, read: impl Fn(&str) -> Option<T>) -> Result<Vec<T>, BadLines> {
    let mut items = Vec::new();
    let mut bad = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match read(line) {
            Some(item) if items.len() < MAX_SERVERS => items.push(item),
            _ => bad.push(index + 1),
        }
    }
    if bad.is_empty() {
        Ok(items)
    } else {
        Err(BadLines(bad))
    }
}

#[cfg(test)]
mod tests;
