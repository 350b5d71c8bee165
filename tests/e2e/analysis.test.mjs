// The analysis board (issue 6): opened from a game, free moves for both sides building variations,
// the engine's lines with the evaluation bar and arrows, the game review, and back to the game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN, freshPage, loadTwoPlayerGame, drag, chooseLanguage } from "./browser.mjs";

const handle = useSite();

const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
/** Waits until the tree's current move is the one at `ply` (and reads `san`, if given). */
async function expectCurrent(page, ply, san) {
  const current = page.locator(`.tree .move.current[data-ply="${ply}"]`);
  await current.waitFor({ timeout: 5000 });
  if (san) {
    assert.equal(await current.textContent(), san);
  }
}

/** A two-player game in which White's ma takes a defended bia on move 3 (a blunder). */
const BLUNDER_GAME = "b1d2 b8d7 d2c4 g6g5 c4b6 d7b6";

/** Loads a saved two-player game with these moves and reloads. */
async function loadGame(page, moves) {
  await loadTwoPlayerGame(page, START_FEN, moves);
}

async function openAnalysis(page) {
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
}

/** Starts a review of the game and waits until it runs. */
async function startReview(page) {
  await page.click('[data-testid="review-start"]');
  await page.locator('[data-testid="review-cancel"]').waitFor();
}

/** Waits (up to 30 s) until the review has finished, and returns its progress ("reviewed/all"). */
async function finishedReviewProgress(page) {
  await page.locator('[data-testid="review-start"]').waitFor({ timeout: 30000 });
  return page.textContent('[data-testid="review-progress"] span');
}

/** A fresh page (with `contextOptions`) showing the analysis board of `BLUNDER_GAME`. */
async function analyseBlunderGame(contextOptions) {
  const page = await freshPage(handle.site, contextOptions);
  await loadGame(page, BLUNDER_GAME);
  await openAnalysis(page);
  return page;
}

