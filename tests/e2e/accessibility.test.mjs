// The axe-core audit of every view (game, game over, Sittuyin's set-up phase, analysis with the explorer, editor,
// help topics, dialogs, the live-game dialogs, the Games view, the Display dialog, a commented game replaying, embed page) in English and
// Thai, on a desktop and a phone: no serious or critical violation. And the screen-reader names of the board's
// squares and the announcer, printed from the accessibility tree.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { SCREENSHOTS, freshPage, useSite } from "./browser.mjs";
import { audit } from "./axe.mjs";

const handle = useSite();

const DESKTOP_EN = { locale: "en-GB" };
const DESKTOP_TH = { locale: "th-TH" };
const PHONE_TH = { viewport: { width: 390, height: 844 }, locale: "th-TH", hasTouch: true, isMobile: true };

/** Opens a dialog with its button and waits for it. */
async function openDialog(page, button, dialog) {
  await page.click(`[data-testid="${button}"]`);
  await page.locator(`[data-testid="${dialog}"]`).waitFor();
}

test("the game, its dialogs and the game over pass axe in English and Thai, desktop and phone", async () => {
  for (const [options, lang] of [[DESKTOP_EN, "en"], [DESKTOP_TH, "th"], [PHONE_TH, "th phone"]]) {
    const page = await freshPage(handle.site, options);
    await audit(page, `game (${lang})`);
    await page.click('[data-square="e3"]');
    await audit(page, `game with a piece picked (${lang})`);
    await page.keyboard.press("Escape");
    for (const [button, dialog, close] of [
      ["new-game", "new-game-dialog", null],
      ["share", "share-dialog", "share-close"],
      ["import", "import-dialog", "import-cancel"],
      ["export", "export-dialog", "export-close"],
    ]) {
      await openDialog(page, button, dialog);
      await audit(page, `${dialog} (${lang})`);
      if (close) await page.click(`[data-testid="${close}"]`);
      else await page.keyboard.press("Escape");
      await page.locator(`[data-testid="${dialog}"]`).waitFor({ state: "detached" });
    }
    await page.click('[data-testid="resign"]');
    await audit(page, `resign confirmation (${lang})`);
    await page.click('[data-testid="confirm-resign"]');
    await page.locator('[data-testid="result"]').waitFor();
    await audit(page, `game over (${lang})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the live-game dialogs pass axe in English and Thai, desktop and phone: the host's choices, the invite, the offer, the reply", async () => {
  for (const [options, lang] of [[DESKTOP_EN, "en"], [DESKTOP_TH, "th"], [PHONE_TH, "th phone"]]) {
    const host = await freshPage(handle.site, options);
    await openDialog(host, "live-host", "new-game-dialog");
    await audit(host, `live game's choices (${lang})`);
    await host.selectOption('[data-testid="live-network"]', "local");
    await host.click('[data-testid="live-start"]');
    const invite = await host.locator('[data-testid="live-invite"]').inputValue();
    await audit(host, `live invite (${lang})`);
    await host.screenshot({ path: `${SCREENSHOTS}/live-invite-${lang.replace(" ", "-")}.png` });
    const guest = await freshPage(handle.site, options);
    await guest.goto("about:blank");
    await guest.goto(invite);
    await guest.locator('[data-testid="live-accept"]').waitFor();
    await audit(guest, `live offer (${lang})`);
    await guest.selectOption('[data-testid="live-network"]', "local");
    await guest.click('[data-testid="live-accept"]');
    await guest.locator('[data-testid="live-reply"]').waitFor();
    await audit(guest, `live reply (${lang})`);
    await guest.screenshot({ path: `${SCREENSHOTS}/live-reply-${lang.replace(" ", "-")}.png` });
    assert.deepEqual([...host.errors, ...guest.errors], []);
    await host.context().close();
    await guest.context().close();
  }
});

test("Sittuyin's set-up phase passes axe: the hands, a hand piece picked, the set-up shortcuts", async () => {
  for (const [options, lang] of [[DESKTOP_EN, "en"], [PHONE_TH, "th phone"]]) {
    const page = await freshPage(handle.site, options);
    await page.click('[data-testid="new-game"]');
    await page.selectOption('[data-testid="variant"]', "sittuyin");
    await page.click('[data-testid="start-game"]');
    const rooks = page.locator('[data-testid="hand-white"] [data-hand-piece="R"]');
    await rooks.waitFor();
    await audit(page, `Sittuyin set-up (${lang})`);
    await rooks.click();
    assert.equal(await rooks.getAttribute("aria-pressed"), "true");
    await audit(page, `Sittuyin set-up with a chariot picked (${lang})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the help, every topic, passes axe in English and Thai", async () => {
  for (const options of [DESKTOP_EN, PHONE_TH]) {
    const page = await freshPage(handle.site, options);
    await openDialog(page, "help", "help-panel");
    const topics = await page.$$eval("[data-topic]", (buttons) => buttons.map((b) => b.dataset.topic));
    assert.ok(topics.length >= 9, `topics: ${topics}`);
    for (const topic of topics) {
      await page.click(`[data-topic="${topic}"]`);
      await audit(page, `help ${topic} (${options.locale})`);
    }
    await page.close();
  }
});

test("the analysis board and the editor pass axe in English and Thai", async () => {
  for (const options of [DESKTOP_EN, PHONE_TH]) {
    const page = await freshPage(handle.site, options);
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.click('[data-testid="analyse"]');
    await page.locator('[data-testid="analysis"]').waitFor();
    await page.waitForTimeout(500);
    await audit(page, `analysis (${options.locale})`);
    await page.click('[data-testid="analysis-close"]');
    await page.click('[data-testid="editor"]');
    await page.locator('[data-testid="editor-page"]').waitFor();
    await audit(page, `editor (${options.locale})`);
    await page.fill('[data-testid="editor-fen"]', "not a fen");
    await page.press('[data-testid="editor-fen"]', "Enter");
    await audit(page, `editor with a bad FEN (${options.locale})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the Games view, the Display dialog, a commented game with Replay and the explorer pass axe", async () => {
  for (const options of [DESKTOP_EN, PHONE_TH]) {
    const page = await freshPage(handle.site, options);
    for (const square of ["e3", "e4", "d6", "d5"]) await page.click(`[data-square="${square}"]`);
    await openDialog(page, "preferences-button", "preferences");
    await audit(page, `display dialog (${options.locale})`);
    await page.click('[data-testid="preferences-close"]');
    await page.locator('[data-testid="preferences"]').waitFor({ state: "detached" });
    await page.locator('[data-testid="games"]:not([disabled])').waitFor();
    await openDialog(page, "games", "games-view");
    await page.locator('[data-testid="game-row"]').first().waitFor();
    await audit(page, `games view (${options.locale})`);
    await page.keyboard.press("Escape");
    await page.locator('[data-testid="games-view"]').waitFor({ state: "detached" });
    await page.click('[data-testid="import"]');
    await page.fill('[data-testid="import-text"]', '[Variant "Makruk"]\n\n1. e4 {a start} e5 $1 (1... d5) 2. Nd2 *');
    await page.click('[data-testid="import-ok"]');
    await page.locator('[data-testid="move-comment"]').first().waitFor();
    await page.click('[data-testid="replay"]');
    await audit(page, `an imported game with comments, replaying (${options.locale})`);
    await page.click('[data-testid="analyse"]');
    await page.locator('[data-testid="explorer"]').waitFor();
    await audit(page, `analysis with the explorer (${options.locale})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("the embed page passes axe, as a game and as an analysis board", async () => {
  for (const query of ["lang=en", "mode=analysis&lang=th"]) {
    const page = await handle.site.browser.newPage({ viewport: { width: 420, height: 470 } });
    await page.goto(`${handle.site.url}?embed=1&${query}`);
    await page.locator("[data-fen]").waitFor();
    await page.waitForTimeout(500);
    // Screen readers pick their voice by <html lang>: it names the language the board is written in.
    const lang = query.match(/lang=(\w+)/)[1];
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `<html lang> of embed ${query}`);
    await audit(page, `embed ${query}`);
    await page.close();
  }
});

test("the board's squares say their name, piece and whether the picked piece may go there, in both languages", async () => {
  const page = await freshPage(handle.site, DESKTOP_EN);
  const board = page.locator(".board");
  await page.click('[data-square="b1"]');
  const english = await board.ariaSnapshot();
  writeFileSync(`${SCREENSHOTS}/aria-board-en.txt`, english);
  console.log(english.split("\n").slice(0, 12).join("\n"));
  assert.match(english, /button "e3, white bia"/);
  assert.match(english, /button "b1, white ma, picked"/);
  assert.match(english, /button "d2, empty, legal move"/);
  assert.match(english, /button "e6, black bia"/);
  await page.close();

  const phone = await freshPage(handle.site, PHONE_TH);
  const thai = await phone.locator(".board").ariaSnapshot();
  writeFileSync(`${SCREENSHOTS}/aria-board-th.txt`, thai);
  console.log(thai.split("\n").slice(0, 6).join("\n"));
  assert.match(thai, /button "จ๓, เบี้ยขาว"/);
  assert.match(thai, /button "ก๑, เรือขาว"/);
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-thai-a11y-board.png` });
  await phone.close();
});

test("Learn's puzzle trainer, counting drills and lessons pass axe in English and Thai, desktop and phone", async () => {
  for (const options of [DESKTOP_EN, PHONE_TH]) {
    const page = await freshPage(handle.site, options);
    await page.click('[data-testid="learn"]');
    await page.locator('[data-testid="puzzle-info"]').waitFor();
    await audit(page, `learn ${options.locale}`);
    await page.screenshot({ path: `${SCREENSHOTS}/learn-${options.locale}.png` });
    await page.click('[data-testid="learn-tab-drills"]');
    await page.click('[data-testid="drill-choice"] >> nth=0');
    await page.locator('[data-testid="drill-feedback"]').waitFor();
    await audit(page, `learn drills ${options.locale}`);
    await page.screenshot({ path: `${SCREENSHOTS}/learn-drills-${options.locale}.png` });
    await page.click('[data-testid="learn-tab-lessons"]');
    await page.click('[data-testid="lesson"][data-lesson="checkmate"]');
    await page.click('[data-testid="lessons"] [data-square="a1"]');
    await page.click('[data-testid="lessons"] [data-square="a7"]');
    await page.locator('[data-testid="lesson-feedback"].refused').waitFor();
    await audit(page, `learn lessons ${options.locale}`);
    await page.screenshot({ path: `${SCREENSHOTS}/lesson-${options.locale}.png` });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
