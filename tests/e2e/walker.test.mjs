// Walker's rules (issue 62): chosen in New game for a game against the engine, his first moves played and kept by
// the save, his count shown as his table gives it, a counting drill played out by his rules, and the help's page
// with his table beside the pieces' honour.
// Screenshots: walker-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage, loadGame, drag, expectFen, startAgainstEngine } from "./browser.mjs";

const handle = useSite();

const counting = (page) => page.textContent('[data-testid="counting"]');

test("a game against the engine under Walker's rules: the khun's leap, the header, the save", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await page.click('[data-testid="new-game"]');
  await page.locator('[data-testid="option-walker"]').waitFor();
  assert.equal(await page.isChecked('[data-testid="option-walker"]'), false, "the standard rules by default");
  await page.check('[data-testid="option-sut-met"]');
  await page.check('[data-testid="option-walker"]');
  assert.equal(await page.isChecked('[data-testid="option-sut-met"]'), false, "no sutras under Walker's rules");
  assert.equal(await page.isDisabled('[data-testid="option-sut-khun"]'), true);
  await page.screenshot({ path: `${SCREENSHOTS}/walker-new-game.png` });
  await startAgainstEngine(page);
  assert.equal(
    await page.getAttribute("[data-fen]", "data-fen"),
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
    "the khun's and met's first-move rights",
  );
  assert.match(await page.textContent('[data-testid="game-info"]'), /^Makruk · Walker's rules · Computer level 1$/);
  // The khun leaps like a ma on its first move.
  await page.fill('[data-testid="move-input"]', "Kf2");
  await page.keyboard.press("Enter");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.match(await page.textContent('[data-ply="1"]'), /^Kf2/);
  const fen = await page.getAttribute("[data-fen]", "data-fen");
  assert.match(fen, /^\S+ w E\S* /, `White's khun has used its right: ${fen}`);
  await page.reload();
  await page.locator('[data-ply="2"]').waitFor();
  assert.match(await page.textContent('[data-testid="game-info"]'), /Walker's rules/);
  assert.equal(await page.getAttribute("[data-fen]", "data-fen"), fen, "the save keeps the rules and the rights");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the engine, left with a bare khun, counts as Walker's table gives it", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  // Two rueas against a khun and a met: once the met falls, his table gives two rueas 4 moves, counted from 0
  // (the standard rules would count from the 4 pieces to 8).
  await loadGame(page, {
    opponent: "engine 1",
    side: "white",
    rules: "counting=manual rule-set=walker",
    fen: "4k3/8/3m4/8/8/8/8/3RK2R w - - 0 30",
  });
  assert.match(await page.textContent('[data-testid="game-info"]'), /Walker's rules/);
  await drag(page, "d1", "d6");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.match(await counting(page), /Black counts 1 of 4 \(Walker's table, two rueas\)$/);
  await page.screenshot({ path: `${SCREENSHOTS}/walker-count.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a counting drill played out after a game under Walker's rules is played by them", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await page.click('[data-testid="new-game"]');
  await page.check('[data-testid="option-walker"]');
  await page.click('[data-testid="start-game"]');
  assert.match(await page.textContent('[data-testid="game-info"]'), /Walker's rules/);
  await page.click('[data-testid="learn"]');
  await page.click('[data-testid="learn-tab-drills"]');
  // Answer drills until one offers to be played out (a pieces' honour drill).
  for (let tries = 0; tries < 40; tries++) {
    await page.locator('[data-testid="drill-question"]').waitFor();
    await page.click('[data-testid="drill-choice"][data-right="true"]');
    await page.locator('[data-testid="drill-feedback"]').waitFor();
    if (await page.locator('[data-testid="drill-play"]').count()) break;
    await page.click('[data-testid="drill-next"]');
  }
  await page.click('[data-testid="drill-play"]');
  await page.locator('[data-testid="learn-frame"]').waitFor({ state: "detached" });
  assert.match(await page.textContent('[data-testid="game-info"]'), /^Makruk · Walker's rules · Computer level \d$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the editor's Play from here offers Walker's rules: the khun and met on their squares keep their first moves", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await page.click('[data-testid="editor"]');
  await page.locator('[data-testid="editor-page"]').waitFor();
  await page.fill('[data-testid="editor-fen"]', "4k3/8/8/8/8/2P5/8/3KM3 w - - 0 1");
  await page.press('[data-testid="editor-fen"]', "Enter");
  await page.click('[data-testid="editor-play"]');
  await page.locator('[data-testid="new-game-dialog"]').waitFor();
  await page.check('[data-testid="option-walker"]');
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  await page.locator('[data-testid="editor-page"]').waitFor({ state: "detached" });
  assert.equal(await page.getAttribute("[data-fen]", "data-fen"), "4k3/8/8/8/8/2P5/8/3KM3 w DEe - 0 1");
  assert.match(await page.textContent('[data-testid="game-info"]'), /Walker's rules · Two players/);
  // The khun leaps to e3 (a ma's move, not on the rank in front); c3 holds its own bia.
  await page.fill('[data-testid="move-input"]', "Ke3");
  await page.keyboard.press("Enter");
  await page.locator('[data-ply="1"]').waitFor();
  assert.equal(await page.getAttribute("[data-fen]", "data-fen"), "4k3/8/8/8/8/2P1K3/8/4M3 b Ee - 1 1");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the analysis board of a game under Walker's rules plays by them", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await loadGame(page, {
    rules: "counting=manual rule-set=walker",
    fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
    moves: "e3e4 d6d5",
  });
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
  // The khun's leap onto the square its bia left, a ma's move away.
  await page.click('[data-square="d1"]');
  await page.click('[data-square="e3"]');
  await expectFen(page, "rnsmksnr/8/ppp1pppp/3p4/4P3/PPPPKPPP/8/RNS1MSNR b Ede - 1 2");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the help's page for Walker's rules sets his table beside the pieces' honour", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await page.click('[data-testid="help"]');
  await page.locator('[data-testid="help-panel"]').waitFor();
  await page.click('[data-topic="walker"]');
  await page.locator('[data-testid="help-topic"][data-topic="walker"]').waitFor();
  const rows = await page.locator('[data-testid="walker-table"] tr').evaluateAll((trs) =>
    trs.slice(1).map((tr) => [...tr.cells].map((td) => td.textContent).join(" | ") + (tr.dataset.differs === "true" ? " *" : "")),
  );
  assert.deepEqual(rows, [
    "two rueas | 4 | 4",
    "one ruea | 13 | 13",
    "two khons | 18 | 18",
    "one khon | 41 | 41",
    "two mas | 29 | 28 *",
    "one ma | 63 | 61 *",
    "one met | draw | 61 *",
    "a met and two bia | 83 | no count *",
    "a met, a khon, a ma and a ruea | 10 | 10",
  ]);
  await page.screenshot({ path: `${SCREENSHOTS}/walker-help.png` });
  await page.close();
});
