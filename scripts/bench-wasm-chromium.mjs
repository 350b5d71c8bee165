// Runs the engine bench compiled to wasm (crates/makruk-engine/examples/wasm_bench.rs) in Debian's
// headless Chromium, as the browser engine runs, and prints its speed like the Node run of
// scripts/bench-engine.sh:
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
      const start = performance.now();
      const nodes = Number(instance.exports.bench(depth));
      return { nodes, ms: performance.now() - start, agent: navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] };
    },
    { base64: readFileSync(file).toString("base64"), depth: Number(depth) },
  );
  console.log(
    `wasm (headless ${result.agent}): ${result.nodes} nodes in ${result.ms.toFixed(0)} ms: ${Math.round((result.nodes * 1000) / result.ms)} nps`,
  );
} finally {
  await browser.close();
}
