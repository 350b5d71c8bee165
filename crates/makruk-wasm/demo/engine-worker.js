// A module Web Worker running the makruk-wasm engine off the page's thread: it analyses the position it
// is sent ({ variant, fen, moves, movetimeMs }) and posts every iteration ({ info }) and then the result ({ result }).
import init, { Board, Engine } from "../../../pkg/makruk_wasm.js";

await init();
const engine = new Engine();
onmessage = ({ data: { variant, fen, moves, movetimeMs } }) => {
  try {
    const board = new Board(variant, fen);
    for (const move of moves) board.push(move);
    const result = engine.bestMove(board, { movetimeMs }, (info) => postMessage({ info }));
    postMessage({ result });
  } catch (e) {
    postMessage({ error: e.message });
  }
};
postMessage({ ready: true });
