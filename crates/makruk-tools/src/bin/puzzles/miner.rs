//! From a played game to puzzles: which positions to examine, the solution line Fairy-Stockfish
//! gives (every solver's move clearly best, the opponent's replies its best), the check of every
//! solver's move by makruk-uci, then themes and rating.

use crate::games::{positions, PlayedGame};
use makruk_core::{Game, Move, Position, Role, Variant};
use makruk_engine::Score;
use makruk_tools::engine_process::{EngineError, EngineProcess};
use makruk_tools::puzzle::analysis::{analyse, Analysis};
use makruk_tools::puzzle::rating;
use makruk_tools::puzzle::record::{puzzle_id, Puzzle, Source, MINER_VERSION};
use makruk_tools::puzzle::select::{clearly_best, Goal};
use makruk_tools::puzzle::themes::{tag, Theme};

/// Least rise of the mover's score over the opponent's previous one (from the same side) that
/// marks a position to examine: the opponent has just erred.
const SCORE_JUMP_CP: i32 = 150;
/// A count running against the mover is examined when at most this many plies are left.
const COUNT_END_PLIES: u32 = 20;
/// Most solver's moves in a line that does not mate.
const MAX_WIN_MOVES: usize = 3;
/// Most solver's moves in a mate or a defence.
const MAX_MATE_MOVES: usize = 6;

/// The search depths of a run.
#[derive(Clone, Copy, Debug)]
pub struct Depths {
    /// Fairy-Stockfish's depth for the line.
    pub fairy_stockfish: u32,
    /// makruk-uci's depth for the check of each solver's move.
    pub makruk_uci: u32,
}

/// The two analysing engines, each with MultiPV 2.
pub struct Analysts {
    /// Fairy-Stockfish.
    pub fairy_stockfish: EngineProcess,
    /// makruk-uci.
    pub makruk_uci: EngineProcess,
}

fn clamp_cp(score: Score) -> i32 {
    score.centipawns().clamp(-3000, 3000)
}

/// Whether the position before ply `ply` of a game is worth examining, from the scores the
/// players reported: a mate for the mover, a jump of at least [`SCORE_JUMP_CP`] over the
/// opponent's last score, or a count running against the mover, near its end
/// ([`COUNT_END_PLIES`]), while the mover is not lost.
pub fn worth_examining(position: &Position, scores: &[Option<Score>], ply: usize) -> bool {
    let Some(Some(now)) = scores.get(ply) else {
        return false;
    };
    if matches!(now, Score::Mate(n) if *n > 0) {
        return true;
    }
    let jumped = ply
        .checked_sub(1)
        .and_then(|p| scores.get(p).copied().flatten())
        .is_some_and(|before| {
            clamp_cp(*now) >= SCORE_JUMP_CP && clamp_cp(*now) + clamp_cp(before) >= SCORE_JUMP_CP
        });
    let defending = position.counting().is_some_and(|c| {
        c.counter == position.turn() && c.limit.saturating_sub(c.ply) <= COUNT_END_PLIES
    }) && now.centipawns() >= -50;
    jumped || defending
}

fn position_command(fen: &str, moves: &[String]) -> String {
    if moves.is_empty() {
        format!("position fen {fen}")
    } else {
        format!("position fen {fen} moves {}", moves.join(" "))
    }
}

/// Whether `m` uses an Ouk Chatrang first-move right (khun leap, met double step): the data's
/// readers may follow the seed's reading of those rights, so the miner leaves such lines out.
fn uses_first_move_right(position: &Position, m: Move) -> bool {
    let role = position.piece_at(m.from).map(|p| p.role);
    let df = m.to.file().abs_diff(m.from.file());
    let dr = m.to.rank().abs_diff(m.from.rank());
    match role {
        Some(Role::Khun) => df > 1 || dr > 1,
        Some(Role::Met) => dr == 2,
        _ => false,
    }
}

/// A solution line: its moves, the goal of its first move, and Fairy-Stockfish's first report.
struct Line {
    moves: Vec<String>,
    goal: Goal,
    first: Analysis,
}

