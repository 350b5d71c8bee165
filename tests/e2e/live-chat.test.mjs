// The players' chat in live play (issue 60, item 5): two browser contexts connected by one link through a real Nostr
// relay on loopback (tests/e2e/relay.mjs), set through Preferences → Network → custom as a user would. The guest reads
// Thai on a 390 px phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, chooseLanguage, useSite } from "./browser.mjs";
import { play, waitConnected } from "./live-pair.mjs";
import { readLibrary, waitForSave } from "./library-fill.mjs";
import { personWithRelays } from "./live-relayed.mjs";
import { useRelay } from "./relay.mjs";
import { audit } from "./axe.mjs";

const handle = useSite();
const relay = await useRelay();
const { skip } = relay;

/** The host (English, desktop) and the guest (Thai, 390 px phone), connected by one link. */
async function connectedPair() {
  const host = await personWithRelays(handle.site, [relay.url]);
  const guest = await personWithRelays(handle.site, [relay.url]);
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(guest.page, "th");
  await host.page.click('[data-testid="live-host"]');
  await host.page.selectOption('[data-testid="live-side"]', "white");
  await host.page.fill('[data-testid="live-name"]', "Somchai");
  await host.page.selectOption('[data-testid="live-network"]', "custom");
  await host.page.click('[data-testid="live-start"]');
  const link = host.page.locator('[data-testid="live-link"]');
  await link.waitFor({ timeout: 20000 });
  await audit(host.page, "the one link");
  await guest.page.goto("about:blank");
  await guest.page.goto(await link.inputValue());
  await guest.page.locator('[data-testid="live-offer"]').waitFor();
  await audit(guest.page, "the one link's offer in Thai on a phone");
  await guest.page.screenshot({ path: `${SCREENSHOTS}/live-offer-th-390.png` });
  await guest.page.fill('[data-testid="live-name"]', "Dara");
  await guest.page.click('[data-testid="live-accept"]');
  await Promise.all([waitConnected(host.page), waitConnectedTh(guest.page)]);
  return { host, guest };
}

/** The Thai board says connected (เชื่อมต่อแล้ว). */
async function waitConnectedTh(page) {
  await page.waitForFunction(
    () => /เชื่อมต่อแล้ว/.test(document.querySelector('[data-testid="live-status"]')?.textContent ?? ""),
    null,
    { timeout: 20000 },
  );
}

const log = (page) => page.textContent('[data-testid="live-chat-log"]');

/** Waits until `page`'s chat log holds `text`. */
async function waitForLine(page, text) {
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="live-chat-log"]')?.textContent.includes(t),
    text,
    { timeout: 10000 },
  );
}

/** Sends free text from `page`. */
async function send(page, text) {
  await page.fill('[data-testid="live-chat-input"]', text);
  await page.click('[data-testid="live-chat-send"]');
}

