// Each language's own game first (issue 61, part 3): a first visit in Khmer opens on Ouk Chatrang, in Burmese on
// Sittuyin, in Thai and English on Makruk; the variant menu still offers all six; the player's choice is kept over
// a reload; the rules help opens on the variant's page (Makruk's on its pieces, where its rules begin).
import { test } from "node:test";
import assert from "node:assert/strict";
import { START_FEN, useSite, freshPage } from "./browser.mjs";

const handle = useSite();

const FIRST = {
  "km-KH": { variant: "cambodian", fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", help: "variant-cambodian" },
  "my-MM": { variant: "sittuyin", fen: "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1", help: "variant-sittuyin" },
  "th-TH": { variant: "makruk", fen: START_FEN, help: "pieces" },
  "en-US": { variant: "makruk", fen: START_FEN, help: "pieces" },
};

for (const [locale, first] of Object.entries(FIRST)) {
  test(`a first visit in ${locale} opens on ${first.variant}, and the rules help on its page`, async () => {
    const page = await freshPage(handle.site, { locale });
    assert.equal(await page.getAttribute("[data-fen]", "data-fen"), first.fen);
    await page.click('[data-testid="new-game"]');
    assert.equal(await page.inputValue('[data-testid="variant"]'), first.variant, "New game offers the same variant");
    assert.deepEqual(
      await page.locator('[data-testid="variant"] option').evaluateAll((options) => options.map((o) => o.value)),
      ["makruk", "cambodian", "karouk", "makpong", "asean", "sittuyin"],
      "all six variants are offered",
    );
    await page.keyboard.press("Escape");
    await page.click('[data-testid="help"]');
    assert.equal(await page.getAttribute('[data-testid="help-topic"]', "data-topic"), first.help);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test("a player's choice of variant is kept over a reload, whatever the language", async () => {
  const page = await freshPage(handle.site, { locale: "km-KH" });
  await page.click('[data-testid="new-game"]');
  await page.selectOption('[data-testid="variant"]', "makruk");
  await page.click('[data-testid="start-game"]');
  await page.locator(`[data-fen="${START_FEN}"]`).waitFor();
  await page.reload();
  await page.locator('[data-square="e3"] [data-piece]').waitFor();
  assert.equal(await page.getAttribute("[data-fen]", "data-fen"), START_FEN);
  await page.click('[data-testid="help"]');
  assert.equal(await page.getAttribute('[data-testid="help-topic"]', "data-topic"), "pieces");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
