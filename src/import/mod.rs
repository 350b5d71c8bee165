//! Importing a game from text: PGN (with or without tags), a bare move list, or a FEN.
//!
//! The text's kind is detected: a single line whose first field has eight ranks (`…/…`, seven
//! slashes) is a FEN; a list of UCI moves only (`e3e4 e6e5 b1d2`) is read move by move; anything
//! else is read as PGN by the rules core (which also reads a bare SAN list, Fairy-Stockfish
//! letters, the chess letters `Q` = met and `B` = khon, and any Unicode spacing). The imported
//! game becomes a two-player game at its last position.
use std::fmt;

use makruk_core::{
    parse_pgn, CountKind, CountingMode, FenError, Game, Move, PgnError, Position, Variant,
};

use crate::record::{clean_name, Agreement, Record};
use crate::settings::{GameSettings, Opponent};

/// A game read from text: where it starts, its moves and its written result.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The start position.
    pub start: Position,
    /// The moves, legal in sequence from `start`.
    pub moves: Vec<Move>,
    /// The PGN result marker (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// White's and Black's names from the PGN tags, empty when unknown.
    pub names: [String; 2],
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
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Fen(e) => write!(f, "FEN: {e}"),
            ImportError::Pgn(e) => write!(f, "{e}"),
            ImportError::Move { number, token } => {
                write!(f, "move {number}: \"{token}\" is not a legal move here")
            }
        }
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
            start,
            moves: Vec::new(),
            result: "*".to_string(),
            names: Default::default(),
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
            start,
            moves,
            result: "*".to_string(),
            names: Default::default(),
        });
    }
    let pgn = parse_pgn(text).map_err(ImportError::Pgn)?;
    let name = |tag: &str| {
        pgn.tag(tag)
            .filter(|n| !n.trim().is_empty() && n.trim() != "?")
            .map(|n| clean_name(n.trim()))
            .unwrap_or_default()
    };
    let names = [name("White"), name("Black")];
    Ok(Imported {
        start: pgn.start,
        moves: pgn.moves,
        result: pgn.result,
        names,
    })
}

/// Replays `imported` as a two-player game whose players count board's honour by hand, starting
/// and stopping the count where the rules would count by themselves, so that an expired count
/// ends the game as it did. Returns the game and its count starts and stops (as `State` keeps them).
fn replay(imported: &Imported) -> (Game, Vec<(usize, bool)>) {
    let mut automatic = Game::from_position(imported.start.clone());
    let mut game = Game::from_position(imported.start.clone());
    game.set_counting_mode(CountingMode::Manual);
    let mut toggles = Vec::new();
    for ply in 0..=imported.moves.len() {
        let rules_count = automatic
            .counting()
            .is_some_and(|c| c.kind == CountKind::BoardsHonour);
        let hand_count = game.count_started() > 0;
        if rules_count && !hand_count && game.start_counting().is_ok() {
            toggles.push((ply, true));
        } else if !rules_count && hand_count && game.stop_counting().is_ok() {
            toggles.push((ply, false));
        }
        let Some(&m) = imported.moves.get(ply) else {
            break;
        };
        if automatic.play(m).is_err() || game.play(m).is_err() {
            break;
        }
    }
    (game, toggles)
}

/// The record of an imported game: two players, shown at the last position with the whole move
/// list navigable; a written decisive result or draw the board does not show counts as a
/// resignation or an agreed draw, so the outcome is shown.
pub fn imported_record(imported: &Imported) -> Record {
    let settings = GameSettings {
        variant: imported.start.variant(),
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    let (game, count_toggles) = replay(imported);
    let agreement = match imported.result.as_str() {
        _ if game.outcome().is_some() => None,
        "1-0" => Some(Agreement::Resigned(makruk_core::Color::Black)),
        "0-1" => Some(Agreement::Resigned(makruk_core::Color::White)),
        "1/2-1/2" => Some(Agreement::Draw),
        _ => None,
    };
    Record {
        moves: game.moves().to_vec(),
        count_toggles,
        agreement,
        names: imported.names.clone(),
        ..Record::new(settings, imported.start.clone())
    }
}

#[cfg(test)]
mod tests;
