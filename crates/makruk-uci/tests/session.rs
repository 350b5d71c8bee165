//! Drives the UCI session the way a GUI does and checks its replies.

use makruk_uci::session::Session;
use std::io::Write;
use std::sync::{Arc, Mutex};

#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("buffer lock").extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn run(lines: &[&str]) -> String {
    let buffer = Buffer::default();
    let mut session = Session::new(Arc::new(Mutex::new(buffer.clone())));
    for line in lines {
        if !session.handle_line(line) {
            break;
        }
    }
    session.wait_for_search();
    let bytes = buffer.0.lock().expect("buffer lock").clone();
    String::from_utf8(bytes).expect("utf-8 output")
}

/// The `info string` lines of the session's output `out`.
fn info_strings(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.starts_with("info string "))
        .collect()
}

/// Checks that the session's output `out` holds `expected`, and shows all of it if not.
#[track_caller]
fn assert_says(out: &str, expected: &str) {
    assert!(out.contains(expected), "{out}");
}

#[test]
fn uci_handshake_lists_variants_and_options() {
    let out = run(&["uci", "isready"]);
    assert_says(&out, "id name makruk-uci");
    assert_says(&out, "option name UCI_Variant type combo default makruk var makruk var cambodian var karouk var makpong var asean var sittuyin");
    assert_says(&out, "option name Hash type spin default 16");
    assert_says(&out, "option name MultiPV");
    assert!(out.ends_with("uciok\nreadyok\n"));
}

