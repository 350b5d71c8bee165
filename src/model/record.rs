//! A game as it enters or leaves the app (saved game, game link, import, embed): the core's
//! [`GameRecord`] (start, rule options, moves, the players' counting actions, a resignation, agreed
//! draw or time forfeit) and what the app keeps beside it (settings, names, board side, clock,
//! the moves' comments, NAGs and variations, a live game's chat and standing offers).
use makruk_core::{
    Annotations, Color, CountingMode, Game, GameRecord, Position, RecordError, RuleOptions, Variant,
};

use super::chat::Chat;
use super::standing_offers::StandingOffers;
use crate::settings::{GameSettings, Opponent};

/// A whole game with what the app shows beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// How the game was set up; the settings' variant is the record's.
    pub settings: GameSettings,
    /// The game itself.
    pub game: GameRecord,
    /// White's and Black's names (empty when not given).
    pub names: [String; 2],
    /// Black at the bottom.
    pub flipped: bool,
    /// Time left per side in milliseconds (`Color::index`), when the game has a clock.
    pub clock_ms: Option<[u64; 2]>,
    /// Comments, NAGs and variations on the game's moves (from an import or added by the user).
    pub annotations: Annotations,
    /// The hints the user asked for (against the engine).
    pub hints_used: u32,
    /// The players' chat (a live game).
    pub chat: Chat,
    /// The user's offers standing when the game was kept (a live game).
    pub offers: StandingOffers,
}

impl Record {
    /// A game from `start` with these settings and nothing played yet.
    pub fn new(settings: GameSettings, start: Position) -> Record {
        let options = playable_options(start.variant(), settings.options);
        let mut game = GameRecord::new(start.variant());
        game.start = GameRecord::start_of(&start.with_move_rules(options.move_rules()));
        game.options = options;
        Record {
            settings,
            game,
            names: Default::default(),
            flipped: settings.opponent != Opponent::Human && settings.user_side == Color::Black,
            clock_ms: settings.clock.map(|tc| [tc.base_ms; 2]),
            annotations: Annotations::default(),
            hints_used: 0,
            chat: Chat::default(),
            offers: StandingOffers::default(),
        }
    }
}

/// A record with its game, the record's replay: what a load opens.
#[derive(Clone, Debug)]
pub struct Replayed {
    record: Record,
    game: Game,
}

/// Equal records replay to the same game.
impl PartialEq for Replayed {
    fn eq(&self, other: &Replayed) -> bool {
        self.record == other.record
    }
}

impl Replayed {
    /// The record replayed ([`GameRecord::replay`], the one check of a loaded game).
    ///
    /// # Errors
    /// The located [`RecordError`] of the replay: a bad start, the first illegal move, a counting
    /// action the rules refuse, or a result given to a game the board already ended.
    pub fn of(record: Record) -> Result<Replayed, RecordError> {
        let game = record.game.replay()?;
        Ok(Replayed { record, game })
    }

    /// `game` with what `record` keeps beside it (settings, names, board side, clock);
    /// `record.game` becomes the record of `game`.
    pub fn of_game(mut record: Record, game: Game) -> Replayed {
        record.game = GameRecord::from_game(&game);
        Replayed { record, game }
    }

    /// The record and its game.
    pub fn into_parts(self) -> (Record, Game) {
        (self.record, self.game)
    }
}

/// Who counted board's honour in a game of the formats' first versions (saves of version 1,
/// links up to version 3): the players in two-player games, as those versions let them
/// ([`CountingMode::ManualBoardsHonour`]), the rules against the engine.
pub fn first_versions_counting(opponent: Opponent) -> CountingMode {
    match opponent {
        Opponent::Human | Opponent::Live { .. } => CountingMode::ManualBoardsHonour,
        Opponent::Engine { .. } => CountingMode::Automatic,
    }
}

/// `options` if `variant` can play them, else a new game's ([`GameSettings::options_for`]).
fn playable_options(variant: Variant, options: RuleOptions) -> RuleOptions {
    match options.validate(variant) {
        Ok(()) => options,
        Err(_) => GameSettings::options_for(variant),
    }
}

/// A game from `start` under these rule options; options its variant cannot play (a sutra
/// outside Makruk) give way to a new game's ([`GameSettings::options_for`]).
pub fn new_game(start: Position, options: RuleOptions) -> Game {
    let playable = playable_options(start.variant(), options);
    // The options are playable in the variant, so the first game is always made.
    Game::with_options(start.clone(), playable).unwrap_or_else(|_| Game::from_position(start))
}

/// The most characters a player's name keeps: at four bytes each at most, a game link holds it.
pub const MAX_NAME_CHARS: usize = 16;

/// A player's name as the app keeps it wherever it comes from (the Share dialog, an import, a
/// save, a link): without control characters (tabs, line breaks, which the save format uses),
/// cut to [`MAX_NAME_CHARS`] characters.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect()
}
