//! Spectators on the page: the host's watch link, and the spectator's read-only board of the game
//! it follows (no moves, offers or evaluation).
use yew::prelude::*;

use super::session::Watched;
use super::spectate::Spectated;
use crate::model::record::Replayed;
use crate::settings::PieceSet;
use crate::text::Lang;
use crate::ui::diagram::{diagram, DiagramProps};
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

/// The variant and FEN of the position a spectated game stands at; `None` when its record does
/// not replay.
fn position_of(spectated: &Spectated) -> Option<(makruk_core::Variant, String)> {
    let record = spectated.game.clone().into_record().ok()?;
    let variant = record.settings.variant;
    let (_, game) = Replayed::of(record).ok()?.into_parts();
    Some((variant, game.fen()))
}

/// The host's watch link, or the spectator's board.
#[function_component(WatchView)]
pub fn watch_view(props: &WatchViewProps) -> Html {
    let lang = props.lang;
    if props.spectator {
        let board = props.watched.game.as_deref().and_then(|spectated| {
            let (variant, fen) = position_of(spectated)?;
            let names = &spectated.game.names;
            Some(html! {
                <>
                    <p class="live-watch-names">{ format!("{} – {}", names[0], names[1]) }</p>
                    { diagram(&DiagramProps {
                        variant,
                        fen: fen.into(),
                        region: Region::BOARD,
                        marks: Marks::default(),
                        set: PieceSet::default(),
                        label: lang.t(crate::key!("live-watch-heading")).into(),
                    }) }
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
