//! The opening explorer beside the analysis board: the moves played from the shown position in
//! the library's games, how many games played each and how they ended; a move pressed is played
//! on the board.
use std::rc::Rc;

use makruk_core::{Move, Position};
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::platform::effect::use_boxed_effect;

use crate::analysis::explorer::build::explorer_index;
use crate::analysis::explorer::index::{ExplorerIndex, MoveStats};
use crate::library::files::SharedLibrary;
use crate::library::{self, LibraryError};
use crate::text::Lang;
use crate::tr;

/// Properties of [`ExplorerPanel`].
#[derive(Properties, PartialEq)]
pub struct ExplorerProps {
    /// The game library.
    pub library: SharedLibrary,
    /// The position shown.
    pub position: Rc<Position>,
    /// Interface language.
    pub lang: Lang,
    /// A move was pressed: play it from the shown position.
    pub on_play: Callback<Move>,
}

/// A share of `games` as a whole percentage.
fn percent(part: u32, games: u32) -> u32 {
    if games == 0 {
        0
    } else {
        (f64::from(part) * 100.0 / f64::from(games)).round() as u32
    }
}

/// The results of a move's games as a bar: White's wins, draws, Black's wins.
fn result_bar(stats: &MoveStats, lang: Lang) -> Html {
    let finished = stats.white_won + stats.draws + stats.black_won;
    let [white, draws, black] =
        [stats.white_won, stats.draws, stats.black_won].map(|n| percent(n, finished));
    let label = tr!(
        lang,
        "explorer-panel-results",
        white = white,
        draws = draws,
        black = black
    );
    let part = |class: &'static str, share: u32| {
        html! { <span class={class} style={format!("width: {share}%")}>
            { if share >= 15 { tr!(lang, "explorer-panel-percent", share = share) } else { String::new() } }
        </span> }
    };
    html! {
        <span class="explorer-results" title={label.clone()} aria-label={label}>
            if finished > 0 {
                { part("white", white) }{ part("draws", draws) }{ part("black", black) }
            }
        </span>
    }
}

/// The explorer: reads the library into its index once per page (showing how many games it has
/// read), then answers for each position shown.
#[function_component(ExplorerPanel)]
pub fn explorer_panel(props: &ExplorerProps) -> Html {
    let lang = props.lang;
    let index = use_state(|| None::<Rc<ExplorerIndex>>);
    let read = use_state(|| 0usize);
    let failed = use_state(|| None::<LibraryError>);
    {
        let (index, read, failed) = (index.clone(), read.clone(), failed.clone());
        let library = props.library.clone();
        use_boxed_effect(
            (),
            Box::new(move |_| {
                spawn_local(async move {
                    let progress = {
                        let read = read.clone();
                        move |games| read.set(games)
                    };
                    match explorer_index(&library, progress).await {
                        Ok(built) => index.set(Some(built)),
                        Err(error) => failed.set(Some(error)),
                    }
                });
                None
            }),
        );
    }
    let position = &props.position;
    let body = match (&*index, &*failed) {
        (_, Some(error)) => html! {
            <p class="explorer-note">
                { tr!(lang, "explorer-panel-library-unreadable", error = library::error_text(lang, error)) }
            </p>
        },
        (None, None) => html! {
            <p class="explorer-note" data-testid="explorer-loading">
                { tr!(lang, "explorer-panel-reading-games", read = *read) }
            </p>
        },
        (Some(index), None) => {
            let moves = index.moves_from(position);
            if moves.is_empty() {
                html! {
                    <p class="explorer-note" data-testid="explorer-empty">
                        { lang.t(crate::key!("explorer-panel-no-game-of-your-library")) }
                    </p>
                }
            } else {
                let rows = moves
                    .into_iter()
                    .map(|found| {
                        let san = position.san(found.mv);
                        let on_play = props.on_play.reform(move |_: MouseEvent| found.mv);
                        html! {
                            <li>
                                <button type="button" class="explorer-move" data-testid="explorer-move"
                                        data-san={san.clone()} data-games={found.stats.games.to_string()}
                                        onclick={on_play}>
                                    <span class="explorer-san" translate="no">{ san }</span>
                                    <span class="explorer-games">{ lang.digits(&found.stats.games.to_string()) }</span>
                                    { result_bar(&found.stats, lang) }
                                </button>
                            </li>
                        }
                    })
                    .collect::<Html>();
                html! { <ul class="explorer-moves">{ rows }</ul> }
            }
        }
    };
    let games = index.as_ref().map_or(*read, |index| index.games());
    html! {
        <section class="explorer" data-testid="explorer" aria-labelledby="explorer-title">
            <h3 id="explorer-title">
                { lang.t(crate::key!("explorer-panel-your-games")) }
                <span class="explorer-total">{ format!(" ({})", lang.digits(&games.to_string())) }</span>
            </h3>
            { body }
        </section>
    }
}
