//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system"), with τ = 0.5: a player's rating,
//! its deviation and volatility after a rating period's games.
use std::f64::consts::PI;

/// Glicko-2's scale between the Glicko rating and its own (μ, φ).
const SCALE: f64 = 173.7178;
/// How much the volatility may change (τ).
const TAU: f64 = 0.5;
/// The volatility iteration stops when its interval is this narrow.
const EPSILON: f64 = 0.000_001;

/// A rating with its deviation (RD) and volatility (σ).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// The rating deviation (350 for a new player).
    pub deviation: f64,
    /// The volatility (0.06 for a new player).
    pub volatility: f64,
}

impl Default for Glicko {
    fn default() -> Glicko {
        Glicko {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// The weight of an opponent's result by its deviation `phi` (Glickman's g).
fn weight(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

impl Glicko {
    /// The rating after one period's `games`: each opponent's rating and deviation, and the
    /// score (1 a win, 0 a loss, 0.5 a draw).
    pub fn after(self, games: &[(f64, f64, f64)]) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        // Each game's weight, expected score and score.
        let terms = games.iter().map(|&(rating, deviation, score)| {
            let g = weight(deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g * (mu - (rating - 1500.0) / SCALE)).exp());
            (g, expected, score)
        });
        let (inverse_variance, improvement) = terms.fold((0.0, 0.0), |(v, d), (g, e, s)| {
            (v + g * g * e * (1.0 - e), d + g * (s - e))
        });
        let variance = 1.0 / inverse_variance;
        let delta = variance * improvement;
        let volatility = new_volatility(phi, self.volatility, variance, delta);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / variance).sqrt();
        Glicko {
            rating: 1500.0 + SCALE * (mu + new_phi * new_phi * improvement),
            deviation: SCALE * new_phi,
            volatility,
        }
    }
}

/// Step 5 of Glicko-2: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, variance: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + variance + ex;
        ex * (delta * delta - phi * phi - variance - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut lower = a;
    let mut upper = if delta * delta > phi * phi + variance {
        (delta * delta - phi * phi - variance).ln()
    } else {
        let mut k = 1.0;
        while k < 100.0 && f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_lower, mut f_upper) = (f(lower), f(upper));
    for _ in 0..100 {
        if (upper - lower).abs() <= EPSILON {
            break;
        }
        let c = lower + (lower - upper) * f_lower / (f_upper - f_lower);
        let f_c = f(c);
        if f_c * f_upper <= 0.0 {
            (lower, f_lower) = (upper, f_upper);
        } else {
            f_lower /= 2.0;
        }
        (upper, f_upper) = (c, f_c);
    }
    (lower / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_and_a_loss_lowers_the_rating() {
        let player = Glicko::default();
        let won = player.after(&[(1500.0, 80.0, 1.0)]);
        let lost = player.after(&[(1500.0, 80.0, 0.0)]);
        assert!(won.rating > 1500.0 && lost.rating < 1500.0);
        assert!(won.deviation < 350.0 && lost.deviation < 350.0);
        assert!(won.volatility.is_finite() && lost.volatility.is_finite());
    }
}
