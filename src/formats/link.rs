//! The game-link format: a whole game in a short URL fragment payload (`#g=…`), checked by a CRC-32.
//!
//! Layout (version 4), then base64url without padding:
//! `version` byte · variant index byte · opponent byte (0: two players; else the engine's level in
//! the low 4 bits and 16 when the link's user plays Black; version 1 links have no such byte and are
//! two-player games) · result byte (0: none; 1, 2: White, Black resigned; 3: draw agreed; 4, 5:
//! White, Black lost on time; versions 1 and 2 have no such byte and no result) · rule options
//! (varint length + the text of [`super::options`]; not in versions 1 to 3) · start FEN (varint
//! length + UTF-8, empty for the variant's start) · White's and Black's names (varint length + UTF-8
//! each) · counting actions (varint count, then `ply << 1 | started` each: 1 starts, 0 stops) ·
//! moves (varint count, then each move as its index in the position's legal moves sorted by from, to
//! and promotion, in just enough bits for that position's number of legal moves; a forced move
//! takes no bit) · CRC-32 of all before it (4 bytes).
//!
//! A link of versions 1 to 3 counts board's honour by hand between two players and by the rules
//! against the engine, as the app then played them.
use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use makruk_core::{
    small_sort, Color, CountAction, GameRecord, Move, Position, RecordError, RecordedResult,
    RuleOptions, Variant,
};
use makruk_engine::Level;

use super::options::{self, decode_options, encode_changed_options, OptionsError};
use crate::formats::bytes::ByteReader;
use crate::model::record::{clean_name, first_versions_counting, Record, MAX_NAME_CHARS};
use crate::settings::{GameSettings, Opponent};
use crate::text::Lang;
use crate::tr;

/// The version tag written first; decoding refuses other versions.
const VERSION: u8 = 4;
/// The older version without the rule options, still read.
const VERSION_WITHOUT_OPTIONS: u8 = 3;
/// The older version without the result byte, still read.
const VERSION_WITHOUT_RESULT: u8 = 2;
/// The oldest version, without the opponent and result bytes, still read.
const VERSION_TWO_PLAYERS: u8 = 1;
/// The opponent byte's flag for a user playing Black against the engine.
const USER_BLACK: u8 = 16;
/// The longest name a link may carry, in bytes: [`MAX_NAME_CHARS`] of four bytes.
pub const MAX_NAME_BYTES: usize = 4 * MAX_NAME_CHARS;
/// The most moves a link may carry (far more than any real game, few enough to replay at once).
pub const MAX_MOVES: usize = 2048;
/// The longest start FEN a link may carry, in bytes.
const MAX_FEN_BYTES: usize = 128;
/// The longest rule options text a link may carry, in bytes.
const MAX_OPTIONS_BYTES: usize = 128;

/// A game as a link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    /// The game: variant, start, rule options, moves, counting actions and result.
    pub game: GameRecord,
    /// White's and Black's names (empty when not given).
    pub names: [String; 2],
    /// The engine game this is, `None` for two players.
    pub engine: Option<EngineGame>,
}

/// The opponent of a game against the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineGame {
    /// Engine level.
    pub level: Level,
    /// The side the user plays.
    pub user_side: Color,
}

impl SharedGame {
    /// The game of a record as a link carries it (without clock or board side).
    pub fn of(record: &Record) -> SharedGame {
        SharedGame {
            game: record.game.clone(),
            names: record.names.clone(),
            engine: match record.settings.opponent {
                Opponent::Engine { level } => Some(EngineGame {
                    level,
                    user_side: record.settings.user_side,
                }),
                Opponent::Human | Opponent::Live { .. } => None,
            },
        }
    }

