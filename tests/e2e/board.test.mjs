// The first page: the Makruk start position on an 8x8 board, with the stable test hooks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN } from "./browser.mjs";


const handle = useSite();

test("the first page shows the Makruk start position with its test hooks", async () => {
  const page = await handle.site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(handle.site.url);
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
