// Live play in two browser contexts: the people, their invite and reply, and their moves, shared by the
// end-to-end tests (live.test.mjs) and the latency measurement (scripts/measure-live.mjs).
import assert from "node:assert/strict";
import { newPerson as personOf, openPage } from "./browser.mjs";

/** A person whose data channels the test can reach (`window.__liveChannels`). */
export function newPerson(site) {
  return personOf(site, () => {
    const create = RTCPeerConnection.prototype.createDataChannel;
    window.__liveChannels = [];
    RTCPeerConnection.prototype.createDataChannel = function (...args) {
      const channel = create.apply(this, args);
      window.__liveChannels.push(channel);
      return channel;
    };
  });
}

export { openPage };

export const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
export const status = (page) => page.textContent('[data-testid="live-status"]');

export async function waitConnected(page) {
  await page.waitForFunction(
    () => /connected/i.test(document.querySelector('[data-testid="live-status"]')?.textContent ?? ""),
    null,
    { timeout: 15000 },
  );
}

/** The host makes an invite (local network only) and returns its link. */
export async function makeInvite(host, { side = "white", clock = null, reconnect = false } = {}) {
  if (reconnect) {
    await host.click('[data-testid="live-reconnect"]');
  } else {
    await host.click('[data-testid="live-host"]');
    await host.selectOption('[data-testid="live-side"]', side);
    if (clock) await host.click(`[data-testid="clock-${clock}"]`);
    await host.fill('[data-testid="live-name"]', "Somchai");
    await host.selectOption('[data-testid="live-network"]', "local");
    await host.click('[data-testid="live-start"]');
  }
  const invite = host.locator('[data-testid="live-invite"]');
  await invite.waitFor({ timeout: 15000 });
  await host.locator('[data-testid="live-qr"]').waitFor();
  return invite.inputValue();
}

/** The guest opens the invite, accepts it, and returns the reply link. */
export async function acceptInvite(guest, link) {
  await guest.goto("about:blank");
  await guest.goto(link);
  await guest.locator('[data-testid="live-accept"]').waitFor();
  await guest.fill('[data-testid="live-name"]', "Dara");
  await guest.selectOption('[data-testid="live-network"]', "local");
  await guest.click('[data-testid="live-accept"]');
  const reply = guest.locator('[data-testid="live-reply"]');
  await reply.waitFor({ timeout: 15000 });
  return reply.inputValue();
}

/**
 * Two people connected in a new live game on `site`; the host plays `options.side`. `connectMs` is the
 * time from the reply given to the host to both boards saying connected.
 */
export async function connectPair(site, options = {}) {
  const hostContext = await newPerson(site);
  const guestContext = await newPerson(site);
  const host = await openPage(hostContext, site.url);
  const guest = await openPage(guestContext, site.url);
  const invite = await makeInvite(host, options);
  assert.match(invite, /#live=[A-Za-z0-9_-]+$/);
  const reply = await acceptInvite(guest, invite);
  assert.match(reply, /#reply=[A-Za-z0-9_-]+$/);
  await host.fill('[data-testid="live-reply-input"]', reply);
  const given = performance.now();
  await host.click('[data-testid="live-reply-ok"]');
  await Promise.all([waitConnected(host), waitConnected(guest)]);
  const connectMs = performance.now() - given;
  return { host, guest, hostContext, guestContext, invite, reply, connectMs };
}

/** Plays `uci` on `page` through the command box and waits until `other` shows the same position. */
export async function play(page, other, uci) {
  await page.fill('[data-testid="move-input"]', uci);
  await page.press('[data-testid="move-input"]', "Enter");
  const expected = await fen(page);
  await other.waitForFunction((f) => document.querySelector("[data-fen]")?.getAttribute("data-fen") === f, expected, {
    timeout: 5000,
  });
}

export async function closeAll(pair) {
  await pair.hostContext.close();
  await pair.guestContext.close();
}

