//! The 8x8 board: squares, pieces, highlights and coordinates on a wooden frame.
//! Moves by click-click, drag-and-drop (mouse, touch, pen) and keyboard (arrows, Enter or Space).
use crate::text::decimal::rounded;
use std::rc::Rc;

use makruk_core::Square;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::text::speech::{square_label, SquareMark, FILES, THAI_FILES, THAI_RANKS};
use crate::text::Lang;
use crate::ui::board_view::BoardView;

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What to draw.
    pub view: Rc<BoardView>,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
    /// Language of the screen-reader labels.
    #[prop_or_default]
    pub lang: Lang,
    /// A square was pressed (clicked, tapped, or Enter on it).
    #[prop_or_default]
    pub on_press: Callback<Square>,
    /// A piece was dragged from the first square and dropped on the second.
    #[prop_or_default]
    pub on_drop: Callback<(Square, Square)>,
    /// Arrows drawn over the board (engine lines, hints), the first on top.
    #[prop_or_default]
    pub arrows: Rc<Vec<Arrow>>,
}

/// How an arrow on the board looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The engine's best move: the strongest arrow.
    Best,
    /// Another good move: a fainter arrow.
    Alternative,
    /// A suggested move (e.g. what should have been played).
    Hint,
    /// What the opponent threatens.
    Threat,
}

impl ArrowKind {
    /// The CSS class naming the arrow's look.
    fn class(self) -> &'static str {
        match self {
            ArrowKind::Best => "best",
            ArrowKind::Alternative => "alternative",
            ArrowKind::Hint => "hint",
            ArrowKind::Threat => "threat",
        }
    }
}

/// An arrow from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where it points.
    pub to: Square,
    /// Its look.
    pub kind: ArrowKind,
}

/// The outline of an arrow from one cell centre to another, in cell units (the board is 8x8),
/// as SVG polygon points.
fn arrow_points(from: (f64, f64), to: (f64, f64)) -> String {
    const SHAFT: f64 = 0.09;
    const HEAD_HALF: f64 = 0.26;
    const HEAD_LENGTH: f64 = 0.42;
    const TIP_GAP: f64 = 0.12;
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = (dx * dx + dy * dy).sqrt().max(f64::EPSILON);
    let (ux, uy) = (dx / length, dy / length);
    let tip = length - TIP_GAP;
    let neck = (tip - HEAD_LENGTH).max(0.0);
    // Points along the arrow (`along`) and across it (`across`), turned into board coordinates.
    let point = |along: f64, across: f64| {
        format!(
            "{},{}",
            rounded(from.0 + ux * along - uy * across, 3, false),
            rounded(from.1 + uy * along + ux * across, 3, false)
        )
    };
    [
        point(0.0, -SHAFT),
        point(neck, -SHAFT),
        point(neck, -HEAD_HALF),
        point(tip, 0.0),
        point(neck, HEAD_HALF),
        point(neck, SHAFT),
        point(0.0, SHAFT),
    ]
    .join(" ")
}

/// A ring around a cell centre, in cell units, as an SVG path filled even-odd: the mark of a
/// move that stays on its square (a Sittuyin drop or promotion in place), where an arrow would have
/// no length.
fn ring_path(centre: (f64, f64)) -> String {
    const OUTER: f64 = 0.46;
    const INNER: f64 = 0.36;
    let circle = |r: f64| {
        let (x, y) = (rounded(centre.0 - r, 3, false), rounded(centre.1, 3, false));
        let d = rounded(2.0 * r, 3, false);
        let r = rounded(r, 3, false);
        format!("M{x},{y} a{r},{r} 0 1,0 {d},0 a{r},{r} 0 1,0 -{d},0 Z")
    };
    format!("{} {}", circle(OUTER), circle(INNER))
}

/// The arrows as an SVG layer over the board.
fn render_arrows(arrows: &[Arrow], flipped: bool) -> Html {
    let centre = |sq: Square| {
        let (col, row) = screen_cell(sq, flipped);
        (f64::from(col) + 0.5, f64::from(row) + 0.5)
    };
    // The first arrow is drawn last, on top.
    let shapes = arrows.iter().rev().map(|a| {
        let class = classes!("arrow", a.kind.class());
        let name = format!("{}{}", a.from, a.to);
        if a.from == a.to {
            html! { <path {class} data-arrow={name} fill-rule="evenodd" d={ring_path(centre(a.from))} /> }
        } else {
            html! { <polygon {class} data-arrow={name} points={arrow_points(centre(a.from), centre(a.to))} /> }
        }
    });
    html! {
        <svg class="arrows" viewBox="0 0 8 8" aria-hidden="true">{ for shapes }</svg>
    }
}

