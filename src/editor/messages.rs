//! Why a set-up position cannot be played, in English and Thai sentences.
use makruk_core::{Color, CountingRule, FenError, FenField, Role, SetupError, Variant};

use crate::i18n::Lang;

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
        FenField::Board => lang.pick("piece placement", "การวางหมาก"),
        FenField::Hand => lang.pick("pieces in hand", "หมากในมือ"),
        FenField::Turn => lang.pick("side to move", "ฝ่ายที่จะเดิน"),
        FenField::Rights => lang.pick("first-move rights", "สิทธิ์เดินครั้งแรก"),
        FenField::CountingLimit => lang.pick("counting limit", "ขีดจำกัดการนับ"),
        FenField::Checks => lang.pick("checks remaining", "จำนวนรุกที่เหลือ"),
        FenField::Halfmove => lang.pick("half-move clock (or count)", "จำนวนตาครึ่ง (หรือการนับ)"),
        FenField::Fullmove => lang.pick("move number", "เลขตาเดิน"),
    }
}

/// The plural of a piece name in English ("khuns", "bia": bia, ma and khon do not change;
/// Sittuyin's English names take an s).
fn plural_en(role: Role, variant: Variant) -> String {
    if variant == Variant::Sittuyin {
        return format!("{}s", Lang::En.role_in(variant, role, false));
    }
    let plural = match role {
        Role::Khun => "khuns",
        Role::Met => "mets",
        Role::Khon => "khon",
        Role::Ma => "ma",
        Role::Ruea => "rueas",
        Role::Bia => "bia",
    };
    plural.to_string()
}

/// Explains why the core rejects a FEN.
pub fn fen_error_text(lang: Lang, error: &FenError, variant: Variant) -> String {
    let th = lang == Lang::Th;
    match error {
        FenError::Empty => lang.pick("The FEN is empty.", "ยังไม่มี FEN").to_string(),
        FenError::Malformed {
            field,
            found,
            expected,
        } => {
            let field = field_name(lang, *field);
            if th {
                format!("อ่านช่อง{field}ของ FEN ไม่ได้: พบ “{found}” แต่ต้องเป็น {expected}")
            } else {
                format!("The {field} of the FEN cannot be read: found “{found}”, expected {expected}.")
            }
        }
        FenError::RankCount(n) => {
            if th {
                format!("กระดานใน FEN มี {n} แถว ต้องมี 8 แถว")
            } else {
                format!("The FEN's board has {n} ranks instead of 8.")
            }
        }
        FenError::RankLength { rank, squares } => {
            if th {
                format!("แถวที่ {rank} ใน FEN มี {squares} ช่อง ต้องมี 8 ช่อง")
            } else {
                format!("Rank {rank} of the FEN has {squares} squares instead of 8.")
            }
        }
        FenError::KhunCount { color, count } => {
            let side = lang.color(*color);
            match (th, count) {
                (false, 0) => format!("{side} has no khun: each side needs exactly one."),
                (false, n) => format!("{side} has {n} khuns: each side needs exactly one."),
                (true, 0) => format!("ฝ่าย{side}ไม่มีขุน แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี"),
                (true, n) => format!("ฝ่าย{side}มีขุน {n} ตัว แต่ละฝ่ายต้องมีขุนหนึ่งตัวพอดี"),
            }
        }
        FenError::TooManyPieces { color, role } => too_many(lang, *color, *role, variant),
        FenError::BiaOnPromotionRank(sq) => {
            if th {
                format!("เบี้ยที่ {sq} อยู่บนแถวที่เบี้ยต้องหงายแล้ว ให้วางเบี้ยหงายแทน")
            } else {
                format!(
                    "The bia on {sq} stands where a bia must already have promoted: place a promoted piece instead."
                )
            }
        }
        FenError::OppositeCheck => lang
            .pick(
                "The side not to move is in check: it would be capturing the khun. Change the side to move or the pieces.",
                "ฝ่ายที่ไม่ได้เดินถูกรุกอยู่ (อีกฝ่ายกินขุนได้) ให้เปลี่ยนฝ่ายที่จะเดินหรือย้ายหมาก",
            )
            .to_string(),
        FenError::SetupPlacement(sq) => {
            if th {
                format!("ยังมีหมากในมือ แต่หมากที่ {sq} อยู่ในที่ที่การวางหมากไม่อาจวางไว้ได้ เบี้ยต้องอยู่ที่ช่องเริ่มต้น หมากอื่นวางได้ในสามแถวของฝ่ายตน และรถวางได้เฉพาะแถวหลังสุด")
            } else {
                format!("Pieces are still in hand, yet the piece on {sq} stands where the set-up cannot have placed it: pawns stay on their start squares, the other pieces go on their side's own three ranks, chariots on the back rank only.")
            }
        }
        FenError::BadRight(c) => {
            if th {
                format!("สิทธิ์เดินครั้งแรก “{c}” ไม่ตรงกับขุนหรือเม็ดที่ยังไม่ได้เดิน")
            } else {
                format!("The first-move right “{c}” names no unmoved khun or met.")
            }
        }
        FenError::NotInVariant { field, variant } => {
            let (variant, field) = (lang.variant(*variant), field_name(lang, *field));
            if th {
                format!("{variant} ไม่ใช้ช่อง{field}ของ FEN")
            } else {
                format!("{variant} has no {field} in its FEN.")
            }
        }
        FenError::TrailingText(text) => {
            if th {
                format!("มีข้อความเกินมาหลัง FEN: “{text}”")
            } else {
                format!("Unexpected text after the FEN: “{text}”.")
            }
        }
    }
}

