//! A live game between two devices, simulated: two states, each message of one delivered to the
//! other as `LiveAction::Peer` after a trip through the wire format.
use super::*;
use crate::live::messages::{self as message, PeerMessage};
use crate::settings::TimeControl;
use makruk_core::{CountAction, EndReason, Variant};
use std::rc::Rc;
use yew::Reducible;

const GAME_ID: u64 = 42;
const BASE_MS: u64 = 5 * 60_000;
const INCREMENT_MS: u64 = 3000;

fn settings(game_id: u64, user_side: Color, clock: bool) -> GameSettings {
    GameSettings {
        opponent: Opponent::Live { game_id },
        user_side,
        clock: clock.then(|| TimeControl::new(5, 3)),
        ..GameSettings::default()
    }
}

fn names() -> [String; 2] {
    ["Ann".into(), "Bob".into()]
}

/// One device's first state, connected.
fn device(game_id: u64, user_side: Color, clock: bool, start: Option<&str>) -> Rc<State> {
    let settings = settings(game_id, user_side, clock);
    let mut state = State::new_live(settings, names(), Prefs::default());
    if let Some(fen) = start {
        let pos = Position::from_fen(settings.variant, fen).expect("valid FEN");
        state.game = new_game(pos, settings.options);
    }
    Rc::new(state).reduce(Action::Live(LiveAction::Status(PeerStatus::Connected {
        rtt_ms: None,
    })))
}

/// The message as the friend's device reads it off the wire.
fn wire(message: &PeerMessage) -> PeerMessage {
    message::decode(&message::encode(message)).expect("a message decodes as encoded")
}

/// Two devices: the host plays White, the guest Black.
struct Pair {
    host: Rc<State>,
    guest: Rc<State>,
    /// The next sequence number to deliver from the host, from the guest.
    sent: [u64; 2],
}

impl Pair {
    fn new(clock: bool) -> Pair {
        Pair::of(GAME_ID, clock, None)
    }

    fn of(game_id: u64, clock: bool, start: Option<&str>) -> Pair {
        Pair {
            host: device(game_id, Color::White, clock, start),
            guest: device(game_id, Color::Black, clock, start),
            sent: [0, 0],
        }
    }

    fn host(&mut self, action: Action) {
        self.host = self.host.clone().reduce(action);
    }

    fn guest(&mut self, action: Action) {
        self.guest = self.guest.clone().reduce(action);
    }

    /// The host's messages not delivered yet, marked delivered.
    fn take_host(&mut self) -> Vec<PeerMessage> {
        take(&self.host, &mut self.sent[0])
    }

    /// The guest's messages not delivered yet, marked delivered.
    fn take_guest(&mut self) -> Vec<PeerMessage> {
        take(&self.guest, &mut self.sent[1])
    }

    /// Delivers each side's new messages to the other until neither has any; asserts none is
    /// refused.
    fn deliver(&mut self) {
        loop {
            let to_guest = self.take_host();
            let to_host = self.take_guest();
            if to_guest.is_empty() && to_host.is_empty() {
                break;
            }
            for message in to_guest {
                self.guest(Action::Live(LiveAction::Peer(wire(&message))));
                let refused = self.guest.live.as_ref().and_then(|l| l.refused);
                assert_eq!(refused, None, "the guest refused {message:?}");
            }
            for message in to_host {
                self.host(Action::Live(LiveAction::Peer(wire(&message))));
                let refused = self.host.live.as_ref().and_then(|l| l.refused);
                assert_eq!(refused, None, "the host refused {message:?}");
            }
        }
    }

    /// The side to move's device plays `uci`, after `elapsed` ms on its clock; then delivered.
    fn play(&mut self, uci: &str, elapsed: u64) {
        self.play_timed(uci, elapsed, 0);
    }

    /// The side to move's device plays `uci` after `elapsed` ms on its clock, the other board
    /// having run the same clock `elapsed_there` ms; then delivered.
    fn play_timed(&mut self, uci: &str, elapsed: u64, elapsed_there: u64) {
        let mover = self.host.game.position().turn();
        let action = Action::TypedMove(uci.into());
        let plies = self.host.plies();
        match mover {
            Color::White => {
                self.guest(Action::Tick(elapsed_there));
                self.host(Action::Tick(elapsed));
                self.host(action);
                assert_eq!(self.host.plies(), plies + 1, "the host plays {uci}");
            }
            Color::Black => {
                self.host(Action::Tick(elapsed_there));
                self.guest(Action::Tick(elapsed));
                self.guest(action);
                assert_eq!(self.guest.plies(), plies + 1, "the guest plays {uci}");
            }
        }
        self.deliver();
        assert_same_game(&self.host, &self.guest);
    }
}

/// The messages of `state` from sequence number `sent` on.
fn outbox_from(state: &State, sent: u64) -> Vec<PeerMessage> {
    let live = state.live.as_ref().expect("a live game");
    live.outbox
        .iter()
        .filter(|(seq, _)| *seq >= sent)
        .map(|(_, message)| message.clone())
        .collect()
}

fn take(state: &State, sent: &mut u64) -> Vec<PeerMessage> {
    let new = outbox_from(state, *sent);
    *sent = state.live.as_ref().map_or(*sent, |l| l.next_seq);
    new
}

