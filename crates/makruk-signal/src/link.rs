//! The one link (link version 2): what *Play a friend live* gives the friend, and the watch link
//! for spectators. Its payload follows `#live=` in the page address (a fragment, never sent to a
//! server), where its version byte (2) tells it from an invite of version 1.
//!
//! Layout, then base64url without padding: version (2) · kind (3 play, 4 watch) · created (varint
//! seconds since the Unix epoch) · the secret (32 bytes: the game's secret in a play link, its
//! watch secret in a watch link) · a watch link only: the host's public key (32 bytes; the
//! spectator takes offers from that key only) · the game's settings (varint length + at most
//! [`MAX_SETTINGS_BYTES`], opaque here: the app writes them as its invite does) · the relays
//! (count byte, 1 to [`MAX_RELAYS`], then each URL as varint length + text, see
//! [`valid_relay_url`]) · CRC-32 of all before it (4 bytes).
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::bytes::{checksum, push_sized, push_varint, FormatError, Reader};
use crate::keys::PublicKey;
use crate::secret::{GameSecret, WatchSecret};

/// The version byte of this layout.
pub const LINK_VERSION: u8 = 2;
/// The longest settings blob, in bytes.
pub const MAX_SETTINGS_BYTES: usize = 512;
/// The most relays a link names.
pub const MAX_RELAYS: usize = 8;
/// The longest relay URL, in bytes.
pub const MAX_RELAY_URL_BYTES: usize = 200;
/// How long a link may be opened after it was made, in seconds (a day).
pub const LINK_LIFETIME_S: u64 = 24 * 60 * 60;
/// How far in the future a link may be dated (another device's clock), in seconds.
pub const CLOCK_SKEW_S: u64 = 10 * 60;

const KIND_PLAY: u8 = 3;
const KIND_WATCH: u8 = 4;

/// What a link lets its holder do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkSecret {
    /// Play: take the guest's seat.
    Play(GameSecret),
    /// Watch the game served by the host of this key.
    Watch {
        /// The spectators' secret.
        secret: WatchSecret,
        /// The host's key in the game.
        host: PublicKey,
    },
}

/// A play or watch link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// When it was made, in seconds since the Unix epoch.
    pub created_s: u64,
    /// The secret it carries.
    pub secret: LinkSecret,
    /// The game's settings as the app writes them.
    pub settings: Vec<u8>,
    /// The relays the host listens on.
    pub relays: Vec<String>,
}

/// Whether `url` may name a relay: `ws://` or `wss://` then a host (and optionally a port and a
/// path) in printable ASCII with no space, quote, `#`, `\` or angle bracket, at most
/// [`MAX_RELAY_URL_BYTES`].
pub fn valid_relay_url(url: &str) -> bool {
    let rest = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"));
    rest.is_some_and(|rest| {
        !rest.is_empty()
            && !rest.starts_with('/')
            && url.len() <= MAX_RELAY_URL_BYTES
            && rest
                .bytes()
                .all(|b| b.is_ascii_graphic() && !b"\"'#\\<>`{}|^".contains(&b))
    })
}

/// Writes a link's payload. Values out of bounds are written as they are and refused by
/// [`decode_link`].
pub fn encode_link(link: &Link) -> String {
    let mut out = vec![LINK_VERSION];
    match &link.secret {
        LinkSecret::Play(secret) => {
            out.push(KIND_PLAY);
            push_varint(&mut out, link.created_s);
            out.extend_from_slice(&secret.0);
        }
        LinkSecret::Watch { secret, host } => {
            out.push(KIND_WATCH);
            push_varint(&mut out, link.created_s);
            out.extend_from_slice(&secret.0);
            out.extend_from_slice(host);
        }
    }
    push_sized(&mut out, &link.settings);
    out.push(link.relays.len().min(255) as u8);
    for relay in &link.relays {
        push_sized(&mut out, relay.as_bytes());
    }
    out.extend(checksum(&out));
    URL_SAFE_NO_PAD.encode(out)
}

/// Reads a link's payload made at most [`LINK_LIFETIME_S`] before `now_s`.
///
/// # Errors
/// Anything but a link of this version (an invite of version 1 is `Version(1)`), or one expired
/// or dated in the future: see [`FormatError`].
pub fn decode_link(payload: &str, now_s: u64) -> Result<Link, FormatError> {
    let link = decode_link_any_age(payload)?;
    if link.created_s > now_s.saturating_add(CLOCK_SKEW_S) {
        return Err(FormatError::FromTheFuture);
    }
    if now_s > link.created_s.saturating_add(LINK_LIFETIME_S) {
        return Err(FormatError::Expired);
    }
    Ok(link)
}

/// Reads a link's payload whenever it was made (a game resumed from the library).
///
/// # Errors
/// Anything but a link of this version: see [`FormatError`].
pub fn decode_link_any_age(payload: &str) -> Result<Link, FormatError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(payload.trim())
        .map_err(|_| FormatError::Encoding)?;
    let split = bytes.len().checked_sub(4).ok_or(FormatError::Truncated)?;
    if checksum(&bytes[..split]) != bytes[split..] {
        return Err(FormatError::Checksum);
    }
    let mut reader = Reader::new(&bytes[..split]);
    reader.version(LINK_VERSION)?;
    let kind = reader.byte()?;
    let created_s = reader.varint()?;
    let secret = reader.array()?;
    let secret = match kind {
        KIND_PLAY => LinkSecret::Play(GameSecret(secret)),
        KIND_WATCH => LinkSecret::Watch {
            secret: WatchSecret(secret),
            host: reader.array()?,
        },
        other => return Err(FormatError::Kind(other)),
    };
    let settings = reader.sized(MAX_SETTINGS_BYTES, "settings")?.to_vec();
    let count = usize::from(reader.byte()?);
    if count == 0 || count > MAX_RELAYS {
        return Err(FormatError::Field("relays"));
    }
    let relays = (0..count)
        .map(|_| {
            let url = reader.text(MAX_RELAY_URL_BYTES, "relay")?;
            valid_relay_url(url)
                .then(|| url.to_string())
                .ok_or(FormatError::Field("relay"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    reader.finish()?;
    Ok(Link {
        created_s,
        secret,
        settings,
        relays,
    })
}

#[cfg(test)]
mod tests;
