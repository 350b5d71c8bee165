//! The lessons: each piece's moves, promotion, check, checkmate and stalemate, then the basic
//! mates against a lone khun. Positions are White to move, except the basic mates (the lone khun
//! to move, as the game against the engine starts).
use makruk_core::Role;

use super::{Goal, Lesson, Step};

/// A step's instruction in English and Thai.
const fn step(fen: &'static str, goal: Goal, en: &'static str, th: &'static str) -> Step {
    Step { fen, goal, en, th }
}

/// Every lesson, in the order taught.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "khun",
        en: "The khun",
        th: "ขุน",
        steps: &[
            step(
                "7k/8/8/8/3K4/8/8/8 w - - 0 1",
                Goal::Reach(Role::Khun, "b6 f2"),
                "The khun steps one square in any direction. Walk it to both stars.",
                "ขุนเดินได้ทีละหนึ่งช่องทุกทิศทาง เดินขุนไปให้ถึงดาวทั้งสองดวง",
            ),
            step(
                "8/8/4k3/8/4K3/8/8/8 w - - 0 1",
                Goal::Reach(Role::Khun, "g6"),
                "The two khun may never stand side by side: go around the black khun to the star.",
                "ขุนสองฝ่ายจะยืนติดกันไม่ได้ เดินอ้อมขุนดำไปที่ดาว",
            ),
        ],
    },
    Lesson {
        id: "met",
        en: "The met",
        th: "เม็ด",
        steps: &[
            step(
                "7k/8/8/8/3M4/8/8/K7 w - - 0 1",
                Goal::Reach(Role::Met, "f6 b4"),
                "The met steps one square diagonally. Visit both stars.",
                "เม็ดเดินทแยงทีละหนึ่งช่อง เดินเม็ดไปให้ถึงดาวทั้งสองดวง",
            ),
            step(
                "7k/8/8/8/8/8/8/K3M3 w - - 0 1",
                Goal::Reach(Role::Met, "c3 g3"),
                "A met stays on squares of one colour: zigzag to both stars.",
                "เม็ดอยู่บนช่องสีเดียวตลอด เดินซิกแซกไปให้ถึงดาวทั้งสองดวง",
            ),
        ],
    },
    Lesson {
        id: "khon",
        en: "The khon",
        th: "โคน",
        steps: &[
            step(
                "7k/8/8/8/3S4/8/8/K7 w - - 0 1",
                Goal::Reach(Role::Khon, "d6 f4"),
                "The khon steps one square diagonally or one square straight forward: five squares in all.",
                "โคนเดินทแยงได้หนึ่งช่อง หรือเดินตรงไปข้างหน้าหนึ่งช่อง รวมห้าทาง",
            ),
            step(
                "7k/8/8/8/3S4/8/8/K7 w - - 0 1",
                Goal::Reach(Role::Khon, "d3"),
                "The khon never steps straight back or sideways: reach the star just behind it.",
                "โคนถอยตรงหรือเดินข้างไม่ได้ ไปให้ถึงดาวที่อยู่ข้างหลัง",
            ),
        ],
    },
    Lesson {
        id: "ma",
        en: "The ma",
        th: "ม้า",
        steps: &[
            step(
                "7k/8/8/8/8/8/8/KN6 w - - 0 1",
                Goal::Reach(Role::Ma, "c3 e4 f6"),
                "The ma jumps two squares straight and one to the side, like an L. Visit the stars in turn.",
                "ม้าเดินเป็นรูปตัวแอล ตรงสองช่องแล้วเฉียงออกข้างหนึ่งช่อง เดินไปตามดาว",
            ),
            step(
                "7k/8/8/8/8/PPPPPPPP/8/1N1K4 w - - 0 1",
                Goal::Reach(Role::Ma, "c5"),
                "The ma leaps over pieces in its way. Bring it out past the bia to the star.",
                "ม้ากระโดดข้ามหมากที่ขวางได้ พาม้าข้ามแถวเบี้ยไปที่ดาว",
            ),
        ],
    },
    Lesson {
        id: "ruea",
        en: "The ruea",
        th: "เรือ",
        steps: &[
            step(
                "7k/8/8/8/8/8/8/R3K3 w - - 0 1",
                Goal::Reach(Role::Ruea, "a6 f6 f2"),
                "The ruea moves any number of squares straight along a rank or a file. Visit the stars.",
                "เรือเดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน เดินเรือไปตามดาว",
            ),
            step(
                "7k/8/8/8/8/3P4/8/3RK3 w - - 0 1",
                Goal::Reach(Role::Ruea, "d7"),
                "The ruea cannot jump: go around the bia to the star.",
                "เรือกระโดดข้ามหมากไม่ได้ เดินอ้อมเบี้ยไปที่ดาว",
            ),
        ],
    },
    Lesson {
        id: "bia",
        en: "The bia",
        th: "เบี้ย",
        steps: &[
            step(
                "7k/8/8/8/8/4P3/8/3K4 w - - 0 1",
                Goal::Reach(Role::Bia, "e5"),
                "The bia steps one square straight forward, never back. March it to the star.",
                "เบี้ยเดินตรงไปข้างหน้าทีละหนึ่งช่อง ถอยไม่ได้ เดินเบี้ยไปที่ดาว",
            ),
            step(
                "7k/8/8/8/3n4/4P3/8/3K4 w - - 0 1",
                Goal::Reach(Role::Bia, "d4"),
                "The bia captures one square diagonally forward. Take the black ma.",
                "เบี้ยกินหมากที่อยู่ทแยงข้างหน้าหนึ่งช่อง กินม้าดำ",
            ),
        ],
    },
    Lesson {
        id: "promotion",
        en: "Promotion",
        th: "เบี้ยหงาย",
        steps: &[
            step(
                "7k/8/8/4P3/8/8/8/3K4 w - - 0 1",
                Goal::Promote,
                "A bia reaching the sixth rank turns over and becomes a met (a promoted bia). Promote it.",
                "เบี้ยที่เดินถึงแถวที่หกจะหงายกลายเป็นเม็ด เรียกว่าเบี้ยหงาย เดินเบี้ยให้หงาย",
            ),
            step(
                "7k/8/4pn2/4P3/8/8/8/3K4 w - - 0 1",
                Goal::Promote,
                "The way is blocked: capture onto the sixth rank to promote.",
                "ทางข้างหน้าถูกขวาง กินหมากเข้าแถวที่หกเพื่อให้เบี้ยหงาย",
            ),
        ],
    },
    Lesson {
        id: "check",
        en: "Check",
        th: "รุก",
        steps: &[
            step(
                "4k3/8/8/8/8/8/8/R1K5 w - - 0 1",
                Goal::Check,
                "Attacking the khun is check. Give check with the ruea.",
                "การโจมตีขุนเรียกว่ารุก ใช้เรือรุกขุนดำ",
            ),
            step(
                "4k3/8/8/8/4N3/8/8/2K5 w - - 0 1",
                Goal::Check,
                "Give check with the ma in one move.",
                "ใช้ม้ารุกขุนดำในตาเดียว",
            ),
        ],
    },
    Lesson {
        id: "checkmate",
        en: "Checkmate",
        th: "รุกจน",
        steps: &[
            step(
                "6k1/8/6K1/8/8/8/8/R7 w - - 0 1",
                Goal::Mate,
                "Check with no way out is checkmate, and wins. Mate in one move.",
                "รุกแล้วขุนหนีไม่ได้เรียกว่ารุกจน เป็นฝ่ายชนะ รุกจนในตาเดียว",
            ),
            step(
                "7k/R7/8/8/8/4K3/8/1R6 w - - 0 1",
                Goal::Mate,
                "Two ruea: one guards the seventh rank, the other mates. Mate in one.",
                "เรือสองลำ ลำหนึ่งกันแถวที่เจ็ด อีกลำรุกจน รุกจนในตาเดียว",
            ),
        ],
    },
    Lesson {
        id: "stalemate",
        en: "Stalemate",
        th: "อับ",
        steps: &[
            step(
                "7k/R7/8/8/8/4K3/8/1R6 w - - 0 1",
                Goal::Stalemate,
                "If the side to move is not in check but has no move, it is stalemate: a draw. Find the move that stalemates, to know what to avoid.",
                "ถ้าฝ่ายที่ต้องเดินไม่ถูกรุกแต่ไม่มีตาเดิน เรียกว่าอับ ผลคือเสมอ หาตาที่ทำให้อับ เพื่อจะได้รู้ว่าต้องหลีกเลี่ยง",
            ),
            step(
                "k7/8/1KS5/8/8/8/8/8 w - - 0 1",
                Goal::Mate,
                "Mate with the khon, without stalemating.",
                "ใช้โคนรุกจน ระวังอย่าให้อับ",
            ),
        ],
    },
    Lesson {
        id: "mate-ruea",
        en: "Ruea and khun against khun",
        th: "เรือกับขุนต่อขุน",
        steps: &[step(
            "8/8/3k4/8/8/8/2R5/3K4 b - - 0 1",
            Goal::PlayOut,
            "Drive the lone khun to the edge with the ruea, the khun helping, then mate.",
            "ใช้เรือไล่ขุนไปที่ขอบกระดานโดยมีขุนช่วย แล้วรุกจน",
        )],
    },
    Lesson {
        id: "mate-two-khon",
        en: "Two khon against khun",
        th: "โคนสองตัวต่อขุน",
        steps: &[step(
            "8/8/3k4/8/8/8/2SS4/3K4 b - - 0 1",
            Goal::PlayOut,
            "Walk the two khon up side by side with the khun behind them; mate in a corner.",
            "เดินโคนทั้งสองเคียงกันขึ้นไปโดยมีขุนตามหลัง แล้วรุกจนที่มุมกระดาน",
        )],
    },
    Lesson {
        id: "mate-khon-met",
        en: "Khon and met against khun",
        th: "โคนกับเม็ดต่อขุน",
        steps: &[step(
            "8/8/3k4/8/8/8/2SM4/3K4 b - - 0 1",
            Goal::PlayOut,
            "Khon, met and khun work together to push the lone khun to the edge, then into a corner.",
            "โคน เม็ด และขุนช่วยกันต้อนขุนไปที่ขอบกระดาน แล้วเข้ามุม",
        )],
    },
    Lesson {
        id: "mate-ma-met",
        en: "Ma and met against khun",
        th: "ม้ากับเม็ดต่อขุน",
        steps: &[step(
            "8/8/3k4/8/8/8/2NM4/3K4 b - - 0 1",
            Goal::PlayOut,
            "The longest of these: ma, met and khun drive the lone khun to the edge, then into a corner.",
            "ยาวที่สุดในชุดนี้ ม้า เม็ด และขุนต้อนขุนไปที่ขอบกระดาน แล้วเข้ามุม",
        )],
    },
];
