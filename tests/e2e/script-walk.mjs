// Walks every view of the app in one interface language and reports each text a reader meets that is not in
// that language's script: text nodes, and the names and hints that assistive technology reads (aria-label,
// title, placeholder, alt, aria-roledescription), and the page title. Notation is the same in every language and
// exempt: what the page marks `translate="no"` (move lists, FEN, PGN, coordinates, scores, links) and, inside any
// text, squares and moves (`e4`, `Nf3`, `b1d2`, `R@a1`); so is a name quoted in its own language, an element
// whose `lang` is not the page's (the Thai names of Makruk's pieces in its help). Used by
// tests/e2e/languages.test.mjs and scripts/check-languages.mjs.

/** Each language's script, the other scripts' letters, and whether Western digits are foreign to it. */
export const SCRIPTS = {
  en: { own: /[A-Za-z]/, westernDigits: true },
  th: { own: /[\u0E00-\u0E7F]/, westernDigits: true },
  km: { own: /[\u1780-\u17FF\u19E0-\u19FF]/, westernDigits: false },
  my: { own: /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/, westernDigits: false },
};

/**
 * In the page: the texts a reader meets that hold a letter of another script than `lang`'s (or, in a
 * language with digits of its own, a Western digit), as { where, text }.
 */
function wrongScriptInPage(lang) {
  const letters = {
    latin: /[A-Za-z]/,
    thai: /[\u0E00-\u0E7F]/,
    khmer: /[\u1780-\u17FF\u19E0-\u19FF]/,
    myanmar: /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/,
  };
  const own = { en: "latin", th: "thai", km: "khmer", my: "myanmar" }[lang];
  const digitsForeign = lang === "km" || lang === "my";
  // Notation inside a sentence: squares, moves in SAN or UCI with their numbers, drops, FEN; the names of
  // formats and of the programs the rules come from.
  const notation = [
    /(?<![A-Za-z0-9])(?:\d+\.(?:\.\.)?\s*)?(?:[A-Z]@[a-h][1-8]|[KMSNRPFQBEG]?[a-h]?[1-8]?[x:-]?[a-h][1-8](?:=?[A-Z]|[a-z])?[+#]?)(?![A-Za-z0-9])/g,
    /[1-8KMSNRPFkmsnrpf~/]{15,}(?:\[[A-Za-z]*\])? [wb] [-A-Za-z]+ [-a-h1-8]+ \d+ \d+/g,
    /(?<![A-Za-z])(?:PGN|FEN|SAN|UCI|SVG|PNG|QR|STUN|TURN|URL|Nostr|wss?:\/\/|\.pgn|Fairy-Stockfish|pychess|AncientChess|Mak-ruk)(?![A-Za-z])/g,
  ];
  const foreign = (raw) => {
    const text = notation.reduce((t, pattern) => t.replace(pattern, ""), raw);
    return (
      Object.entries(letters).some(([script, pattern]) => script !== own && pattern.test(text)) ||
      (digitsForeign && /[0-9]/.test(text))
    );
  };
  const page = document.documentElement.lang;
  const exempt = (element) =>
    !!element.closest('[translate="no"], script, style, noscript, template, svg title') ||
    element.closest("[lang]")?.lang !== page;
  const shown = (element) => element.checkVisibility({ visibilityProperty: false }) || element.closest(".visually-hidden, .sr-only");
  const describe = (element) => {
    const id = element.closest("[data-testid]")?.getAttribute("data-testid");
    return `${element.tagName.toLowerCase()}${id ? ` in [data-testid=${id}]` : ""}`;
  };
  const found = [];
  if (foreign(document.title)) found.push({ where: "the page title", text: document.title });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const parent = node.parentElement;
    if (!text || !parent || exempt(parent) || !shown(parent)) continue;
    if (foreign(text)) found.push({ where: describe(parent), text });
  }
  for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-roledescription]")) {
    if (exempt(element)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-roledescription"]) {
      const value = element.getAttribute(name);
      if (value && foreign(value)) found.push({ where: `${describe(element)} @${name}`, text: value });
    }
  }
  return found;
}

/** The wrong-script texts `page` shows now, each named with `view`. */
export async function wrongScript(page, lang, view) {
  const found = await page.evaluate(wrongScriptInPage, lang);
  return found.map((f) => ({ view, ...f }));
}

/** Clicks `selector` and waits for `shown`. */
async function open(page, selector, shown) {
  await page.click(selector);
  if (shown) await page.locator(shown).first().waitFor();
}

/**
 * Walks every view of the app on `page` (a fresh page in `lang`): `visit(name)` is awaited at each, with the
 * view shown (check it, screenshot it). Returns the names visited.
 */
