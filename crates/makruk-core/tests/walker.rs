//! Walker's rules (seed 001, docs/counting.md "Walker's rules"): the khun's ma-leap and the met's
//! double step as first moves, with their rights kept, used and lost; his counting table row by
//! row, a composition it does not list, one met; and the rule set in FEN, records and PGN.

use makruk_core::{
    parse_pgn, perft, write_pgn, CountKind, CountingError, CountingMode, EndReason, FenError, Game,
    GameRecord, LimitReason, MoveRules, Outcome, PgnGame, Position, RuleOptionError, RuleOptions,
    RuleSet, Sutras, Variant, WalkerRow, WALKER_TABLE,
};

const WALKER: MoveRules = MoveRules {
    rule_set: RuleSet::Walker,
    ..MoveRules::FAIRY_STOCKFISH
};

fn walker(fen: &str) -> Position {
    Position::from_fen_with_move_rules(Variant::Makruk, WALKER, fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn options(counting: CountingMode) -> RuleOptions {
    RuleOptions::for_variant(Variant::Makruk)
        .with_rule_set(RuleSet::Walker)
        .with_counting(counting)
}

fn game(fen: &str, counting: CountingMode) -> Game {
    Game::with_options(walker(fen), options(counting)).unwrap()
}

fn play(game: &mut Game, moves: &str) {
    for uci in moves.split_whitespace() {
        let m = game
            .position()
            .parse_uci_move(uci)
            .unwrap_or_else(|e| panic!("{uci} in {}: {e}", game.fen()));
        game.play(m).unwrap();
        let pos = game.position();
        assert_eq!(pos.hash(), pos.hash_from_scratch(), "after {uci}");
    }
}

/// The legal moves of the piece on `from`, in UCI, sorted.
fn moves_from(pos: &Position, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .filter(|m| m.starts_with(from))
        .collect();
    moves.sort();
    moves
}

#[test]
fn the_start_holds_all_four_rights() {
    let start = Position::startpos(Variant::Makruk).with_move_rules(WALKER);
    assert_eq!(
        start.to_fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"
    );
    assert_eq!(walker(&start.to_fen()), start);
    assert_ne!(
        start.hash(),
        Position::startpos(Variant::Makruk).hash(),
        "the rule set is part of the hash"
    );
    assert_eq!(start.hash(), start.hash_from_scratch());
    // Without Walker's rules a Makruk FEN holds no rights.
    assert!(matches!(
        Position::from_fen(Variant::Makruk, &start.to_fen()),
        Err(FenError::NotInVariant { .. })
    ));
}

/// From the start: the 23 standard moves and the khun's leaps to b2 and f2 (c3 and e3 hold bia,
/// and e3's bia keeps the met from its double step); Black answers each with 25 alike. At depth 3
/// Walker's rules differ from Ouk Chatrang's (Fairy-Stockfish's, whose perft the differential
/// tests check) only by the khun's leap onto a square of the rank beyond: to c3 after c3-c4 or
/// to e3 after e3-e4, whatever Black answered (2 × 25 more).
#[test]
fn perft_from_the_start() {
    let start = Position::startpos(Variant::Makruk).with_move_rules(WALKER);
    assert_eq!(
        moves_from(&start, "d1"),
        ["d1b2", "d1c2", "d1d2", "d1e2", "d1f2"]
    );
    assert_eq!(perft(&start, 1), 25);
    assert_eq!(perft(&start, 2), 625);
    let ouk = Position::startpos(Variant::Cambodian);
    assert_eq!(perft(&start, 3), perft(&ouk, 3) + 2 * 25);
    // pyffish 0.0.90's Cambodian perft 3 is 15031.
    assert_eq!(perft(&start, 3), 15081);
}

/// White played c3-c4 and e3-e4: its khun may leap to all four of its ma squares and its met
/// may step two squares to e3.
const KEPT: &str = "rnsmksnr/8/pppppppp/8/2P1P3/PP1P1PPP/8/RNSKMSNR w DEde - 0 3";

#[test]
fn rights_kept() {
    let pos = walker(KEPT);
    assert_eq!(
        moves_from(&pos, "d1"),
        ["d1b2", "d1c2", "d1c3", "d1d2", "d1e2", "d1e3", "d1f2"]
    );
    assert_eq!(moves_from(&pos, "e1"), ["e1d2", "e1e3", "e1f2"]);
    assert_eq!(pos.san(pos.parse_uci_move("d1c3").unwrap()), "Kc3");
    assert_eq!(pos.san(pos.parse_uci_move("e1e3").unwrap()), "Me3");
    assert_eq!(
        pos.parse_san("Kc3").unwrap(),
        pos.parse_uci_move("d1c3").unwrap()
    );
    // Ouk Chatrang's khun leaps only onto the rank in front.
    let ouk = Position::from_fen(Variant::Cambodian, KEPT).unwrap();
    assert_eq!(
        moves_from(&ouk, "d1"),
        ["d1b2", "d1c2", "d1d2", "d1e2", "d1f2"]
    );
    // pyffish 0.0.90 counts 27 moves for this FEN in Cambodian.
    assert_eq!(perft(&pos, 1), perft(&ouk, 1) + 2);
    assert_eq!(perft(&pos, 1), 29);
    assert_eq!(perft(&pos, 3), 20525);
}

#[test]
fn rights_used_and_lost() {
    // Used: the khun's leap ends its right; the met keeps its own.
    let mut used = game(KEPT, CountingMode::Automatic);
    play(&mut used, "d1c3");
    assert!(used.fen().contains(" b Ede "), "{}", used.fen());
    play(&mut used, "a8a7");
    assert_eq!(
        moves_from(used.position(), "c3"),
        ["c3b2", "c3b4", "c3c2", "c3d2", "c3d4"],
        "steps only: d1 and e2 are a ma's move away"
    );
    // The met's double step ends its right.
    let mut met = game(KEPT, CountingMode::Automatic);
    play(&mut met, "e1e3 a8a7");
    assert!(met.fen().contains(" w Dde "), "{}", met.fen());
    play(&mut met, "e3d2 a7a8 d2e1 a8a7");
    assert_eq!(moves_from(met.position(), "e1"), ["e1d2", "e1f2"]);

    // Lost: the khun steps off its square and back; the position is the FEN without its right.
    let mut lost = game(KEPT, CountingMode::Automatic);
    play(&mut lost, "d1d2 a8a7 d2d1 a7a8");
    let fen = "rnsmksnr/8/pppppppp/8/2P1P3/PP1P1PPP/8/RNSKMSNR w Ede - 4 5";
    assert_eq!(lost.fen(), fen);
    assert_eq!(lost.position(), &walker(fen));
    assert_eq!(moves_from(lost.position(), "d1"), ["d1c2", "d1d2", "d1e2"]);
    // With no khun leap left on the board that Ouk Chatrang's would not also make, Walker's
    // moves are Fairy-Stockfish's Ouk moves.
    let ouk = Position::from_fen(Variant::Cambodian, fen).unwrap();
    for depth in 1..=3 {
        assert_eq!(
            perft(lost.position(), depth),
            perft(&ouk, depth),
            "depth {depth}"
        );
    }
    // pyffish 0.0.90 counts 15967 for this FEN in Cambodian.
    assert_eq!(perft(lost.position(), 3), 15967);

    // A captured met loses its right with it.
    let mut taken = game(
        "rnsmks1r/8/pppppppp/8/8/PPPPPPPP/6n1/RNSKMSNR b DEde - 0 5",
        CountingMode::Automatic,
    );
    play(&mut taken, "g2e1");
    assert!(taken.fen().contains(" w Dde "), "{}", taken.fen());
}

#[test]
fn the_leap_is_never_a_capture_nor_out_of_check_and_the_double_step_may_block() {
    // A black ma on c3 gives check: the khun may not leap, and never onto the ma.
    let check = walker("r1smksnr/8/pppppppp/8/8/PPnP1PPP/8/RNSKMSNR w DEde - 0 5");
    assert!(check.is_check());
    assert_eq!(
        moves_from(&check, "d1"),
        ["d1c2", "d1d2"],
        "e2 is the ma's too"
    );
    // Not in check, an enemy piece on c3 is not a leap's target; an attacked square neither.
    let occupied = walker("rn1mksnr/8/pppp1ppp/8/4p3/PPs3PP/8/RNSKMSNR w DEde - 0 5");
    assert!(!occupied.is_check());
    // b2 and c2 are the black khon's, c3 is the khon's square.
    assert_eq!(moves_from(&occupied, "d1"), ["d1e2", "d1e3", "d1f2"]);
    // The met's double step jumps over a piece and blocks a ruea's check.
    let block = walker("4k3/8/8/8/8/r6K/4P3/4M3 w E - 0 9");
    assert!(block.is_check());
    assert_eq!(moves_from(&block, "e1"), ["e1e3"]);
    let no_right = walker("4k3/8/8/8/8/r6K/4P3/4M3 w - - 0 9");
    assert_eq!(moves_from(&no_right, "e1"), Vec::<String>::new());
    // Onto an occupied square it never goes.
    let onto = walker("4k3/8/8/8/8/4s2K/8/4M3 w E - 0 9");
    assert_eq!(moves_from(&onto, "e1"), ["e1d2", "e1f2"]);
}

/// A Walker FEN with Black's bare khun on h8, White's khun on e1 and `row`'s pieces: rueas a1
/// b1, khons c1 f1, mas g1 h1, met d2, bia a3 b3. White to move.
fn row_fen(row: &WalkerRow) -> String {
    let [rueas, khons, mas, mets, bias] = row.pieces;
    let mut board = [[' '; 8]; 8];
    let mut put = |squares: &[(usize, usize)], n: u32, letter: char| {
        for &(file, rank) in squares.iter().take(n as usize) {
            board[rank][file] = letter;
        }
    };
    put(&[(0, 0), (1, 0)], rueas, 'R');
    put(&[(2, 0), (5, 0)], khons, 'S');
    put(&[(6, 0), (7, 0)], mas, 'N');
    put(&[(3, 1)], mets, 'M');
    put(&[(0, 2), (1, 2)], bias, 'P');
    board[0][4] = 'K';
    board[7][7] = 'k';
    let ranks: Vec<String> = (0..8)
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in &board[rank] {
                if c == ' ' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(c);
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text
        })
        .collect();
    format!("{} w - - 0 30", ranks.join("/"))
}

/// Moves that mate nothing: Black's khun between h8 and g8, White's between e1 and e2.
fn shuffle(game: &mut Game, plies: usize) {
    for _ in 0..plies {
        let pos = game.position();
        let m = if pos.turn() == makruk_core::Color::White {
            if pos.khun(makruk_core::Color::White).to_string() == "e1" {
                "e1e2"
            } else {
                "e2e1"
            }
        } else if pos.khun(makruk_core::Color::Black).to_string() == "h8" {
            "h8g8"
        } else {
            "g8h8"
        };
        play(game, m);
    }
}

#[test]
fn every_row_of_the_table_counts_as_printed() {
    let printed: Vec<(LimitReason, Option<u32>)> = WALKER_TABLE
        .iter()
        .map(|row| (row.reason, row.moves))
        .collect();
    assert_eq!(
        printed,
        [
            (LimitReason::TwoRuea, Some(4)),
            (LimitReason::OneRuea, Some(13)),
            (LimitReason::TwoKhon, Some(18)),
            (LimitReason::OneKhon, Some(41)),
            (LimitReason::TwoMa, Some(29)),
            (LimitReason::OneMa, Some(63)),
            (LimitReason::OneMet, None),
            (LimitReason::MetAndTwoBia, Some(83)),
            (LimitReason::MetKhonMaRuea, Some(10)),
        ]
    );
    for row in WALKER_TABLE {
        let fen = row_fen(&row);
        let pos = walker(&fen);
        assert_eq!(
            pos.walker_row(makruk_core::Color::White),
            Some(row),
            "{fen}"
        );
        let Some(moves) = row.moves else {
            // One met cannot mate: a draw at once, and no count.
            assert_eq!(pos.count_limit(makruk_core::Color::Black), 0);
            assert_eq!(
                pos.outcome(),
                Some(Outcome::draw(EndReason::InsufficientMaterial)),
                "{fen}"
            );
            continue;
        };
        assert_eq!(pos.count_limit(makruk_core::Color::Black), moves, "{fen}");
        if pos.has_insufficient_material(makruk_core::Color::White) {
            // One ma cannot mate either: the game is drawn at once, as in the standard rules.
            assert_eq!(row.reason, LimitReason::OneMa);
            assert_eq!(
                pos.outcome(),
                Some(Outcome::draw(EndReason::InsufficientMaterial))
            );
            continue;
        }

        // Counted by the rules: from 0 once Black is to move with its bare khun; a draw as
        // Black moves after White's last allowed move (Fairy-Stockfish's moment).
        let mut automatic = game(&fen, CountingMode::Automatic);
        shuffle(&mut automatic, 1);
        let count = automatic.counting().expect("the count starts by itself");
        assert_eq!(
            (count.kind, count.counter, count.ply, count.limit_moves()),
            (CountKind::Walker, makruk_core::Color::Black, 0, moves),
            "{fen}"
        );
        assert_eq!(
            (count.limit_reason(), count.started_from),
            (row.reason, None)
        );
        shuffle(&mut automatic, 2 * moves as usize);
        assert_eq!(automatic.outcome(), None, "{fen}");
        shuffle(&mut automatic, 1);
        assert_eq!(
            automatic.outcome(),
            Some(Outcome::draw(EndReason::Counting)),
            "{fen}"
        );

        // Counted by Black: nothing until it starts, then White has `moves` moves to mate.
        let mut by_hand = game(&fen, CountingMode::Manual);
        shuffle(&mut by_hand, 1);
        assert_eq!(by_hand.counting(), None);
        by_hand.start_counting().unwrap();
        let count = by_hand.counting().unwrap();
        assert_eq!(
            (
                count.kind,
                count.number(),
                count.limit_moves(),
                count.limit_reason()
            ),
            (CountKind::Walker, 0, moves, row.reason)
        );
        shuffle(&mut by_hand, 2 * moves as usize - 1);
        assert_eq!(by_hand.counting().unwrap().number(), moves);
        assert_eq!(by_hand.outcome(), None, "White's last move: {fen}");
        shuffle(&mut by_hand, 1);
        assert_eq!(
            by_hand.outcome(),
            Some(Outcome::draw(EndReason::Counting)),
            "{fen}"
        );
    }
}

#[test]
fn a_promoted_bia_is_a_met_of_the_table() {
    let pos = walker("7k/8/8/8/8/PP6/3M~4/4K3 w - - 0 30");
    assert_eq!(pos.count_limit(makruk_core::Color::Black), 83);
}

#[test]
fn a_composition_the_table_does_not_list_has_no_limit() {
    // Two rueas and a ma: not a row (the standard rules give 8 - 5 = 3 moves).
    let fen = "7k/8/8/8/8/8/8/RR2K1N1 w - - 0 30";
    assert_eq!(walker(fen).count_limit(makruk_core::Color::Black), 0);
    let standard = Position::from_fen(Variant::Makruk, fen).unwrap();
    assert_eq!(standard.count_limit(makruk_core::Color::Black), 8);
    let mut automatic = game(fen, CountingMode::Automatic);
    shuffle(&mut automatic, 300);
    assert_eq!((automatic.counting(), automatic.outcome()), (None, None));
    let mut by_hand = game(fen, CountingMode::Manual);
    shuffle(&mut by_hand, 1);
    assert_eq!(by_hand.start_counting(), Err(CountingError::NotApplicable));
}

#[test]
fn no_boards_honour() {
    // Khun and ruea against khun and met, no bia: the standard rules let Black count 64 moves.
    let fen = "7k/6m1/8/8/8/8/8/R3K3 b - - 0 30";
    let standard = Position::from_fen(Variant::Makruk, fen).unwrap();
    assert_eq!(standard.count_limit(makruk_core::Color::Black), 64);
    assert_eq!(walker(fen).count_limit(makruk_core::Color::Black), 0);
    let mut by_hand = game(fen, CountingMode::Manual);
    assert_eq!(by_hand.start_counting(), Err(CountingError::NotApplicable));
    let mut automatic = game(fen, CountingMode::Automatic);
    play(&mut automatic, "h8h7 e1e2 h7h8");
    assert_eq!(automatic.counting(), None);
}

#[test]
fn the_count_goes_on_when_the_bare_khun_captures() {
    // Met, khon, ma and ruea: 10 moves, 3 plies counted. The khun takes the met: what is left is
    // not a row, and the count goes on with its limit.
    let fen = "6k1/5M2/8/8/8/8/8/RNS1K3 b - 20 3 40";
    let mut automatic = game(fen, CountingMode::Automatic);
    play(&mut automatic, "g8f7");
    let count = automatic.counting().unwrap();
    assert_eq!(
        (
            count.kind,
            count.ply,
            count.limit_moves(),
            count.limit_reason()
        ),
        (CountKind::Walker, 4, 10, LimitReason::MetKhonMaRuea)
    );
    let mut by_hand = game(fen, CountingMode::Manual);
    assert_eq!(by_hand.counting().unwrap().ply, 3, "the FEN's count");
    play(&mut by_hand, "g8f7");
    assert_eq!(by_hand.counting().unwrap().limit_moves(), 10);
    // A restart is a stop and a start: with no row left, no count can start again.
    play(&mut by_hand, "e1e2");
    by_hand.stop_counting().unwrap();
    assert_eq!(by_hand.start_counting(), Err(CountingError::NotApplicable));
}

#[test]
fn the_rule_set_is_an_option_of_makruk_alone_and_not_with_the_sutras() {
    let walker = options(CountingMode::Manual);
    assert_eq!(
        Game::with_options(Position::startpos(Variant::Cambodian), walker)
            .unwrap_err()
            .to_string(),
        "the RuleSet option is not played in Cambodian (only in Makruk)"
    );
    assert_eq!(
        walker.with_sutras(Sutras::ALL).validate(Variant::Makruk),
        Err(RuleOptionError::NotInRuleSet {
            option: "Sutras",
            rule_set: RuleSet::Walker
        })
    );
    let game = Game::with_options(Position::startpos(Variant::Makruk), walker).unwrap();
    assert_eq!(game.options().rule_set, RuleSet::Walker);
    assert_eq!(game.position().legal_moves().len(), 25);
}

#[test]
fn records_and_pgn_keep_the_rule_set_and_the_rights() {
    let mut game = Game::with_options(
        Position::startpos(Variant::Makruk).with_move_rules(WALKER),
        options(CountingMode::Manual),
    )
    .unwrap();
    play(&mut game, "e3e4 d6d5 d1e3 d8d6 e1d2");
    let record = GameRecord::from_game(&game);
    assert_eq!(record.start, None, "Walker's start is the variant's start");
    assert_eq!(record.options.rule_set, RuleSet::Walker);
    let back = record.replay().unwrap();
    assert_eq!(back.fen(), game.fen());
    assert!(game.fen().contains(" b e "), "{}", game.fen());

    let pgn = write_pgn(&PgnGame::from_game(&game));
    assert!(pgn.contains("[RuleSet \"walker\"]"), "{pgn}");
    assert!(pgn.contains("2. Ke3 Md6 3. Md2"), "{pgn}");
    let read = parse_pgn(&pgn).unwrap().to_record().unwrap();
    assert_eq!(read, record, "{pgn}");
    // Without the tag the leap is no move of the standard game.
    let untagged = pgn.replace("[RuleSet \"walker\"]\n", "");
    assert!(parse_pgn(&untagged).is_err());

    // A start with some rights used: the record keeps its FEN exactly.
    let from = walker("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b Ee - 1 6");
    let game = Game::with_options(from.clone(), options(CountingMode::Automatic)).unwrap();
    let record = GameRecord::from_game(&game);
    assert_eq!(record.start.as_deref(), Some(from.exact_fen().as_str()));
    assert_eq!(record.replay().unwrap().position(), &from);
    let pgn = write_pgn(&PgnGame::from_game(&game));
    assert!(pgn.contains("RNSKMSNR b Ee - 1 6\"]"), "{pgn}");
    let read = parse_pgn(&pgn).unwrap().to_record().unwrap();
    assert_eq!(read.replay().unwrap().position(), &from);
    assert!(parse_pgn(&pgn.replace("walker", "murray")).is_err());
}
