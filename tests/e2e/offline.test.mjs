// Offline and static hosting (issue 6): the built dist/ served from a sub-path makes no request to
// another origin, installs its service worker, and after going offline reloads and still plays the engine.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deployNewBuild, launchBrowser, openSite, SCREENSHOTS } from "./browser.mjs";
import { startServer } from "./serve.mjs";

const PREFIX = "/some/sub/path/";

let site;
before(async () => {
  site = await openSite({ prefix: PREFIX });
});
after(async () => {
  await site?.close();
});

test("strict CSP holds; installable: the manifest and its icons load from the sub-path", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const violations = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto(site.url);
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  // The strict policy holds: no inline script, and nothing the page does breaks it.
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/);
  // Live play's relays: WebSocket connections only; fetches stay same-origin.
  assert.match(csp, /connect-src 'self' ws: wss:$/);
  assert.equal(await page.locator("script:not([src])").count(), 0);
  assert.deepEqual(violations, []);
  const href = await page.getAttribute('link[rel="manifest"]', "href");
  const manifestUrl = new URL(href, site.url);
  assert.ok(manifestUrl.pathname.startsWith(PREFIX), `manifest under the sub-path: ${manifestUrl}`);
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  assert.equal(manifest.start_url, "./");
  assert.equal(manifest.scope, "./");
  assert.equal(manifest.display, "standalone");
  const sizes = manifest.icons.map((icon) => icon.sizes);
  assert.ok(sizes.includes("192x192") && sizes.includes("512x512"), `icon sizes ${sizes}`);
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).href);
    assert.equal(response.status(), 200, icon.src);
    assert.equal(response.headers()["content-type"], icon.type, icon.src);
  }
  await context.close();
});

test("after one visit from a sub-path the app reloads offline and plays the engine", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(site.url).origin;
  const requests = [];
  context.on("request", (request) => requests.push(request.url()));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));

  await page.goto(site.url);
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, site.url, "the service worker's scope is the sub-path");
  // clients.claim() in the worker's activate makes it control this first page too.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"));
  assert.deepEqual(foreign, [], "no request to another origin");
  assert.ok(requests.every((url) => !url.startsWith(origin) || new URL(url).pathname.startsWith(PREFIX)));

  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('[data-ply="2"]').waitFor({ timeout: 20000 });
  assert.equal(await page.textContent('[data-ply="1"]'), "e4");
  await page.screenshot({ path: `${SCREENSHOTS}/offline-vs-engine.png` });
  assert.deepEqual(errors, []);
  // The network is really gone: what the build did not list cannot be fetched.
  const unlisted = await page.evaluate(() => fetch("not-in-the-build.txt").then((r) => r.status, () => "failed"));
  assert.equal(unlisted, "failed");
  await context.close();
});

test("a new build replaces the cached app and drops the old cache", async () => {
  // A copy of dist/ that this test may change, as a new deploy would.
  const dir = mkdtempSync(join(tmpdir(), "makruk-deploy-"));
  cpSync("dist", dir, { recursive: true });
  const { server, url } = await startServer({ dir, prefix: PREFIX });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cacheNames = () => page.evaluate(() => caches.keys());
    const [first] = await cacheNames();
    const note = () => page.evaluate(() => fetch("icons/app.svg").then((r) => r.text()));
    assert.doesNotMatch(await note(), /new build/);

    // The new worker installs, takes this page over at once and deletes the old cache.
    await deployNewBuild(page, dir);
    await page.evaluate(async (old) => {
      while ((await caches.keys()).includes(old)) await new Promise((ok) => setTimeout(ok, 50));
    }, first);
    assert.equal((await cacheNames()).length, 1);
    assert.match(await note(), /new build/);
    assert.ok((await cacheNames())[0].startsWith(`makruk:${url}:`));
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
