//! The host's watch link for spectators (text, copy, share, its own QR code), in the share dialog
//! and under the board; the players see how many watch in the game's live strip
//! (`live::view::panel`).
use yew::prelude::*;

use super::link_view::link_block;
use super::session::Watched;
use crate::text::Lang;

/// Properties of [`WatchShare`].
#[derive(Properties, PartialEq)]
pub struct WatchShareProps {
    /// The interface language.
    pub lang: Lang,
    /// The host's watch link.
    pub watched: Watched,
}

/// The host's watch link, folded under its label.
#[function_component(WatchShare)]
pub fn watch_share(props: &WatchShareProps) -> Html {
    let lang = props.lang;
    let copied = use_state(|| false);
    match &props.watched.link {
        Some(link) => html! {
            <details class="live-watch-share">
                <summary>{ lang.t(crate::key!("live-watch-link-label")) }</summary>
                { link_block(lang, link, "live-watch-link", "live-watch-qr", &copied) }
            </details>
        },
        None => Html::default(),
    }
}
