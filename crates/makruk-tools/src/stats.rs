//! Match statistics: score, Elo difference and its 95% error bar.

/// Wins, draws and losses from one player's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

/// The Elo difference of a score strictly between 0 and 1.
fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

impl Tally {
    /// Number of games.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Score fraction, 0..=1 (0.5 with no games).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n)
    }

    /// The Elo difference and the half-width of its 95% confidence interval; `None` when that
    /// interval of the score reaches 0% or 100% (no games, a clean sweep, too few games), where
    /// the Elo difference has no finite bound.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.games());
        let mu = self.score();
        let variance = (f64::from(self.wins) * (1.0 - mu).powi(2)
            + f64::from(self.draws) * (0.5 - mu).powi(2)
            + f64::from(self.losses) * mu.powi(2))
            / n;
        let margin = 1.96 * (variance / n).sqrt();
        let (low, high) = (mu - margin, mu + margin);
        (n > 0.0 && low > 0.0 && high < 1.0)
            .then(|| (elo_of(mu), (elo_of(high) - elo_of(low)) / 2.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        let tally = Tally {
            wins: 10,
            draws: 10,
            losses: 10,
        };
        assert_eq!(tally.score(), 0.5);
        let (elo, error) = tally.elo().expect("a bounded interval");
        assert!(elo.abs() < 1e-9);
        assert!(error > 50.0 && error < 200.0, "{error}");
    }

    #[test]
    fn seventy_five_percent_is_about_191_elo() {
        let tally = Tally {
            wins: 50,
            draws: 50,
            losses: 0,
        };
        let (elo, _) = tally.elo().expect("a bounded interval");
        assert!((elo - 190.85).abs() < 0.1, "{elo}");
    }

    #[test]
    fn no_games_or_a_sweep_has_no_bounded_elo() {
        assert_eq!(Tally::default().elo(), None);
        let sweep = Tally {
            wins: 20,
            draws: 0,
            losses: 0,
        };
        assert_eq!(sweep.elo(), None);
        let two_games = Tally {
            wins: 1,
            draws: 1,
            losses: 0,
        };
        assert_eq!(two_games.elo(), None, "75% ± 35% reaches 100%");
    }
}
