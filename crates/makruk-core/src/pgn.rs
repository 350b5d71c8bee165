//! PGN (Portable Game Notation) reading and writing for the Makruk family.
//!
//! Reading accepts tag pairs (all kept, in order), move numbers (`1.`, `1...`, `1…`, glued to
//! the move or not), SAN in any form [`Position::parse_san`] reads, comments (`{…}`, `;` to the
//! end of the line), NAGs (`$1`) and the move suffixes `!` `?` `!!` `??` `!?` `?!` (NAGs 1–6),
//! variations `( … )` (nested too, each move checked from its own position), `%` escape lines,
//! results (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) and any Unicode white space. Comments, NAGs
//! and variations are kept ([`PgnGame::annotations`]) and written back. A bare move list
//! without tags is a Makruk game from the start. The `Variant` tag picks the rules (Makruk, Cambodian / Ouk Chatrang, Kar Ouk, Makpong,
//! ASEAN; case and spacing ignored); `FEN` gives another start position.
//!
//! Writing produces the seven standard tags, `Variant`, `SetUp`/`FEN` for other starts, the
//! other tags, then SAN movetext (Fairy-Stockfish's letters, or the chess letters `Q` and `B`
//! with [`write_pgn_with`]) with NAGs, comments and variations, wrapped at 80 columns, and the
//! result.
//!
//! # The game record in PGN
//!
//! A [`GameRecord`] goes into PGN ([`PgnGame::from_game`], [`PgnGame::from_record`]) and comes
//! back ([`PgnGame::to_record`]) with what plain PGN lacks, in forms other PGN readers ignore
//! (unknown tags and comment commands):
//!
//! - **Counting mode**: `[Counting "automatic"]` when board's honour starts by itself (games
//!   against the engine), `[Counting "manual-boards-honour"]` for counting as this app did before
//!   it followed the seeds (the side to move starts board's honour, either side stops it, pieces'
//!   honour runs by itself). Without the tag (or with `[Counting "manual"]`) the players count as
//!   the seeds say; when the counting actions of a PGN without the tag break those rules (an
//!   earlier version of this app wrote it), it is read as `manual-boards-honour`.
//! - **Counting actions**: a comment command `{[%count start]}` or `{[%count stop]}` where the
//!   players started or stopped board's honour, after the moves played before it (before the
//!   first move for an action at the start). A game without these commands has no count the
//!   players started: reading never invents one.
//! - **Rule options**: `[Repetition "no"]` (or `"ends game"`), `[OukRights "until first capture"]`
//!   (or `"Fairy-Stockfish"`), `[Sutras "khun met ma"]` (any subset, or `none`) and
//!   `[RuleSet "walker"]` (Walker's rules; other tools ignore the tag), written when they
//!   differ from what a reader assumes without them: Fairy-Stockfish's rules
//!   ([`crate::RuleOptions::default`]). An unknown value, the sutras or Walker's rules outside
//!   Makruk, or the sutras under Walker's rules is an error. A `FEN` tag is read under the rules
//!   the tags state (Walker's first-move rights in its rights field).
//! - **Result**: the `Result` tag and marker. A result the board does not show is a resignation
//!   (decisive) or an agreed draw, or a time forfeit with `[Termination "time forfeit"]` (the
//!   side that lost on time is the loser of a decisive result, the side to move of a draw);
//!   resignations and agreed draws are written with `[Termination "normal"]`. A result the
//!   board shows (mate, an expired count…) is found again by replaying the moves.
//!
//! ```
//! use makruk_core::{parse_pgn, write_pgn, Color, CountAction, RecordedResult, Variant};
//!
//! let game = parse_pgn("[Variant \"Cambodian\"]\n1. e4 {a comment} e5 2. Kb2 *").unwrap();
//! assert_eq!(game.variant(), Variant::Cambodian);
//! assert_eq!(game.moves.len(), 3);
//! let text = write_pgn(&game);
//! assert!(text.contains("[Variant \"Cambodian\"]"));
//! assert!(text.ends_with("1. e4 {a comment} 1... e5 2. Kb2 *\n"));
//!
//! let err = parse_pgn("1. e4 e5 2. Nd3").unwrap_err();
//! assert_eq!(err.to_string(), "move 2. \"Nd3\": no legal move \"Nd3\" in this position");
//!
//! // Counting actions and the result travel with the game.
//! let text = "[Result \"0-1\"]\n[FEN \"4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1\"]\n\
//!             {[%count start]} 1... Kf8 2. Ra2 {[%count stop]} 0-1";
//! let record = parse_pgn(text).unwrap().to_record().unwrap();
//! assert_eq!(record.actions, [(0, CountAction::Start), (2, CountAction::Stop)]);
//! assert_eq!(record.result, Some(RecordedResult::Resignation(Color::White)));
//! ```

