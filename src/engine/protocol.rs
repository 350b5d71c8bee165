//! The text messages between the app and the engine worker.
//!
//! The worker script first receives `init`, the app module's JS URL and its wasm URL (one per line).
//! Requests (app → worker), one field per line, each ending with the game (variant `makruk`…,
//! start FEN, moves in UCI):
//! - `search`, id, level 1..=8, milliseconds, game: a move to play;
//! - `analyse`, id, lines 1..=3 (MultiPV), milliseconds, game: the best lines of a position;
//! - `review`, id, milliseconds per position, game: an evaluation of every position of a game.
//!
//! Replies (worker → app): `ready`; `info <id> <multipv> <depth> <cp|mate> <value> <nodes> <nps> <pv…>`;
//! `bestmove <id> <uci>`; `eval <id> <ply> <cp|mate> <value> <best uci or ->`; `done <id>`; `error <id> <text>`.
use makruk_core::{Color, Move, Outcome, Position, Variant};
use makruk_engine::Level;

/// A game as the worker receives it: the rules, the start position and the moves since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The rules.
    pub variant: Variant,
    /// The start position.
    pub start_fen: String,
    /// The moves played since, in UCI form.
    pub moves: Vec<String>,
}

/// What the app asks the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// Engine level, 1..=8.
    pub level: u8,
    /// Time for the move in milliseconds.
    pub movetime_ms: u64,
    /// The game; the engine moves in its last position.
    pub game: GameLine,
}

/// The best lines of one position, searched until the time runs out (or the worker is stopped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalyseRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// How many best lines to report, 1..=3 (MultiPV).
    pub lines: u8,
    /// The longest the search runs, in milliseconds.
    pub movetime_ms: u64,
    /// The moves leading to the position to analyse.
    pub game: GameLine,
}

/// An evaluation of every position of a game: the start and the position after each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// Search time for each position, in milliseconds.
    pub movetime_ms: u64,
    /// The game to review.
    pub game: GameLine,
}

/// Any request the worker serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A move to play.
    Search(SearchRequest),
    /// The best lines of a position.
    Analyse(AnalyseRequest),
    /// Evaluations of every position of a game.
    Review(ReviewRequest),
}

/// Most lines an analysis reports.
pub const MAX_LINES: u8 = 3;

/// An engine score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl EngineScore {
    /// The score of a finished game for the side to move `turn`: a draw is 0, a loss `Mate(0)`,
    /// and a win (a side that has already won while it is to move) counts as a mate in one.
    pub fn of_outcome(outcome: Outcome, turn: Color) -> EngineScore {
        match outcome.winner {
            None => EngineScore::Cp(0),
            Some(winner) if winner == turn => EngineScore::Mate(1),
            Some(_) => EngineScore::Mate(0),
        }
    }
}

/// What the engine reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The worker has loaded and takes requests.
    Ready,
    /// Progress of a search.
    Info {
        /// The request it answers.
        id: u32,
        /// Which of the best lines this is, from 1 (the best).
        multipv: u32,
        /// Completed depth.
        depth: u32,
        /// Score of the best line.
        score: EngineScore,
        /// Nodes searched.
        nodes: u64,
        /// Nodes per second.
        nps: u64,
        /// Best line in UCI moves.
        pv: Vec<String>,
    },
    /// The move the engine plays.
    BestMove {
        /// The request it answers.
        id: u32,
        /// The move in UCI form.
        uci: String,
    },
    /// The evaluation of one position of a reviewed game.
    Eval {
        /// The request it answers.
        id: u32,
        /// The position's ply: 0 = the start, 1 = after the first move.
        ply: usize,
        /// Its score for the side to move (`Mate(0)`: the side to move has lost).
        score: EngineScore,
        /// The best move in UCI form (`None` when the game is over there).
        best: Option<String>,
    },
    /// A review is complete.
    Done {
        /// The request it answers.
        id: u32,
    },
    /// The request could not be served.
    Error {
        /// The request it answers.
        id: u32,
        /// Why.
        text: String,
    },
}

/// The engine's level for the app's level number; a number outside 1..=8 plays at full strength.
pub fn engine_level(level: u8) -> Level {
    Level::new(level).unwrap_or(Level::MAX)
}

impl GameLine {
    /// The game of `moves` played from `start`.
    pub fn new(start: &Position, moves: &[Move]) -> GameLine {
        GameLine {
            variant: start.variant(),
            start_fen: start.to_fen(),
            moves: moves.iter().map(Move::to_string).collect(),
        }
    }

