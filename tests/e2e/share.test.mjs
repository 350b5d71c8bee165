// Play by link (issue 6): "Share" writes the whole game into the URL fragment; opening the link
// restores it (correspondence play without a server), and a tampered link is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, newPerson as personOf, openPage, useSite, START_FEN } from "./browser.mjs";


const handle = useSite();

/** A person on this site. */
const newPerson = () => personOf(handle.site);

const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
const moveList = (page) => page.$$eval("[data-ply]", (els) => els.map((e) => e.textContent));

/** Starts a two-player game through the new-game dialog. */
async function twoPlayerGame(page) {
  await page.click('[data-testid="new-game"]');
  await page.click('[data-testid="vs-human"]');
  await page.click('[data-testid="start-game"]');
  await page.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
}

async function move(page, from, to) {
  await page.click(`[data-square="${from}"]`);
  await page.click(`[data-square="${to}"]`);
}

/** Opens the share dialog, optionally names the players, and returns the link. */
async function share(page, names) {
  await page.click('[data-testid="share"]');
  if (names) {
    await page.fill('[data-testid="share-white"]', names[0]);
    await page.fill('[data-testid="share-black"]', names[1]);
  }
  const link = await page.inputValue('[data-testid="share-link"]');
  await page.click('[data-testid="share-copy"]');
  await page.getByText(/^Copied$/).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await page.click('[data-testid="share-close"]');
  return link;
}

test("a shared link reopens the game elsewhere, and the reply comes back by link", async () => {
  const alice = await newPerson();
  const page = await openPage(alice, handle.site.url);
  await twoPlayerGame(page);
  for (const [from, to] of [["e3", "e4"], ["d6", "d5"], ["e4", "d5"], ["c6", "c5"]]) await move(page, from, to);
  const link = await share(page, ["Somchai", "ดวงใจ"]);
  assert.ok(link.startsWith(`${handle.site.url}#g=`), link);
  // Four moves and two names (7 + 15 bytes) in about 64 characters.
  assert.ok(link.length <= `${handle.site.url}#g=`.length + 70, `short link: ${link}`);

  const bob = await newPerson();
  const other = await openPage(bob, link);
  await other.locator('[data-ply="4"]').waitFor();
  assert.equal(await fen(other), await fen(page));
  assert.deepEqual(await moveList(other), await moveList(page));
  assert.match(await other.textContent('[data-testid="game-info"]'), /Two players/);
  assert.ok(!other.url().includes("#"), "the fragment is removed once read");
  const strips = await other.textContent(".board-area");
  assert.ok(strips.includes("Somchai") && strips.includes("ดวงใจ"), "the players' names are shown");

  // Bob replies and shares back; the names come with the link.
  await move(other, "b1", "d2");
  await other.click('[data-testid="share"]');
  assert.equal(await other.inputValue('[data-testid="share-white"]'), "Somchai");
  assert.equal(await other.inputValue('[data-testid="share-black"]'), "ดวงใจ");
  const reply = await other.inputValue('[data-testid="share-link"]');
  await other.screenshot({ path: `${SCREENSHOTS}/share-dialog.png` });
  assert.notEqual(reply, link);

  const back = await openPage(alice, reply);
  await back.locator('[data-ply="5"]').waitFor();
  assert.equal(await back.textContent('[data-ply="5"]'), "Nd2");
  assert.equal(await fen(back), await fen(other));
  // A link pasted into the address bar of an open tab (only the fragment changes) opens too.
  await page.evaluate((hash) => (location.hash = hash), new URL(reply).hash);
  await page.locator('[data-ply="5"]').waitFor();
  assert.equal(await fen(page), await fen(other));

  // A reload keeps playing on from the saved game, not from the link.
  await move(back, "b8", "d7");
  await back.reload();
  await back.locator('[data-ply="6"]').waitFor();
  assert.deepEqual([...page.errors, ...other.errors, ...back.errors], []);
  await alice.close();
  await bob.close();
});

test("a tampered or garbled link is refused and the saved game stays", async () => {
  const context = await newPerson();
  const page = await openPage(context, handle.site.url);
  await twoPlayerGame(page);
  await move(page, "e3", "e4");
  const link = await share(page);
  await move(page, "d6", "d5");
  const saved = [await fen(page), await moveList(page)];
  assert.notEqual(saved[0], START_FEN);

  const at = link.length - 6;
  const tampered = link.slice(0, at) + (link[at] === "A" ? "B" : "A") + link.slice(at + 1);
  for (const bad of [tampered, link.slice(0, -3), `${handle.site.url}#g=%%%not-a-game`]) {
    const other = await openPage(context, bad);
    await other.locator('[data-testid="notice"]').waitFor();
    assert.match(await other.textContent('[data-testid="notice"]'), /link cannot be opened/);
    assert.deepEqual([await fen(other), await moveList(other)], saved, bad);
    assert.deepEqual(other.errors, []);
    if (bad === tampered) await other.screenshot({ path: `${SCREENSHOTS}/share-bad-link.png` });
    await other.close();
  }
  await context.close();
});
