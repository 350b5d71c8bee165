// Live play over a relay on loopback, as a user sets it up: the network chosen in Preferences → Network → custom,
// the host's one link, the guest opening it. Shared by the live-relay, live-reconnect, lobby and languages tests
// and scripts/measure-live.mjs.
import { newPerson, openPage } from "./live-pair.mjs";

/** Preferences → Network: `mode` ("internet", "local", "custom"), with these relays and no ICE server when custom. */
export async function useNetwork(page, mode, relays = []) {
  await page.click('[data-testid="preferences-button"]');
  await page.selectOption('[data-testid="net-mode"]', mode);
  if (mode === "custom") {
    await page.fill('[data-testid="net-relays"]', relays.join("\n"));
    await page.fill('[data-testid="net-ice"]', "");
  }
  await page.click('[data-testid="preferences-close"]');
}

/** A person on `site` (`viewport` in size, if given) whose network setting names `relays`. */
export async function personWithRelays(site, relays, { viewport = null } = {}) {
  const context = await newPerson(site);
  const page = await openPage(context, site.url);
  if (viewport) await page.setViewportSize(viewport);
  await useNetwork(page, "custom", relays);
  return { context, page };
}

/**
 * The host starts a live game as White (with `clock`, e.g. "10-5", if given) and returns what its dialog shows
 * under the test id `expect` (the one link, or the invite).
 */
export async function hostGame(page, expect, { clock = null } = {}) {
  await page.click('[data-testid="live-host"]');
  await page.selectOption('[data-testid="live-side"]', "white");
  if (clock) await page.click(`[data-testid="clock-${clock}"]`);
  await page.fill('[data-testid="live-name"]', "Somchai");
  await page.selectOption('[data-testid="live-network"]', "custom");
  await page.click('[data-testid="live-start"]');
  const shown = page.locator(`[data-testid="${expect}"]`);
  await shown.waitFor({ timeout: 20000 });
  return shown.inputValue();
}

/** The guest opens `link` and sees the offer. */
export async function openLink(page, link) {
  await page.goto("about:blank");
  await page.goto(link);
  await page.locator('[data-testid="live-offer"]').waitFor();
}

/** The live status connected, and lost, in English or Thai. */
export const CONNECTED = /^(connected|เชื่อมต่อแล้ว)/;
export const LOST = /^(connection lost|การเชื่อมต่อขาด)/;

/** Waits until `page`'s live status matches `pattern` ("connected", "connection lost"). */
export async function waitStatus(page, pattern, timeout = 30000) {
  await page.waitForFunction(
    (source) => new RegExp(source, "i").test(document.querySelector('[data-testid="live-status"]')?.textContent ?? ""),
    pattern.source,
    { timeout },
  );
}
