// Measures the analysis board's engine on built apps in headless Chromium (figures to read, not to assert), for
// issue 23 part 3: on a 44-ply game of makruk-uci playing itself,
//   1. the time from a click on "next move" to the first engine line of the new position, for ten steps
//      (moves 10 to 15), and how many engine workers the page started meanwhile;
//   2. the depth of the first line 10 s after the analysis reaches move 20 (White to move, ply 38);
//   3. in two endings of a lone khun against two pieces, the time from opening the analysis to the exact mate
//      (the worker builds the ending's table first).
// Give several builds to compare them in the same run (each measured in turn, R rounds):
//   node scripts/measure-analysis.mjs [DIST ...] [--rounds R] [--seconds S] [--isolated]
//   (defaults: dist, 2 rounds, 10 s; --isolated serves the pages cross-origin isolated, so that the engine runs
//   its threaded build on every core: its helper workers count among the workers started)
// e.g. a build of an earlier commit: git worktree add /tmp/before <rev> && (cd /tmp/before && trunk build --release)
import { resolve } from "node:path";
import { launchBrowser, loadTwoPlayerGame } from "../tests/e2e/browser.mjs";
import { ISOLATION_HEADERS, startServer } from "../tests/e2e/serve.mjs";

const GAME =
  "g1e2 g8e7 b1d2 h6h5 g3g4 h5g4 f3g4 e8f7 a3a4 c6c5 f1f2 b8c6 h3h4 f7g7 c1c2 c8d7 d1c1 d6d5 c1b2 f8f7 d2f3 g6g5 " +
  "h4h5 d8c7 e2g3 c7d6 e1d2 a8c8 d3d4 e6e5 d4e5 d6e5 e3e4 d5d4 g3f5 e7f5 e4f5 d4c3m d2c3 d7d6 c3d2 c8d8 d2e3 d6d5";
const FIRST_STEP_PLY = 18;
const STEPS = 10;
const DEEP_PLY = 38;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const dists = args.filter((a, i) => !a.startsWith("--") && !/^--(rounds|seconds)$/.test(args[i - 1] ?? ""));
const headers = args.includes("--isolated") ? ISOLATION_HEADERS : {};
const rounds = option("--rounds", 2);
const seconds = option("--seconds", 10);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The game as a save both the current and earlier versions read (format 2), two players. */
const SAVE = [
  "makruk-save 2", "variant makruk", "rules counting=manual", "opponent human", "side white", "clock none",
  "counting ", "flipped 0", "agreement none", "fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
  `moves ${GAME}`, "",
].join("\n");

/** Clicks the analysis board's navigation button `name` (start, prev, next, end) and waits for the new position. */
async function step(page, name) {
  const fen = await page.getAttribute("[data-fen]", "data-fen");
  await page.click(`[data-testid="analysis-${name}"]`);
  await page.waitForFunction((fen) => document.querySelector("[data-fen]").dataset.fen !== fen, fen);
}

/** The first line's depth, or 0 while there is none. */
const firstDepth = (page) =>
  page.evaluate(() => Number(document.querySelector('[data-testid="pv-line"] .pv-depth')?.textContent ?? 0));

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const workers = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto(url);
  // The app saves its first game as it starts: the save is written after that.
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  await page.evaluate((save) => localStorage.setItem("makruk.game", save), SAVE);
  await page.reload();
  await page.locator(`.moves [data-ply="${GAME.split(" ").length}"]`).waitFor();
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 30000 });
  await step(page, "start");
  for (let ply = 0; ply < FIRST_STEP_PLY; ply++) await step(page, "next");
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 30000 });
  const workersBefore = workers.length;
  const waits = [];
  for (let i = 0; i < STEPS; i++) {
    const started = Date.now();
    await step(page, "next");
    await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 30000 });
    waits.push(Date.now() - started);
  }
  const workersStarted = workers.length - workersBefore;
  for (let ply = FIRST_STEP_PLY + STEPS; ply < DEEP_PLY; ply++) await step(page, "next");
  await page.waitForTimeout(seconds * 1000);
  const depth = await firstDepth(page);
  await context.close();
  return { waits, workersStarted, depth };
}

/** Table endings: khun, khon and met (mate in 22), khun, ruea and ma (mate in 10) against a lone khun. */
const TABLE_ENDINGS = ["8/8/3k4/8/8/2SM4/3K4/8 w - - 0 1", "8/8/3k4/8/8/2RN4/3K4/8 w - - 0 1"];

/** Milliseconds from opening the analysis of `fen` to a mate in its first line, and that mate. */
async function timeToMate(browser, url, fen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  await loadTwoPlayerGame(page, fen, "");
  const started = Date.now();
  await page.click('[data-testid="analyse"]');
  const line = '[data-testid="pv-line"]';
  await page.waitForFunction((line) => document.querySelector(line)?.textContent.includes("#"), line, { timeout: 120000 });
  const ms = Date.now() - started;
  const mate = await page.textContent(`${line} .pv-score`);
  await context.close();
  return `${mate} after ${ms} ms`;
}

const browser = await launchBrowser();
const sites = [];
try {
  for (const dist of dists.length ? dists : ["dist"]) {
    const { server, url } = await startServer({ dir: resolve(dist), headers });
    sites.push({ dist, server, url, runs: [] });
  }
  for (let round = 0; round < rounds; round++) {
    for (const site of sites) {
      const run = await measure(browser, site.url);
      run.mates = [];
      for (const fen of TABLE_ENDINGS) run.mates.push(await timeToMate(browser, site.url, fen));
      site.runs.push(run);
    }
  }
  for (const { dist, runs } of sites) {
    const waits = runs.flatMap((r) => r.waits);
    console.log(`${dist}:`);
    console.log(`  first line after "next move", ${waits.length} steps: median ${median(waits)} ms, max ${Math.max(...waits)} ms`);
    console.log(`    (ms: ${runs.map((r) => r.waits.join(" ")).join(" | ")})`);
    console.log(`  engine workers started during the ${STEPS} steps: ${runs.map((r) => r.workersStarted).join(", ")}`);
    console.log(`  depth ${seconds} s after reaching move 20: ${runs.map((r) => r.depth).join(", ")}`);
    TABLE_ENDINGS.forEach((fen, i) => {
      console.log(`  exact mate in ${fen}: ${runs.map((r) => r.mates[i]).join(", ")}`);
    });
  }
} finally {
  await browser.close();
  for (const { server } of sites) server.close();
}
