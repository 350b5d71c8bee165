//! The game's board in the page: the board's view of the game's state, the pieces in hand and the
//! promotion picker, their picks dispatched as the game's actions.
use std::rc::Rc;

use makruk_core::Color;
use yew::prelude::*;

use crate::game::model::{Action, State};
use crate::model::move_entry::promotion_choices;
use crate::ui::board_view::{cells, BoardView, EntryMarks};
use crate::ui::hand::{hand, HandProps};
use crate::ui::promotion::PromotionPicker;

impl BoardView {
    /// The view of a state: the shown position, selection and highlights. A move waiting for
    /// confirmation is drawn made, its squares marked as the last move's and its target as
    /// selected; `fen` stays the game's.
    pub fn of(state: &State) -> Rc<BoardView> {
        if let (Some(m), Some(pos)) = (state.pending, state.pending_position()) {
            return Rc::new(BoardView {
                cells: cells(&pos),
                fen: state.shown_fen(),
                selected: Some(m.to),
                marks: EntryMarks::default(),
                last_move: Some((m.from, m.to)),
                check: pos.is_check().then(|| pos.khun(pos.turn())),
                slide_ply: None,
                refused: None,
                hint: None,
            });
        }
        let pos = state.shown_position();
        let ply = state.shown_ply();
        let interactive = state.user_to_move();
        let marks = if interactive {
            EntryMarks::of(pos, &state.entry)
        } else {
            EntryMarks::default()
        };
        let last_move = ply
            .checked_sub(1)
            .and_then(|i| state.game.moves().get(i))
            .map(|m| (m.from, m.to));
        Rc::new(BoardView {
            cells: cells(pos),
            fen: state.shown_fen(),
            selected: state.entry.selected.filter(|_| interactive),
            marks,
            last_move,
            check: pos.is_check().then(|| pos.khun(pos.turn())),
            slide_ply: (state.animate && ply > 0).then_some(ply),
            refused: state.refused.map(|(from, _)| from),
            hint: state
                .hint
                .and_then(|hint| hint.piece())
                .filter(|m| state.view.is_none() && m.dropped().is_none())
                .map(|m| m.from),
        })
    }
}

/// `color`'s hand in the game's shown position; the user picks from it on the user's turn when
/// `pickable` (a board that only shows the game is not).
pub fn hand_for(state: &UseReducerHandle<State>, color: Color, pickable: bool) -> Html {
    let position = state.shown_position().clone();
    let active = pickable && state.user_to_move() && position.turn() == color;
    let on_pick = {
        let state = state.clone();
        Callback::from(move |role| state.dispatch(Action::PickHand(role)))
    };
    hand(&HandProps {
        color,
        position,
        picked: state.entry.hand.filter(|_| active),
        active,
        lang: state.prefs.lang,
        on_pick,
    })
}

/// The promotion picker while a promotion waits for the user's choice (nothing otherwise).
pub fn picker_for(state: &UseReducerHandle<State>) -> Html {
    let Some((from, to)) = state.entry.promoting else {
        return Html::default();
    };
    let pos = state.game.position();
    let on_pick = {
        let state = state.clone();
        Callback::from(move |role| state.dispatch(Action::Promote(role)))
    };
    html! {
        <PromotionPicker choices={promotion_choices(pos, from, to)} color={pos.turn()}
                         variant={pos.variant()} lang={state.prefs.lang} {on_pick} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Prefs;
    use makruk_core::Square;
    use yew::Reducible;

    #[test]
    fn a_move_waiting_for_confirmation_is_drawn_made() {
        let sq = |name| Square::from_name(name).expect("square name");
        let prefs = Prefs {
            confirm_moves: true,
            ..Prefs::default()
        };
        let state = [Action::Press(sq("e3")), Action::Press(sq("e4"))]
            .into_iter()
            .fold(
                Rc::new(State::new_game(Default::default(), prefs)),
                |s, a| s.reduce(a),
            );
        let view = BoardView::of(&state);
        assert!(view.cells[sq("e4").index()].is_some() && view.cells[sq("e3").index()].is_none());
        assert_eq!(view.last_move, Some((sq("e3"), sq("e4"))));
        assert_eq!(view.selected, Some(sq("e4")));
        assert!(
            view.marks.movable.is_empty(),
            "nothing else may move meanwhile"
        );
        assert_eq!(
            view.fen,
            state.game.fen(),
            "the game's FEN, not the waiting move's"
        );
    }
}
