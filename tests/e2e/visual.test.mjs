// Visual comfort (issue 26): the high-contrast theme by preference and by the system's setting,
// no animation when asked, the board's size remembered, the turned wooden piece set with its
// promoted bia, and the Thai web font loaded for the Thai interface only, offline too. The Display
// dialog (⚙) holds the contrast, board size, piece set, animations, board style and sound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, freshPage, loadTwoPlayerGame, useSite, chooseLanguage } from "./browser.mjs";

const handle = useSite();

/** A position with a promoted bia (d4) and no met for White, White to move, two players. */
const PROMOTED_FEN = "rnsmksnr/8/pppppppp/8/3M~4/PPP1PPPP/8/RNSK1SNR w - - 0 1";

const hasRootClass = (page, name) => page.evaluate((n) => document.documentElement.classList.contains(n), name);

/** Opens the preferences dialog. */
async function openPreferences(page) {
  await page.click('[data-testid="preferences-button"]');
  await page.locator('[data-testid="preferences"]').waitFor();
}

/** Chooses `choice` in the open preferences' contrast list and checks whether high contrast is then on. */
async function chooseContrast(page, choice, high, message) {
  await page.selectOption('[data-testid="contrast"]', choice);
  assert.equal(await hasRootClass(page, "contrast-high"), high, message);
}

async function closePreferences(page) {
  await page.click('[data-testid="preferences-close"]');
  await page.locator('[data-testid="preferences"]').waitFor({ state: "detached" });
}

/** The page's background colour and the board's, as computed. */
const colours = (page) =>
  page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    board: getComputedStyle(document.querySelector(".board")).backgroundColor,
  }));