/// Screen position (column, row from the top-left) of a square.
fn screen_cell(sq: Square, flipped: bool) -> (u8, u8) {
    if flipped {
        (7 - sq.file(), sq.rank())
    } else {
        (sq.file(), 7 - sq.rank())
    }
}

/// The square at a screen column and row.
fn square_at_cell(col: u8, row: u8, flipped: bool) -> Square {
    if flipped {
        Square::new(7 - col, row)
    } else {
        Square::new(col, 7 - row)
    }
}

/// A pointer position relative to the board element, in pixels, and the board's size.
fn board_point(board: &Element, x: i32, y: i32) -> (f64, f64, f64) {
    let rect = board.get_bounding_client_rect();
    (
        f64::from(x) - rect.left(),
        f64::from(y) - rect.top(),
        rect.width().max(1.0),
    )
}

/// The square under a board-relative point.
fn square_at_point(px: f64, py: f64, size: f64, flipped: bool) -> Option<Square> {
    let col = (px / size * 8.0).floor();
    let row = (py / size * 8.0).floor();
    ((0.0..8.0).contains(&col) && (0.0..8.0).contains(&row))
        .then(|| square_at_cell(col as u8, row as u8, flipped))
}

/// Where the dragged piece is drawn: centred on the pointer.
fn ghost_transform(px: f64, py: f64, size: f64) -> String {
    let half = size / 16.0;
    format!(
        "transform: translate({}px, {}px)",
        rounded(px - half, 1, false),
        rounded(py - half, 1, false)
    )
}

/// A drag in progress: where it started and where the pointer is.
#[derive(Clone, Copy, PartialEq)]
struct Drag {
    from: Square,
    x: f64,
    y: f64,
    size: f64,
}

