use super::*;
use crate::model::move_entry::{find_move, promotion_choices};
use makruk_core::{CountAction, EndReason, Piece, Variant};
use std::rc::Rc;
use yew::Reducible;

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("valid square name")
}

fn two_players() -> Rc<State> {
    let settings = GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    Rc::new(State::new_game(settings, Prefs::default()))
}

fn vs_engine() -> Rc<State> {
    Rc::new(State::new_game(GameSettings::default(), Prefs::default()))
}

fn apply(state: Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions.into_iter().fold(state, |s, a| s.reduce(a))
}

#[test]
fn click_click_plays_a_move() {
    let s = apply(two_players(), [Action::Press(sq("e3"))]);
    assert_eq!(s.entry.selected, Some(sq("e3")));
    let s = apply(s, [Action::Press(sq("e4"))]);
    assert_eq!(s.plies(), 1);
    assert_eq!(s.entry.selected, None);
    assert!(s.animate);
}

#[test]
fn pressing_an_enemy_piece_or_the_selected_one_deselects() {
    let s = apply(
        two_players(),
        [Action::Press(sq("e3")), Action::Press(sq("e3"))],
    );
    assert_eq!(s.entry.selected, None);
    let s = apply(two_players(), [Action::Press(sq("e6"))]);
    assert_eq!(s.entry.selected, None);
}

#[test]
fn illegal_drop_changes_nothing_but_the_selection() {
    let s = apply(two_players(), [Action::Drop(sq("e3"), sq("e5"))]);
    assert_eq!(s.plies(), 0);
    let s = apply(s, [Action::Drop(sq("e3"), sq("e4"))]);
    assert_eq!(s.plies(), 1);
    assert!(!s.animate);
}

#[test]
fn user_cannot_move_for_the_engine() {
    let s = apply(vs_engine(), [Action::Drop(sq("e3"), sq("e4"))]);
    assert!(s.engine_to_move());
    let s = apply(s, [Action::Drop(sq("e6"), sq("e5"))]);
    assert_eq!(s.plies(), 1);
    let s = apply(s, [Action::EngineMove("e3e4".into())]);
    assert_eq!(s.plies(), 1);
    let s = apply(s, [Action::EngineMove("e6e5".into())]);
    assert_eq!(s.plies(), 2);
    assert!(s.user_to_move());
}

#[test]
fn undo_against_the_engine_takes_back_the_pair() {
    let s = apply(vs_engine(), [Action::Drop(sq("e3"), sq("e4"))]);
    let s = apply(s, [Action::EngineMove("e6e5".into()), Action::Undo]);
    assert_eq!(s.plies(), 0);
    let s = apply(
        two_players(),
        [Action::Drop(sq("e3"), sq("e4")), Action::Undo],
    );
    assert_eq!(s.plies(), 0);
}

#[test]
fn history_navigation_clamps_and_blocks_moves() {
    let s = apply(
        two_players(),
        [
            Action::Drop(sq("e3"), sq("e4")),
            Action::Drop(sq("e6"), sq("e5")),
        ],
    );
    let s = apply(s, [Action::Step(-1)]);
    assert_eq!(s.view, Some(1));
    assert!(!s.user_to_move());
    let s = apply(s, [Action::Step(-5)]);
    assert_eq!(s.shown_ply(), 0);
    let s = apply(s, [Action::Step(9)]);
    assert_eq!(s.view, None);
    let s = apply(s, [Action::ViewPly(1), Action::ViewLive]);
    assert_eq!(s.view, None);
}

#[test]
fn checkmate_ends_the_game() {
    let pos =
        Position::from_fen(Variant::Makruk, "4k3/1R6/8/8/8/8/R7/4K3 w - - 0 1").expect("valid FEN");
    let mut s = State::new_game(GameSettings::default(), Prefs::default());
    s.game = Game::from_position(pos);
    let s = apply(Rc::new(s), [Action::Drop(sq("a2"), sq("a8"))]);
    assert_eq!(
        s.status(),
        Status::Over(Outcome {
            winner: Some(Color::White),
            reason: EndReason::Checkmate
        })
    );
    assert!(!s.user_to_move());
    assert!(!s.engine_to_move());
}

#[test]
fn resignation_and_agreed_draw() {
    let s = apply(vs_engine(), [Action::Resign]);
    assert_eq!(
        s.status(),
        Status::Resigned {
            winner: Color::Black
        }
    );
    let s = apply(vs_engine(), [Action::AcceptDraw]);
    assert_eq!(
        s.status(),
        Status::ToMove {
            turn: Color::White,
            check: false
        }
    );
}