    /// The last three lines of a request: variant, start FEN, moves.
    fn encode(&self) -> String {
        format!(
            "{}\n{}\n{}",
            self.variant.uci_name(),
            self.start_fen,
            self.moves.join(" ")
        )
    }

    /// Reads the last lines of a request (the moves line may be missing when there are none).
    fn decode<'a>(mut lines: impl Iterator<Item = &'a str>) -> Option<GameLine> {
        Some(GameLine {
            variant: Variant::from_uci_name(lines.next()?)?,
            start_fen: lines.next()?.to_string(),
            moves: lines
                .next()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        })
    }

    /// Replays the moves, calling `visit` with every position from the start on and the hashes of
    /// the positions before it, oldest first; returns the last position and its history.
    fn replay(
        &self,
        mut visit: impl FnMut(&Position, &[u64]),
    ) -> Result<(Position, Vec<u64>), String> {
        let mut pos =
            Position::from_fen(self.variant, &self.start_fen).map_err(|e| e.to_string())?;
        let mut history = Vec::with_capacity(self.moves.len());
        visit(&pos, &history);
        for uci in &self.moves {
            let m = pos
                .parse_uci_move(uci)
                .map_err(|_| format!("illegal move {uci}"))?;
            history.push(pos.hash());
            pos.play_unchecked(m);
            visit(&pos, &history);
        }
        Ok((pos, history))
    }

    /// The last position and the hashes of the positions before it, oldest first.
    ///
    /// # Errors
    /// A bad start FEN or an illegal move, in words.
    pub fn position(&self) -> Result<(Position, Vec<u64>), String> {
        self.replay(|_, _| {})
    }

    /// Every position of the game, start first, each with the hashes of the positions before it.
    ///
    /// # Errors
    /// A bad start FEN or an illegal move, in words.
    pub fn positions(&self) -> Result<Vec<(Position, Vec<u64>)>, String> {
        let mut all = Vec::with_capacity(self.moves.len() + 1);
        self.replay(|pos, history| all.push((pos.clone(), history.to_vec())))?;
        Ok(all)
    }
}

/// A score as two words: `cp 35`, `mate -2`.
fn score_words(score: EngineScore) -> String {
    match score {
        EngineScore::Cp(cp) => format!("cp {cp}"),
        EngineScore::Mate(n) => format!("mate {n}"),
    }
}

/// Reads a score from its two words.
fn read_score<'a>(words: &mut impl Iterator<Item = &'a str>) -> Option<EngineScore> {
    let kind = words.next()?;
    let value = words.next()?.parse().ok()?;
    match kind {
        "cp" => Some(EngineScore::Cp(value)),
        "mate" => Some(EngineScore::Mate(value)),
        _ => None,
    }
}

impl SearchRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        format!(
            "search\n{}\n{}\n{}\n{}",
            self.id,
            self.level,
            self.movetime_ms,
            self.game.encode()
        )
    }

    /// Reads a request; `None` if it is not one.
    pub fn decode(text: &str) -> Option<SearchRequest> {
        let mut lines = text.split('\n');
        if lines.next()? != "search" {
            return None;
        }
        Some(SearchRequest {
            id: lines.next()?.parse().ok()?,
            level: lines.next()?.parse().ok()?,
            movetime_ms: lines.next()?.parse().ok()?,
            game: GameLine::decode(lines)?,
        })
    }
}

impl AnalyseRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        format!(
            "analyse\n{}\n{}\n{}\n{}",
            self.id,
            self.lines,
            self.movetime_ms,
            self.game.encode()
        )
    }

    /// Reads a request; `None` if it is not one (or asks for 0 or more than [`MAX_LINES`] lines).
    pub fn decode(text: &str) -> Option<AnalyseRequest> {
        let mut lines = text.split('\n');
        if lines.next()? != "analyse" {
            return None;
        }
        Some(AnalyseRequest {
            id: lines.next()?.parse().ok()?,
            lines: lines
                .next()?
                .parse()
                .ok()
                .filter(|n| (1..=MAX_LINES).contains(n))?,
            movetime_ms: lines.next()?.parse().ok()?,
            game: GameLine::decode(lines)?,
        })
    }
}

impl ReviewRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        format!(
            "review\n{}\n{}\n{}",
            self.id,
            self.movetime_ms,
            self.game.encode()
        )
    }

    /// Reads a request; `None` if it is not one.
    pub fn decode(text: &str) -> Option<ReviewRequest> {
        let mut lines = text.split('\n');
        if lines.next()? != "review" {
            return None;
        }
        Some(ReviewRequest {
            id: lines.next()?.parse().ok()?,
            movetime_ms: lines.next()?.parse().ok()?,
            game: GameLine::decode(lines)?,
        })
    }
}

