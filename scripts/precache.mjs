// Trunk post_build hook (Trunk.toml): writes the service worker sw.js into the staging directory
// with the list of every built file and a content hash, so each build gets its own offline cache.
// Usage: TRUNK_STAGING_DIR=dist node scripts/precache.mjs (Trunk sets the variable).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { hashWorkerModules } from "./hash-worker-modules.mjs";
import { makePieceSprites } from "./piece-sprites.mjs";

const TEMPLATE = fileURLToPath(new URL("../assets/sw.js", import.meta.url));
const PLACEHOLDER = 'const PRECACHE = { version: "unbuilt", files: [] };';

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("precache.mjs: TRUNK_STAGING_DIR is not set (run it from Trunk or set it)");
  process.exit(2);
}
await makePieceSprites(staging);
await hashWorkerModules(staging);
// Not the worker itself, nor Trunk's hidden files (.trunk-lock).
const files = (await listFiles(staging)).filter((f) => f !== "sw.js" && !f.split("/").some((part) => part.startsWith(".")));
const template = await readFile(TEMPLATE, "utf8");
// The worker's own code counts too: a fixed worker gets a fresh cache.
const hash = createHash("sha256").update(template);
for (const file of files) {
  hash.update(file).update("\0").update(await readFile(join(staging, file))).update("\0");
}
if (!template.includes(PLACEHOLDER)) {
  console.error(`precache.mjs: ${TEMPLATE} lacks the line ${PLACEHOLDER}`);
  process.exit(1);
}
// "./" first: the start URL (the directory) is what a reload offline asks for.
const precache = { version: hash.digest("hex").slice(0, 16), files: ["./", ...files] };
await writeFile(join(staging, "sw.js"), template.replace(PLACEHOLDER, `const PRECACHE = ${JSON.stringify(precache)};`));
console.log(`precache.mjs: sw.js caches ${files.length} files, version ${precache.version}`);
