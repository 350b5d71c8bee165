//! The invite (the host's offer and the game, `#live=…`) and the reply (the guest's answer,
//! `#reply=…`): the two signalling messages the players carry between their devices as links or
//! QR codes, each checked by a CRC-32 and valid for [`INVITE_LIFETIME_S`].
//!
//! Layout (version 1), then base64url without padding: `version` byte · kind byte (1 invite, 2
//! reply) · the fields · CRC-32 of all before it (4 bytes). An invite's fields: its id (8 bytes) ·
//! created (varint seconds) · the host's name (length byte + UTF-8) · the game id (8 bytes) · variant
//! index byte · a byte of the host's side (bit 0: Black), White's and Black's Takhaeng Ruea (bits
//! 1–2, 3–4: index in `RueaTilt::ALL`) and a clock (bit 5) · rule options (length byte + the text
//! of [`crate::formats::options`], only the options that differ from a new game's) · with a clock,
//! its base and increment (varint milliseconds each) · the plies to resume from (varint) · the
//! offer's [`Signal`]. A reply's fields: the invite's id (8 bytes) · created (varint seconds) · the
//! guest's name · the answer's [`Signal`]. Varints are little-endian base 128, shortest form.
use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use makruk_core::{Color, RueaTilt, RuleOptions, Variant};
use makruk_signal::bytes::{checksum, push_varint};

use super::sdp::{self, SdpError, Signal};
use crate::formats::bytes::ByteReader;
use crate::formats::link::MAX_NAME_BYTES;
use crate::formats::options::{self, decode_options, encode_changed_options, OptionsError};
use crate::live::messages::MAX_PLIES;
use crate::model::record::clean_name;
use crate::settings::TimeControl;
use crate::text::Lang;
use crate::tr;

/// How long an invite or reply stays valid, in seconds (2 hours).
pub const INVITE_LIFETIME_S: u64 = 2 * 60 * 60;
/// How far in the future an invite or reply may have been made (another device's clock), in
/// seconds.
pub const CLOCK_SKEW_S: u64 = 10 * 60;
/// The key of an invite in a link's fragment (`#live=…`).
pub const INVITE_KEY: &str = "live";
/// The key of a reply in a link's fragment (`#reply=…`).
pub const REPLY_KEY: &str = "reply";
/// The longest clock base an invite may carry, in milliseconds (24 hours).
pub const MAX_CLOCK_BASE_MS: u64 = 24 * 60 * 60 * 1000;
/// The longest clock increment an invite may carry, in milliseconds (1 hour).
pub const MAX_CLOCK_INCREMENT_MS: u64 = 60 * 60 * 1000;

/// The version tag written first; decoding refuses other versions.
const VERSION: u8 = 1;
/// The kind byte of an invite.
const KIND_INVITE: u8 = 1;
/// The kind byte of a reply.
const KIND_REPLY: u8 = 2;
/// The longest rule options text an invite may carry, in bytes.
const MAX_OPTIONS_BYTES: usize = 128;
/// The side byte's flag for a host playing Black.
const HOST_BLACK: u8 = 1;
/// The side byte's flag for a game with a clock.
const WITH_CLOCK: u8 = 1 << 5;

/// The game an invite proposes or resumes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGame {
    /// The game's id, the same for every reconnection of one game.
    pub game_id: u64,
    /// The variant.
    pub variant: Variant,
    /// The rule options.
    pub options: RuleOptions,
    /// Takhaeng Ruea, White's and Black's (`Color::index`).
    pub handicap: [RueaTilt; 2],
    /// The clock, `None` for a game without one.
    pub clock: Option<TimeControl>,
    /// The side the host plays.
    pub host_side: Color,
    /// The plies the host has when re-inviting (0 for a new game).
    pub resume_plies: u32,
}

/// The host's invite: the game and the offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The invite's id, which the reply names.
    pub id: u64,
    /// When it was made, in seconds since the Unix epoch.
    pub created_s: u64,
    /// The host's name (empty when not given).
    pub host_name: String,
    /// The game.
    pub game: LiveGame,
    /// The host's offer.
    pub signal: Signal,
}

/// The guest's reply to an invite: the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The id of the invite it answers.
    pub invite_id: u64,
    /// When it was made, in seconds since the Unix epoch.
    pub created_s: u64,
    /// The guest's name (empty when not given).
    pub guest_name: String,
    /// The guest's answer.
    pub signal: Signal,
}

