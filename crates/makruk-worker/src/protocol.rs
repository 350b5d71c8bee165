//! The messages between the app and the engine worker: serde types posted as bytes in
//! `postcard`'s compact format (a `Uint8Array`).
//!
//! The worker script first receives the text `init` and the URLs of the engine's modules (the
//! baseline build's JS and wasm, the SIMD build's, then the threaded build's), one per line, with
//! the page's count of the requests it posts (in a cross-origin isolated page; `assets/engine-worker.js`
//! says more). Then each message is one [`Request`] (app → worker) or one [`Reply`] (worker → app):
//! - [`Request::Search`]: a move to play at a level within a time;
//! - [`Request::Analyse`]: the best lines (MultiPV 1..=3) of a position, until a time or until
//!   stopped; the worker searches it in short slices and takes the next request between them;
//! - [`Request::Review`]: an evaluation of every position of a game;
//! - [`Request::Stop`]: ends the analysis;
//! - [`Request::Threads`]: the threads the analyses, reviews and full-strength searches that follow
//!   may run in.
//!
//! Replies: `Ready` once loaded, then per request `Info` (progress), `BestMove`, `Eval` (one position
//! of a review), `Done` (a review is complete) or `Error`, each with the request's id.
use makruk_core::{Game, Move, MoveRules, OukRights, Position, RuleSet, Sutras, Variant};
use makruk_engine::{Level, Score};
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsValue};

/// A game as the worker receives it: the rules with the game's rule options, the start position
/// and the moves since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLine {
    /// The rules.
    #[serde(with = "variant_name")]
    pub variant: Variant,
    /// The sutras played (`khun met ma`, `none`), so that the engine searches sutra moves.
    pub sutras: String,
    /// The reading of the Ouk Chatrang first-move rights (`until first capture`, `Fairy-Stockfish`).
    pub ouk_rights: String,
    /// The rule set (`standard`, `walker`), so that the engine moves and counts by it.
    pub rule_set: String,
    /// Whether a repetition ends the game (a draw in the search).
    pub repetition_ends_game: bool,
    /// The start position.
    pub start_fen: String,
    /// The moves played since, in UCI form.
    pub moves: Vec<String>,
    /// The count at the last position, when the players count by hand.
    #[serde(default)]
    pub count: RootCount,
}

/// The count a search starts from.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RootCount {
    /// As the moves give it (Fairy-Stockfish's automatic count).
    #[default]
    AsPlayed,
    /// No count runs: the players have not started one.
    Idle,
    /// The players' count, in Fairy-Stockfish's plies.
    Running {
        /// The count now.
        ply: u32,
        /// The count's limit.
        limit: u32,
    },
}

impl RootCount {
    /// The count `game` runs at its last position.
    pub fn of_game(game: &Game) -> RootCount {
        if !game.options().counting.is_by_hand() {
            return RootCount::AsPlayed;
        }
        match game.counting() {
            Some(c) => RootCount::Running {
                ply: c.ply,
                limit: c.limit,
            },
            None => RootCount::Idle,
        }
    }

    /// `pos` with this count.
    fn apply(self, pos: Position) -> Position {
        match self {
            RootCount::AsPlayed => pos,
            RootCount::Idle => pos.with_count(None),
            RootCount::Running { ply, limit } => pos.with_count(Some((ply, limit))),
        }
    }
}

/// A variant as its UCI name (`makruk`, `cambodian`…).
mod variant_name {
    use makruk_core::Variant;
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(variant: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(variant.uci_name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(d)?;
        Variant::from_uci_name(&name).ok_or_else(|| D::Error::custom("unknown variant"))
    }
}

/// What the app asks the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// Engine level.
    pub level: Level,
    /// Time for the move in milliseconds.
    pub movetime_ms: u64,
    /// The game; the engine moves in its last position.
    pub game: GameLine,
}

/// The best lines of one position, searched until the time runs out, the worker takes another
/// request or [`Request::Stop`] ends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalyseRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// How many best lines to report, 1..=[`MAX_LINES`] (MultiPV).
    pub lines: u8,
    /// The longest the search runs, in milliseconds; `None` runs until stopped.
    pub movetime_ms: Option<u64>,
    /// The moves leading to the position to analyse.
    pub game: GameLine,
}

