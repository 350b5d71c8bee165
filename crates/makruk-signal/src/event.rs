//! NIP-01 events: the canonical serialisation, the id (its SHA-256), the BIP-340 signature, and
//! a strict reading of an event received from a relay.
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::hex;
use crate::keys::{verify, Keys, PublicKey, RandomError};

/// The longest content read or written, in bytes (the test relay's own limit).
pub const MAX_CONTENT_BYTES: usize = 4096;
/// The most tags an event may have.
pub const MAX_TAGS: usize = 16;
/// The most items a tag may have (its name included).
pub const MAX_TAG_ITEMS: usize = 8;
/// The longest tag item, in bytes.
pub const MAX_TAG_ITEM_BYTES: usize = 256;

/// A signed event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// SHA-256 of the canonical serialisation ([`Event::compute_id`]).
    pub id: [u8; 32],
    /// The author's public key.
    pub pubkey: PublicKey,
    /// When it was made, in seconds since the Unix epoch.
    pub created_at: u64,
    /// The kind (20000–29999 ephemeral: relays pass them on and keep nothing; 30000–39999
    /// addressable: a relay keeps the latest per author, kind and `d` tag).
    pub kind: u16,
    /// The tags, each a name and its values.
    pub tags: Vec<Vec<String>>,
    /// The content.
    pub content: String,
    /// The author's BIP-340 signature of the id.
    pub sig: [u8; 64],
}

/// Why an event cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventError {
    /// Not an object with exactly the seven fields of NIP-01.
    Shape,
    /// A field of the wrong type or out of range (`id`, `kind`, …).
    Field(&'static str),
    /// More tags, tag items or content than this crate reads.
    TooLarge,
    /// The id is not the hash of the event.
    Id,
    /// The signature does not verify.
    Signature,
}

impl std::fmt::Display for EventError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EventError::Shape => write!(f, "the event is not an object with NIP-01's fields"),
            EventError::Field(name) => write!(f, "the event's field {name} is invalid"),
            EventError::TooLarge => write!(f, "the event has too many tags or too much content"),
            EventError::Id => write!(f, "the event's id is not its hash"),
            EventError::Signature => write!(f, "the event's signature does not verify"),
        }
    }
}

impl std::error::Error for EventError {}

impl Event {
    /// A new event signed by `keys`.
    ///
    /// # Errors
    /// The random generator failed (the signature's auxiliary randomness).
    pub fn signed(
        keys: &Keys,
        created_at: u64,
        kind: u16,
        tags: Vec<Vec<String>>,
        content: String,
    ) -> Result<Event, RandomError> {
        let pubkey = keys.public();
        let id = Event::compute_id(&pubkey, created_at, kind, &tags, &content);
        let sig = keys.sign(&id)?;
        Ok(Event {
            id,
            pubkey,
            created_at,
            kind,
            tags,
            content,
            sig,
        })
    }

    /// The id of an event: SHA-256 of the JSON array `[0,pubkey,created_at,kind,tags,content]`
    /// written with no white space (NIP-01's canonical serialisation).
    pub fn compute_id(
        pubkey: &PublicKey,
        created_at: u64,
        kind: u16,
        tags: &[Vec<String>],
        content: &str,
    ) -> [u8; 32] {
        let canonical = json!([0, hex::encode(pubkey), created_at, kind, tags, content]);
        Sha256::digest(canonical.to_string().as_bytes()).into()
    }

    /// The event as JSON, for a frame.
    pub fn to_json(&self) -> Value {
        json!({
            "id": hex::encode(&self.id),
            "pubkey": hex::encode(&self.pubkey),
            "created_at": self.created_at,
            "kind": self.kind,
            "tags": self.tags,
            "content": self.content,
            "sig": hex::encode(&self.sig),
        })
    }

    /// The first value of the first tag named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|tag| tag.first().is_some_and(|first| first == name))
            .and_then(|tag| tag.get(1))
            .map(String::as_str)
    }

    /// Reads an event received from a relay, its id and signature checked.
    ///
    /// # Errors
    /// Anything but a NIP-01 event within this crate's limits, correctly hashed and signed.
    pub fn from_json(value: &Value) -> Result<Event, EventError> {
        let object = value.as_object().ok_or(EventError::Shape)?;
        const FIELDS: [&str; 7] = [
            "id",
            "pubkey",
            "created_at",
            "kind",
            "tags",
            "content",
            "sig",
        ];
        if object.len() != FIELDS.len() || !FIELDS.iter().all(|name| object.contains_key(*name)) {
            return Err(EventError::Shape);
        }
        let text = |name: &'static str| object[name].as_str().ok_or(EventError::Field(name));
        let id = hex::decode(text("id")?).ok_or(EventError::Field("id"))?;
        let pubkey = hex::decode(text("pubkey")?).ok_or(EventError::Field("pubkey"))?;
        let sig = hex::decode(text("sig")?).ok_or(EventError::Field("sig"))?;
        let created_at = object["created_at"]
            .as_u64()
            .ok_or(EventError::Field("created_at"))?;
        let kind = object["kind"]
            .as_u64()
            .and_then(|kind| u16::try_from(kind).ok())
            .ok_or(EventError::Field("kind"))?;
        let content = text("content")?;
        if content.len() > MAX_CONTENT_BYTES {
            return Err(EventError::TooLarge);
        }
        let tags = read_tags(&object["tags"])?;
        let event = Event {
            id,
            pubkey,
            created_at,
            kind,
            tags,
            content: content.to_string(),
            sig,
        };
        if Event::compute_id(&pubkey, created_at, kind, &event.tags, &event.content) != id {
            return Err(EventError::Id);
        }
        if !verify(&pubkey, &id, &sig) {
            return Err(EventError::Signature);
        }
        Ok(event)
    }
}

