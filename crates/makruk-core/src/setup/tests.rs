use super::*;

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("square name")
}

/// A count by `counter` at `moves` counted moves.
fn counted(counter: Color, moves: u32) -> Option<CountSetup> {
    Some(CountSetup { counter, moves })
}

fn bare_kings() -> Setup {
    let mut s = Setup::empty(Variant::Makruk);
    s.place(sq("e1"), SetupPiece::new(Color::White, Role::Khun));
    s.place(sq("e8"), SetupPiece::new(Color::Black, Role::Khun));
    s
}

#[test]
fn start_positions_give_the_cores_fen() {
    for v in Variant::ALL {
        let setup = Setup::start(v);
        let pos = setup.validate().expect("start position is playable");
        assert_eq!(pos, Position::startpos(v), "{v:?}");
        assert_eq!(setup.to_fen(), Position::startpos(v).to_fen());
        assert_eq!(
            setup.fen_text(false, None),
            setup.to_fen(),
            "{v:?}: the board's own FEN agrees"
        );
    }
}

#[test]
fn placing_the_same_piece_twice_removes_it() {
    let mut s = Setup::empty(Variant::Makruk);
    let ruea = SetupPiece::new(Color::White, Role::Ruea);
    s.place(sq("a1"), ruea);
    assert_eq!(s.piece_at(sq("a1")), Some(ruea));
    assert_eq!(s.to_fen(), "8/8/8/8/8/8/8/R7 w - - 0 1");
    s.place(sq("a1"), ruea);
    assert_eq!(s.piece_at(sq("a1")), None);
    s.place(sq("a1"), ruea);
    s.place(sq("a1"), SetupPiece::promoted_bia(Color::Black));
    assert_eq!(s.to_fen(), "8/8/8/8/8/8/8/m7 w - - 0 1");
    assert_eq!(s.fen_text(true, None), "8/8/8/8/8/8/8/m~7 w - - 0 1");
}