fn refused(state: &State) -> Option<PeerRefusal> {
    state.live.as_ref().and_then(|l| l.refused)
}

/// What a message from the friend must not change when refused.
#[derive(Debug, PartialEq)]
struct Snapshot {
    moves: Vec<Move>,
    fen: String,
    result: Option<RecordedResult>,
    status: Status,
    actions: Vec<(usize, CountAction)>,
    clock_ms: Option<[u64; 2]>,
    draw_offer: Option<Color>,
}

fn snapshot(state: &State) -> Snapshot {
    Snapshot {
        moves: state.game.moves().to_vec(),
        fen: state.game.fen(),
        result: state.game.recorded_result(),
        status: state.status(),
        actions: state.game.counting_actions().to_vec(),
        clock_ms: state.clock_ms,
        draw_offer: state.draw_offer,
    }
}

fn assert_same_game(a: &State, b: &State) {
    assert_eq!(a.game.moves(), b.game.moves());
    assert_eq!(a.game.fen(), b.game.fen());
    assert_eq!(a.game.recorded_result(), b.game.recorded_result());
    assert_eq!(a.status(), b.status());
    assert_eq!(a.game.counting_actions(), b.game.counting_actions());
}

/// `message` from the friend is refused with `refusal` and changes nothing.
fn assert_refused(state: &Rc<State>, message: PeerMessage, refusal: PeerRefusal) {
    let before = snapshot(state);
    let after = state
        .clone()
        .reduce(Action::Live(LiveAction::Peer(wire(&message))));
    assert_eq!(refused(&after), Some(refusal), "{message:?}");
    assert_eq!(snapshot(&after), before, "{message:?} changed the game");
    assert_eq!(
        after.live.as_ref().map(|l| l.outbox.len()),
        state.live.as_ref().map(|l| l.outbox.len()),
        "{message:?} was answered"
    );
}

#[test]
fn a_game_played_to_mate_is_the_same_on_both_devices_and_the_movers_clock_travels() {
    // Two rueas against a bare khun: the khun steps aside, a ruea mates on the back rank.
    let mut pair = Pair::of(GAME_ID, true, Some("4k3/1R6/8/8/8/8/R7/4K3 w - - 0 1"));
    let fresh = [BASE_MS; 2];
    assert_eq!(pair.host.clock_ms, Some(fresh));
    pair.play("e1d1", 0);
    // The first move starts the clocks and earns no increment.
    assert_eq!(pair.host.clock_ms, Some(fresh));
    assert_eq!(pair.guest.clock_ms, Some(fresh));

    pair.play("e8d8", 1500);
    let black = BASE_MS - 1500 + INCREMENT_MS;
    assert_eq!(pair.guest.clock_ms, Some([BASE_MS, black]));
    assert_eq!(pair.host.clock_ms, pair.guest.clock_ms);

    // The other board runs the mover's clock too, a little apart: the mover's time wins.
    pair.play_timed("d1e1", 2500, 700);
    let white = BASE_MS - 2500 + INCREMENT_MS;
    assert_eq!(pair.host.clock_ms, Some([white, black]));
    assert_eq!(pair.guest.clock_ms, pair.host.clock_ms);

    pair.play_timed("d8e8", 400, 700);
    let black = black - 400 + INCREMENT_MS;
    assert_eq!(pair.guest.clock_ms, Some([white, black]));
    assert_eq!(pair.host.clock_ms, pair.guest.clock_ms);

    pair.play_timed("a2a8", 1000, 1200);
    let white = white - 1000 + INCREMENT_MS;
    assert_eq!(pair.host.clock_ms, Some([white, black]));
    assert_eq!(pair.guest.clock_ms, pair.host.clock_ms);

    let mate = Status::Over(Outcome {
        winner: Some(Color::White),
        reason: EndReason::Checkmate,
    });
    assert_eq!(pair.host.status(), mate);
    assert_same_game(&pair.host, &pair.guest);
    assert_eq!(pair.host.game.fen(), pair.guest.game.fen());
    assert_eq!(pair.guest.plies(), 5);
    // Over: the clocks stop on both boards.
    pair.host(Action::Tick(10_000));
    pair.guest(Action::Tick(10_000));
    assert_eq!(pair.host.clock_ms, Some([white, black]));
    assert_eq!(pair.guest.clock_ms, Some([white, black]));
}

