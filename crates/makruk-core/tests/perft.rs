//! Perft numbers from Fairy-Stockfish (table in shared/reference/rules.md).
//! Shallow depths run always; deep ones with `cargo test --release -- --ignored`.

use makruk_core::{perft, perft_divide, Position, Variant};

struct Case {
    variant: Variant,
    fen: &'static str,
    /// (depth, nodes)
    counts: &'static [(u32, u64)],
}

const CASES: &[Case] = &[
    Case {
        variant: Variant::Makruk,
        fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        counts: &[
            (1, 23),
            (2, 529),
            (3, 12012),
            (4, 273026),
            (5, 6223994),
            (6, 142078049),
        ],
    },
    Case {
        variant: Variant::Makruk,
        fen: "4k3/8/1n6/P1P5/3p1p2/4N3/8/4K3 w - - 0 1",
        counts: &[
            (1, 17),
            (2, 224),
            (3, 3153),
            (4, 40053),
            (5, 545042),
            (6, 7066222),
        ],
    },
    Case {
        variant: Variant::Makruk,
        fen: "3k4/8/8/8/8/3r4/3N4/r2K4 w - - 0 1",
        counts: &[
            (1, 2),
            (2, 62),
            (3, 489),
            (4, 14065),
            (5, 121852),
            (6, 3414632),
        ],
    },
    Case {
        variant: Variant::Makruk,
        fen: "8/3k4/2s5/4m3/8/2M1S3/3K4/R7 w - - 0 1",
        counts: &[
            (1, 27),
            (2, 393),
            (3, 10039),
            (4, 146357),
            (5, 3648902),
            (6, 51086272),
        ],
    },
    Case {
        variant: Variant::Cambodian,
        fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        counts: &[(4, 361719)],
    },
    Case {
        variant: Variant::Makpong,
        fen: "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1",
        counts: &[(4, 593103)],
    },
    Case {
        variant: Variant::Karouk,
        fen: "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2",
        counts: &[(4, 358460)],
    },
    // The following three were counted with Fairy-Stockfish (`go perft`).
    Case {
        variant: Variant::Asean,
        fen: "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
        counts: &[(4, 273026)],
    },
    Case {
        variant: Variant::Asean,
        fen: "4k3/1P1b4/8/8/2r5/8/5p2/RB1QK3 w - - 0 1",
        counts: &[(4, 40367)],
    },
    Case {
        variant: Variant::Makruk,
        fen: "8/2M5/8/3k4/8/1m~6/8/R3K2R w - - 0 1",
        counts: &[(5, 2210127)],
    },
    // Sittuyin (rules.md): the set-up phase by drops, then play.
    Case {
        variant: Variant::Sittuyin,
        fen: "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
        counts: &[(1, 88), (2, 7744), (3, 580096), (4, 43454464)],
    },
    Case {
        variant: Variant::Sittuyin,
        fen: "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9",
        counts: &[(1, 28), (2, 788), (3, 22427)],
    },
];

fn run(max_nodes: u64, min_nodes: u64) {
    for case in CASES {
        let pos = Position::from_fen(case.variant, case.fen).expect("valid FEN");
        for &(depth, nodes) in case.counts {
            if nodes <= max_nodes && nodes > min_nodes {
                assert_eq!(
                    perft(&pos, depth),
                    nodes,
                    "{} {} depth {depth}",
                    case.variant,
                    case.fen
                );
            }
        }
    }
}

#[test]
fn perft_shallow() {
    run(
        if cfg!(debug_assertions) {
            400_000
        } else {
            4_000_000
        },
        0,
    );
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn perft_deep() {
    run(
        u64::MAX,
        if cfg!(debug_assertions) {
            400_000
        } else {
            4_000_000
        },
    );
}

#[test]
fn divide_sums_to_perft() {
    let pos = Position::startpos(Variant::Makruk);
    let divide = perft_divide(&pos, 3);
    assert_eq!(divide.len(), 23);
    assert_eq!(divide.iter().map(|&(_, n)| n).sum::<u64>(), 12012);
}

/// The start with the sutras (rules.md "Sutras": all three 30 / 900 / 22511, Sut Khun alone
/// 25 / 625 / 15006).
#[test]
fn sutra_perft_from_the_start() {
    use makruk_core::{MoveRules, OukRights, Sutras};
    let with = |sutras: Sutras| {
        Position::startpos(Variant::Makruk).with_move_rules(MoveRules {
            sutras,
            ouk_rights: OukRights::FairyStockfish,
            rule_set: makruk_core::RuleSet::Standard,
        })
    };
    let all = with(Sutras::ALL);
    let khun = with(Sutras {
        khun: true,
        ..Sutras::NONE
    });
    for (depth, nodes) in [(1, 30), (2, 900), (3, 22511)] {
        assert_eq!(perft(&all, depth), nodes, "all sutras, depth {depth}");
    }
    for (depth, nodes) in [(1, 25), (2, 625), (3, 15006)] {
        assert_eq!(perft(&khun, depth), nodes, "Sut Khun, depth {depth}");
    }
    assert_eq!(perft(&with(Sutras::NONE), 3), 12012);
}
