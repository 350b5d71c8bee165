// Counting by hand on the analysis board (issue 21, part 3, "in every mode"): opened from a game it keeps the game's
// count and rule options; the weaker side starts its count with the keyboard, the count belongs to the move where it
// was started (stepping back hides it, a variation from before has none), never reads beyond the limit, and Play
// from here carries it back into a game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadGame, START_FEN } from "./browser.mjs";

const handle = useSite();

const counting = (page) => page.textContent('[data-testid="counting"]');
const shown = (page, testid) => page.locator(`[data-testid="${testid}"]`).count();
const fen = (page) => page.getAttribute("[data-fen]", "data-fen");

/** Waits (up to 2 s, the board re-renders after a key) until the count reads `pattern`, then checks it. */
async function expectCount(page, pattern, message) {
  await page.locator('[data-testid="counting"]', { hasText: pattern }).waitFor({ timeout: 2000 }).catch(() => {});
  assert.match(await counting(page), pattern, message);
}

/** Waits until no count is shown, then checks it. */
async function expectNoCount(page, message) {
  await page.locator('[data-testid="counting"]').waitFor({ state: "detached", timeout: 2000 }).catch(() => {});
  assert.equal(await shown(page, "counting"), 0, message);
}

async function openAnalysis(page) {
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
}

/** Plays a move on the analysis board by two clicks. */
async function play(page, uci) {
  const before = await fen(page);
  await page.click(`[data-square="${uci.slice(0, 2)}"]`);
  await page.click(`[data-square="${uci.slice(2, 4)}"]`);
  await page.waitForFunction((b) => document.querySelector("[data-fen]").getAttribute("data-fen") !== b, before);
}

test("the analysis board counts by hand: the game's count, a count started by keyboard, never past the limit", async () => {
  const page = await freshPage(handle.site);
  // Two rueas against a bare khun: Black counts pieces' honour from 4 to 8; Black started it in the game.
  await loadGame(page, { fen: "4k3/8/8/8/8/8/8/RR2K3 w - - 0 1", moves: "a1a2 e8d8", counting: "1:start" });
  await expectCount(page, /Black counts 5 → 8 \(pieces' honour, two rueas\)/);
  await openAnalysis(page);
  await expectCount(page, /Black counts 5 → 8 \(pieces' honour, two rueas\)/, "the game's count is kept");
  assert.equal(await shown(page, "count-start"), 0, "White, the stronger side, gets no Start");
  assert.equal(await shown(page, "count-stop"), 0, "nor Black's Stop");

  await page.keyboard.press("ArrowLeft");
  await expectCount(page, /Black counts 4 → 8/, "the count started at this move");
  assert.equal(await shown(page, "count-stop"), 1);
  await page.keyboard.press("Home");
  await expectNoCount(page, "before the start nobody counts");

  // A variation from the start: no count until Black starts one, by keyboard.
  await play(page, "a1a3");
  await expectNoCount(page, "a variation from before the start has no count");
  await page.locator('[data-testid="count-start"]').focus();
  await page.keyboard.press("Enter");
  await expectCount(page, /Black counts 4 → 8 \(pieces' honour, two rueas\)/);
  assert.equal(await shown(page, "count-start"), 0);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-counting.png` });
  const line = ["e8d8", "a3a2", "d8e8", "a2a3", "e8d8", "a3a2", "d8e8", "a2a3"];
  const seen = [];
  for (const uci of line) {
    await play(page, uci);
    const text = await counting(page);
    seen.push(text.match(/counts (\d+) → (\d+)/).slice(1).map(Number));
  }
  assert.deepEqual(seen.map(([n]) => n), [5, 5, 6, 6, 7, 7, 8, 8]);
  assert.ok(seen.every(([n, limit]) => limit === 8 && n <= limit), "never beyond the limit");
  assert.match(await page.textContent('[data-testid="status"]'), /Counting limit reached — Draw/);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-counting-limit.png` });
  await play(page, "e8d8");
  await expectCount(page, /Black counts 8 → 8/, "moves after the end still read the limit");
  assert.equal(await shown(page, "count-stop"), 0, "no counting after the end");

  // Back through the moves the count reads as it was; before the start there is none.
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
  await expectCount(page, /Black counts 7 → 8/);
  assert.equal(await shown(page, "count-restart"), 1);
  const analysed = await counting(page);
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowLeft");
  await expectCount(page, /Black counts 4 → 8/);
  await page.keyboard.press("ArrowLeft");
  await expectNoCount(page);

  // Play from here carries the count into the new game.
  await page.click('.variation [data-ply="7"]');
  await page.locator('[data-testid="counting"]', { hasText: analysed }).waitFor({ timeout: 2000 });
  await page.click('[data-testid="play-from-here"]');
  await page.click('[data-testid="play-human"]');
  await page.locator('[data-testid="analysis"]').waitFor({ state: "detached" });
  await page.locator('[data-testid="counting"]', { hasText: analysed }).waitFor({ timeout: 2000 });
  assert.equal(await counting(page), analysed, "the game counts on from the analysed count");
  assert.equal(await shown(page, "count-stop"), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the analysis board plays the game's sutras", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, { fen: START_FEN, rules: "counting=manual sutras=met" });
  await openAnalysis(page);
  // Sut Met: the bia e3 steps to e4 and the met e1 takes e3.
  await play(page, "e1e3");
  assert.equal((await fen(page)).split(" ")[0].split("/").slice(4).join("/"), "4P3/PPPPMPPP/8/RNSK1SNR");
  assert.deepEqual(page.errors, []);
  await page.close();
});
