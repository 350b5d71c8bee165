//! A player's strip beside the board: name, whose turn, pieces taken and material lead.
use yew::prelude::*;

use crate::board_view::PieceView;

/// Properties of [`PlayerBar`].
#[derive(Properties, PartialEq)]
pub struct PlayerBarProps {
    /// The player's name ("You", "Computer · level 4", "White").
    pub name: AttrValue,
    /// It is this player's move.
    pub to_move: bool,
    /// The pieces this player has taken.
    pub taken: Vec<PieceView>,
    /// This player's material lead (0 or less shows nothing).
    pub lead: i32,
    /// `top` or `bottom`, for styling and tests.
    pub place: AttrValue,
}

/// One player's strip.
#[function_component(PlayerBar)]
pub fn player_bar(props: &PlayerBarProps) -> Html {
    let taken = props.taken.iter().map(|p| {
        html! { <span class={classes!("taken", p.art_class())} aria-hidden="true"></span> }
    });
    html! {
        <div class={classes!("player-bar", props.place.to_string(), props.to_move.then_some("to-move"))}
             data-testid={format!("player-{}", props.place)}>
            <span class="turn-dot" aria-hidden="true"></span>
            <span class="player-name">{ props.name.clone() }</span>
            <span class="taken-list">{ for taken }</span>
            if props.lead > 0 {
                <span class="lead">{ format!("+{}", props.lead) }</span>
            }
        </div>
    }
}
