// Hints against the engine (issue 24 part 4): the engine's evaluation and line hidden during the game unless
// hints are on; "show a hint" names the piece, then the move; "show threats" draws the engine's move if the user
// passed; hints used are kept in the save and the PGN header.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

const handle = useSite();

/** Starts a game against the engine at `level`, the user White. */
async function newEngineGame(page, level) {
  await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="level"]', String(level));
  await page.click('[data-testid="start-game"]');
}

/** Plays `from`–`to` by two clicks. */
async function play(page, from, to) {
  await page.click(`[data-square="${from}"]`);
  await page.click(`[data-square="${to}"]`);
}

test("hints: the engine's evaluation hidden unless hints are on; a hint, then its move; a threat; counted in PGN", async () => {
  const page = await freshPage(handle.site, { acceptDownloads: true });
  await newEngineGame(page, 3);
  await play(page, "e3", "e4");
  await page.locator('[data-testid="engine-depth"]').waitFor();
  assert.equal(await page.locator('[data-testid="engine-eval"]').count(), 0, "no evaluation without hints");
  assert.equal(await page.locator('[data-testid="engine-pv"]').count(), 0, "no line without hints");
  assert.equal(await page.locator('[data-testid="hint"]').count(), 0, "no hint button without hints");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });

  await page.check('[data-testid="hints-toggle"]');
  await page.click('[data-testid="hint"]');
  const pieceText = page.locator('[data-testid="hint-text"]', { hasText: /^Move your/ });
  await pieceText.waitFor({ timeout: 10000 });
  const hinted = page.locator(".square.hinted");
  assert.equal(await hinted.count(), 1, "the piece to move is highlighted");
  const from = await hinted.getAttribute("data-square");
  assert.match(await pieceText.textContent(), new RegExp(`on ${from}$`));
  await page.screenshot({ path: `${SCREENSHOTS}/hint-piece.png` });

  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"]', { hasText: /^Hint:/ }).waitFor();
  const arrow = page.locator(".arrow.hint");
  assert.equal(await arrow.count(), 1, "the move is drawn");
  const move = await arrow.getAttribute("data-arrow");
  assert.equal(move.slice(0, 2), from, "the move of the piece named first");
  assert.equal(await page.locator(".square.hinted").count(), 0);
  await page.screenshot({ path: `${SCREENSHOTS}/hint-move.png` });

  await page.click('[data-testid="threats"]');
  await page.locator('[data-testid="hint-text"]', { hasText: /^The threat:/ }).waitFor({ timeout: 10000 });
  const threat = await page.locator(".arrow.threat").getAttribute("data-arrow");
  const blackPiece = await page.getAttribute(`[data-square="${threat.slice(0, 2)}"] [data-piece]`, "data-piece");
  assert.match(blackPiece, /^[a-z]$/, "the threat is a move of the engine's side (Black: a lower-case letter)");
  await page.screenshot({ path: `${SCREENSHOTS}/hint-threat.png` });

  // The hint's move played: the hint goes, the engine's evaluation now shows while it thinks.
  await play(page, move.slice(0, 2), move.slice(2, 4));
  await page.locator('[data-testid="engine-eval"]').waitFor({ timeout: 10000 });
  assert.equal(await page.locator('[data-testid="hint-text"]').count(), 0);
  await page.locator('[data-ply="4"]').waitFor({ timeout: 15000 });

  assert.match(await page.evaluate(() => localStorage.getItem("makruk.game")), /\nhints 2\n/);
  await page.reload();
  await page.locator('[data-ply="4"]').waitFor();
  assert.ok(await page.isChecked('[data-testid="hints-toggle"]'), "hints stay on after a reload");
  await page.click('[data-testid="export"]');
  const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="export-pgn"]')]);
  const pgn = await readFile(await download.path(), "utf8");
  assert.match(pgn, /\[Hints "2"\]/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
