//! The game's side of the engine: the `use_engine` hook asks the worker for a move whenever the
//! engine is to move, or for the hint the user asked for, and turns its replies into actions.
use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::game::model::{Action, HintKind, Notice, State};
use crate::platform::worker::protocol::{GameLine, Reply, Request, SearchRequest};
use crate::platform::worker::{use_engine_job, JobEvent};
use crate::ui::engine_panel::Thinking;
use makruk_engine::Level;

/// Thinking time for a hint.
const HINT_MS: u64 = 1000;

/// A search the game asks for, without an id.
#[derive(Clone, Debug, PartialEq)]
enum WantedSearch {
    /// The engine's move, played when found.
    Move(SearchRequest),
    /// The hint asked for, shown when found.
    Hint(SearchRequest),
}

impl WantedSearch {
    fn into_request(self) -> SearchRequest {
        match self {
            WantedSearch::Move(request) | WantedSearch::Hint(request) => request,
        }
    }
}

/// The search the state asks for: the engine's move when it is to move, else the hint asked for
/// (`None` when neither).
fn wanted_search(state: &State) -> Option<WantedSearch> {
    let level = state.settings.engine_level()?;
    if state.engine_to_move() {
        let move_time = level.move_time_ms();
        return Some(WantedSearch::Move(SearchRequest {
            id: 0,
            level,
            movetime_ms: match state.settings.clock {
                Some(tc) => move_time.min(tc.base_ms / 40 + tc.increment_ms * 3 / 4),
                None => move_time,
            },
            game: GameLine::of_game(&state.game),
        }));
    }
    let game = match state.hint.filter(|hint| hint.found.is_none())?.kind {
        HintKind::Move => GameLine::of_game(&state.game),
        HintKind::Threat => GameLine::new(&state.hint_position()?, &[])
            .with_repetition_ends_game(state.game.options().repetition_ends_game),
    };
    Some(WantedSearch::Hint(SearchRequest {
        id: 0,
        level: Level::MAX,
        movetime_ms: HINT_MS,
        game,
    }))
}

/// The action for an event of the current search (`for_hint`: a hint's search, whose move is
/// shown, not played); keeps `best_so_far` (the first move of the engine's latest line, for
/// "move now") up to date.
fn action_for(event: JobEvent, for_hint: bool, best_so_far: &mut Option<String>) -> Option<Action> {
    match event {
        JobEvent::Reply(Reply::Info { .. }) if for_hint => None,
        JobEvent::Reply(Reply::Info {
            depth,
            score,
            nodes,
            nps,
            pv,
            ..
        }) => {
            *best_so_far = pv.first().cloned();
            Some(Action::EngineInfo(Thinking {
                depth,
                score,
                nodes,
                nps,
                pv,
            }))
        }
        JobEvent::Reply(Reply::BestMove { uci, .. }) if for_hint => Some(Action::HintFound(uci)),
        JobEvent::Reply(Reply::BestMove { uci, .. }) => {
            *best_so_far = None;
            Some(Action::EngineMove(uci))
        }
        JobEvent::Reply(_) => None,
        JobEvent::Failed => Some(Action::Notify(Notice::EngineUnavailable)),
    }
}

