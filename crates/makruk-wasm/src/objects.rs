//! The plain objects the JavaScript API returns, and the names in them: serde types that
//! serde-wasm-bindgen turns into JavaScript values, whose TypeScript declarations tsify writes.

use crate::board::{san_line, Board};
use makruk_core::Move;
use makruk_engine::Info;
use serde::Serialize;
use tsify::Tsify;

/// A side: `"white"` or `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Color {
    White,
    Black,
}

impl From<makruk_core::Color> for Color {
    fn from(color: makruk_core::Color) -> Color {
        match color {
            makruk_core::Color::White => Color::White,
            makruk_core::Color::Black => Color::Black,
        }
    }
}

/// Why a game ended: the camelCase name of the core's `EndReason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    Checkmate,
    Stalemate,
    Counting,
    MateWhileCounting,
    CheckWin,
    InsufficientMaterial,
    MoveRule,
    Repetition,
}

impl From<makruk_core::EndReason> for EndReason {
    fn from(reason: makruk_core::EndReason) -> EndReason {
        use makruk_core::EndReason as Core;
        match reason {
            Core::Checkmate => EndReason::Checkmate,
            Core::Stalemate => EndReason::Stalemate,
            Core::Counting => EndReason::Counting,
            Core::MateWhileCounting => EndReason::MateWhileCounting,
            Core::CheckWin => EndReason::CheckWin,
            Core::InsufficientMaterial => EndReason::InsufficientMaterial,
            Core::MoveRule => EndReason::MoveRule,
            Core::Repetition => EndReason::Repetition,
        }
    }
}

/// Which honour rule is being counted: board's or pieces' honour, or Walker's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum CountKind {
    BoardsHonour,
    PiecesHonour,
    Walker,
}

impl From<makruk_core::CountKind> for CountKind {
    fn from(kind: makruk_core::CountKind) -> CountKind {
        match kind {
            makruk_core::CountKind::BoardsHonour => CountKind::BoardsHonour,
            makruk_core::CountKind::PiecesHonour => CountKind::PiecesHonour,
            makruk_core::CountKind::Walker => CountKind::Walker,
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Tsify)]
#[tsify(missing_as_null)]
pub struct Outcome {
    /// The winner, or null for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The PGN result.
    #[tsify(type = r#""1-0" | "0-1" | "1/2-1/2""#)]
    pub result: &'static str,
    /// The reason in English, e.g. "counting limit reached".
    pub description: String,
}

impl From<&makruk_core::Outcome> for Outcome {
    fn from(outcome: &makruk_core::Outcome) -> Outcome {
        Outcome {
            winner: outcome.winner.map(Color::from),
            reason: outcome.reason.into(),
            result: outcome.result(),
            description: outcome.reason.to_string(),
        }
    }
}

/// A running count (honour rules).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Counting {
    /// The side that counts (the weaker side).
    pub counter: Color,
    /// Board's or pieces' honour.
    pub kind: CountKind,
    /// The count so far, in plies (as Fairy-Stockfish counts).
    pub ply: u32,
    /// The limit, in plies.
    pub limit: u32,
    /// The count in moves, as players announce it.
    pub moves: u32,
    /// The limit in moves.
    pub limit_moves: u32,
}

impl From<&makruk_core::Counting> for Counting {
    fn from(counting: &makruk_core::Counting) -> Counting {
        Counting {
            counter: counting.counter.into(),
            kind: counting.kind.into(),
            ply: counting.ply,
            limit: counting.limit,
            moves: counting.moves(),
            limit_moves: counting.limit_moves(),
        }
    }
}

/// A score from the side to move's point of view: centipawns, or mate in moves (negative: getting mated).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Score {
    Cp(i32),
    Mate(i32),
}

impl From<makruk_engine::Score> for Score {
    fn from(score: makruk_engine::Score) -> Score {
        match score {
            makruk_engine::Score::Cp(cp) => Score::Cp(cp),
            makruk_engine::Score::Mate(moves) => Score::Mate(moves),
        }
    }
}

/// Progress of a search, after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchInfo {
    /// Iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based line number (multiPv).
    pub multi_pv: usize,
    /// The line's score.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Milliseconds since the start.
    pub time_ms: u64,
    /// The line in UCI form.
    pub pv: Vec<String>,
    /// The line in SAN.
    pub pv_san: Vec<String>,
}

impl SearchInfo {
    /// `info` about a search of `board`'s position.
    pub(crate) fn new(board: &Board, info: &Info) -> SearchInfo {
        let (pv, pv_san) = line(board, &info.pv);
        SearchInfo {
            depth: info.depth,
            seldepth: info.seldepth,
            multi_pv: info.multipv,
            score: info.score.into(),
            nodes: info.nodes,
            nps: info.nps,
            time_ms: info.time_ms,
            pv,
            pv_san,
        }
    }
}