#[test]
fn the_weaker_side_counts_on_both_boards_and_the_stronger_sides_count_is_refused() {
    // White's ruea takes Black's last bia: Black, the weaker side, may count board's honour.
    let mut pair = Pair::of(GAME_ID, false, Some("4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1"));
    assert_eq!(pair.host.count_controls(), [], "White is the stronger side");
    pair.play("a2a4", 0);
    assert_eq!(pair.guest.count_controls(), [CountControl::Start]);
    assert_eq!(pair.host.count_controls(), [], "not the host's turn");

    pair.guest(Action::Count(CountControl::Start));
    pair.deliver();
    assert_eq!(pair.host.game.counting_actions(), [(1, CountAction::Start)]);
    assert_same_game(&pair.host, &pair.guest);
    let counting = pair
        .host
        .counting()
        .expect("Black counts on the host's board");
    assert_eq!(counting.counter, Color::Black);
    assert_eq!(pair.host.counting(), pair.guest.counting());

    pair.play("e8e7", 0);
    pair.play("a4a1", 0);
    assert_eq!(pair.host.counting(), pair.guest.counting());
    pair.guest(Action::Count(CountControl::Stop));
    pair.deliver();
    assert_eq!(
        pair.host.game.counting_actions(),
        [(1, CountAction::Start), (3, CountAction::Stop)]
    );
    assert_eq!(pair.host.counting(), None);
    assert_same_game(&pair.host, &pair.guest);
    pair.play("e7e8", 0);

    // White, to move on the guest's board, may not start a count; Black's count is not for
    // White's turn.
    let ply = 4;
    assert_eq!(pair.guest.game.position().turn(), Color::White);
    let start = PeerMessage::Count {
        ply,
        control: CountControl::Start,
    };
    assert_refused(&pair.guest, start.clone(), PeerRefusal::Count);
    pair.play("a1a2", 0);
    let start = PeerMessage::Count {
        ply: ply + 1,
        control: CountControl::Start,
    };
    assert_refused(&pair.guest, start, PeerRefusal::OutOfTurn);
    // Nor a count the rules do not allow: nothing runs to stop.
    let stop = PeerMessage::Count {
        ply: ply + 1,
        control: CountControl::Stop,
    };
    assert_refused(&pair.host, stop, PeerRefusal::Count);
}

#[test]
fn a_draw_offered_declined_then_offered_again_and_accepted_is_agreed_on_both_boards() {
    let mut pair = Pair::new(false);
    pair.host(Action::OfferDraw);
    assert_eq!(pair.host.draw_offer, Some(Color::White));
    pair.play("e3e4", 0);
    assert_eq!(pair.guest.draw_offer, Some(Color::White));
    assert!(pair.guest.may_accept_draw());

    pair.guest(Action::Live(LiveAction::DeclineDraw));
    assert_eq!(pair.guest.draw_offer, None);
    pair.deliver();
    assert_eq!(pair.host.draw_offer, None);
    assert!(pair.host.draw_declined);
    assert!(!pair.host.status().is_over());

    pair.play("e6e5", 0);
    pair.host(Action::OfferDraw);
    pair.play("d3d4", 0);
    assert_eq!(pair.guest.draw_offer, Some(Color::White));
    pair.guest(Action::AcceptDraw);
    pair.deliver();
    assert_eq!(pair.guest.status(), Status::DrawAgreed);
    assert_eq!(pair.host.status(), Status::DrawAgreed);
    assert_same_game(&pair.host, &pair.guest);
}

#[test]
fn a_takeback_accepted_undoes_the_askers_move_on_both_boards() {
    // Asked after the friend's reply: both moves go.
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 1000);
    assert!(pair.host.may_ask_takeback());
    pair.host(Action::Undo);
    assert_eq!(pair.host.plies(), 2, "only asked");
    assert_eq!(
        pair.host.live.as_ref().unwrap().takeback_asked,
        Some(Color::White)
    );
    assert!(!pair.host.may_ask_takeback(), "a request stands");
    pair.deliver();
    assert_eq!(
        pair.guest.live.as_ref().unwrap().takeback_asked,
        Some(Color::White)
    );
    pair.guest(Action::Live(LiveAction::AnswerTakeback(true)));
    pair.deliver();
    assert_eq!(pair.host.plies(), 0);
    assert_same_game(&pair.host, &pair.guest);
    assert_eq!(pair.host.game.position().turn(), Color::White);
    assert!(pair.host.user_to_move());
    assert_eq!(pair.host.live.as_ref().unwrap().takeback_asked, None);
    assert_eq!(pair.guest.live.as_ref().unwrap().takeback_asked, None);

    // Asked right after its own move: that move goes.
    pair.play("d3d4", 0);
    pair.play("d6d5", 0);
    pair.play("c3c4", 0);
    pair.host(Action::Undo);
    pair.deliver();
    pair.guest(Action::Live(LiveAction::AnswerTakeback(true)));
    pair.deliver();
    assert_eq!(pair.host.plies(), 2);
    assert_same_game(&pair.host, &pair.guest);
    assert!(pair.host.user_to_move());
    pair.play("c3c4", 0);
    assert_eq!(pair.guest.plies(), 3);
}

#[test]
fn a_takeback_declined_changes_nothing_but_tells_the_asker() {
    let mut pair = Pair::new(false);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.guest(Action::Undo);
    pair.deliver();
    assert_eq!(
        pair.host.live.as_ref().unwrap().takeback_asked,
        Some(Color::Black)
    );
    let before = snapshot(&pair.host);
    pair.host(Action::Live(LiveAction::AnswerTakeback(false)));
    pair.deliver();
    assert_eq!(snapshot(&pair.host), before);
    assert_eq!(snapshot(&pair.guest).moves, before.moves);
    assert_same_game(&pair.host, &pair.guest);
    let live = pair.guest.live.as_ref().unwrap();
    assert!(live.declined);
    assert_eq!(live.takeback_asked, None);
    // Until the user's next action.
    pair.play("d3d4", 0);
    assert!(pair.guest.live.as_ref().unwrap().declined);
    pair.play("d6d5", 0);
    assert!(!pair.guest.live.as_ref().unwrap().declined);
}

