// The rules help (issue 21, parts 4 and 5): its topics in English and Thai, the counting examples with
// the seeds' numbers, the sutras with their diagrams, Sittuyin's section (issue 22), the current variant's
// section, and Escape.
// Screenshots: help-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, freshPage } from "./browser.mjs";

const handle = useSite();

const TOPICS = [
  "pieces", "counting", "draws", "sutras", "walker",
  "variant-makruk", "variant-cambodian", "variant-karouk", "variant-makpong", "variant-asean", "variant-sittuyin",
];

async function openHelp(page) {
  await page.click('[data-testid="help"]');
  await page.locator('[data-testid="help-panel"]').waitFor();
}

/** Shows a topic and returns its text. */
async function showTopic(page, key) {
  await page.click(`[data-topic="${key}"]`);
  await page.locator(`[data-testid="help-topic"][data-topic="${key}"]`).waitFor();
  // The packs keep their messages' line breaks; the page shows them as spaces.
  return (await page.locator('[data-testid="help-topic"]').textContent()).replace(/\s+/g, " ");
}

const diagrams = (page) => page.locator('[data-testid="help-topic"] .diagram > svg').count();

/** Waits until the web font `family` has loaded for the shown `name` and covers all of it (no boxes where
 * the machine has no font for the script: this one has none for Khmer or Burmese). */
async function expectNameFont(page, family, name) {
  await page.waitForFunction((family) => [...document.fonts].some((f) => f.family.includes(family) && f.status === "loaded"), family);
  assert.ok(await page.evaluate(([family, name]) => document.fonts.check(`16px "${family}"`, name), [family, name]), `${family} covers ${name}`);
}

