// ASEAN promotion (issue 5): a bia reaching the last rank may become a met, ruea, ma or khon; the
// user picks the piece (click or drag), or cancels and the move is not played.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

const ASEAN_PGN = '[Variant "ASEAN"]\n[FEN "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"]\n\n*\n';

const handle = useSite();

const fen = (page) => page.getAttribute("[data-fen]", "data-fen");

/** A two-player ASEAN game with White's bia on b7, from the import dialog. */
async function promotionGame(viewport) {
  const page = await freshPage(handle.site, viewport ? { viewport } : {});
  await page.click('[data-testid="import"]');
  await page.fill('[data-testid="import-text"]', ASEAN_PGN);
  await page.click('[data-testid="import-ok"]');
  await page.locator('[data-square="b7"] [data-piece="P"]').waitFor();
  return page;
}

test("clicking a bia onto the last rank asks which piece it becomes", async () => {
  const page = await promotionGame();
  const before = await fen(page);
  await page.click('[data-square="b7"]');
  await page.click('[data-square="b8"]');
  const picker = page.locator('[data-testid="promotion"]');
  await picker.waitFor();
  assert.deepEqual(
    await picker.locator("[data-promotion]").evaluateAll((els) => els.map((e) => e.dataset.promotion)),
    ["Q", "R", "N", "B"],
  );
  assert.equal(await fen(page), before, "nothing is played before the choice");
  await page.screenshot({ path: `${SCREENSHOTS}/promotion-picker.png` });
  await picker.locator('[data-promotion="N"]').click();
  await picker.waitFor({ state: "detached" });
  assert.equal(await page.getAttribute('[data-square="b8"] [data-piece]', "data-piece"), "N");
  assert.deepEqual(await page.locator("[data-ply]").allTextContents(), ["b8=N"]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a dragged promotion can be cancelled with Escape, then chosen from the keyboard", async () => {
  const page = await promotionGame({ width: 390, height: 844 });
  const before = await fen(page);
  await page.dragAndDrop('[data-square="b7"]', '[data-square="b8"]');
  await page.locator('[data-testid="promotion"]').waitFor();
  await page.keyboard.press("Escape");
  await page.locator('[data-testid="promotion"]').waitFor({ state: "detached" });
  assert.equal(await fen(page), before);
  assert.equal(await page.getAttribute('[data-square="b7"] [data-piece]', "data-piece"), "P");

  await page.dragAndDrop('[data-square="b7"]', '[data-square="b8"]');
  await page.locator('[data-testid="promotion"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/promotion-picker-phone.png` });
  // The first choice (met) has the focus; Tab moves to the ruea.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="promotion"]').waitFor({ state: "detached" });
  assert.equal(await page.getAttribute('[data-square="b8"] [data-piece]', "data-piece"), "R");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the analysis board asks too (embedded analysis of an ASEAN position)", async () => {
  const page = await handle.site.browser.newPage({ viewport: { width: 900, height: 600 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const fenParam = encodeURIComponent("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  await page.goto(`${handle.site.url}?embed=1&mode=analysis&variant=asean&fen=${fenParam}`);
  await page.locator('[data-square="b7"] [data-piece="P"]').waitFor();
  await page.dragAndDrop('[data-square="b7"]', '[data-square="b8"]');
  const picker = page.locator('[data-testid="promotion"]');
  await picker.waitFor();
  await picker.locator('[data-promotion="B"]').click();
  await picker.waitFor({ state: "detached" });
  assert.equal(await page.getAttribute('[data-square="b8"] [data-piece]', "data-piece"), "B");
  assert.deepEqual(errors, []);
  await page.close();
});
