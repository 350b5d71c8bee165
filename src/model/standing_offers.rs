//! The user's own offers standing in a live game (a draw offer, a takeback request), kept with
//! the game so that a board reloaded while one stands sends it again at the reconnection. Its
//! save line (`offers`, see docs/formats.md) is read strictly.

/// What the user has offered the friend and the friend has not answered yet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StandingOffers {
    /// A draw offer.
    pub draw: bool,
    /// A takeback request.
    pub takeback: bool,
}

impl StandingOffers {
    /// The save's `offers` line with its newline (nothing when no offer stands).
    pub fn save_line(self) -> String {
        let words: Vec<&str> = [(self.draw, "draw"), (self.takeback, "takeback")]
            .into_iter()
            .filter_map(|(on, word)| on.then_some(word))
            .collect();
        match words.is_empty() {
            true => String::new(),
            false => format!("offers {}\n", words.join(" ")),
        }
    }

    /// The offers of an `offers` line's value: `draw`, `takeback` or `draw takeback`.
    pub fn read_save(value: &str) -> Option<StandingOffers> {
        match value {
            "draw" => Some(StandingOffers {
                draw: true,
                takeback: false,
            }),
            "takeback" => Some(StandingOffers {
                draw: false,
                takeback: true,
            }),
            "draw takeback" => Some(StandingOffers {
                draw: true,
                takeback: true,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_round_trip_through_their_save_line() {
        for (draw, takeback) in [(true, false), (false, true), (true, true)] {
            let offers = StandingOffers { draw, takeback };
            let line = offers.save_line();
            let value = line.strip_prefix("offers ").unwrap().trim_end_matches('\n');
            assert_eq!(StandingOffers::read_save(value), Some(offers));
        }
        assert_eq!(StandingOffers::default().save_line(), "");
    }

    #[test]
    fn bad_offers_lines_are_refused_and_a_good_one_then_read() {
        for bad in [
            "",
            "takeback draw",
            "draw draw",
            "Draw",
            " draw",
            "draw ",
            "rematch",
        ] {
            assert_eq!(StandingOffers::read_save(bad), None, "{bad:?}");
        }
        assert!(StandingOffers::read_save("draw").is_some_and(|o| o.draw && !o.takeback));
    }
}
