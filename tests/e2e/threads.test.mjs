// The engine on every core (issue 49, part 2): the service worker makes the page cross-origin isolated from its
// second load, where the analysis runs the threaded build on as many workers as the device has cores, sharing one
// memory and table; a page that is not isolated (a first visit, a board embedded in another site's page) runs the
// one-thread build and says so; the preference caps the threads; nothing else breaks under isolation.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chooseLanguage, engineBuild, launchBrowser, SCREENSHOTS, START_FEN, twoPlayerSave } from "./browser.mjs";
import { ISOLATION_HEADERS, startServer } from "./serve.mjs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SAVE = twoPlayerSave(START_FEN, "g1e2 b8d7 b1d2 g8e7");

/**
 * Serves dist/ (with `headers`) and runs `steps({ context, page, url, builds, errors })` in a new context
 * (`contextOptions`) whose pages find `save` as their saved game, if given; `builds` collects the engine builds
 * asked for, `errors` the page errors and console errors.
 */
async function withPage({ headers = {}, contextOptions = {}, save = undefined }, steps) {
  const { server, url } = await startServer({ dir: process.env.DIST_DIR ?? "dist", headers });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
    if (save) await context.addInitScript((text) => localStorage.setItem("makruk.game", text), save);
    const builds = [];
    context.on("request", (request) => {
      const build = engineBuild(request.url());
      if (build) builds.push(build);
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await steps({ context, page, url, builds, errors });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
}

/** Opens the saved two-player game in analysis. */
async function analyseSavedGame(page) {
  await page.locator('.moves [data-ply="4"]').waitFor();
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="engine-threads"]').waitFor({ timeout: 20000 });
}

/** Waits until the analysis reports `threads` threads; returns the panel's words for them. */
async function waitForThreads(page, threads) {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="engine-threads"]')?.dataset.threads === String(n),
    threads,
    { timeout: 20000 },
  );
  return page.textContent('[data-testid="engine-threads"]');
}

/**
 * Presses `key` on the analysis board and returns the milliseconds until the new position's first line is drawn
 * (its text differs from the old position's: other moves, another move number).
 */
