// Walks every view of a build in each interface language (headless Chromium) and prints each text a reader
// meets in another script than the language's, and what a 390 px phone cuts or lets overflow: the figures of
// issue 50's "no English or Thai word" check (tests/e2e/languages.test.mjs asserts the same for km and my).
// Usage: node scripts/check-languages.mjs [dist] [lang ...]   (default: dist, km my)
import { startServer } from "../tests/e2e/serve.mjs";
import { launchBrowser } from "../tests/e2e/browser.mjs";
import { layoutProblems, walkEveryView, wrongScript } from "../tests/e2e/script-walk.mjs";

const [dir = "dist", ...asked] = process.argv.slice(2);
const langs = asked.length ? asked : ["km", "my"];
const LOCALES = { en: "en-GB", th: "th-TH", km: "km-KH", my: "my-MM" };
const { server, url } = await startServer({ dir, prefix: "/" });
const browser = await launchBrowser();
let total = 0;
try {
  for (const lang of langs) {
    for (const [device, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
      const context = await browser.newContext({ viewport, locale: LOCALES[lang] });
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('[data-square="e3"] [data-piece]').waitFor();
      const found = [];
      const views = await walkEveryView(page, async (view) => {
        found.push(...(await wrongScript(page, lang, view)).map((f) => ({ kind: "script", ...f })));
        if (device === "phone") found.push(...(await layoutProblems(page, view)).map((f) => ({ kind: "cut", ...f })));
      });
      console.log(`${lang} ${device}: ${views.length} views, ${found.length} problems`);
      for (const f of found) console.log(`  [${f.kind}] ${f.view} — ${f.where}: ${JSON.stringify(f.text)}`);
      total += found.length;
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`check-languages: ${total} problems in ${langs.join(", ")}`);
process.exitCode = total ? 1 : 0;
