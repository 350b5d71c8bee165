//! Game settings (chosen in the new-game dialog) and display preferences.

use makruk_core::{Color, CountingMode, Position, RueaTilt, RuleOptions, Variant};
use makruk_engine::Level;

use crate::text::Lang;

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
    /// A friend on another device, connected live ([`crate::live`]); the user plays `user_side`.
    Live {
        /// The live game's identity, the same on both devices and over reconnections.
        game_id: u64,
    },
}

/// How a game is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSettings {
    /// The rules.
    pub variant: Variant,
    /// Engine or a second player.
    pub opponent: Opponent,
    /// The side the user plays against the engine or a live friend (ignored for two players).
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
            Opponent::Engine { .. } | Opponent::Live { .. } => side == self.user_side,
        }
    }

    /// The engine's level, if the engine plays.
    pub fn engine_level(&self) -> Option<Level> {
        match self.opponent {
            Opponent::Engine { level } => Some(level),
            Opponent::Human | Opponent::Live { .. } => None,
        }
    }

    /// The live game's identity, if a friend on another device plays.
    pub fn live_game(&self) -> Option<u64> {
        match self.opponent {
            Opponent::Live { game_id } => Some(game_id),
            _ => None,
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
    /// Turned wooden pieces as on a traditional Thai set.
    Wooden,
}

impl PieceSet {
    /// The CSS class selecting the set's images, also its stored name.
    pub fn class(self) -> &'static str {
        match self {
            PieceSet::Thai => "set-thai",
            PieceSet::Western => "set-western",
            PieceSet::Wooden => "set-wooden",
        }
    }

    /// Every set, in the order the piece-set button cycles through them.
    pub const ALL: [PieceSet; 3] = [PieceSet::Thai, PieceSet::Western, PieceSet::Wooden];

    /// The set of a stored name ([`PieceSet::class`]).
    pub fn from_class(class: &str) -> Option<PieceSet> {
        PieceSet::ALL.into_iter().find(|set| set.class() == class)
    }

    /// The set after this one.
    pub fn next(self) -> PieceSet {
        let at = PieceSet::ALL.iter().position(|&s| s == self).unwrap_or(0);
        PieceSet::ALL[(at + 1) % PieceSet::ALL.len()]
    }
}

/// How much contrast the page uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Contrast {
    /// High when the system asks for more contrast (or forces its colours), else normal.
    #[default]
    System,
    /// The usual colours.
    Normal,
    /// Strong colours and lines.
    High,
}

impl Contrast {
    /// Every choice, in the order the preferences offer them.
    pub const ALL: [Contrast; 3] = [Contrast::System, Contrast::Normal, Contrast::High];

    /// The stored name.
    pub fn code(self) -> &'static str {
        match self {
            Contrast::System => "system",
            Contrast::Normal => "normal",
            Contrast::High => "high",
        }
    }

    /// The choice of a stored name.
    pub fn from_code(code: &str) -> Option<Contrast> {
        Contrast::ALL.into_iter().find(|c| c.code() == code)
    }
}

/// The board's width as a percentage of the largest that fits the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize(u8);

impl BoardSize {
    /// The smallest percentage offered.
    pub const MIN: u8 = 50;
    /// The largest: the board fills the room it has.
    pub const MAX: u8 = 100;

    /// The size of `percent`, or none outside [`BoardSize::MIN`]`..=`[`BoardSize::MAX`].
    pub fn new(percent: u8) -> Option<BoardSize> {
        (BoardSize::MIN..=BoardSize::MAX)
            .contains(&percent)
            .then_some(BoardSize(percent))
    }

    /// The percentage.
    pub fn percent(self) -> u8 {
        self.0
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize(BoardSize::MAX)
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
    /// High contrast, normal, or as the system asks.
    pub contrast: Contrast,
    /// No animations (the system's `prefers-reduced-motion` turns them off too).
    pub reduce_motion: bool,
    /// The board's size.
    pub board_size: BoardSize,
    /// Hints in games against the engine: its evaluation and lines shown, and the hint and
    /// threat buttons.
    pub hints: bool,
    /// The most threads the engine searches in; `None`: as many as the device has cores.
    pub engine_threads: Option<EngineThreads>,
}

impl Prefs {
    /// Puts these preferences' cap on the engine's threads in force for this wasm module's engine
    /// worker: every module calls it with the preferences it holds (the app's; a page module's,
    /// given at mount and changed on its pages).
    pub fn cap_engine_threads(&self) {
        crate::platform::worker::set_thread_cap(self.engine_threads.map(EngineThreads::get));
    }
}

/// A cap on the engine's threads, 1 to [`EngineThreads::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct EngineThreads(u8);

impl EngineThreads {
    /// The most threads the app runs the engine in.
    pub const MAX: u8 = crate::platform::worker::MAX_THREADS;

    /// `threads` as a cap, if in range.
    pub fn new(threads: u8) -> Option<EngineThreads> {
        (1..=EngineThreads::MAX)
            .contains(&threads)
            .then_some(EngineThreads(threads))
    }

    /// The number of threads.
    pub fn get(self) -> u8 {
        self.0
    }
}

/// The variants the app offers: all of them.
pub fn offered_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_sets_cycle_and_read_back_their_names() {
        for set in PieceSet::ALL {
            assert_eq!(PieceSet::from_class(set.class()), Some(set));
        }
        assert_eq!(PieceSet::Thai.next(), PieceSet::Western);
        assert_eq!(PieceSet::Wooden.next(), PieceSet::Thai);
        assert_eq!(PieceSet::from_class("set-plastic"), None);
    }

    #[test]
    fn contrast_names_and_board_size_bounds() {
        for contrast in Contrast::ALL {
            assert_eq!(Contrast::from_code(contrast.code()), Some(contrast));
        }
        assert_eq!(BoardSize::new(49), None);
        assert_eq!(BoardSize::new(101), None);
        assert_eq!(BoardSize::new(75).map(BoardSize::percent), Some(75));
        assert_eq!(BoardSize::default().percent(), 100);
    }
}
