//! Differential test against Fairy-Stockfish (pyffish 0.0.90).
//!
//! `tests/differential/gen_cases.py` plays seeded random games with pyffish in every variant
//! and records, position by position, what Fairy-Stockfish says: FEN, legal moves, check,
//! game-end flags, insufficient material, and for a sample of positions the SAN, Thai SAN and
//! FEN after every legal move. This test replays the same games with makruk-core and
//! compares everything. pyffish must be installed (`pip install pyffish==0.0.90`); without it
//! the test fails.
//!
//! Environment: `MAKRUK_DIFF_SEED` (seed), `MAKRUK_DIFF_POSITIONS` (size, default 2000),
//! `MAKRUK_DIFF_FULL_EVERY` (every n-th position gets per-move detail, default 10),
//! `MAKRUK_DIFF_CASES` (read an existing case file instead of generating one), `PYTHON`
//! (the interpreter, default `python3`), `MAKRUK_DIFF_ENGINE` (Fairy-Stockfish binary that
//! plays the endings, default `/usr/games/fairy-stockfish`, `none` for random play). Generated cases are cached in the target directory
//! under a name made of seed, size and a hash of the generator.

use makruk_core::{Color, Game, Move, Position, SanError, Variant};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const MAX_REPORTED: usize = 25;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn python() -> String {
    std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_string())
}

/// A cheap stable hash of the generator script, so a changed script regenerates its cases.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

/// Generates (or reuses) the case file for `variants` (comma-separated `UCI_Variant` names,
/// empty for gen_cases.py's default five) and returns its path and the seed.
fn case_file(variants: &str) -> (PathBuf, String) {
    let seed = env_or("MAKRUK_DIFF_SEED", "20261123");
    if let Ok(path) = std::env::var("MAKRUK_DIFF_CASES") {
        return (PathBuf::from(path), seed);
    }
    let script = workspace_root().join("tests/differential/gen_cases.py");
    let probe = Command::new(python())
        .args([
            "-c",
            "import pyffish; assert pyffish.version() == (0, 0, 90), pyffish.version()",
        ])
        .output();
    match probe {
        Ok(out) if out.status.success() => {}
        Ok(out) => panic!(
            "pyffish 0.0.90 is not importable by {}: {}\nInstall it: pip install pyffish==0.0.90 (the README's test command does this)",
            python(),
            String::from_utf8_lossy(&out.stderr).trim()
        ),
        Err(e) => panic!("cannot run {}: {e}; the differential test needs python3 with pyffish 0.0.90", python()),
    }
    let positions = env_or("MAKRUK_DIFF_POSITIONS", "2000");
    let full_every = env_or("MAKRUK_DIFF_FULL_EVERY", "10");
    let source = std::fs::read(&script).expect("tests/differential/gen_cases.py is readable");
    // Endings are played by Fairy-Stockfish's binary when it is there (see gen_cases.py).
    let engine = env_or("MAKRUK_DIFF_ENGINE", "/usr/games/fairy-stockfish");
    let players = if engine != "none" && Path::new(&engine).exists() {
        "engine"
    } else {
        "random"
    };
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "differential-{seed}-{positions}-{full_every}-{players}-{variants}-{:016x}.txt",
        fnv(&source)
    ));
    if path.exists() {
        eprintln!("differential: reusing {}", path.display());
        return (path, seed);
    }
    let partial = path.with_extension("partial");
    let status = Command::new(python())
        .arg(&script)
        .arg(&partial)
        .env("MAKRUK_DIFF_SEED", &seed)
        .env("MAKRUK_DIFF_POSITIONS", &positions)
        .env("MAKRUK_DIFF_FULL_EVERY", &full_every)
        .env("MAKRUK_DIFF_VARIANTS", variants)
        .status()
        .expect("run gen_cases.py");
    assert!(
        status.success(),
        "gen_cases.py failed ({status}) for seed {seed}"
    );
    std::fs::rename(&partial, &path).expect("move the case file into place");
    (path, seed)
}

/// One position as Fairy-Stockfish describes it.
#[derive(Default)]
struct Expected {
    ply: usize,
    check: bool,
    optional_end: bool,
    immediate_end: Option<bool>,
    insufficient: Option<(bool, bool)>,
    result: Option<i32>,
    fen: String,
    legal: Vec<String>,
    /// (uci, san, thai san or "-", fen after)
    detail: Vec<[String; 4]>,
    /// Board's honour started by the players: (countStarted, FEN, optional game end).
    manual: Vec<(i32, String, bool)>,
}

