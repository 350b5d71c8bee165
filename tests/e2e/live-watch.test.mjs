// Spectators (issue 60, item 4): the host's watch link opened on other devices, on a real Nostr relay on loopback
// (tests/e2e/relay.mjs). Spectators join a game under way and follow it to its end on a read-only board, then go back to
// their own game; both players see how many watch; the ninth spectator is turned away (in real pages) and a spectator
// whose host is gone is told so, and reaches the host once it is back with its watch link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCREENSHOTS, chooseLanguage, loadTwoPlayerGame, useSite } from "./browser.mjs";
import { audit } from "./axe.mjs";
import { fen, openPage, play, waitConnected } from "./live-pair.mjs";
import { hostGame, openLink, personWithRelays as personOf } from "./live-relayed.mjs";
import { useRelay } from "./relay.mjs";

const handle = useSite();
const relay = await useRelay();
const { skip } = relay;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const personWithRelays = (relays, options) => personOf(handle.site, relays, options);

const WATCH = '[data-testid="live-watch"]';

/** The position on the spectator's board. */
const watchedFen = (page) => page.getAttribute(`${WATCH} [data-fen]`, "data-fen");

/** Waits until the count of spectators on a player's page matches `pattern`. */
async function waitSpectators(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('[data-testid="live-spectators"]')?.textContent ?? ""),
    pattern.source,
    { timeout: 30000 },
  );
}

/** Asserts that the players' count of spectators shows in `page`'s viewport at the top of the page, beside the live status. */
async function countInView(page, what) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = await page.evaluate(() => {
    const box = (id) => document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect().toJSON();
    return { count: box("live-spectators"), status: box("live-status"), width: innerWidth, height: innerHeight };
  });
  const { count, status } = seen;
  const inside = count.top >= 0 && count.left >= 0 && count.bottom <= seen.height && count.right <= seen.width;
  assert.ok(inside && count.width > 0, `the count is in view (${what}): ${JSON.stringify(seen)}`);
  assert.ok(count.top < status.bottom + status.height, `the count is beside the live status (${what}): ${JSON.stringify(seen)}`);
  assert.equal(await page.locator('[data-testid="live-spectators"]').count(), 1, "one count");
}

/** Waits until the spectator's board shows `expected`. */
async function waitWatched(page, expected) {
  await page.waitForFunction(
    (f) => document.querySelector('[data-testid="live-watch"] [data-fen]')?.getAttribute("data-fen") === f,
    expected,
    { timeout: 30000 },
  );
}

/** Opens the watch link in `page` and waits until its board shows `expected`. */
async function watch(page, link, expected) {
  await page.goto("about:blank");
  await page.goto(link);
  await waitWatched(page, expected);
}

/** The host's watch link as its share dialog shows it (folded). */
const watchLinkOf = (page) => page.locator('[data-testid="live-watch-link"]').inputValue();

