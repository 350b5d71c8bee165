//! NIP-01's messages over a relay's WebSocket: what a client sends ([`ClientMessage`], written) and
//! what a relay sends ([`RelayMessage`], read strictly: any frame is either one of NIP-01's five
//! messages within this crate's limits, its events hashed and signed correctly, or an error).
use serde_json::{json, Map, Value};

use crate::event::{Event, EventError};
use crate::hex;
use crate::keys::PublicKey;

/// The longest frame read, in bytes.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;
/// The longest subscription id (NIP-01's limit).
pub const MAX_SUBSCRIPTION_BYTES: usize = 64;
/// The longest message a relay may attach to `OK`, `CLOSED` or `NOTICE`, in bytes.
pub const MAX_RELAY_TEXT_BYTES: usize = 1024;

/// A subscription's filter: events of these kinds, authors and tag values, made since a time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// The kinds (none: any).
    pub kinds: Vec<u16>,
    /// The authors (none: any).
    pub authors: Vec<PublicKey>,
    /// A single-letter tag and the values it may have (`#x`).
    pub tag: Option<(char, Vec<String>)>,
    /// The earliest `created_at`.
    pub since: Option<u64>,
    /// The most stored events the relay should send first.
    pub limit: Option<u32>,
}

impl Filter {
    /// The filter as JSON.
    pub fn to_json(&self) -> Value {
        let mut object = Map::new();
        if !self.kinds.is_empty() {
            object.insert("kinds".into(), json!(self.kinds));
        }
        if !self.authors.is_empty() {
            let authors: Vec<String> = self.authors.iter().map(|key| hex::encode(key)).collect();
            object.insert("authors".into(), json!(authors));
        }
        if let Some((letter, values)) = &self.tag {
            object.insert(format!("#{letter}"), json!(values));
        }
        if let Some(since) = self.since {
            object.insert("since".into(), json!(since));
        }
        if let Some(limit) = self.limit {
            object.insert("limit".into(), json!(limit));
        }
        Value::Object(object)
    }
}

/// A message from a client to a relay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientMessage {
    /// Publishes an event.
    Event(Event),
    /// Opens (or replaces) a subscription.
    Req {
        /// The subscription's id, at most [`MAX_SUBSCRIPTION_BYTES`].
        subscription: String,
        /// Its filters.
        filters: Vec<Filter>,
    },
    /// Closes a subscription.
    Close(String),
}

impl ClientMessage {
    /// The message as a WebSocket text frame.
    pub fn to_frame(&self) -> String {
        match self {
            ClientMessage::Event(event) => json!(["EVENT", event.to_json()]),
            ClientMessage::Req {
                subscription,
                filters,
            } => {
                let mut items = vec![json!("REQ"), json!(subscription)];
                items.extend(filters.iter().map(Filter::to_json));
                Value::Array(items)
            }
            ClientMessage::Close(subscription) => json!(["CLOSE", subscription]),
        }
        .to_string()
    }
}

/// A message from a relay to a client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayMessage {
    /// An event matching a subscription.
    Event {
        /// The subscription.
        subscription: String,
        /// The event, its id and signature checked.
        event: Event,
    },
    /// Whether the relay took an event the client published.
    Ok {
        /// The event's id.
        event_id: [u8; 32],
        /// Taken or refused.
        accepted: bool,
        /// Why (`"invalid: …"`, `"rate-limited: …"`, or empty).
        message: String,
    },
    /// The stored events of a subscription have all been sent: new ones follow as they come.
    Eose(String),
    /// The relay closed a subscription.
    Closed {
        /// The subscription.
        subscription: String,
        /// Why.
        message: String,
    },
    /// A message for people.
    Notice(String),
}

