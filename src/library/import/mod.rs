//! Importing a game from text: PGN (with or without tags), a bare move list, or a FEN.
//!
//! The text's kind is detected: a single line whose first field has eight ranks (`…/…`, seven
//! slashes) is a FEN; a list of UCI moves only (`e3e4 e6e5 b1d2`) is read move by move; anything
//! else is read as PGN by the rules core (which also reads a bare SAN list, Fairy-Stockfish
//! letters, the chess letters `Q` = met and `B` = khon, and any Unicode spacing). The imported
//! game becomes a two-player game at its last position. A text that is no PGN may be a game page
//! pasted whole: [`page`] finds its moves.
use std::fmt;

use makruk_core::{
    parse_pgn, Annotations, CountKind, CountingMode, CountingRule, FenError, Game, GameRecord,
    Move, PgnError, PgnGame, Position, RecordError, Variant,
};

use crate::model::record::{clean_name, Record, Replayed};
use crate::settings::{GameSettings, Opponent};
use crate::text::core_text::fen_error_text;
use crate::text::core_text::{pgn_error_text, record_error_text};
use crate::text::Lang;
use crate::tr;

/// A game read from text, with the players' names.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The game: start, counting mode and actions, moves (legal in sequence) and result.
    pub game: GameRecord,
    /// White's and Black's names from the PGN tags, empty when unknown.
    pub names: [String; 2],
    /// The PGN's comments, NAGs and variations (none for a FEN or a move list).
    pub annotations: Annotations,
}

/// Why a text could not be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text looks like a FEN but is not a valid position.
    Fen(FenError),
    /// The text could not be read as PGN or a move list.
    Pgn(PgnError),
    /// A move of a UCI move list is not legal.
    Move {
        /// Its move number (`3` for White's or Black's third move).
        number: u32,
        /// The token as written.
        token: String,
    },
    /// The game does not replay: a counting action or result the rules refuse.
    Replay(RecordError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Fen(e) => write!(f, "FEN: {e}"),
            ImportError::Pgn(e) => write!(f, "{e}"),
            ImportError::Move { number, token } => {
                write!(f, "move {number}: \"{token}\" is not a legal move here")
            }
            ImportError::Replay(e) => write!(f, "{e}"),
        }
    }
}

/// Why a text could not be imported, in the interface language; a FEN is read as `variant`'s
/// (which names its pieces).
pub fn error_text(lang: Lang, error: &ImportError, variant: Variant) -> String {
    match error {
        ImportError::Fen(error) => tr!(
            lang,
            "import-error-fen",
            error = fen_error_text(lang, error, variant)
        ),
        ImportError::Pgn(error) => pgn_error_text(lang, error, variant),
        ImportError::Move { number, token } => {
            tr!(lang, "import-error-move", number = *number, token = token)
        }
        ImportError::Replay(error) => record_error_text(lang, error, variant),
    }
}

/// Whether `text` is a FEN rather than PGN: one line whose first field has eight ranks.
pub fn looks_like_fen(text: &str) -> bool {
    let text = text.trim();
    !text.contains('\n')
        && text
            .split_whitespace()
            .next()
            .is_some_and(|board| board.matches('/').count() == 7 && !board.contains('.'))
}

/// Whether `token` has the form of a UCI move (`e3e4`, `d6d7m`).
pub fn is_uci_move(token: &str) -> bool {
    let b = token.as_bytes();
    (b.len() == 4 || b.len() == 5)
        && (b'a'..=b'h').contains(&b[0])
        && (b'1'..=b'8').contains(&b[1])
        && (b'a'..=b'h').contains(&b[2])
        && (b'1'..=b'8').contains(&b[3])
        && b.get(4).is_none_or(u8::is_ascii_lowercase)
}

/// Plays `tokens` (each UCI or SAN) from `start`.
///
/// # Errors
/// [`ImportError::Move`] naming the first move that is not legal.
pub fn parse_moves<'a>(
    start: &Position,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<Move>, ImportError> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for token in tokens {
        let parsed = pos
            .parse_uci_move(token)
            .ok()
            .or_else(|| pos.parse_san(token).ok());
        let Some(m) = parsed.filter(|&m| pos.play(m).is_ok()) else {
            return Err(ImportError::Move {
                number: pos.fullmoves(),
                token: token.to_string(),
            });
        };
        moves.push(m);
    }
    Ok(moves)
}

/// Reads `text` as a FEN (of `variant`) or as PGN / a move list (whose `Variant` tag decides).
///
/// # Errors
/// The rules core's FEN or PGN error: the FEN field, or the move number and token.
pub fn parse_import(text: &str, variant: Variant) -> Result<Imported, ImportError> {
    if looks_like_fen(text) {
        let start = Position::from_fen(variant, text.trim()).map_err(ImportError::Fen)?;
        return Ok(Imported {
            game: two_player_record(start, Vec::new()),
            names: Default::default(),
            annotations: Annotations::default(),
        });
    }
    let tokens: Vec<&str> = text
        .split(char::is_whitespace)
        .filter(|t| !t.is_empty())
        .collect();
    if !tokens.is_empty() && tokens.iter().all(|t| is_uci_move(t)) {
        let start = Position::startpos(Variant::Makruk);
        let moves = parse_moves(&start, tokens)?;
        return Ok(Imported {
            game: two_player_record(start, moves),
            names: Default::default(),
            annotations: Annotations::default(),
        });
    }
    let pgn = parse_pgn(text).map_err(ImportError::Pgn)?;
    imported_pgn(&pgn).map_err(ImportError::Pgn)
}

