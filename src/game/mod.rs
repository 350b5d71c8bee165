//! The game in play: its state and actions (`model`: new game, moves, clocks, counting, hints, a
//! live game's side), its views (`view/`), and its services — the engine's moves and hints
//! (`engine`), the effects that save it and tick its clocks (`effects`), the command box
//! (`command`).
pub mod command;
pub mod effects;
pub mod engine;
pub mod library;
pub mod live_bridge;
pub mod model;
pub mod pgn;
pub mod view;
