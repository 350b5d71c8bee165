// Live play's reconnection, recovery and fallbacks (issue 60, items 2, 6 and 7): a real Nostr relay on loopback
// (tests/e2e/relay.mjs), set as a user would through Preferences → Network → custom. A reload of either side, a
// game reopened from Games: both boards reconnect with no action, twice in a row too; a standing draw offer survives it, the reloading side's own too; no relay
// answers: the hand-carried exchange, for the guest too; a wrong reply then the right one; a relay that sends
// malformed and replayed frames (tests/e2e/relay-proxy.mjs) is ignored.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, chooseLanguage, useSite } from "./browser.mjs";
import { fen, play } from "./live-pair.mjs";
import { CONNECTED, LOST, hostGame, openLink, personWithRelays, waitStatus } from "./live-relayed.mjs";
import { startRelay, useRelay } from "./relay.mjs";
import { startHostileProxy } from "./relay-proxy.mjs";
import { audit } from "./axe.mjs";
import { waitForSave } from "./library-fill.mjs";

const handle = useSite();
const relay = await useRelay();
const { skip } = relay;

/**
 * Two people on `relays` connected by the host's one link (the host White, with `clock` if given), both in `lang`;
 * the one link's dialog is audited when a viewport or a language is given.
 */
async function linkedPair(relays, { clock = null, viewport = null, lang = "en" } = {}) {
  const host = await personWithRelays(handle.site, relays, { viewport });
  const guest = await personWithRelays(handle.site, relays, { viewport });
  if (lang !== "en") for (const person of [host, guest]) await chooseLanguage(person.page, lang);
  const link = await hostGame(host.page, "live-link", { clock });
  if (viewport || lang !== "en") {
    const width = viewport?.width ?? host.page.viewportSize().width;
    await audit(host.page, `the one link at ${width} px (${lang})`);
    await host.page.screenshot({ path: `${SCREENSHOTS}/live-link-${lang}-${width}.png` });
  }
  await openLink(guest.page, link);
  await guest.page.fill('[data-testid="live-name"]', "Dara");
  await guest.page.click('[data-testid="live-accept"]');
  await Promise.all([waitStatus(host.page, CONNECTED), waitStatus(guest.page, CONNECTED)]);
  return { host, guest, link };
}

/** Black's clock as `page` shows it (the guest, Black, sees it at the bottom). */
const blackClock = (page, place) => page.textContent(`[data-testid="clock-${place}"]`);

test("a reload of either side reconnects with no action, at the same position and clocks", { skip }, async () => {
  const { host, guest } = await linkedPair([relay.url], { clock: "10-5" });
  await play(host.page, guest.page, "e3e4");
  await play(guest.page, host.page, "d6d5");
  await play(host.page, guest.page, "e4d5");
  const before = await fen(host.page);

  await guest.page.reload();
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
  assert.equal(await fen(guest.page), before);
  assert.equal(await blackClock(host.page, "top"), await blackClock(guest.page, "bottom"));
  await play(guest.page, host.page, "c6c5");

  await host.page.reload();
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
  assert.equal(await fen(host.page), await fen(guest.page));
  assert.equal(await blackClock(host.page, "top"), await blackClock(guest.page, "bottom"));
  await play(host.page, guest.page, "a3a4");
  assert.deepEqual([...host.page.errors, ...guest.page.errors], []);
  for (const person of [host, guest]) await person.context.close();
});

test("two reloads of the host two seconds apart both reconnect (the relay's kept joins are not taken for new ones)", { skip }, async () => {
  const { host, guest } = await linkedPair([relay.url]);
  await play(host.page, guest.page, "e3e4");
  for (const move of [["d6d5", "a3a4"], ["h6h5", "h3h4"]]) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await host.page.reload();
    await waitStatus(host.page, /^connected/);
    await play(guest.page, host.page, move[0]);
    await play(host.page, guest.page, move[1]);
  }
  assert.deepEqual([...host.page.errors, ...guest.page.errors], []);
  for (const person of [host, guest]) await person.context.close();
});

