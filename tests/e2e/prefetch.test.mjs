// The study module (the analysis board, the editor, import and export) loads once the app is idle (issue 61): not
// before the engine's first answer, so the board and that answer do not share the link with it; then, with no
// press, before the player opens the analysis board, which opens without asking for it again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser } from "./browser.mjs";
import { startServer } from "./serve.mjs";

const STUDY = /study-[0-9a-f]{16}_bg\.wasm$/;

test("the study module loads after the engine's first answer, and the analysis board then opens from it", async () => {
  const { server, url } = await startServer({ dir: "dist" });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const studyAsked = [];
    let answered = false;
    context.on("request", (r) => STUDY.test(r.url()) && studyAsked.push(answered));
    await page.goto(url);
    await page.locator('[data-square="e3"] [data-piece]').waitFor();
    await page.click('[data-square="e3"]');
    await page.click('[data-square="e4"]');
    await page.locator('.moves [data-ply="2"]').waitFor({ timeout: 15000 });
    answered = true;
    assert.ok(studyAsked.every((afterAnswer) => afterAnswer), "nothing of the study module before the engine's answer");
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /study-[0-9a-f]{16}_bg\.wasm$/.test(e.name) && e.responseEnd > 0), null, { timeout: 30000 });
    assert.equal(studyAsked.length, 1, "the study module asked for once, with no press");
    await page.click('[data-testid="analyse"]');
    await page.locator('[data-testid="analysis"]').waitFor({ timeout: 15000 });
    assert.equal(studyAsked.length, 1, "the analysis board opens from the module already loaded");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
