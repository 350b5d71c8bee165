// Every dialog and view on the common screens (issue 61, part 2): at each size below, in English and in Burmese
// (the language whose texts are longest: its dialogs are the tallest), every dialog opens inside the window —
// nothing cut at an edge — and its first and last controls can be scrolled to and pressed, with the title still
// in view; the views (the game, the editor, Learn's pages) spill nothing sideways and reach their last control.
// One page per size and language; the dialogs open one after another. Each dialog's height at each size
// (its box, and its content when that is taller) goes to test-output/dialog-heights-<lang>.txt.
// Screenshots: screen-<lang>-<width>x<height>-<dialog>.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

export const SIZES = [[360, 640], [390, 844], [844, 390], [768, 1024], [1280, 720], [1366, 768], [1920, 1080]];
const LANGS = ["en", "my"];
const VARIANTS = ["cambodian", "karouk", "makpong", "asean", "sittuyin", "makruk"];
const HELP_TOPICS = [
  "pieces", "counting", "draws", "sutras",
  "variant-makruk", "variant-cambodian", "variant-karouk", "variant-makpong", "variant-asean", "variant-sittuyin",
];
const ASEAN_PROMOTION = '[Variant "ASEAN"]\n[FEN "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"]\n\n*\n';
/** What may take the focus, as the app's modal counts it (src/components/modal.rs). */
const FOCUSABLE = "select:not([disabled]), input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

const handle = useSite();
/** Heights by language: lines of "size dialog box content". */
const heights = Object.fromEntries(LANGS.map((lang) => [lang, []]));

/** The element's box in the window, rounded to whole pixels. */
const box = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), left: Math.round(r.left), bottom: Math.round(r.bottom), right: Math.round(r.right) };
  });

/** Notes in `page.problems` unless `locator`'s box lies inside the window. */
async function insideWindow(page, locator, what) {
  const b = await box(locator);
  const { width, height } = page.viewportSize();
  if (!(b.top >= 0 && b.left >= 0 && b.bottom <= height && b.right <= width)) {
    page.problems.push(`${what} is not inside the window: ${JSON.stringify(b)}`);
  }
}

/** Scrolls `control` into view and notes in `page.problems` unless it is inside the window and would take a press. */
async function reachable(page, control, what) {
  await control.scrollIntoViewIfNeeded();
  await insideWindow(page, control, what);
  await control.click({ trial: true, timeout: 2000 }).catch((e) => page.problems.push(`${what} cannot be pressed: ${e.message.split("\n")[0]}`));
}

/**
 * Checks the dialog `selector` at the page's size: inside the window, its first and last controls reachable and
 * pressable with its title in view at both ends; records its height and keeps a screenshot (scrolled to its end).
 */
async function checkDialog(page, selector, name, lang) {
  const dialog = page.locator(selector);
  await dialog.waitFor();
  const { width, height } = page.viewportSize();
  const size = await dialog.evaluate((el) => ({ box: Math.round(el.getBoundingClientRect().height), content: el.scrollHeight }));
  heights[lang].push(`${width}x${height} ${name} ${size.box} ${size.content}`);
  await dialog.scrollIntoViewIfNeeded(); // the ones in the page (resign's question) scroll with it
  await insideWindow(page, dialog, `${name}'s box`);
  const controls = dialog.locator(FOCUSABLE).filter({ visible: true });
  const count = await controls.count();
  assert.ok(count > 0, `${name} has controls`);
  const title = dialog.locator("h2, .promotion-title, [id$='-question']").first();
  await reachable(page, controls.first(), `${name}'s first control`);
  if (await title.count()) await insideWindow(page, title, `${name}'s title with its first control`);
  await reachable(page, controls.last(), `${name}'s last control`);
  if (await title.count()) await insideWindow(page, title, `${name}'s title with its last control`);
  await page.screenshot({ path: `${SCREENSHOTS}/screen-${lang}-${width}x${height}-${name}.png` });
}

/** Closes the open modal dialog `selector` with Escape. */
async function escape(page, selector) {
  await page.keyboard.press("Escape");
  await page.locator(selector).waitFor({ state: "detached" });
}

/**
 * Checks a view: nothing wider than the window, its first and last controls reachable and pressable; keeps a
 * screenshot of its top.
 */
