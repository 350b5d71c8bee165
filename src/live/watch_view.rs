//! Spectators on the page: the host's watch link, and the spectator's read-only board of the game
//! it follows (no moves, offers or evaluation).
use makruk_core::{Color, Variant};
use yew::prelude::*;

use super::session::Watched;
use super::spectate::Spectated;
use crate::model::record::Replayed;
use crate::settings::PieceSet;
use crate::text::Lang;
use crate::ui::diagram::{diagram, DiagramProps};
use crate::ui::player_bar::clock_text;
use crate::ui::svg::{Marks, Region};

/// Properties of [`WatchView`].
#[derive(Properties, PartialEq)]
pub struct WatchViewProps {
    /// The interface language.
    pub lang: Lang,
    /// The watch link, the game watched.
    pub watched: Watched,
    /// Whether this page was opened by a watch link.
    pub spectator: bool,
}

/// The variant, FEN and side to move of the position a spectated game stands at, and whether it
/// is over; `None` when its record does not replay.
fn position_of(spectated: &Spectated) -> Option<(Variant, String, Color, bool)> {
    let record = spectated.game.clone().into_record().ok()?;
    let variant = record.settings.variant;
    let (record, game) = Replayed::of(record).ok()?.into_parts();
    let over = record.game.result.is_some() || game.outcome().is_some();
    Some((variant, game.fen(), game.position().turn(), over))
}

/// One player's name and clock on the spectator's board.
fn player(lang: Lang, spectated: &Spectated, side: Color, to_move: bool) -> Html {
    let name = match &spectated.game.names[side.index()] {
        name if name.is_empty() => lang.color(side).to_string(),
        name => name.clone(),
    };
    let side_name = if side == Color::White {
        "white"
    } else {
        "black"
    };
    html! {
        <p class={classes!("live-watch-player", to_move.then_some("to-move"))}>
            <span class="player-name">{ name }</span>
            if let Some(clock) = spectated.clock_ms {
                <span class="clock" role="timer" data-testid={format!("live-watch-clock-{side_name}")}>
                    { lang.digits(&clock_text(clock[side.index()])) }
                </span>
            }
        </p>
    }
}

/// The host's watch link, or the spectator's board.
#[function_component(WatchView)]
pub fn watch_view(props: &WatchViewProps) -> Html {
    let lang = props.lang;
    if props.spectator {
        let board = props.watched.game.as_deref().and_then(|spectated| {
            let (variant, fen, turn, over) = position_of(spectated)?;
            let to_move = |side: Color| !over && side == turn;
            Some(html! {
                <>
                    { player(lang, spectated, Color::Black, to_move(Color::Black)) }
                    { diagram(&DiagramProps {
                        variant,
                        fen: fen.into(),
                        region: Region::BOARD,
                        marks: Marks::default(),
                        set: PieceSet::default(),
                        label: lang.t(crate::key!("live-watch-heading")).into(),
                    }) }
                    { player(lang, spectated, Color::White, to_move(Color::White)) }
                </>
            })
        });
        return html! {
            <section class="live-watch" data-testid="live-watch">
                <h2>{ lang.t(crate::key!("live-watch-heading")) }</h2>
                { board.unwrap_or_else(|| html! {
                    <p>{ lang.t(crate::key!("live-watch-waiting")) }</p>
                }) }
            </section>
        };
    }
    match &props.watched.link {
        Some(link) => html! {
            <details class="live-watch-share">
                <summary>
                    { lang.t(crate::key!("live-watch-link-label")) }
                    <span class="live-spectators" data-testid="live-spectators" aria-live="polite">
                        { crate::tr!(lang, "live-spectators", count = props.watched.count) }
                    </span>
                </summary>
                <input readonly=true data-testid="live-watch-link" value={link.to_string()}
                       aria-label={lang.t(crate::key!("live-watch-link-label"))} />
            </details>
        },
        None => Html::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::link::SharedGame;
    use crate::model::record::Record;
    use crate::settings::GameSettings;
    use makruk_core::RecordedResult;

    fn spectated(moves: &[&str], result: Option<RecordedResult>) -> Spectated {
        let settings = GameSettings::default();
        let mut record = Record::new(settings, settings.start_position());
        let mut game = record.game.replay().unwrap();
        for uci in moves {
            let mv = game.position().parse_uci_move(uci).unwrap();
            game.play(mv).unwrap();
        }
        record.game = makruk_core::GameRecord::from_game(&game);
        record.game.result = result;
        Spectated {
            game_id: 1,
            game: SharedGame::of(&record),
            clock_ms: None,
        }
    }

    #[test]
    fn the_spectator_sees_the_position_the_moves_reach_and_whose_move_it_is() {
        let (variant, fen, turn, over) = position_of(&spectated(&["e3e4", "d6d5"], None)).unwrap();
        assert_eq!(variant, Variant::Makruk);
        assert!(
            fen.starts_with("rnsmksnr/8/ppp1pppp/3p4/4P3/PPPP1PPP/8/RNSKMSNR w"),
            "{fen}"
        );
        assert_eq!(turn, Color::White);
        assert!(!over);
        let (_, _, _, over) = position_of(&spectated(
            &["e3e4"],
            Some(RecordedResult::Resignation(Color::White)),
        ))
        .unwrap();
        assert!(over, "a resigned game has nobody to move");
    }
}
