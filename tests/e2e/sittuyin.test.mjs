// Sittuyin in the browser: the set-up phase by hand pieces (click, drag), an illegal drop refused, undo during
// the set-up, the standard set-up shortcut, a reload that keeps the game, then play to mate against the engine
// (the user's moves by the engine's hint); and a promotion on the board with its markers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadGame, settle } from "./browser.mjs";

const handle = useSite();

const plies = (page) => page.locator(".moves [data-ply]").count();
const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
const targets = (page, kind = "target") => page.locator(`.square.${kind}`).count();
const handPiece = (page, side, letter) => page.locator(`[data-testid="hand-${side}"] [data-hand-piece="${letter}"]`);

/** Waits until the move list holds `n` plies (or the game is over, when `orOver`). */
/** Asks for a hint (its first text matching `first`), then for its move; the move its mark names. */
async function revealHint(page, first) {
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"]', { hasText: first }).waitFor({ timeout: 10000 });
  await page.click('[data-testid="hint"]');
  const mark = page.locator(".arrow.hint");
  await mark.waitFor();
  return mark.getAttribute("data-arrow");
}

async function waitForPlies(page, n, orOver = false) {
  await page.waitForFunction(
    ([n, orOver]) =>
      document.querySelectorAll(".moves [data-ply]").length >= n ||
      (orOver && document.querySelector('[data-testid="result"]') !== null),
    [n, orOver],
    { timeout: 20000 },
  );
}

test("sittuyin: set-up by hand and by the standard shortcut, undo, reload, then a game to mate", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="variant"]', "sittuyin");
  await page.selectOption('[data-testid="level"]', "1");
  await page.click('[data-testid="start-game"]');
  await handPiece(page, "white", "K").waitFor();
  assert.equal(await handPiece(page, "white", "R").getAttribute("data-count"), "2");
  assert.equal(await handPiece(page, "black", "F").getAttribute("data-count"), "1");
  await page.locator('[data-testid="setup-standard"]', { hasText: "Burmese Chess Guide" }).waitFor();

  // A chariot picked: only the back rank is offered; c2 is refused and nothing changes.
  const start = await fen(page);
  await handPiece(page, "white", "R").click();
  assert.equal(await settle(() => handPiece(page, "white", "R").getAttribute("aria-pressed"), "true"), "true");
  assert.equal(await settle(() => targets(page), 8), 8);
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-setup-rook.png` });
  await page.click('[data-square="c2"]');
  assert.equal(await fen(page), start);
  assert.equal(await plies(page), 0);
  assert.equal(await settle(() => handPiece(page, "white", "R").getAttribute("aria-pressed"), "false"), "false");

  // The king by two clicks; the engine drops in reply; undo takes both back.
  await handPiece(page, "white", "K").click();
  assert.equal(await settle(() => targets(page), 20), 20, "the free squares of White's three ranks");
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-setup.png` });
  await page.click('[data-square="g2"]');
  await waitForPlies(page, 2);
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelectorAll(".moves [data-ply]").length === 0);
  assert.equal(await fen(page), start);
  assert.equal(await handPiece(page, "white", "K").getAttribute("data-count"), "1");

  // A hint in the set-up is a drop: a ring on the square where the piece goes, no arrow.
  await page.check('[data-testid="hints-toggle"]');
  const dropped = await revealHint(page, /^Place your/);
  assert.equal(await page.locator("path.arrow.hint").count(), 1, "drawn as a ring");
  assert.equal(dropped.slice(0, 2), dropped.slice(2, 4), `a drop stays on its square: ${dropped}`);
  assert.equal(await page.locator("polygon.arrow").count(), 0);
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-drop-hint.png` });
  await page.uncheck('[data-testid="hints-toggle"]');

  // The king dragged from the hand, a chariot by clicks, then the standard set-up for the rest.
  await handPiece(page, "white", "K").dragTo(page.locator('[data-square="g2"]'));
  await waitForPlies(page, 2);
  assert.equal(await page.getAttribute('[data-square="g2"] [data-piece]', "data-piece"), "K");
  await handPiece(page, "white", "R").click();
  await page.click('[data-square="c1"]');
  await waitForPlies(page, 4);
  await page.click('[data-testid="setup-standard"]');
  await waitForPlies(page, 16);
  assert.equal(await page.locator('[data-testid="hand-white"]').count(), 0, "an empty hand is not shown");
  assert.equal(await page.locator('[data-testid="setup-shortcuts"]').count(), 0);
  const afterSetup = await fen(page);
  assert.match(afterSetup, /^[^ ]*\/2R1R3\[\] w /, "the chariots on c1 and e1");
  assert.equal(await page.getAttribute('[data-square="e3"] [data-piece]', "data-piece"), "F");

  // A reload keeps the game.
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await fen(page), afterSetup);
  assert.equal(await plies(page), 16);

  // Play on by the engine's hints until the game ends.
  await page.check('[data-testid="hints-toggle"]');
  const deadline = Date.now() + 150000;
  while ((await page.locator('[data-testid="result"]').count()) === 0) {
    assert.ok(Date.now() < deadline, `no mate within 150 s: ${await fen(page)}`);
    const n = await plies(page);
    const move = await revealHint(page, /^Move your/);
    await page.click(`[data-square="${move.slice(0, 2)}"]`);
    await page.click(`[data-square="${move.slice(2, 4)}"]`);
    await waitForPlies(page, n + 2, true);
  }
  const result = await page.textContent('[data-testid="result"]');
  assert.match(result, /White wins|checkmate/i, result);
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-mate.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("sittuyin: a bia's promotion marked on the board, in place or diagonally", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, {
    variant: "sittuyin",
    fen: "3k4/8/8/3P4/8/8/3P4/K7[] w - - 0 40",
  });
  const promotable = page.locator('[data-promotable="true"]');
  assert.equal(await promotable.count(), 1, "only the bia on its zone square");
  assert.equal(await promotable.getAttribute("data-square"), "d5");
  await page.click('[data-square="d5"]');
  const promotionSquares = () =>
    page.locator(".square.promotion-target").evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  const expected = ["c4", "c6", "d5", "e4", "e6"];
  assert.deepEqual(await settle(promotionSquares, expected), expected, "in place and the empty diagonal squares");
  assert.ok(await page.locator('[data-square="d6"].target').count(), "the forward move stays a move");
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-promotion.png` });
  await page.keyboard.press("Escape");
  assert.equal(await settle(() => targets(page, "promotion-target"), 0), 0, "Escape unpicks");
  await page.click('[data-square="d5"]');
  await page.click('[data-square="d5"]');
  await page.waitForFunction(() => document.querySelector('[data-square="d5"] [data-piece]')?.dataset.piece === "F");
  assert.match(await page.textContent(".moves"), /d5=F/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("sittuyin: the hands fit a phone's screen", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="variant"]', "sittuyin");
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  await handPiece(page, "white", "N").tap();
  assert.equal(await settle(() => targets(page), 20), 20);
  for (const side of ["white", "black"]) {
    const box = await page.locator(`[data-testid="hand-${side}"]`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.height < 60, `${side}: ${JSON.stringify(box)}`);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/sittuyin-setup-phone.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
