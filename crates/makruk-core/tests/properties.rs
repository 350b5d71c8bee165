//! Invariants over random games in every variant (seeded, reproducible):
//! incremental hash equals the hash from scratch, FEN round-trips, `is_legal`
//! agrees with the generator, the noisy generator yields exactly the captures and promotions, copy-make leaves the original untouched and
//! `Game::undo` restores every earlier position.

use makruk_core::{Bitboard, Game, Move, MoveList, Position, Role, Square, Variant};
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A number below `n` from a seeded generator.
fn below(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Every from-to pair of the side to move plus all promotion letters: a superset of the legal moves.
fn candidates(pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    for from in pos.by_color(pos.turn()) {
        for to in Square::ALL {
            out.push(Move::new(from, to));
            for role in [Role::Met, Role::Ruea, Role::Ma, Role::Khon] {
                out.push(Move::with_promotion(from, to, role));
            }
        }
    }
    out
}

/// Random games; captures are preferred half of the time so that endgames and counts occur.
fn random_games(seed: u64, games: usize, mut visit: impl FnMut(&Game)) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for g in 0..games {
        let variant = Variant::ALL[g % Variant::ALL.len()];
        let mut game = Game::new(variant);
        let greedy = below(&mut rng, 2) == 0;
        for _ in 0..200 {
            visit(&game);
            let pos = game.position();
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to).is_some())
                .collect();
            let m = if greedy && !captures.is_empty() {
                captures[below(&mut rng, captures.len())]
            } else {
                moves[below(&mut rng, moves.len())]
            };
            assert!(
                game.position().is_legal(m),
                "{} {m}",
                game.position().to_fen()
            );
            game.play(m).expect("generated moves are legal");
        }
    }
}

#[test]
fn hash_fen_and_legality_invariants() {
    let mut checked = 0;
    random_games(0x5eed_0001, 40, |game| {
        let pos = game.position();
        assert_eq!(pos.hash(), pos.hash_from_scratch(), "{}", pos.to_fen());

        let fen = pos.fen_with(true, 0);
        let parsed = Position::from_fen(pos.variant(), &fen).expect("own FEN parses");
        assert_eq!(parsed.fen_with(true, 0), fen);
        assert_eq!(parsed.hash(), pos.hash());
        assert_eq!(parsed.legal_moves().len(), pos.legal_moves().len(), "{fen}");

        let legal = pos.legal_moves();
        for m in candidates(pos) {
            assert_eq!(pos.is_legal(m), legal.contains(&m), "{fen} {m}");
        }
        checked += 1;
    });
    assert!(checked > 1000);
}

#[test]
fn noisy_moves_are_the_captures_and_promotions() {
    let mut with_noisy = 0;
    random_games(0x5eed_0005, 40, |game| {
        let pos = game.position();
        let expected: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to).is_some() || m.promotion.is_some())
            .collect();
        let mut noisy = MoveList::new();
        pos.generate_noisy(&mut noisy);
        assert_eq!(noisy.to_vec(), expected, "{}", pos.to_fen());
        with_noisy += usize::from(!expected.is_empty());
    });
    assert!(with_noisy > 500, "{with_noisy}");
}

#[test]
fn copy_make_and_undo_restore() {
    random_games(0x5eed_0002, 20, |game| {
        let pos = game.position().clone();
        for &m in pos.legal_moves().iter() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            assert_eq!(
                child.hash(),
                child.hash_from_scratch(),
                "{} {m}",
                pos.to_fen()
            );
            assert_ne!(child.turn(), pos.turn());
        }
        assert_eq!(game.position(), &pos);

        let mut replay = game.clone();
        let positions = game.positions().to_vec();
        for earlier in positions.iter().rev().skip(1) {
            replay.undo().expect("a move to take back");
            assert_eq!(replay.position(), earlier);
        }
        assert!(replay.undo().is_none());
    });
}

#[test]
fn mutated_fens_never_panic() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x5eed_0003);
    let alphabet: Vec<char> = "pnsmrkqbPNSMRKQB0123456789/~- +wbDEde".chars().collect();
    let mut accepted = 0;
    for _ in 0..20_000 {
        let variant = Variant::ALL[below(&mut rng, Variant::ALL.len())];
        let mut chars: Vec<char> = variant.start_fen().chars().collect();
        for _ in 0..1 + below(&mut rng, 4) {
            let i = below(&mut rng, chars.len());
            match below(&mut rng, 3) {
                0 => chars[i] = alphabet[below(&mut rng, alphabet.len())],
                1 => {
                    chars.remove(i);
                }
                _ => chars.insert(i, alphabet[below(&mut rng, alphabet.len())]),
            }
        }
        let text: String = chars.into_iter().collect();
        match Position::from_fen(variant, &text) {
            Ok(pos) => {
                accepted += 1;
                assert_eq!(pos.hash(), pos.hash_from_scratch());
                let again = Position::from_fen(variant, &pos.to_fen()).expect("own FEN parses");
                assert_eq!(again.to_fen(), pos.to_fen());
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    assert!(accepted > 0);
}

#[test]
fn pieces_agree_with_board() {
    random_games(0x5eed_0004, 10, |game| {
        let pos = game.position();
        let mut from_board = Bitboard::EMPTY;
        for sq in Square::ALL {
            if let Some(p) = pos.piece_at(sq) {
                assert!(pos.pieces(p.color, p.role).contains(sq));
                from_board.add(sq);
            }
        }
        assert_eq!(from_board, pos.occupied());
    });
}
