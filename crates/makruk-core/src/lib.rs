//! Makruk (Thai chess) rules core: positions, legal moves, counting rules and notation
//! for Makruk and its relatives (Cambodian Ouk Chatrang, Kar Ouk, Makpong, ASEAN, Sittuyin),
//! matching Fairy-Stockfish move by move.
//!
//! ```
//! use makruk_core::{perft, Position, Variant};
//!
//! let mut pos = Position::startpos(Variant::Makruk);
//! assert_eq!(pos.legal_moves().len(), 23);
//! let m = pos.parse_uci_move("e3e4").unwrap();
//! pos.play(m).unwrap();
//! assert_eq!(pos.to_fen(), "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
//! assert_eq!(perft(&Position::startpos(Variant::Makruk), 3), 12012);
//! ```
//!
//! Games between two people keep the history (repetition, undo) and let the weaker side
//! start and stop its count by hand, as players do (games against the engine count by
//! themselves, as Fairy-Stockfish does):
//!
//! ```
//! use makruk_core::{CountKind, CountingMode, Game, LimitReason, Position, Variant};
//!
//! // Two ruea and a ma against a bare khun: 8 moves, counted from the 5 pieces on the board.
//! let pos = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/1R6/RN2K3 w - - 0 1").unwrap();
//! let mut game = Game::from_position(pos);
//! game.set_counting_mode(CountingMode::Manual);
//! let m = game.position().parse_uci_move("b2b3").unwrap();
//! game.play(m).unwrap();
//! assert_eq!(game.counting(), None, "Black has not started counting");
//! game.start_counting().unwrap();
//! let count = game.counting().unwrap();
//! assert_eq!((count.kind, count.started_from, count.number()), (CountKind::PiecesHonour, Some(5), 5));
//! assert_eq!((count.limit_moves(), count.limit_reason()), (8, LimitReason::TwoRuea));
//! assert_eq!(game.fen(), "4k3/8/8/8/8/1R6/8/RN2K3 b - 16 10 1");
//! ```
//!
//! A [`GameRecord`] is a game as data (start, rule options, moves, counting actions, a
//! resignation, agreed draw or time forfeit): saves, links and PGN encode it, and
//! [`GameRecord::replay`] checks it and rebuilds the [`Game`]. A [`Setup`] is a position being
//! set up, possibly impossible: [`Setup::validate`] makes it a [`Position`] or says why not.
//!
//! The pieces: [`Role::Khun`] (K), [`Role::Met`] (M, `Q` accepted), [`Role::Khon`] (S, `B`
//! accepted), [`Role::Ma`] (N), [`Role::Ruea`] (R), [`Role::Bia`] (P). Rule differences between
//! variants are flags in [`Rules`]; a game's own choices (repetition, the Ouk first-move
//! reading, the Makruk sutras, Walker's rule set, Takhaeng Ruea starts) are [`RuleOptions`], and the position
//! follows the ones that change moves ([`MoveRules`]). Without the default `std` feature the crate is `no_std`
//! (it needs `alloc`).
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

pub mod annotation;
pub mod attacks;
mod bitboard;
mod color;
mod counting;
mod fen;
mod game;
mod moves;
mod options;
mod outcome;
pub mod page_text;
mod perft;
pub mod pgn;
pub mod pgn_file;
mod position;
mod record;
mod role;
pub mod san;
mod setup;
mod sittuyin;
pub mod small_sort;
mod square;
mod variant;
pub mod zobrist;

pub use annotation::{Annotations, Variation};
pub use bitboard::Bitboard;
pub use color::Color;
pub use counting::{CountKind, CountStarted, Counting, LimitReason, WalkerRow, WALKER_TABLE};
pub use fen::{FenError, FenField};
pub use game::{CountingError, CountingMode, Game, ResultError};
pub use moves::{Move, MoveKind, MoveList, MAX_MOVES};
pub use options::{MoveRules, OukRights, RueaTilt, RuleOptionError, RuleSet, Sutra, Sutras};
pub use outcome::{EndReason, Outcome};
pub use perft::{perft, perft_divide};
pub use pgn::{
    parse_movetext, parse_pgn, parse_pgns, write_movetext, write_pgn, write_pgn_with, PgnError,
    PgnGame,
};
pub use position::{IllegalMove, Position, UciMoveError};
pub use record::{CountAction, GameRecord, RecordError, RecordedResult, RuleOptions};
pub use role::{Piece, Role};
pub use san::{Letters, SanError};
pub use setup::{CountSetup, Setup, SetupError, SetupPiece};
pub use sittuyin::{planned_drop, random_plan, Arrangement, SetupPlan, HAND_ROLES};
pub use square::Square;
pub use variant::{CountingRule, Rules, Variant};
