// Gives the wasm modules that Trunk builds as worker-type assets and leaves with fixed names (the embed page's,
// the study module's, Learn's, live play's, the engine's three builds), the engine's network weights, and the language packs' parts (without their comments), names with a content hash as Trunk gives the app's, so no cache ever pairs one build's
// JS with another's wasm; then writes them on index.html's boot script (data-learn-js, data-learn-wasm,
// data-engine-js, …), where assets/boot.js and the engine's worker read them. Called by scripts/precache.mjs
// (Trunk runs a stage's hooks at the same time, and the service worker's list must see the new names).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { existsSync } from "node:fs";
import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Each module's file name stem (the cargo binary) and the stem of its boot tag attributes. */
const MODULES = [
  { stem: "embed", attribute: "data-embed" },
  { stem: "study", attribute: "data-study" },
  { stem: "learn", attribute: "data-learn" },
  { stem: "live", attribute: "data-live" },
  { stem: "engine", attribute: "data-engine" },
  { stem: "engine-simd", attribute: "data-engine-simd" },
  { stem: "engine-threads", attribute: "data-engine-threads" },
];

/** The interface's languages, whose packs' parts (i18n/<code>/<part>.ftl) get hashed names too (data-i18n-<code>-<part>). */
const LANGUAGES = ["en", "th", "km", "my"];
const PARTS = ["app", "learn", "live"];

/** The 32-bit FNV-1a hash of `name`'s UTF-8 bytes as eight hex digits: src/text/mod.rs's `Key::of`. */
export function fnv1a(name) {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * Renames the worker modules in the build folder `staging` and names them on its index.html; a module
 * already named is left alone (precache.mjs may run again on a build, as the offline test's new deploy does).
 */
export async function hashWorkerModules(staging) {
  const index = join(staging, "index.html");
  let html = await readFile(index, "utf8");
  const boot = '<script id="boot" ';
  if (!html.includes(boot)) {
    throw new Error(`hash-worker-modules.mjs: ${index} lacks ${boot}`);
  }
  let renamed = false;
  for (const { stem, attribute } of MODULES) {
    const files = { js: `${stem}.js`, wasm: `${stem}_bg.wasm` };
    if (!existsSync(join(staging, files.js))) continue;
    const js = await readFile(join(staging, files.js));
    const wasm = await readFile(join(staging, files.wasm));
    const hash = createHash("sha256").update(js).update("\0").update(wasm).digest("hex").slice(0, 16);
    const names = { js: `${stem}-${hash}.js`, wasm: `${stem}-${hash}_bg.wasm` };
    await rename(join(staging, files.js), join(staging, names.js));
    await rename(join(staging, files.wasm), join(staging, names.wasm));
    html = html.replace(boot, `${boot}${attribute}-js="${names.js}" ${attribute}-wasm="${names.wasm}" `);
    renamed = true;
    console.log(`hash-worker-modules.mjs: ${stem}'s module is ${names.js} and ${names.wasm}`);
  }
  // The engine's network weights (Trunk copies crates/makruk-engine/src/network.bin), which the engine's worker
  // fetches beside its module: gzipped here, as few static hosts compress a binary file (the worker gunzips it).
  const network = join(staging, "network.bin");
  if (existsSync(network)) {
    const bytes = await readFile(network);
    const name = `engine-network-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}.bin`;
    await writeFile(join(staging, name), gzipSync(bytes, { level: 9 }));
    await unlink(network);
    html = html.replace(boot, `${boot}data-engine-network="${name}" `);
    renamed = true;
    console.log(`hash-worker-modules.mjs: the engine's network is ${name}`);
  }
  for (const code of LANGUAGES) {
    for (const part of PARTS) {
      const file = join(staging, "i18n", code, `${part}.ftl`);
      if (!existsSync(file)) continue;
      // The comments are for translators: the page never reads them. Messages are named by the hash the app's
      // code holds (src/text/mod.rs, `Key`): `k` and eight hex digits.
      const text = (await readFile(file, "utf8"))
        .split("\n")
        .filter((line) => !line.startsWith("#"))
        .map((line) => line.replace(/^([a-zA-Z][\w-]*)(\s*=)/, (_, name, rest) => `k${fnv1a(name)}${rest}`))
        .join("\n");
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
      const name = `i18n/${code}/${part}-${hash}.ftl`;
      await writeFile(join(staging, name), text);
      await unlink(file);
      html = html.replace(boot, `${boot}data-i18n-${code}-${part}="${name}" `);
      renamed = true;
    }
    console.log(`hash-worker-modules.mjs: the ${code} language pack's parts have hashed names`);
  }
  if (renamed) await writeFile(index, html);
}
