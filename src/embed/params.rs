//! The embed page's URL query parameters, read without a browser: every unknown or malformed
//! parameter falls back to its default with a warning naming it, so a frame always renders.
use makruk_core::{parse_pgn, Color, Move, Position, Variant};
use makruk_engine::Level;

use crate::library::import::{is_uci_move, parse_moves};
use crate::settings::PieceSet;
use crate::text::Lang;

/// What the visitor of an embedded board may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EmbedMode {
    /// Replay the given game with navigation only.
    #[default]
    View,
    /// Play against the engine from the given position.
    Play,
    /// Move freely for both sides.
    Analysis,
}

/// Smallest and largest board size accepted for `size`, in CSS pixels.
pub const SIZE_RANGE: (u32, u32) = (120, 2000);

/// An embedded board's set-up.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedConfig {
    /// The start position (`fen`, a `pgn`'s start, or the variant's start).
    pub start: Position,
    /// The moves played from it.
    pub moves: Vec<Move>,
    /// The side at the bottom.
    pub orientation: Color,
    /// What the visitor may do.
    pub mode: EmbedMode,
    /// Engine level for [`EmbedMode::Play`].
    pub level: Level,
    /// Interface language; `None` follows the browser.
    pub lang: Option<Lang>,
    /// Piece drawings.
    pub pieces: PieceSet,
    /// Board width in CSS pixels; `None` fits the frame.
    pub size: Option<u32>,
}

impl Default for EmbedConfig {
    fn default() -> Self {
        EmbedConfig {
            start: Position::startpos(Variant::Makruk),
            moves: Vec::new(),
            orientation: Color::White,
            mode: EmbedMode::View,
            level: Level::DEFAULT,
            lang: None,
            pieces: PieceSet::Thai,
            size: None,
        }
    }
}

/// Decodes `%XX` escapes and `+` (a space in a query string); `None` for a broken escape (a `%`
/// without two hex digits) or bytes that are not UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let escapes_whole = text.split('%').skip(1).all(|rest| {
        rest.as_bytes()
            .get(..2)
            .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    });
    let spaced = text.replace('+', " ");
    let decoded = percent_encoding::percent_decode_str(&spaced)
        .decode_utf8()
        .ok()?;
    escapes_whole.then(|| decoded.into_owned())
}

/// The decoded `key=value` pairs of a query string (with or without its `?`), and a warning
/// for each pair that cannot be decoded.
pub fn query_pairs(query: &str) -> (Vec<(String, String)>, Vec<String>) {
    let mut pairs = Vec::new();
    let mut warnings = Vec::new();
    for part in query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        match (percent_decode(key), percent_decode(value)) {
            (Some(k), Some(v)) => pairs.push((k, v)),
            _ => warnings.push(format!(
                "embed: parameter \"{key}\" is not valid URL encoding; ignored"
            )),
        }
    }
    (pairs, warnings)
}

/// Whether the query asks for the embed page (`embed` present and not `0`/`false`).
pub fn is_embed_query(query: &str) -> bool {
    query_pairs(query)
        .0
        .iter()
        .any(|(k, v)| k == "embed" && !matches!(v.as_str(), "0" | "false"))
}

/// The interface language a query string asks for: its last `lang` parameter, decoded and read
/// as [`parse_query`] reads it, the other parameters left unread (the page's language is chosen
/// before its board is read). `None` without one or for a language the app does not have.
pub fn lang_param(query: &str) -> Option<Lang> {
    let (pairs, _) = query_pairs(query);
    let (_, value) = pairs.iter().rev().find(|(key, _)| key == "lang")?;
    Lang::from_code(value.trim())
}

fn bad(key: &str, value: &str, fallback: &str) -> String {
    format!("embed: bad value \"{value}\" for parameter \"{key}\"; using {fallback}")
}

/// The values of parameter `orientation` (any case), the default first.
const SIDES: [(&str, Color); 4] = [
    ("white", Color::White),
    ("black", Color::Black),
    ("w", Color::White),
    ("b", Color::Black),
];

/// The values of parameter `mode` (any case), the default first.
const MODES: [(&str, EmbedMode); 3] = [
    ("view", EmbedMode::View),
    ("play", EmbedMode::Play),
    ("analysis", EmbedMode::Analysis),
];

/// The values of parameter `pieces` (any case), the default first.
const PIECE_SETS: [(&str, PieceSet); 3] = [
    ("thai", PieceSet::Thai),
    ("western", PieceSet::Western),
    ("wooden", PieceSet::Wooden),
];

