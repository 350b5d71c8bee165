// The lobby, Play online (issue 60, item 3): a real Nostr relay on loopback (tests/e2e/relay.mjs), set as a user
// would through Preferences → Network → custom; three browser contexts; entries published straight to the relay.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { SCREENSHOTS, chooseLanguage, useSite } from "./browser.mjs";
import { fen, play, waitConnected } from "./live-pair.mjs";
import { useRelay } from "./relay.mjs";
import { newKeys, publish, signedEvent } from "./nostr-event.mjs";
import { audit } from "./axe.mjs";
import { entryOf, openLobby } from "./lobby-page.mjs";
import { CONNECTED, personWithRelays, useNetwork, waitStatus } from "./live-relayed.mjs";

const handle = useSite();
const relay = await useRelay();
const { skip } = relay;

/** A person whose network setting names the test relay, `viewport` in size if given. */
const person = (viewport = null) => personWithRelays(handle.site, [relay.url], { viewport });

/** Posts a challenge from the view's New game settings. */
async function post(page, { name, variant = "makruk", clock = "none", side = "random" }) {
  await page.selectOption('[data-testid="lobby-variant"]', variant);
  await page.selectOption('[data-testid="lobby-clock"]', clock);
  await page.selectOption('[data-testid="lobby-side"]', side);
  await page.fill('[data-testid="lobby-your-name"]', name);
  await page.click('[data-testid="lobby-post"]');
  await page.locator('[data-testid="lobby-posted"]').waitFor();
}

const LOBBY_TOPIC = createHash("sha256").update("makruk lobby 1").digest("hex");

/** A varint (7 bits a byte, low first). */
function varint(value) {
  const out = [];
  for (; value >= 0x80; value = Math.floor(value / 128)) out.push((value % 128) | 0x80);
  out.push(value);
  return out;
}
const sized = (bytes) => [...varint(bytes.length), ...bytes];

/** An open challenge's bytes (docs/formats.md, Lobby): Makruk, no clock, side drawn, `options`, `name`. */
function openEntry(name, options = "") {
  const posted = Math.floor(Date.now() / 1000);
  return Buffer.from([1, 1, ...varint(posted), 0, 0, 0, ...sized(Buffer.from(options)), ...sized(Buffer.from(name))]);
}

/** A lobby event of a new key with `content`. */
function lobbyEvent(content) {
  const id = Buffer.from(Array.from({ length: 8 }, (_, i) => i + 1)).toString("hex");
  const expiration = String(Math.floor(Date.now() / 1000) + 90);
  return signedEvent(newKeys(), 35050, [["d", id], ["x", LOBBY_TOPIC], ["expiration", expiration]], content);
}

test("a challenge posted in one context is seen and accepted in another and gone from a third; both boards connect and a move crosses", { skip }, async (t) => {
  const [poster, acceptor, third] = [await person(), await person(), await person()];
  await openLobby(poster.page);
  await audit(poster.page, "the lobby, empty");
  await post(poster.page, { name: "Somchai", variant: "cambodian", clock: "5-3", side: "white" });
  const posted = performance.now();
  for (const viewer of [acceptor, third]) await openLobby(viewer.page);
  const seen = entryOf(acceptor.page, "Somchai");
  await seen.waitFor({ timeout: 20000 });
  t.diagnostic(`posted → seen in ${Math.round(performance.now() - posted)} ms`);
  await entryOf(third.page, "Somchai").waitFor({ timeout: 20000 });
  assert.equal(await seen.getAttribute("data-variant"), "cambodian");
  assert.match(await seen.textContent(), /5\+3/);
  assert.match(await seen.textContent(), /you play Black/);
  assert.match(await acceptor.page.textContent('[data-testid="lobby-public"]'), /public/);
  await audit(acceptor.page, "the lobby with a challenge");
  await acceptor.page.screenshot({ path: `${SCREENSHOTS}/lobby-1366.png` });
  await acceptor.page.fill('[data-testid="lobby-your-name"]', "Dara");
  await seen.locator('[data-testid="lobby-accept"]').click();
  await Promise.all([waitConnected(poster.page), waitConnected(acceptor.page)]);
  await entryOf(third.page, "Somchai").waitFor({ state: "detached", timeout: 20000 });
  // Both boards hold the challenge's game: Ouk Chatrang with its clock, Somchai White.
  for (const page of [poster.page, acceptor.page]) {
    assert.equal(await page.locator('[data-testid="lobby"]').count(), 0, "the lobby closed on the match");
    assert.match(await page.textContent('[data-testid="clock-bottom"]'), /5:00/);
    assert.match(await page.textContent('[data-testid="player-top"]'), page === poster.page ? /Dara/ : /Somchai/);
  }
  await play(poster.page, acceptor.page, "e3e4");
  await play(acceptor.page, poster.page, "d6d5");
  assert.equal(await fen(poster.page), await fen(acceptor.page));
  assert.deepEqual([...poster.page.errors, ...acceptor.page.errors, ...third.page.errors], []);
  for (const p of [poster, acceptor, third]) await p.context.close();
});

