// Runs the engine bench compiled to wasm (crates/makruk-engine/examples/wasm_bench.rs) in Debian's
// headless Chromium, as the browser engine runs, and prints its speed like the Node run of
// scripts/bench-engine.sh. The bench runs four times in one page: the first run's time includes
// V8 moving the hot functions from its baseline compiler to its optimising one, so the speed
// printed last (the median of runs 2 to 4) is the one a long-lived engine worker sees.
//   node scripts/bench-wasm-chromium.mjs <wasm_bench.wasm> <depth>
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const [file, depth] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ({ base64, depth }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const { instance } = await WebAssembly.instantiate(bytes, {});
      const runs = [];
      for (let i = 0; i < 4; i++) {
        const start = performance.now();
        const nodes = Number(instance.exports.bench(depth));
        runs.push({ nodes, ms: performance.now() - start });
      }
      return { runs, agent: navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] };
    },
    { base64: readFileSync(file).toString("base64"), depth: Number(depth) },
  );
  const [first, ...warm] = result.runs;
  const nps = ({ nodes, ms }) => Math.round((nodes * 1000) / ms);
  const warmMs = warm.map((run) => run.ms).sort((a, b) => a - b)[1];
  console.log(`wasm (headless ${result.agent}), first run: ${first.nodes} nodes in ${first.ms.toFixed(0)} ms: ${nps(first)} nps`);
  console.log(
    `wasm (headless ${result.agent}), runs 2-4 (median): ${first.nodes} nodes in ${warmMs.toFixed(0)} ms: ${nps({ nodes: first.nodes, ms: warmMs })} nps`,
  );
} finally {
  await browser.close();
}