test("moves for both sides, a variation, engine lines and arrows, then back to the unchanged game", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, "e3e4 d6d5 b1d2");
  const gameFen = await fen(page);
  await openAnalysis(page);
  assert.equal(await fen(page), gameFen, "opens on the shown position");
  assert.equal(await page.locator(".tree [data-ply]").count(), 3);
  await expectCurrent(page, 3);

  // The engine analyses at once: a line, the bar and an arrow for its first move.
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
  await page.locator("svg.arrows .arrow.best").waitFor({ timeout: 5000 });
  const share = Number(await page.getAttribute('[data-testid="eval-bar"]', "data-share"));
  assert.ok(share > 0 && share < 1, `the bar shows a share, got ${share}`);
  assert.match(await page.textContent('[data-testid="pv-line"] .pv-score'), /^[+-]\d+\.\d\d$|^#-?\d+$/);

  // Black and White move by click and by drag.
  await page.click('[data-square="c6"]');
  await page.click('[data-square="c5"]');
  await drag(page, "g1", "e2");
  await expectCurrent(page, 5);
  assert.equal(await page.textContent('.tree [data-ply="5"]'), "Ne2");

  // Back to move 1 and a different answer: a variation in the tree, the main line kept.
  await page.click('.tree [data-ply="1"]');
  assert.equal(await fen(page), "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
  await page.click('[data-square="f6"]');
  await page.click('[data-square="f5"]');
  assert.equal(await page.locator(".variation [data-ply]").count(), 1);
  assert.equal(await page.textContent(".variation .move.current"), "f5");
  assert.equal(await page.locator(".tree > [data-ply]").count(), 5, "the main line is unchanged");

  // Three lines and arrows; clicking a line's second move plays the line up to it.
  await page.click('[data-testid="lines-3"]');
  await page.locator('[data-testid="pv-line"][data-multipv="3"]').waitFor({ timeout: 15000 });
  assert.ok((await page.locator("svg.arrows .arrow").count()) >= 2);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-lines.png` });
  const before = await page.locator(".tree [data-ply]").count();
  // The lines change as the engine deepens: click the element itself, not a point on the screen.
  await page.locator('[data-testid="pv-line"][data-multipv="1"] [data-pv-move="1"]').dispatchEvent("click");
  await expectCurrent(page, 4);
  assert.equal(await page.locator(".tree [data-ply]").count(), before + 2);
  assert.equal(await page.locator(".variation .move.current").count(), 1);

  // Make the variation the main line, then cut it after its first move.
  await page.click('[data-testid="promote"]');
  assert.equal(await page.locator(".tree > .move.current").count(), 1);
  await page.click('.tree > [data-ply="3"]');
  await page.click('[data-testid="delete-variation"]');
  await expectCurrent(page, 2, "f5");
  await page.keyboard.press("ArrowLeft");
  await expectCurrent(page, 1);
  await page.keyboard.press("ArrowRight");
  await expectCurrent(page, 2, "f5");

  // The engine switch stops the lines and the arrows.
  await page.click('[data-testid="engine-toggle"]');
  assert.equal(await page.locator('[data-testid="pv-line"]').count(), 0);
  assert.equal(await page.locator("svg.arrows").count(), 0);

  await page.click('[data-testid="analysis-close"]');
  await page.locator('[data-testid="new-game"]').waitFor();
  assert.equal(await fen(page), gameFen, "the game is unchanged");
  assert.equal(await page.locator(".moves [data-ply]").count(), 3);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("reviewing a game marks the blunder and shows the best move instead", async () => {
  const page = await analyseBlunderGame();
  await page.click('[data-testid="engine-toggle"]');
  await startReview(page);
  assert.equal(await finishedReviewProgress(page), "7/7");
  const mark = await page.getAttribute('.tree [data-ply="5"]', "data-mark");
  assert.ok(["mistake", "blunder"].includes(mark), `Nxb6 is marked, got ${mark}`);
  const worst = page.locator('[data-testid="worst-move"][data-ply="5"]');
  assert.match(await worst.textContent(), /3\. Nxb6\?\??.*best was \S+/);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-review.png` });

  // The evaluation graph takes the board to the position clicked.
  const graph = await page.locator('[data-testid="eval-graph"]').boundingBox();
  await page.mouse.click(graph.x + graph.width - 2, graph.y + graph.height / 2);
  await expectCurrent(page, 6);

  await worst.click();
  await expectCurrent(page, 4);
  await page.locator("svg.arrows .arrow.hint").waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("after a game, the result banner opens the review of the game", async () => {
  const page = await freshPage(handle.site);
  await loadTwoPlayerGame(page, "4k3/1R6/8/8/8/8/R7/4K3 w - - 0 1", "b7c7 e8f8");
  await drag(page, "a2", "a8");
  await page.locator('[data-testid="review-game"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-over-review-button.png` });
  await page.click('[data-testid="review-game"]');
  await page.locator('[data-testid="analysis"]').waitFor();
  await page.locator('[data-testid="review-progress"]').waitFor();
  // Four positions: the start and after each of the three moves, all reviewed without a click.
  assert.equal(await finishedReviewProgress(page), "4/4");
  assert.equal(await page.locator(".tree [data-ply]").count(), 3);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a review can be cancelled; play from here starts a two-player game at the shown position", async () => {
  const page = await analyseBlunderGame();
  await startReview(page);
  await page.click('[data-testid="review-cancel"]');
  await page.locator('[data-testid="review-start"]').waitFor();
  const [done, all] = (await page.textContent('[data-testid="review-progress"] span')).split("/").map(Number);
  assert.equal(all, 7);
  assert.ok(done < all, `stopped early (${done}/${all})`);

  await page.click('.tree [data-ply="2"]');
  const shown = await fen(page);
  await page.click('[data-testid="play-from-here"]');
  await page.click('[data-testid="play-human"]');
  await page.locator('[data-testid="new-game"]').waitFor();
  assert.equal(await fen(page), shown);
  assert.equal(await page.locator(".moves [data-ply]").count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the analysis board fits a phone", async () => {
  const page = await analyseBlunderGame({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling (page is ${width}px wide)`);
  const bar = await page.locator('[data-testid="eval-bar"]').boundingBox();
  const board = await page.locator(".board").boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= 844, "the whole board is on screen, not scrolled away");
  assert.ok(bar.x + bar.width <= board.x, "the bar stands beside the board");
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-phone.png` });

  // In Thai the moves are written in Thai notation and the board keeps its tree; the page says it is
  // in Thai (<html lang>, which the Thai font's rule and screen readers follow).
  await chooseLanguage(page, "th");
  assert.match(await page.textContent('.tree [data-ply="3"]'), /[\u0E00-\u0E7F]/);
  assert.equal(await page.locator(".tree [data-ply]").count(), 6);
  await page.waitForFunction(() => document.documentElement.lang === "th");
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Makruk Sarabun") && f.status === "loaded"));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-phone-thai.png`, fullPage: true });
  assert.deepEqual(page.errors, []);
  // The choice made on the analysis board is kept: the page opens in Thai again.
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "th");
  assert.equal(await page.textContent('[data-testid="lang"]'), "ไทย");
  await page.close();
});

test("the embed page's analysis mode shows the analysis board with minimal chrome", async () => {
  const page = await handle.site.browser.newPage({ viewport: { width: 480, height: 540 } });
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  await page.goto(`${handle.site.url}?embed=1&mode=analysis&moves=e3e4%20d6d5%20b1d2`);
  await page.locator('[data-testid="embed"] [data-testid="analysis"]').waitFor();
  assert.equal(await fen(page), "rnsmksnr/8/ppp1pppp/3p4/4P3/PPPP1PPP/3N4/R1SKMSNR b - - 1 2");
  assert.equal(await page.textContent('[data-testid="embed-ply"]'), "3/3");
  for (const hidden of ["analysis-close", "review-start", "play-from-here", "new-game"]) {
    assert.equal(await page.locator(`[data-testid="${hidden}"]`).count(), 0, `${hidden} is not in an embed`);
  }
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
  await page.locator("svg.arrows .arrow.best").waitFor();
  await page.click('[data-square="c6"]');
  await page.click('[data-square="c5"]');
  assert.equal(await page.textContent('[data-testid="embed-ply"]'), "4/4");
  await page.click('[data-testid="nav-start"]');
  assert.equal(await fen(page), START_FEN);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-analysis.png` });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 480, `no sideways scrolling in the frame (${width}px)`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