async function checkView(page, root, name, lang) {
  const { width, height } = page.viewportSize();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > width) page.problems.push(`${name} is ${wide} px wide`);
  const controls = page.locator(root).locator(FOCUSABLE).filter({ visible: true });
  await reachable(page, controls.last(), `${name}'s last control`);
  await reachable(page, controls.first(), `${name}'s first control`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/screen-${lang}-${width}x${height}-${name}.png` });
}

for (const lang of LANGS) {
  for (const [width, height] of SIZES) {
    test(`${lang} at ${width}x${height}: every dialog fits and its first and last controls can be pressed`, async () => {
      const page = await freshPage(handle.site, { viewport: { width, height }, locale: lang });
      page.problems = [];
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);

      // The game: its board, the players' bars and (in Sittuyin) the pieces in hand whole in the window.
      await insideWindow(page, page.locator(".board-area"), "the game's board");
      await checkView(page, ".app", "game", lang);

      await page.click('[data-testid="new-game"]');
      for (const variant of VARIANTS) {
        await page.selectOption('[data-testid="variant"]', variant);
        await checkDialog(page, '[data-testid="new-game-dialog"]', `new-game-${variant}`, lang);
      }
      await escape(page, '[data-testid="new-game-dialog"]');

      await page.click('[data-testid="live-host"]');
      await checkDialog(page, '[data-testid="new-game-dialog"]', "live-setup", lang);
      await page.selectOption('[data-testid="live-network"]', "local");
      // Pressed whether or not it could be reached (checkDialog noted that), to see the next dialog.
      await page.locator('[data-testid="live-start"]').dispatchEvent("click");
      await page.locator('[data-testid="live-invite"]').waitFor();
      await checkDialog(page, '[data-testid="live-dialog"]', "live-invite", lang);
      await escape(page, '[data-testid="live-dialog"]');

      for (const [button, dialog, name] of [
        ["import", "import-dialog", "import"],
        ["export", "export-dialog", "export"],
        ["share", "share-dialog", "share"],
        ["preferences-button", "preferences", "display"],
      ]) {
        await page.click(`[data-testid="${button}"]`);
        await checkDialog(page, `[data-testid="${dialog}"]`, name, lang);
        await escape(page, `[data-testid="${dialog}"]`);
      }

      await page.click('[data-testid="games"]:not([disabled])');
      await checkDialog(page, '[data-testid="games-view"]', "games", lang);
      await escape(page, '[data-testid="games-view"]');

      await page.click('[data-testid="help"]');
      for (const topic of HELP_TOPICS) {
        await page.click(`[data-topic="${topic}"]`);
        await page.locator(`[data-testid="help-topic"][data-topic="${topic}"]`).waitFor();
        await checkDialog(page, '[data-testid="help-panel"]', `help-${topic}`, lang);
      }
      await escape(page, '[data-testid="help-panel"]');

      await page.click('[data-testid="resign"]');
      await checkDialog(page, ".resign-confirm", "resign", lang);
      await page.click('[data-testid="cancel-resign"]');

      await page.click('[data-testid="import"]');
      await page.fill('[data-testid="import-text"]', ASEAN_PROMOTION);
      await page.locator('[data-testid="import-ok"]').dispatchEvent("click");
      await page.locator('[data-square="b7"] [data-piece="P"]').waitFor();
      await page.click('[data-square="b7"]');
      await page.click('[data-square="b8"]');
      await checkDialog(page, '[data-testid="promotion"]', "promotion", lang);
      await page.click('[data-testid="promotion-cancel"]');
      await page.locator('[data-testid="promotion"]').waitFor({ state: "detached" });

      await page.click('[data-testid="editor"]');
      await page.locator('[data-testid="editor-page"]').waitFor();
      await checkView(page, '[data-testid="editor-page"]', "editor", lang);
      await page.click('[data-testid="editor-close"]');

      await page.click('[data-testid="learn"]');
      for (const tab of ["puzzles", "drills", "lessons"]) {
        await page.click(`[data-testid="learn-tab-${tab}"]`);
        await page.locator(`[data-testid="learn-tab-${tab}"][aria-selected="true"]`).waitFor();
        await page.locator({ puzzles: '[data-testid="puzzle-info"]', drills: '[data-testid="drills"]', lessons: '[data-testid="lesson-list"]' }[tab]).waitFor();
        await checkView(page, ".app:has(> .learn-tabs)", `learn-${tab}`, lang);
      }
      await page.click('[data-testid="learn-close"]');
      await page.locator('[data-testid="new-game"]').waitFor();

      assert.deepEqual(page.problems, []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
  test(`${lang}: the dialogs' heights are written down`, () => {
    mkdirSync("test-output", { recursive: true });
    writeFileSync(`test-output/dialog-heights-${lang}.txt`, `# size dialog box-height content-height (px)\n${heights[lang].join("\n")}\n`);
  });
}
