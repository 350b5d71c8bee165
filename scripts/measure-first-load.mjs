// Measures the first minute of a new visitor as issue 61 asks: cold loads of the built app on a phone profile
// (390x844, CPU slowed 4x, "Fast 3G": 1.6 Mbit/s down, 150 ms round trip, both through Chromium's DevTools
// protocol, files served gzipped as static hosts do) and at 4x CPU with no network limit. For each it prints the
// median of N loads (5 unless told) of:
//   - useful paint: the first frame showing a board with its pieces drawn (the static page's or the app's);
//   - first contentful paint (Chromium's paint timing);
//   - the app's board: the app's own board, with its test hooks, in the page;
//   - first move accepted: e3-e4 pressed as soon as the board takes presses, until it is on the board;
//   - answered: the engine's reply on the board (a first visit plays the engine);
//   - bytes before the board: bytes received (as sent, gzipped) before the useful paint and before the app's board;
//   - requests after the first render: what the page asked for after the app's board appeared, by kind.
// Usage: node scripts/measure-first-load.mjs [DIST] [--loads N] [--json OUT] [--baseline FILE]
//   --json writes the figures to OUT; --baseline prints the figures of FILE (an earlier --json) beside them.
// Exits 0 whatever the figures (it is a measurement, not a test); 1 if the page cannot be measured.
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { startServer } from "../tests/e2e/serve.mjs";
import { gzipSizes, gzipTotals } from "./size-report.mjs";

/** Issue 61's goals on the phone profile. */
export const GOALS = { usefulPaintMs: 1000, answeredMs: 2500, imagesAfterRender: 0, firstLoadBytes: 300 * 1024 };

