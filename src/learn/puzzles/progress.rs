//! The player's puzzle progress as stored on the device: the Glicko-2 rating and each puzzle
//! tried. The text starts with a version line:
//!
//! ```text
//! makruk-puzzles 1
//! rating 1464.06 151.52 0.059990
//! 016b98a3de solved 2026-11-26
//! 0255497162 failed 2026-11-26
//! ```
use super::glicko::Glicko;
use crate::text::decimal::rounded;

/// The first line of the text.
const HEADER: &str = "makruk-puzzles 1";

/// A puzzle tried: its id, solved (no wrong move, solution not revealed) or not, and the date
/// (`YYYY-MM-DD`).
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// The puzzle's id.
    pub id: String,
    /// Solved at the first try.
    pub solved: bool,
    /// The day it was tried.
    pub date: String,
}

/// The player's rating and the puzzles tried, oldest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    /// The player's rating.
    pub rating: Glicko,
    /// The puzzles tried.
    pub history: Vec<Outcome>,
}

/// A puzzle's rating deviation, as an opponent.
const PUZZLE_DEVIATION: f64 = 80.0;

impl Progress {
    /// Records the result against the puzzle `id` rated `rating` and updates the player's rating.
    pub fn record(&mut self, id: &str, rating: i32, solved: bool, date: String) {
        let score = if solved { 1.0 } else { 0.0 };
        self.rating = self
            .rating
            .after(&[(f64::from(rating), PUZZLE_DEVIATION, score)]);
        self.history.push(Outcome {
            id: id.to_string(),
            solved,
            date,
        });
    }

    /// Whether the puzzle `id` was tried.
    pub fn seen(&self, id: &str) -> bool {
        self.history.iter().any(|o| o.id == id)
    }

    /// The numbers of puzzles solved and failed.
    pub fn counts(&self) -> (usize, usize) {
        let solved = self.history.iter().filter(|o| o.solved).count();
        (solved, self.history.len() - solved)
    }

    /// The stored text.
    pub fn encode(&self) -> String {
        let r = self.rating;
        let mut text = format!(
            "{HEADER}\nrating {} {} {}\n",
            rounded(r.rating, 2, false),
            rounded(r.deviation, 2, false),
            rounded(r.volatility, 6, false)
        );
        for o in &self.history {
            let result = if o.solved { "solved" } else { "failed" };
            text += &format!("{} {result} {}\n", o.id, o.date);
        }
        text
    }

    /// Reads a stored text; `None` when it is not one this version wrote.
    pub fn decode(text: &str) -> Option<Progress> {
        let mut lines = text.lines();
        (lines.next()? == HEADER).then_some(())?;
        let mut numbers = lines.next()?.strip_prefix("rating ")?.split(' ');
        let mut number = |places| fixed(numbers.next()?, places);
        let rating = Glicko {
            rating: number(2)?,
            deviation: number(2).filter(|&d| d > 0.0 && d <= 350.0)?,
            volatility: number(6).filter(|&v| v > 0.0)?,
        };
        let history = lines
            .map(|line| {
                let mut fields = line.split(' ');
                let (id, result, date) = (fields.next()?, fields.next()?, fields.next()?);
                (!id.is_empty() && date.len() == 10 && fields.next().is_none()).then_some(())?;
                Some(Outcome {
                    id: id.to_string(),
                    solved: match result {
                        "solved" => true,
                        "failed" => false,
                        _ => return None,
                    },
                    date: date.to_string(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Progress { rating, history })
    }
}

/// A number written with exactly `places` decimals (`-12.50`), read without float parsing.
fn fixed(text: &str, places: u32) -> Option<f64> {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, text),
    };
    let (whole, fraction) = digits.split_once('.')?;
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (all_digits(whole) && all_digits(fraction) && fraction.len() == places as usize)
        .then_some(())?;
    let units: u64 = format!("{whole}{fraction}").parse().ok()?;
    Some(sign * units as f64 / 10f64.powi(places as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_stored_by_the_first_version_still_reads() {
        let text = include_str!("../../../tests/fixtures/v5/puzzle-progress.txt");
        let progress = Progress::decode(text).expect("the fixture reads");
        assert_eq!(progress.rating.rating, 1587.42);
        assert!(progress.seen("0701d780c4") && progress.seen("dfe26e5213"));
        assert_eq!(progress.counts(), (1, 1));
        assert_eq!(progress.encode(), text, "written back as it was");
    }

    #[test]
    fn progress_round_trips() {
        let mut progress = Progress::default();
        progress.record("016b98a3de", 620, true, "2026-11-26".into());
        progress.record("0255497162", 1220, false, "2026-11-27".into());
        let text = progress.encode();
        assert!(text.starts_with("makruk-puzzles 1\nrating "), "{text}");
        let read = Progress::decode(&text).expect("reads back");
        assert_eq!(read.history, progress.history);
        assert!((read.rating.rating - progress.rating.rating).abs() < 0.01);
        assert!((read.rating.deviation - progress.rating.deviation).abs() < 0.01);
        assert!((read.rating.volatility - progress.rating.volatility).abs() < 0.000_001);
        assert_eq!(read.counts(), (1, 1));
        assert!(read.seen("0255497162") && !read.seen("0701d780c4"));
    }

    #[test]
    fn a_fixed_text_reads() {
        let text = "makruk-puzzles 1\nrating 1464.06 151.52 0.059990\nab12 solved 2026-11-26\n";
        let progress = Progress::decode(text).expect("reads");
        assert_eq!(progress.rating.rating, 1464.06);
        assert_eq!(progress.rating.volatility, 0.05999);
        assert_eq!(progress.encode(), text);
    }

    #[test]
    fn bad_texts_are_refused() {
        for text in [
            "",
            "makruk-puzzles 2\nrating 1500.00 350.00 0.060000\n",
            "makruk-puzzles 1\n",
            "makruk-puzzles 1\nrating 1500 350.00 0.060000\n",
            "makruk-puzzles 1\nrating 1500.00 0.00 0.060000\n",
            "makruk-puzzles 1\nrating 1500.00 350.00 0.06\n",
            "makruk-puzzles 1\nrating 1500.00 350.00 0.060000\nab12 won 2026-11-26\n",
            "makruk-puzzles 1\nrating 1500.00 350.00 0.060000\nab12 solved\n",
            "makruk-puzzles 1\nrating 1.5e3.00 350.00 0.060000\n",
        ] {
            assert_eq!(Progress::decode(text), None, "{text:?}");
        }
    }
}
