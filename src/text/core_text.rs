//! The rules core's outcomes and errors (FEN, SAN, PGN, a record's replay, rule options, counting
//! and results) in the interface language. The core knows no interface: its `Display`
//! texts are English, for the native tools; the page shows these instead.
use makruk_core::{
    Color, CountAction, CountingError, EndReason, FenError, FenField, Move, Outcome, PgnError,
    RecordError, RecordedResult, ResultError, Role, RuleOptionError, SanError, Variant,
};

use crate::text::{Key, Lang};
use crate::tr;

/// What a FEN field expects, from the core's words ([`makruk_core::FenError::Malformed`]'s `expected`); `None`
/// for words this list lacks (a test keeps it complete).
pub fn fen_expected_text(lang: Lang, expected: &str) -> Option<String> {
    let limit = |prefix: &str, suffix: &str| {
        expected
            .strip_prefix(prefix)?
            .strip_suffix(suffix)?
            .parse::<u32>()
            .ok()
    };
    if let Some(limit) = limit("a limit of at most ", " plies") {
        return Some(tr!(
            lang,
            "core-error-fen-expected-counting-limit-at-most",
            limit = limit
        ));
    }
    if let Some(limit) = limit("at most ", "") {
        return Some(tr!(lang, "core-error-fen-expected-at-most", limit = limit));
    }
    let key = match expected {
        "a number" => lang.t(crate::key!("core-error-fen-expected-number")),
        "a number below 2^32" => lang.t(crate::key!("core-error-fen-expected-number-below-2-32")),
        "w or b" => lang.t(crate::key!("core-error-fen-expected-turn")),
        "the pieces in hand in brackets after the placement, such as [] or [KSFRNksfrn]" => {
            lang.t(crate::key!("core-error-fen-expected-hand-after-placement"))
        }
        "pieces in hand such as [KSFRNksfrn], closed by ]" => {
            lang.t(crate::key!("core-error-fen-expected-hand"))
        }
        "digits 1 to 8 for empty squares" => {
            lang.t(crate::key!("core-error-fen-expected-empty-squares"))
        }
        "'~' only after a promoted piece" => {
            lang.t(crate::key!("core-error-fen-expected-promoted-mark"))
        }
        "piece letters KMSNRP (or Q, B), digits and '/'" => {
            lang.t(crate::key!("core-error-fen-expected-placement"))
        }
        "'-' or file letters such as DEde" => lang.t(crate::key!("core-error-fen-expected-rights")),
        "'-' or a counting limit in plies" => {
            lang.t(crate::key!("core-error-fen-expected-counting-limit"))
        }
        "checks remaining such as 1+1" | "1+1" => {
            lang.t(crate::key!("core-error-fen-expected-checks"))
        }
        _ => return None,
    };
    Some(key.to_string())
}

/// What is wrong with a move's SAN, from the core's words ([`SanError::Syntax`]'s `problem`).
fn san_problem_text(lang: Lang, problem: &str) -> Option<&'static str> {
    Some(match problem {
        "unknown promotion piece" => lang.t(crate::key!("core-error-san-unknown-promotion")),
        "no target square" => lang.t(crate::key!("core-error-san-no-target-square")),
        "misplaced file letter" => lang.t(crate::key!("core-error-san-misplaced-file")),
        "misplaced rank digit" => lang.t(crate::key!("core-error-san-misplaced-rank")),
        "unexpected character" => lang.t(crate::key!("core-error-san-unexpected-character")),
        _ => return None,
    })
}

/// Why a move's text is refused.
pub fn san_error_text(lang: Lang, error: &SanError) -> String {
    match error {
        SanError::Empty => lang.t(crate::key!("core-error-san-empty")).to_string(),
        SanError::Syntax { san, problem } => match san_problem_text(lang, problem) {
            Some(problem) => tr!(lang, "core-error-san-syntax", san = san, problem = problem),
            None => tr!(lang, "core-error-san-unreadable", san = san),
        },
        SanError::Illegal { san } => tr!(lang, "core-error-san-illegal", san = san),
        SanError::Ambiguous { san, candidates } => tr!(
            lang,
            "core-error-san-ambiguous",
            san = san,
            moves = move_list(lang, candidates)
        ),
    }
}

/// Moves (in UCI, as the core names them) as a list: "e3e4, d2d3".
fn move_list(lang: Lang, moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .reduce(|list, item| tr!(lang, "import-page-list", list = list, item = item))
        .unwrap_or_default()
}

