// Prints the size of each .wasm and .js file and language pack part (i18n/<code>/<part>.ftl) in a build folder,
// raw and gzipped, and the gzipped totals of the first page load (the app's wasm and JS and one language's app
// part: the largest, so the figure holds in every language) and of what loads on demand: the engine (its worker
// and one of its three builds), Learn's module (src/bin/learn.rs) and live play's (src/bin/live.rs), each with its
// part of the largest pack; and the engine's network weights, which its worker fetches beside the module.
// As a module: `gzipSizes(dir)` returns the same figures for other scripts (scripts/measure-web.mjs).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Files under `folder`, skipping hidden entries such as Trunk's `.stage` build folder. */
function filesIn(folder) {
  return readdirSync(folder).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** The engine's network weights, which its worker fetches beside the module (gzipped by the build). */
const NETWORK = "the engine's network";

/**
 * What loads each file the first page load does not fetch: the engine's worker with its SIMD build (which
 * browsers with wasm SIMD load), the baseline build (which the others load instead), the threaded build
 * (which cross-origin isolated pages load instead), Learn.
 */
const ON_DEMAND = [
  ["engine", /(^|\/)(engine-worker\.js|engine-simd-[0-9a-f]+(\.js|_bg\.wasm))$/],
  ["engine (baseline build)", /(^|\/)engine-[0-9a-f]+(\.js|_bg\.wasm)$/],
  ["engine (threaded build)", /(^|\/)engine-threads-[0-9a-f]+(\.js|_bg\.wasm)$/],
  [NETWORK, /(^|\/)engine-network-[0-9a-f]+\.bin$/],
  ["Learn", /(^|\/)learn-[0-9a-f]+(\.js|_bg\.wasm)$/],
  ["the study module", /(^|\/)study-[0-9a-f]+(\.js|_bg\.wasm)$/],
  ["the embed page", /(^|\/)embed-[0-9a-f]+(\.js|_bg\.wasm)$/],
  ["live play", /(^|\/)live-[0-9a-f]+(\.js|_bg\.wasm)$/],
  ["language pack", /(^|\/)app(-[0-9a-f]+)?\.ftl$/],
  ["Learn's texts", /(^|\/)learn(-[0-9a-f]+)?\.ftl$/],
  ["live play's texts", /(^|\/)live(-[0-9a-f]+)?\.ftl$/],
];

/**
 * Each .wasm/.js/.mjs file and language pack under `dir` as { path, raw, gzipped, onDemand } (bytes, gzip
 * level 9), sorted by path; `onDemand` names what loads a file apart from the app's wasm and JS ("engine",
 * "engine (baseline build)", "Learn", "live play", "language pack": the app's part of a pack, one of which
 * the first page load fetches, "Learn's texts", "live play's texts"), else it is undefined.
 */
export function gzipSizes(dir) {
  return filesIn(dir)
    .filter((p) => /\.(wasm|js|mjs|ftl)$/.test(p) || /engine-network-[0-9a-f]+\.bin$/.test(p))
    .sort()
    .map((path) => {
      const bytes = readFileSync(path);
      const onDemand = ON_DEMAND.find(([, pattern]) => pattern.test(path))?.[0];
      if (onDemand === NETWORK) {
        // Gzipped by the build and sent as it is.
        return { path, raw: gunzipSync(bytes).length, gzipped: bytes.length, onDemand };
      }
      return { path, raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, onDemand };
    });
}

/**
 * The gzipped bytes of the first page load (with the largest app part of a language pack, `languagePack`), of
 * the engine as a browser with wasm SIMD loads it (its worker and SIMD build), of the study module (the analysis board, the editor, import and export),
 * of Learn and of live play (each with its largest part of a pack), and of the embed page's module with the
 * largest app part (an embed page loads it instead of the app's module).
 */
export function gzipTotals(files) {
  const sum = (onDemand) => files.filter((f) => f.onDemand === onDemand).reduce((n, f) => n + f.gzipped, 0);
  const largest = (what) => Math.max(0, ...files.filter((f) => f.onDemand === what).map((f) => f.gzipped));
  const languagePack = largest("language pack");
  const workerScript = files.filter((f) => /(^|\/)engine-worker\.js$/.test(f.path)).reduce((n, f) => n + f.gzipped, 0);
  return {
    firstLoad: sum(undefined) + languagePack,
    languagePack,
    engine: sum("engine"),
    engineThreads: workerScript + sum("engine (threaded build)"),
    network: sum(NETWORK),
    learn: sum("Learn") + largest("Learn's texts"),
    study: sum("the study module"),
    embed: sum("the embed page") + languagePack,
    live: sum("live play") + largest("live play's texts"),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = gzipSizes(process.argv[2] ?? "dist");
  for (const { path, raw, gzipped, onDemand } of files) {
    console.log(`${path.padEnd(60)} ${kib(raw).padStart(12)} ${kib(gzipped).padStart(12)} gzipped${onDemand ? ` (on demand: ${onDemand})` : ""}`);
  }
  const { firstLoad, languagePack, engine, engineThreads, network, learn, study, embed, live } = gzipTotals(files);
  console.log(
    `size report: wasm + JS + the largest language pack's app part (${kib(languagePack)}) of the first page load ${kib(firstLoad)} gzipped; the engine, which its worker loads after the page, ${kib(engine)} (threaded build ${kib(engineThreads)}), and its network's weights, fetched beside it (gzipped by the build), ${kib(network)}; the study module (analysis board, editor, import, export), loaded when opened, ${kib(study)}; Learn, loaded when opened, ${kib(learn)}; live play, loaded when first needed, ${kib(live)}; the embed page's module instead of the app's, ${kib(embed)} with its texts`,
  );
}
