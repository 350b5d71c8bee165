// Measures the pages beside the first screen on the phone profile of scripts/measure-first-load.mjs (390x844, CPU
// 4x slower, Fast 3G, files served gzipped), each from a cold cache, so that a change to the first page load can be
// checked against making another page slower. For each build folder given it prints the median of N runs (3 unless
// told) of:
//   - the embed page (?embed=1) and its analysis mode: navigation to a board with its pieces;
//   - the analysis board, Games, import, export, Learn and live play's set-up: the app's board in the page, then
//     the button pressed, to the page or dialog shown (its module's download included the first time);
//   - the analysis board, import and export after a first move: e3-e4 played, the engine's answer on the board and
//     THINK_MS of a player's look at it, then the button pressed (the app loads the study module once idle);
//   - the offline start: the app loaded once online (its service worker then keeps it), then reloaded offline,
//     to the app's board.
// Usage: node scripts/measure-pages.mjs DIST [DIST2 …] [--runs N] [--pages WORD,…] (only the pages whose names hold a WORD)
// Exits 0 whatever the figures (a measurement, not a test); 1 if a page cannot be measured.
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { PROFILES } from "./measure-first-load.mjs";

const BOARD = '[data-square="e3"] [data-piece]';

/** Each page: how it is opened and what shows it. `open` is a path after the site's address, or a button. */
const PAGES = [
  { name: "embed page", path: "?embed=1", shown: BOARD },
  { name: "embed page, analysis mode", path: "?embed=1&mode=analysis", shown: BOARD },
  { name: "analysis board (from the game)", press: "analyse", shown: '[data-testid="analysis"]' },
  { name: "Games", press: "games", shown: '[data-testid="games-count"]' },
  { name: "import dialog", press: "import", shown: '[data-testid="import-dialog"]' },
  { name: "export dialog", press: "export", shown: '[data-testid="export-dialog"]' },
  { name: "analysis board, after a move", press: "analyse", afterMove: true, shown: '[data-testid="analysis"]' },
  { name: "import dialog, after a move", press: "import", afterMove: true, shown: '[data-testid="import-dialog"]' },
  { name: "export dialog, after a move", press: "export", afterMove: true, shown: '[data-testid="export-dialog"]' },
  { name: "Learn", press: "learn", shown: '[data-testid="learn-view"]' },
  { name: "live play's set-up", press: "live-host", shown: '[data-testid="new-game-dialog"]' },
  { name: "offline start (service worker)", offline: true, shown: BOARD },
];

/** A player's look at the engine's answer before pressing the next button. */
const THINK_MS = 3_000;

/** One cold run of `page` on the phone profile; milliseconds from navigation or press to the page shown. */
async function measure(browser, url, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
  const tab = await context.newPage();
  const errors = [];
  tab.on("pageerror", (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const throttle = () => cdp.send("Network.emulateNetworkConditions", PROFILES.phone.network);
  try {
    if (page.offline) {
      await tab.goto(url);
      await tab.locator(BOARD).waitFor({ timeout: 60_000 });
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await context.setOffline(true);
      const start = Date.now();
      await tab.reload({ waitUntil: "commit" });
      await tab.locator(page.shown).first().waitFor({ timeout: 60_000 });
      return Date.now() - start;
    }
    await throttle();
    if (page.path) {
      const start = Date.now();
      await tab.goto(url + page.path, { waitUntil: "commit" });
      await tab.locator(page.shown).first().waitFor({ timeout: 60_000 });
      return Date.now() - start;
    }
    await tab.goto(url, { waitUntil: "commit" });
    await tab.locator(BOARD).waitFor({ timeout: 60_000 });
    if (page.afterMove) {
      await tab.locator('[data-square="e3"]').click();
      await tab.locator('[data-square="e4"]').click();
      await tab.locator('[data-ply="2"]').waitFor({ timeout: 60_000 });
      await tab.waitForTimeout(THINK_MS);
    }
    const button = tab.locator(`[data-testid="${page.press}"]`);
    await button.waitFor({ timeout: 60_000 });
    await tab.waitForFunction((id) => !document.querySelector(`[data-testid="${id}"]`)?.disabled, page.press, { timeout: 60_000 });
    const start = Date.now();
    await button.click();
    await tab.locator(page.shown).first().waitFor({ timeout: 60_000 });
    return Date.now() - start;
  } finally {
    if (errors.length) console.warn(`${page.name}: page errors: ${errors.join("; ")}`);
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 3;
const pagesAt = args.indexOf("--pages");
const words = pagesAt >= 0 ? args.splice(pagesAt, 2)[1].split(",") : [""];
const pages = PAGES.filter(({ name }) => words.some((word) => name.includes(word)));
if (!args.length || !Number.isInteger(runs) || runs < 1) {
  console.error("usage: node scripts/measure-pages.mjs DIST [DIST2 …] [--runs N] [--pages WORD,…]");
  process.exit(2);
}
const browser = await launchBrowser();
const results = [];
try {
  for (const dist of args) {
    const { server, url } = await startServer({ dir: resolve(dist), gzip: true });
    try {
      const figures = {};
      for (const page of pages) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await measure(browser, url, page));
        figures[page.name] = median(samples);
      }
      results.push(figures);
    } finally {
      server.close();
    }
  }
} catch (e) {
  console.error(`measure-pages: a page could not be measured: ${e.message}`);
  process.exit(1);
} finally {
  await browser.close();
}
console.log(`machine load average (1 min): ${loadavg()[0].toFixed(1)}; ${PROFILES.phone.title}; median of ${runs} cold runs`);
console.log(`${"page".padEnd(34)} ${args.map((d) => d.slice(-18).padStart(18)).join(" ")}`);
for (const { name } of pages) {
  console.log(`${name.padEnd(34)} ${results.map((r) => `${(r[name] / 1000).toFixed(2)} s`.padStart(18)).join(" ")}`);
}
