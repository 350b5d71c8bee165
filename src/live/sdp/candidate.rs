//! An ICE candidate as live play carries it: read from a session description's
//! `a=candidate:` line, written back, and packed with its address in the fewest bytes.
use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::{SdpError, MAX_HOST_NAME_BYTES};
use crate::formats::bytes::ByteReader;

/// One ICE candidate (`a=candidate:`), without its extensions (generation, network id and cost).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The foundation (a decimal number).
    pub foundation: u32,
    /// The component (1 for a data channel).
    pub component: u8,
    /// The transport.
    pub protocol: Protocol,
    /// The priority.
    pub priority: u32,
    /// The address.
    pub address: Address,
    /// The port.
    pub port: u16,
    /// The candidate type.
    pub kind: CandidateKind,
    /// The related address and port (`raddr`, `rport`), given for reflexive and relayed candidates.
    pub related: Option<(Address, u16)>,
    /// The TCP candidate type: present for TCP candidates only.
    pub tcp_type: Option<TcpType>,
}

/// A candidate's transport.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// UDP.
    Udp,
    /// TCP (RFC 6544).
    Tcp,
}

/// A candidate's type (`typ`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateKind {
    /// An address of the device itself (`host`).
    Host,
    /// The address a STUN server saw (`srflx`).
    ServerReflexive,
    /// An address learnt from the peer's checks (`prflx`).
    PeerReflexive,
    /// An address of a TURN relay (`relay`).
    Relay,
}

/// A TCP candidate's type (`tcptype`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TcpType {
    /// Opens connections.
    Active,
    /// Accepts connections.
    Passive,
    /// Simultaneous open (`so`).
    SimultaneousOpen,
}

/// A candidate's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4(Ipv4Addr),
    /// An IPv6 address.
    V6(Ipv6Addr),
    /// An mDNS name `<uuid>.local` (the UUID's bytes; written in lower case).
    Mdns([u8; 16]),
    /// Any other host name (letters, digits, `-`, `.`, `_`; at most [`MAX_HOST_NAME_BYTES`]).
    Name(String),
}

impl Candidate {
    /// Reads a candidate attribute's value (after `a=candidate:`); `None` for one this format
    /// cannot carry.
    pub(super) fn parse(value: &str) -> Option<Candidate> {
        let words: Vec<&str> = value.split_whitespace().collect();
        let [foundation, component, protocol, priority, address, port, "typ", kind, rest @ ..] =
            words.as_slice()
        else {
            return None;
        };
        let protocol = match protocol.to_ascii_lowercase().as_str() {
            "udp" => Protocol::Udp,
            "tcp" => Protocol::Tcp,
            _ => return None,
        };
        let kind = match *kind {
            "host" => CandidateKind::Host,
            "srflx" => CandidateKind::ServerReflexive,
            "prflx" => CandidateKind::PeerReflexive,
            "relay" => CandidateKind::Relay,
            _ => return None,
        };
        if rest.len() % 2 != 0 {
            return None;
        }
        let (mut raddr, mut rport, mut tcp_type) = (None, None, None);
        for pair in rest.chunks_exact(2) {
            match pair[0] {
                "raddr" => raddr = Some(Address::parse(pair[1])?),
                "rport" => rport = Some(pair[1].parse().ok()?),
                "tcptype" => {
                    tcp_type = Some(match pair[1] {
                        "active" => TcpType::Active,
                        "passive" => TcpType::Passive,
                        "so" => TcpType::SimultaneousOpen,
                        _ => return None,
                    })
                }
                _ => {}
            }
        }
        let related = match (raddr, rport) {
            (Some(address), Some(port)) => Some((address, port)),
            (None, None) => None,
            _ => return None,
        };
        let candidate = Candidate {
            foundation: foundation.parse().ok()?,
            component: component.parse().ok()?,
            protocol,
            priority: priority.parse().ok()?,
            address: Address::parse(address)?,
            port: port.parse().ok()?,
            kind,
            related,
            tcp_type,
        };
        candidate.is_valid().then_some(candidate)
    }

