// Found on a phone and with a keyboard (issue 26, parts 4 and 5), beside phone-keyboard.test.mjs:
// Tab stays inside every dialog, the header and New game in English too, the analysis board's
// numbering of a game from a FEN, the editor's move number under a count, and move confirmation
// (a move made on the board waits for Confirm; nothing is played or saved before).
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadTwoPlayerGame, loadGame, drag, settle } from "./browser.mjs";

const handle = useSite();

const PHONE_TH = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "th-TH" };
const PHONE_EN = { ...PHONE_TH, locale: "en-GB" };
const DESKTOP_EN = { locale: "en-GB" };
const DESKTOP_TH = { locale: "th-TH" };
const START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/** The `data-testid` of the focused element (or its tag name when it has none). */
const focusedId = (page) =>
  page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);

/** Whether the focus is inside the element with this `data-testid`. */
const focusInside = (page, testid) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), testid);

test("Tab and Shift+Tab stay inside every dialog; Escape closes it and the focus goes back", async () => {
  for (const options of [DESKTOP_EN, PHONE_TH]) {
    const page = await freshPage(handle.site, options);
    for (const [button, dialog] of [
      ["help", "help-panel"], ["new-game", "new-game-dialog"], ["share", "share-dialog"],
      ["import", "import-dialog"], ["export", "export-dialog"],
    ]) {
      await page.focus(`[data-testid="${button}"]`);
      await page.keyboard.press("Enter");
      await page.locator(`[data-testid="${dialog}"]`).waitFor();
      await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), dialog);
      const controls = await page.locator(`[data-testid="${dialog}"] button:not([disabled]), [data-testid="${dialog}"] select, [data-testid="${dialog}"] input, [data-testid="${dialog}"] textarea, [data-testid="${dialog}"] [href]`).count();
      for (let i = 0; i < controls + 2; i++) {
        await page.keyboard.press("Tab");
        assert.ok(await focusInside(page, dialog), `${dialog}: Tab ${i + 1} left the dialog`);
      }
      for (let i = 0; i < controls + 2; i++) {
        await page.keyboard.press("Shift+Tab");
        assert.ok(await focusInside(page, dialog), `${dialog}: Shift+Tab ${i + 1} left the dialog`);
      }
      await page.keyboard.press("Escape");
      await page.locator(`[data-testid="${dialog}"]`).waitFor({ state: "detached" });
      assert.equal(await settle(() => focusedId(page), button), button, `${dialog} gives the focus back`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("phone in English and desktop in Thai: the title keeps one line, the game info is whole, New game is on the first screen", async () => {
  for (const [options, height] of [[PHONE_EN, 844], [DESKTOP_TH, 900]]) {
    const page = await freshPage(handle.site, options);
    const header = await page.evaluate(() => {
      const h1 = document.querySelector(".topbar h1");
      const info = document.querySelector('[data-testid="game-info"]');
      return {
        title: h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight),
        info: [info.scrollWidth, info.clientWidth],
        width: document.documentElement.scrollWidth,
      };
    });
    assert.ok(header.title < 1.5, `the title wraps: ${JSON.stringify(header)}`);
    assert.ok(header.info[0] <= header.info[1], `the game info is cut: ${JSON.stringify(header)}`);
    assert.ok(header.width <= (options.viewport?.width ?? 1280), `sideways scrolling: ${JSON.stringify(header)}`);
    const newGame = await page.locator('[data-testid="new-game"]').boundingBox();
    assert.ok(newGame.y >= 0 && newGame.y + newGame.height <= height, `New game off the screen: ${JSON.stringify(newGame)}`);
    await page.context().close();
  }
});

test("the analysis board numbers a game from a FEN from its move number: 40… Kf8, in English and Thai", async () => {
  for (const [options, first] of [[DESKTOP_EN, "Kf8"], [PHONE_TH, null]]) {
    const page = await freshPage(handle.site, options);
    await loadTwoPlayerGame(page, "4k3/1R6/8/8/8/8/R7/4K3 b - - 0 40", "e8f8 b7b6 f8g8");
    const rows = await page.$$eval(".moves li", (lis) => lis.map((li) => [...li.children].map((c) => c.textContent)));
    assert.equal(rows.length, 2);
    assert.deepEqual([rows[0][0], rows[0][1], rows[1][0]], ["40.", "…", "41."]);
    await page.click('[data-testid="analyse"]');
    await page.locator(".tree .move").first().waitFor();
    const tree = await page.$$eval(".tree > *", (els) => els.map((e) => e.textContent.trim()).filter(Boolean));
    assert.equal(tree[0], "40…", `the analysis line starts with Black's move 40: ${tree}`);
    assert.ok(tree[1].length > 0 && (first === null || tree[1] === first), `${tree}`);
    assert.equal(tree[2], "41.", `${tree}`);
    if (options === PHONE_TH) await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-analysis-fen-moves.png` });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("the editor keeps the move number when a count of 63 is set, and the game starts at that number", async () => {
  for (const options of [PHONE_TH, DESKTOP_EN]) {
    const page = await freshPage(handle.site, options);
    await page.click('[data-testid="editor"]');
    await page.fill('[data-testid="editor-fen"]', "4k3/8/3s4/8/8/8/R7/4K3 w - - 0 1");
    await page.press('[data-testid="editor-fen"]', "Enter");
    await page.check('[data-testid="count-on"]');
    await page.fill('[data-testid="count-moves"]', "63");
    const fen = await settle(() => page.getAttribute(".board[data-fen]", "data-fen"), "4k3/8/3s4/8/8/8/R7/4K3 w - 128 126 1");
    assert.equal(fen, "4k3/8/3s4/8/8/8/R7/4K3 w - 128 126 1", "the count is in the counting field, the move number stays 1");
    assert.equal(await page.inputValue('[data-testid="fullmove"]'), "1");
    await page.fill('[data-testid="fullmove"]', "30");
    assert.match(await settle(() => page.getAttribute(".board[data-fen]", "data-fen"), "4k3/8/3s4/8/8/8/R7/4K3 w - 128 126 30"), / 126 30$/);
    if (options === PHONE_TH) {
      await page.locator('[data-testid="fullmove"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-editor-count-63.png` });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("move confirmation: the move waits on the board with Confirm and Cancel; nothing is played or saved before Confirm", async () => {
  for (const [options, shot] of [[PHONE_TH, "phone-thai-move-confirm.png"], [DESKTOP_EN, null]]) {
    const page = await freshPage(handle.site, options);
    await loadGame(page, { opponent: "engine 1", fen: START });
    const option = page.locator('[data-testid="option-confirm-moves"]');
    assert.equal(await option.isChecked(), false, "off by default");
    await option.check();
    const saved = () => page.evaluate(() => localStorage.getItem("makruk.game"));
    const before = await saved();

    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('[data-testid="move-confirm"]').waitFor();
    assert.equal(await page.locator('[data-square="e4"] [data-piece="P"]').count(), 1, "the piece stands on its target");
    assert.equal(await page.locator('[data-square="e3"] [data-piece]').count(), 0);
    assert.equal(await page.locator('[data-square="e4"].selected').count(), 1, "the target is highlighted");
    assert.equal(await page.getAttribute("[data-fen]", "data-fen"), START, "the game is unchanged");
    assert.equal(await page.locator(".moves .move").count(), 0, "no move in the list");
    assert.equal(await focusedId(page), "move-confirm", "Confirm takes the focus");
    await page.waitForTimeout(700);
    assert.equal(await page.locator(".moves .move").count(), 0, "no engine reply");
    assert.equal(await saved(), before, "nothing saved");
    const confirm = await page.locator('[data-testid="move-confirm"]').boundingBox();
    const viewport = page.viewportSize();
    assert.ok(confirm.y + confirm.height <= viewport.height && confirm.height >= 40, `Confirm reachable: ${JSON.stringify(confirm)}`);
    if (shot) await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });

    await page.click('[data-testid="move-cancel"]');
    assert.equal(await page.locator('[data-testid="move-confirm"]').count(), 0);
    assert.equal(await page.locator('[data-square="e3"] [data-piece="P"]').count(), 1, "Cancel puts the piece back");

    await drag(page, "e3", "e4");
    await page.locator('[data-testid="move-confirm"]').waitFor();
    await page.keyboard.press("Escape");
    assert.equal(await settle(() => page.locator('[data-testid="move-confirm"]').count(), 0), 0, "Escape cancels");

    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.click('[data-testid="move-confirm"]');
    await page.locator('.moves .move[data-ply="2"]').waitFor({ timeout: 15000 });
    assert.notEqual(await saved(), before, "saved after Confirm");
    await page.reload();
    await page.locator("[data-fen]").waitFor();
    assert.equal(await page.locator('[data-testid="option-confirm-moves"]').isChecked(), true, "the option is remembered");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("the analysis board says when a move entered on it is refused, and the next press clears it", async () => {
  for (const [options, text] of [[DESKTOP_EN, "e3–e6: not a legal move"], [PHONE_TH, "e3–e6: เดินแบบนี้ไม่ได้"]]) {
    const page = await freshPage(handle.site, options);
    await page.click('[data-testid="analyse"]');
    const board = '[data-testid="analysis"] .board';
    await page.locator(`${board} [data-square="e3"] [data-piece]`).waitFor();
    await page.click(`${board} [data-square="e3"]`);
    await page.click(`${board} [data-square="e6"]`);
    const feedback = page.locator('[data-testid="analysis"] [data-testid="board-feedback"]');
    assert.equal(await settle(() => feedback.textContent(), text), text);
    assert.equal(await page.locator(`${board} [data-square="e3"].refused`).count(), 1, "the piece shakes");
    await page.click(`${board} [data-square="d3"]`);
    assert.equal(await settle(() => feedback.textContent(), ""), "");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test("a refused move shakes the piece, but not under prefers-reduced-motion; the message still shows", async () => {
  for (const [reducedMotion, shakes] of [["no-preference", true], ["reduce", false]]) {
    const page = await freshPage(handle.site, { ...PHONE_TH, reducedMotion });
    await loadTwoPlayerGame(page, START, "");
    await page.tap('[data-square="e3"]');
    await page.tap('[data-square="e6"]');
    await page.locator('[data-square="e3"].refused').waitFor();
    const animation = await page.$eval('[data-square="e3"].refused .piece', (el) => getComputedStyle(el).animationName);
    assert.equal(animation !== "none", shakes, `${reducedMotion}: ${animation}`);
    assert.equal(await page.textContent('[data-testid="board-feedback"]'), "e3–e6: เดินแบบนี้ไม่ได้");
    await page.context().close();
  }
});

test("move confirmation by keyboard: Enter on the squares, Confirm takes the focus, Escape cancels and the focus goes back to the board", async () => {
  const page = await freshPage(handle.site, DESKTOP_EN);
  await loadTwoPlayerGame(page, START, "");
  await page.check('[data-testid="option-confirm-moves"]');
  await page.focus('[data-square="e3"]');
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="move-confirm"]').waitFor();
  assert.equal(await settle(() => focusedId(page), "move-confirm"), "move-confirm");
  assert.match(await page.textContent(".move-confirm"), /Play e4\?/);
  await page.keyboard.press("Escape");
  await page.locator('[data-testid="move-confirm"]').waitFor({ state: "detached" });
  const square = () => page.evaluate(() => document.activeElement?.dataset.square ?? null);
  assert.equal(await settle(square, "e4"), "e4", "the focus is back on the board");
  assert.equal(await page.getAttribute("[data-fen]", "data-fen"), START);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="move-confirm"]').waitFor();
  await page.keyboard.press("Enter");
  await page.locator('.moves .move[data-ply="1"]').waitFor();
  assert.equal(await page.textContent('.moves .move[data-ply="1"]'), "e4");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
