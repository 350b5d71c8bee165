// The first page: the Makruk start position on an 8x8 board, with the stable test hooks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { openSite, SCREENSHOTS } from "./browser.mjs";

const START_FEN = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

let site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

test("the first page shows the Makruk start position with its test hooks", async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(site.url);
  const board = page.locator("[data-fen]");
  await board.waitFor();
  assert.equal(await board.getAttribute("data-fen"), START_FEN);
  assert.equal(await page.locator("[data-square]").count(), 64);

  const pieces = await page.$$eval("[data-square]", (squares) =>
    Object.fromEntries(
      squares.map((sq) => [sq.dataset.square, sq.querySelector("[data-piece]")?.dataset.piece ?? null]),
    ),
  );
  assert.equal(Object.values(pieces).filter(Boolean).length, 32);
  assert.equal(pieces.d1, "K");
  assert.equal(pieces.e1, "M");
  assert.equal(pieces.e8, "k");
  assert.equal(pieces.d8, "m");
  assert.equal(pieces.a3, "P");
  assert.equal(pieces.h6, "p");
  assert.equal(pieces.e4, null);
  for (const file of "abcdefgh") {
    assert.equal(pieces[`${file}3`], "P");
    assert.equal(pieces[`${file}6`], "p");
  }
  await page.screenshot({ path: `${SCREENSHOTS}/start-position.png` });
  assert.deepEqual(errors, []);
  await page.close();
});
