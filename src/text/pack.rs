//! A language pack: Fluent resources (`assets/i18n/<code>/<part>.ftl`) read into their messages, with their
//! terms put in place; and the packs this wasm module has installed, part by part (each kept for the
//! module's life).
use std::cell::RefCell;

use super::fluent::{self, Element, Pattern};
use super::Key;

/// A message of a pack: plain text, or a value with variables to fill in.
#[derive(Clone, Debug)]
pub enum Message {
    /// Text without variables.
    Plain(Box<str>),
    /// A value with variables (or selectors on them).
    Pattern(Pattern),
}

/// A language's messages by key.
#[derive(Debug, Default)]
pub struct Pack {
    /// Each message's key and name, sorted by key.
    messages: Vec<(Key, Box<str>, Message)>,
}

/// What makes a pack unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// Not the syntax of [`fluent`].
    Syntax(fluent::SyntaxError),
    /// A key given twice.
    Duplicate {
        /// The key.
        key: String,
        /// The line of its second value.
        line: usize,
    },
    /// A term used but not defined earlier in the file, or a term with variables.
    Term {
        /// The term, without its `-`.
        term: String,
        /// The line that uses or defines it.
        line: usize,
    },
}

impl core::fmt::Display for PackError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PackError::Syntax(e) => e.fmt(f),
            PackError::Duplicate { key, line } => write!(f, "line {line}: `{key}` given twice"),
            PackError::Term { term, line } => {
                write!(
                    f,
                    "line {line}: the term `-{term}` is not defined above as plain text"
                )
            }
        }
    }
}

impl Pack {
    /// Reads a pack from its Fluent text.
    ///
    /// # Errors
    /// A syntax error, a key given twice, an unknown term.
    pub fn read(text: &str) -> Result<Pack, PackError> {
        let mut terms: Vec<(String, String)> = Vec::new();
        let mut messages: Vec<(Key, Box<str>, Message)> = Vec::with_capacity(text.len() / 64);
        for entry in fluent::parse(text).map_err(PackError::Syntax)? {
            let value = resolve_terms(entry.value, &terms, entry.line)?;
            if entry.term {
                let plain = match value.as_slice() {
                    [Element::Text(t)] => t.clone(),
                    _ => {
                        return Err(PackError::Term {
                            term: entry.id,
                            line: entry.line,
                        })
                    }
                };
                if terms.iter().any(|(id, _)| *id == entry.id) {
                    return Err(PackError::Duplicate {
                        key: entry.id,
                        line: entry.line,
                    });
                }
                terms.push((entry.id, plain));
                continue;
            }
            let message = match value.as_slice() {
                [Element::Text(t)] => Message::Plain(t.as_str().into()),
                _ => Message::Pattern(value),
            };
            let key = key_of_name(&entry.id);
            insert_sorted(&mut messages, (key, entry.id.into()), message, entry.line)?;
        }
        Ok(Pack { messages })
    }

    /// This pack with `other`'s messages added.
    ///
    /// # Errors
    /// A key both have.
    pub fn merged(&self, other: &Pack) -> Result<Pack, PackError> {
        let mut messages = self.messages.clone();
        for (key, name, message) in &other.messages {
            insert_sorted(&mut messages, (*key, name.clone()), message.clone(), 0)?;
        }
        Ok(Pack { messages })
    }

    /// The message of `key`.
    pub fn get(&self, key: Key) -> Option<&Message> {
        let index = self
            .messages
            .binary_search_by(|(k, _, _)| k.cmp(&key))
            .ok()?;
        Some(&self.messages[index].2)
    }

    /// Every message's name as the pack writes it.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.iter().map(|(_, name, _)| &**name)
    }

    /// The variables the message of `key` uses (selectors' included), sorted, without repeats.
    pub fn variables(&self, key: &str) -> Vec<String> {
        let mut names = Vec::new();
        if let Some(Message::Pattern(p)) = self.get(key_of_name(key)) {
            collect_variables(p, &mut names);
        }
        names.sort();
        names.dedup();
        names
    }
}

/// The key of a message named `name` in a pack: the hash a shipped pack writes (`k` and eight hex
/// digits), else the hash of the name.
fn key_of_name(name: &str) -> Key {
    match name.strip_prefix('k') {
        Some(hex)
            if hex.len() == 8 && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) =>
        {
            Key(u32::from_str_radix(hex, 16).unwrap_or_default())
        }
        _ => Key::of(name),
    }
}

/// Puts a message at its place in the sorted `messages` (no sort routine: each costs a wasm module
/// kilobytes); two names of one key are refused.
fn insert_sorted(
    messages: &mut Vec<(Key, Box<str>, Message)>,
    (key, name): (Key, Box<str>),
    message: Message,
    line: usize,
) -> Result<(), PackError> {
    match messages.binary_search_by(|(k, _, _)| k.cmp(&key)) {
        Ok(_) => Err(PackError::Duplicate {
            key: name.to_string(),
            line,
        }),
        Err(at) => {
            messages.insert(at, (key, name, message));
            Ok(())
        }
    }
}

fn collect_variables(pattern: &Pattern, names: &mut Vec<String>) {
    for element in pattern {
        match element {
            Element::Variable(v) => names.push(v.clone()),
            Element::Select {
                variable, variants, ..
            } => {
                names.push(variable.clone());
                for (_, p) in variants {
                    collect_variables(p, names);
                }
            }
            Element::Text(_) | Element::Term(_) => {}
        }
    }
}

