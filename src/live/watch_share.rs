//! The players' side of spectators: the host's watch link (text, copy, share, its own QR code) in
//! the share dialog and under the board, and how many watch, for both players.
use yew::prelude::*;

use super::dialog::link_block;
use super::session::Watched;
use crate::text::Lang;

/// Properties of [`WatchShare`].
#[derive(Properties, PartialEq)]
pub struct WatchShareProps {
    /// The interface language.
    pub lang: Lang,
    /// The host's watch link and the count of spectators.
    pub watched: Watched,
}

/// How many watch (`live-spectators`), once known.
pub fn spectator_count(lang: Lang, watched: &Watched) -> Html {
    match watched.count {
        Some(count) => html! {
            <span class="live-spectators" data-testid="live-spectators" aria-live="polite">
                { crate::tr!(lang, "live-spectators", count = count) }
            </span>
        },
        None => Html::default(),
    }
}

/// The host's watch link, folded under its label and the count of spectators; the guest's count
/// alone.
#[function_component(WatchShare)]
pub fn watch_share(props: &WatchShareProps) -> Html {
    let lang = props.lang;
    let copied = use_state(|| false);
    match &props.watched.link {
        Some(link) => html! {
            <details class="live-watch-share">
                <summary>
                    { lang.t(crate::key!("live-watch-link-label")) }
                    { spectator_count(lang, &props.watched) }
                </summary>
                { link_block(lang, link, "live-watch-link", "live-watch-qr", &copied) }
            </details>
        },
        None if props.watched.count.is_some() => html! {
            <p class="live-watch-share">{ spectator_count(lang, &props.watched) }</p>
        },
        None => Html::default(),
    }
}