#[test]
fn perft_prints_like_fairy_stockfish() {
    let out = run(&["position startpos", "go perft 2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 23 + 3);
    assert!(lines[..23].iter().all(|l| l.ends_with(": 23")));
    assert_eq!(lines[23], "");
    assert_eq!(lines[24], "Nodes searched: 529");
    assert_says(&out, "e3e4: 23\n");
}

#[test]
fn perft_after_moves_and_promotion_notation() {
    let out = run(&[
        "position fen 4k3/8/2P5/8/8/8/8/4K3 w - - 0 1 moves c6c7m",
        "go perft 1",
    ]);
    assert_says(&out, "Nodes searched:");
    let out = run(&["position fen 4k3/8/8/2P5/8/8/8/4K3 w - - 0 1", "go perft 1"]);
    assert_says(&out, "c5c6m: 1");
}

#[test]
fn search_answers_with_a_legal_bestmove_and_info() {
    let out = run(&["position startpos moves e3e4", "go depth 4"]);
    assert_says(&out, "info depth 4 ");
    assert_says(&out, " score cp ");
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    let mv = best.split(' ').next().expect("a move");
    let pos = makruk_core::Position::startpos(makruk_core::Variant::Makruk);
    let mut pos = pos;
    pos.play(pos.parse_uci_move("e3e4").expect("legal"))
        .expect("legal");
    assert!(pos.parse_uci_move(mv).is_ok(), "{mv} is not legal");
}

#[test]
fn stop_ends_an_infinite_search() {
    let out = run(&["position startpos", "go infinite", "isready", "stop"]);
    assert_says(&out, "readyok");
    assert_eq!(out.matches("bestmove ").count(), 1);
}

#[test]
fn mated_position_has_no_bestmove() {
    let out = run(&["position fen R3k3/8/4K3/8/8/8/8/8 b - - 0 1", "go depth 3"]);
    assert_says(&out, "bestmove (none)");
}

#[test]
fn bad_input_is_reported_and_ignored() {
    let out = run(&[
        "fly away",
        "go depth -3",
        "position fen not/a/fen w - - 0 1",
        "position startpos moves e3e4 e3e4",
        "setoption name Hash value lots",
        "setoption name UCI_Variant value xiangqi",
        "setoption name Warp Drive value 9",
        "go perft",
        "position",
        "\u{0}\u{7f}\u{ff}",
        "isready",
    ]);
    let info_strings = out
        .lines()
        .filter(|l| l.starts_with("info string "))
        .count();
    assert_eq!(info_strings, 10, "{out}");
    assert!(out.ends_with("readyok\n"));
}

#[test]
fn variants_switch_the_start_position() {
    let out = run(&[
        "setoption name UCI_Variant value cambodian",
        "position startpos",
        "go perft 1",
        "setoption name UCI_Variant value asean",
        "position startpos",
        "d",
    ]);
    assert_says(
        &out,
        "Fen: rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
    );
}

#[test]
fn sittuyin_sets_up_by_drops_and_counts_perft() {
    let out = run(&[
        "setoption name UCI_Variant value sittuyin",
        "position startpos moves R@a1 R@a8 K@e2 d5d4",
        "d",
        "go perft 2",
    ]);
    assert_says(
        &out,
        "Fen: r7/8/4pppp/pppp4/4PPPP/PPPP4/4K3/R7[SSFRNNkssfrnn] b - - 0 2",
    );
    assert_says(&out, "move 'd5d4' rejected");
    assert_says(&out, "Nodes searched: 5063");
}

#[test]
fn unknown_variant_is_an_error_and_keeps_the_variant() {
    let out = run(&[
        "setoption name UCI_Variant value sittuyin",
        "setoption name UCI_Variant value shogi",
        "position startpos",
        "go perft 1",
    ]);
    assert_says(&out, "info string unsupported variant 'shogi' (makruk, cambodian, karouk, makpong, asean, sittuyin); still playing sittuyin");
    assert_says(&out, "Nodes searched: 88");
}

#[test]
fn quit_stops_processing() {
    let out = run(&["quit", "isready"]);
    assert!(!out.contains("readyok"));
}

#[test]
fn ponderhit_answers_with_a_bestmove() {
    let out = run(&["position startpos", "go ponder", "ponderhit", "isready"]);
    assert_eq!(out.matches("bestmove ").count(), 1, "{out}");
    assert!(out.ends_with("readyok\n"));
}

#[test]
fn sutras_option_changes_the_moves() {
    let out = run(&["uci"]);
    assert_says(&out, "option name Sutras type string default none\n");
    assert_says(&out, "option name OukRights type combo default Fairy-Stockfish var Fairy-Stockfish var UntilFirstCapture\n");
    let out = run(&[
        "setoption name UCI_Variant value makruk",
        "setoption name Sutras value khun met ma",
        "position startpos",
        "go perft 3",
    ]);
    assert_says(&out, "Nodes searched: 22511");
    assert_says(&out, "e1e3: ");
    assert_says(&out, "d1b2: ");
    assert_says(&out, "b1c3: ");
    let out = run(&[
        "setoption name Sutras value khun",
        "position startpos moves d1f2 e8g7",
        "d",
        "setoption name Sutras value none",
        "position startpos",
        "go perft 1",
    ]);
    assert_says(
        &out,
        "Fen: rnsm1snr/6k1/pppppppp/8/8/PPPPPPPP/5K2/RNS1MSNR w - - 2 2",
    );
    assert_says(&out, "Nodes searched: 23");
}

#[test]
fn bad_sutras_change_nothing() {
    let out = run(&[
        "setoption name Sutras value khun",
        "setoption name Sutras value khun rook",
        "setoption name UCI_Variant value cambodian",
        "setoption name Sutras value met",
        "setoption name OukRights value sometimes",
        "setoption name UCI_Variant value makruk",
        "position startpos",
        "go perft 1",
    ]);
    let errors = info_strings(&out);
    assert_eq!(
        errors,
        [
            "info string Sutras: unknown value \"rook\" (expected khun, met, ma or none)",
            "info string the Sutras option is not played in Cambodian (only in Makruk)",
            "info string option 'OukRights': 'sometimes' is not Fairy-Stockfish or UntilFirstCapture",
        ]
    );
    assert!(out.contains("Nodes searched: 25"), "Sut Khun kept: {out}");
}

#[test]
fn ouk_rights_option_reads_the_seed() {
    let moves = "position startpos moves e3e4 d6d5 e4d5 e6e5";
    let fairy = run(&[
        "setoption name UCI_Variant value cambodian",
        moves,
        "go perft 1",
    ]);
    assert!(fairy.contains("d1b2: 1"), "{fairy}");
    let seed = run(&[
        "setoption name UCI_Variant value cambodian",
        "setoption name OukRights value UntilFirstCapture",
        moves,
        "go perft 1",
    ]);
    assert!(!seed.contains("d1b2"), "{seed}");
}

#[test]
fn search_plays_a_sutra_move_when_it_wants() {
    let out = run(&[
        "setoption name Sutras value khun met ma",
        "position startpos",
        "go depth 4",
    ]);
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("bestmove");
    let m = best.split(' ').next().unwrap_or("");
    let mut pos = makruk_core::Position::startpos(makruk_core::Variant::Makruk).with_move_rules(
        makruk_core::MoveRules {
            sutras: makruk_core::Sutras::ALL,
            ouk_rights: makruk_core::OukRights::FairyStockfish,
            rule_set: makruk_core::RuleSet::Standard,
        },
    );
    assert!(pos.parse_uci_move(m).is_ok(), "{out}");
    pos.play(pos.parse_uci_move(m).unwrap()).unwrap();
}

#[cfg(not(feature = "search-params"))]
#[test]
fn search_parameters_are_no_options_of_the_engine_players_use() {
    let out = run(&["uci", "setoption name lmr_divisor value 200", "isready"]);
    assert!(!out.contains("option name lmr_divisor"), "{out}");
    assert_says(&out, "info string unknown option 'lmr_divisor'");
}

#[cfg(feature = "search-params")]
#[test]
fn search_parameters_are_options_when_built_for_tuning() {
    let out = run(&[
        "uci",
        "setoption name LMR_Divisor value 200",
        "setoption name futility_base value 9999",
        "setoption name futility_base value many",
        "setoption name futility_base",
        "go depth 6",
    ]);
    assert_says(
        &out,
        "option name lmr_divisor type spin default 190 min 80 max 400",
    );
    assert!(out.contains("uciok\n"));
    let info_strings: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("info string "))
        .collect();
    assert_eq!(
        info_strings,
        [
            "info string search parameter 'futility_base': 9999 is outside 0..400",
            "info string option 'futility_base': 'many' is not a number",
            "info string option 'futility_base' needs a value",
        ],
        "{out}"
    );
    assert_says(&out, "bestmove ");
}

#[test]
fn use_nnue_switches_the_evaluation_and_refuses_other_values() {
    assert_says(
        &run(&["uci"]),
        "option name Use NNUE type check default true\n",
    );
    let last_info = |use_nnue: &str| {
        let out = run(&[
            &format!("setoption name Use NNUE value {use_nnue}"),
            "position startpos moves e3e4 e6e5 b1c3",
            "go depth 7",
        ]);
        let line = out
            .lines()
            .rfind(|l| l.starts_with("info depth 7 "))
            .map(|l| l.split(" nps ").next().unwrap_or(l).to_string());
        line.unwrap_or_else(|| panic!("no depth 7 line: {out}"))
    };
    assert_ne!(last_info("true"), last_info("false"));
    assert_eq!(last_info("TRUE"), last_info("true"));
    let out = run(&["setoption name Use NNUE value maybe"]);
    assert_says(
        &out,
        "info string option 'Use NNUE': 'maybe' is not true or false\n",
    );
}

#[test]
fn a_weaker_skill_level_plays_a_two_piece_ending_without_its_table() {
    // Khun, khon and met against a lone khun. With no time limit a full-strength search builds
    // the ending's exact table (mate in 22); Skill Level 3 neither builds nor consults it.
    let out = run(&[
        "setoption name Skill Level value 3",
        "position fen 8/8/3k4/8/8/2SM4/3K4/8 w - - 0 1",
        "go depth 3",
    ]);
    assert_says(&out, " score cp ");
    assert!(!out.contains(" score mate "), "{out}");
    assert_says(&out, "bestmove ");
}

#[test]
fn threads_option_searches_in_threads_and_refuses_values_out_of_range() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get().min(512));
    assert_says(
        &run(&["uci"]),
        &format!("option name Threads type spin default 1 min 1 max {cores}\n"),
    );
    let out = run(&[
        "setoption name Threads value 2",
        "position startpos",
        "go depth 8",
    ]);
    assert_says(&out, "info depth 8 ");
    assert_says(&out, "bestmove ");
    if cores >= 2 {
        assert!(!out.contains("info string"), "{out}");
    }
    // One thread searches the same nodes every time: a refused value leaves it at one.
    let depth_8 = |out: &str| {
        out.lines()
            .rfind(|l| l.starts_with("info depth 8 "))
            .map(|l| l.split(" nps ").next().unwrap_or(l).to_string())
            .unwrap_or_else(|| panic!("no depth 8 line: {out}"))
    };
    let search = ["position startpos", "go depth 8"];
    let alone = run(&search);
    let too_many = format!("setoption name Threads value {}", cores + 1);
    let refused = run(&[
        "setoption name Threads value 0",
        &too_many,
        "setoption name Threads value many",
        search[0],
        search[1],
    ]);
    let errors: Vec<&str> = refused
        .lines()
        .filter(|l| l.starts_with("info string "))
        .collect();
    assert_eq!(
        errors,
        [
            format!("info string option 'Threads': 0 is outside 1..{cores} (1 to this machine's cores); threads unchanged"),
            format!("info string option 'Threads': {} is outside 1..{cores} (1 to this machine's cores); threads unchanged", cores + 1),
            "info string option 'Threads': 'many' is not a number (1 to this machine's cores); threads unchanged".to_string(),
        ]
    );
    assert_eq!(depth_8(&refused), depth_8(&alone));
    let back_to_one = run(&[
        "setoption name Threads value 2",
        "setoption name Threads value 1",
        search[0],
        search[1],
    ]);
    assert_eq!(depth_8(&back_to_one), depth_8(&alone));
}

