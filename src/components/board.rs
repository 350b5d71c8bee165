//! The 8x8 board: squares, pieces and coordinates on a wooden frame.
use yew::prelude::*;

use crate::board_view::Cells;

const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What stands on each square.
    pub cells: Cells,
    /// The position's FEN, exposed as `data-fen`.
    pub fen: AttrValue,
    /// Black at the bottom.
    #[prop_or_default]
    pub flipped: bool,
}

/// Name of a square from its index (0 = a1).
fn square_name(index: usize) -> String {
    format!("{}{}", FILES[index % 8], index / 8 + 1)
}

/// The board, drawn from White's side unless `flipped`.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let order: Vec<usize> = (0..64)
        .map(|i| {
            let (row, col) = (i / 8, i % 8);
            if props.flipped {
                row * 8 + (7 - col)
            } else {
                (7 - row) * 8 + col
            }
        })
        .collect();
    let squares = order.into_iter().map(|index| {
        let name = square_name(index);
        let piece = props.cells[index].map(|p| {
            html! {
                <div class={classes!("piece", p.art_class())} data-piece={p.fen_letter()}></div>
            }
        });
        html! {
            <div class="square" data-square={name}>{ piece }</div>
        }
    });
    let files = (0..8).map(|i| {
        let f = if props.flipped { 7 - i } else { i };
        html! { <span>{ FILES[f] }</span> }
    });
    let ranks = (0..8).map(|i| {
        let r = if props.flipped { i + 1 } else { 8 - i };
        html! { <span>{ r }</span> }
    });
    html! {
        <div class="board-frame">
            <div class="coords ranks" aria-hidden="true">{ for ranks }</div>
            <div class="board" data-fen={props.fen.clone()} role="grid">{ for squares }</div>
            <div class="coords files" aria-hidden="true">{ for files }</div>
        </div>
    }
}
