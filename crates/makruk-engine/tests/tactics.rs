//! Tactics and endgame suite: forced mates, winning captures and counting-rule endings, each found
//! within a small node budget.

use makruk_core::{Position, Variant};
use makruk_engine::{Engine, FrozenClock, Limits, Score, SearchResult};

fn search(variant: Variant, fen: &str, limits: Limits) -> (Position, SearchResult) {
    let pos = Position::from_fen(variant, fen).expect("valid test FEN");
    let mut engine = Engine::new(4);
    let result = engine.search(&pos, &[], &limits, &FrozenClock, &mut |_| {});
    (pos, result)
}

fn best(variant: Variant, fen: &str, limits: Limits) -> (String, Score) {
    let (pos, result) = search(variant, fen, limits);
    let m = result.best_move.expect("a move");
    assert!(pos.is_legal(m));
    (m.to_string(), result.score)
}

/// The best move and score in a Makruk position, searched to `depth`.
fn best_makruk(fen: &str, depth: u32) -> (String, Score) {
    best(Variant::Makruk, fen, Limits::depth(depth))
}

#[test]
fn mate_in_one_with_the_ruea() {
    let (m, score) = best_makruk("4k3/8/4K3/8/8/8/8/R7 w - - 0 1", 3);
    assert_eq!(m, "a1a8");
    assert_eq!(score, Score::Mate(1));
}

#[test]
fn forced_endings_get_their_exact_score() {
    for (fen, depth, expected) in [
        // Mate in two with two ruea.
        ("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 5, Score::Mate(2)),
        // Getting mated is reported negative.
        ("k7/8/1K6/8/8/8/8/7R b - - 0 1", 4, Score::Mate(-1)),
        // Ruea against bare khun, but the count ends before a mate is possible: a draw.
        ("8/8/8/3k4/8/8/8/R3K3 w - 32 31 1", 6, Score::Cp(0)),
        // Two ruea, mate in 2, with three plies left on the count.
        ("7k/8/8/8/8/8/R7/1R4K1 w - 16 13 1", 5, Score::Mate(2)),
    ] {
        let (_, score) = best_makruk(fen, depth);
        assert_eq!(score, expected, "{fen}");
    }
}

#[test]
fn mate_in_three_is_found_and_reported() {
    let (_, score) = best_makruk("7k/8/8/8/8/8/8/RR4K1 w - - 0 1", 7);
    assert!(matches!(score, Score::Mate(n) if n <= 3), "{score:?}");
}

#[test]
fn ma_fork_wins_the_ruea() {
    let (m, score) = best_makruk("4k3/8/r7/1N6/8/8/3S4/4K3 w - - 0 1", 6);
    assert_eq!(m, "b5c7");
    assert!(matches!(score, Score::Cp(cp) if cp > 200), "{score:?}");
}

#[test]
fn takes_a_hanging_ruea() {
    let (m, _) = best_makruk("rnsmksn1/8/pppppppp/8/4r3/PPPPPPPP/8/RNSKMSNR w - - 0 1", 4);
    assert!(m == "d3e4" || m == "f3e4", "{m}");
}

#[test]
fn kar_ouk_first_check_wins() {
    let (m, score) = best(
        Variant::Karouk,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        Limits::depth(3),
    );
    assert!(!m.is_empty());
    assert!(
        matches!(score, Score::Cp(_)),
        "no check is possible at once: {score:?}"
    );
    let (m, score) = best(
        Variant::Karouk,
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        Limits::depth(3),
    );
    assert_eq!(score, Score::Mate(1), "{m}");
}

#[test]
fn lone_met_is_not_winning() {
    let (_, score) = best_makruk("8/8/4k3/8/8/3M4/4K3/8 w - - 0 1", 6);
    assert!(matches!(score, Score::Cp(cp) if cp.abs() < 60), "{score:?}");
}

#[test]
fn node_limit_is_respected() {
    let (_, result) = search(
        Variant::Makruk,
        Variant::Makruk.start_fen(),
        Limits::nodes(20_000),
    );
    assert!(result.depth >= 1);
    assert!(result.nodes < 20_000 + 5_000, "{}", result.nodes);
}

#[test]
fn sittuyin_bia_promotes_by_a_move_of_its_own() {
    // White's bia on d5 stands on its zone, White has no general, and the black khun attacks
    // the bia: only a promotion away from the khun, to e4 or e6, keeps the material. A ruea each
    // keeps the material worth something (without them neither side could mate, and every line
    // would score a draw).
    let fen = "7r/8/8/2kP4/8/8/1P6/K5R1[] w - - 0 40";
    let (pos, result) = search(Variant::Sittuyin, fen, Limits::depth(5));
    let m = result.best_move.expect("a move");
    assert!(pos.is_legal(m));
    assert_eq!(m.kind, makruk_core::MoveKind::SittuyinPromotion, "{m}");
    assert!(["d5e4f", "d5e6f"].contains(&m.to_string().as_str()), "{m}");
}
