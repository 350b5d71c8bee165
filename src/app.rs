//! The top-level app component.
use yew::prelude::*;

use crate::board_view::cells_from_fen;
use crate::components::Board;

const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/// The whole page: header, board, side panel.
#[function_component(App)]
pub fn app() -> Html {
    let cells = cells_from_fen(START_FEN).unwrap_or_else(|| std::rc::Rc::new([None; 64]));
    html! {
        <div class="app set-thai">
            <header class="topbar"><h1>{ "Makruk" }</h1></header>
            <main class="layout">
                <section class="board-area">
                    <Board cells={cells} fen={START_FEN} />
                </section>
                <aside class="panel">
                    <p class="status" data-testid="status" role="status">{ "White to move" }</p>
                    <ol class="moves"></ol>
                    <button type="button" data-testid="new-game">{ "New game" }</button>
                </aside>
            </main>
        </div>
    }
}
