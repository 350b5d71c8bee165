// PGN files and the library (issue 25 parts 2–4): a file of many games imported in short tasks with one bad
// game reported by its number and line, a game page pasted whole, and the opening explorer in analysis.
import { test } from "node:test";
import { availableParallelism, loadavg } from "node:os";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN, freshPage, expectFen } from "./browser.mjs";

const handle = useSite();

const AFTER_E4 = "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1";
/** Legal Makruk lines, the games of the file play them in turn. */
const LINES = [
  ["1. e4 e5 2. Nd2 Nd7 3. Ne2 Ne7", "1-0"],
  ["1. e4 d5 2. Nd2 Nd7", "0-1"],
  ["1. c4 e5 2. Nd2 Nd7", "1/2-1/2"],
  ["1. e4 e5 2. Ne2 Ne7 3. Nd2", "1-0"],
];
/** The game of the file that does not replay (1-based). */
const BAD_GAME = 7;

/** A PGN file of `count` games, 7 lines each (tags, a blank line, moves, a blank line); game BAD_GAME has an
 * illegal move. */
function pgnFile(count) {
  const games = [];
  for (let n = 1; n <= count; n++) {
    const [moves, result] = LINES[n % LINES.length];
    const text = n === BAD_GAME ? "1. e4 e5 2. Kxe8" : moves;
    games.push(
      [`[Event "Club ${n}"]`, `[White "White ${n % 9}"]`, `[Black "Black ${n % 5}"]`, `[Result "${result}"]`, "",
        `${text} ${result}`, ""].join("\n"),
    );
  }
  return games.join("\n");
}

