use std::collections::HashSet;

use super::*;
use crate::text::Lang;

#[test]
fn progress_stored_by_the_first_version_still_reads() {
    let text = include_str!("../../../tests/fixtures/v5/lesson-progress.txt");
    let progress = LessonProgress::decode(text).expect("the fixture reads");
    assert!(progress.is_done("khun", 0) && progress.is_done("khun", 1));
    assert!(progress.is_done("mate-ruea", 0) && !progress.is_done("ruea", 1));
    assert!(progress.lesson_done(lesson_of("khun")));
    assert_eq!(progress.encode(), text, "written back as it was");
}

#[test]
fn the_lessons_file_reads_whole() {
    let read = data::parse(include_str!("lessons.txt")).expect("lessons.txt reads");
    assert_eq!(read.len(), 14);
    assert_eq!(read.iter().map(|l| l.steps.len()).sum::<usize>(), 24);
    assert_eq!(lessons(), read.as_slice());
    assert!(
        data::parse("lesson x\nstep 8/8/8/8/8/8/8/8 w - - 0 1\n").is_err(),
        "a step without its goal"
    );
    assert!(data::parse("lesson x\nstep 8/8/8/8/8/8/8/8 w - - 0 1\ngoal fly").is_err());
    assert!(
        data::parse("step 8/8/8/8/8/8/8/8 w - - 0 1\ngoal mate").is_err(),
        "a step before any lesson"
    );
    assert!(
        data::parse("lesson x\nen X\n").is_err(),
        "the texts are in the language packs"
    );
    assert!(
        data::parse("lesson two words\n").is_err(),
        "an id fit for a key"
    );
    let read = data::parse("lesson x-1\nstep 8/8/8/8/8/8/8/8 w - - 0 1\ngoal mate\n").unwrap();
    assert_eq!(read[0].title_key(), "lesson-x-1-title");
    assert_eq!(read[0].step_key(0), "lesson-x-1-step-1");
}

#[test]
fn every_lesson_and_step_has_its_messages() {
    use crate::text::pack::installed;
    let mut keys = HashSet::new();
    for lesson in lessons() {
        keys.insert(lesson.title_key());
        keys.extend((0..lesson.steps.len()).map(|i| lesson.step_key(i)));
    }
    for lang in [Lang::En, Lang::Th] {
        let pack = installed(lang).expect("the shipped pack");
        for key in &keys {
            assert!(
                pack.get(crate::text::Key::of(key)).is_some(),
                "{} lacks `{key}`",
                lang.code()
            );
        }
        // No message left of a lesson or step that is gone.
        for key in pack.keys().filter(|k| k.starts_with("lesson-")) {
            assert!(
                keys.contains(key),
                "{}: `{key}` is no lesson's",
                lang.code()
            );
        }
    }
    let (khun, two) = (lesson_of("khun"), lesson_of("mate-two-khon"));
    assert_eq!(khun.title(Lang::En), "The khun");
    assert_eq!(khun.title(Lang::Th), "ขุน");
    assert!(two
        .instruction(Lang::En, 0)
        .starts_with("Walk the two khon"));
    let thai = |text: String| text.chars().any(|c| ('\u{0e00}'..='\u{0e7f}').contains(&c));
    assert!(all_steps().all(|(l, i, _)| thai(l.instruction(Lang::Th, i))));
}

/// The lesson `id`.
fn lesson_of(id: &str) -> &'static Lesson {
    lessons().iter().find(|l| l.id == id).expect("the lesson")
}

/// Step `n` of the lesson `id`.
fn step_of(id: &str, n: usize) -> &'static Step {
    &lesson_of(id).steps[n]
}

fn all_steps() -> impl Iterator<Item = (&'static Lesson, usize, &'static Step)> {
    lessons()
        .iter()
        .flat_map(|l| l.steps.iter().enumerate().map(move |(i, s)| (l, i, s)))
}

/// The refusals of `step`'s first move, over every legal move.
fn refusals(step: &Step) -> Vec<Refusal> {
    let start = Attempt::start(step);
    start
        .position
        .legal_moves()
        .iter()
        .filter_map(|&m| start.clone().play(step, m).err())
        .collect()
}

/// The legal move from and to the squares of `uci` (`e5e6`), promotion or not.
fn find(pos: &Position, uci: &str) -> Move {
    let (from, to) = uci.split_at(2);
    let (from, to) = (Square::from_name(from), Square::from_name(to));
    *pos.legal_moves()
        .iter()
        .find(|m| Some(m.from) == from && Some(m.to) == to)
        .unwrap()
}

#[test]
fn every_step_reads_with_the_right_side_to_move() {
    for (lesson, i, step) in all_steps() {
        let pos = step
            .position()
            .unwrap_or_else(|| panic!("{} {i}: {}", lesson.id, step.fen));
        let turn = if step.goal == Goal::PlayOut {
            Color::Black
        } else {
            Color::White
        };
        assert_eq!(pos.turn(), turn, "{} {i}", lesson.id);
    }
}

#[test]
fn lesson_ids_are_unique_and_storable() {
    let ids: HashSet<_> = lessons().iter().map(|l| l.id).collect();
    assert_eq!(ids.len(), lessons().len());
    let mut progress = LessonProgress::default();
    lessons().iter().for_each(|l| progress.mark(l.id, 0));
    assert_eq!(LessonProgress::decode(&progress.encode()), Some(progress));
}

