//! The games the miner plays: makruk-uci against itself and against Fairy-Stockfish at fixed node
//! budgets from a few seeded random plies, cached one line per game so a run can resume.

use makruk_core::{Position, Variant};
use makruk_engine::Score;
use makruk_tools::engine_process::{last_score, EngineError, EngineProcess};
use makruk_tools::referee::Referee;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::time::Duration;

/// Random plies before the engines take over.
const OPENING_PLIES: usize = 8;
/// Plies after which a game stops.
const MAX_PLIES: usize = 240;

/// Who plays a game: even-numbered games are self-play, odd ones makruk-uci against
/// Fairy-Stockfish, makruk-uci taking White in every other one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The project's engine.
    MakrukUci,
    /// Fairy-Stockfish.
    FairyStockfish,
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::MakrukUci => "makruk-uci",
            Player::FairyStockfish => "fairy-stockfish",
        }
    }

    fn from_name(name: &str) -> Option<Player> {
        [Player::MakrukUci, Player::FairyStockfish]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

/// The players of game `index`, White first.
pub fn players(index: usize) -> [Player; 2] {
    match (index % 2, (index / 2) % 2) {
        (0, _) => [Player::MakrukUci, Player::MakrukUci],
        (_, 0) => [Player::MakrukUci, Player::FairyStockfish],
        _ => [Player::FairyStockfish, Player::MakrukUci],
    }
}

/// One played game: its moves in UCI and, for each ply, the score the mover's engine reported
/// (from the mover's side; `None` for the random opening plies).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    /// The game's number in the run.
    pub index: usize,
    /// White and Black.
    pub players: [Player; 2],
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// The mover's score before each move.
    pub scores: Vec<Option<Score>>,
}

fn score_token(score: Option<Score>) -> String {
    match score {
        Some(Score::Cp(cp)) => format!("c{cp}"),
        Some(Score::Mate(n)) => format!("m{n}"),
        None => "-".to_string(),
    }
}

fn parse_score_token(token: &str) -> Result<Option<Score>, String> {
    let bad = || format!("bad score '{token}'");
    match token.split_at_checked(1) {
        Some(("-", "")) => Ok(None),
        Some(("c", n)) => n.parse().map(|n| Some(Score::Cp(n))).map_err(|_| bad()),
        Some(("m", n)) => n.parse().map(|n| Some(Score::Mate(n))).map_err(|_| bad()),
        _ => Err(bad()),
    }
}

impl PlayedGame {
    /// The cache line: number, White, Black, moves and scores, tab-separated.
    pub fn to_line(&self) -> String {
        let scores: Vec<String> = self.scores.iter().map(|s| score_token(*s)).collect();
        format!(
            "{}\t{}\t{}\t{}\t{}",
            self.index,
            self.players[0].name(),
            self.players[1].name(),
            self.moves.join(" "),
            scores.join(" ")
        )
    }

    /// A game read back from its cache line.
    ///
    /// # Errors
    /// What is wrong with the line.
    pub fn from_line(line: &str) -> Result<PlayedGame, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [index, white, black, moves, scores] = fields[..] else {
            return Err(format!("expected 5 fields: {line}"));
        };
        let player = |name| Player::from_name(name).ok_or(format!("unknown player '{name}'"));
        let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
        let scores = scores
            .split_whitespace()
            .map(parse_score_token)
            .collect::<Result<Vec<_>, _>>()?;
        if scores.len() != moves.len() {
            return Err(format!("{} moves but {} scores", moves.len(), scores.len()));
        }
        Ok(PlayedGame {
            index: index.parse().map_err(|_| format!("bad index '{index}'"))?,
            players: [player(white)?, player(black)?],
            moves,
            scores,
        })
    }
}

/// The two players' processes, both set to the variant.
pub struct Players {
    /// makruk-uci (playing both sides in self-play).
    pub makruk_uci: EngineProcess,
    /// Fairy-Stockfish.
    pub fairy_stockfish: EngineProcess,
}

/// Plays game `index` of the run `seed`: [`OPENING_PLIES`] random legal plies from the seeded
/// generator, then each engine at its node budget, until the rules end it or [`MAX_PLIES`].
///
/// # Errors
/// When an engine fails.
pub fn play(
    players: &mut Players,
    variant: Variant,
    seed: u64,
    index: usize,
    nodes: [u64; 2],
) -> Result<PlayedGame, EngineError> {
    let sides = self::players(index);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_mul(1_000_003) ^ index as u64);
    let mut referee = Referee::new(variant, MAX_PLIES);
    let mut played = PlayedGame {
        index,
        players: sides,
        moves: Vec::new(),
        scores: Vec::new(),
    };
    for engine in [&mut players.makruk_uci, &mut players.fairy_stockfish] {
        engine.send("ucinewgame")?;
        engine.ready()?;
    }
    while referee.end().is_none() {
        let mover = referee.position().turn();
        let (uci, score) = if played.moves.len() < OPENING_PLIES {
            let legal = referee.position().legal_moves();
            let pick = rng.next_u64() % legal.len() as u64;
            (legal[pick as usize].to_string(), None)
        } else {
            let player = sides[mover.index()];
            let (engine, budget) = match player {
                Player::MakrukUci => (&mut players.makruk_uci, nodes[0]),
                Player::FairyStockfish => (&mut players.fairy_stockfish, nodes[1]),
            };
            engine.send(&referee.uci_position())?;
            engine.send(&format!("go nodes {budget}"))?;
            let (line, info) = engine.wait_for("bestmove", Duration::from_secs(300))?;
            let best = line
                .split_whitespace()
                .nth(1)
                .unwrap_or("(none)")
                .to_string();
            (best, last_score(&info))
        };
        if referee.play(&uci).is_err() {
            break;
        }
        played.moves.push(uci);
        played.scores.push(score);
    }
    Ok(played)
}

/// The position before each ply of `game`, from the variant's start.
pub fn positions(variant: Variant, game: &PlayedGame) -> Vec<Position> {
    let mut position = Position::startpos(variant);
    let mut all = Vec::with_capacity(game.moves.len());
    for uci in &game.moves {
        all.push(position.clone());
        let Ok(m) = position.parse_uci_move(uci) else {
            break;
        };
        if position.play(m).is_err() {
            break;
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_lines_read_back() {
        let game = PlayedGame {
            index: 7,
            players: players(7),
            moves: vec!["e3e4".into(), "d6d5".into()],
            scores: vec![None, Some(Score::Mate(-2))],
        };
        assert_eq!(PlayedGame::from_line(&game.to_line()), Ok(game));
        assert!(PlayedGame::from_line("1\tmakruk-uci").is_err());
        assert!(PlayedGame::from_line("1\tx\tmakruk-uci\te3e4\t-").is_err());
        assert!(PlayedGame::from_line("1\tmakruk-uci\tmakruk-uci\te3e4\tq5").is_err());
    }

    #[test]
    fn pairings_alternate() {
        assert_eq!(players(0), [Player::MakrukUci, Player::MakrukUci]);
        assert_eq!(players(1), [Player::MakrukUci, Player::FairyStockfish]);
        assert_eq!(players(3), [Player::FairyStockfish, Player::MakrukUci]);
    }
}