#[test]
fn two_players_offer_and_accept_a_draw() {
    let s = apply(two_players(), [Action::OfferDraw]);
    assert_eq!(s.draw_offer, Some(Color::White));
    assert!(!s.may_accept_draw(), "not one's own offer");
    let s = apply(s, [Action::AcceptDraw]);
    assert!(!s.status().is_over());
    let s = apply(s, [Action::Drop(sq("e3"), sq("e4"))]);
    assert!(s.may_accept_draw());
    assert!(!s.may_offer_draw(), "an offer stands");
    let declined = apply(s.clone(), [Action::Drop(sq("e6"), sq("e5"))]);
    assert_eq!(declined.draw_offer, None, "a move declines it");
    let s = apply(s, [Action::AcceptDraw]);
    assert_eq!(s.status(), Status::DrawAgreed);
    assert!(!s.may_offer_draw());
}

#[test]
fn the_engine_accepts_a_draw_only_when_no_better_than_equal() {
    let thinking = |cp| Thinking {
        depth: 5,
        score: Score::Cp(cp),
        nodes: 1,
        nps: 1,
        pv: Vec::new(),
    };
    let user_moved = apply(vs_engine(), [Action::Drop(sq("e3"), sq("e4"))]);
    let s = apply(
        user_moved.clone(),
        [
            Action::EngineInfo(thinking(120)),
            Action::EngineMove("e6e5".into()),
            Action::OfferDraw,
        ],
    );
    assert!(s.draw_declined);
    assert!(!s.status().is_over());
    let s = apply(s, [Action::Drop(sq("d3"), sq("d4"))]);
    assert!(!s.draw_declined, "the notice goes with the next action");
    let s = apply(
        user_moved,
        [
            Action::EngineInfo(thinking(-40)),
            Action::EngineMove("e6e5".into()),
            Action::OfferDraw,
        ],
    );
    assert_eq!(s.status(), Status::DrawAgreed);
}

#[test]
fn two_players_start_and_stop_boards_honour() {
    let pos = Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1")
        .expect("valid FEN");
    let mut s = State::new_game(two_players().settings, Prefs::default());
    s.game = Game::from_position(pos);
    s.game.set_counting_mode(makruk_core::CountingMode::Manual);
    let s = apply(Rc::new(s), [Action::Drop(sq("a2"), sq("a4"))]);
    assert_eq!(s.counting(), None);
    assert_eq!(s.count_controls(), [CountControl::Start]);
    let s = apply(s, [Action::Count(CountControl::Start)]);
    assert_eq!(
        s.count_controls(),
        [CountControl::Stop, CountControl::Restart]
    );
    assert_eq!(s.game.counting_actions(), [(1, CountAction::Start)]);
    let counting = s.counting().expect("count running");
    assert_eq!(counting.counter, Color::Black);
    assert_eq!(counting.kind, makruk_core::CountKind::BoardsHonour);
    let s = apply(s, [Action::Count(CountControl::Stop)]);
    assert_eq!(s.count_controls(), [CountControl::Start]);
    assert_eq!(s.counting(), None);
    assert_eq!(
        s.game.counting_actions(),
        [(1, CountAction::Start), (1, CountAction::Stop)]
    );
}

#[test]
fn promotion_is_automatic() {
    let pos =
        Position::from_fen(Variant::Makruk, "4k3/8/8/2P5/8/8/8/4K3 w - - 0 1").expect("valid FEN");
    let m = find_move(&pos, sq("c5"), sq("c6")).expect("legal push");
    assert_eq!(m.to_string(), "c5c6m");
}

#[test]
fn typed_moves_in_san_or_uci() {
    let s = apply(two_players(), [Action::TypedMove("e4".into())]);
    assert_eq!(s.plies(), 1);
    assert!(!s.typed_rejected);
    let s = apply(s, [Action::TypedMove("Nd7".into())]);
    assert_eq!(s.plies(), 2);
    let s = apply(s, [Action::TypedMove("Qz9".into())]);
    assert!(s.typed_rejected);
    let s = apply(s, [Action::TypedMove("b1d2".into())]);
    assert_eq!(s.plies(), 3);
    assert!(!s.typed_rejected);
}

