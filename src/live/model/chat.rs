//! The players' chat in a live game: what this side says is kept and sent while connected; what
//! the friend says is kept unless the player muted the friend.
use makruk_signal::chat::{valid_chat_text, ChatMessage};

use super::State;
use crate::live::messages::PeerMessage;
use crate::model::chat::ChatLine;

impl State {
    /// The user says `message` to the friend: kept and sent when the channel is open and the
    /// message is one the chat's format allows; otherwise nothing changes.
    pub(super) fn say(&mut self, message: ChatMessage) {
        let connected = self.live.as_ref().is_some_and(|live| live.is_connected());
        let allowed = match &message {
            ChatMessage::Phrase(_) => true,
            ChatMessage::Text(text) => valid_chat_text(text),
        };
        if !connected || !allowed {
            return;
        }
        self.chat.push(ChatLine {
            ply: self.plies(),
            by: self.settings.user_side,
            message: message.clone(),
        });
        self.send_peer(PeerMessage::Chat(message));
    }

    /// The friend said `message` (already strictly decoded): kept unless muted.
    pub(super) fn hear(&mut self, message: ChatMessage) {
        if let (Some(by), false) = (self.peer_side(), self.chat.muted) {
            let ply = self.plies();
            self.chat.push(ChatLine { ply, by, message });
        }
    }
}
