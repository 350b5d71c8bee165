//! The part of Fluent's syntax (projectfluent.org) the language packs use: messages and terms whose
//! values are text with placeables — a variable `{ $side }`, a term `{ -khun }`, a string literal
//! `{ "{" }` and a selector on a variable `{ $count -> [one] … *[other] … }` — written on one line or on
//! indented lines after it; comments. Attributes and functions are refused with the line they are on.

/// A piece of a message's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// Text as it is.
    Text(String),
    /// A variable, `{ $name }`.
    Variable(String),
    /// A term, `{ -name }`, replaced by the term's value when the pack is read.
    Term(String),
    /// `{ $name -> [key] … *[other] … }`: the variant whose key is the variable's value (a number
    /// or its plural category), else the default.
    Select {
        /// The variable chosen on.
        variable: String,
        /// Each variant's key and value.
        variants: Vec<(String, Pattern)>,
        /// The index of the default variant (`*[…]`).
        default: usize,
    },
}

/// A message's value: its elements in order.
pub type Pattern = Vec<Element>;

/// An entry of a resource: a message (`key = …`) or a term (`-key = …`, `term` set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The identifier, without a term's `-`.
    pub id: String,
    /// Whether it is a term.
    pub term: bool,
    /// The value.
    pub value: Pattern,
    /// The line it starts on (1-based).
    pub line: usize,
}

/// What makes a resource unreadable, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The line (1-based).
    pub line: usize,
    /// What is wrong.
    pub what: &'static str,
}

impl core::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

/// Reads a resource: its entries in order.
///
/// # Errors
/// The first line the subset cannot read.
pub fn parse(text: &str) -> Result<Vec<Entry>, SyntaxError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut entries = Vec::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        let number = index + 1;
        index += 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            return Err(SyntaxError {
                line: number,
                what: "an indented line outside a message",
            });
        }
        let (term, rest) = match line.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        let Some((id, inline)) = rest.split_once('=') else {
            return Err(SyntaxError {
                line: number,
                what: "expected `key = value`",
            });
        };
        let id = id.trim_end();
        if !is_identifier(id) {
            return Err(SyntaxError {
                line: number,
                what: "a key is a letter then letters, digits, - or _",
            });
        }
        // The value's indented lines, blank lines kept where an indented line follows them.
        let mut block = Vec::new();
        let mut end = index;
        while end < lines.len() {
            let next = lines[end];
            // A selector's closing brace may stand at the start of its line.
            if (next.starts_with([' ', '\t']) && !next.trim().is_empty()) || next.starts_with('}') {
                block.push(next);
                end += 1;
                index = end;
            } else if next.trim().is_empty() {
                block.push("");
                end += 1;
            } else {
                break;
            }
        }
        while block.last() == Some(&"") {
            block.pop();
        }
        let indent = block
            .iter()
            .filter(|l| !l.is_empty() && !l.trim_start().starts_with('}'))
            .map(|l| l.len() - l.trim_start().len())
            .min()
            .unwrap_or(0);
        let mut source = inline.trim_start().to_string();
        for (offset, l) in block.iter().enumerate() {
            let body = if l.trim_start().starts_with('}') {
                l.trim_start()
            } else {
                l.get(indent..).unwrap_or_default()
            };
            if body.starts_with('.') {
                return Err(SyntaxError {
                    line: number + offset + 1,
                    what: "attributes are not supported",
                });
            }
            if !source.is_empty() || offset > 0 {
                source.push('\n');
            }
            source.push_str(body);
        }
        let mut reader = Reader {
            chars: source.chars().collect(),
            at: 0,
            line: number,
        };
        let value = reader.pattern(false)?;
        if reader.at < reader.chars.len() {
            return Err(reader.error("unexpected `}`"));
        }
        if value.is_empty() {
            return Err(SyntaxError {
                line: number,
                what: "a message without a value",
            });
        }
        entries.push(Entry {
            id: id.to_string(),
            term,
            value,
            line: number,
        });
    }
    Ok(entries)
}

/// Adds `text` to the pattern, joined to a text element before it.
fn push_text(elements: &mut Pattern, text: String) {
    if text.is_empty() {
        return;
    }
    match elements.last_mut() {
        Some(Element::Text(last)) => last.push_str(&text),
        _ => elements.push(Element::Text(text)),
    }
}

