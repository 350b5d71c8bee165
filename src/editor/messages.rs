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
    use makruk_core::{Color, FenError, Position, Role, Square};

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