/// One game: variant, kind, start FEN, moves, SAN lines, positions.
#[derive(Default)]
struct Case {
    variant: String,
    kind: String,
    start: String,
    moves: Vec<String>,
    san: Vec<String>,
    thai: Vec<String>,
    positions: Vec<Expected>,
}

fn flag(s: &str) -> Option<bool> {
    match s {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut case = Case::default();
    for (n, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let rest = || {
            fields[1..]
                .iter()
                .filter(|s| !s.is_empty())
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
        };
        let bad = || -> ! { panic!("case file line {}: cannot read {line:?}", n + 1) };
        match fields[0] {
            "G" if fields.len() == 4 => {
                case = Case {
                    variant: fields[1].into(),
                    kind: fields[2].into(),
                    start: fields[3].into(),
                    ..Case::default()
                }
            }
            "M" => case.moves = rest(),
            "S" => case.san = rest(),
            "T" => case.thai = rest(),
            "P" if fields.len() == 10 => case.positions.push(Expected {
                ply: fields[1].parse().unwrap_or_else(|_| bad()),
                check: flag(fields[2]).unwrap_or_else(|| bad()),
                optional_end: flag(fields[3]).unwrap_or_else(|| bad()),
                immediate_end: flag(fields[5]),
                insufficient: flag(fields[7]).zip(flag(fields[8])),
                result: fields[9].parse().ok(),
                ..Expected::default()
            }),
            "F" => case.positions.last_mut().unwrap_or_else(|| bad()).fen = fields[1].into(),
            "L" => case.positions.last_mut().unwrap_or_else(|| bad()).legal = rest(),
            "C" if fields.len() == 4 => {
                let started = fields[1].parse().unwrap_or_else(|_| bad());
                let optional = flag(fields[3]).unwrap_or_else(|| bad());
                case.positions
                    .last_mut()
                    .unwrap_or_else(|| bad())
                    .manual
                    .push((started, fields[2].into(), optional));
            }
            "X" if fields.len() == 5 => case
                .positions
                .last_mut()
                .unwrap_or_else(|| bad())
                .detail
                .push([
                    fields[1].into(),
                    fields[2].into(),
                    fields[3].into(),
                    fields[4].into(),
                ]),
            "E" => cases.push(std::mem::take(&mut case)),
            _ => bad(),
        }
    }
    cases
}

/// Collects differences with enough context to reproduce them.
struct Report {
    seed: String,
    count: usize,
    text: String,
}

impl Report {
    fn mismatch(&mut self, case: &Case, ply: usize, fen: &str, what: String) {
        self.count += 1;
        if self.count <= MAX_REPORTED {
            let _ = writeln!(
                self.text,
                "seed {} | {} ({}) ply {ply} | FEN {fen}\n    {what}",
                self.seed, case.variant, case.kind
            );
        }
    }
}

/// Compares our SAN of `m` (`what` names the move in a mismatch) with Fairy-Stockfish's `san`, and
/// reads `san` back to `m`.
fn check_san(
    report: &mut Report,
    case: &Case,
    ply: usize,
    pos: &Position,
    m: Move,
    san: &str,
    what: &str,
) {
    let fen = &pos.to_fen();
    check(
        report,
        case,
        ply,
        fen,
        &format!("SAN of {what}{m}"),
        &pos.san(m),
        &san.to_string(),
    );
    check(
        report,
        case,
        ply,
        fen,
        &format!("parse_san({san})"),
        pos.parse_san(san).ok(),
        Some(m),
    );
}

fn check<T: PartialEq + std::fmt::Debug>(
    report: &mut Report,
    case: &Case,
    ply: usize,
    fen: &str,
    what: &str,
    ours: T,
    theirs: T,
) -> bool {
    if ours != theirs {
        report.mismatch(
            case,
            ply,
            fen,
            format!("{what}: makruk-core {ours:?}, Fairy-Stockfish {theirs:?}"),
        );
        false
    } else {
        true
    }
}

/// Thai SAN reads back to the move, or (Fairy-Stockfish's Thai SAN writes a khun capture and
/// a bia capture from the khun's file alike) to an ambiguity that includes it.
fn check_thai_parse(
    report: &mut Report,
    case: &Case,
    ply: usize,
    fen: &str,
    pos: &Position,
    thai: &str,
    m: Move,
) {
    match pos.parse_san(thai) {
        Ok(found) if found == m => {}
        Err(SanError::Ambiguous { candidates, .. }) if candidates.contains(&m) => {}
        other => report.mismatch(
            case,
            ply,
            fen,
            format!("parse_san({thai}) gave {other:?}, expected {m}"),
        ),
    }
}

#[derive(Default)]
struct Totals {
    games: usize,
    positions: usize,
    detailed_positions: usize,
    detailed_moves: usize,
    thai_moves: usize,
    counted_positions: usize,
    manual_counts: usize,
    optional_ends: usize,
    results: usize,
    insufficient_true: usize,
    by_variant: HashMap<String, usize>,
}

fn run_case(case: &Case, report: &mut Report, totals: &mut Totals) {
    let Some(variant) = Variant::from_uci_name(&case.variant) else {
        report.mismatch(
            case,
            0,
            &case.start,
            format!("unknown variant {}", case.variant),
        );
        return;
    };
    let start = match Position::from_fen(variant, &case.start) {
        Ok(p) => p,
        Err(e) => {
            report.mismatch(case, 0, &case.start, format!("start FEN rejected: {e}"));
            return;
        }
    };
    totals.games += 1;
    let mut game = Game::from_position(start);
    for expected in &case.positions {
        let pos = game.position().clone();
        let fen = &expected.fen;
        let ply = expected.ply;
        totals.positions += 1;
        *totals.by_variant.entry(case.variant.clone()).or_default() += 1;
        compare_position(case, expected, &game, report, totals);

        if ply < case.moves.len() {
            let uci = &case.moves[ply];
            let m = match pos.parse_uci_move(uci) {
                Ok(m) => m,
                Err(e) => {
                    report.mismatch(case, ply, fen, format!("game move {uci} rejected: {e}"));
                    return;
                }
            };
            if let Some(san) = case.san.get(ply) {
                check_san(report, case, ply, &pos, m, san, "game move ");
            }
            if let Some(thai) = case.thai.get(ply) {
                check(
                    report,
                    case,
                    ply,
                    fen,
                    &format!("Thai SAN of game move {uci}"),
                    &pos.thai_san(m),
                    thai,
                );
                check_thai_parse(report, case, ply, fen, &pos, thai, m);
            }
            if game.play(m).is_err() {
                report.mismatch(case, ply, fen, format!("Game::play refused {uci}"));
                return;
            }
        }
    }
}

fn compare_position(
    case: &Case,
    expected: &Expected,
    game: &Game,
    report: &mut Report,
    totals: &mut Totals,
) {
    let pos = game.position();
    let fen = &expected.fen;
    let ply = expected.ply;
    if !check(report, case, ply, fen, "FEN", &pos.to_fen(), fen) {
        return;
    }
    match Position::from_fen(pos.variant(), fen) {
        Ok(parsed) => {
            check(
                report,
                case,
                ply,
                fen,
                "FEN round trip",
                &parsed.to_fen(),
                fen,
            );
        }
        Err(e) => report.mismatch(case, ply, fen, format!("own FEN rejected: {e}")),
    }
    check(
        report,
        case,
        ply,
        fen,
        "incremental hash",
        pos.hash(),
        pos.hash_from_scratch(),
    );

    let mut legal: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    legal.sort();
    check(
        report,
        case,
        ply,
        fen,
        "legal moves",
        &legal,
        &expected.legal,
    );
    check(
        report,
        case,
        ply,
        fen,
        "is_check",
        pos.is_check(),
        expected.check,
    );

    // Counting fields: the en-passant field holds the limit, the half-move field the ply
    // (Kar Ouk's check-count field `1+1` sits between them).
    let fields: Vec<&str> = fen.split(' ').filter(|f| !f.contains('+')).collect();
    let fen_count = fields
        .get(3)
        .and_then(|l| l.parse::<u32>().ok())
        .zip(fields.get(4).and_then(|p| p.parse::<u32>().ok()));
    if fen_count.is_some() {
        totals.counted_positions += 1;
    }
    check(
        report,
        case,
        ply,
        fen,
        "counting (limit, ply)",
        pos.counting().map(|c| (c.limit, c.ply)),
        fen_count,
    );

    // is_optional_game_end: counting draw, 50-move rule (ASEAN), threefold repetition.
    let mated = pos.is_check() && legal.is_empty();
    let move_rule = pos.variant().rules().move_rule;
    let ours_optional = pos.is_counting_draw()
        || pos.has_only_promotions()
        || (move_rule != 0 && pos.halfmove_clock() >= 2 * move_rule && !mated)
        || game.is_threefold_repetition();
    totals.optional_ends += usize::from(expected.optional_end);
    check(
        report,
        case,
        ply,
        fen,
        "optional game end",
        ours_optional,
        expected.optional_end,
    );

    for (started, manual_fen, optional) in &expected.manual {
        totals.manual_counts += 1;
        let what = format!("FEN with board's honour started at ply {started}");
        check(
            report,
            case,
            ply,
            fen,
            &what,
            &pos.fen_with(false, *started),
            manual_fen,
        );
        let ours = pos.counting_with(*started).is_some_and(|c| c.is_exceeded()) && !mated
            || pos.has_only_promotions()
            || (move_rule != 0 && pos.halfmove_clock() >= 2 * move_rule && !mated)
            || game.is_threefold_repetition();
        let what = format!("optional game end with board's honour started at ply {started}");
        check(report, case, ply, fen, &what, ours, *optional);
    }

    if let Some(imm) = expected.immediate_end {
        check(
            report,
            case,
            ply,
            fen,
            "immediate game end",
            pos.is_immediate_end(),
            imm,
        );
    }
    if let Some((white, black)) = expected.insufficient {
        totals.insufficient_true += usize::from(white || black);
        let ours = (
            pos.has_insufficient_material(Color::White),
            pos.has_insufficient_material(Color::Black),
        );
        check(
            report,
            case,
            ply,
            fen,
            "insufficient material (white, black)",
            ours,
            (white, black),
        );
    }
    if let Some(result) = expected.result {
        totals.results += 1;
        let expected_winner = match result.signum() {
            -1 => Some(Some(pos.turn().other())),
            1 => Some(Some(pos.turn())),
            _ => Some(None),
        };
        let ours = pos.outcome().map(|o| o.winner);
        check(
            report,
            case,
            ply,
            fen,
            "result without legal moves (winner)",
            ours,
            expected_winner,
        );
    }

    if !expected.detail.is_empty() {
        totals.detailed_positions += 1;
    }
    for [uci, san, thai, after] in &expected.detail {
        totals.detailed_moves += 1;
        let m = match pos.parse_uci_move(uci) {
            Ok(m) => m,
            Err(e) => {
                report.mismatch(case, ply, fen, format!("legal move {uci} rejected: {e}"));
                continue;
            }
        };
        check_san(report, case, ply, pos, m, san, "");
        if thai != "-" {
            totals.thai_moves += 1;
            check(
                report,
                case,
                ply,
                fen,
                &format!("Thai SAN of {uci}"),
                &pos.thai_san(m),
                thai,
            );
            check_thai_parse(report, case, ply, fen, pos, thai, m);
        }
        let mut next = pos.clone();
        next.play_unchecked(m);
        check(
            report,
            case,
            ply,
            fen,
            &format!("FEN after {uci}"),
            &next.to_fen(),
            after,
        );
    }
}

#[test]
fn agrees_with_fairy_stockfish() {
    agrees_in("");
}

/// Sittuyin's games, the set-up phase by drops included, in a case file of their own.
#[test]
fn sittuyin_agrees_with_fairy_stockfish() {
    agrees_in("sittuyin");
}

fn agrees_in(variants: &str) {
    let (path, seed) = case_file(variants);
    let text = std::fs::read_to_string(&path).expect("read the case file");
    let cases = parse_cases(&text);
    assert!(!cases.is_empty(), "no cases in {}", path.display());
    let mut report = Report {
        seed: seed.clone(),
        count: 0,
        text: String::new(),
    };
    let mut totals = Totals::default();
    for case in &cases {
        run_case(case, &mut report, &mut totals);
    }
    let mut variants: Vec<_> = totals.by_variant.iter().collect();
    variants.sort();
    eprintln!(
        "differential (seed {seed}): {} games, {} positions {:?}; {} positions with every move detailed \
         ({} moves: SAN, FEN after; {} Thai SAN); {} counted positions ({} checks of players' counting), {} optional ends, \
         {} results without legal moves, {} positions with insufficient material",
        totals.games,
        totals.positions,
        variants,
        totals.detailed_positions,
        totals.detailed_moves,
        totals.thai_moves,
        totals.counted_positions,
        totals.manual_counts,
        totals.optional_ends,
        totals.results,
        totals.insufficient_true,
    );
    assert!(
        report.count == 0,
        "{} differences from Fairy-Stockfish (seed {seed}; rerun with MAKRUK_DIFF_SEED={seed} or MAKRUK_DIFF_CASES={}):\n{}",
        report.count,
        path.display(),
        report.text
    );
}