#[test]
fn every_star_is_on_the_board_and_every_goal_is_reachable() {
    for (lesson, i, step) in all_steps() {
        if let Goal::Reach(role, names) = step.goal {
            assert_eq!(
                step.stars().count() as usize,
                names.split_whitespace().count()
            );
            let pos = step.position().unwrap();
            assert!(pos.pieces(Color::White, role).any(), "{} {i}", lesson.id);
            assert!((step.stars() & pos.pieces(Color::White, role)).is_empty());
        }
        if step.goal != Goal::PlayOut {
            assert!(
                Attempt::start(step).can_finish(step, 6),
                "{} {i} cannot be done",
                lesson.id
            );
        }
    }
}

#[test]
fn one_move_goals_are_one_move_and_wrong_moves_are_refused() {
    for (lesson, i, step) in all_steps() {
        if matches!(step.goal, Goal::Check | Goal::Mate | Goal::Stalemate) {
            assert!(
                Attempt::start(step).can_finish(step, 1),
                "{} {i}",
                lesson.id
            );
            assert!(
                !refusals(step).is_empty(),
                "{} {i}: every move is right",
                lesson.id
            );
        }
    }
}

#[test]
fn the_stalemate_traps_are_refused_with_their_reason() {
    let khon = step_of("stalemate", 1);
    assert!(refusals(khon).contains(&Refusal::Stalemates));
    let two_ruea = step_of("checkmate", 1);
    assert!(refusals(two_ruea).contains(&Refusal::Stalemates));
    assert!(refusals(two_ruea).contains(&Refusal::NotMate));
}

#[test]
fn a_promoted_bia_is_a_met() {
    let step = step_of("promotion", 0);
    let mut attempt = Attempt::start(step);
    let m = find(&attempt.position, "e5e6");
    attempt.play(step, m).unwrap();
    let e6 = Square::from_name("e6").unwrap();
    assert!(attempt.done && attempt.position.is_promoted(e6));
    assert_eq!(
        attempt.position.piece_at(e6).map(|p| p.role),
        Some(Role::Met)
    );
    assert_eq!(attempt.position.turn(), Color::White);
}

#[test]
fn a_moving_step_takes_only_its_piece_and_hands_the_turn_back() {
    let step = step_of("ruea", 0);
    let mut attempt = Attempt::start(step);
    let khun = find(&attempt.position, "e1e2");
    assert_eq!(
        attempt.play(step, khun),
        Err(Refusal::OtherPiece(Role::Ruea))
    );
    let check = find(&attempt.position, "a1a8");
    assert_eq!(attempt.play(step, check), Err(Refusal::AttacksKhun));
    for uci in ["a1a6", "a6f6"] {
        let m = find(&attempt.position, uci);
        attempt.play(step, m).unwrap();
        assert_eq!(attempt.position.turn(), Color::White);
    }
    assert!(!attempt.done);
    let m = find(&attempt.position, "f6f2");
    attempt.play(step, m).unwrap();
    assert!(attempt.done && !attempt.playing(step));
}

#[test]
fn a_move_that_puts_a_star_out_of_reach_is_refused() {
    let step = step_of("bia", 1);
    let mut attempt = Attempt::start(step);
    let past = find(&attempt.position, "e3e4");
    assert_eq!(
        attempt.play(step, past),
        Err(Refusal::StarOutOfReach(Role::Bia))
    );
    assert_eq!(attempt, Attempt::start(step));
    let capture = find(&attempt.position, "e3d4");
    attempt.play(step, capture).unwrap();
    assert!(attempt.done);
}

#[test]
fn the_basic_mates_count_pieces_honour_by_the_core() {
    let limits: Vec<_> = lessons()
        .iter()
        .filter(|l| l.is_basic_mate())
        .map(|l| l.steps[0].position().unwrap().count_limit(Color::Black))
        .collect();
    assert_eq!(limits, [16, 22, 44, 64]);
}

#[test]
fn every_basic_mate_is_forced_within_its_count() {
    use crate::learn::drills::{right_answer, Answer, Question};
    use makruk_engine::{Engine, FrozenClock, Limits, Score};
    for lesson in lessons().iter().filter(|l| l.is_basic_mate()) {
        let start = lesson.steps[0].position().unwrap();
        let Answer::Moves(moves_left) = right_answer(&start, Question::MovesLeft) else {
            panic!("{}: no moves left to mate", lesson.id);
        };
        // The exact lone-khun tables: the lone khun to move is mated in this many moves.
        let exact = Limits {
            movetime_ms: Some(Limits::TABLE_BUDGET_MS),
            endgame_tables: true,
            ..Limits::depth(2)
        };
        let score = Engine::new(1)
            .search(&start, &[], &exact, &FrozenClock, &mut |_| {})
            .score;
        assert!(
            matches!(score, Score::Mate(n) if n < 0 && -n <= moves_left as i32),
            "{}: {score:?} with {moves_left} moves to mate",
            lesson.id
        );
    }
}

#[test]
fn stored_progress_reads_back_and_bad_text_is_ignored() {
    let mut progress = LessonProgress::default();
    progress.mark("ruea", 1);
    progress.mark("mate-ruea", 0);
    let text = progress.encode();
    assert_eq!(text, "makruk-lessons 1\nmate-ruea 1\nruea 2");
    let read = LessonProgress::decode(&text).unwrap();
    assert!(read.is_done("ruea", 1) && !read.is_done("ruea", 0));
    assert_eq!(LessonProgress::decode("makruk-lessons 1\nruea two"), None);
    assert_eq!(LessonProgress::decode("makruk-puzzles 1"), None);
    assert_eq!(
        LessonProgress::decode("makruk-lessons 1\nfuture-lesson 3")
            .map(|p| p.is_done("future-lesson", 2)),
        Some(true)
    );
}
