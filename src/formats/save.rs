//! The saved game and preferences as small line-based texts (`key value` per line), and back.
use std::fmt;

use makruk_core::{
    parse_movetext, write_movetext, Annotations, Color, CountAction, GameRecord, Move, Position,
    RecordError, RecordedResult, RuleOptions, Variant, Variation,
};
use makruk_engine::Level;

use super::options::{self, decode_options, encode_options, OptionsError};
use crate::model::chat::Chat;
use crate::model::record::{clean_name, first_versions_counting, Record};
use crate::model::standing_offers::StandingOffers;
use crate::settings::{
    BoardSize, Contrast, EngineThreads, GameSettings, Opponent, PieceSet, Prefs, TimeControl,
};
use crate::text::core_text::record_error_text;
use crate::text::Lang;
use crate::tr;

/// First line of a saved game; the number changes when the format does.
const GAME_HEADER: &str = "makruk-save 3";
/// First line of the second version, still read: no `notes` line.
const SECOND_HEADER: &str = "makruk-save 2";
/// First line of the first version, still read: no `rules` line; two-player games counted by hand,
/// games against the engine by the rules.
const FIRST_HEADER: &str = "makruk-save 1";

/// Why a saved game could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save of this format (old version or other data).
    Header,
    /// A required line is missing.
    Missing(&'static str),
    /// A line's value cannot be read.
    Bad {
        /// The line's key.
        key: &'static str,
        /// The value found.
        value: String,
    },
    /// The `rules` line names an unknown option or an impossible value.
    Options(OptionsError),
    /// The game does not replay: an illegal move, a counting action the rules refuse or an
    /// impossible result, located by the replay.
    Replay(RecordError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Header => write!(f, "not a saved game of this version"),
            SaveError::Missing(key) => write!(f, "missing `{key}`"),
            SaveError::Bad { key, value } => write!(f, "bad `{key}`: {value:?}"),
            SaveError::Options(error) => write!(f, "{error}"),
            SaveError::Replay(error) => write!(f, "{error}"),
        }
    }
}

/// Why a saved game could not be read, in the interface language. The save's line keys are
/// quoted as written; a bad start position is named as Makruk's would be.
pub fn error_text(lang: Lang, error: &SaveError) -> String {
    match error {
        SaveError::Header => lang.t(crate::key!("save-error-header")).to_string(),
        SaveError::Missing(key) => tr!(lang, "save-error-missing", key = *key),
        SaveError::Bad { key, value } => tr!(lang, "save-error-bad", key = *key, value = value),
        SaveError::Options(error) => options::error_text(lang, error),
        SaveError::Replay(error) => record_error_text(lang, error, Variant::Makruk),
    }
}

