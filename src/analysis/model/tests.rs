use super::*;
use crate::settings::GameSettings;
use makruk_core::{Sutras, Variant};

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("square")
}

fn board_after(ucis: &[&str], ply: usize) -> Board {
    let start = Position::startpos(Variant::Makruk);
    let moves = parse_line(
        &start,
        &ucis.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
    );
    assert_eq!(moves.len(), ucis.len());
    Board::new(&AnalysisSource {
        moves,
        ply,
        ..AnalysisSource::of_position(start)
    })
}

fn reduce(board: Board, msgs: impl IntoIterator<Item = Msg>) -> Board {
    let mut board = Rc::new(board);
    for msg in msgs {
        board = board.reduce(msg);
    }
    (*board).clone()
}

/// Black, with a met against a ruea, counts board's honour; White opens with `moves`.
fn endgame(moves: &[&str]) -> Board {
    let start =
        Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 w - - 0 1").expect("valid FEN");
    let moves = parse_line(
        &start,
        &moves.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
    );
    let ply = moves.len();
    Board::new(&AnalysisSource {
        moves,
        ply,
        ..AnalysisSource::of_position(start)
    })
}

fn play(board: Board, uci: &str) -> Board {
    let m = board.position().parse_uci_move(uci).expect("legal move");
    reduce(board, [Msg::PlayLine(vec![m])])
}

fn number(board: &Board) -> Option<u32> {
    board.game().counting().map(|c| c.number())
}

#[test]
fn a_hand_piece_is_dropped_on_the_analysis_board() {
    let board = Board::new(&AnalysisSource::of_position(Position::startpos(
        Variant::Sittuyin,
    )));
    let board = reduce(board, [Msg::PickHand(Role::Ruea), Msg::Press(sq("b2"))]);
    assert_eq!(
        board.current,
        board.tree.root(),
        "a ruea only on the back rank"
    );
    let board = reduce(board, [Msg::PickHand(Role::Ruea), Msg::Press(sq("b1"))]);
    assert_eq!(
        board.tree.move_to(board.current).map(|m| m.to_string()),
        Some("R@b1".into())
    );
    assert_eq!(
        board
            .position()
            .in_hand(makruk_core::Color::White, Role::Ruea),
        1
    );
}

#[test]
fn a_count_belongs_to_its_node_and_shows_only_after_it() {
    let board = endgame(&[]);
    assert_eq!(board.count_controls(), [], "White is the stronger side");
    let refused = reduce(board.clone(), [Msg::Count(CountControl::Start)]);
    assert!(refused.counts.is_empty());
    let board = play(board, "a1a2");
    assert_eq!(number(&board), None, "nobody started a count");
    let replayed = new_game(board.play_start(), board.options);
    assert_eq!(replayed.counting(), None, "play from here invents no count");
    assert_eq!(board.count_controls(), [CountControl::Start]);
    let started_at = board.current;
    let board = reduce(board, [Msg::Count(CountControl::Start)]);
    assert_eq!(number(&board), Some(0));
    assert_eq!(
        board.count_controls(),
        [CountControl::Stop, CountControl::Restart]
    );
    let board = play(play(play(board, "d7c6"), "a2a3"), "c6d5");
    assert_eq!(number(&board), Some(2), "Black's second counted move");
    assert_eq!(
        board.count_controls(),
        [],
        "White may not stop Black's count"
    );
    let board = play(play(board, "a3a4"), "d5c4");
    assert_eq!(number(&board), Some(3));

    let back = reduce(
        board.clone(),
        [Msg::Step(Step::Back), Msg::Step(Step::Back)],
    );
    assert_eq!(number(&back), Some(2));
    let before = reduce(back, [Msg::Goto(board.tree.root())]);
    assert_eq!(
        number(&before),
        None,
        "stepping back before the start hides the count"
    );
    let variation = play(play(before, "a1b1"), "d7e6");
    assert!(!variation.tree.is_main_line(variation.current));
    assert_eq!(
        number(&variation),
        None,
        "a variation from before the start has none"
    );
    assert_eq!(variation.count_controls(), []);
    let forward = reduce(variation, [Msg::Goto(started_at), Msg::Step(Step::End)]);
    assert_eq!(number(&forward), Some(3), "the main line keeps its count");

    let deleted = reduce(forward, [Msg::Delete(started_at)]);
    assert!(
        deleted.counts.is_empty(),
        "a deleted node takes its actions along"
    );
}

