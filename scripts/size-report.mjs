// Prints the size of each .wasm and .js file in a build folder, raw and gzipped, and the gzipped totals of
// the first page load and of what loads on demand (Learn's module, src/bin/learn.rs).
// As a module: `gzipSizes(dir)` returns the same figures for other scripts (scripts/measure-web.mjs).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Files under `folder`, skipping hidden entries such as Trunk's `.stage` build folder. */
function filesIn(folder) {
  return readdirSync(folder).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** Files the page loads only when asked for: Learn's module. */
const ON_DEMAND = /(^|\/)learn-[0-9a-f]+(\.js|_bg\.wasm)$/;

/**
 * Each .wasm/.js/.mjs file under `dir` as { path, raw, gzipped, onDemand } (bytes, gzip level 9), sorted
 * by path; `onDemand` for files the first page load does not fetch.
 */
export function gzipSizes(dir) {
  return filesIn(dir)
    .filter((p) => /\.(wasm|js|mjs)$/.test(p))
    .sort()
    .map((path) => {
      const bytes = readFileSync(path);
      return { path, raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, onDemand: ON_DEMAND.test(path) };
    });
}

/** The gzipped bytes of the first page load and of the files loaded on demand. */
export function gzipTotals(files) {
  const sum = (list) => list.reduce((n, f) => n + f.gzipped, 0);
  return { firstLoad: sum(files.filter((f) => !f.onDemand)), onDemand: sum(files.filter((f) => f.onDemand)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = gzipSizes(process.argv[2] ?? "dist");
  for (const { path, raw, gzipped, onDemand } of files) {
    console.log(`${path.padEnd(60)} ${kib(raw).padStart(12)} ${kib(gzipped).padStart(12)} gzipped${onDemand ? " (on demand)" : ""}`);
  }
  const { firstLoad, onDemand } = gzipTotals(files);
  console.log(`size report: wasm + JS of the first page load ${kib(firstLoad)} gzipped; Learn, loaded when opened, ${kib(onDemand)}`);
}
