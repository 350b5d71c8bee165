//! The announcer: a polite live region that says each move of both sides in words, with check,
//! the count and the result, and the command box's answers.
use std::cell::RefCell;
use std::rc::Rc;

use makruk_core::{Counting, Move, Position};
use yew::prelude::*;

use super::status::status_text;
use crate::game::model::{State, Status};
use crate::text::speech;
use crate::text::Lang;
use crate::tr;

/// How many messages stay in the region (the newest is shown, the others only read).
const KEPT: usize = 4;

/// The messages said so far, the newest last, each numbered for its key and with the language
/// it was said in (a message of another language is no longer shown once the language changes).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Announcements {
    next: u32,
    said: Vec<(u32, Lang, String)>,
}

impl Reducible for Announcements {
    type Action = (Lang, String);

    fn reduce(self: Rc<Self>, (lang, text): (Lang, String)) -> Rc<Self> {
        let mut next = (*self).clone();
        next.said.push((next.next, lang, text));
        next.next += 1;
        let extra = next.said.len().saturating_sub(KEPT);
        next.said.drain(..extra);
        Rc::new(next)
    }
}

/// What the announcer has seen of a game: enough to tell what changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    start: Position,
    moves: Vec<Move>,
    counting: Option<Counting>,
    status: Status,
}

impl Seen {
    /// What `state` shows now.
    pub fn of(state: &State) -> Seen {
        Seen {
            start: state.game.positions()[0].clone(),
            moves: state.game.moves().to_vec(),
            counting: state.counting(),
            status: state.status(),
        }
    }
}

/// What to say about the change from `before` to the game of `state`: each new move (with the
/// count and the result after the last), a take-back, a new game, a count or a result.
pub fn changes(lang: Lang, before: &Seen, state: &State) -> Vec<String> {
    let now = Seen::of(state);
    let positions = state.game.positions();
    let same_game = now.start == before.start;
    let mut said: Vec<String> = Vec::new();
    let status = status_text(lang, now.status);
    if !same_game || !now.moves.starts_with(&before.moves) && !before.moves.starts_with(&now.moves)
    {
        said.push(tr!(lang, "announcer-new-game", status = status));
        return said;
    }
    if now.moves.len() < before.moves.len() {
        said.push(tr!(
            lang,
            "announcer-move-taken-back-status",
            status = status
        ));
        return said;
    }
    for ply in before.moves.len()..now.moves.len() {
        let after = positions.get(ply + 1).unwrap_or(state.game.position());
        said.push(speech::move_words(
            lang,
            &positions[ply],
            now.moves[ply],
            after,
        ));
    }
    let mut tail: Vec<String> = Vec::new();
    if let Some(count) = speech::count_change(lang, before.counting, now.counting) {
        tail.push(count);
    }
    if now.status.is_over() && now.status != before.status {
        tail.push(status);
    }
    // The count and the result are said after the last move, as the sentences that follow it.
    let mut tail = tail.into_iter();
    if let Some(first) = said.pop().or_else(|| tail.next()) {
        said.push(tail.fold(first, |text, next| {
            tr!(lang, "announcer-then", first = text, next = next)
        }));
    }
    said
}

/// The announcements and a way to add one; every change of the game is said on its own.
#[hook]
pub fn use_announcer(state: &UseReducerHandle<State>) -> UseReducerHandle<Announcements> {
    let announcements = use_reducer(Announcements::default);
    let seen = use_mut_ref(|| None::<Seen>);
    let now = Seen::of(state);
    {
        let (announcements, state) = (announcements.clone(), state.clone());
        use_effect_with(now, move |now| {
            let before: Option<Seen> = RefCell::replace(&seen, Some(now.clone()));
            if let Some(before) = before {
                let lang = state.prefs.lang;
                for text in changes(lang, &before, &state) {
                    announcements.dispatch((lang, text));
                }
            }
        });
    }
    announcements
}

/// The live region: screen readers read each message added; the newest is also shown. Only the
/// messages said in `lang`, the interface's language, are in it.
pub fn announcer(announcements: &Announcements, lang: Lang) -> Html {
    let messages = announcements
        .said
        .iter()
        .filter(|(_, said_in, _)| *said_in == lang)
        .map(|(key, _, text)| html! { <p key={*key}>{ text }</p> });
    html! {
        <div class="announcer" role="log" aria-live="polite" data-testid="announcer">
            { for messages }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{GameSettings, Prefs};

    fn play(state: &mut State, san: &str) {
        let m = state.game.position().parse_san(san).expect("legal");
        state.game.play(m).expect("played");
    }

    #[test]
    fn each_new_move_is_said_with_the_result_after_the_last() {
        let mut state = State::new_game(GameSettings::default(), Prefs::default());
        let start = Seen::of(&state);
        assert!(changes(Lang::En, &start, &state).is_empty());
        play(&mut state, "Nd2");
        play(&mut state, "e5");
        assert_eq!(
            changes(Lang::En, &start, &state),
            ["White ma b1 to d2", "Black bia e6 to e5"]
        );
        assert_eq!(
            changes(Lang::Th, &start, &state),
            ["ม้าขาว ข๑ ไป ง๒", "เบี้ยดำ จ๖ ไป จ๕"]
        );
        let two = Seen::of(&state);
        state
            .game
            .record_result(makruk_core::RecordedResult::Resignation(
                makruk_core::Color::White,
            ))
            .expect("resign");
        assert_eq!(
            changes(Lang::En, &two, &state),
            ["White resigned — Black wins"]
        );
        assert_eq!(changes(Lang::Th, &two, &state), ["ฝ่ายขาวยอมแพ้ — ฝ่ายดำชนะ"]);
    }

    #[test]
    fn take_backs_and_new_games_are_said() {
        let fresh = State::new_game(GameSettings::default(), Prefs::default());
        let mut state = fresh.clone();
        play(&mut state, "Nd2");
        let one = Seen::of(&state);
        assert_eq!(
            changes(Lang::En, &one, &fresh),
            ["Move taken back. White to move"]
        );
        let mut other = fresh.clone();
        play(&mut other, "e4");
        assert_eq!(changes(Lang::Th, &one, &other), ["เกมใหม่. ฝ่ายดำเดิน"]);
    }

    #[test]
    fn the_region_keeps_the_last_messages() {
        let mut said = Rc::new(Announcements::default());
        for i in 0..6 {
            said = said.reduce((Lang::En, format!("m{i}")));
        }
        let texts: Vec<&str> = said.said.iter().map(|(_, _, t)| t.as_str()).collect();
        assert_eq!(texts, ["m2", "m3", "m4", "m5"]);
    }
}
