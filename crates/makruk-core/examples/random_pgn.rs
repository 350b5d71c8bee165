//! Writes a PGN file of random legal Makruk games to standard output, for benchmarks and tests of
//! many-game imports: `cargo run --release -p makruk-core --example random_pgn -- GAMES [SEED]`.
//! Each game plays up to 120 uniformly random legal moves (fewer when it ends) and gets a random
//! result; its tags name the players and the game's number.
use makruk_core::{write_pgn, Game, PgnGame, Variant};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::io::Write;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut below = |n: usize| (rng.next_u64() % n as u64) as usize;
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for number in 1..=games {
        let mut game = Game::new(Variant::Makruk);
        let plies = 20 + below(100);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let m = moves[below(moves.len())];
            game.play(m).expect("a legal move");
        }
        let mut pgn = PgnGame::from_game(&game);
        if pgn.result == "*" {
            pgn.result = ["1-0", "0-1", "1/2-1/2", "*"][below(4)].to_string();
        }
        pgn.set_tag("Event", &format!("Random game {number}"));
        pgn.set_tag("White", &format!("Player {}", below(40)));
        pgn.set_tag("Black", &format!("Player {}", below(40)));
        writeln!(out, "{}", write_pgn(&pgn)).expect("standard output");
    }
}
