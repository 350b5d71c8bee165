//! The rules help: each piece with its Thai name and a small diagram of its moves, and the
//! counting rules.
use makruk_core::{attacks, Bitboard, Color, Role, Square};
use yew::prelude::*;

use super::modal::Modal;
use crate::board_view::PieceView;
use crate::i18n::Lang;

/// Properties of [`Help`].
#[derive(Properties, PartialEq)]
pub struct HelpProps {
    /// Interface language.
    pub lang: Lang,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// What a diagram square shows.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mark {
    Empty,
    Move,
    Capture,
}

/// Squares (dx, dy) a White piece on the centre of a 5x5 diagram reaches, from the rules core's
/// attack tables (White moves up).
fn reach(role: Role, promoted: bool) -> Vec<(i8, i8, Mark)> {
    let centre = Square::new(2, 2);
    let (steps, captures) = match role {
        _ if promoted => (attacks::met_attacks(centre), Bitboard(0)),
        Role::Khun => (attacks::khun_attacks(centre), Bitboard(0)),
        Role::Met => (attacks::met_attacks(centre), Bitboard(0)),
        Role::Khon => (attacks::khon_attacks(Color::White, centre), Bitboard(0)),
        Role::Ma => (attacks::ma_attacks(centre), Bitboard(0)),
        Role::Ruea => (attacks::ruea_attacks(centre, Bitboard(0)), Bitboard(0)),
        Role::Bia => (
            Bitboard::from_square(Square::new(2, 3)),
            attacks::bia_attacks(Color::White, centre),
        ),
    };
    let offset = |sq: Square| (sq.file() as i8 - 2, sq.rank() as i8 - 2);
    steps
        .into_iter()
        .map(|sq| (offset(sq), Mark::Move))
        .chain(captures.into_iter().map(|sq| (offset(sq), Mark::Capture)))
        .filter(|&((x, y), _)| x.abs() <= 2 && y.abs() <= 2)
        .map(|((x, y), mark)| (x, y, mark))
        .collect()
}

fn diagram(role: Role, promoted: bool) -> Html {
    let marks = reach(role, promoted);
    let piece = PieceView {
        color: Color::White,
        role,
        promoted,
        letter: role.char(),
    };
    let cells = (0..25).map(|i| {
        let (x, y) = (i % 5 - 2, 2 - i / 5);
        let mark = marks
            .iter()
            .find(|m| (m.0, m.1) == (x as i8, y as i8))
            .map_or(Mark::Empty, |m| m.2);
        let class = classes!(
            "cell",
            (mark == Mark::Move).then_some("move"),
            (mark == Mark::Capture).then_some("capture"),
            (x == 0 && y == 0).then_some(piece.art_class()),
        );
        html! { <span {class}></span> }
    });
    html! { <div class="diagram" aria-hidden="true">{ for cells }</div> }
}

