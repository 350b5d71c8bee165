// Annotations and Replay (issue 26, part 3): PGN comments, NAGs and variations kept on import, shown
// in the move list and the analysis tree, edited, saved and exported (also with the chess letters Q/B);
// Replay plays the moves at a chosen speed with pause and step, in English and Thai, desktop and phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadClockGame, clockTicks, chooseLanguage } from "./browser.mjs";

const ANNOTATED_PGN =
  '[Event "Club night"]\n[White "Somchai"]\n[Black "Duangjai"]\n[Variant "Makruk"]\n\n' +
  "{A quiet opening} 1. e4 $1 {the usual start} (1. d4 d5 2. c4) 1... e5?! 2. Md2 Se7 3. Ne2 *\n";

const handle = useSite();

const shownPly = (page) => page.getAttribute(".moves .move.current", "data-ply").catch(() => null);

/** Opens the import dialog, pastes `text` and confirms. */
async function importText(page, text) {
  await page.click('[data-testid="import"]');
  await page.fill('[data-testid="import-text"]', text);
  await page.click('[data-testid="import-ok"]');
  await page.locator('[data-testid="import-dialog"]').waitFor({ state: "detached" });
}

/** The PGN the export dialog shows, with the letters chosen (`fairy-stockfish` or `chess`). */
async function exportedPgn(page, letters = "fairy-stockfish") {
  await page.click('[data-testid="export"]');
  await page.selectOption('[data-testid="export-letters"]', letters);
  const text = await page.inputValue('[data-testid="export-pgn-text"]');
  await page.click('[data-testid="export-close"]');
  return text;
}