/// An evaluation of every position of a game: the start and the position after each move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Identifies the request; replies carry it so stale ones can be ignored.
    pub id: u32,
    /// Search time for each position, in milliseconds.
    pub movetime_ms: u64,
    /// The game to review.
    pub game: GameLine,
}

/// Any request the worker serves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// A move to play.
    Search(SearchRequest),
    /// The best lines of a position.
    Analyse(AnalyseRequest),
    /// Evaluations of every position of a game.
    Review(ReviewRequest),
    /// Ends the analysis the worker runs (other requests cannot be stopped: they finish).
    Stop,
    /// The most threads the analyses, reviews and full-strength searches that follow may run in
    /// (at least 1; the threaded build runs as many as its helpers ready allow, the others one).
    /// It ends no analysis.
    Threads(u8),
}

/// Most lines an analysis reports.
pub const MAX_LINES: u8 = 3;

/// What the engine reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
        score: Score,
        /// Nodes searched.
        nodes: u64,
        /// Nodes per second.
        nps: u64,
        /// The threads searching.
        threads: u8,
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
        score: Score,
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
    /// An analysis of a lone khun against two pieces is building the exact endgame table of its
    /// position, a slice at a time (seconds); its lines go on once the table is built.
    BuildingTable {
        /// The request it answers.
        id: u32,
    },
}

impl GameLine {
    /// The game of `moves` played from `start`, by the start's move rules (sutras, Ouk reading,
    /// rule set), a repetition ending the game (as in analysis; see
    /// [`GameLine::with_repetition_ends_game`]).
    pub fn new(start: &Position, moves: &[Move]) -> GameLine {
        let rules = start.move_rules();
        GameLine {
            variant: start.variant(),
            sutras: rules.sutras.to_string(),
            ouk_rights: rules.ouk_rights.to_string(),
            rule_set: rules.rule_set.to_string(),
            repetition_ends_game: true,
            start_fen: start.exact_fen(),
            moves: moves.iter().map(Move::to_string).collect(),
            count: RootCount::AsPlayed,
        }
    }

    /// The line of `game` (its start, moves and count), a repetition ending it as its rules say.
    pub fn of_game(game: &Game) -> GameLine {
        GameLine {
            count: RootCount::of_game(game),
            ..GameLine::new(game.start(), game.moves())
                .with_repetition_ends_game(game.options().repetition_ends_game)
        }
    }

    /// The same game with a repetition ending it or not.
    pub fn with_repetition_ends_game(self, repetition_ends_game: bool) -> GameLine {
        GameLine {
            repetition_ends_game,
            ..self
        }
    }

    /// The move rules of the game.
    fn move_rules(&self) -> Result<MoveRules, String> {
        Ok(MoveRules {
            sutras: self.sutras.parse::<Sutras>().map_err(|e| e.to_string())?,
            ouk_rights: self
                .ouk_rights
                .parse::<OukRights>()
                .map_err(|e| e.to_string())?,
            rule_set: self
                .rule_set
                .parse::<RuleSet>()
                .map_err(|e| e.to_string())?,
        })
    }

