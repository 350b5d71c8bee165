// The position editor (issue 6, "Analysis and setup"): place and remove pieces, the rules core's
// reasons for impossible positions, FEN both ways, Cambodian rights, counting, Sittuyin's hands
// (issue 22), and games from it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN, freshPage, expectFen as expectShownFen, chooseLanguage, startAgainstEngine } from "./browser.mjs";

const handle = useSite();

const boardFen = (page) => page.getAttribute(".board[data-fen]", "data-fen");
const expectFen = (page, fen, message) => expectShownFen(page, fen, message, ".board[data-fen]");
const verdict = (page) => page.textContent('[data-testid="editor-verdict"]');
const pieceOn = (page, square) => page.getAttribute(`[data-square="${square}"] [data-piece]`, "data-piece", { timeout: 2000 }).catch(() => null);

/** Opens the editor from the game page. */
async function openEditor(page) {
  await page.click('[data-testid="editor"]');
  await page.locator('[data-testid="editor-page"]').waitFor();
}

/** Takes a palette piece (or tool) and clicks the squares. */
async function place(page, tool, ...squares) {
  await page.click(`[data-testid="${tool}"]`);
  for (const square of squares) {
    await page.click(`[data-square="${square}"]`);
  }
}

/** Types a FEN into the editor's field and leaves it. */
async function typeFen(page, fen) {
  await page.fill('[data-testid="editor-fen"]', fen);
  await page.press('[data-testid="editor-fen"]', "Enter");
}

