// Measures the game library with many games (issue 25): fills the library of a fresh page with N generated
// games (tests/e2e/library-fill.mjs, written through the page into IndexedDB), then times, as medians of R runs:
//   1. opening the Games view: click on `games` until `games-count` shows N and the first row is drawn (the first
//      run right after the reload, while the list the page reads after start-up may still be on its way; the
//      later runs with the list in memory);
//   2. a name search over all games: typing in the search field until the count changes;
//   3. opening the newest game from the list until the board shows its moves.
//   4. (scripts/bench-library-files.mjs) importing a PGN file of M random legal games through the Games view, twice,
//      with the longest task meanwhile, then the opening explorer's first answer on those 2·M games and its answer
//      after a move; --import 0 skips it.
// Usage: node scripts/bench-library.mjs [DIST] [--games N] [--runs R] [--import M]
//        (defaults: dist, 10000 games, 5 runs, 5000 games imported)
// Exits 0 whatever the figures (a measurement, not a test); 1 if the page cannot be measured.
import { resolve } from "node:path";
import { loadavg } from "node:os";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { fillLibrary } from "../tests/e2e/library-fill.mjs";
import { measureLibraryFiles } from "./bench-library-files.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const dist = resolve(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "dist");
const games = option("--games", 10000);
const runs = option("--runs", 5);
const imported = option("--import", 5000);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await startServer({ dir: dist, prefix: "/" });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  let start = Date.now();
  await fillLibrary(page, games);
  const fillMs = Date.now() - start;
  await page.reload();
  await page.locator('[data-testid="games"]:not([disabled])').waitFor();

  const open = [], search = [], openGame = [];
  for (let run = 0; run < runs; run++) {
    start = await page.evaluate(() => performance.now());
    await page.click('[data-testid="games"]');
    const shown = await page.evaluate(
      (n) =>
        new Promise((done) => {
          const check = () => {
            const count = document.querySelector('[data-testid="games-count"]')?.textContent.trim();
            if (count === String(n) && document.querySelector('[data-testid="game-row"]')) done(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
      games,
    );
    open.push(shown - start);

    start = await page.evaluate(() => performance.now());
    await page.fill('[data-testid="games-search"]', "player 7");
    const searched = await page.evaluate(
      (n) =>
        new Promise((done) => {
          const check = () => {
            const count = document.querySelector('[data-testid="games-count"]')?.textContent.trim();
            if (count && count !== String(n)) done(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
      games,
    );
    search.push(searched - start);
    await page.fill('[data-testid="games-search"]', "");

    start = await page.evaluate(() => performance.now());
    await page.locator('[data-testid="game-row"]').first().click();
    await page.locator('[data-testid="games-view"]').waitFor({ state: "detached" });
    await page.locator("[data-ply]").first().waitFor();
    openGame.push((await page.evaluate(() => performance.now())) - start);
  }
  const fmt = (xs) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(", ")})`;
  console.log(`library benchmark: ${games} games, ${runs} runs, load average ${loadavg()[0].toFixed(2)}`);
  console.log(`  fill through the page (one transaction): ${fillMs} ms`);
  console.log(`  open the Games view right after the reload: ${open[0].toFixed(0)} ms`);
  console.log(`  open the Games view until ${games} counted and the first row drawn: ${fmt(open)}`);
  console.log(`  name search over all games until the count changes: ${fmt(search)}`);
  console.log(`  open the newest game on the board: ${fmt(openGame)}`);
  if (imported > 0) {
    const files = await measureLibraryFiles({ dist, games: imported });
    console.log(`PGN files and the explorer: load average ${loadavg()[0].toFixed(2)}`);
    console.log(JSON.stringify(files, null, 2));
  }
} catch (error) {
  console.error(`bench-library: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
