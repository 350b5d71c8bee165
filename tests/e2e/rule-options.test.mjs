// Rule options per game (issue 21, parts 1 and 2): chosen in New game, shown in the header, played against the
// engine (a sutra move named in the move list), kept by the save and the link; a link with an impossible option is
// refused by name and the game is kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { crc32 } from "node:zlib";
import { SCREENSHOTS, useSite, freshPage, loadGame, START_FEN, startAgainstEngine } from "./browser.mjs";

const handle = useSite();

test("New game offers the rule options; a Sut Met against the engine is named in the move list", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="new-game"]');
  await page.locator('[data-testid="rule-options"]').waitFor();
  assert.equal(await page.isChecked('[data-testid="option-repetition"]'), false, "Makruk: repetition plays on");
  assert.equal(await page.locator('[data-testid="option-ouk-rights"]').count(), 0, "no Ouk rights in Makruk");
  await page.check('[data-testid="option-sut-met"]');
  await page.check('[data-testid="option-sut-ma"]');
  await page.selectOption('[data-testid="option-tilt-black"]', "3");
  await page.screenshot({ path: `${SCREENSHOTS}/new-game-options.png` });
  await startAgainstEngine(page);
  assert.equal(
    await page.getAttribute("[data-fen]", "data-fen"),
    "mnsmksnm/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "Black's rueas start as mets",
  );
  assert.match(await page.textContent('[data-testid="game-info"]'), /^Makruk · Sut Met \+ Sut Ma · Computer level 1$/);
  // Sut Met: the bia e3 steps to e4 and the met e1 takes e3, typed as the met's move.
  await page.fill('[data-testid="move-input"]', "Me3");
  await page.keyboard.press("Enter");
  await page.locator('[data-ply="2"]').waitFor({ timeout: 15000 });
  assert.match(await page.textContent('[data-ply="1"]'), /^Me3\s*Sut Met$/);
  assert.equal(
    (await page.getAttribute("[data-fen]", "data-fen")).split(" ")[0].split("/").slice(4).join("/"),
    "4P3/PPPPMPPP/8/RNSK1SNR",
  );
  await page.screenshot({ path: `${SCREENSHOTS}/sut-met-vs-engine.png` });
  // The save keeps the options.
  await page.reload();
  await page.locator('[data-ply="2"]').waitFor();
  assert.match(await page.textContent('[data-ply="1"]'), /Sut Met/);
  assert.match(await page.textContent('[data-testid="game-info"]'), /Sut Met \+ Sut Ma/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Ouk Chatrang's first-move rights are chosen in New game", async () => {
  const page = await freshPage(handle.site);
  await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="variant"]', "cambodian");
  // The dialog draws the chosen variant's options in the next frame.
  await page.locator('[data-testid="option-ouk-rights"]').waitFor({ timeout: 5000 });
  assert.equal(await page.locator('[data-testid="option-sut-met"]').count(), 0, "no sutras outside Makruk");
  assert.equal(await page.inputValue('[data-testid="option-ouk-rights"]'), "until first capture");
  await page.selectOption('[data-testid="option-ouk-rights"]', "Fairy-Stockfish");
  await page.check('[data-testid="option-repetition"]');
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  assert.match(await page.textContent('[data-testid="game-info"]'), /Fairy-Stockfish rights · repetition draws/);
  await page.close();
});

/** A game link payload of version 4: an empty ASEAN game with the rule options `options`. */
function aseanLink(options) {
  const text = Buffer.from(options, "utf8");
  const data = Buffer.concat([Buffer.from([4, 4, 0, 0, text.length]), text, Buffer.from([0, 0, 0, 0, 0])]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(data));
  return Buffer.concat([data, sum]).toString("base64url");
}

test("a link with a sutra in ASEAN is refused by name and the saved game is kept", async () => {
  const page = await freshPage(handle.site);
  await loadGame(page, { fen: START_FEN, moves: "e3e4 d6d5" });
  for (const [options, reason] of [
    ["sutras=met", /the Sutras option is not played in ASEAN/],
    ["castling=yes", /unknown rule option "castling"/],
  ]) {
    // The app reloads itself when a game link is put into the address.
    await page.evaluate((hash) => (location.hash = hash), `#g=${aseanLink(options)}`);
    await page.waitForFunction(
      (source) => new RegExp(source).test(document.querySelector('[data-testid="notice"]')?.textContent ?? ""),
      reason.source,
      { timeout: 10000 },
    );
    await page.locator("[data-fen]").waitFor();
    assert.equal(await page.locator("[data-ply]").count(), 2, "the saved game is kept");
    assert.match(await page.textContent('[data-testid="game-info"]'), /^Makruk/);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/link-impossible-option.png` });
  await page.close();
});
