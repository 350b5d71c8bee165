//! The host's live game as its spectators receive it (`live::spectate`), and how many watch it.
use super::State;
use crate::formats::link::SharedGame;
use crate::live::spectate::Spectated;

impl State {
    /// The game as it stands for a spectator: its record, names and clocks; `None` when the game
    /// is not live.
    pub fn spectated(&self) -> Option<Spectated> {
        Some(Spectated {
            game_id: self.settings.live_game()?,
            game: SharedGame::of(&self.record()),
            clock_ms: self.clock_ms,
        })
    }

    /// Keeps how many spectators watch the live game (nothing when the game is not live).
    pub(super) fn count_spectators(&mut self, count: Option<usize>) {
        if let Some(live) = self.live.as_mut() {
            live.spectators = count;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::model::Action;
    use crate::live::spectate::{decode, encode};
    use crate::live::PeerStatus;
    use crate::settings::{GameSettings, Opponent, Prefs, TimeControl};
    use makruk_core::Color;
    use std::rc::Rc;
    use yew::Reducible;

    #[test]
    fn a_spectator_gets_the_moves_names_and_clocks_as_they_stand() {
        let settings = GameSettings {
            opponent: Opponent::Live { game_id: 7 },
            user_side: Color::White,
            clock: Some(TimeControl::new(5, 3)),
            ..GameSettings::default()
        };
        let names = ["Ann".to_string(), "Bob".to_string()];
        let state = Rc::new(State::new_live(settings, names.clone(), Prefs::default()))
            .reduce(Action::PeerStatus(PeerStatus::Connected { rtt_ms: None }));
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
        let state = state.reduce(Action::Spectators(Some(2)));
        assert_eq!(state.live.as_ref().unwrap().spectators, Some(2));
        let state = state.reduce(Action::Spectators(Some(1)));
        assert_eq!(state.live.as_ref().unwrap().spectators, Some(1));
        // A game that is not live keeps no count.
        let local = Rc::new(State::new_game(GameSettings::default(), Prefs::default()))
            .reduce(Action::Spectators(Some(3)));
        assert_eq!(local.live, None);
    }
}
