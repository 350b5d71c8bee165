//! The spectator's read-only board of the game it follows: names, clocks (run by the spectator
//! from the side to move between the host's messages), the board, the moves, the result, and a way
//! back to the app's own board; or why there is no game (turned away, no answer). The players'
//! side is `watch_share`.
use std::rc::Rc;

use gloo_timers::callback::Interval;
use makruk_core::{Color, Game, Position};
use yew::prelude::*;

use super::session::{WatchTrouble, Watched};
use super::spectate::pace::CLOCK_BEAT_MS;
use super::spectate::Spectated;
use super::watch_share::WatchShare;
use crate::model::record::Replayed;
use crate::settings::PieceSet;
use crate::text::core_text::{outcome_text, recorded_result_text};
use crate::text::Lang;
use crate::ui::diagram::{diagram, DiagramProps};
use crate::ui::player_bar::clock_text;
use crate::ui::svg::{Marks, Region};
use crate::ui::MoveList;

/// How often the spectator's running clock is drawn again, in milliseconds.
const CLOCK_REDRAW_MS: u32 = 200;

/// Properties of [`WatchView`].
#[derive(Properties, PartialEq)]
pub struct WatchViewProps {
    /// The interface language.
    pub lang: Lang,
    /// The watch link, the game watched.
    pub watched: Watched,
    /// Whether this page was opened by a watch link.
    pub spectator: bool,
    /// Whether the share dialog shows the watch link (then it is not shown again under it).
    pub in_dialog: bool,
    /// The spectator asks the host again.
    pub on_retry: Callback<()>,
    /// The spectator goes back to the app's own board.
    pub on_close: Callback<()>,
}

/// A spectated game replayed: its start, moves, the game at its last move and its result.
#[derive(Clone)]
struct Followed {
    start: Position,
    /// The moves in SAN.
    sans: Rc<Vec<String>>,
    /// The position's FEN after each ply, the start's first.
    fens: Vec<String>,
    game: Game,
    /// The result in words once the game is over.
    result: Option<String>,
}

/// The spectated game replayed, in `lang`; `None` when its record does not replay.
fn follow(lang: Lang, spectated: &Spectated) -> Option<Followed> {
    let record = spectated.game.clone().into_record().ok()?;
    let start = record.game.start_position().ok()?;
    let (record, game) = Replayed::of(record).ok()?.into_parts();
    let mut position = start.clone();
    let (mut sans, mut fens) = (Vec::new(), vec![position.to_fen()]);
    for &m in &record.game.moves {
        sans.push(lang.san(&position, m));
        position.play_unchecked(m);
        fens.push(position.to_fen());
    }
    // The last position as the players' boards show it (with any count).
    if let Some(last) = fens.last_mut() {
        *last = game.fen();
    }
    let result = match (record.game.result, game.outcome()) {
        (Some(result), _) => Some(recorded_result_text(lang, result)),
        (None, Some(outcome)) => Some(outcome_text(lang, outcome)),
        (None, None) => None,
    };
    Some(Followed {
        start,
        sans: Rc::new(sans),
        fens,
        game,
        result,
    })
}

/// White's and Black's time left at `now_ms`: the side to move's runs from when the game was
/// received, for at most two clock beats (a host that stops sending stops it), once a move was
/// played and while the game goes on.
fn clocks_at(watched: &Watched, running: Option<Color>, now_ms: f64) -> Option<[u64; 2]> {
    let mut clock = watched.game.as_ref()?.clock_ms?;
    if let Some(side) = running {
        let elapsed = (now_ms - watched.received_ms).clamp(0.0, 2.0 * CLOCK_BEAT_MS as f64);
        clock[side.index()] = clock[side.index()].saturating_sub(elapsed as u64);
    }
    Some(clock)
}

/// One player's name and clock on the spectator's board.
fn player(
    lang: Lang,
    spectated: &Spectated,
    clock: Option<[u64; 2]>,
    side: Color,
    to_move: bool,
) -> Html {
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
            <span class="player-name" data-testid={format!("live-watch-name-{side_name}")}>{ name }</span>
            if let Some(clock) = clock {
                <span class="clock" role="timer" data-testid={format!("live-watch-clock-{side_name}")}>
                    { lang.digits(&clock_text(clock[side.index()])) }
                </span>
            }
        </p>
    }
}

/// Why the spectator has no game, with a way on.
fn trouble_view(lang: Lang, trouble: WatchTrouble, on_retry: &Callback<()>) -> Html {
    let (kind, text) = match trouble {
        WatchTrouble::Full => ("full", lang.t(crate::key!("live-watch-full"))),
        WatchTrouble::Unanswered => ("unanswered", lang.t(crate::key!("live-watch-unanswered"))),
    };
    let retry = on_retry.reform(|_: MouseEvent| ());
    html! {
        <>
            <p role="alert" data-testid="live-watch-trouble" data-trouble={kind}>{ text }</p>
            <button type="button" data-testid="live-watch-retry" onclick={retry}>
                { lang.t(crate::key!("live-watch-retry")) }
            </button>
        </>
    }
}

/// Properties of [`WatchBoard`].
#[derive(Properties, PartialEq)]
struct WatchBoardProps {
    lang: Lang,
    watched: Watched,
}