async function msToNewLines(page, key) {
  await page.evaluate(() => {
    const line = () => document.querySelector('[data-testid="pv-line"]')?.textContent;
    const before = line();
    window.pressedAt = undefined;
    window.linesAt = undefined;
    document.addEventListener("keydown", () => (window.pressedAt ??= performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      const now = line();
      if (window.pressedAt !== undefined && now !== undefined && now !== before) {
        window.linesAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.linesAt !== undefined, undefined, { timeout: 10000 });
  return page.evaluate(() => Math.round(window.linesAt - window.pressedAt));
}

/** The engine's workers of the page (the engine's own and its helpers). */
const engineWorkers = (page) => page.workers().filter((w) => w.url().endsWith("/engine-worker.js")).length;

/** Opens the preferences dialog, runs `steps`, closes it. */
async function inPreferences(page, steps) {
  await page.click('[data-testid="preferences-button"]');
  await page.locator('[data-testid="preferences"]').waitFor();
  await steps();
  await page.click('[data-testid="preferences-close"]');
  await page.locator('[data-testid="preferences"]').waitFor({ state: "detached" });
}

/** Goes to the page, waits for the service worker to control it, and reloads: the page is isolated. */
async function secondLoad(page, url) {
  await page.goto(url);
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await page.evaluate(() => crossOriginIsolated), false, "a first load is not isolated");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await page.evaluate(() => crossOriginIsolated), true, "the service worker's headers isolate the page");
}

test("a page that is not cross-origin isolated runs the engine in one thread and says so", async () => {
  await withPage({ contextOptions: { serviceWorkers: "block" }, save: SAVE }, async ({ page, url, builds }) => {
    await page.goto(url);
    assert.equal(await page.evaluate(() => navigator.hardwareConcurrency > 1), true, "this machine has cores to use");
    await analyseSavedGame(page);
    const text = await waitForThreads(page, 1);
    assert.match(text, /^1 thread \(reload the page/);
    assert.deepEqual(builds, ["simd"], "the one-thread build");
    assert.equal(engineWorkers(page), 1);
    await inPreferences(page, async () => {
      await page.locator('[data-testid="engine-threads-note"]').waitFor();
    });
  });
});

test("from its second load the page is isolated and the analysis searches on every core, which the preference caps", async () => {
  await withPage({ save: SAVE }, async ({ page, url, builds }) => {
    await secondLoad(page, url);
    // The service worker's install fetched every build to cache it: count from here.
    builds.length = 0;
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await analyseSavedGame(page);
    const text = await waitForThreads(page, cores);
    assert.equal(text, `${cores} threads`);
    assert.ok(builds.includes("threads") && !builds.includes("simd"), builds.join(" "));
    assert.equal(engineWorkers(page), cores, "the engine's worker and its helpers");
    await page.locator('[data-testid="pv-line"]').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/analysis-threads.png` });

    // The page shares its count of requests with the worker: a slice (up to 2 s) stops for the next position.
    const waits = [];
    for (const key of ["ArrowLeft", "ArrowLeft", "ArrowRight", "ArrowLeft", "ArrowLeft"]) waits.push(await msToNewLines(page, key));
    waits.sort((a, b) => a - b);
    assert.ok(waits[2] < 500, `a new position's first line after ${waits.join(", ")} ms`);

    await inPreferences(page, async () => {
      assert.equal(await page.locator('[data-testid="engine-threads-note"]').count(), 0, "no note: the page is isolated");
      assert.equal(await page.inputValue('[data-testid="engine-threads-choice"]'), "all");
      await page.selectOption('[data-testid="engine-threads-choice"]', "1");
    });
    await page.keyboard.press("ArrowLeft");
    assert.equal(await waitForThreads(page, 1), "1 thread", "capped at one, with no word of isolation");
    assert.match(await page.evaluate(() => localStorage.getItem("makruk.prefs")), /^threads 1$/m);
    await inPreferences(page, async () => page.selectOption('[data-testid="engine-threads-choice"]', "all"));
    await page.keyboard.press("ArrowRight");
    await waitForThreads(page, cores);
  });
});

test("the cap chosen on the game page reaches the study module's engine when the analysis board mounts", async () => {
  await withPage({ save: SAVE }, async ({ page, url }) => {
    await secondLoad(page, url);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    assert.ok(cores > 1, "this machine has cores to cap");
    await inPreferences(page, async () => page.selectOption('[data-testid="engine-threads-choice"]', "1"));
    await analyseSavedGame(page);
    assert.equal(await waitForThreads(page, 1), "1 thread", "the preferences given at mount carry the cap");
    await page.click('[data-testid="analysis-close"]');
    await page.locator('[data-testid="analysis-frame"]').waitFor({ state: "detached" });
    await inPreferences(page, async () => page.selectOption('[data-testid="engine-threads-choice"]', "all"));
    await analyseSavedGame(page);
    assert.equal(await waitForThreads(page, cores), `${cores} threads`, "every core once the cap is lifted");
  });
});

test("under isolation a take-back while level 8 thinks stops its search and the engine keeps its worker", async () => {
  const save = [
    "makruk-save 2", "variant makruk", "rules counting=manual", "opponent engine 8", "side white", "clock none",
    "counting ", "flipped 0", "agreement none", `fen ${START_FEN}`, "moves ",
  ].join("\n");
  await withPage({ save }, async ({ page, url, builds }) => {
    await page.goto(url);
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    builds.length = 0;
    await page.reload();
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    assert.equal(await page.evaluate(() => crossOriginIsolated), true);
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('.moves [data-ply="1"]').waitFor();
    // Level 8 thinks for 5 s: take the move back at once.
    await page.waitForTimeout(300);
    await page.click('[data-testid="undo"]');
    await page.locator('.moves [data-ply="1"]').waitFor({ state: "detached" });
    await page.click('[data-square="d3"]');
    await page.click('[data-square="d4"]');
    await page.locator('.moves [data-ply="2"]').waitFor({ timeout: 20000 });
    assert.deepEqual(builds, ["threads"], "one engine worker, loaded once");
  });
});

test("a host that sends the isolation headers gives threads from the first visit", async () => {
  await withPage({ headers: ISOLATION_HEADERS, contextOptions: { serviceWorkers: "block" }, save: SAVE }, async ({ page, url }) => {
    await page.goto(url);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    await analyseSavedGame(page);
    await waitForThreads(page, cores);
  });
});

test("under isolation Learn, the library, the fonts, a game against the engine and the embed page work", async () => {
  await withPage({}, async ({ page, url, builds }) => {
    await secondLoad(page, url);
    builds.length = 0;
    await page.click('[data-testid="learn"]');
    await page.locator('[data-testid="learn-view"] [data-testid="puzzle-info"]').waitFor();
    await page.click('[data-testid="learn-close"]');
    await page.locator('[data-testid="learn-frame"]').waitFor({ state: "detached" });

    await page.click('[data-testid="games"]');
    await page.locator('[data-testid="games-count"]').filter({ hasText: /\d/ }).waitFor();
    await page.goto(url);

    await chooseLanguage(page, "th");
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""));
    });
    assert.ok(loaded.includes("Makruk Sarabun"), `the Thai font loads: ${loaded.join(", ")}`);
    await chooseLanguage(page, "en");

    // The first visit's game is against the engine: it answers with the threaded build (one thread below level 8).
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('.moves [data-ply="2"]').waitFor({ timeout: 20000 });
    assert.ok(builds.includes("threads"), builds.join(" "));

    await page.goto(`${url}?embed=1&mode=play&level=1`);
    assert.equal(await page.evaluate(() => crossOriginIsolated), true);
    await page.locator('[data-testid="embed"] [data-square="e3"] [data-piece]').waitFor();
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('[data-testid="embed-ply"]', { hasText: "2/2" }).waitFor({ timeout: 20000 });
  });
});

test("a board embedded in another site's page runs the one-thread engine", async () => {
  await withPage({}, async ({ context, page, url }) => {
    // The app's origin has its service worker, so its own pages are isolated; another site's page is not.
    await secondLoad(page, url);
    const dir = mkdtempSync(join(tmpdir(), "makruk-blog-"));
    writeFileSync(
      join(dir, "blog.html"),
      `<!doctype html><title>A blog</title><iframe id="board" width="480" height="540" src="${url}?embed=1&mode=play&level=1"></iframe>`,
    );
    const host = await startServer({ dir });
    try {
      const blog = await context.newPage();
      const builds = [];
      blog.on("request", (request) => {
        const build = engineBuild(request.url());
        if (build) builds.push(build);
      });
      // Another site: localhost, where the app is on 127.0.0.1.
      await blog.goto(`${host.url.replace("127.0.0.1", "localhost")}blog.html`);
      const board = blog.frameLocator("#board");
      await board.locator('[data-square="e3"] [data-piece]').waitFor();
      const embedded = blog.frames().find((f) => f.url().startsWith(url));
      assert.equal(await embedded.evaluate(() => crossOriginIsolated), false, "a page in another site's page is not isolated");
      await board.locator('[data-square="e3"]').click();
      await board.locator('[data-square="e4"]').click();
      await board.locator('[data-testid="embed-ply"]', { hasText: "2/2" }).waitFor({ timeout: 20000 });
      assert.deepEqual(builds, ["simd"], "the one-thread build");
    } finally {
      host.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
