// Shared Playwright set-up: Debian's Chromium, the built dist/ served on 127.0.0.1, screenshots in test-output/.
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { startServer } from "./serve.mjs";

export const SCREENSHOTS = "test-output/screenshots";

/** Makruk's start position in Fairy-Stockfish FEN. */
export const START_FEN = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/**
 * Checks that the board under `selector` shows `expected` as its FEN, waiting up to 2 s for the
 * app to render an input's change first.
 */
export async function expectFen(page, expected, message, selector = "[data-fen]") {
  const shown = () => page.getAttribute(selector, "data-fen");
  await page
    .waitForFunction(([sel, fen]) => document.querySelector(sel)?.getAttribute("data-fen") === fen, [selector, expected], {
      timeout: 2000,
    })
    .catch(() => {});
  assert.equal(await shown(), expected, message);
}

/** Waits until `probe()` gives `expected` (2 s at most) and returns what it last gave. */
export async function settle(probe, expected) {
  let value;
  for (let i = 0; i < 40; i++) {
    value = await probe();
    if (JSON.stringify(value) === JSON.stringify(expected)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return value;
}

/** Which engine build a file name or URL is: "simd", "threads", "baseline" or undefined. */
export const engineBuild = (url) =>
  /engine-simd-[0-9a-f]{16}_bg\.wasm$/.test(url) ? "simd"
  : /engine-threads-[0-9a-f]{16}_bg\.wasm$/.test(url) ? "threads"
  : /engine-[0-9a-f]{16}_bg\.wasm$/.test(url) ? "baseline"
  : undefined;

/** Launches headless Chromium with the flags that keep it off the (closed) network. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Serves dist/ (under `prefix`) and opens a browser; call `close()` when done. */
export async function openSite({ prefix = "/" } = {}) {
  const { server, url } = await startServer({ dir: process.env.DIST_DIR ?? "dist", prefix });
  const browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    browser,
    url,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** Opens the site before a test file's tests and closes it after them; `.site` is set once it is open. */
export function useSite(options) {
  const handle = { site: undefined };
  before(async () => {
    handle.site = await openSite(options);
  });
  after(async () => {
    await handle.site?.close();
  });
  return handle;
}

/**
 * A page in a new browser context (1280x900 unless `contextOptions` say otherwise) with nothing saved,
 * showing the board of a first visit (Ouk Chatrang's in Khmer, Sittuyin's in Burmese, else Makruk's);
 * `initScript`, if given, runs in the page before the app; uncaught page errors are collected in `page.errors`.
 */
export async function freshPage(site, contextOptions = {}, initScript = undefined) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  await page.goto(site.url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator("[data-square] [data-piece]").first().waitFor();
  return page;
}

/**
 * Deploys a new build over the copy of dist/ in `dir` (one file changed, the service worker's list made again,
 * as a deploy does) and waits until its service worker has taken `page` over.
 */
export async function deployNewBuild(page, dir) {
  writeFileSync(join(dir, "icons/app.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><!-- new build --></svg>");
  execFileSync("node", ["scripts/precache.mjs"], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  await page.evaluate(async () => {
    const taken = new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
    await (await navigator.serviceWorker.getRegistration()).update();
    await taken;
  });
}

/** Loads a two-player game after 1. e4 e5 with 5 minutes a side on the clock, which runs for White. */
export async function loadClockGame(page) {
  await page.evaluate(() => localStorage.setItem("makruk.game", [
    "makruk-save 3", "variant makruk", "rules counting=manual", "opponent human", "side white",
    "clock 300000 0 300000 300000 none", "counting ", "flipped 0", "agreement none",
    "fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "moves e3e4 e6e5", "names \t",
  ].join("\n")));
  await page.reload();
  await page.locator('.moves [data-ply="2"]').waitFor();
}

/** Waits until the bottom player's clock shows another time than it does now. */
export async function clockTicks(page) {
  const shown = await page.textContent('[data-testid="clock-bottom"]');
  await page.waitForFunction(
    (shown) => document.querySelector('[data-testid="clock-bottom"]').textContent !== shown,
    shown,
  );
}

/** Loads a two-player game (no clock, White below) from `fen` with `moves` (UCI, space-separated). */
export async function loadTwoPlayerGame(page, fen, moves) {
  await page.evaluate((text) => localStorage.setItem("makruk.game", text), twoPlayerSave(fen, moves));
  await page.reload();
  await page.locator("[data-fen]").waitFor();
}

/** A saved two-player game (the app's save format) from `fen` after `moves` (UCI, space-separated). */
export function twoPlayerSave(fen, moves) {
  return [
    "makruk-save 1", "variant makruk", "opponent human", "side white", "clock none", "counting ", "flipped 0",
    "agreement none", `fen ${fen}`, `moves ${moves}`,
  ].join("\n");
}

/** Loads a saved game of the current save format: `opponent` is `human` or `engine N`, `side` the user's
 * side against the engine, `rules` the rule options text (e.g. `counting=manual`). */
export async function loadGame(page, { variant = "makruk", opponent = "human", side = "white", rules = "counting=manual", fen, moves = "", counting = "" }) {
  await page.evaluate((text) => localStorage.setItem("makruk.game", text), [
    "makruk-save 2", `variant ${variant}`, `rules ${rules}`, `opponent ${opponent}`, `side ${side}`, "clock none",
    `counting ${counting}`, `flipped ${side === "black" ? 1 : 0}`, "agreement none", `fen ${fen}`, `moves ${moves}`,
  ].join("\n"));
  await page.reload();
  await page.locator("[data-fen]").waitFor();
}

/** Drags the piece on `from` to `to` with the mouse, in steps, as a user does. */
/** In an open New game dialog: plays the engine at `level`, as `side`, and starts the game. */
export async function startAgainstEngine(page, { level = "1", side = "white" } = {}) {
  await page.click('[data-testid="vs-engine"]');
  await page.selectOption('[data-testid="level"]', level);
  await page.click(`[data-testid="side-${side}"]`);
  await page.click('[data-testid="start-game"]');
}

export async function drag(page, from, to) {
  const a = await page.locator(`[data-square="${from}"]`).boundingBox();
  const b = await page.locator(`[data-square="${to}"]`).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** A person: a browser context of their own (its own storage, like another person's browser) that may use the clipboard. */
export async function newPerson(site, initScript = undefined) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(site.url).origin });
  if (initScript) await context.addInitScript(initScript);
  return context;
}

/** A page of `context` at `url`, once the board shows; its uncaught errors are kept in `page.errors`. */
export async function openPage(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  await page.goto(url);
  await page.locator('[data-square="e3"]').waitFor();
  return page;
}

/** Chooses the interface language `code` (en, th, km, my) from the top bar's language menu and waits for it. */
export async function chooseLanguage(page, code) {
  await page.click('[data-testid="lang"]');
  await page.click(`[data-testid="lang-${code}"]`);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
}
