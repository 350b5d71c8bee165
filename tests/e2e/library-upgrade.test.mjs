// The game library across versions (issue 25 part 5): a new build installed by the service worker finds every
// stored game as it was, and the library as this version writes it (tests/fixtures/v3/library.json) opens.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SCREENSHOTS, deployNewBuild, freshPage, launchBrowser, useSite } from "./browser.mjs";
import { fillLibrary, readLibrary, writeLibrary } from "./library-fill.mjs";
import { startServer } from "./serve.mjs";

const ANNOTATED_PGN =
  '[Event "Club night"]\n[White "Somchai"]\n[Black "Duangjai"]\n[Variant "Makruk"]\n\n' +
  "{A quiet opening} 1. e4 $1 {the usual start} (1. d4 d5 2. c4) 1... e5?! 2. Md2 Se7 3. Ne2 *\n";
const FIXTURE = "tests/fixtures/v3/library.json";

const handle = useSite();

/** Opens the Games view and returns the number of games it lists. */
async function listedGames(page) {
  await page.click('[data-testid="games"]');
  const count = page.locator('[data-testid="games-count"]').filter({ hasText: /\d/ });
  await count.waitFor();
  return Number((await count.textContent()).match(/\d+/)[0]);
}

/** Opens the listed game whose row names `player` and waits for its moves. */
async function openListed(page, player) {
  await page.locator('[data-testid="game-row"]', { hasText: player }).click();
  await page.locator('[data-testid="games-view"]').waitFor({ state: "detached" });
  await page.locator('.moves [data-ply="1"]').waitFor();
}

test("a new build installed by the service worker finds every stored game as it was", async () => {
  // A copy of dist/ that this test changes, as a new deploy would.
  const dir = mkdtempSync(join(tmpdir(), "makruk-upgrade-"));
  cpSync("dist", dir, { recursive: true });
  const { server, url } = await startServer({ dir });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.errors = [];
    page.on("pageerror", (e) => page.errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Games written by this version: one imported through the app, with comments, and generated ones.
    await page.click('[data-testid="import"]');
    await page.fill('[data-testid="import-text"]', ANNOTATED_PGN);
    await page.click('[data-testid="import-ok"]');
    await page.locator('[data-comment-ply="1"]').waitFor();
    await fillLibrary(page, 5);
    const before = await readLibrary(page);
    assert.ok(before.length >= 6, `the library holds the imported and the generated games (${before.length})`);
    assert.ok(before.some((r) => r.save.includes("notes {A quiet opening}")), "the imported game with its comments");

    // A new build: the new service worker takes over, the page reloads into the new version.
    await deployNewBuild(page, dir);
    await page.reload();
    await page.locator('[data-square="e3"]').waitFor();
    assert.match(await page.evaluate(() => fetch("icons/app.svg").then((r) => r.text())), /new build/);

    const after = await readLibrary(page);
    assert.deepEqual(
      after.map((r) => [r.key, r.save]),
      before.map((r) => [r.key, r.save]),
      "every game's record is unchanged",
    );
    assert.equal(await listedGames(page), before.length);
    await openListed(page, "Somchai");
    assert.deepEqual(await page.locator('[data-testid="move-comment"]').allTextContents(), [
      "A quiet opening",
      "the usual start",
    ]);
    assert.deepEqual(page.errors, []);
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the library as this version writes it opens: every game listed, each one opens", async () => {
  const fixture = JSON.parse(readFileSync(FIXTURE, "utf8"));
  const page = await freshPage(handle.site);
  await writeLibrary(page, fixture.records);
  await page.reload();
  await page.locator('[data-square="e3"]').waitFor();
  assert.equal(await listedGames(page), fixture.records.length);
  for (const { meta } of fixture.records) {
    await openListed(page, meta.white);
    assert.equal(await page.locator(".moves [data-ply]").count(), meta.plies, `${meta.white}'s game`);
    assert.equal(await listedGames(page), fixture.records.length, "opening a game adds no entry");
  }
  await openListed(page, "Somchai");
  assert.deepEqual(await page.locator('[data-testid="move-comment"]').allTextContents(), [
    "A quiet opening",
    "the usual start",
  ]);
  await page.screenshot({ path: `${SCREENSHOTS}/library-upgrade-fixture.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
