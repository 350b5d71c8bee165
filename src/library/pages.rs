//! What the app and the study module (`src/bin/study.rs`, loaded when first needed) say to each
//! other about the library's dialogs, as text since they are two wasm modules: the dialog the app
//! mounts ([`LibraryPage`]: Games, import or export) and what it asks of the app
//! ([`LibraryRequest`]). Games travel in the save format ([`crate::formats::save`]).
use makruk_core::Variant;

use super::GameId;
use crate::formats::save::{decode_game, encode_game, SaveError};
use crate::model::record::{Record, Replayed};

/// A dialog of the study module about the library.
#[derive(Clone, Debug, PartialEq)]
pub enum LibraryPage {
    /// Games: the library's list, the entry of the game on the board marked.
    Games(Option<GameId>),
    /// Import a game, a FEN read in this variant.
    Import(Variant),
    /// Export this game and its position after this many moves (the position shown).
    Export(Box<Record>, usize),
}

/// A request of a library dialog to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum LibraryRequest {
    /// Close the dialog.
    Close,
    /// Open the library's game of this entry.
    Open(GameId, Box<Record>),
    /// Open this imported game.
    Load(Box<Record>),
}

/// A page or request that does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum PageError {
    /// The first line names nothing known.
    UnknownKind,
    /// A line is missing or unreadable.
    Bad(&'static str),
    /// The game does not read.
    Game(SaveError),
}

impl LibraryPage {
    /// The page as text.
    pub fn encode(&self) -> String {
        match self {
            LibraryPage::Games(Some(id)) => format!("games\n{id}"),
            LibraryPage::Games(None) => "games\n-".to_string(),
            LibraryPage::Import(variant) => format!("import\n{}", variant.uci_name()),
            LibraryPage::Export(record, ply) => format!("export\n{ply}\n{}", encode_game(record)),
        }
    }

    /// The page of `text`.
    ///
    /// # Errors
    /// An unknown kind, a missing or unreadable line, or a game that does not read.
    pub fn decode(text: &str) -> Result<LibraryPage, PageError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        match kind {
            "games" if payload == "-" => Ok(LibraryPage::Games(None)),
            "games" => payload
                .parse()
                .map(|id| LibraryPage::Games(Some(id)))
                .map_err(|_| PageError::Bad("games")),
            "import" => Variant::from_uci_name(payload)
                .map(LibraryPage::Import)
                .ok_or(PageError::Bad("variant")),
            "export" => {
                let (ply, save) = payload.split_once('\n').ok_or(PageError::Bad("export"))?;
                let ply = ply.parse().map_err(|_| PageError::Bad("export"))?;
                let record = decode_game(save).map_err(PageError::Game)?;
                Ok(LibraryPage::Export(Box::new(record), ply))
            }
            _ => Err(PageError::UnknownKind),
        }
    }
}

impl LibraryRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        match self {
            LibraryRequest::Close => "close".to_string(),
            LibraryRequest::Open(id, record) => format!("open\n{id}\n{}", encode_game(record)),
            LibraryRequest::Load(record) => format!("load\n{}", encode_game(record)),
        }
    }

    /// The request of `text`.
    ///
    /// # Errors
    /// An unknown kind, a bad entry, or a game that does not read.
    pub fn decode(text: &str) -> Result<LibraryRequest, PageError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        let game = |text| decode_game(text).map(Box::new).map_err(PageError::Game);
        match kind {
            "close" => Ok(LibraryRequest::Close),
            "open" => {
                let (id, save) = payload.split_once('\n').ok_or(PageError::Bad("open"))?;
                let id = id.parse().map_err(|_| PageError::Bad("open"))?;
                Ok(LibraryRequest::Open(id, game(save)?))
            }
            "load" => Ok(LibraryRequest::Load(game(payload)?)),
            _ => Err(PageError::UnknownKind),
        }
    }

    /// A request to open `game` (of the entry `id`, or imported).
    pub fn open(id: Option<GameId>, game: Replayed) -> LibraryRequest {
        let record = Box::new(game.into_parts().0);
        match id {
            Some(id) => LibraryRequest::Open(id, record),
            None => LibraryRequest::Load(record),
        }
    }
}

#[cfg(test)]
#[path = "pages_tests.rs"]
mod tests;