#[test]
fn after_a_resignation_a_rematch_accepted_swaps_colours_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.host(Action::Resign);
    pair.deliver();
    let resigned = Status::Resigned {
        winner: Color::Black,
    };
    assert_eq!(pair.host.status(), resigned);
    assert_eq!(pair.guest.status(), resigned);

    pair.guest(Action::Live(LiveAction::OfferRematch(7)));
    pair.deliver();
    let offer = Rematch {
        by: Color::Black,
        game_id: 7,
    };
    assert_eq!(pair.host.live.as_ref().unwrap().rematch, Some(offer));
    pair.host(Action::Live(LiveAction::AnswerRematch(true)));
    pair.deliver();

    for (state, side) in [(&pair.host, Color::Black), (&pair.guest, Color::White)] {
        assert_eq!(state.settings.opponent, Opponent::Live { game_id: 7 });
        assert_eq!(state.settings.user_side, side);
        assert_eq!(state.names, ["Bob".to_string(), "Ann".to_string()]);
        assert_eq!(state.plies(), 0);
        assert_eq!(state.clock_ms, Some([BASE_MS; 2]));
        assert!(!state.status().is_over());
        let live = state.live.as_ref().unwrap();
        assert_eq!(live.rematch, None);
        assert!(live.is_connected());
    }
    assert!(!pair.guest.flipped);
    assert!(pair.host.flipped);
    // The new game goes on: the guest now moves White.
    pair.guest(Action::TypedMove("e3e4".into()));
    pair.deliver();
    assert_eq!(pair.host.plies(), 1);
    assert_same_game(&pair.host, &pair.guest);
}

#[test]
fn a_rematch_declined_is_forgotten_on_both_boards() {
    let mut pair = Pair::new(false);
    pair.guest(Action::Resign);
    pair.deliver();
    pair.host(Action::Live(LiveAction::OfferRematch(8)));
    pair.deliver();
    pair.guest(Action::Live(LiveAction::AnswerRematch(false)));
    pair.deliver();
    assert_eq!(pair.host.settings.live_game(), Some(GAME_ID));
    assert_eq!(pair.guest.settings.live_game(), Some(GAME_ID));
    assert_eq!(pair.host.live.as_ref().unwrap().rematch, None);
    assert_eq!(pair.guest.live.as_ref().unwrap().rematch, None);
    assert!(pair.host.live.as_ref().unwrap().declined);
}

#[test]
fn the_hello_at_a_reconnection_brings_the_board_behind_up_to_date() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 1000);
    // The guest's device goes back to where it was two plies ago (it missed them).
    let behind = pair.guest.clone();
    pair.play("d3d4", 2000);
    pair.play("d6d5", 1500);
    assert_eq!(pair.host.plies(), 4);
    let lost = PeerStatus::Lost;
    pair.host(Action::Live(LiveAction::Status(lost)));
    pair.guest = behind.reduce(Action::Live(LiveAction::Status(lost)));
    assert_eq!(pair.guest.plies(), 2);
    // Its messages are numbered from where it was.
    pair.sent[1] = pair.guest.live.as_ref().unwrap().next_seq;

    let connected = PeerStatus::Connected { rtt_ms: Some(40) };
    pair.host(Action::Live(LiveAction::Status(connected)));
    pair.guest(Action::Live(LiveAction::Status(connected)));
    let from_host = pair.host.hello("Ann").expect("a live game");
    let from_guest = pair.guest.hello("Bobby").expect("a live game");
    pair.guest(Action::Live(LiveAction::Peer(wire(&from_host))));
    pair.host(Action::Live(LiveAction::Peer(wire(&from_guest))));
    assert_eq!(refused(&pair.guest), None);
    assert_eq!(refused(&pair.host), None);
    assert_eq!(pair.guest.plies(), 4);
    assert_same_game(&pair.host, &pair.guest);
    assert_eq!(pair.guest.clock_ms, pair.host.clock_ms);
    assert_eq!(pair.host.names[1], "Bobby");
    // The game goes on from there.
    pair.play("c3c4", 0);
    assert_eq!(pair.guest.plies(), 5);
    // The up-to-date board's hello changes nothing.
    let hello = pair.host.hello("Ann").unwrap();
    let before = snapshot(&pair.guest);
    pair.guest(Action::Live(LiveAction::Peer(wire(&hello))));
    assert_eq!(refused(&pair.guest), None);
    assert_eq!(snapshot(&pair.guest), before);
}

#[test]
fn a_hello_whose_history_parts_ways_or_of_another_game_is_refused() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    // The same game on another pair of boards, gone another way.
    let mut other = Pair::new(true);
    other.play("d3d4", 0);
    let hello = other.host.hello("Ann").unwrap();
    assert_refused(&pair.guest, hello, PeerRefusal::HistoriesDiffer);
    let hello = other.guest.hello("Bob").unwrap();
    assert_refused(&pair.host, hello, PeerRefusal::HistoriesDiffer);
    // Another game.
    let another = Pair::of(GAME_ID + 1, true, None);
    let hello = another.host.hello("Ann").unwrap();
    assert_refused(&pair.guest, hello, PeerRefusal::OtherGame);
    // Its own seat.
    let hello = pair.guest.hello("Bob").unwrap();
    assert_refused(&pair.guest, hello, PeerRefusal::OtherGame);
}

