// Measures live play on loopback as issues 48 and 60 ask (a measurement, not a test), in two browser contexts of
// Debian's Chromium with no ICE server:
// - hand-carried: the reply given to the host → both boards connected, and move latency over the data channel
//   (a move entered on one board → the other board showing it) over 50 moves (median and 95th percentile);
// - with a real Nostr relay on loopback (tests/e2e/relay.mjs) set through Preferences → Network → custom: the one
//   link opened by the guest → both boards connected (Accept pressed as soon as the offer shows); a reload of one
//   side (host and guest in turn) → both boards connected again with no action; and a challenge posted in Play
//   online → shown in another context's lobby (the poster opens the lobby afresh each round, a new key, and
//   closes it after, withdrawing the challenge). Median, min and max of each.
// Usage: node scripts/measure-live.mjs [DIST] [--rounds N] [--links N] [--reloads N] [--challenges N]
//   (defaults: dist, 3 hand-carried connections, 20 links, 10 reloads, 10 challenges)
// Exits 0 whatever the figures; 1 if live play cannot be measured.
import { resolve } from "node:path";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { closeAll, connectPair, fen, play } from "../tests/e2e/live-pair.mjs";
import { hostGame, personWithRelays, waitStatus } from "../tests/e2e/live-relayed.mjs";
import { relayAvailable, startRelay } from "../tests/e2e/relay.mjs";
import { entryOf, openLobby } from "../tests/e2e/lobby-page.mjs";

const MOVES = 50;
/** The pause before each reload (not timed): seconds, as a phone that drops again soon after. */
const RELOAD_PAUSE_MS = 2000;
/** Knights out and back: legal for ever (Makruk has no repetition rule). */
const SHUTTLE = [
  ["g1e2", "g8e7"],
  ["e2g1", "e7g8"],
];

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith("--")) ?? "dist");
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
const countOf = (flag, fallback) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : fallback);
const links = countOf("--links", 20);
const reloads = countOf("--reloads", 10);
const challenges = countOf("--challenges", 10);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Enters `uci` on `mover` and returns the milliseconds until `other` shows the position. */
async function timedMove(mover, other, uci) {
  await mover.fill('[data-testid="move-input"]', uci);
  const start = performance.now();
  await mover.press('[data-testid="move-input"]', "Enter");
  const expected = await fen(mover);
  await other.waitForFunction((f) => document.querySelector("[data-fen]")?.getAttribute("data-fen") === f, expected, {
    timeout: 5000,
    polling: "raf",
  });
  return performance.now() - start;
}

const { server, url } = await startServer({ dir: dist });
const browser = await launchBrowser();
const site = { browser, url };
const connects = [];
const latencies = [];
const linked = [];
const reconnected = [];
const seen = [];

/** Both boards say connected. */
const bothConnected = (host, guest) => Promise.all([waitStatus(host, /^connected/), waitStatus(guest, /^connected/)]);

/** A challenge posted by one person → shown in the other's lobby, `challenges` times. */
async function measureLobby(poster, viewer) {
  await openLobby(viewer);
  for (let round = 0; round < challenges; round++) {
    await openLobby(poster);
    const name = `Round ${round + 1}`;
    await poster.fill('[data-testid="lobby-your-name"]', name);
    const start = performance.now();
    await poster.click('[data-testid="lobby-post"]');
    await viewer.waitForFunction(
      (name) => [...document.querySelectorAll('[data-testid="lobby-entry"]')].some((e) => e.textContent.includes(name)),
      name,
      { timeout: 20000, polling: "raf" },
    );
    seen.push(performance.now() - start);
    await poster.click('[data-testid="lobby-close"]');
    await entryOf(viewer, name).waitFor({ state: "detached", timeout: 20000 });
  }
}

/** The one link's, the reload's and the lobby's figures, on a relay on loopback. */
async function measureRelayed() {
  const relay = await startRelay();
  try {
    if (challenges > 0) {
      const poster = await personWithRelays(site, [relay.url]);
      const viewer = await personWithRelays(site, [relay.url]);
      await measureLobby(poster.page, viewer.page);
      for (const person of [poster, viewer]) await person.context.close();
    }
    if (links === 0) return;
    const host = await personWithRelays(site, [relay.url]);
    const guest = await personWithRelays(site, [relay.url]);
    for (let i = 0; i < links; i++) {
      const link = await hostGame(host.page, "live-link");
      await guest.page.goto("about:blank");
      const start = performance.now();
      await guest.page.goto(link);
      await guest.page.click('[data-testid="live-accept"]');
      await bothConnected(host.page, guest.page);
      linked.push(performance.now() - start);
    }
    await play(host.page, guest.page, "e3e4");
    for (let i = 0; i < reloads; i++) {
      // Close together, as a phone that drops often reloads.
      await new Promise((resolve) => setTimeout(resolve, RELOAD_PAUSE_MS));
      const side = i % 2 === 0 ? guest.page : host.page;
      const start = performance.now();
      await side.reload();
      await bothConnected(host.page, guest.page);
      reconnected.push(performance.now() - start);
    }
    for (const person of [host, guest]) await person.context.close();
  } finally {
    await relay.stop();
  }
}

try {
  for (let round = 0; round < rounds; round++) {
    const pair = await connectPair(site, { side: "white" });
    connects.push(pair.connectMs);
    for (let ply = 0; ply < MOVES; ply++) {
      const [mover, other] = ply % 2 === 0 ? [pair.host, pair.guest] : [pair.guest, pair.host];
      const uci = SHUTTLE[Math.floor(ply / 2) % 2][ply % 2];
      latencies.push(await timedMove(mover, other, uci));
    }
    await closeAll(pair);
  }
  if (links + reloads + challenges > 0) {
    if (await relayAvailable()) await measureRelayed();
    else console.error("measure-live: no relay installed (scripts/setup.sh): the one link and the lobby are not measured");
  }
} catch (error) {
  console.error(`measure-live: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
const ms = (v) => `${v.toFixed(0)} ms`;
if (connects.length) {
  console.log(`reply given → connected on both boards: ${connects.map(ms).join(", ")} (median ${ms(percentile(connects, 50))})`);
}
if (latencies.length) {
  console.log(
    `move latency over ${latencies.length} moves (entered on one board → shown on the other): ` +
      `median ${ms(percentile(latencies, 50))}, 95th percentile ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
  );
}
const spread = (values) =>
  `median ${ms(percentile(values, 50))}, min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}`;
if (linked.length) {
  console.log(`one link opened by the guest → connected on both boards, ${linked.length} links: ${spread(linked)}`);
}
if (reconnected.length) {
  console.log(`reload of one side → reconnected on both boards, ${reconnected.length} reloads: ${spread(reconnected)}`);
}
if (seen.length) {
  console.log(`challenge posted → seen in another context's lobby, ${seen.length} challenges: ${spread(seen)}`);
}
