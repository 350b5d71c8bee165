// The engine's two wasm builds (issue 23, part 5): its worker loads the SIMD build where the browser has wasm
// SIMD, and the baseline build when the SIMD build cannot load; the app's own module has no engine, and a game
// against the engine starts the worker, and so the engine's download, before the engine's first turn. The
// network's weights come in a file of their own (issue 61): taken when they are the engine's, else the engine
// answers with its classical evaluation.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { engineBuild, launchBrowser, START_FEN, twoPlayerSave } from "./browser.mjs";
import { startServer } from "./serve.mjs";

/** A saved two-player game after four moves. */
const TWO_PLAYER_SAVE = twoPlayerSave(START_FEN, "g1e2 b8d7 b1d2 g8e7");

/**
 * Serves `dir` and runs `steps(page, builds)` on the app in a browser without a service worker, its saved
 * game `save` if given (else a first visit's); returns the engine builds the page asked for, and what the
 * engine's worker logged.
 */
async function withApp(dir, steps, save = undefined) {
  const { server, url } = await startServer({ dir });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    if (save) await context.addInitScript((text) => localStorage.setItem("makruk.game", text), save);
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
    await steps(page, builds);
    assert.deepEqual(errors, []);
    return { builds, logged };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Shows the saved two-player game in analysis and waits for the engine's first line. */
async function analyse(page, builds) {
  await page.locator('.moves [data-ply="4"]').waitFor();
  await page.waitForLoadState("networkidle");
  assert.deepEqual(builds, [], "a two-player game loads no engine before it is asked");
  await page.click('[data-testid="analyse"]');
  await page.locator('[data-testid="pv-line"]').first().waitFor({ timeout: 15000 });
}

test("the engine's worker loads the SIMD build in a browser with wasm SIMD", async () => {
  const { builds } = await withApp("dist", analyse, TWO_PLAYER_SAVE);
  assert.deepEqual(builds, ["simd"]);
});

test("when the SIMD build cannot load, the worker falls back to the baseline build and the engine answers", async () => {
  const dir = mkdtempSync(join(tmpdir(), "makruk-no-simd-"));
  try {
    cpSync("dist", dir, { recursive: true });
    const simd = readdirSync(dir).filter((f) => engineBuild(f) === "simd");
    assert.equal(simd.length, 1, "the build has one SIMD engine module");
    rmSync(join(dir, simd[0]));
    const { builds, logged } = await withApp(dir, analyse, TWO_PLAYER_SAVE);
    assert.deepEqual(builds, ["simd", "baseline"]);
    assert.ok(logged.some((line) => line.includes("using the baseline build")), logged.join("\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("against the engine, its module loads before the engine's first turn, and the engine then answers", async () => {
  // A first visit's game is against the engine, the user playing White.
  const { builds } = await withApp("dist", async (page, builds) => {
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    assert.equal(await page.getAttribute("[data-fen]", "data-fen"), START_FEN);
    const deadline = Date.now() + 10000;
    while (builds.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(builds, ["simd"], "the engine's module is asked for while the user has not moved");
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('.moves [data-ply="2"]').waitFor({ timeout: 15000 });
  });
  assert.deepEqual(builds, ["simd"], "one worker, loaded once");
});

/** Plays e3-e4 against the engine (a first visit's game) and waits for its answer. */
async function firstMoveAnswered(page) {
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('.moves [data-ply="2"]').waitFor({ timeout: 15000 });
}

/** The build's network weights file (gzipped, hashed name), and its bytes unzipped. */
function networkFile(dir) {
  const names = readdirSync(dir).filter((f) => /^engine-network-[0-9a-f]{16}\.bin$/.test(f));
  assert.equal(names.length, 1, "the build has one network weights file");
  return { name: names[0], bytes: gunzipSync(readFileSync(join(dir, names[0]))) };
}

/** Runs `steps` on a copy of dist/ changed by `change(dir)`. */
async function withChangedCopy(change, steps) {
  const dir = mkdtempSync(join(tmpdir(), "makruk-network-"));
  try {
    cpSync("dist", dir, { recursive: true });
    change(dir);
    return await withApp(dir, steps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the engine's network weights are fetched beside its module, gzipped, and taken", async () => {
  const { bytes } = networkFile("dist");
  assert.equal(bytes.subarray(0, 4).toString("latin1"), "MKNN", "the file is the engine's network");
  const fetched = [];
  const { logged } = await withApp("dist", async (page) => {
    page.on("requestfinished", (r) => /engine-network-/.test(r.url()) && fetched.push(r.url()));
    await firstMoveAnswered(page);
  });
  assert.equal(fetched.length, 1, "the worker fetched the network once");
  assert.ok(!logged.some((line) => line.includes("no network weights")), logged.join("\n"));
});

test("with the network's file missing or not the engine's, the engine answers with its classical evaluation", async () => {
  const missing = await withChangedCopy((dir) => rmSync(join(dir, networkFile(dir).name)), firstMoveAnswered);
  assert.ok(missing.logged.some((line) => line.includes("no network weights")), missing.logged.join("\n"));
  const other = await withChangedCopy((dir) => {
    const { name, bytes } = networkFile(dir);
    bytes[bytes.length >> 1] ^= 1; // the same size and header, other weights
    writeFileSync(join(dir, name), gzipSync(bytes));
  }, firstMoveAnswered);
  assert.ok(other.logged.some((line) => line.includes("hash")), other.logged.join("\n"));
  const garbage = await withChangedCopy((dir) => writeFileSync(join(dir, networkFile(dir).name), "not a network"), firstMoveAnswered);
  assert.ok(garbage.logged.some((line) => line.includes("bytes")), garbage.logged.join("\n"));
});

test("an embedded board against the engine loads the engine only for the engine's first search", async () => {
  // A page may hold several boards, each with a worker of its own: none starts before it is needed.
  const { builds } = await withApp("dist", async (page, builds) => {
    await page.goto(`${page.url()}?embed=1&mode=play&level=1`);
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    await page.waitForLoadState("networkidle");
    assert.deepEqual(builds, [], "no engine before the user's move");
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('[data-testid="embed-ply"]', { hasText: "2/2" }).waitFor({ timeout: 15000 });
  }, TWO_PLAYER_SAVE);
  assert.deepEqual(builds, ["simd"]);
});

test("the app's own module has no engine: the engine's three modules start it", () => {
  const files = readdirSync("dist");
  // Trunk's hashes (the app's) drop leading zeros; hash-worker-modules.mjs writes 16 digits.
  const modules = files.filter((f) => f.endsWith("_bg.wasm")).map((f) => f.replace(/-[0-9a-f]{8,16}_/, "-#_"));
  assert.deepEqual(modules.sort(), [
    "embed-#_bg.wasm",
    "engine-#_bg.wasm",
    "engine-simd-#_bg.wasm",
    "engine-threads-#_bg.wasm",
    "learn-#_bg.wasm",
    "live-#_bg.wasm",
    "makruk-web-#_bg.wasm",
    "study-#_bg.wasm",
  ]);
  const glue = (stem) => readFileSync(join("dist", files.find((f) => new RegExp(`^${stem}-[0-9a-f]{8,16}\\.js$`).test(f))), "utf8");
  for (const stem of ["engine", "engine-simd"]) {
    assert.match(glue(stem), /export function engine_worker_start\(/, `${stem} exports the engine's entry point`);
  }
  assert.match(glue("engine-threads"), /export function engine_worker_start_threaded\(/, "the threaded build starts with its helpers' scripts");
  assert.match(glue("engine-threads"), /export function engine_helper_serve\(/, "and its helpers serve");
  for (const stem of ["makruk-web", "embed", "study"]) assert.doesNotMatch(glue(stem), /engine_worker_start/, `${stem} has no engine`);
});
