//! Draws: stalemate, no repetition rule in Makruk (a rule option), agreed draws.
use yew::prelude::*;

use super::{para, HelpProps};

/// The draws topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    html! {
        <>
            { para(lang,
                "Checkmate wins. A stalemate, having no legal move while not in check, is a draw.",
                "รุกจนชนะ ถ้าอับ คือไม่ได้ถูกรุกแต่ไม่มีตาเดิน ถือว่าเสมอ") }
            { para(lang,
                "Makruk has no repetition rule and no 50-move rule: the counting rules take their place, so \
                 repeating a position ends nothing.",
                "หมากรุกไทยไม่มีกติกาเดินซ้ำและไม่มีกติกา 50 ตา ใช้การนับศักดิ์แทน การเดินซ้ำตำแหน่งเดิมจึงไม่ทำให้จบเกม") }
            { para(lang,
                "A rule option in New game makes the third repetition of a position a draw, as Fairy-Stockfish \
                 and pychess play. It is off by default, and on for ASEAN.",
                "ในเกมใหม่มีตัวเลือกให้ตำแหน่งเดิมที่เกิดซ้ำเป็นครั้งที่สามถือว่าเสมอ แบบ Fairy-Stockfish และ pychess \
                 ค่าเริ่มต้นปิดไว้ ยกเว้นหมากรุกอาเซียน") }
            { para(lang,
                "Two players may agree a draw at any time.",
                "ถ้าเล่นสองคน ตกลงเสมอกันได้ทุกเมื่อ") }
        </>
    }
}