fn color_name(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

fn parse_color(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

impl From<RecordError> for SaveError {
    fn from(error: RecordError) -> SaveError {
        SaveError::Replay(error)
    }
}

/// Writes a game (settings, moves, count, result, board side, clock, names).
pub fn encode_game(record: &Record) -> String {
    let opponent = match record.settings.opponent {
        Opponent::Engine { level } => format!("engine {}", level.number()),
        Opponent::Human => "human".to_string(),
        Opponent::Live { game_id } => format!("live {game_id:016x}"),
    };
    let game = &record.game;
    let (agreement, flagged) = match game.result {
        None => ("none".to_string(), None),
        Some(RecordedResult::DrawAgreed) => ("draw".to_string(), None),
        Some(RecordedResult::Resignation(c)) => (format!("resigned {}", color_name(c)), None),
        // With a clock the flag fall is written in the clock line, as saves always did; a game
        // without a clock (opened from a link) writes it here.
        Some(RecordedResult::TimeForfeit(c)) if record.clock_ms.is_some() => {
            ("none".to_string(), Some(c))
        }
        Some(RecordedResult::TimeForfeit(c)) => (format!("forfeit {}", color_name(c)), None),
    };
    let moves: Vec<String> = game.moves.iter().map(|m| m.to_string()).collect();
    let actions: Vec<String> = game
        .actions
        .iter()
        .map(|(ply, action)| format!("{ply}:{action}"))
        .collect();
    let start = game.start.clone().unwrap_or_else(|| {
        Position::startpos(game.variant)
            .with_move_rules(game.options.move_rules())
            .to_fen()
    });
    // Whole seconds, so that a running clock changes the save once a second, not every tick.
    let clock = match (record.settings.clock, record.clock_ms) {
        (Some(tc), Some([white, black])) => format!(
            "{} {} {} {} {}",
            tc.base_ms,
            tc.increment_ms,
            white.div_ceil(1000) * 1000,
            black.div_ceil(1000) * 1000,
            flagged.map_or("none", color_name)
        ),
        _ => "none".to_string(),
    };
    let notes = match record.annotations.is_empty() {
        true => String::new(),
        false => format!("notes {}\n", annotations_text(record)),
    };
    let hints = match record.hints_used {
        0 => String::new(),
        n => format!("hints {n}\n"),
    };
    let chat = record.chat.save_lines();
    let offers = record.offers.save_line();
    format!(
        "{GAME_HEADER}\nvariant {}\nrules {}\nopponent {opponent}\nside {}\nclock {clock}\ncounting {}\nflipped {}\nagreement {agreement}\nfen {}\nmoves {}\nnames {}\n{notes}{hints}{chat}{offers}",
        record.settings.variant.uci_name(),
        encode_options(&game.options),
        color_name(record.settings.user_side),
        actions.join(" "),
        u8::from(record.flipped),
        start,
        moves.join(" "),
        record.names.join("\t"),
    )
}

/// Looks up `key` in `key value` lines.
fn field<'a>(text: &'a str, key: &'static str) -> Result<&'a str, SaveError> {
    text.lines()
        .find_map(|line| {
            let (k, v) = line.split_once(' ').unwrap_or((line, ""));
            (k == key).then_some(v.trim())
        })
        .ok_or(SaveError::Missing(key))
}

fn bad(key: &'static str, value: &str) -> SaveError {
    SaveError::Bad {
        key,
        value: value.to_string(),
    }
}

/// Reads a saved game under the rule options of its `rules` line (a save of the first version: a
/// two-player game counts board's honour by hand, a game against the engine by the rules). The
/// record is not replayed here: [`crate::game::model::State::from_record`] checks the moves, counting
/// actions and result.
///
/// # Errors
/// Any unreadable line, unknown rule option or start position.
pub fn decode_game(text: &str) -> Result<Record, SaveError> {
    let first_version = match text.lines().next() {
        Some(GAME_HEADER | SECOND_HEADER) => false,
        Some(FIRST_HEADER) => true,
        _ => return Err(SaveError::Header),
    };
    let variant_text = field(text, "variant")?;
    let variant =
        Variant::from_uci_name(variant_text).ok_or_else(|| bad("variant", variant_text))?;
    let opponent_text = field(text, "opponent")?;
    let opponent = match opponent_text.split_once(' ') {
        None if opponent_text == "human" => Opponent::Human,
        Some(("engine", level)) => match level.parse().ok().and_then(Level::new) {
            Some(level) => Opponent::Engine { level },
            None => return Err(bad("opponent", opponent_text)),
        },
        Some(("live", id)) if id.len() == 16 => match u64::from_str_radix(id, 16) {
            Ok(game_id) => Opponent::Live { game_id },
            Err(_) => return Err(bad("opponent", opponent_text)),
        },
        _ => return Err(bad("opponent", opponent_text)),
    };
    let options = match first_version {
        true => RuleOptions::default().with_counting(first_versions_counting(opponent)),
        false => decode_options(variant, field(text, "rules")?).map_err(SaveError::Options)?,
    };
    let side_text = field(text, "side")?;
    let user_side = parse_color(side_text).ok_or_else(|| bad("side", side_text))?;
    let clock_text = field(text, "clock")?;
    let (clock, clock_ms, flagged) = match clock_text {
        "none" => (None, None, None),
        _ => {
            let parts: Vec<&str> = clock_text.split(' ').collect();
            let number = |i: usize| parts.get(i).and_then(|p| p.parse::<u64>().ok());
            let flagged = match parts.get(4) {
                Some(&"none") => None,
                Some(c) => Some(parse_color(c).ok_or_else(|| bad("clock", clock_text))?),
                None => return Err(bad("clock", clock_text)),
            };
            match (number(0), number(1), number(2), number(3)) {
                (Some(base_ms), Some(increment_ms), Some(white), Some(black))
                    if parts.len() == 5 =>
                {
                    (
                        Some(TimeControl {
                            base_ms,
                            increment_ms,
                        }),
                        Some([white, black]),
                        flagged,
                    )
                }
                _ => return Err(bad("clock", clock_text)),
            }
        }
    };
    let actions_text = field(text, "counting")?;
    let actions = actions_text
        .split_whitespace()
        .map(|t| match t.split_once(':') {
            Some((ply, "start")) => ply.parse::<usize>().ok().map(|p| (p, CountAction::Start)),
            Some((ply, "stop")) => ply.parse::<usize>().ok().map(|p| (p, CountAction::Stop)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| bad("counting", actions_text))?;
    let flipped = match field(text, "flipped")? {
        "0" => false,
        "1" => true,
        other => return Err(bad("flipped", other)),
    };
    let agreement_text = field(text, "agreement")?;
    let result = match agreement_text {
        "none" => flagged.map(RecordedResult::TimeForfeit),
        "draw" => Some(RecordedResult::DrawAgreed),
        other => match (other.split_once(' '), flagged) {
            (Some(("resigned", c)), _) => match parse_color(c) {
                Some(c) => Some(RecordedResult::Resignation(c)),
                None => return Err(bad("agreement", other)),
            },
            (Some(("forfeit", c)), None) => match parse_color(c) {
                Some(c) => Some(RecordedResult::TimeForfeit(c)),
                None => return Err(bad("agreement", other)),
            },
            _ => return Err(bad("agreement", other)),
        },
    };
    let fen = field(text, "fen")?;
    let start = Position::from_fen_with_move_rules(variant, options.move_rules(), fen)
        .map_err(|_| bad("fen", fen))?;
    let moves_text = field(text, "moves")?;
    let moves = moves_text
        .split_whitespace()
        .map(str::parse::<Move>)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| bad("moves", moves_text))?;
    let settings = GameSettings {
        variant,
        opponent,
        user_side,
        clock,
        options,
        handicap: Default::default(),
    };
    // Optional: saves from before names were kept have no such line. Read untrimmed, as an
    // empty White name leaves the line starting with the tab.
    let mut names = [String::new(), String::new()];
    if let Some(line) = text.lines().find_map(|line| line.strip_prefix("names ")) {
        let mut read = line.split('\t').map(clean_name);
        names = [
            read.next().unwrap_or_default(),
            read.next().unwrap_or_default(),
        ];
    }
    let annotations = match text.lines().find_map(|line| line.strip_prefix("notes ")) {
        Some(line) => read_annotations(
            &start.clone().with_move_rules(options.move_rules()),
            &moves,
            line,
        )?,
        None => Annotations::default(),
    };
    let hints_used = match text.lines().find_map(|line| line.strip_prefix("hints ")) {
        Some(n) => n.parse().map_err(|_| bad("hints", n))?,
        None => 0,
    };
    let chat = Chat::read_save(text.lines()).map_err(|line| bad("chat", &line))?;
    let offers = match text.lines().find_map(|line| line.strip_prefix("offers ")) {
        Some(value) if settings.live_game().is_some() => {
            StandingOffers::read_save(value).ok_or_else(|| bad("offers", value))?
        }
        Some(value) => return Err(bad("offers", value)),
        None => StandingOffers::default(),
    };
    Ok(Record {
        settings,
        game: GameRecord {
            variant,
            start: GameRecord::start_of(&start),
            options,
            moves,
            actions,
            result,
        },
        names,
        flipped,
        clock_ms,
        annotations,
        hints_used,
        chat,
        offers,
    })
}

/// The `notes` line's text: the game's moves with their comments, NAGs and variations as PGN
/// movetext on one line.
fn annotations_text(record: &Record) -> String {
    let start = record
        .game
        .start_position()
        .unwrap_or_else(|_| Position::startpos(record.game.variant));
    let line = Variation {
        moves: record.game.moves.clone(),
        annotations: record.annotations.clone(),
    };
    write_movetext(
        &start.with_move_rules(record.game.options.move_rules()),
        &line,
    )
}

/// The annotations of a `notes` line, whose moves must be the game's.
fn read_annotations(
    start: &Position,
    moves: &[Move],
    text: &str,
) -> Result<Annotations, SaveError> {
    match parse_movetext(start, text) {
        Ok(line) if line.moves == moves => Ok(line.annotations),
        _ => Err(bad("notes", text)),
    }
}

/// Writes the display preferences (a `hints` line only when hints are on, a `threads` line only
/// with a cap on the engine's threads: preferences without them are written as earlier versions
/// wrote them).
pub fn encode_prefs(prefs: Prefs) -> String {
    format!(
        "lang {}\nset {}\ncheckered {}\nmuted {}\nconfirm {}\ncontrast {}\nreduce-motion {}\nboard-size {}\n{}{}",
        prefs.lang.code(),
        prefs.piece_set.class(),
        u8::from(prefs.checkered),
        u8::from(prefs.muted),
        u8::from(prefs.confirm_moves),
        prefs.contrast.code(),
        u8::from(prefs.reduce_motion),
        prefs.board_size.percent(),
        if prefs.hints { "hints 1\n" } else { "" },
        prefs
            .engine_threads
            .map(|cap| format!("threads {}\n", cap.get()))
            .unwrap_or_default(),
    )
}

/// Reads preferences; anything missing or unreadable keeps its value from `defaults`.
pub fn decode_prefs(text: &str, defaults: Prefs) -> Prefs {
    let flag = |key| field(text, key).ok().map(|v| v == "1");
    Prefs {
        lang: field(text, "lang")
            .ok()
            .and_then(Lang::from_code)
            .unwrap_or(defaults.lang),
        piece_set: field(text, "set")
            .ok()
            .and_then(PieceSet::from_class)
            .unwrap_or(defaults.piece_set),
        checkered: flag("checkered").unwrap_or(defaults.checkered),
        muted: flag("muted").unwrap_or(defaults.muted),
        confirm_moves: flag("confirm").unwrap_or(defaults.confirm_moves),
        contrast: field(text, "contrast")
            .ok()
            .and_then(Contrast::from_code)
            .unwrap_or(defaults.contrast),
        reduce_motion: flag("reduce-motion").unwrap_or(defaults.reduce_motion),
        board_size: field(text, "board-size")
            .ok()
            .and_then(|v| v.parse().ok())
            .and_then(BoardSize::new)
            .unwrap_or(defaults.board_size),
        hints: flag("hints").unwrap_or(defaults.hints),
        engine_threads: field(text, "threads")
            .ok()
            .and_then(|v| v.parse().ok())
            .and_then(EngineThreads::new)
            .or(defaults.engine_threads),
    }
}

#[cfg(test)]
mod tests;
