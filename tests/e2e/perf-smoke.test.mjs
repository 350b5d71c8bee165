// scripts/measure-web.mjs on the built dist/ with one cold load: every figure is obtained (a finite
// number of the right kind). The targets themselves are not asserted: timings on a shared machine
// are a measurement, not a pass/fail test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { measureWeb, report } from "../../scripts/measure-web.mjs";

const isTime = (x) => Number.isFinite(x) && x >= 0;

test("measure-web obtains the load time, the main thread while the engine thinks, and the sizes", async () => {
  const figures = await measureWeb({ dist: "dist", loads: 1 });
  const { load, thinking, sizes } = figures;

  assert.equal(load.samples.length, 1);
  assert.ok(isTime(load.boardMs) && isTime(load.interactiveMs), JSON.stringify(load));
  assert.ok(load.interactiveMs >= load.boardMs, "the board answers a press only once it is drawn");

  assert.ok(thinking.thinkMs >= 3000, `the engine thought ${thinking.thinkMs} ms`);
  assert.ok(thinking.infoMessages > 0, "the engine reported progress");
  for (const key of ["longestTaskMs", "frameGapMs", "timerGapMs"]) assert.ok(isTime(thinking[key]), key);
  assert.ok(thinking.frameGapMs > 0, "animation frames ran while the engine thought");
  assert.ok(thinking.trace && thinking.trace.tasks > 0, "the trace holds the thinking window's tasks");
  assert.ok(isTime(thinking.trace.longestWallMs) && isTime(thinking.trace.longestCpuMs));

  const kinds = sizes.files.map((f) => f.path.split(".").pop());
  assert.ok(kinds.includes("wasm") && kinds.includes("js"), kinds.join(" "));
  const sum = (files) => files.reduce((n, f) => n + f.gzipped, 0);
  const packs = sizes.files.filter((f) => f.onDemand === "language pack");
  assert.deepEqual(packs.map((f) => f.path.replace(/^.*i18n\//, "").replace(/-[0-9a-f]{16}/, "")).sort(), ["en/app.ftl", "km/app.ftl", "my/app.ftl", "th/app.ftl"]);
  assert.equal(sizes.firstLoad, sum(sizes.files.filter((f) => !f.onDemand)) + Math.max(...packs.map((f) => f.gzipped)));
  const loadedBy = (what) => sizes.files.filter((f) => f.onDemand === what);
  assert.deepEqual(loadedBy("Learn").map((f) => f.path.split(".").pop()).sort(), ["js", "wasm"], "Learn's module is counted apart");
  const largestOf = (what) => Math.max(...loadedBy(what).map((f) => f.gzipped));
  assert.ok(sizes.learn > 0 && sizes.learn === sum(loadedBy("Learn")) + largestOf("Learn's texts"), "Learn's module and its texts");
  for (const what of ["the study module", "the embed page"]) {
    assert.deepEqual(loadedBy(what).map((f) => f.path.split(".").pop()).sort(), ["js", "wasm"], `${what}'s module is counted apart`);
  }
  assert.ok(sizes.study > 0 && sizes.study === sum(loadedBy("the study module")), "the study module");
  assert.equal(sizes.embed, sum(loadedBy("the embed page")) + Math.max(...packs.map((f) => f.gzipped)), "the embed page's module and texts");
  assert.deepEqual(
    [...loadedBy("engine"), ...loadedBy("engine (baseline build)"), ...loadedBy("engine (threaded build)")]
      .map((f) => f.path.replace(/^.*\//, "").replace(/-[0-9a-f]{16}/, "-#"))
      .sort(),
    ["engine-#.js", "engine-#_bg.wasm", "engine-simd-#.js", "engine-simd-#_bg.wasm", "engine-threads-#.js", "engine-threads-#_bg.wasm", "engine-worker.js"],
    "the engine's worker and its three builds are counted apart from the first page load",
  );
  assert.ok(sizes.engine > 0 && sizes.engine === sum(loadedBy("engine")));
  const worker = sizes.files.filter((f) => f.path.endsWith("engine-worker.js"));
  assert.equal(sizes.engineThreads, sum(worker) + sum(loadedBy("engine (threaded build)")), "the threaded engine: its worker and build");
  const network = loadedBy("the engine's network");
  assert.deepEqual(network.map((f) => f.path.replace(/^.*\//, "").replace(/-[0-9a-f]{16}/, "-#")), ["engine-network-#.bin"], "the engine's network is counted apart");
  assert.ok(sizes.network > 200 * 1024 && sizes.network === sum(network) && network[0].raw === statSync("crates/makruk-engine/src/network.bin").size, "the network travels gzipped");
  assert.ok(sizes.files.every((f) => f.gzipped > 0 && f.gzipped <= f.raw + 64));

  console.log(report(figures));
});