test("chat both ways: a ready phrase shows in each side's language, text is shown as text, too long a text is refused, mute hides the friend; kept in the library and shown when the game is opened from Games after it, absent from a plain PGN export", { skip }, async () => {
  const { host, guest } = await connectedPair();
  // A ready phrase: the host says Good luck, the Thai guest reads โชคดีนะ!
  await host.page.click('[data-testid="live-chat-phrase"][data-phrase="1"]');
  await waitForLine(host.page, "Good luck!");
  await waitForLine(guest.page, "โชคดีนะ!");
  assert.doesNotMatch(await log(guest.page), /Good luck/);
  // Free text both ways, markup shown as text.
  await send(guest.page, "<b>สวัสดีครับ</b>");
  await waitForLine(host.page, "<b>สวัสดีครับ</b>");
  assert.equal(await host.page.locator('[data-testid="live-chat-log"] b').count(), 0, "no markup made from text");
  await play(host.page, guest.page, "e3e4");
  await send(host.page, "your move");
  await waitForLine(guest.page, "your move");
  await audit(host.page, "the live chat");
  await audit(guest.page, "the live chat in Thai on a phone");
  await guest.page.screenshot({ path: `${SCREENSHOTS}/live-chat-th-phone.png`, fullPage: true });
  await host.page.screenshot({ path: `${SCREENSHOTS}/live-chat-en.png` });

  // Too long a text is refused and nothing is sent; the right length then goes.
  await send(host.page, "ก".repeat(201));
  await host.page.locator('[data-testid="live-chat-too-long"]').waitFor();
  assert.match(await host.page.textContent('[data-testid="live-chat-too-long"]'), /200.*201/);
  const last = "ข".repeat(199) + "!";
  await send(host.page, last);
  await waitForLine(guest.page, last);
  assert.doesNotMatch(await log(guest.page), /ก{201}/);

  // The guest mutes the host: the host's messages are no longer shown there.
  await guest.page.check('[data-testid="live-chat-mute"]');
  assert.doesNotMatch(await log(guest.page), /your move/);
  await send(host.page, "can you hear me");
  await waitForLine(host.page, "can you hear me");
  await send(guest.page, "muted but talking");
  await waitForLine(host.page, "muted but talking");
  assert.doesNotMatch(await log(guest.page), /can you hear me/);
  await guest.page.uncheck('[data-testid="live-chat-mute"]');
  await send(host.page, "back again");
  await waitForLine(guest.page, "back again");

  // Kept with the game in the library.
  await waitForSave(host.page, "back again");
  const saved = JSON.stringify(await readLibrary(host.page));
  assert.match(saved, /chat 0 white phrase 1/);
  assert.match(saved, /chat 0 black text <b>สวัสดีครับ<\/b>/);

  // The PGN export leaves the chat out unless asked.
  await host.page.click('[data-testid="export"]');
  const pgn = () => host.page.inputValue('[data-testid="export-pgn-text"]');
  assert.doesNotMatch(await pgn(), /your move|Good luck/);
  await host.page.check('[data-testid="export-chat"]');
  assert.match(await pgn(), /\{Somchai: Good luck!\}/);
  assert.match(await pgn(), /your move/);
  await host.page.click('[data-testid="export-close"]');

  // After the game, on the same device: another game, then the live one opened from Games shows its chat, and its
  // PGN export still leaves the chat out unless asked.
  await host.page.click('[data-testid="resign"]');
  await host.page.click('[data-testid="confirm-resign"]');
  await host.page.waitForFunction(() => /resign/i.test(document.querySelector('[data-testid="result"]')?.textContent ?? ""));
  await guest.page.locator('[data-testid="result"]').waitFor();
  await host.page.click('[data-testid="new-game"]');
  await host.page.click('[data-testid="vs-human"]');
  await host.page.click('[data-testid="start-game"]');
  assert.equal(await host.page.locator('[data-testid="live-chat-log"]').count(), 0, "a game with no chat");
  await host.page.click('[data-testid="games"]');
  await host.page.selectOption('[data-testid="games-opponent"]', { label: "Live" });
  await host.page.locator('[data-testid="game-row"] .game-open').first().click();
  await host.page.waitForFunction(() => /resign/i.test(document.querySelector('[data-testid="result"]')?.textContent ?? ""));
  for (const line of ["Good luck!", "<b>สวัสดีครับ</b>", "your move", "muted but talking", "back again", last]) {
    await waitForLine(host.page, line);
  }
  assert.equal(await host.page.locator('[data-testid="live-chat-log"] li').count(), 7);
  await audit(host.page, "a finished live game with its chat, opened from Games");
  await host.page.click('[data-testid="export"]');
  assert.doesNotMatch(await pgn(), /your move|Good luck|back again/);
  assert.match(await pgn(), /1-0|0-1/);
  await host.page.check('[data-testid="export-chat"]');
  assert.match(await pgn(), /\{Dara: <b>สวัสดีครับ<\/b>\}/);
  assert.match(await pgn(), /back again/);
  await host.page.click('[data-testid="export-close"]');

  assert.deepEqual([...host.page.errors, ...guest.page.errors], []);
  for (const person of [host, guest]) await person.context.close();
});