use crate::{
    annotation::suffix_nag, Annotations, Color, CountAction, CountingMode, Game, GameRecord,
    Letters, Move, MoveRules, OukRights, Position, RecordError, RecordedResult, RuleOptionError,
    RuleOptions, RuleSet, SanError, Sutras, Variant, Variation,
};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// A game read from or to be written as PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Every tag pair in the order read (or to write), including `Variant`, `FEN`, `Result`.
    pub tags: Vec<(String, String)>,
    /// The start position (from the `FEN` tag, or the variant's start).
    pub start: Position,
    /// The moves, all legal in sequence from `start`.
    pub moves: Vec<Move>,
    /// Comments with the number of moves played before them (0 = before the first move),
    /// counting commands (`[%count start]`) included.
    pub comments: Vec<(usize, String)>,
    /// NAGs with the number of the move they mark (1 = the first move).
    pub nags: Vec<(usize, u8)>,
    /// Variations with the number of moves played before their first move.
    pub variations: Vec<(usize, Variation)>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// Why a PGN text was rejected. Move errors name the move number and the token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The text holds no game.
    Empty,
    /// A tag pair is malformed; holds the line number (1-based) and what is wrong.
    Tag {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        problem: &'static str,
    },
    /// The `Variant` tag names no variant we play.
    UnknownVariant(String),
    /// The `FEN` tag is not a valid position.
    Fen(crate::FenError),
    /// A move could not be read or is not legal.
    Move {
        /// Move number, as in the movetext (`12` for `12. Nd2` or `12... Nd7`).
        number: u32,
        /// Who was to move.
        color: Color,
        /// The token as written.
        token: String,
        /// Why it was rejected.
        error: SanError,
    },
    /// A comment `{` or variation `(` is not closed.
    Unclosed {
        /// `{` or `(`.
        what: char,
        /// 1-based line number where it opened.
        line: usize,
    },
    /// A `)` without its `(`.
    UnbalancedParenthesis {
        /// 1-based line number.
        line: usize,
    },
    /// A variation `(` before any move it could replace.
    VariationWithoutMove {
        /// 1-based line number.
        line: usize,
    },
    /// The `Counting` tag is neither `manual` nor `automatic`.
    CountingTag(String),
    /// A `[%count …]` comment command is neither `start` nor `stop`; holds its argument.
    CountCommand(String),
    /// The counting actions or the result do not fit the game ([`GameRecord::replay`]).
    Record(RecordError),
    /// A rule option tag (`Sutras`, `Repetition`, `OukRights`) has an unknown value or names an
    /// option the variant does not play.
    RuleOption(RuleOptionError),
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Empty => f.write_str("no game in the PGN text"),
            PgnError::Tag { line, problem } => write!(f, "line {line}: bad tag pair: {problem}"),
            PgnError::UnknownVariant(v) => write!(f, "unknown variant \"{v}\""),
            PgnError::Fen(e) => write!(f, "bad FEN tag: {e}"),
            PgnError::Move {
                number,
                color,
                token,
                error,
            } => {
                let dots = if *color == Color::White { "." } else { "..." };
                write!(f, "move {number}{dots} \"{token}\": {error}")
            }
            PgnError::Unclosed { what, line } => write!(f, "line {line}: '{what}' is never closed"),
            PgnError::UnbalancedParenthesis { line } => write!(f, "line {line}: ')' without '('"),
            PgnError::VariationWithoutMove { line } => {
                write!(
                    f,
                    "line {line}: a variation '(' before any move it could replace"
                )
            }
            PgnError::CountingTag(v) => {
                write!(
                    f,
                    "Counting tag \"{v}\": expected manual, automatic or manual-boards-honour"
                )
            }
            PgnError::CountCommand(v) => {
                write!(f, "comment command [%count {v}]: expected start or stop")
            }
            PgnError::Record(e) => e.fmt(f),
            PgnError::RuleOption(e) => write!(f, "rule option tag: {e}"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for PgnError {}

/// Whether `c` may be part of a tag's name: PGN's letters, digits and `_` (and `-`, and letters of
/// any script, which other sites write): anything but a blank, a quote or a bracket. (No Unicode
/// letter tables: they would cost every wasm module that reads PGN kilobytes.)
pub(crate) fn is_tag_name_char(c: char) -> bool {
    !c.is_whitespace() && !matches!(c, '"' | '[' | ']' | '{' | '}' | ';')
}

/// The variant a PGN `Variant` tag names: case, spaces, `-` and `_` are ignored, and the
/// usual names are known (`Makruk`, `Thai chess`, `Cambodian`, `Ouk Chatrang`, `Kar Ouk`,
/// `Makpong`, `ASEAN`, `ASEAN chess`, and Fairy-Stockfish's `UCI_Variant` names).
pub fn variant_from_pgn_name(name: &str) -> Option<Variant> {
    let key: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Some(match key.as_str() {
        "makruk" | "thaichess" | "makrukthai" | "makrukthaichess" | "thai" | "siamesechess" => {
            Variant::Makruk
        }
        "cambodian" | "cambodianchess" | "oukchatrang" | "oukchaktrang" | "ouk" | "ok"
        | "kmerchess" | "khmerchess" => Variant::Cambodian,
        "karouk" | "kaouk" => Variant::Karouk,
        "makpong" => Variant::Makpong,
        "asean" | "aseanchess" => Variant::Asean,
        "sittuyin" | "burmesechess" | "burmese" => Variant::Sittuyin,
        _ => return None,
    })
}

impl PgnGame {
    /// An empty game of `variant` from its start position.
    pub fn new(variant: Variant) -> PgnGame {
        PgnGame::from_position(Position::startpos(variant))
    }

    /// An empty game from `start`.
    pub fn from_position(start: Position) -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start,
            moves: Vec::new(),
            comments: Vec::new(),
            nags: Vec::new(),
            variations: Vec::new(),
            result: "*".to_string(),
        }
    }

    /// The comments, NAGs and variations of the game, without the counting commands (which
    /// [`PgnGame::to_record`] reads): a comment holding only them is left out.
    pub fn annotations(&self) -> Annotations {
        let comments = self
            .comments
            .iter()
            .filter_map(|(ply, text)| {
                let rest = without_count_commands(text);
                (!rest.is_empty()).then_some((*ply, rest))
            })
            .collect();
        Annotations {
            comments,
            nags: self.nags.clone(),
            variations: self.variations.clone(),
        }
    }

    /// Adds `annotations` to the game: their comments after those already at the same ply
    /// (the counting commands of [`PgnGame::from_game`]), their NAGs and variations.
    pub fn annotate(&mut self, annotations: &Annotations) {
        self.comments.extend(annotations.comments.iter().cloned());
        crate::small_sort::by_key(&mut self.comments, |(ply, _)| *ply);
        self.nags.extend(annotations.nags.iter().copied());
        crate::small_sort::by_key(&mut self.nags, |(ply, _)| *ply);
        self.variations
            .extend(annotations.variations.iter().cloned());
        crate::small_sort::by_key(&mut self.variations, |(ply, _)| *ply);
    }

    /// The record of `game` (see the [module docs](self)): its start, moves and result, the
    /// `Counting` tag for automatic counting, `[%count …]` comments for the players' counting
    /// actions and a `Termination` tag for a recorded result.
    pub fn from_game(game: &Game) -> PgnGame {
        let mut pgn = PgnGame::from_position(game.start().clone());
        pgn.moves = game.moves().to_vec();
        pgn.result = game.pgn_result().to_string();
        let options = game.options();
        match options.counting {
            CountingMode::Automatic => pgn.set_tag(COUNTING_TAG, COUNTING_AUTOMATIC),
            CountingMode::ManualBoardsHonour => {
                pgn.set_tag(COUNTING_TAG, COUNTING_MANUAL_BOARDS_HONOUR)
            }
            CountingMode::Manual => {}
        }
        if !options.repetition_ends_game {
            pgn.set_tag(REPETITION_TAG, REPETITION_NO);
        }
        if options.ouk_rights != OukRights::FairyStockfish {
            pgn.set_tag(OUK_RIGHTS_TAG, options.ouk_rights.name());
        }
        if !options.sutras.is_none() {
            pgn.set_tag(SUTRAS_TAG, &options.sutras.to_string());
        }
        if options.rule_set != RuleSet::Standard {
            pgn.set_tag(RULE_SET_TAG, options.rule_set.word());
        }
        if let Some(result) = game.recorded_result() {
            let termination = match result {
                RecordedResult::TimeForfeit(_) => TIME_FORFEIT,
                RecordedResult::Resignation(_) | RecordedResult::DrawAgreed => "normal",
            };
            pgn.set_tag(TERMINATION_TAG, termination);
        }
        pgn.comments = game
            .counting_actions()
            .iter()
            .map(|&(ply, action)| (ply, format!("[{COUNT_COMMAND} {action}]")))
            .collect();
        pgn
    }

    /// The PGN of a record: [`PgnGame::from_game`] of its replay.
    ///
    /// # Errors
    /// The [`RecordError`] of [`GameRecord::replay`].
    pub fn from_record(record: &GameRecord) -> Result<PgnGame, RecordError> {
        record.replay().map(|game| PgnGame::from_game(&game))
    }

    /// The game record this PGN carries (see the [module docs](self)): the counting mode from the
    /// `Counting` tag (manual without it), the counting actions from `[%count …]` comments (none
    /// without them), and a result the board does not show from the result and `Termination`.
    /// Without a `Counting` tag, counting actions that manual counting refuses (a side stopping
    /// the other's count) are read as an earlier version of this app wrote them, under
    /// [`CountingMode::ManualBoardsHonour`].
    ///
    /// # Errors
    /// [`PgnError::CountingTag`], [`PgnError::CountCommand`], or [`PgnError::Record`] when the
    /// rules refuse a counting action.
    pub fn to_record(&self) -> Result<GameRecord, PgnError> {
        let options = rule_options(|name| self.tag_any_case(name), self.variant())?;
        let mut actions = Vec::new();
        for (ply, text) in &self.comments {
            for argument in count_commands(text) {
                let action = match argument {
                    "start" => CountAction::Start,
                    "stop" => CountAction::Stop,
                    other => return Err(PgnError::CountCommand(other.to_string())),
                };
                actions.push((*ply, action));
            }
        }
        let mut record = GameRecord::new(self.variant());
        record.start = GameRecord::start_of(&self.start);
        record.options = options;
        record.moves = self.moves.clone();
        record.actions = actions;
        let game = match record.replay() {
            Err(RecordError::Counting { .. }) if self.tag_any_case(COUNTING_TAG).is_none() => {
                record.options.counting = CountingMode::ManualBoardsHonour;
                record.replay()
            }
            replayed => replayed,
        }
        .map_err(PgnError::Record)?;
        if game.outcome().is_none() {
            let time_forfeit = self
                .tag(TERMINATION_TAG)
                .is_some_and(|t| t.trim().eq_ignore_ascii_case(TIME_FORFEIT));
            let loser = match self.result.as_str() {
                "1-0" => Some(Color::Black),
                "0-1" => Some(Color::White),
                _ => None,
            };
            record.result = match (self.result.as_str(), loser, time_forfeit) {
                (_, Some(loser), true) => Some(RecordedResult::TimeForfeit(loser)),
                (_, Some(loser), false) => Some(RecordedResult::Resignation(loser)),
                ("1/2-1/2", None, true) => {
                    Some(RecordedResult::TimeForfeit(game.position().turn()))
                }
                ("1/2-1/2", None, false) => Some(RecordedResult::DrawAgreed),
                _ => None,
            };
        }
        Ok(record)
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The value of tag `name` (exact name, as PGN tags are case-sensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value of tag `name`, its case ignored (as the rules' tags are read).
    fn tag_any_case(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` to `value`, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(tag) => tag.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }
}

/// The tag naming who controls board's honour.
const COUNTING_TAG: &str = "Counting";
/// The `Counting` value of [`CountingMode::Automatic`].
const COUNTING_AUTOMATIC: &str = "automatic";
/// The `Counting` value of [`CountingMode::ManualBoardsHonour`].
const COUNTING_MANUAL_BOARDS_HONOUR: &str = "manual-boards-honour";
/// The tag saying whether the third repetition ends the game (`ends game` or `no`).
const REPETITION_TAG: &str = "Repetition";
/// The `Repetition` value of a game where repetition ends nothing.
const REPETITION_NO: &str = "no";
/// The `Repetition` value of a game where the third repetition is a draw.
const REPETITION_ENDS: &str = "ends game";
/// The tag naming the reading of the Ouk Chatrang first-move rights.
const OUK_RIGHTS_TAG: &str = "OukRights";
/// The tag naming the sutras played.
const SUTRAS_TAG: &str = "Sutras";
/// The tag naming the rule set (`walker`; the standard rules without it).
const RULE_SET_TAG: &str = "RuleSet";

/// The rule options the tags state (`tag` finds a tag's value by name); without a tag, what a
/// PGN from elsewhere or from an earlier version means: manual counting, and otherwise
/// Fairy-Stockfish's rules ([`RuleOptions::default`]).
fn rule_options<'a>(
    tag: impl Fn(&str) -> Option<&'a str>,
    variant: Variant,
) -> Result<RuleOptions, PgnError> {
    let counting = match tag(COUNTING_TAG).map(str::trim) {
        None => CountingMode::Manual,
        Some(v) if v.eq_ignore_ascii_case("manual") => CountingMode::Manual,
        Some(v) if v.eq_ignore_ascii_case(COUNTING_AUTOMATIC) => CountingMode::Automatic,
        Some(v) if v.eq_ignore_ascii_case(COUNTING_MANUAL_BOARDS_HONOUR) => {
            CountingMode::ManualBoardsHonour
        }
        Some(v) => return Err(PgnError::CountingTag(v.to_string())),
    };
    let rules = move_rules(&tag, variant)?;
    let mut options = RuleOptions::default()
        .with_counting(counting)
        .with_ouk_rights(rules.ouk_rights)
        .with_sutras(rules.sutras)
        .with_rule_set(rules.rule_set);
    if let Some(value) = tag(REPETITION_TAG) {
        let words: Vec<&str> = value.split_whitespace().collect();
        let ends = match words.join(" ").to_ascii_lowercase().as_str() {
            REPETITION_ENDS => true,
            REPETITION_NO => false,
            _ => {
                return Err(PgnError::RuleOption(RuleOptionError::UnknownValue {
                    option: REPETITION_TAG,
                    value: value.trim().to_string(),
                }))
            }
        };
        options = options.with_repetition_ends_game(ends);
    }
    Ok(options)
}

/// The move rules the `OukRights`, `Sutras` and `RuleSet` tags state (Fairy-Stockfish's
/// without them).
fn move_rules<'a>(
    tag: &impl Fn(&str) -> Option<&'a str>,
    variant: Variant,
) -> Result<MoveRules, PgnError> {
    let mut rules = MoveRules::FAIRY_STOCKFISH;
    if let Some(value) = tag(OUK_RIGHTS_TAG) {
        rules.ouk_rights = value.parse::<OukRights>().map_err(PgnError::RuleOption)?;
    }
    if let Some(value) = tag(SUTRAS_TAG) {
        rules.sutras = value.parse::<Sutras>().map_err(PgnError::RuleOption)?;
    }
    if let Some(value) = tag(RULE_SET_TAG) {
        rules.rule_set = value.parse::<RuleSet>().map_err(PgnError::RuleOption)?;
    }
    RuleOptions::default()
        .with_sutras(rules.sutras)
        .with_rule_set(rules.rule_set)
        .validate(variant)
        .map_err(PgnError::RuleOption)?;
    Ok(rules)
}
/// The tag saying how a game without a result on the board ended.
const TERMINATION_TAG: &str = "Termination";
/// The `Termination` value of a time forfeit.
const TIME_FORFEIT: &str = "time forfeit";
/// The comment command of a counting action.
const COUNT_COMMAND: &str = "%count";

/// A comment without its `[%count …]` commands, white space collapsed.
fn without_count_commands(text: &str) -> String {
    let mut rest = String::new();
    let mut remaining = text;
    while let Some(at) = remaining.find('[') {
        let (before, from) = remaining.split_at(at);
        rest.push_str(before);
        let command = from[1..]
            .strip_prefix(COUNT_COMMAND)
            .filter(|after| after.starts_with([' ', ']']))
            .and_then(|after| after.find(']').map(|end| &after[end + 1..]));
        match command {
            Some(after) => {
                rest.push(' ');
                remaining = after;
            }
            None => {
                rest.push('[');
                remaining = &from[1..];
            }
        }
    }
    rest.push_str(remaining);
    collapse(&rest)
}

/// The arguments of the `[%count …]` commands in a comment, in order.
fn count_commands(text: &str) -> impl Iterator<Item = &str> {
    text.split('[').skip(1).filter_map(|part| {
        let rest = part.strip_prefix(COUNT_COMMAND)?;
        let (argument, _) = rest.split_once(']')?;
        (argument.is_empty() || argument.starts_with(' ')).then(|| argument.trim())
    })
}

/// Reads the first game of a PGN text.
///
/// # Errors
/// [`PgnError`] for malformed tags, unknown variants, bad FEN, unreadable or illegal moves
/// (with move number and token), unclosed comments or variations, or no game at all.
pub fn parse_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut games = Reader::new(text);
    games.next_game()?.ok_or(PgnError::Empty)
}

/// Reads every game of a PGN text.
///
/// # Errors
/// The first [`PgnError`] met (see [`parse_pgn`]).
pub fn parse_pgns(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut reader = Reader::new(text);
    let mut games = Vec::new();
    while let Some(game) = reader.next_game()? {
        games.push(game);
    }
    Ok(games)
}

/// Reads a movetext without tags or result (`1. e4 {good} (1. d4) 1... e5`) from `start`: the
/// line's moves with their comments, NAGs and variations.
///
/// # Errors
/// The [`PgnError`] of a bad move (located), comment or variation; a tag is refused.
pub fn parse_movetext(start: &Position, text: &str) -> Result<Variation, PgnError> {
    match Reader::new(text).read_raw()? {
        None => Ok(Variation::default()),
        Some(raw) if !raw.tags.is_empty() => Err(PgnError::Tag {
            line: 1,
            problem: "a movetext has no tags",
        }),
        Some(raw) => read_line(start, &mut raw.tokens.into_iter()),
    }
}

/// Writes `line` from `start` as movetext on one line, as [`write_pgn`] writes moves, without
/// a result.
pub fn write_movetext(start: &Position, line: &Variation) -> String {
    let mut words = Vec::new();
    write_line(
        &mut words,
        start,
        &line.moves,
        &line.annotations,
        Letters::FairyStockfish,
    );
    words.join(" ")
}

/// Whether `c` separates tokens: any Unicode white space or a zero-width space.
pub(crate) fn is_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{200B}' | '\u{2060}' | '\u{FEFF}')
}

/// The game termination marker a token stands for, if it is one.
pub(crate) fn result_token(token: &str) -> Option<&'static str> {
    let t: String = token
        .chars()
        .map(|c| match c {
            '–' | '—' | '‐' | '‑' | '−' => '-',
            '½' => 'h',
            other => other,
        })
        .collect();
    match t.as_str() {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "h-h" | "1/2" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

/// A cursor over the PGN text.
struct Reader<'a> {
    chars: core::iter::Peekable<core::str::Chars<'a>>,
    line: usize,
    at_line_start: bool,
}

/// Tag section and movetext of one game, before the moves are checked.
struct RawGame {
    tags: Vec<(String, String)>,
    tokens: Vec<Token>,
    result: Option<&'static str>,
}

/// A movetext token.
enum Token {
    Move(String),
    Nag(u8),
    Comment(String),
    /// A variation's `(`, on this 1-based line.
    Open(usize),
    /// A variation's `)`.
    Close,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            chars: text.chars().peekable(),
            line: 1,
            at_line_start: true,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.at_line_start = true;
        } else if !is_space(c) {
            self.at_line_start = false;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    fn skip_spaces(&mut self) {
        while self.chars.peek().is_some_and(|&c| is_space(c)) {
            self.bump();
        }
    }

    fn next_game(&mut self) -> Result<Option<PgnGame>, PgnError> {
        match self.read_raw()? {
            None => Ok(None),
            Some(raw) => build_game(raw).map(Some),
        }
    }

    /// Reads tags and movetext up to the result or the next tag section.
    fn read_raw(&mut self) -> Result<Option<RawGame>, PgnError> {
        let mut raw = RawGame {
            tags: Vec::new(),
            tokens: Vec::new(),
            result: None,
        };
        let mut seen_anything = false;
        // The lines of the variations open here.
        let mut open: Vec<usize> = Vec::new();
        loop {
            self.skip_spaces();
            let Some(&c) = self.chars.peek() else { break };
            match c {
                '%' if self.at_line_start => self.skip_line(),
                '[' if !open.is_empty() => break,
                '[' => {
                    if raw.tokens.iter().any(|t| matches!(t, Token::Move(_))) {
                        // The next game's tags: this game had no result marker.
                        break;
                    }
                    seen_anything = true;
                    let tag = self.read_tag()?;
                    raw.tags.push(tag);
                }
                '{' => {
                    seen_anything = true;
                    let comment = self.read_comment()?;
                    raw.tokens.push(Token::Comment(comment));
                }
                ';' => {
                    seen_anything = true;
                    self.bump();
                    let mut comment = String::new();
                    while let Some(&c) = self.chars.peek() {
                        if c == '\n' {
                            break;
                        }
                        comment.push(c);
                        self.bump();
                    }
                    raw.tokens.push(Token::Comment(collapse(&comment)));
                }
                '(' => {
                    seen_anything = true;
                    open.push(self.line);
                    raw.tokens.push(Token::Open(self.line));
                    self.bump();
                }
                ')' => {
                    if open.pop().is_none() {
                        return Err(PgnError::UnbalancedParenthesis { line: self.line });
                    }
                    raw.tokens.push(Token::Close);
                    self.bump();
                }
                _ => {
                    seen_anything = true;
                    let word = self.read_word();
                    match result_token(&word) {
                        // A result inside a variation ends nothing.
                        Some(_) if !open.is_empty() => {}
                        Some(result) => {
                            raw.result = Some(result);
                            break;
                        }
                        None => push_word(&mut raw.tokens, &word),
                    }
                }
            }
        }
        if let Some(&line) = open.first() {
            return Err(PgnError::Unclosed { what: '(', line });
        }
        Ok(seen_anything.then_some(raw))
    }

    fn read_word(&mut self) -> String {
        let mut word = String::new();
        while let Some(&c) = self.chars.peek() {
            if is_space(c) || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';') {
                break;
            }
            word.push(c);
            self.bump();
        }
        if word.is_empty() {
            // A stray closing bracket: consume it so reading goes on.
            if let Some(c) = self.bump() {
                word.push(c);
            }
        }
        word
    }

    fn read_tag(&mut self) -> Result<(String, String), PgnError> {
        let line = self.line;
        let bad = |problem| PgnError::Tag { line, problem };
        self.bump(); // '['
        self.skip_spaces();
        let mut name = String::new();
        while let Some(&c) = self.chars.peek() {
            if is_tag_name_char(c) {
                name.push(c);
                self.bump();
            } else {
                break;
            }
        }
        if name.is_empty() {
            return Err(bad("missing tag name"));
        }
        self.skip_spaces();
        if self.bump() != Some('"') {
            return Err(bad("the value must be in double quotes"));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                None | Some('\n') => return Err(bad("unterminated tag value")),
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    None | Some('\n') => return Err(bad("unterminated tag value")),
                    Some(c) => {
                        value.push('\\');
                        value.push(c);
                    }
                },
                Some('"') => break,
                Some(c) => value.push(c),
            }
        }
        self.skip_spaces();
        if self.bump() != Some(']') {
            return Err(bad("missing ']'"));
        }
        Ok((name, value))
    }

    fn read_comment(&mut self) -> Result<String, PgnError> {
        let line = self.line;
        self.bump(); // '{'
        let mut text = String::new();
        loop {
            match self.bump() {
                None => return Err(PgnError::Unclosed { what: '{', line }),
                Some('}') => return Ok(collapse(&text)),
                Some(c) => text.push(c),
            }
        }
    }
}

/// A comment's text as a brace comment can hold it: runs of white space collapsed to single
/// spaces, trimmed, and `}` (which a `;` comment may hold) read as `)`.
fn collapse(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split(is_space).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.chars().map(|c| if c == '}' { ')' } else { c }));
    }
    out
}

/// Splits a movetext word into move number, move and NAGs; drops the number.
fn push_word(tokens: &mut Vec<Token>, word: &str) {
    // NAGs (`$1`), alone or glued to the move before them.
    let (word, nags) = match word.find('$') {
        Some(i) => (&word[..i], &word[i..]),
        None => (word, ""),
    };
    push_move(tokens, word);
    tokens.extend(
        nags.split('$')
            .filter_map(|n| n.parse::<u8>().ok())
            .map(Token::Nag),
    );
}

/// Pushes the move of a word without NAGs: its number dropped, its suffix (`!?`) a NAG.
fn push_move(tokens: &mut Vec<Token>, word: &str) {
    // Move number: digits followed by dots or an ellipsis, possibly glued to the move.
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    let mut rest = word;
    if digits > 0 {
        let after = &word[digits..];
        let dots = after
            .char_indices()
            .take_while(|&(_, c)| c == '.' || c == '…')
            .last()
            .map(|(i, c)| i + c.len_utf8());
        match dots {
            Some(n) => rest = &after[n..],
            None if after.is_empty() => return, // a bare number
            None => {}
        }
    }
    let rest = rest.trim_start_matches(['.', '…']);
    let is_mark = |c: char| matches!(c, '!' | '?' | '‼' | '⁇' | '⁈' | '⁉');
    let san = rest.trim_end_matches(is_mark);
    if !san.is_empty() {
        tokens.push(Token::Move(san.to_string()));
    }
    if let Some(nag) = suffix_nag(&rest[san.len()..]) {
        tokens.push(Token::Nag(nag));
    }
}

fn build_game(raw: RawGame) -> Result<PgnGame, PgnError> {
    let tag = |name: &str| {
        raw.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let variant = match tag("Variant") {
        None => Variant::Makruk,
        Some(name) if name.trim().is_empty() => Variant::Makruk,
        Some(name) => {
            variant_from_pgn_name(name).ok_or_else(|| PgnError::UnknownVariant(name.to_string()))?
        }
    };
    let rules = move_rules(&tag, variant)?;
    let start = match tag("FEN") {
        Some(fen) if !fen.trim().is_empty() => {
            Position::from_fen_with_move_rules(variant, rules, fen).map_err(PgnError::Fen)?
        }
        _ => Position::startpos(variant).with_move_rules(rules),
    };
    let line = read_line(&start, &mut raw.tokens.into_iter())?;
    let result = raw
        .result
        .or_else(|| tag("Result").and_then(result_token))
        .unwrap_or("*");
    Ok(PgnGame {
        tags: raw.tags,
        start,
        moves: line.moves,
        comments: line.annotations.comments,
        nags: line.annotations.nags,
        variations: line.annotations.variations,
        result: result.to_string(),
    })
}

/// Reads a line of moves from `start` up to its variation's `)` or the end of the tokens: each
/// move checked in its position, NAGs on the move before them, and each variation from the
/// position before the move it replaces.
fn read_line(
    start: &Position,
    tokens: &mut impl Iterator<Item = Token>,
) -> Result<Variation, PgnError> {
    let mut line = Variation::default();
    let mut pos = start.clone();
    let mut before_last = start.clone();
    while let Some(token) = tokens.next() {
        let notes = &mut line.annotations;
        let played = line.moves.len();
        match token {
            Token::Comment(text) => notes.comments.push((played, text)),
            // A NAG marks the move before it; before any move it marks nothing.
            Token::Nag(nag) if played > 0 => notes.nags.push((played, nag)),
            Token::Nag(_) => {}
            Token::Move(text) => {
                let m = pos.parse_san(&text).map_err(|error| PgnError::Move {
                    number: pos.fullmoves(),
                    color: pos.turn(),
                    token: text.clone(),
                    error,
                })?;
                before_last = pos.clone();
                pos.play_unchecked(m);
                line.moves.push(m);
            }
            Token::Open(at) => {
                let Some(replaced) = played.checked_sub(1) else {
                    return Err(PgnError::VariationWithoutMove { line: at });
                };
                let variation = read_line(&before_last, tokens)?;
                if !variation.moves.is_empty() || !variation.annotations.is_empty() {
                    notes.variations.push((replaced, variation));
                }
            }
            Token::Close => break,
        }
    }
    Ok(line)
}

/// Writes the words of a line of `moves` from `start` with its notes: move numbers, SAN, NAGs,
/// comments and, after each move, the variations played instead of it. Stops before a move
/// that is not legal; comments placed after the last move written come last.
fn write_line(
    words: &mut Vec<String>,
    start: &Position,
    moves: &[Move],
    notes: &Annotations,
    letters: Letters,
) {
    let mut pos = start.clone();
    let mut need_number = true;
    let mut written = 0;
    push_comments(words, notes, |ply| ply == 0);
    for (i, &m) in moves.iter().enumerate() {
        if !pos.is_legal(m) {
            break;
        }
        let ply = i + 1;
        let number = pos.fullmoves();
        if pos.turn() == Color::White {
            words.push(format!("{number}."));
        } else if need_number {
            words.push(format!("{number}..."));
        }
        let before_move = pos.clone();
        words.push(pos.san_with(m, letters));
        pos.play_unchecked(m);
        written = ply;
        words.extend(notes.nags_at(ply).map(|nag| format!("${nag}")));
        let before = words.len();
        push_comments(words, notes, |at| at == ply);
        for variation in notes.variations_at(i) {
            let first = words.len();
            write_line(
                words,
                &before_move,
                &variation.moves,
                &variation.annotations,
                letters,
            );
            // `(` opens the variation's first word and `)` closes its last.
            if let Some(word) = words.get_mut(first) {
                word.insert(0, '(');
            }
            if words.len() > first {
                if let Some(word) = words.last_mut() {
                    word.push(')');
                }
            }
        }
        need_number = words.len() != before;
    }
    push_comments(words, notes, |at| at > written);
}

/// Pushes the words of the comments whose ply `at` accepts, in order.
fn push_comments(words: &mut Vec<String>, notes: &Annotations, at: impl Fn(usize) -> bool) {
    for (_, text) in notes.comments.iter().filter(|(ply, _)| at(*ply)) {
        let text = text.replace('}', ")");
        let mut parts = text.split(' ').filter(|w| !w.is_empty());
        match parts.next() {
            None => words.push("{}".to_string()),
            Some(first) => {
                let start = words.len();
                words.push(format!("{{{first}"));
                words.extend(parts.map(ToString::to_string));
                if let Some(last) = words[start..].last_mut() {
                    last.push('}');
                }
            }
        }
    }
}

/// The seven tags every PGN game carries, in their standard order.
const SEVEN_TAGS: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes `game` as PGN: the seven standard tags (`?` where unknown), `Variant`, `SetUp` and
/// `FEN` (promoted bia written `M~`) when the start is not the variant's start position, the other
/// tags, then the moves in SAN with move numbers, NAGs (`$1`), comments and variations, wrapped at
/// 80 columns, and the result. Writing stops before a move that is not legal; a `}` inside a
/// comment is written as `)`.
pub fn write_pgn(game: &PgnGame) -> String {
    write_pgn_with(game, Letters::FairyStockfish)
}

/// [`write_pgn`] with these piece letters in the moves (`Q` and `B` for sites that read only
/// the chess letters).
pub fn write_pgn_with(game: &PgnGame, letters: Letters) -> String {
    let mut out = String::new();
    let start = GameRecord::start_of(&game.start);
    for name in SEVEN_TAGS {
        let value = if name == "Result" {
            game.result.as_str()
        } else {
            game.tag(name)
                .unwrap_or(if name == "Date" { "????.??.??" } else { "?" })
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push_str(&format!("[Variant \"{}\"]\n", game.variant().name()));
    if let Some(fen) = start {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{fen}\"]\n"));
    }
    for (name, value) in &game.tags {
        let known = SEVEN_TAGS.contains(&name.as_str())
            || ["Variant", "SetUp", "FEN"]
                .iter()
                .any(|t| t.eq_ignore_ascii_case(name));
        if !known {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');

    let main_line = Annotations {
        comments: game.comments.clone(),
        nags: game.nags.clone(),
        variations: game.variations.clone(),
    };
    let mut words: Vec<String> = Vec::new();
    write_line(&mut words, &game.start, &game.moves, &main_line, letters);
    words.push(game.result.clone());

    let mut line_len = 0;
    for word in words {
        let width = word.chars().count();
        if line_len > 0 && line_len + 1 + width > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&word);
        line_len += width;
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::annotation::clean_comment;
    use rand_core::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn uci(pos: &Position, s: &str) -> Move {
        pos.parse_uci_move(s).unwrap()
    }

    /// Plays the UCI move `s` in `game`.
    fn play_uci(game: &mut Game, s: &str) {
        let m = uci(game.position(), s);
        game.play(m).unwrap();
    }

    #[test]
    fn plain_move_list() {
        let game = parse_pgn("1. e4 e5 2. Nd2 Nd7 *").unwrap();
        assert_eq!(game.variant(), Variant::Makruk);
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.result, "*");
        let start = Position::startpos(Variant::Makruk);
        assert_eq!(game.moves[0], uci(&start, "e3e4"));
        // Without numbers and result, glued numbers and NAGs, Unicode spaces.
        let game = parse_pgn("1.e4$1\u{a0}e5\u{2003}2.Nd2 1…Nd7").unwrap();
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.result, "*");
    }

    #[test]
    fn a_line_comment_holding_a_brace_reads_as_it_writes_back() {
        let game = parse_pgn("1. e4 ; see } here\n1... e5 *").unwrap();
        assert_eq!(game.comments, vec![(1, "see ) here".to_string())]);
        let back = parse_pgn(&write_pgn(&game)).unwrap();
        assert_eq!(back.annotations(), game.annotations());
    }

    #[test]
    fn tags_comments_nags_variations() {
        let text = "[Event \"Bangkok \\\"open\\\"\"]\n[Variant \"ouk chatrang\"]\n[Annotator \"someone\"]\n\
                    [Result \"1-0\"]\n\n% escape line\n{start} 1. e4 $1 {good} (1. d4 d5 (1... e5) 2. c4) \
                    1... e5!? ; rest of line\n2. Nd2 1-0\n";
        let game = parse_pgn(text).unwrap();
        assert_eq!(game.variant(), Variant::Cambodian);
        assert_eq!(game.tag("Event"), Some("Bangkok \"open\""));
        assert_eq!(game.tag("Annotator"), Some("someone"));
        assert_eq!(game.moves.len(), 3);
        assert_eq!(
            game.comments,
            vec![
                (0, "start".to_string()),
                (1, "good".to_string()),
                (2, "rest of line".to_string())
            ]
        );
        assert_eq!(game.result, "1-0");
    }

    #[test]
    fn annotations_are_kept() {
        let text = "{start} 1. e4 $1 {good} (1. d4 $14 d5 (1... e5 {also}) 2. c4) \
                    1... e5!? (1... d5) 2. Nd2?? *";
        let game = parse_pgn(text).unwrap();
        let notes = game.annotations();
        assert_eq!(notes.comments, [(0, "start".into()), (1, "good".into())]);
        assert_eq!(notes.nags, [(1, 1), (2, 5), (3, 4)]);
        let starts: Vec<usize> = notes.variations.iter().map(|(at, _)| *at).collect();
        assert_eq!(starts, [0, 1]);
        let d4 = &notes.variations[0].1;
        let start = Position::startpos(Variant::Makruk);
        assert_eq!(d4.moves[0], uci(&start, "d3d4"));
        assert_eq!(d4.moves.len(), 3);
        assert_eq!(d4.annotations.nags, [(1, 14)]);
        let e5 = d4.annotations.variations_at(1).next().unwrap();
        assert_eq!(e5.moves.len(), 1);
        assert_eq!(e5.annotations.comments, [(1, "also".into())]);
    }

    #[test]
    fn annotations_round_trip() {
        let text = "[FEN \"4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1\"]\n{[%count start] Black counts} \
                    1... Kf8 {forced?} (1... Ke7 $2 2. Ra7+ (2. Ra6) {lost}) (1... Kd8) \
                    2. Ra2 $1 {[%count stop]} *";
        let game = parse_pgn(text).unwrap();
        let notes = game.annotations();
        assert_eq!(notes.comment_at(0).as_deref(), Some("Black counts"));
        let written = write_pgn(&game);
        assert!(
            written.replace('\n', " ").contains(
                "{[%count start] Black counts} 1... Kf8 {forced?} (1... Ke7 $2 2. Ra7 {lost} \
                 (2. Ra6)) (1... Kd8) 2. Ra2 $1 {[%count stop]} *"
            ),
            "{written}"
        );
        let again = parse_pgn(&written).unwrap();
        assert_eq!(again.annotations(), notes);
        assert_eq!(again.moves, game.moves);
        assert_eq!(write_pgn(&again), written);
        // The record and the annotations come back from the app's pieces.
        let record = game.to_record().unwrap();
        let mut rebuilt = PgnGame::from_record(&record).unwrap();
        rebuilt.annotate(&notes);
        assert_eq!(
            parse_pgn(&write_pgn(&rebuilt)).unwrap().annotations(),
            notes
        );
        assert_eq!(rebuilt.to_record().unwrap(), record);
    }

    /// Random moves from `pos` with random comments, NAGs and variations (nested `depth` deep).
    fn random_line(rng: &mut Xoshiro256PlusPlus, pos: &Position, depth: u32) -> Variation {
        let mut line = Variation::default();
        let mut pos = pos.clone();
        let words = ["ok", "a (b) c", "{x}", "[%clk 0:01]", "ไทย", "!?"];
        for ply in 0..=below(rng, 12) {
            if below(rng, 4) == 0 {
                let text = words[below(rng, words.len())];
                line.annotations.comments.push((ply, clean_comment(text)));
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[below(rng, moves.len())];
            if depth > 0 && below(rng, 5) == 0 {
                let variation = random_line(rng, &pos, depth - 1);
                if !variation.moves.is_empty() {
                    line.annotations.variations.push((ply, variation));
                }
            }
            pos.play_unchecked(m);
            line.moves.push(m);
            if below(rng, 4) == 0 {
                line.annotations.nags.push((ply + 1, below(rng, 20) as u8));
            }
        }
        line
    }

    #[test]
    fn random_annotations_round_trip() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(26);
        for _ in 0..100 {
            let start = Position::startpos(Variant::Makruk);
            let line = random_line(&mut rng, &start, 2);
            let mut game = PgnGame::from_position(start.clone());
            game.moves = line.moves.clone();
            game.annotate(&line.annotations);
            let written = write_pgn(&game);
            let back = parse_pgn(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(back.moves, game.moves, "{written}");
            assert_eq!(back.annotations(), game.annotations(), "{written}");
            assert_eq!(write_pgn(&back), written);
            assert_eq!(
                parse_movetext(&start, &write_movetext(&start, &line)),
                Ok(line)
            );
        }
    }

    #[test]
    fn bad_variations_are_located_errors() {
        let bad = |text: &str| parse_pgn(text).unwrap_err().to_string();
        assert_eq!(
            bad("1. e4 e5 (1... e4 2. Nd2) *"),
            "move 1... \"e4\": no legal move \"e4\" in this position"
        );
        assert_eq!(
            bad("1. e4 e5 (1... d5 2. Nd3) *"),
            "move 2. \"Nd3\": no legal move \"Nd3\" in this position"
        );
        assert_eq!(
            bad("(1. d4) 1. e4 *"),
            "line 1: a variation '(' before any move it could replace"
        );
        assert_eq!(
            bad("1. e4 (1. d4\n(1... d5) *"),
            "line 1: '(' is never closed"
        );
        assert_eq!(bad("1. e4 )"), "line 1: ')' without '('");
    }

    #[test]
    fn movetext_round_trip() {
        let start = Position::startpos(Variant::Makruk);
        let line = parse_movetext(&start, "1. e4 {good} (1. d4 $1) 1... e5 2. Nd2").unwrap();
        assert_eq!(line.moves.len(), 3);
        let text = write_movetext(&start, &line);
        assert_eq!(text, "1. e4 {good} (1. d4 $1) 1... e5 2. Nd2");
        assert_eq!(parse_movetext(&start, &text), Ok(line));
        assert_eq!(parse_movetext(&start, " "), Ok(Variation::default()));
        assert!(parse_movetext(&start, "[White \"x\"] 1. e4").is_err());
        assert!(parse_movetext(&start, "1. e5").is_err());
    }

    #[test]
    fn chess_letters_in_the_export() {
        let game = parse_pgn("1. e4 e5 2. Md2 Se7 *").unwrap();
        let text = write_pgn_with(&game, Letters::Chess);
        assert!(text.ends_with("1. e4 e5 2. Qd2 Be7 *\n"), "{text}");
        assert_eq!(parse_pgn(&text).unwrap().moves, game.moves);
    }

    #[test]
    fn variant_names() {
        for (name, v) in [
            ("Makruk", Variant::Makruk),
            ("Makruk (Thai Chess)", Variant::Makruk),
            ("Thai chess", Variant::Makruk),
            ("Siamese chess", Variant::Makruk),
            ("Ouk", Variant::Cambodian),
            ("Ok", Variant::Cambodian),
            ("CAMBODIAN", Variant::Cambodian),
            ("Ouk Chatrang", Variant::Cambodian),
            ("Kar Ouk", Variant::Karouk),
            ("karouk", Variant::Karouk),
            ("Makpong", Variant::Makpong),
            ("ASEAN chess", Variant::Asean),
            ("asean", Variant::Asean),
            ("ASEAN", Variant::Asean),
            ("Cambodian", Variant::Cambodian),
            ("Sittuyin", Variant::Sittuyin),
            ("Burmese chess", Variant::Sittuyin),
            ("makruk (thai chess)", Variant::Makruk),
            ("KAR OUK", Variant::Karouk),
        ] {
            assert_eq!(variant_from_pgn_name(name), Some(v), "{name}");
        }
        assert_eq!(variant_from_pgn_name("chess"), None);
        assert_eq!(
            parse_pgn("[Variant \"Shogi\"]\n1. e4"),
            Err(PgnError::UnknownVariant("Shogi".into()))
        );
    }

    #[test]
    fn fen_start() {
        let text = "[Variant \"Makruk\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/P7/8/8/8/4K3 w - - 0 30\"]\n\n30. a6=M Kd8 31. Mb7 *";
        let game = parse_pgn(text).unwrap();
        assert_eq!(game.moves.len(), 3);
        let written = write_pgn(&game);
        assert!(written.contains("[FEN \"4k3/8/8/P7/8/8/8/4K3 w - - 0 30\"]"));
        assert!(written.contains("30. a6=M Kd8 31. Mb7 *"), "{written}");
        assert!(matches!(
            parse_pgn("[FEN \"8/8 w\"]\n*"),
            Err(PgnError::Fen(_))
        ));
    }

    #[test]
    fn errors_name_move_number_and_token() {
        let err = parse_pgn("1. e4 e5 2. Nd2 Qxh9").unwrap_err();
        assert!(
            matches!(&err, PgnError::Move { number: 2, color: Color::Black, token, .. } if token == "Qxh9")
        );
        assert!(err.to_string().starts_with("move 2... \"Qxh9\""), "{err}");
        let err = parse_pgn("1. e4 e5 2. e5").unwrap_err();
        assert!(matches!(
            &err,
            PgnError::Move {
                number: 2,
                color: Color::White,
                ..
            }
        ));
        assert!(matches!(
            parse_pgn("1. e4 {open"),
            Err(PgnError::Unclosed { what: '{', .. })
        ));
        assert!(matches!(
            parse_pgn("1. e4 (1. d4"),
            Err(PgnError::Unclosed { what: '(', .. })
        ));
        assert!(matches!(
            parse_pgn("1. e4 )"),
            Err(PgnError::UnbalancedParenthesis { .. })
        ));
        assert!(matches!(
            parse_pgn("[Event \"x]\n"),
            Err(PgnError::Tag { line: 1, .. })
        ));
        // A backslash does not escape the end of the line.
        assert!(matches!(
            parse_pgn("[Event \"x\\\n\"]\n"),
            Err(PgnError::Tag { line: 1, .. })
        ));
        assert_eq!(parse_pgn(" \n\t"), Err(PgnError::Empty));
    }

    #[test]
    fn black_to_move_and_comment_numbers() {
        let start = Position::from_fen(
            Variant::Makruk,
            "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1",
        )
        .unwrap();
        let mut game = PgnGame::from_position(start);
        let mut pos = game.start.clone();
        for s in ["e6e5", "b1d2", "b8d7"] {
            let m = uci(&pos, s);
            pos.play_unchecked(m);
            game.moves.push(m);
        }
        game.comments.push((1, "a comment".into()));
        let text = write_pgn(&game);
        assert!(text.contains("1... e5 {a comment} 2. Nd2 Nd7 *"), "{text}");
        assert_eq!(parse_pgn(&text).unwrap().moves, game.moves);
    }

    #[test]
    fn several_games() {
        let games = parse_pgns("[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 d5 1-0\n").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].tag("Event"), Some("b"));
        assert_eq!(games[1].moves.len(), 2);
        // A game without result followed by tags of the next.
        let games = parse_pgns("1. e4\n[Event \"b\"]\n1. d4").unwrap();
        assert_eq!(games.len(), 2);
    }

    /// A number below `n` from a seeded generator.
    fn below(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
        (rng.next_u64() % n as u64) as usize
    }

    #[test]
    fn round_trip_random_games() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x9e37_79b9_7f4a_7c15);
        for round in 0..60 {
            let variant = Variant::ALL[round % Variant::ALL.len()];
            let mut game = Game::new(variant);
            let mut comments = Vec::new();
            let plies = below(&mut rng, 120);
            for ply in 0..plies {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[below(&mut rng, moves.len())];
                game.play(m).unwrap();
                if below(&mut rng, 10) == 0 {
                    comments.push((ply + 1, format!("note {ply} \\ \"quoted\" ; [x]")));
                }
            }
            let mut pgn = PgnGame::from_game(&game);
            pgn.comments = comments;
            pgn.set_tag("White", "ผู้เล่น \"A\"");
            pgn.set_tag("Opening", "Sut Khun");
            let text = write_pgn(&pgn);
            let back = parse_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.start, pgn.start, "{text}");
            assert_eq!(back.moves, pgn.moves, "{text}");
            assert_eq!(back.comments, pgn.comments, "{text}");
            assert_eq!(back.result, pgn.result, "{text}");
            assert_eq!(back.tag("White"), Some("ผู้เล่น \"A\""));
            assert_eq!(back.tag("Opening"), Some("Sut Khun"));
            assert_eq!(write_pgn(&back), text);
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }

    #[test]
    fn lines_are_at_most_80_columns() {
        let mut game = Game::new(Variant::Makruk);
        for s in ["b1d2", "b8d7", "d2b1", "d7b8"].iter().cycle().take(60) {
            play_uci(&mut game, s);
        }
        let text = write_pgn(&PgnGame::from_game(&game));
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.contains("[Result \"1/2-1/2\"]"));
        assert_eq!(parse_pgn(&text).unwrap().moves, game.moves());
    }

    /// White: khun and ruea; Black: khun and met; no bia: board's honour applies.
    const ENDGAME: &str = "4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1";

    fn two_player_game(fen: &str, moves: &[&str]) -> Game {
        let start = Position::from_fen(Variant::Makruk, fen).unwrap();
        let mut game = Game::from_position(start);
        game.set_counting_mode(CountingMode::Manual);
        for s in moves {
            play_uci(&mut game, s);
        }
        game
    }

    fn through_pgn(game: &Game) -> (String, GameRecord) {
        let text = write_pgn(&PgnGame::from_game(game));
        let record = parse_pgn(&text)
            .and_then(|pgn| pgn.to_record())
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        (text, record)
    }

    #[test]
    fn a_game_nobody_counted_comes_back_without_a_count() {
        // Board's honour would run by itself from the start; between two players nobody counted.
        let game = two_player_game(ENDGAME, &["e8f8", "a1a2", "f8e8", "a2a3"]);
        assert_eq!(game.counting(), None);
        let (text, record) = through_pgn(&game);
        assert!(
            !text.contains("Counting") && !text.contains("%count"),
            "{text}"
        );
        assert_eq!(record, GameRecord::from_game(&game));
        let back = record.replay().unwrap();
        assert_eq!(back.counting(), None, "{text}");
        assert_eq!(back.fen(), game.fen());

        // A PGN from elsewhere, without counting actions, starts no count either, even where
        // an automatic count would have ended the game long ago.
        let mut moves = String::new();
        for n in 0..70 {
            let [w, b] = if n % 2 == 0 {
                ["Ra2", "Kf8"]
            } else {
                ["Ra1", "Ke8"]
            };
            moves.push_str(&format!("{}... {b} {}. {w} ", n + 1, n + 2));
        }
        let text = format!("[FEN \"{ENDGAME}\"]\n{moves}*");
        let game = parse_pgn(&text)
            .unwrap()
            .to_record()
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(game.counting(), None);
        assert_eq!(game.moves().len(), 140);
    }

    #[test]
    fn counting_starts_and_stops_come_back() {
        let mut game = two_player_game(ENDGAME, &[]);
        game.start_counting().unwrap();
        for s in ["e8f8", "a1a2"] {
            play_uci(&mut game, s);
        }
        game.stop_counting().unwrap();
        play_uci(&mut game, "f8e8");
        game.start_counting().unwrap();
        let (text, record) = through_pgn(&game);
        assert!(
            text.contains(
                "{[%count start]} 1... Kf8 2. Ra2 {[%count stop]} 2... Ke8 {[%count start]} *"
            ),
            "{text}"
        );
        assert_eq!(
            record.actions,
            [
                (0, CountAction::Start),
                (2, CountAction::Stop),
                (3, CountAction::Start)
            ]
        );
        let back = record.replay().unwrap();
        assert_eq!(back.counting(), game.counting());
        assert_eq!(back.counting().map(|c| c.counter), Some(Color::White));
    }

    #[test]
    fn the_earlier_versions_counting_comes_back() {
        // Black starts its count; White stops it, as the app's first versions let a side do.
        let mut game = two_player_game(ENDGAME, &[]);
        game.set_counting_mode(CountingMode::ManualBoardsHonour);
        game.start_counting().unwrap();
        play_uci(&mut game, "e8f8");
        game.stop_counting().unwrap();
        let (text, record) = through_pgn(&game);
        assert!(
            text.contains("[Counting \"manual-boards-honour\"]"),
            "{text}"
        );
        assert_eq!(record.options.counting, CountingMode::ManualBoardsHonour);
        assert_eq!(record.replay().unwrap().counting(), None);
        // Without the tag (an export of that time), the seeds' counting refuses White's stop, so
        // the game is read under the earlier counting.
        let untagged = text.replace("[Counting \"manual-boards-honour\"]\n", "");
        let read = parse_pgn(&untagged).unwrap().to_record().unwrap();
        assert_eq!(read, record);
    }

    #[test]
    fn results_and_counting_mode_come_back() {
        let mut game = two_player_game(ENDGAME, &["e8f8"]);
        game.record_result(RecordedResult::Resignation(Color::White))
            .unwrap();
        let (text, record) = through_pgn(&game);
        assert!(text.contains("[Result \"0-1\"]") && text.contains("[Termination \"normal\"]"));
        assert_eq!(
            record.result,
            Some(RecordedResult::Resignation(Color::White))
        );

        let mut game = two_player_game(ENDGAME, &[]);
        game.record_result(RecordedResult::TimeForfeit(Color::Black))
            .unwrap();
        let (text, record) = through_pgn(&game);
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        assert!(text.ends_with("1-0\n"), "{text}");
        assert_eq!(
            record.result,
            Some(RecordedResult::TimeForfeit(Color::Black))
        );

        // Against the engine the count runs by itself: the tag says so.
        let mut game = Game::new(Variant::Makruk);
        play_uci(&mut game, "e3e4");
        game.record_result(RecordedResult::DrawAgreed).unwrap();
        let (text, record) = through_pgn(&game);
        assert!(text.contains("[Counting \"automatic\"]"), "{text}");
        assert_eq!(record.options.counting, CountingMode::Automatic);
        assert_eq!(record.result, Some(RecordedResult::DrawAgreed));

        // A result the board shows is not a recorded one.
        let text = "[FEN \"k7/8/8/8/8/3n4/6MR/6RK b - - 0 1\"]\n1... Nf2# 0-1";
        let record = parse_pgn(text).unwrap().to_record().unwrap();
        assert_eq!(record.result, None);
        assert_eq!(record.replay().unwrap().pgn_result(), "0-1");
    }

    #[test]
    fn bad_counting_data_is_an_error() {
        let bad = |text: &str| {
            parse_pgn(text)
                .unwrap()
                .to_record()
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            bad("[Counting \"sometimes\"]\n1. e4 *"),
            "Counting tag \"sometimes\": expected manual, automatic or manual-boards-honour"
        );
        assert_eq!(
            bad("1. e4 {[%count pause]} *"),
            "comment command [%count pause]: expected start or stop"
        );
        assert_eq!(
            bad("1. e4 {[%count start]} *"),
            "counting start after 1 move: no count applies in this position"
        );
        // Other commands and text around ours are left alone.
        let pgn = parse_pgn(&format!(
            "[FEN \"{ENDGAME}\"]\n{{[%clk 0:05:00] [%count start] ok}} 1... Kf8 *"
        ))
        .unwrap();
        assert_eq!(pgn.to_record().unwrap().actions, [(0, CountAction::Start)]);
    }

    #[test]
    fn random_records_round_trip_through_pgn() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(20);
        let endgame = "4k3/3m4/2s5/8/8/2N5/1R6/R3K3 w - - 0 1";
        let mut with_actions = 0;
        for round in 0..60 {
            let mut game = two_player_game(endgame, &[]);
            if round % 5 == 0 {
                game.set_counting_mode(CountingMode::Automatic);
            }
            for _ in 0..below(&mut rng, 200) {
                if below(&mut rng, 3) == 0 {
                    let _ = if game.count_started() > 0 {
                        game.stop_counting()
                    } else {
                        game.start_counting()
                    };
                }
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[below(&mut rng, moves.len())]).unwrap();
            }
            let loser = Color::ALL[below(&mut rng, 2)];
            let result = [
                RecordedResult::Resignation(loser),
                RecordedResult::DrawAgreed,
                RecordedResult::TimeForfeit(game.position().turn()),
            ][below(&mut rng, 3)];
            if below(&mut rng, 2) == 0 {
                let _ = game.record_result(result);
            }
            let (text, record) = through_pgn(&game);
            assert_eq!(record, GameRecord::from_game(&game), "{text}");
            assert_eq!(write_pgn(&PgnGame::from_record(&record).unwrap()), text);
            with_actions += usize::from(!record.actions.is_empty());
        }
        assert!(with_actions >= 10, "{with_actions}");
    }

    #[test]
    fn rule_option_tags_round_trip() {
        let options = RuleOptions::for_variant(Variant::Makruk)
            .with_sutras(Sutras::ALL)
            .with_counting(CountingMode::Manual);
        let mut game = Game::with_options(Position::startpos(Variant::Makruk), options).unwrap();
        for s in ["e1e3", "g8f6", "d1b2"] {
            play_uci(&mut game, s);
        }
        let (text, record) = through_pgn(&game);
        assert!(text.contains("[Sutras \"khun met ma\"]"), "{text}");
        assert!(text.contains("[Repetition \"no\"]"), "{text}");
        assert!(!text.contains("OukRights"), "{text}");
        assert!(text.contains("1. Me3 Nf6 2. Kb2 *"), "{text}");
        assert_eq!(record, GameRecord::from_game(&game));

        let cambodian =
            RuleOptions::for_variant(Variant::Cambodian).with_counting(CountingMode::Manual);
        let game = Game::with_options(Position::startpos(Variant::Cambodian), cambodian).unwrap();
        let (text, record) = through_pgn(&game);
        assert!(
            text.contains("[OukRights \"until first capture\"]"),
            "{text}"
        );
        assert_eq!(record.options, cambodian);
    }

    #[test]
    fn tags_missing_mean_fairy_stockfish_rules() {
        let record = parse_pgn("[Variant \"Cambodian\"]\n1. e4 d5 2. exd5 Kc7 *")
            .unwrap()
            .to_record()
            .unwrap();
        assert_eq!(
            record.options,
            RuleOptions::default().with_counting(CountingMode::Manual)
        );
    }

    #[test]
    fn bad_rule_option_tags_are_errors() {
        let bad = |text: &str| parse_pgn(text).unwrap_err().to_string();
        assert_eq!(
            bad("[Sutras \"khun bia\"]\n1. e4 *"),
            "rule option tag: Sutras: unknown value \"bia\" (expected khun, met, ma or none)"
        );
        assert_eq!(
            bad("[Variant \"Cambodian\"]\n[Sutras \"met\"]\n1. e4 *"),
            "rule option tag: the Sutras option is not played in Cambodian (only in Makruk)"
        );
        assert_eq!(
            bad("[OukRights \"sometimes\"]\n1. e4 *"),
            "rule option tag: OukRights: unknown value \"sometimes\" (expected until first capture or Fairy-Stockfish)"
        );
        let err = parse_pgn("[Repetition \"maybe\"]\n1. e4 *")
            .unwrap()
            .to_record()
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "rule option tag: Repetition: unknown value \"maybe\" (expected ends game or no)"
        );
        assert!(parse_pgn("1. Me3 *").is_err(), "no sutra without the tag");
    }

    #[test]
    fn an_import_without_counting_actions_shows_no_pieces_honour() {
        // White takes Black's last piece; nobody said a count, so none is shown.
        let text = "[FEN \"4k3/8/3s4/8/8/8/3R4/R3K3 w - - 0 1\"]\n1. Rxd6 Ke7 2. Rd2 *";
        let record = parse_pgn(text).unwrap().to_record().unwrap();
        assert_eq!(record.options.counting, CountingMode::Manual);
        let game = record.replay().unwrap();
        assert_eq!(game.counting(), None);
        assert_eq!(game.outcome(), None);
    }
}
