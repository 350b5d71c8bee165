// axe-core in a page: the audit that the accessibility and languages tests run on every view.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

/** axe-core's source, evaluated in the page (the page's Content Security Policy forbids injected script tags). */
const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** Runs axe-core on the page and fails on serious or critical violations, naming each with its elements. */
export async function audit(page, view) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  // Colours are judged at rest: running transitions (a button's hover or focus) end first, at most 2 s.
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
      .map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]));
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} — ${n.failureSummary.split("\n").slice(1, 2).join("")}`),
    }));
  });
  const severe = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(severe, [], `${view}: ${JSON.stringify(severe, null, 1)}`);
  return violations;
}
