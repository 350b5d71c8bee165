//! What the app and the Learn module (`src/bin/learn.rs`, loaded when first needed) say to each
//! other, as text since they are two wasm modules: the page the app mounts ([`ModulePage`]) and
//! what that page asks of the app ([`LearnRequest`]: a kind on the first line, then its payload).
//! Games travel as link payloads ([`crate::formats::link`]), a format both modules read and check.
use makruk_core::Variant;

use crate::formats::link::{self, LinkError, SharedGame};
use crate::formats::save::{decode_prefs, encode_prefs};
use crate::platform::modules::PageModuleName;
use crate::settings::Prefs;
use crate::text::Part;
use crate::ui::module_frame::FramedPage;

/// A page of the Learn module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModulePage {
    /// Learn: puzzles and counting drills.
    Learn,
    /// The rules help, open at this variant's section.
    Help(Variant),
}

impl ModulePage {
    /// The page as text: `learn`, or `help` and the variant's UCI name.
    pub fn encode(self) -> String {
        match self {
            ModulePage::Learn => "learn".to_string(),
            ModulePage::Help(variant) => format!("help {}", variant.uci_name()),
        }
    }

    /// The page of `text`, if it names one.
    pub fn decode(text: &str) -> Option<ModulePage> {
        match text.split_once(' ') {
            None if text == "learn" => Some(ModulePage::Learn),
            Some(("help", variant)) => Variant::from_uci_name(variant).map(ModulePage::Help),
            _ => None,
        }
    }
}

/// A request of a Learn module page to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum LearnRequest {
    /// Back to the game.
    Close,
    /// The preferences changed in Learn (language, pieces…): the app keeps them.
    Prefs(Prefs),
    /// Open this game in the analysis board, at its last move.
    Analyse(SharedGame),
    /// Play this game's start against the engine (its `engine` says which side the user takes).
    Play(SharedGame),
}

/// A request that does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum RequestError {
    /// The first line names no request.
    UnknownKind,
    /// The game's link payload does not open.
    Game(LinkError),
}

impl LearnRequest {
    /// The request as text.
    ///
    /// # Errors
    /// A game the link format cannot carry.
    pub fn encode(&self) -> Result<String, LinkError> {
        Ok(match self {
            LearnRequest::Close => "close".to_string(),
            LearnRequest::Prefs(prefs) => format!("prefs\n{}", encode_prefs(*prefs)),
            LearnRequest::Analyse(game) => format!("analyse\n{}", link::encode(game)?),
            LearnRequest::Play(game) => format!("play\n{}", link::encode(game)?),
        })
    }

    /// The request of `text`; preferences read over `prefs`.
    ///
    /// # Errors
    /// An unknown kind, or a game whose link payload does not open.
    pub fn decode(text: &str, prefs: Prefs) -> Result<LearnRequest, RequestError> {
        let (kind, payload) = text.split_once('\n').unwrap_or((text, ""));
        let game = || link::decode(payload).map_err(RequestError::Game);
        match kind {
            "close" => Ok(LearnRequest::Close),
            "prefs" => Ok(LearnRequest::Prefs(decode_prefs(payload, prefs))),
            "analyse" => Ok(LearnRequest::Analyse(game()?)),
            "play" => Ok(LearnRequest::Play(game()?)),
            _ => Err(RequestError::UnknownKind),
        }
    }
}

impl FramedPage for ModulePage {
    type Request = LearnRequest;
    const MODULE: PageModuleName = PageModuleName::Learn;
    const NAME: &'static str = "learn";
    const TEXTS: Option<Part> = Some(Part::Learn);

    fn page_text(&self) -> String {
        self.encode()
    }

    fn read_request(text: &str, prefs: Prefs) -> Option<LearnRequest> {
        LearnRequest::decode(text, prefs).ok()
    }

    fn close_request() -> LearnRequest {
        LearnRequest::Close
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::link::EngineGame;
    use crate::text::Lang;
    use makruk_core::{Color, Game, GameRecord, Variant};
    use makruk_engine::Level;

    fn game(fen: &str, moves: &[&str], engine: Option<EngineGame>) -> SharedGame {
        let mut game = Game::from_position(crate::testing::makruk(fen));
        for uci in moves {
            let m = game.position().parse_uci_move(uci).unwrap();
            game.play(m).unwrap();
        }
        SharedGame {
            game: GameRecord::from_game(&game),
            names: Default::default(),
            engine,
        }
    }

    #[test]
    fn every_request_reads_as_it_was_written() {
        let prefs = Prefs {
            lang: Lang::Th,
            ..Prefs::default()
        };
        let requests = [
            LearnRequest::Close,
            LearnRequest::Prefs(prefs),
            LearnRequest::Analyse(game(
                "8/8/3k4/8/8/8/2R5/3K4 w - - 0 1",
                &["c2c6", "d6d5"],
                None,
            )),
            LearnRequest::Play(game(
                "8/8/3k4/8/8/8/2R5/3K4 b - - 0 1",
                &[],
                Some(EngineGame {
                    level: Level::DEFAULT,
                    user_side: Color::White,
                }),
            )),
        ];
        for request in requests {
            let text = request.encode().unwrap();
            assert_eq!(LearnRequest::decode(&text, Prefs::default()), Ok(request));
        }
    }

    #[test]
    fn every_page_reads_as_it_was_written() {
        let pages = [
            ModulePage::Learn,
            ModulePage::Help(Variant::Makruk),
            ModulePage::Help(Variant::Sittuyin),
        ];
        for page in pages {
            assert_eq!(ModulePage::decode(&page.encode()), Some(page));
        }
        for bad in ["", "help", "help chess", "learn more"] {
            assert_eq!(ModulePage::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_bad_request_is_refused() {
        assert_eq!(
            LearnRequest::decode("dance", Prefs::default()),
            Err(RequestError::UnknownKind)
        );
        assert!(matches!(
            LearnRequest::decode("play\nnot a link", Prefs::default()),
            Err(RequestError::Game(_))
        ));
    }
}
