//! The quality check: a seeded random sample of shipped puzzles searched again by Fairy-Stockfish,
//! deeper than the miner; reports the agreement on every first solution move and whether each mate
//! puzzle is a mate in the stated number of moves.

use makruk_core::{Position, Variant};
use makruk_engine::Score;
use makruk_tools::engine_process::{EngineError, EngineProcess};
use makruk_tools::puzzle::analysis::analyse;
use makruk_tools::puzzle::record::Puzzle;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The figures of a check.
#[derive(Debug, Default)]
pub struct Report {
    /// Puzzles checked.
    pub sample: usize,
    /// Of them, those whose first move Fairy-Stockfish also plays.
    pub first_move_agrees: usize,
    /// Mate puzzles checked.
    pub mates: usize,
    /// Of them, those Fairy-Stockfish scores as a mate in the stated number of moves and whose
    /// line ends in mate.
    pub mates_exact: usize,
    /// One line for each puzzle that failed.
    pub failures: Vec<String>,
}

/// `count` puzzles of `puzzles` drawn without replacement by a generator seeded with `seed`.
pub fn sample(puzzles: &[Puzzle], count: usize, seed: u64) -> Vec<&Puzzle> {
    let mut order: Vec<usize> = (0..puzzles.len()).collect();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let take = count.min(order.len());
    for i in 0..take {
        let j = i + (rng.next_u64() % (order.len() - i) as u64) as usize;
        order.swap(i, j);
    }
    order[..take].iter().map(|&i| &puzzles[i]).collect()
}

/// The number of solver's moves a puzzle states for its mate, if it is a mate puzzle.
fn stated_mate(puzzle: &Puzzle) -> Option<i32> {
    let mate_theme = puzzle.themes.iter().any(|t| t.starts_with("mateIn"));
    mate_theme.then(|| i32::try_from(puzzle.moves.len().div_ceil(2)).unwrap_or(i32::MAX))
}

fn ends_in_mate(puzzle: &Puzzle, variant: Variant) -> bool {
    let Ok(mut position) = Position::from_fen(variant, &puzzle.fen) else {
        return false;
    };
    for uci in &puzzle.moves {
        let Ok(m) = position.parse_uci_move(uci) else {
            return false;
        };
        if position.play(m).is_err() {
            return false;
        }
    }
    position.is_checkmate()
}

/// What Fairy-Stockfish (`engine`, MultiPV 1) at `depth` finds wrong with `puzzle`: a different
/// first move, or for a mate puzzle a mate of another length or a line not ending in mate. The
/// first flag says whether the first move agrees.
///
/// # Errors
/// When the engine fails.
pub fn faults(
    engine: &mut EngineProcess,
    variant: Variant,
    puzzle: &Puzzle,
    depth: u32,
) -> Result<(bool, Vec<String>), EngineError> {
    let mut faults = Vec::new();
    let analysis = analyse(engine, &format!("position fen {}", puzzle.fen), depth)?;
    let best = analysis.best();
    let first_agrees = best.is_some_and(|b| b.uci == puzzle.moves[0]);
    if !first_agrees {
        faults.push(format!(
            "{}: first move {} but Fairy-Stockfish plays {}",
            puzzle.id,
            puzzle.moves[0],
            best.map_or("nothing", |b| b.uci.as_str())
        ));
    }
    if let Some(moves) = stated_mate(puzzle) {
        let score = best.map(|b| b.score);
        if score != Some(Score::Mate(moves)) || !ends_in_mate(puzzle, variant) {
            faults.push(format!(
                "{}: stated mate in {moves}, Fairy-Stockfish says {}",
                puzzle.id,
                score.map_or("nothing".to_string(), |s| s.to_string())
            ));
        }
    }
    Ok((first_agrees, faults))
}

/// Checks `puzzles` of `variant` with `engine` (Fairy-Stockfish, MultiPV 1) at `depth`.
///
/// # Errors
/// When the engine fails.
pub fn check(
    engine: &mut EngineProcess,
    variant: Variant,
    puzzles: &[&Puzzle],
    depth: u32,
) -> Result<Report, EngineError> {
    let mut report = Report::default();
    for puzzle in puzzles {
        report.sample += 1;
        let (first_agrees, faults) = faults(engine, variant, puzzle, depth)?;
        report.first_move_agrees += usize::from(first_agrees);
        if stated_mate(puzzle).is_some() {
            report.mates += 1;
            report.mates_exact += usize::from(!faults.iter().any(|f| f.contains("stated mate")));
        }
        report.failures.extend(faults);
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_tools::puzzle::record::Source;

    fn puzzle(id: usize) -> Puzzle {
        Puzzle {
            id: format!("{id:010x}"),
            variant: "makruk".into(),
            fen: "3k4/8/3K4/8/8/8/8/R7 w - - 0 1".into(),
            moves: vec!["a1a8".into()],
            themes: vec!["mateIn1".into()],
            rating: 600,
            scores: ["mate 1".into(), "cp 0".into()],
            source: Source {
                seed: 1,
                game: 0,
                ply: 0,
            },
            miner: 1,
        }
    }

    #[test]
    fn samples_are_seeded_and_distinct() {
        let puzzles: Vec<Puzzle> = (0..50).map(puzzle).collect();
        let a: Vec<&str> = sample(&puzzles, 10, 3)
            .iter()
            .map(|p| p.id.as_str())
            .collect();
        let b: Vec<&str> = sample(&puzzles, 10, 3)
            .iter()
            .map(|p| p.id.as_str())
            .collect();
        assert_eq!(a, b);
        let mut distinct = a.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 10);
        assert_eq!(sample(&puzzles, 80, 3).len(), 50);
    }

    #[test]
    fn mate_puzzles_state_their_length() {
        assert_eq!(stated_mate(&puzzle(0)), Some(1));
        assert!(ends_in_mate(&puzzle(0), Variant::Makruk));
    }
}
