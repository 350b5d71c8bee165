//! Chat between the players, on the data channel: a ready phrase (each side shows it in its own
//! language) or free text of at most [`MAX_CHAT_CHARS`] characters.
//!
//! Layout: version (1) · type (1 phrase, 2 text) · a phrase's number (1 byte, see [`Phrase`]) or
//! the text (varint length + UTF-8: 1 to 200 characters, at most [`MAX_CHAT_BYTES`], no control
//! character, not only spaces) · nothing after it. The app shows the text as text (escaped).
use crate::bytes::{push_sized, FormatError, Reader};

/// The version byte.
pub const CHAT_VERSION: u8 = 1;
/// The longest text, in characters.
pub const MAX_CHAT_CHARS: usize = 200;
/// The longest text, in bytes.
pub const MAX_CHAT_BYTES: usize = 4 * MAX_CHAT_CHARS;

/// The ready phrases, by number (kept forever: a number always means the same phrase).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phrase {
    /// 0: Hello.
    Hello,
    /// 1: Good luck.
    GoodLuck,
    /// 2: Good game.
    GoodGame,
    /// 3: Thank you.
    Thanks,
    /// 4: Well played.
    WellPlayed,
    /// 5: Goodbye.
    Goodbye,
}

impl Phrase {
    /// Every phrase, in the order of their numbers.
    pub const ALL: [Phrase; 6] = [
        Phrase::Hello,
        Phrase::GoodLuck,
        Phrase::GoodGame,
        Phrase::Thanks,
        Phrase::WellPlayed,
        Phrase::Goodbye,
    ];
}

/// A chat message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatMessage {
    /// A ready phrase.
    Phrase(Phrase),
    /// Free text.
    Text(String),
}

/// Whether `text` may be sent: 1 to [`MAX_CHAT_CHARS`] characters, no control character, not
/// only white space.
pub fn valid_chat_text(text: &str) -> bool {
    text.chars().count() <= MAX_CHAT_CHARS
        && !text.trim().is_empty()
        && !text.chars().any(char::is_control)
}

impl ChatMessage {
    /// The message's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = vec![CHAT_VERSION];
        match self {
            ChatMessage::Phrase(phrase) => {
                out.push(1);
                out.push(Phrase::ALL.iter().position(|p| p == phrase).unwrap_or(0) as u8);
            }
            ChatMessage::Text(text) => {
                out.push(2);
                push_sized(&mut out, text.as_bytes());
            }
        }
        out
    }

    /// Reads a message.
    ///
    /// # Errors
    /// Anything but a message of this version within its limits: see [`FormatError`].
    pub fn decode(bytes: &[u8]) -> Result<ChatMessage, FormatError> {
        let mut reader = Reader::new(bytes);
        reader.version(CHAT_VERSION)?;
        let message = match reader.byte()? {
            1 => ChatMessage::Phrase(
                *Phrase::ALL
                    .get(usize::from(reader.byte()?))
                    .ok_or(FormatError::Field("phrase"))?,
            ),
            2 => {
                let text = reader.text(MAX_CHAT_BYTES, "text")?;
                if !valid_chat_text(text) {
                    return Err(FormatError::Field("text"));
                }
                ChatMessage::Text(text.to_string())
            }
            other => return Err(FormatError::Kind(other)),
        };
        reader.finish()?;
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::hex_fixture;

    #[test]
    fn the_fixtures_still_read_and_are_written_the_same() {
        let cases = [
            ("phrase.chat", ChatMessage::Phrase(Phrase::GoodGame)),
            (
                "text.chat",
                ChatMessage::Text("เล่นดีมาก <b>&amp;</b>".into()),
            ),
        ];
        for (name, message) in cases {
            assert_eq!(
                ChatMessage::decode(&hex_fixture(name)),
                Ok(message.clone()),
                "{name}"
            );
            assert_eq!(message.encode(), hex_fixture(name), "{name}");
        }
    }

    #[test]
    fn every_phrase_and_the_longest_text_round_trip() {
        for phrase in Phrase::ALL {
            let message = ChatMessage::Phrase(phrase);
            assert_eq!(ChatMessage::decode(&message.encode()), Ok(message));
        }
        let longest = ChatMessage::Text("ก".repeat(MAX_CHAT_CHARS));
        assert_eq!(ChatMessage::decode(&longest.encode()), Ok(longest));
    }

    #[test]
    fn bad_messages_are_refused_and_a_good_one_then_reads() {
        let text = |t: &str| ChatMessage::decode(&ChatMessage::Text(t.into()).encode());
        assert_eq!(
            text(&"a".repeat(MAX_CHAT_CHARS + 1)),
            Err(FormatError::Field("text"))
        );
        assert_eq!(text(""), Err(FormatError::Field("text")));
        assert_eq!(text("   "), Err(FormatError::Field("text")));
        assert_eq!(text("line\nbreak"), Err(FormatError::Field("text")));
        assert_eq!(
            text("\u{202e}"),
            Ok(ChatMessage::Text("\u{202e}".into())),
            "format characters are text; the app escapes them"
        );
        assert_eq!(
            ChatMessage::decode(&[1, 1, 6]),
            Err(FormatError::Field("phrase"))
        );
        assert_eq!(ChatMessage::decode(&[1, 3]), Err(FormatError::Kind(3)));
        assert_eq!(
            ChatMessage::decode(&[2, 1, 0]),
            Err(FormatError::Version(2))
        );
        assert_eq!(
            ChatMessage::decode(&[1, 1, 0, 0]),
            Err(FormatError::TrailingBytes)
        );
        assert_eq!(
            ChatMessage::decode(&[1, 2, 3, b'a']),
            Err(FormatError::Truncated)
        );
        assert_eq!(
            ChatMessage::decode(&[1, 2, 2, 0xc3, 0x28]),
            Err(FormatError::Field("text"))
        );
        assert_eq!(text("gg"), Ok(ChatMessage::Text("gg".into())));
    }
}
