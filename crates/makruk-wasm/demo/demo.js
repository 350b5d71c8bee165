// The makruk-wasm demo: a game driven by the package's Board and Engine classes.
// The module is also exposed as `window.makruk` (and the current board as `window.board`) for tests.
import init, { Board, Engine, variants } from "../../../pkg/makruk_wasm.js";

await init();

const $ = (id) => document.getElementById(id);
const engine = new Engine();
let board = new Board();

function describeOutcome(outcome) {
  if (!outcome) return "game in progress";
  const who = outcome.winner ? `${outcome.winner} wins` : "draw";
  return `${outcome.result}: ${who} (${outcome.description})`;
}

function describeCounting(counting) {
  if (!counting) return "none";
  const kind = counting.kind === "boardsHonour" ? "board's honour" : "pieces' honour";
  return `${counting.counter} counts ${kind}: ${counting.moves} of ${counting.limitMoves} moves`;
}

function show() {
  window.board = board;
  $("fen").textContent = board.fen();
  $("turn").textContent = board.turn();
  $("legal-count").textContent = String(board.legalMoves().length);
  $("check").textContent = board.isCheck() ? ", in check" : "";
  $("moves").textContent = board.sanMoves().join(" ") || "none";
  $("outcome").textContent = describeOutcome(board.outcome());
  $("counting").textContent = describeCounting(board.counting());
  $("pgn").textContent = board.pgn({ Event: "makruk-wasm demo" });
}

/** Runs `action`, showing the message of any error it throws; the board is unchanged on error. */
function attempt(action) {
  $("error").textContent = "";
  try {
    action();
  } catch (e) {
    $("error").textContent = e instanceof Error ? e.message : String(e);
  }
  show();
}

for (const name of variants()) {
  $("variant").append(new Option(name, name));
}

$("load").addEventListener("click", () =>
  attempt(() => {
    const fen = $("fen-input").value.trim();
    board = new Board($("variant").value, fen || undefined);
    engine.newGame();
    $("engine-result").textContent = "";
  }),
);

$("play-form").addEventListener("submit", (event) => {
  event.preventDefault();
  attempt(() => {
    const text = $("move").value.trim();
    // UCI moves are squares only (e3e4, d5d6m); anything else is read as SAN.
    if (/^[a-h][1-8][a-h][1-8][a-z]?$/.test(text) && board.legalMoves().includes(text)) board.push(text);
    else board.pushSan(text);
    $("move").value = "";
  });
});

$("undo").addEventListener("click", () => attempt(() => board.pop()));

$("engine").addEventListener("click", () =>
  attempt(() => {
    const movetimeMs = Number($("movetime").value) || 500;
    const found = engine.bestMove(board, { movetimeMs });
    if (!found) throw new Error("no legal move: the game is over");
    board.push(found.move);
    const score = "cp" in found.score ? `${found.score.cp} cp` : `mate in ${found.score.mate}`;
    $("engine-result").textContent =
      `${found.san} (${found.move}), depth ${found.depth}, ${score}, ${found.nodes} nodes in ${found.timeMs} ms; line ${found.pvSan.join(" ")}`;
  }),
);

// Analysis in a module worker: the page stays responsive and shows each iteration as it comes.
const worker = new Worker(new URL("engine-worker.js", import.meta.url), { type: "module" });
worker.addEventListener("message", ({ data }) => {
  if (data.ready) {
    $("analyse").disabled = false;
  } else if (data.info) {
    const { depth, score, pvSan } = data.info;
    const value = "cp" in score ? `${score.cp} cp` : `mate ${score.mate}`;
    $("analysis").append(Object.assign(document.createElement("li"), { textContent: `depth ${depth}: ${value} ${pvSan.join(" ")}` }));
  } else {
    $("analysis-state").textContent = data.error ?? `best move ${data.result ? data.result.san : "none"}`;
    $("analyse").disabled = false;
  }
});
$("analyse").addEventListener("click", () => {
  $("analyse").disabled = true;
  $("analysis").replaceChildren();
  $("analysis-state").textContent = "analysing…";
  // The worker replays the whole game, so that repetitions count there too.
  worker.postMessage({ variant: board.variant(), fen: board.startFen(), moves: board.moveStack(), movetimeMs: 1000 });
});

window.makruk = { Board, Engine, variants };
show();
document.body.dataset.ready = "true";
