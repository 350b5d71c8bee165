//! Game settings (chosen in the new-game dialog) and display preferences.
use makruk_core::{Color, CountingMode, Position, RueaTilt, RuleOptions, Variant};
use makruk_engine::Level;

use crate::i18n::Lang;

/// Who plays against the user.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The engine at a level.
    Engine {
        /// Strength level.
        level: Level,
    },
    /// Two players taking turns on this device.
    Human,
}

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSettings {
    /// The rules.
    pub variant: Variant,
    /// Engine or a second player.
    pub opponent: Opponent,
    /// The side the user plays against the engine (ignored for two players).
    pub user_side: Color,
    /// The time control, if the game is played with clocks.
    pub clock: Option<TimeControl>,
    /// The rule options of the game (the players count by hand in every mode).
    pub options: RuleOptions,
    /// Takhaeng Ruea, White's and Black's (`Color::index`): which rueas start as mets (Makruk).
    pub handicap: [RueaTilt; 2],
}

/// Minutes per side plus an increment per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Time per side at the start, in milliseconds.
    pub base_ms: u64,
    /// Time added after each move, in milliseconds.
    pub increment_ms: u64,
}

impl TimeControl {
    /// The choices offered in the new-game dialog (minutes, increment seconds).
    pub const CHOICES: [(u64, u64); 5] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10)];

    /// `minutes` per side plus `increment_s` seconds per move.
    pub fn new(minutes: u64, increment_s: u64) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: increment_s * 1000,
        }
    }

    /// Written as players say it: `5+3`.
    pub fn label(self) -> String {
        format!("{}+{}", self.base_ms / 60_000, self.increment_ms / 1000)
    }
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            variant: Variant::Makruk,
            opponent: Opponent::Engine {
                level: Level::DEFAULT,
            },
            user_side: Color::White,
            clock: None,
            options: GameSettings::options_for(Variant::Makruk),
            handicap: [RueaTilt::None; 2],
        }
    }
}

impl GameSettings {
    /// The rule options a new game of `variant` starts with: the variant's defaults
    /// ([`RuleOptions::for_variant`]), counting by hand.
    pub fn options_for(variant: Variant) -> RuleOptions {
        RuleOptions::for_variant(variant).with_counting(CountingMode::Manual)
    }

    /// The start position of a new game: the variant's, with the Takhaeng Ruea handicap in
    /// Makruk.
    pub fn start_position(&self) -> Position {
        match self.variant {
            Variant::Makruk => RueaTilt::start_position(self.handicap[0], self.handicap[1]),
            variant => Position::startpos(variant),
        }
    }

    /// Whether the user moves for `side` (always true with two players).
    pub fn user_plays(&self, side: Color) -> bool {
        match self.opponent {
            Opponent::Human => true,
            Opponent::Engine { .. } => side == self.user_side,
        }
    }

    /// The engine's level, if the engine plays.
    pub fn engine_level(&self) -> Option<Level> {
        match self.opponent {
            Opponent::Engine { level } => Some(level),
            Opponent::Human => None,
        }
    }
}

/// The drawing style of the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PieceSet {
    /// Traditional Thai shapes.
    #[default]
    Thai,
    /// Simple western chess shapes.
    Western,
}

impl PieceSet {
    /// The CSS class selecting the set's images, also its stored name.
    pub fn class(self) -> &'static str {
        match self {
            PieceSet::Thai => "set-thai",
            PieceSet::Western => "set-western",
        }
    }
}

/// Display preferences, remembered apart from the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Prefs {
    /// Interface language.
    pub lang: Lang,
    /// Piece drawings.
    pub piece_set: PieceSet,
    /// A checkered board instead of the plain Makruk board.
    pub checkered: bool,
    /// Move sounds off.
    pub muted: bool,
    /// A move made on the board waits for a Confirm tap before it is played.
    pub confirm_moves: bool,
}

/// The variants the app offers: all but Sittuyin, whose set-up phase (pieces in hand) the board
/// cannot show yet.
pub fn offered_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL
        .into_iter()
        .filter(|&variant| variant != Variant::Sittuyin)
}