test("an imported PGN keeps its comments, NAGs and variation: shown, analysed, saved and exported", async () => {
  const page = await freshPage(handle.site);
  await importText(page, ANNOTATED_PGN);
  const comments = page.locator('[data-testid="move-comment"]');
  assert.deepEqual(await comments.allTextContents(), ["A quiet opening", "the usual start"]);
  assert.deepEqual(await page.locator('[data-testid="move-nag"]').allTextContents(), ["!", "?!"]);
  await page.screenshot({ path: `${SCREENSHOTS}/annotations-move-list.png` });

  // A comment added on the shown move (Black's second) is shown, kept over a reload, and exported.
  await page.click('.moves [data-ply="4"]');
  await page.fill('[data-testid="comment-edit"]', "the khon  guards  f6");
  await page.locator('[data-testid="comment-edit"]').blur();
  await page.locator('[data-comment-ply="4"]').waitFor();
  assert.equal(await page.textContent('[data-comment-ply="4"]'), "the khon guards f6");
  await page.reload();
  await page.locator('[data-comment-ply="4"]').waitFor();
  assert.equal(await comments.count(), 3, "the comments survive a reload");

  const pgn = await exportedPgn(page);
  const movetext = pgn.split("\n\n")[1].replace(/\n/g, " ");
  assert.equal(
    movetext,
    "{A quiet opening} 1. e4 $1 {the usual start} (1. d4 d5 2. c4) 1... e5 $6 2. Md2 Se7 {the khon guards f6} 3. Ne2 * ",
  );
  const chess = await exportedPgn(page, "chess");
  assert.match(chess.replace(/\n/g, " "), /2\. Qd2 Be7 \{the khon guards f6\} 3\. Ne2 \*/);
  assert.match(chess, /\[White "Somchai"\]/);

  // Analyse: the variation joins the tree beside the main line.
  await page.click('[data-testid="analyse"]');
  const tree = page.locator('[data-testid="analysis-moves"]');
  await tree.waitFor();
  assert.deepEqual(await tree.locator(".variation .move").allTextContents(), ["d4", "d5", "c4"]);
  assert.deepEqual(await tree.locator('[data-testid="move-nag"]').allTextContents(), ["!", "?!"]);
  assert.deepEqual(await tree.locator('[data-testid="move-comment"]').allTextContents(), [
    "A quiet opening",
    "the usual start",
    "the khon guards f6",
  ]);
  // A comment added on the analysis board shows in its tree.
  await tree.locator('.variation [data-ply="2"]').click();
  await page.fill('[data-testid="comment-edit"]', "the symmetrical answer");
  await page.locator('[data-testid="comment-edit"]').blur();
  await tree.locator(".variation .tree-comment").waitFor();
  assert.equal(await tree.locator(".variation .tree-comment").textContent(), "the symmetrical answer");
  await page.screenshot({ path: `${SCREENSHOTS}/annotations-analysis-variation.png` });
  // Replay on the analysis board plays the shown line.
  await page.click('[data-testid="analysis-start"]');
  await page.selectOption('[data-testid="replay-speed"]', "500");
  await page.click('[data-testid="replay"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-moves"] .current')?.getAttribute("data-ply") === "2", null, {
    timeout: 3000,
  });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a comment is removed by emptying it, and the Thai interface labels the fields", async () => {
  const page = await freshPage(handle.site);
  await importText(page, ANNOTATED_PGN);
  await chooseLanguage(page, "th");
  await page.click('.moves [data-ply="1"]');
  assert.equal(await page.inputValue('[data-testid="comment-edit"]'), "the usual start");
  assert.match(await page.textContent(".comment-field"), /ความเห็นที่ครึ่งตาที่ 1/);
  assert.equal(await page.textContent('[data-testid="replay"]'), "เล่นซ้ำ");
  await page.fill('[data-testid="comment-edit"]', "   ");
  await page.locator('[data-testid="comment-edit"]').blur();
  await page.locator('[data-comment-ply="1"]').waitFor({ state: "detached" });
  assert.deepEqual(await page.locator('[data-testid="move-comment"]').allTextContents(), ["A quiet opening"]);
  await page.screenshot({ path: `${SCREENSHOTS}/annotations-thai.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a comment being typed survives the clock's re-renders until the field is left", async () => {
  const page = await freshPage(handle.site);
  await loadClockGame(page);
  await page.locator('.moves [data-ply="2"]').click();
  const typing = page.locator('[data-testid="comment-edit"]').pressSequentially("typed while the clock runs", { delay: 40 });
  await clockTicks(page);
  await typing;
  await clockTicks(page);
  assert.equal(await page.inputValue('[data-testid="comment-edit"]'), "typed while the clock runs");
  await page.locator('[data-testid="comment-edit"]').blur();
  await page.locator('[data-comment-ply="2"]').waitFor();
  assert.equal(await page.textContent('[data-comment-ply="2"]'), "typed while the clock runs");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("Replay advances the shown ply at its speed; pause stops it, step and resume go on, it stops at the end", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await importText(page, ANNOTATED_PGN);
  assert.equal(await shownPly(page), "5", "an import opens at its end");
  await page.selectOption('[data-testid="replay-speed"]', "500");
  await page.click('[data-testid="replay"]');
  // From the end, Replay starts again from the start position.
  await page.waitForFunction(() => document.querySelector(".moves .move.current")?.getAttribute("data-ply") === "2", null, {
    timeout: 3000,
  });
  await page.screenshot({ path: `${SCREENSHOTS}/replay-in-progress-phone.png` });
  await page.click('[data-testid="replay-pause"]');
  const paused = await shownPly(page);
  await page.waitForTimeout(1300);
  assert.equal(await shownPly(page), paused, "paused: the ply stays");
  assert.equal(await page.textContent('[data-testid="replay-pause"]'), "Resume");
  await page.click('[data-testid="replay-step"]');
  assert.equal(await shownPly(page), String(Number(paused) + 1), "a step shows the next move");
  await page.click('[data-testid="replay-pause"]');
  await page.waitForFunction(() => document.querySelector(".moves .move.current")?.getAttribute("data-ply") === "5", null, {
    timeout: 4000,
  });
  await page.waitForTimeout(700);
  assert.equal(await shownPly(page), "5", "the replay stops at the end");
  assert.equal(await page.locator('[data-testid="replay-pause"]').count(), 0, "no replay runs");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("Replay still steps with reduced motion, on a desktop", async () => {
  const page = await freshPage(handle.site, { reducedMotion: "reduce" });
  await importText(page, ANNOTATED_PGN);
  await page.click('.moves [data-ply="1"]');
  await page.selectOption('[data-testid="replay-speed"]', "500");
  await page.click('[data-testid="replay"]');
  await page.waitForFunction(() => document.querySelector(".moves .move.current")?.getAttribute("data-ply") === "3", null, {
    timeout: 3000,
  });
  await page.screenshot({ path: `${SCREENSHOTS}/replay-in-progress-desktop.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