/// Explains a side having more pieces of a kind than a set has (counting the bia that promoted).
fn too_many(lang: Lang, color: Color, role: Role, variant: Variant) -> String {
    let side = lang.color(color);
    let name = lang.role_in(variant, role, false);
    let limit = set_count(role);
    let by_promotion = role != Role::Bia && variant.rules().promotion_roles.contains(&role);
    match (lang, role, by_promotion) {
        (Lang::En, Role::Bia, _) => format!("{side} has more than 8 bia, counting those that promoted."),
        (Lang::En, _, true) => format!(
            "{side} has too many {}: a set has {limit}, and each extra one must be a bia that promoted, so with the bia on the board there would be more than 8 bia.",
            plural_en(role, variant)
        ),
        (Lang::En, _, false) => format!(
            "{side} has too many {}: a set has only {limit}, and a bia cannot promote to one.",
            plural_en(role, variant)
        ),
        (Lang::Th, Role::Bia, _) => format!("ฝ่าย{side}มีเบี้ยเกิน 8 ตัว (นับรวมเบี้ยหงาย)"),
        (Lang::Th, _, true) => format!(
            "ฝ่าย{side}มี{name}มากเกินไป หมากหนึ่งชุดมี{name} {limit} ตัว ตัวที่เกินต้องมาจากเบี้ยหงาย รวมกับเบี้ยบนกระดานแล้วจะเกิน 8 ตัว"
        ),
        (Lang::Th, _, false) => format!(
            "ฝ่าย{side}มี{name}มากเกินไป หมากหนึ่งชุดมี{name}เพียง {limit} ตัว และเบี้ยหงายเป็น{name}ไม่ได้"
        ),
    }
}

/// Explains why a set-up cannot be played.
pub fn problem_text(lang: Lang, problem: &SetupError, variant: Variant) -> String {
    match problem {
        SetupError::Fen(error) => fen_error_text(lang, error, variant),
        SetupError::KhunsTouching => lang
            .pick(
                "The two khuns stand next to each other: that can never happen in a game.",
                "ขุนทั้งสองอยู่ติดกัน ซึ่งเกิดขึ้นในเกมไม่ได้",
            )
            .to_string(),
        SetupError::BiaBehindStart(sq) => match lang {
            Lang::En => format!(
                "The bia on {sq} stands behind its start rank: bia start on the third rank and only move forward."
            ),
            Lang::Th => format!(
                "เบี้ยที่ {sq} อยู่หลังแถวเริ่มต้น เบี้ยเริ่มที่แถวที่สามและเดินหน้าได้อย่างเดียว"
            ),
        },
        SetupError::CannotCount(color) => {
            let side = lang.color(*color);
            let (en, th) = match variant.rules().counting {
                CountingRule::Makruk => (
                    "a count runs only when no bia is left and the other side has more than its khun",
                    "จะนับได้เมื่อไม่มีเบี้ยเหลือ และอีกฝ่ายมีหมากมากกว่าขุนตัวเดียว",
                ),
                CountingRule::Cambodian => (
                    "a count runs only for a side with at most 3 pieces (a bare khun: with no bia left) against more than a khun",
                    "จะนับได้เมื่อฝ่ายที่นับมีหมากไม่เกิน 3 ตัว (ถ้าเหลือขุนตัวเดียวต้องไม่มีเบี้ย) และอีกฝ่ายมีมากกว่าขุน",
                ),
                CountingRule::Asean => (
                    "a count runs only for a bare khun, with no bia left, against a ruea, khon or ma",
                    "จะนับได้เมื่อเหลือขุนตัวเดียว ไม่มีเบี้ย และอีกฝ่ายมีเรือ โคน หรือม้า",
                ),
                CountingRule::None => (
                    "this variant has no counting",
                    "กติกานี้ไม่มีการนับ",
                ),
            };
            let when = lang.pick(en, th);
            match lang {
                Lang::En => format!("{side} cannot count here: {when}."),
                Lang::Th => format!("ฝ่าย{side}นับไม่ได้ในตำแหน่งนี้: {when}"),
            }
        }
        SetupError::CountOver { moves, limit } => match lang {
            Lang::En => format!(
                "The count ({moves}) is past its limit of {limit} moves: the game would already be drawn."
            ),
            Lang::Th => format!("การนับ ({moves}) เกินกำหนด {limit} ตาแล้ว เกมจะเสมอไปแล้ว"),
        },
        SetupError::HandsOutOfTurn { white, black } => match lang {
            Lang::En => format!(
                "White holds {white} pieces in hand and Black {black}, but the sides place their pieces in turn, White first: with White to move both hold as many, with Black to move Black holds one more."
            ),
            Lang::Th => format!(
                "ขาวมีหมากในมือ {white} ตัว ดำ {black} ตัว แต่ทั้งสองฝ่ายผลัดกันวางทีละตัว ขาววางก่อน ถ้าขาวจะเดินต้องมีเท่ากัน ถ้าดำจะเดินดำต้องมีมากกว่าหนึ่งตัว"
            ),
        },
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
