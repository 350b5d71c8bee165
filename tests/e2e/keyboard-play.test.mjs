// Keyboard-only play: a whole game against the engine with Tab, arrows, Enter, Escape and the command box,
// never the mouse, checking what the announcer says; and the command box's questions in Thai and English.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { SCREENSHOTS, START_FEN, expectFen, freshPage, loadGame, loadTwoPlayerGame, useSite } from "./browser.mjs";

const handle = useSite();

const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** The `data-testid` (or `data-square`) of the focused element. */
const focused = (page) =>
  page.evaluate(() => document.activeElement?.dataset.testid ?? document.activeElement?.dataset.square ?? null);

/** Presses Tab until the focus is on an element matching `selector` (at most `limit` presses). */
async function tabTo(page, selector, limit = 200) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${selector} (last: ${await focused(page)})`);
}

/** The messages in the announcer, oldest first. */
const announced = (page) => page.$$eval('[data-testid="announcer"] p', (ps) => ps.map((p) => p.textContent));

/** Types `text` into the command box, presses Enter and waits until the announcer's messages change. */
async function askCommandBox(page, text) {
  const box = '[data-testid="move-input"]';
  const before = JSON.stringify(await announced(page));
  await page.fill(box, text);
  await page.press(box, "Enter");
  await page.waitForFunction(
    (old) => JSON.stringify([...document.querySelectorAll('[data-testid="announcer"] p')].map((p) => p.textContent)) !== old,
    before,
  );
}

/** Waits until the announcer's newest message matches `pattern`, and returns it. */
async function waitForAnnouncement(page, pattern, timeout = 15000) {
  await page.waitForFunction(
    ([source, flags]) => {
      const last = [...document.querySelectorAll('[data-testid="announcer"] p')].pop();
      return last && new RegExp(source, flags).test(last.textContent);
    },
    [pattern.source, pattern.flags],
    { timeout },
  );
  return (await announced(page)).pop();
}

/** Waits until any message in the announcer matches `pattern` (the engine may already have answered), and returns the last that does. */
async function waitForSaid(page, pattern, timeout = 15000) {
  await page.waitForFunction(
    ([source, flags]) =>
      [...document.querySelectorAll('[data-testid="announcer"] p')].some((p) => new RegExp(source, flags).test(p.textContent)),
    [pattern.source, pattern.flags],
    { timeout },
  );
  return (await announced(page)).filter((t) => pattern.test(t)).pop();
}

/** Moves the board's focus from the focused square to `target` with the arrow keys (White at the bottom). */
async function arrowTo(page, target) {
  const from = await focused(page);
  const df = target.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(target[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? "ArrowRight" : "ArrowLeft");
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowUp" : "ArrowDown");
  assert.equal(await focused(page), target, `the arrows reach ${target}`);
}

/** The squares whose class list has `cls`. */
const squaresWith = (page, cls) => page.$$eval(`.board .square.${cls}`, (els) => els.map((e) => e.dataset.square));

/** A small deterministic generator of choices, so the game is the same on every run. */
function chooser(seed) {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

/** A square's name in Thai notation (`จ๓`). */
const thaiSquare = (sq) => "กขคงจฉชญ"[sq.charCodeAt(0) - 97] + "๑๒๓๔๕๖๗๘"[Number(sq[1]) - 1];

/** What the announcer says, per language: White's (the user's) move, Black's (the engine's), White's resignation. */
const WORDS = {
  en: {
    level: /Computer level 1/,
    white: (from, to) => new RegExp(`^White \\S+ ${from} to ${to}`),
    black: /^Black (khun|met|khon|ma|ruea|bia|bia-ngai) \w\d to \w\d/,
    resigned: /White resigned — Black wins/,
  },
  th: {
    level: /คอมพิวเตอร์ระดับ 1/,
    white: (from, to) => new RegExp(`^\\S+ขาว ${thaiSquare(from)} ไป ${thaiSquare(to)}`),
    black: /^\S+ดำ \S+ ไป \S+/,
    resigned: /ฝ่ายขาวยอมแพ้ — ฝ่ายดำชนะ/,
  },
};

/**
 * With the keyboard alone: starts a game against the engine's lowest level as White, then plays up to `moves`
 * moves (on the board with the arrows and Enter, every other one typed in the command box) or to the game's end,
 * then resigns, checking that each side's moves are announced. Returns everything the announcer said.
 */
async function keyboardGame(page, words, moves) {
  const board = () => page.getAttribute(".board", "data-fen");
  await tabTo(page, '[data-testid="new-game"]');
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="new-game-dialog"]').waitFor();
  await tabTo(page, '[data-testid="vs-engine"]');
  await page.keyboard.press("Enter");
  await tabTo(page, '[data-testid="level"]');
  await page.keyboard.press("Home");
  assert.equal(await page.inputValue('[data-testid="level"]'), "1", "the lowest level");
  await tabTo(page, '[data-testid="side-white"]');
  await page.keyboard.press("Enter");
  await tabTo(page, '[data-testid="start-game"]');
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="new-game-dialog"]').waitFor({ state: "detached" });
  assert.match(await page.textContent('[data-testid="game-info"]'), words.level);

  const choose = chooser(26);
  const said = [];
  let userMoves = 0;
  const over = async () => (await page.locator('[data-testid="result"]').count()) > 0;
  while (userMoves < moves && !(await over())) {
    assert.match(await board(), / w /, "White to move");
    // Pick a movable piece on the board with the arrows and Enter.
    await tabTo(page, ".board .square[tabindex='0']");
    const movable = await squaresWith(page, "movable");
    const from = movable[choose(movable.length)];
    await arrowTo(page, from);
    await page.keyboard.press("Enter");
    const targets = [...(await squaresWith(page, "target")), ...(await squaresWith(page, "capture"))];
    assert.ok(targets.length > 0, `${from} has moves`);
    const label = await page.getAttribute(`[data-square="${targets[0]}"]`, "aria-label");
    assert.match(label, /, (legal move|can capture|เดินไปได้|กินได้)$/, "a target says so");
    const to = targets[choose(targets.length)];
    if (userMoves % 2 === 1) {
      // Every other move is typed in the command box, in UCI; Escape first drops the picked piece.
      await page.keyboard.press("Escape");
      assert.deepEqual(await squaresWith(page, "selected"), [], "Escape drops the picked piece");
      await tabTo(page, '[data-testid="move-input"]');
      await page.keyboard.type(`${from}${to}`);
      await page.keyboard.press("Enter");
    } else {
      await arrowTo(page, to);
      await page.keyboard.press("Enter");
    }
    userMoves += 1;
    // Wait for the engine's answer (or the end of the game).
    await page.waitForFunction(
      (n) => document.querySelectorAll(".moves [data-ply]").length >= n || document.querySelector('[data-testid="result"]'),
      2 * userMoves,
      { timeout: 20000 },
    );
    await page.waitForTimeout(50);
    const now = await announced(page);
    said.push(...now);
    assert.ok(now.some((t) => words.white(from, to).test(t)), `the user's move ${from}${to} is said: ${now.join(" | ")}`);
    if (!(await over())) assert.match(now.at(-1), words.black, "the engine's move is said last");
  }
  assert.ok(said.some((t) => words.black.test(t)), "the engine's moves are said");
  if (!(await over())) {
    await tabTo(page, '[data-testid="resign"]');
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "confirm-resign");
    await page.keyboard.press("Enter");
    await waitForAnnouncement(page, words.resigned);
  }
  await page.locator('[data-testid="result"]').waitFor();
  said.push(...(await announced(page)));
  const plies = await page.$$eval(".moves [data-ply]", (els) => els.length);
  console.log(`keyboard game: ${userMoves} user moves, ${plies} plies; last said: ${(await announced(page)).join(" | ")}`);
  return { said, plies, userMoves };
}

