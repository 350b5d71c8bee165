//! Differential test of the sutras against `tests/differential/sutra_perft.py`, a reference
//! written from the rules text: it takes pyffish's ordinary Makruk moves and adds the sutra
//! moves itself. For the start and Takhaeng Ruea starts with every subset of sutras, and for
//! positions a few random plies on (where first-move sutras expire and the khun's right
//! stays or ends), the legal moves and perft 1–3 must agree.
//!
//! pyffish must be installed (`pip install pyffish==0.0.90`), as for `differential.rs`.
//! Environment: `SUTRA_DIFF_SEED`, `SUTRA_DIFF_RANDOM`, `SUTRA_DIFF_DEPTH` (passed to the
//! script), `PYTHON` (default `python3`). The output is cached in the target directory under a
//! name made of those settings and a hash of the script.

use makruk_core::{perft, MoveRules, OukRights, Position, Sutras, Variant};
use std::path::Path;
use std::process::Command;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The reference's output, generated once per script version and settings.
fn reference() -> String {
    let python = env_or("PYTHON", "python3");
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/differential/sutra_perft.py");
    let source = std::fs::read(&script).expect("tests/differential/sutra_perft.py is readable");
    let settings = ["SUTRA_DIFF_SEED", "SUTRA_DIFF_RANDOM", "SUTRA_DIFF_DEPTH"]
        .map(|name| env_or(name, "default"))
        .join("-");
    let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("sutra-perft-{settings}-{:016x}.txt", fnv(&source)));
    if let Ok(text) = std::fs::read_to_string(&path) {
        return text;
    }
    let partial = path.with_extension("partial");
    let output = Command::new(&python)
        .arg(&script)
        .arg(&partial)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {python}: {e}; the test needs python3 with pyffish 0.0.90")
        });
    assert!(
        output.status.success(),
        "sutra_perft.py failed (pip install pyffish==0.0.90?): {}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::fs::rename(&partial, &path).expect("move the reference output into place");
    std::fs::read_to_string(&path).expect("reference output")
}

#[test]
fn sutras_agree_with_the_reference() {
    let text = reference();
    let mut lines = text.lines();
    let mut cases = 0;
    let mut failures = Vec::new();
    while let Some(header) = lines.next() {
        let header = header.strip_prefix("C ").expect("a case line");
        let (sutras_text, rest) = header.split_once(' ').expect("sutras");
        let fields: Vec<&str> = rest.split(' ').collect();
        let fen = fields[..6].join(" ");
        let played: Vec<&str> = fields[6..].iter().copied().filter(|m| *m != "-").collect();
        let legal = lines
            .next()
            .and_then(|l| l.strip_prefix("L"))
            .expect("L line");
        let counts = lines
            .next()
            .and_then(|l| l.strip_prefix("P "))
            .expect("P line");
        let sutras: Sutras = sutras_text.replace(',', " ").parse().expect("sutras");
        let mut pos = Position::from_fen(Variant::Makruk, &fen)
            .expect("start FEN")
            .with_move_rules(MoveRules {
                sutras,
                ouk_rights: OukRights::FairyStockfish,
                rule_set: makruk_core::RuleSet::Standard,
            });
        let name = format!("{sutras} from {fen} after [{}]", played.join(" "));
        for m in &played {
            let mv = pos
                .parse_uci_move(m)
                .unwrap_or_else(|e| panic!("{name}: {m}: {e}"));
            pos.play(mv).expect("legal");
        }
        let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let expected: Vec<&str> = legal.split_whitespace().collect();
        if ours != expected {
            failures.push(format!(
                "{name}: legal moves {ours:?}, reference {expected:?}"
            ));
        }
        for (depth, expected) in counts.split(' ').enumerate() {
            let depth = depth as u32 + 1;
            let nodes = perft(&pos, depth);
            if nodes.to_string() != expected {
                failures.push(format!(
                    "{name}: perft {depth} = {nodes}, reference {expected}"
                ));
            }
        }
        cases += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(cases >= 8 + 6 + 3 + 6, "{cases} cases");
}