export async function walkEveryView(page, visit) {
  const visited = [];
  const at = async (name) => {
    await page.evaluate(() => document.fonts.ready);
    // Let a view's entrance (the result banner's pop, a fade) end: axe measures colours as shown.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
    );
    visited.push(name);
    await visit(name);
  };
  const closeWith = async (selector, gone) => {
    if (selector) await page.click(selector);
    else await page.keyboard.press("Escape");
    if (gone) await page.locator(gone).waitFor({ state: "detached" });
  };

  await at("game");
  await page.click('[data-square="e3"]');
  await at("game, a piece picked");
  await page.click('[data-square="e4"]');
  await page.locator('[data-testid="announcer"]').waitFor({ state: "attached" });
  await at("game, a move played");

  await open(page, '[data-testid="lang"]', '[data-testid="lang-en"]');
  await at("language menu");
  await page.click('[data-testid="lang"]');

  for (const [button, dialog, close] of [
    ["new-game", "new-game-dialog", null],
    ["share", "share-dialog", '[data-testid="share-close"]'],
    ["import", "import-dialog", '[data-testid="import-cancel"]'],
    ["export", "export-dialog", '[data-testid="export-close"]'],
    ["preferences-button", "preferences", '[data-testid="preferences-close"]'],
  ]) {
    await open(page, `[data-testid="${button}"]`, `[data-testid="${dialog}"]`);
    await at(dialog);
    if (dialog === "new-game-dialog") {
      for (const variant of ["cambodian", "sittuyin", "makruk"]) {
        await page.selectOption('[data-testid="variant"]', variant);
        await at(`new game: ${variant}`);
      }
    }
    await closeWith(close, `[data-testid="${dialog}"]`);
  }
  await open(page, '[data-testid="live-host"]', '[data-testid="new-game-dialog"]');
  await at("live game's choices");
  await closeWith(null, '[data-testid="new-game-dialog"]');
  await open(page, '[data-testid="lobby-open"]', '[data-testid="lobby"]');
  await at("lobby");
  await closeWith('[data-testid="lobby-close"]', '[data-testid="lobby"]');

  await open(page, '[data-testid="analyse"]', '[data-testid="analysis"]');
  await page.waitForTimeout(800);
  await at("analysis");
  await page.click('[data-testid="analysis-close"]');

  await open(page, '[data-testid="editor"]', '[data-testid="editor-page"]');
  await at("editor");
  await page.fill('[data-testid="editor-fen"]', "not a fen");
  await page.locator('[data-testid="editor-fen-error"]').waitFor();
  await at("editor, a bad FEN");
  await page.click('[data-testid="editor-close"]');
  await page.locator('[data-testid="editor-page"]').waitFor({ state: "detached" });

  await open(page, '[data-testid="games"]', '[data-testid="games-view"]');
  await page.locator('[data-testid="game-row"], [data-testid="games-count"]').first().waitFor();
  await at("games");
  await page.click('[data-testid="games-close"]');

  await open(page, '[data-testid="help"]', '[data-testid="help-panel"]');
  const topics = await page.$$eval("[data-topic]", (buttons) => buttons.map((b) => b.dataset.topic));
  for (const topic of topics) {
    await page.click(`[data-topic="${topic}"]`);
    await page.locator(`[data-testid="help-topic"][data-topic="${topic}"]`).waitFor();
    await at(`help: ${topic}`);
  }
  await page.click('[data-testid="close-help"]');

  await open(page, '[data-testid="learn"]', '[data-testid="learn-view"] [data-testid="puzzle-info"]');
  await at("learn: puzzles");
  await open(page, '[data-testid="learn-tab-drills"]', '[data-testid="drill-question"]');
  await at("learn: drills");
  await page.locator('[data-testid="drill-choice"]').first().click();
  await page.locator('[data-testid="drill-feedback"]').waitFor();
  await at("learn: a drill answered");
  await open(page, '[data-testid="learn-tab-lessons"]', '[data-testid="lesson"]');
  await at("learn: lessons");
  await open(page, '[data-testid="lesson"]', '[data-testid="lesson-instruction"]');
  await at("learn: a lesson");
  await page.click('[data-testid="learn-close"]');

  await page.click('[data-testid="resign"]');
  await at("resign confirmation");
  await page.click('[data-testid="confirm-resign"]');
  await page.locator('[data-testid="result"]').waitFor();
  await at("game over");
  return visited;
}

/** In the page: what is cut or overflows: a page wider than the screen, an element whose text its box cuts. */
function layoutProblemsInPage() {
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.scrollingElement.scrollWidth > width + 1) {
    problems.push({ where: "the page", text: `${document.scrollingElement.scrollWidth}px wide on a ${width}px screen` });
  }
  for (const element of document.body.querySelectorAll("*")) {
    if (!element.checkVisibility() || element.closest("svg, .board, [data-square]")) continue;
    const style = getComputedStyle(element);
    // Text for screen readers only, clipped to nothing on purpose.
    if (style.clip !== "auto" || style.clipPath !== "none") continue;
    const clips = (o) => o === "hidden" || o === "clip";
    const text = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!text || style.textOverflow === "ellipsis") continue;
    if ((clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)) {
      const id = element.closest("[data-testid]")?.getAttribute("data-testid");
      problems.push({ where: `${element.tagName.toLowerCase()}${id ? ` in [data-testid=${id}]` : ""}`, text: element.textContent.trim().slice(0, 60) });
    }
  }
  return problems;
}

/** What `page` cuts or lets overflow now, each named with `view`. */
export async function layoutProblems(page, view) {
  const found = await page.evaluate(layoutProblemsInPage);
  return found.map((f) => ({ view, ...f }));
}
