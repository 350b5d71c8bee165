// Live play with a friend on another device (issue 48): two browser contexts on loopback, no ICE
// server, the invite and the reply carried by the test as the players would carry them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, chooseLanguage, useSite } from "./browser.mjs";
import { audit } from "./axe.mjs";
import { CONNECTED, LOST, waitStatus } from "./live-relayed.mjs";
import { acceptInvite, closeAll, connectPair, fen, makeInvite, newPerson, openPage, play, status, waitConnected } from "./live-pair.mjs";

const handle = useSite();

/** A 41-ply Makruk game that White ends by mate (found by scripts' random play, checked by pyffish). */
const MATE_LINE = (
  "c1d2 c8b7 g1e2 d8c7 g3g4 g6g5 c3c4 e8f7 d3d4 e6e5 d1c1 f7e6 e2f4 e5f4 d4d5 c6d5 b1c3 f8e7 a1b1 " +
  "b7c6 c4d5 e6d7 d5c6m d7e6 b1b2 f4e3m c6d5 e6e5 f3f4 e5f4 c3e2 f4f3 h1h2 e3d2 c1b1 f6f5 f1f2 f3e2 " +
  "f2f3 e2f1 h2h1"
).split(" ");

/** A 48-ply Makruk game after which no bia is left and White, the weaker side, may count board's honour. */
const NO_BIA_LINE = (
  "a3a4 b6b5 a4b5 c6b5 a1a6 e8f7 a6d6 c8c7 d6e6 a8a6 b3b4 a6a3 e6f6 g8f6 b1d2 a3c3 e3e4 c3c1 d1e2 f6e4 " +
  "f1g2 e4g3 g2g3 b8a6 d2c4 a6b4 d3d4 c7b6 h1h2 b6c7 g3h4 c1c3 c4a3 f7g7 a3b5 c3f3 b5d6 f3h3 h4h5 b4c6 " +
  "h5g6 g7g8 g6g7 g8g7 d6f5 g7h7 f5h6 c6d4"
).split(" ");

/** Plays `line` from the start, the host moving first. */
async function playLine(host, guest, line) {
  for (const [i, uci] of line.entries()) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    await play(mover, other, uci);
  }
}