    /// The record of a link: a two-player game shown from the side to move (the one the link was
    /// sent to), or a game against the engine shown from the user's side.
    ///
    /// # Errors
    /// [`LinkError::StartPosition`] for a start FEN that is not a position of the variant.
    pub fn into_record(self) -> Result<Record, LinkError> {
        let start = start_position(&self.game)?;
        let settings = GameSettings {
            variant: self.game.variant,
            opponent: match self.engine {
                Some(EngineGame { level, .. }) => Opponent::Engine { level },
                None => Opponent::Human,
            },
            user_side: self.engine.map_or(Color::White, |e| e.user_side),
            clock: None,
            options: self.game.options,
            handicap: Default::default(),
        };
        let turn = match self.game.moves.len() % 2 {
            0 => start.turn(),
            _ => start.turn().other(),
        };
        Ok(Record {
            settings,
            game: self.game,
            names: self.names.map(|n| clean_name(&n)),
            flipped: match self.engine {
                Some(engine) => engine.user_side == Color::Black,
                None => turn == Color::Black,
            },
            clock_ms: None,
            annotations: Default::default(),
            hints_used: 0,
            chat: Default::default(),
            offers: Default::default(),
        })
    }
}

/// Why a link cannot be read (or a game cannot be written as one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A character that base64url does not use, or an impossible length.
    Encoding,
    /// The checksum does not match: the link was changed or cut.
    Checksum,
    /// Written by another version of the app.
    Version(u8),
    /// The data ends too early.
    Truncated,
    /// An unknown variant number.
    Variant,
    /// An impossible opponent (engine level).
    Opponent,
    /// An unknown rule option or an impossible value.
    Options(OptionsError),
    /// The start position is not a valid FEN for the variant.
    StartPosition,
    /// A name in the link is too long or not UTF-8.
    Name,
    /// A name is too long to be written in a link.
    NameTooLong,
    /// The game has more moves than a link holds ([`MAX_MOVES`]).
    TooManyMoves(usize),
    /// The move at this ply (1 = White's first) is not legal, or there are too many moves.
    Move(usize),
    /// A counting start or stop at this ply is impossible.
    Counting(usize),
    /// An unknown result, or a result given to a game the board already ended.
    Result,
    /// Bytes left over after the game.
    TrailingData,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Encoding => write!(f, "the link contains characters a game link never has"),
            LinkError::Checksum => {
                write!(f, "the link was changed or cut short (checksum mismatch)")
            }
            LinkError::Version(v) => write!(f, "the link was made by another version (format {v})"),
            LinkError::Truncated => write!(f, "the link is cut short"),
            LinkError::Variant => write!(f, "the link names an unknown variant"),
            LinkError::Opponent => write!(f, "the link names an unknown computer level"),
            LinkError::Options(error) => write!(f, "the link's rules are impossible: {error}"),
            LinkError::StartPosition => write!(f, "the link's start position is invalid"),
            LinkError::Name => write!(f, "a player's name in the link is unreadable"),
            LinkError::NameTooLong => write!(f, "a name is too long for a link"),
            LinkError::TooManyMoves(moves) => write!(
                f,
                "the game is too long for a link ({moves} moves, at most {MAX_MOVES})"
            ),
            LinkError::Move(ply) => write!(f, "move {ply} in the link is not legal"),
            LinkError::Counting(ply) => write!(f, "the counting at move {ply} is impossible"),
            LinkError::Result => write!(f, "the link's result is impossible"),
            LinkError::TrailingData => write!(f, "the link has data after the game"),
        }
    }
}

impl std::error::Error for LinkError {}

/// Why a link cannot be read (or a game cannot be written as one), in the interface language.
pub fn error_text(lang: Lang, error: &LinkError) -> String {
    match error {
        LinkError::Encoding => lang.t(crate::key!("link-error-encoding")).to_string(),
        LinkError::Checksum => lang.t(crate::key!("link-error-checksum")).to_string(),
        LinkError::Version(version) => tr!(lang, "link-error-version", version = *version),
        LinkError::Truncated => lang.t(crate::key!("link-error-truncated")).to_string(),
        LinkError::Variant => lang.t(crate::key!("link-error-variant")).to_string(),
        LinkError::Opponent => lang.t(crate::key!("link-error-opponent")).to_string(),
        LinkError::Options(error) => tr!(
            lang,
            "link-error-options",
            error = options::error_text(lang, error)
        ),
        LinkError::StartPosition => lang.t(crate::key!("link-error-start-position")).to_string(),
        LinkError::Name => lang.t(crate::key!("link-error-name")).to_string(),
        LinkError::NameTooLong => lang.t(crate::key!("link-error-name-too-long")).to_string(),
        LinkError::TooManyMoves(moves) => tr!(
            lang,
            "link-error-too-many-moves",
            moves = *moves,
            limit = MAX_MOVES
        ),
        LinkError::Move(ply) => tr!(lang, "link-error-move", ply = *ply),
        LinkError::Counting(ply) => tr!(lang, "link-error-counting", ply = *ply),
        LinkError::Result => lang.t(crate::key!("link-error-result")).to_string(),
        LinkError::TrailingData => lang.t(crate::key!("link-error-trailing-data")).to_string(),
    }
}

