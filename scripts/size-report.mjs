// Prints the size of each .wasm and .js file in a build folder, raw and gzipped, and the gzipped total.
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

/** Each .wasm/.js/.mjs file under `dir` as { path, raw, gzipped } (bytes, gzip level 9), sorted by path. */
export function gzipSizes(dir) {
  return filesIn(dir)
    .filter((p) => /\.(wasm|js|mjs)$/.test(p))
    .sort()
    .map((path) => {
      const bytes = readFileSync(path);
      return { path, raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let total = 0;
  for (const { path, raw, gzipped } of gzipSizes(process.argv[2] ?? "dist")) {
    total += gzipped;
    console.log(`${path.padEnd(60)} ${kib(raw).padStart(12)} ${kib(gzipped).padStart(12)} gzipped`);
  }
  console.log(`size report: wasm + JS total ${kib(total)} gzipped`);
}