/**
 * Records the page's long tasks (over 50 ms) in `window.longTasks` as [start, duration], and when the import's
 * progress bar and its report first appear (`window.progressAt`, `window.reportAt`).
 */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, Math.round(entry.duration)]);
    }).observe({ type: "longtask" });
    const seen = new MutationObserver(() => {
      if (document.querySelector('[data-testid="import-progress"]')) window.progressAt ??= performance.now();
      if (document.querySelector('[data-testid="import-report"]')) {
        window.reportAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
}

/** The long tasks of the import: from its progress bar until its report (the file chosen before is the test
 * harness's work, the list's reload after it the Games view's). */
async function importLongTasks(page) {
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    window.longTasks
      .filter(([start]) => start >= window.progressAt && start < window.reportAt)
      .map(([, ms]) => ms),
  );
}

test("a file of many games with one bad game: the rest imported in short tasks, the bad one named", async () => {
  const page = await freshPage(handle.site);
  const count = 1200;
  await page.click('[data-testid="games"]');
  await page.locator('[data-testid="games-count"]').filter({ hasText: /\d/ }).waitFor();
  await watchLongTasks(page);
  await page.setInputFiles('[data-testid="library-import"]', {
    name: "club.pgn",
    mimeType: "application/x-chess-pgn",
    buffer: Buffer.from(pgnFile(count)),
  });
  await page.locator('[data-testid="import-progress"]').waitFor({ timeout: 5000 }).catch(() => {});
  await page.screenshot({ path: `${SCREENSHOTS}/library-import-progress.png` });
  const report = page.locator('[data-testid="import-report"]');
  await report.waitFor({ timeout: 60000 });
  await page.screenshot({ path: `${SCREENSHOTS}/library-import-report.png` });
  const text = await report.textContent();
  assert.match(text, new RegExp(`${count - 1} games added`), text);
  assert.match(text, /1 skipped/, text);
  const skipped = page.locator('[data-testid="import-skipped"]');
  assert.equal(await skipped.count(), 1);
  assert.equal(await skipped.getAttribute("data-game"), String(BAD_GAME));
  const line = (BAD_GAME - 1) * 7 + 1;
  assert.match(await skipped.textContent(), new RegExp(`^Game ${BAD_GAME} \\(line ${line}\\): move 2\\. "Kxe8"`));
  await page
    .waitForFunction((n) => document.querySelector('[data-testid="games-count"]')?.textContent.trim() === String(n), count - 1)
    .catch(() => {});
  assert.equal((await page.textContent('[data-testid="games-count"]')).trim(), String(count - 1));
  const longTasks = await importLongTasks(page);
  // Slices take at most 8 ms of work; on a machine running more than it has cores, the system may pause the page
  // mid-slice, and a slice then lasts longer: there a few such tasks (up to 300 ms) are reported, not failed.
  const overloaded = loadavg()[0] > availableParallelism();
  const allowed = overloaded ? longTasks.length <= 3 && longTasks.every((ms) => ms <= 300) : longTasks.length === 0;
  if (longTasks.length > 0) console.log(`load ${loadavg()[0].toFixed(1)}: tasks over 50 ms during the import: ${longTasks.join(", ")} ms`);
  assert.ok(allowed, `tasks over 50 ms during the import: ${longTasks.join(", ")} ms (load ${loadavg()[0].toFixed(1)})`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the explorer shows the library's moves with counts and results, and plays one", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="games"]');
  await page.setInputFiles('[data-testid="library-import"]', {
    name: "club.pgn",
    mimeType: "application/x-chess-pgn",
    buffer: Buffer.from(pgnFile(40)),
  });
  await page.locator('[data-testid="import-report"]').waitFor({ timeout: 20000 });
  await page.keyboard.press("Escape");
  await page.click('[data-testid="analyse"]');
  const explorer = page.locator('[data-testid="explorer"]');
  await explorer.waitFor();
  const rows = explorer.locator('[data-testid="explorer-move"]');
  await rows.first().waitFor({ timeout: 10000 });
  await page.screenshot({ path: `${SCREENSHOTS}/explorer.png` });
  // 39 games: 30 begin 1. e4 (one bad game of that line skipped), 10 begin 1. c4.
  const shown = async () =>
    rows.evaluateAll((buttons) => buttons.map((b) => [b.dataset.san, Number(b.dataset.games)]));
  assert.deepEqual(await shown(), [["e4", 29], ["c4", 10]]);
  assert.match(await rows.first().innerHTML(), /White won \d+%, drawn \d+%, Black won \d+%/);
  await rows.first().click();
  await expectFen(page, AFTER_E4, "the explorer's move is played on the analysis board");
  await page.waitForFunction(() => document.querySelector('[data-testid="explorer-move"]')?.dataset.san === "e5");
  assert.deepEqual(await shown(), [["e5", 19], ["d5", 10]]);

  // A game deleted and a game played since the index was built: the explorer follows both.
  await page.click('[data-testid="analysis-close"]');
  await page.click('[data-testid="games"]');
  const e4d5 = page.locator('[data-testid="game-row"]', { hasText: "e4 d5" }).first();
  await e4d5.locator('[data-testid="game-delete"]').click();
  await page.keyboard.press("Escape");
  await page.locator('[data-testid="games-view"]').waitFor({ state: "detached" });
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('.moves [data-ply="1"]').waitFor();
  await page.click('[data-testid="analyse"]');
  const showing = (expected) =>
    page
      .waitForFunction(
        (expected) =>
          JSON.stringify([...document.querySelectorAll('[data-testid="explorer-move"]')].map((b) => [b.dataset.san, Number(b.dataset.games)])) === expected,
        JSON.stringify(expected),
        { timeout: 10000 },
      )
      .catch(() => {});
  await showing([["e5", 19], ["d5", 9]]);
  assert.deepEqual(await shown(), [["e5", 19], ["d5", 9]], "the deleted game is out");
  await page.click('[data-testid="analysis-start"]');
  await showing([["e4", 29], ["c4", 10]]);
  assert.deepEqual(await shown(), [["e4", 29], ["c4", 10]], "28 stored games and the game in play begin 1. e4");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a game page pasted whole: its moves are found and what was ignored is said", async () => {
  const page = await freshPage(handle.site);
  const pageText = [
    "Makruk 1", "", "'Standard' (30 days + 1 day/move, max 45 days)",
    "This game follows the Makruk (Thai Chess) rules. Open the 'info' tab to read them.", "Clock started on 5/31/2008",
    "1. e4 e5 6/1/2008", "2. Nd2 Nd7 6/2/2008", "3. Ne2", "",
    "The start (rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBKQBNR) differs from chess.", "Khun (king) moves one square (see",
  ].join("\n");
  await page.click('[data-testid="import"]');
  await page.fill('[data-testid="import-text"]', pageText);
  await page.click('[data-testid="import-ok"]');
  const note = page.locator('[data-testid="import-page-note"]');
  await note.waitFor();
  assert.match(await note.textContent(), /5 moves found on lines 6–8; ignored lines 1–5 and 9–11/);
  await page.screenshot({ path: `${SCREENSHOTS}/import-page-note.png` });
  await page.click('[data-testid="import-ok"]');
  await page.locator('[data-testid="import-dialog"]').waitFor({ state: "detached" });
  assert.deepEqual(await page.locator("[data-ply]").allTextContents(), ["e4", "e5", "Nd2", "Nd7", "Ne2"]);
  assert.notEqual(await page.getAttribute("[data-fen]", "data-fen"), START_FEN);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