    /// Whether the candidate can be written and read back: a component from 1, a TCP type exactly
    /// for TCP, addresses as [`Address::parse`] reads them.
    pub(super) fn is_valid(&self) -> bool {
        self.component >= 1
            && (self.protocol == Protocol::Tcp) == self.tcp_type.is_some()
            && self.address.is_valid()
            && self.related.as_ref().is_none_or(|(a, _)| a.is_valid())
    }

    /// Appends the packed candidate: a flags byte (bit 7 TCP, bits 5–6 the type, bits 3–4 the TCP
    /// type, bits 1–2 the address kind, bit 0 a related address), the component, the foundation
    /// and priority (4 bytes each, big-endian), the address, the port (2 bytes), then the related
    /// address's kind byte, address and port.
    pub(super) fn write(&self, out: &mut Vec<u8>) {
        let kind = match self.kind {
            CandidateKind::Host => 0,
            CandidateKind::ServerReflexive => 1,
            CandidateKind::PeerReflexive => 2,
            CandidateKind::Relay => 3,
        };
        let tcp_type = match self.tcp_type {
            None => 0,
            Some(TcpType::Active) => 1,
            Some(TcpType::Passive) => 2,
            Some(TcpType::SimultaneousOpen) => 3,
        };
        out.push(
            u8::from(self.protocol == Protocol::Tcp) << 7
                | kind << 5
                | tcp_type << 3
                | self.address.tag() << 1
                | u8::from(self.related.is_some()),
        );
        out.push(self.component);
        out.extend_from_slice(&self.foundation.to_be_bytes());
        out.extend_from_slice(&self.priority.to_be_bytes());
        self.address.write(out);
        out.extend_from_slice(&self.port.to_be_bytes());
        if let Some((address, port)) = &self.related {
            out.push(address.tag());
            address.write(out);
            out.extend_from_slice(&port.to_be_bytes());
        }
    }

    /// Reads what [`Self::write`] packed.
    pub(super) fn read(reader: &mut ByteReader<'_>) -> Result<Candidate, SdpError> {
        let flags = reader.byte().ok_or(SdpError::Truncated)?;
        let component = reader.byte().ok_or(SdpError::Truncated)?;
        let foundation = reader.u32().ok_or(SdpError::Truncated)?;
        let priority = reader.u32().ok_or(SdpError::Truncated)?;
        let address = Address::read(reader, flags >> 1 & 3)?;
        let port = reader.u16().ok_or(SdpError::Truncated)?;
        let related = match flags & 1 {
            1 => {
                let tag = reader.byte().ok_or(SdpError::Truncated)?;
                if tag > 3 {
                    return Err(SdpError::BadCandidate);
                }
                let address = Address::read(reader, tag)?;
                Some((address, reader.u16().ok_or(SdpError::Truncated)?))
            }
            _ => None,
        };
        let candidate = Candidate {
            foundation,
            component,
            protocol: match flags >> 7 {
                0 => Protocol::Udp,
                _ => Protocol::Tcp,
            },
            priority,
            address,
            port,
            kind: match flags >> 5 & 3 {
                0 => CandidateKind::Host,
                1 => CandidateKind::ServerReflexive,
                2 => CandidateKind::PeerReflexive,
                _ => CandidateKind::Relay,
            },
            related,
            tcp_type: match flags >> 3 & 3 {
                0 => None,
                1 => Some(TcpType::Active),
                2 => Some(TcpType::Passive),
                _ => Some(TcpType::SimultaneousOpen),
            },
        };
        if candidate.is_valid() {
            Ok(candidate)
        } else {
            Err(SdpError::BadCandidate)
        }
    }
}

impl fmt::Display for Candidate {
    /// The attribute's value as the template writes it (after `a=candidate:`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let protocol = match self.protocol {
            Protocol::Udp => "udp",
            Protocol::Tcp => "tcp",
        };
        let kind = match self.kind {
            CandidateKind::Host => "host",
            CandidateKind::ServerReflexive => "srflx",
            CandidateKind::PeerReflexive => "prflx",
            CandidateKind::Relay => "relay",
        };
        write!(
            f,
            "{} {} {protocol} {} {} {} typ {kind}",
            self.foundation, self.component, self.priority, self.address, self.port
        )?;
        if let Some((address, port)) = &self.related {
            write!(f, " raddr {address} rport {port}")?;
        }
        match self.tcp_type {
            Some(TcpType::Active) => write!(f, " tcptype active"),
            Some(TcpType::Passive) => write!(f, " tcptype passive"),
            Some(TcpType::SimultaneousOpen) => write!(f, " tcptype so"),
            None => Ok(()),
        }
    }
}