#[test]
fn untrusted_messages_are_refused_and_change_nothing() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 2000);
    // The host's board, White to move at ply 2: what Black's device may send it.
    let host = &pair.host;
    let mv = |ply: u32, uci: &str| PeerMessage::Move {
        ply,
        uci: uci.into(),
        clock_ms: Some(BASE_MS),
    };
    assert_refused(host, mv(2, "e3e4"), PeerRefusal::OutOfTurn);
    assert_refused(host, mv(2, "d6d5"), PeerRefusal::OutOfTurn);
    assert_refused(host, mv(1, "d6d5"), PeerRefusal::OutOfStep);
    assert_refused(host, mv(3, "d6d5"), PeerRefusal::OutOfStep);
    assert_refused(host, PeerMessage::Resign { ply: 1 }, PeerRefusal::OutOfStep);
    assert_refused(host, PeerMessage::Resign { ply: 3 }, PeerRefusal::OutOfStep);
    // White's clock shows minutes: no flag fall.
    assert_refused(host, PeerMessage::Flag { ply: 2 }, PeerRefusal::Result);
    let answer = PeerMessage::AnswerDraw {
        ply: 2,
        accept: true,
    };
    assert_refused(host, answer, PeerRefusal::Result);
    let answer = PeerMessage::AnswerRematch {
        game_id: 9,
        accept: true,
    };
    assert_refused(host, answer, PeerRefusal::Result);
    let answer = PeerMessage::AnswerTakeback {
        ply: 2,
        accept: true,
    };
    assert_refused(host, answer, PeerRefusal::Result);
    assert_refused(
        host,
        PeerMessage::OfferRematch { game_id: 9 },
        PeerRefusal::Result,
    );

    // Black to move on the host's board: illegal moves.
    pair.host(Action::TypedMove("d3d4".into()));
    let host = &pair.host;
    assert_refused(host, mv(3, "e5e4"), PeerRefusal::IllegalMove);
    assert_refused(host, mv(3, "e8e6"), PeerRefusal::IllegalMove);
    assert_refused(host, mv(3, "a1a1"), PeerRefusal::IllegalMove);
    assert_refused(host, mv(3, "zz"), PeerRefusal::IllegalMove);
    assert_refused(host, mv(3, "d4d5"), PeerRefusal::IllegalMove);

    let before = snapshot(host);
    let after = host.clone().reduce(Action::Live(LiveAction::Malformed));
    assert_eq!(refused(&after), Some(PeerRefusal::Malformed));
    assert_eq!(snapshot(&after), before);
    // The next message that is fine clears the refusal.
    let after = after.reduce(Action::Live(LiveAction::Peer(mv(3, "d6d5"))));
    assert_eq!(refused(&after), None);
    assert_eq!(after.plies(), 4);
}

#[test]
fn a_claimed_clock_far_above_the_boards_own_is_capped() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.host(Action::Tick(10_000));
    let message = PeerMessage::Move {
        ply: 1,
        uci: "e6e5".into(),
        clock_ms: Some(message::MAX_CLOCK_MS),
    };
    let host = pair
        .host
        .clone()
        .reduce(Action::Live(LiveAction::Peer(wire(&message))));
    assert_eq!(refused(&host), None);
    let black = BASE_MS - 10_000 + INCREMENT_MS + 2000;
    assert_eq!(host.clock_ms, Some([BASE_MS, black]));
}

#[test]
fn the_users_flag_falls_at_zero_and_the_friends_board_accepts_it() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.host(Action::Tick(BASE_MS - 1));
    assert!(!pair.host.status().is_over());
    pair.host(Action::Tick(1));
    let timeout = Status::TimeOut {
        loser: Color::White,
        winner: Some(Color::Black),
    };
    assert_eq!(pair.host.status(), timeout);
    assert_eq!(
        pair.host.game.recorded_result(),
        Some(RecordedResult::TimeForfeit(Color::White))
    );
    assert_eq!(
        outbox_from(&pair.host, pair.sent[0]),
        [PeerMessage::Flag { ply: 2 }]
    );
    // The guest's board has not run White's clock at all: White's own device says so.
    assert_eq!(pair.guest.clock_ms.unwrap()[0], BASE_MS);
    pair.deliver();
    assert_eq!(pair.guest.status(), timeout);
    assert_same_game(&pair.host, &pair.guest);
}

#[test]
fn the_friends_flag_falls_only_after_the_grace() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    // Black's clock reaches zero on the host's board (the guest's device says nothing).
    pair.host(Action::Tick(BASE_MS + 500));
    assert_eq!(pair.host.clock_ms, Some([BASE_MS, 0]));
    assert!(!pair.host.status().is_over());
    pair.host(Action::Tick(FLAG_GRACE_MS - 501));
    assert!(!pair.host.status().is_over(), "within the grace");
    assert_eq!(outbox_from(&pair.host, pair.sent[0]), []);
    pair.host(Action::Tick(1));
    let timeout = Status::TimeOut {
        loser: Color::Black,
        winner: Some(Color::White),
    };
    assert_eq!(pair.host.status(), timeout);
    assert_eq!(
        outbox_from(&pair.host, pair.sent[0]),
        [PeerMessage::Flag { ply: 1 }]
    );
    // The guest's device, back, has its own clock lagging a second behind zero: the claim is
    // within the tolerance.
    pair.guest(Action::Tick(BASE_MS - 1000));
    assert!(!pair.guest.status().is_over());
    pair.deliver();
    assert_eq!(pair.guest.status(), timeout);
    assert_same_game(&pair.host, &pair.guest);
}

