// Found on a phone and with a keyboard (issue 26, item 4): the Thai header and New game on a 390 px
// phone, Escape and focus in dialogs (Help, New game, Share, Import, Export), resigning with a
// confirmation, feedback on refused moves, move numbers of a game from a FEN, and the embedded
// analysis board inside a 420x470 frame (the editor's move number under a count is in
// fixes.test.mjs). Each test leaves a screenshot of the phone in Thai.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadTwoPlayerGame } from "./browser.mjs";

const handle = useSite();

const PHONE_TH = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "th-TH" };
const DESKTOP_EN = { locale: "en-GB" };

/** The `data-testid` of the focused element (or its tag name when it has none). */
const focusedId = (page) =>
  page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.tagName);

/** Waits until the element with this `data-testid` has the focus. */
const focusReaches = (page, testid) =>
  page.waitForFunction((id) => document.activeElement?.dataset.testid === id, testid, { timeout: 2000 }).catch(() => {});

/** Whether the focus is inside the element with this `data-testid`. */
const focusInside = (page, testid) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), testid);

test("phone in Thai: the title keeps one line, the game info is whole and New game is on the first screen", async () => {
  const page = await freshPage(handle.site, PHONE_TH);
  const title = await page.evaluate(() => {
    const h1 = document.querySelector(".topbar h1");
    return { height: h1.getBoundingClientRect().height, line: parseFloat(getComputedStyle(h1).lineHeight) };
  });
  assert.ok(title.height < title.line * 1.5, `the title wraps: ${JSON.stringify(title)}`);
  const info = await page.evaluate(() => {
    const el = document.querySelector('[data-testid="game-info"]');
    return { scroll: el.scrollWidth, client: el.clientWidth, text: el.textContent };
  });
  assert.match(info.text, /คอมพิวเตอร์ระดับ 4/);
  assert.ok(info.scroll <= info.client, `the game info is cut: ${JSON.stringify(info)}`);
  const newGame = await page.locator('[data-testid="new-game"]').boundingBox();
  assert.ok(newGame.y >= 0 && newGame.y + newGame.height <= 844, `New game off the screen: ${JSON.stringify(newGame)}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
  await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-header.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Escape closes Help and New game; each takes the focus and gives it back to its button", async () => {
  for (const [options, shot] of [[DESKTOP_EN, null], [PHONE_TH, "phone-thai-new-game.png"]]) {
    const page = await freshPage(handle.site, options);
    await page.focus('[data-testid="help"]');
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="help-panel"]').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="help-panel"]')?.contains(document.activeElement));
    assert.ok(await focusInside(page, "help-panel"), "Help takes the focus");
    await page.keyboard.press("Escape");
    await page.locator('[data-testid="help-panel"]').waitFor({ state: "detached" });
    await focusReaches(page, "help");
    assert.equal(await focusedId(page), "help");

    await page.focus('[data-testid="new-game"]');
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="new-game-dialog"]').waitFor();
    await focusReaches(page, "variant");
    assert.equal(await focusedId(page), "variant", "the dialog's first control has the focus");
    if (shot) await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
    await page.keyboard.press("Escape");
    await page.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
    await focusReaches(page, "new-game");
    assert.equal(await focusedId(page), "new-game");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test("Escape closes Share, Import and Export, each giving the focus back to its button", async () => {
  const page = await freshPage(handle.site, DESKTOP_EN);
  for (const [button, dialog] of [["share", "share-dialog"], ["import", "import-dialog"], ["export", "export-dialog"]]) {
    await page.focus(`[data-testid="${button}"]`);
    await page.keyboard.press("Enter");
    await page.locator(`[data-testid="${dialog}"]`).waitFor();
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement), dialog);
    assert.ok(await focusInside(page, dialog), `${dialog} takes the focus`);
    await page.keyboard.press("Escape");
    await page.locator(`[data-testid="${dialog}"]`).waitFor({ state: "detached" });
    await focusReaches(page, button);
    assert.equal(await focusedId(page), button, `${dialog} gives the focus back`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Resign asks first: Cancel keeps playing, Yes resigns, by mouse or keyboard alone", async () => {
  const page = await freshPage(handle.site, PHONE_TH);
  const status = () => page.textContent('[data-testid="status"]');
  await page.click('[data-testid="resign"]');
  await focusReaches(page, "confirm-resign");
  assert.equal(await focusedId(page), "confirm-resign", "the confirmation takes the focus");
  assert.equal(await status(), "ฝ่ายขาวเดิน", "one click does not resign");
  await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-resign.png` });
  await page.click('[data-testid="cancel-resign"]');
  assert.equal(await page.locator('[data-testid="confirm-resign"]').count(), 0);
  await focusReaches(page, "resign");
  assert.equal(await focusedId(page), "resign", "the focus goes back to Resign");

  await page.keyboard.press("Enter");
  await focusReaches(page, "confirm-resign");
  await page.keyboard.press("Enter");
  assert.match(await status(), /ยอมแพ้/);
  await page.locator('[data-testid="result"]').waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a refused board move shakes the piece and says why; the typed-move error goes with undo and resign", async () => {
  const page = await freshPage(handle.site, DESKTOP_EN);
  await loadTwoPlayerGame(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "e3e4");
  const feedback = page.locator('[data-testid="board-feedback"]');
  assert.equal(await feedback.getAttribute("role"), "status", "a polite live region");
  await page.click('[data-square="d6"]');
  await page.click('[data-square="d3"]');
  assert.equal(await feedback.textContent(), "d6–d3: not a legal move");
  assert.equal(await page.locator('[data-square="d6"].refused').count(), 1, "the piece shakes");
  await page.click('[data-square="d6"]');
  assert.equal(await feedback.textContent(), "", "the next press clears it");
  assert.equal(await page.locator(".square.refused").count(), 0);

  const typed = page.locator(".move-input .input-error");
  await page.fill('[data-testid="move-input"]', "Qz9");
  await page.press('[data-testid="move-input"]', "Enter");
  await typed.waitFor();
  await page.click('[data-testid="undo"]');
  assert.equal(await typed.count(), 0, "undo clears the message");
  await page.fill('[data-testid="move-input"]', "Qz9");
  await page.press('[data-testid="move-input"]', "Enter");
  await typed.waitFor();
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="confirm-resign"]');
  assert.equal(await typed.count(), 0, "resigning clears the message");
  await page.close();

  const phone = await freshPage(handle.site, PHONE_TH);
  await loadTwoPlayerGame(phone, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "");
  await phone.tap('[data-square="e3"]');
  await phone.tap('[data-square="e5"]');
  assert.equal(await phone.textContent('[data-testid="board-feedback"]'), "e3–e5: เดินแบบนี้ไม่ได้");
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-thai-refused.png` });
  assert.deepEqual(phone.errors, []);
  await phone.close();
});

test("a game from a FEN numbers its moves from the FEN's move number, Black's first move in Black's column", async () => {
  const page = await freshPage(handle.site, DESKTOP_EN);
  await loadTwoPlayerGame(page, "4k3/1R6/8/8/8/8/R7/4K3 b - - 0 40", "e8f8 b7b6 f8g8");
  const rows = await page.$$eval(".moves li", (lis) =>
    lis.map((li) => [...li.children].map((c) => `${c.dataset.ply ?? "-"}:${c.textContent}`)),
  );
  assert.deepEqual(rows, [
    ["-:40.", "-:…", "1:Kf8"],
    ["-:41.", "2:Rb6", "3:Kg8"],
  ]);
  await page.close();

  const phone = await freshPage(handle.site, PHONE_TH);
  await loadTwoPlayerGame(phone, "4k3/1R6/8/8/8/8/R7/4K3 b - - 0 40", "e8f8 b7b6");
  assert.equal(await phone.textContent(".moves li:first-child .move-no"), "40.");
  await phone.locator(".moves").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SCREENSHOTS}/phone-thai-fen-moves.png` });
  await phone.close();
});

