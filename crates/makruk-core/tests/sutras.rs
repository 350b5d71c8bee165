//! The sutras (rules.md "Sutras"): Sut Khun, Sut Met and Sut Ma in move generation, legality,
//! play, undo, hash, SAN, Thai SAN and UCI.

use makruk_core::{
    perft, Game, MoveRules, OukRights, Position, RueaTilt, RuleOptions, Sutra, Sutras, Variant,
};

fn with(fen: &str, sutras: Sutras) -> Position {
    Position::from_fen(Variant::Makruk, fen)
        .unwrap()
        .with_move_rules(MoveRules {
            sutras,
            ouk_rights: OukRights::FairyStockfish,
            rule_set: makruk_core::RuleSet::Standard,
        })
}

fn start(sutras: Sutras) -> Position {
    with(Variant::Makruk.start_fen(), sutras)
}

fn only(sutra: Sutra) -> Sutras {
    Sutras::NONE.with(sutra, true)
}

fn legal(pos: &Position, uci: &str) -> bool {
    pos.parse_uci_move(uci).is_ok()
}

fn play(pos: &mut Position, uci: &str) {
    let m = pos
        .parse_uci_move(uci)
        .unwrap_or_else(|e| panic!("{uci}: {e}"));
    pos.play(m).unwrap();
    assert_eq!(pos.hash(), pos.hash_from_scratch(), "after {uci}");
}

#[test]
fn the_start_names_each_sutra_move() {
    let pos = start(Sutras::ALL);
    let named: Vec<(String, String, Option<Sutra>)> = pos
        .legal_moves()
        .iter()
        .filter(|&&m| pos.sutra_of(m).is_some())
        .map(|&m| (m.to_string(), pos.san(m), pos.sutra_of(m)))
        .collect();
    let expected = [
        ("d1b2", "Kb2", Sutra::Khun),
        ("d1f2", "Kf2", Sutra::Khun),
        ("e1e3", "Me3", Sutra::Met),
        ("b1a3", "Na3", Sutra::Ma),
        ("b1c3", "Nc3", Sutra::Ma),
        ("g1f3", "Nf3", Sutra::Ma),
        ("g1h3", "Nh3", Sutra::Ma),
    ];
    assert_eq!(named.len(), expected.len(), "{named:?}");
    for (uci, san, sutra) in expected {
        assert!(
            named.contains(&(uci.to_string(), san.to_string(), Some(sutra))),
            "{uci} {san}: {named:?}"
        );
        let m = pos.parse_san(san).unwrap();
        assert_eq!(m.to_string(), uci);
        assert_eq!(
            pos.parse_san(&pos.thai_san(m)),
            Ok(m),
            "{}",
            pos.thai_san(m)
        );
    }
    assert_eq!(
        pos.sutra_of(pos.parse_uci_move("e3e4").unwrap()),
        None,
        "a plain move"
    );
    assert_eq!(pos.legal_moves().len(), 30);
    // Without the sutras none of these is legal.
    let plain = start(Sutras::NONE);
    assert!(["d1b2", "e1e3", "b1c3"].iter().all(|m| !legal(&plain, m)));
}

#[test]
fn sut_met_and_sut_ma_move_two_pieces() {
    let mut game = Game::with_options(
        Position::startpos(Variant::Makruk),
        RuleOptions::for_variant(Variant::Makruk).with_sutras(Sutras::ALL),
    )
    .unwrap();
    let met = game.position().parse_uci_move("e1e3").unwrap();
    game.play(met).unwrap();
    assert_eq!(
        game.position().to_fen(),
        "rnsmksnr/8/pppppppp/8/4P3/PPPPMPPP/8/RNSK1SNR b - - 0 1"
    );
    let ma = game.position().parse_uci_move("b8c6").unwrap();
    assert_eq!(game.position().san(ma), "Nc6");
    game.play(ma).unwrap();
    assert_eq!(
        game.position().to_fen(),
        "r1smksnr/8/ppnppppp/2p5/4P3/PPPPMPPP/8/RNSK1SNR w - - 0 2"
    );
    assert_eq!(game.position().hash(), game.position().hash_from_scratch());
    // Only as a side's first move.
    assert!(!legal(game.position(), "g1f3"));
    assert!(legal(game.position(), "d1b2"), "Sut Khun stays");
    game.undo();
    game.undo();
    assert_eq!(game.position(), game.start());
}