/// What is wrong with a PGN tag pair, from the core's words ([`PgnError::Tag`]'s `problem`).
fn tag_problem_text(lang: Lang, problem: &str) -> Option<&'static str> {
    Some(match problem {
        "missing tag name" => lang.t(crate::key!("core-error-pgn-tag-missing-name")),
        "the value must be in double quotes" => {
            lang.t(crate::key!("core-error-pgn-tag-unquoted-value"))
        }
        "unterminated tag value" => lang.t(crate::key!("core-error-pgn-tag-unterminated-value")),
        "missing ']'" => lang.t(crate::key!("core-error-pgn-tag-missing-bracket")),
        "a movetext has no tags" => lang.t(crate::key!("core-error-pgn-tag-in-movetext")),
        _ => return None,
    })
}

/// Why a PGN text is refused; a FEN in it is read as `variant`'s (which names its pieces).
pub fn pgn_error_text(lang: Lang, error: &PgnError, variant: Variant) -> String {
    match error {
        PgnError::Empty => lang.t(crate::key!("core-error-pgn-empty")).to_string(),
        PgnError::Tag { line, problem } => match tag_problem_text(lang, problem) {
            Some(problem) => tr!(lang, "core-error-pgn-tag", line = *line, problem = problem),
            None => tr!(lang, "core-error-pgn-tag-unreadable", line = *line),
        },
        PgnError::UnknownVariant(name) => {
            tr!(lang, "core-error-pgn-unknown-variant", variant = name)
        }
        PgnError::Fen(error) => tr!(
            lang,
            "core-error-pgn-fen",
            error = fen_error_text(lang, error, variant)
        ),
        PgnError::Move {
            number,
            color,
            token,
            error,
        } => {
            let error = san_error_text(lang, error);
            match color {
                Color::White => tr!(
                    lang,
                    "core-error-pgn-move-white",
                    number = *number,
                    token = token,
                    error = error
                ),
                Color::Black => tr!(
                    lang,
                    "core-error-pgn-move-black",
                    number = *number,
                    token = token,
                    error = error
                ),
            }
        }
        PgnError::Unclosed { what: '(', line } => {
            tr!(lang, "core-error-pgn-unclosed-variation", line = *line)
        }
        PgnError::Unclosed { line, .. } => {
            tr!(lang, "core-error-pgn-unclosed-comment", line = *line)
        }
        PgnError::UnbalancedParenthesis { line } => {
            tr!(lang, "core-error-pgn-unbalanced-parenthesis", line = *line)
        }
        PgnError::VariationWithoutMove { line } => {
            tr!(lang, "core-error-pgn-variation-without-move", line = *line)
        }
        PgnError::CountingTag(value) => {
            tr!(lang, "core-error-pgn-counting-tag", value = value)
        }
        PgnError::CountCommand(value) => {
            tr!(lang, "core-error-pgn-count-command", value = value)
        }
        PgnError::Record(error) => record_error_text(lang, error, variant),
        PgnError::RuleOption(error) => tr!(
            lang,
            "core-error-pgn-rule-option",
            error = rule_option_error_text(lang, error)
        ),
    }
}

/// Why a game record does not replay; its start is read as `variant`'s.
pub fn record_error_text(lang: Lang, error: &RecordError, variant: Variant) -> String {
    match error {
        RecordError::Start(error) => tr!(
            lang,
            "core-error-record-start",
            error = fen_error_text(lang, error, variant)
        ),
        RecordError::Options(error) => tr!(
            lang,
            "core-error-record-options",
            error = rule_option_error_text(lang, error)
        ),
        RecordError::Move { ply, mv } => {
            tr!(
                lang,
                "core-error-record-move",
                ply = *ply,
                uci = mv.to_string()
            )
        }
        RecordError::Counting { ply, action, error } => {
            let error = counting_error_text(lang, *error);
            match action {
                CountAction::Start => {
                    tr!(
                        lang,
                        "core-error-record-count-start",
                        ply = *ply,
                        error = error
                    )
                }
                CountAction::Stop => {
                    tr!(
                        lang,
                        "core-error-record-count-stop",
                        ply = *ply,
                        error = error
                    )
                }
            }
        }
        RecordError::ActionOrder { ply } => {
            tr!(lang, "core-error-record-action-order", ply = *ply)
        }
        RecordError::ActionAfterEnd { ply, moves } => tr!(
            lang,
            "core-error-record-action-after-end",
            ply = *ply,
            moves = *moves
        ),
        RecordError::Result { result, error } => tr!(
            lang,
            "core-error-record-result",
            result = recorded_result_text(lang, *result),
            error = result_error_text(lang, error)
        ),
    }
}

/// Why the rules refuse to start or stop a count.
pub fn counting_error_text(lang: Lang, error: CountingError) -> &'static str {
    match error {
        CountingError::NotManual => lang.t(crate::key!("core-error-counting-not-manual")),
        CountingError::NotApplicable => lang.t(crate::key!("core-error-counting-not-applicable")),
        CountingError::AlreadyCounting => {
            lang.t(crate::key!("core-error-counting-already-counting"))
        }
        CountingError::NotCounting => lang.t(crate::key!("core-error-counting-not-counting")),
        CountingError::NotYourCount => lang.t(crate::key!("core-error-counting-not-your-count")),
        CountingError::GameOver => lang.t(crate::key!("core-error-counting-game-over")),
    }
}

