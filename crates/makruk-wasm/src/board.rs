//! `Board`: a game of any Makruk variant, from its start or a FEN, with its move history.

use crate::js::{self, Properties};
use crate::objects::{Counting, Outcome};
use crate::{names, Error};
use makruk_core::{parse_pgn, write_pgn, CountingMode, Game, Move, PgnGame, Position};
use serde::Deserialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A game in progress: the start position, the moves played and the current position.
/// Counting (honour) runs automatically, as in Fairy-Stockfish, unless `setManualCounting(true)`
/// lets the players start and stop board's honour; threefold repetition ends the game.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct Board {
    game: Game,
}

#[wasm_bindgen]
impl Board {
    /// A board of `variant` (default `"makruk"`) at `fen` (default: the variant's start position).
    /// Throws an `Error` naming the unknown variant, or the FEN field and what is wrong with it.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "VariantName")] variant: Option<String>,
        #[wasm_bindgen(unchecked_optional_param_type = "string")] fen: Option<String>,
    ) -> Result<Board, Error> {
        let variant = names::variant(variant.as_deref())?;
        let start = match fen {
            Some(fen) => Position::from_fen(variant, &fen).map_err(Error::new)?,
            None => Position::startpos(variant),
        };
        Ok(Board {
            game: Game::from_position(start),
        })
    }

    /// The board at the end of the first game of a PGN text (variant from its `Variant` tag, start
    /// from its `FEN` tag), with all its moves, the counting it records (`Counting` tag and
    /// `{[%count …]}` comments) and a recorded result (`Termination` tag). Throws an `Error` naming
    /// the move number and token, or the counting action or result the rules refuse.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<Board, Error> {
        let record = parse_pgn(text)
            .and_then(|pgn| pgn.to_record())
            .map_err(Error::new)?;
        Ok(Board {
            game: record.replay().map_err(Error::new)?,
        })
    }

    /// An independent copy of this board (history included).
    pub fn copy(&self) -> Board {
        self.clone()
    }

    /// The variant's Fairy-Stockfish name, e.g. `"makruk"`.
    #[wasm_bindgen(unchecked_return_type = "VariantName")]
    pub fn variant(&self) -> String {
        self.game.variant().uci_name().to_string()
    }

    /// The current position as Fairy-Stockfish writes its FEN (counting in the move-number fields).
    pub fn fen(&self) -> String {
        self.game.fen()
    }

    /// The FEN of the position the game started from (replay `moveStack()` from it to rebuild the game).
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        self.game.start().exact_fen()
    }

    /// The side to move: `"white"` or `"black"`.
    #[wasm_bindgen(unchecked_return_type = "Color")]
    pub fn turn(&self) -> String {
        self.position().turn().to_string()
    }

    /// The legal moves in UCI form (`"e3e4"`, promotions `"d5d6m"`).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.position()
            .legal_moves()
            .iter()
            .map(Move::to_string)
            .collect()
    }

    /// The legal moves in SAN (`"e4"`, `"Sxd6"`, `"d6=M"`), in the same order as `legalMoves()`.
    #[wasm_bindgen(js_name = legalMovesSan)]
    pub fn legal_moves_san(&self) -> Vec<String> {
        let pos = self.position();
        pos.legal_moves().iter().map(|&m| pos.san(m)).collect()
    }

    /// Plays a move given in UCI form and returns its SAN. Throws an `Error` if the text is not a
    /// UCI move or the move is illegal; the board is then unchanged.
    pub fn push(&mut self, uci: &str) -> Result<String, Error> {
        let m = self.position().parse_uci_move(uci).map_err(Error::new)?;
        let san = self.position().san(m);
        self.play(m)?;
        Ok(san)
    }

    /// Plays a move given in SAN (Fairy-Stockfish letters, or Q = met and B = khon, or Thai SAN such
    /// as `"ม-ง๒"`) and returns its UCI form. Throws an `Error` if it is unreadable, illegal or ambiguous; the board is then unchanged.
    #[wasm_bindgen(js_name = pushSan)]
    pub fn push_san(&mut self, san: &str) -> Result<String, Error> {
        let m = self.position().parse_san(san).map_err(Error::new)?;
        self.play(m)?;
        Ok(m.to_string())
    }

    /// Takes back the last move and returns it in UCI form, or `undefined` at the start.
    pub fn pop(&mut self) -> Option<String> {
        self.game.undo().map(|m| m.to_string())
    }

    /// The moves played since the start, in UCI form.
    #[wasm_bindgen(js_name = moveStack)]
    pub fn move_stack(&self) -> Vec<String> {
        self.game.moves().iter().map(Move::to_string).collect()
    }

    /// The moves played since the start, in SAN.
    #[wasm_bindgen(js_name = sanMoves)]
    pub fn san_moves(&self) -> Vec<String> {
        san_line(self.game.start(), self.game.moves())
    }

    /// The moves played since the start in Thai notation (`"ม-ง๒"`), as Fairy-Stockfish writes it.
    #[wasm_bindgen(js_name = thaiSanMoves)]
    pub fn thai_san_moves(&self) -> Vec<String> {
        let positions = self.game.positions();
        self.game
            .moves()
            .iter()
            .zip(positions)
            .map(|(&m, pos)| pos.thai_san(m))
            .collect()
    }

    /// Lets the players start and stop board's honour by hand (`true`), as over the board, or
    /// counts automatically as Fairy-Stockfish does (`false`, the default). Pieces' honour always
    /// runs by itself.
    #[wasm_bindgen(js_name = setManualCounting)]
    pub fn set_manual_counting(&mut self, manual: bool) {
        self.game.set_counting_mode(if manual {
            CountingMode::Manual
        } else {
            CountingMode::Automatic
        });
    }

    /// Starts board's honour for the side to move (by-hand counting). Throws an `Error` saying why
    /// it cannot start (automatic counting, not applicable here, already counting).
    #[wasm_bindgen(js_name = startCounting)]
    pub fn start_counting(&mut self) -> Result<(), Error> {
        self.game.start_counting().map_err(Error::new)
    }

    /// Stops the board's honour count the players started. Throws an `Error` if none is running.
    #[wasm_bindgen(js_name = stopCounting)]
    pub fn stop_counting(&mut self) -> Result<(), Error> {
        self.game.stop_counting().map_err(Error::new)
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// Whether the game is over (`outcome()` is not `null`).
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// `null` while the game goes on, else `{ winner, reason, result, description }`: `winner` is
    /// `"white"`, `"black"` or `null` for a draw, `reason` one of `EndReason`, `result` the PGN result.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> Result<JsValue, Error> {
        js::to_js(&self.game.outcome().as_ref().map(Outcome::from))
    }

    /// `null` when nothing is being counted, else `{ counter, kind, ply, limit, moves, limitMoves }`:
    /// the counting side, `"boardsHonour"` or `"piecesHonour"`, and the count and its limit in plies
    /// (as Fairy-Stockfish counts) and in moves (as players announce them).
    #[wasm_bindgen(unchecked_return_type = "Counting | null")]
    pub fn counting(&self) -> Result<JsValue, Error> {
        js::to_js(&self.game.counting().as_ref().map(Counting::from))
    }

    /// The game as PGN, with the given tags (e.g. `{ White: "Somchai", Event: "Club night" }`) added
    /// to the standard ones. Throws an `Error` if a tag value is not a string.
    pub fn pgn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "Tags | null")] tags: Option<Ts<Tags>>,
    ) -> Result<String, Error> {
        let Tags(tags) = js::from_object(tags, "tag")?;
        Ok(self.pgn_with_tags(&tags))
    }
}

