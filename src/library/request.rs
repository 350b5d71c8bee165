//! What the app and the study module (`src/bin/study.rs`, loaded when first needed) say to each
//! other about the import and export dialogs, as text since they are two wasm modules: the dialog
//! the app mounts ([`LibraryPage`]) and what it asks of the app ([`LibraryRequest`]). Games travel
//! in the save format ([`crate::formats::save`]). (Games stays in the app's module: without
//! IndexedDB the library is the app's memory, which another module cannot see.)
use makruk_core::Variant;

use crate::formats::save::{decode_game, encode_game, SaveError};
use crate::model::record::{Record, Replayed};
use crate::platform::modules::PageModuleName;
use crate::settings::Prefs;
use crate::ui::module_frame::FramedPage;

/// A dialog of the study module about games in and out.
#[derive(Clone, Debug, PartialEq)]
pub enum LibraryPage {
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
            LibraryRequest::Load(record) => format!("load\n{}", encode_game(record)),
        }
    }

    /// The request of `text`.
    ///
    /// # Errors
    /// An unknown kind, or a game that does not read.
    pub fn decode(text: &str) -> Result<LibraryRequest, PageError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        let game = |text| decode_game(text).map(Box::new).map_err(PageError::Game);
        match kind {
            "close" => Ok(LibraryRequest::Close),
            "load" => Ok(LibraryRequest::Load(game(payload)?)),
            _ => Err(PageError::UnknownKind),
        }
    }

    /// A request to open the imported `game`.
    pub fn load(game: Replayed) -> LibraryRequest {
        LibraryRequest::Load(Box::new(game.into_parts().0))
    }
}

impl FramedPage for LibraryPage {
    type Request = LibraryRequest;
    const MODULE: PageModuleName = PageModuleName::Study;
    const NAME: &'static str = "library";

    fn page_text(&self) -> String {
        self.encode()
    }

    fn read_request(text: &str, _: Prefs) -> Option<LibraryRequest> {
        LibraryRequest::decode(text).ok()
    }

    fn close_request() -> LibraryRequest {
        LibraryRequest::Close
    }
}

#[cfg(test)]
mod tests;
