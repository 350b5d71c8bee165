use super::*;
use makruk_core::CountSetup;

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("square name")
}

fn editor() -> Editor {
    Editor::new(&Position::startpos(Variant::Makruk))
}

fn fen(editor: &Editor) -> String {
    editor.setup.to_fen()
}

#[test]
fn hand_moves_by_click_click_and_by_drag() {
    let mut e = editor();
    e.apply(EditorAction::Press(sq("e3")));
    assert_eq!(e.selected, Some(sq("e3")));
    e.apply(EditorAction::Press(sq("e5")));
    assert_eq!(e.selected, None);
    assert_eq!(e.setup.piece_at(sq("e5")).map(|p| p.role), Some(Role::Bia));
    e.apply(EditorAction::Drop(sq("b1"), sq("c3")));
    assert_eq!(
        fen(&e),
        "rnsmksnr/8/pppppppp/4P3/8/PPNP1PPP/8/R1SKMSNR w - - 0 1"
    );
}

#[test]
fn an_empty_square_is_not_picked_up() {
    let mut e = editor();
    e.apply(EditorAction::Press(sq("e4")));
    assert_eq!(e.selected, None);
}

#[test]
fn palette_pieces_are_placed_repeatedly_and_erased() {
    let mut e = editor();
    e.apply(EditorAction::Clear);
    let bia = SetupPiece::new(Color::White, Role::Bia);
    e.apply(EditorAction::Tool(Tool::Place(bia)));
    for name in ["a3", "b3", "c4"] {
        e.apply(EditorAction::Press(sq(name)));
    }
    assert_eq!(fen(&e), "8/8/8/8/2P5/PP6/8/8 w - - 0 1");
    e.apply(EditorAction::Press(sq("b3")));
    e.apply(EditorAction::Tool(Tool::Eraser));
    e.apply(EditorAction::Press(sq("a3")));
    assert_eq!(fen(&e), "8/8/8/8/2P5/8/8/8 w - - 0 1");
    assert_eq!(
        e.board_view(&e.setup.validate()).marks.movable,
        Bitboard::EMPTY
    );
    e.apply(EditorAction::Tool(Tool::Hand));
    assert!(e
        .board_view(&e.setup.validate())
        .marks
        .movable
        .contains(sq("c4")));
}

#[test]
fn a_good_fen_replaces_the_board_and_a_bad_one_leaves_it() {
    let mut e = editor();
    let good = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1";
    e.apply(EditorAction::FenInput(good.into()));
    assert_eq!(fen(&e), good);
    assert_eq!(e.fen_error, None);
    e.apply(EditorAction::FenCommit);
    assert_eq!(e.fen_draft, None);

    e.apply(EditorAction::FenInput(
        "4k3/8/8/8/8/8/8/R3K3 x - - 0 1".into(),
    ));
    assert!(matches!(e.fen_error, Some(FenError::Malformed { .. })));
    assert_eq!(fen(&e), good, "the board is unchanged");
    assert_eq!(e.fen_text(), "4k3/8/8/8/8/8/8/R3K3 x - - 0 1");
    e.apply(EditorAction::FenCommit);
    assert!(
        e.fen_error.is_some(),
        "the message stays until the text is fixed"
    );
    e.apply(EditorAction::Press(sq("a1")));
    assert_eq!(e.fen_error, None);
    assert_eq!(e.fen_text(), good);
}

#[test]
fn a_fen_of_another_variant_switches_the_rules() {
    let mut e = editor();
    e.apply(EditorAction::FenInput(
        Variant::Cambodian.start_fen().into(),
    ));
    assert_eq!(e.setup.variant, Variant::Cambodian);
    assert_eq!(e.fen_error, None);
}

#[test]
fn counting_controls() {
    let mut e = Editor::new(
        &Position::from_fen(Variant::Makruk, "8/8/8/3k4/8/8/4K3/R6R b - - 0 1").expect("valid"),
    );
    e.apply(EditorAction::Counting(true));
    assert_eq!(
        e.setup.count,
        Some(CountSetup {
            counter: Color::Black,
            moves: 4
        })
    );
    assert_eq!(fen(&e), "8/8/8/3k4/8/8/4K3/R6R b - 16 8 1");
    e.apply(EditorAction::CountMoves(6));
    assert_eq!(fen(&e), "8/8/8/3k4/8/8/4K3/R6R b - 16 12 1");
    e.apply(EditorAction::Counter(Color::White));
    assert!(e.setup.validate().is_err());
    e.apply(EditorAction::Counting(false));
    assert_eq!(fen(&e), "8/8/8/3k4/8/8/4K3/R6R b - - 0 1");
    e.apply(EditorAction::Counter(Color::White));
    assert_eq!(
        e.setup.count, None,
        "choosing a counter alone starts no count"
    );
}

