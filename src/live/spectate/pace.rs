//! When the host's game goes to its spectators: at each change of the game (a move, a counting
//! step, a takeback, the result), when a spectator joins (so its clocks are fresh), and, while
//! only the clocks change, every [`CLOCK_BEAT_MS`]; a spectator runs the clock of the side to
//! move by itself in between (`live::watch_view`).
use super::Spectated;

/// How often the clocks alone are sent, in milliseconds.
pub const CLOCK_BEAT_MS: u64 = 3000;

/// What was last sent to the spectators, and when; how many watched at the last look.
#[derive(Debug, Default)]
pub struct Pace {
    sent: Option<(Spectated, u64)>,
    watching: usize,
}

impl Pace {
    /// Whether `spectated`, as it stands at `now_ms` with `watching` spectators, is to be sent; if
    /// so it counts as sent.
    pub fn due(&mut self, spectated: &Spectated, watching: usize, now_ms: u64) -> bool {
        let joined = watching > std::mem::replace(&mut self.watching, watching);
        let due = match &self.sent {
            None => true,
            Some((sent, at)) => {
                (joined && sent.clock_ms != spectated.clock_ms)
                    || sent.game_id != spectated.game_id
                    || sent.game != spectated.game
                    || sent.clock_ms.is_some() != spectated.clock_ms.is_some()
                    || (sent.clock_ms != spectated.clock_ms
                        && now_ms.saturating_sub(*at) >= CLOCK_BEAT_MS)
            }
        };
        if due {
            self.sent = Some((spectated.clone(), now_ms));
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::spectate::tests::game;

    /// The game after `moves` (UCI) with these clocks.
    fn spectated(moves: &[&str], clock_ms: Option<[u64; 2]>) -> Spectated {
        Spectated {
            game_id: 1,
            game: game(moves),
            clock_ms,
        }
    }

    #[test]
    fn a_minute_of_ticks_sends_each_move_and_a_slow_clock_beat() {
        const MOVES: [&str; 6] = ["a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5"];
        let mut pace = Pace::default();
        let mut sent = Vec::new();
        let mut clock = [300_000u64, 300_000];
        // A minute at the app's ten ticks a second, a move every ten seconds.
        for tick in 0..600u64 {
            let now = 1_000_000 + tick * 100;
            let played = (tick / 100) as usize;
            let turn = played % 2;
            clock[turn] -= 100;
            let game = spectated(&MOVES[..played], Some(clock));
            if pace.due(&game, 0, now) {
                sent.push((tick, played));
            }
        }
        let moves_sent = sent
            .windows(2)
            .filter(|pair| pair[0].1 != pair[1].1)
            .count();
        assert_eq!(moves_sent, 5, "every move is sent at once: {sent:?}");
        for tick in [100, 200, 300, 400, 500] {
            assert!(sent.iter().any(|&(t, _)| t == tick), "the move at {tick}");
        }
        // The first send, five moves, and a beat every 3 s in each 10 s between them.
        assert_eq!(sent.len(), 1 + 5 + 6 * 3, "{sent:?}");
        assert!(sent.len() < 600 / 10, "far fewer than one a tick");
    }

    #[test]
    fn an_untimed_game_is_sent_only_when_it_changes() {
        let mut pace = Pace::default();
        let start = spectated(&[], None);
        assert!(pace.due(&start, 0, 0));
        assert!(!pace.due(&start, 0, 60_000));
        let moved = spectated(&["e3e4"], None);
        assert!(pace.due(&moved, 0, 60_001));
        assert!(!pace.due(&moved, 0, 60_002));
        // Clocks that stopped are not sent again.
        let clocked = spectated(&["e3e4"], Some([1000, 2000]));
        assert!(pace.due(&clocked, 0, 70_000));
        assert!(!pace.due(&clocked, 0, 99_000));
    }

    #[test]
    fn a_spectator_who_joins_between_beats_gets_the_clocks_as_they_stand() {
        let mut pace = Pace::default();
        let mut clock = [300_000u64, 300_000];
        assert!(pace.due(&spectated(&["a3a4"], Some(clock)), 1, 0));
        // 1.5 s into a beat: no beat yet for the spectator watching.
        clock[1] -= 1500;
        assert!(!pace.due(&spectated(&["a3a4"], Some(clock)), 1, 1500));
        // A second spectator joins: the clocks as they stand go at once, not up to a beat late.
        clock[1] -= 100;
        assert!(pace.due(&spectated(&["a3a4"], Some(clock)), 2, 1600));
        // Then the slow beat again, from that send.
        clock[1] -= 100;
        assert!(!pace.due(&spectated(&["a3a4"], Some(clock)), 2, 1700));
        assert!(pace.due(&spectated(&["a3a4"], Some([300_000, 295_400])), 2, 4600));
        // One leaves and another joins: the newcomer gets fresh clocks too.
        assert!(!pace.due(&spectated(&["a3a4"], Some([300_000, 295_300])), 1, 4700));
        assert!(pace.due(&spectated(&["a3a4"], Some([300_000, 295_200])), 2, 4800));
        // A spectator who joins while the clocks stand still has what was sent: nothing new.
        let stopped = spectated(&["a3a4", "a6a5"], Some([300_000, 295_000]));
        assert!(pace.due(&stopped, 2, 5000));
        assert!(!pace.due(&stopped, 3, 5100));
    }
}