test("a challenge accepted on a 390 px phone in Thai; the game reloaded on either side reconnects with no action, at the same position", { skip }, async () => {
  const [poster, acceptor] = [await person(), await person({ width: 390, height: 844 })];
  await chooseLanguage(acceptor.page, "th");
  await openLobby(poster.page);
  await post(poster.page, { name: "Kanya", side: "white" });
  await openLobby(acceptor.page);
  await entryOf(acceptor.page, "Kanya").locator('[data-testid="lobby-accept"]').click();
  await Promise.all([waitStatus(poster.page, CONNECTED), waitStatus(acceptor.page, CONNECTED)]);
  // The board is in sight when the game begins, not the button that opened the lobby.
  await acceptor.page.waitForFunction(() => {
    const board = document.querySelector("[data-fen]").getBoundingClientRect();
    return board.top >= 0 && board.bottom <= window.innerHeight;
  });
  await audit(acceptor.page, "a lobby game connected at 390 px (th)");
  await acceptor.page.screenshot({ path: `${SCREENSHOTS}/lobby-game-390-th.png` });
  await play(poster.page, acceptor.page, "e3e4");
  await play(acceptor.page, poster.page, "d6d5");
  for (const [reloaded, other] of [[acceptor.page, poster.page], [poster.page, acceptor.page]]) {
    const before = await fen(other);
    await reloaded.reload();
    await Promise.all([waitStatus(reloaded, CONNECTED), waitStatus(other, CONNECTED)]);
    assert.equal(await fen(reloaded), before, "the reloaded board is at the same position");
    assert.equal(await reloaded.locator('[data-testid="lobby"]').count(), 0, "the game, not the lobby");
  }
  await play(poster.page, acceptor.page, "e4d5");
  assert.equal(await fen(poster.page), await fen(acceptor.page));
  assert.deepEqual([...poster.page.errors, ...acceptor.page.errors], []);
  for (const p of [poster, acceptor]) await p.context.close();
});

test("two accept at once: one plays, the other is told the challenge was taken", { skip }, async () => {
  const [poster, first, second] = [await person(), await person(), await person()];
  await openLobby(poster.page);
  await post(poster.page, { name: "Niran" });
  for (const viewer of [first, second]) {
    await openLobby(viewer.page);
    await entryOf(viewer.page, "Niran").waitFor({ timeout: 20000 });
  }
  // Both press Play before either hears back.
  const press = (page) => page.evaluate(() => document.querySelector('[data-testid="lobby-accept"]').click());
  await Promise.all([press(first.page), press(second.page)]);
  const outcome = (page) =>
    Promise.race([
      page.locator('[data-testid="lobby-taken"]').waitFor({ timeout: 30000 }).then(() => "taken"),
      waitConnected(page).then(() => "connected"),
    ]);
  const outcomes = await Promise.all([outcome(first.page), outcome(second.page)]);
  assert.deepEqual(outcomes.sort(), ["connected", "taken"]);
  await waitConnected(poster.page);
  for (const p of [poster, first, second]) await p.context.close();
});

