//! Why a set-up position cannot be played, in sentences of the interface language.
use makruk_core::{CountingRule, SetupError, Variant};

use crate::text::core_text::fen_error_text;
use crate::text::Lang;
use crate::tr;

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
    use makruk_core::Color;

    #[test]
    fn setup_problems_are_sentences_in_the_interface_language() {
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
    }
}
