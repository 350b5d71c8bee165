//! The game's secret and what is derived from it (HKDF-SHA256): the topic tag both sides subscribe
//! to and the key that seals their messages (XChaCha20-Poly1305, a random 24-byte nonce each), for
//! the players' channel and, from a one-way derived watch secret, the spectators' channel. A relay
//! sees a random-looking tag and ciphertext only; a watch link cannot take a player's seat.
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use hkdf::Hkdf;
use sha2::Sha256;

use crate::hex;
use crate::keys::{random_bytes, PublicKey, RandomError};

/// The HKDF salt of every derivation (names this scheme and its version).
const SALT: &[u8] = b"makruk-signal 1";
/// The length of a sealed message's nonce.
const NONCE_BYTES: usize = 24;
/// The length of the AEAD's tag.
const TAG_BYTES: usize = 16;

/// The 32 bytes `secret` gives for `label`.
pub(crate) fn derive(secret: &[u8], label: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    Hkdf::<Sha256>::new(Some(SALT), secret)
        .expand(label.as_bytes(), &mut out)
        .expect("32 bytes is a valid HKDF-SHA256 length");
    out
}

/// A game's secret: random, carried in the play link's fragment (never sent to a server).
#[derive(Clone, PartialEq, Eq)]
pub struct GameSecret(pub [u8; 32]);

/// The secret of a game's watch link, derived from the game's secret (not the other way).
#[derive(Clone, PartialEq, Eq)]
pub struct WatchSecret(pub [u8; 32]);

impl std::fmt::Debug for GameSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameSecret(…)")
    }
}

impl std::fmt::Debug for WatchSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "WatchSecret(…)")
    }
}

impl GameSecret {
    /// A new random secret.
    ///
    /// # Errors
    /// The random generator failed.
    pub fn generate() -> Result<GameSecret, RandomError> {
        random_bytes().map(GameSecret)
    }

    /// The players' channel.
    pub fn play_channel(&self) -> Channel {
        Channel::derive(&self.0, "play")
    }

    /// The watch link's secret.
    pub fn watch_secret(&self) -> WatchSecret {
        WatchSecret(derive(&self.0, "watch secret"))
    }
}

impl WatchSecret {
    /// The spectators' channel.
    pub fn channel(&self) -> Channel {
        Channel::derive(&self.0, "watch")
    }
}

/// Why a sealed message cannot be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// Not base64url, or shorter than a nonce and a tag.
    Encoding,
    /// The tag does not verify: another key, another author, or changed.
    Forged,
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenError::Encoding => write!(f, "the sealed message is not readable"),
            OpenError::Forged => write!(f, "the sealed message was not sealed with this key"),
        }
    }
}

impl std::error::Error for OpenError {}

/// A key that seals messages for one author: the ciphertext is bound to the author's public key
/// (the associated data), so a message copied under another key does not open.
#[derive(Clone, PartialEq, Eq)]
pub struct SealKey(pub [u8; 32]);

impl std::fmt::Debug for SealKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SealKey(…)")
    }
}

impl SealKey {
    /// `plaintext` sealed by `author`: base64url (no padding) of the nonce then the ciphertext.
    ///
    /// # Errors
    /// The random generator failed (the nonce).
    pub fn seal(&self, author: &PublicKey, plaintext: &[u8]) -> Result<String, RandomError> {
        let nonce: [u8; NONCE_BYTES] = random_bytes()?;
        let cipher = XChaCha20Poly1305::new(&self.0.into());
        let sealed = cipher
            .encrypt(
                XNonce::from_slice(&nonce),
                Payload {
                    msg: plaintext,
                    aad: author,
                },
            )
            .map_err(|_| RandomError)?;
        let mut out = nonce.to_vec();
        out.extend(sealed);
        Ok(URL_SAFE_NO_PAD.encode(out))
    }

    /// Opens what [`SealKey::seal`] wrote for `author`.
    ///
    /// # Errors
    /// Not a sealed message, or not sealed with this key for this author.
    pub fn open(&self, author: &PublicKey, sealed: &str) -> Result<Vec<u8>, OpenError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(sealed)
            .map_err(|_| OpenError::Encoding)?;
        if bytes.len() < NONCE_BYTES + TAG_BYTES {
            return Err(OpenError::Encoding);
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_BYTES);
        XChaCha20Poly1305::new(&self.0.into())
            .decrypt(
                XNonce::from_slice(nonce),
                Payload {
                    msg: ciphertext,
                    aad: author,
                },
            )
            .map_err(|_| OpenError::Forged)
    }
}

/// Where the two sides of a channel meet: the value of the events' `x` tag, and the key that
/// seals their content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Channel {
    /// The topic tag: 64 hex digits.
    pub topic: String,
    /// The sealing key.
    pub key: SealKey,
}

impl Channel {
    /// The channel `secret` gives under `label`.
    fn derive(secret: &[u8; 32], label: &str) -> Channel {
        Channel {
            topic: hex::encode(&derive(secret, &format!("{label} topic"))),
            key: SealKey(derive(secret, &format!("{label} key"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sides_derive_the_same_channels_and_they_differ() {
        let secret = GameSecret([9; 32]);
        let again = GameSecret([9; 32]);
        assert_eq!(secret.play_channel(), again.play_channel());
        let play = secret.play_channel();
        let watch = secret.watch_secret().channel();
        assert_ne!(play.topic, watch.topic);
        assert_ne!(play.key, watch.key);
        assert_ne!(secret.watch_secret().0, secret.0);
        assert_eq!(play.topic.len(), 64);
        assert_ne!(GameSecret([8; 32]).play_channel().topic, play.topic);
    }

    /// The derivation is fixed forever: links already sent must meet on the same topic.
    #[test]
    fn the_derivation_is_stable() {
        let secret = GameSecret([9; 32]);
        assert_eq!(
            secret.play_channel().topic,
            hex::encode(&derive(&[9; 32], "play topic"))
        );
        let expected = {
            let mut out = [0u8; 32];
            Hkdf::<Sha256>::new(Some(b"makruk-signal 1"), &[9; 32])
                .expand(b"play topic", &mut out)
                .unwrap();
            out
        };
        assert_eq!(secret.play_channel().topic, hex::encode(&expected));
    }

    #[test]
    fn sealed_messages_open_only_with_their_key_and_author() {
        let key = GameSecret([1; 32]).play_channel().key;
        let author = [5u8; 32];
        let sealed = key.seal(&author, b"offer").unwrap();
        assert_eq!(key.open(&author, &sealed), Ok(b"offer".to_vec()));
        assert_ne!(
            key.seal(&author, b"offer").unwrap(),
            sealed,
            "a fresh nonce each time"
        );
        assert_eq!(key.open(&[6; 32], &sealed), Err(OpenError::Forged));
        let other = GameSecret([2; 32]).play_channel().key;
        assert_eq!(other.open(&author, &sealed), Err(OpenError::Forged));
        let mut changed = sealed.clone().into_bytes();
        let last = changed.len() - 5;
        changed[last] = if changed[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(
            key.open(&author, std::str::from_utf8(&changed).unwrap()),
            Err(OpenError::Forged)
        );
        assert_eq!(key.open(&author, "short"), Err(OpenError::Encoding));
        assert_eq!(key.open(&author, "not base64!"), Err(OpenError::Encoding));
        assert_eq!(key.open(&author, &sealed), Ok(b"offer".to_vec()));
    }
}
