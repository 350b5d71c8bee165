use std::path::Path;

use makruk_core::{
    parse_pgn, Color, CountingError, EndReason, FenError, FenField, Outcome, PgnError, Position,
    RecordError, RecordedResult, ResultError, RuleOptionError, SanError, Square, Variant,
};

use super::*;
use crate::testing::assert_each_kind;
use crate::text::testing::assert_in_every_language;

fn uci(text: &str) -> Move {
    text.parse().expect("a UCI move")
}

fn san_errors() -> Vec<SanError> {
    let syntax = |problem| SanError::Syntax {
        san: "Kz9".into(),
        problem,
    };
    let errors = vec![
        SanError::Empty,
        syntax("unknown promotion piece"),
        syntax("no target square"),
        syntax("misplaced file letter"),
        syntax("misplaced rank digit"),
        syntax("unexpected character"),
        syntax("a problem the core may name one day"),
        SanError::Illegal { san: "Kxe1".into() },
        SanError::Ambiguous {
            san: "Nd2".into(),
            candidates: vec![uci("b1d2"), uci("f3d2")],
        },
    ];
    for error in &errors {
        match error {
            SanError::Empty
            | SanError::Syntax { .. }
            | SanError::Illegal { .. }
            | SanError::Ambiguous { .. } => {}
        }
    }
    assert_each_kind(&errors, 4);
    errors
}

fn rule_option_errors() -> Vec<RuleOptionError> {
    let unknown = |option| RuleOptionError::UnknownValue {
        option,
        value: "x".into(),
    };
    let errors = vec![
        RuleOptionError::NotInVariant {
            option: "Sutras",
            variant: Variant::Asean,
        },
        unknown("Sutras"),
        unknown("OukRights"),
        unknown("Repetition"),
        unknown("Tomorrow"),
        RuleOptionError::NotInVariant {
            option: "RuleSet",
            variant: Variant::Cambodian,
        },
        RuleOptionError::NotInRuleSet {
            option: "Sutras",
            rule_set: makruk_core::RuleSet::Walker,
        },
    ];
    for error in &errors {
        match error {
            RuleOptionError::NotInVariant { .. }
            | RuleOptionError::UnknownValue { .. }
            | RuleOptionError::NotInRuleSet { .. } => {}
        }
    }
    assert_each_kind(&errors, 3);
    errors
}

const COUNTING_ERRORS: [CountingError; 6] = [
    CountingError::NotManual,
    CountingError::NotApplicable,
    CountingError::AlreadyCounting,
    CountingError::NotCounting,
    CountingError::NotYourCount,
    CountingError::GameOver,
];

fn result_errors() -> Vec<ResultError> {
    let errors = vec![
        ResultError::Over(Outcome {
            winner: Some(Color::White),
            reason: EndReason::Checkmate,
        }),
        ResultError::Recorded(RecordedResult::DrawAgreed),
    ];
    for error in &errors {
        match error {
            ResultError::Over(_) | ResultError::Recorded(_) => {}
        }
    }
    errors
}

fn record_errors() -> Vec<RecordError> {
    let mut errors = vec![
        RecordError::Start(FenError::RankCount(7)),
        RecordError::Options(rule_option_errors()[0].clone()),
        RecordError::Move {
            ply: 3,
            mv: uci("e3e4"),
        },
        RecordError::ActionOrder { ply: 4 },
        RecordError::ActionAfterEnd { ply: 9, moves: 8 },
    ];
    for action in [CountAction::Start, CountAction::Stop] {
        errors.extend(COUNTING_ERRORS.map(|error| RecordError::Counting {
            ply: 1,
            action,
            error,
        }));
    }
    for result in [
        RecordedResult::Resignation(Color::Black),
        RecordedResult::DrawAgreed,
        RecordedResult::TimeForfeit(Color::White),
    ] {
        errors.extend(
            result_errors()
                .into_iter()
                .map(|error| RecordError::Result { result, error }),
        );
    }
    for error in &errors {
        match error {
            RecordError::Start(_)
            | RecordError::Options(_)
            | RecordError::Move { .. }
            | RecordError::Counting { .. }
            | RecordError::ActionOrder { .. }
            | RecordError::ActionAfterEnd { .. }
            | RecordError::Result { .. } => {}
        }
    }
    assert_each_kind(&errors, 7);
    errors
}

