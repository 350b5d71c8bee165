// Measures live play on loopback as issue 48 asks (a measurement, not a test): the time from the reply given
// to the host to both boards saying connected, and the latency of moves over the data channel — from the
// move entered on one board to the other board showing it — over 50 moves (median and 95th percentile).
// Two browser contexts in Debian's Chromium, no ICE server.
// Usage: node scripts/measure-live.mjs [DIST] [--rounds N]   (defaults: dist, 3 connections)
// Exits 0 whatever the figures; 1 if live play cannot be measured.
import { resolve } from "node:path";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { closeAll, connectPair, fen } from "../tests/e2e/live-pair.mjs";

const MOVES = 50;
/** Knights out and back: legal for ever (Makruk has no repetition rule). */
const SHUTTLE = [
  ["g1e2", "g8e7"],
  ["e2g1", "e7g8"],
];

const args = process.argv.slice(2);
const dist = resolve(args.find((a) => !a.startsWith("--")) ?? "dist");
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;

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