test("high contrast by preference: stored, in English and Thai, on a desktop and a phone", async () => {
  const page = await freshPage(handle.site);
  assert.equal(await hasRootClass(page, "contrast-high"), false, "the system asks for nothing here");
  const normal = await colours(page);
  await openPreferences(page);
  await page.selectOption('[data-testid="contrast"]', "high");
  await closePreferences(page);
  assert.equal(await hasRootClass(page, "contrast-high"), true);
  const high = await colours(page);
  assert.equal(high.body, "rgb(0, 0, 0)");
  assert.notEqual(high.board, normal.board);
  // A move shows the last-move corner marks and the engine's reply.
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('[data-ply="2"]').waitFor({ timeout: 20000 });
  await page.click('[data-square="d3"]');
  await page.screenshot({ path: `${SCREENSHOTS}/visual-high-contrast.png` });
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  assert.equal(await hasRootClass(page, "contrast-high"), true, "the preference survives a reload");
  assert.match(await page.evaluate(() => localStorage.getItem("makruk.prefs")), /^contrast high$/m);
  await chooseLanguage(page, "th");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/visual-high-contrast-th-phone.png`, fullPage: true });
  await openPreferences(page);
  await page.screenshot({ path: `${SCREENSHOTS}/visual-preferences-th-phone.png` });
  await chooseContrast(page, "normal", false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("high contrast follows the system's prefers-contrast and forced colours unless set", async () => {
  const page = await freshPage(handle.site);
  await page.emulateMedia({ contrast: "more" });
  await page.waitForFunction(() => document.documentElement.classList.contains("contrast-high"));
  await page.emulateMedia({ contrast: "no-preference" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("contrast-high"));
  await page.emulateMedia({ forcedColors: "active" });
  await page.waitForFunction(() => document.documentElement.classList.contains("contrast-high"));
  await page.screenshot({ path: `${SCREENSHOTS}/visual-forced-colors.png` });
  await page.emulateMedia({ forcedColors: "none", contrast: "more" });
  await openPreferences(page);
  await chooseContrast(page, "normal", false, "the user's choice beats the system's");
  await chooseContrast(page, "system", true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("highlights differ in shape, not only colour: last move, check, the picked piece, moves, arrows", async () => {
  const page = await freshPage(handle.site);
  // Ra1-a8 checks: the last move's squares, the checked khun, then Black's khun picked with its moves
  // (to e7 and f7, and taking the ma on d7).
  await loadTwoPlayerGame(page, "4k3/3N4/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
  await page.click('[data-square="e8"]');
  const look = (selector, property, pseudo = null) =>
    page.evaluate(([sel, prop, pse]) => getComputedStyle(document.querySelector(sel), pse)[prop], [selector, property, pseudo]);
  assert.equal((await look('.square.last[data-square="a8"]', "backgroundImage")).match(/linear-gradient/g)?.length, 8, "corner marks");
  assert.match(await look(".square.check", "backgroundImage"), /radial-gradient/);
  assert.notEqual(await look(".square.selected", "boxShadow"), "none", "the picked piece is framed");
  assert.equal(await look('.square.target[data-square="e7"]', "borderRadius", "::after"), "50%", "a move is a dot");
  assert.match(await look('.square.capture[data-square="d7"]', "boxShadow", "::before"), /inset/, "a capture is a ring");
  await page.locator(".board-frame").screenshot({ path: `${SCREENSHOTS}/visual-highlights.png` });
  await openPreferences(page);
  await page.selectOption('[data-testid="contrast"]', "high");
  await closePreferences(page);
  await page.locator(".board-frame").screenshot({ path: `${SCREENSHOTS}/visual-highlights-high-contrast.png` });

  // The analysis board's arrows: the best solid, the others dashed.
  await loadTwoPlayerGame(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "e3e4 d6d5");
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
  await page.click('[data-testid="lines-3"]');
  await page.locator("svg.arrows .arrow.alternative").first().waitFor({ timeout: 15000 });
  assert.equal(await look("svg.arrows .arrow.best", "strokeDasharray"), "none");
  assert.notEqual(await look("svg.arrows .arrow.alternative", "strokeDasharray"), "none");
  await page.locator(".board-frame").screenshot({ path: `${SCREENSHOTS}/visual-arrows-high-contrast.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Plays e3-e4 in a two-player game and returns the page's running animations just after. */
async function animationsAfterMove(page) {
  await loadTwoPlayerGame(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "");
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('[data-ply="1"]').waitFor();
  return page.evaluate(() => document.getAnimations().length);
}

test("no animation with the system's prefers-reduced-motion or the preference", async () => {
  const moving = await freshPage(handle.site);
  assert.ok((await animationsAfterMove(moving)) > 0, "a move slides its piece");
  await moving.context().close();

  const system = await freshPage(handle.site, { reducedMotion: "reduce" });
  assert.equal(await animationsAfterMove(system), 0);
  await system.context().close();

  const page = await freshPage(handle.site);
  await openPreferences(page);
  await page.check('[data-testid="reduce-motion"]');
  await closePreferences(page);
  assert.equal(await hasRootClass(page, "reduce-motion"), true);
  assert.equal(await animationsAfterMove(page), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the board size is adjustable and remembered across a reload", async () => {
  const page = await freshPage(handle.site);
  const width = () => page.evaluate(() => document.querySelector(".board").getBoundingClientRect().width);
  const full = await width();
  await openPreferences(page);
  await page.locator('[data-testid="board-size"]').fill("70");
  await closePreferences(page);
  const smaller = await width();
  assert.ok(Math.abs(smaller / full - 0.7) < 0.02, `70%: ${smaller} of ${full}`);
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  assert.ok(Math.abs((await width()) - smaller) < 1, "the size survives a reload");
  await openPreferences(page);
  assert.equal(await page.inputValue('[data-testid="board-size"]'), "70");
  // The board style and sound switches live in the dialog too, under their old hooks.
  await page.click('[data-testid="board-style"]');
  assert.equal(await page.locator(".app.checkered").count(), 1);
  await page.click('[data-testid="sound"]');
  assert.match(await page.evaluate(() => localStorage.getItem("makruk.prefs")), /^muted 1$/m);
  await page.context().close();

  const phone = await freshPage(handle.site, { viewport: { width: 390, height: 844 } });
  const phoneFull = await phone.evaluate(() => document.querySelector(".board").getBoundingClientRect().width);
  await openPreferences(phone);
  await phone.locator('[data-testid="board-size"]').fill("50");
  await closePreferences(phone);
  const phoneSmall = await phone.evaluate(() => document.querySelector(".board").getBoundingClientRect().width);
  assert.ok(Math.abs(phoneSmall / phoneFull - 0.5) < 0.02, `phone 50%: ${phoneSmall} of ${phoneFull}`);
  await phone.context().close();
});

test("the turned wooden set shows, its promoted bia unlike the met and the bia", async () => {
  const page = await freshPage(handle.site);
  await loadTwoPlayerGame(page, PROMOTED_FEN, "");
  await openPreferences(page);
  await page.selectOption('[data-testid="piece-set-choice"]', "set-wooden");
  await closePreferences(page);
  const image = (square) =>
    page.evaluate((sq) => getComputedStyle(document.querySelector(`[data-square="${sq}"] .piece`)).backgroundImage, square);
  assert.match(await image("d4"), /pieces\/wooden\.svg#wF\b/);
  assert.match(await image("d1"), /pieces\/wooden\.svg#wK\b/);
  assert.match(await image("e3"), /pieces\/wooden\.svg#wP\b/);
  assert.match(await image("e8"), /pieces\/wooden\.svg#bK\b/);
  const loaded = await page.evaluate(async () => {
    const names = ["wK", "wM", "wS", "wN", "wR", "wP", "wF", "bK", "bM", "bS", "bN", "bR", "bP", "bF"];
    const statuses = await Promise.all(names.map((n) => fetch(`pieces/wooden/${n}.svg`).then((r) => r.status)));
    return statuses.every((s) => s === 200);
  });
  assert.ok(loaded, "every piece of the set is served");
  const shot = (sq) => page.locator(`[data-square="${sq}"]`).screenshot();
  const [promoted, bia] = [await shot("d4"), await shot("e3")];
  assert.notDeepEqual(promoted, bia, "the promoted bia is drawn unlike a bia");
  await page.locator(".board-frame").screenshot({ path: `${SCREENSHOTS}/visual-wooden-set.png` });
  // The top bar's button cycles the three sets.
  await page.click('[data-testid="piece-set"]');
  assert.match(await image("d4"), /pieces\/thai\.svg#wF\b/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** The Thai font faces' load statuses and whether the page requested a font file. */
const fontState = (page) =>
  page.evaluate(() => ({
    statuses: [...document.fonts].filter((f) => f.family.includes("Makruk Sarabun")).map((f) => f.status),
    requested: performance.getEntriesByType("resource").some((e) => e.name.includes("/fonts/")),
    covers: document.fonts.check('16px "Makruk Sarabun"', "หมากรุก"),
  }));

test("the Thai font loads for the Thai interface only, and offline after the first visit", async () => {
  const english = await freshPage(handle.site);
  await english.evaluate(() => document.fonts.ready);
  const inEnglish = await fontState(english);
  assert.equal(inEnglish.statuses.length, 2, "two weights declared");
  assert.ok(inEnglish.statuses.every((s) => s === "unloaded"), `English: ${inEnglish.statuses}`);
  assert.equal(inEnglish.requested, false, "the English interface never asks for the font");
  // Its language menu's ไทย, ខ្មែរ and မြန်မာ are drawn, not written, so they need no font: each is its
  // outline, lang-labels/<code>.svg, as a CSS mask over the text's colour, in a box of the outline's
  // size; each is named in its language.
  await english.click('[data-testid="lang"]');
  const codes = [["th", "ไทย"], ["km", "ខ្មែរ"], ["my", "မြန်မာ"]];
  // The style sheet had the three outlines loaded.
  await english.waitForFunction((wanted) => {
    const loaded = performance.getEntriesByType("resource").filter((e) => e.initiatorType === "css").map((e) => e.name);
    return wanted.every((code) => loaded.some((name) => name.endsWith(`/lang-labels/${code}.svg`)));
  }, codes.map(([code]) => code));
  for (const [code, name] of codes) {
    const label = await english.locator(`[data-testid="lang-${code}"] .lang-label`).evaluate((element) => {
      const style = getComputedStyle(element);
      const { width, height } = element.getBoundingClientRect();
      return { mask: style.maskImage, background: style.backgroundColor, color: style.color, width, height, text: element.textContent };
    });
    const url = label.mask.match(/^url\("(.*)"\)$/)?.[1];
    assert.ok(url?.endsWith(`/lang-labels/${code}.svg`), `${code}: ${label.mask}`);
    assert.equal(label.background, label.color, `${code} in the text's colour`);
    assert.equal(label.text, "", `${code} is not written`);
    assert.ok(label.width > 8 && label.height > 8, `${code}: ${label.width}×${label.height}`);
    const outline = await english.evaluate((u) => fetch(u).then((r) => (r.ok ? r.text() : "")), url);
    assert.equal(outline.match(/<path /g)?.length, 1, `${code}: one outline in ${url}`);
    assert.equal(await english.getAttribute(`[data-testid="lang-${code}"]`, "aria-label"), name);
    assert.equal(await english.getAttribute(`[data-testid="lang-${code}"]`, "lang"), code);
  }
  // Forced colours keep the outline and draw it in the button's text colour.
  await english.emulateMedia({ forcedColors: "active" });
  const [ink, text] = await english.locator('[data-testid="lang-th"] .lang-label').evaluate((element) => [
    getComputedStyle(element).backgroundColor,
    getComputedStyle(element.parentElement).color,
  ]);
  assert.equal(ink, text, "forced colours: the label in the button's text colour");
  await english.emulateMedia({ forcedColors: "none" });
  await english.evaluate(() => document.fonts.ready);
  assert.equal((await fontState(english)).requested, false, "the open menu asks for no font");
  await english.context().close();

  // Before: the font file refused, as on a machine without Thai fonts and without the web font.
  const before = await freshPage(handle.site);
  await before.route("**/fonts/*.woff2", (route) => route.abort());
  await chooseLanguage(before, "th");
  await before.evaluate(() => document.fonts.ready);
  await before.screenshot({ path: `${SCREENSHOTS}/visual-thai-without-font.png` });
  await before.context().close();

  const page = await freshPage(handle.site);
  await chooseLanguage(page, "th");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Makruk Sarabun") && f.status === "loaded"));
  const inThai = await fontState(page);
  assert.ok(inThai.statuses.includes("loaded"), `Thai: ${inThai.statuses}`);
  assert.equal(inThai.requested, true);
  await page.screenshot({ path: `${SCREENSHOTS}/visual-thai-with-font.png` });

  // Offline: the service worker precached the font.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const precached = await page.evaluate(() => fetch("sw.js").then((r) => r.text()));
  assert.match(precached, /fonts\/sarabun-thai-400\.woff2/);
  await page.context().setOffline(true);
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Makruk Sarabun") && f.status === "loaded"));
  assert.equal(await page.evaluate(() => document.documentElement.lang), "th");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
