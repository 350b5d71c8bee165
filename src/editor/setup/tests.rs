use super::*;

fn sq(name: &str) -> Square {
    Square::from_name(name).expect("square name")
}

fn bare_kings() -> Setup {
    let mut s = Setup::empty(Variant::Makruk);
    s.place(sq("e1"), EditorPiece::new(Color::White, Role::Khun));
    s.place(sq("e8"), EditorPiece::new(Color::Black, Role::Khun));
    s
}

#[test]
fn start_positions_give_the_cores_fen() {
    for v in Variant::ALL {
        let setup = Setup::start(v);
        let verdict = setup.verdict();
        let pos = verdict.position.expect("start position is playable");
        assert_eq!(pos, Position::startpos(v), "{v:?}");
        assert_eq!(verdict.fen, Position::startpos(v).to_fen());
        assert_eq!(
            setup.fen(),
            verdict.fen,
            "{v:?}: the board's own FEN agrees"
        );
    }
}

#[test]
fn placing_the_same_piece_twice_removes_it() {
    let mut s = Setup::empty(Variant::Makruk);
    let ruea = EditorPiece::new(Color::White, Role::Ruea);
    s.place(sq("a1"), ruea);
    assert_eq!(s.piece_at(sq("a1")), Some(ruea));
    assert_eq!(s.fen(), "8/8/8/8/8/8/8/R7 w - - 0 1");
    s.place(sq("a1"), ruea);
    assert_eq!(s.piece_at(sq("a1")), None);
    s.place(sq("a1"), ruea);
    s.place(sq("a1"), EditorPiece::promoted_bia(Color::Black));
    assert_eq!(s.fen(), "8/8/8/8/8/8/8/m7 w - - 0 1");
    assert_eq!(s.fen_text(true, None), "8/8/8/8/8/8/8/m~7 w - - 0 1");
}

