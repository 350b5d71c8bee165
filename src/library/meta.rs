//! What the library keeps beside each saved game: its metadata, read by the list and its filters
//! without decoding the game.
use makruk_core::{Game, Variant};

use crate::model::record::Record;
use crate::settings::Opponent;

/// `text` in lower case by Unicode's rules (names are in any script): in the browser by
/// JavaScript's `toLowerCase`, whose case tables the page need not carry again.
pub fn lower_case(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    return js_sys::JsString::from(text).to_lower_case().into();
    #[cfg(not(target_arch = "wasm32"))]
    return text.to_lowercase();
}

/// How many plies of a game's start [`GameMeta::opening`] keeps.
pub const OPENING_PLIES: usize = 8;

/// Where a game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Played against the engine at this level (1–8).
    Engine(u8),
    /// Played by two players on this device.
    TwoPlayers,
    /// Opened from a game link.
    Link,
    /// Imported (PGN or text).
    Import,
    /// Played live with a friend on another device.
    Live,
}

impl Source {
    /// The source of a game played here with these settings' opponent.
    pub fn of_play(opponent: Opponent) -> Source {
        match opponent {
            Opponent::Engine { level } => Source::Engine(level.number()),
            Opponent::Human => Source::TwoPlayers,
            Opponent::Live { .. } => Source::Live,
        }
    }

    /// The source as the library stores it: `engine N`, `two-players`, `link`, `import`, `live`.
    pub fn text(self) -> String {
        match self {
            Source::Engine(level) => format!("engine {level}"),
            Source::TwoPlayers => "two-players".to_string(),
            Source::Link => "link".to_string(),
            Source::Import => "import".to_string(),
            Source::Live => "live".to_string(),
        }
    }

    /// The source of a stored text ([`Source::text`]).
    pub fn from_text(text: &str) -> Option<Source> {
        match text {
            "two-players" => Some(Source::TwoPlayers),
            "link" => Some(Source::Link),
            "import" => Some(Source::Import),
            "live" => Some(Source::Live),
            _ => match text.strip_prefix("engine ")?.parse() {
                Ok(level @ 1..=8) => Some(Source::Engine(level)),
                _ => None,
            },
        }
    }
}

/// A game's metadata as the library stores it (a plain object in IndexedDB, its field names are
/// the store's format, see docs/formats.md).
#[derive(Clone, Debug, PartialEq)]
pub struct GameMeta {
    /// When the game entered the library (milliseconds since 1970).
    pub created: f64,
    /// When the game was last written (milliseconds since 1970); the list's order, newest first.
    pub updated: f64,
    /// How many times the entry was written: a write based on an older revision is refused.
    pub revision: u32,
    /// The variant's UCI name (`makruk`, `cambodian`, …).
    pub variant: String,
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub result: String,
    /// White's name (empty when not given).
    pub white: String,
    /// Black's name (empty when not given).
    pub black: String,
    /// Both names in lower case, separated by a tab: what text search looks in.
    pub names: String,
    /// Moves played.
    pub plies: u32,
    /// Where the game came from.
    pub source: Source,
    /// The first moves in SAN, separated by spaces (at most [`OPENING_PLIES`]).
    pub opening: String,
    /// The key of a game opened from a link or played live ([`link_key`]), which a newer link of
    /// it, or its reconnection, finds.
    pub link_key: Option<String>,
}

impl GameMeta {
    /// The metadata of `record`, whose replay is `game`, written at `now` (revision 0, created now).
    pub fn of(record: &Record, game: &Game, source: Source, now: f64) -> GameMeta {
        let [white, black] = record.names.clone();
        let names = format!("{}\t{}", lower_case(&white), lower_case(&black));
        GameMeta {
            created: now,
            updated: now,
            revision: 0,
            variant: record.settings.variant.uci_name().to_string(),
            result: game.pgn_result().to_string(),
            white,
            black,
            names,
            plies: u32::try_from(game.moves().len()).unwrap_or(u32::MAX),
            source,
            opening: opening(game),
            link_key: matches!(source, Source::Link | Source::Live).then(|| link_key(record)),
        }
    }

    /// The variant, if the stored name is one.
    pub fn variant(&self) -> Option<Variant> {
        Variant::from_uci_name(&self.variant)
    }

    /// Whether the game goes on (no result yet).
    pub fn is_unfinished(&self) -> bool {
        self.result == "*"
    }
}

/// The first [`OPENING_PLIES`] moves of `game` in SAN.
fn opening(game: &Game) -> String {
    game.positions()
        .iter()
        .zip(game.moves())
        .take(OPENING_PLIES)
        .map(|(position, &m)| position.san(m))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The identity of a linked game: its variant, start, players' names and opponent. Two links of
/// one game share it; the later one's moves extend the earlier one's. A live game's is its
/// `game_id` (`live` and 16 hex digits), the same on both devices.
pub fn link_key(record: &Record) -> String {
    let opponent = match record.settings.opponent {
        Opponent::Live { game_id } => return format!("live{game_id:016x}"),
        Opponent::Engine { level } => {
            format!("engine {} {:?}", level.number(), record.settings.user_side)
        }
        Opponent::Human => "human".to_string(),
    };
    let start = record.game.start.clone().unwrap_or_default();
    let text = format!(
        "{}\n{start}\n{}\t{}\n{opponent}",
        record.settings.variant.uci_name(),
        record.names[0],
        record.names[1]
    );
    format!("{:016x}", fnv1a(text.as_bytes()))
}

/// FNV-1a, 64 bits: a short fixed hash of a text (not a checksum against tampering).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// How a linked game relates to a stored game of the same [`link_key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkMatch {
    /// The link continues the stored game (or is the same): it updates the entry.
    Newer,
    /// The stored game continues the link: the entry is kept as it is.
    Older,
    /// Another game that shares the key (the moves part ways).
    Other,
}

/// How the moves of a link (`link`) relate to a stored game's (`stored`).
pub fn link_match(stored: &Record, link: &Record) -> LinkMatch {
    let (stored_moves, link_moves) = (&stored.game.moves, &link.game.moves);
    if link_moves.starts_with(stored_moves) {
        LinkMatch::Newer
    } else if stored_moves.starts_with(link_moves) {
        LinkMatch::Older
    } else {
        LinkMatch::Other
    }
}