impl Board {
    /// The current position.
    pub(crate) fn position(&self) -> &Position {
        self.game.position()
    }

    /// The hashes of the positions before the current one, oldest first (for repetition in search).
    pub(crate) fn history_hashes(&self) -> Vec<u64> {
        let positions = self.game.positions();
        positions[..positions.len() - 1]
            .iter()
            .map(Position::hash)
            .collect()
    }

    fn play(&mut self, m: Move) -> Result<(), Error> {
        self.game.play(m).map_err(Error::new)
    }

    fn pgn_with_tags(&self, tags: &[(String, String)]) -> String {
        let mut pgn = PgnGame::from_game(&self.game);
        for (name, value) in tags {
            pgn.set_tag(name, value);
        }
        write_pgn(&pgn)
    }
}

/// PGN tags to add to a game's: name and value, in the order given.
#[derive(Default, Deserialize, Tsify)]
#[serde(try_from = "Properties")]
#[tsify(type = "Record<string, string>")]
pub struct Tags(Vec<(String, String)>);

impl TryFrom<Properties> for Tags {
    type Error = Error;

    /// The tags, each of whose values must be a string.
    fn try_from(Properties(given): Properties) -> Result<Tags, Error> {
        given
            .into_iter()
            .map(|(name, value)| match value.as_string() {
                Some(text) => Ok((name, text)),
                None => Err(Error::new(format!("tag {name:?} must be a string"))),
            })
            .collect::<Result<_, _>>()
            .map(Tags)
    }
}