test("embedded analysis fits a 420x470 frame, and a phone", async () => {
  for (const [viewport, shot] of [
    [{ width: 420, height: 470 }, "embed-analysis-420x470-thai.png"],
    [{ width: 390, height: 844 }, "phone-thai-embed-analysis.png"],
  ]) {
    const page = await handle.site.browser.newPage({ viewport });
    await page.goto(`${handle.site.url}?embed=1&mode=analysis&lang=th`);
    await page.locator("[data-fen]").waitFor();
    await page.locator(".analysis-embedded-panel").waitFor();
    await page.waitForTimeout(1000);
    const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.ok(size[0] <= viewport.width && size[1] <= viewport.height, `page ${size} in ${JSON.stringify(viewport)}`);
    // Nothing sticks out of the panel (a page that hides its overflow would still cut it).
    const overflow = await page.evaluate(() => {
      const panel = document.querySelector(".analysis-embedded-panel").getBoundingClientRect();
      return [...document.querySelectorAll(".analysis-embedded-panel > *")]
        .map((el) => [el.className, Math.round(el.getBoundingClientRect().bottom - panel.bottom)])
        .filter(([, past]) => past > 0);
    });
    assert.deepEqual(overflow, [], `past the panel's bottom in ${JSON.stringify(viewport)}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}/${shot}` });
    await page.close();
  }
});
