//! The players' chat of a live game, kept with the game: who said what (a ready phrase, shown in
//! the reader's language, or free text), and whether the player muted the friend. Its save lines
//! (`chat` and `chat-muted`, see docs/formats.md) are read strictly: a line that is not a message
//! of the chat's format is refused.
use makruk_core::Color;
use makruk_signal::chat::{valid_chat_text, ChatMessage, Phrase};

/// The most messages a game keeps (the oldest are dropped).
pub const MAX_CHAT_LINES: usize = 200;

/// One message of the chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// The moves played when it was said.
    pub ply: usize,
    /// The side of the player who wrote it.
    pub by: Color,
    /// What was said.
    pub message: ChatMessage,
}

/// A game's chat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chat {
    /// The messages, oldest first.
    pub lines: Vec<ChatLine>,
    /// The friend's messages are neither shown nor kept.
    pub muted: bool,
}

impl Chat {
    /// Keeps `line`, dropping the oldest beyond [`MAX_CHAT_LINES`].
    pub fn push(&mut self, line: ChatLine) {
        self.lines.push(line);
        let excess = self.lines.len().saturating_sub(MAX_CHAT_LINES);
        self.lines.drain(..excess);
    }

    /// The save's chat lines, each ending with a newline (nothing for an empty, unmuted chat).
    pub fn save_lines(&self) -> String {
        let mut out = String::new();
        for line in &self.lines {
            let side = line.by.fold_wb("white", "black");
            match &line.message {
                ChatMessage::Phrase(phrase) => {
                    let number = Phrase::ALL.iter().position(|p| p == phrase).unwrap_or(0);
                    out.push_str(&format!("chat {} {side} phrase {number}\n", line.ply));
                }
                ChatMessage::Text(text) => {
                    out.push_str(&format!("chat {} {side} text {text}\n", line.ply))
                }
            }
        }
        if self.muted {
            out.push_str("chat-muted 1\n");
        }
        out
    }

    /// The chat of a save's lines (those after `chat ` and the `chat-muted` line).
    ///
    /// # Errors
    /// The first line that is no chat message, as written.
    pub fn read_save<'a>(lines: impl Iterator<Item = &'a str>) -> Result<Chat, String> {
        let mut chat = Chat::default();
        for line in lines {
            if let Some(value) = line.strip_prefix("chat-muted ") {
                chat.muted = match value {
                    "1" => true,
                    _ => return Err(line.to_string()),
                };
            } else if let Some(value) = line.strip_prefix("chat ") {
                chat.push(read_line(value).ok_or_else(|| line.to_string())?);
            }
        }
        Ok(chat)
    }
}

/// A `chat` line's value: `PLY white|black phrase N` or `PLY white|black text TEXT`.
fn read_line(value: &str) -> Option<ChatLine> {
    let (ply, value) = value.split_once(' ')?;
    if ply.is_empty() || ply.len() > 5 || !ply.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let ply = ply.parse().ok()?;
    let (side, rest) = value.split_once(' ')?;
    let by = match side {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    let message = match rest.split_once(' ')? {
        ("phrase", number) if number.len() == 1 => {
            ChatMessage::Phrase(*Phrase::ALL.get(number.parse::<usize>().ok()?)?)
        }
        ("text", text) if valid_chat_text(text) => ChatMessage::Text(text.to_string()),
        _ => return None,
    };
    Some(ChatLine { ply, by, message })
}

#[cfg(test)]
impl Chat {
    /// For tests: White's *Good luck* before the first move, then Black's `text` after `ply` moves.
    pub(crate) fn good_luck_then(ply: usize, text: &str, muted: bool) -> Chat {
        let line = |ply, by, message| ChatLine { ply, by, message };
        Chat {
            lines: vec![
                line(0, Color::White, ChatMessage::Phrase(Phrase::GoodLuck)),
                line(ply, Color::Black, ChatMessage::Text(text.into())),
            ],
            muted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Chat {
        Chat::good_luck_then(13, " สวัสดี <b>&amp; ", true)
    }

    #[test]
    fn a_chat_round_trips_through_its_save_lines() {
        let chat = sample();
        let text = chat.save_lines();
        assert_eq!(
            text,
            "chat 0 white phrase 1\nchat 13 black text  สวัสดี <b>&amp; \nchat-muted 1\n"
        );
        assert_eq!(Chat::read_save(text.lines()), Ok(chat));
        assert_eq!(Chat::default().save_lines(), "");
    }

    #[test]
    fn bad_chat_lines_are_refused_and_good_ones_then_read() {
        for bad in [
            "chat 0 white phrase 6",
            "chat 0 white phrase 01",
            "chat 0 grey phrase 1",
            "chat 0 white shout hi",
            "chat 0 black text ",
            "chat 0 black text    ",
            "chat 0 white",
            "chat white phrase 1",
            "chat -1 white phrase 1",
            "chat 123456 white phrase 1",
            "chat-muted yes",
        ] {
            assert_eq!(Chat::read_save([bad].into_iter()), Err(bad.to_string()));
        }
        let long = format!("chat 0 white text {}", "ก".repeat(201));
        assert!(Chat::read_save([long.as_str()].into_iter()).is_err());
        let good = format!("chat 0 white text {}", "ก".repeat(200));
        assert_eq!(
            Chat::read_save([good.as_str()].into_iter())
                .unwrap()
                .lines
                .len(),
            1
        );
    }

    #[test]
    fn the_oldest_messages_go_beyond_the_limit() {
        let mut chat = Chat::default();
        for i in 0..MAX_CHAT_LINES + 5 {
            chat.push(ChatLine {
                ply: i,
                by: Color::White,
                message: ChatMessage::Text(i.to_string()),
            });
        }
        assert_eq!(chat.lines.len(), MAX_CHAT_LINES);
        assert_eq!(chat.lines[0].message, ChatMessage::Text("5".into()));
    }
}