#[test]
fn a_restart_begins_again_and_a_stop_ends_the_count() {
    let board = reduce(endgame(&["a1a2"]), [Msg::Count(CountControl::Start)]);
    let board = play(play(play(board, "d7c6"), "a2a3"), "c6d5");
    let board = play(play(board, "a3a4"), "d5c4");
    assert_eq!(number(&board), Some(3));
    let board = play(board, "a4a5");
    let board = reduce(board, [Msg::Count(CountControl::Restart)]);
    assert_eq!(
        number(&board),
        Some(0),
        "a restart counts from the beginning"
    );
    let board = reduce(board, [Msg::Count(CountControl::Stop)]);
    assert_eq!(number(&board), None);
    assert_eq!(board.count_controls(), [CountControl::Start]);
    assert_eq!(
        board.counts.get(&board.current),
        Some(&vec![
            CountAction::Stop,
            CountAction::Start,
            CountAction::Stop
        ])
    );
}

#[test]
fn a_game_opens_with_its_counting_actions_and_rule_options() {
    let start =
        Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 w - - 0 1").expect("valid FEN");
    let moves = parse_line(&start, &["a1a2".into(), "d7c6".into(), "a2a3".into()]);
    let board = Board::new(&AnalysisSource {
        moves,
        count_actions: vec![(1, CountAction::Start)],
        ply: 3,
        ..AnalysisSource::of_position(start)
    });
    assert_eq!(number(&board), Some(1), "Black's first counted move");
    let replayed = new_game(board.play_start(), board.options);
    assert_eq!(
        replayed.counting(),
        board.game().counting(),
        "play from here carries the count"
    );
    let root = reduce(board, [Msg::Step(Step::Start)]);
    assert_eq!(number(&root), None);

    let black_to_move =
        Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1").expect("valid FEN");
    let board = Board::new(&AnalysisSource {
        count_actions: vec![(0, CountAction::Start)],
        ..AnalysisSource::of_position(black_to_move)
    });
    assert_eq!(
        number(&board),
        Some(0),
        "a count started on the start position"
    );

    let sutras = GameSettings::options_for(Variant::Makruk).with_sutras(Sutras::ALL);
    let board = Board::new(&AnalysisSource {
        options: sutras,
        ..AnalysisSource::of_position(Position::startpos(Variant::Makruk))
    });
    assert_eq!(board.options, sutras);
    // Sut Met: the bia e3 steps to e4 and the met e1 takes e3.
    let board = play(board, "e1e3");
    assert_eq!(
        board.position().to_fen().split(' ').next(),
        Some("rnsmksnr/8/pppppppp/8/4P3/PPPPMPPP/8/RNSK1SNR")
    );
}

#[test]
fn a_refused_move_is_kept_until_the_next_action() {
    let board = board_after(&[], 0);
    let refused = reduce(board.clone(), [Msg::Press(sq("e3")), Msg::Press(sq("e5"))]);
    assert_eq!(refused.refused, Some((sq("e3"), sq("e5"))));
    assert_eq!(refused.current, board.current, "nothing played");
    assert_eq!(reduce(refused, [Msg::Flip]).refused, None);
    let dropped = reduce(board, [Msg::Drop(sq("e3"), sq("e6"))]);
    assert_eq!(dropped.refused, Some((sq("e3"), sq("e6"))));
}

