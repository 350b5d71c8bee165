// The engine's two wasm builds (issue 23, part 5): its worker loads the SIMD build where the browser has wasm
// SIMD, and the baseline build when the SIMD build cannot load; the app's own module has no engine.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, START_FEN, loadTwoPlayerGame } from "./browser.mjs";
import { startServer } from "./serve.mjs";

/** Which engine build a file name is: "simd", "baseline" or undefined. */
const engineBuild = (url) => (/engine-simd-[0-9a-f]{16}_bg\.wasm$/.test(url) ? "simd" : /engine-[0-9a-f]{16}_bg\.wasm$/.test(url) ? "baseline" : undefined);

/**
 * Serves `dir`, shows a game in analysis and waits for the engine's first line; returns the engine builds
 * the page asked for, and what the worker logged.
 */
async function analyse(dir) {
  const { server, url } = await startServer({ dir });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const builds = [];
    const logged = [];
    context.on("request", (request) => {
      const build = engineBuild(request.url());
      if (build) builds.push(build);
    });
    page.on("worker", (worker) => worker.on("console", (message) => logged.push(message.text())));
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url);
    await loadTwoPlayerGame(page, START_FEN, "g1e2 b8d7 b1d2 g8e7");
    assert.deepEqual(builds, [], "the page loads no engine before it is asked");
    await page.click('[data-testid="analyse"]');
    await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
    assert.deepEqual(errors, []);
    return { builds, logged };
  } finally {
    await browser.close();
    server.close();
  }
}

test("the engine's worker loads the SIMD build in a browser with wasm SIMD", async () => {
  const { builds } = await analyse("dist");
  assert.deepEqual(builds, ["simd"]);
});

test("when the SIMD build cannot load, the worker falls back to the baseline build and the engine answers", async () => {
  const dir = mkdtempSync(join(tmpdir(), "makruk-no-simd-"));
  try {
    cpSync("dist", dir, { recursive: true });
    const simd = readdirSync(dir).filter((f) => engineBuild(f) === "simd");
    assert.equal(simd.length, 1, "the build has one SIMD engine module");
    rmSync(join(dir, simd[0]));
    const { builds, logged } = await analyse(dir);
    assert.deepEqual(builds, ["simd", "baseline"]);
    assert.ok(logged.some((line) => line.includes("using the baseline build")), logged.join("\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the app's own module has no engine: the engine's two modules start it", () => {
  const files = readdirSync("dist");
  // Trunk's hashes (the app's) drop leading zeros; hash-worker-modules.mjs writes 16 digits.
  const modules = files.filter((f) => f.endsWith("_bg.wasm")).map((f) => f.replace(/-[0-9a-f]{8,16}_/, "-#_"));
  assert.deepEqual(modules.sort(), ["engine-#_bg.wasm", "engine-simd-#_bg.wasm", "learn-#_bg.wasm", "makruk-web-#_bg.wasm"]);
  const glue = (stem) => readFileSync(join("dist", files.find((f) => new RegExp(`^${stem}-[0-9a-f]{8,16}\\.js$`).test(f))), "utf8");
  for (const stem of ["engine", "engine-simd"]) {
    assert.match(glue(stem), /export function engine_worker_start\(/, `${stem} exports the engine's entry point`);
  }
  assert.doesNotMatch(glue("makruk-web"), /engine_worker_start/);
});
