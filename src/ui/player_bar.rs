//! A player's strip beside the board: name, whose turn, pieces taken and material lead.
use yew::prelude::*;

use crate::text::Lang;
use crate::ui::board_view::PieceView;

/// What [`player_bar`] shows.
pub struct PlayerBarProps {
    /// The player's name ("You", "Computer · level 4", "White").
    pub name: String,
    /// It is this player's move.
    pub to_move: bool,
    /// The pieces this player has taken.
    pub taken: Vec<PieceView>,
    /// This player's material lead (0 or less shows nothing).
    pub lead: i32,
    /// `top` or `bottom`, for styling and tests.
    pub place: &'static str,
    /// Time left in milliseconds, when the game has clocks.
    pub clock_ms: Option<u64>,
    /// This player's clock is running.
    pub clock_running: bool,
    /// Interface language (its digits).
    pub lang: Lang,
}

/// A clock reading: `4:59`, or `0:09.4` in the last ten seconds.
pub fn clock_text(ms: u64) -> String {
    let seconds = ms / 1000;
    if ms < 10_000 {
        format!("0:{:02}.{}", seconds, (ms % 1000) / 100)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// One player's strip.
pub fn player_bar(props: &PlayerBarProps) -> Html {
    let taken = props.taken.iter().map(|p| {
        html! { <span class={classes!("taken", p.art_class())} aria-hidden="true"></span> }
    });
    html! {
        <div class={classes!("player-bar", props.place, props.to_move.then_some("to-move"))}
             data-testid={format!("player-{}", props.place)}>
            <span class="turn-dot" aria-hidden="true"></span>
            <span class="player-name">{ props.name.clone() }</span>
            <span class="taken-list">{ for taken }</span>
            if props.lead > 0 {
                <span class="lead">{ props.lang.digits(&format!("+{}", props.lead)) }</span>
            }
            if let Some(ms) = props.clock_ms {
                <span class={classes!("clock", props.clock_running.then_some("running"), (ms < 20_000).then_some("low"))}
                      data-testid={format!("clock-{}", props.place)} role="timer">
                    { props.lang.digits(&clock_text(ms)) }
                </span>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_readings() {
        assert_eq!(clock_text(299_000), "4:59");
        assert_eq!(clock_text(60_000), "1:00");
        assert_eq!(clock_text(9_450), "0:09.4");
        assert_eq!(clock_text(0), "0:00.0");
    }
}
