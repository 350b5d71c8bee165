// Import and export (issue 6): paste or open PGN / move lists / FEN, errors that leave the game
// alone, and the PGN, FEN, SVG and PNG exports (the PGN round-trips through the import).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { SCREENSHOTS, useSite, START_FEN, freshPage } from "./browser.mjs";

// After 1. e4 e5 2. Sd2 Me7 3. Ne2, as Fairy-Stockfish writes it.
const AFTER_FIVE = "rns1ksnr/4m3/pppp1ppp/4p3/4P3/PPPP1PPP/3SN3/RN1KMS1R b - - 3 3";
// Chess letters (B = khon, Q = met), NBSP / thin / narrow spaces after the move numbers.
const CHESS_LETTER_PGN =
  '[Event "Club night"]\n[Variant "Makruk"]\n\n1.\u00a0e4 e5 2.\u2009Bd2 Qe7 3.\u202fNe2 *\n';

const handle = useSite();

/** A fresh page that may download and use the clipboard. */
const clipboardPage = () =>
  freshPage(handle.site, { acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] });

const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
const moveList = (page) => page.locator("[data-ply]").allTextContents();

/** Opens the import dialog, pastes `text` and confirms. */
async function importText(page, text) {
  await page.click('[data-testid="import"]');
  await page.fill('[data-testid="import-text"]', text);
  await page.click('[data-testid="import-ok"]');
}

/** Imports the game `text` and waits until its move list shows ply `lastPly`. */
async function importGame(page, text, lastPly) {
  await importText(page, text);
  await page.locator(`[data-ply="${lastPly}"]`).waitFor();
}

/** Imports `text` and waits until the import dialog has closed. */
async function importAndClose(page, text) {
  await importText(page, text);
  await page.locator('[data-testid="import-dialog"]').waitFor({ state: "detached" });
}

