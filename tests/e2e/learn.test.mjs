// Learn (issue 24): a wasm module of its own and the puzzles, both fetched only when Learn opens; a puzzle
// solved, a wrong move refused, the rating kept over a reload, a theme chosen, the solution revealed and
// analysed (back to the same puzzle); a counting drill answered and played out against the engine.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

const handle = useSite();

const MAKRUK = JSON.parse(readFileSync("assets/puzzles/makruk.json", "utf8"));
/** Mate in 2 for White: b5g5 f6e6 g5g6. */
const MATE_IN_TWO = "0701d780c4";

const view = '[data-testid="learn-view"]';
const rating = async (page) => Number(await page.textContent('[data-testid="puzzle-rating"]'));
const shownPuzzle = (page) => page.getAttribute('[data-testid="puzzle-info"]', "data-puzzle");

/** Opens the page on the puzzle `id` (a `?puzzle=` link) and waits for its board. */
async function openPuzzle(page, id) {
  await page.goto(`${handle.site.url}?puzzle=${id}`);
  await page.locator(`[data-testid="puzzle-info"][data-puzzle="${id}"]`).waitFor();
}

/** Plays `from`–`to` on Learn's board by two clicks. */
async function play(page, from, to) {
  await page.click(`${view} [data-square="${from}"]`);
  await page.click(`${view} [data-square="${to}"]`);
}

test("the first page load fetches neither Learn's module nor a puzzle; Learn opens and fetches them", async () => {
  const page = await freshPage(handle.site);
  const requested = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  const learnFiles = () => requested.filter((u) => /puzzles\/|learn/.test(u)).map((u) => u.replace(/.*\//, ""));
  assert.deepEqual(learnFiles(), [], "nothing of Learn at page load");
  await page.click('[data-testid="learn"]');
  await page.locator(`${view} [data-testid="puzzle-info"]`).waitFor();
  // Learn's module, its part of the language pack (Learn's texts) and the puzzles.
  assert.deepEqual(learnFiles().map((f) => f.replace(/-[0-9a-f]{16}/, "-#")).sort(), ["learn-#.ftl", "learn-#.js", "learn-#_bg.wasm", "makruk.json"]);
  assert.match(await page.textContent('[data-testid="puzzle-rating"]'), /^\d+$/);
  assert.deepEqual(page.errors, []);
});

test("a puzzle solved raises the rating, which a reload keeps", async () => {
  const page = await freshPage(handle.site);
  await openPuzzle(page, MATE_IN_TWO);
  assert.equal(await rating(page), 1500);
  await play(page, "b5", "g5");
  // The opponent's reply comes by itself.
  await page.locator(`${view} [data-square="e6"] [data-piece="k"]`).waitFor();
  await play(page, "g5", "g6");
  await page.locator('[data-testid="puzzle-solved"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/learn-puzzle-solved.png` });
  const after = await rating(page);
  assert.ok(after > 1500, `rating ${after} rose`);
  assert.match(await page.textContent('[data-testid="puzzle-counts"]'), /1.*0/);
  await page.reload();
  await page.locator('[data-testid="puzzle-info"]').waitFor();
  assert.equal(await rating(page), after, "the rating survives a reload");
  const saved = await page.evaluate(() => localStorage.getItem("makruk.puzzles"));
  assert.match(saved, new RegExp(`^makruk-puzzles 1\nrating [\\d.]+ [\\d.]+ [\\d.]+\n${MATE_IN_TWO} solved \\d{4}-\\d\\d-\\d\\d\n$`));
  assert.deepEqual(page.errors, []);
});

test("a wrong move is refused, taken back, and counts as failed", async () => {
  const page = await freshPage(handle.site);
  await openPuzzle(page, MATE_IN_TWO);
  const before = await page.getAttribute(`${view} [data-fen]`, "data-fen");
  await play(page, "b5", "b8");
  await page.locator('[data-testid="puzzle-wrong"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/learn-puzzle-wrong.png` });
  assert.equal(await page.getAttribute(`${view} [data-fen]`, "data-fen"), before, "the move is taken back");
  assert.ok((await rating(page)) < 1500, "a failed puzzle lowers the rating");
  // The right move is still accepted, but the puzzle stays failed.
  await play(page, "b5", "g5");
  await page.locator('[data-testid="puzzle-wrong"]').waitFor({ state: "detached" });
  assert.match(await page.evaluate(() => localStorage.getItem("makruk.puzzles")), /0701d780c4 failed/);
  assert.deepEqual(page.errors, []);
});

test("the solution is revealed move by move, and the position opens in analysis", async () => {
  const page = await freshPage(handle.site);
  await openPuzzle(page, MATE_IN_TWO);
  await page.click('[data-testid="puzzle-solution"]');
  await page.locator(`${view} [data-square="g6"] [data-piece="R"]`).waitFor();
  assert.match(await page.evaluate(() => localStorage.getItem("makruk.puzzles")), /0701d780c4 failed/);
  assert.equal(await page.locator('[data-testid="puzzle-solved"]').count(), 0, "a revealed puzzle is not solved");
  await page.click('[data-testid="puzzle-analyse"]');
  await page.locator(view).waitFor({ state: "hidden" });
  await page.locator('[data-testid="analysis-close"]').waitFor();
  await page.locator('[data-testid="analysis"] [data-square="g6"] [data-piece="R"]').waitFor();
  await page.click('[data-testid="analysis-close"]');
  await page.locator(`${view} [data-testid="puzzle-info"][data-puzzle="${MATE_IN_TWO}"]`).waitFor();
  await page.locator(`${view} [data-square="g6"] [data-piece="R"]`).waitFor();
  // Leaving Learn takes the puzzle out of the address: a reload (or a link made from it) opens the game.
  await page.click('[data-testid="learn-close"]');
  await page.locator('[data-testid="learn-frame"]').waitFor({ state: "detached" });
  assert.equal(new URL(page.url()).search, "");
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await page.locator('[data-testid="learn-frame"]').count(), 0);
  assert.deepEqual(page.errors, []);
});

test("a theme is chosen and the next puzzle has it", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="learn"]');
  await page.locator('[data-testid="puzzle-info"]').waitFor();
  const first = await shownPuzzle(page);
  await page.selectOption('[data-testid="puzzle-theme"]', { label: "Promotion" });
  await page.waitForFunction((first) => document.querySelector('[data-testid="puzzle-info"]')?.dataset.puzzle !== first, first);
  const id = await shownPuzzle(page);
  assert.ok(MAKRUK.find((p) => p.id === id).themes.includes("promotion"), `${id} is a promotion puzzle`);
  await page.click('[data-testid="puzzle-next"]');
  await page.waitForFunction((id) => document.querySelector('[data-testid="puzzle-info"]')?.dataset.puzzle !== id, id);
  const next = await shownPuzzle(page);
  assert.ok(MAKRUK.find((p) => p.id === next).themes.includes("promotion"), `${next} is a promotion puzzle too`);
  assert.deepEqual(page.errors, []);
});

test("the difficulty chosen moves the next puzzle's rating below or above the player's", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="learn"]');
  await page.locator('[data-testid="puzzle-info"]').waitFor();
  const ratingOf = async () => {
    const id = await shownPuzzle(page);
    return MAKRUK.find((p) => p.id === id).rating;
  };
  const changed = async (before) =>
    page.waitForFunction((before) => document.querySelector('[data-testid="puzzle-info"]')?.dataset.puzzle !== before, before);
  let id = await shownPuzzle(page);
  await page.selectOption('[data-testid="puzzle-difficulty"]', "-300");
  await changed(id);
  const easier = await ratingOf();
  id = await shownPuzzle(page);
  await page.selectOption('[data-testid="puzzle-difficulty"]', "300");
  await changed(id);
  const harder = await ratingOf();
  assert.ok(harder > easier, `harder ${harder} > easier ${easier}`);
  assert.deepEqual(page.errors, []);
});