fn pgn_errors() -> Vec<PgnError> {
    let tag = |problem| PgnError::Tag { line: 2, problem };
    let mut errors = vec![
        PgnError::Empty,
        tag("missing tag name"),
        tag("the value must be in double quotes"),
        tag("unterminated tag value"),
        tag("missing ']'"),
        tag("a movetext has no tags"),
        tag("a problem the core may name one day"),
        PgnError::UnknownVariant("chess".into()),
        PgnError::Fen(FenError::Empty),
        PgnError::Unclosed { what: '{', line: 3 },
        PgnError::Unclosed { what: '(', line: 3 },
        PgnError::UnbalancedParenthesis { line: 4 },
        PgnError::VariationWithoutMove { line: 5 },
        PgnError::CountingTag("sometimes".into()),
        PgnError::CountCommand("pause".into()),
    ];
    for color in Color::ALL {
        errors.extend(san_errors().into_iter().map(|error| PgnError::Move {
            number: 12,
            color,
            token: "Kxe1".into(),
            error,
        }));
    }
    errors.extend(record_errors().into_iter().map(PgnError::Record));
    errors.extend(rule_option_errors().into_iter().map(PgnError::RuleOption));
    for error in &errors {
        match error {
            PgnError::Empty
            | PgnError::Tag { .. }
            | PgnError::UnknownVariant(_)
            | PgnError::Fen(_)
            | PgnError::Move { .. }
            | PgnError::Unclosed { .. }
            | PgnError::UnbalancedParenthesis { .. }
            | PgnError::VariationWithoutMove { .. }
            | PgnError::CountingTag(_)
            | PgnError::CountCommand(_)
            | PgnError::Record(_)
            | PgnError::RuleOption(_) => {}
        }
    }
    assert_each_kind(&errors, 12);
    errors
}

#[test]
fn every_core_error_has_its_message_in_every_language() {
    for error in pgn_errors() {
        assert_in_every_language(&format!("{error:?}"), |lang| {
            pgn_error_text(lang, &error, Variant::Makruk)
        });
    }
    for error in COUNTING_ERRORS {
        assert_in_every_language(&format!("{error:?}"), |lang| {
            counting_error_text(lang, error).to_string()
        });
    }
}

/// The words the rules core's source gives as the `arg`th argument (from 0) of each call of
/// `call` (`malformed(`) when it is a string literal.
fn literal_arguments(source: &str, call: &str, arg: usize) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    for (at, _) in code.match_indices(call) {
        let (mut depth, mut args, mut current, mut in_string) =
            (0, Vec::new(), String::new(), false);
        let mut escaped = false;
        for c in code[at + call.len()..].chars() {
            if in_string {
                in_string = escaped || c != '"';
                escaped = c == '\\' && !escaped;
            } else {
                match c {
                    '"' => in_string = true,
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' | ';' if depth == 0 => break,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => {
                        args.push(std::mem::take(&mut current));
                        continue;
                    }
                    _ => {}
                }
            }
            current.push(c);
        }
        args.push(current);
        if let Some(text) = args
            .get(arg)
            .map(|a| a.trim())
            .and_then(|a| a.strip_prefix('"')?.strip_suffix('"'))
        {
            found.push(text.to_string());
        }
    }
    assert!(
        !found.is_empty(),
        "no `{call}` with a literal in the core's source"
    );
    found
}

