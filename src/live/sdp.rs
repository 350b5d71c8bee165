//! A WebRTC session description reduced to what varies between two browsers' data channels: the
//! ICE credentials, the DTLS fingerprint (SHA-256), the DTLS role and the ICE candidates.
//!
//! [`Signal::from_sdp`] reads a browser's offer or answer (one `m=application … webrtc-datachannel`
//! section, `a=mid:0`, SCTP port 5000, as Chromium, Firefox and Safari write them);
//! [`Signal::to_sdp`] rebuilds a complete description from a fixed template. The binary packing
//! ([`Signal::write`], [`Signal::read`]) stores only those fields, the ICE characters in 6 bits
//! each and the addresses as their bytes (an mDNS host name `<uuid>.local` as the UUID's 16 bytes):
//! this packing is the invite's compression, so the app carries no general-purpose compressor.
use std::fmt;
use std::ops::RangeInclusive;

mod candidate;

use crate::formats::bytes::ByteReader;
use crate::text::Lang;
pub use candidate::{Address, Candidate, CandidateKind, Protocol, TcpType};

/// The most candidates a signal carries; [`Signal::from_sdp`] keeps those of highest priority.
pub const MAX_CANDIDATES: usize = 16;
/// The longest host name a candidate may carry, in bytes.
pub const MAX_HOST_NAME_BYTES: usize = 255;
/// The lengths an ICE user fragment may have, in characters (RFC 8839).
const UFRAG_CHARS: RangeInclusive<usize> = 4..=256;
/// The lengths an ICE password may have, in characters (RFC 8839).
const PWD_CHARS: RangeInclusive<usize> = 22..=256;
/// ICE's characters (`ice-char`: letters, digits, `+` and `/`), in the order of their 6-bit codes.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/// The SCTP port both sides use (the template writes it; other ports are refused).
const SCTP_PORT: &str = "5000";
/// The media identifier of the one data channel section.
const MID: &str = "0";

/// What varies in a data channel's session description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// The ICE user fragment (4 to 256 ICE characters).
    pub ice_ufrag: String,
    /// The ICE password (22 to 256 ICE characters).
    pub ice_pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate.
    pub fingerprint: [u8; 32],
    /// The DTLS role.
    pub setup: SetupRole,
    /// The ICE candidates (1 to [`MAX_CANDIDATES`]).
    pub candidates: Vec<Candidate>,
}

/// The DTLS role of a description (`a=setup:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupRole {
    /// Either role (an offer).
    ActPass,
    /// The DTLS client.
    Active,
    /// The DTLS server.
    Passive,
}

/// Which description [`Signal::to_sdp`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SdpKind {
    /// The host's offer.
    Offer,
    /// The guest's answer.
    Answer,
}

/// Why a session description or its packed form was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// The text does not start with `v=0`.
    NotSdp,
    /// Not exactly one media section, a data channel with mid `0` and SCTP port 5000.
    NoDataChannel,
    /// No ICE user fragment or password.
    MissingCredentials,
    /// An ICE user fragment or password of the wrong length or characters.
    BadCredentials,
    /// No SHA-256 DTLS fingerprint (the only hash accepted).
    MissingFingerprint,
    /// No DTLS role, or an unknown one.
    MissingSetup,
    /// No candidate this format can carry.
    NoCandidates,
    /// More than [`MAX_CANDIDATES`] candidates.
    TooManyCandidates,
    /// An impossible candidate in the packed form.
    BadCandidate,
    /// The packed form ends too early.
    Truncated,
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SdpError::NotSdp => "the connection data is not a session description",
            SdpError::NoDataChannel => "the connection data does not describe one data channel",
            SdpError::MissingCredentials => "the connection data has no ICE credentials",
            SdpError::BadCredentials => "the connection data's ICE credentials are invalid",
            SdpError::MissingFingerprint => {
                "the connection data has no SHA-256 certificate fingerprint"
            }
            SdpError::MissingSetup => "the connection data has no valid DTLS role",
            SdpError::NoCandidates => "the connection data has no usable network address",
            SdpError::TooManyCandidates => "the connection data has too many network addresses",
            SdpError::BadCandidate => "a network address in the connection data is invalid",
            SdpError::Truncated => "the connection data is cut short",
        })
    }
}

impl std::error::Error for SdpError {}

/// Why the connection data of an invite or reply was refused, in the interface language.
pub fn error_text(lang: Lang, error: &SdpError) -> &'static str {
    match error {
        SdpError::NotSdp => lang.t(crate::key!("live-sdp-error-not-sdp")),
        SdpError::NoDataChannel => lang.t(crate::key!("live-sdp-error-no-data-channel")),
        SdpError::MissingCredentials => lang.t(crate::key!("live-sdp-error-missing-credentials")),
        SdpError::BadCredentials => lang.t(crate::key!("live-sdp-error-bad-credentials")),
        SdpError::MissingFingerprint => lang.t(crate::key!("live-sdp-error-missing-fingerprint")),
        SdpError::MissingSetup => lang.t(crate::key!("live-sdp-error-missing-setup")),
        SdpError::NoCandidates => lang.t(crate::key!("live-sdp-error-no-candidates")),
        SdpError::TooManyCandidates => lang.t(crate::key!("live-sdp-error-too-many-candidates")),
        SdpError::BadCandidate => lang.t(crate::key!("live-sdp-error-bad-candidate")),
        SdpError::Truncated => lang.t(crate::key!("live-sdp-error-truncated")),
    }
}