test("after one visit Learn works offline: the service worker cached the puzzles at install", async () => {
  const page = await freshPage(handle.site);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await openPuzzle(page, MATE_IN_TWO);
  await page.selectOption('[data-testid="puzzle-variant"]', "cambodian");
  await page.waitForFunction((id) => {
    const shown = document.querySelector('[data-testid="puzzle-info"]')?.dataset.puzzle;
    return shown && shown !== id;
  }, MATE_IN_TWO);
  assert.deepEqual(page.errors, []);
});

test("a counting drill is answered, explained, and played out against the engine with the count running", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="learn"]');
  await page.click('[data-testid="learn-tab-drills"]');
  // Drills are numbered from the clock; answer until one offers to be played out (a pieces' honour drill).
  for (let tries = 0; tries < 40; tries++) {
    await page.locator('[data-testid="drill-question"]').waitFor();
    const before = await page.textContent('[data-testid="drill-score"]');
    await page.click('[data-testid="drill-choice"][data-right="true"]');
    await page.locator('[data-testid="drill-feedback"]').waitFor();
    assert.match(await page.textContent('[data-testid="drill-feedback"]'), /^Right\./);
    assert.notEqual(await page.textContent('[data-testid="drill-score"]'), before);
    if (await page.locator('[data-testid="drill-play"]').count()) break;
    await page.click('[data-testid="drill-next"]');
  }
  await page.screenshot({ path: `${SCREENSHOTS}/learn-drill.png` });
  await page.click('[data-testid="drill-play"]');
  await page.locator('[data-testid="learn-frame"]').waitFor({ state: "detached" });
  // The engine, the weaker side, moves first; the count it runs is on screen.
  await page.locator('[data-testid="counting"]').waitFor();
  assert.match(await page.textContent('[data-testid="counting"]'), /\d+/);
  await page.screenshot({ path: `${SCREENSHOTS}/learn-drill-game.png` });
  assert.deepEqual(page.errors, []);
});
