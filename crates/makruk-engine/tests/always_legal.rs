//! `bestmove` is always legal: thousands of positions from seeded random games in every variant,
//! searched with tiny node budgets (and with the randomness of the weaker levels).

use makruk_core::{Position, Variant};
use makruk_engine::{Engine, FrozenClock, Level, Limits};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

#[test]
fn best_move_is_always_legal() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x5eed_1234_abcd_0001);
    let mut engine = Engine::new(1);
    let mut searched = 0;
    for variant in Variant::ALL {
        for game in 0..10 {
            let mut pos = Position::startpos(variant);
            let mut history = Vec::new();
            for ply in 0..60 {
                let legal = pos.legal_moves();
                let limits = if ply % 3 == 0 {
                    Limits::nodes(100)
                } else {
                    Limits {
                        nodes: Some(100),
                        ..Level::new((ply % 8 + 1) as u8)
                            .expect("level")
                            .limits(1_000)
                    }
                };
                let result = engine.search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
                searched += 1;
                match result.best_move {
                    Some(m) => assert!(
                        pos.is_legal(m),
                        "{variant:?} game {game}: illegal {m} in {}",
                        pos.to_fen()
                    ),
                    None => assert!(legal.is_empty(), "no move in {}", pos.to_fen()),
                }
                if legal.is_empty() || pos.outcome().is_some() {
                    break;
                }
                history.push(pos.hash());
                let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
                pos.play_unchecked(m);
            }
        }
    }
    assert!(searched > 2_000, "only {searched} positions");
}