/// The SAN of `moves` played one after the other from `start` (up to the first illegal one).
pub(crate) fn san_line(start: &Position, moves: &[Move]) -> Vec<String> {
    let mut pos = start.clone();
    let mut line = Vec::with_capacity(moves.len());
    for &m in moves {
        let san = pos.san(m);
        if pos.play(m).is_err() {
            break;
        }
        line.push(san);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Color, CountKind, EndReason};

    fn board(fen: &str) -> Board {
        Board::new(None, Some(fen.to_string())).unwrap()
    }

    #[test]
    fn start_position_has_23_moves_in_both_notations() {
        let b = Board::new(None, None).unwrap();
        assert_eq!(b.variant(), "makruk");
        assert_eq!(b.turn(), "white");
        assert_eq!(b.legal_moves().len(), 23);
        let san = b.legal_moves_san();
        assert_eq!(san.len(), 23);
        assert!(san.contains(&"e4".to_string()));
        assert!(b.legal_moves().contains(&"e3e4".to_string()));
    }

    #[test]
    fn push_and_pop_keep_uci_san_and_fen_in_step() {
        let mut b = Board::new(None, None).unwrap();
        assert_eq!(b.push("e3e4").unwrap(), "e4");
        assert_eq!(b.push_san("e5").unwrap(), "e6e5");
        assert_eq!(b.move_stack(), ["e3e4", "e6e5"]);
        assert_eq!(b.san_moves(), ["e4", "e5"]);
        assert_eq!(
            b.fen(),
            "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2"
        );
        assert_eq!(b.history_hashes().len(), 2);
        assert_eq!(b.pop().as_deref(), Some("e6e5"));
        assert_eq!(b.pop().as_deref(), Some("e3e4"));
        assert_eq!(b.pop(), None);
        assert_eq!(b.fen(), makruk_core::Variant::Makruk.start_fen());
    }

    #[test]
    fn sittuyin_sets_up_by_drops_and_refuses_bad_ones() {
        let mut b = Board::new(Some("sittuyin".into()), None).unwrap();
        assert_eq!(b.variant(), "sittuyin");
        assert_eq!(b.legal_moves().len(), 88);
        assert_eq!(b.push("R@a1").unwrap(), "R@a1");
        assert!(
            b.push("R@a1").is_err(),
            "Black may not drop in White's half"
        );
        assert!(b.push_san("R@a7").is_err(), "a ruea goes on the back rank");
        assert_eq!(b.push_san("K@d8").unwrap(), "K@d8");
        assert_eq!(
            b.fen(),
            "3k4/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNssfrrnn] w - - 0 2"
        );
        assert!(Board::new(
            Some("sittuyin".into()),
            Some("8/8/4pppp/pppp4/4PPPP/PPPPR3/8/8[KFRSSNNkfrrssnn] w - - 0 1".into())
        )
        .is_err());
        let mut promotion = Board::new(
            Some("sittuyin".into()),
            Some("4k3/8/8/3P4/8/8/8/4K3[] w - - 0 30".into()),
        )
        .unwrap();
        assert_eq!(promotion.push("d5c6f").unwrap(), "d5c6=F");
        assert_eq!(promotion.fen(), "4k3/8/2F5/8/8/8/8/4K3[] b - - 0 30");
    }

    #[test]
    fn sittuyin_refuses_bad_input_with_the_core_message_and_changes_nothing() {
        let sittuyin = |fen: &str| Board::new(Some("sittuyin".into()), Some(fen.into()));
        let error = sittuyin("8/8/4pppp/pppp4/4PPPP/PPPP4/R7/8[KSSFRNNkssfrrnn] b - - 0 1")
            .map(|_| ())
            .expect_err("a chariot off the back rank during the set-up");
        assert_eq!(
            error.to_string(),
            "piece placement: with pieces still in hand, the piece on a2 cannot have been placed or moved there"
        );
        let mut start = Board::new(Some("sittuyin".into()), None).unwrap();
        let fen = start.fen();
        assert_eq!(
            start.push("R@a2").unwrap_err().to_string(),
            "illegal move R@a2"
        );
        assert_eq!(
            start.push_san("S@e5").unwrap_err().to_string(),
            "no legal move \"S@e5\" in this position"
        );
        let mut general = sittuyin("4k3/8/8/3P4/8/8/8/2K1F3[] w - - 0 40").unwrap();
        let before = general.fen();
        assert_eq!(
            general.push("d5d5f").unwrap_err().to_string(),
            "illegal move d5d5f"
        );
        let mut attacking = sittuyin("6k1/1r6/8/3P4/8/8/P7/4K3[] w - - 0 30").unwrap();
        assert!(
            attacking.push("d5c6f").is_err(),
            "the general would attack the chariot"
        );
        assert_eq!(attacking.push("d5e6f").unwrap(), "d5e6=F");
        assert_eq!((start.fen(), general.fen()), (fen, before));
        assert!(start.move_stack().is_empty() && general.move_stack().is_empty());
    }

    #[test]
    fn sittuyin_games_round_trip_through_pgn() {
        let mut b = Board::new(Some("sittuyin".into()), None).unwrap();
        for uci in ["R@a1", "R@a8", "R@h1", "R@h8", "K@e1", "K@d8"] {
            b.push(uci).unwrap();
        }
        let text = b.pgn_with_tags(&[]);
        assert!(text.contains("[Variant \"Sittuyin\"]"), "{text}");
        assert!(
            text.contains("1. R@a1 R@a8 2. R@h1 R@h8 3. K@e1 K@d8"),
            "{text}"
        );
        let back = Board::from_pgn(&text).unwrap();
        assert_eq!((back.fen(), back.move_stack()), (b.fen(), b.move_stack()));
        let mut endgame = Board::new(
            Some("sittuyin".into()),
            Some("4k3/8/8/3P4/1p5R/8/8/2K5[] w - - 0 40".into()),
        )
        .unwrap();
        for san in ["d5=F", "Ke7", "Rxb4"] {
            endgame.push_san(san).unwrap();
        }
        let again = Board::from_pgn(&endgame.pgn_with_tags(&[])).unwrap();
        assert_eq!(again.fen(), endgame.fen());
        assert!(
            again.game.counting().is_some(),
            "Black's bare king is counted"
        );
        let bad = "[Variant \"Sittuyin\"]\n\n1. R@a1 R@a2 *";
        assert!(Board::from_pgn(bad)
            .map(|_| ())
            .expect_err("a drop in White's half")
            .to_string()
            .contains("R@a2"));
    }

    #[test]
    fn thai_notation_is_written_and_read() {
        let mut b = Board::new(None, None).unwrap();
        b.push("e3e4").unwrap();
        b.push("b8d7").unwrap();
        let thai = b.thai_san_moves();
        assert_eq!(thai.len(), 2);
        let is_thai = |c: char| ('\u{0e00}'..='\u{0e7f}').contains(&c);
        assert!(thai.iter().all(|m| m.chars().any(is_thai)), "{thai:?}");
        let mut again = Board::new(None, None).unwrap();
        for m in &thai {
            again.push_san(m).unwrap();
        }
        assert_eq!(again.fen(), b.fen());
    }

    #[test]
    fn players_start_and_stop_boards_honour_by_hand() {
        let mut b = board("4k3/4s3/8/8/8/8/8/R3K3 b - - 0 1");
        assert_eq!(
            b.start_counting().unwrap_err().to_string(),
            "counting is automatic in this game"
        );
        b.set_manual_counting(true);
        b.start_counting().unwrap();
        assert_eq!(
            b.start_counting().unwrap_err().to_string(),
            "a count is already running"
        );
        b.stop_counting().unwrap();
        assert_eq!(
            b.stop_counting().unwrap_err().to_string(),
            "no count is running"
        );
    }

    #[test]
    fn illegal_moves_are_refused_with_the_core_message_and_change_nothing() {
        let mut b = Board::new(None, None).unwrap();
        let fen = b.fen();
        assert_eq!(b.push("e3e5").unwrap_err().to_string(), "illegal move e3e5");
        assert_eq!(
            b.push("hello").unwrap_err().to_string(),
            "not a UCI move (expected e.g. e3e4 or d5d6m)"
        );
        assert_eq!(
            b.push_san("Nd4").unwrap_err().to_string(),
            "no legal move \"Nd4\" in this position"
        );
        assert_eq!(b.fen(), fen);
        assert!(b.move_stack().is_empty());
    }

    #[test]
    fn bad_fen_and_variant_give_precise_messages() {
        let err = Board::new(
            None,
            Some("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w - - 0 1".into()),
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "piece placement: 7 ranks, expected 8");
        let err = Board::new(Some("chess".into()), None).unwrap_err();
        assert!(err.to_string().starts_with("unknown variant \"chess\""));
    }

    #[test]
    fn other_variants_start_from_their_own_position() {
        let b = Board::new(Some("cambodian".into()), None).unwrap();
        assert_eq!(b.fen(), makruk_core::Variant::Cambodian.start_fen());
    }

    #[test]
    fn checkmate_is_an_outcome() {
        // Black khun a8 boxed in by the white khun b6 and a ruea giving check on h8.
        let b = board("k6R/8/1K6/8/8/8/8/8 b - - 0 1");
        assert!(b.is_check());
        assert!(b.is_game_over());
        let outcome = b.game.outcome().unwrap();
        assert_eq!(outcome.winner, Some(Color::White));
        assert_eq!(outcome.reason, EndReason::Checkmate);
        assert!(b.legal_moves().is_empty());
    }

    #[test]
    fn pieces_honour_counts_by_itself() {
        // Two ruea and a ma against a bare khun: 8 moves minus the 5 pieces on the board.
        let mut b = board("4k3/8/8/8/8/8/1R6/RN2K3 w - - 0 1");
        assert!(b.game.counting().is_none());
        b.push("b2b3").unwrap();
        let counting = b.game.counting().unwrap();
        assert_eq!(counting.kind, CountKind::PiecesHonour);
        assert_eq!(counting.counter, Color::Black);
        assert_eq!((counting.ply, counting.limit), (10, 16));
    }

    #[test]
    fn pgn_round_trips_with_tags() {
        let mut b = Board::new(None, None).unwrap();
        for san in ["e4", "e5", "Nd2"] {
            b.push_san(san).unwrap();
        }
        let text = b.pgn_with_tags(&[("White".into(), "Somchai".into())]);
        assert!(text.contains("[White \"Somchai\"]"), "{text}");
        assert!(text.contains("1. e4 e5 2. Nd2 *"), "{text}");
        let back = Board::from_pgn(&text).unwrap();
        assert_eq!(back.fen(), b.fen());
        assert_eq!(back.start_fen(), makruk_core::Variant::Makruk.start_fen());
        assert_eq!(back.san_moves(), b.san_moves());
    }

    #[test]
    fn bad_pgn_names_the_move() {
        let err = Board::from_pgn("1. e4 e5 2. Nd3").unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 2. \"Nd3\": no legal move \"Nd3\" in this position"
        );
    }

    #[test]
    fn copies_are_independent() {
        let b = Board::new(None, None).unwrap();
        let mut c = b.copy();
        c.push("e3e4").unwrap();
        assert!(b.move_stack().is_empty());
        assert_eq!(c.move_stack().len(), 1);
    }
}