test("malformed and oversized entries published to the relay are not shown, a valid one after them is; a name hidden stays hidden", { skip }, async () => {
  const publisher = await handle.site.browser.newContext();
  const blank = await publisher.newPage();
  const bad = [
    "not base64 !",
    Buffer.from([1, 1, 5]).toString("base64url"), // cut short
    openEntry("x".repeat(200)).toString("base64url"), // name over its limit
    openEntry("Mallory", "sutras=nonsense").toString("base64url"), // options the app cannot read
    Buffer.from([2, ...openEntry("Mallory").subarray(1)]).toString("base64url"), // another version
    "A".repeat(5000), // content over its limit
  ];
  for (const content of bad) await publish(blank, relay.url, lobbyEvent(content));
  const stored = await publish(blank, relay.url, lobbyEvent(openEntry("Valid").toString("base64url")));
  assert.deepEqual([stored?.[0], stored?.[2]], ["OK", true], "the relay stored the valid entry");

  const viewer = await person();
  await openLobby(viewer.page);
  await entryOf(viewer.page, "Valid").waitFor({ timeout: 20000 });
  assert.equal(await viewer.page.locator('[data-testid="lobby-entry"]').count(), 1, "only the valid entry");
  assert.doesNotMatch(await viewer.page.textContent('[data-testid="lobby"]'), /Mallory|xxxx/);

  await entryOf(viewer.page, "Valid").locator('[data-testid="lobby-hide"]').click();
  await entryOf(viewer.page, "Valid").waitFor({ state: "detached" });
  await viewer.page.locator('[data-testid="lobby-show-hidden"]').waitFor();
  // Kept on the device: hidden again after a reload.
  await viewer.page.reload();
  await viewer.page.locator('[data-square="e3"]').waitFor();
  await openLobby(viewer.page);
  await viewer.page.locator('[data-testid="lobby-show-hidden"]').waitFor();
  assert.equal(await entryOf(viewer.page, "Valid").count(), 0);
  await viewer.page.click('[data-testid="lobby-show-hidden"]');
  await entryOf(viewer.page, "Valid").waitFor();
  await viewer.context.close();
  await publisher.close();
});

test("on a phone in English and Thai, and on a desktop in Thai: the lobby fits, is axe-clean, and in local mode says it needs relays", { skip }, async () => {
  const poster = await person({ width: 390, height: 844 });
  await openLobby(poster.page);
  await post(poster.page, { name: "Phone", clock: "3-2" });
  for (const [lang, width, height] of [["en", 390, 844], ["th", 390, 844], ["th", 1366, 768]]) {
    const viewer = await person({ width, height });
    await chooseLanguage(viewer.page, lang);
    await openLobby(viewer.page);
    await entryOf(viewer.page, "Phone").waitFor({ timeout: 20000 });
    const overflow = await viewer.page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="lobby"]');
      return dialog.scrollWidth - dialog.clientWidth;
    });
    assert.ok(overflow <= 1, `${lang} at ${width} px: nothing wider than the view (${overflow} px over)`);
    await audit(viewer.page, `the lobby at ${width} px (${lang})`);
    await viewer.page.screenshot({ path: `${SCREENSHOTS}/lobby-${width}-${lang}.png` });
    await viewer.page.click('[data-testid="lobby-close"]');
    await useNetwork(viewer.page, "local");
    await viewer.page.click('[data-testid="lobby-open"]');
    await viewer.page.locator('[data-testid="lobby-needs-relays"]').waitFor();
    await audit(viewer.page, `the lobby without relays at ${width} px (${lang})`);
    await viewer.page.click('[data-testid="lobby-close"]');
    // Back on the relay, it lists the challenge again.
    await useNetwork(viewer.page, "custom", [relay.url]);
    await openLobby(viewer.page);
    await entryOf(viewer.page, "Phone").waitFor({ timeout: 20000 });
    await viewer.context.close();
  }
  // Closing the view withdraws the challenge everywhere.
  const watcher = await person();
  await openLobby(watcher.page);
  await entryOf(watcher.page, "Phone").waitFor({ timeout: 20000 });
  await poster.page.click('[data-testid="lobby-close"]');
  await entryOf(watcher.page, "Phone").waitFor({ state: "detached", timeout: 20000 });
  for (const p of [poster, watcher]) await p.context.close();
});