#[test]
fn clocks_run_after_the_first_move_and_flag() {
    let settings = GameSettings {
        opponent: Opponent::Human,
        clock: Some(crate::settings::TimeControl::new(1, 2)),
        ..GameSettings::default()
    };
    let s = Rc::new(State::new_game(settings, Prefs::default()));
    let s = apply(s, [Action::Tick(5_000)]);
    assert_eq!(s.clock_ms, Some([60_000, 60_000]));
    let s = apply(s, [Action::Drop(sq("e3"), sq("e4")), Action::Tick(5_000)]);
    assert_eq!(s.clock_ms, Some([60_000, 55_000]));
    let s = apply(s, [Action::Drop(sq("e6"), sq("e5"))]);
    assert_eq!(s.clock_ms, Some([60_000, 57_000]));
    let s = apply(s, [Action::Tick(70_000)]);
    assert_eq!(
        s.status(),
        Status::TimeOut {
            loser: Color::White,
            winner: Some(Color::Black)
        }
    );
    assert!(!s.user_to_move());
    let timed_out = s.status();
    let s = apply(s, [Action::Undo]);
    assert_eq!((s.plies(), s.status()), (1, timed_out), "a flag fall stays");
}

#[test]
fn flag_fall_against_a_bare_khun_is_a_draw() {
    let pos =
        Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/R7/4K3 b - - 0 1").expect("valid FEN");
    let settings = GameSettings {
        opponent: Opponent::Human,
        clock: Some(crate::settings::TimeControl::new(1, 0)),
        ..GameSettings::default()
    };
    let mut s = State::new_game(settings, Prefs::default());
    s.game = Game::from_position(pos);
    let s = apply(
        Rc::new(s),
        [Action::Drop(sq("e8"), sq("d8")), Action::Tick(61_000)],
    );
    assert_eq!(
        s.status(),
        Status::TimeOut {
            loser: Color::White,
            winner: None
        }
    );
}