test("set up by clicks: impossible positions say why, then a two-player game starts from it", async () => {
  const page = await freshPage(handle.site);
  await openEditor(page);
  await expectFen(page, START_FEN);
  assert.match(await verdict(page), /A legal position: White to move/);

  await page.click('[data-testid="editor-clear"]');
  await expectFen(page, "8/8/8/8/8/8/8/8 w - - 0 1");
  assert.equal(await page.inputValue('[data-testid="editor-fen"]'), "8/8/8/8/8/8/8/8 w - - 0 1");
  assert.match(await verdict(page), /White has no khun/);

  await place(page, "palette-wK", "e1");
  assert.equal(await pieceOn(page, "e1"), "K");
  assert.match(await verdict(page), /Black has no khun/);
  assert.equal(await page.isDisabled('[data-testid="editor-play"]'), true);
  assert.equal(await page.isDisabled('[data-testid="editor-analyse"]'), true);

  await place(page, "palette-bK", "e8");
  await place(page, "palette-wR", "e5", "a3", "a3");
  assert.equal(await pieceOn(page, "e5"), "R");
  assert.equal(await pieceOn(page, "a3"), null, "the same piece again takes it off");
  await expectFen(page, "4k3/8/8/4R3/8/8/8/4K3 w - - 0 1");
  assert.match(await verdict(page), /The side not to move is in check/);
  assert.equal(await page.getAttribute('[data-testid="editor-verdict"]', "data-valid"), "false");
  await page.screenshot({ path: `${SCREENSHOTS}/editor-impossible.png` });

  await place(page, "palette-wP", "c6");
  await page.click('[data-testid="turn-black"]');
  assert.match(await verdict(page), /bia on c6 stands where a bia must already have promoted/);
  await place(page, "tool-eraser", "c6");
  assert.equal(await pieceOn(page, "c6"), null);
  await place(page, "palette-wF", "c6");
  assert.equal(await pieceOn(page, "c6"), "M~");

  await place(page, "palette-bK", "d2");
  assert.equal(await pieceOn(page, "e8"), null, "a second khun moves the first");
  assert.match(await verdict(page), /two khuns stand next to each other/);
  await place(page, "palette-bK", "e8");
  assert.match(await verdict(page), /A legal position: Black to move, in check/);
  const fen = "4k3/8/2M5/4R3/8/8/8/4K3 b - - 0 1";
  await expectFen(page, fen);
  assert.equal(await page.inputValue('[data-testid="editor-fen"]'), fen);
  await page.screenshot({ path: `${SCREENSHOTS}/editor-legal.png` });

  await page.click('[data-testid="editor-play"]');
  await page.locator('[data-testid="new-game-dialog"]').waitFor();
  assert.equal(await page.textContent('[data-testid="variant-fixed"]'), "Makruk");
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  await page.locator('[data-testid="editor-page"]').waitFor({ state: "detached" });
  await expectFen(page, fen);
  assert.match(await page.textContent('[data-testid="game-info"]'), /Two players/);
  assert.equal(await page.locator('[data-square="c6"] [data-piece="M~"]').count(), 1, "the promoted bia stays promoted");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a game against the engine at level 1 from a set-up position gets a reply", async () => {
  const page = await freshPage(handle.site);
  await openEditor(page);
  const fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  await typeFen(page, fen);
  await expectFen(page, fen);
  await page.click('[data-testid="editor-play"]');
  await startAgainstEngine(page);
  await expectFen(page, fen);
  // The editor's screen gives way to the game's once the game has started (the editor is another module's).
  await page.waitForFunction(() => /Computer level 1/.test(document.querySelector('[data-testid="game-info"]')?.textContent ?? ""));
  await page.click('[data-square="a1"]');
  await page.click('[data-square="a7"]');
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.equal(await page.textContent('[data-ply="1"]'), "Ra7");
  assert.notEqual(await pieceOn(page, "e8"), "k", "the black khun has moved");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("drag moves a piece; a bad FEN leaves the board with the reason; a good one sets it", async () => {
  const page = await freshPage(handle.site);
  await openEditor(page);
  const a = await page.locator('[data-square="b1"]').boundingBox();
  const b = await page.locator('[data-square="c4"]').boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  assert.equal(await pieceOn(page, "c4"), "N");
  const before = await boardFen(page);
  assert.equal(before, "rnsmksnr/8/pppppppp/8/2N5/PPPPPPPP/8/R1SKMSNR w - - 0 1");

  await typeFen(page, "4k3/8/8 w - - 0 1");
  assert.match(await page.textContent('[data-testid="editor-fen-error"]'), /This FEN cannot be used. The FEN's board has 3 ranks instead of 8/);
  await expectFen(page, before, "the board is unchanged");
  assert.equal(await page.inputValue('[data-testid="editor-fen"]'), "4k3/8/8 w - - 0 1", "the typed text stays to be fixed");
  await page.screenshot({ path: `${SCREENSHOTS}/editor-bad-fen.png` });

  await typeFen(page, "8/8/8/8/8/8/8/4K3 w - - 0 1");
  assert.match(await page.textContent('[data-testid="editor-fen-error"]'), /Black has no khun/);
  await expectFen(page, before);

  await typeFen(page, "4k3/8/8/8/8/8/8/4K2R b - - 0 1");
  assert.equal(await page.locator('[data-testid="editor-fen-error"]').count(), 0);
  assert.equal(await pieceOn(page, "h1"), "R");
  assert.equal(await pieceOn(page, "b1"), null);
  assert.match(await verdict(page), /Black to move/);

  await page.click('[data-testid="editor-analyse"]');
  await page.locator('[data-testid="analysis"]').waitFor();
  await expectFen(page, "4k3/8/8/8/8/8/8/4K2R b - - 0 1", "the analysis board opens on the set-up position");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Cambodian first-move rights, the count and the move number are written in the FEN", async () => {
  const page = await freshPage(handle.site);
  await openEditor(page);
  await page.selectOption('[data-testid="editor-variant"]', "cambodian");
  await expectFen(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
  await page.uncheck('[data-testid="right-d1"]');
  await expectFen(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1");
  await page.uncheck('[data-testid="right-d8"]');
  await expectFen(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ee - 0 1");
  await page.check('[data-testid="right-d1"]');
  await expectFen(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEe - 0 1");
  await place(page, "tool-eraser", "e1");
  assert.equal(await page.isDisabled('[data-testid="right-e1"]'), true, "no met on e1, no right");
  await expectFen(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSK1SNR w De - 0 1");
  await page.screenshot({ path: `${SCREENSHOTS}/editor-cambodian.png` });

  await page.selectOption('[data-testid="editor-variant"]', "makruk");
  await typeFen(page, "8/8/8/3k4/8/8/4K3/R6R b - - 0 1");
  await page.check('[data-testid="count-on"]');
  await expectFen(page, "8/8/8/3k4/8/8/4K3/R6R b - 16 8 1");
  assert.match(await page.textContent('[data-testid="count-summary"]'), /Pieces' honour, limit 8 moves/);
  await page.screenshot({ path: `${SCREENSHOTS}/editor-counting.png` });
  await page.fill('[data-testid="count-moves"]', "6");
  await expectFen(page, "8/8/8/3k4/8/8/4K3/R6R b - 16 12 1");
  await page.fill('[data-testid="count-moves"]', "9");
  assert.match(await verdict(page), /past its limit of 8 moves/);
  await page.selectOption('[data-testid="count-counter"]', "w");
  assert.match(await verdict(page), /White cannot count here/);
  await page.uncheck('[data-testid="count-on"]');
  await expectFen(page, "8/8/8/3k4/8/8/4K3/R6R b - - 0 1");
  await page.fill('[data-testid="fullmove"]', "40");
  await expectFen(page, "8/8/8/3k4/8/8/4K3/R6R b - - 0 40");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Sittuyin: each side's pieces in hand edited with − and +, written in the FEN, impossible set-ups say why", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await openEditor(page);
  await page.selectOption('[data-testid="editor-variant"]', "sittuyin");
  const start = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";
  await expectFen(page, start);
  const count = (side, piece) => page.getAttribute(`[data-testid="editor-hand-${side}"] [data-piece="${piece}"]`, "data-count");
  assert.equal(await count("white", "R"), "2");
  assert.equal(await count("black", "f"), "1");
  assert.equal(await page.isDisabled('[data-testid="hand-add-wR"]'), true, "no more chariots than a set has");
  assert.equal(await page.locator('[data-testid="palette-wF"]').count(), 0, "a promoted pawn is a general: no flipped pawn");

  await page.click('[data-testid="hand-take-wR"]');
  assert.equal(await count("white", "R"), "1");
  assert.match(await verdict(page), /White holds 7 pieces in hand and Black 8/);
  await place(page, "palette-wR", "a1");
  await page.click('[data-testid="turn-black"]');
  await expectFen(page, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRNNkssfrrnn] b - - 0 1");
  assert.match(await verdict(page), /A legal position: Black to move/);
  assert.equal(await page.getAttribute('[data-square="a1"]', "aria-label"), "a1, white chariot");
  await page.screenshot({ path: `${SCREENSHOTS}/editor-sittuyin.png` });

  await place(page, "palette-wR", "a1");
  await place(page, "palette-wR", "a2");
  assert.match(await verdict(page), /the piece on a2 stands where the set-up cannot have placed it.*chariots on the back rank only/);
  await page.click('[data-testid="hand-add-wR"]');
  await place(page, "tool-eraser", "a2");
  await page.click('[data-testid="turn-white"]');
  await expectFen(page, start);

  await typeFen(page, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/R7[KSSFRRNNkssfrrnn] b - - 0 1");
  assert.match(await page.textContent('[data-testid="editor-fen-error"]'), /White has too many chariots/);
  await expectFen(page, start, "a bad FEN leaves the board");
  await page.screenshot({ path: `${SCREENSHOTS}/editor-sittuyin-bad-fen.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("phone size, Thai texts, keyboard placing and back to the game", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await openEditor(page);
  await page.click('[data-testid="editor-clear"]');
  await page.focus('[data-testid="palette-wK"]');
  await page.keyboard.press("Enter");
  await page.locator('[data-square="e3"]').focus();
  await page.keyboard.press("Enter");
  assert.equal(await pieceOn(page, "e3"), "K", "Enter on a focused square places the piece");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
  await page.screenshot({ path: `${SCREENSHOTS}/editor-phone.png`, fullPage: true });

  await chooseLanguage(page, "th");
  assert.match(await verdict(page), /ฝ่ายดำไม่มีขุน/);
  await page.screenshot({ path: `${SCREENSHOTS}/editor-phone-thai.png` });
  await chooseLanguage(page, "en");
  await page.click('[data-testid="editor-close"]');
  await page.locator('[data-testid="editor-page"]').waitFor({ state: "detached" });
  await expectFen(page, START_FEN, "the game is as it was");
  assert.deepEqual(page.errors, []);
  await page.close();
});