/// Reads the tags: an array of at most [`MAX_TAGS`] arrays of 1 to [`MAX_TAG_ITEMS`] strings.
fn read_tags(value: &Value) -> Result<Vec<Vec<String>>, EventError> {
    let tags = value.as_array().ok_or(EventError::Field("tags"))?;
    if tags.len() > MAX_TAGS {
        return Err(EventError::TooLarge);
    }
    tags.iter()
        .map(|tag| {
            let items = tag.as_array().ok_or(EventError::Field("tags"))?;
            if items.is_empty() {
                return Err(EventError::Field("tags"));
            }
            if items.len() > MAX_TAG_ITEMS {
                return Err(EventError::TooLarge);
            }
            items
                .iter()
                .map(|item| {
                    let item = item.as_str().ok_or(EventError::Field("tags"))?;
                    if item.len() > MAX_TAG_ITEM_BYTES {
                        return Err(EventError::TooLarge);
                    }
                    Ok(item.to_string())
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Event {
        let keys = Keys::generate().unwrap();
        Event::signed(
            &keys,
            1_765_000_000,
            25050,
            vec![vec!["x".into(), "ab".into()]],
            "line\n\"quoted\"\\ and ไทย".into(),
        )
        .unwrap()
    }

    #[test]
    fn a_signed_event_reads_back() {
        let event = sample();
        assert_eq!(Event::from_json(&event.to_json()), Ok(event.clone()));
        assert_eq!(event.tag("x"), Some("ab"));
        assert_eq!(event.tag("p"), None);
    }

    /// The id of a fixed event, computed by hand from NIP-01's rule: the escapes (\n, \", \\)
    /// and UTF-8 written as it is.
    #[test]
    fn the_id_hashes_the_canonical_serialisation() {
        let pubkey = [0x11; 32];
        let tags = vec![vec!["x".to_string(), "ab".to_string()]];
        let canonical = format!(
            "[0,\"{}\",1765000000,25050,[[\"x\",\"ab\"]],\"line\\n\\\"q\\\"\\\\ ไทย\"]",
            "11".repeat(32)
        );
        let expected: [u8; 32] = Sha256::digest(canonical.as_bytes()).into();
        assert_eq!(
            Event::compute_id(&pubkey, 1_765_000_000, 25050, &tags, "line\n\"q\"\\ ไทย"),
            expected
        );
    }

    #[test]
    fn changed_events_are_refused() {
        let event = sample();
        let mut json = event.to_json();
        json["content"] = "other".into();
        assert_eq!(Event::from_json(&json), Err(EventError::Id));

        let mut json = event.to_json();
        let mut sig = event.sig;
        sig[10] ^= 1;
        json["sig"] = hex::encode(&sig).into();
        assert_eq!(Event::from_json(&json), Err(EventError::Signature));

        // Another key claiming the event: the id changes with the key, so re-hash it too.
        let other = Keys::generate().unwrap();
        let mut json = event.to_json();
        json["pubkey"] = hex::encode(&other.public()).into();
        let id = Event::compute_id(
            &other.public(),
            event.created_at,
            event.kind,
            &event.tags,
            &event.content,
        );
        json["id"] = hex::encode(&id).into();
        assert_eq!(Event::from_json(&json), Err(EventError::Signature));
    }

    #[test]
    fn malformed_events_are_refused() {
        let event = sample();
        let cases: Vec<(&str, Value, EventError)> = vec![
            ("kind", json!(70000), EventError::Field("kind")),
            ("kind", json!(-1), EventError::Field("kind")),
            ("kind", json!(25050.5), EventError::Field("kind")),
            (
                "created_at",
                json!("1765000000"),
                EventError::Field("created_at"),
            ),
            ("id", json!("AB"), EventError::Field("id")),
            (
                "pubkey",
                json!(hex::encode(&[0u8; 31])),
                EventError::Field("pubkey"),
            ),
            ("tags", json!([[]]), EventError::Field("tags")),
            ("tags", json!([["x", 1]]), EventError::Field("tags")),
            ("tags", json!("x"), EventError::Field("tags")),
            (
                "tags",
                json!(vec![vec!["x"]; MAX_TAGS + 1]),
                EventError::TooLarge,
            ),
            (
                "tags",
                json!([vec!["x"; MAX_TAG_ITEMS + 1]]),
                EventError::TooLarge,
            ),
            (
                "tags",
                json!([["x", "a".repeat(MAX_TAG_ITEM_BYTES + 1)]]),
                EventError::TooLarge,
            ),
            (
                "content",
                json!("a".repeat(MAX_CONTENT_BYTES + 1)),
                EventError::TooLarge,
            ),
            ("content", json!(null), EventError::Field("content")),
        ];
        for (field, value, error) in cases {
            let mut json = event.to_json();
            json[field] = value.clone();
            assert_eq!(Event::from_json(&json), Err(error), "{field} = {value}");
        }
        let mut json = event.to_json();
        json["extra"] = json!(1);
        assert_eq!(Event::from_json(&json), Err(EventError::Shape));
        let mut json = event.to_json();
        json.as_object_mut().unwrap().remove("sig");
        assert_eq!(Event::from_json(&json), Err(EventError::Shape));
        assert_eq!(Event::from_json(&json!([1, 2])), Err(EventError::Shape));
    }
}