test("two spectators join at move 10 and follow every move to the resignation; both players see how many watch; a spectator goes back to its own game", { skip }, async () => {
  const host = await personWithRelays([relay.url], { viewport: DESKTOP });
  const guest = await personWithRelays([relay.url], { viewport: DESKTOP });
  const link = await hostGame(host.page, "live-link", { clock: "10-5" });
  const watchLink = await watchLinkOf(host.page);
  assert.match(watchLink, /#live=[A-Za-z0-9_-]+$/);
  assert.notEqual(watchLink, link, "the watch link is not the play link");
  // The share dialog: the watch link under its own fold, with its own QR code.
  await host.page.click('[data-testid="live-dialog"] .live-watch-share summary');
  await host.page.locator('[data-testid="live-watch-qr"]').waitFor();
  assert.equal(await host.page.locator('[data-testid="live-qr"]').count(), 1, "the play link keeps its QR code");
  assert.match(await host.page.textContent('[data-testid="live-spectators"]'), /\b0\b/);
  await audit(host.page, "the share dialog with the watch link");
  for (const size of [PHONE, DESKTOP]) {
    await host.page.setViewportSize(size);
    await host.page.screenshot({ path: `${SCREENSHOTS}/live-watch-share-en-${size.width}.png` });
  }

  await openLink(guest.page, link);
  await guest.page.fill('[data-testid="live-name"]', "Dara");
  await guest.page.click('[data-testid="live-accept"]');
  await Promise.all([waitConnected(host.page), waitConnected(guest.page)]);
  const opening = [["a3a4", "a6a5"], ["b3b4", "b6b5"], ["c3c4", "c6c5"], ["g3g4", "g6g5"], ["h3h4", "h6h5"]];
  for (const [white, black] of opening) {
    await play(host.page, guest.page, white);
    await play(guest.page, host.page, black);
  }

  // One spectator on a desktop in English; one on a phone in Thai, with a game of its own in progress.
  const desk = await personWithRelays([relay.url], { viewport: DESKTOP });
  const phone = await personWithRelays([relay.url], { viewport: PHONE });
  await chooseLanguage(phone.page, "th");
  await loadTwoPlayerGame(phone.page, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "e3e4 d6d5");
  const ownFen = await fen(phone.page);
  const now = await fen(host.page);
  await Promise.all([watch(desk.page, watchLink, now), watch(phone.page, watchLink, now)]);
  assert.match(await desk.page.textContent(WATCH), /Watching a live game/);
  assert.match(await phone.page.textContent(WATCH), /กำลังชมเกมสด/);
  for (const page of [desk.page, phone.page]) {
    assert.equal(await page.textContent('[data-testid="live-watch-name-white"]'), "Somchai");
    assert.equal(await page.textContent('[data-testid="live-watch-name-black"]'), "Dara");
    for (const side of ["white", "black"]) {
      assert.match(await page.textContent(`[data-testid="live-watch-clock-${side}"]`), /^\d+:\d{2}/);
    }
    assert.equal(await page.locator(`${WATCH} .moves button.move`).count(), 10, "the moves so far");
    // No seat, no offer, no move box: the spectator only watches.
    assert.equal(await page.locator(`${WATCH} [data-testid="move-input"], [data-testid="live-accept"]`).count(), 0);
  }
  await Promise.all([waitSpectators(host.page, /\b2\b/), waitSpectators(guest.page, /\b2\b/)]);
  await audit(guest.page, "the guest's board with the count of spectators");
  // Both players see the count beside the live status without scrolling, on a phone and a desktop, in every language,
  // in the language's digits.
  const counted = { en: /Spectators: 2/, th: /ผู้ชม: 2 คน/, km: /អ្នកមើល៖ ២ នាក់/, my: /ကြည့်ရှုသူ- ၂ ဦး/ };
  for (const [lang, words] of Object.entries(counted)) {
    for (const size of [PHONE, DESKTOP]) {
      for (const [who, page] of [["host", host.page], ["guest", guest.page]]) {
        if (lang !== "en" && size === PHONE) await chooseLanguage(page, lang);
        await page.setViewportSize(size);
        await countInView(page, `${who}, ${lang}, ${size.width}×${size.height}`);
        assert.match(await page.textContent('[data-testid="live-spectators"]'), words);
        await page.screenshot({ path: `${SCREENSHOTS}/live-watch-count-${who}-${lang}-${size.width}.png` });
      }
    }
  }
  for (const page of [host.page, guest.page]) await chooseLanguage(page, "en");
  await audit(desk.page, "the spectator's board (English)");
  await audit(phone.page, "the spectator's board (Thai)");
  for (const size of [PHONE, DESKTOP]) {
    for (const [who, page] of [["en", desk.page], ["th", phone.page]]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SCREENSHOTS}/live-watch-board-${who}-${size.width}.png` });
    }
  }
  await desk.page.setViewportSize(DESKTOP);
  await phone.page.setViewportSize(PHONE);

  // Every move reaches both spectators, to the end of the game.
  const rest = [["d3d4", "d6d5"], ["e3e4", "f6f5"]];
  for (const [white, black] of rest) {
    for (const [mover, other, uci] of [[host.page, guest.page, white], [guest.page, host.page, black]]) {
      await play(mover, other, uci);
      const expected = await fen(mover);
      await Promise.all([waitWatched(desk.page, expected), waitWatched(phone.page, expected)]);
    }
  }
  assert.equal(await desk.page.locator(`${WATCH} .moves button.move`).count(), 14);
  await guest.page.click('[data-testid="resign"]');
  await guest.page.click('[data-testid="confirm-resign"]');
  const result = (page) => page.locator('[data-testid="live-watch-result"]');
  await result(desk.page).waitFor({ timeout: 30000 });
  await result(phone.page).waitFor({ timeout: 30000 });
  assert.match(await result(desk.page).textContent(), /Black resigned/);
  assert.match(await result(phone.page).textContent(), /ยอมแพ้/);
  await phone.page.screenshot({ path: `${SCREENSHOTS}/live-watch-result-th-390.png` });

  // Back to its own game, untouched; the players' count goes down.
  await phone.page.click('[data-testid="live-watch-close"]');
  await phone.page.locator(WATCH).waitFor({ state: "detached" });
  assert.equal(await fen(phone.page), ownFen);
  await Promise.all([waitSpectators(host.page, /\b1\b/), waitSpectators(guest.page, /\b1\b/)]);
  const pages = [host.page, guest.page, desk.page, phone.page];
  assert.deepEqual(pages.flatMap((page) => page.errors), []);
  for (const person of [host, guest, desk, phone]) await person.context.close();
});

test("the ninth spectator is told the game is full and gets in once a place frees", { skip }, async () => {
  const host = await personWithRelays([relay.url]);
  await chooseLanguage(host.page, "th");
  await hostGame(host.page, "live-link", { clock: "10-5" });
  const watchLink = await watchLinkOf(host.page);
  await host.page.click('[data-testid="live-dialog"] .live-watch-share summary');
  await host.page.locator('[data-testid="live-watch-qr"]').waitFor();
  for (const size of [PHONE, DESKTOP]) {
    await host.page.setViewportSize(size);
    await host.page.screenshot({ path: `${SCREENSHOTS}/live-watch-share-th-${size.width}.png` });
  }
  const start = await fen(host.page);
  // Eight real pages of one browser, each a spectator of its own (each page makes its own key).
  const crowd = await personWithRelays([relay.url], { viewport: PHONE });
  const pages = [crowd.page];
  for (let i = 1; i < 8; i++) pages.push(await openPage(crowd.context, handle.site.url));
  await Promise.all(pages.map((page) => watch(page, watchLink, start)));
  await waitSpectators(host.page, /\b8\b/);

  const ninth = await personWithRelays([relay.url], { viewport: PHONE });
  await ninth.page.goto("about:blank");
  await ninth.page.goto(watchLink);
  const trouble = ninth.page.locator('[data-testid="live-watch-trouble"]');
  await trouble.waitFor({ timeout: 30000 });
  assert.equal(await trouble.getAttribute("data-trouble"), "full");
  assert.match(await trouble.textContent(), /as many spectators as it can take/);
  await audit(ninth.page, "a spectator turned away");
  await ninth.page.screenshot({ path: `${SCREENSHOTS}/live-watch-full-en-390.png` });

  // One leaves; the ninth tries again and watches.
  await pages[0].click('[data-testid="live-watch-close"]');
  await waitSpectators(host.page, /\b7\b/);
  await ninth.page.click('[data-testid="live-watch-retry"]');
  await waitWatched(ninth.page, start);
  await waitSpectators(host.page, /\b8\b/);
  assert.deepEqual([host.page, ...pages, ninth.page].flatMap((page) => page.errors), []);
  for (const person of [host, crowd, ninth]) await person.context.close();
});

test("a spectator whose host is gone is told so; the host comes back with its watch link and the spectator gets in", { skip }, async () => {
  const host = await personWithRelays([relay.url]);
  await hostGame(host.page, "live-link");
  const watchLink = await watchLinkOf(host.page);
  await host.page.close();

  const spectator = await personWithRelays([relay.url], { viewport: PHONE });
  await chooseLanguage(spectator.page, "th");
  await spectator.page.goto("about:blank");
  await spectator.page.goto(watchLink);
  const trouble = spectator.page.locator('[data-testid="live-watch-trouble"]');
  await trouble.waitFor({ timeout: 45000 });
  assert.equal(await trouble.getAttribute("data-trouble"), "unanswered");
  await audit(spectator.page, "a spectator with no answer");
  await spectator.page.screenshot({ path: `${SCREENSHOTS}/live-watch-unanswered-th-390.png` });

  // The host reloads its game: it rejoins by itself and shows its watch link again.
  const back = await openPage(host.context, handle.site.url);
  await back.locator('[data-testid="live-spectators"]').waitFor({ timeout: 30000 });
  const again = await watchLinkOf(back);
  assert.match(again, /#live=[A-Za-z0-9_-]+$/);
  await spectator.page.click('[data-testid="live-watch-retry"]');
  await waitWatched(spectator.page, await fen(back));
  await waitSpectators(back, /\b1\b/);
  // The link shown after the reload leads to the same game.
  const other = await personWithRelays([relay.url]);
  await watch(other.page, again, await fen(back));
  await waitSpectators(back, /\b2\b/);
  await spectator.page.click('[data-testid="live-watch-close"]');
  await spectator.page.locator(WATCH).waitFor({ state: "detached" });
  assert.deepEqual([back, spectator.page, other.page].flatMap((page) => page.errors), []);
  for (const person of [host, spectator, other]) await person.context.close();
});