impl Signal {
    /// Reads an offer or answer (CRLF or LF line ends) and keeps what varies. Candidates this
    /// format cannot carry (an IPv6 zone, an unknown type or transport) are skipped; of more than
    /// [`MAX_CANDIDATES`], those of highest priority are kept in their order. The first ICE
    /// credentials, SHA-256 fingerprint and DTLS role found are taken.
    ///
    /// # Errors
    /// No data channel section as [`Self::to_sdp`] writes it, missing or invalid credentials, no
    /// SHA-256 fingerprint, no DTLS role, or no candidate left.
    pub fn from_sdp(sdp: &str) -> Result<Signal, SdpError> {
        let mut lines = sdp.lines().filter(|line| !line.trim().is_empty());
        if lines.next().map(str::trim_end) != Some("v=0") {
            return Err(SdpError::NotSdp);
        }
        let mut media = 0;
        let mut data_channel = false;
        let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in lines.map(str::trim_end) {
            if let Some(m) = line.strip_prefix("m=") {
                media += 1;
                data_channel = is_data_channel(m);
                continue;
            }
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            match name {
                "ice-ufrag" => {
                    ufrag.get_or_insert(value);
                }
                "ice-pwd" => {
                    pwd.get_or_insert(value);
                }
                "fingerprint" if fingerprint.is_none() => fingerprint = parse_fingerprint(value),
                "setup" if setup.is_none() => {
                    setup = Some(SetupRole::parse(value).ok_or(SdpError::MissingSetup)?);
                }
                "mid" if value != MID => return Err(SdpError::NoDataChannel),
                "sctp-port" if value != SCTP_PORT => return Err(SdpError::NoDataChannel),
                "candidate" => candidates.extend(Candidate::parse(value)),
                _ => {}
            }
        }
        if media != 1 || !data_channel {
            return Err(SdpError::NoDataChannel);
        }
        while candidates.len() > MAX_CANDIDATES {
            // The last of the lowest priority goes first.
            let lowest = candidates
                .iter()
                .enumerate()
                .min_by_key(|&(i, c)| (c.priority, std::cmp::Reverse(i)))
                .map_or(0, |(i, _)| i);
            candidates.remove(lowest);
        }
        let (Some(ufrag), Some(pwd)) = (ufrag, pwd) else {
            return Err(SdpError::MissingCredentials);
        };
        let signal = Signal {
            ice_ufrag: ufrag.to_string(),
            ice_pwd: pwd.to_string(),
            fingerprint: fingerprint.ok_or(SdpError::MissingFingerprint)?,
            setup: setup.ok_or(SdpError::MissingSetup)?,
            candidates,
        };
        signal.check()?;
        Ok(signal)
    }

    /// A complete session description (CRLF line ends) for `RTCPeerConnection.setRemoteDescription`
    /// with type `kind`: one data channel section, the candidates included (no trickle needed). An
    /// answer never offers both DTLS roles: [`SetupRole::ActPass`] is written as `active` in one.
    pub fn to_sdp(&self, kind: SdpKind) -> String {
        // The session id is fixed: each connection is a new peer connection, never renegotiated.
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n",
        );
        for candidate in &self.candidates {
            sdp += &format!("a=candidate:{candidate}\r\n");
        }
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let setup = match (kind, self.setup) {
            (SdpKind::Offer, SetupRole::ActPass) => "actpass",
            (SdpKind::Answer, SetupRole::ActPass) | (_, SetupRole::Active) => "active",
            (_, SetupRole::Passive) => "passive",
        };
        sdp += &format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{setup}\r\na=mid:{MID}\r\n\
             a=sctp-port:{SCTP_PORT}\r\na=max-message-size:262144\r\n",
            self.ice_ufrag,
            self.ice_pwd,
            fingerprint.join(":"),
        );
        sdp
    }

    /// Whether every field is within the bounds [`Self::from_sdp`] and [`Self::read`] keep.
    ///
    /// # Errors
    /// The first field out of bounds.
    pub fn check(&self) -> Result<(), SdpError> {
        if !is_ice_text(&self.ice_ufrag, UFRAG_CHARS) || !is_ice_text(&self.ice_pwd, PWD_CHARS) {
            return Err(SdpError::BadCredentials);
        }
        match self.candidates.len() {
            0 => Err(SdpError::NoCandidates),
            n if n > MAX_CANDIDATES => Err(SdpError::TooManyCandidates),
            _ if self.candidates.iter().all(Candidate::is_valid) => Ok(()),
            _ => Err(SdpError::BadCandidate),
        }
    }

    /// Appends the packed signal: the user fragment and password (a byte, the length less its
    /// minimum, then 6 bits a character), the fingerprint, a byte `setup << 5 | candidates`, then
    /// each candidate. A signal that [`Self::check`] refuses is written as a length that
    /// [`Self::read`] refuses.
    pub fn write(&self, out: &mut Vec<u8>) {
        if self.check().is_err() {
            out.push(u8::MAX);
            return;
        }
        write_ice_text(out, &self.ice_ufrag, *UFRAG_CHARS.start());
        write_ice_text(out, &self.ice_pwd, *PWD_CHARS.start());
        out.extend_from_slice(&self.fingerprint);
        let setup = match self.setup {
            SetupRole::ActPass => 0,
            SetupRole::Active => 1,
            SetupRole::Passive => 2,
        };
        out.push(setup << 5 | self.candidates.len() as u8);
        for candidate in &self.candidates {
            candidate.write(out);
        }
    }

    /// Reads what [`Self::write`] packed.
    ///
    /// # Errors
    /// Truncated data or any field out of [`Self::check`]'s bounds.
    pub fn read(reader: &mut ByteReader<'_>) -> Result<Signal, SdpError> {
        let ice_ufrag = read_ice_text(reader, UFRAG_CHARS)?;
        let ice_pwd = read_ice_text(reader, PWD_CHARS)?;
        let fingerprint = reader.array().ok_or(SdpError::Truncated)?;
        let byte = reader.byte().ok_or(SdpError::Truncated)?;
        let setup = match byte >> 5 {
            0 => SetupRole::ActPass,
            1 => SetupRole::Active,
            2 => SetupRole::Passive,
            _ => return Err(SdpError::MissingSetup),
        };
        let count = usize::from(byte & 31);
        if count > MAX_CANDIDATES {
            return Err(SdpError::TooManyCandidates);
        }
        let candidates = (0..count)
            .map(|_| Candidate::read(reader))
            .collect::<Result<Vec<_>, _>>()?;
        let signal = Signal {
            ice_ufrag,
            ice_pwd,
            fingerprint,
            setup,
            candidates,
        };
        signal.check()?;
        Ok(signal)
    }
}

