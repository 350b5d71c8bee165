//! The host's live game as its spectators receive it (`live::spectate`).
use crate::formats::link::SharedGame;
use crate::live::spectate::Spectated;
use crate::model::record::Record;

/// The live game `game_id` as it stands for a spectator: its record (with the names) and clocks.
pub fn spectated(game_id: u64, record: &Record, clock_ms: Option<[u64; 2]>) -> Spectated {
    Spectated {
        game_id,
        game: SharedGame::of(record),
        clock_ms,
    }
}
