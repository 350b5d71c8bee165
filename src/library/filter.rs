//! Which games the Games view lists: filters on the metadata, and the list's order.
use makruk_core::Variant;

use super::meta::{lower_case, GameMeta, Source};

/// A result to filter on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFilter {
    /// White won.
    WhiteWon,
    /// Black won.
    BlackWon,
    /// A draw.
    Draw,
    /// The game goes on.
    Unfinished,
}

impl ResultFilter {
    /// Every result filter, in the order the view offers them.
    pub const ALL: [ResultFilter; 4] = [
        ResultFilter::Unfinished,
        ResultFilter::WhiteWon,
        ResultFilter::BlackWon,
        ResultFilter::Draw,
    ];

    /// The PGN result this filter keeps.
    pub fn pgn(self) -> &'static str {
        match self {
            ResultFilter::WhiteWon => "1-0",
            ResultFilter::BlackWon => "0-1",
            ResultFilter::Draw => "1/2-1/2",
            ResultFilter::Unfinished => "*",
        }
    }
}

/// An opponent to filter on: where the game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpponentFilter {
    /// Against the engine, any level.
    Engine,
    /// Two players on this device.
    TwoPlayers,
    /// Opened from a link.
    Link,
    /// Imported.
    Import,
    /// Played live with a friend on another device.
    Live,
}

impl OpponentFilter {
    /// Every opponent filter, in the order the view offers them.
    pub const ALL: [OpponentFilter; 5] = [
        OpponentFilter::Engine,
        OpponentFilter::TwoPlayers,
        OpponentFilter::Live,
        OpponentFilter::Link,
        OpponentFilter::Import,
    ];

    fn keeps(self, source: Source) -> bool {
        matches!(
            (self, source),
            (OpponentFilter::Engine, Source::Engine(_))
                | (OpponentFilter::TwoPlayers, Source::TwoPlayers)
                | (OpponentFilter::Link, Source::Link)
                | (OpponentFilter::Import, Source::Import)
                | (OpponentFilter::Live, Source::Live)
        )
    }
}

/// What the Games view lists: every condition set must hold; the default lists every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only games of this variant.
    pub variant: Option<Variant>,
    /// Only games with this result.
    pub result: Option<ResultFilter>,
    /// Only games from this source.
    pub opponent: Option<OpponentFilter>,
    /// Only games where a player's name contains this text (any case); blank keeps all.
    pub text: String,
}

impl Filter {
    /// Whether the game of `meta` is listed.
    pub fn matches(&self, meta: &GameMeta) -> bool {
        let text = lower_case(self.text.trim());
        self.variant.is_none_or(|v| meta.variant == v.uci_name())
            && self.result.is_none_or(|r| meta.result == r.pgn())
            && self.opponent.is_none_or(|o| o.keeps(meta.source))
            && (text.is_empty() || meta.names.contains(&text))
    }
}
