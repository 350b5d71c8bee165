// Measures the lobby on loopback as issue 60 asks (a measurement, not a test): the time from a challenge posted
// in one browser context (Play online → Post the challenge) to another context's lobby showing it, through a
// real Nostr relay on loopback (tests/e2e/relay.mjs) set in Preferences → Network → custom. Each round the
// poster opens the lobby afresh (a new key), posts, and closes it (withdrawing the challenge).
// Usage: node scripts/measure-lobby.mjs [DIST] [--rounds N]   (defaults: dist, 10 rounds)
// Exits 0 whatever the figures; 1 if the lobby cannot be measured.
import { resolve } from "node:path";
import { launchBrowser, newPerson, openPage } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { startRelay } from "../tests/e2e/relay.mjs";
import { entryOf, openLobby, useNetwork } from "../tests/e2e/lobby-page.mjs";

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith("--")) ?? "dist");
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 10;

/** A page of a new context whose network setting names `relayUrl`, its lobby open and reaching the relay. */
async function lobbyPage(site, relayUrl) {
  const context = await newPerson(site);
  const page = await openPage(context, site.url);
  await useNetwork(page, "custom", [relayUrl]);
  await openLobby(page);
  return page;
}

const { server, url } = await startServer({ dir: dist });
const relay = await startRelay();
const browser = await launchBrowser();
const site = { browser, url };
const seen = [];
try {
  const poster = await lobbyPage(site, relay.url);
  const viewer = await lobbyPage(site, relay.url);
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await openLobby(poster);
    const name = `Round ${round + 1}`;
    await poster.fill('[data-testid="lobby-your-name"]', name);
    const entry = entryOf(viewer, name);
    const start = performance.now();
    await poster.click('[data-testid="lobby-post"]');
    await viewer.waitForFunction(
      (name) => [...document.querySelectorAll('[data-testid="lobby-entry"]')].some((e) => e.textContent.includes(name)),
      name,
      { timeout: 20000, polling: "raf" },
    );
    seen.push(performance.now() - start);
    await poster.click('[data-testid="lobby-close"]');
    await entry.waitFor({ state: "detached", timeout: 20000 });
  }
} catch (error) {
  console.error(`measure-lobby: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await relay.stop();
  server.close();
}
if (seen.length) {
  const sorted = [...seen].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `challenge posted → seen by another context, ${seen.length} rounds: median ${ms(median)}, min ${ms(sorted[0])}, max ${ms(sorted[sorted.length - 1])}`,
  );
}
