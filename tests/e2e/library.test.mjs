// The game library (issue 25 parts 1 and 5): the Games view's filters, opening and continuing a game, delete and
// undo, two tabs on one game, IndexedDB refused, a corrupted record, and the migration of an old save.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN, freshPage, loadTwoPlayerGame, loadClockGame, clockTicks } from "./browser.mjs";
import { fillLibrary, readLibrary } from "./library-fill.mjs";

const handle = useSite();

const count = async (page) => Number((await page.textContent('[data-testid="games-count"]')).match(/\d+/)[0]);
const plies = (page) => page.locator("[data-ply]").count();

/** Opens the Games view and waits for its count. */
async function openGames(page) {
  await page.click('[data-testid="games"]');
  await page.locator('[data-testid="games-count"]').filter({ hasText: /\d/ }).waitFor();
}

/** Waits until the Games view lists `n` games. */
async function expectCount(page, n, message) {
  await page
    .waitForFunction(
      (n) => document.querySelector('[data-testid="games-count"]')?.textContent.trim() === String(n),
      n,
      { timeout: 3000 },
    )
    .catch(() => {});
  assert.equal(await count(page), n, message);
}

/** Plays `from`–`to` by two clicks. */
async function play(page, from, to) {
  await page.click(`[data-square="${from}"]`);
  await page.click(`[data-square="${to}"]`);
}

/**
 * A fresh page whose IndexedDB `breakStorage` breaks, after 1. e4 d5 played in a two-player game;
 * `notice` is what the page said after the first move.
 */
async function playWithBrokenStorage(breakStorage) {
  const page = await freshPage(handle.site, {}, breakStorage);
  await loadTwoPlayerGame(page, START_FEN, "e3e4");
  await page.locator('[data-testid="notice"]').waitFor();
  const notice = await page.textContent('[data-testid="notice"]');
  // Typed, not clicked: the notice that just appeared moved the board down.
  await page.fill('[data-testid="move-input"]', "d5");
  await page.press('[data-testid="move-input"]', "Enter");
  await page.locator('[data-ply="2"]').waitFor();
  return { page, notice };
}

