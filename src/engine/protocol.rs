//! The text messages between the app and the engine worker.
//!
//! The worker script first receives `init`, the app module's JS URL and its wasm URL (one per line).
//! Request (app → worker), one field per line:
//! `search`, id, variant (`makruk`…), level 1..=8, milliseconds, start FEN, moves in UCI.
//! Replies (worker → app): `ready`; `info <id> <depth> <cp|mate> <value> <nodes> <nps> <pv…>`;
//! `bestmove <id> <uci>`; `error <id> <text>`.
use makruk_core::{Move, Position, Variant};

/// What the app asks the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// The rules.
    pub variant: Variant,
    /// Engine level, 1..=8.
    pub level: u8,
    /// Time for the move in milliseconds.
    pub movetime_ms: u64,
    /// The game's start position.
    pub start_fen: String,
    /// The moves played since, in UCI form.
    pub moves: Vec<String>,
}

/// An engine score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
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
    /// The request could not be served.
    Error {
        /// The request it answers.
        id: u32,
        /// Why.
        text: String,
    },
}

/// Time per move for each level (1..=8), in milliseconds.
pub fn movetime_for_level(level: u8) -> u64 {
    match level {
        0..=2 => 300,
        3 => 500,
        4 => 800,
        5 => 1200,
        6 => 2000,
        7 => 3000,
        _ => 5000,
    }
}

impl SearchRequest {
    /// The request as text.
    pub fn encode(&self) -> String {
        format!(
            "search\n{}\n{}\n{}\n{}\n{}\n{}",
            self.id,
            self.variant.uci_name(),
            self.level,
            self.movetime_ms,
            self.start_fen,
            self.moves.join(" ")
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
            variant: Variant::from_uci_name(lines.next()?)?,
            level: lines.next()?.parse().ok()?,
            movetime_ms: lines.next()?.parse().ok()?,
            start_fen: lines.next()?.to_string(),
            moves: lines
                .next()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        })
    }

    /// The position to search and the hashes of the positions before it, oldest first.
    ///
    /// # Errors
    /// A bad start FEN or an illegal move, in words.
    pub fn position(&self) -> Result<(Position, Vec<u64>), String> {
        let mut pos =
            Position::from_fen(self.variant, &self.start_fen).map_err(|e| e.to_string())?;
        let mut history = Vec::with_capacity(self.moves.len());
        for uci in &self.moves {
            let m: Move = pos
                .parse_uci_move(uci)
                .map_err(|_| format!("illegal move {uci}"))?;
            history.push(pos.hash());
            pos.play_unchecked(m);
        }
        Ok((pos, history))
    }
}

impl Reply {
    /// The reply as text.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Info {
                id,
                depth,
                score,
                nodes,
                nps,
                pv,
            } => {
                let (kind, value) = match score {
                    EngineScore::Cp(cp) => ("cp", cp),
                    EngineScore::Mate(n) => ("mate", n),
                };
                format!(
                    "info {id} {depth} {kind} {value} {nodes} {nps} {}",
                    pv.join(" ")
                )
                .trim_end()
                .to_string()
            }
            Reply::BestMove { id, uci } => format!("bestmove {id} {uci}"),
            Reply::Error { id, text } => format!("error {id} {text}"),
        }
    }

    /// Reads a reply; `None` if it is not one.
    pub fn decode(text: &str) -> Option<Reply> {
        let mut words = text.split_whitespace();
        match words.next()? {
            "ready" => Some(Reply::Ready),
            "info" => {
                let id = words.next()?.parse().ok()?;
                let depth = words.next()?.parse().ok()?;
                let kind = words.next()?;
                let value = words.next()?.parse().ok()?;
                let score = match kind {
                    "cp" => EngineScore::Cp(value),
                    "mate" => EngineScore::Mate(value),
                    _ => return None,
                };
                Some(Reply::Info {
                    id,
                    depth,
                    score,
                    nodes: words.next()?.parse().ok()?,
                    nps: words.next()?.parse().ok()?,
                    pv: words.map(str::to_string).collect(),
                })
            }
            "bestmove" => Some(Reply::BestMove {
                id: words.next()?.parse().ok()?,
                uci: words.next()?.to_string(),
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

    fn request() -> SearchRequest {
        SearchRequest {
            id: 7,
            variant: Variant::Makruk,
            level: 4,
            movetime_ms: 800,
            start_fen: Variant::Makruk.start_fen().to_string(),
            moves: vec!["e3e4".into(), "d6d5".into()],
        }
    }

    #[test]
    fn request_round_trips_and_replays() {
        let req = request();
        assert_eq!(SearchRequest::decode(&req.encode()), Some(req.clone()));
        let (pos, history) = req.position().expect("legal moves");
        assert_eq!(history.len(), 2);
        assert_eq!(pos.turn(), makruk_core::Color::White);
        let empty = SearchRequest {
            moves: vec![],
            ..req
        };
        assert_eq!(SearchRequest::decode(&empty.encode()), Some(empty));
    }

    #[test]
    fn bad_requests_are_rejected() {
        assert_eq!(SearchRequest::decode("hello"), None);
        let bad = SearchRequest {
            moves: vec!["e3e5".into()],
            ..request()
        };
        assert!(bad.position().is_err());
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready,
            Reply::Info {
                id: 3,
                depth: 9,
                score: EngineScore::Mate(-2),
                nodes: 12345,
                nps: 600000,
                pv: vec!["e3e4".into(), "d6d5".into()],
            },
            Reply::Info {
                id: 3,
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
            Reply::Error {
                id: 4,
                text: "illegal move e3e5".into(),
            },
        ] {
            assert_eq!(Reply::decode(&reply.encode()), Some(reply));
        }
        assert_eq!(Reply::decode("info x"), None);
    }

    #[test]
    fn stronger_levels_think_longer() {
        assert!((1..8).all(|l| movetime_for_level(l) <= movetime_for_level(l + 1)));
    }
}
