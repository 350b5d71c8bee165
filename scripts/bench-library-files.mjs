// PGN files and the explorer with many games, measured on the built dist/ in headless Chromium for
// scripts/bench-library.mjs (figures to read, not to assert):
//   - importing a 5,000-game PGN file (random legal games from makruk-core's `random_pgn` example) through the
//     Games view's file input: the time until its report, and the longest main-thread task from the file's choice
//     to the report;
//   - the same file imported again (10,000 games), then the opening explorer in analysis: the time of its first
//     answer (reading every game into its index) and of an answer after a move (the index kept);
//   - opening the Games view with those 10,000 games: the time until it shows their count.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../tests/e2e/serve.mjs";
import { launchBrowser } from "../tests/e2e/browser.mjs";

/** The PGN file of `games` random legal games. */
function randomPgn(games) {
  execFileSync("cargo", ["build", "--release", "-q", "-p", "makruk-core", "--example", "random_pgn"], {
    stdio: "inherit",
  });
  return execFileSync("target/release/examples/random_pgn", [String(games), "1"], { maxBuffer: 1 << 30 });
}

/** Records long tasks and when the import's report appears (reset for each import). */
function watch() {
  window.longTasks = [];
  window.reportAt = undefined;
  window.observer?.disconnect();
  window.observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
  });
  window.observer.observe({ type: "longtask" });
  const seen = new MutationObserver(() => {
    if (document.querySelector('[data-testid="import-report"]')) {
      window.reportAt ??= performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document.body, { childList: true, subtree: true });
}

/** Imports the file at `file` through the Games view's file input (as a user picks it: Playwright's
 * in-memory files are copied into the page in a long task of their own); returns the import's figures. */
async function importFile(page, file) {
  await page.evaluate(watch);
  const start = await page.evaluate(() => performance.now());
  await page.setInputFiles('[data-testid="library-import"]', file);
  await page.locator('[data-testid="import-report"]').waitFor({ timeout: 600_000 });
  await page.waitForTimeout(200);
  return page.evaluate((start) => {
    const during = window.longTasks.filter(([at]) => at >= start && at < window.reportAt);
    return {
      ms: Math.round(window.reportAt - start),
      longestTaskMs: Math.round(Math.max(0, ...during.map(([, ms]) => ms))),
      longTasks: during.length,
      report: document.querySelector('[data-testid="import-report"] p').textContent,
    };
  }, start);
}

/** Milliseconds from `action` until `ready` (a page predicate) holds. */
async function timed(page, action, ready, arg) {
  const start = await page.evaluate(() => performance.now());
  await action();
  await page.waitForFunction(ready, arg, { timeout: 600_000, polling: "raf" });
  return Math.round((await page.evaluate(() => performance.now())) - start);
}

/** The figures for a file of `games` random games imported twice, served from `dist`. */
export async function measureLibraryFiles({ dist, games: GAMES }) {
  const pgn = randomPgn(GAMES);
  const file = join(mkdtempSync(join(tmpdir(), "makruk-bench-")), "random.pgn");
  writeFileSync(file, pgn);
  const { server, url } = await startServer({ dir: dist, prefix: "/" });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(url);
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    await page.click('[data-testid="games"]');
    await page.locator('[data-testid="games-count"]').filter({ hasText: /\d/ }).waitFor();

    const first = await importFile(page, file);
    const second = await importFile(page, file);
    await page.keyboard.press("Escape");

    const total = 2 * GAMES;
    const gamesViewMs = await timed(
      page,
      () => page.click('[data-testid="games"]'),
      (n) => Number(document.querySelector('[data-testid="games-count"]')?.textContent) >= n * 0.9,
      total,
    );
    const listed = await page.textContent('[data-testid="games-count"]');
    await page.keyboard.press("Escape");

    await page.evaluate(watch);
    const explorerFirstMs = await timed(
      page,
      () => page.click('[data-testid="analyse"]'),
      () => document.querySelector('[data-testid="explorer-move"]'),
    );
    const buildTasks = await page.evaluate(() => window.longTasks.map(([, ms]) => Math.round(ms)));
    const firstMove = await page.locator('[data-testid="explorer-move"]').first().getAttribute("data-san");
    const explorerAfterMoveMs = await timed(
      page,
      () => page.locator('[data-testid="explorer-move"]').first().click(),
      (san) => {
        const row = document.querySelector('[data-testid="explorer-move"]');
        return row && document.querySelector("[data-ply]") !== null && row.dataset.san !== san;
      },
      firstMove,
    );

    const figures = {
      games: GAMES,
      fileBytes: pgn.length,
      importMs: first.ms,
      importLongestTaskMs: first.longestTaskMs,
      importLongTasks: first.longTasks,
      importReport: first.report,
      secondImportMs: second.ms,
      libraryGames: Number(listed),
      gamesViewMs,
      explorerFirstAnswerMs: explorerFirstMs,
      explorerBuildLongTasks: buildTasks,
      explorerAnswerAfterMoveMs: explorerAfterMoveMs,
    };
    return figures;
  } finally {
    await browser.close();
    server.close();
  }
}
