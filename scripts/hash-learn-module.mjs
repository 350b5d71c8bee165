// Gives Learn's module, which Trunk builds as a worker-type asset and leaves with fixed names (learn.js,
// learn_bg.wasm), names with a content hash as Trunk gives the app's, so no cache ever pairs one build's JS
// with another's wasm; then writes them on index.html's boot script (data-learn-js, data-learn-wasm), where
// assets/boot.js reads them. Called by scripts/precache.mjs (Trunk runs a stage's hooks at the same time, and
// the service worker's list must see the new names).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Renames Learn's module in the build folder `staging` and names it on its index.html; nothing if it was
 * named already (precache.mjs may run again on a build, as the offline test's new deploy does).
 */
export async function hashLearnModule(staging) {
  if (!existsSync(join(staging, "learn.js"))) return;
  const js = await readFile(join(staging, "learn.js"));
  const wasm = await readFile(join(staging, "learn_bg.wasm"));
  const hash = createHash("sha256").update(js).update("\0").update(wasm).digest("hex").slice(0, 16);
  const names = { js: `learn-${hash}.js`, wasm: `learn-${hash}_bg.wasm` };
  await rename(join(staging, "learn.js"), join(staging, names.js));
  await rename(join(staging, "learn_bg.wasm"), join(staging, names.wasm));

  const index = join(staging, "index.html");
  const html = await readFile(index, "utf8");
  const boot = '<script id="boot" ';
  if (!html.includes(boot)) {
    throw new Error(`hash-learn-module.mjs: ${index} lacks ${boot}`);
  }
  await writeFile(index, html.replace(boot, `${boot}data-learn-js="${names.js}" data-learn-wasm="${names.wasm}" `));
  console.log(`hash-learn-module.mjs: Learn's module is ${names.js} and ${names.wasm}`);
}
