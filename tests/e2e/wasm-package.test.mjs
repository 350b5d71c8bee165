// The JS/wasm package (pkg/, built by scripts/build-wasm-package.sh) through its demo page in Chromium:
// rules, errors, engine limits and game ends, both through the page and through the API directly.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { launchBrowser, SCREENSHOTS, START_FEN } from "./browser.mjs";
import { startServer } from "./serve.mjs";

const AFTER_E4 = "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1";
const SEVEN_RANKS = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w - - 0 1";
const MATE_IN_ONE = "k7/7R/1K6/8/8/8/8/8 w - - 0 1";
const PIECES_HONOUR = "4k3/8/8/8/8/8/1R6/RN2K3 w - - 0 1";

let server;
let browser;
let page;
let errors;

before(async () => {
  assert.ok(existsSync("pkg/makruk_wasm.js"), "build the package first: scripts/build-wasm-package.sh");
  ({ server } = await startServer({ dir: "." }));
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** Opens the demo page afresh and waits until the package is loaded. */
async function openDemo() {
  await page?.close();
  page = await browser.newPage();
  errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The page sets a strict CSP (script-src 'self' 'wasm-unsafe-eval'): any violation is an error.
  page.on("console", (m) => {
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) errors.push(m.text());
  });
  const { port } = server.address();
  await page.goto(`http://127.0.0.1:${port}/crates/makruk-wasm/demo/`);
  await page.locator("body[data-ready=true]").waitFor();
}

const text = (id) => page.getByTestId(id).textContent();

async function play(move) {
  await page.getByTestId("move-input").fill(move);
  await page.getByTestId("play").click();
}

async function loadFen(fen) {
  await page.getByTestId("fen-input").fill(fen);
  await page.getByTestId("load").click();
}

test("the start position has 23 legal moves, and a SAN move is played", async () => {
  await openDemo();
  assert.equal(await text("fen"), START_FEN);
  assert.equal(await text("legal-count"), "23");
  assert.equal(await text("turn"), "white");
  const fromApi = await page.evaluate(() => {
    const b = new makruk.Board();
    return { uci: b.legalMoves(), san: b.legalMovesSan(), variants: makruk.variants() };
  });
  assert.equal(fromApi.uci.length, 23);
  assert.equal(new Set(fromApi.san).size, 23);
  assert.ok(fromApi.uci.includes("e3e4") && fromApi.san.includes("e4"));
  assert.deepEqual(fromApi.variants, ["makruk", "cambodian", "karouk", "makpong", "asean", "sittuyin"]);

  await play("e4");
  assert.equal(await text("fen"), AFTER_E4);
  assert.equal(await text("moves"), "e4");
  assert.equal(await text("turn"), "black");
  assert.equal(await text("error"), "");
  assert.deepEqual(await page.evaluate(() => board.moveStack()), ["e3e4"]);
  assert.deepEqual(errors, []);
});

test("an illegal move throws an Error and leaves the board unchanged", async () => {
  await openDemo();
  await play("e5");
  assert.equal(await text("error"), 'no legal move "e5" in this position');
  assert.equal(await text("fen"), START_FEN);
  assert.equal(await text("moves"), "none");

  const result = await page.evaluate(() => {
    const b = new makruk.Board();
    b.push("e3e4");
    const before = b.fen();
    const caught = [];
    for (const attempt of [() => b.push("e6e4"), () => b.push("nonsense"), () => b.pushSan("Kd4")]) {
      try {
        attempt();
        caught.push(null);
      } catch (e) {
        caught.push({ isError: e instanceof Error, message: e.message });
      }
    }
    return { caught, same: b.fen() === before, moves: b.moveStack() };
  });
  assert.deepEqual(result.caught, [
    { isError: true, message: "illegal move e6e4" },
    { isError: true, message: "not a UCI move (expected e.g. e3e4 or d5d6m)" },
    { isError: true, message: 'no legal move "Kd4" in this position' },
  ]);
  assert.ok(result.same);
  assert.deepEqual(result.moves, ["e3e4"]);
  assert.deepEqual(errors, []);
});

test("a bad FEN or variant gives the core's error message", async () => {
  await openDemo();
  await play("e4");
  await loadFen(SEVEN_RANKS);
  assert.equal(await text("error"), "piece placement: 7 ranks, expected 8");
  assert.equal(await text("fen"), AFTER_E4, "the game in progress stays");

  const messages = await page.evaluate(
    ([badFen]) => {
      const message = (make) => {
        try {
          make();
          return null;
        } catch (e) {
          return e instanceof Error ? e.message : `not an Error: ${e}`;
        }
      };
      return [
        message(() => new makruk.Board("makruk", badFen)),
        message(() => new makruk.Board("makruk", "4k3/8/8/8/8/8/8/4K3 x - - 0 1")),
        message(() => new makruk.Board("chess")),
        message(() => makruk.Board.fromPgn("1. e4 e5 2. Nd3")),
      ];
    },
    [SEVEN_RANKS],
  );
  assert.equal(messages[0], "piece placement: 7 ranks, expected 8");
  assert.match(messages[1], /^side to move: found "x", expected/);
  assert.equal(messages[2], 'unknown variant "chess" (expected one of makruk, cambodian, karouk, makpong, asean, sittuyin)');
  assert.equal(messages[3], 'move 2. "Nd3": no legal move "Nd3" in this position');
  assert.deepEqual(errors, []);
});

test("the engine returns a legal move within its time limit and reports each iteration", async () => {
  await openDemo();
  const result = await page.evaluate(() => {
    const b = new makruk.Board();
    b.pushSan("e4");
    const engine = new makruk.Engine(4);
    const infos = [];
    const start = performance.now();
    const found = engine.bestMove(b, { movetimeMs: 300 }, (info) => {
      infos.push(info);
    });
    const elapsed = performance.now() - start;
    const byDepth = engine.bestMove(b, { depth: 3 });
    let stoppedAt = 0;
    engine.bestMove(b, { depth: 8 }, () => {
      stoppedAt += 1;
      return false;
    });
    let badOption = null;
    try {
      engine.bestMove(b, { level: 9 });
    } catch (e) {
      badOption = e.message;
    }
    return { found, elapsed, infos, byDepth, stoppedAt, badOption, legal: b.legalMoves() };
  });
  const { found, elapsed, infos } = result;
  assert.ok(result.legal.includes(found.move), `${found.move} is legal`);
  assert.equal(found.pv[0], found.move);
  assert.equal(found.pvSan[0], found.san);
  // The limit's mechanism, not the clock's speed (other work may share the cores): a fixed move time is spent
  // whole, the search stops by the clock long before its deepest ply, and the engine's time lies within the time
  // the caller measured around it.
  assert.ok(found.timeMs >= 300, `engine says ${found.timeMs} ms for a 300 ms limit`);
  assert.ok(found.timeMs <= elapsed + 1, `engine says ${found.timeMs} ms, the caller measured ${elapsed} ms`);
  assert.ok(found.depth < 64, `stopped at depth ${found.depth}`);
  assert.ok(found.depth >= 2 && found.nodes > 0, JSON.stringify(found));
  assert.ok(infos.length >= 2 && infos.every((info, i) => i === 0 || info.depth > infos[i - 1].depth));
  const last = infos.at(-1);
  assert.ok(result.legal.includes(last.pv[0]) && last.pvSan.length === last.pv.length, JSON.stringify(last));
  assert.equal(last.multiPv, 1);
  assert.ok(typeof infos[0].score.cp === "number" || typeof infos[0].score.mate === "number");
  assert.equal(result.byDepth.depth, 3);
  assert.ok(result.legal.includes(result.byDepth.move));
  assert.equal(result.stoppedAt, 1, "returning false from the callback stops the search");
  assert.equal(result.badOption, "option level must be a whole number from 1 to 8, got 9");

  await page.getByTestId("movetime").fill("200");
  await page.getByTestId("engine-move").click();
  assert.match(await text("engine-result"), /depth \d+/);
  assert.equal(await text("turn"), "black");
  assert.equal((await text("moves")).split(" ").length, 1);
  assert.deepEqual(errors, []);
});

test("the engine mates in one and the page shows the checkmate", async () => {
  await openDemo();
  await loadFen(MATE_IN_ONE);
  assert.equal(await text("outcome"), "game in progress");
  await page.getByTestId("engine-move").click();
  assert.match(await text("engine-result"), /^Rh8# \(h7h8\).*mate in 1/);
  assert.equal(await text("outcome"), "1-0: white wins (checkmate)");
  await page.screenshot({ path: `${SCREENSHOTS}/wasm-package-mate.png` });
  const api = await page.evaluate(() => ({
    outcome: board.outcome(),
    check: board.isCheck(),
    over: board.isGameOver(),
    legal: board.legalMoves(),
    best: new makruk.Engine(1).bestMove(board),
    pgn: board.pgn({ White: "Engine" }),
  }));
  assert.deepEqual(api.outcome, { winner: "white", reason: "checkmate", result: "1-0", description: "checkmate" });
  assert.ok(api.check && api.over);
  assert.deepEqual(api.legal, []);
  assert.equal(api.best, null, "no move to find once mated");
  assert.match(api.pgn, /\[White "Engine"\]/);
  assert.match(api.pgn, /\[FEN "k7\/7R\/1K6\/8\/8\/8\/8\/8 w - - 0 1"\]/);
  assert.match(api.pgn, /1\. Rh8# 1-0/);
  assert.deepEqual(errors, []);
});

test("pieces' honour is counted after the first move", async () => {
  await openDemo();
  await loadFen(PIECES_HONOUR);
  assert.equal(await text("counting"), "none");
  await play("Rb3");
  assert.equal(await text("counting"), "black counts pieces' honour: 5 of 8 moves");
  const counting = await page.evaluate(() => board.counting());
  assert.deepEqual(counting, { counter: "black", kind: "piecesHonour", ply: 10, limit: 16, moves: 5, limitMoves: 8 });
  assert.deepEqual(errors, []);
});

test("Thai notation and counting by hand through the JS API", async () => {
  await openDemo();
  const api = await page.evaluate(() => {
    const b = new makruk.Board("makruk", "4k3/4s3/8/8/8/8/8/R3K3 b - - 0 1");
    const automatic = (() => {
      try {
        b.startCounting();
        return "started";
      } catch (e) {
        return e.message;
      }
    })();
    b.setManualCounting(true);
    b.startCounting();
    const started = b.counting();
    b.pushSan("Kf8");
    b.pushSan("Ra8");
    const thai = b.thaiSanMoves();
    b.stopCounting();
    const replay = new makruk.Board("makruk", "4k3/4s3/8/8/8/8/8/R3K3 b - - 0 1");
    thai.forEach((m) => replay.pushSan(m));
    const placement = (fen) => fen.split(" ").slice(0, 2).join(" ");
    return { automatic, started, thai, stopped: b.counting(), same: placement(replay.fen()) === placement(b.fen()) };
  });
  assert.equal(api.automatic, "counting is automatic in this game");
  assert.equal(api.started.counter, "black");
  assert.equal(api.started.kind, "boardsHonour");
  assert.equal(api.thai.length, 2);
  assert.match(api.thai[0], /^ข-ฉ๘/);
  assert.equal(api.stopped, null);
  assert.ok(api.same, "Thai SAN reads back to the same position");
  assert.deepEqual(errors, []);
});

test("a module worker analyses with the package and streams every iteration", async () => {
  await openDemo();
  await play("e4");
  await page.getByTestId("analyse").click();
  await page.getByTestId("analysis-state").filter({ hasText: /^best move / }).waitFor({ timeout: 10_000 });
  const lines = await page.getByTestId("analysis").locator("li").allTextContents();
  assert.ok(lines.length >= 2, lines.join("\n"));
  lines.forEach((line, i) => assert.match(line, new RegExp(`^depth ${i + 1}: (-?\\d+ cp|mate -?\\d+) \\S`)));
  const best = (await text("analysis-state")).replace("best move ", "");
  const legalSan = await page.evaluate(() => board.legalMovesSan());
  assert.ok(legalSan.includes(best), `${best} is a legal reply`);
  assert.deepEqual(errors, []);
});

test("in Node, the package loads from its wasm bytes and checks its arguments", async () => {
  const { default: init, Board, Engine } = await import(pathToFileURL("pkg/makruk_wasm.js").href);
  await init({ module_or_path: readFileSync("pkg/makruk_wasm_bg.wasm") });
  const board = new Board("cambodian");
  assert.equal(board.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
  const engine = new Engine(1);
  const found = engine.bestMove(board, { depth: 2, level: 3 });
  assert.ok(board.legalMoves().includes(found.move));
  assert.throws(() => engine.bestMove(board, 500), { message: "the options must be given as an object" });
  assert.throws(() => engine.bestMove(board, { movetimeMs: "500" }), { message: "option movetimeMs must be a number" });
  const boom = new TypeError("boom");
  assert.throws(
    () =>
      engine.bestMove(board, { depth: 3 }, () => {
        throw boom;
      }),
    (e) => e === boom,
    "the callback's exception is rethrown as it was",
  );
  assert.throws(() => board.pgn({ White: 3 }), { message: 'tag "White" must be a string' });
  assert.throws(() => new Engine(0), { message: "option hashMb must be a whole number from 1 to 1024, got 0" });
});
