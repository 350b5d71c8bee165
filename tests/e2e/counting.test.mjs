// Counting in every mode (issue 21, part 3): the weaker side starts, stops and restarts its count by hand with
// buttons offered only when the rules allow it; against the engine the engine counts for itself; the badge never
// passes the limit. Draws by agreement: offer and accept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadGame, drag } from "./browser.mjs";

const handle = useSite();

const counting = (page) => page.textContent('[data-testid="counting"]');
const shown = (page, testid) => page.locator(`[data-testid="${testid}"]`).count();

test("against the engine the weaker user starts counting with a button; the stronger side never gets one", async () => {
  const page = await freshPage(handle.site);
  // The user (Black) has a khon against White's ruea: board's honour is Black's to count.
  await loadGame(page, { opponent: "engine 1", side: "black", fen: "4k3/8/3s4/8/R7/8/8/4K3 b - - 0 1" });
  assert.equal(await shown(page, "counting"), 0, "nobody counts before the user starts");
  assert.equal(await shown(page, "count-stop"), 0);
  await page.locator('[data-testid="count-start"]').focus();
  await page.keyboard.press("Enter");
  assert.match(await counting(page), /Black counts 0 of 64 \(board's honour\)/);
  assert.equal(await shown(page, "count-start"), 0);
  await drag(page, "e8", "f8");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.match(await counting(page), /Black counts 1 of 64/);
  assert.equal(await shown(page, "count-stop"), 1);
  assert.equal(await shown(page, "count-restart"), 1);
  await page.screenshot({ path: `${SCREENSHOTS}/counting-vs-engine.png` });
  await page.click('[data-testid="count-restart"]');
  assert.match(await counting(page), /Black counts 0 of 64/);
  await page.click('[data-testid="count-stop"]');
  assert.equal(await shown(page, "counting"), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the engine, as the weaker side, counts for itself; the stronger user gets no button", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, { opponent: "engine 1", side: "white", fen: "4k3/8/3s4/8/R7/8/8/4K3 w - - 0 1" });
  assert.equal(await shown(page, "count-start"), 0, "White is the stronger side");
  await drag(page, "a4", "a2");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.match(await counting(page), /Black counts 1 of 64 \(board's honour\)/);
  assert.equal(await shown(page, "count-start"), 0);
  assert.equal(await shown(page, "count-stop"), 0, "the engine's count is not the user's to stop");
  await page.screenshot({ path: `${SCREENSHOTS}/counting-engine-counts.png` });
  await page.close();
});

test("no counting button after the game is over", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, { fen: "4k3/8/3s4/8/R7/8/8/4K3 b - - 0 1" });
  await page.click('[data-testid="count-start"]');
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="confirm-resign"]');
  await page.locator('[data-testid="result"]').waitFor();
  assert.equal(await shown(page, "count-stop"), 0);
  assert.equal(await shown(page, "count-restart"), 0);
  assert.equal(await shown(page, "offer-draw"), 0);
  await page.close();
});

test("two players offer and accept a draw", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, { fen: "4k3/8/3s4/8/R7/8/8/4K3 w - - 0 1" });
  assert.equal(await shown(page, "accept-draw"), 0);
  await page.click('[data-testid="offer-draw"]');
  assert.match(await page.textContent('[data-testid="draw-offer"]'), /White offers a draw/);
  await drag(page, "a4", "a2");
  await page.screenshot({ path: `${SCREENSHOTS}/draw-offer.png` });
  await page.click('[data-testid="accept-draw"]');
  assert.match(await page.textContent('[data-testid="status"]'), /Draw agreed/);
  await page.close();
});
