// Learn's lessons (issue 24): a piece's moves played on the board to the stars, a wrong move refused with
// its reason, a checkmate found and a stalemate refused, the progress kept over a reload, and a basic mate
// played out against the engine with the count running.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

const handle = useSite();

const view = '[data-testid="lessons"]';
const feedback = (page) => page.textContent('[data-testid="lesson-feedback"]');
const shownStep = (page) => page.getAttribute('[data-testid="lesson-step"]', "data-step");

/** Opens Learn's lessons on the lesson `id`. */
async function openLesson(page, id) {
  await page.click('[data-testid="learn"]');
  await page.click('[data-testid="learn-tab-lessons"]');
  await page.click(`[data-testid="lesson"][data-lesson="${id}"]`);
  await page.locator(`${view} [data-testid="lesson-instruction"]`).waitFor();
}

/** Plays `from`–`to` on the lesson's board by two clicks. */
async function play(page, from, to) {
  await page.click(`${view} [data-square="${from}"]`);
  await page.click(`${view} [data-square="${to}"]`);
}

test("the ruea's step is played to its stars, a wrong move refused, and the progress survives a reload", async () => {
  const page = await freshPage(handle.site);
  await openLesson(page, "ruea");
  assert.equal(await shownStep(page), "1");
  assert.match(await page.textContent('[data-testid="lesson-instruction"]'), /Stars: a6, f6, f2/);
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-ruea.png` });
  // Diagonally: refused, the ruea stays.
  await play(page, "a1", "b2");
  assert.match(await feedback(page), /The ruea cannot move there/);
  await page.locator(`${view} [data-square="a1"] [data-piece="R"]`).waitFor();
  // Another piece: refused too.
  await play(page, "e1", "e2");
  assert.match(await feedback(page), /about the ruea/);
  await page.locator(`${view} [data-square="e1"] [data-piece="K"]`).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-refused.png` });
  for (const [from, to] of [["a1", "a6"], ["a6", "f6"], ["f6", "f2"]]) await play(page, from, to);
  assert.match(await feedback(page), /every star reached/);
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-ruea-done.png` });
  await page.click('[data-testid="lesson-next"]');
  assert.equal(await shownStep(page), "2");
  await page.locator(`${view} [data-square="d3"] [data-piece="P"]`).waitFor();
  assert.equal(await feedback(page), "");
  // After a reload the ruea lesson opens on its second step, the first marked done.
  await page.reload();
  await openLesson(page, "ruea");
  assert.equal(await shownStep(page), "2");
  assert.equal(await page.getAttribute('[data-testid="lesson"][data-lesson="ruea"]', "data-done"), "false");
  assert.equal(await page.evaluate(() => localStorage.getItem("makruk.lessons")), "makruk-lessons 1\nruea 1");
  assert.deepEqual(page.errors, []);
});

test("a checkmate is found after a move that is no check, and a stalemating move is refused", async () => {
  const page = await freshPage(handle.site);
  await openLesson(page, "checkmate");
  await play(page, "a1", "a7");
  assert.match(await feedback(page), /no check/);
  await page.locator(`${view} [data-square="a1"] [data-piece="R"]`).waitFor();
  await play(page, "a1", "a8");
  assert.match(await feedback(page), /Checkmate! White wins/);
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-checkmate.png` });
  await page.click('[data-testid="lesson"][data-lesson="stalemate"]');
  await page.click('[aria-label="Step 2"]');
  assert.equal(await shownStep(page), "2");
  await play(page, "c6", "c7");
  assert.match(await feedback(page), /Stalemate!/);
  await page.locator(`${view} [data-square="c6"] [data-piece="S"]`).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-stalemate.png` });
  await play(page, "c6", "b7");
  assert.match(await feedback(page), /Checkmate/);
  assert.equal(await page.getAttribute('[data-testid="lesson"][data-lesson="checkmate"]', "data-done"), "false");
  assert.deepEqual(page.errors, []);
});

test("a basic mate shows its count and is played out against the engine with the count running", async () => {
  const page = await freshPage(handle.site);
  await openLesson(page, "mate-ruea");
  // One ruea: the core's limit 16, counted from the 3 pieces on the board.
  assert.match(await page.textContent('[data-testid="lesson-count"]'), /counts to 16, starting from 3.*13 moves/);
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-basic-mate.png` });
  await page.click('[data-testid="lesson-play"]');
  await page.locator('[data-testid="learn-frame"]').waitFor({ state: "detached" });
  await page.locator('[data-testid="counting"]').waitFor();
  assert.match(await page.textContent('[data-testid="counting"]'), /\d+/);
  await page.screenshot({ path: `${SCREENSHOTS}/lesson-basic-mate-game.png` });
  assert.equal(await page.evaluate(() => localStorage.getItem("makruk.lessons")), "makruk-lessons 1\nmate-ruea 1");
  assert.deepEqual(page.errors, []);
});
