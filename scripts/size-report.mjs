// Prints the size of each .wasm and .js file in a build folder, raw and gzipped, and the gzipped total.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dir = process.argv[2] ?? "dist";
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function filesIn(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

let total = 0;
for (const path of filesIn(dir).filter((p) => /\.(wasm|js|mjs)$/.test(p)).sort()) {
  const bytes = readFileSync(path);
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  total += gzipped;
  console.log(`${path.padEnd(60)} ${kib(bytes.length).padStart(12)} ${kib(gzipped).padStart(12)} gzipped`);
}
console.log(`size report: wasm + JS total ${kib(total)} gzipped`);