/// A result the players or the clock gave ("White resigned").
pub fn recorded_result_text(lang: Lang, result: RecordedResult) -> String {
    match result {
        RecordedResult::Resignation(side) => {
            tr!(
                lang,
                "core-error-result-resignation",
                side = lang.color(side)
            )
        }
        RecordedResult::DrawAgreed => lang
            .t(crate::key!("core-error-result-draw-agreed"))
            .to_string(),
        RecordedResult::TimeForfeit(side) => {
            tr!(
                lang,
                "core-error-result-time-forfeit",
                side = lang.color(side)
            )
        }
    }
}

/// Why a result cannot be recorded.
pub fn result_error_text(lang: Lang, error: &ResultError) -> String {
    match error {
        ResultError::Over(outcome) => tr!(
            lang,
            "core-error-result-over",
            outcome = outcome_text(lang, *outcome)
        ),
        ResultError::Recorded(result) => tr!(
            lang,
            "core-error-result-recorded",
            result = recorded_result_text(lang, *result)
        ),
    }
}

/// Why a rule option is refused. The option's value is quoted as written; the names of the PGN
/// tags and of their values are notation.
pub fn rule_option_error_text(lang: Lang, error: &RuleOptionError) -> String {
    match error {
        RuleOptionError::NotInVariant { option, variant } => tr!(
            lang,
            "core-error-rule-option-not-in-variant",
            option = match *option {
                "Sutras" => lang.t(crate::key!("common-sutras")),
                "RuleSet" => lang.t(crate::key!("common-walker-rules")),
                other => other,
            },
            variant = lang.variant(*variant)
        ),
        RuleOptionError::NotInRuleSet { option, .. } => tr!(
            lang,
            "core-error-rule-option-not-in-rule-set",
            option = match *option {
                "Sutras" => lang.t(crate::key!("common-sutras")),
                other => other,
            }
        ),
        RuleOptionError::UnknownValue { option, value } => match *option {
            "Sutras" => tr!(lang, "core-error-rule-option-sutras-value", value = value),
            "OukRights" => tr!(
                lang,
                "core-error-rule-option-ouk-rights-value",
                value = value
            ),
            "Repetition" => tr!(
                lang,
                "core-error-rule-option-repetition-value",
                value = value
            ),
            other => tr!(
                lang,
                "core-error-rule-option-unknown-value",
                option = other,
                value = value
            ),
        },
    }
}

/// How many pieces of a kind a set has.
fn set_count(role: Role) -> u32 {
    match role {
        Role::Bia => 8,
        Role::Ma | Role::Khon | Role::Ruea => 2,
        Role::Met | Role::Khun => 1,
    }
}

/// The name of a FEN field in a sentence.
fn field_name(lang: Lang, field: FenField) -> &'static str {
    match field {
        FenField::Board => lang.t(crate::key!("editor-messages-piece-placement")),
        FenField::Hand => lang.t(crate::key!("editor-messages-pieces-in-hand")),
        FenField::Turn => lang.t(crate::key!("editor-messages-side-to-move")),
        FenField::Rights => lang.t(crate::key!("editor-messages-first-move-rights")),
        FenField::CountingLimit => lang.t(crate::key!("editor-messages-counting-limit")),
        FenField::Checks => lang.t(crate::key!("editor-messages-checks-remaining")),
        FenField::Halfmove => lang.t(crate::key!("editor-messages-half-move-clock-or-count")),
        FenField::Fullmove => lang.t(crate::key!("editor-messages-move-number")),
    }
}

/// The key of a piece's name in the plural, as the sentences about too many pieces use it
/// ("khuns", "bia", "chariots").
fn plural_key(role: Role, variant: Variant) -> Key {
    match (variant, role) {
        (Variant::Sittuyin, Role::Khun) => crate::key!("editor-pieces-sittuyin-king"),
        (Variant::Sittuyin, Role::Met) => crate::key!("editor-pieces-sittuyin-general"),
        (Variant::Sittuyin, Role::Khon) => crate::key!("editor-pieces-sittuyin-elephant"),
        (Variant::Sittuyin, Role::Ma) => crate::key!("editor-pieces-sittuyin-horse"),
        (Variant::Sittuyin, Role::Ruea) => crate::key!("editor-pieces-sittuyin-chariot"),
        (Variant::Sittuyin, Role::Bia) => crate::key!("editor-pieces-sittuyin-pawn"),
        (_, Role::Khun) => crate::key!("editor-pieces-khun"),
        (_, Role::Met) => crate::key!("editor-pieces-met"),
        (_, Role::Khon) => crate::key!("editor-pieces-khon"),
        (_, Role::Ma) => crate::key!("editor-pieces-ma"),
        (_, Role::Ruea) => crate::key!("editor-pieces-ruea"),
        (_, Role::Bia) => crate::key!("editor-pieces-bia"),
    }
}