impl From<RecordError> for LinkError {
    fn from(error: RecordError) -> LinkError {
        match error {
            RecordError::Start(_) => LinkError::StartPosition,
            RecordError::Move { ply, .. } => LinkError::Move(ply),
            RecordError::Counting { ply, .. }
            | RecordError::ActionOrder { ply }
            | RecordError::ActionAfterEnd { ply, .. } => LinkError::Counting(ply),
            RecordError::Result { .. } => LinkError::Result,
            RecordError::Options(error) => LinkError::Options(OptionsError::Impossible(error)),
        }
    }
}

/// The legal moves of `pos` in the link's order: by from, to, promotion and dropped piece.
fn sorted_moves(pos: &Position) -> Vec<Move> {
    let mut moves = pos.legal_moves().to_vec();
    small_sort::by_key(&mut moves, |m| {
        (
            m.from.index(),
            m.to.index(),
            m.promotion.map(|r| r.index()),
            m.dropped().map(|r| r.index()),
        )
    });
    moves
}

/// The number of bits that hold an index below `n` (0 when there is a single choice).
fn index_bits(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

/// The start position of a game ([`GameRecord::start_position`]), generating moves by its rule
/// options.
fn start_position(game: &GameRecord) -> Result<Position, LinkError> {
    let start = game
        .start_position()
        .map_err(|_| LinkError::StartPosition)?;
    Ok(start.with_move_rules(game.options.move_rules()))
}

/// Writes the game as a link payload (the part after `#g=`).
///
/// # Errors
/// An invalid start FEN, a name longer than [`MAX_NAME_BYTES`], more than [`MAX_MOVES`] moves, or
/// an illegal move.
pub fn encode(shared: &SharedGame) -> Result<String, LinkError> {
    let game = &shared.game;
    let opponent = match shared.engine {
        None => 0,
        Some(EngineGame { level, user_side }) => level.number() | user_side.fold_wb(0, USER_BLACK),
    };
    let mut out = vec![
        VERSION,
        variant_index(game.variant),
        opponent,
        result_byte(game.result),
    ];
    push_bytes(
        &mut out,
        encode_changed_options(game.variant, &game.options).as_bytes(),
    );
    let fen = game.start.as_deref().unwrap_or("");
    if fen.len() > MAX_FEN_BYTES {
        return Err(LinkError::StartPosition);
    }
    push_bytes(&mut out, fen.as_bytes());
    for name in &shared.names {
        if name.len() > MAX_NAME_BYTES {
            return Err(LinkError::NameTooLong);
        }
        push_bytes(&mut out, name.as_bytes());
    }
    push_varint(&mut out, game.actions.len());
    for &(ply, action) in &game.actions {
        push_varint(
            &mut out,
            ply << 1 | usize::from(action == CountAction::Start),
        );
    }
    if game.moves.len() > MAX_MOVES {
        return Err(LinkError::TooManyMoves(game.moves.len()));
    }
    push_varint(&mut out, game.moves.len());
    let mut pos = start_position(game)?;
    let mut bits = BitWriter::default();
    for (i, &m) in game.moves.iter().enumerate() {
        let legal = sorted_moves(&pos);
        let index = legal
            .iter()
            .position(|&l| l == m)
            .ok_or(LinkError::Move(i + 1))?;
        bits.push(index as u32, index_bits(legal.len()));
        pos.play_unchecked(m);
    }
    out.extend(bits.finish());
    out.extend(checksum(&out));
    Ok(URL_SAFE_NO_PAD.encode(out))
}

/// Reads a link payload (the part after `#g=`).
///
/// # Errors
/// Anything but a payload written by [`encode`] of this version: see [`LinkError`].
pub fn decode(payload: &str) -> Result<SharedGame, LinkError> {
    // The engine refuses padding and non-zero unused bits, so each payload has one spelling.
    let bytes = URL_SAFE_NO_PAD
        .decode(payload.trim())
        .map_err(|_| LinkError::Encoding)?;
    let split = bytes.len().checked_sub(4).ok_or(LinkError::Truncated)?;
    let (data, sum) = bytes.split_at(split);
    if checksum(data) != sum {
        return Err(LinkError::Checksum);
    }
    let mut reader = ByteReader::new(data);
    let version = byte(&mut reader)?;
    if ![
        VERSION,
        VERSION_WITHOUT_OPTIONS,
        VERSION_WITHOUT_RESULT,
        VERSION_TWO_PLAYERS,
    ]
    .contains(&version)
    {
        return Err(LinkError::Version(version));
    }
    let variant = *Variant::ALL
        .get(usize::from(byte(&mut reader)?))
        .ok_or(LinkError::Variant)?;
    let engine = match version {
        VERSION_TWO_PLAYERS => None,
        _ => engine_game(byte(&mut reader)?)?,
    };
    let result = match version {
        VERSION | VERSION_WITHOUT_OPTIONS => recorded_result(byte(&mut reader)?)?,
        _ => None,
    };
    let options = match version {
        VERSION => {
            let text = text(&mut reader, MAX_OPTIONS_BYTES).map_err(|e| match e {
                LinkError::Name => LinkError::Options(OptionsError::Unreadable),
                other => other,
            })?;
            decode_options(variant, &text).map_err(LinkError::Options)?
        }
        _ => RuleOptions::default().with_counting(first_versions_counting(match engine {
            Some(EngineGame { level, .. }) => Opponent::Engine { level },
            None => Opponent::Human,
        })),
    };
    let fen = text(&mut reader, MAX_FEN_BYTES).map_err(|e| match e {
        LinkError::Name => LinkError::StartPosition,
        other => other,
    })?;
    let mut game = GameRecord::new(variant);
    game.start = (!fen.is_empty()).then_some(fen);
    game.options = options;
    let names = [
        text(&mut reader, MAX_NAME_BYTES)?,
        text(&mut reader, MAX_NAME_BYTES)?,
    ];
    let action_count = varint(&mut reader)?;
    for _ in 0..action_count {
        let value = varint(&mut reader)?;
        let action = match value & 1 {
            1 => CountAction::Start,
            _ => CountAction::Stop,
        };
        game.actions.push((value >> 1, action));
    }
    let move_count = varint(&mut reader)?;
    if move_count > MAX_MOVES {
        return Err(LinkError::TooManyMoves(move_count));
    }
    let mut pos = start_position(&game)?;
    let mut bits = BitReader {
        data: reader.rest(),
        bit: 0,
    };
    game.moves.reserve(move_count);
    for ply in 1..=move_count {
        let legal = sorted_moves(&pos);
        let index = bits.read(index_bits(legal.len()))?;
        let m = *legal.get(index as usize).ok_or(LinkError::Move(ply))?;
        pos.play_unchecked(m);
        game.moves.push(m);
    }
    if !bits.at_end() {
        return Err(LinkError::TrailingData);
    }
    game.result = result;
    Ok(SharedGame {
        game,
        names,
        engine,
    })
}

/// The result byte of a result.
fn result_byte(result: Option<RecordedResult>) -> u8 {
    match result {
        None => 0,
        Some(RecordedResult::Resignation(side)) => side.fold_wb(1, 2),
        Some(RecordedResult::DrawAgreed) => 3,
        Some(RecordedResult::TimeForfeit(side)) => side.fold_wb(4, 5),
    }
}

/// The result byte read back.
fn recorded_result(byte: u8) -> Result<Option<RecordedResult>, LinkError> {
    Ok(Some(match byte {
        0 => return Ok(None),
        1 => RecordedResult::Resignation(Color::White),
        2 => RecordedResult::Resignation(Color::Black),
        3 => RecordedResult::DrawAgreed,
        4 => RecordedResult::TimeForfeit(Color::White),
        5 => RecordedResult::TimeForfeit(Color::Black),
        _ => return Err(LinkError::Result),
    }))
}

/// The opponent byte read back.
fn engine_game(byte: u8) -> Result<Option<EngineGame>, LinkError> {
    if byte == 0 {
        return Ok(None);
    }
    let level = Level::new(byte & !USER_BLACK).ok_or(LinkError::Opponent)?;
    let user_side = if byte & USER_BLACK == 0 {
        Color::White
    } else {
        Color::Black
    };
    Ok(Some(EngineGame { level, user_side }))
}

fn variant_index(variant: Variant) -> u8 {
    Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u8
}

fn push_varint(out: &mut Vec<u8>, mut value: usize) {
    while value >= 0x80 {
        out.push((value & 0x7f) as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

fn push_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    push_varint(out, bytes.len());
    out.extend_from_slice(bytes);
}

/// The next byte of a payload.
fn byte(reader: &mut ByteReader<'_>) -> Result<u8, LinkError> {
    reader.byte().ok_or(LinkError::Truncated)
}

/// The next varint of a payload ([`ByteReader::varint`]).
fn varint(reader: &mut ByteReader<'_>) -> Result<usize, LinkError> {
    reader.varint().ok_or(LinkError::Truncated)
}

/// The next text of a payload: its length as a varint, at most `max`, then its UTF-8 bytes.
fn text(reader: &mut ByteReader<'_>, max: usize) -> Result<String, LinkError> {
    let len = varint(reader)?;
    if len > max {
        return Err(LinkError::Name);
    }
    let bytes = reader.bytes(len).ok_or(LinkError::Truncated)?;
    String::from_utf8(bytes.to_vec()).map_err(|_| LinkError::Name)
}

/// Packs numbers of given bit widths, most significant bit first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bit: usize,
}

impl BitWriter {
    fn push(&mut self, value: u32, width: u32) {
        for i in (0..width).rev() {
            if self.bit % 8 == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                if let Some(last) = self.bytes.last_mut() {
                    *last |= 0x80 >> (self.bit % 8);
                }
            }
            self.bit += 1;
        }
    }

    fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads what [`BitWriter`] packed.
struct BitReader<'a> {
    data: &'a [u8],
    bit: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> Result<u32, LinkError> {
        let mut value = 0;
        for _ in 0..width {
            let byte = self.data.get(self.bit / 8).ok_or(LinkError::Truncated)?;
            value = value << 1 | u32::from(byte >> (7 - self.bit % 8) & 1);
            self.bit += 1;
        }
        Ok(value)
    }

    /// Whether only the zero padding of the last byte is left.
    fn at_end(&self) -> bool {
        let used = self.bit.div_ceil(8);
        let padding_clear = self.bit % 8 == 0
            || self
                .data
                .get(self.bit / 8)
                .is_some_and(|b| b & (0xff >> (self.bit % 8)) == 0);
        used == self.data.len() && padding_clear
    }
}

/// The CRC-32 of a payload: IEEE 802.3, as zip and PNG use; computed bit by bit (no table in the
/// app for a few dozen bytes).
const CRC_32: crc::Crc<u32, crc::NoTable> =
    crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

/// The CRC-32 that ends a payload, big-endian.
pub fn checksum(data: &[u8]) -> [u8; 4] {
    CRC_32.checksum(data).to_be_bytes()
}

/// What starts a game-link fragment.
pub const FRAGMENT_PREFIX: &str = "#g=";

/// The link that opens the game of `record`.
///
/// # Errors
/// What the link format cannot hold (see [`link::encode`]).
pub fn game_link(record: &Record) -> Result<String, LinkError> {
    let payload = encode(&SharedGame::of(record))?;
    Ok(format!(
        "{}{FRAGMENT_PREFIX}{payload}",
        crate::platform::page::page_address().unwrap_or_default()
    ))
}

#[cfg(test)]
mod tests;
