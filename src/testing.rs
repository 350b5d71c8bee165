//! Helpers shared by the unit tests.
use makruk_core::{GameRecord, Move, Position, Variant};

/// The moves `ucis` (UCI), each legal in turn from Makruk's start position.
pub fn moves(ucis: &[&str]) -> Vec<Move> {
    moves_from(&Position::startpos(Variant::Makruk), ucis)
}

/// The moves `ucis` (UCI), each legal in turn from `start`.
pub fn moves_from(start: &Position, ucis: &[&str]) -> Vec<Move> {
    let mut pos = start.clone();
    ucis.iter()
        .map(|uci| {
            let m = pos.parse_uci_move(uci).expect("legal");
            pos.play_unchecked(m);
            m
        })
        .collect()
}

/// The Makruk position of `fen`.
pub fn makruk(fen: &str) -> Position {
    Position::from_fen(Variant::Makruk, fen).expect("a valid Makruk FEN")
}

/// A Sittuyin endgame: White, without a general, promotes its pawn on d5 where it stands, then
/// takes Black's last pawn; Black's bare king is counted from there.
pub const SITTUYIN_ENDGAME: &str = "4k3/8/8/3P4/1p5R/8/8/2K5[] w - - 0 40";

/// Two Sittuyin games: the whole set-up by drops and a few moves, and [`SITTUYIN_ENDGAME`] with
/// its promotion, the capture that starts a count and three moves counted.
pub fn sittuyin_games() -> [GameRecord; 2] {
    let mut setup = GameRecord::new(Variant::Sittuyin);
    setup.moves = moves_from(
        &Position::startpos(Variant::Sittuyin),
        &[
            "R@a1", "R@a8", "R@h1", "R@h8", "K@e1", "K@d8", "N@c2", "N@c7", "N@f2", "N@f7", "S@d2",
            "S@d7", "S@e2", "S@e7", "F@e3", "F@d6", "e4e5", "d5d4", "e5f6", "e7f6",
        ],
    );
    let mut endgame = GameRecord::new(Variant::Sittuyin);
    endgame.start = Some(SITTUYIN_ENDGAME.into());
    endgame.moves = moves_from(
        &Position::from_fen(Variant::Sittuyin, SITTUYIN_ENDGAME).expect("a Sittuyin FEN"),
        &["d5d5f", "e8e7", "h4b4", "e7e8", "b4b7", "e8d8", "c1d2"],
    );
    [setup, endgame]
}

#[test]
fn the_sittuyin_games_drop_promote_and_count() {
    let [setup, endgame] = sittuyin_games();
    let game = setup.replay().expect("legal");
    assert!(!game.position().is_setup_phase());
    let game = endgame.replay().expect("legal");
    let counting = game
        .position()
        .counting()
        .expect("Black's bare king is counted");
    assert_eq!(counting.counter, makruk_core::Color::Black);
    assert_eq!(counting.limit_moves(), 16);
}

/// Checks that `errors` hold one error of each of an enum's `kinds` (its variants).
pub fn assert_each_kind<E>(errors: &[E], kinds: usize) {
    let found: std::collections::HashSet<_> = errors.iter().map(std::mem::discriminant).collect();
    assert_eq!(found.len(), kinds, "one error of each kind");
}