/// The value that `names` gives `value` (in any case); else the first, with a warning for `key`.
fn choose<T: Copy>(key: &str, value: &str, names: &[(&str, T)], warnings: &mut Vec<String>) -> T {
    let value_lower = value.to_ascii_lowercase();
    match names.iter().find(|(name, _)| *name == value_lower) {
        Some(&(_, chosen)) => chosen,
        None => {
            let (fallback_name, fallback) = names[0];
            warnings.push(bad(key, value, fallback_name));
            fallback
        }
    }
}

/// Reads the embed parameters of a query string into a set-up and the warnings to log.
pub fn parse_query(query: &str) -> (EmbedConfig, Vec<String>) {
    let (pairs, mut warnings) = query_pairs(query);
    let mut config = EmbedConfig::default();
    let get = |name: &str| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
    };
    for (key, _) in &pairs {
        const KNOWN: [&str; 11] = [
            "embed",
            "fen",
            "moves",
            "pgn",
            "orientation",
            "mode",
            "level",
            "variant",
            "lang",
            "pieces",
            "size",
        ];
        if !KNOWN.contains(&key.as_str()) {
            warnings.push(format!("embed: unknown parameter \"{key}\" ignored"));
        }
    }
    let variant = match get("variant") {
        None => Variant::Makruk,
        Some(v) => Variant::from_uci_name(&v.to_ascii_lowercase())
            .or_else(|| makruk_core::pgn::variant_from_pgn_name(v))
            .unwrap_or_else(|| {
                warnings.push(bad("variant", v, "makruk"));
                Variant::Makruk
            }),
    };
    config.start = Position::startpos(variant);
    if let Some(fen) = get("fen") {
        match Position::from_fen(variant, fen) {
            Ok(pos) => config.start = pos,
            Err(e) => warnings.push(format!(
                "embed: bad value for parameter \"fen\" ({e}); using the start position"
            )),
        }
    }
    if let Some(text) = get("pgn") {
        if get("fen").is_some() || get("moves").is_some() {
            warnings.push("embed: parameter \"pgn\" given; \"fen\" and \"moves\" ignored".into());
        }
        match parse_pgn(text) {
            Ok(game) => {
                config.start = game.start;
                config.moves = game.moves;
            }
            Err(e) => warnings.push(format!(
                "embed: bad value for parameter \"pgn\" ({e}); showing the start position"
            )),
        }
    } else if let Some(text) = get("moves") {
        match read_moves(&config.start, text) {
            Ok(moves) => config.moves = moves,
            Err(e) => warnings.push(format!(
                "embed: bad value for parameter \"moves\" ({e}); no moves played"
            )),
        }
    }
    if let Some(v) = get("orientation") {
        config.orientation = choose("orientation", v, &SIDES, &mut warnings);
    }
    if let Some(v) = get("mode") {
        config.mode = choose("mode", v, &MODES, &mut warnings);
    }
    if let Some(v) = get("level") {
        match v.parse().ok().and_then(Level::new) {
            Some(level) => config.level = level,
            None => warnings.push(bad("level", v, &Level::DEFAULT.number().to_string())),
        }
    }
    if let Some(v) = get("lang") {
        config.lang = Lang::from_code(v);
        if config.lang.is_none() {
            warnings.push(bad("lang", v, "the browser's language"));
        }
    }
    if let Some(v) = get("pieces") {
        config.pieces = choose("pieces", v, &PIECE_SETS, &mut warnings);
    }
    if let Some(v) = get("size") {
        match v.trim_end_matches("px").parse::<u32>() {
            Ok(px) if (SIZE_RANGE.0..=SIZE_RANGE.1).contains(&px) => config.size = Some(px),
            _ => warnings.push(bad("size", v, "the frame's size")),
        }
    }
    (config, warnings)
}

/// Reads a move list (UCI or SAN, separated by spaces or commas, move numbers allowed) from `start`.
fn read_moves(start: &Position, text: &str) -> Result<Vec<Move>, String> {
    let spaced = text.replace(',', " ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    if tokens.iter().all(|t| is_uci_move(t)) {
        return parse_moves(start, tokens).map_err(|e| e.to_string());
    }
    let pgn = format!(
        "[Variant \"{}\"]\n[FEN \"{}\"]\n\n{spaced}",
        start.variant().name(),
        start.exact_fen()
    );
    parse_pgn(&pgn)
        .map(|game| game.moves)
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests;