/// Fairy-Stockfish's solution from `fen`, or `None` if the first move is the only legal one or not
/// clearly best, a mate line breaks off, or the line uses an Ouk first-move right.
fn solution(
    engine: &mut EngineProcess,
    start: &Position,
    fen: &str,
    depth: u32,
) -> Result<Option<Line>, EngineError> {
    let first = analyse(engine, &position_command(fen, &[]), depth)?;
    if first.lines.len() < 2 {
        return Ok(None);
    }
    let (Some(goal), Some(best)) = (clearly_best(&first.lines), first.best()) else {
        return Ok(None);
    };
    let mut game = Game::from_position(start.clone());
    let mut moves = vec![best.uci.clone()];
    let max_moves = if goal == Goal::Win {
        MAX_WIN_MOVES
    } else {
        MAX_MATE_MOVES
    };
    loop {
        let Some(last) = moves.last() else {
            return Ok(None);
        };
        let Ok(m) = game.position().parse_uci_move(last) else {
            return Ok(None);
        };
        if uses_first_move_right(game.position(), m) || game.play(m).is_err() {
            return Ok(None);
        }
        if game.outcome().is_some() {
            break;
        }
        let solver_to_move = moves.len() % 2 == 0;
        if !solver_to_move && moves.len().div_ceil(2) >= max_moves {
            break;
        }
        let analysis = analyse(engine, &position_command(fen, &moves), depth)?;
        let Some(next) = analysis.best() else {
            return Ok(None);
        };
        if !solver_to_move {
            moves.push(next.uci.clone());
            continue;
        }
        let mates_at_once = next.score == Score::Mate(1);
        match clearly_best(&analysis.lines) {
            Some(next_goal) if goal.continues_with(next_goal) => moves.push(next.uci.clone()),
            _ if goal == Goal::Mate && mates_at_once => moves.push(next.uci.clone()),
            _ => {
                moves.pop();
                break;
            }
        }
    }
    if goal == Goal::Mate && !game_ends_in_mate(start, &moves) {
        return Ok(None);
    }
    Ok(Some(Line { moves, goal, first }))
}

fn replay(start: &Position, moves: &[String]) -> Option<Vec<Move>> {
    let mut position = start.clone();
    moves
        .iter()
        .map(|uci| {
            let m = position.parse_uci_move(uci).ok()?;
            position.play(m).ok()?;
            Some(m)
        })
        .collect()
}

fn game_ends_in_mate(start: &Position, moves: &[String]) -> bool {
    let Some(line) = replay(start, moves) else {
        return false;
    };
    let mut position = start.clone();
    for m in line {
        if position.play(m).is_err() {
            return false;
        }
    }
    position.is_checkmate()
}

/// makruk-uci's check: at each solver's move of `line`, its best move is the solution's and
/// clearly best for the line's goal; at the last move of a mate line after the first, it mates at
/// once (any mate will do there). Returns the depth from which it kept the first move.
fn confirmed(
    engine: &mut EngineProcess,
    fen: &str,
    line: &Line,
    depth: u32,
) -> Result<Option<u32>, EngineError> {
    let mut stable_from = None;
    for ply in (0..line.moves.len()).step_by(2) {
        let analysis = analyse(engine, &position_command(fen, &line.moves[..ply]), depth)?;
        let final_mate = line.goal == Goal::Mate && ply > 0 && ply + 1 == line.moves.len();
        let agrees = if final_mate {
            analysis.best().is_some_and(|b| b.score == Score::Mate(1))
        } else {
            analysis.best().is_some_and(|b| b.uci == line.moves[ply])
                && clearly_best(&analysis.lines).is_some_and(|g| line.goal.continues_with(g))
        };
        if !agrees {
            return Ok(None);
        }
        stable_from.get_or_insert(analysis.stable_from);
    }
    Ok(stable_from)
}