#[test]
fn a_second_khun_moves_the_first() {
    let mut s = bare_kings();
    s.place(sq("d1"), EditorPiece::new(Color::White, Role::Khun));
    assert_eq!(s.piece_at(sq("e1")), None);
    assert_eq!(s.fen(), "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
}

#[test]
fn moving_and_clearing() {
    let mut s = Setup::start(Variant::Makruk);
    s.move_piece(sq("e3"), sq("e4"));
    assert_eq!(
        s.verdict().fen,
        "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 1"
    );
    s.move_piece(sq("a1"), sq("a6"));
    assert_eq!(s.piece_at(sq("a6")).map(|p| p.role), Some(Role::Ruea));
    s.turn = Color::Black;
    s.clear();
    assert_eq!(s.fen(), "8/8/8/8/8/8/8/8 b - - 0 1");
}

#[test]
fn impossible_positions_say_why() {
    let mut s = Setup::empty(Variant::Makruk);
    s.place(sq("e1"), EditorPiece::new(Color::White, Role::Khun));
    assert_eq!(
        s.verdict().position,
        Err(Problem::Fen(FenError::KhunCount {
            color: Color::Black,
            count: 0
        }))
    );
    assert_eq!(s.verdict().fen, "8/8/8/8/8/8/8/4K3 w - - 0 1");

    let mut s = bare_kings();
    s.place(sq("e5"), EditorPiece::new(Color::White, Role::Ruea));
    assert_eq!(
        s.verdict().position,
        Err(Problem::Fen(FenError::OppositeCheck))
    );
    s.turn = Color::Black;
    assert!(s.verdict().position.is_ok_and(|p| p.is_check()));

    let mut s = bare_kings();
    s.place(sq("e2"), EditorPiece::new(Color::Black, Role::Khun));
    assert_eq!(s.verdict().position, Err(Problem::KhunsTouching));

    let mut s = bare_kings();
    s.place(sq("c6"), EditorPiece::new(Color::White, Role::Bia));
    assert_eq!(
        s.verdict().position,
        Err(Problem::Fen(FenError::BiaOnPromotionRank(sq("c6"))))
    );
    s.place(sq("c6"), EditorPiece::promoted_bia(Color::White));
    let pos = s
        .verdict()
        .position
        .expect("a promoted bia may stand there");
    assert!(pos.is_promoted(sq("c6")));

    s.place(sq("h7"), EditorPiece::new(Color::Black, Role::Bia));
    assert_eq!(s.verdict().position, Err(Problem::BiaBehindStart(sq("h7"))));
    s.move_piece(sq("h7"), sq("h6"));
    s.place(sq("a2"), EditorPiece::new(Color::White, Role::Bia));
    assert_eq!(s.verdict().position, Err(Problem::BiaBehindStart(sq("a2"))));
    s.move_piece(sq("a2"), sq("a3"));
    assert!(s.verdict().position.is_ok());
}

#[test]
fn cambodian_rights_follow_their_pieces() {
    let mut s = Setup::start(Variant::Cambodian);
    assert_eq!(s.right_slots().len(), 4);
    assert!(s.verdict().fen.contains(" w DEde - 0 1"));
    s.set_right(sq("d1"), false);
    assert_eq!(
        s.verdict().fen,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1"
    );
    s.set_right(sq("d1"), true);
    assert!(s.verdict().fen.contains(" DEde "));
    s.move_piece(sq("e8"), sq("f7"));
    assert!(!s.right_available(sq("e8")));
    s.set_right(sq("e8"), true);
    assert!(s.verdict().fen.contains(" w DEd - "));
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
    assert!(s.verdict().fen.starts_with("rnbqkbnr/"));
}

#[test]
fn counts_are_written_as_fairy_stockfish_does() {
    // 2 ruea against a bare khun, Black counting from the 4 pieces on the board.
    let fen = "8/8/8/3k4/8/8/4K3/R6R b - 16 8 1";
    let s = Setup::parse(Variant::Makruk, fen).expect("valid");
    assert_eq!(
        s.count,
        Some(CountSetup {
            counter: Color::Black,
            moves: 4
        })
    );
    assert_eq!(s.verdict().fen, fen);
    assert_eq!(s.default_count(Color::Black).moves, 4);

    // Board's honour, after Black's first counted move.
    let fen = "8/8/3k4/5s2/8/8/4K3/R6R w - 128 1 2";
    let s = Setup::parse(Variant::Makruk, fen).expect("valid");
    assert_eq!(
        s.count,
        Some(CountSetup {
            counter: Color::Black,
            moves: 1
        })
    );
    assert_eq!(s.verdict().fen, fen);
    let mut later = s.clone();
    later.count = Some(CountSetup {
        counter: Color::Black,
        moves: 20,
    });
    // A count of 20 moves needs at least 20 moves played: the move number follows.
    assert_eq!(later.verdict().fen, "8/8/3k4/5s2/8/8/4K3/R6R w - 128 39 21");
    later.turn = Color::Black;
    assert_eq!(later.verdict().fen, "8/8/3k4/5s2/8/8/4K3/R6R b - 128 40 21");
    later.fullmove = 30;
    assert_eq!(later.verdict().fen, "8/8/3k4/5s2/8/8/4K3/R6R b - 128 40 30");

    // Ouk Chatrang limits are one less.
    let mut camb = s.clone();
    camb.set_variant(Variant::Cambodian);
    assert!(camb.verdict().fen.contains(" - 126 1 2"));
}

#[test]
fn impossible_counts_are_rejected() {
    let mut s = Setup::parse(Variant::Makruk, "8/8/8/3k4/8/8/4K3/R6R b - - 0 1").expect("valid");
    s.count = Some(CountSetup {
        counter: Color::White,
        moves: 0,
    });
    assert_eq!(
        s.verdict().position,
        Err(Problem::CannotCount(Color::White))
    );
    s.count = Some(CountSetup {
        counter: Color::Black,
        moves: 9,
    });
    assert_eq!(
        s.verdict().position,
        Err(Problem::CountOver { moves: 9, limit: 8 })
    );
    let mut with_bia = Setup::start(Variant::Makruk);
    with_bia.count = Some(with_bia.default_count(Color::White));
    assert_eq!(
        with_bia.verdict().position,
        Err(Problem::CannotCount(Color::White))
    );
}

#[test]
fn karouk_writes_the_checks_field() {
    let s = Setup::parse(
        Variant::Karouk,
        "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2",
    )
    .expect("valid");
    assert_eq!(
        s.verdict().fen,
        "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 1+1 3 2"
    );
}

#[test]
fn palette_has_the_promoted_bia_except_in_asean() {
    assert_eq!(EditorPiece::palette(Variant::Makruk, Color::White).len(), 7);
    assert_eq!(EditorPiece::palette(Variant::Asean, Color::Black).len(), 6);
    assert_eq!(
        EditorPiece::new(Color::Black, Role::Met).letter(Variant::Asean),
        'q'
    );
    assert_eq!(
        EditorPiece::promoted_bia(Color::White)
            .view(Variant::Makruk)
            .art_class(),
        "wF"
    );
}
