//! The public search API: MultiPV lines, levels choosing only near-best moves, the stop flag, endgame
//! tables.

use makruk_core::{Position, Variant};
use makruk_engine::{Engine, FrozenClock, Info, Level, Limits, Score};
use std::sync::atomic::Ordering;

#[test]
fn multipv_reports_distinct_lines() {
    let pos = Position::startpos(Variant::Makruk);
    let mut engine = Engine::new(1);
    let mut infos: Vec<Info> = Vec::new();
    let limits = Limits {
        depth: Some(4),
        multipv: 3,
        ..Limits::default()
    };
    engine.search(&pos, &[], &limits, &FrozenClock, &mut |info| {
        infos.push(info.clone())
    });
    let last_depth: Vec<&Info> = infos.iter().filter(|i| i.depth == 4).collect();
    assert_eq!(last_depth.len(), 3);
    assert_eq!(
        last_depth.iter().map(|i| i.multipv).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    let firsts: Vec<_> = last_depth.iter().map(|i| i.pv[0]).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
}

#[test]
fn weaker_levels_still_take_a_free_ruea() {
    let pos = Position::from_fen(
        Variant::Makruk,
        "rnsmksn1/8/pppppppp/8/4r3/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    )
    .expect("valid FEN");
    let mut engine = Engine::new(1);
    for seed in 1..=12 {
        engine.set_seed(seed);
        let limits = Level::new(4).expect("level").limits(1_000);
        let result = engine.search(&pos, &[], &limits, &FrozenClock, &mut |_| {});
        let m = result.best_move.expect("a move").to_string();
        assert!(m == "d3e4" || m == "f3e4", "seed {seed} chose {m}");
    }
}

#[test]
fn level_one_varies_its_choice_in_a_quiet_position() {
    let pos = Position::startpos(Variant::Makruk);
    let mut engine = Engine::new(1);
    let mut chosen = std::collections::HashSet::new();
    for seed in 1..=16 {
        engine.set_seed(seed);
        engine.new_game();
        let limits = Level::MIN.limits(1_000);
        let result = engine.search(&pos, &[], &limits, &FrozenClock, &mut |_| {});
        chosen.insert(result.best_move.expect("a move"));
    }
    assert!(chosen.len() > 1, "level 1 always played the same move");
}

#[test]
fn stopped_search_still_returns_a_legal_move() {
    let pos = Position::startpos(Variant::Makruk);
    let mut engine = Engine::new(1);
    engine.stop_handle().store(true, Ordering::Relaxed);
    let result = engine.search(&pos, &[], &Limits::default(), &FrozenClock, &mut |_| {});
    assert!(pos.is_legal(result.best_move.expect("a move")));
    engine.clear_stop();
    let result = engine.search(&pos, &[], &Limits::depth(2), &FrozenClock, &mut |_| {});
    assert_eq!(result.depth, 2);
}

#[test]
fn repetition_with_the_game_history_is_a_draw() {
    // White is a ruea down; repeating the ma moves of the game so far is its best result.
    let mut pos = Position::from_fen(
        Variant::Makruk,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/1NSKMSNR w - - 0 1",
    )
    .expect("valid FEN");
    let mut history = Vec::new();
    for m in ["b1d2", "b8d7", "d2b1", "d7b8"] {
        history.push(pos.hash());
        let mv = pos.parse_uci_move(m).expect("legal");
        pos.play(mv).expect("legal");
    }
    let mut engine = Engine::new(1);
    let result = engine.search(&pos, &history, &Limits::depth(4), &FrozenClock, &mut |_| {});
    assert_eq!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("b1d2")
    );
    assert_eq!(result.score, makruk_engine::Score::Cp(0));
}

#[test]
fn lone_khun_tables_give_the_exact_mate_when_it_fits_in_the_count() {
    // Khun, khon and ma against a lone khun, 80 plies of the 44-move count left.
    let search = |fen: &str, tables: bool| {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let limits = Limits {
            depth: Some(1),
            endgame_tables: tables,
            ..Limits::default()
        };
        Engine::new(1)
            .search(&pos, &[], &limits, &FrozenClock, &mut |_| {})
            .score
    };
    let fen = "3k4/8/8/8/8/8/SN6/K7 w - 88 8 1";
    assert_eq!(search(fen, true), Score::Mate(24));
    assert!(matches!(search(fen, false), Score::Cp(_)));
    // 28 plies left: the 47-ply mate does not fit.
    let late = "3k4/8/8/8/8/8/SN6/K7 w - 88 60 1";
    assert!(matches!(search(late, true), Score::Cp(_)));
}

#[test]
fn a_table_mate_is_reported_with_its_whole_line() {
    // Khun and ruea against a lone khun (the one-piece table every search builds), the stronger
    // side to move and the lone khun to move; then khun, khon and ma (a two-piece table).
    for (fen, tables) in [
        ("8/8/8/3k4/8/8/8/4K2R w - - 0 1", false),
        ("8/8/8/3k4/8/8/8/4K2R b - - 0 1", false),
        ("3k4/8/8/8/8/8/SN6/K7 w - 88 8 1", true),
    ] {
        let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let limits = Limits {
            depth: Some(2),
            endgame_tables: tables,
            ..Limits::default()
        };
        let mut reported = Vec::new();
        let result = Engine::new(1).search(&pos, &[], &limits, &FrozenClock, &mut |info| {
            reported.push(info.pv.clone())
        });
        let plies = match result.score {
            Score::Mate(moves) if moves > 0 => 2 * moves as usize - 1,
            Score::Mate(moves) => 2 * moves.unsigned_abs() as usize,
            other => panic!("{fen}: a table mate, not {other:?}"),
        };
        assert_eq!(result.pv.len(), plies, "{fen}: one move of the line a ply");
        assert_eq!(
            reported.last(),
            Some(&result.pv),
            "{fen}: the line is reported"
        );
        let mut end = pos.clone();
        for &m in &result.pv {
            end.play(m).expect("the line's moves are legal");
        }
        assert!(end.is_checkmate(), "{fen}: the line ends in mate");
    }
}

#[test]
fn a_two_piece_table_is_built_a_call_at_a_time_and_then_searched() {
    let pos = |fen| Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
    // Khun, khon and met against a lone khun: a two-piece table, which a short search leaves out.
    let ending = pos("8/8/3k4/8/8/2SM4/3K4/8 w - - 0 1");
    let mut engine = Engine::new(1);
    let short = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let search = |engine: &mut Engine| {
        engine
            .search(&ending, &[], &short, &FrozenClock, &mut |_| {})
            .score
    };
    assert!(matches!(search(&mut engine), Score::Cp(_)));
    // Positions with no table to build, or one every search builds itself.
    assert!(!engine.build_table(&Position::startpos(Variant::Makruk), &FrozenClock, 0));
    assert!(!engine.build_table(&pos("8/8/8/3k4/8/8/8/4K2R w - - 0 1"), &FrozenClock, 0));
    // With no time at all each call does one chunk of the work and returns.
    let mut calls = 1;
    while engine.build_table(&ending, &FrozenClock, 0) {
        calls += 1;
    }
    assert!(calls > 100, "the build is spread over {calls} calls");
    assert!(!engine.build_table(&ending, &FrozenClock, 0), "built once");
    // The same mate in 22 as makruk-uci's search with ten seconds (which builds the table at once).
    assert_eq!(search(&mut engine), Score::Mate(22));
    // A level below full strength leaves the table out: no perfect mate because it was built.
    let weaker = Limits {
        depth: Some(3),
        two_piece_tables: false,
        ..Limits::default()
    };
    let score = engine
        .search(&ending, &[], &weaker, &FrozenClock, &mut |_| {})
        .score;
    assert!(matches!(score, Score::Cp(_)), "{score:?}");
}

#[test]
fn a_repetition_saves_the_side_behind_only_with_the_repetition_rule() {
    // Black, a ruea down, may return to a position of the game with d8e8.
    let mut pos = Position::from_fen(Variant::Makruk, "4k3/8/3p4/3P4/8/8/8/R3K3 w - - 0 1")
        .expect("valid FEN");
    let mut history = Vec::new();
    for uci in ["a1a2", "e8d8", "a2a1"] {
        history.push(pos.hash());
        pos.play(pos.parse_uci_move(uci).expect("legal move"))
            .expect("legal move");
    }
    let score = |repetition_ends_game| {
        let limits = Limits {
            repetition_ends_game,
            ..Limits::depth(6)
        };
        let result = Engine::new(1).search(&pos, &history, &limits, &FrozenClock, &mut |_| {});
        (result.best_move.map(|m| m.to_string()), result.score)
    };
    assert_eq!(score(true), (Some("d8e8".into()), Score::Cp(0)));
    let (_, without_rule) = score(false);
    assert!(without_rule.centipawns() < -300, "{without_rule:?}");
}

#[test]
fn a_search_that_continues_the_last_one_keeps_its_table_entries_current() {
    let pos = Position::startpos(Variant::Makruk);
    // The share of the table's first entries that the current search's generation holds, after a
    // depth-1 search that follows a depth-8 one.
    let hashfull_after = |continues: bool| {
        let mut engine = Engine::new(1);
        engine.search(&pos, &[], &Limits::depth(8), &FrozenClock, &mut |_| {});
        let mut hashfull = 0;
        let limits = Limits {
            continues,
            ..Limits::depth(1)
        };
        engine.search(&pos, &[], &limits, &FrozenClock, &mut |info| {
            hashfull = info.hashfull
        });
        hashfull
    };
    let (continued, new) = (hashfull_after(true), hashfull_after(false));
    assert!(
        continued > 10 * new.max(1),
        "a continued search keeps the last one's entries as its own: {continued} against {new}"
    );
}
