//! The players' chat in a live game: what this side says is kept and sent while connected; what
//! the friend says is kept unless the player muted the friend.
use makruk_core::Color;
use makruk_signal::chat::{valid_chat_text, ChatMessage};

use super::LiveState;
use crate::live::messages::PeerMessage;
use crate::model::chat::{Chat, ChatLine};

impl LiveState {
    /// The user (`me`) says `message` to the friend at ply `ply`: kept in `chat` and sent when
    /// the channel is open and the message is one the chat's format allows; otherwise nothing
    /// changes.
    pub(super) fn say(&mut self, chat: &mut Chat, me: Color, ply: usize, message: ChatMessage) {
        let allowed = match &message {
            ChatMessage::Phrase(_) => true,
            ChatMessage::Text(text) => valid_chat_text(text),
        };
        if !self.is_connected() || !allowed {
            return;
        }
        chat.push(ChatLine {
            ply,
            by: me,
            message: message.clone(),
        });
        self.send(PeerMessage::Chat(message));
    }
}

/// The friend (`by`) said `message` (already strictly decoded) at ply `ply`: kept unless muted.
pub(super) fn hear(chat: &mut Chat, by: Color, ply: usize, message: ChatMessage) {
    if !chat.muted {
        chat.push(ChatLine { ply, by, message });
    }
}