/// A two-player ASEAN game where White's bia on b7 may promote on b8.
fn asean_promotion() -> Rc<State> {
    let settings = GameSettings {
        variant: Variant::Asean,
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    let mut state = State::new_game(settings, Prefs::default());
    let start =
        Position::from_fen(Variant::Asean, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").expect("valid FEN");
    state.game = makruk_core::Game::from_position(start);
    Rc::new(state)
}

#[test]
fn asean_promotion_waits_for_the_users_choice() {
    let s = apply(
        asean_promotion(),
        [Action::Press(sq("b7")), Action::Press(sq("b8"))],
    );
    assert_eq!(s.entry.promoting, Some((sq("b7"), sq("b8"))));
    assert_eq!(s.plies(), 0, "nothing played before the choice");
    let s = apply(s, [Action::Promote(Some(Role::Ma))]);
    assert_eq!(s.game.moves()[0].to_string(), "b7b8n");
    assert_eq!(s.entry.promoting, None);
}

#[test]
fn a_dragged_promotion_can_be_taken_back_before_choosing() {
    let s = apply(asean_promotion(), [Action::Drop(sq("b7"), sq("b8"))]);
    assert_eq!(s.entry.promoting, Some((sq("b7"), sq("b8"))));
    let s = apply(s, [Action::Promote(None)]);
    assert_eq!((s.entry.promoting, s.plies()), (None, 0));
    let s = apply(
        s,
        [
            Action::Drop(sq("b7"), sq("b8")),
            Action::Promote(Some(Role::Khun)),
        ],
    );
    assert_eq!(s.plies(), 0, "a khun is not a promotion choice");
    assert_eq!(
        promotion_choices(asean_promotion().game.position(), sq("b7"), sq("b8"))
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        ["b7b8q", "b7b8r", "b7b8n", "b7b8b"]
    );
}

#[test]
fn a_two_player_game_from_a_set_up_position_keeps_its_count() {
    let fen = "4k3/3m4/8/8/8/8/8/R3K3 b - 128 40 30";
    let start = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
    let settings = GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    let s = apply(
        two_players(),
        [Action::NewGameFrom(settings, Box::new(start))],
    );
    assert_eq!(s.game.fen(), fen);
    assert!(
        s.count_controls().contains(&CountControl::Stop),
        "Black may stop the count it carries"
    );
    let wrong_variant = GameSettings {
        variant: Variant::Cambodian,
        ..settings
    };
    let unchanged = apply(
        s.clone(),
        [Action::NewGameFrom(
            wrong_variant,
            Box::new(Position::startpos(Variant::Makruk)),
        )],
    );
    assert_eq!(unchanged.game.fen(), fen);
}

#[test]
fn a_refused_board_move_is_reported_until_the_next_action() {
    let s = apply(
        two_players(),
        [Action::Press(sq("e3")), Action::Press(sq("e6"))],
    );
    assert_eq!((s.plies(), s.refused), (0, Some((sq("e3"), sq("e6")))));
    let s = apply(s, [Action::Tick(100)]);
    assert_eq!(
        s.refused,
        Some((sq("e3"), sq("e6"))),
        "time passing keeps it"
    );
    let s = apply(s, [Action::Press(sq("e3"))]);
    assert_eq!(s.refused, None);
    let s = apply(s, [Action::Press(sq("e3")), Action::Press(sq("d3"))]);
    assert_eq!(
        s.refused, None,
        "unpicking or picking another piece is no refusal"
    );
    let s = apply(s, [Action::Drop(sq("b1"), sq("b4"))]);
    assert_eq!(s.refused, Some((sq("b1"), sq("b4"))));
}

#[test]
fn a_refused_typed_move_is_forgotten_after_undo_and_resign() {
    let s = apply(
        two_players(),
        [
            Action::TypedMove("e4".into()),
            Action::TypedMove("Qz9".into()),
        ],
    );
    assert!(s.typed_rejected);
    let s = apply(s, [Action::Undo]);
    assert!(!s.typed_rejected);
    let s = apply(s, [Action::TypedMove("Qz9".into()), Action::Resign]);
    assert!(!s.typed_rejected);
    assert!(s.status().is_over());
}

/// A game against the engine (level 1) from `fen`, the user playing `user_side`.
fn vs_engine_from(fen: &str, user_side: Color) -> Rc<State> {
    let settings = GameSettings {
        opponent: Opponent::Engine {
            level: makruk_engine::Level::MIN,
        },
        user_side,
        ..GameSettings::default()
    };
    let start = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
    apply(
        Rc::new(State::new_game(settings, Prefs::default())),
        [Action::NewGameFrom(settings, Box::new(start))],
    )
}

#[test]
fn new_games_count_by_hand_in_every_mode() {
    for state in [two_players(), vs_engine()] {
        assert_eq!(
            state.game.counting_mode(),
            makruk_core::CountingMode::Manual
        );
    }
}

#[test]
fn the_engine_as_the_weaker_side_starts_counting_at_once() {
    // White (the user) takes the last bia; Black (the engine) may then count board's honour.
    let s = vs_engine_from("4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1", Color::White);
    assert_eq!(s.game.counting_actions(), []);
    let s = apply(s, [Action::Drop(sq("a2"), sq("a4"))]);
    assert!(s.engine_to_move());
    assert_eq!(s.game.counting_actions(), [(1, CountAction::Start)]);
    let counting = s.counting().expect("the engine counts");
    assert_eq!(counting.counter, Color::Black);
    assert!(s.count_controls().is_empty(), "not the user's turn");
}

#[test]
fn the_user_as_the_weaker_side_gets_the_counting_buttons_on_its_turn_only() {
    // The engine (White) takes the last bia; the user (Black) may then start counting.
    let s = vs_engine_from("4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1", Color::Black);
    assert!(s.count_controls().is_empty(), "the engine is to move");
    let s = apply(s, [Action::EngineMove("a2a4".into())]);
    assert_eq!(s.count_controls(), [CountControl::Start]);
    assert_eq!(s.game.counting_actions(), [], "the user decides");
    let s = apply(s, [Action::Count(CountControl::Start)]);
    let counting = s.counting().expect("the user counts");
    assert_eq!(counting.counter, Color::Black);
    assert_eq!((counting.number(), counting.limit_moves()), (0, 64));
    assert_eq!(
        s.count_controls(),
        [CountControl::Stop, CountControl::Restart]
    );
    let s = apply(s, [Action::Count(CountControl::Restart)]);
    assert_eq!(
        s.game.counting_actions(),
        [
            (1, CountAction::Start),
            (1, CountAction::Stop),
            (1, CountAction::Start)
        ]
    );
    let s = apply(s, [Action::Resign]);
    assert!(s.count_controls().is_empty(), "the game is over");
    let refused = apply(s.clone(), [Action::Count(CountControl::Stop)]);
    assert_eq!(refused.game.counting_actions(), s.game.counting_actions());
}

#[test]
fn a_third_occurrence_is_marked() {
    let s = apply(
        two_players(),
        [
            "b1d2", "g8e7", "d2b1", "e7g8", "b1d2", "g8e7", "d2b1", "e7g8",
        ]
        .map(|m| Action::TypedMove(m.into())),
    );
    let marks = s.repetition_marks();
    assert_eq!(marks.len(), s.plies());
    let marked: Vec<usize> = (1..=marks.len()).filter(|&ply| marks[ply - 1]).collect();
    assert_eq!(marked, [8], "the start position's third occurrence");
}

#[test]
fn sutra_moves_are_played_against_the_engine_and_by_it() {
    let settings = GameSettings {
        options: GameSettings::options_for(Variant::Makruk).with_sutras(makruk_core::Sutras::ALL),
        ..GameSettings::default()
    };
    let s = Rc::new(State::new_game(settings, Prefs::default()));
    assert_eq!(
        s.game.position().legal_moves().len(),
        30,
        "23 + 7 sutra moves"
    );
    let s = apply(s, [Action::TypedMove("Me3".into())]);
    assert_eq!(s.plies(), 1, "Sut Met as White's first move");
    assert_eq!(
        s.game.positions()[0].sutra_of(s.game.moves()[0]),
        Some(makruk_core::Sutra::Met)
    );
    let s = apply(s, [Action::EngineMove("d8d6".into())]);
    assert_eq!(s.plies(), 2, "the engine's Sut Met");
    assert_eq!(
        s.game.fen(),
        "rns1ksnr/8/pppmpppp/3p4/4P3/PPPPMPPP/8/RNSK1SNR w - - 0 2"
    );
    let plain = apply(vs_engine(), [Action::TypedMove("Me3".into())]);
    assert!(plain.typed_rejected, "no sutra in a standard game");
}

#[test]
fn takhaeng_ruea_starts_a_new_game_with_mets_for_rueas() {
    let settings = GameSettings {
        handicap: [makruk_core::RueaTilt::Both, makruk_core::RueaTilt::None],
        ..GameSettings::default()
    };
    let s = State::new_game(settings, Prefs::default());
    assert_eq!(
        s.game.start().to_fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1"
    );
    let back = State::from_record(s.record(), Prefs::default()).expect("replays");
    assert_eq!(back.game.start().to_fen(), s.game.start().to_fen());
}

#[test]
fn without_the_repetition_rule_a_threefold_repetition_goes_on_and_the_engine_may_offer_a_draw() {
    let thinking = Thinking {
        depth: 5,
        score: Score::Cp(0),
        nodes: 1,
        nps: 1,
        pv: Vec::new(),
    };
    let s = vs_engine();
    assert!(!s.game.options().repetition_ends_game, "Makruk's default");
    let mut s = s;
    for (user, engine) in [("b1d2", "g8e7"), ("d2b1", "e7g8")]
        .into_iter()
        .cycle()
        .take(5)
    {
        s = apply(
            s,
            [
                Action::TypedMove(user.into()),
                Action::EngineInfo(thinking.clone()),
                Action::EngineMove(engine.into()),
            ],
        );
    }
    // 1. Nd2 Ne7 2. Nb1 Ng8 3. Nd2 Ne7 4. Nb1 Ng8 5. Nd2 Ne7: after 5. Nd2 the engine was to
    // move in a position seen for the third time, scored equal: it offered with 5... Ne7.
    assert_eq!(s.plies(), 10);
    assert_eq!(s.draw_offer, Some(Color::Black));
    assert!(s.may_accept_draw());
    let s = apply(
        s,
        [
            Action::TypedMove("d2b1".into()),
            Action::EngineInfo(thinking.clone()),
        ],
    );
    assert_eq!(s.draw_offer, None, "the user's move declined it");
    assert!(s.engine_to_move());
    assert!(s.game.is_threefold_repetition());
    assert!(!s.status().is_over(), "repetition ends nothing");
    assert_eq!(
        s.repetition_marks(),
        [[false; 7].as_slice(), &[true; 4]].concat(),
        "plies 8 to 11 repeat a position for the third time"
    );
    let s = apply(s, [Action::EngineMove("e7g8".into())]);
    assert_eq!(s.draw_offer, Some(Color::Black), "the engine offers");
    assert!(s.may_accept_draw());
    let s = apply(s, [Action::AcceptDraw]);
    assert_eq!(s.status(), Status::DrawAgreed);
}

#[test]
fn the_stronger_side_is_never_offered_a_count() {
    // White's khun, ruea and met against Black's khun and khon: only Black may count.
    let settings = GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    let start = Position::from_fen(Variant::Makruk, "4k3/3s4/8/8/8/8/R7/3MK3 w - - 0 1")
        .expect("valid FEN");
    let s = apply(
        two_players(),
        [Action::NewGameFrom(settings, Box::new(start))],
    );
    assert_eq!(s.count_controls(), [], "White is the stronger side");
    let refused = apply(s.clone(), [Action::Count(CountControl::Start)]);
    assert_eq!(refused.counting(), None);
    let s = apply(s, [Action::Drop(sq("a2"), sq("a3"))]);
    assert_eq!(s.count_controls(), [CountControl::Start]);
    let s = apply(s, [Action::Count(CountControl::Start)]);
    assert_eq!(
        s.count_controls(),
        [CountControl::Stop, CountControl::Restart]
    );
    let s = apply(s, [Action::Drop(sq("e8"), sq("f8"))]);
    assert_eq!(s.count_controls(), [], "not on White's turn");
}

#[test]
fn a_library_entry_id_goes_only_to_the_game_it_was_found_for() {
    let s = two_players();
    let generation = s.library.generation;
    let s = apply(s, [Action::Stored(generation, 7)]);
    assert_eq!(s.library.id, Some(7));
    // A new game is the next generation, with no entry until it is stored.
    let settings = s.settings;
    let s = apply(s, [Action::NewGame(settings)]);
    assert_eq!(s.library.id, None);
    assert_eq!(s.library.generation, generation + 1);
    // An id found for the earlier game does not stick to this one.
    let s = apply(s, [Action::Stored(generation, 8)]);
    assert_eq!(s.library.id, None);
    let replayed = Replayed::of(s.record()).expect("replays");
    let s = apply(s, [Action::Open(9, Box::new(replayed.clone()))]);
    assert_eq!(s.library.id, Some(9));
    let s = apply(s, [Action::Load(Box::new(replayed))]);
    assert_eq!(
        (s.library.id, s.library.source),
        (None, Some(crate::library::Source::Import))
    );
}

#[test]
fn a_comment_is_set_and_taking_back_drops_the_notes_on_the_move() {
    let state = two_players().reduce(Action::TypedMove("e4".into()));
    let state = state.reduce(Action::Comment(1, " a  good\nstart ".into()));
    assert_eq!(
        state.annotations.comment_at(1).as_deref(),
        Some("a good start")
    );
    assert_eq!(state.record().annotations, state.annotations);
    let state = state.reduce(Action::Comment(5, "no such move".into()));
    assert_eq!(state.annotations.comments.len(), 1);
    let state = state.reduce(Action::Undo);
    assert!(state.annotations.is_empty());
}

fn confirming(state: Rc<State>) -> Rc<State> {
    let prefs = Prefs {
        confirm_moves: true,
        ..state.prefs
    };
    apply(state, [Action::SetPrefs(prefs)])
}

#[test]
fn a_move_waits_for_confirmation_and_nothing_is_played_before() {
    let s = apply(
        confirming(vs_engine()),
        [Action::Press(sq("e3")), Action::Press(sq("e4"))],
    );
    assert_eq!(s.plies(), 0, "nothing played");
    assert!(!s.engine_to_move(), "no engine reply");
    assert_eq!(
        s.pending.map(|m| (m.from, m.to)),
        Some((sq("e3"), sq("e4")))
    );
    let s = apply(s, [Action::Tick(1000), Action::ConfirmMove]);
    assert_eq!(s.plies(), 1);
    assert_eq!(s.pending, None);
    assert!(s.engine_to_move());
}

#[test]
fn a_waiting_move_goes_with_cancel_a_board_press_undo_and_the_option_off() {
    let wait = |s: Rc<State>| apply(s, [Action::Press(sq("e3")), Action::Press(sq("e4"))]);
    let s = wait(confirming(two_players()));
    let cancelled = apply(s.clone(), [Action::CancelMove]);
    assert_eq!((cancelled.pending, cancelled.plies()), (None, 0));
    let pressed = apply(s.clone(), [Action::Press(sq("d3"))]);
    assert_eq!(pressed.pending, None);
    assert_eq!(
        pressed.entry.selected, None,
        "the press only drops the waiting move"
    );
    let off = apply(s.clone(), [Action::SetPrefs(Prefs::default())]);
    assert_eq!(off.pending, None);
    let flipped = apply(s.clone(), [Action::Flip, Action::ConfirmMove]);
    assert_eq!(flipped.plies(), 1, "flipping keeps the waiting move");
    let dragged = apply(
        confirming(two_players()),
        [Action::Drop(sq("e3"), sq("e4"))],
    );
    assert!(dragged.pending.is_some() && dragged.plies() == 0);
    let black_waits = apply(flipped, [Action::Press(sq("d6")), Action::Press(sq("d5"))]);
    assert!(black_waits.pending.is_some());
    let after_undo = apply(black_waits, [Action::Undo]);
    assert_eq!((after_undo.pending, after_undo.plies()), (None, 0));
}

fn vs_engine_with_hints() -> Rc<State> {
    let prefs = Prefs {
        hints: true,
        ..Prefs::default()
    };
    Rc::new(State::new_game(GameSettings::default(), prefs))
}

#[test]
fn engine_lines_show_against_the_engine_only_with_hints_or_after_the_game() {
    assert!(!vs_engine().shows_engine_lines());
    assert!(vs_engine_with_hints().shows_engine_lines());
    assert!(apply(vs_engine(), [Action::Resign]).shows_engine_lines());
}

#[test]
fn a_hint_shows_the_piece_then_the_move_and_is_counted_once() {
    let s = apply(vs_engine(), [Action::AskHint(HintKind::Move)]);
    assert_eq!((s.hint, s.hints_used), (None, 0), "hints are off");
    let s = apply(vs_engine_with_hints(), [Action::AskHint(HintKind::Move)]);
    assert_eq!(s.hints_used, 1);
    let s = apply(s, [Action::AskHint(HintKind::Move)]);
    assert_eq!(
        s.hints_used, 1,
        "asking again while it is looked for changes nothing"
    );
    let s = apply(s, [Action::HintFound("b1d2".into())]);
    let hint = s.hint.expect("a hint");
    assert_eq!(hint.piece().map(|m| m.from), Some(sq("b1")));
    assert_eq!(hint.shown_move(), None);
    let s = apply(s, [Action::AskHint(HintKind::Move)]);
    let m = s
        .hint
        .and_then(|hint| hint.shown_move())
        .expect("the move shown");
    assert_eq!((m.from, m.to, s.hints_used), (sq("b1"), sq("d2"), 1));
    assert_eq!(s.record().hints_used, 1, "the record keeps the count");
    let s = apply(s, [Action::Press(sq("e3")), Action::Press(sq("e4"))]);
    assert_eq!(s.hint, None, "a move ends the hint");
    assert_eq!(s.hints_used, 1);
}

#[test]
fn a_threat_is_the_engines_move_from_the_position_with_the_turn_passed() {
    let s = apply(vs_engine_with_hints(), [Action::AskHint(HintKind::Threat)]);
    assert_eq!(s.hint_position().map(|p| p.turn()), Some(Color::Black));
    let s = apply(
        s,
        [
            Action::HintFound("e3e4".into()),
            Action::HintFound("e6e5".into()),
        ],
    );
    let threat = s.hint.and_then(|hint| hint.shown_move()).expect("a threat");
    assert_eq!(
        (threat.from, threat.to),
        (sq("e6"), sq("e5")),
        "only a move of that position"
    );
    assert_eq!(s.hints_used, 1);
    let s = apply(s, [Action::AskHint(HintKind::Move)]);
    assert_eq!(s.hints_used, 2, "another kind of hint is another hint");
}

#[test]
fn no_threat_while_in_check_and_no_hint_on_the_engines_turn() {
    let checked =
        Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/r3K3 w - - 0 1").expect("a position");
    assert!(threat_position(&checked).is_none());
    let s = apply(
        vs_engine_with_hints(),
        [Action::Press(sq("e3")), Action::Press(sq("e4"))],
    );
    let s = apply(s, [Action::AskHint(HintKind::Move)]);
    assert_eq!((s.hint, s.hints_used), (None, 0));
}

fn sittuyin(opponent: Opponent) -> Rc<State> {
    let settings = GameSettings {
        variant: Variant::Sittuyin,
        opponent,
        options: GameSettings::options_for(Variant::Sittuyin),
        ..GameSettings::default()
    };
    Rc::new(State::new_game(settings, Prefs::default()))
}

fn sittuyin_vs_engine() -> Rc<State> {
    sittuyin(Opponent::Engine {
        level: makruk_engine::Level::DEFAULT,
    })
}

#[test]
fn a_hand_piece_is_dropped_by_a_press_and_an_illegal_drop_changes_nothing() {
    let s = apply(sittuyin_vs_engine(), [Action::PickHand(Role::Ruea)]);
    assert_eq!(s.entry.hand, Some(Role::Ruea));
    let s = apply(s, [Action::Press(sq("c2"))]);
    assert_eq!(
        (s.plies(), s.entry.hand),
        (0, None),
        "a ruea only on the back rank"
    );
    let s = apply(s, [Action::PickHand(Role::Ruea), Action::Deselect]);
    assert_eq!(s.entry.hand, None, "Escape unpicks it");
    let s = apply(s, [Action::PickHand(Role::Ruea), Action::Press(sq("a1"))]);
    assert_eq!(s.plies(), 1);
    assert_eq!(s.game.position().in_hand(Color::White, Role::Ruea), 1);
    let s = apply(s, [Action::PickHand(Role::Ruea)]);
    assert_eq!(s.entry.hand, None, "not the user's turn");
}

#[test]
fn undo_during_the_set_up_takes_back_the_drop_pair() {
    let s = apply(
        sittuyin_vs_engine(),
        [
            Action::PickHand(Role::Khun),
            Action::Press(sq("e1")),
            Action::EngineMove("K@d8".into()),
        ],
    );
    assert_eq!(s.plies(), 2);
    assert_eq!(s.game.position().in_hand(Color::Black, Role::Khun), 0);
    let s = apply(s, [Action::Undo]);
    assert_eq!(s.plies(), 0);
    let pos = s.game.position();
    assert_eq!(
        (
            pos.in_hand(Color::White, Role::Khun),
            pos.in_hand(Color::Black, Role::Khun)
        ),
        (1, 1)
    );
    assert!(s.user_to_move());
}

#[test]
fn a_set_up_shortcut_plays_the_users_drops_on_each_turn() {
    let s = apply(
        sittuyin_vs_engine(),
        [Action::PickHand(Role::Ma), Action::Press(sq("b2"))],
    );
    let s = apply(s, [Action::EngineMove("K@d8".into())]);
    assert_eq!(s.setup_side(), Some(Color::White));
    let s = apply(
        s,
        [Action::PlanSetup(SetupChoice::Arrangement(
            Arrangement::BurmeseGuide,
        ))],
    );
    assert_eq!(s.plies(), 3, "the first planned drop at once");
    assert_eq!(s.setup_side(), None);
    let mut s = s;
    while s.engine_to_move() && s.game.position().is_setup_phase() {
        let pos = s.game.position();
        let m = planned_drop(pos, &Arrangement::Compact.plan(pos.turn())).expect("a drop");
        s = apply(s, [Action::EngineMove(m.to_string())]);
    }
    let pos = s.game.position();
    assert!(!pos.is_setup_phase() && s.plies() == 16);
    assert_eq!(
        pos.piece_at(sq("b2")),
        Some(Piece::new(Color::White, Role::Ma))
    );
    assert_eq!(
        pos.piece_at(sq("g2")),
        Some(Piece::new(Color::White, Role::Khun))
    );
    let s = apply(s, [Action::Undo]);
    assert_eq!(s.setup_plans, [None, None], "undo forgets the shortcut");
}

#[test]
fn random_set_up_for_both_players() {
    let s = apply(
        sittuyin(Opponent::Human),
        [Action::PlanSetup(SetupChoice::Random(11))],
    );
    assert_eq!(s.plies(), 1, "White's drop; Black chooses its own");
    assert_eq!(s.setup_side(), Some(Color::Black));
    let s = apply(s, [Action::PlanSetup(SetupChoice::Random(12))]);
    assert!(!s.game.position().is_setup_phase());
    assert_eq!(s.plies(), 16);
}

#[test]
fn sittuyin_counting_uses_the_count_buttons() {
    // Black has a bare khun and no bia stands on the board: Black may start the count (rook: 16).
    let start = Position::from_fen(Variant::Sittuyin, "4k3/8/8/8/8/8/8/R3K3[] b - - 0 50")
        .expect("valid FEN");
    let settings = GameSettings {
        variant: Variant::Sittuyin,
        opponent: Opponent::Human,
        options: GameSettings::options_for(Variant::Sittuyin),
        ..GameSettings::default()
    };
    let s = apply(
        Rc::new(State::new_game(settings, Prefs::default())),
        [Action::NewGameFrom(settings, Box::new(start))],
    );
    let controls = s.count_controls();
    assert!(!controls.is_empty(), "the weaker side may count");
    let s = apply(s, [Action::Count(controls[0])]);
    let counting = s.counting().expect("a count runs");
    assert_eq!(counting.limit, 32, "16 moves with a ruea, counted in plies");
}

#[test]
fn typed_drops_and_sittuyin_promotions_are_played() {
    let s = apply(
        sittuyin(Opponent::Human),
        [
            Action::TypedMove("R@a1".into()),
            Action::TypedMove("r@h8".into()),
        ],
    );
    assert_eq!(s.plies(), 2, "SAN and UCI drops");
    let s = apply(s, [Action::TypedMove("R@b2".into())]);
    assert!(s.typed_rejected, "a ruea only on the back rank");
    let start = Position::from_fen(Variant::Sittuyin, "7k/8/8/3P4/2r5/8/1P6/K7[] w - - 0 40")
        .expect("valid FEN");
    let settings = s.settings;
    let s = apply(s, [Action::NewGameFrom(settings, Box::new(start))]);
    let s = apply(s, [Action::TypedMove("d5=F".into())]);
    assert!(
        s.typed_rejected,
        "the general in place would attack the ruea on c4"
    );
    let s = apply(s, [Action::TypedMove("d5e4=F".into())]);
    assert_eq!(s.plies(), 1);
    assert_eq!(
        s.game.position().piece_at(sq("e4")),
        Some(Piece::new(Color::White, Role::Met))
    );
}