/// Explains why the core rejects a FEN.
pub fn fen_error_text(lang: Lang, error: &FenError, variant: Variant) -> String {
    match error {
        FenError::Empty => lang
            .t(crate::key!("editor-messages-the-fen-is-empty"))
            .to_string(),
        FenError::Malformed {
            field,
            found,
            expected,
        } => match fen_expected_text(lang, expected) {
            Some(expected) => tr!(
                lang,
                "editor-fen-malformed",
                field = field_name(lang, *field),
                found = found,
                expected = expected,
            ),
            None => tr!(
                lang,
                "editor-fen-unreadable",
                field = field_name(lang, *field),
                found = found,
            ),
        },
        FenError::RankCount(n) => tr!(lang, "editor-fen-rank-count", ranks = *n),
        FenError::RankLength { rank, squares } => tr!(
            lang,
            "editor-fen-rank-length",
            rank = *rank,
            squares = *squares,
        ),
        FenError::KhunCount { color, count } => tr!(
            lang,
            "editor-fen-khun-count",
            side = lang.color(*color),
            count = *count,
        ),
        FenError::TooManyPieces { color, role } => too_many(lang, *color, *role, variant),
        FenError::BiaOnPromotionRank(sq) => {
            tr!(
                lang,
                "editor-fen-bia-on-promotion-rank",
                square = sq.to_string()
            )
        }
        FenError::OppositeCheck => lang
            .t(crate::key!("editor-messages-the-side-not-to-move"))
            .to_string(),
        FenError::SetupPlacement(sq) => {
            tr!(lang, "editor-fen-setup-placement", square = sq.to_string())
        }
        FenError::BadRight(c) => tr!(lang, "editor-fen-bad-right", right = c.to_string()),
        FenError::NotInVariant { field, variant } => tr!(
            lang,
            "editor-fen-not-in-variant",
            variant = lang.variant(*variant),
            field = field_name(lang, *field),
        ),
        FenError::TrailingText(text) => tr!(lang, "editor-fen-trailing-text", text = text),
    }
}

/// Explains a side having more pieces of a kind than a set has (counting the bia that promoted).
fn too_many(lang: Lang, color: Color, role: Role, variant: Variant) -> String {
    let side = lang.color(color);
    let pieces = lang.t(plural_key(role, variant));
    let limit = set_count(role);
    if role == Role::Bia {
        tr!(lang, "editor-fen-too-many-bia", side = side)
    } else if variant.rules().promotion_roles.contains(&role) {
        tr!(
            lang,
            "editor-fen-too-many-promoted",
            side = side,
            pieces = pieces,
            limit = limit
        )
    } else {
        tr!(
            lang,
            "editor-fen-too-many",
            side = side,
            pieces = pieces,
            limit = limit
        )
    }
}

/// Why a game ended, in words.
fn reason_text(lang: Lang, reason: EndReason) -> &'static str {
    match reason {
        EndReason::Checkmate => lang.t(crate::key!("status-checkmate")),
        EndReason::Stalemate => lang.t(crate::key!("status-stalemate")),
        EndReason::Counting => lang.t(crate::key!("status-counting-limit-reached")),
        EndReason::MateWhileCounting => lang.t(crate::key!("status-mate-while-still-counting")),
        EndReason::CheckWin => lang.t(crate::key!("status-first-check-wins")),
        EndReason::InsufficientMaterial => lang.t(crate::key!("status-insufficient-material")),
        EndReason::MoveRule => lang.t(crate::key!("status-50-move-rule")),
        EndReason::Repetition => lang.t(crate::key!("status-threefold-repetition")),
    }
}

/// Who won ("White wins"), or the message `draw` when nobody did.
pub fn result_text(lang: Lang, winner: Option<Color>, draw: Key) -> String {
    match winner {
        Some(side) => tr!(lang, "status-wins", side = lang.color(side)),
        None => lang.t(draw).to_string(),
    }
}

/// A finished game's outcome in one sentence: why it ended and who won ("Checkmate — White wins").
pub fn outcome_text(lang: Lang, Outcome { winner, reason }: Outcome) -> String {
    tr!(
        lang,
        "status-over",
        reason = reason_text(lang, reason),
        result = result_text(lang, winner, crate::key!("common-draw"))
    )
}

#[cfg(test)]
mod tests;