test("an old save is migrated into the library on first start and reopens from it", async () => {
  const page = await freshPage(handle.site);
  // A save of the first format, as the first versions wrote it, with no library yet.
  await loadTwoPlayerGame(page, START_FEN, "e3e4 d6d5 b1d2");
  await openGames(page);
  await expectCount(page, 1, "the saved game is the library's one game");
  const row = page.locator('[data-testid="game-row"]').first();
  assert.match(await row.textContent(), /unfinished/);
  assert.match(await row.textContent(), /3 plies/);
  await page.screenshot({ path: `${SCREENSHOTS}/library-migrated.png` });
  await page.keyboard.press("Escape");
  // A reload continues the same entry: no second copy.
  await play(page, "b8", "d7");
  await page.locator('[data-ply="4"]').waitFor();
  await page.reload();
  await page.locator('[data-ply="4"]').waitFor();
  await openGames(page);
  await expectCount(page, 1, "the reloaded game is still one entry");
  assert.match(await page.locator('[data-testid="game-row"]').first().textContent(), /4 plies/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the Games view filters, opens a game to continue it, deletes and undoes", async () => {
  const page = await freshPage(handle.site);
  await fillLibrary(page, 30);
  await openGames(page);
  await expectCount(page, 30, "all games");
  await page.selectOption('[data-testid="games-variant"]', { label: "Ouk Chatrang" });
  await expectCount(page, 6, "Cambodian games (every fifth)");
  await page.selectOption('[data-testid="games-variant"]', { index: 0 });
  await page.selectOption('[data-testid="games-result"]', { label: "Unfinished" });
  await expectCount(page, 10, "unfinished games (every third)");
  await page.selectOption('[data-testid="games-result"]', { index: 0 });
  await page.fill('[data-testid="games-search"]', "rival 3");
  await expectCount(page, 4, "games with Rival 3 (3, 10, 17, 24)");
  await page.fill('[data-testid="games-search"]', "");
  await expectCount(page, 30, "filters cleared");
  const first = page.locator('[data-testid="game-row"]').first();
  assert.match(await first.textContent(), /Player 29/, "newest first");
  await page.screenshot({ path: `${SCREENSHOTS}/library-games.png` });

  // Game 27 (unfinished, 4 plies, the third row) opens on the board and goes on.
  const row = page.locator('[data-testid="game-row"]').nth(2);
  assert.match(await row.textContent(), /Player 27/);
  await row.click();
  await page.locator('[data-testid="games-view"]').waitFor({ state: "detached" });
  assert.equal(await plies(page), 4);
  await play(page, "g3", "g4");
  await page.locator('[data-ply="5"]').waitFor();
  await openGames(page);
  await expectCount(page, 30, "continuing a game adds no entry");
  const continued = page.locator('[data-testid="game-row"]').first();
  assert.match(await continued.textContent(), /Player 27/, "the continued game is now the newest");
  assert.match(await continued.textContent(), /5 plies/);

  // Delete and undo.
  await page.locator('[data-testid="game-row"]').nth(1).locator('[data-testid="game-delete"]').click();
  await expectCount(page, 29, "one deleted");
  await page.click('[data-testid="games-undo"]');
  await expectCount(page, 30, "undo puts it back");
  assert.match(await page.locator('[data-testid="game-row"]').nth(1).textContent(), /Player 29/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("two tabs on one game: a move in one shows in the other, and neither overwrites the other", async () => {
  const a = await freshPage(handle.site);
  await loadTwoPlayerGame(a, START_FEN, "e3e4");
  await openGames(a);
  await expectCount(a, 1, "the game has its entry");
  await a.keyboard.press("Escape");
  const b = await a.context().newPage();
  b.errors = [];
  b.on("pageerror", (e) => b.errors.push(e.message));
  await b.goto(handle.site.url);
  await b.locator('[data-ply="1"]').waitFor();
  await play(a, "d6", "d5");
  await b.locator('[data-ply="2"]').waitFor({ timeout: 5000 });
  assert.match(await b.textContent('[data-testid="notice"]'), /another tab/);
  await play(b, "b1", "d2");
  await a.locator('[data-ply="3"]').waitFor({ timeout: 5000 });
  await b.screenshot({ path: `${SCREENSHOTS}/library-two-tabs.png` });
  await openGames(b);
  await expectCount(b, 1, "still one entry");
  assert.match(await b.locator('[data-testid="game-row"]').first().textContent(), /3 plies/);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context().close();
});

test("without IndexedDB the game is playable, kept in memory, and the page says so", async () => {
  const { page, notice } = await playWithBrokenStorage(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException("refused", "InvalidStateError");
    };
  });
  assert.match(notice, /kept only until this page closes/);
  await openGames(page);
  await expectCount(page, 1, "the game is listed from memory");
  await page.screenshot({ path: `${SCREENSHOTS}/library-in-memory.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a corrupted record is reported and skipped; the list still opens", async () => {
  const page = await freshPage(handle.site);
  await fillLibrary(page, 3);
  await page.evaluate(async () => {
    const db = await new Promise((resolve) => {
      const request = indexedDB.open("makruk-library", 1);
      request.onsuccess = () => resolve(request.result);
    });
    const tx = db.transaction(["meta", "games"], "readwrite");
    tx.objectStore("meta").put("not a record", 2);
    tx.objectStore("meta").put({ variant: "makruk" }, 99);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    new BroadcastChannel("makruk-library-changes").postMessage("changed");
  });
  await openGames(page);
  await expectCount(page, 2, "the two readable games");
  assert.match(await page.textContent('[data-testid="games-corrupt"]'), /2 records could not be read/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a newer link of a game updates its entry; an older one shows the stored game", async () => {
  const alice = await freshPage(handle.site);
  await alice.click('[data-testid="new-game"]');
  await alice.click('[data-testid="vs-human"]');
  await alice.click('[data-testid="start-game"]');
  await play(alice, "e3", "e4");
  const link = async () => {
    await alice.click('[data-testid="share"]');
    await alice.fill('[data-testid="share-white"]', "Alice");
    await alice.fill('[data-testid="share-black"]', "Bob");
    const text = await alice.inputValue('[data-testid="share-link"]');
    await alice.click('[data-testid="share-close"]');
    return text;
  };
  const first = await link();
  await play(alice, "d6", "d5");
  await alice.locator('[data-ply="2"]').waitFor();
  const second = await link();
  await alice.context().close();

  const bob = await freshPage(handle.site);
  const open = async (url, plies) => {
    await bob.goto("about:blank");
    await bob.goto(url);
    await bob.locator(`[data-ply="${plies}"]`).waitFor();
    await bob.locator('[data-testid="games"]:not([disabled])').waitFor();
  };
  await open(first, 1);
  await openGames(bob);
  await expectCount(bob, 1, "the link's game is an entry");
  await open(second, 2);
  await openGames(bob);
  await expectCount(bob, 1, "a newer link of the game updates its entry");
  assert.match(await bob.locator('[data-testid="game-row"]').first().textContent(), /Alice – Bob.*2 plies|2 plies/s);
  await bob.keyboard.press("Escape");
  await open(first, 1);
  await bob.locator('[data-ply="2"]').waitFor({ timeout: 5000 });
  await openGames(bob);
  await expectCount(bob, 1, "an older link adds nothing");
  assert.deepEqual(bob.errors, []);
  await bob.context().close();
});

test("a full storage is said clearly and the game goes on", async () => {
  const { page, notice } = await playWithBrokenStorage(() => {
    IDBObjectStore.prototype.add = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
  });
  assert.match(notice, /storage is full/);
  await page.screenshot({ path: `${SCREENSHOTS}/library-full.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a game with a running clock is written to the library on each move, not on each tick, and reloads into its entry", async () => {
  const page = await freshPage(handle.site);
  await loadClockGame(page);
  const stored = async () => (await readLibrary(page)).filter((r) => r.save.includes("moves e3e4 e6e5"));
  await expectStored(stored, 1);
  const [before] = await stored();
  await clockTicks(page);
  await page.waitForTimeout(1200);
  const [ticked] = await stored();
  assert.equal(ticked.meta.revision, before.meta.revision, "the clock's ticks write nothing");
  assert.equal(ticked.save, before.save);

  await play(page, "d3", "d4");
  await page.locator('.moves [data-ply="3"]').waitFor();
  const moved = async () => (await readLibrary(page)).filter((r) => r.save.includes("moves e3e4 e6e5 d3d4"));
  await expectStored(moved, 1);
  const [after] = await moved();
  assert.equal(after.key, before.key, "the same entry");
  assert.ok(after.meta.revision > before.meta.revision);
  assert.match(after.save, /^clock 300000 0 (\d+) 300000 none$/m, "the move writes the clock as it is then");
  // The saved game has ticked on since its entry was written; a reload continues that entry.
  await page.waitForFunction((save) => localStorage.getItem("makruk.game") !== save, after.save);
  await page.reload();
  await page.locator('.moves [data-ply="3"]').waitFor();
  await openGames(page);
  await expectCount(page, 1, "the reloaded clock game is still one entry");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Waits until `records()` finds `n` records. */
async function expectStored(records, n) {
  for (let waited = 0; waited < 5000 && (await records()).length !== n; waited += 100) {
    await new Promise((ok) => setTimeout(ok, 100));
  }
  assert.equal((await records()).length, n);
}