test("live play's module and texts are not part of the first page load: they load when a live game first needs them", async () => {
  const context = await newPerson(handle.site);
  const page = await context.newPage();
  const requested = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname.replace(/.*\//, "")));
  await page.goto(handle.site.url);
  await page.locator('[data-square="e3"]').waitFor();
  await page.waitForLoadState("networkidle");
  const liveFiles = () => requested.filter((f) => f.startsWith("live-")).map((f) => f.replace(/-[0-9a-f]{16}/, "-#"));
  assert.deepEqual(liveFiles(), [], "nothing of live play at page load");
  await makeInvite(page);
  // The module, and its part of the page's language pack (i18n/en/live-#.ftl).
  assert.deepEqual(liveFiles().sort(), ["live-#.ftl", "live-#.js", "live-#_bg.wasm"]);
  await context.close();
});

test("two devices play a game to mate with clocks, then a rematch with colours swapped ends by resignation", async () => {
  const pair = await connectPair(handle.site, { side: "white", clock: "5-3" });
  const { host, guest } = pair;
  assert.match(await status(host), /Connected/);
  await playLine(host, guest, MATE_LINE);
  for (const page of [host, guest]) {
    await page.locator('[data-testid="result"]').waitFor();
    assert.match(await page.textContent('[data-testid="result"]'), /White wins|mate/i);
  }
  assert.equal(await fen(host), await fen(guest));
  // The mover's clock travels with the move: both boards show the same times once it is over.
  const clocks = async (page) => [await page.textContent('[data-testid="clock-top"]'), await page.textContent('[data-testid="clock-bottom"]')];
  const [hostClocks, guestClocks] = [await clocks(host), await clocks(guest)];
  assert.deepEqual(hostClocks, [...guestClocks].reverse());
  assert.notEqual(hostClocks[1], "5:00", "the clocks ran");
  await host.screenshot({ path: `${SCREENSHOTS}/live-mate-host.png` });

  await host.click('[data-testid="live-rematch"]');
  await guest.click('[data-testid="live-rematch-accept"]');
  await host.waitForFunction(() => document.querySelectorAll("[data-ply]").length === 0);
  // Colours swapped: the guest now plays White and moves first.
  await play(guest, host, "e3e4");
  await host.click('[data-testid="resign"]');
  await host.click('[data-testid="confirm-resign"]');
  for (const page of [host, guest]) {
    await page.locator('[data-testid="result"]').waitFor();
    assert.match(await page.textContent('[data-testid="result"]'), /resign/i);
  }
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await closeAll(pair);
});

test("a draw declined then accepted, and a takeback, agree on both boards", async () => {
  const pair = await connectPair(handle.site, { side: "black" });
  const { host, guest } = pair;
  // The guest plays White.
  await play(guest, host, "e3e4");
  await play(host, guest, "d6d5");
  // Takeback: the host asks to take its move back; the guest accepts.
  await host.click('[data-testid="undo"]');
  await guest.locator('[data-testid="live-takeback-accept"]').click();
  await host.waitForFunction(() => document.querySelectorAll("[data-ply]").length === 1);
  assert.equal(await fen(host), await fen(guest));
  await play(host, guest, "c6c5");
  // A draw offered by White, declined by Black, offered again later and accepted.
  await guest.click('[data-testid="offer-draw"]');
  await host.locator('[data-testid="live-draw-decline"]').click();
  await guest.locator('[data-testid="draw-declined"]').waitFor();
  await play(guest, host, "d3d4");
  await host.click('[data-testid="offer-draw"]');
  await play(host, guest, "f6f5");
  await guest.locator('[data-testid="accept-draw"]').click();
  for (const page of [host, guest]) {
    await page.locator('[data-testid="result"]').waitFor();
    assert.match(await page.textContent('[data-testid="result"]'), /draw/i);
  }
  await closeAll(pair);
});

test("the weaker side counts on its board and the count shows on the friend's: started, run, stopped", async () => {
  const pair = await connectPair(handle.site, { side: "white" });
  const { host, guest } = pair;
  await playLine(host, guest, NO_BIA_LINE);
  // Black, the stronger side, has no counting button; White, to move, starts board's honour.
  assert.equal(await guest.locator('[data-testid="count-start"]').count(), 0);
  await host.click('[data-testid="count-start"]');
  for (const page of [host, guest]) {
    await page.locator('[data-testid="counting"]').waitFor();
    assert.match(await page.textContent('[data-testid="counting"]'), /White counts/);
  }
  await play(host, guest, "e2d3");
  await play(guest, host, "h3h2");
  await host.click('[data-testid="count-stop"]');
  for (const page of [host, guest]) {
    await page.locator('[data-testid="counting"]').waitFor({ state: "detached" });
  }
  assert.equal(await fen(host), await fen(guest));
  await closeAll(pair);
});

test("a live game reopened from Games offers to reconnect", async () => {
  const pair = await connectPair(handle.site, { side: "white" });
  const { host, guest } = pair;
  await playLine(host, guest, ["e3e4", "d6d5"]);
  const before = await fen(host);
  await host.click('[data-testid="new-game"]');
  await host.click('[data-testid="vs-human"]');
  await host.click('[data-testid="start-game"]');
  await guest.waitForFunction(
    () => /connection lost/i.test(document.querySelector('[data-testid="live-status"]')?.textContent ?? ""),
    null,
    { timeout: 20000 },
  );
  await host.click('[data-testid="games"]');
  await host.selectOption('[data-testid="games-opponent"]', { label: "Live" });
  await host.locator('[data-testid="game-row"] .game-open').first().click();
  await host.locator('[data-testid="live-reconnect"]').waitFor();
  assert.equal(await fen(host), before);
  await closeAll(pair);
});

test("a reload of one side is seen as connection lost, and a new invite resumes the same game and clocks", async () => {
  const pair = await connectPair(handle.site, { side: "white", clock: "10-5" });
  const { host, guest } = pair;
  for (const [i, uci] of ["e3e4", "d6d5", "e4d5", "c6c5"].entries()) {
    const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
    await play(mover, other, uci);
  }
  const before = await fen(host);
  await guest.reload();
  await host.waitForFunction(
    () => /connection lost/i.test(document.querySelector('[data-testid="live-status"]')?.textContent ?? ""),
    null,
    { timeout: 20000 },
  );
  await guest.locator('[data-testid="live-reconnect"]').waitFor();
  assert.equal(await fen(guest), before, "the reloaded side kept the game");
  // The guest invites the host back; the host's reply resumes the game.
  const invite = await makeInvite(guest, { reconnect: true });
  const reply = await acceptInvite(host, invite);
  await guest.fill('[data-testid="live-reply-input"]', reply);
  await guest.click('[data-testid="live-reply-ok"]');
  await Promise.all([waitConnected(host), waitConnected(guest)]);
  assert.equal(await fen(host), before);
  assert.equal(await fen(guest), before);
  // The same clocks on both boards (White to move: its clock runs again, so compare Black's).
  const blackClock = (page, place) => page.textContent(`[data-testid="clock-${place}"]`);
  assert.equal(await blackClock(host, "top"), await blackClock(guest, "bottom"));
  await play(host, guest, "d5d6");
  await closeAll(pair);
});

test("a tampered invite and a tampered reply are refused and change nothing; the right reply then connects, and the guest leaving is seen as connection lost (the host in Thai, at 390 px and 1366 px)", async () => {
  const hostContext = await newPerson(handle.site);
  const guestContext = await newPerson(handle.site);
  const host = await openPage(hostContext, handle.site.url);
  const guest = await openPage(guestContext, handle.site.url);
  await host.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(host, "th");
  const invite = await makeInvite(host);
  const flip = (link) => {
    const at = link.length - 10;
    const c = link[at] === "A" ? "B" : "A";
    return link.slice(0, at) + c + link.slice(at + 1);
  };
  const guestFen = await fen(guest);
  await guest.goto("about:blank");
  await guest.goto(flip(invite));
  await guest.locator('[data-testid="live-problem"]').waitFor();
  assert.match(await guest.textContent('[data-testid="live-problem"]'), /cannot be used/);
  assert.equal(await fen(guest), guestFen);
  const reply = await acceptInvite(guest, invite);
  await host.fill('[data-testid="live-reply-input"]', flip(reply));
  await host.click('[data-testid="live-reply-ok"]');
  await host.locator('[data-testid="live-problem"]').waitFor();
  assert.match(await host.textContent('[data-testid="live-problem"]'), /ใช้คำตอบนี้ไม่ได้/);
  for (const kept of ["live-invite", "live-qr", "live-reply-input"]) {
    assert.equal(await host.locator(`[data-testid="${kept}"]`).count(), 1, `${kept} stays`);
  }
  await audit(host, "a tampered reply refused, at 390 px (th)");
  await host.screenshot({ path: `${SCREENSHOTS}/live-tampered-reply-th-390.png` });
  await host.fill('[data-testid="live-reply-input"]', reply);
  await host.click('[data-testid="live-reply-ok"]');
  await Promise.all([waitStatus(host, CONNECTED), waitConnected(guest)]);
  await audit(host, "connected after the right reply, at 390 px (th)");
  await host.screenshot({ path: `${SCREENSHOTS}/live-connected-th-390.png` });
  // An invite accepted once on a device is not accepted again there; the guest's board left, the host's says so.
  await guest.goto("about:blank");
  await guest.goto(invite);
  await guest.locator('[data-testid="live-problem"]').waitFor();
  assert.match(await guest.textContent('[data-testid="live-problem"]'), /already used/);
  await waitStatus(host, LOST);
  for (const [width, height] of [[390, 844], [1366, 768]]) {
    await host.setViewportSize({ width, height });
    await audit(host, `connection lost at ${width} px (th)`);
    await host.screenshot({ path: `${SCREENSHOTS}/live-lost-th-${width}.png` });
  }
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await hostContext.close();
  await guestContext.close();
});

test("an illegal move and a malformed message from the friend's device are refused, the game unchanged", async () => {
  const pair = await connectPair(handle.site, { side: "white" });
  const { host, guest } = pair;
  await play(host, guest, "e3e4");
  const before = await fen(host);
  // Version 1, Move, ply 1, "a6a1" (a bia cannot go there), no clock.
  const illegal = [1, 2, 0, 1, 4, ..."a6a1"].map((c) => (typeof c === "string" ? c.charCodeAt(0) : c));
  await guest.evaluate((bytes) => window.__liveChannels.at(-1).send(new Uint8Array([...bytes, 0])), illegal);
  await host.locator('[data-testid="live-refused"]').waitFor();
  assert.match(await host.textContent('[data-testid="live-refused"]'), /not allow/);
  assert.equal(await fen(host), before);
  await guest.evaluate(() => window.__liveChannels.at(-1).send("not a message"));
  await host.waitForFunction(() => /not a message of this game/.test(document.querySelector('[data-testid="live-refused"]')?.textContent ?? ""));
  assert.equal(await fen(host), before);
  // The game goes on.
  await play(guest, host, "d6d5");
  await closeAll(pair);
});

test("a reply link opened in another tab reaches the tab that waits for it", async () => {
  const hostContext = await newPerson(handle.site);
  const guestContext = await newPerson(handle.site);
  const host = await openPage(hostContext, handle.site.url);
  const guest = await openPage(guestContext, handle.site.url);
  const invite = await makeInvite(host);
  const reply = await acceptInvite(guest, invite);
  // The host's phone camera opens the scanned reply in a new tab of the same browser.
  const scanned = await hostContext.newPage();
  await scanned.goto(reply);
  await scanned.locator('[data-testid="live-reply-passed"]').waitFor();
  await Promise.all([waitConnected(host), waitConnected(guest)]);
  await hostContext.close();
  await guestContext.close();
});

test("a reply that never comes ends in the link fallback", async () => {
  const context = await newPerson(handle.site);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(handle.site.url);
  await page.locator('[data-square="e3"]').waitFor();
  await page.click('[data-testid="live-host"]');
  await page.selectOption('[data-testid="live-network"]', "local");
  await page.click('[data-testid="live-start"]');
  await page.clock.runFor(3000);
  await page.locator('[data-testid="live-invite"]').waitFor();
  await page.clock.fastForward(121_000);
  await page.locator('[data-testid="live-fallback"]').waitFor();
  assert.match(await page.inputValue('[data-testid="live-fallback-link"]'), /#g=/);
  await page.screenshot({ path: `${SCREENSHOTS}/live-fallback.png` });
  await context.close();
});