impl Request {
    /// The request as text.
    pub fn encode(&self) -> String {
        match self {
            Request::Search(r) => r.encode(),
            Request::Analyse(r) => r.encode(),
            Request::Review(r) => r.encode(),
        }
    }

    /// Reads any request; `None` if the text is none.
    pub fn decode(text: &str) -> Option<Request> {
        SearchRequest::decode(text)
            .map(Request::Search)
            .or_else(|| AnalyseRequest::decode(text).map(Request::Analyse))
            .or_else(|| ReviewRequest::decode(text).map(Request::Review))
    }

    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            Request::Search(r) => r.id,
            Request::Analyse(r) => r.id,
            Request::Review(r) => r.id,
        }
    }

    /// The same request with another id.
    pub fn with_id(mut self, id: u32) -> Request {
        match &mut self {
            Request::Search(r) => r.id = id,
            Request::Analyse(r) => r.id = id,
            Request::Review(r) => r.id = id,
        }
        self
    }
}

impl Reply {
    /// The request this reply answers (`None` for `ready`).
    pub fn id(&self) -> Option<u32> {
        match self {
            Reply::Ready => None,
            Reply::Info { id, .. }
            | Reply::BestMove { id, .. }
            | Reply::Eval { id, .. }
            | Reply::Done { id }
            | Reply::Error { id, .. } => Some(*id),
        }
    }