#[test]
fn while_the_connection_is_lost_the_user_cannot_move_and_the_clocks_stop() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 1000);
    pair.host(Action::Live(LiveAction::Status(PeerStatus::Lost)));
    let before = snapshot(&pair.host);
    assert!(!pair.host.user_to_move());
    assert!(!pair.host.clock_running());
    pair.host(Action::Tick(5000));
    pair.host(Action::TypedMove("d3d4".into()));
    pair.host(Action::Drop(
        Square::from_name("d3").unwrap(),
        Square::from_name("d4").unwrap(),
    ));
    assert_eq!(snapshot(&pair.host), before);
    assert_eq!(outbox_from(&pair.host, pair.sent[0]), []);
    // Back: the clock runs, the move is played.
    pair.host(Action::Live(LiveAction::Status(PeerStatus::Connected {
        rtt_ms: None,
    })));
    pair.play("d3d4", 5000);
    assert_eq!(
        pair.guest.clock_ms.unwrap()[0],
        BASE_MS - 5000 + INCREMENT_MS
    );
}

#[test]
fn sittuyins_set_up_phase_is_played_live_by_each_side_on_its_own_device() {
    let settings = |user_side| GameSettings {
        variant: Variant::Sittuyin,
        options: GameSettings::options_for(Variant::Sittuyin),
        ..self::settings(GAME_ID, user_side, false)
    };
    let connected = |user_side| {
        Rc::new(State::new_live(
            settings(user_side),
            names(),
            Prefs::default(),
        ))
        .reduce(Action::Live(LiveAction::Status(PeerStatus::Connected {
            rtt_ms: None,
        })))
    };
    let mut pair = Pair {
        host: connected(Color::White),
        guest: connected(Color::Black),
        sent: [0, 0],
    };
    assert!(pair.host.game.position().is_setup_phase());
    // Each side chooses its own set-up; the friend's board shows the other's drops as they come.
    pair.host(Action::PlanSetup(SetupChoice::Arrangement(
        Arrangement::Compact,
    )));
    pair.deliver();
    pair.guest(Action::PlanSetup(SetupChoice::Arrangement(
        Arrangement::BurmeseGuide,
    )));
    pair.deliver();
    assert!(!pair.host.game.position().is_setup_phase());
    assert_eq!(pair.host.game.fen(), pair.guest.game.fen());
    assert_eq!(pair.host.game.moves(), pair.guest.game.moves());
    // Neither device played the other's drops for it.
    assert_eq!(pair.host.setup_plans[Color::Black.index()], None);
    assert_eq!(pair.guest.setup_plans[Color::White.index()], None);
}

#[test]
fn the_same_game_reconnected_takes_the_lower_time_of_each_side_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 1000);
    // White's clock ran on for a moment longer on the host's board before it saw the loss.
    pair.host(Action::Tick(700));
    pair.guest(Action::Tick(200));
    let lost = PeerStatus::Lost;
    pair.host(Action::Live(LiveAction::Status(lost)));
    pair.guest(Action::Live(LiveAction::Status(lost)));
    assert_ne!(pair.host.clock_ms, pair.guest.clock_ms);
    let connected = PeerStatus::Connected { rtt_ms: None };
    pair.host(Action::Live(LiveAction::Status(connected)));
    pair.guest(Action::Live(LiveAction::Status(connected)));
    let from_host = pair.host.hello("Ann").unwrap();
    let from_guest = pair.guest.hello("Bob").unwrap();
    pair.guest(Action::Live(LiveAction::Peer(wire(&from_host))));
    pair.host(Action::Live(LiveAction::Peer(wire(&from_guest))));
    assert_eq!(pair.host.clock_ms, pair.guest.clock_ms);
    let white_left = pair.host.clock_ms.unwrap()[Color::White.index()];
    // White's first move earned no increment.
    assert_eq!(white_left, BASE_MS - 700);
}

/// Both boards lose the channel, then reconnect and exchange their hellos.
fn reconnect(pair: &mut Pair) {
    pair.host(Action::Live(LiveAction::Status(PeerStatus::Lost)));
    pair.guest(Action::Live(LiveAction::Status(PeerStatus::Lost)));
    let connected = PeerStatus::Connected { rtt_ms: None };
    pair.host(Action::Live(LiveAction::Status(connected)));
    pair.guest(Action::Live(LiveAction::Status(connected)));
    let from_host = pair.host.hello("Ann").expect("a live game");
    let from_guest = pair.guest.hello("Bob").expect("a live game");
    pair.guest(Action::Live(LiveAction::Peer(wire(&from_host))));
    pair.host(Action::Live(LiveAction::Peer(wire(&from_guest))));
    assert_eq!(refused(&pair.guest), None);
    assert_eq!(refused(&pair.host), None);
    pair.deliver();
}

