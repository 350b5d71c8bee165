//! Why a set-up position cannot be played, in sentences of the interface language.
use makruk_core::{Color, CountingRule, FenError, FenField, Role, SetupError, Variant};

use crate::core_errors::fen_expected_text;
use crate::i18n::{Key, Lang};
use crate::tr;

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

/// Explains why a set-up cannot be played.
pub fn problem_text(lang: Lang, problem: &SetupError, variant: Variant) -> String {
    match problem {
        SetupError::Fen(error) => fen_error_text(lang, error, variant),
        SetupError::KhunsTouching => lang
            .t(crate::key!("editor-messages-the-two-khuns-stand-next"))
            .to_string(),
        SetupError::BiaBehindStart(sq) => {
            tr!(
                lang,
                "editor-problem-bia-behind-start",
                square = sq.to_string()
            )
        }
        SetupError::CannotCount(color) => {
            let side = lang.color(*color);
            match variant.rules().counting {
                CountingRule::Makruk => {
                    tr!(lang, "editor-problem-cannot-count-makruk", side = side)
                }
                CountingRule::Cambodian => {
                    tr!(lang, "editor-problem-cannot-count-cambodian", side = side)
                }
                CountingRule::Asean => tr!(lang, "editor-problem-cannot-count-asean", side = side),
                CountingRule::None => tr!(lang, "editor-problem-cannot-count-none", side = side),
            }
        }
        SetupError::CountOver { moves, limit } => tr!(
            lang,
            "editor-problem-count-over",
            moves = *moves,
            limit = *limit,
        ),
        SetupError::HandsOutOfTurn { white, black } => tr!(
            lang,
            "editor-problem-hands-out-of-turn",
            white = *white,
            black = *black,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Position, Square};

    fn problem(variant: Variant, fen: &str) -> FenError {
        Position::from_fen(variant, fen).expect_err("an impossible position")
    }

    #[test]
    fn every_core_error_gets_a_sentence_in_both_languages() {
        let errors = [
            problem(Variant::Makruk, ""),
            problem(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            problem(Variant::Makruk, "8/8/8/8/8/8/8 w - - 0 1"),
            problem(Variant::Makruk, "4k3/8/8/8/8/8/8/4K4 w - - 0 1"),
            problem(Variant::Makruk, "8/8/8/8/8/8/8/4K3 w - - 0 1"),
            problem(Variant::Makruk, "4k3/8/8/8/8/8/8/RRR1K3 w - - 0 1"),
            problem(Variant::Makruk, "4k3/8/P7/8/8/8/8/4K3 w - - 0 1"),
            problem(Variant::Makruk, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
            problem(Variant::Cambodian, "4k3/8/8/8/8/8/8/4K3 w D - 0 1"),
            problem(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 w DE - 0 1"),
            problem(Variant::Makruk, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"),
        ];
        for error in &errors {
            let en = fen_error_text(Lang::En, error, Variant::Makruk);
            let th = fen_error_text(Lang::Th, error, Variant::Makruk);
            assert!(en.ends_with('.') || en.ends_with('”'), "{en}");
            assert_ne!(en, th);
            assert!(!th.is_empty());
        }
    }

    #[test]
    fn sentences_name_the_problem() {
        let no_black_khun = FenError::KhunCount {
            color: Color::Black,
            count: 0,
        };
        assert_eq!(
            fen_error_text(Lang::En, &no_black_khun, Variant::Makruk),
            "Black has no khun: each side needs exactly one."
        );
        assert_eq!(
            fen_error_text(Lang::Th, &no_black_khun, Variant::Makruk),
            "ฝ่ายดำไม่มีขุน แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี"
        );
        let two_khuns = FenError::KhunCount {
            color: Color::White,
            count: 2,
        };
        assert_eq!(
            fen_error_text(Lang::En, &two_khuns, Variant::Makruk),
            "White has 2 khuns: each side needs exactly one."
        );
        assert_eq!(
            fen_error_text(Lang::Th, &two_khuns, Variant::Makruk),
            "ฝ่ายขาวมีขุน 2 ตัว แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี"
        );
        let bia = FenError::BiaOnPromotionRank(Square::from_name("c6").expect("square"));
        assert!(fen_error_text(Lang::En, &bia, Variant::Makruk).contains("c6"));
        let rueas = FenError::TooManyPieces {
            color: Color::White,
            role: Role::Ruea,
        };
        assert!(fen_error_text(Lang::En, &rueas, Variant::Makruk)
            .contains("a set has only 2, and a bia cannot promote to one"));
        assert!(fen_error_text(Lang::En, &rueas, Variant::Asean).contains("a bia that promoted"));
        assert_eq!(
            problem_text(Lang::En, &SetupError::CannotCount(Color::White), Variant::Makruk),
            "White cannot count here: a count runs only when no bia is left and the other side has more than its khun."
        );
        assert!(problem_text(
            Lang::En,
            &SetupError::CountOver { moves: 9, limit: 8 },
            Variant::Makruk
        )
        .contains("limit of 8 moves"));
        assert!(problem_text(Lang::Th, &SetupError::KhunsTouching, Variant::Makruk).contains("ขุน"));
        let hands = SetupError::HandsOutOfTurn { white: 7, black: 8 };
        assert!(problem_text(Lang::En, &hands, Variant::Sittuyin)
            .starts_with("White holds 7 pieces in hand and Black 8"));
        assert!(problem_text(Lang::Th, &hands, Variant::Sittuyin).contains("ผลัดกันวาง"));
        let chariots = FenError::TooManyPieces {
            color: Color::Black,
            role: Role::Ruea,
        };
        assert!(fen_error_text(Lang::En, &chariots, Variant::Sittuyin)
            .contains("Black has too many chariots"));
        let placed = problem(
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
}
