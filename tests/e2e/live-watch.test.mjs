// Spectators (issue 60, item 4): the host's watch link opened on a third device, on a real Nostr relay on loopback
// (tests/e2e/relay.mjs). The spectator joins a game already under way and follows its next move on a read-only board.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, chooseLanguage, useSite } from "./browser.mjs";
import { audit } from "./axe.mjs";
import { fen, play, waitConnected } from "./live-pair.mjs";
import { hostGame, openLink, personWithRelays as personOf } from "./live-relayed.mjs";
import { useRelay } from "./relay.mjs";

const handle = useSite();
const relay = await useRelay();
const { skip } = relay;

const personWithRelays = (relays) => personOf(handle.site, relays);

/** The position on the spectator's board. */
const watchedFen = (page) => page.getAttribute('[data-testid="live-watch"] [data-fen]', "data-fen");

/** The players' count of spectators. */
const spectators = (page) => page.textContent('[data-testid="live-spectators"]');

/** Waits until the players' count of spectators matches `pattern`. */
async function waitSpectators(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-testid="live-spectators"]')?.textContent ?? ""),
    pattern.source,
    { timeout: 30000 },
  );
}

/** Waits until the spectator's board shows `expected`. */
async function waitWatched(page, expected) {
  await page.waitForFunction(
    (f) => document.querySelector('[data-testid="live-watch"] [data-fen]')?.getAttribute("data-fen") === f,
    expected,
    { timeout: 30000 },
  );
}

test("a spectator opens the watch link at move 10, sees the game as it stands and follows the next move; the players see how many watch", { skip }, async () => {
  const host = await personWithRelays([relay.url]);
  const guest = await personWithRelays([relay.url]);
  const link = await hostGame(host.page, "live-link", { clock: "10-5" });
  const watchLink = await host.page.locator('[data-testid="live-watch-link"]').inputValue();
  assert.match(watchLink, /#live=[A-Za-z0-9_-]+$/);
  assert.notEqual(watchLink, link, "the watch link is not the play link");
  assert.match(await spectators(host.page), /\b0\b/);
  await openLink(guest.page, link);
  await guest.page.fill('[data-testid="live-name"]', "Dara");
  await guest.page.click('[data-testid="live-accept"]');
  await Promise.all([waitConnected(host.page), waitConnected(guest.page)]);
  for (const [white, black] of [["a3a4", "a6a5"], ["b3b4", "b6b5"], ["c3c4", "c6c5"], ["g3g4", "g6g5"], ["h3h4", "h6h5"]]) {
    await play(host.page, guest.page, white);
    await play(guest.page, host.page, black);
  }

  // The spectator reads Thai; the players English.
  const spectator = await personWithRelays([relay.url]);
  await chooseLanguage(spectator.page, "th");
  await spectator.page.goto("about:blank");
  await spectator.page.goto(watchLink);
  await spectator.page.locator('[data-testid="live-watch"]').waitFor();
  await waitWatched(spectator.page, await fen(host.page));
  const watching = await spectator.page.textContent('[data-testid="live-watch"]');
  assert.match(watching, /กำลังชมเกมสด/);
  assert.match(watching, /Somchai/);
  assert.match(watching, /Dara/);
  // Both clocks, as the host's game has them.
  for (const side of ["white", "black"]) {
    assert.match(await spectator.page.textContent(`[data-testid="live-watch-clock-${side}"]`), /^[0-9๐-๙]+:[0-9๐-๙]{2}/);
  }
  await audit(spectator.page, "the spectator's board");
  await host.page.click('[data-testid="live-spectators"]');
  await audit(host.page, "the watch link and the spectators' count");
  for (const [width, height] of [[390, 844], [1366, 768]]) {
    for (const [who, page] of [["spectator-th", spectator.page], ["host-en", host.page]]) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SCREENSHOTS}/live-watch-${who}-${width}.png` });
    }
  }
  await waitSpectators(host.page, /\b1\b/);
  // The spectator has no seat: no offer to accept.
  assert.equal(await spectator.page.locator('[data-testid="live-accept"]').count(), 0);

  await play(host.page, guest.page, "d3d4");
  await waitWatched(spectator.page, await fen(host.page));
  assert.equal(await watchedFen(spectator.page), await fen(guest.page));
  assert.deepEqual([...host.page.errors, ...guest.page.errors, ...spectator.page.errors], []);
  // The spectator leaves: the players' count goes back down; the game goes on.
  await spectator.context.close();
  await waitSpectators(host.page, /\b0\b/);
  await play(guest.page, host.page, "d6d5");
  for (const person of [host, guest]) await person.context.close();
});