/// The spectator's board of a game it follows.
#[function_component(WatchBoard)]
fn watch_board(props: &WatchBoardProps) -> Html {
    let lang = props.lang;
    let spectated = props.watched.game.clone();
    let followed = use_memo((lang, spectated.clone()), |(lang, spectated)| {
        spectated
            .as_deref()
            .and_then(|spectated| follow(*lang, spectated))
    });
    // The ply shown; `None` follows the last.
    let viewing = use_state(|| None::<usize>);
    let now = use_state(js_sys::Date::now);
    let running = followed.as_ref().as_ref().and_then(|followed| {
        let clocked = spectated.as_ref().is_some_and(|s| s.clock_ms.is_some());
        let going = followed.result.is_none() && !followed.sans.is_empty();
        (clocked && going).then(|| followed.game.position().turn())
    });
    {
        let now = now.clone();
        use_effect_with(running.is_some(), move |&running| {
            let ticker = running
                .then(|| Interval::new(CLOCK_REDRAW_MS, move || now.set(js_sys::Date::now())));
            move || drop(ticker)
        });
    }
    let (Some(spectated), Some(followed)) = (spectated, followed.as_ref().clone()) else {
        return html! { <p role="status">{ lang.t(crate::key!("live-watch-waiting")) }</p> };
    };
    let clock = clocks_at(&props.watched, running, *now);
    let last = followed.sans.len();
    let shown = viewing.map_or(last, |ply| ply.min(last));
    let on_view = {
        let viewing = viewing.clone();
        Callback::from(move |ply: usize| viewing.set((ply < last).then_some(ply)))
    };
    let to_move = |side: Color| running == Some(side);
    html! {
        <>
            { player(lang, &spectated, clock, Color::Black, to_move(Color::Black)) }
            { diagram(&DiagramProps {
                variant: followed.game.variant(),
                fen: followed.fens[shown].clone().into(),
                region: Region::BOARD,
                marks: Marks::default(),
                set: PieceSet::default(),
                label: lang.t(crate::key!("live-watch-heading")).into(),
            }) }
            { player(lang, &spectated, clock, Color::White, to_move(Color::White)) }
            if let Some(result) = &followed.result {
                <p class="live-watch-result" role="status" data-testid="live-watch-result">{ result }</p>
            }
            <MoveList sans={followed.sans.clone()} shown_ply={shown} {lang} {on_view}
                      first_number={followed.start.fullmoves()}
                      black_first={followed.start.turn() == Color::Black} />
        </>
    }
}

/// The spectator's board, or the host's watch link.
#[function_component(WatchView)]
pub fn watch_view(props: &WatchViewProps) -> Html {
    let lang = props.lang;
    if !props.spectator {
        return match props.in_dialog {
            true => Html::default(),
            false => html! { <WatchShare {lang} watched={props.watched.clone()} /> },
        };
    }
    let close = props.on_close.reform(|_: MouseEvent| ());
    let body = match props
        .watched
        .trouble
        .filter(|_| props.watched.game.is_none())
    {
        Some(trouble) => trouble_view(lang, trouble, &props.on_retry),
        None => html! { <WatchBoard {lang} watched={props.watched.clone()} /> },
    };
    html! {
        <section class="live-watch" data-testid="live-watch" aria-labelledby="live-watch-heading">
            <div class="live-watch-top">
                <h2 id="live-watch-heading">{ lang.t(crate::key!("live-watch-heading")) }</h2>
                <button type="button" data-testid="live-watch-close" onclick={close}>
                    { lang.t(crate::key!("common-close")) }
                </button>
            </div>
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::link::SharedGame;
    use crate::model::record::Record;
    use crate::settings::GameSettings;
    use makruk_core::{RecordedResult, Variant};

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
    fn the_spectator_sees_the_moves_the_positions_they_reach_and_the_result() {
        let followed = follow(Lang::En, &spectated(&["e3e4", "d6d5"], None)).unwrap();
        assert_eq!(followed.game.variant(), Variant::Makruk);
        assert_eq!(*followed.sans, ["e4", "d5"]);
        assert_eq!(followed.fens.len(), 3);
        let fen = followed.fens.last().unwrap();
        assert!(
            fen.starts_with("rnsmksnr/8/ppp1pppp/3p4/4P3/PPPP1PPP/8/RNSKMSNR w"),
            "{fen}"
        );
        assert!(followed.fens[1].starts_with("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b"));
        assert_eq!(followed.game.position().turn(), Color::White);
        assert_eq!(followed.result, None);
        let resigned = spectated(&["e3e4"], Some(RecordedResult::Resignation(Color::White)));
        let followed = follow(Lang::En, &resigned).unwrap();
        assert_eq!(followed.result.as_deref(), Some("White resigned"));
    }

    #[test]
    fn the_side_to_moves_clock_runs_for_at_most_two_beats() {
        let mut game = spectated(&["e3e4"], None);
        game.clock_ms = Some([60_000, 50_000]);
        let watched = Watched {
            game: Some(Rc::new(game)),
            received_ms: 1_000_000.0,
            ..Watched::default()
        };
        let at = |running, now| clocks_at(&watched, running, now);
        assert_eq!(at(Some(Color::Black), 1_001_500.0), Some([60_000, 48_500]));
        let most = 2 * CLOCK_BEAT_MS;
        assert_eq!(
            at(Some(Color::Black), 2_000_000.0),
            Some([60_000, 50_000 - most])
        );
        assert_eq!(
            at(None, 1_001_500.0),
            Some([60_000, 50_000]),
            "a clock that does not run"
        );
        assert_eq!(at(Some(Color::Black), 999_000.0), Some([60_000, 50_000]));
    }
}