impl Address {
    /// Reads an address as a candidate writes it: IPv4, IPv6, a lower-case `<uuid>.local`, or
    /// another host name; `None` for anything else (an IPv6 zone, spaces, too long).
    pub fn parse(text: &str) -> Option<Address> {
        if let Ok(v4) = text.parse::<Ipv4Addr>() {
            return Some(Address::V4(v4));
        }
        if let Ok(v6) = text.parse::<Ipv6Addr>() {
            return Some(Address::V6(v6));
        }
        if let Some(uuid) = text.strip_suffix(".local").and_then(parse_uuid) {
            return Some(Address::Mdns(uuid));
        }
        let name_chars = |b: u8| b.is_ascii_alphanumeric() || b"-._".contains(&b);
        (!text.is_empty() && text.len() <= MAX_HOST_NAME_BYTES && text.bytes().all(name_chars))
            .then(|| Address::Name(text.to_string()))
    }

    /// Whether [`Self::parse`] reads the address's text back as itself (a name that reads as an IP
    /// address or an mDNS name is not).
    fn is_valid(&self) -> bool {
        match self {
            Address::Name(name) => Address::parse(name).as_ref() == Some(self),
            _ => true,
        }
    }

    /// The 2-bit kind written before or with the address.
    fn tag(&self) -> u8 {
        match self {
            Address::V4(_) => 0,
            Address::V6(_) => 1,
            Address::Mdns(_) => 2,
            Address::Name(_) => 3,
        }
    }

    /// Appends the address's bytes (a name: a length byte first).
    fn write(&self, out: &mut Vec<u8>) {
        match self {
            Address::V4(v4) => out.extend_from_slice(&v4.octets()),
            Address::V6(v6) => out.extend_from_slice(&v6.octets()),
            Address::Mdns(uuid) => out.extend_from_slice(uuid),
            Address::Name(name) => {
                out.push(name.len() as u8);
                out.extend_from_slice(name.as_bytes());
            }
        }
    }

    /// Reads an address of kind `tag` (0 to 3).
    fn read(reader: &mut ByteReader<'_>, tag: u8) -> Result<Address, SdpError> {
        Ok(match tag {
            0 => Address::V4(Ipv4Addr::from(
                reader.array::<4>().ok_or(SdpError::Truncated)?,
            )),
            1 => Address::V6(Ipv6Addr::from(
                reader.array::<16>().ok_or(SdpError::Truncated)?,
            )),
            2 => Address::Mdns(reader.array().ok_or(SdpError::Truncated)?),
            _ => {
                let len = usize::from(reader.byte().ok_or(SdpError::Truncated)?);
                let bytes = reader.bytes(len).ok_or(SdpError::Truncated)?;
                let name = std::str::from_utf8(bytes).map_err(|_| SdpError::BadCandidate)?;
                Address::Name(name.to_string())
            }
        })
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4(v4) => write!(f, "{v4}"),
            Address::V6(v6) => write!(f, "{v6}"),
            Address::Mdns(uuid) => {
                for (i, b) in uuid.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{b:02x}")?;
                }
                f.write_str(".local")
            }
            Address::Name(name) => f.write_str(name),
        }
    }
}

/// A lower-case UUID `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` as its 16 bytes.
fn parse_uuid(text: &str) -> Option<[u8; 16]> {
    let bytes = text.as_bytes();
    if bytes.len() != 36 {
        return None;
    }
    let mut uuid = [0; 16];
    let mut digits = Vec::with_capacity(32);
    for (i, &b) in bytes.iter().enumerate() {
        match (i, b) {
            (8 | 13 | 18 | 23, b'-') => {}
            (8 | 13 | 18 | 23, _) => return None,
            (_, b'0'..=b'9') => digits.push(b - b'0'),
            (_, b'a'..=b'f') => digits.push(b - b'a' + 10),
            _ => return None,
        }
    }
    for (byte, pair) in uuid.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = pair[0] << 4 | pair[1];
    }
    Some(uuid)
}
