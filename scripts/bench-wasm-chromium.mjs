// Runs the engine bench compiled to wasm (crates/makruk-worker/examples/wasm_bench.rs) in Debian's
// headless Chromium, as the browser engine runs, and prints its speed like the Node run of
// scripts/bench-engine.sh. The bench runs several times in one page: the first run's time includes
// V8 moving the hot functions from its baseline compiler to its optimising one, so the speed printed
// for the later runs (their median) is the one a long-lived engine worker sees.
//
// Given the native bench binary too, each later run in Chromium alternates with a native run of the same
// bench (`bench --depth N --skip-opponent`), and the ratio of the two medians is printed: a machine whose
// speed drifts then moves both sides alike. The lowest and highest ratio of a Chromium run to the native run
// after it show how far one pair moves on the machine at the time.
//   node scripts/bench-wasm-chromium.mjs <wasm_bench.wasm> <depth> [native bench binary]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

/** Runs after the first, in Chromium (and natively, alternately, when the native bench is given). */
const RUNS = 9;

const [file, depth, native] = process.argv.slice(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const nps = ({ nodes, ms }) => Math.round((nodes * 1000) / ms);

/** One native run of the bench: its nodes/s. */
function nativeRun() {
  const out = execFileSync(native, ["--depth", String(depth), "--skip-opponent"], { encoding: "utf8" });
  const found = out.match(/^total \d+ nodes in \d+ ms: (\d+) nps/m);
  if (!found) throw new Error(`bench-wasm-chromium.mjs: no total in the native bench's output:\n${out}`);
  return Number(found[1]);
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  const agent = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    window.bench = (await WebAssembly.instantiate(bytes, {})).instance.exports.bench;
    return navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0];
  }, readFileSync(file).toString("base64"));
  const wasmRun = () =>
    page.evaluate((depth) => {
      const start = performance.now();
      const nodes = Number(window.bench(depth));
      return { nodes, ms: performance.now() - start };
    }, Number(depth));

  const first = await wasmRun();
  console.log(`wasm (headless ${agent}), first run: ${first.nodes} nodes in ${first.ms.toFixed(0)} ms: ${nps(first)} nps`);
  const warm = [];
  const natives = [];
  for (let i = 0; i < RUNS; i++) {
    warm.push(await wasmRun());
    if (native) natives.push(nativeRun());
  }
  const warmMs = median(warm.map((run) => run.ms));
  const warmNps = nps({ nodes: first.nodes, ms: warmMs });
  console.log(`wasm (headless ${agent}), runs 2-${RUNS + 1} (median): ${first.nodes} nodes in ${warmMs.toFixed(0)} ms: ${warmNps} nps`);
  if (native) {
    const nativeNps = median(natives);
    console.log(`native, alternating with them: ${natives.join(" ")} nps; median ${nativeNps}`);
    const pairs = warm.map((run, i) => nps(run) / natives[i]);
    const spread = `${Math.min(...pairs).toFixed(2)}-${Math.max(...pairs).toFixed(2)}`;
    console.log(`ratio wasm (Chromium)/native of the alternating runs: ${(warmNps / nativeNps).toFixed(2)} (one pair: ${spread})`);
  }
} finally {
  await browser.close();
}