test("a whole game against the engine with the keyboard alone, both sides' moves announced", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  const { said, plies, userMoves } = await keyboardGame(page, WORDS.en, 22);
  assert.ok(plies >= 40 || userMoves < 22, `a long game (${plies} plies)`);
  assert.ok(said.some((t) => /, captures (white|black) /.test(t)), "captures are said");
  assert.ok(said.some((t) => /, check\b/.test(t)), "checks are said");
  assert.match(said.at(-1), /(White|Black) wins|Draw/, "the result is said");
  await page.screenshot({ path: `${SCREENSHOTS}/keyboard-game-over.png` });
  await tabTo(page, '[data-testid="see-board"]');
  await page.keyboard.press("Enter");
  await page.locator('[data-testid="result"]').waitFor({ state: "detached" });

  // The long game's page passes axe too.
  await page.evaluate(AXE);
  const severe = await page.evaluate(async () =>
    (await window.axe.run(document)).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  );
  assert.deepEqual(severe, []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("keyboard-only play on a phone in Thai, announced in Thai, resigned from the keyboard", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, locale: "th-TH", hasTouch: true, isMobile: true });
  const { said } = await keyboardGame(page, WORDS.th, 6);
  assert.match(said.at(-1), /ชนะ|เสมอ/, "the result is said");
  await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-keyboard-game.png` });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the command box answers board, count, last move, time and help in Thai, and plays Thai SAN", async () => {
  const page = await freshPage(handle.site, { viewport: { width: 390, height: 844 }, locale: "th-TH", hasTouch: true, isMobile: true });
  const ask = (text) => askCommandBox(page, text);
  await ask("ม-ง๒");
  // The engine may answer before the user's move is read here: its move is said last.
  const engine = await waitForAnnouncement(page, /^\S+ดำ \S+ ไป \S+/);
  assert.equal((await announced(page)).at(-2), "ม้าขาว ข๑ ไป ง๒");
  await ask("ตาล่าสุด");
  assert.equal(await waitForAnnouncement(page, /ดำ/), engine);
  await ask("กระดาน");
  assert.match(await waitForAnnouncement(page, /^ขาว:/), /^ขาว: ขุน ง๑, เม็ด จ๑, .* ม้า ช๑ ง๒, .*ฝ่ายขาวเดิน\.$/);
  await ask("เวลา");
  assert.equal(await waitForAnnouncement(page, /นาฬิกา/), "เกมนี้ไม่มีนาฬิกา");
  await ask("นับ");
  assert.equal(await waitForAnnouncement(page, /นับ/), "ยังไม่มีใครนับ");
  await ask("ช่วย");
  assert.match(await waitForAnnouncement(page, /^พิมพ์/), /กระดาน, นับ, ตาล่าสุด, เวลา, ช่วย/);
  const fen = await page.getAttribute(".board", "data-fen");
  await ask("xyz");
  assert.equal(await waitForAnnouncement(page, /^xyz/), "xyz: เดินแบบนี้ไม่ได้ พิมพ์ ช่วย เพื่อดูคำสั่ง");
  await expectFen(page, fen, "an unknown command changes nothing");
  assert.equal(await page.locator(".move-input .input-error").count(), 1);
  await page.locator('[data-testid="announcer"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/phone-thai-command-box.png` });
  const tree = await page.locator(".panel").ariaSnapshot();
  writeFileSync(`${SCREENSHOTS}/aria-panel-th.txt`, tree);
  assert.match(tree, /textbox "ตาเดินหรือคำสั่ง/);
  assert.match(tree, /- log:\n(\s+- paragraph: .*\n)*\s+- paragraph: "xyz: เดินแบบนี้ไม่ได้/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the command box plays UCI with a promotion and SAN with Q for the met, and says so in English", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await loadGame(page, { fen: "4k3/8/8/3P4/8/8/8/3MK3 w - - 0 1" });
  const ask = (text) => askCommandBox(page, text);
  await ask("d5d6m");
  assert.equal(await waitForAnnouncement(page, /d6/), "White bia d5 to d6, promotes to met");
  await ask("Kf8");
  assert.equal(await waitForAnnouncement(page, /f8/), "Black khun e8 to f8");
  await ask("Qe2");
  assert.equal(await waitForAnnouncement(page, /e2/), "White met d1 to e2");
  await ask("last move");
  assert.equal((await announced(page)).pop(), "White met d1 to e2");
  await ask("time");
  assert.equal(await waitForAnnouncement(page, /clock/), "This game has no clock");
  await ask("board");
  assert.equal(
    await waitForAnnouncement(page, /^White:/),
    "White: khun e1, met e2, bia-ngai d6. Black: khun f8. Black to move.",
  );
  assert.match(await page.getAttribute(".board", "data-fen"), /^5k2\/8\/3M~?4\/8\/8\/8\/4M3\/4K3 b /);
  const tree = await page.locator('[data-testid="announcer"]').ariaSnapshot();
  console.log(tree);
  assert.match(tree, /- log:/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the arrows follow the board as it is drawn: from Black's side when flipped", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  await loadGame(page, { side: "black", fen: START_FEN });
  await tabTo(page, ".board .square[tabindex='0']");
  assert.equal(await focused(page), "e3");
  await page.keyboard.press("ArrowUp");
  assert.equal(await focused(page), "e2", "up goes towards White's side");
  await page.keyboard.press("ArrowRight");
  assert.equal(await focused(page), "d2", "right goes towards the a-file");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  assert.deepEqual(await squaresWith(page, "selected"), ["d3"], "Enter picks");
  assert.equal(await page.getAttribute('[data-square="d4"]', "aria-label"), "d4, empty, legal move");
  await page.keyboard.press("Escape");
  assert.deepEqual(await squaresWith(page, "selected"), [], "Escape cancels");
  await page.close();
});

test("counting from the keyboard: the start, each number and the stop are announced, and the engine's count too", async () => {
  const page = await freshPage(handle.site, { locale: "en-GB" });
  // The user (Black) has a khon against White's ruea: board's honour is Black's to count.
  await loadGame(page, { opponent: "engine 1", side: "black", fen: "4k3/8/3s4/8/R7/8/8/4K3 b - - 0 1" });
  await tabTo(page, '[data-testid="count-start"]');
  await page.keyboard.press("Enter");
  assert.equal(await waitForAnnouncement(page, /counts/), "Black counts, 0 of 64");
  await tabTo(page, '[data-testid="move-input"]');
  await page.keyboard.type("Kf8");
  await page.keyboard.press("Enter");
  assert.equal(await waitForSaid(page, /^Black khun/), "Black khun e8 to f8. count 1 of 64");
  assert.match(await waitForSaid(page, /^White ruea/), /^White ruea a4 to \w\d/);
  await page.keyboard.type("count");
  await page.keyboard.press("Enter");
  assert.equal(await waitForAnnouncement(page, /\(/), "Black counts 1 of 64 (board's honour)");
  await tabTo(page, '[data-testid="count-stop"]');
  await page.keyboard.press("Enter");
  assert.equal(await waitForAnnouncement(page, /stopped/), "counting stopped");
  await page.close();

  const engine = await freshPage(handle.site, { locale: "en-GB" });
  await loadGame(engine, { opponent: "engine 1", side: "white", fen: "4k3/8/3s4/8/R7/8/8/4K3 w - - 0 1" });
  await tabTo(engine, '[data-testid="move-input"]');
  await engine.keyboard.type("Ra2");
  await engine.keyboard.press("Enter");
  assert.equal(await waitForSaid(engine, /^White ruea/), "White ruea a4 to a2. Black counts, 0 of 64");
  assert.match(await waitForSaid(engine, /^Black/), /^Black \S+ \w\d to \w\d.*\. count 1 of 64$/);
  await engine.close();
});