/// The rules panel.
#[function_component(Help)]
pub fn help(props: &HelpProps) -> Html {
    let lang = props.lang;
    let pieces: [(Role, bool, &str, &str); 7] = [
        (
            Role::Khun,
            false,
            "The king: one step in any direction.",
            "ขุน: เดินได้หนึ่งช่องทุกทิศทาง",
        ),
        (
            Role::Met,
            false,
            "The queen of Makruk: one step diagonally.",
            "เม็ด: เดินทแยงได้หนึ่งช่อง",
        ),
        (
            Role::Khon,
            false,
            "One step diagonally or one step straight forward.",
            "โคน: เดินทแยงหนึ่งช่อง หรือตรงไปข้างหน้าหนึ่งช่อง",
        ),
        (
            Role::Ma,
            false,
            "Jumps like a chess knight.",
            "ม้า: เดินเป็นรูปตัวแอล กระโดดข้ามหมากได้",
        ),
        (
            Role::Ruea,
            false,
            "Any distance along a rank or file, like a rook.",
            "เรือ: เดินตรงกี่ช่องก็ได้ตามแนวตั้งหรือแนวนอน",
        ),
        (
            Role::Bia,
            false,
            "One step forward; captures one step diagonally forward.",
            "เบี้ย: เดินตรงไปข้างหน้าหนึ่งช่อง กินทแยงไปข้างหน้า",
        ),
        (
            Role::Bia,
            true,
            "A bia reaching the sixth rank is turned over and moves like a met.",
            "เบี้ยหงาย: เบี้ยที่เดินถึงแถวที่หกจะหงายและเดินอย่างเม็ด",
        ),
    ];
    let rows = pieces.iter().map(|&(role, promoted, en, th)| {
        html! {
            <li class="help-piece">
                { diagram(role, promoted) }
                <div>
                    <strong>{ format!("{} ({})", Lang::Th.role(role, promoted), Lang::En.role(role, promoted)) }</strong>
                    <p>{ lang.pick(en, th) }</p>
                </div>
            </li>
        }
    });
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Modal class="help" labelled_by="help-title" testid="help-panel" focus_box=true
               on_close={props.on_close.clone()}>
            <h2 id="help-title">{ lang.pick("How to play Makruk", "วิธีเล่นหมากรุกไทย") }</h2>
            <p>{ lang.pick(
                "White moves first. Checkmate the enemy khun to win; stalemate is a draw. \
                 Bia start on the third rank and never move two squares.",
                "ฝ่ายขาวเดินก่อน รุกขุนฝ่ายตรงข้ามให้จนเพื่อชนะ ถ้าอับถือว่าเสมอ \
                 เบี้ยตั้งอยู่แถวที่สามและเดินได้ทีละช่องเท่านั้น") }</p>
            <ul class="help-pieces">{ for rows }</ul>
            <h3>{ lang.pick("Counting", "การนับศักดิ์") }</h3>
            <p>{ lang.pick(
                "When no bia are left, the weaker side may start counting board's honour: the \
                 stronger side must mate within 64 moves or the game is drawn. Against the \
                 computer the count starts by itself; two players use the Start/Stop counting button.",
                "เมื่อไม่มีเบี้ยเหลือ ฝ่ายที่เสียเปรียบเริ่มนับศักดิ์กระดานได้ ฝ่ายที่ได้เปรียบต้องรุกจนภายใน 64 ตา \
                 มิฉะนั้นเสมอ เมื่อเล่นกับคอมพิวเตอร์จะนับให้อัตโนมัติ ถ้าเล่นสองคนให้กดปุ่มเริ่มนับ/หยุดนับ") }</p>
            <p>{ lang.pick(
                "When the weaker side has only its khun, pieces' honour applies: the count starts \
                 at the number of pieces on the board, and the limit depends on the stronger side: \
                 two ruea 8, one ruea 16, two khon 22, two ma 32, one khon 44, otherwise 64 moves.",
                "เมื่อฝ่ายที่เสียเปรียบเหลือขุนตัวเดียว ให้นับศักดิ์หมาก เริ่มนับจากจำนวนหมากบนกระดาน \
                 และนับได้ถึง: เรือสองลำ 8 เรือหนึ่งลำ 16 โคนสองตัว 22 ม้าสองตัว 32 โคนหนึ่งตัว 44 นอกนั้น 64 ตา") }</p>
            <div class="dialog-actions">
                <button type="button" class="primary" data-testid="close-help" onclick={on_close}>
                    { lang.pick("Close", "ปิด") }
                </button>
            </div>
        </Modal>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagrams_show_each_pieces_moves() {
        assert_eq!(reach(Role::Khun, false).len(), 8);
        assert_eq!(reach(Role::Ma, false).len(), 8);
        assert_eq!(reach(Role::Khon, false).len(), 5);
        assert_eq!(reach(Role::Ruea, false).len(), 8);
        assert_eq!(reach(Role::Bia, true), reach(Role::Met, false));
        let bia = reach(Role::Bia, false);
        assert_eq!(bia.iter().filter(|m| m.2 == Mark::Capture).count(), 2);
    }
}
