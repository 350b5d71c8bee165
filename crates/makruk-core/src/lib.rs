//! Makruk (Thai chess) rules core: positions, legal moves, counting rules and notation
//! for Makruk and its relatives (Cambodian Ouk Chatrang, Kar Ouk, Makpong, ASEAN),
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
//! Without the default `std` feature the crate is `no_std` (it needs `alloc`).
#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

pub mod attacks;
mod bitboard;
mod color;
mod counting;
mod fen;
mod game;
mod moves;
mod outcome;
mod perft;
pub mod pgn;
mod position;
mod role;
pub mod san;
mod square;
mod variant;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use color::Color;
pub use counting::{CountKind, CountStarted, Counting};
pub use fen::{FenError, FenField};
pub use game::{CountingError, CountingMode, Game};
pub use moves::{Move, MoveList, MAX_MOVES};
pub use outcome::{EndReason, Outcome};
pub use perft::{perft, perft_divide};
pub use pgn::{parse_pgn, parse_pgns, write_pgn, PgnError, PgnGame};
pub use position::{IllegalMove, Position, UciMoveError};
pub use role::{Piece, Role};
pub use san::SanError;
pub use square::Square;
pub use variant::{CountingRule, Rules, Variant};
