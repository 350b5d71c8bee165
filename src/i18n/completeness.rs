//! The shipped language packs checked against each other and against the code: every pack reads,
//! has English's keys with the same variables, and every message the code asks for exists with the
//! variables the code gives; every English message is used.
use std::collections::BTreeSet;
use std::path::Path;

use super::pack::Pack;
use super::{bundled, Lang};

/// Prefixes of keys the code builds at run time (`concat!`, or from data such as lessons.txt):
/// such keys count as used.
const BUILT_AT_RUN_TIME: [&str; 2] = ["piece-", "lesson-"];

fn pack(lang: Lang) -> Pack {
    Pack::read(bundled::source(lang))
        .unwrap_or_else(|e| panic!("assets/i18n/{}.ftl: {e}", lang.code()))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

/// The string literal at the start of `s` (after its opening quote), without escapes.
fn literal(s: &str) -> Option<&str> {
    let end = s.find('"')?;
    Some(&s[..end])
}

/// Each message the code asks for: its key and, for `tr!`, the variables it gives (`None` for
/// `t`, which gives none).
fn asked(text: &str) -> Vec<(String, Option<BTreeSet<String>>)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices(".t(\"") {
        if let Some(key) = literal(&text[at + 4..]) {
            found.push((key.to_string(), None));
        }
    }
    for (at, _) in text.match_indices("tr!(") {
        let rest = &text[at + 4..];
        // The invocation up to its closing parenthesis, split at its top-level commas.
        let (mut depth, mut parts, mut part) = (0usize, Vec::new(), String::new());
        let mut in_string = false;
        let mut prev = ' ';
        for c in rest.chars() {
            if in_string {
                in_string = !(c == '"' && prev != '\\');
            } else {
                match c {
                    '"' => in_string = true,
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' if depth == 0 => break,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => {
                        parts.push(std::mem::take(&mut part));
                        prev = c;
                        continue;
                    }
                    _ => {}
                }
            }
            part.push(c);
            prev = c;
        }
        parts.push(part);
        let Some(key) = parts
            .get(1)
            .and_then(|p| p.trim().strip_prefix('"'))
            .and_then(literal)
        else {
            continue;
        };
        let variables = parts[2..]
            .iter()
            .filter_map(|p| {
                let (name, _) = p.split_once('=')?;
                let name = name.trim();
                (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
                    .then(|| name.to_string())
            })
            .collect();
        found.push((key.to_string(), Some(variables)));
    }
    found
}

#[test]
fn every_pack_has_englishs_keys_and_variables() {
    let english = pack(Lang::En);
    let keys: BTreeSet<&str> = english.keys().collect();
    for lang in Lang::ALL {
        let other = pack(lang);
        let theirs: BTreeSet<&str> = other.keys().collect();
        let missing: Vec<_> = keys.difference(&theirs).collect();
        let extra: Vec<_> = theirs.difference(&keys).collect();
        assert!(missing.is_empty(), "{}.ftl lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{}.ftl has keys English lacks: {extra:?}",
            lang.code()
        );
        for key in &keys {
            assert_eq!(
                other.variables(key),
                english.variables(key),
                "{}.ftl: the variables of `{key}`",
                lang.code()
            );
        }
    }
}

#[test]
fn every_message_the_code_asks_for_exists_with_its_variables() {
    let english = pack(Lang::En);
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut problems = Vec::new();
    let mut literals = BTreeSet::new();
    for (path, text) in &files {
        if path.ends_with("i18n/completeness.rs") {
            continue;
        }
        for (key, variables) in asked(text) {
            let Some(message) = english.get(&key) else {
                problems.push(format!("{path}: `{key}` is in no pack"));
                continue;
            };
            let wanted: BTreeSet<String> = english.variables(&key).into_iter().collect();
            match variables {
                None if !matches!(message, super::pack::Message::Plain(_)) => {
                    problems.push(format!("{path}: `{key}` has variables {wanted:?}: use tr!"));
                }
                Some(given) if given != wanted => problems.push(format!(
                    "{path}: `{key}` is given {given:?}, its message uses {wanted:?}"
                )),
                _ => {}
            }
        }
        literals.extend(text.split('"').skip(1).step_by(2).map(str::to_string));
    }
    let unused: Vec<&str> = english
        .keys()
        .filter(|key| !literals.contains(*key))
        .filter(|key| !BUILT_AT_RUN_TIME.iter().any(|p| key.starts_with(p)))
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn reads_what_the_code_asks_for() {
    let text =
        r#"lang.t("a-b"); tr!(lang, "c-d", side = lang.color(c), n = f(1, 2),); tr!(l, "e")"#;
    let found = asked(text);
    assert_eq!(found[0], ("a-b".into(), None));
    assert_eq!(
        found[1],
        (
            "c-d".into(),
            Some(["n".to_string(), "side".to_string()].into())
        )
    );
    assert_eq!(found[2], ("e".into(), Some(BTreeSet::new())));
}