#[test]
fn a_draw_offer_standing_across_a_reconnection_stands_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.guest(Action::OfferDraw);
    pair.play("e6e5", 0);
    assert_eq!(pair.host.draw_offer, Some(Color::Black));
    reconnect(&mut pair);
    assert_eq!(pair.host.draw_offer, Some(Color::Black));
    // The host clears it at the guest's hello and takes it again from the guest's board.
    let hello = pair.guest.hello("Bob").unwrap();
    pair.host(Action::Live(LiveAction::Peer(wire(&hello))));
    assert_eq!(pair.host.draw_offer, None);
    pair.guest(Action::Live(LiveAction::Peer(wire(
        &pair.host.hello("Ann").unwrap(),
    ))));
    pair.deliver();
    assert_eq!(pair.host.draw_offer, Some(Color::Black));
    assert_eq!(pair.guest.draw_offer, Some(Color::Black));
    // It can still be answered.
    pair.host(Action::AcceptDraw);
    pair.deliver();
    assert!(pair.guest.status().is_over());
}

#[test]
fn an_offer_the_offering_board_lost_is_cleared_on_the_other_board_too() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.host(Action::Undo);
    pair.deliver();
    assert_eq!(
        pair.guest.live.as_ref().unwrap().takeback_asked,
        Some(Color::White)
    );
    // The host's board forgot its request (a reload starts from the saved game).
    let mut host = (*pair.host).clone();
    host.live.as_mut().unwrap().takeback_asked = None;
    pair.host = Rc::new(host);
    reconnect(&mut pair);
    assert_eq!(pair.guest.live.as_ref().unwrap().takeback_asked, None);
    assert_eq!(pair.host.live.as_ref().unwrap().takeback_asked, None);
    // A new request goes through.
    pair.host(Action::Undo);
    pair.deliver();
    assert_eq!(
        pair.guest.live.as_ref().unwrap().takeback_asked,
        Some(Color::White)
    );
}

/// The host's board reloaded: its game as its save reads it back, not connected yet.
fn reload_host(pair: &mut Pair) {
    let saved = crate::formats::save::encode_game(&pair.host.record());
    let record = crate::formats::save::decode_game(&saved).expect("the save reads back");
    pair.host = Rc::new(State::from_record(record, Prefs::default()).expect("a legal game"));
    pair.sent[0] = 0;
}

#[test]
fn the_reloading_boards_own_draw_offer_is_kept_in_its_save_and_stands_again_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.host(Action::OfferDraw);
    pair.play("d3d4", 0);
    assert_eq!(pair.guest.draw_offer, Some(Color::White));
    reload_host(&mut pair);
    assert_eq!(pair.host.draw_offer, Some(Color::White), "kept in the save");
    reconnect(&mut pair);
    assert_eq!(pair.host.draw_offer, Some(Color::White));
    assert_eq!(pair.guest.draw_offer, Some(Color::White));
    pair.guest(Action::AcceptDraw);
    pair.deliver();
    assert!(pair.host.status().is_over());
    assert_eq!(pair.host.status(), pair.guest.status());
}

#[test]
fn the_reloading_boards_own_takeback_request_is_kept_in_its_save_and_stands_again_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.host(Action::Undo);
    pair.deliver();
    reload_host(&mut pair);
    reconnect(&mut pair);
    for board in [&pair.host, &pair.guest] {
        assert_eq!(
            board.live.as_ref().unwrap().takeback_asked,
            Some(Color::White)
        );
    }
    pair.guest(Action::Live(LiveAction::AnswerTakeback(true)));
    pair.deliver();
    assert_eq!(pair.host.plies(), 0);
    assert_same_game(&pair.host, &pair.guest);
}

#[test]
fn an_offer_in_a_save_the_friends_later_move_answered_is_cleared_on_both_boards() {
    let mut pair = Pair::new(true);
    pair.play("e3e4", 0);
    pair.play("e6e5", 0);
    pair.host(Action::OfferDraw);
    pair.play("d3d4", 0);
    // The host's board is saved, then the guest moves (declining) while the host reloads.
    let saved = crate::formats::save::encode_game(&pair.host.record());
    pair.host(Action::Live(LiveAction::Status(PeerStatus::Lost)));
    pair.guest(Action::TypedMove("d6d5".into()));
    assert_eq!(pair.guest.draw_offer, None);
    let record = crate::formats::save::decode_game(&saved).unwrap();
    pair.host = Rc::new(State::from_record(record, Prefs::default()).unwrap());
    pair.sent = [0, pair.guest.live.as_ref().unwrap().next_seq];
    reconnect(&mut pair);
    assert_same_game(&pair.host, &pair.guest);
    assert_eq!(pair.host.draw_offer, None);
    assert_eq!(pair.guest.draw_offer, None);
    // The host may offer again.
    assert!(pair.host.may_offer_draw());
}