test("a PGN with chess letters and Unicode spacing opens at its end, navigable, as two players", async () => {
  const page = await clipboardPage();
  await page.click('[data-testid="import"]');
  await page.fill('[data-testid="import-text"]', CHESS_LETTER_PGN);
  await page.screenshot({ path: `${SCREENSHOTS}/import-dialog.png` });
  await page.click('[data-testid="import-ok"]');
  await page.locator('[data-testid="import-dialog"]').waitFor({ state: "detached" });
  assert.deepEqual(await moveList(page), ["e4", "e5", "Sd2", "Me7", "Ne2"]);
  assert.equal(await fen(page), AFTER_FIVE);
  assert.match(await page.textContent('[data-testid="game-info"]'), /Two players/);
  await page.screenshot({ path: `${SCREENSHOTS}/imported-game.png` });

  await page.click('[data-ply="1"]');
  assert.equal(await fen(page), "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
  await page.keyboard.press("End");
  assert.equal(await fen(page), AFTER_FIVE);
  // Black to move in a two-player game: the imported game goes on from here.
  await page.click('[data-square="a6"]');
  await page.click('[data-square="a5"]');
  assert.equal((await moveList(page)).length, 6);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a bare move list (SAN or UCI) and a FEN are recognised", async () => {
  const page = await clipboardPage();
  await importGame(page, "e4 e5 Nd2", 3);
  assert.deepEqual(await moveList(page), ["e4", "e5", "Nd2"]);
  const afterSan = await fen(page);

  await importAndClose(page, "e3e4 e6e5\nb1d2");
  assert.deepEqual(await moveList(page), ["e4", "e5", "Nd2"]);
  assert.equal(await fen(page), afterSan);

  const stalemate = "k7/2K5/2N5/8/8/8/8/7R b - - 0 1";
  await importAndClose(page, `  ${stalemate}\n`);
  assert.equal(await fen(page), stalemate);
  assert.equal(await page.locator("[data-ply]").count(), 0);
  assert.match(await page.textContent('[data-testid="status"]'), /Stalemate/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("games that ended in mate or by an expired count show their outcome", async () => {
  const page = await clipboardPage();
  await importGame(page, '[FEN "k7/2K5/2N5/8/8/8/8/6R1 w - - 0 1"]\n\n1. Ra1# 1-0', 1);
  // Nobody counted pieces' honour: the import invents no count (issue 21).
  assert.equal(await fen(page), "k7/2K5/2N5/8/8/8/8/R7 b - - 1 1");
  assert.match(await page.textContent('[data-testid="status"]'), /Checkmate/);
  await page.locator('[data-testid="result"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/imported-mate.png` });

  // Pieces' honour: the count in the FEN runs out two plies later.
  await importGame(page, '[FEN "8/8/8/8/3k4/8/8/R2K4 b - 32 31 20"]\n\n20... Kd5 21. Ra2 1/2-1/2', 2);
  assert.equal(await fen(page), "8/8/8/3k4/8/8/R7/3K4 b - 32 33 21");
  assert.match(await page.textContent('[data-testid="status"]'), /Counting limit reached/);
  await page.context().close();
});

test("a bad PGN or FEN, or a game that does not replay, names the problem and leaves the game as it was", async () => {
  const page = await clipboardPage();
  await importGame(page, CHESS_LETTER_PGN, 5);
  await page.click('[data-ply="2"]');
  const before = { fen: await fen(page), moves: await moveList(page) };

  await importText(page, "1. e4 e5 2. Nd2 Kxe1 3. Nc4 *");
  const error = page.locator('[data-testid="import-error"]');
  await error.waitFor();
  const message = await error.textContent();
  assert.match(message, /move 2\.\.\./);
  assert.match(message, /"Kxe1"/);
  await page.screenshot({ path: `${SCREENSHOTS}/import-error.png` });
  await page.click('[data-testid="import-cancel"]');
  assert.deepEqual({ fen: await fen(page), moves: await moveList(page) }, before);

  await importText(page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1");
  await error.waitFor();
  assert.match(await error.textContent(), /FEN: the side to move/i);
  await page.click('[data-testid="import-cancel"]');
  assert.deepEqual({ fen: await fen(page), moves: await moveList(page) }, before);

  // The text reads but its game does not replay: no count applies at the start.
  await importText(page, "{[%count start]} 1. e4 e5 *");
  await error.waitFor();
  assert.match(await error.textContent(), /counting start after 0 moves: no count applies/);
  await page.click('[data-testid="import-cancel"]');
  assert.deepEqual({ fen: await fen(page), moves: await moveList(page) }, before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("export: the PGN download imports back to the same game; FEN copy; SVG picture", async () => {
  const page = await clipboardPage();
  await importGame(page, CHESS_LETTER_PGN, 5);
  const game = { fen: await fen(page), moves: await moveList(page) };

  await page.click('[data-testid="export"]');
  await page.locator('[data-testid="export-dialog"]').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/export-dialog.png` });
  const [pgnDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.click('[data-testid="export-pgn"]'),
  ]);
  assert.match(pgnDownload.suggestedFilename(), /^makruk-\d{4}-\d\d-\d\d\.pgn$/);
  const pgn = await readFile(await pgnDownload.path(), "utf8");
  assert.match(pgn, /\[Variant "Makruk"\]/);
  assert.match(pgn, /1\. e4 e5 2\. Sd2 Me7 3\. Ne2 \*/);

  await page.click('[data-testid="copy-fen"]');
  await page.locator('[data-testid="export-feedback"]', { hasText: "FEN copied" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), game.fen);

  const [svgDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.click('[data-testid="export-svg"]'),
  ]);
  assert.match(svgDownload.suggestedFilename(), /\.svg$/);
  const svg = await readFile(await svgDownload.path(), "utf8");
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal(svg.match(/<svg /g).length, 1 + 32);
  // Each piece is its set's art file as the page serves it (pieces/thai/<name>.svg), fetched when the
  // picture was made, once for every piece of that name.
  const names = [...new Set([...svg.matchAll(/id="g([wb][A-Z])"/g)].map((m) => m[1]))].sort();
  assert.deepEqual(names, ["bK", "bM", "bN", "bP", "bR", "bS", "wK", "wM", "wN", "wP", "wR", "wS"]);
  for (const name of names) {
    const art = await readFile(`assets/pieces/thai/${name}.svg`, "utf8");
    assert.ok(svg.includes(`height="82" ${art.slice("<svg ".length)}`), `${name} is its file`);
  }
  const artFetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").filter((e) => e.initiatorType === "fetch" && e.name.includes("/pieces/")).length,
    );
  assert.equal(await artFetched(), names.length);
  const [pngDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.click('[data-testid="export-png"]'),
  ]);
  assert.match(pngDownload.suggestedFilename(), /\.png$/);
  const png = await readFile(await pngDownload.path());
  assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  assert.equal(png.readUInt32BE(16), 800, "PNG width");
  assert.ok(png.length > 20000, `PNG of ${png.length} bytes looks empty`);
  assert.equal(await artFetched(), names.length, "the art is kept for the page");
  await writeFile(`${SCREENSHOTS}/export-board-download.png`, png);
  await page.click('[data-testid="export-close"]');

  // The picture renders: show it in the page and screenshot it.
  await page.setContent(`<body style="margin:0;background:#222">${svg}</body>`);
  await page.screenshot({ path: `${SCREENSHOTS}/export-board.png`, clip: { x: 0, y: 0, width: 800, height: 800 } });

  assert.deepEqual(page.errors, []);
  await page.context().close();

  // Round trip: import the downloaded PGN into a new browser context. (Clearing this page's storage
  // instead races the app's first save of the restored game, which can write it back.)
  const fresh = await clipboardPage();
  assert.equal(await fen(fresh), START_FEN);
  await importGame(fresh, pgn, 5);
  assert.deepEqual({ fen: await fen(fresh), moves: await moveList(fresh) }, game);
  assert.deepEqual(fresh.errors, []);
  await fresh.context().close();
});

test("a picture whose piece art cannot be fetched is not saved, and the dialog says so", async () => {
  // Without the service worker, whose cache would answer, so that the art's requests can be refused.
  const page = await freshPage(handle.site, { acceptDownloads: true, serviceWorkers: "block" });
  await page.route("**/pieces/**", (route) => route.abort());
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.click('[data-testid="export"]');
  await page.click('[data-testid="export-svg"]');
  await page.locator('[data-testid="export-feedback"]', { hasText: "could not be loaded" }).waitFor();
  await page.click('[data-testid="export-png"]');
  await page.waitForTimeout(300);
  assert.equal(downloads, 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a .pgn file can be opened from the dialog", async () => {
  const page = await clipboardPage();
  await page.click('[data-testid="import"]');
  await page.setInputFiles('[data-testid="import-file"]', {
    name: "game.pgn",
    mimeType: "application/x-chess-pgn",
    buffer: Buffer.from(CHESS_LETTER_PGN, "utf8"),
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="import-text"]').value.includes("Club night"));
  await page.click('[data-testid="import-ok"]');
  await page.locator('[data-ply="5"]').waitFor();
  assert.equal(await fen(page), AFTER_FIVE);
  await page.context().close();
});