/// Why an invite or reply cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// A character that base64url does not use, or an impossible length.
    Encoding,
    /// The checksum does not match: the text was changed or cut.
    Checksum,
    /// Written by another version of the app.
    Version(u8),
    /// The data ends too early.
    Truncated,
    /// Bytes left over after the fields.
    TrailingBytes,
    /// A reply where an invite is expected, or the other way round.
    WrongKind,
    /// An unknown variant number.
    Variant,
    /// Impossible side, handicap or clock flags.
    Settings,
    /// An unknown rule option or an impossible value.
    Options(OptionsError),
    /// A clock without time or longer than [`MAX_CLOCK_BASE_MS`] and [`MAX_CLOCK_INCREMENT_MS`].
    Clock,
    /// A name too long, not UTF-8, or with control characters.
    Name,
    /// More plies to resume from than a game may have.
    Plies,
    /// The connection data is invalid.
    Signal(SdpError),
    /// Made more than [`INVITE_LIFETIME_S`] ago.
    Expired,
    /// Made more than [`CLOCK_SKEW_S`] in the future.
    FromTheFuture,
}

/// Why an invite or reply cannot be read, in the interface language: words that fit either
/// ("it has expired").
pub fn error_text(lang: Lang, error: &InviteError) -> String {
    match error {
        InviteError::Encoding | InviteError::Checksum | InviteError::Truncated => lang
            .t(crate::key!("live-dialog-it-was-changed-or-cut"))
            .to_string(),
        InviteError::Version(version) => {
            tr!(lang, "live-invite-error-version", version = *version)
        }
        InviteError::TrailingBytes => lang
            .t(crate::key!("live-invite-error-trailing-bytes"))
            .to_string(),
        InviteError::WrongKind => lang
            .t(crate::key!("live-invite-error-wrong-kind"))
            .to_string(),
        InviteError::Variant => lang.t(crate::key!("live-invite-error-variant")).to_string(),
        InviteError::Settings => lang
            .t(crate::key!("live-invite-error-settings"))
            .to_string(),
        InviteError::Options(error) => tr!(
            lang,
            "live-invite-error-options",
            error = options::error_text(lang, error)
        ),
        InviteError::Clock => lang.t(crate::key!("live-invite-error-clock")).to_string(),
        InviteError::Name => lang.t(crate::key!("live-invite-error-name")).to_string(),
        InviteError::Plies => lang.t(crate::key!("live-invite-error-plies")).to_string(),
        InviteError::Signal(error) => sdp::error_text(lang, error).to_string(),
        InviteError::Expired => lang
            .t(crate::key!("live-dialog-it-has-expired-ask-for"))
            .to_string(),
        InviteError::FromTheFuture => lang
            .t(crate::key!("live-invite-error-from-the-future"))
            .to_string(),
    }
}

impl fmt::Display for InviteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InviteError::Encoding => write!(f, "the invitation contains characters it never has"),
            InviteError::Checksum => {
                write!(
                    f,
                    "the invitation was changed or cut short (checksum mismatch)"
                )
            }
            InviteError::Version(v) => {
                write!(f, "the invitation was made by another version (format {v})")
            }
            InviteError::Truncated => write!(f, "the invitation is cut short"),
            InviteError::TrailingBytes => write!(f, "the invitation has data after its end"),
            InviteError::WrongKind => {
                write!(
                    f,
                    "this is a reply where an invitation is expected, or the reverse"
                )
            }
            InviteError::Variant => write!(f, "the invitation names an unknown variant"),
            InviteError::Settings => write!(f, "the invitation's game settings are impossible"),
            InviteError::Options(error) => {
                write!(f, "the invitation's rules are impossible: {error}")
            }
            InviteError::Clock => write!(f, "the invitation's clock is impossible"),
            InviteError::Name => write!(f, "a player's name in the invitation is unreadable"),
            InviteError::Plies => write!(f, "the invitation resumes an impossibly long game"),
            InviteError::Signal(error) => write!(f, "{error}"),
            InviteError::Expired => write!(f, "the invitation has expired"),
            InviteError::FromTheFuture => {
                write!(
                    f,
                    "the invitation is dated in the future (check the device's clock)"
                )
            }
        }
    }
}

impl std::error::Error for InviteError {}