#[test]
fn opens_on_the_shown_ply_and_analyses_it() {
    let board = board_after(&["e3e4", "d6d5"], 1);
    assert_eq!(board.tree.ply(board.current), 1);
    match board.job() {
        Some(Request::Analyse(req)) => {
            assert_eq!(req.game.moves, vec!["e3e4".to_string()]);
            assert_eq!((req.lines, req.movetime_ms), (1, None));
        }
        other => panic!("expected an analysis, got {other:?}"),
    }
    let off = reduce(board, [Msg::ToggleEngine]);
    assert_eq!(off.job(), None);
}

#[test]
fn an_asean_promotion_waits_for_the_choice() {
    let start =
        Position::from_fen(Variant::Asean, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").expect("valid FEN");
    let board = Board::new(&AnalysisSource::of_position(start));
    let root = board.current;
    let board = reduce(board, [Msg::Drop(sq("b7"), sq("b8"))]);
    assert_eq!(board.entry.promoting, Some((sq("b7"), sq("b8"))));
    assert_eq!(board.current, root, "nothing played before the choice");
    let board = reduce(board, [Msg::ChoosePromotion(None)]);
    assert_eq!((board.entry.promoting, board.current), (None, root));
    let board = reduce(
        board,
        [
            Msg::Press(sq("b7")),
            Msg::Press(sq("b8")),
            Msg::ChoosePromotion(Some(Role::Ruea)),
        ],
    );
    assert_eq!(
        board.tree.move_to(board.current).map(|m| m.to_string()),
        Some("b7b8r".to_string())
    );
}

#[test]
fn both_sides_move_and_a_new_move_starts_a_variation() {
    let board = board_after(&["e3e4", "d6d5"], 1);
    let first = board.current;
    // Black plays c5 instead of d5 by clicks, then White answers by a drag.
    let board = reduce(
        board,
        [
            Msg::Press(sq("c6")),
            Msg::Press(sq("c5")),
            Msg::Drop(sq("b1"), sq("d2")),
        ],
    );
    assert_eq!(board.tree.children(first).len(), 2);
    assert_eq!(board.tree.ply(board.current), 3);
    assert!(!board.tree.is_main_line(board.current));
    assert!(!board.animate, "a dropped piece does not slide");
    let current = board.current;
    let board = reduce(board, [Msg::Promote(current)]);
    assert!(board.tree.is_main_line(board.current));
}

#[test]
fn steps_and_delete_move_the_shown_node() {
    let board = board_after(&["e3e4", "d6d5", "b1d2"], 3);
    let board = reduce(board, [Msg::Step(Step::Back), Msg::Step(Step::Back)]);
    assert_eq!(board.tree.ply(board.current), 1);
    let e4 = board.current;
    let board = reduce(board, [Msg::Step(Step::End)]);
    assert_eq!(board.tree.ply(board.current), 3);
    let d5 = board.tree.next(e4).expect("d5");
    let board = reduce(board, [Msg::Delete(d5)]);
    assert_eq!(board.current, e4);
    assert_eq!(board.tree.main_line().len(), 2);
    let board = reduce(board, [Msg::Step(Step::Start), Msg::Step(Step::Back)]);
    assert_eq!(board.current, board.tree.root());
}

#[test]
fn the_table_note_lasts_until_the_next_line_or_position() {
    let info = Msg::Engine(JobEvent::Reply(Reply::Info {
        id: 1,
        multipv: 1,
        depth: 5,
        score: Score::Mate(22),
        nodes: 1,
        nps: 1,
        threads: 1,
        pv: vec!["e3e4".into()],
    }));
    let building = || Msg::Engine(JobEvent::Reply(Reply::BuildingTable { id: 1 }));
    let board = reduce(board_after(&["e3e4"], 1), [building()]);
    assert!(board.building_table);
    let board = reduce(board, [info]);
    assert!(!board.building_table, "the lines go on");
    let board = reduce(board, [building(), Msg::Step(Step::Back)]);
    assert!(!board.building_table, "another position");
    let board = reduce(board, [building(), Msg::ToggleEngine]);
    assert!(!board.building_table, "the engine switched off");
}

#[test]
fn engine_lines_fill_in_by_index_and_follow_the_position() {
    let board = reduce(board_after(&[], 0), [Msg::SetLines(2)]);
    let info = |multipv: u32, pv: &[&str]| {
        Msg::Engine(JobEvent::Reply(Reply::Info {
            id: 1,
            multipv,
            depth: 5,
            score: Score::Cp(10),
            nodes: 1,
            nps: 1,
            threads: 2,
            pv: pv.iter().map(|s| s.to_string()).collect(),
        }))
    };
    let board = reduce(
        board,
        [
            info(1, &["e3e4", "d6d5"]),
            info(2, &["c3c4"]),
            info(3, &["a3a4"]),
            info(1, &["e6e5"]),
        ],
    );
    assert_eq!(board.pvs.len(), 2, "a third line was not asked for");
    assert_eq!(board.pvs[0].moves.len(), 2, "an illegal line is ignored");
    assert_eq!(board.threads, 2, "the threads the engine reported");
    let played = board.pvs[0].moves.clone();
    let board = reduce(board, [Msg::PlayLine(played)]);
    assert_eq!(board.tree.ply(board.current), 2);
    assert!(board.pvs.is_empty(), "a new position forgets the old lines");
}

#[test]
fn a_review_marks_moves_and_shows_the_best_one() {
    let board = board_after(&["e3e4", "d6d5"], 2);
    let board = reduce(board, [Msg::StartReview]);
    match board.job() {
        Some(Request::Review(req)) => assert_eq!(req.game.moves.len(), 2),
        other => panic!("expected a review, got {other:?}"),
    }
    let eval = |ply: usize, cp: i32, best: Option<&str>| {
        Msg::Engine(JobEvent::Reply(Reply::Eval {
            id: 1,
            ply,
            score: Score::Cp(cp),
            best: best.map(str::to_string),
        }))
    };
    let board = reduce(
        board,
        [
            eval(0, 0, Some("b3b4")),
            eval(1, 300, Some("c6c5")),
            eval(2, -280, Some("b1d2")),
            Msg::Engine(JobEvent::Reply(Reply::Done { id: 1 })),
        ],
    );
    let review = board.review.clone().expect("a review");
    assert!(!review.running);
    assert_eq!(review.done(), 3);
    assert_eq!(
        board.reviewed_score(board.tree.main_line()[2]),
        Some(Score::Cp(-280))
    );
    let line = board.tree.main_line();
    let marked = board.judgement(line[1]).expect("e4 judged");
    assert_eq!(marked.loss_cp, 300);
    assert_eq!(board.judgements().len(), 2);
    let board = reduce(board, [Msg::ShowMistake(1)]);
    assert_eq!(board.current, board.tree.root());
    let best = board.position().parse_uci_move("b3b4").expect("legal");
    assert_eq!(board.hint, Some((board.tree.root(), best)));
    assert!(board.job().is_some(), "analysis resumes after the review");
}

#[test]
fn an_engine_failure_stops_asking() {
    let board = reduce(
        board_after(&[], 0),
        [Msg::Engine(JobEvent::Reply(Reply::Error {
            id: 1,
            text: "illegal move e3e5".into(),
        }))],
    );
    assert!(board.engine_failed);
    assert_eq!(board.job(), None);
    let board = reduce(
        board,
        [Msg::ToggleEngine, Msg::ToggleEngine, Msg::StartReview],
    );
    let board = reduce(board, [Msg::Engine(JobEvent::Failed)]);
    assert!(board.engine_failed);
    assert!(board.review.as_ref().is_some_and(|r| !r.running));
    assert_eq!(board.job(), None);
    let retried = reduce(board, [Msg::ToggleEngine, Msg::ToggleEngine]);
    assert!(retried.job().is_some());
}