impl SetupRole {
    fn parse(text: &str) -> Option<SetupRole> {
        match text {
            "actpass" => Some(SetupRole::ActPass),
            "active" => Some(SetupRole::Active),
            "passive" => Some(SetupRole::Passive),
            _ => None,
        }
    }
}

/// Whether a media line (after `m=`) is a data channel over DTLS and SCTP.
fn is_data_channel(media: &str) -> bool {
    let words: Vec<&str> = media.split_whitespace().collect();
    matches!(
        words.as_slice(),
        [
            "application",
            _,
            "UDP/DTLS/SCTP" | "TCP/DTLS/SCTP",
            "webrtc-datachannel"
        ]
    )
}

/// A `sha-256` fingerprint value (`sha-256 AB:CD:…`); other hashes give `None`.
fn parse_fingerprint(value: &str) -> Option<[u8; 32]> {
    let (hash, hex) = value.trim().split_once(' ')?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let mut bytes = [0; 32];
    let mut parts = hex.trim().split(':');
    for byte in &mut bytes {
        let part = parts.next()?;
        if part.len() != 2 || !part.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        *byte = u8::from_str_radix(part, 16).ok()?;
    }
    parts.next().is_none().then_some(bytes)
}

/// Whether `text` has a length in `lengths` and only ICE characters.
fn is_ice_text(text: &str, lengths: RangeInclusive<usize>) -> bool {
    lengths.contains(&text.len()) && text.bytes().all(|b| ICE_CHARS.contains(&b))
}

/// Writes a checked ICE text: its length less `min`, then 6 bits a character, most significant
/// first, the last byte padded with zeros.
fn write_ice_text(out: &mut Vec<u8>, text: &str, min: usize) {
    out.push((text.len() - min) as u8);
    let mut acc = 0u32;
    let mut bits = 0;
    for b in text.bytes() {
        let code = ICE_CHARS.iter().position(|&c| c == b).unwrap_or(0) as u32;
        acc = acc << 6 | code;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

/// Reads what [`write_ice_text`] wrote, its length in `lengths`; the padding must be zero.
fn read_ice_text(
    reader: &mut ByteReader<'_>,
    lengths: RangeInclusive<usize>,
) -> Result<String, SdpError> {
    let len = *lengths.start() + usize::from(reader.byte().ok_or(SdpError::Truncated)?);
    if !lengths.contains(&len) {
        return Err(SdpError::BadCredentials);
    }
    let bytes = reader
        .bytes((len * 6).div_ceil(8))
        .ok_or(SdpError::Truncated)?;
    let mut text = String::with_capacity(len);
    for i in 0..len {
        let (byte, shift) = (i * 6 / 8, i * 6 % 8);
        let pair = u16::from(bytes[byte]) << 8 | u16::from(*bytes.get(byte + 1).unwrap_or(&0));
        let code = (pair >> (10 - shift)) & 63;
        text.push(char::from(ICE_CHARS[usize::from(code)]));
    }
    let used = len * 6 % 8;
    if used != 0 && bytes.last().is_some_and(|last| last & (0xff >> used) != 0) {
        return Err(SdpError::BadCredentials);
    }
    Ok(text)
}

#[cfg(test)]
mod tests;