/// The move the engine chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// The move in UCI form.
    #[serde(rename = "move")]
    pub uci: String,
    /// The move in SAN.
    pub san: String,
    /// Its score.
    pub score: Score,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// The principal variation in UCI form, starting with the move.
    pub pv: Vec<String>,
    /// The principal variation in SAN.
    pub pv_san: Vec<String>,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds used.
    pub time_ms: u64,
}

impl SearchResult {
    /// The move `result` found in `board`'s position.
    pub(crate) fn new(board: &Board, result: &makruk_engine::SearchResult) -> SearchResult {
        let (pv, pv_san) = line(board, &result.pv);
        SearchResult {
            uci: pv.first().cloned().unwrap_or_default(),
            san: pv_san.first().cloned().unwrap_or_default(),
            score: result.score.into(),
            depth: result.depth,
            pv,
            pv_san,
            nodes: result.nodes,
            time_ms: result.time_ms,
        }
    }
}

/// `pv` in UCI form and in SAN from the board's position.
fn line(board: &Board, pv: &[Move]) -> (Vec<String>, Vec<String>) {
    let uci = pv.iter().map(Move::to_string).collect();
    (uci, san_line(board.position(), pv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Game, Position, Variant};
    use makruk_engine::FrozenClock;
    use serde_json::{json, to_value};

    #[test]
    fn every_end_reason_has_a_distinct_name() {
        use makruk_core::EndReason as Core;
        let reasons = [
            Core::Checkmate,
            Core::Stalemate,
            Core::Counting,
            Core::MateWhileCounting,
            Core::CheckWin,
            Core::InsufficientMaterial,
            Core::MoveRule,
            Core::Repetition,
        ];
        let mut names: Vec<String> = reasons
            .iter()
            .map(|&r| to_value(EndReason::from(r)).unwrap().to_string())
            .collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), reasons.len());
        assert_eq!(
            to_value(EndReason::MateWhileCounting).unwrap(),
            "mateWhileCounting"
        );
    }

    #[test]
    fn outcome_and_counting_have_the_documented_fields() {
        let game = |fen| Game::from_position(Position::from_fen(Variant::Makruk, fen).unwrap());
        let mate = game("k6R/8/1K6/8/8/8/8/8 b - - 0 1");
        let outcome = Outcome::from(&mate.outcome().unwrap());
        assert_eq!(
            to_value(outcome).unwrap(),
            json!({ "winner": "white", "reason": "checkmate", "result": "1-0", "description": "checkmate" })
        );
        let stalemate = makruk_core::Outcome {
            winner: None,
            reason: makruk_core::EndReason::Stalemate,
        };
        assert_eq!(
            to_value(Outcome::from(&stalemate)).unwrap()["winner"],
            json!(null)
        );

        let mut honour = game("4k3/8/8/8/8/8/1R6/RN2K3 w - - 0 1");
        let rook_up = honour.position().parse_uci_move("b2b3").unwrap();
        honour.play(rook_up).unwrap();
        let counting = Counting::from(&honour.counting().unwrap());
        assert_eq!(
            to_value(counting).unwrap(),
            json!({ "counter": "black", "kind": "piecesHonour", "ply": 10, "limit": 16, "moves": 5, "limitMoves": 8 })
        );
    }

    #[test]
    fn scores_are_cp_or_mate() {
        let cp = makruk_engine::Score::Cp(-35);
        assert_eq!(to_value(Score::from(cp)).unwrap(), json!({ "cp": -35 }));
        let mate = makruk_engine::Score::Mate(-2);
        assert_eq!(to_value(Score::from(mate)).unwrap(), json!({ "mate": -2 }));
    }

    #[test]
    fn search_objects_give_the_line_in_both_notations() {
        let board = Board::new(None, Some("k7/7R/1K6/8/8/8/8/8 w - - 0 1".into())).unwrap();
        let mut engine = makruk_engine::Engine::new(1);
        let limits = makruk_engine::Limits {
            depth: Some(2),
            ..makruk_engine::Limits::default()
        };
        let mut infos = Vec::new();
        let result = engine.search(board.position(), &[], &limits, &FrozenClock, &mut |info| {
            infos.push(to_value(SearchInfo::new(&board, info)).unwrap());
        });
        let found = to_value(SearchResult::new(&board, &result)).unwrap();
        assert_eq!(found["move"], "h7h8");
        assert_eq!(found["san"], "Rh8#");
        assert_eq!(found["score"], json!({ "mate": 1 }));
        assert_eq!(
            (&found["pv"][0], &found["pvSan"][0]),
            (&found["move"], &found["san"])
        );
        assert!(found["timeMs"].is_u64() && found["nodes"].is_u64());
        let last = infos.last().unwrap();
        assert_eq!((&last["depth"], &last["multiPv"]), (&json!(2), &json!(1)));
        assert_eq!(last["pvSan"], found["pvSan"]);
        assert!(last["seldepth"].is_u64() && last["nps"].is_u64());
    }
}
