// Analysis that never restarts (issue 23, part 3): one engine worker serves every position shown,
// a new position reaches the running search at once, and the lines come with depth and speed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN, freshPage, loadTwoPlayerGame } from "./browser.mjs";

const handle = useSite();

/**
 * The engine's workers a page should have started once: its worker, and in a cross-origin isolated page (which
 * `freshPage`'s reload may or may not be, as the service worker's install has finished or not) that worker's
 * helpers, one fewer than the threads the analysis reports.
 */
async function workersOfOneEngine(page) {
  return Number(await page.getAttribute('[data-testid="engine-threads"]', "data-threads"));
}

/** 26 plies of the engine playing itself (no position repeated). */
const GAME =
  "g1e2 b8d7 b1d2 g8e7 a3a4 h6h5 d1c2 e8f7 c1b2 c6c5 f3f4 f7g7 b3b4 f8f7 f1f2 d6d5 e3e4 c8c7 h1f1 c5b4 c3b4 e7c6 b4b5 a6b5 a4b5 c6b4";

test("stepping back through ten moves: each position's first line comes quickly from the same worker", async () => {
  const page = await freshPage(handle.site);
  await loadTwoPlayerGame(page, START_FEN, GAME);
  const workers = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
  const stats = await page.textContent('[data-testid="engine-stats"]');
  assert.match(stats, /^depth \d+ · [\d.]+ [kM]N\/s · \d+ threads?( \(reload the page to use every core\))?$/);

  const waits = [];
  for (let step = 0; step < 10; step++) {
    const before = await page.getAttribute("[data-fen]", "data-fen");
    const started = Date.now();
    await page.click('[data-testid="analysis-prev"]');
    await page.waitForFunction((fen) => document.querySelector("[data-fen]").dataset.fen !== fen, before);
    await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 5000 });
    waits.push(Date.now() - started);
  }
  console.log(`first line after each step back (ms): ${waits.join(" ")}`);
  assert.ok(Math.max(...waits) < 3000, `every first line within 3 s (${waits.join(", ")})`);
  assert.equal(workers.length, await workersOfOneEngine(page), `one engine for the whole analysis (${workers.join(", ")})`);

  // The analysis goes on without a time limit: the depth keeps growing on one position.
  const depth = async () => Number((await page.textContent('[data-testid="engine-stats"]')).match(/\d+/)[0]);
  const early = await depth();
  await page.waitForFunction(
    (d) => Number(document.querySelector('[data-testid="engine-stats"]').textContent.match(/\d+/)[0]) > d,
    early,
    { timeout: 15000 },
  );
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-engine-stats.png` });

  // Switching the engine off stops the search without a new worker; on again, it analyses.
  await page.click('[data-testid="engine-toggle"]');
  assert.equal(await page.locator('[data-testid="pv-line"]').count(), 0);
  await page.click('[data-testid="engine-toggle"]');
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 5000 });
  assert.equal(workers.length, await workersOfOneEngine(page), "still the same engine");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("khun, khon and met against a lone khun: the analysis builds the ending's table, then shows its mate", async () => {
  const page = await freshPage(handle.site);
  await loadTwoPlayerGame(page, "8/8/3k4/8/8/2SM4/3K4/8 w - - 0 1", "");
  const workers = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.click('[data-testid="analyse"]');
  const line = page.locator('[data-testid="pv-line"]').first();
  await line.waitFor({ timeout: 15000 });
  // A line first (the search without the table), then the table is built a slice at a time.
  await page.locator('[data-testid="table-building"]').waitFor({ timeout: 10000 });
  assert.doesNotMatch(await line.textContent(), /#/);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-table-building.png` });

  // The worker still answers at once: switched off and on during the build, a line comes quickly.
  await page.click('[data-testid="engine-toggle"]');
  assert.equal(await page.locator('[data-testid="table-building"]').count(), 0);
  const started = Date.now();
  await page.click('[data-testid="engine-toggle"]');
  await line.waitFor({ timeout: 5000 });
  const wait = Date.now() - started;
  assert.ok(wait < 3000, `a line within 3 s of switching on during the build (${wait} ms)`);

  // Once built: the exact mate (22 moves here, as makruk-uci finds with the table) and its line.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="pv-line"]')?.textContent.includes("#22"),
    undefined,
    { timeout: 90000 },
  );
  assert.equal(await page.locator('[data-testid="table-building"]').count(), 0);
  await page.screenshot({ path: `${SCREENSHOTS}/analysis-table-mate.png` });
  assert.equal(workers.length, await workersOfOneEngine(page), `one engine throughout (${workers.join(", ")})`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