fn core_source(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/makruk-core/src")
        .join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_word_the_core_gives_a_problem_has_its_message() {
    let fen = core_source("fen.rs");
    let mut expected = literal_arguments(&fen, "malformed(", 2);
    expected.extend(literal_arguments(&fen, "let expected = ", 0));
    for words in &expected {
        for lang in Lang::ALL {
            assert!(
                fen_expected_text(lang, words).is_some(),
                "fen.rs expects “{words}”: no message"
            );
        }
        let error = FenError::Malformed {
            field: FenField::Turn,
            found: "x".into(),
            expected: Box::leak(words.clone().into_boxed_str()),
        };
        assert_in_every_language(words, |lang| fen_error_text(lang, &error, Variant::Makruk));
    }
    let mut problems = literal_arguments(&core_source("pgn.rs"), "bad(", 0);
    problems.extend(literal_arguments(&core_source("pgn.rs"), "problem: ", 0));
    for problem in problems {
        assert!(
            tag_problem_text(Lang::En, &problem).is_some(),
            "pgn.rs: “{problem}” has no message"
        );
    }
    for problem in literal_arguments(&core_source("san.rs"), "syntax(san, ", 0) {
        assert!(
            san_problem_text(Lang::En, &problem).is_some(),
            "san.rs: “{problem}” has no message"
        );
    }
}

#[test]
fn english_reads_as_the_cores_own_words() {
    let pgn = |text: &str| {
        parse_pgn(text)
            .and_then(|game| game.to_record())
            .expect_err("refused")
    };
    let english = |error: &PgnError| pgn_error_text(Lang::En, error, Variant::Makruk);
    for text in [
        "1. e4 Kxe1 *",
        "1. e4 e5 2. Nd2 Kxe1 3. Nc4 *",
        "[Event x]\n1. e4 *",
        "1. e4 { a comment\n",
        "1. e4 ) *",
        "[Variant \"chess\"]\n1. e4 *",
        "[Counting \"sometimes\"]\n1. e4 *",
    ] {
        let error = pgn(text);
        assert_eq!(english(&error), error.to_string(), "{text}");
    }
    let ambiguous = SanError::Ambiguous {
        san: "Nd2".into(),
        candidates: vec![uci("b1d2"), uci("f3d2")],
    };
    assert_eq!(san_error_text(Lang::En, &ambiguous), ambiguous.to_string());
    for error in rule_option_errors().into_iter().take(4) {
        assert_eq!(rule_option_error_text(Lang::En, &error), error.to_string());
    }
    for error in COUNTING_ERRORS {
        assert_eq!(counting_error_text(Lang::En, error), error.to_string());
    }
    let malformed = Position::from_fen(Variant::Makruk, "8/8/8/8/8/8/8/8 x").unwrap_err();
    assert_eq!(
        fen_error_text(Lang::En, &malformed, Variant::Makruk),
        "The side to move of the FEN cannot be read: found “x”, expected w or b."
    );
    assert_eq!(
        fen_error_text(Lang::Km, &malformed, Variant::Makruk),
        "មិនអាចអានផ្នែកខាងដែលត្រូវដើរនៃ FEN បានទេ៖ បានឃើញ “x” ប៉ុន្តែត្រូវការ w ឬ b។"
    );
}

fn fen_problem(variant: Variant, fen: &str) -> FenError {
    Position::from_fen(variant, fen).expect_err("an impossible position")
}

#[test]
fn every_fen_problem_gets_a_sentence_in_english_and_thai() {
    let errors = [
        "",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/RRR1K3 w - - 0 1",
        "4k3/8/P7/8/8/8/8/4K3 w - - 0 1",
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w DE - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x",
    ]
    .map(|fen| fen_problem(Variant::Makruk, fen));
    let dealt_in_makruk = fen_problem(Variant::Cambodian, "4k3/8/8/8/8/8/8/4K3 w D - 0 1");
    for error in errors.iter().chain([&dealt_in_makruk]) {
        let en = fen_error_text(Lang::En, error, Variant::Makruk);
        let th = fen_error_text(Lang::Th, error, Variant::Makruk);
        assert!(en.ends_with('.') || en.ends_with('”'), "{en}");
        assert_ne!(en, th);
        assert!(!th.is_empty());
    }
}

#[test]
fn fen_sentences_name_the_problem() {
    let khuns = [
        (Color::Black, 0, "Black has no khun", "ฝ่ายดำไม่มีขุน"),
        (Color::White, 2, "White has 2 khuns", "ฝ่ายขาวมีขุน 2 ตัว"),
    ];
    for (color, count, en, th) in khuns {
        let error = FenError::KhunCount { color, count };
        assert_eq!(
            fen_error_text(Lang::En, &error, Variant::Makruk),
            format!("{en}: each side needs exactly one.")
        );
        assert_eq!(
            fen_error_text(Lang::Th, &error, Variant::Makruk),
            format!("{th} แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี")
        );
    }
    let bia = FenError::BiaOnPromotionRank(Square::from_name("c6").expect("square"));
    assert!(fen_error_text(Lang::En, &bia, Variant::Makruk).contains("c6"));
    let too_many_rueas = |color| FenError::TooManyPieces {
        color,
        role: Role::Ruea,
    };
    let rueas = too_many_rueas(Color::White);
    assert!(fen_error_text(Lang::En, &rueas, Variant::Makruk)
        .contains("a set has only 2, and a bia cannot promote to one"));
    assert!(fen_error_text(Lang::En, &rueas, Variant::Asean).contains("a bia that promoted"));
    assert!(
        fen_error_text(Lang::En, &too_many_rueas(Color::Black), Variant::Sittuyin)
            .contains("Black has too many chariots")
    );
    let placed = fen_problem(
        Variant::Sittuyin,
        "8/8/4pppp/pppp4/4PPPP/PPPP4/3R4/8[KFRSSNNkfrrssnn] b - - 0 1",
    );
    assert_eq!(
        placed,
        FenError::SetupPlacement(Square::from_name("d2").expect("square"))
    );
    assert!(fen_error_text(Lang::En, &placed, Variant::Sittuyin)
        .contains("chariots on the back rank only"));
}