/// Whether `s` is a Fluent identifier: `[a-zA-Z][a-zA-Z0-9_-]*`.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// A value being read, character by character.
struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
}

impl Reader {
    fn error(&self, what: &'static str) -> SyntaxError {
        let line = self.line
            + self.chars[..self.at.min(self.chars.len())]
                .iter()
                .filter(|&&c| c == '\n')
                .count();
        SyntaxError { line, what }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Whether a variant's key (`[`, `*[`) or the end of a selector (`}`) starts the next line.
    fn at_variant_end(&self) -> bool {
        let rest = self.chars[self.at + 1..]
            .iter()
            .skip_while(|c| **c == ' ' || **c == '\t');
        matches!(rest.clone().next(), Some('[' | '*' | '}'))
    }

    /// A pattern, up to a `}` (left unread) or, in a variant, up to the next variant or the selector's end.
    fn pattern(&mut self, in_variant: bool) -> Result<Pattern, SyntaxError> {
        let mut elements: Pattern = Vec::new();
        let mut text = String::new();
        // The length of the last text element up to the end of its last string literal: the pattern's
        // trailing blanks are trimmed, a literal's never.
        let mut kept_literal = 0;
        while let Some(c) = self.peek() {
            match c {
                '}' => break,
                '\n' if in_variant && self.at_variant_end() => break,
                '{' => {
                    self.at += 1;
                    push_text(&mut elements, core::mem::take(&mut text));
                    match self.placeable()? {
                        Element::Text(literal) => {
                            push_text(&mut elements, literal);
                            if let Some(Element::Text(last)) = elements.last() {
                                kept_literal = last.len();
                            }
                        }
                        element => {
                            elements.push(element);
                            kept_literal = 0;
                        }
                    }
                }
                _ => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
        let joins_last = matches!(elements.last(), Some(Element::Text(_)));
        if !joins_last {
            kept_literal = 0;
        }
        push_text(&mut elements, text);
        if let Some(Element::Text(last)) = elements.last_mut() {
            let kept = last.trim_end().len().max(kept_literal);
            last.truncate(kept);
            if last.is_empty() {
                elements.pop();
            }
        }
        Ok(elements)
    }

    fn skip_blank(&mut self, newlines: bool) {
        while let Some(c) = self.peek() {
            if c == ' ' || c == '\t' || (newlines && c == '\n') {
                self.at += 1;
            } else {
                break;
            }
        }
    }

    fn identifier(&mut self) -> Result<String, SyntaxError> {
        let start = self.at;
        while let Some(c) = self.peek() {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                self.at += 1;
            } else {
                break;
            }
        }
        let id: String = self.chars[start..self.at].iter().collect();
        if is_identifier(&id) {
            Ok(id)
        } else {
            Err(self.error("expected a name"))
        }
    }

    fn expect(&mut self, c: char, what: &'static str) -> Result<(), SyntaxError> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(what))
        }
    }

    /// A placeable after its `{`, up to and with its `}`.
    fn placeable(&mut self) -> Result<Element, SyntaxError> {
        self.skip_blank(true);
        let element = match self.peek() {
            Some('"') => {
                self.at += 1;
                let mut literal = String::new();
                loop {
                    match self.peek() {
                        Some('"') => break,
                        Some('\\') => {
                            self.at += 1;
                            match self.peek() {
                                Some(c @ ('"' | '\\')) => literal.push(c),
                                _ => return Err(self.error("only \\\" and \\\\ are escapes")),
                            }
                        }
                        Some('\n') | None => return Err(self.error("an unclosed string")),
                        Some(c) => literal.push(c),
                    }
                    self.at += 1;
                }
                self.at += 1;
                Element::Text(literal)
            }
            Some('$') => {
                self.at += 1;
                let variable = self.identifier()?;
                self.skip_blank(true);
                if self.peek() == Some('-') {
                    self.at += 1;
                    self.expect('>', "expected `->`")?;
                    self.select(variable)?
                } else {
                    Element::Variable(variable)
                }
            }
            Some('-') => {
                self.at += 1;
                Element::Term(self.identifier()?)
            }
            _ => return Err(self.error("a placeable is a $variable, a -term or a \"string\"")),
        };
        self.skip_blank(true);
        self.expect('}', "expected `}`")?;
        Ok(element)
    }

    /// A selector's variants after its `->`, up to its `}` (left unread).
    fn select(&mut self, variable: String) -> Result<Element, SyntaxError> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank(true);
            match self.peek() {
                Some('}') => break,
                Some('*') => {
                    if default.is_some() {
                        return Err(self.error("two default variants"));
                    }
                    default = Some(variants.len());
                    self.at += 1;
                }
                Some('[') => {}
                _ => return Err(self.error("expected a variant `[key]`")),
            }
            self.expect('[', "expected `[`")?;
            self.skip_blank(false);
            let start = self.at;
            while self
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                self.at += 1;
            }
            let key: String = self.chars[start..self.at].iter().collect();
            if key.is_empty() {
                return Err(self.error("a variant's key is a name or a number"));
            }
            self.skip_blank(false);
            self.expect(']', "expected `]`")?;
            self.skip_blank(false);
            let value = self.pattern(true)?;
            variants.push((key, value));
        }
        let Some(default) = default else {
            return Err(self.error("a selector needs a default variant `*[…]`"));
        };
        Ok(Element::Select {
            variable,
            variants,
            default,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Pattern {
        let entries = parse(text).unwrap();
        entries.into_iter().next().unwrap().value
    }

    #[test]
    fn reads_text_variables_terms_and_literals() {
        assert_eq!(value("a = Hello"), vec![Element::Text("Hello".into())]);
        assert_eq!(
            value("a = { $side } to move"),
            vec![
                Element::Variable("side".into()),
                Element::Text(" to move".into())
            ]
        );
        assert_eq!(
            value("a = The { -khun } moves {\"{\"}x"),
            vec![
                Element::Text("The ".into()),
                Element::Term("khun".into()),
                Element::Text(" moves {x".into())
            ]
        );
    }

    #[test]
    fn keeps_the_blanks_of_string_literals() {
        assert_eq!(
            value("a = Rating{\" \"}"),
            vec![Element::Text("Rating ".into())]
        );
        assert_eq!(
            value("a = {\" \"}and{\" \"}  "),
            vec![Element::Text(" and ".into())]
        );
        assert_eq!(
            value("a = { $x ->\n    [one] one{\" \"}\n   *[other] x\n}"),
            vec![Element::Select {
                variable: "x".into(),
                variants: vec![
                    ("one".into(), vec![Element::Text("one ".into())]),
                    ("other".into(), vec![Element::Text("x".into())])
                ],
                default: 1
            }]
        );
    }

    #[test]
    fn joins_indented_lines() {
        let text = "a =\n    First line\n    second line\n\nb = x\n";
        let entries = parse(text).unwrap();
        assert_eq!(
            entries[0].value,
            vec![Element::Text("First line\nsecond line".into())]
        );
        assert_eq!(entries[1].id, "b");
        assert_eq!(entries[1].line, 5);
    }

    #[test]
    fn reads_selectors() {
        let text = "a = { $n ->\n    [one] one move\n   *[other] { $n } moves\n}\n";
        let Element::Select {
            variable,
            variants,
            default,
        } = &value(text)[0]
        else {
            panic!("not a selector");
        };
        assert_eq!(variable, "n");
        assert_eq!(*default, 1);
        assert_eq!(
            variants[0],
            ("one".into(), vec![Element::Text("one move".into())])
        );
        assert_eq!(
            variants[1].1,
            vec![
                Element::Variable("n".into()),
                Element::Text(" moves".into())
            ]
        );
    }

    #[test]
    fn refuses_what_it_cannot_read_with_the_line() {
        for (text, line) in [
            ("a = ok\nb", 2),
            ("a = { $x", 1),
            ("1a = x", 1),
            ("a =\n    x\n    .title = y", 3),
            ("a = { $n ->\n  [one] x\n}", 3),
            ("a =", 1),
            ("  a = x", 1),
            ("a = x }", 1),
        ] {
            assert_eq!(parse(text).unwrap_err().line, line, "{text:?}");
        }
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        let entries = parse("# c\n## group\n\n-term = T\nmsg = { -term }!\n").unwrap();
        assert_eq!(entries.len(), 2);
        assert!(entries[0].term);
    }
}