/// Why a relay's frame cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Longer than [`MAX_FRAME_BYTES`].
    TooLarge,
    /// Not JSON.
    NotJson,
    /// Not an array that starts with a message type.
    Shape,
    /// A message type this crate does not read (`AUTH`, `COUNT`, anything else).
    UnknownType(String),
    /// A known type with the wrong number of items.
    Arity,
    /// An item of the wrong type or out of limits.
    Field(&'static str),
    /// The event is invalid.
    Event(EventError),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::TooLarge => write!(
                f,
                "the relay's frame is longer than {MAX_FRAME_BYTES} bytes"
            ),
            FrameError::NotJson => write!(f, "the relay's frame is not JSON"),
            FrameError::Shape => write!(f, "the relay's frame is not a NIP-01 message"),
            FrameError::UnknownType(kind) => {
                write!(f, "the relay's message {kind:?} is not read here")
            }
            FrameError::Arity => write!(f, "the relay's message has the wrong number of items"),
            FrameError::Field(name) => write!(f, "the relay's message has an invalid {name}"),
            FrameError::Event(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for FrameError {}

impl From<EventError> for FrameError {
    fn from(error: EventError) -> FrameError {
        FrameError::Event(error)
    }
}

impl RelayMessage {
    /// Reads a relay's text frame.
    ///
    /// # Errors
    /// Anything but one of NIP-01's five relay messages within this crate's limits: see
    /// [`FrameError`].
    pub fn decode(frame: &str) -> Result<RelayMessage, FrameError> {
        if frame.len() > MAX_FRAME_BYTES {
            return Err(FrameError::TooLarge);
        }
        let value: Value = serde_json::from_str(frame).map_err(|_| FrameError::NotJson)?;
        let items = value.as_array().ok_or(FrameError::Shape)?;
        let (kind, items) = items.split_first().ok_or(FrameError::Shape)?;
        let kind = kind.as_str().ok_or(FrameError::Shape)?;
        let text = |index: usize, name: &'static str, limit: usize| {
            items[index]
                .as_str()
                .filter(|text| text.len() <= limit)
                .map(str::to_string)
                .ok_or(FrameError::Field(name))
        };
        let arity = |count: usize| {
            if items.len() == count {
                Ok(())
            } else {
                Err(FrameError::Arity)
            }
        };
        match kind {
            "EVENT" => {
                arity(2)?;
                Ok(RelayMessage::Event {
                    subscription: text(0, "subscription", MAX_SUBSCRIPTION_BYTES)?,
                    event: Event::from_json(&items[1])?,
                })
            }
            "OK" => {
                arity(3)?;
                Ok(RelayMessage::Ok {
                    event_id: items[0]
                        .as_str()
                        .and_then(hex::decode)
                        .ok_or(FrameError::Field("event id"))?,
                    accepted: items[1].as_bool().ok_or(FrameError::Field("accepted"))?,
                    message: text(2, "message", MAX_RELAY_TEXT_BYTES)?,
                })
            }
            "EOSE" => {
                arity(1)?;
                Ok(RelayMessage::Eose(text(
                    0,
                    "subscription",
                    MAX_SUBSCRIPTION_BYTES,
                )?))
            }
            "CLOSED" => {
                arity(2)?;
                Ok(RelayMessage::Closed {
                    subscription: text(0, "subscription", MAX_SUBSCRIPTION_BYTES)?,
                    message: text(1, "message", MAX_RELAY_TEXT_BYTES)?,
                })
            }
            "NOTICE" => {
                arity(1)?;
                Ok(RelayMessage::Notice(text(
                    0,
                    "message",
                    MAX_RELAY_TEXT_BYTES,
                )?))
            }
            other => Err(FrameError::UnknownType(other.chars().take(16).collect())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::Keys;

    fn event() -> Event {
        Event::signed(
            &Keys::generate().unwrap(),
            1_765_000_000,
            25050,
            vec![],
            "hi".into(),
        )
        .unwrap()
    }

    #[test]
    fn client_messages_are_nip01_arrays() {
        let filter = Filter {
            kinds: vec![25050],
            authors: vec![[0xab; 32]],
            tag: Some(('x', vec!["00ff".into()])),
            since: Some(5),
            limit: Some(0),
        };
        let req = ClientMessage::Req {
            subscription: "game".into(),
            filters: vec![filter],
        };
        assert_eq!(
            req.to_frame(),
            format!(
                "[\"REQ\",\"game\",{{\"#x\":[\"00ff\"],\"authors\":[\"{}\"],\"kinds\":[25050],\"limit\":0,\"since\":5}}]",
                "ab".repeat(32)
            )
        );
        assert_eq!(
            ClientMessage::Close("game".into()).to_frame(),
            "[\"CLOSE\",\"game\"]"
        );
        let event = event();
        let frame = ClientMessage::Event(event.clone()).to_frame();
        let value: Value = serde_json::from_str(&frame).unwrap();
        assert_eq!(value[0], "EVENT");
        assert_eq!(Event::from_json(&value[1]), Ok(event));
    }

    #[test]
    fn relay_messages_are_read() {
        let event = event();
        let frame = json!(["EVENT", "game", event.to_json()]).to_string();
        assert_eq!(
            RelayMessage::decode(&frame),
            Ok(RelayMessage::Event {
                subscription: "game".into(),
                event: event.clone()
            })
        );
        let ok = format!(
            "[\"OK\",\"{}\",false,\"invalid: too old\"]",
            hex::encode(&event.id)
        );
        assert_eq!(
            RelayMessage::decode(&ok),
            Ok(RelayMessage::Ok {
                event_id: event.id,
                accepted: false,
                message: "invalid: too old".into()
            })
        );
        assert_eq!(
            RelayMessage::decode("[\"EOSE\",\"game\"]"),
            Ok(RelayMessage::Eose("game".into()))
        );
        assert_eq!(
            RelayMessage::decode("[\"CLOSED\",\"game\",\"error: shutting down\"]"),
            Ok(RelayMessage::Closed {
                subscription: "game".into(),
                message: "error: shutting down".into()
            })
        );
        assert_eq!(
            RelayMessage::decode(" [\"NOTICE\", \"hi\"] "),
            Ok(RelayMessage::Notice("hi".into()))
        );
    }

    #[test]
    fn malformed_frames_are_refused_then_a_good_one_is_read() {
        let event = event();
        let mut changed = event.to_json();
        changed["content"] = "changed".into();
        let cases = [
            (" ".repeat(MAX_FRAME_BYTES + 1), FrameError::TooLarge),
            ("[\"EOSE\",\"game\"".into(), FrameError::NotJson),
            ("".into(), FrameError::NotJson),
            ("{\"EOSE\":1}".into(), FrameError::Shape),
            ("[]".into(), FrameError::Shape),
            ("[1,\"game\"]".into(), FrameError::Shape),
            (
                "[\"AUTH\",\"challenge\"]".into(),
                FrameError::UnknownType("AUTH".into()),
            ),
            ("[\"EOSE\"]".into(), FrameError::Arity),
            ("[\"EOSE\",\"game\",1]".into(), FrameError::Arity),
            ("[\"EOSE\",7]".into(), FrameError::Field("subscription")),
            (
                format!("[\"EOSE\",\"{}\"]", "s".repeat(65)),
                FrameError::Field("subscription"),
            ),
            (
                "[\"OK\",\"00\",true,\"\"]".into(),
                FrameError::Field("event id"),
            ),
            (
                format!("[\"OK\",\"{}\",1,\"\"]", "00".repeat(32)),
                FrameError::Field("accepted"),
            ),
            (
                format!("[\"NOTICE\",\"{}\"]", "n".repeat(MAX_RELAY_TEXT_BYTES + 1)),
                FrameError::Field("message"),
            ),
            (
                json!(["EVENT", "game", changed]).to_string(),
                FrameError::Event(EventError::Id),
            ),
            (
                json!(["EVENT", "game", "event"]).to_string(),
                FrameError::Event(EventError::Shape),
            ),
        ];
        for (frame, error) in cases {
            assert_eq!(RelayMessage::decode(&frame), Err(error), "{:.80}", frame);
        }
        let good = json!(["EVENT", "game", event.to_json()]).to_string();
        assert!(RelayMessage::decode(&good).is_ok());
    }

    #[test]
    fn deep_nesting_is_refused_without_overflowing_the_stack() {
        let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
        assert_eq!(RelayMessage::decode(&deep), Err(FrameError::NotJson));
    }
}