test("a draw offer standing when the friend reloads stands again after the reconnection, and is accepted", { skip }, async () => {
  const { host, guest } = await linkedPair([relay.url]);
  await play(host.page, guest.page, "e3e4");
  await play(guest.page, host.page, "d6d5");
  await host.page.click('[data-testid="offer-draw"]');
  await play(host.page, guest.page, "e4d5");
  await guest.page.locator('[data-testid="accept-draw"]').waitFor();
  await guest.page.reload();
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
  await guest.page.locator('[data-testid="accept-draw"]').click();
  for (const page of [host.page, guest.page]) {
    await page.waitForFunction(() => /draw/i.test(document.querySelector('[data-testid="result"]')?.textContent ?? ""));
  }
  for (const person of [host, guest]) await person.context.close();
});

test("a draw offer made by the side that reloads is kept with its game and stands again on both boards, and is accepted (390 px)", { skip }, async () => {
  const { host, guest } = await linkedPair([relay.url], { viewport: { width: 390, height: 844 } });
  await play(host.page, guest.page, "e3e4");
  await play(guest.page, host.page, "d6d5");
  await host.page.click('[data-testid="offer-draw"]');
  await play(host.page, guest.page, "e4d5");
  await guest.page.locator('[data-testid="accept-draw"]').waitFor();
  // The offer is in the host's saved game before it reloads.
  await waitForSave(host.page, "offers draw");
  await host.page.reload();
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
  await host.page.locator('[data-testid="draw-offer"]').waitFor();
  await audit(host.page, "a reconnected board with its draw offer standing, on a phone");
  await guest.page.locator('[data-testid="accept-draw"]').click();
  for (const page of [host.page, guest.page]) {
    await page.waitForFunction(() => /draw/i.test(document.querySelector('[data-testid="result"]')?.textContent ?? ""));
  }
  assert.deepEqual([...host.page.errors, ...guest.page.errors], []);
  for (const person of [host, guest]) await person.context.close();
});

test("the guest opening again a link it accepted resumes that game under its seat (390 px, Thai)", { skip }, async () => {
  const { host, guest, link } = await linkedPair([relay.url], { viewport: { width: 390, height: 844 }, lang: "th" });
  await play(host.page, guest.page, "e3e4");
  const before = await fen(host.page);
  await openLink(guest.page, link);
  await guest.page.click('[data-testid="live-accept"]');
  await Promise.all([waitStatus(host.page, CONNECTED), waitStatus(guest.page, CONNECTED)]);
  assert.equal(await guest.page.locator('[data-testid="live-seat-taken"]').count(), 0);
  assert.equal(await fen(guest.page), before);
  await play(guest.page, host.page, "d6d5");
  for (const person of [host, guest]) await person.context.close();
});

test("an unfinished live game reopened from Games reconnects by itself (the guest, in Thai, sees the connection lost meanwhile)", { skip }, async () => {
  const { host, guest } = await linkedPair([relay.url]);
  await play(host.page, guest.page, "e3e4");
  await play(guest.page, host.page, "d6d5");
  await chooseLanguage(guest.page, "th");
  const before = await fen(host.page);
  await host.page.click('[data-testid="new-game"]');
  await host.page.click('[data-testid="vs-human"]');
  await host.page.click('[data-testid="start-game"]');
  await waitStatus(guest.page, LOST);
  // A game over relays says it is reconnecting by itself, not only that the connection is lost.
  assert.match(await guest.page.textContent('[data-testid="live-status"]'), /กำลังเชื่อมต่อใหม่เอง/);
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    await guest.page.setViewportSize({ width, height });
    await audit(guest.page, `connection lost, waiting for the relay, at ${width} px (th)`);
    await guest.page.screenshot({ path: `${SCREENSHOTS}/live-relay-lost-th-${width}.png` });
  }
  await host.page.click('[data-testid="games"]');
  await host.page.selectOption('[data-testid="games-opponent"]', { label: "Live" });
  await host.page.locator('[data-testid="game-row"] .game-open').first().click();
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, CONNECTED)]);
  assert.equal(await fen(host.page), before);
  await play(host.page, guest.page, "a3a4");
  for (const person of [host, guest]) await person.context.close();
});