#[test]
fn a_second_khun_moves_the_first() {
    let mut s = bare_kings();
    s.place(sq("d1"), SetupPiece::new(Color::White, Role::Khun));
    assert_eq!(s.piece_at(sq("e1")), None);
    assert_eq!(s.to_fen(), "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
}

#[test]
fn moving_and_clearing() {
    let mut s = Setup::start(Variant::Makruk);
    s.move_piece(sq("e3"), sq("e4"));
    assert_eq!(
        s.to_fen(),
        "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 1"
    );
    s.move_piece(sq("a1"), sq("a6"));
    assert_eq!(s.piece_at(sq("a6")).map(|p| p.role), Some(Role::Ruea));
    s.turn = Color::Black;
    s.clear();
    assert_eq!(s.to_fen(), "8/8/8/8/8/8/8/8 b - - 0 1");
}

#[test]
fn impossible_positions_say_why() {
    let mut s = Setup::empty(Variant::Makruk);
    s.place(sq("e1"), SetupPiece::new(Color::White, Role::Khun));
    assert_eq!(
        s.validate(),
        Err(SetupError::Fen(FenError::KhunCount {
            color: Color::Black,
            count: 0
        }))
    );
    assert_eq!(s.to_fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");

    let mut s = bare_kings();
    s.place(sq("e5"), SetupPiece::new(Color::White, Role::Ruea));
    assert_eq!(s.validate(), Err(SetupError::Fen(FenError::OppositeCheck)));
    s.turn = Color::Black;
    assert!(s.validate().is_ok_and(|p| p.is_check()));

    let mut s = bare_kings();
    s.place(sq("e2"), SetupPiece::new(Color::Black, Role::Khun));
    assert_eq!(s.validate(), Err(SetupError::KhunsTouching));

    let mut s = bare_kings();
    s.place(sq("c6"), SetupPiece::new(Color::White, Role::Bia));
    assert_eq!(
        s.validate(),
        Err(SetupError::Fen(FenError::BiaOnPromotionRank(sq("c6"))))
    );
    s.place(sq("c6"), SetupPiece::promoted_bia(Color::White));
    let pos = s.validate().expect("a promoted bia may stand there");
    assert!(pos.is_promoted(sq("c6")));

    s.place(sq("h7"), SetupPiece::new(Color::Black, Role::Bia));
    assert_eq!(s.validate(), Err(SetupError::BiaBehindStart(sq("h7"))));
    s.move_piece(sq("h7"), sq("h6"));
    s.place(sq("a2"), SetupPiece::new(Color::White, Role::Bia));
    assert_eq!(s.validate(), Err(SetupError::BiaBehindStart(sq("a2"))));
    s.move_piece(sq("a2"), sq("a3"));
    assert!(s.validate().is_ok());
}

#[test]
fn cambodian_rights_follow_their_pieces() {
    let mut s = Setup::start(Variant::Cambodian);
    assert_eq!(s.right_slots().len(), 4);
    assert!(s.to_fen().contains(" w DEde - 0 1"));
    s.set_right(sq("d1"), false);
    assert_eq!(
        s.to_fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1"
    );
    s.set_right(sq("d1"), true);
    assert!(s.to_fen().contains(" DEde "));
    s.move_piece(sq("e8"), sq("f7"));
    assert!(!s.right_available(sq("e8")));
    s.set_right(sq("e8"), true);
    assert!(s.to_fen().contains(" w DEd - "));
    assert!(Setup::start(Variant::Makruk).right_slots().is_empty());
}

#[test]
fn variant_switch_keeps_a_custom_board() {
    let mut s = Setup::start(Variant::Makruk);
    s.set_variant(Variant::Cambodian);
    assert_eq!(s, Setup::start(Variant::Cambodian));
    s.move_piece(sq("e3"), sq("e4"));
    s.set_variant(Variant::Makruk);
    assert_eq!(s.rights, Bitboard::EMPTY);
    assert_eq!(s.piece_at(sq("e4")).map(|p| p.role), Some(Role::Bia));
    s.set_variant(Variant::Asean);
    assert!(s.to_fen().starts_with("rnbqkbnr/"));
}

#[test]
fn counts_are_written_as_fairy_stockfish_does() {
    // 2 ruea against a bare khun, Black counting from the 4 pieces on the board.
    let fen = "8/8/8/3k4/8/8/4K3/R6R b - 16 8 1";
    let s = Setup::parse_fen(Variant::Makruk, fen).expect("valid");
    assert_eq!(s.count, counted(Color::Black, 4));
    assert_eq!(s.to_fen(), fen);
    assert_eq!(s.default_count(Color::Black).moves, 4);

    // Board's honour, after Black's first counted move.
    let fen = "8/8/3k4/5s2/8/8/4K3/R6R w - 128 1 2";
    let s = Setup::parse_fen(Variant::Makruk, fen).expect("valid");
    assert_eq!(s.count, counted(Color::Black, 1));
    assert_eq!(s.to_fen(), fen);
    let mut later = s.clone();
    later.count = counted(Color::Black, 20);
    // A count does not touch the move number: the counting field carries the count.
    assert_eq!(later.to_fen(), "8/8/3k4/5s2/8/8/4K3/R6R w - 128 39 2");
    later.turn = Color::Black;
    assert_eq!(later.to_fen(), "8/8/3k4/5s2/8/8/4K3/R6R b - 128 40 2");
    later.fullmove = 30;
    assert_eq!(later.to_fen(), "8/8/3k4/5s2/8/8/4K3/R6R b - 128 40 30");

    // Ouk Chatrang limits are one less.
    let mut camb = s.clone();
    camb.set_variant(Variant::Cambodian);
    assert!(camb.to_fen().contains(" - 126 1 2"));
}

#[test]
fn impossible_counts_are_rejected() {
    let mut s =
        Setup::parse_fen(Variant::Makruk, "8/8/8/3k4/8/8/4K3/R6R b - - 0 1").expect("valid");
    s.count = counted(Color::White, 0);
    assert_eq!(s.validate(), Err(SetupError::CannotCount(Color::White)));
    s.count = counted(Color::Black, 9);
    assert_eq!(
        s.validate(),
        Err(SetupError::CountOver { moves: 9, limit: 8 })
    );
    let mut with_bia = Setup::start(Variant::Makruk);
    with_bia.count = Some(with_bia.default_count(Color::White));
    assert_eq!(
        with_bia.validate(),
        Err(SetupError::CannotCount(Color::White))
    );
}

#[test]
fn karouk_writes_the_checks_field() {
    let s = Setup::parse_fen(
        Variant::Karouk,
        "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2",
    )
    .expect("valid");
    assert_eq!(
        s.to_fen(),
        "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 1+1 3 2"
    );
}

#[test]
fn a_count_keeps_the_move_number_set_and_runs_in_the_game() {
    use crate::{CountingMode, Game, GameRecord, RuleOptions};
    let mut s =
        Setup::parse_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/R7/4K3 w - - 0 1").expect("valid");
    s.count = counted(Color::Black, 63);
    assert_eq!(s.to_fen(), "4k3/8/3s4/8/8/8/R7/4K3 w - 128 125 1");
    let start = s.validate().expect("a count of 63 fits board's honour");
    assert_eq!(start.fullmoves(), 1);

    // A two-player game counted by hand takes the count over from its start, at move 1.
    let options = RuleOptions {
        counting: CountingMode::Manual,
        ..RuleOptions::default()
    };
    let mut game = Game::with_options(start, options).expect("options fit Makruk");
    assert_eq!(
        game.counting().map(|c| (c.counter, c.ply)),
        Some((Color::Black, 125))
    );
    for uci in ["a2a3", "e8f8"] {
        let m = game.position().parse_uci_move(uci).expect("legal");
        game.play(m).expect("legal");
    }
    assert_eq!(game.counting().map(|c| c.ply), Some(127));
    assert!(
        game.outcome().is_none(),
        "Black said 64 and White moves once more"
    );
    let record = GameRecord::from_game(&game);
    let replayed = record.replay().expect("the record replays");
    assert_eq!(replayed.fen(), game.fen());
    assert!(game.fen().ends_with(" 127 2"), "{}", game.fen());
}

#[test]
fn sittuyin_hands_are_edited_and_checked() {
    let mut s = Setup::start(Variant::Sittuyin);
    assert_eq!(s.hand, [[0, 2, 2, 1, 2, 1]; 2]);
    assert_eq!(s.to_fen(), Variant::Sittuyin.start_fen());
    s.set_in_hand(Color::White, Role::Ruea, 5);
    assert_eq!(s.hand[0][Role::Ruea.index()], 2, "no more than a set has");
    s.set_in_hand(Color::White, Role::Bia, 1);
    assert_eq!(
        s.hand[0][Role::Bia.index()],
        0,
        "the bia start on the board"
    );

    s.set_in_hand(Color::White, Role::Ruea, 1);
    assert_eq!(
        s.validate(),
        Err(SetupError::HandsOutOfTurn { white: 7, black: 8 })
    );
    s.place(sq("d1"), SetupPiece::new(Color::White, Role::Ruea));
    s.turn = Color::Black;
    let pos = s
        .validate()
        .expect("White has placed a chariot, Black to place");
    assert_eq!(
        pos.to_fen(),
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/3R4[KSSFRNNkssfrrnn] b - - 0 1"
    );
    assert_eq!(
        Setup::parse_fen(Variant::Sittuyin, &pos.to_fen()),
        Ok(s.clone())
    );

    s.move_piece(sq("d1"), sq("d2"));
    assert_eq!(
        s.validate(),
        Err(SetupError::Fen(FenError::SetupPlacement(sq("d2")))),
        "a chariot goes on the back rank only"
    );
    s.move_piece(sq("d2"), sq("d5"));
    s.remove(sq("d5"));
    s.place(sq("e1"), SetupPiece::new(Color::White, Role::Khun));
    assert_eq!(
        s.validate(),
        Err(SetupError::Fen(FenError::KhunCount {
            color: Color::White,
            count: 2
        })),
        "a king on the board and one in hand"
    );
    assert!(SetupError::HandsOutOfTurn { white: 7, black: 8 }
        .to_string()
        .contains("White holds 7 and Black 8"));

    s.set_variant(Variant::Makruk);
    assert_eq!(s.hand, [[0; 6]; 2], "Makruk has no hands");
    s.set_in_hand(Color::White, Role::Ma, 1);
    assert_eq!(s.hand, [[0; 6]; 2]);
}
