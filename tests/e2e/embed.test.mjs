// The embed page (issue 6): `?embed=1` with fen / moves / orientation / mode / lang / size, bad
// parameters (the board still renders and a console warning names each one), play and analysis,
// and the visitor's saved game left alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, useSite, START_FEN } from "./browser.mjs";

const MID_FEN = "r1s1k2r/3nm3/1ppp1pp1/p3p2p/P3P1sP/1PPPSP2/4M1P1/R1S1K1NR w - - 0 11";

const handle = useSite();

/** Opens the embed page with `query`; its console warnings (`embed: …`) and page errors are collected. */
async function embed(query, viewport = { width: 480, height: 540 }) {
  const page = await handle.site.browser.newPage({ viewport });
  page.warnings = [];
  page.errors = [];
  page.on("console", (m) => {
    if (m.type() === "warning" && m.text().startsWith("embed:")) page.warnings.push(m.text());
  });
  page.on("pageerror", (e) => page.errors.push(e.message));
  await page.goto(`${handle.site.url}?embed=1&${query}`);
  await page.locator('[data-testid="embed"] [data-fen]').waitFor();
  return page;
}

const fen = (page) => page.getAttribute("[data-fen]", "data-fen");
const plyText = (page) => page.textContent('[data-testid="embed-ply"]');
const centreY = async (page, square) => {
  const box = await page.locator(`[data-square="${square}"]`).boundingBox();
  return box.y + box.height / 2;
};

test("view mode shows a FEN from Black's side with minimal chrome; pieces do not move", async () => {
  const page = await embed(`fen=${encodeURIComponent(MID_FEN)}&orientation=black&mode=view`);
  assert.equal(await fen(page), MID_FEN);
  assert.ok((await centreY(page, "a1")) < (await centreY(page, "a8")), "rank 1 should be at the top");
  assert.equal(await page.locator('[data-testid="new-game"]').count(), 0);
  assert.equal(await page.locator('[data-testid="status"]').count(), 1);
  await page.click('[data-square="e4"]');
  await page.click('[data-square="e5"]');
  assert.equal(await fen(page), MID_FEN);
  assert.equal(await page.locator(".target").count(), 0);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-view-black.png` });
  assert.deepEqual(page.warnings, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a move list replays with the navigation buttons and arrow keys", async () => {
  const page = await embed("moves=e3e4,e6e5,b1d2&mode=view");
  assert.equal(await plyText(page), "3/3");
  const end = await fen(page);
  await page.click('[data-testid="nav-prev"]');
  assert.equal(await plyText(page), "2/3");
  assert.notEqual(await fen(page), end);
  await page.click('[data-testid="nav-start"]');
  assert.equal(await fen(page), START_FEN);
  await page.keyboard.press("ArrowRight");
  assert.equal(await plyText(page), "1/3");
  await page.click('[data-testid="nav-end"]');
  assert.equal(await fen(page), end);

  const san = await embed("moves=" + encodeURIComponent("1. e4 e5 2. Nd2"));
  assert.equal(await fen(san), end);
  assert.deepEqual(page.warnings, []);
  await san.close();
  await page.close();
});

test("Thai language, western pieces and a fixed size inside an iframe", async () => {
  const page = await handle.site.browser.newPage({ viewport: { width: 700, height: 560 } });
  const src = `${handle.site.url}?embed=1&moves=e3e4&lang=th&pieces=western&size=360`;
  await page.setContent(
    `<body style="margin:0;padding:16px;background:#f4efe6;font-family:sans-serif">
       <p style="margin:0 0 8px">A Makruk board on someone else's page:</p>
       <iframe src="${src}" width="420" height="470" style="border:0;border-radius:8px"></iframe>
     </body>`,
  );
  const frame = page.frameLocator("iframe");
  await frame.locator("[data-fen]").waitFor();
  assert.match(await frame.locator('[data-testid="status"]').textContent(), /ฝ่ายดำเดิน/);
  assert.equal(await frame.locator(".app.embed.set-western").count(), 1);
  const box = await frame.locator(".board-frame").boundingBox();
  assert.ok(Math.abs(box.width - 360) < 2, `board width ${box.width}`);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-iframe-th.png` });
  await page.close();
});

