// Measures the engine's threads in the browser (issue 49, part 2) in headless Chromium: figures to read, not to
// assert. On move 20 of a game (makruk-uci playing itself, White to move at ply 38, the position of
// scripts/measure-analysis.mjs), the analysis board runs S seconds in three set-ups, each in turn, R rounds:
//   - "one thread (before)": a page that is not cross-origin isolated, as every page was before the threaded
//     build: the SIMD build, one thread;
//   - "threaded build, 1 thread": an isolated page (the server sends COOP and COEP) with the preference capping
//     the engine at one thread: the threaded build's cost of atomics alone;
//   - "threaded build, N threads": the isolated page with every core (navigator.hardwareConcurrency).
// For each it prints the depth reached, and the nodes per second of the last report (nodes of all threads since
// the analysis started, over its time); then the medians and the ratios of nodes per second.
//   node scripts/measure-threads.mjs [DIST] [--rounds R] [--seconds S]   (defaults: dist, 3 rounds, 10 s)
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { ISOLATION_HEADERS, startServer } from "../tests/e2e/serve.mjs";
import { gameSave, median, numberOption, positional } from "./analysis-game.mjs";

const PLIES = 38;

const args = process.argv.slice(2);
const dist = positional(args)[0] ?? "dist";
const rounds = numberOption(args, "--rounds", 3);
const seconds = numberOption(args, "--seconds", 10);
const SAVE = gameSave(PLIES);

/** The preferences with the engine capped at one thread (the app's format, `src/formats/save.rs`). */
const ONE_THREAD_PREFS = "lang en\nset set-thai\ncheckered 0\nmuted 0\nconfirm 0\ncontrast normal\nreduce-motion 0\nboard-size 100\nthreads 1\n";

/** Runs the analysis for `seconds` on `url`; returns { depth, nps, threads, isolated }. */
async function measure(browser, url, prefs) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    await context.addInitScript(
      ([save, prefs]) => {
        localStorage.setItem("makruk.game", save);
        if (prefs) localStorage.setItem("makruk.prefs", prefs);
      },
      [SAVE, prefs],
    );
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(`.moves [data-ply="${PLIES}"]`).waitFor();
    const isolated = await page.evaluate(() => crossOriginIsolated);
    await page.click('[data-testid="analyse"]');
    const stats = page.locator('[data-testid="engine-stats"]');
    await stats.waitFor({ timeout: 20000 });
    await page.waitForTimeout(seconds * 1000);
    const [depth, nps, threads] = await stats.evaluate((e) => [
      Number(e.dataset.depth),
      Number(e.dataset.nps),
      Number(e.querySelector('[data-testid="engine-threads"]').dataset.threads),
    ]);
    return { depth, nps, threads, isolated };
  } finally {
    await context.close();
  }
}

const plain = await startServer({ dir: dist });
const isolatedSite = await startServer({ dir: dist, headers: ISOLATION_HEADERS });
const browser = await launchBrowser();
const setups = [
  { name: "one thread (before)", url: plain.url },
  { name: "threaded build, 1 thread", url: isolatedSite.url, prefs: ONE_THREAD_PREFS },
  { name: "threaded build, every core", url: isolatedSite.url },
];
const results = new Map(setups.map((s) => [s.name, []]));
try {
  console.log(`${dist}: analysis of move 20 (ply ${PLIES}) for ${seconds} s, ${rounds} rounds`);
  for (let round = 1; round <= rounds; round++) {
    for (const setup of setups) {
      const r = await measure(browser, setup.url, setup.prefs);
      results.get(setup.name).push(r);
      console.log(
        `round ${round} ${setup.name.padEnd(28)} depth ${r.depth}  ${(r.nps / 1000).toFixed(0)} kN/s  threads ${r.threads}  isolated ${r.isolated}`,
      );
    }
  }
} finally {
  await browser.close();
  plain.server.close();
  isolatedSite.server.close();
}
const nps = (name) => median(results.get(name).map((r) => r.nps));
for (const [name, rs] of results) {
  console.log(
    `median ${name.padEnd(28)} depth ${median(rs.map((r) => r.depth))}  ${(nps(name) / 1000).toFixed(0)} kN/s  threads ${rs[0].threads}`,
  );
}
const [before, one, all] = setups.map((s) => nps(s.name));
console.log(
  `nodes/s ratios: every core / one thread (before) ${(all / before).toFixed(2)}; every core / threaded build at 1 thread ${(all / one).toFixed(2)}; threaded build at 1 thread / before ${(one / before).toFixed(2)}`,
);