#[test]
fn chat_goes_both_ways_is_kept_with_the_game_and_a_muted_friend_is_not_heard() {
    use crate::model::chat::ChatLine;
    use makruk_signal::chat::{ChatMessage, Phrase};
    let mut pair = Pair::new(false);
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Phrase(
        Phrase::GoodLuck,
    ))));
    pair.deliver();
    pair.guest(Action::Live(LiveAction::Say(ChatMessage::Text(
        "<b>ขอบคุณ</b>".into(),
    ))));
    pair.deliver();
    let lines = vec![
        ChatLine {
            ply: 0,
            by: Color::White,
            message: ChatMessage::Phrase(Phrase::GoodLuck),
        },
        ChatLine {
            ply: 0,
            by: Color::Black,
            message: ChatMessage::Text("<b>ขอบคุณ</b>".into()),
        },
    ];
    assert_eq!(pair.host.chat.lines, lines);
    assert_eq!(pair.guest.chat.lines, lines);
    // Kept with the game: the save reads back the same chat.
    let saved = crate::formats::save::encode_game(&pair.host.record());
    let read = crate::formats::save::decode_game(&saved).unwrap();
    assert_eq!(read.chat.lines, lines);
    // Too long a text is refused and sends nothing; the right length then goes.
    let sent = pair.host.live.as_ref().unwrap().next_seq;
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Text(
        "a".repeat(201),
    ))));
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Text(
        "   ".into(),
    ))));
    assert_eq!(pair.host.live.as_ref().unwrap().next_seq, sent);
    assert_eq!(pair.host.chat.lines.len(), 2);
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Text(
        "a".repeat(200),
    ))));
    pair.deliver();
    assert_eq!(pair.guest.chat.lines.len(), 3);
    // Muted: the friend's messages are neither shown nor kept; the user's own still go.
    pair.host(Action::Live(LiveAction::Mute(true)));
    pair.guest(Action::Live(LiveAction::Say(ChatMessage::Phrase(
        Phrase::GoodGame,
    ))));
    pair.deliver();
    assert_eq!(pair.host.chat.lines.len(), 3);
    assert_eq!(pair.guest.chat.lines.len(), 4);
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Phrase(
        Phrase::Thanks,
    ))));
    pair.deliver();
    assert_eq!(pair.guest.chat.lines.len(), 5);
    pair.host(Action::Live(LiveAction::Mute(false)));
    pair.guest(Action::Live(LiveAction::Say(ChatMessage::Phrase(
        Phrase::Goodbye,
    ))));
    pair.deliver();
    assert_eq!(
        pair.host.chat.lines.last().map(|line| &line.message),
        Some(&ChatMessage::Phrase(Phrase::Goodbye))
    );
}

#[test]
fn nothing_is_said_without_a_connection() {
    use makruk_signal::chat::{ChatMessage, Phrase};
    let mut pair = Pair::new(false);
    pair.host(Action::Live(LiveAction::Status(PeerStatus::Lost)));
    pair.host(Action::Live(LiveAction::Say(ChatMessage::Phrase(
        Phrase::Hello,
    ))));
    assert!(pair.host.chat.lines.is_empty());
}

mod spectators {
    use super::*;
    use crate::live::spectate::{decode, encode};

    #[test]
    fn a_spectator_gets_the_moves_names_and_clocks_as_they_stand() {
        let settings = GameSettings {
            opponent: Opponent::Live { game_id: 7 },
            user_side: Color::White,
            clock: Some(TimeControl::new(5, 3)),
            ..GameSettings::default()
        };
        let names = ["Ann".to_string(), "Bob".to_string()];
        let state = Rc::new(State::new_live(settings, names.clone(), Prefs::default())).reduce(
            Action::Live(LiveAction::Status(PeerStatus::Connected { rtt_ms: None })),
        );
        let before = state.spectated().expect("a live game");
        assert!(before.game.game.moves.is_empty());
        let state = state
            .reduce(Action::TypedMove("e3e4".into()))
            .reduce(Action::Tick(1500));
        let after = decode(&encode(&state.spectated().unwrap()).unwrap()).unwrap();
        assert_eq!(after.game_id, 7);
        assert_eq!(after.game.names, names);
        assert_eq!(after.game.game.moves.len(), 1);
        assert_eq!(after.clock_ms, state.clock_ms);
        assert_eq!(
            after.clock_ms.map(|[_, black]| black),
            Some(298_500),
            "Black's clock ran"
        );
        // A game that is not live has nothing for spectators.
        let local = State::new_game(GameSettings::default(), Prefs::default());
        assert_eq!(local.spectated(), None);
    }

    #[test]
    fn the_players_keep_how_many_watch_their_live_game() {
        let settings = GameSettings {
            opponent: Opponent::Live { game_id: 7 },
            ..GameSettings::default()
        };
        let names = [String::new(), String::new()];
        let state = Rc::new(State::new_live(settings, names, Prefs::default()));
        assert_eq!(
            state.live.as_ref().unwrap().spectators,
            None,
            "not told yet"
        );
        let state = state.reduce(Action::Live(LiveAction::Spectators(Some(2))));
        assert_eq!(state.live.as_ref().unwrap().spectators, Some(2));
        let state = state.reduce(Action::Live(LiveAction::Spectators(Some(1))));
        assert_eq!(state.live.as_ref().unwrap().spectators, Some(1));
        // A game that is not live keeps no count.
        let local = Rc::new(State::new_game(GameSettings::default(), Prefs::default()))
            .reduce(Action::Live(LiveAction::Spectators(Some(3))));
        assert_eq!(local.live, None);
    }
}