/// Whether a line of `goal` with `themes` makes a puzzle: a defence only when it holds by
/// counting or stalemate.
fn keeps(goal: Goal, themes: &[Theme]) -> bool {
    goal != Goal::Save || themes.contains(&Theme::CountingDefence)
}

/// The puzzles of one game of run `seed`.
///
/// # Errors
/// When an engine fails.
pub fn mine_game(
    analysts: &mut Analysts,
    variant: Variant,
    seed: u64,
    game: &PlayedGame,
    depths: Depths,
) -> Result<Vec<Puzzle>, EngineError> {
    let mut found = Vec::new();
    for (ply, start) in positions(variant, game).iter().enumerate() {
        if !worth_examining(start, &game.scores, ply) {
            continue;
        }
        let fen = start.to_fen();
        let Some(line) = solution(
            &mut analysts.fairy_stockfish,
            start,
            &fen,
            depths.fairy_stockfish,
        )?
        else {
            continue;
        };
        let Some(moves) = replay(start, &line.moves) else {
            continue;
        };
        let themes = tag(start, &moves);
        if !keeps(line.goal, &themes) {
            continue;
        }
        let Some(stable_from) =
            confirmed(&mut analysts.makruk_uci, &fen, &line, depths.makruk_uci)?
        else {
            continue;
        };
        let scores = [0, 1].map(|i| {
            line.first
                .lines
                .get(i)
                .map_or("none".to_string(), |c| c.score.to_string())
        });
        found.push(Puzzle {
            id: puzzle_id(variant.uci_name(), &fen),
            variant: variant.uci_name().to_string(),
            rating: rating::estimate(line.moves.len().div_ceil(2), stable_from),
            fen,
            themes: themes.iter().map(|t| t.name().to_string()).collect(),
            moves: line.moves,
            scores,
            source: Source {
                seed,
                game: game.index,
                ply,
            },
            miner: MINER_VERSION,
        });
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(Variant::Makruk, fen).expect("valid FEN")
    }

    #[test]
    fn examines_jumps_mates_and_counts() {
        let start = position(Variant::Makruk.start_fen());
        let scores = [
            None,
            Some(Score::Cp(-20)),
            Some(Score::Cp(170)),
            Some(Score::Cp(90)),
        ];
        assert!(!worth_examining(&start, &scores, 0));
        assert!(!worth_examining(&start, &scores, 1));
        assert!(worth_examining(&start, &scores, 2), "from -20 to +170");
        assert!(!worth_examining(&start, &scores, 3));
        assert!(worth_examining(&start, &[Some(Score::Mate(3))], 0));
        let counted = position("k7/8/8/8/8/8/8/1R2K2R b - 16 10 40");
        assert!(worth_examining(&counted, &[Some(Score::Cp(0))], 0));
        assert!(!worth_examining(&counted, &[Some(Score::Cp(-400))], 0));
        let early = position("k7/8/8/8/8/8/8/2M1K2R b - 128 10 40");
        assert!(
            !worth_examining(&early, &[Some(Score::Cp(0))], 0),
            "118 plies left"
        );
    }

    #[test]
    fn ouk_first_move_rights_are_spotted() {
        let mut ouk = Position::startpos(Variant::Cambodian);
        for uci in ["e3e4", "d6d5"] {
            let m = ouk.parse_uci_move(uci).expect("legal");
            ouk.play(m).expect("legal");
        }
        let leap = ouk.parse_uci_move("d1b2").expect("khun leap");
        let double = ouk.parse_uci_move("e1e3").expect("met double step");
        let plain = ouk.parse_uci_move("a3a4").expect("bia step");
        assert!(uses_first_move_right(&ouk, leap));
        assert!(uses_first_move_right(&ouk, double));
        assert!(!uses_first_move_right(&ouk, plain));
    }

    #[test]
    fn only_counting_defences_are_kept_among_saves() {
        assert!(!keeps(Goal::Save, &[Theme::Endgame]));
        assert!(keeps(Goal::Save, &[Theme::CountingDefence]));
        assert!(keeps(Goal::Win, &[]));
    }
}
