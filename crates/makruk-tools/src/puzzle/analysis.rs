//! An engine's MultiPV report on one position, searched to a fixed depth from a cleared hash so
//! that the same position always gets the same answer.

use super::select::Candidate;
use crate::engine_process::{EngineError, EngineProcess};
use makruk_engine::Score;
use std::collections::BTreeMap;
use std::time::Duration;

/// What a search reported: its lines at the deepest depth, best first, and from which depth on the
/// best move stayed the final one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The MultiPV lines, best first.
    pub lines: Vec<Candidate>,
    /// The smallest depth from which every iteration's best move was the final best move.
    pub stable_from: u32,
}

impl Analysis {
    /// The best move, if the engine reported a line.
    pub fn best(&self) -> Option<&Candidate> {
        self.lines.first()
    }
}

/// Searches the position of `position_command` (a UCI `position …` line) to `depth` after
/// `ucinewgame`, with the engine's MultiPV as set before.
///
/// # Errors
/// As [`EngineProcess::send`] and [`EngineProcess::wait_for`] (a search longer than ten minutes
/// times out).
pub fn analyse(
    engine: &mut EngineProcess,
    position_command: &str,
    depth: u32,
) -> Result<Analysis, EngineError> {
    engine.send("ucinewgame")?;
    engine.ready()?;
    engine.send(position_command)?;
    engine.send(&format!("go depth {depth}"))?;
    let (_, lines) = engine.wait_for("bestmove", Duration::from_secs(600))?;
    Ok(parse_report(&lines))
}

/// One `info` line's depth, MultiPV index and line, if it reports an exact score and a move.
fn parse_info(line: &str) -> Option<(u32, usize, Candidate)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info")
        || words
            .iter()
            .any(|w| *w == "lowerbound" || *w == "upperbound")
    {
        return None;
    }
    let after = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
    };
    let depth = after("depth")?.parse().ok()?;
    let multipv = after("multipv").map_or(Some(1), |n| n.parse().ok())?;
    let score_at = words.iter().position(|w| *w == "score")?;
    let score: Score = words
        .get(score_at + 1..score_at + 3)?
        .join(" ")
        .parse()
        .ok()?;
    let uci = after("pv")?.to_string();
    Some((depth, multipv, Candidate { uci, score }))
}

/// The lines and the stable depth of a search's output (the lines before `bestmove`).
pub fn parse_report(lines: &[String]) -> Analysis {
    let mut latest: BTreeMap<usize, (u32, Candidate)> = BTreeMap::new();
    let mut best_by_depth: Vec<(u32, String)> = Vec::new();
    for (depth, multipv, candidate) in lines.iter().filter_map(|l| parse_info(l)) {
        if multipv == 1 {
            best_by_depth.push((depth, candidate.uci.clone()));
        }
        latest.insert(multipv, (depth, candidate));
    }
    let deepest = latest.values().map(|(d, _)| *d).max().unwrap_or(0);
    let lines: Vec<Candidate> = latest
        .into_values()
        .filter(|(d, _)| *d == deepest)
        .map(|(_, c)| c)
        .collect();
    let final_best = lines.first().map(|c| c.uci.as_str());
    let stable_from = best_by_depth
        .iter()
        .rev()
        .take_while(|(_, uci)| Some(uci.as_str()) == final_best)
        .last()
        .map_or(deepest, |(d, _)| *d);
    Analysis { lines, stable_from }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn keeps_the_deepest_lines_in_multipv_order() {
        let analysis = parse_report(&report(&[
            "info depth 1 multipv 1 score cp 10 pv e3e4 e6e5",
            "info depth 1 multipv 2 score cp 5 pv a3a4",
            "info depth 2 multipv 1 score cp 400 pv d2d3",
            "info depth 3 multipv 1 score cp 600 lowerbound pv h3h4",
            "info depth 3 multipv 1 score mate 2 nodes 5 pv d2d3 e8f8",
            "info depth 3 multipv 2 score cp 50 pv e3e4",
            "info string done",
        ]));
        assert_eq!(
            analysis.lines,
            vec![
                Candidate {
                    uci: "d2d3".into(),
                    score: Score::Mate(2)
                },
                Candidate {
                    uci: "e3e4".into(),
                    score: Score::Cp(50)
                },
            ]
        );
        assert_eq!(analysis.stable_from, 2);
    }

    #[test]
    fn an_empty_report_has_no_lines() {
        let analysis = parse_report(&[]);
        assert!(analysis.best().is_none());
    }
}