/** The two profiles: the phone on "Fast 3G", and the same CPU on an unlimited network. */
export const PROFILES = {
  phone: {
    title: "phone: 390x844, CPU 4x slower, Fast 3G (1.6 Mbit/s down, 150 ms RTT)",
    network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  },
  cpu: { title: "phone: 390x844, CPU 4x slower, no network limit", network: undefined },
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

/**
 * Runs in the page before its own scripts: notes (as `performance.now()`, ms since navigation) the first frame
 * showing a board whose pieces' images have arrived, when the app's board appears, and presses e3 then e4 every
 * 20 ms until the move is on the board.
 */
function instrumentPage() {
  const marks = {};
  window.__firstLoad = marks;
  /** The URLs of an element's CSS background images, `data:` ones left out (nothing to fetch). */
  const images = (el) =>
    [...getComputedStyle(el).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]).filter((u) => !u.startsWith("data:"));
  /** Whether `url` (a sprite's view `…/thai.svg#wK` is its file's) has arrived. */
  const arrived = (url) => {
    const file = new URL(url, document.baseURI);
    file.hash = "";
    return performance.getEntriesByName(file.href).some((e) => e.responseEnd > 0);
  };
  const boardDrawn = () => {
    const board = [...document.querySelectorAll(".board")].find((b) => b.getBoundingClientRect().width > 0 && b.checkVisibility());
    if (!board) return false;
    return [...board.querySelectorAll(".piece")].every((p) => images(p).every(arrived));
  };
  const frame = () => {
    const now = performance.now();
    if (!("usefulPaint" in marks) && document.readyState !== "loading" && boardDrawn()) marks.usefulPaint = now;
    if (!("appBoard" in marks) && document.querySelector('[data-square="e3"] [data-piece]')) marks.appBoard = now;
    if (!("answered" in marks)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const press = (square) => {
    const el = document.querySelector(`[data-square="${square}"]`);
    if (!el) return;
    const box = el.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, pointerType: "mouse", button: 0 };
    const point = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    el.dispatchEvent(new PointerEvent("pointerdown", { ...at, ...point, buttons: 1 }));
    el.dispatchEvent(new PointerEvent("pointerup", { ...at, ...point, buttons: 0 }));
  };
  const play = () => {
    if (document.querySelector('[data-ply="2"]')) {
      marks.answered = performance.now();
      return;
    }
    if (document.querySelector('[data-ply="1"]')) marks.accepted ??= performance.now();
    else if (document.querySelector('[data-square="e4"].target')) press("e4");
    else press("e3");
    setTimeout(play, 20);
  };
  setTimeout(play, 0);
}

/** What a request is, for the list of requests after the first render. */
function kindOf(url, type) {
  if (/engine/.test(url)) return "engine";
  if (/\/icon-[0-9a-f]+\.svg$/.test(url)) return "tab icon"; // the browser's, not the page's
  if (type === "Image" || /\.(svg|png)$/.test(url)) return "image";
  if (/\.ftl$|\.woff2$/.test(url)) return "texts and fonts";
  return "other";
}

/** One cold load in a fresh context under `profile`. */
async function measureLoad(browser, url, profile) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: "en-US" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(instrumentPage);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (profile.network) await cdp.send("Network.emulateNetworkConditions", profile.network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const requests = new Map();
  let navigationTs;
  cdp.on("Network.requestWillBeSent", (e) => {
    navigationTs ??= e.timestamp;
    requests.set(e.requestId, { url: e.request.url, type: e.type, sentMs: (e.timestamp - navigationTs) * 1000 });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { doneMs: (e.timestamp - navigationTs) * 1000, bytes: e.encodedDataLength });
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => "answered" in window.__firstLoad, null, { timeout: 120_000, polling: 200 });
    const marks = await page.evaluate(() => window.__firstLoad);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
    if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
    const all = [...requests.values()];
    const bytesBefore = (ms) => all.filter((r) => r.doneMs !== undefined && r.doneMs <= ms).reduce((n, r) => n + r.bytes, 0);
    const after = all.filter((r) => r.sentMs > marks.appBoard && r.sentMs <= marks.answered);
    const byKind = {};
    for (const r of after) byKind[kindOf(r.url, r.type)] = (byKind[kindOf(r.url, r.type)] ?? 0) + 1;
    return {
      usefulPaintMs: marks.usefulPaint,
      fcpMs: fcp,
      appBoardMs: marks.appBoard,
      acceptedMs: marks.accepted,
      answeredMs: marks.answered,
      bytesBeforePaint: bytesBefore(marks.usefulPaint),
      bytesBeforeAppBoard: bytesBefore(marks.appBoard),
      requestsAfterRender: after.length,
      imagesAfterRender: byKind.image ?? 0,
      afterRenderByKind: byKind,
      imagesAfterRenderUrls: after.filter((r) => kindOf(r.url, r.type) === "image").map((r) => new URL(r.url).pathname),
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (!s.length) return undefined;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Serves `dist` gzipped and measures `loads` cold loads in each profile; returns every figure. */
export async function measureFirstLoad({ dist = "dist", loads = 5 } = {}) {
  const totals = gzipTotals(gzipSizes(dist));
  const { server, url } = await startServer({ dir: resolve(dist), gzip: true });
  const browser = await launchBrowser();
  try {
    const profiles = {};
    for (const [name, profile] of Object.entries(PROFILES)) {
      const samples = [];
      for (let i = 0; i < loads; i++) samples.push(await measureLoad(browser, url, profile));
      const figures = {};
      for (const key of Object.keys(samples[0]).filter((k) => typeof samples[0][k] === "number")) {
        figures[key] = median(samples.map((s) => s[key]));
      }
      profiles[name] = { figures, samples };
    }
    return { date: new Date().toISOString().slice(0, 10), firstLoadGzipped: totals.firstLoad, profiles };
  } finally {
    await browser.close();
    server.close();
  }
}

const ms = (x) => (x === undefined ? "-" : `${(x / 1000).toFixed(2)} s`);
const kib = (n) => (n === undefined ? "-" : `${(n / 1024).toFixed(0)} KiB`);
const count = (n) => (n === undefined ? "-" : String(n));

/** The lines the script prints: each figure, today's beside the baseline's, and the goals. */
export function report(now, before) {
  const rows = [
    ["useful paint (a board with its pieces)", "usefulPaintMs", ms, GOALS.usefulPaintMs],
    ["first contentful paint", "fcpMs", ms],
    ["the app's board", "appBoardMs", ms],
    ["first move accepted", "acceptedMs", ms],
    ["first move answered (engine's reply)", "answeredMs", ms, GOALS.answeredMs],
    ["bytes before the useful paint", "bytesBeforePaint", kib],
    ["bytes before the app's board", "bytesBeforeAppBoard", kib],
    ["requests after the first render", "requestsAfterRender", count],
    ["  of which images", "imagesAfterRender", count, GOALS.imagesAfterRender],
  ];
  const lines = [`machine load average (1 min): ${loadavg()[0].toFixed(1)}; timings on a busy machine run high`];
  for (const [name, { figures, samples }] of Object.entries(now.profiles)) {
    const old = before?.profiles?.[name]?.figures;
    lines.push("", `${PROFILES[name].title}: median of ${samples.length} cold loads${old ? `, beside ${before.date}'s` : ""}`);
    for (const [label, key, format, goal] of rows) {
      const met = goal === undefined || name !== "phone" ? "" : figures[key] <= goal ? `  goal <= ${format(goal)}: met` : `  goal <= ${format(goal)}: NOT met`;
      lines.push(`  ${label.padEnd(42)} ${format(figures[key]).padStart(8)}${old ? `  (was ${format(old[key])})` : ""}${met}`);
    }
    const kinds = {};
    for (const s of samples) for (const [kind, n] of Object.entries(s.afterRenderByKind)) kinds[kind] = Math.max(kinds[kind] ?? 0, n);
    lines.push(`  after the first render, at most: ${Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(", ") || "nothing"}`);
    const images = new Set(samples.flatMap((s) => s.imagesAfterRenderUrls ?? []));
    if (images.size) lines.push(`  images asked for after the first render: ${[...images].join(", ")}`);
  }
  const size = now.firstLoadGzipped;
  lines.push(
    "",
    `first page load (wasm + JS + the largest app language part, gzipped): ${kib(size)}${before ? ` (was ${kib(before.firstLoadGzipped)})` : ""}  goal <= ${kib(GOALS.firstLoadBytes)}: ${size <= GOALS.firstLoadBytes ? "met" : "NOT met"}`,
  );
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const loads = Number(option("--loads") ?? 5);
  const json = option("--json");
  const baseline = option("--baseline");
  const dist = args[0] ?? "dist";
  if (!Number.isInteger(loads) || loads < 1) {
    console.error("usage: node scripts/measure-first-load.mjs [DIST] [--loads N] [--json OUT] [--baseline FILE]");
    process.exit(2);
  }
  try {
    const now = await measureFirstLoad({ dist, loads });
    if (json) writeFileSync(json, `${JSON.stringify(now, null, 2)}\n`);
    console.log(report(now, baseline ? JSON.parse(readFileSync(baseline, "utf8")) : undefined));
  } catch (e) {
    console.error(`measure-first-load: the page could not be measured: ${e.message}`);
    process.exit(1);
  }
}
