use makruk_core::{Color, CountingMode, Position, Variant};
use makruk_engine::Level;

use super::*;
use crate::state::Action;
use std::rc::Rc;
use yew::Reducible;

fn two_player_state(variant: Variant) -> State {
    let settings = GameSettings {
        variant,
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    State::new_game(settings, Prefs::default())
}

fn play(state: State, moves: &[&str]) -> State {
    moves.iter().fold(state, |state, m| {
        Rc::new(state)
            .reduce(Action::TypedMove((*m).to_string()))
            .as_ref()
            .clone()
    })
}

#[test]
fn a_shared_game_reopens_with_the_same_moves_and_position() {
    let state = play(two_player_state(Variant::Makruk), &["e4", "d5", "exd5"]);
    let names = ["Somchai".to_string(), "ดวงใจ".to_string()];
    let state = Rc::new(state)
        .reduce(Action::SetNames(names.clone()))
        .as_ref()
        .clone();
    let shared = SharedGame::of(&state.record());
    assert_eq!(shared.start_fen, None);
    let decoded = link::decode(&link::encode(&shared).unwrap()).unwrap();
    assert_eq!(decoded.names, names);
    let restored = state_of_link(decoded, Prefs::default()).unwrap();
    assert_eq!(restored.game.moves(), state.game.moves());
    assert_eq!(restored.game.fen(), state.game.fen());
    assert_eq!(restored.settings.opponent, Opponent::Human);
    assert_eq!(restored.names, names);
    assert!(
        restored.flipped,
        "Black is to move, so Black is at the bottom"
    );
}

#[test]
fn a_custom_start_and_counting_travel_with_the_link() {
    let fen = "4k3/8/3s4/8/p7/8/R7/4K3 w - - 0 1";
    let mut state = two_player_state(Variant::Makruk);
    state.game =
        makruk_core::Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
    state.game.set_counting_mode(CountingMode::Manual);
    let state = play(state, &["Ra4"]);
    let state = Rc::new(state)
        .reduce(Action::ToggleCounting)
        .as_ref()
        .clone();
    let state = play(state, &["Kf8"]);
    assert_eq!(state.count_toggles, vec![(1, true)]);
    let shared = SharedGame::of(&state.record());
    assert_eq!(shared.start_fen.as_deref(), Some(fen));
    let restored = state_of_link(
        link::decode(&link::encode(&shared).unwrap()).unwrap(),
        Prefs::default(),
    )
    .unwrap();
    assert_eq!(restored.game.fen(), state.game.fen());
    assert_eq!(restored.count_toggles, state.count_toggles);
    assert_eq!(restored.game.position().turn(), Color::White);
    assert!(!restored.flipped);
}

#[test]
fn impossible_counting_in_a_link_is_refused() {
    let mut shared = SharedGame::of(&two_player_state(Variant::Makruk).record());
    shared.count_toggles = vec![(0, false)];
    assert_eq!(
        state_of_link(shared.clone(), Prefs::default()).err(),
        Some(LinkError::Counting(0))
    );
    shared.count_toggles = vec![(3, true)];
    assert_eq!(
        state_of_link(shared.clone(), Prefs::default()).err(),
        Some(LinkError::Counting(3))
    );
}

fn six() -> Level {
    Level::new(6).expect("a level")
}

#[test]
fn an_engine_game_reopens_against_the_engine_from_the_users_side() {
    let settings = GameSettings {
        variant: Variant::Cambodian,
        opponent: Opponent::Engine { level: six() },
        user_side: Color::Black,
        clock: None,
    };
    let state = Rc::new(State::new_game(settings, Prefs::default()))
        .reduce(Action::EngineMove("e3e4".into()))
        .as_ref()
        .clone();
    assert_eq!(state.plies(), 1);
    let shared = SharedGame::of(&state.record());
    let restored = state_of_link(
        link::decode(&link::encode(&shared).unwrap()).unwrap(),
        Prefs::default(),
    )
    .unwrap();
    assert_eq!(
        restored.settings.opponent,
        Opponent::Engine { level: six() }
    );
    assert_eq!(restored.settings.user_side, Color::Black);
    assert!(restored.flipped);
    assert_eq!(restored.game.counting_mode(), CountingMode::Automatic);
    assert_eq!(restored.game.fen(), state.game.fen());
    assert!(restored.user_to_move());
}
