//! What the app and the study module (`src/bin/study.rs`, loaded when first needed) say about the
//! analysis board and the editor, and to each other, as text since they are two wasm modules: the page the app mounts
//! ([`BoardPage`]: the analysis board or the position editor) and what it asks of the app
//! ([`BoardRequest`]: a kind on the first line, then its payload). Games and positions travel in the
//! save format ([`crate::formats::save`]), which carries a game's annotations and settings.
use makruk_core::{GameRecord, Position, RueaTilt};
use makruk_engine::Level;

use super::AnalysisSource;
use crate::formats::save::{decode_game, decode_prefs, encode_game, encode_prefs, SaveError};
use crate::model::record::Record;
use crate::platform::modules::PageModuleName;
use crate::settings::{GameSettings, Opponent, Prefs};
use crate::ui::module_frame::FramedPage;

/// A page of the analysis board's module.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardPage {
    /// The analysis board on a game or position, "Play from here" offering this engine level.
    Analysis(AnalysisSource, Level),
    /// The position editor, starting from this position; the analysis board it opens offers this
    /// engine level.
    Editor(Position, Level),
}

/// A request of the module's page to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardRequest {
    /// Back to the game (or to Learn, if Learn opened the board).
    Close,
    /// The display preferences changed: the app keeps them.
    Prefs(Prefs),
    /// Start a game with these settings from this position.
    Play(GameSettings, Position),
}

/// A page or request that does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum RequestError {
    /// The first line names nothing known.
    UnknownKind,
    /// A line is missing or unreadable.
    Bad(&'static str),
    /// The game does not read or replay.
    Game(SaveError),
}

impl From<SaveError> for RequestError {
    fn from(error: SaveError) -> RequestError {
        RequestError::Game(error)
    }
}

/// The value of the `key value` line of `text`.
fn line<'a>(text: &'a str, key: &'static str) -> Result<&'a str, RequestError> {
    text.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(' '))
        .ok_or(RequestError::Bad(key))
}

/// The number of the `key` line of `text`.
fn number<T: std::str::FromStr>(text: &str, key: &'static str) -> Result<T, RequestError> {
    line(text, key)?.parse().map_err(|_| RequestError::Bad(key))
}

/// A saved game of `start` with `settings` and nothing played.
fn position_text(settings: GameSettings, start: Position) -> String {
    encode_game(&Record::new(settings, start))
}

/// The start position and settings of a save written by [`position_text`].
fn read_position(text: &str) -> Result<(GameSettings, Position), RequestError> {
    let record = decode_game(text)?;
    let start = record
        .game
        .start_position()
        .map_err(|_| RequestError::Bad("fen"))?;
    Ok((record.settings, start))
}

impl BoardPage {
    /// The page as text.
    pub fn encode(&self) -> String {
        match self {
            BoardPage::Analysis(source, level) => {
                let start = &source.start;
                let game = GameRecord {
                    variant: start.variant(),
                    start: GameRecord::start_of(start),
                    options: source.options,
                    moves: source.moves.clone(),
                    actions: source.count_actions.clone(),
                    result: None,
                };
                let record = Record {
                    settings: GameSettings {
                        variant: start.variant(),
                        opponent: Opponent::Engine { level: *level },
                        options: source.options,
                        ..GameSettings::default()
                    },
                    game,
                    names: Default::default(),
                    flipped: source.flipped,
                    clock_ms: None,
                    annotations: source.annotations.clone(),
                    hints_used: 0,
                    chat: Default::default(),
                    offers: Default::default(),
                };
                format!(
                    "analysis\n{}ply {}\nreview {}\n",
                    encode_game(&record),
                    source.ply,
                    u8::from(source.review)
                )
            }
            BoardPage::Editor(start, level) => {
                let settings = GameSettings {
                    variant: start.variant(),
                    opponent: Opponent::Engine { level: *level },
                    options: GameSettings::options_for(start.variant()),
                    ..GameSettings::default()
                };
                format!("editor\n{}", position_text(settings, start.clone()))
            }
        }
    }

    /// The page of `text`.
    ///
    /// # Errors
    /// An unknown kind, a missing line, or a game that does not read or replay.
    pub fn decode(text: &str) -> Result<BoardPage, RequestError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        match kind {
            "analysis" => {
                let record = decode_game(payload)?;
                let game = record.game.replay().map_err(SaveError::Replay)?;
                let level = record.settings.engine_level().unwrap_or(Level::DEFAULT);
                let ply = number::<usize>(payload, "ply")?.min(game.moves().len());
                let source = AnalysisSource {
                    ply,
                    flipped: record.flipped,
                    review: line(payload, "review")? == "1",
                    annotations: record.annotations,
                    ..AnalysisSource::at_end(&game)
                };
                Ok(BoardPage::Analysis(source, level))
            }
            "editor" => {
                let (settings, start) = read_position(payload)?;
                let level = settings.engine_level().unwrap_or(Level::DEFAULT);
                Ok(BoardPage::Editor(start, level))
            }
            _ => Err(RequestError::UnknownKind),
        }
    }
}

impl BoardRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        match self {
            BoardRequest::Close => "close".to_string(),
            BoardRequest::Prefs(prefs) => format!("prefs\n{}", encode_prefs(*prefs)),
            BoardRequest::Play(settings, start) => {
                let tilts = settings.handicap.map(|tilt| {
                    let index = RueaTilt::ALL.iter().position(|t| *t == tilt);
                    index.unwrap_or_default().to_string()
                });
                format!(
                    "play\n{}handicap {}\n",
                    position_text(*settings, start.clone()),
                    tilts.join(" ")
                )
            }
        }
    }

    /// The request of `text`; preferences read over `prefs`.
    ///
    /// # Errors
    /// An unknown kind, a missing line, or a position that does not read.
    pub fn decode(text: &str, prefs: Prefs) -> Result<BoardRequest, RequestError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        match kind {
            "close" => Ok(BoardRequest::Close),
            "prefs" => Ok(BoardRequest::Prefs(decode_prefs(payload, prefs))),
            "play" => {
                let (mut settings, start) = read_position(payload)?;
                let tilt = |word: &str| {
                    word.parse::<usize>()
                        .ok()
                        .and_then(|i| RueaTilt::ALL.get(i))
                };
                let tilts: Vec<RueaTilt> = line(payload, "handicap")?
                    .split(' ')
                    .map(|word| tilt(word).copied().ok_or(RequestError::Bad("handicap")))
                    .collect::<Result<_, _>>()?;
                settings.handicap = tilts
                    .try_into()
                    .map_err(|_| RequestError::Bad("handicap"))?;
                Ok(BoardRequest::Play(settings, start))
            }
            _ => Err(RequestError::UnknownKind),
        }
    }
}

impl FramedPage for BoardPage {
    type Request = BoardRequest;
    const MODULE: PageModuleName = PageModuleName::Study;
    const NAME: &'static str = "analysis";

    fn page_text(&self) -> String {
        self.encode()
    }

    fn read_request(text: &str, prefs: Prefs) -> Option<BoardRequest> {
        BoardRequest::decode(text, prefs).ok()
    }

    fn close_request() -> BoardRequest {
        BoardRequest::Close
    }
}

#[cfg(test)]
mod tests;