/// The game and players' names of a PGN game read by the rules core.
///
/// # Errors
/// The [`PgnError`] of [`PgnGame::to_record`]: a bad counting tag or command, or a counting
/// action the rules refuse.
pub fn imported_pgn(pgn: &PgnGame) -> Result<Imported, PgnError> {
    let name = |tag: &str| {
        pgn.tag(tag)
            .filter(|n| !n.trim().is_empty() && n.trim() != "?")
            .map(|n| clean_name(n.trim()))
            .unwrap_or_default()
    };
    let names = [name("White"), name("Black")];
    Ok(Imported {
        game: pgn.to_record()?,
        names,
        annotations: pgn.annotations(),
    })
}

/// The record of `moves` (legal in sequence) played from `start` by two players counting by hand.
fn two_player_record(start: Position, moves: Vec<Move>) -> GameRecord {
    let mut record = GameRecord::new(start.variant());
    record.options = GameSettings::options_for(start.variant());
    record.start = GameRecord::start_of(&start.with_move_rules(record.options.move_rules()));
    record.moves = moves;
    record
}

/// The game of `record` counted by hand: board's honour starts and stops where the rules counted
/// by themselves, so that an expired count ends the game as it did; the result is kept where the
/// game counted by hand can still take it.
///
/// # Errors
/// The [`RecordError`] of a bad start, rule options or move.
fn counted_by_hand(record: &GameRecord) -> Result<Game, RecordError> {
    let start = record.start_position().map_err(RecordError::Start)?;
    let hand_options = record.options.with_counting(CountingMode::Manual);
    let mut automatic =
        Game::with_options(start.clone(), record.options).map_err(RecordError::Options)?;
    let mut game = Game::with_options(start, hand_options).map_err(RecordError::Options)?;
    for (ply, &mv) in record.moves.iter().enumerate() {
        follow_the_rules_count(&automatic, &mut game);
        let illegal = |_| RecordError::Move { ply: ply + 1, mv };
        automatic.play(mv).map_err(illegal)?;
        game.play(mv).map_err(illegal)?;
    }
    follow_the_rules_count(&automatic, &mut game);
    if let Some(result) = record.result {
        game.record_result(result).ok();
    }
    Ok(game)
}

/// Starts or stops a count in `game` (counted by hand) where `automatic` (counted by the rules)
/// has one running or not: board's honour, and the count of a bare khun in the variants and the
/// rule set without board's honour (ASEAN, Sittuyin, Walker's rules).
fn follow_the_rules_count(automatic: &Game, game: &mut Game) {
    let bare_khun_only = automatic.position().variant().rules().counting == CountingRule::Asean;
    let rules_count = automatic.counting().is_some_and(|c| {
        matches!(c.kind, CountKind::BoardsHonour | CountKind::Walker) || bare_khun_only
    });
    let hand_count = game.count_started() > 0;
    if rules_count && !hand_count {
        game.start_counting().ok();
    } else if !rules_count && hand_count {
        game.stop_counting().ok();
    }
}

/// The game of an imported text: two players counting board's honour by hand, shown at the last
/// position with the whole move list navigable. A game the rules counted (`[Counting "automatic"]`)
/// gets the players' counting actions where the rules counted; a game without counting actions
/// starts no count.
///
/// # Errors
/// The located [`RecordError`] of a game that does not replay (an impossible counting action or
/// result).
pub fn imported_game(imported: &Imported) -> Result<Replayed, RecordError> {
    let record = |game: GameRecord| Record {
        settings: GameSettings {
            variant: game.variant,
            opponent: Opponent::Human,
            options: game.options,
            ..GameSettings::default()
        },
        game,
        names: imported.names.clone(),
        flipped: false,
        clock_ms: None,
        annotations: imported.annotations.clone(),
        hints_used: 0,
        chat: Default::default(),
        offers: Default::default(),
    };
    match imported.game.options.counting {
        CountingMode::Automatic => {
            let game = counted_by_hand(&imported.game)?;
            Ok(Replayed::of_game(
                record(GameRecord::from_game(&game)),
                game,
            ))
        }
        CountingMode::Manual | CountingMode::ManualBoardsHonour => {
            Replayed::of(record(imported.game.clone()))
        }
    }
}

/// Reads `text` ([`parse_import`]) and replays its game ([`imported_game`]): the game to open.
///
/// # Errors
/// What either refuses, the replay's error as [`ImportError::Replay`].
pub fn import_text(text: &str, variant: Variant) -> Result<Replayed, ImportError> {
    let imported = parse_import(text, variant)?;
    imported_game(&imported).map_err(ImportError::Replay)
}

#[cfg(test)]
mod tests;

pub mod page;