impl From<SdpError> for InviteError {
    fn from(error: SdpError) -> InviteError {
        match error {
            SdpError::Truncated => InviteError::Truncated,
            other => InviteError::Signal(other),
        }
    }
}

/// Writes an invite as the payload that follows `#live=` in a link. Names are written as
/// [`clean_name`] keeps them; anything else out of bounds is written as it is and refused by
/// [`decode_invite`].
pub fn encode_invite(invite: &Invite) -> String {
    let mut out = vec![VERSION, KIND_INVITE];
    out.extend_from_slice(&invite.id.to_be_bytes());
    push_varint(&mut out, invite.created_s);
    write_game(&mut out, &invite.host_name, &invite.game);
    invite.signal.write(&mut out);
    seal(out)
}

/// Reads an invite (the payload after `#live=`) made at most [`INVITE_LIFETIME_S`] before `now_s`
/// (seconds since the Unix epoch).
///
/// # Errors
/// Anything but an invite written by [`encode_invite`] of this version, or one too old or dated
/// in the future: see [`InviteError`].
pub fn decode_invite(payload: &str, now_s: u64) -> Result<Invite, InviteError> {
    let invite = decode_invite_any_age(payload)?;
    check_age(invite.created_s, now_s)?;
    Ok(invite)
}

/// Reads an invite as [`decode_invite`] does, whenever it was made.
///
/// # Errors
/// Anything but an invite written by [`encode_invite`] of this version: see [`InviteError`].
pub fn decode_invite_any_age(payload: &str) -> Result<Invite, InviteError> {
    let data = open(payload, KIND_INVITE)?;
    let mut reader = ByteReader::new(&data);
    let id = read_u64(&mut reader)?;
    let created_s = read_varint(&mut reader)?;
    let (host_name, game) = read_game(&mut reader)?;
    let signal = Signal::read(&mut reader)?;
    if !reader.is_empty() {
        return Err(InviteError::TrailingBytes);
    }
    Ok(Invite {
        id,
        created_s,
        host_name,
        game,
        signal,
    })
}

/// Writes the host's name and the game: the invite's fields after its date, and the settings of
/// a one link (after [`LINK_SETTINGS_VERSION`]).
fn write_game(out: &mut Vec<u8>, host_name: &str, game: &LiveGame) {
    push_name(out, host_name);
    out.extend_from_slice(&game.game_id.to_be_bytes());
    out.push(index_of(&Variant::ALL, &game.variant));
    let tilts = game.handicap.map(|tilt| index_of(&RueaTilt::ALL, &tilt));
    out.push(
        game.host_side.fold_wb(0, HOST_BLACK)
            | tilts[0] << 1
            | tilts[1] << 3
            | game.clock.map_or(0, |_| WITH_CLOCK),
    );
    let options = encode_changed_options(game.variant, &game.options);
    out.push(options.len().min(usize::from(u8::MAX)) as u8);
    out.extend_from_slice(options.as_bytes());
    if let Some(clock) = game.clock {
        push_varint(out, clock.base_ms);
        push_varint(out, clock.increment_ms);
    }
    push_varint(out, u64::from(game.resume_plies));
}

/// Reads what [`write_game`] writes.
fn read_game(reader: &mut ByteReader<'_>) -> Result<(String, LiveGame), InviteError> {
    let host_name = read_name(reader)?;
    let game_id = read_u64(reader)?;
    let variant = *Variant::ALL
        .get(usize::from(read_byte(reader)?))
        .ok_or(InviteError::Variant)?;
    let flags = read_byte(reader)?;
    if flags >> 6 != 0 {
        return Err(InviteError::Settings);
    }
    let host_side = match flags & HOST_BLACK {
        0 => Color::White,
        _ => Color::Black,
    };
    let handicap = [1, 3].map(|shift| RueaTilt::ALL[usize::from(flags >> shift & 3)]);
    let options = read_options(reader, variant)?;
    let clock = match flags & WITH_CLOCK {
        0 => None,
        _ => {
            let base_ms = read_varint(reader)?;
            let increment_ms = read_varint(reader)?;
            if base_ms == 0 || base_ms > MAX_CLOCK_BASE_MS || increment_ms > MAX_CLOCK_INCREMENT_MS
            {
                return Err(InviteError::Clock);
            }
            Some(TimeControl {
                base_ms,
                increment_ms,
            })
        }
    };
    let resume_plies = u32::try_from(read_varint(reader)?)
        .ok()
        .filter(|&plies| plies <= MAX_PLIES)
        .ok_or(InviteError::Plies)?;
    Ok((
        host_name,
        LiveGame {
            game_id,
            variant,
            options,
            handicap,
            clock,
            host_side,
            resume_plies,
        },
    ))
}

