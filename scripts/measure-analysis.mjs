// Measures the analysis board's engine on built apps in headless Chromium (figures to read, not to assert), for
// issue 23 part 3: on a 44-ply game of makruk-uci playing itself,
//   1. the time from a click on "next move" to the first engine line of the new position, for ten steps
//      (moves 10 to 15), and how many engine workers the page started meanwhile; within it, the time from the
//      page's analysis request to the engine worker's first line (the engine's own answer, without the page's work);
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
import { GAME, gameSave, median, numberOption, positional } from "./analysis-game.mjs";
const FIRST_STEP_PLY = 18;
const STEPS = 10;
const DEEP_PLY = 38;

const args = process.argv.slice(2);
const dists = positional(args);
const headers = args.includes("--isolated") ? ISOLATION_HEADERS : {};
const rounds = numberOption(args, "--rounds", 2);
const seconds = numberOption(args, "--seconds", 10);
const SAVE = gameSave();

/** Clicks the analysis board's navigation button `name` (start, prev, next, end) and waits for the new position. */
async function step(page, name) {
  const fen = await page.getAttribute("[data-fen]", "data-fen");
  await page.click(`[data-testid="analysis-${name}"]`);
  await page.waitForFunction((fen) => document.querySelector("[data-fen]").dataset.fen !== fen, fen);
}

/** The first line's depth, or 0 while there is none. */
const firstDepth = (page) =>
  page.evaluate(() => Number(document.querySelector('[data-testid="pv-line"] .pv-depth')?.textContent ?? 0));

/**
 * Page script: times each analysis request the page posts to an engine worker until that worker's first line
 * (`window.engineAnswers`, ms). Requests and replies are postcard bytes whose first byte is the variant's index:
 * `Request::Analyse` 1, `Reply::Info` 1 (crates/makruk-worker/src/protocol.rs).
 */
function timeEngineAnswers() {
  window.engineAnswers = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message instanceof Uint8Array && message[0] === 1) {
      const askedAt = performance.now();
      const onReply = (event) => {
        if (event.data instanceof Uint8Array && event.data[0] === 1) {
          window.engineAnswers.push(performance.now() - askedAt);
          this.removeEventListener("message", onReply);
        }
      };
      this.addEventListener("message", onReply);
    }
    return post.call(this, message, ...rest);
  };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(timeEngineAnswers);
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
  const answersBefore = await page.evaluate(() => window.engineAnswers.length);
  const waits = [];
  for (let i = 0; i < STEPS; i++) {
    const started = Date.now();
    await step(page, "next");
    await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 30000 });
    waits.push(Date.now() - started);
  }
  const workersStarted = workers.length - workersBefore;
  const answers = await page.evaluate((from) => window.engineAnswers.slice(from).map(Math.round), answersBefore);
  for (let ply = FIRST_STEP_PLY + STEPS; ply < DEEP_PLY; ply++) await step(page, "next");
  await page.waitForTimeout(seconds * 1000);
  const depth = await firstDepth(page);
  await context.close();
  return { waits, answers, workersStarted, depth };
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
    const answers = runs.flatMap((r) => r.answers);
    console.log(`  of which the engine worker's answer (request to first line), ${answers.length} requests: median ${median(answers)} ms, max ${Math.max(...answers)} ms`);
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