test("the relay stops: the host and the guest are offered the hand-carried exchange, and a wrong invite then the right one connects", { skip }, async () => {
  const doomed = await startRelay();
  const host = await personWithRelays(handle.site, [doomed.url]);
  const guest = await personWithRelays(handle.site, [doomed.url]);
  const link = await hostGame(host.page, "live-link");
  await doomed.stop();
  await openLink(guest.page, link);
  await guest.page.click('[data-testid="live-accept"]');
  await guest.page.locator('[data-testid="live-no-relay"]').waitFor({ timeout: 20000 });
  await guest.page.locator('[data-testid="live-fallback-link"]').waitFor();
  await audit(guest.page, "no relay answered, the guest's dialog");
  await guest.page.screenshot({ path: `${SCREENSHOTS}/live-no-relay-guest.png` });
  // The host's dialog turned to the hand-carried invite (its link's relay is gone too).
  const invite = await host.page.locator('[data-testid="live-invite"]').inputValue({ timeout: 20000 });
  await audit(host.page, "no relay open, the host's invite");
  // A cut invite is refused and changes nothing; the whole one is offered.
  await guest.page.fill('[data-testid="live-invite-input"]', invite.slice(0, -12));
  await guest.page.click('[data-testid="live-invite-ok"]');
  await guest.page.locator('[data-testid="live-problem"]').waitFor();
  assert.equal(await guest.page.locator('[data-testid="live-invite-input"]').count(), 1, "the paste field stays");
  await guest.page.fill('[data-testid="live-invite-input"]', invite);
  await guest.page.click('[data-testid="live-invite-ok"]');
  await guest.page.locator('[data-testid="live-offer"]').waitFor();
  await guest.page.click('[data-testid="live-accept"]');
  const reply = await guest.page.locator('[data-testid="live-reply"]').inputValue({ timeout: 20000 });
  await host.page.fill('[data-testid="live-reply-input"]', reply);
  await host.page.click('[data-testid="live-reply-ok"]');
  await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
  for (const person of [host, guest]) await person.context.close();
});

test("a wrong reply is refused with the invite and its paste field kept; the right one then connects (390 px, Thai)", { skip }, async () => {
  const stopped = await startRelay();
  await stopped.stop();
  const host = await personWithRelays(handle.site, [stopped.url]);
  const guest = await personWithRelays(handle.site, [stopped.url]);
  for (const { page } of [host, guest]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('[data-testid="lang"]');
    await page.click('[data-testid="lang-th"]');
  }
  const invite = await hostGame(host.page, "live-invite");
  await openLink(guest.page, invite);
  await guest.page.click('[data-testid="live-accept"]');
  const reply = await guest.page.locator('[data-testid="live-reply"]').inputValue({ timeout: 20000 });
  await host.page.fill('[data-testid="live-reply-input"]', reply.slice(0, -10));
  await host.page.click('[data-testid="live-reply-ok"]');
  await host.page.locator('[data-testid="live-problem"]').waitFor();
  for (const kept of ["live-invite", "live-qr", "live-reply-input"]) {
    assert.equal(await host.page.locator(`[data-testid="${kept}"]`).count(), 1, `${kept} stays`);
  }
  await host.page.screenshot({ path: `${SCREENSHOTS}/live-reply-refused-th-390.png` });
  await audit(host.page, "a refused reply, the invite kept");
  await host.page.fill('[data-testid="live-reply-input"]', reply);
  await host.page.click('[data-testid="live-reply-ok"]');
  await Promise.all([waitStatus(host.page, /เชื่อมต่อแล้ว|connected/), waitStatus(guest.page, /เชื่อมต่อแล้ว|connected/)]);
  for (const person of [host, guest]) await person.context.close();
});

test("a relay that sends malformed and replayed frames is ignored: the link connects and a reload reconnects", { skip }, async () => {
  const proxy = await startHostileProxy(Number(new URL(relay.url).port));
  try {
    const { host, guest } = await linkedPair([proxy.url]);
    await play(host.page, guest.page, "e3e4");
    await guest.page.reload();
    await Promise.all([waitStatus(host.page, /^connected/), waitStatus(guest.page, /^connected/)]);
    await play(guest.page, host.page, "d6d5");
    const { malformed, replayed } = proxy.counts();
    assert.ok(malformed > 0 && replayed > 0, `frames injected: ${malformed} malformed, ${replayed} replayed`);
    assert.deepEqual([...host.page.errors, ...guest.page.errors], []);
    for (const person of [host, guest]) await person.context.close();
  } finally {
    await proxy.stop();
  }
});
