//! Live play's reducer on its own: the game lent as [`GameFacts`], the changes it returns read
//! back (the two devices' games, driven through the game's reducer, are in
//! `game::model::live_tests`).
use makruk_core::{Color, Game};
use makruk_signal::chat::{ChatMessage, Phrase};

use super::*;
use crate::model::chat::Chat;
use crate::model::record::new_game;
use crate::settings::GameSettings;

const GAME_ID: u64 = 9;

fn start() -> Game {
    let settings = GameSettings::default();
    new_game(settings.start_position(), settings.options)
}

/// The facts of `game` as White's device sees it, with clocks.
fn facts(game: &Game) -> GameFacts<'_> {
    GameFacts {
        game,
        game_id: GAME_ID,
        me: Color::White,
        clock_ms: Some([60_000, 60_000]),
        draw_offer: None,
    }
}

fn connected() -> LiveState {
    LiveState::new(PeerStatus::Connected { rtt_ms: None })
}

#[test]
fn a_move_of_the_friend_s_is_returned_for_the_game_to_play_once_in_step_and_turn() {
    let mut game = start();
    let mut live = connected();
    let mut chat = Chat::default();
    let move_at = |ply: u32, uci: &str| {
        LiveAction::Peer(PeerMessage::Move {
            ply,
            uci: uci.into(),
            clock_ms: Some(59_000),
        })
    };
    // White's turn: Black's move is refused, the game asked for nothing.
    let changes = live.reduce(&facts(&game), &mut chat, move_at(0, "e6e5"));
    assert!(changes.is_empty());
    assert_eq!(live.refused, Some(PeerRefusal::OutOfTurn));
    game.play(game.position().parse_uci_move("e3e4").unwrap())
        .unwrap();
    // Another ply, then an illegal move: refused.
    let changes = live.reduce(&facts(&game), &mut chat, move_at(0, "e6e5"));
    assert!(changes.is_empty());
    assert_eq!(live.refused, Some(PeerRefusal::OutOfStep));
    live.reduce(&facts(&game), &mut chat, move_at(1, "e6e3"));
    assert_eq!(live.refused, Some(PeerRefusal::IllegalMove));
    // The right move: the game is told to play it, with the friend's clock.
    let changes = live.reduce(&facts(&game), &mut chat, move_at(1, "e6e5"));
    assert_eq!(live.refused, None);
    let m = game.position().parse_uci_move("e6e5").unwrap();
    assert!(matches!(
        changes.as_slice(),
        [GameChange::Play { m: played, clock_ms: Some(59_000) }] if *played == m
    ));
}

#[test]
fn a_takeback_asked_and_answered_goes_out_and_returns_the_takeback() {
    let mut game = start();
    game.play(game.position().parse_uci_move("e3e4").unwrap())
        .unwrap();
    let mut live = connected();
    let mut chat = Chat::default();
    // Nobody asked: answering changes nothing and sends nothing.
    let changes = live.reduce(&facts(&game), &mut chat, LiveAction::AnswerTakeback(true));
    assert!(changes.is_empty() && live.outbox.is_empty());
    // The user asks; the request is sent and stands.
    live.reduce(&facts(&game), &mut chat, LiveAction::AskTakeback);
    assert_eq!(live.takeback_asked, Some(Color::White));
    assert_eq!(live.outbox, vec![(0, PeerMessage::AskTakeback { ply: 1 })]);
    // The friend accepts: the game is told to take White's move back.
    let answer = PeerMessage::AnswerTakeback {
        ply: 1,
        accept: true,
    };
    let changes = live.reduce(&facts(&game), &mut chat, LiveAction::Peer(answer));
    assert_eq!(live.takeback_asked, None);
    assert!(matches!(
        changes.as_slice(),
        [GameChange::TakeBack(Color::White)]
    ));
}

#[test]
fn the_chat_keeps_what_is_said_while_connected_and_what_is_heard_unless_muted() {
    let game = start();
    let mut live = LiveState::new(PeerStatus::Lost);
    let mut chat = Chat::default();
    let hello = ChatMessage::Phrase(Phrase::Hello);
    // Not connected: nothing said, nothing sent.
    live.reduce(&facts(&game), &mut chat, LiveAction::Say(hello.clone()));
    assert!(chat.lines.is_empty() && live.outbox.is_empty());
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Status(PeerStatus::Connected { rtt_ms: None }),
    );
    live.reduce(&facts(&game), &mut chat, LiveAction::Say(hello.clone()));
    assert_eq!(chat.lines.len(), 1);
    assert_eq!(live.outbox, vec![(0, PeerMessage::Chat(hello.clone()))]);
    // Heard, then muted: the friend's next line is not kept.
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Peer(PeerMessage::Chat(hello.clone())),
    );
    assert_eq!(chat.lines.last().map(|line| line.by), Some(Color::Black));
    live.reduce(&facts(&game), &mut chat, LiveAction::Mute(true));
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Peer(PeerMessage::Chat(hello)),
    );
    assert_eq!(chat.lines.len(), 2);
}

#[test]
fn a_game_rejoining_its_relays_is_not_connected_and_says_nothing_until_it_is() {
    let game = start();
    let mut live = connected();
    let mut chat = Chat::default();
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Status(PeerStatus::Rejoining),
    );
    assert!(!live.is_connected());
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Say(ChatMessage::Phrase(Phrase::Hello)),
    );
    assert!(chat.lines.is_empty() && live.outbox.is_empty());
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Status(PeerStatus::Connected { rtt_ms: Some(40) }),
    );
    live.reduce(
        &facts(&game),
        &mut chat,
        LiveAction::Say(ChatMessage::Phrase(Phrase::Hello)),
    );
    assert_eq!(live.outbox.len(), 1);
}