/// The version byte of a one link's settings.
pub const LINK_SETTINGS_VERSION: u8 = 1;

/// The settings a one link carries (`makruk_signal::link::Link::settings`): the version byte
/// [`LINK_SETTINGS_VERSION`], then the host's name and the game as an invite writes them.
pub fn encode_link_settings(host_name: &str, game: &LiveGame) -> Vec<u8> {
    let mut out = vec![LINK_SETTINGS_VERSION];
    write_game(&mut out, host_name, game);
    out
}

/// Reads a one link's settings ([`encode_link_settings`]).
///
/// # Errors
/// Anything but settings of this version: see [`InviteError`].
pub fn decode_link_settings(bytes: &[u8]) -> Result<(String, LiveGame), InviteError> {
    let mut reader = ByteReader::new(bytes);
    match read_byte(&mut reader)? {
        LINK_SETTINGS_VERSION => {}
        other => return Err(InviteError::Version(other)),
    }
    let read = read_game(&mut reader)?;
    if !reader.is_empty() {
        return Err(InviteError::TrailingBytes);
    }
    Ok(read)
}

/// Writes a reply as the payload that follows `#reply=` in a link. The name is written as
/// [`clean_name`] keeps it; a signal out of bounds is refused by [`decode_reply`].
pub fn encode_reply(reply: &Reply) -> String {
    let mut out = vec![VERSION, KIND_REPLY];
    out.extend_from_slice(&reply.invite_id.to_be_bytes());
    push_varint(&mut out, reply.created_s);
    push_name(&mut out, &reply.guest_name);
    reply.signal.write(&mut out);
    seal(out)
}

/// Reads a reply (the payload after `#reply=`) made at most [`INVITE_LIFETIME_S`] before `now_s`.
///
/// # Errors
/// Anything but a reply written by [`encode_reply`] of this version, or one too old or dated in
/// the future: see [`InviteError`].
pub fn decode_reply(payload: &str, now_s: u64) -> Result<Reply, InviteError> {
    let reply = decode_reply_any_age(payload)?;
    check_age(reply.created_s, now_s)?;
    Ok(reply)
}

/// Reads a reply as [`decode_reply`] does, whenever it was made.
///
/// # Errors
/// Anything but a reply written by [`encode_reply`] of this version: see [`InviteError`].
pub fn decode_reply_any_age(payload: &str) -> Result<Reply, InviteError> {
    let data = open(payload, KIND_REPLY)?;
    let mut reader = ByteReader::new(&data);
    let invite_id = read_u64(&mut reader)?;
    let created_s = read_varint(&mut reader)?;
    let guest_name = read_name(&mut reader)?;
    let signal = Signal::read(&mut reader)?;
    if !reader.is_empty() {
        return Err(InviteError::TrailingBytes);
    }
    Ok(Reply {
        invite_id,
        created_s,
        guest_name,
        signal,
    })
}

/// The payload under `key` in pasted text: a whole link (`…#live=XYZ`), `live=XYZ`, or the bare
/// payload, without surrounding spaces or quotes. A link under another key gives its payload (the
/// decoder then says [`InviteError::WrongKind`]). `None` when no payload is left.
pub fn find_payload<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    let quotes: &[char] = &[
        '"', '\'', '`', '<', '>', '(', ')', '[', ']', '“', '”', '‘', '’',
    ];
    let text = text.trim_matches(|c: char| c.is_whitespace() || quotes.contains(&c));
    let keyed = text.match_indices(key).find_map(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + key.len()..].strip_prefix('=')?;
        matches!(before, None | Some('#' | '&' | '?' | '/')).then_some(after)
    });
    let payload = match keyed {
        Some(after) => after,
        None => text.rsplit_once('=').map_or(text, |(_, after)| after),
    };
    let end = payload
        .find(|c: char| c.is_whitespace() || quotes.contains(&c) || "&#?".contains(c))
        .unwrap_or(payload.len());
    Some(&payload[..end]).filter(|payload| !payload.is_empty())
}