#[test]
fn rule_set_option_plays_walkers_rules() {
    let out = run(&["uci"]);
    assert_says(
        &out,
        "option name RuleSet type combo default standard var standard var walker\n",
    );
    // His first moves: the khun's leap to b2 and f2 from the start, 15081 at depth 3.
    let out = run(&[
        "setoption name RuleSet value walker",
        "position startpos",
        "go perft 3",
        "position startpos moves e3e4 d6d5 d1e3",
        "d",
    ]);
    assert_says(&out, "Nodes searched: 15081");
    assert_says(&out, "d1b2: ");
    assert_says(
        &out,
        "Fen: rnsmksnr/8/ppp1pppp/3p4/4P3/PPPPKPPP/8/RNS1MSNR b Ede - 1 2",
    );
    // A FEN's rights field: White's khun has moved, its met has not.
    let out = run(&[
        "setoption name RuleSet value walker",
        "position fen rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w Ee - 0 2",
        "go perft 1",
    ]);
    assert_says(&out, "e1e3: 1");
    assert!(!out.contains("d1e3"), "{out}");
    assert!(!out.contains("d1b2"), "{out}");
    // His count: two rueas against a bare khun have 4 moves counted from 0; two rueas and a ma
    // are not in his table and have no count. The standard rules count 8 moves from 4 pieces.
    let out = run(&[
        "setoption name RuleSet value walker",
        "position fen 7k/8/8/8/8/8/8/RR2K3 w - - 0 30 moves e1e2",
        "d",
        "position fen 7k/8/8/8/8/8/8/RR2K1N1 w - - 0 30 moves e1e2",
        "d",
        "setoption name RuleSet value standard",
        "position fen 7k/8/8/8/8/8/8/RR2K3 w - - 0 30 moves e1e2",
        "d",
        "position startpos",
        "go perft 1",
    ]);
    assert_says(&out, "Fen: 7k/8/8/8/8/8/4K3/RR6 b - 8 0 30\n");
    assert_says(&out, "Fen: 7k/8/8/8/8/8/4K3/RR4N1 b - - 1 30\n");
    assert_says(&out, "Fen: 7k/8/8/8/8/8/4K3/RR6 b - 16 8 30\n");
    assert_says(&out, "Nodes searched: 23");
}

#[test]
fn bad_rule_sets_change_nothing() {
    let out = run(&[
        "setoption name RuleSet value walker",
        "setoption name RuleSet value murray",
        "setoption name Sutras value khun",
        "setoption name UCI_Variant value cambodian",
        "setoption name RuleSet value walker",
        "setoption name UCI_Variant value makruk",
        "position fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        "go perft 1",
    ]);
    let errors = info_strings(&out);
    assert_eq!(
        errors,
        [
            "info string RuleSet: unknown value \"murray\" (expected standard or walker)",
            "info string the Sutras option is not played under the walker rule set",
            "info string the RuleSet option is not played in Cambodian (only in Makruk)",
        ]
    );
    assert!(
        out.contains("Nodes searched: 25"),
        "Walker's rules kept: {out}"
    );
}