/// The board, drawn from White's side unless `flipped`.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let board_ref = use_node_ref();
    let ghost_ref = use_node_ref();
    let drag = use_state(|| None::<Drag>);
    let focus = use_state(|| Square::new(4, 2));
    let flipped = props.flipped;

    let onpointerdown = {
        let (board_ref, drag, view, on_press) = (
            board_ref.clone(),
            drag.clone(),
            props.view.clone(),
            props.on_press.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            let (x, y, size) = board_point(&board, e.client_x(), e.client_y());
            let Some(sq) = square_at_point(x, y, size, flipped) else {
                return;
            };
            e.prevent_default();
            on_press.emit(sq);
            if view.marks.movable.contains(sq) {
                board.set_pointer_capture(e.pointer_id()).ok();
                drag.set(Some(Drag {
                    from: sq,
                    x,
                    y,
                    size,
                }));
            }
        })
    };
    let onpointermove = {
        let (board_ref, ghost_ref, drag) = (board_ref.clone(), ghost_ref.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if drag.is_none() {
                return;
            }
            if let (Some(board), Some(ghost)) =
                (board_ref.cast::<Element>(), ghost_ref.cast::<HtmlElement>())
            {
                let (x, y, size) = board_point(&board, e.client_x(), e.client_y());
                ghost
                    .set_attribute("style", &ghost_transform(x, y, size))
                    .ok();
            }
        })
    };
    let onpointerup = {
        let (board_ref, drag, on_drop) = (board_ref.clone(), drag.clone(), props.on_drop.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(started) = *drag else {
                return;
            };
            drag.set(None);
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            board.release_pointer_capture(e.pointer_id()).ok();
            let (x, y, size) = board_point(&board, e.client_x(), e.client_y());
            if let Some(to) = square_at_point(x, y, size, flipped) {
                if to != started.from {
                    on_drop.emit((started.from, to));
                }
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };
    // A piece dragged from the hand (HTML drag and drop): dropped like a press on the square.
    let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
    let ondrop = {
        let (board_ref, on_press) = (board_ref.clone(), props.on_press.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            let (x, y, size) = board_point(&board, e.client_x(), e.client_y());
            if let Some(sq) = square_at_point(x, y, size, flipped) {
                on_press.emit(sq);
            }
        })
    };
    let onkeydown = {
        let (focus, on_press, board_ref) =
            (focus.clone(), props.on_press.clone(), board_ref.clone());
        Callback::from(move |e: KeyboardEvent| {
            // The focused square, even when keys come faster than the board re-renders.
            let current = e
                .target_dyn_into::<Element>()
                .and_then(|el| el.get_attribute("data-square"))
                .and_then(|name| Square::from_name(&name))
                .unwrap_or(*focus);
            let (col, row) = screen_cell(current, flipped);
            let (col, row) = match e.key().as_str() {
                "ArrowLeft" => (col.saturating_sub(1), row),
                "ArrowRight" => (col.saturating_add(1).min(7), row),
                "ArrowUp" => (col, row.saturating_sub(1)),
                "ArrowDown" => (col, row.saturating_add(1).min(7)),
                "Enter" | " " => {
                    e.prevent_default();
                    on_press.emit(current);
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            let next = square_at_cell(col, row, flipped);
            focus_square(&board_ref, next);
            focus.set(next);
        })
    };
    let onfocusin = {
        let focus = focus.clone();
        Callback::from(move |e: FocusEvent| {
            let square = e
                .target_dyn_into::<Element>()
                .and_then(|el| el.get_attribute("data-square"))
                .and_then(|name| Square::from_name(&name));
            if let Some(sq) = square {
                if *focus != sq {
                    focus.set(sq);
                }
            }
        })
    };
    {
        let board_ref = board_ref.clone();
        use_effect_with(*focus, move |focus| focus_square(&board_ref, *focus));
    }

    let view = &props.view;
    let dragging_from = drag.map(|d| d.from);
    let squares = (0..64u8).map(|i| {
        let sq = square_at_cell(i % 8, i / 8, flipped);
        render_square(sq, view, flipped, props.lang, dragging_from, *focus == sq)
    });
    let ghost = drag.and_then(|d| {
        let piece = view.cells[d.from.index()]?;
        Some(html! {
            <div ref={ghost_ref.clone()} class={classes!("piece", "ghost", piece.art_class())}
                 style={ghost_transform(d.x, d.y, d.size)}></div>
        })
    });
    let thai = props.lang == Lang::Th;
    let files = (0..8).map(|i| {
        let f = if flipped { 7 - i } else { i };
        html! { <span>{ if thai { THAI_FILES[f] } else { FILES[f] } }</span> }
    });
    let ranks = (0..8).map(|i| {
        let r = if flipped { i } else { 7 - i };
        let label = if thai {
            THAI_RANKS[r]
        } else {
            char::from(b'1' + r as u8)
        };
        html! { <span>{ label }</span> }
    });
    html! {
        <div class="board-frame">
            <div class="coords ranks" aria-hidden="true" translate="no">{ for ranks }</div>
            <div ref={board_ref} class={classes!("board", drag.is_some().then_some("dragging"))}
                 data-fen={view.fen.clone()} role="group"
                 aria-label={props.lang.t(crate::key!("board-board"))}
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown} {onfocusin}
                 {ondragover} {ondrop}>
                { for squares }
                if !props.arrows.is_empty() {
                    { render_arrows(&props.arrows, flipped) }
                }
                { ghost }
            </div>
            <div class="coords files" aria-hidden="true" translate="no">{ for files }</div>
        </div>
    }
}

/// Moves the keyboard focus to `sq` when it is already on the board.
fn focus_square(board_ref: &NodeRef, sq: Square) {
    let Some(board) = board_ref.cast::<Element>() else {
        return;
    };
    let inside = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .is_some_and(|active| board.contains(Some(&active)));
    if !inside {
        return;
    }
    if let Ok(Some(square)) = board.query_selector(&format!("[data-square=\"{sq}\"]")) {
        if let Some(el) = square.dyn_ref::<HtmlElement>() {
            el.focus().ok();
        }
    }
}

fn render_square(
    sq: Square,
    view: &BoardView,
    flipped: bool,
    lang: Lang,
    dragging_from: Option<Square>,
    focused: bool,
) -> Html {
    let piece = view.cells[sq.index()];
    let is_last = view
        .last_move
        .is_some_and(|(from, to)| from == sq || to == sq);
    let target = view.marks.targets.contains(sq);
    let class = classes!(
        "square",
        is_last.then_some("last"),
        (view.selected == Some(sq)).then_some("selected"),
        (view.check == Some(sq)).then_some("check"),
        (target && piece.is_none()).then_some("target"),
        (target && piece.is_some()).then_some("capture"),
        view.marks.movable.contains(sq).then_some("movable"),
        (view.refused == Some(sq)).then_some("refused"),
        (view.hint == Some(sq)).then_some("hinted"),
        view.marks
            .promotion
            .targets
            .contains(sq)
            .then_some("promotion-target"),
    );
    let promotable = view.marks.promotion.promotable.contains(sq);
    let mark = if view.marks.promotion.targets.contains(sq) {
        SquareMark::Promotion
    } else if view.selected == Some(sq) {
        SquareMark::Picked
    } else if target {
        SquareMark::Target
    } else {
        SquareMark::Plain
    };
    let label = square_label(lang, sq, piece.map(|p| (p.color, p.name(lang))), mark);
    let piece_html = piece.map(|p| {
        let slide = view
            .slide_ply
            .zip(view.last_move)
            .filter(|(_, (_, to))| *to == sq && dragging_from.is_none());
        let (key, style, slide_class) = match slide {
            Some((ply, (from, to))) => {
                let (fc, fr) = screen_cell(from, flipped);
                let (tc, tr) = screen_cell(to, flipped);
                let dx = (i32::from(fc) - i32::from(tc)) * 100;
                let dy = (i32::from(fr) - i32::from(tr)) * 100;
                (
                    format!("slide{ply}"),
                    Some(format!("--dx: {dx}%; --dy: {dy}%")),
                    Some("slide"),
                )
            }
            None => ("still".to_string(), None, None),
        };
        html! {
            <div key={key} style={style}
                 class={classes!("piece", p.art_class(), slide_class,
                                 (dragging_from == Some(sq)).then_some("lifted"))}
                 data-piece={p.fen_letter()}>
                if promotable {
                    <span class="promotion-badge" aria-hidden="true"></span>
                }
            </div>
        }
    });
    html! {
        <div {class} data-square={sq.to_string()} role="button" aria-label={label}
             data-promotable={promotable.then_some("true")}
             tabindex={if focused { "0" } else { "-1" }}>
            { piece_html }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_cells_round_trip() {
        for sq in Square::ALL {
            for flipped in [false, true] {
                let (col, row) = screen_cell(sq, flipped);
                assert_eq!(square_at_cell(col, row, flipped), sq);
            }
        }
        assert_eq!(screen_cell(Square::new(0, 0), false), (0, 7));
        assert_eq!(screen_cell(Square::new(0, 0), true), (7, 0));
    }

    #[test]
    fn arrows_run_from_centre_to_near_the_target() {
        let points = arrow_points((0.5, 7.5), (0.5, 4.5));
        let pairs: Vec<(f64, f64)> = points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').expect("x,y");
                (x.parse().expect("x"), y.parse().expect("y"))
            })
            .collect();
        assert_eq!(pairs.len(), 7);
        let tip = pairs[3];
        assert!(
            (tip.0 - 0.5).abs() < 1e-9 && (tip.1 - 4.62).abs() < 1e-9,
            "{tip:?}"
        );
        assert!(
            pairs.iter().all(|&(x, _)| (0.2..0.8).contains(&x)),
            "a thin upward arrow"
        );
        assert!(pairs[0].1 > 7.4, "starts at the first centre");
    }

    #[test]
    fn a_move_in_place_is_a_ring_inside_its_cell() {
        assert_eq!(
            ring_path((3.5, 2.5)),
            "M3.040,2.500 a0.460,0.460 0 1,0 0.920,0 a0.460,0.460 0 1,0 -0.920,0 Z \
             M3.140,2.500 a0.360,0.360 0 1,0 0.720,0 a0.360,0.360 0 1,0 -0.720,0 Z"
        );
    }

    #[test]
    fn points_map_to_squares() {
        assert_eq!(
            square_at_point(10.0, 790.0, 800.0, false),
            Square::from_name("a1")
        );
        assert_eq!(
            square_at_point(10.0, 790.0, 800.0, true),
            Square::from_name("h8")
        );
        assert_eq!(square_at_point(-1.0, 10.0, 800.0, false), None);
        assert_eq!(square_at_point(10.0, 800.0, 800.0, false), None);
    }
}