#[test]
fn first_moves_from_a_fen() {
    let met = only(Sutra::Met);
    // Black to move at move 1 has made no move; at move 2 it has.
    let black = "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1";
    assert!(legal(&with(black, met), "d8d6"));
    let later = "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 2";
    assert!(!legal(&with(later, met), "d8d6"));
    // The square between met and bia must be empty, the bia's square ahead too.
    let blocked = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/4S3/RNSKM1NR w - - 0 1";
    assert!(!legal(&with(blocked, met), "e1e3"));
    let ahead = "rnsmksnr/8/ppp1pppp/8/4p3/PPPPPPPP/8/RNSKMSNR w - - 0 1";
    assert!(!legal(&with(ahead, met), "e1e3"));
    // Sut Ma: both on their start squares.
    let ma = only(Sutra::Ma);
    let moved = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/3N4/RNSKMS1R w - - 0 1";
    assert!(!legal(&with(moved, ma), "d2b3"));
    assert!(!legal(&with(moved, ma), "d2f3"));
    assert!(legal(&with(moved, ma), "b1c3"));
}

#[test]
fn sut_khun_rules() {
    let khun = only(Sutra::Khun);
    // The right ends when the khun moves, even if it returns.
    let mut pos = start(khun);
    for m in ["d1d2", "e6e5", "d2d1", "e5e4"] {
        play(&mut pos, m);
    }
    assert!(!legal(&pos, "d1b2"));
    // From a FEN: held on the start square, whatever the move number; not while in check
    // (the right stays); never onto an attacked square or capturing.
    let check = with("4k3/8/8/8/8/8/2Pr4/3K4 w - - 0 30", khun);
    assert!(check.is_check());
    assert!(!legal(&check, "d1b2") && !legal(&check, "d1f2"));
    let attacked = with("4k3/8/8/8/8/8/5r2/R2K4 w - - 0 30", khun);
    assert!(!legal(&attacked, "d1b2"), "attacked along the rank");
    assert!(!legal(&attacked, "d1f2"), "a capture");
    let aimed = with("4k3/8/8/8/8/8/8/3K1r2 w - - 0 30", khun);
    assert!(aimed.is_check());
    let covered = with("4k3/8/8/5r2/8/8/8/3K4 w - - 0 30", khun);
    assert!(legal(&covered, "d1b2") && !legal(&covered, "d1f2"));
    // Black leaps from e8.
    let black = with("4k3/8/8/8/8/8/8/3K4 b - - 0 9", khun);
    assert!(legal(&black, "e8c7") && legal(&black, "e8g7"));
    // An enemy ruea aiming at it does not end the right.
    let mut pos = with("r3k3/8/8/8/8/8/3P4/3K4 b - - 0 9", khun);
    play(&mut pos, "a8d8");
    assert!(legal(&pos, "d1b2"));
}

#[test]
fn sutras_only_in_makruk_and_in_takhaeng_ruea_starts() {
    let cambodian = Position::startpos(Variant::Cambodian).with_move_rules(MoveRules {
        sutras: Sutras::ALL,
        ouk_rights: OukRights::FairyStockfish,
        rule_set: makruk_core::RuleSet::Standard,
    });
    assert_eq!(cambodian.move_rules().sutras, Sutras::NONE);
    assert_eq!(
        perft(&cambodian, 2),
        perft(&Position::startpos(Variant::Cambodian), 2)
    );

    let tilted =
        RueaTilt::start_position(RueaTilt::Both, RueaTilt::AFile).with_move_rules(MoveRules {
            sutras: Sutras::ALL,
            ouk_rights: OukRights::FairyStockfish,
            rule_set: makruk_core::RuleSet::Standard,
        });
    assert!(legal(&tilted, "e1e3") && legal(&tilted, "d1b2") && legal(&tilted, "a1b2"));
    assert_eq!(tilted.legal_moves().len(), 30);
}