    /// The reply as text.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Info {
                id,
                multipv,
                depth,
                score,
                nodes,
                nps,
                pv,
            } => format!(
                "info {id} {multipv} {depth} {} {nodes} {nps} {}",
                score_words(*score),
                pv.join(" ")
            )
            .trim_end()
            .to_string(),
            Reply::BestMove { id, uci } => format!("bestmove {id} {uci}"),
            Reply::Eval {
                id,
                ply,
                score,
                best,
            } => format!(
                "eval {id} {ply} {} {}",
                score_words(*score),
                best.as_deref().unwrap_or("-")
            ),
            Reply::Done { id } => format!("done {id}"),
            Reply::Error { id, text } => format!("error {id} {text}"),
        }
    }

    /// Reads a reply; `None` if it is not one.
    pub fn decode(text: &str) -> Option<Reply> {
        let mut words = text.split_whitespace();
        match words.next()? {
            "ready" => Some(Reply::Ready),
            "info" => Some(Reply::Info {
                id: words.next()?.parse().ok()?,
                multipv: words.next()?.parse().ok()?,
                depth: words.next()?.parse().ok()?,
                score: read_score(&mut words)?,
                nodes: words.next()?.parse().ok()?,
                nps: words.next()?.parse().ok()?,
                pv: words.map(str::to_string).collect(),
            }),
            "bestmove" => Some(Reply::BestMove {
                id: words.next()?.parse().ok()?,
                uci: words.next()?.to_string(),
            }),
            "eval" => Some(Reply::Eval {
                id: words.next()?.parse().ok()?,
                ply: words.next()?.parse().ok()?,
                score: read_score(&mut words)?,
                best: match words.next()? {
                    "-" => None,
                    uci => Some(uci.to_string()),
                },
            }),
            "done" => Some(Reply::Done {
                id: words.next()?.parse().ok()?,
            }),
            "error" => {
                let id = words.next()?.parse().ok()?;
                let text = words.collect::<Vec<_>>().join(" ");
                Some(Reply::Error { id, text })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(variant: Variant, moves: &[&str]) -> GameLine {
        GameLine {
            variant,
            start_fen: variant.start_fen().to_string(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
        }
    }

    fn request() -> SearchRequest {
        SearchRequest {
            id: 7,
            level: 4,
            movetime_ms: 800,
            game: line(Variant::Makruk, &["e3e4", "d6d5"]),
        }
    }

    #[test]
    fn request_round_trips_and_replays() {
        let req = request();
        assert_eq!(SearchRequest::decode(&req.encode()), Some(req.clone()));
        let (pos, history) = req.game.position().expect("legal moves");
        assert_eq!(history.len(), 2);
        assert_eq!(pos.turn(), makruk_core::Color::White);
        let empty = SearchRequest {
            game: line(Variant::Makruk, &[]),
            ..req
        };
        assert_eq!(SearchRequest::decode(&empty.encode()), Some(empty));
    }

    #[test]
    fn bad_requests_are_rejected() {
        assert_eq!(SearchRequest::decode("hello"), None);
        let bad = SearchRequest {
            game: line(Variant::Makruk, &["e3e5"]),
            ..request()
        };
        assert!(bad.game.position().is_err());
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready,
            Reply::Info {
                id: 3,
                multipv: 2,
                depth: 9,
                score: EngineScore::Mate(-2),
                nodes: 12345,
                nps: 600000,
                pv: vec!["e3e4".into(), "d6d5".into()],
            },
            Reply::Info {
                id: 3,
                multipv: 1,
                depth: 1,
                score: EngineScore::Cp(-35),
                nodes: 20,
                nps: 0,
                pv: vec![],
            },
            Reply::BestMove {
                id: 3,
                uci: "e3e4".into(),
            },
            Reply::Eval {
                id: 5,
                ply: 12,
                score: EngineScore::Cp(-140),
                best: Some("b1d2".into()),
            },
            Reply::Eval {
                id: 5,
                ply: 40,
                score: EngineScore::Mate(0),
                best: None,
            },
            Reply::Done { id: 5 },
            Reply::Error {
                id: 4,
                text: "illegal move e3e5".into(),
            },
        ] {
            assert_eq!(reply.id().is_some(), reply != Reply::Ready);
            assert_eq!(Reply::decode(&reply.encode()), Some(reply));
        }
        assert_eq!(Reply::decode("info x"), None);
        assert_eq!(Reply::decode("eval 1 2 pawns 3 -"), None);
        assert_eq!(
            Reply::decode("eval 1 2 cp 3"),
            None,
            "the best move field is required"
        );
    }

    fn analyse_request() -> AnalyseRequest {
        AnalyseRequest {
            id: 9,
            lines: 3,
            movetime_ms: 30_000,
            game: line(Variant::Cambodian, &["e3e4"]),
        }
    }

    #[test]
    fn analyse_requests_round_trip_and_bound_the_lines() {
        let req = analyse_request();
        let text = req.encode();
        assert_eq!(AnalyseRequest::decode(&text), Some(req.clone()));
        assert_eq!(Request::decode(&text), Some(Request::Analyse(req.clone())));
        assert_eq!(SearchRequest::decode(&text), None);
        let (pos, history) = req.game.position().expect("legal");
        assert_eq!((pos.turn(), history.len()), (makruk_core::Color::Black, 1));
        for lines in [0, 4] {
            let bad = AnalyseRequest {
                lines,
                ..req.clone()
            };
            assert_eq!(AnalyseRequest::decode(&bad.encode()), None);
        }
    }

    #[test]
    fn review_requests_round_trip_and_list_every_position() {
        let req = ReviewRequest {
            id: 2,
            movetime_ms: 400,
            game: line(Variant::Makruk, &["e3e4", "d6d5", "e4d5"]),
        };
        let text = req.encode();
        assert_eq!(Request::decode(&text), Some(Request::Review(req.clone())));
        let positions = req.game.positions().expect("legal");
        assert_eq!(positions.len(), 4);
        assert_eq!(positions[0].0, Position::startpos(Variant::Makruk));
        assert!(positions.iter().enumerate().all(|(i, (_, h))| h.len() == i));
        assert_eq!(positions[3].1[2], positions[2].0.hash());
        let bad = ReviewRequest {
            game: line(Variant::Makruk, &["e3e4", "e4e5"]),
            ..req
        };
        assert_eq!(
            bad.game.positions().err().as_deref(),
            Some("illegal move e4e5")
        );
    }

    #[test]
    fn requests_keep_their_kind_with_a_new_id() {
        let search = Request::Search(request()).with_id(40);
        assert_eq!(search.id(), 40);
        assert!(
            matches!(Request::decode(&search.encode()), Some(Request::Search(r)) if r.id == 40)
        );
        let analyse = Request::Analyse(analyse_request()).with_id(41);
        assert_eq!(Request::decode(&analyse.encode()), Some(analyse));
        assert_eq!(Request::decode("analyse\n1"), None);
    }

    #[test]
    fn finished_games_score_for_the_side_to_move() {
        use makruk_core::EndReason;
        let mate = Outcome {
            winner: Some(Color::White),
            reason: EndReason::Checkmate,
        };
        assert_eq!(
            EngineScore::of_outcome(mate, Color::Black),
            EngineScore::Mate(0)
        );
        assert_eq!(
            EngineScore::of_outcome(mate, Color::White),
            EngineScore::Mate(1)
        );
        let draw = Outcome {
            winner: None,
            reason: EndReason::Stalemate,
        };
        assert_eq!(
            EngineScore::of_outcome(draw, Color::White),
            EngineScore::Cp(0)
        );
    }
}