/// Whether a payload made at `created_s` may be used at `now_s`.
fn check_age(created_s: u64, now_s: u64) -> Result<(), InviteError> {
    if created_s > now_s.saturating_add(CLOCK_SKEW_S) {
        Err(InviteError::FromTheFuture)
    } else if now_s > created_s.saturating_add(INVITE_LIFETIME_S) {
        Err(InviteError::Expired)
    } else {
        Ok(())
    }
}

/// Appends the checksum and writes the bytes in base64url.
fn seal(mut out: Vec<u8>) -> String {
    out.extend(checksum(&out));
    URL_SAFE_NO_PAD.encode(out)
}

/// The fields of a payload of `kind`, after its checksum, version and kind are checked.
fn open(payload: &str, kind: u8) -> Result<Vec<u8>, InviteError> {
    // The engine refuses padding and non-zero unused bits, so each payload has one spelling.
    let mut bytes = URL_SAFE_NO_PAD
        .decode(payload.trim())
        .map_err(|_| InviteError::Encoding)?;
    let split = bytes.len().checked_sub(4).ok_or(InviteError::Truncated)?;
    if checksum(&bytes[..split]) != bytes[split..] {
        return Err(InviteError::Checksum);
    }
    bytes.truncate(split);
    match bytes.as_slice() {
        [] => Err(InviteError::Truncated),
        [version, ..] if *version != VERSION => Err(InviteError::Version(*version)),
        [_] => Err(InviteError::Truncated),
        [_, found, ..] if *found != kind => Err(InviteError::WrongKind),
        _ => Ok(bytes.split_off(2)),
    }
}

/// The index of `item` in `all` as a byte.
fn index_of<T: PartialEq>(all: &[T], item: &T) -> u8 {
    all.iter().position(|x| x == item).unwrap_or(0) as u8
}

/// Appends a name as [`clean_name`] keeps it: a length byte, then UTF-8.
fn push_name(out: &mut Vec<u8>, name: &str) {
    let name = clean_name(name);
    out.push(name.len() as u8);
    out.extend_from_slice(name.as_bytes());
}

fn read_byte(reader: &mut ByteReader<'_>) -> Result<u8, InviteError> {
    reader.byte().ok_or(InviteError::Truncated)
}

fn read_u64(reader: &mut ByteReader<'_>) -> Result<u64, InviteError> {
    reader.u64().ok_or(InviteError::Truncated)
}

/// Reads what [`push_varint`] wrote; a longer form than needed or more than 64 bits is
/// [`InviteError::Truncated`].
fn read_varint(reader: &mut ByteReader<'_>) -> Result<u64, InviteError> {
    let (value, used) =
        makruk_signal::bytes::read_varint(reader.rest()).map_err(|_| InviteError::Truncated)?;
    reader.bytes(used).ok_or(InviteError::Truncated)?;
    Ok(value)
}

/// Reads a name: at most [`MAX_NAME_BYTES`] of UTF-8, as [`clean_name`] keeps it.
fn read_name(reader: &mut ByteReader<'_>) -> Result<String, InviteError> {
    let len = usize::from(read_byte(reader)?);
    let bytes = reader.bytes(len).ok_or(InviteError::Truncated)?;
    let name = std::str::from_utf8(bytes).map_err(|_| InviteError::Name)?;
    if len > MAX_NAME_BYTES || clean_name(name) != name {
        return Err(InviteError::Name);
    }
    Ok(name.to_string())
}

/// Reads the rule options of a game of `variant`, written as [`encode_changed_options`] writes them.
fn read_options(reader: &mut ByteReader<'_>, variant: Variant) -> Result<RuleOptions, InviteError> {
    let len = usize::from(read_byte(reader)?);
    let bytes = reader.bytes(len).ok_or(InviteError::Truncated)?;
    let text = std::str::from_utf8(bytes)
        .ok()
        .filter(|_| len <= MAX_OPTIONS_BYTES)
        .ok_or(InviteError::Options(OptionsError::Unreadable))?;
    let options = decode_options(variant, text).map_err(InviteError::Options)?;
    if encode_changed_options(variant, &options) != text {
        return Err(InviteError::Options(OptionsError::Unreadable));
    }
    Ok(options)
}

#[cfg(test)]
mod tests;