test("play mode: the visitor moves and the engine answers", async () => {
  const page = await embed("mode=play&level=1");
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.locator('[data-testid="embed-ply"]', { hasText: "2/2" }).waitFor({ timeout: 20000 });
  assert.match(await page.textContent('[data-testid="status"]'), /White to move/);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-play.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("analysis mode moves both sides and never touches the saved game", async () => {
  const page = await embed("mode=analysis");
  const saved = "makruk-save 1\nnot really a game";
  await page.evaluate((text) => localStorage.setItem("makruk.game", text), saved);
  await page.reload();
  await page.locator("[data-fen]").waitFor();
  await page.click('[data-square="e3"]');
  await page.click('[data-square="e4"]');
  await page.click('[data-square="e6"]');
  await page.click('[data-square="e5"]');
  assert.equal(await plyText(page), "2/2");
  assert.equal(await page.evaluate(() => localStorage.getItem("makruk.game")), saved);
  await page.close();
});

test("bad parameters fall back to defaults with a console warning naming each", async () => {
  const page = await embed("fen=not%20a%20fen&orientation=sideways&mode=fly&size=huge&lang=xx&moves=e3e5&colour=red");
  assert.equal(await fen(page), START_FEN);
  assert.ok((await centreY(page, "a1")) > (await centreY(page, "a8")), "White should be at the bottom");
  for (const name of ["fen", "orientation", "mode", "size", "lang", "moves", "colour"]) {
    assert.ok(page.warnings.some((w) => w.includes(`"${name}"`)), `no warning for ${name}: ${page.warnings}`);
  }
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-bad-params.png` });

  const broken = await embed("fen=%E0%A4&pgn=1.%20e4%20Qxx");
  assert.equal(await fen(broken), START_FEN);
  assert.ok(broken.warnings.some((w) => w.includes('"fen"')), `${broken.warnings}`);
  assert.ok(broken.warnings.some((w) => w.includes('"pgn"')), `${broken.warnings}`);
  await broken.close();
  await page.close();
});

test("a Sittuyin board: its set-up by drops and its own pieces; a bad drop is dropped with a warning", async () => {
  const drops = "R@a1 R@a8 R@h1 R@h8 K@e1 K@d8 N@c2 N@c7 N@f2 N@f7 S@d2 S@d7 S@e2 S@e7 F@e3 F@d6";
  const page = await embed(`variant=sittuyin&moves=${encodeURIComponent(drops)}&pieces=western`);
  assert.equal(await fen(page), "r2k3r/2nssn2/3fpppp/pppp4/4PPPP/PPPPF3/2NSSN2/R3K2R[] w - - 0 9");
  assert.equal(await plyText(page), "16/16");
  assert.equal(await page.getAttribute('[data-square="e3"] [data-piece]', "data-piece"), "F");
  assert.match(await page.getAttribute('[data-square="e3"] .piece', "class"), /\bwG\b/);
  assert.match(await page.getAttribute('[data-square="d2"] .piece', "class"), /\bwE\b/);
  assert.equal(await page.getAttribute('[data-square="a1"]', "aria-label"), "a1, white chariot");
  await page.screenshot({ path: `${SCREENSHOTS}/embed-sittuyin.png` });
  assert.deepEqual(page.warnings, []);
  assert.deepEqual(page.errors, []);
  await page.close();

  const bad = await embed("variant=sittuyin&moves=R@a2");
  assert.equal(await fen(bad), "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1");
  assert.equal(bad.warnings.length, 1);
  assert.match(bad.warnings[0], /"moves".*R@a2/);
  // The pieces in hand are shown beside the board, not to be picked in a board that only shows.
  const rooks = bad.locator('[data-testid="hand-white"] [data-hand-piece="R"]');
  assert.equal(await rooks.getAttribute("data-count"), "2");
  assert.ok(await rooks.isDisabled());
  assert.equal(await bad.locator('[data-testid="hand-black"] [data-hand-piece]').count(), 5);
  await bad.close();

  // In play mode the visitor drops from the hand and the engine drops its reply.
  const play = await embed("variant=sittuyin&mode=play&level=1");
  await play.click('[data-testid="hand-white"] [data-hand-piece="R"]');
  await play.click('[data-square="a1"]');
  await play.locator('[data-testid="embed-ply"]', { hasText: "2/2" }).waitFor({ timeout: 20000 });
  assert.match(await fen(play), /^[^ ]*\/R7\[KSSFRNN[a-z]{7}\] w /);
  assert.equal(await play.locator('[data-testid="hand-white"] [data-hand-piece="R"]').getAttribute("data-count"), "1");
  assert.deepEqual(play.errors, []);
  await play.close();
});
