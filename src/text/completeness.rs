//! The shipped language packs checked against each other and against the code: every part of every
//! pack reads and has English's keys with the same variables; every message the code asks for exists
//! with the variables the code gives, in the part of the module whose code asks for it (Learn's and
//! live play's parts reach only their own modules); every English message is used.
use std::collections::BTreeSet;
use std::path::Path;

use super::pack::{Pack, Part};
use super::{bundled, Key, Lang};

/// Prefixes of keys the code builds at run time (`concat!`, or from data such as lessons.txt):
/// such keys count as used.
const BUILT_AT_RUN_TIME: [&str; 2] = ["piece-", "lesson-"];

fn part(lang: Lang, part: Part) -> Pack {
    Pack::read(bundled::source(lang, part))
        .unwrap_or_else(|e| panic!("assets/i18n/{}/{}.ftl: {e}", lang.code(), part.name()))
}

/// The whole pack of `lang`.
fn pack(lang: Lang) -> Pack {
    Part::ALL.into_iter().fold(Pack::default(), |whole, p| {
        whole
            .merged(&part(lang, p))
            .unwrap_or_else(|e| panic!("{}: {e}", lang.code()))
    })
}

/// The part whose module compiles the source file `path` alone (`None`: the app's, which every
/// module uses).
fn own_part(path: &str) -> Option<Part> {
    let learn = (path.contains("src/learn/") && !path.ends_with("learn/request.rs"))
        || path.contains("src/help/")
        || path.ends_with("src/bin/learn.rs");
    let live_files = [
        "sdp",
        "invite",
        "qr",
        "qr_view",
        "link_view",
        "connection",
        "session",
        "dialog",
        "page",
        "lobby",
        "watch_view",
        "watch_share",
    ];
    let live = live_files.iter().any(|f| {
        path.ends_with(&format!("src/live/{f}.rs")) || path.contains(&format!("src/live/{f}/"))
    }) || path.ends_with("src/bin/live.rs");
    if learn {
        Some(Part::Learn)
    } else if live {
        Some(Part::Live)
    } else {
        None
    }
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

/// Each message the code asks for: its key and, for `tr!`, the variables it gives (`None` for a
/// `key!`, which [`Lang::t`] shows as it is).
fn asked(text: &str) -> Vec<(String, Option<BTreeSet<String>>)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("key!(\"") {
        if let Some(key) = literal(&text[at + 6..]) {
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
fn every_part_has_englishs_keys_and_variables() {
    for p in Part::ALL {
        let english = part(Lang::En, p);
        let keys: BTreeSet<&str> = english.keys().collect();
        for lang in Lang::ALL {
            let other = part(lang, p);
            let name = format!("{}/{}.ftl", lang.code(), p.name());
            let theirs: BTreeSet<&str> = other.keys().collect();
            let missing: Vec<_> = keys.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&keys).collect();
            assert!(missing.is_empty(), "{name} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{name} has keys English's lacks: {extra:?}"
            );
            for key in &keys {
                assert_eq!(
                    other.variables(key),
                    english.variables(key),
                    "{name}: the variables of `{key}`"
                );
            }
        }
    }
}

#[test]
fn every_message_the_code_asks_for_exists_with_its_variables() {
    let english = pack(Lang::En);
    let part_of = |key: &str| {
        Part::ALL
            .into_iter()
            .find(|p| part(Lang::En, *p).get(Key::of(key)).is_some())
    };
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut problems = Vec::new();
    let mut literals = BTreeSet::new();
    for (path, text) in &files {
        if path.ends_with("text/completeness.rs") {
            continue;
        }
        for (key, variables) in asked(text) {
            let Some(message) = english.get(Key::of(&key)) else {
                problems.push(format!("{path}: `{key}` is in no pack"));
                continue;
            };
            let found = part_of(&key).unwrap_or(Part::App);
            if found != Part::App && own_part(path) != Some(found) {
                problems.push(format!(
                    "{path}: `{key}` is in the {} part, which this file's module does not load: move it to app.ftl",
                    found.name()
                ));
            }
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
    let text = r#"lang.t(crate::key!("a-b")); tr!(lang, "c-d", side = lang.color(c), n = f(1, 2),); tr!(l, "e")"#;
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

#[test]
fn every_key_has_a_hash_of_its_own_and_reads_as_a_name() {
    // Two names of one hash would be refused as a key given twice.
    let english = pack(Lang::En);
    for name in english.keys() {
        let hashed_look = name.len() == 9
            && name.starts_with('k')
            && name[1..].bytes().all(|b| b.is_ascii_hexdigit());
        assert!(
            !hashed_look,
            "`{name}` reads as a shipped pack's hashed key"
        );
    }
}