    /// Replays the moves, calling `visit` with every position from the start on and the hashes of
    /// the positions before it, oldest first; returns the last position and its history.
    fn replay(
        &self,
        mut visit: impl FnMut(&Position, &[u64]),
    ) -> Result<(Position, Vec<u64>), String> {
        let mut pos =
            Position::from_fen_with_move_rules(self.variant, self.move_rules()?, &self.start_fen)
                .map_err(|e| e.to_string())?;
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

    /// The last position, with the players' count when they count by hand ([`RootCount`]), and
    /// the hashes of the positions before it, oldest first.
    ///
    /// # Errors
    /// A bad start FEN or an illegal move, in words.
    pub fn position(&self) -> Result<(Position, Vec<u64>), String> {
        let (pos, history) = self.replay(|_, _| {})?;
        Ok((self.count.apply(pos), history))
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

/// A message as a JS value; plain data like these messages always converts.
fn to_js(message: &impl Serialize) -> JsValue {
    postcard::to_allocvec(message).map_or(JsValue::UNDEFINED, |bytes| {
        js_sys::Uint8Array::from(bytes.as_slice()).into()
    })
}

/// A posted message, if `value` holds one of type `T`.
fn from_js<T: for<'de> Deserialize<'de>>(value: JsValue) -> Option<T> {
    let bytes = value.dyn_into::<js_sys::Uint8Array>().ok()?.to_vec();
    postcard::from_bytes(&bytes).ok()
}

impl Request {
    /// The request as a JS value to post to the worker.
    pub fn to_js(&self) -> JsValue {
        to_js(self)
    }

    /// Reads a posted request; `None` if the value is none or cannot be served
    /// ([`Request::is_valid`]).
    pub fn from_js(value: JsValue) -> Option<Request> {
        from_js(value).filter(Request::is_valid)
    }

    /// Whether the worker can serve the request: an analysis asks for 1..=[`MAX_LINES`] lines.
    pub fn is_valid(&self) -> bool {
        match self {
            Request::Analyse(r) => (1..=MAX_LINES).contains(&r.lines),
            Request::Threads(threads) => *threads >= 1,
            Request::Search(_) | Request::Review(_) | Request::Stop => true,
        }
    }

    /// Whether the worker takes the next request while running this one: an analysis searches
    /// in short slices and reads its messages between them.
    pub fn is_interruptible(&self) -> bool {
        matches!(self, Request::Analyse(_))
    }

    /// The request's id (0 for [`Request::Stop`] and [`Request::Threads`], which have none).
    pub fn id(&self) -> u32 {
        match self {
            Request::Search(r) => r.id,
            Request::Analyse(r) => r.id,
            Request::Review(r) => r.id,
            Request::Stop | Request::Threads(_) => 0,
        }
    }

    /// The same request with another id.
    pub fn with_id(mut self, id: u32) -> Request {
        match &mut self {
            Request::Search(r) => r.id = id,
            Request::Analyse(r) => r.id = id,
            Request::Review(r) => r.id = id,
            Request::Stop | Request::Threads(_) => {}
        }
        self
    }
}

impl Reply {
    /// The request this reply answers (`None` for `Ready`).
    pub fn id(&self) -> Option<u32> {
        match self {
            Reply::Ready => None,
            Reply::Info { id, .. }
            | Reply::BestMove { id, .. }
            | Reply::Eval { id, .. }
            | Reply::Done { id }
            | Reply::Error { id, .. }
            | Reply::BuildingTable { id } => Some(*id),
        }
    }

    /// The reply as a JS value to post to the app.
    pub fn to_js(&self) -> JsValue {
        to_js(self)
    }

    /// Reads a posted reply; `None` if the value is none.
    pub fn from_js(value: JsValue) -> Option<Reply> {
        from_js(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_posted_reply_starts_with_its_variant_index() {
        // scripts/measure-web.mjs tells the engine's progress and move apart by this first byte.
        let info = Reply::Info {
            id: 1,
            multipv: 1,
            depth: 3,
            score: Score::Cp(12),
            nodes: 100,
            nps: 1000,
            threads: 2,
            pv: vec!["e3e4".into()],
        };
        let best = Reply::BestMove {
            id: 1,
            uci: "e3e4".into(),
        };
        for (reply, index) in [(Reply::Ready, 0), (info, 1), (best, 2)] {
            assert_eq!(postcard::to_allocvec(&reply).unwrap()[0], index);
        }
    }

    /// A message through serde's data model as JSON text (the browser posts the same data as
    /// postcard bytes, see `tests/web.rs`).
    fn json(message: &impl Serialize) -> String {
        serde_json::to_string(message).expect("plain data")
    }

    /// A message written and read back through serde's data model.
    fn round_trip<T: Serialize + serde::de::DeserializeOwned>(message: &T) -> T {
        serde_json::from_str(&json(message)).expect("a written message reads back")
    }

    /// Checks that `request` is valid and reads back as written; returns it.
    fn assert_valid_round_trip(request: Request) -> Request {
        assert_eq!(round_trip(&request), request);
        assert!(request.is_valid());
        request
    }

    fn line(variant: Variant, moves: &[&str]) -> GameLine {
        GameLine {
            moves: moves.iter().map(|m| m.to_string()).collect(),
            ..GameLine::new(&Position::startpos(variant), &[])
        }
    }

    #[test]
    fn the_worker_plays_by_the_games_sutras() {
        let rules = MoveRules {
            sutras: Sutras::ALL,
            ouk_rights: OukRights::FairyStockfish,
            rule_set: RuleSet::Standard,
        };
        let start = Position::startpos(Variant::Makruk).with_move_rules(rules);
        let sut_met = start.parse_uci_move("e1e3").expect("Sut Met is legal");
        let line = GameLine::new(&start, &[sut_met]).with_repetition_ends_game(false);
        assert_eq!(line.sutras, "khun met ma");
        let text = json(&line);
        let back: GameLine = serde_json::from_str(&text).expect("readable");
        assert_eq!(back, line);
        let (pos, _) = back.position().expect("Sut Met replays");
        assert_eq!(pos.move_rules(), rules);
        assert!(!back.repetition_ends_game);
        let plain = GameLine {
            sutras: "none".into(),
            ..back.clone()
        };
        assert!(plain.position().is_err(), "no Sut Met without the sutra");
        let unknown = GameLine {
            sutras: "bia".into(),
            ..back
        };
        assert!(unknown.position().is_err());
    }

    #[test]
    fn the_worker_plays_by_walkers_rules() {
        let rules = MoveRules {
            rule_set: RuleSet::Walker,
            ..MoveRules::FAIRY_STOCKFISH
        };
        let start = Position::startpos(Variant::Makruk).with_move_rules(rules);
        let leap = start.parse_uci_move("d1f2").expect("the khun's leap");
        let line = GameLine::new(&start, &[leap]);
        assert_eq!(line.rule_set, "walker");
        let (pos, _) = line.position().expect("the leap replays");
        assert_eq!(pos.move_rules(), rules);
        assert_eq!(
            pos.to_fen(),
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/5K2/RNS1MSNR b Ede - 1 1"
        );
        let standard = GameLine {
            rule_set: "standard".into(),
            ..line.clone()
        };
        assert!(
            standard.position().is_err(),
            "no leap in the standard rules"
        );
        let unknown = GameLine {
            rule_set: "murray".into(),
            ..line
        };
        assert!(unknown.position().is_err());
    }

    /// A game counting by hand from ruea and khon against khun and met, no bia left (board's
    /// honour applies from the start, Fairy-Stockfish's count would run by itself).
    fn counted_by_hand() -> Game {
        let start =
            Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/1S6/R3K3 b - - 0 1").expect("FEN");
        let options = makruk_core::RuleOptions::for_variant(Variant::Makruk)
            .with_counting(makruk_core::CountingMode::Manual);
        let mut game = Game::with_options(start, options).expect("Makruk options");
        for uci in ["e8f8", "a1a2"] {
            let m = game.position().parse_uci_move(uci).expect("legal");
            game.play(m).expect("legal");
        }
        game
    }

    #[test]
    fn the_search_starts_from_the_players_count() {
        let mut game = counted_by_hand();
        let line = GameLine::of_game(&game);
        assert_eq!(line.count, RootCount::Idle);
        let (idle, _) = round_trip(&line).position().expect("replays");
        assert_eq!(idle.counting(), None, "nobody counts yet");
        let (as_played, _) = GameLine::new(game.start(), game.moves())
            .position()
            .expect("replays");
        assert!(
            as_played.counting().is_some(),
            "Fairy-Stockfish's count would run"
        );

        game.start_counting().expect("Black counts board's honour");
        let m = game.position().parse_uci_move("f8e8").expect("legal");
        game.play(m).expect("legal");
        let counting = game.counting().expect("the players' count runs");
        let line = GameLine::of_game(&game);
        assert_eq!(
            line.count,
            RootCount::Running {
                ply: counting.ply,
                limit: counting.limit
            }
        );
        let (running, _) = round_trip(&line).position().expect("replays");
        let searched = running.counting().expect("the search counts");
        assert_eq!(
            (searched.ply, searched.limit),
            (counting.ply, counting.limit)
        );
        let (automatic, _) = GameLine::new(game.start(), game.moves())
            .position()
            .expect("replays");
        let automatic = automatic.counting().expect("Fairy-Stockfish's count runs");
        assert!(
            searched.ply < automatic.ply,
            "the players started later: {searched:?} against {automatic:?}"
        );
    }

    fn request() -> SearchRequest {
        SearchRequest {
            id: 7,
            level: Level::DEFAULT,
            movetime_ms: 800,
            game: line(Variant::Makruk, &["e3e4", "d6d5"]),
        }
    }

    #[test]
    fn request_round_trips_and_replays() {
        let req = request();
        assert_valid_round_trip(Request::Search(req.clone()));
        let (pos, history) = req.game.position().expect("legal moves");
        assert_eq!(history.len(), 2);
        assert_eq!(pos.turn(), makruk_core::Color::White);
        let empty = SearchRequest {
            game: line(Variant::Makruk, &[]),
            ..req
        };
        let search = Request::Search(empty);
        assert_eq!(round_trip(&search), search);
    }

    #[test]
    fn bad_requests_are_rejected() {
        let level_9 = json(&Request::Search(request())).replace("\"level\":4", "\"level\":9");
        assert!(
            serde_json::from_str::<Request>(&level_9).is_err(),
            "levels outside 1..=8 are refused"
        );
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
                score: Score::Mate(-2),
                nodes: 12345,
                nps: 600000,
                threads: 4,
                pv: vec!["e3e4".into(), "d6d5".into()],
            },
            Reply::Info {
                id: 3,
                multipv: 1,
                depth: 1,
                score: Score::Cp(-35),
                nodes: 20,
                nps: 0,
                threads: 1,
                pv: vec![],
            },
            Reply::BestMove {
                id: 3,
                uci: "e3e4".into(),
            },
            Reply::Eval {
                id: 5,
                ply: 12,
                score: Score::Cp(-140),
                best: Some("b1d2".into()),
            },
            Reply::Eval {
                id: 5,
                ply: 40,
                score: Score::Mate(0),
                best: None,
            },
            Reply::Done { id: 5 },
            Reply::Error {
                id: 4,
                text: "illegal move e3e5".into(),
            },
            Reply::BuildingTable { id: 9 },
        ] {
            assert_eq!(reply.id().is_some(), reply != Reply::Ready);
            assert_eq!(round_trip(&reply), reply);
        }
    }

    fn analyse_request() -> AnalyseRequest {
        AnalyseRequest {
            id: 9,
            lines: 3,
            movetime_ms: None,
            game: line(Variant::Cambodian, &["e3e4"]),
        }
    }

    #[test]
    fn analyse_requests_round_trip_and_bound_the_lines() {
        let req = analyse_request();
        let analyse = assert_valid_round_trip(Request::Analyse(req.clone()));
        let (pos, history) = req.game.position().expect("legal");
        assert_eq!((pos.turn(), history.len()), (makruk_core::Color::Black, 1));
        for lines in [0, 4] {
            let bad = AnalyseRequest {
                lines,
                ..req.clone()
            };
            assert!(!round_trip(&Request::Analyse(bad)).is_valid());
        }
        assert!(analyse.is_interruptible());
        assert_eq!(round_trip(&Request::Stop), Request::Stop);
    }

    #[test]
    fn review_requests_round_trip_and_list_every_position() {
        let req = ReviewRequest {
            id: 2,
            movetime_ms: 400,
            game: line(Variant::Makruk, &["e3e4", "d6d5", "e4d5"]),
        };
        let review = Request::Review(req.clone());
        assert_eq!(round_trip(&review), review);
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
        assert!(matches!(round_trip(&search), Request::Search(r) if r.id == 40));
        let analyse = Request::Analyse(analyse_request()).with_id(41);
        assert_eq!(analyse.id(), 41);
        assert_eq!(round_trip(&analyse), analyse);
    }
}