#[test]
fn rights_turn_and_flip() {
    let mut e = Editor::new(&Position::startpos(Variant::Cambodian));
    e.apply(EditorAction::Right(sq("e8"), false));
    e.apply(EditorAction::Turn(Color::Black));
    assert_eq!(
        fen(&e),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b DEd - 0 1"
    );
    e.apply(EditorAction::Fullmove(12));
    assert_eq!(
        fen(&e),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b DEd - 0 12"
    );
    e.apply(EditorAction::Fullmove(0));
    assert!(fen(&e).ends_with(" 0 1"));
    e.apply(EditorAction::Flip);
    assert!(e.flipped);
    e.apply(EditorAction::Start);
    assert_eq!(fen(&e), Variant::Cambodian.start_fen());
}

#[test]
fn the_board_view_marks_check_and_selection() {
    let mut e = Editor::new(
        &Position::from_fen(Variant::Makruk, "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1").expect("valid"),
    );
    e.apply(EditorAction::Press(sq("e7")));
    let view = e.board_view(&e.setup.validate());
    assert_eq!(view.check, Some(sq("e8")));
    assert_eq!(view.selected, Some(sq("e7")));
    assert_eq!(view.fen, "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        view.cells[sq("e7").index()]
            .map(|p| p.fen_letter())
            .as_deref(),
        Some("R")
    );
}

#[test]
fn a_count_keeps_the_move_number_set() {
    let mut e = Editor::new(
        &Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/R7/4K3 w - - 0 1").expect("valid"),
    );
    e.apply(EditorAction::Counting(true));
    e.apply(EditorAction::CountMoves(63));
    assert_eq!(e.setup.fullmove, 1);
    assert_eq!(fen(&e), "4k3/8/3s4/8/8/8/R7/4K3 w - 128 126 1");
    e.apply(EditorAction::Fullmove(40));
    assert!(fen(&e).ends_with(" 126 40"), "{}", fen(&e));
}

#[test]
fn sittuyin_hands_are_edited_and_written_in_the_fen() {
    let mut e = Editor::new(&Position::startpos(Variant::Sittuyin));
    assert_eq!(fen(&e), Variant::Sittuyin.start_fen());
    e.apply(EditorAction::InHand(Color::White, Role::Ruea, 1));
    assert_eq!(
        e.setup.validate(),
        Err(SetupError::HandsOutOfTurn { white: 7, black: 8 })
    );
    let chariot = SetupPiece::new(Color::White, Role::Ruea);
    e.apply(EditorAction::Tool(Tool::Place(chariot)));
    e.apply(EditorAction::Press(sq("a1")));
    e.apply(EditorAction::Turn(Color::Black));
    assert_eq!(
        e.fen_text(),
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1"
    );
    e.apply(EditorAction::Drop(sq("a1"), sq("a2")));
    assert_eq!(
        e.setup.validate(),
        Err(SetupError::Fen(FenError::SetupPlacement(sq("a2"))))
    );
    e.apply(EditorAction::InHand(Color::Black, Role::Khun, 9));
    assert_eq!(e.setup.hand[1][Role::Khun.index()], 1, "one king at most");
}

#[test]
fn a_typed_sittuyin_fen_switches_the_rules_and_fills_the_hands() {
    let mut e = editor();
    e.apply(EditorAction::FenInput(
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1".into(),
    ));
    assert_eq!(e.fen_error, None);
    assert_eq!(e.setup.variant, Variant::Sittuyin);
    assert_eq!(e.setup.hand[0], [0, 2, 2, 1, 1, 1]);
    e.apply(EditorAction::FenInput(
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRRNNkssfrrnn] b - - 0 1".into(),
    ));
    assert_eq!(
        e.fen_error,
        Some(FenError::TooManyPieces {
            color: Color::White,
            role: Role::Ruea
        }),
        "three chariots"
    );
    assert_eq!(e.setup.hand[0], [0, 2, 2, 1, 1, 1], "the board stays");
    e.apply(EditorAction::Variant(Variant::Makruk));
    assert_eq!(e.setup.hand, [[0; 6]; 2]);
}
