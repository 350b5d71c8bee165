// The board painted from the static page (issue 61, part 1): before any wasm runs the page shows the position
// the app will open on (a first visit's start in its language's variant, a saved game's start position), or an
// empty board for a saved game with moves or a game link — never a wrong position; the app's screen then takes
// its place in the same frame and with the board where it was; the pieces come with that first paint (one
// sprite), so the app's render asks for no image. Screenshots: first-paint-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, START_FEN, useSite, twoPlayerSave } from "./browser.mjs";

const handle = useSite();

/** A page whose wasm never arrives: what the static page alone paints. */
async function staticPage(options, save) {
  const context = await handle.site.browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  await context.route(/\.wasm$/, (route) => route.abort());
  if (save) await context.addInitScript((text) => localStorage.setItem("makruk.game", text), save);
  const page = await context.newPage();
  await page.goto(handle.site.url);
  await page.locator("#prepaint .board .square").nth(63).waitFor({ state: "attached" });
  return page;
}

/** The prepainted board's pieces, rank 8 (or 1 when flipped) first, as FEN-like rows of art classes. */
const prepainted = (page) =>
  page.locator("#prepaint .board .square").evaluateAll((squares) =>
    Array.from({ length: 8 }, (_, r) => squares.slice(r * 8, r * 8 + 8).map((s) => s.querySelector(".piece")?.classList[1] ?? "-").join(" ")),
  );

const MAKRUK_ROWS = [
  "bR bN bS bM bK bS bN bR", "- - - - - - - -", "bP bP bP bP bP bP bP bP", "- - - - - - - -",
  "- - - - - - - -", "wP wP wP wP wP wP wP wP", "- - - - - - - -", "wR wN wS wK wM wS wN wR",
];

test("before any wasm runs, a first visit sees its variant's start position, with no test hook in the page", async () => {
  for (const [locale, rows] of [["en-US", MAKRUK_ROWS], ["km-KH", MAKRUK_ROWS], ["th-TH", MAKRUK_ROWS]]) {
    const page = await staticPage({ locale });
    assert.deepEqual(await prepainted(page), rows, locale);
    assert.equal(await page.locator("[data-square], [data-piece], [data-fen], [data-testid]").count(), 0, "no test hook before the app");
    await page.waitForFunction(() => performance.getEntriesByName(new URL("pieces/thai.svg", document.baseURI).href).length > 0);
    await page.screenshot({ path: `${SCREENSHOTS}/first-paint-${locale}.png` });
    await page.context().close();
  }
  const page = await staticPage({ locale: "my-MM" });
  assert.deepEqual((await prepainted(page)).slice(2, 6), ["- - - - bP bP bP bP", "bP bP bP bP - - - -", "- - - - wP wP wP wP", "wP wP wP wP - - - -"]);
  assert.deepEqual(await page.locator("#prepaint .hand.top .piece").evaluateAll((ps) => ps.map((p) => p.classList[1])), ["bK", "bE", "bG", "bR", "bN"]);
  assert.deepEqual(await page.locator("#prepaint .hand.bottom .piece").evaluateAll((ps) => ps.map((p) => p.classList[1])), ["wK", "wE", "wG", "wR", "wN"]);
  await page.screenshot({ path: `${SCREENSHOTS}/first-paint-my-MM.png` });
  await page.context().close();
});

test("a saved game is painted only when no move was played (flipped as saved); else, and for a link, the board is empty", async () => {
  const flipped = twoPlayerSave(START_FEN, "").replace("flipped 0", "flipped 1");
  let page = await staticPage({}, flipped);
  assert.deepEqual(await prepainted(page), [...MAKRUK_ROWS].reverse().map((row) => row.split(" ").reverse().join(" ")));
  await page.context().close();
  page = await staticPage({}, twoPlayerSave(START_FEN, "e3e4 e6e5"));
  assert.equal(await page.locator("#prepaint .piece").count(), 0, "a game with moves: an empty board");
  await page.screenshot({ path: `${SCREENSHOTS}/first-paint-saved-game.png` });
  await page.context().close();
  const context = await handle.site.browser.newContext();
  await context.route(/\.wasm$/, (route) => route.abort());
  page = await context.newPage();
  await page.goto(`${handle.site.url}#g=anything`);
  await page.locator("#prepaint .board .square").nth(63).waitFor({ state: "attached" });
  assert.equal(await page.locator("#prepaint .piece").count(), 0, "a game link: an empty board");
  await context.close();
});

/**
 * Runs in the page before its scripts: for every frame until the app's board is in, whether the static board and
 * the app's were both in the page, and how many pieces the static board showed.
 */
function watchFrames() {
  const frames = [];
  window.__frames = frames;
  const frame = () => {
    const copy = document.getElementById("prepaint");
    const app = document.querySelector("[data-square]");
    frames.push({ both: Boolean(copy && app), pieces: copy ? copy.querySelectorAll(".piece").length : undefined });
    if (!app) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

for (const [width, height, locale] of [[390, 844, "en-US"], [1280, 720, "en-US"], [360, 640, "my-MM"], [844, 390, "km-KH"]]) {
  test(`at ${width}x${height} in ${locale} the app's board takes the static one's place without a jump, and asks for no image`, async () => {
    const options = { viewport: { width, height }, locale };
    const still = await staticPage(options);
    const before = await still.locator("#prepaint .board-frame").boundingBox();
    await still.context().close();

    const context = await handle.site.browser.newContext(options);
    await context.addInitScript(watchFrames);
    const page = await context.newPage();
    const images = [];
    let rendered = false;
    page.on("request", (r) => rendered && r.resourceType() === "image" && images.push(r.url()));
    await page.goto(handle.site.url);
    await page.locator("[data-square] [data-piece]").first().waitFor();
    rendered = true;
    const after = await page.locator("[data-square]").first().evaluate((el) => {
      const r = el.closest(".board-frame").getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    for (const key of ["x", "y", "width", "height"]) assert.ok(Math.abs(after[key] - before[key]) <= 1, `${key}: ${before[key]} -> ${after[key]}`);
    assert.equal(await page.locator("#prepaint").count(), 0, "the static copy is gone");
    const frames = await page.evaluate(() => window.__frames);
    assert.ok(!frames.some((f) => f.both), "never both boards in one frame");
    await page.waitForTimeout(500);
    assert.deepEqual(images, [], "no image asked for after the app's first render");
    await context.close();
  });
}

test("a saved game with moves never shows the start position before the app's board", async () => {
  const context = await handle.site.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((text) => localStorage.setItem("makruk.game", text), twoPlayerSave(START_FEN, "e3e4 e6e5"));
  await context.addInitScript(watchFrames);
  const page = await context.newPage();
  await page.goto(handle.site.url);
  await page.locator('[data-square="e4"] [data-piece="P"]').waitFor();
  const frames = await page.evaluate(() => window.__frames);
  assert.ok(frames.length > 0);
  assert.deepEqual(frames.filter((f) => f.pieces > 0), [], "the static board stayed empty");
  await context.close();
});