test("help in English: the pieces' names, counting with the seeds' numbers, the sutras, Escape closes", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await openHelp(page);
  const keys = await page.locator("[data-topic]").evaluateAll((els) => els.filter((e) => e.tagName === "BUTTON").map((e) => e.dataset.topic));
  assert.deepEqual(keys, TOPICS);
  assert.equal(await page.getAttribute('[data-topic="pieces"]', "aria-current"), "true");

  const pieces = await page.locator('[data-testid="help-topic"]').textContent();
  for (const name of ["khun", "“lord”", "met", "“seed”", "khon", "“nobleman”", "ma", "“horse”", "ruea", "“boat”",
    "bia", "“cowrie shell”", "bia-ngai", "“overturned cowrie shell”", "เบี้ยหงาย"]) {
    assert.ok(pieces.includes(name), `pieces name ${name}`);
  }
  assert.ok(!pieces.includes("promoted bia"));
  assert.equal(await diagrams(page), 8, "the start and one diagram per piece");
  await page.screenshot({ path: `${SCREENSHOTS}/help-pieces.png` });

  const counting = await showTopic(page, "counting");
  assert.match(counting, /from 1 to 64/);
  assert.match(counting, /8 − 5 = 3 moves to mate/);
  assert.match(counting, /7 pieces on the board, so Black counts its next move 8 and goes on up to 16/);
  assert.match(counting, /does not restart the count/);
  assert.match(counting, /checkmates while its count runs, the game is a draw/);
  assert.match(counting, /one final move to mate/);
  assert.equal(await diagrams(page), 2, "the two worked examples");
  await page.locator("#help-pieces-honour").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/help-counting.png` });
  await page.locator('[data-testid="count-example"]').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/help-counting-examples.png` });

  const draws = await showTopic(page, "draws");
  assert.match(draws, /no repetition rule/);

  const sutras = await showTopic(page, "sutras");
  for (const name of ["Sut Khun", "Sut Met", "Sut Ma", "Takhaeng Ruea", "e3→e4", "e1→e3", "d1→b2", "b1→c3"]) {
    assert.ok(sutras.includes(name), `sutras: ${name}`);
  }
  assert.ok((await diagrams(page)) >= 3, "the first-move sutras have diagrams");
  await page.locator("#help-sut-met").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/help-sutras.png` });

  const ouk = await showTopic(page, "variant-cambodian");
  assert.match(ouk, /អុកចត្រង្គ/);
  await expectNameFont(page, "Makruk Khmer", "អុកចត្រង្គ");
  assert.match(ouk, /if no pieces have been captured/);
  assert.match(ouk, /Fairy-Stockfish and pychess/);
  const oukLimits = await page.locator('.help-limits[data-variant="cambodian"] td.number').allTextContents();
  assert.deepEqual(oukLimits, ["7", "15", "21", "31", "43", "63"]);
  await page.screenshot({ path: `${SCREENSHOTS}/help-ouk.png` });
  assert.match(await showTopic(page, "variant-karouk"), /first check wins/);
  // The Ouk tab's width with its Khmer name drawn (after a frame, the tab no longer the current one).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const oukTab = page.locator('button[data-topic="variant-cambodian"]');
  const oukTabWidth = await oukTab.evaluate((tab) => tab.getBoundingClientRect().width);
  assert.match(await showTopic(page, "variant-makpong"), /may not step away/);
  assert.match(await showTopic(page, "variant-asean"), /16 moves with a ruea, 44 with a khon, 64 with a ma/);

  const sittuyin = await showTopic(page, "variant-sittuyin");
  await expectNameFont(page, "Makruk Myanmar", "စစ်တုရင်");
  // Another font's arrival lays the text out again and leaves the Khmer name drawn (Chromium once put
  // back the boxes it had shaped before the Khmer font came: the Ouk tab then grew wider).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await oukTab.evaluate((tab) => tab.getBoundingClientRect().width), oukTabWidth, "the Ouk tab keeps its Khmer name");
  for (const name of ["စစ်တုရင်", "min-gyi · king", "sit-ke · general", "sin · elephant", "myin · horse", "yahhta · chariot",
    "ne · pawn", "like the met", "R@a1", "a8 b7 c6 d5 e5 f6 g7 h8", "no general on the board", "give check",
    "16 moves with a chariot, else 44 with an elephant, else 64 with a horse", "50-move rule", "Fairy-Stockfish and pychess",
    "behind a screen"]) {
    assert.ok(sittuyin.includes(name), `sittuyin: ${name}`);
  }
  assert.equal(await diagrams(page), 9, "one diagram per piece, the set-up, the pieces set up and a promotion");
  await page.screenshot({ path: `${SCREENSHOTS}/help-sittuyin.png` });
  await page.locator('[data-testid="help-topic"] .diagram').nth(8).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/help-sittuyin-promotion.png` });

  await page.keyboard.press("Escape");
  await page.locator('[data-testid="help-panel"]').waitFor({ state: "detached" });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("help in Thai on a phone: counting and sutras in Thai, Escape closes", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "th-TH" });
  await openHelp(page);
  assert.equal(await page.locator("#help-title").textContent(), "วิธีเล่นหมากรุกไทย");
  const counting = await showTopic(page, "counting");
  for (const text of ["นับศักดิ์กระดาน", "นับศักดิ์หมาก", "ฝ่ายหนี", "8 − 5 = 3 ตา", "ดำเดินตาต่อไปนับ 8"]) {
    assert.ok(counting.includes(text), `counting: ${text}`);
  }
  await page.screenshot({ path: `${SCREENSHOTS}/help-counting-thai-phone.png` });
  const sutras = await showTopic(page, "sutras");
  for (const text of ["สูตรขุน", "สูตรเม็ด", "สูตรม้า", "ตะแคงเรือ"]) {
    assert.ok(sutras.includes(text), `sutras: ${text}`);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
  await page.screenshot({ path: `${SCREENSHOTS}/help-sutras-thai-phone.png` });
  const sittuyin = await showTopic(page, "variant-sittuyin");
  await expectNameFont(page, "Makruk Myanmar", "စစ်တုရင်");
  for (const text of ["หมากรุกพม่า", "แม่ทัพ", "ช้าง", "รถ", "ผลัดกันวางทีละตัว", "ช่องหงาย", "16 ตา"]) {
    assert.ok(sittuyin.includes(text), `sittuyin: ${text}`);
  }
  const sittuyinWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(sittuyinWidth <= 390, `no sideways scrolling in Sittuyin's help (${sittuyinWidth}px)`);
  await page.screenshot({ path: `${SCREENSHOTS}/help-sittuyin-thai-phone.png` });
  await page.keyboard.press("Escape");
  await page.locator('[data-testid="help-panel"]').waitFor({ state: "detached" });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("in an Ouk Chatrang game, help marks its section as this game's", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  const save = [
    "makruk-save 1", "variant cambodian", "opponent human", "side white", "clock none", "counting ", "flipped 0",
    "agreement none", "fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", "moves ",
  ].join("\n");
  await page.evaluate((text) => localStorage.setItem("makruk.game", text), save);
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  await openHelp(page);
  const marked = page.locator("button.this-game");
  assert.equal(await marked.getAttribute("data-topic"), "variant-cambodian");
  assert.match(await marked.textContent(), /this game/);
  await marked.click();
  assert.equal(await diagrams(page), 1, "the khun's leap and the met's double step");
  await page.screenshot({ path: `${SCREENSHOTS}/help-this-game.png` });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