/// `pattern` with each term replaced by its text, neighbouring texts joined.
fn resolve_terms(
    pattern: Pattern,
    terms: &[(String, String)],
    line: usize,
) -> Result<Pattern, PackError> {
    let mut out: Pattern = Vec::new();
    for element in pattern {
        let element = match element {
            Element::Term(id) => match terms.iter().find(|(t, _)| *t == id) {
                Some((_, text)) => Element::Text(text.clone()),
                None => return Err(PackError::Term { term: id, line }),
            },
            Element::Select {
                variable,
                variants,
                default,
            } => Element::Select {
                variable,
                variants: variants
                    .into_iter()
                    .map(|(k, p)| Ok((k, resolve_terms(p, terms, line)?)))
                    .collect::<Result<_, PackError>>()?,
                default,
            },
            other => other,
        };
        match (element, out.last_mut()) {
            (Element::Text(t), Some(Element::Text(last))) => last.push_str(&t),
            (element, _) => out.push(element),
        }
    }
    Ok(out)
}

/// A part of a language's texts: the messages of one wasm module, `assets/i18n/<code>/<part>.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The app's (which the other modules' pages use too).
    App,
    /// Learn's module: Learn and the rules help.
    Learn,
    /// Live play's module.
    Live,
}

impl Part {
    /// Every part.
    pub const ALL: [Part; 3] = [Part::App, Part::Learn, Part::Live];

    /// Its file name's stem.
    pub const fn name(self) -> &'static str {
        match self {
            Part::App => "app",
            Part::Learn => "learn",
            Part::Live => "live",
        }
    }

    const fn index(self) -> usize {
        match self {
            Part::App => 0,
            Part::Learn => 1,
            Part::Live => 2,
        }
    }
}

/// A language's installed messages and which parts they came from.
#[derive(Clone, Copy, Default)]
struct Installed {
    pack: Option<&'static Pack>,
    parts: [bool; Part::ALL.len()],
}

thread_local! {
    /// The packs installed in this wasm module, by [`super::Lang::index`].
    static PACKS: RefCell<[Installed; super::Lang::ALL.len()]> = RefCell::new(Default::default());
}

/// Adds the messages of `lang`'s `part`, read from `text`, to the language's pack (kept for the
/// module's life); a part installed before is left as it is.
///
/// # Errors
/// What makes the text unreadable ([`Pack::read`]), or a key another part has.
pub fn install(lang: super::Lang, part: Part, text: &str) -> Result<(), PackError> {
    let now = PACKS.with(|packs| packs.borrow()[lang.index()]);
    if now.parts[part.index()] {
        return Ok(());
    }
    let read = Pack::read(text)?;
    let pack = match now.pack {
        Some(pack) => pack.merged(&read)?,
        None => read,
    };
    let pack: &'static Pack = Box::leak(Box::new(pack));
    PACKS.with(|packs| {
        let installed = &mut packs.borrow_mut()[lang.index()];
        installed.pack = Some(pack);
        installed.parts[part.index()] = true;
    });
    Ok(())
}

/// Whether `lang`'s `part` is installed.
pub fn has_part(lang: super::Lang, part: Part) -> bool {
    PACKS.with(|packs| packs.borrow()[lang.index()].parts[part.index()])
}

/// The pack of `lang`, if a part is installed. Unit tests install the shipped packs when first asked.
pub fn installed(lang: super::Lang) -> Option<&'static Pack> {
    #[cfg(test)]
    for part in Part::ALL {
        if !has_part(lang, part) {
            install(lang, part, super::bundled::source(lang, part)).expect("a shipped pack reads");
        }
    }
    PACKS.with(|packs| packs.borrow()[lang.index()].pack)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_messages_and_puts_terms_in_place() {
        let pack = Pack::read("-khun = khun\nmove = The { -khun } moves\nside = { $side } wins\n")
            .unwrap();
        assert!(matches!(
            pack.get(Key::of("move")),
            Some(Message::Plain(text)) if &**text == "The khun moves"
        ));
        assert!(matches!(
            pack.get(Key::of("side")),
            Some(Message::Pattern(_))
        ));
        assert_eq!(pack.variables("side"), ["side"]);
        assert!(pack.get(Key::of("khun")).is_none());
        let mut names: Vec<_> = pack.keys().collect();
        names.sort_unstable();
        assert_eq!(names, ["move", "side"]);
    }

    #[test]
    fn merges_parts_and_refuses_a_key_two_parts_have() {
        let app = Pack::read("b = 2\nd = 4\n").unwrap();
        let learn = Pack::read("a = 1\nc = 3\n").unwrap();
        let both = app.merged(&learn).unwrap();
        let mut names: Vec<_> = both.keys().collect();
        names.sort_unstable();
        assert_eq!(names, ["a", "b", "c", "d"]);
        assert!(matches!(
            both.merged(&Pack::read("c = again").unwrap()),
            Err(PackError::Duplicate { .. })
        ));
    }

    #[test]
    fn reads_the_hashed_names_of_a_shipped_pack() {
        let shipped = format!("k{:08x} = Draw\n", Key::of("status-draw").0);
        let pack = Pack::read(&shipped).unwrap();
        assert!(matches!(
            pack.get(Key::of("status-draw")),
            Some(Message::Plain(text)) if &**text == "Draw"
        ));
    }

    #[test]
    fn refuses_duplicates_and_unknown_terms() {
        assert_eq!(
            Pack::read("a = x\nb = y\na = z\n").unwrap_err(),
            PackError::Duplicate {
                key: "a".into(),
                line: 3
            }
        );
        assert!(matches!(
            Pack::read("a = { -nothing }").unwrap_err(),
            PackError::Term { .. }
        ));
        assert!(matches!(
            Pack::read("-t = { $x }").unwrap_err(),
            PackError::Term { .. }
        ));
    }
}