/// Runs the engine whenever the state says it is to move; returns the "move now" callback, which
/// plays the best move found so far (the state then stops the search). With `warm`, a game
/// against the engine starts its worker at once rather than at the engine's first turn.
#[hook]
pub fn use_engine(state: &UseReducerHandle<State>, warm: bool) -> Callback<()> {
    let best_so_far = use_memo((), |_| Rc::new(RefCell::new(None::<String>)));
    let wanted = wanted_search(state);
    {
        let best_so_far = (*best_so_far).clone();
        use_effect_with(wanted.clone(), move |_| {
            best_so_far.borrow_mut().take();
        });
    }
    let on_event = {
        let (best_so_far, dispatcher) = ((*best_so_far).clone(), state.dispatcher());
        let for_hint = matches!(wanted, Some(WantedSearch::Hint(_)));
        Callback::from(move |event| {
            let action = action_for(event, for_hint, &mut best_so_far.borrow_mut());
            if let Some(action) = action {
                dispatcher.dispatch(action);
            }
        })
    };
    let against_engine = state.settings.engine_level().is_some();
    use_engine_job(
        wanted.map(|search| Request::Search(search.into_request())),
        warm && against_engine,
        on_event,
    );
    let dispatcher = state.dispatcher();
    Callback::from(move |()| {
        let best = best_so_far.borrow_mut().take();
        if let Some(uci) = best {
            dispatcher.dispatch(Action::EngineMove(uci));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{GameSettings, Opponent, Prefs};
    use makruk_core::Color;
    use makruk_engine::Score;

    fn info(pv: &[&str]) -> JobEvent {
        JobEvent::Reply(Reply::Info {
            id: 2,
            multipv: 1,
            depth: 3,
            score: Score::Cp(12),
            nodes: 100,
            nps: 1000,
            threads: 1,
            pv: pv.iter().map(|m| m.to_string()).collect(),
        })
    }

    #[test]
    fn progress_and_best_move_become_actions() {
        let mut best = None;
        let action = action_for(info(&["d6d5", "e3e4"]), false, &mut best);
        assert!(matches!(action, Some(Action::EngineInfo(t)) if t.depth == 3 && t.pv.len() == 2));
        assert_eq!(best.as_deref(), Some("d6d5"), "move now would play it");
        let reply = JobEvent::Reply(Reply::BestMove {
            id: 2,
            uci: "d6d5".into(),
        });
        assert_eq!(
            action_for(reply, false, &mut best),
            Some(Action::EngineMove("d6d5".into()))
        );
        assert_eq!(best, None, "nothing left to play now");
    }

    #[test]
    fn a_broken_worker_is_reported_and_other_replies_ignored() {
        let mut best = None;
        assert_eq!(
            action_for(JobEvent::Failed, false, &mut best),
            Some(Action::Notify(Notice::EngineUnavailable))
        );
        let done = JobEvent::Reply(Reply::Done { id: 1 });
        assert_eq!(action_for(done, false, &mut best), None);
    }

    #[test]
    fn a_hint_is_searched_on_the_users_turn_and_a_threat_with_the_turn_passed() {
        let prefs = Prefs {
            hints: true,
            ..Prefs::default()
        };
        let state = Rc::new(State::new_game(GameSettings::default(), prefs));
        assert_eq!(wanted_search(&state), None);
        let asked = state.clone().reduce(Action::AskHint(HintKind::Move));
        let Some(WantedSearch::Hint(search)) = wanted_search(&asked) else {
            panic!("the hint's search");
        };
        assert_eq!((search.level, search.movetime_ms), (Level::MAX, HINT_MS));
        assert_eq!(search.game, GameLine::of_game(&asked.game));
        let found = asked.reduce(Action::HintFound("e3e4".into()));
        assert_eq!(wanted_search(&found), None, "found: nothing more to search");
        let threat = state.reduce(Action::AskHint(HintKind::Threat));
        let Some(WantedSearch::Hint(search)) = wanted_search(&threat) else {
            panic!("the threat's search");
        };
        assert!(
            search.game.start_fen.contains(" b "),
            "{}",
            search.game.start_fen
        );
        assert!(search.game.moves.is_empty());
    }

    #[test]
    fn the_engine_searches_only_on_its_turn() {
        let settings = GameSettings {
            opponent: Opponent::Engine {
                level: Level::new(3).expect("a level"),
            },
            user_side: Color::Black,
            ..GameSettings::default()
        };
        let state = State::new_game(settings, Prefs::default());
        let Some(WantedSearch::Move(wanted)) = wanted_search(&state) else {
            panic!("the engine plays White");
        };
        assert_eq!((wanted.level.number(), wanted.movetime_ms), (3, 500));
        assert!(wanted.game.moves.is_empty());
        let human = State::new_game(
            GameSettings {
                user_side: Color::White,
                ..settings
            },
            Prefs::default(),
        );
        assert_eq!(wanted_search(&human), None);
    }
}
